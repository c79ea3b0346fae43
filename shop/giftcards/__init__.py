"""Gift cards: issued when an order that bought them is paid, spent at checkout through a ledger."""
from shop.giftcards.routes import blp

__all__ = ["blp"]
