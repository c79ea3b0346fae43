"""The listing orders of the catalogue index, and how one page of a listing is cut from them.

Each order (newest, price, discount, popular, name) keeps a *base*: every active product's slot, sorted once by
the order's full key (ties go to the newer product, as everywhere in the shop). A product whose place in an order
may have changed since (a new product, a new price or name, one that came back) is *moved*: the base still holds
its old place, which no longer counts, and queries merge the few moved products in by their current keys. When
the moved products grow past a small share of the catalogue the bases are sorted again, so a change costs
amortised logarithmic work, never a pass over the catalogue per change.

A page of a listing whose condition is a boolean mask over slots:

- the base products that meet it, in order: ``flatnonzero(mask[base] & ~moved[base])``, a vectorised pass that
  costs the same for page 1 and page 800 (no walk that grows with the offset);
- the moved products that meet it, sorted by key and merged in by binary search;
- the total is the count of both, exact.
"""
from __future__ import annotations

import bisect
from array import array
from collections.abc import Callable

import numpy as np

Key = Callable[[int], tuple]


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
        blob = np.frombuffer(bytes(self._blob) or b"\0", np.uint8)
        ends = np.frombuffer(self._ends, np.int64) if len(self._ends) else np.zeros(0, np.int64)
        starts = np.concatenate(([0], ends[:-1])) if ends.size else ends
        lengths = (ends - starts)[slots]
        width = max(1, int(lengths.max()) if lengths.size else 1)
        keys = np.zeros((slots.size, width), np.uint8)
        columns = np.arange(width)
        for at in range(0, slots.size, chunk):
            part = slots[at : at + chunk]
            where = starts[part][:, None] + columns
            inside = columns < lengths[at : at + chunk, None]
            keys[at : at + chunk] = np.where(inside, blob[np.minimum(where, blob.size - 1)], 0)
        return keys.view(f"S{width}").ravel()

    def nbytes(self) -> int:
        return len(self._blob) + self._ends.itemsize * len(self._ends) + 100 * len(self._changed)


class Ordering:
    """One order: how its full key is computed, vectorised (for sorting a base) and for one slot (for merging)."""

    def __init__(self, name: str, arrays: Callable[[np.ndarray], list[np.ndarray]], key: Key) -> None:
        self.name = name
        self._arrays = arrays  # slots -> np.lexsort keys (primary last), ascending
        self.key = key  # slot -> the same order as a tuple
        self.base = np.zeros(0, np.int32)
        self._live = (-1, self.base)  # (membership it was made at, the base less left and moved products)

    def sort(self, slots: np.ndarray) -> np.ndarray:
        """``slots`` in this order."""
        return slots[np.lexsort(self._arrays(slots))]

    def rebase(self, active_slots: np.ndarray) -> None:
        self.rebase_sorted(self.sort(active_slots))

    def rebase_sorted(self, base: np.ndarray) -> None:
        """Take ``base`` (slots already in this order) as the base."""
        self.base = base.astype(np.int32)
        self._live = (-1, self.base)

    def live(self, active: np.ndarray, moved: np.ndarray, membership: int) -> np.ndarray:
        """The base's slots that are still active and not moved, in order: made again only when a product left,
        came back or moved (``membership`` changed), not for a stock or text change. Held as intp, which numpy
        gathers with twice as fast as int32."""
        made_at, live = self._live
        if made_at != membership:
            base = self.base.astype(np.intp)
            live = base[np.flatnonzero(active[base] & ~moved[base])] if base.size else base
            self._live = (membership, live)
        return live

    def page(self, live: np.ndarray, mask: np.ndarray | None, moved_slots: np.ndarray, offset: int,
             limit: int) -> tuple[int, list[int]]:
        """How many slots ``mask`` holds (None: every active product), and the slots at [offset, offset + limit)
        in this order. ``live`` is :meth:`live`, ``moved_slots`` the active products that moved.

        A filtered page is one gather of the mask in this order and one scan for its set positions: about
        0.1 ms for 100,000 products, the same for page 1 and page 800."""
        hits = live if mask is None else live[np.flatnonzero(mask.take(live))]
        extra = moved_slots if mask is None else moved_slots[mask[moved_slots]]
        total = int(hits.size + extra.size)
        if offset >= total:
            return total, []
        if not extra.size:
            return total, hits[offset : offset + limit].tolist()
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


class _LazyKeys:
    """A sequence view of the keys of ``slots``, computed only where a binary search looks."""

    def __init__(self, slots: np.ndarray, key: Key) -> None:
        self._slots, self._key = slots, key

    def __len__(self) -> int:
        return int(self._slots.size)

    def __getitem__(self, position: int) -> tuple:
        return self._key(int(self._slots[position]))
