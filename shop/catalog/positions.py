"""Compact sets of product positions that change one product at a time.

A position (``slot``) is a product's fixed place in the catalogue index's columns. The index keeps, for every
category path, brand, colour, group and flag, which positions belong to it, and for every search token which
positions contain it. Held as one Python set each, 100,000 products with a dozen memberships cost about 80 MB
per worker; packed into one array of 4-byte integers they cost a tenth of that and give the garbage collector
a handful of objects to walk instead of tens of thousands. Packed arrays cannot change cheaply, so each
structure here is a packed *base*, built once, plus a small record of what changed since, which is what makes a
change to one product cost work proportional to that product.
"""
from __future__ import annotations

import bisect
from array import array
from collections import Counter
from collections.abc import Hashable, Iterable, Iterator, Sequence

from sortedcontainers import SortedList


class Packed:
    """Many ascending position lists in one array, addressed by key."""

    def __init__(self, groups: dict[Hashable, list[int]] | None = None):
        self.data = array("I")
        self.spans: dict[Hashable, tuple[int, int]] = {}
        for key, positions in (groups or {}).items():
            start = len(self.data)
            self.data.extend(positions)
            self.spans[key] = (start, len(self.data))

    def __contains__(self, key: Hashable) -> bool:
        return key in self.spans

    def __iter__(self) -> Iterator[Hashable]:
        return iter(self.spans)

    def size(self, key: Hashable) -> int:
        start, end = self.spans.get(key, (0, 0))
        return end - start

    def get(self, key: Hashable) -> Sequence[int]:
        start, end = self.spans.get(key, (0, 0))
        return self.data[start:end]


class KeyedPositions:
    """key -> positions: a packed base plus, per key, the positions added and removed since it was built.

    ``add`` and ``discard`` must be told the truth: a position is discarded only from keys it belongs to and
    added only to keys it does not belong to (the index computes both from the product's old and new values).
    Alongside each key it counts the members that are in stock, so "this category, in stock only" is counted
    without visiting the category.
    """

    def __init__(self, groups: dict[Hashable, list[int]], stocked: Counter):
        self._base = Packed(groups)
        self._added: dict[Hashable, set[int]] = {}
        self._removed: dict[Hashable, set[int]] = {}
        self._sizes: Counter = Counter({key: len(positions) for key, positions in groups.items()})
        self._stocked = stocked

    def size(self, key: Hashable) -> int:
        return self._sizes.get(key, 0)

    def stocked_size(self, key: Hashable) -> int:
        return self._stocked.get(key, 0)

    def members(self, key: Hashable) -> list[int]:
        """The positions under ``key`` (in no particular order)."""
        removed = self._removed.get(key)
        base = self._base.get(key)
        kept = [r for r in base if r not in removed] if removed else list(base)
        added = self._added.get(key)
        return kept + list(added) if added else kept

    def add(self, key: Hashable, position: int, stocked: bool) -> None:
        removed = self._removed.get(key)
        if removed and position in removed:
            removed.discard(position)
        else:
            self._added.setdefault(key, set()).add(position)
        self._sizes[key] += 1
        if stocked:
            self._stocked[key] += 1

    def discard(self, key: Hashable, position: int, stocked: bool) -> None:
        added = self._added.get(key)
        if added and position in added:
            added.discard(position)
        else:
            self._removed.setdefault(key, set()).add(position)
        self._sizes[key] -= 1
        if stocked:
            self._stocked[key] -= 1

    def restock(self, key: Hashable, stocked: bool) -> None:
        """A member's stock went from none to some (``stocked``) or back."""
        self._stocked[key] += 1 if stocked else -1


class TokenPostings:
    """token -> positions for search: a packed base, plus new postings of the products whose text changed.

    A product whose text changes is marked stale in the base (its old tokens there no longer count) and its
    new tokens go to a small overlay, with their own sorted vocabulary for prefix lookups and their own
    one-deletion neighbourhoods for typo lookups.
    """

    def __init__(self, postings: dict[str, list[int]], min_fuzzy: int):
        self._base = Packed(postings)
        self._base_vocabulary: tuple[str, ...] = tuple(sorted(postings))
        self._min_fuzzy = min_fuzzy
        self._base_deletions: dict[str, tuple[str, ...]] = _deletions(self._base_vocabulary, min_fuzzy)
        self._stale: set[int] = set()
        self._extra: dict[str, set[int]] = {}
        self._extra_vocabulary: SortedList = SortedList()
        self._extra_deletions: dict[str, set[str]] = {}
        self._extra_tokens: dict[int, tuple[str, ...]] = {}

    def __contains__(self, token: str) -> bool:
        return bool(self._extra.get(token)) or (token in self._base and bool(self.base_positions(token)))

    def base_positions(self, token: str) -> list[int]:
        positions = self._base.get(token)
        stale = self._stale
        return [r for r in positions if r not in stale] if stale else list(positions)

    def get(self, token: str) -> set[int]:
        """The positions whose text holds ``token``."""
        found = set(self.base_positions(token)) if token in self._base else set()
        extra = self._extra.get(token)
        if extra:
            found |= extra
        return found

    def prefixed(self, prefix: str) -> list[str]:
        """Tokens starting with ``prefix`` (binary search in the sorted vocabularies)."""
        vocabulary = self._base_vocabulary
        start = bisect.bisect_left(vocabulary, prefix)
        end = bisect.bisect_left(vocabulary, prefix + "\uffff", lo=start)
        tokens = list(vocabulary[start:end])
        if self._extra_vocabulary:
            tokens.extend(t for t in self._extra_vocabulary.irange(prefix, prefix + "\uffff") if t not in self._base)
        return tokens

    def deletion_neighbours(self, variant: str) -> Iterable[str]:
        """Tokens that become ``variant`` when one letter is deleted."""
        yield from self._base_deletions.get(variant, ())
        yield from self._extra_deletions.get(variant, ())

    def replace(self, position: int, tokens: Iterable[str]) -> None:
        """The product at ``position`` now holds exactly ``tokens`` (none: it left the catalogue)."""
        for token in self._extra_tokens.pop(position, ()):
            self._extra[token].discard(position)
        self._stale.add(position)
        fresh = tuple(dict.fromkeys(tokens))
        if not fresh:
            return
        self._extra_tokens[position] = fresh
        for token in fresh:
            holders = self._extra.get(token)
            if holders is None:
                holders = self._extra[token] = set()
                if token not in self._base:
                    self._extra_vocabulary.add(token)
                    for variant in _variants(token, self._min_fuzzy):
                        self._extra_deletions.setdefault(variant, set()).add(token)
            holders.add(position)


class SkuList:
    """Lower-case skus in sorted order, for exact and prefix lookups; the same base-plus-changes scheme."""

    def __init__(self, skus: list[tuple[str, int]]):
        skus.sort()
        self._base = tuple(sku for sku, _ in skus)
        self._base_positions = array("I", (r for _, r in skus))
        self._stale: set[int] = set()
        self._extra: SortedList = SortedList()
        self._extra_of: dict[int, str] = {}

    def prefixed(self, prefix: str, exact: bool = False) -> set[int]:
        """Positions whose sku equals (``exact``) or starts with ``prefix``."""
        start = bisect.bisect_left(self._base, prefix)
        end = (bisect.bisect_right if exact else _bisect_prefix_end)(self._base, prefix, start)
        found = set(self._base_positions[start:end])
        if self._stale:
            found -= self._stale
        if self._extra:
            high = (prefix, 2**32) if exact else (prefix + "\uffff",)
            found.update(r for _, r in self._extra.irange((prefix,), high))
        return found

    def replace(self, position: int, sku: str | None) -> None:
        old = self._extra_of.pop(position, None)
        if old is not None:
            self._extra.discard((old, position))
        self._stale.add(position)
        if sku is not None:
            self._extra_of[position] = sku
            self._extra.add((sku, position))


def _bisect_prefix_end(values: Sequence[str], prefix: str, start: int) -> int:
    return bisect.bisect_left(values, prefix + "\uffff", lo=start)


def _variants(token: str, min_fuzzy: int) -> set[str]:
    """The one-deletion variants of a token long enough to be matched with a typo."""
    if len(token) < min_fuzzy - 1 or not (token.isascii() and token.isalpha()):
        return set()
    return {token[:i] + token[i + 1 :] for i in range(len(token))}


def _deletions(vocabulary: Iterable[str], min_fuzzy: int) -> dict[str, tuple[str, ...]]:
    found: dict[str, list[str]] = {}
    for token in vocabulary:
        for variant in _variants(token, min_fuzzy):
            found.setdefault(variant, []).append(token)
    return {variant: tuple(tokens) for variant, tokens in found.items()}
