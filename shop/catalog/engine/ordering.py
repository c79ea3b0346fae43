"""The listing orders of the catalogue index: each declared once, with its key, and how one page of a listing is
cut from it.

An order's key is a few of the index's columns (and the products' names), the first the most significant; the slot
comes last, so no two products tie: ascending orders put the older product first, descending ones the newer. The
API's ``sort`` argument, search's orders and the index's sorting all read :data:`SORT_ORDERS`, and the keys are
computed here from the columns alone, so the index asks this module for a page and is never asked back.

Each order keeps a *base*: every active product's slot, sorted once by the order's full key. A product whose place
in an order may have changed since (a new product, a new price or name, one that came back) is *moved*: the base
still holds its old place, which no longer counts, and queries merge the few moved products in by their current
keys. When the moved products grow past a small share of the catalogue the bases are sorted again, so a change
costs amortised logarithmic work, never a pass over the catalogue per change.

A page of a listing whose condition is a boolean mask over slots:

- the base products that meet it, in order: the mask gathered through the live base a chunk at a time, from the
  end nearer the page, stopping at the page (a few chunks for page 1 or the last page, half the base at most);
- the moved products that meet it, sorted by key and merged in by binary search;
- the total is the count of the mask's members (every condition holds active products only), exact.
"""
from __future__ import annotations

import bisect
from array import array
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from shop.catalog.engine.columns import COLUMNS, Columns

Key = Callable[[int], tuple]

SLOT = "slot"  # a key's last term: the product's slot
NAME_TERM = "name"  # a key's term for the lower-case English name (not a column: see Names)


@dataclass(frozen=True)
class SortOrder:
    """A listing order: its name in the API and its key, terms most significant first. A term is a column of the
    index, ``name`` or ``slot``; a leading ``-`` sorts it descending."""

    name: str
    key: tuple[str, ...]

    def __post_init__(self) -> None:
        # The slot last makes every key unique, which merging moved products by binary search relies on.
        assert self.key and self.key[-1].lstrip("-") == SLOT, self
        assert all(term.lstrip("-") in COLUMNS for term in self.key if term.lstrip("-") not in (SLOT, NAME_TERM))
        assert f"-{NAME_TERM}" not in self.key, "names sort ascending only (their byte keys cannot be negated)"

    @property
    def columns(self) -> tuple[str, ...]:
        """What the key reads besides the slot."""
        return tuple(term.lstrip("-") for term in self.key[:-1])


NEWEST = SortOrder("newest", ("-created", "-slot"))
PRICE_ASC = SortOrder("price_asc", ("price", "slot"))
PRICE_DESC = SortOrder("price_desc", ("-price", "-slot"))
NAME = SortOrder("name", ("name", "slot"))
DISCOUNT = SortOrder("discount", ("-discount", "-created", "-slot"))
POPULAR = SortOrder("popular", ("-popularity", "-created", "-slot"))

# Every listing order, as the API's ``sort`` argument lists them (the UI's listing-params.ts lists the same).
SORT_ORDERS = (NEWEST, PRICE_ASC, PRICE_DESC, NAME, DISCOUNT, POPULAR)
SORTS = tuple(order.name for order in SORT_ORDERS)
# What some order reads: a product whose value of one of these changed may have moved (see order_values).
ORDER_COLUMNS = tuple(dict.fromkeys(column for order in SORT_ORDERS for column in order.columns))


class Names:
    """Lower-case English names by slot, for the name order: packed in one bytes blob (a name costs its own
    length, not a Python object), plus the names set since it was packed."""

    def __init__(self) -> None:
        self._blob = bytearray()
        self._ends = array("q")
        self._changed: dict[int, str] = {}

    def append(self, name: str) -> None:
        """The name of the next slot (slots are appended in order)."""
        self._blob += name.encode()
        self._ends.append(len(self._blob))

    def __getitem__(self, slot: int) -> str:
        changed = self._changed.get(slot)
        if changed is not None:
            return changed
        if slot >= len(self._ends):
            return ""
        start = self._ends[slot - 1] if slot else 0
        return self._blob[start : self._ends[slot]].decode()

    def set(self, slot: int, name: str) -> None:
        while len(self._ends) < slot:  # a slot whose name was never packed (appended after the build)
            self._ends.append(len(self._blob))
        if slot == len(self._ends):
            self.append(name)
        elif self[slot] != name:
            self._changed[slot] = name

    def repack(self, size: int) -> None:
        """Fold the changed names into the blob (when the orders are sorted again), a run of unchanged names
        at a time."""
        if not self._changed and len(self._ends) >= size:
            return
        blob, ends = bytearray(), array("q")
        start = 0
        for slot in range(size):
            changed = self._changed.get(slot)
            if changed is None and slot < len(self._ends):
                continue
            if start < slot:  # the unchanged run before this slot, copied whole
                first = self._ends[start - 1] if start else 0
                offset = len(blob) - first
                blob += self._blob[first : self._ends[slot - 1]]
                ends.extend(end + offset for end in self._ends[start:slot])
            blob += (changed if changed is not None else "").encode()
            ends.append(len(blob))
            start = slot + 1
        if start < size:
            first = self._ends[start - 1] if start else 0
            offset = len(blob) - first
            blob += self._blob[first : self._ends[size - 1]]
            ends.extend(end + offset for end in self._ends[start:size])
        self._blob, self._ends, self._changed = blob, ends, {}

    def sort_keys(self, slots: np.ndarray, chunk: int = 8192) -> np.ndarray:
        """The names of ``slots`` as one fixed-width bytes array, which sorts as the names do (UTF-8 byte order is
        code point order): built with numpy a chunk at a time, so sorting 100,000 names makes no Python objects."""
        assert not self._changed, "repack first"
        # Views of the packed names, and their bounds read at ``slots`` only: a copy of the blob and the bounds of
        # every name would make sorting a search's few matches by name cost what the whole catalogue does.
        blob = np.frombuffer(self._blob, np.uint8) if self._blob else np.zeros(1, np.uint8)
        ends = np.frombuffer(self._ends, np.int64) if len(self._ends) else np.zeros(1, np.int64)
        stops = ends[slots]
        starts = np.where(slots > 0, ends[np.maximum(slots - 1, 0)], 0)
        lengths = stops - starts
        width = max(1, int(lengths.max()) if lengths.size else 1)
        keys = np.zeros((slots.size, width), np.uint8)
        columns = np.arange(width)
        for at in range(0, slots.size, chunk):
            where = starts[at : at + chunk, None] + columns
            inside = columns < lengths[at : at + chunk, None]
            keys[at : at + chunk] = np.where(inside, blob[np.minimum(where, blob.size - 1)], 0)
        del blob, ends  # no view outlives the call: the blob grows in place when a name is added
        return keys.view(f"S{width}").ravel()

    @property
    def changed(self) -> bool:
        """Names set since the last repack (sort_keys needs none)."""
        return bool(self._changed)

    def nbytes(self) -> int:
        return len(self._blob) + self._ends.itemsize * len(self._ends) + 100 * len(self._changed)


def order_values(columns: Columns, names: Names, slot: int) -> tuple:
    """The values at ``slot`` that some order reads (ORDER_COLUMNS): when they change, the product has moved."""
    return tuple(names[slot] if column == NAME_TERM else int(columns[column][slot]) for column in ORDER_COLUMNS)


class Ordering:
    """One order over an index's columns and names: its full key, vectorised (for sorting a base) and for one slot
    (for merging), its base and the live slots and partitions cut from it."""

    def __init__(self, order: SortOrder, columns: Columns, names: Names) -> None:
        self.order = order
        self._columns, self._names = columns, names
        self.reads_names = NAME_TERM in order.columns
        self.key: Key = _slot_key(order, columns, names)  # slot -> its place in this order as a tuple
        self.base = np.zeros(0, np.int32)
        self._live = (-1, self.base)  # (membership it was made at, the base less left and moved products)
        self._parts: dict[tuple[str, int], tuple[int, np.ndarray]] = {}  # (column, code) -> (membership, slots)

    @property
    def name(self) -> str:
        return self.order.name

    @property
    def sortable(self) -> bool:
        """Whether :meth:`sort` can run now: the name order reads packed names only."""
        return not (self.reads_names and self._names.changed)

    def _arrays(self, slots: np.ndarray) -> list[np.ndarray]:
        """The np.lexsort keys of ``slots`` (primary last), ascending."""
        arrays = []
        for term in reversed(self.order.key):
            column = term.lstrip("-")
            if column == SLOT:
                values = slots
            elif column == NAME_TERM:
                values = self._names.sort_keys(slots)
            else:
                values = self._columns[column][slots]
            arrays.append(-values if term.startswith("-") else values)
        return arrays

    def sort(self, slots: np.ndarray) -> np.ndarray:
        """``slots`` in this order."""
        return slots[np.lexsort(self._arrays(slots))]

    def rebase(self, active_slots: np.ndarray) -> None:
        self.rebase_sorted(self.sort(active_slots))

    def rebase_sorted(self, base: np.ndarray) -> None:
        """Take ``base`` (slots already in this order) as the base."""
        self.base = base.astype(np.int32)
        self._live = (-1, self.base)
        self._parts = {}

    def live(self, membership: int) -> np.ndarray:
        """The base's slots that are still active and not moved, in order: made again only when a product left,
        came back or moved (``membership`` changed), not for a stock or text change. The base itself while every
        product in it is live (after each sort of the bases). Kept in int32: copies in intp would double every
        order's memory in each worker for a gather that is hardly faster."""
        made_at, live = self._live
        if made_at != membership:
            base, active, moved = self.base, self._columns["active"], self._columns["moved"]
            kept = np.flatnonzero(active[base] & ~moved[base])
            live = base if kept.size == base.size else base[kept]
            self._live = (membership, live)
        return live

    def part(self, part: tuple[str, int], membership: int) -> np.ndarray:
        """The slots of :meth:`live` whose ``part`` column holds its code, in order: a main category's own order,
        made again only when ``membership`` changed. The partitions of a column share out ``live``, so all of them
        together cost what ``live`` costs."""
        made = self._parts.get(part)
        if made is None or made[0] != membership:
            live = self.live(membership)
            column, code = part
            made = self._parts[part] = (membership, live[self._columns[column].take(live) == code])
        return made[1]

    def page(self, live: np.ndarray, mask: np.ndarray | None, moved_slots: np.ndarray, offset: int,
             limit: int) -> tuple[int, list[int]]:
        """How many slots ``mask`` holds (None: every active product), and the slots at [offset, offset + limit)
        in this order. ``live`` is :meth:`live` or a :meth:`part` of it, ``moved_slots`` the active products that
        moved; ``mask`` holds active products only (every condition of the index does).

        With no moved product among the hits, the page is cut from the chunks of ``live`` that hold it, walked from
        the nearer end (:func:`_hits_between`); else the mask is gathered in this order once and the moved products
        merged in. Either way a vectorised pass at most, so page 800 costs no more than page 1."""
        if mask is None:
            total = int(live.size + moved_slots.size)
            if not moved_slots.size:
                return total, live[offset : offset + limit].tolist()
            hits, extra = live, moved_slots
        else:
            extra = moved_slots[mask[moved_slots]]
            total = int(np.count_nonzero(mask))
            if not extra.size:
                return total, _hits_between(live, mask, offset, min(offset + limit, total), total).tolist()
            hits = live[np.flatnonzero(mask.take(live))]
        if offset >= total:
            return total, []
        extras = sorted(extra.tolist(), key=self.key)
        # Where each moved product goes among the base hits: a binary search on its key.
        keys = _LazyKeys(hits, self.key)
        at = [bisect.bisect_left(keys, self.key(slot)) + i for i, slot in enumerate(extras)]
        page: list[int] = []
        moved_before = bisect.bisect_left(at, offset)
        position, base_index = offset, offset - moved_before
        while len(page) < limit and position < total:
            if moved_before < len(at) and at[moved_before] == position:
                page.append(extras[moved_before])
                moved_before += 1
            else:
                page.append(int(hits[base_index]))
                base_index += 1
            position += 1
        return total, page


CHUNK = 8_192  # slots of an order gathered at a time when cutting a page


def _hits_between(order: np.ndarray, mask: np.ndarray, start: int, stop: int, total: int) -> np.ndarray:
    """``hits[start:stop]`` of ``hits = order[mask[order]]`` (``total`` long), reading only the chunks of ``order``
    up to the page, from whichever end is nearer: page 1 of a category reads one chunk, not the catalogue."""
    if start >= stop:
        return order[:0]
    if start > total - stop:
        return _walk(order[::-1], mask, total - stop, total - start)[::-1]
    return _walk(order, mask, start, stop)


def _walk(order: np.ndarray, mask: np.ndarray, start: int, stop: int) -> np.ndarray:
    parts = []
    seen = 0
    for at in range(0, order.size, CHUNK):
        chunk = order[at : at + CHUNK]
        flags = mask.take(chunk)
        found = int(np.count_nonzero(flags))
        if seen + found > start:
            parts.append(chunk[np.flatnonzero(flags)][max(start - seen, 0) : stop - seen])
        seen += found
        if seen >= stop:
            break
    return np.concatenate(parts) if parts else order[:0]


class _LazyKeys:
    """A sequence view of the keys of ``slots``, computed only where a binary search looks."""

    def __init__(self, slots: np.ndarray, key: Key) -> None:
        self._slots, self._key = slots, key

    def __len__(self) -> int:
        return int(self._slots.size)

    def __getitem__(self, position: int) -> tuple:
        return self._key(int(self._slots[position]))


def _slot_key(order: SortOrder, columns: Columns, names: Names) -> Key:
    """``order``'s key of one slot as a tuple: what merging calls for each moved product and at each step of its
    binary search, so each term is read by a small function made once, and the slot (always last) in place."""
    def reader(term: str) -> Callable[[int], object]:
        column = term.lstrip("-")
        if column == NAME_TERM:
            return names.__getitem__
        if term.startswith("-"):
            return lambda slot: -int(columns[column][slot])
        return lambda slot: int(columns[column][slot])

    readers = [reader(term) for term in order.key[:-1]]
    sign = -1 if order.key[-1].startswith("-") else 1
    if len(readers) == 1:
        (first,) = readers
        if sign < 0:
            return lambda slot: (first(slot), -slot)
        return lambda slot: (first(slot), slot)
    if len(readers) == 2:
        first, second = readers
        if sign < 0:
            return lambda slot: (first(slot), second(slot), -slot)
        return lambda slot: (first(slot), second(slot), slot)
    return lambda slot: (*(read(slot) for read in readers), sign * slot)
