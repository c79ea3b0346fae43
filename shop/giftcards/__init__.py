"""Gift cards: issued when an order that bought them is paid, voided when that payment goes, spent at checkout through
a ledger."""
