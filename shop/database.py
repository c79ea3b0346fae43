"""Per-connection database settings."""
from __future__ import annotations

from flask import Flask
from sqlalchemy import event, inspect
from sqlalchemy.engine import Engine

from shop.extensions import db


def register_database_events(app: Flask) -> None:
    """SQLite: enforce foreign keys and use WAL so readers never block the writer under gunicorn."""
    with app.app_context():
        engine: Engine = db.engine
        if engine.dialect.name != "sqlite":
            return

        @event.listens_for(engine, "connect")
        def _sqlite_pragmas(dbapi_connection, _record):
            cursor = dbapi_connection.cursor()
            cursor.execute("PRAGMA foreign_keys=ON")
            if ":memory:" not in str(engine.url) and engine.url.database:
                cursor.execute("PRAGMA journal_mode=WAL")
                cursor.execute("PRAGMA synchronous=NORMAL")
            cursor.execute("PRAGMA busy_timeout=5000")
            # 1 MB of pages per connection (SQLite's default is 2 MB): a gunicorn thread holds one connection,
            # and the operating system caches the file for all of them anyway.
            cursor.execute("PRAGMA cache_size=-1024")
            cursor.close()


def is_migrated() -> bool:
    """Whether the app's database has its tables (``flask db upgrade`` has run at least once)."""
    return inspect(db.engine).has_table("products")
