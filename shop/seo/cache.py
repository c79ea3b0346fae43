"""Filled pages and built sitemaps, kept per worker while what they were made from stays the same.

An entry is used while its version is unchanged - the catalogue index's (a product page: that product's own
stamp in the index), and the build of index.html - and for at most SHOP_SEO_CACHE_SECONDS, because what
the index does not follow (the category tree, brand names) may be kept that long: by default as long as the
tree itself (SHOP_CATEGORY_TREE_SECONDS, 30 s; 0 in tests, which turns the cache off). At most
SHOP_SEO_CACHE_SIZE entries (1,000 pages of about 10 KB), least recently used first out.
"""
from __future__ import annotations

import threading
import time
from collections import OrderedDict
from collections.abc import Hashable
from typing import Generic, TypeVar

from flask import current_app

from shop.catalog.tree import DEFAULT_TTL as TREE_SECONDS

DEFAULT_SIZE = 1_000
T = TypeVar("T")


def seconds() -> float:
    config = current_app.config
    return float(config.get("SHOP_SEO_CACHE_SECONDS", config.get("SHOP_CATEGORY_TREE_SECONDS", TREE_SECONDS)))


class Kept(Generic[T]):
    """key -> (version, until, value)."""

    def __init__(self, size: int | None = None) -> None:
        self._size = size
        self._kept: OrderedDict[Hashable, tuple[Hashable, float, T]] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: Hashable, version: Hashable) -> T | None:
        with self._lock:
            kept = self._kept.get(key)
            if kept is None:
                return None
            if kept[0] != version or kept[1] < time.monotonic():
                del self._kept[key]
                return None
            self._kept.move_to_end(key)
            return kept[2]

    def keep(self, key: Hashable, version: Hashable, value: T) -> None:
        ttl = seconds()
        if ttl <= 0:
            return
        size = self._size or int(current_app.config.get("SHOP_SEO_CACHE_SIZE", DEFAULT_SIZE))
        with self._lock:
            self._kept[key] = (version, time.monotonic() + ttl, value)
            self._kept.move_to_end(key)
            while len(self._kept) > size:
                self._kept.popitem(last=False)

    def clear(self) -> None:
        with self._lock:
            self._kept.clear()

    def __len__(self) -> int:
        return len(self._kept)
