"""Call-back queries domain."""
from shop.queries.routes import blp

__all__ = ["blp"]
