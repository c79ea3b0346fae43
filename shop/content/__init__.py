"""Content domain: the home slider and the display currencies."""
from shop.content.routes import blueprints

__all__ = ["blueprints"]
