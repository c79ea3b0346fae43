"""Values kept per worker while what they were made from stays the same: within a byte budget, for a time.

The one cache shape the shop uses (finished catalogue responses, filled storefront pages, built sitemaps): an
entry counts only while its *version* is the one the caller reads now, and for at most its seconds; the entries'
sizes add up to at most a budget in bytes, least recently used first out. A worker's memory is then bounded by
settings, whatever the traffic: a cache that grew with every distinct URL would hold everything a crawler asked.

Also here: ``KeptFile``, what a build file (index.html, the chunk manifest) is made into, made again when the file
changes (a rebuild while the shop serves).
"""
from __future__ import annotations

import os
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Generic, TypeVar

T = TypeVar("T")
ENTRY_OVERHEAD = 200  # bytes an entry costs besides its value (key, tuple, dict slot), roughly


@dataclass(frozen=True, slots=True)
class _Entry(Generic[T]):
    version: Hashable
    until: float
    value: T
    size: int


class Kept(Generic[T]):
    """key -> value, while its version holds and its time lasts, within a byte budget."""

    def __init__(self) -> None:
        self._entries: OrderedDict[Hashable, _Entry[T]] = OrderedDict()
        self._bytes = 0
        self._lock = threading.Lock()

    def get(self, key: Hashable, version: Hashable) -> T | None:
        with self._lock:
            entry = self._entries.get(key)
            if entry is None:
                return None
            if entry.version != version or entry.until < time.monotonic():
                self._drop(key)
                return None
            self._entries.move_to_end(key)
            return entry.value

    def keep(self, key: Hashable, version: Hashable, value: T, size: int, seconds: float, budget: int) -> None:
        """Keep ``value`` (about ``size`` bytes) for ``seconds`` while the entries fit in ``budget`` bytes."""
        size += ENTRY_OVERHEAD
        if seconds <= 0 or size > budget:
            return
        with self._lock:
            if key in self._entries:
                self._drop(key)
            self._entries[key] = _Entry(version, time.monotonic() + seconds, value, size)
            self._bytes += size
            while self._bytes > budget:
                self._drop(next(iter(self._entries)))

    def _drop(self, key: Hashable) -> None:
        self._bytes -= self._entries.pop(key).size

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()
            self._bytes = 0

    def __len__(self) -> int:
        return len(self._entries)


class KeptFile(Generic[T]):
    """``make(text, stamp)`` of a file, made once per version of the file (its modification time); None while the
    file is missing."""

    def __init__(self, make: Callable[[str, int], T]) -> None:
        self._make = make
        self._kept: dict[str, tuple[int, T]] = {}
        self._lock = threading.Lock()

    def get(self, path: str) -> T | None:
        try:
            stamp = os.stat(path).st_mtime_ns
        except OSError:
            return None
        kept = self._kept.get(path)
        if kept is not None and kept[0] == stamp:
            return kept[1]
        with self._lock:
            with open(path, encoding="utf-8") as fh:
                value = self._make(fh.read(), stamp)
            self._kept[path] = (stamp, value)
        return value
