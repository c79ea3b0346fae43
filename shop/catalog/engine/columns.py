"""Columns of the catalogue index: one numpy array per attribute, indexed by a product's slot.

A slot is a product's fixed place in the columns, given in id order when the index is built and appended for
products added later; a product that leaves the catalogue keeps its slot, marked inactive. Arrays grow by
doubling, so adding a product costs amortised constant time, and every condition a listing puts on the catalogue
is one vectorised comparison over a column instead of a Python loop.

Text values (category slugs, product groups) are stored as small integer codes into a :class:`Vocabulary`.
"""
from __future__ import annotations

import numpy as np

# name -> dtype; every column holds one value per slot. Codes of text values are int32 too, so NO_CODE is -1
# and a fresh slot (zeros) must be set before it is read.
COLUMNS: dict[str, np.dtype] = {
    "id": np.dtype(np.int64),
    "active": np.dtype(np.bool_),
    "level1": np.dtype(np.int32),  # category codes per level (NO_CODE: none)
    "level2": np.dtype(np.int32),
    "level3": np.dtype(np.int32),
    "level4": np.dtype(np.int32),
    "brand": np.dtype(np.int32),  # brand id (NONE: none)
    "colour": np.dtype(np.int32),  # colour id (NONE: none)
    "group": np.dtype(np.int32),  # product group code (NO_CODE: none)
    "price": np.dtype(np.int64),  # discounted GBP price, minor units
    "discount": np.dtype(np.int16),  # percent
    "stocked": np.dtype(np.bool_),
    "created": np.dtype(np.int64),  # microseconds since the epoch
    "popularity": np.dtype(np.int64),
    "stamp": np.dtype(np.float64),  # updated_at (seconds) of the row the slot holds
    "text_key": np.dtype(np.int64),  # hash of what the search postings of the slot were built from
    "moved": np.dtype(np.bool_),  # its place in an order may have changed since the orders were sorted
}
NO_CODE = -1
NONE = 0  # brand or colour id of a product without one (database ids start at 1)
LEVELS = ("level1", "level2", "level3", "level4")


class Vocabulary:
    """Text values <-> small integer codes (codes are never reused, so a code always means one value)."""

    def __init__(self) -> None:
        self.values: list[str] = []
        self.codes: dict[str, int] = {}

    def code(self, value: str | None) -> int:
        """The code of ``value``, made on first sight (NO_CODE for None)."""
        if value is None:
            return NO_CODE
        code = self.codes.get(value)
        if code is None:
            code = self.codes[value] = len(self.values)
            self.values.append(value)
        return code

    def find(self, value: str) -> int | None:
        """The code of a value seen before, or None (then no product has it)."""
        return self.codes.get(value)

    def value(self, code: int) -> str | None:
        return None if code == NO_CODE else self.values[code]


class Columns:
    """Growable arrays, one per column of COLUMNS; ``size`` slots are in use."""

    def __init__(self, capacity: int = 1024) -> None:
        self.size = 0
        self._arrays = {name: self._empty(dtype, capacity) for name, dtype in COLUMNS.items()}

    @staticmethod
    def _empty(dtype: np.dtype, capacity: int) -> np.ndarray:
        return np.zeros(max(capacity, 16), dtype)

    def __getitem__(self, name: str) -> np.ndarray:
        """The column's values of every slot in use (a view: writes go to the column)."""
        return self._arrays[name][: self.size]

    def append(self, count: int = 1) -> int:
        """Make room for ``count`` more slots; the first new slot."""
        first = self.size
        needed = self.size + count
        capacity = len(self._arrays["id"])
        if needed > capacity:
            while capacity < needed:
                capacity *= 2
            for name, old in self._arrays.items():
                grown = self._empty(old.dtype, capacity)
                grown[: self.size] = old[: self.size]
                self._arrays[name] = grown
        self.size = needed
        return first

    def nbytes(self) -> int:
        return sum(array.nbytes for array in self._arrays.values())
