"""Gift cards: issued when an order that bought them is paid, spent at checkout through a ledger."""
