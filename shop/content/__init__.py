"""Content domain: the home slider."""
from shop.content.routes import blueprints

__all__ = ["blueprints"]
