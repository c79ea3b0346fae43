"""What operators run beside serving (the flask commands of shop.cli): backups and their restore
(:mod:`shop.ops.backup`), the move of a SQLite shop to PostgreSQL (:mod:`shop.ops.pgmove`)."""
