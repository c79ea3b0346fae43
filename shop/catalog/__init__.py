"""Catalogue domain: products, brands, colours, categories and the slider feeds."""
from shop.catalog.routes import blueprints

__all__ = ["blueprints"]
