"""The catalogue index: the in-process read model of every active product that listings and search run on.

Why: a product row carries five languages of names and descriptions (about 4 KB), so any query that must
look at thousands of rows - a category sorted by discounted price, a count under filters, a substring
search - reads megabytes. The index keeps only what listings filter and sort on, in compact columns; it answers
"which products, in which order, how many" in memory, and the database is then asked for the page's rows only.

- Positions: each product has a fixed position (slot) in the columns, given at build time in id order and
  appended for new products; a product that leaves the catalogue keeps its slot, marked inactive.
- Orders: one sorted list per listing order, of integer keys that end in the slot (``key & SLOT_MASK``), so
  a page of a whole order is a slice and a filtered page is a walk that stops at the page's end.
- Conditions (:class:`Selector`): exact sizes (category, brand, colour, flags, price range, date), the members
  when they are few, and a per-position test; :meth:`CatalogueIndex.query` picks the cheaper of walking an
  order with the test and sorting the members, so a page costs work proportional to the page.
- Money is integer minor units (pence) of the discounted GBP price, computed by shop.money's one formula.
- Changes: :meth:`CatalogueIndex.apply` takes one product's new row and updates every structure it touches,
  in time proportional to that product (shop.catalog.read_model decides when).
"""
from __future__ import annotations

import heapq
import time
from array import array
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from itertools import islice
from typing import Any

from sortedcontainers import SortedList
from sqlalchemy import select, true

from shop.catalog.models import Product
from shop.catalog.positions import KeyedPositions, SkuList, TokenPostings
from shop.catalog.search_text import lower_words, word_forms
from shop.extensions import db
from shop.money import discounted, to_minor

MIN_FUZZY = 4  # one edit in a shorter word matches too much to be useful
NONE = 0  # brand or colour id of a product without one (database ids start at 1)
SLOT_BITS = 32
SLOT_MASK = (1 << SLOT_BITS) - 1
WIDE = 52  # bits of a microsecond timestamp (until the year 2112)

Path = tuple[str | None, str | None, str | None, str | None]
Test = Callable[[int], bool]

# The columns a row needs to be indexed (and nothing bigger: no descriptions).
INDEXED_COLUMNS = (
    Product.id, Product.is_active, Product.category1, Product.category2, Product.category3, Product.category4,
    Product.price, Product.discount, Product.stock, Product.brand_id, Product.colour_id, Product.group,
    Product.created_at, Product.updated_at, Product.popularity, Product.name_en, Product.name_ua,
    Product.product_id, Product.search_text,
)


@dataclass
class Selector:
    """A condition on positions: its size, its members (when asked) and a per-position test.

    ``exact`` says whether ``size`` is the true count; a union of overlapping sets only knows an upper bound.
    """

    size: int
    members: Callable[[], Iterable[int]]
    test: Test
    exact: bool = True
    key: tuple | None = None  # the keyed set it is, if it is one


@dataclass
class Order:
    """A listing order: its sorted keys, the direction it is read in, and the key of one position."""

    keys: SortedList
    reverse: bool
    key_of: Callable[[int], Any]
    slot_of: Callable[[Any], int]

    def positions(self) -> Iterator[int]:
        keys = reversed(self.keys) if self.reverse else iter(self.keys)
        return map(self.slot_of, keys)

    def slice(self, offset: int, limit: int) -> list[int]:
        if self.reverse:
            stop = len(self.keys) - offset
            keys = self.keys.islice(max(0, stop - limit), max(0, stop), reverse=True)
        else:
            keys = self.keys.islice(offset, offset + limit)
        return [self.slot_of(key) for key in keys]


def _low_slot(key: int) -> int:
    return key & SLOT_MASK


def _tuple_slot(key: tuple) -> int:
    return key[-1]


class CatalogueIndex:
    """Columns by position, keyed position sets, sorted orders and the search vocabulary."""

    def __init__(self) -> None:
        self.built_at = time.monotonic()
        self.version = 0  # moves with every applied change (caches of derived figures compare it)
        self.text_version = 0  # moves when a product's searchable text changes or it leaves
        self.slot_of: dict[int, int] = {}
        self.ids = array("q")
        self.active = bytearray()
        self.path: list[Path] = []
        self.brand_id = array("q")
        self.colour_id = array("q")
        self.group: list[str | None] = []
        self.price = array("q")  # discounted GBP, minor units
        self.discount = array("B")
        self.stocked = bytearray()
        self.created = array("q")  # microseconds since the epoch
        self.popularity = array("q")
        self.name: list[str] = []
        self.stamp = array("d")  # updated_at of the row the slot holds
        self.text_key: list[int] = []  # hash of what the search postings were built from
        self.count = 0
        self.brand_paths: dict[int, Counter] = {}  # brand -> (category3, category4) -> count
        self.brand_totals: Counter = Counter()
        self.colour_totals: Counter = Counter()
        self.keyed: KeyedPositions = KeyedPositions({}, Counter())
        self.postings: TokenPostings = TokenPostings({}, MIN_FUZZY)
        self.first_postings: TokenPostings = TokenPostings({}, MIN_FUZZY)
        self.skus: SkuList = SkuList([])
        self.orders: dict[str, Order] = {}
        self._paths: dict[Path, Path] = {}  # one shared tuple per distinct path

    def __len__(self) -> int:
        return self.count

    # ------------------------------------------------------------ building

    @classmethod
    def build(cls) -> CatalogueIndex:
        """Read every active product's indexed columns into a fresh index."""
        index = cls()
        rows = db.session.execute(
            select(*INDEXED_COLUMNS).where(Product.is_active == true()).order_by(Product.id)
            .execution_options(yield_per=2000)  # streamed: the search texts never all sit in memory at once
        )
        keyed: dict[tuple, list[int]] = {}
        stocked_counts: Counter = Counter()
        postings: dict[str, list[int]] = {}
        first_postings: dict[str, list[int]] = {}
        skus: list[tuple[str, int]] = []
        for row in rows:
            slot = index._new_slot(row.id)
            index._set_columns(slot, row)
            stocked = bool(index.stocked[slot])
            for key in index._keys(slot):
                keyed.setdefault(key, []).append(slot)
                if stocked:
                    stocked_counts[key] += 1
            index._count(slot, +1)
            tokens, first, sku = _texts(row)
            index.text_key[slot] = _text_key(row)
            for token in tokens:
                postings.setdefault(token, []).append(slot)
            for token in first:
                first_postings.setdefault(token, []).append(slot)
            skus.append((sku, slot))
        index.keyed = KeyedPositions(keyed, stocked_counts)
        index.postings = TokenPostings(postings, MIN_FUZZY)
        index.first_postings = TokenPostings(first_postings, MIN_FUZZY)
        index.skus = SkuList(skus)
        index._build_orders()
        return index

    def _build_orders(self) -> None:
        live = [slot for slot in range(len(self.ids)) if self.active[slot]]
        specs = {
            "popular": (True, self._popular_key, _low_slot),
            "newest": (True, self._newest_key, _low_slot),
            "price_asc": (False, self._price_key, _low_slot),
            "discount": (True, self._discount_key, _low_slot),
            "name": (False, self._name_key, _tuple_slot),
        }
        for sort, (reverse, key_of, slot_of) in specs.items():
            self.orders[sort] = Order(SortedList(map(key_of, live)), reverse, key_of, slot_of)
        price = self.orders["price_asc"]
        self.orders["price_desc"] = Order(price.keys, True, price.key_of, price.slot_of)

    # ------------------------------------------------------------ order keys (ties go to the newer product)

    def _popular_key(self, slot: int) -> int:
        return (((self.popularity[slot] << WIDE) | self.created[slot]) << SLOT_BITS) | slot

    def _newest_key(self, slot: int) -> int:
        return (self.created[slot] << SLOT_BITS) | slot

    def _price_key(self, slot: int) -> int:
        return (self.price[slot] << SLOT_BITS) | slot

    def _discount_key(self, slot: int) -> int:
        return (((self.discount[slot] << WIDE) | self.created[slot]) << SLOT_BITS) | slot

    def _name_key(self, slot: int) -> tuple[str, int]:
        return (self.name[slot], slot)

    # ------------------------------------------------------------ one product's columns and memberships

    def _new_slot(self, product_id: int) -> int:
        slot = len(self.ids)
        self.slot_of[product_id] = slot
        self.ids.append(product_id)
        self.active.append(0)
        self.path.append((None, None, None, None))
        for column in (self.brand_id, self.colour_id, self.price, self.created, self.popularity):
            column.append(0)
        self.discount.append(0)
        self.stocked.append(0)
        self.group.append(None)
        self.name.append("")
        self.stamp.append(0.0)
        self.text_key.append(0)
        return slot

    def _set_columns(self, slot: int, row) -> None:
        path = (row.category1, row.category2, row.category3, row.category4)
        self.path[slot] = self._paths.setdefault(path, path)
        self.active[slot] = 1
        self.brand_id[slot] = row.brand_id or NONE
        self.colour_id[slot] = row.colour_id or NONE
        self.group[slot] = row.group
        self.price[slot] = to_minor(discounted(row.price, row.discount))
        self.discount[slot] = row.discount
        self.stocked[slot] = row.stock > 0
        self.created[slot] = max(0, int(row.created_at.timestamp() * 1_000_000))
        self.popularity[slot] = max(0, row.popularity or 0)
        self.name[slot] = (row.name_en or "").lower()
        self.stamp[slot] = row.updated_at.timestamp() if row.updated_at else 0.0

    def _keys(self, slot: int) -> Iterator[tuple]:
        """Every keyed set the product at ``slot`` belongs to, from its current columns."""
        path = self.path[slot]
        for depth in range(1, 5):
            if path[depth - 1] is None:
                break
            yield ("path", *path[:depth])
            if depth > 1:
                yield ("level", depth, path[depth - 1])
        if self.brand_id[slot] != NONE:
            yield ("brand", self.brand_id[slot])
        if self.colour_id[slot] != NONE:
            yield ("colour", self.colour_id[slot])
        if self.group[slot] is not None:
            yield ("group", self.group[slot])
        if self.discount[slot] > 0:
            yield ("sale",)
        if self.stocked[slot]:
            yield ("stock",)

    def _count(self, slot: int, sign: int) -> None:
        """Add (+1) or take away (-1) the product at ``slot`` in the running totals."""
        self.count += sign
        brand, path = self.brand_id[slot], self.path[slot]
        self.colour_totals[self.colour_id[slot]] += sign
        if brand != NONE:
            self.brand_totals[brand] += sign
            if path[2] is not None:
                self.brand_paths.setdefault(brand, Counter())[path[2:4]] += sign

    # ------------------------------------------------------------ changes

    def apply(self, row) -> bool:
        """Bring one product up to date with its row (a row of INDEXED_COLUMNS); True when anything moved."""
        slot = self.slot_of.get(row.id)
        if not row.is_active:
            if slot is None or not self.active[slot]:
                return False
            self.remove(row.id)
            return True
        stamp = row.updated_at.timestamp() if row.updated_at else 0.0
        if slot is not None and self.active[slot] and self.stamp[slot] == stamp and stamp:
            return False
        if slot is None:
            slot = self._new_slot(row.id)
        elif self.active[slot]:
            self._detach(slot)
        self._set_columns(slot, row)
        self._attach(slot)
        text_key = _text_key(row)
        if text_key != self.text_key[slot]:
            tokens, first, sku = _texts(row)
            self.postings.replace(slot, tokens)
            self.first_postings.replace(slot, first)
            self.skus.replace(slot, sku)
            self.text_key[slot] = text_key
            self.text_version += 1
        self.version += 1
        return True

    def remove(self, product_id: int) -> None:
        """The product left the catalogue (hidden or deleted)."""
        slot = self.slot_of.get(product_id)
        if slot is None or not self.active[slot]:
            return
        self._detach(slot)
        self.active[slot] = 0
        self.postings.replace(slot, ())
        self.first_postings.replace(slot, ())
        self.skus.replace(slot, None)
        self.text_key[slot] = 0
        self.text_version += 1
        self.version += 1

    def _detach(self, slot: int) -> None:
        stocked = bool(self.stocked[slot])
        for key in self._keys(slot):
            self.keyed.discard(key, slot, stocked)
        for order in self._own_orders():
            order.keys.discard(order.key_of(slot))
        self._count(slot, -1)

    def _attach(self, slot: int) -> None:
        stocked = bool(self.stocked[slot])
        for key in self._keys(slot):
            self.keyed.add(key, slot, stocked)
        for order in self._own_orders():
            order.keys.add(order.key_of(slot))
        self._count(slot, +1)

    def _own_orders(self) -> Iterator[Order]:
        return (order for sort, order in self.orders.items() if sort != "price_desc")

    # ------------------------------------------------------------ conditions

    def _keyed(self, key: tuple, test: Test) -> Selector:
        return Selector(self.keyed.size(key), lambda: self.keyed.members(key), test, key=key)

    def path_is(self, *prefix: str) -> Selector:
        """Under this category path (a prefix of category1..4)."""
        depth, path, main = len(prefix), self.path, prefix[0]
        if depth == 1:  # the common case, without slicing a tuple per candidate
            return self._keyed(("path", main), lambda r: path[r][0] == main)
        return self._keyed(("path", *prefix), lambda r: path[r][:depth] == prefix)

    def paths_in(self, prefixes: Sequence[tuple[str, ...]]) -> Selector:
        """Under any of these category paths."""
        if len(prefixes) == 1:
            return self.path_is(*prefixes[0])
        parts = [self.path_is(*prefix) for prefix in prefixes]
        nested = any(a != b and b[: len(a)] == a for a in prefixes for b in prefixes)
        return Selector(
            sum(part.size for part in parts),
            lambda: set().union(*(part.members() for part in parts)),
            lambda r: any(part.test(r) for part in parts),
            exact=not nested and len(set(prefixes)) == len(prefixes),
        )

    def level_is(self, level: int, slug: str) -> Selector:
        """Category ``level`` (2-4) is ``slug``, under whatever parents."""
        path, at = self.path, level - 1
        return self._keyed(("level", level, slug), lambda r: path[r][at] == slug)

    def brand_is(self, brand_id: int) -> Selector:
        column = self.brand_id
        return self._keyed(("brand", brand_id), lambda r: column[r] == brand_id)

    def colour_in(self, colour_ids: Iterable[int]) -> Selector:
        wanted, column = set(colour_ids), self.colour_id
        return Selector(
            sum(self.keyed.size(("colour", c)) for c in wanted),
            lambda: [r for c in wanted for r in self.keyed.members(("colour", c))],
            lambda r: column[r] in wanted,
        )

    def group_is(self, code: str) -> Selector:
        column = self.group
        return self._keyed(("group", code), lambda r: column[r] == code)

    def on_sale(self) -> Selector:
        discount = self.discount
        return self._keyed(("sale",), lambda r: discount[r] > 0)

    def stocked_only(self) -> Selector:
        return self._keyed(("stock",), self.stocked.__getitem__)

    def price_within(self, low: int | None, high: int | None) -> Selector:
        """Discounted GBP price within [low, high] minor units: a range of the price order."""
        keys, price = self.orders["price_asc"].keys, self.price
        low_key = -1 if low is None else low << SLOT_BITS
        high_key = (1 << 127) if high is None else (high << SLOT_BITS) | SLOT_MASK
        size = keys.bisect_right(high_key) - keys.bisect_left(low_key)
        low = -1 if low is None else low
        high = (1 << 63) if high is None else high
        return Selector(
            max(0, size),
            lambda: [key & SLOT_MASK for key in keys.irange(low_key, high_key)],
            lambda r: low <= price[r] <= high,
        )

    def created_since(self, microseconds: int) -> Selector:
        """Created at or after this instant: the newest end of the newest order."""
        keys, created = self.orders["newest"].keys, self.created
        start = keys.bisect_left(microseconds << SLOT_BITS)
        return Selector(
            len(keys) - start,
            lambda: [key & SLOT_MASK for key in keys.islice(start)],
            lambda r: created[r] >= microseconds,
        )

    def newest_created(self) -> int | None:
        keys = self.orders["newest"].keys
        return keys[-1] >> SLOT_BITS if keys else None

    def all_except(self, test: Test, size: int) -> Selector:
        """Every active product passing ``test`` (at most ``size``): an exclusion, rarely the smallest condition."""
        return Selector(size, lambda: filter(test, self.orders["popular"].positions()), test, exact=False)

    @staticmethod
    def within(positions: set[int]) -> Selector:
        return Selector(len(positions), lambda: positions, positions.__contains__)

    def in_stock(self, selector: Selector) -> Selector:
        """``selector`` narrowed to products in stock: exactly counted when it is one keyed set."""
        stocked, key = self.stocked, selector.key
        return Selector(
            self.keyed.stocked_size(key) if key is not None else selector.size,
            lambda: [r for r in selector.members() if stocked[r]],
            lambda r: stocked[r] and selector.test(r),
            exact=key is not None,
        )

    # ------------------------------------------------------------ answering

    def query(self, selectors: list[Selector], sort: str, offset: int, limit: int) -> tuple[int, list[int]]:
        """How many active products meet every selector, and the slots of one page of them in ``sort`` order."""
        order = self.orders.get(sort) or self.orders["newest"]
        if not selectors:
            return self.count, order.slice(offset, limit) if offset < self.count else []
        selectors = sorted(selectors, key=lambda s: s.size)
        first, rest = selectors[0], selectors[1:]
        if first.size == 0:
            return 0, []
        if not rest and first.exact:
            total = first.size
            if offset >= total:
                return total, []
            # Walking the order meets about (offset + limit) * count / total positions; sorting reads all.
            if (offset + limit) * self.count <= total * total:
                return total, self._walk(order, first.test, offset, limit)
            return total, self._first(first.members(), order, offset + limit)[offset:]
        tests = [s.test for s in rest]
        matches = [r for r in first.members() if all(test(r) for test in tests)]
        total = len(matches)
        if offset >= total:
            return total, []
        if (offset + limit) * self.count <= total * total:
            wanted = set(matches)
            return total, self._walk(order, wanted.__contains__, offset, limit)
        return total, self._first(matches, order, offset + limit)[offset:]

    @staticmethod
    def _walk(order: Order, test: Test, offset: int, limit: int) -> list[int]:
        return list(islice(filter(test, order.positions()), offset, offset + limit))

    @staticmethod
    def _first(positions: Iterable[int], order: Order, count: int) -> list[int]:
        """The first ``count`` of ``positions`` in ``order``, without sorting all of them."""
        pick = heapq.nlargest if order.reverse else heapq.nsmallest
        return pick(count, positions, key=order.key_of)

    def first_popular(self, positions: set[int], count: int) -> list[int]:
        """The ``count`` most popular of ``positions`` (search ranks ties by it): a walk of the popular order
        when they are many, a partial sort when they are few."""
        order = self.orders["popular"]
        if count * self.count <= len(positions) * len(positions):
            return self._walk(order, positions.__contains__, 0, count)
        return self._first(positions, order, count)

    def count_by(self, positions: Iterable[int], column: Sequence) -> Counter:
        """How many of ``positions`` have each value of ``column``."""
        return Counter(column[r] for r in positions)

    def values(self, kind: str) -> list[int]:
        """Every brand or colour id some active product has."""
        totals = {"brand": self.brand_totals, "colour": self.colour_totals}[kind]
        return [value for value, count in totals.items() if count > 0 and value != NONE]


def _texts(row) -> tuple[list[str], set[str], str]:
    """A row's search tokens (without its sku), the forms of its names' first words, and its sku."""
    sku = row.product_id.lower()
    # Skus are looked up in their own sorted list; as tokens they (and their numbered pieces) would add one
    # vocabulary entry per product.
    own = {sku, *(piece for piece in sku.split("-") if any(ch.isdigit() for ch in piece))}
    tokens = [token for token in (row.search_text or "").split() if token not in own]
    first = {
        form
        for words in (lower_words(row.name_en), lower_words(row.name_ua))
        if words
        for form in word_forms(words[0])
    }
    return tokens, first, sku


def _text_key(row) -> int:
    return hash((row.search_text, row.name_en, row.name_ua, row.product_id))
