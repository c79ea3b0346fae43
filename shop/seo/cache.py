"""Filled pages and built sitemaps, kept per worker while what they were made from stays the same.

An entry is used while its version is unchanged - the catalogue index's (a product page: that product's own
stamp in the index), and the build of index.html - and for at most SHOP_SEO_CACHE_SECONDS, because what
the index does not follow (the category tree, brand names) may be kept that long: by default as long as the
tree itself (SHOP_CATEGORY_TREE_SECONDS, 30 s; 0 in tests, which turns the cache off). Within SHOP_SEO_CACHE_BYTES
(8 MB, shared by the pages and the sitemaps), least recently used first out (shop.kept).
"""
from __future__ import annotations

from flask import current_app

from shop.catalog.tree import DEFAULT_TTL as TREE_SECONDS

DEFAULT_BYTES = 8 * 1024 * 1024


def seconds() -> float:
    config = current_app.config
    return float(config.get("SHOP_SEO_CACHE_SECONDS", config.get("SHOP_CATEGORY_TREE_SECONDS", TREE_SECONDS)))


def budget() -> int:
    return int(current_app.config.get("SHOP_SEO_CACHE_BYTES", DEFAULT_BYTES))
