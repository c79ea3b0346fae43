"""The catalogue index: the in-process read model of every active product that listings and search run on.

Why: a product row carries five languages of names and descriptions, so any query that must look at
thousands of rows (a category sorted by discounted price, a count under filters, a substring search) reads
megabytes. The index keeps only what listings filter and sort on, in numpy columns of a few bytes per product
(shop.catalog.engine.columns); it answers "which products, in which order, how many" in memory, and the database is then
asked for the page's rows only. Nothing in it is a Python object per product, so it takes little more than its
arrays' bytes and the garbage collector has nothing to walk.

- Conditions (:class:`Selector`) are boolean masks over slots: a category, a brand, colours, a price range, in
  stock, a date, a set of search matches; combining them is ``&``, counting them ``count_nonzero``: exact totals
  in vectorised time, whatever the filters.
- Orders (shop.catalog.engine.ordering): a sorted base per order plus the few products moved since, so a page costs
  the same vectorised pass for page 1 and page 800.
- Search tokens (shop.catalog.engine.postings): a compressed bitmap of slots per token, a sorted vocabulary, the skus.
- Money is integer minor units (pence) of the discounted GBP price, computed by shop.money's one formula.
- Changes: :meth:`CatalogueIndex.apply` takes one product's new row and updates what it touches, in time
  proportional to that product (shop.catalog.engine.read_model decides when).
"""
from __future__ import annotations

import time
from array import array
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from functools import cached_property, reduce

import numpy as np
from pyroaring import BitMap
from sqlalchemy import func, select, true
from sqlalchemy.orm import Session

from shop.catalog.engine.columns import LEVELS, NO_CODE, NONE, Columns, Vocabulary
from shop.catalog.engine.ordering import NEWEST, SORT_ORDERS, Names, Ordering, order_values
from shop.catalog.engine.postings import SkuList, TokenPostings, slots_of
from shop.catalog.models import Product
from shop.catalog.search_text import cached_forms, lower_words
from shop.extensions import db
from shop.money import discounted, to_minor

SPARSE = 512  # up to this many slots are put in order by sorting them (see CatalogueIndex.in_order)
SPARSE_NAMES = 128  # names sort slower (byte strings): 128 of them take what walking the name order does
FEW_SHARE = 8  # a condition with at most 1/8 of the slots is read at its members, not as a mask (see _few)
MIN_FUZZY = 4  # one edit in a shorter word matches too much to be useful
BUILD_BATCH = 1_000  # rows read (and tokens collected) at a time while building
POPULARITY_CAP = (1 << 62) - 1
# The columns a row sets, in the order of CatalogueIndex._values.
VALUE_COLUMNS = ("id", "active", *LEVELS, "brand", "colour", "group", "price", "discount", "stocked", "created",
                 "popularity", "stamp", "text_key")

Path = tuple[str | None, str | None, str | None, str | None]

# The columns a row needs to be indexed (and nothing bigger: no descriptions).
INDEXED_COLUMNS = (
    Product.id, Product.is_active, Product.category1, Product.category2, Product.category3, Product.category4,
    Product.price, Product.discount, Product.stock, Product.brand_id, Product.colour_id, Product.group,
    Product.created_at, Product.updated_at, Product.popularity, Product.name_en, Product.name_ua,
    Product.product_id, Product.search_text,
)


class Selector:
    """A condition on slots (active products only): a boolean mask, made when it is first read.

    ``part`` names a condition the orders keep partitioned (a main category: (column, code)): a page of a listing
    with that condition alone is cut from its partition (shop.catalog.engine.ordering), so its mask is never made.
    ``known`` holds the members (ascending slots) of a condition that has them without a mask (a colour's bitmap),
    and ``test`` tells whether given slots meet the condition by reading a column at those slots only: together
    they let a query with a few known members read the other conditions at those members alone (see
    :meth:`CatalogueIndex.query`)."""

    def __init__(self, mask: np.ndarray | None = None, *, make: Callable[[], np.ndarray] | None = None,
                 part: tuple[str, int] | None = None, known: np.ndarray | None = None,
                 test: Callable[[np.ndarray], np.ndarray] | None = None) -> None:
        assert mask is not None or make is not None
        self._mask, self._make, self.part, self.known, self._test = mask, make, part, known, test

    @property
    def mask(self) -> np.ndarray:
        if self._mask is None:
            assert self._make is not None
            self._mask = self._make()
        return self._mask

    @cached_property
    def size(self) -> int:
        return int(self.known.size) if self.known is not None else int(np.count_nonzero(self.mask))

    def members(self) -> np.ndarray:
        return self.known if self.known is not None else np.flatnonzero(self.mask)

    def at(self, slots: np.ndarray) -> np.ndarray:
        """Whether each of these active ``slots`` meets the condition (a boolean array like ``slots``)."""
        return self._test(slots) if self._test is not None else self.mask.take(slots)


def all_of(selectors: Iterable[Selector]) -> Selector:
    """The slots that meet every one of ``selectors``."""
    return Selector(reduce(np.logical_and, (s.mask for s in selectors)))


class CatalogueIndex:
    """Columns by slot, the orders, the search vocabulary and running totals for the menus."""

    def __init__(self) -> None:
        # When this build began (monotonic, the same clock in every process): also what tells one build from the
        # next in the versions kept answers follow. id() did not: a new index can take the freed address of the old.
        self.built_at = time.monotonic()
        self.version = 0  # moves with every applied change (caches of derived figures compare it)
        self.text_version = 0  # moves when a product's searchable text changes or it leaves
        self.columns = Columns()
        self.levels = [Vocabulary() for _ in LEVELS]
        self.groups = Vocabulary()
        self.names = Names()
        self.count = 0
        self.brand_paths: dict[int, Counter] = {}  # brand -> (category3, category4) -> count
        self.brand_totals: Counter = Counter()
        self.colour_totals: Counter = Counter()
        self.colour_slots: dict[int, BitMap] = {}  # colour -> its active products' slots (kept by _count)
        self.brand_slots: dict[int, BitMap] = {}  # brand -> its active products' slots (kept by _count)
        self.postings = TokenPostings(MIN_FUZZY)
        self.first_postings = TokenPostings(MIN_FUZZY)
        self.skus = SkuList(np.zeros(0, "S1"))
        self.orders = self._orderings()
        self._moved: set[int] = set()
        self.membership = 0  # moves when a product leaves, comes back or moves in an order (see Ordering.live)
        self._ascending = 0  # slots [0, _ascending) hold ascending product ids (found by binary search)
        self._late: dict[int, int] = {}  # product id -> slot, for the others

    def __len__(self) -> int:
        return self.count

    def __getstate__(self) -> dict:
        """Pickled (from the process that built it) with the orders' bases only: their live slots and partitions
        are made again where it is loaded."""
        state = {name: value for name, value in vars(self).items() if name != "orders"}
        state["bases"] = {name: ordering.base for name, ordering in self.orders.items()}
        return state

    def __setstate__(self, state: dict) -> None:
        bases = state.pop("bases")
        vars(self).update(state)
        self.orders = self._orderings()
        for name, base in bases.items():
            self.orders[name].rebase_sorted(base)
        self._prepare_orders()

    # ------------------------------------------------------------ the columns, as listings read them

    @property
    def ids(self) -> np.ndarray:
        return self.columns["id"]

    @property
    def active(self) -> np.ndarray:
        return self.columns["active"]

    @property
    def stamp(self) -> np.ndarray:
        return self.columns["stamp"]

    def slot_for(self, product_id: int) -> int | None:
        """The slot of a product the index has seen (active or not), or None."""
        ids = self.columns["id"][: self._ascending]
        at = int(np.searchsorted(ids, product_id))
        if at < ids.size and ids[at] == product_id:
            return at
        return self._late.get(product_id)

    def slots_for(self, product_ids: np.ndarray) -> np.ndarray:
        """The slots of many products at once (-1 where the index has none)."""
        ids = self.columns["id"][: self._ascending]
        at = np.minimum(np.searchsorted(ids, product_ids), max(ids.size - 1, 0))
        found = np.where((ids.size > 0) & (ids[at] == product_ids) if ids.size else False, at, -1)
        for i in np.flatnonzero(found < 0):
            found[i] = self._late.get(int(product_ids[i]), -1)
        return found

    def changed_at(self, product_ids: Sequence[int]) -> list[float | None]:
        """When each of these products last changed (updated_at, else creation, in seconds); None for one that is
        not active in this index."""
        slots = self.slots_for(np.asarray(product_ids, dtype=np.int64))
        known = slots >= 0
        listed = np.zeros(slots.size, np.bool_)
        listed[known] = self.active[slots[known]]
        stamp, created = self.stamp[slots[listed]], self.columns["created"][slots[listed]] / 1e6
        stamps = np.full(slots.size, np.nan)
        stamps[listed] = np.where(stamp > 0, stamp, created)
        return [None if stamp != stamp else stamp for stamp in stamps.tolist()]  # NaN: not listed

    def path_of(self, slot: int) -> Path:
        """The category slugs (category1..4) of the product at ``slot``."""
        return tuple(vocabulary.value(int(self.columns[level][slot]))  # type: ignore[return-value]
                     for vocabulary, level in zip(self.levels, LEVELS, strict=True))

    def nbytes(self) -> int:
        """About what the index holds in memory, in bytes (columns, orders, names, postings, skus)."""
        orders = sum(ordering.base.nbytes for ordering in self.orders.values())
        members = sum(len(slots.serialize()) for slots in (*self.colour_slots.values(), *self.brand_slots.values()))
        return (self.columns.nbytes() + orders + self.names.nbytes() + self.postings.nbytes()
                + self.first_postings.nbytes() + self.skus.nbytes() + members)

    # ------------------------------------------------------------ building

    @classmethod
    def build(cls, session: Session | None = None) -> CatalogueIndex:
        """Read every active product's indexed columns into a fresh index, a batch of rows at a time (small
        batches: what a process allocates while it reads stays allocated to it, as unused memory)."""
        session = session or db.session
        index = cls()
        active = Product.is_active == true()
        index.columns = Columns(capacity=(session.scalar(select(func.count()).where(active)) or 0) + 64)
        index.orders = index._orderings()
        rows = session.execute(
            select(*INDEXED_COLUMNS).where(active).order_by(Product.id).execution_options(yield_per=BUILD_BATCH)
        )
        skus: list[np.ndarray] = []
        for batch in rows.partitions():
            tokens: dict[str, array] = {}
            first_tokens: dict[str, array] = {}
            batch_skus: list[bytes] = []
            start = index.columns.append(len(batch))
            values = []
            for slot, row in enumerate(batch, start):
                values.append(index._values(row))
                index.names.append((row.name_en or "").lower())
                own, first, sku = _texts(row)
                for token in own:
                    tokens.setdefault(token, array("I")).append(slot)
                for token in first:
                    first_tokens.setdefault(token, array("I")).append(slot)
                batch_skus.append(sku.encode())
            for name, column in zip(VALUE_COLUMNS, zip(*values, strict=True), strict=True):
                index.columns[name][start:] = column
            for slot in range(start, index.columns.size):
                index._count(slot, +1)
            index.postings.add_batch(tokens)
            index.first_postings.add_batch(first_tokens)
            skus.append(np.array(batch_skus))
        index._ascending = index.columns.size
        index.skus = SkuList(np.concatenate(skus) if skus else np.zeros(0, "S1"))
        index.sort_orders()
        return index

    # ------------------------------------------------------------ orders (declared in shop.catalog.engine.ordering)

    def _orderings(self) -> dict[str, Ordering]:
        return {order.name: Ordering(order, self.columns, self.names) for order in SORT_ORDERS}

    def ordering(self, sort: str) -> Ordering:
        """The order named ``sort`` (the newest first for a name no order has)."""
        return self.orders.get(sort) or self.orders[NEWEST.name]

    def sort_orders(self) -> None:
        """Sort every order's base again from the columns (at the build, and once enough products moved)."""
        self.names.repack(self.columns.size)
        live = np.flatnonzero(self.active)
        for ordering in self.orders.values():
            ordering.rebase(live)
        self.columns["moved"][:] = False
        self._moved.clear()
        self.membership += 1
        self._prepare_orders()

    def _prepare_orders(self) -> None:
        """Each order's live slots made now, not by the first shopper's request that needs them."""
        for ordering in self.orders.values():
            ordering.live(self.membership)

    def _move(self, slot: int) -> None:
        """The product at ``slot`` may sit elsewhere in some order now; enough of them and the bases are sorted
        again (amortised: a product's share of that sort is logarithmic)."""
        self.columns["moved"][slot] = True
        self._moved.add(slot)
        self.membership += 1
        if len(self._moved) > max(1024, self.count // 32):
            self.sort_orders()

    # ------------------------------------------------------------ one product's columns and totals

    def _new_slot(self, product_id: int) -> int:
        slot = self.columns.append()
        self.columns["id"][slot] = product_id
        if slot == self._ascending and (slot == 0 or int(self.columns["id"][slot - 1]) < product_id):
            self._ascending += 1
        else:
            self._late[product_id] = slot
        return slot

    def _values(self, row) -> tuple:
        """A row's value of every column of VALUE_COLUMNS, in that order."""
        return (
            row.id, True,
            *(vocabulary.code(value) for vocabulary, value in zip(
                self.levels, (row.category1, row.category2, row.category3, row.category4), strict=True)),
            row.brand_id or NONE, row.colour_id or NONE, self.groups.code(row.group),
            to_minor(discounted(row.price, row.discount)), row.discount, row.stock > 0,
            max(0, int(row.created_at.timestamp() * 1_000_000)), min(max(0, row.popularity or 0), POPULARITY_CAP),
            row.updated_at.timestamp() if row.updated_at else 0.0, _text_key(row),
        )

    def _set_columns(self, slot: int, row) -> None:
        for name, value in zip(VALUE_COLUMNS, self._values(row), strict=True):
            self.columns[name][slot] = value

    def _count(self, slot: int, sign: int) -> None:
        """Add (+1) or take away (-1) the product at ``slot`` in the running totals."""
        self.count += sign
        brand, colour = int(self.columns["brand"][slot]), int(self.columns["colour"][slot])
        self.colour_totals[colour] += sign
        if sign > 0:
            self.colour_slots.setdefault(colour, BitMap()).add(slot)
        elif colour in self.colour_slots:
            self.colour_slots[colour].discard(slot)
        if brand != NONE:
            self.brand_totals[brand] += sign
            if sign > 0:
                self.brand_slots.setdefault(brand, BitMap()).add(slot)
            elif brand in self.brand_slots:
                self.brand_slots[brand].discard(slot)
            path = self.path_of(slot)
            if path[2] is not None:
                self.brand_paths.setdefault(brand, Counter())[path[2:4]] += sign

    # ------------------------------------------------------------ changes

    def apply(self, row) -> bool:
        """Bring one product up to date with its row (a row of INDEXED_COLUMNS); True when anything moved."""
        slot = self.slot_for(row.id)
        c = self.columns
        if not row.is_active:
            if slot is None or not c["active"][slot]:
                return False
            self.remove(row.id)
            return True
        stamp = row.updated_at.timestamp() if row.updated_at else 0.0
        if slot is not None and c["active"][slot] and c["stamp"][slot] == stamp and stamp:
            return False
        if slot is None:
            slot = self._new_slot(row.id)
        was_active = bool(c["active"][slot])
        before = order_values(c, self.names, slot) if was_active else None
        if was_active:
            self._count(slot, -1)
        text_key = int(c["text_key"][slot])
        self._set_columns(slot, row)
        self.names.set(slot, (row.name_en or "").lower())
        self._count(slot, +1)
        if before != order_values(c, self.names, slot):
            self._move(slot)
        if not was_active or text_key != int(c["text_key"][slot]):
            own, first, sku = _texts(row)
            self.postings.replace(slot, own)
            self.first_postings.replace(slot, first)
            self.skus.replace(slot, sku)
            self.text_version += 1
        self.version += 1
        return True

    def remove(self, product_id: int) -> None:
        """The product left the catalogue (hidden or deleted)."""
        slot = self.slot_for(product_id)
        if slot is None or not self.columns["active"][slot]:
            return
        self._count(slot, -1)
        self.columns["active"][slot] = False
        self.membership += 1
        self.columns["text_key"][slot] = 0
        self.postings.replace(slot, ())
        self.first_postings.replace(slot, ())
        self.skus.replace(slot, None)
        self.text_version += 1
        self.version += 1

    # ------------------------------------------------------------ conditions

    def _where(self, mask: np.ndarray) -> Selector:
        return Selector(mask & self.active)

    def _level_mask(self, level: int, slug: str) -> np.ndarray:
        code = self.levels[level - 1].find(slug)
        if code is None:
            return np.zeros(self.columns.size, np.bool_)
        return self.columns[LEVELS[level - 1]] == code

    def path_is(self, *prefix: str) -> Selector:
        """Under this category path (a prefix of category1..4). A main category alone is a partition of the
        orders (see :meth:`query`)."""
        def mask() -> np.ndarray:
            return self._where(reduce(np.logical_and, (self._level_mask(level, slug)
                                                       for level, slug in enumerate(prefix, 1)))).mask

        codes = [self.levels[level - 1].find(slug) for level, slug in enumerate(prefix, 1)]

        def test(slots: np.ndarray) -> np.ndarray:
            if None in codes:
                return np.zeros(slots.size, np.bool_)
            return reduce(np.logical_and, (self.columns[LEVELS[level]].take(slots) == code
                                           for level, code in enumerate(codes)))

        code = codes[0] if len(prefix) == 1 else None
        return Selector(make=mask, part=None if code is None else (LEVELS[0], code), test=test)

    def paths_in(self, prefixes: Sequence[tuple[str, ...]]) -> Selector:
        """Under any of these category paths."""
        return Selector(reduce(np.logical_or, (self.path_is(*prefix).mask for prefix in prefixes)))

    def level_is(self, level: int, slug: str) -> Selector:
        """Category ``level`` (1-4) is ``slug``, under whatever parents."""
        return self._where(self._level_mask(level, slug))

    def brand_is(self, brand_id: int) -> Selector:
        """Products of this brand: their slots come from the brand's bitmap, so a query with a brand reads its other
        conditions at the brand's products only (see :meth:`_few`), not as masks over the whole catalogue."""
        brands = self.columns["brand"]
        return self._known(slots_of(self.brand_slots.get(brand_id, BitMap())),
                           lambda slots: brands.take(slots) == brand_id)

    def colour_in(self, colour_ids: Iterable[int]) -> Selector:
        """Products of any of these colours: their slots come from the colours' bitmaps, so the mask costs the
        matches, not a comparison over the catalogue per colour (a colour slug names one colour of each brand that
        has it, so there are several)."""
        ids = sorted(set(colour_ids))  # read once: an iterator would be empty the second time
        wanted = [self.colour_slots[colour] for colour in ids if colour in self.colour_slots]
        known = slots_of(BitMap.union(*wanted)) if wanted else np.zeros(0, np.int64)
        colours, codes = self.columns["colour"], np.array(ids, np.int64)
        return self._known(known, lambda slots: np.isin(colours.take(slots), codes))

    def _known(self, known: np.ndarray, test: Callable[[np.ndarray], np.ndarray]) -> Selector:
        """A condition whose members (active slots, ascending) are ``known``: its mask is made from them when read."""
        def mask() -> np.ndarray:
            made = np.zeros(self.columns.size, np.bool_)
            made[known] = True
            return made

        return Selector(make=mask, known=known, test=test)

    def colour_not_in(self, colour_ids: Iterable[int]) -> Selector:
        return self._where(~self._colour_mask(colour_ids))

    def _colour_mask(self, colour_ids: Iterable[int]) -> np.ndarray:
        # One comparison per colour, which is cheaper than np.isin over the column: what is left out is most of the
        # catalogue, so the colours' bitmaps would not save anything here.
        colours = self.columns["colour"]
        return reduce(np.logical_or, (colours == colour for colour in set(colour_ids)),
                      np.zeros(colours.size, np.bool_))

    def group_is(self, code: str) -> Selector:
        found = self.groups.find(code)
        if found is None:
            return Selector(np.zeros(self.columns.size, np.bool_))
        return self._where(self.columns["group"] == found)

    def on_sale(self) -> Selector:
        return self._where(self.columns["discount"] > 0)

    def stocked_only(self) -> Selector:
        stocked = self.columns["stocked"]
        return self._lazy(lambda: stocked, stocked.take)

    def price_within(self, low: int | None, high: int | None) -> Selector:
        """Discounted GBP price within [low, high] minor units."""
        prices = self.columns["price"]

        def within(price: np.ndarray, inside: np.ndarray) -> np.ndarray:
            if low is not None:
                inside &= price >= low
            if high is not None:
                inside &= price <= high
            return inside

        return Selector(make=lambda: within(prices, self.active.copy()),
                        test=lambda slots: within(prices.take(slots), np.ones(slots.size, np.bool_)))

    def _lazy(self, mask: Callable[[], np.ndarray], test: Callable[[np.ndarray], np.ndarray]) -> Selector:
        """A condition on one column: its mask over the catalogue when it is read, or ``test`` at given slots."""
        return Selector(make=lambda: mask() & self.active, test=test)

    def created_since(self, microseconds: int) -> Selector:
        return self._where(self.columns["created"] >= microseconds)

    def newest_created(self) -> int | None:
        created = self.columns["created"][self.active]
        return int(created.max()) if created.size else None

    def within(self, slots: Iterable[int] | np.ndarray) -> Selector:
        """These slots (search matches, say), the active ones."""
        mask = np.zeros(self.columns.size, np.bool_)
        chosen = slots if isinstance(slots, np.ndarray) else np.fromiter(slots, np.int64)
        mask[chosen] = True
        return self._where(mask)

    def without_products(self, product_ids: Iterable[int]) -> Selector:
        """Every active product but these."""
        mask = self.active.copy()
        for product_id in product_ids:
            slot = self.slot_for(product_id)
            if slot is not None:
                mask[slot] = False
        return Selector(mask)

    # ------------------------------------------------------------ answering

    def query(self, selectors: list[Selector], sort: str, offset: int, limit: int) -> tuple[int, list[int]]:
        """How many active products meet every selector, and the slots of one page of them in ``sort`` order."""
        ordering = self.ordering(sort)
        if len(selectors) == 1 and selectors[0].part is not None:
            return self.part_page(selectors[0].part, ordering, offset, limit)
        few = self._few(selectors)
        if few is not None:
            return int(few.size), self.in_order(few, sort, offset, limit)
        return self.page(all_of(selectors).mask if selectors else None, ordering, offset, limit)

    def _few(self, selectors: list[Selector]) -> np.ndarray | None:
        """The slots meeting every selector when one of them knows its members and they are few (at most one in
        FEW_SHARE of the catalogue, as a colour's are): the others are read at those members only, so the work is
        proportional to the matches, not to the catalogue (a mask per condition). None otherwise."""
        known = [selector for selector in selectors if selector.known is not None]
        if not known:
            return None
        fewest = min(known, key=lambda selector: selector.size)
        found = fewest.members()
        if found.size * FEW_SHARE > self.columns.size:
            return None
        for selector in selectors:
            if selector is not fewest and found.size:
                found = found[selector.at(found)]
        return found

    def part_page(self, part: tuple[str, int], ordering: Ordering, offset: int, limit: int) -> tuple[int, list[int]]:
        """One page of the active products whose ``part`` column holds its code, cut from the order's partition:
        time proportional to the page (the partition is made once per change of the order's membership)."""
        column, code = part
        moved = np.fromiter(self._moved, np.int64, len(self._moved))
        if moved.size:
            moved = moved[self.active[moved] & (self.columns[column][moved] == code)]
        return ordering.page(ordering.part(part, self.membership), None, moved, offset, limit)

    def page(self, mask: np.ndarray | None, ordering: Ordering, offset: int, limit: int) -> tuple[int, list[int]]:
        """One page of the active products in ``mask`` (None: all of them) in ``ordering``."""
        live = ordering.live(self.membership)
        moved = np.fromiter(self._moved, np.int64, len(self._moved))
        if moved.size:
            moved = moved[self.active[moved]]
        return ordering.page(live, mask, moved, offset, limit)

    def in_order(self, slots: np.ndarray, sort: str, offset: int, limit: int) -> list[int]:
        """One page of these active ``slots`` in ``sort`` order. Up to SPARSE of them (SPARSE_NAMES by name) are
        sorted by their own keys (the order's current keys, so moved products are in their place): time proportional
        to them, not to the catalogue; more are cut from the order as a listing is."""
        ordering = self.ordering(sort)
        if slots.size <= (SPARSE_NAMES if ordering.reads_names else SPARSE) and ordering.sortable:
            return ordering.sort(slots)[offset : offset + limit].tolist()
        mask = np.zeros(self.columns.size, np.bool_)
        mask[slots] = True
        return self.page(mask, ordering, offset, limit)[1]

    def cheapest(self, selector: Selector) -> int | None:
        """The lowest price (discounted GBP, minor units) of the slots ``selector`` holds, None when none."""
        prices = self.columns["price"][selector.mask]
        return int(prices.min()) if prices.size else None

    def count_by(self, mask: np.ndarray, column: str) -> Counter:
        """How many of the slots in ``mask`` have each value of ``column``."""
        values, counts = np.unique(self.columns[column][mask], return_counts=True)
        return Counter(dict(zip(values.tolist(), counts.tolist(), strict=True)))

    def latest_by_place(self) -> dict[tuple, float]:
        """The newest change (updated_at, else creation, in seconds) of the active products of each distinct
        (category path, brand, colour): what the sitemap's lastmod of a listing page is made of."""
        c, live = self.columns, self.active
        places = np.stack([c[level][live] for level in LEVELS] + [c["brand"][live], c["colour"][live]], axis=1)
        changed = np.where(c["stamp"][live] > 0, c["stamp"][live], c["created"][live] / 1e6)
        if not places.size:
            return {}
        distinct, which = np.unique(places, axis=0, return_inverse=True)
        latest = np.full(len(distinct), -1.0)
        np.maximum.at(latest, which.ravel(), changed)
        found: dict[tuple, float] = {}
        for place, stamp in zip(distinct.tolist(), latest.tolist(), strict=True):
            path = tuple(vocabulary.value(code) for vocabulary, code in zip(self.levels, place[:4], strict=True))
            found[(path, place[4], place[5])] = stamp
        return found

    def level_values(self, mask: np.ndarray, level: int) -> Counter:
        """How many of the slots in ``mask`` sit in each category slug of ``level`` (None: none there)."""
        vocabulary = self.levels[level - 1]
        return Counter({vocabulary.value(code): n for code, n in self.count_by(mask, LEVELS[level - 1]).items()})

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
    tokens = [token for token in dict.fromkeys((row.search_text or "").split()) if token not in own]
    first = {
        form
        for words in (lower_words(row.name_en), lower_words(row.name_ua))
        if words
        for form in cached_forms(words[0])
    }
    return tokens, first, sku


def _text_key(row) -> int:
    return hash((row.search_text, row.name_en, row.name_ua, row.product_id)) & ((1 << 62) - 1)


__all__ = ["INDEXED_COLUMNS", "MIN_FUZZY", "NONE", "NO_CODE", "CatalogueIndex", "Selector", "all_of"]
