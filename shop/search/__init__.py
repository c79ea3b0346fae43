"""Search domain: product search and suggestions, answered from the catalogue's read model."""
from shop.search.routes import blp

__all__ = ["blp"]
