"""Catalogue domain: products, brands, colours, categories and the slider feeds."""
