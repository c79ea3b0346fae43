"""Search postings of the catalogue index: which slots hold each search token, and the skus in sorted order.

A token's slots are a compressed bitmap (pyroaring, the Roaring format search engines use): a word that most
fabrics share costs a few kilobytes instead of four bytes per product, unions and intersections run in C, and a
product whose text changes is taken out of its old tokens' bitmaps and put into its new ones, in time proportional
to that product. The sorted vocabulary answers prefix lookups by binary search; typo lookups go through each
token's one-deletion neighbourhood (a token of 4+ letters is near every word one edit away).
"""
from __future__ import annotations

from array import array
from collections.abc import Iterable, Iterator

import numpy as np
from pyroaring import BitMap
from sortedcontainers import SortedList


class TokenPostings:
    """token -> BitMap of slots, with a sorted vocabulary and the one-deletion neighbourhoods for typos."""

    def __init__(self, min_fuzzy: int) -> None:
        self._min_fuzzy = min_fuzzy
        self._bitmaps: dict[str, BitMap] = {}
        self._vocabulary: SortedList = SortedList()
        # variant -> the tokens it is one deletion of: a tuple, as nearly all are one token (a set costs several
        # times the memory of a one-item tuple)
        self._deletions: dict[str, tuple[str, ...]] = {}
        self._tokens_of: dict[int, tuple[str, ...]] = {}  # only for slots changed after the build

    # ------------------------------------------------------------ building

    def add_batch(self, batch: dict[str, array]) -> None:
        """Add postings collected for a batch of slots (token -> slots, ascending)."""
        for token, slots in batch.items():
            bitmap = self._bitmaps.get(token)
            if bitmap is None:
                self._bitmaps[token] = BitMap(slots)
                self._new_token(token)
            else:
                bitmap.update(slots)

    def _new_token(self, token: str) -> None:
        self._vocabulary.add(token)
        for variant in _variants(token, self._min_fuzzy):
            self._deletions[variant] = (*self._deletions.get(variant, ()), token)

    # ------------------------------------------------------------ reading

    def __contains__(self, token: str) -> bool:
        bitmap = self._bitmaps.get(token)
        return bitmap is not None and bool(bitmap)

    def get(self, token: str) -> BitMap:
        """The slots whose text holds ``token`` (empty when none)."""
        return self._bitmaps.get(token) or BitMap()

    def union(self, tokens: Iterable[str]) -> BitMap:
        """The slots holding any of ``tokens``."""
        found = [self._bitmaps[t] for t in tokens if t in self._bitmaps]
        return BitMap.union(*found) if found else BitMap()

    def prefixed(self, prefix: str) -> list[str]:
        """Tokens starting with ``prefix`` (binary search in the sorted vocabulary)."""
        return [t for t in self._vocabulary.irange(prefix, prefix + "\uffff") if self._bitmaps[t]]

    def deletion_neighbours(self, variant: str) -> Iterator[str]:
        """Tokens that become ``variant`` when one letter is deleted."""
        yield from self._deletions.get(variant, ())

    # ------------------------------------------------------------ changes

    def replace(self, slot: int, tokens: Iterable[str]) -> None:
        """The product at ``slot`` now holds exactly ``tokens`` (none: it left the catalogue). Its tokens at the
        build are not kept (they would cost more than all the bitmaps), so its first change looks through the
        vocabulary once (a few thousand tokens, whatever the catalogue's size); later ones know its tokens."""
        previous = self._tokens_of.pop(slot, None)
        for bitmap in (self._bitmaps[t] for t in previous if t in self._bitmaps) if previous is not None else (
                self._bitmaps.values()):
            bitmap.discard(slot)
        fresh = tuple(dict.fromkeys(tokens))
        self._tokens_of[slot] = fresh
        for token in fresh:
            bitmap = self._bitmaps.get(token)
            if bitmap is None:
                bitmap = self._bitmaps[token] = BitMap()
                self._new_token(token)
            bitmap.add(slot)

    def nbytes(self) -> int:
        """About what the bitmaps take (their serialised size; in memory they are close to it)."""
        return sum(len(bitmap.serialize()) for bitmap in self._bitmaps.values())


class SkuList:
    """Lower-case skus in sorted order, for exact and prefix lookups: a packed base, plus the skus set since."""

    def __init__(self, skus: np.ndarray) -> None:
        """``skus``: the lower-case skus of slots 0, 1, 2 ... as UTF-8 bytes."""
        order = np.argsort(skus, kind="stable")
        self._base = skus[order]
        self._base_slots = order.astype(np.int32)
        self._stale = BitMap()
        self._extra: SortedList = SortedList()
        self._extra_of: dict[int, str] = {}

    def prefixed(self, prefix: str, exact: bool = False) -> BitMap:
        """Slots whose sku equals (``exact``) or starts with ``prefix``."""
        key = prefix.encode()
        base = self._base
        found = BitMap()
        if key and len(key) <= base.dtype.itemsize:
            # Searched as a value of the base's own dtype: a key of another length made numpy convert the whole
            # base for each search.
            start = int(np.searchsorted(base, np.array(key, base.dtype), "left"))
            # Exact: a longer sku that starts with ``key`` sorts after it. Prefix: every sku that starts with it
            # sorts before the key whose last byte is one more (UTF-8 never ends a character with 0xff).
            after = key if exact else key[:-1] + bytes([key[-1] + 1])
            end = int(np.searchsorted(base, np.array(after, base.dtype), "right" if exact else "left"))
            if end > start:  # a short prefix may hold thousands of skus: no Python object per slot
                found = bitmap_of(self._base_slots[start:end]) - self._stale
        if self._extra:
            high = (prefix, 2**62) if exact else (prefix + "\uffff",)
            found.update(slot for _, slot in self._extra.irange((prefix,), high))
        return found

    def containing(self, text: str) -> BitMap:
        """Slots whose sku holds ``text`` anywhere: staff look a product up by its sku's number alone ("0005" for
        "ds-ch-0005"). One vectorised pass over the packed skus."""
        key = text.encode()
        found = BitMap()
        if key and len(key) <= self._base.dtype.itemsize and self._base.size:
            found = bitmap_of(self._base_slots[np.strings.find(self._base, key) >= 0]) - self._stale
        if key:
            found.update(slot for sku, slot in self._extra if text in sku)
        return found

    def replace(self, slot: int, sku: str | None) -> None:
        old = self._extra_of.pop(slot, None)
        if old is not None:
            self._extra.discard((old, slot))
        self._stale.add(slot)
        if sku is not None:
            self._extra_of[slot] = sku
            self._extra.add((sku, slot))

    def nbytes(self) -> int:
        return self._base.nbytes + self._base_slots.nbytes


def bitmap_of(slots: np.ndarray) -> BitMap:
    """A bitmap of these slots (any order), made from one sorted buffer: no Python int per slot, which a set of
    them first would make."""
    return BitMap(array("I", np.sort(slots).astype(np.uint32).tobytes()))


def slots_of(bitmap: BitMap) -> np.ndarray:
    """A bitmap's slots, ascending, as an index array."""
    return np.frombuffer(bitmap.to_array(), dtype=np.uint32).astype(np.int64)


def _variants(token: str, min_fuzzy: int) -> set[str]:
    """The one-deletion variants of a token long enough to be matched with a typo."""
    if len(token) < min_fuzzy - 1 or not (token.isascii() and token.isalpha()):
        return set()
    return {token[:i] + token[i + 1 :] for i in range(len(token))}
