"""The catalogue index: an in-process read model of every active product, for listings and search.

Why: a product row carries five languages of names and descriptions (about 4 KB), so any query that must
look at thousands of rows - a category sorted by discounted price, a count under filters, a substring
search - reads megabytes. At 50,000 products that is 80-140 ms on SQLite and tens of ms on PostgreSQL,
whatever the indexes. The index keeps only what listings filter and sort on, in compact arrays (about
40 MB per process and 3 s to build at 50,000 products), answers "which products, in which order, how
many" with set operations, and the database is then asked only for the page's rows by primary key.
The same index holds the search vocabulary (token -> products) that shop.search.service matches against.

Positions: products are numbered r = 0..n-1 in the "popular" order (popularity, then newest, then id),
so r itself is that order and a set of r's sorts into it for free.

Staleness: rebuilt when this process commits a change to products (ORM events); when a cheap signature
of the table (row count, inactive count, highest id, newest creation, newest ``updated_at``) changes,
checked at most every SHOP_CATALOGUE_RECHECK_SECONDS (2 s), so another worker's edit shows within
seconds; and after SHOP_CATALOGUE_INDEX_TTL (300 s) in any case, a safety net for raw SQL edits
that bypass ``updated_at``. Outside tests a stale index keeps answering while a background thread builds its
successor. Rows are always read fresh for the page, so a product hidden meanwhile is never shown.
"""
from __future__ import annotations

import bisect
import math
import threading
import time
from array import array
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from itertools import chain, islice

from flask import Flask, current_app
from sqlalchemy import event, false, func, select, true
from sqlalchemy.orm import Session

from shop.catalog.models import Product
from shop.extensions import db
from shop.search.indexing import build_search_text, lower_words, word_forms

DEFAULT_TTL = 300.0
DEFAULT_RECHECK = 2.0
MIN_FUZZY = 4  # one edit in a shorter word matches too much to be useful
SORTS = ("popular", "newest", "price_asc", "price_desc", "name", "discount")
NONE = 0  # brand or colour id of a product without one (database ids start at 1)

Predicate = Callable[[int], bool]
Path = tuple[str | None, str | None, str | None, str | None]


def _positions() -> array:
    return array("I")


class Packed:
    """Many position lists in one array, addressed by key: a handful of objects for the garbage collector
    to walk instead of tens of thousands (a full collection would otherwise pause requests for longer)."""

    def __init__(self, groups: dict | None = None):
        self.data = array("I")
        self.spans: dict = {}
        for key, positions in (groups or {}).items():
            start = len(self.data)
            self.data.extend(positions)
            self.spans[key] = (start, len(self.data))

    def __contains__(self, key) -> bool:
        return key in self.spans

    def __iter__(self):
        return iter(self.spans)

    def __len__(self) -> int:
        return len(self.spans)

    def get(self, key, default: Sequence[int] = ()) -> Sequence[int]:
        span = self.spans.get(key)
        return default if span is None else self.data[span[0] : span[1]]

    def __getitem__(self, key) -> Sequence[int]:
        start, end = self.spans[key]
        return self.data[start:end]


@dataclass
class Selector:
    """A condition on positions: how many meet it, all of them (built on demand) and a per-position test.

    Selecting starts from the smallest set and checks the few candidates against each bigger condition
    with its test, rather than building that condition's whole set, whenever that is cheaper.
    """

    size: int
    positions: Callable[[], set[int]]
    test: Predicate | None = None


@dataclass
class CatalogueIndex:
    """Columns by position r, the sets listings intersect, the orders they page through, the vocabulary."""

    signature: tuple = ()
    generation: int = 0
    built_at: float = 0.0
    checked_at: float = 0.0
    ids: array = field(default_factory=_positions)
    path: tuple[Path, ...] = ()
    brand_id: array = field(default_factory=_positions)
    colour_id: array = field(default_factory=_positions)
    price: array = field(default_factory=lambda: array("d"))  # discounted GBP
    discount: array = field(default_factory=lambda: array("B"))
    price_sorted: array = field(default_factory=lambda: array("d"))  # price along the price_asc order
    in_stock: bytearray = field(default_factory=bytearray)
    created: array = field(default_factory=lambda: array("d"))  # timestamps
    newest_keys: array = field(default_factory=lambda: array("d"))  # -created along the newest order
    # ("path", c1[, c2[, c3[, c4]]]), ("level", 2-4, slug), ("brand", id), ("colour", id), ("group", code),
    # ("sale",), ("stock",) -> positions
    keyed: Packed = field(default_factory=Packed)
    brand_paths: dict[int, Counter] = field(default_factory=dict)  # brand -> (category3, category4) -> count
    colour_totals: Counter = field(default_factory=Counter)  # colour -> count over every product
    orders: dict[str, array] = field(default_factory=dict)
    ranks: dict[str, array] = field(default_factory=dict)
    skus: tuple[str, ...] = ()  # lower-cased, sorted
    sku_positions: array = field(default_factory=_positions)
    postings: Packed = field(default_factory=Packed)
    first_postings: Packed = field(default_factory=Packed)
    vocabulary: tuple[str, ...] = ()
    first_vocabulary: tuple[str, ...] = ()
    deletions: dict[str, tuple[str, ...]] = field(default_factory=dict)

    def __len__(self) -> int:
        return len(self.ids)

    # ------------------------------------------------------------ selecting

    def members(self, *key) -> Sequence[int]:
        """The positions under ``key``, in popular order (read-only)."""
        return self.keyed.get(key, ())

    def get(self, *key) -> set[int]:
        return set(self.keyed.get(key, ()))

    def union(self, keys: Iterable[tuple]) -> set[int]:
        result: set[int] = set()
        result.update(*(self.keyed.get(key, ()) for key in keys))
        return result

    def values(self, kind: str) -> list:
        """Every value some product has for ``kind`` ("brand", "colour" ...)."""
        return [key[1] for key in self.keyed if key[0] == kind]

    def position_of(self, product_id: int) -> int | None:
        try:
            return self.ids.index(product_id)
        except ValueError:
            return None

    def sku_prefixed(self, prefix: str, exact: bool = False) -> set[int]:
        """Positions whose sku equals (or starts with) ``prefix`` (lower case)."""
        start = bisect.bisect_left(self.skus, prefix)
        if exact:
            end = bisect.bisect_right(self.skus, prefix, lo=start)
        else:
            end = bisect.bisect_left(self.skus, prefix + "\uffff", lo=start)
        return set(self.sku_positions[start:end])

    # ------------------------------------------------------------ conditions

    def _keyed(self, key: tuple, test: Predicate | None) -> Selector:
        start, end = self.keyed.spans.get(key, (0, 0))
        return Selector(end - start, lambda: self.get(*key), test)

    def path_is(self, *prefix: str) -> Selector:
        """Under this category path (a prefix of category1..4)."""
        depth, path, main = len(prefix), self.path, prefix[0]
        if depth == 1:  # the common case, without slicing a tuple per candidate
            return self._keyed(("path", main), lambda r: path[r][0] == main)
        return self._keyed(("path", *prefix), lambda r: path[r][:depth] == prefix)

    def paths_in(self, prefixes: list[tuple[str, ...]]) -> Selector:
        """Under any of these category paths."""
        if len(prefixes) == 1:
            return self.path_is(*prefixes[0])
        parts = [self.path_is(*prefix) for prefix in prefixes]
        return Selector(
            sum(part.size for part in parts),
            lambda: set().union(*(part.positions() for part in parts)),
            lambda r: any(part.test(r) for part in parts),  # type: ignore[misc]
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
        sizes = [self.keyed.spans.get(("colour", c), (0, 0)) for c in wanted]
        return Selector(
            sum(end - start for start, end in sizes),
            lambda: self.union(("colour", c) for c in wanted),
            lambda r: column[r] in wanted,
        )

    def group_is(self, code: str) -> Selector:
        return self._keyed(("group", code), None)

    def on_sale(self) -> Selector:
        discount = self.discount
        return self._keyed(("sale",), lambda r: discount[r] > 0)

    def stocked(self) -> Selector:
        return self._keyed(("stock",), self.in_stock.__getitem__)

    def price_within(self, low: float = -math.inf, high: float = math.inf) -> Selector:
        """Discounted price within [low, high]: a slice of the price order."""
        start = bisect.bisect_left(self.price_sorted, low)
        end = bisect.bisect_right(self.price_sorted, high)
        price, order = self.price, self.orders["price_asc"]
        return Selector(end - start, lambda: set(order[start:end]), lambda r: low <= price[r] <= high)

    def created_since(self, timestamp: float) -> Selector:
        """Created at or after ``timestamp``: a prefix of the newest-first order."""
        count, created = bisect.bisect_right(self.newest_keys, -timestamp), self.created
        return Selector(count, lambda: set(self.orders["newest"][:count]), lambda r: created[r] >= timestamp)

    @staticmethod
    def within(positions: set[int]) -> Selector:
        return Selector(len(positions), lambda: positions, positions.__contains__)

    def select(self, selectors: list[Selector], exclude: Iterable[set[int]] = ()) -> set[int] | None:
        """Positions meeting every selector and in no ``exclude`` set (None: every position)."""
        matches: set[int] | None = None
        for selector in sorted(selectors, key=lambda s: s.size):
            if matches is None:
                matches = set(selector.positions())
            elif selector.test is not None and len(matches) * 4 < selector.size:
                test = selector.test
                matches = {r for r in matches if test(r)}
            else:
                matches = matches & selector.positions()
            if not matches:
                return set()
        for unwanted in exclude:
            matches = (set(range(len(self.ids))) if matches is None else matches) - unwanted
        return matches

    def page(self, matches: set[int] | None, sort: str, offset: int, limit: int) -> list[int]:
        """Product ids of one page of ``matches`` in ``sort`` order."""
        order = self.orders.get(sort) or self.orders["newest"]
        if matches is None:
            positions: Sequence[int] = order[offset : offset + limit]
        elif sort == "popular":
            positions = sorted(matches)[offset : offset + limit]
        elif len(matches) * 8 < len(order):
            positions = sorted(matches, key=self.ranks[sort].__getitem__)[offset : offset + limit]
        else:
            # A big share of the catalogue: walk the presorted order and stop at the page's end.
            positions = list(islice((r for r in order if r in matches), offset, offset + limit))
        return [self.ids[r] for r in positions]

    def count_by(self, matches: Iterable[int] | None, column: Sequence) -> Counter:
        """How many of ``matches`` (None: all) have each value of ``column``."""
        pool: Iterable[int] = range(len(self.ids)) if matches is None else matches
        return Counter(column[r] for r in pool)


# ---------------------------------------------------------------- building


def build_index() -> CatalogueIndex:
    """Read the active products' filter, sort and search columns into a fresh index."""
    generation = _generation
    signature = _signature()
    rows = db.session.execute(
        select(
            Product.id, Product.category1, Product.category2, Product.category3, Product.category4,
            Product.price, Product.discount, Product.stock, Product.brand_id, Product.colour_id, Product.group,
            Product.created_at, Product.name_en, Product.name_ua, Product.product_id, Product.search_text,
        )
        .where(Product.is_active == true())
        .order_by(Product.popularity.desc(), Product.created_at.desc(), Product.id.desc())
        .execution_options(yield_per=2000)  # streamed: the search texts never all sit in memory at once
    )
    now = time.monotonic()
    index = CatalogueIndex(signature=signature, generation=generation, built_at=now, checked_at=now)
    paths: dict[Path, Path] = {}  # one shared tuple per distinct path
    path_of: list[Path] = []
    keyed: defaultdict[tuple, list[int]] = defaultdict(list)
    postings: defaultdict[str, list[int]] = defaultdict(list)
    first_postings: defaultdict[str, list[int]] = defaultdict(list)
    first_forms: dict[str, list[str]] = {}
    created: list[float] = []
    names: list[str] = []
    skus: list[tuple[str, int]] = []
    for r, row in enumerate(rows):
        path = (row.category1, row.category2, row.category3, row.category4)
        path = paths.setdefault(path, path)
        index.ids.append(row.id)
        path_of.append(path)
        index.brand_id.append(row.brand_id or NONE)
        index.colour_id.append(row.colour_id or NONE)
        # Float is exact enough to filter and order by; the page itself shows the Decimal price.
        index.price.append(round(float(row.price) * (100 - row.discount) / 100, 2))
        index.discount.append(row.discount)
        index.in_stock.append(row.stock > 0)
        created.append(row.created_at.timestamp())
        names.append((row.name_en or "").lower())
        for depth in range(1, 5):
            if path[depth - 1] is None:
                break
            keyed[("path", *path[:depth])].append(r)
            if depth > 1:
                keyed[("level", depth, path[depth - 1])].append(r)
        for key in (("brand", row.brand_id), ("colour", row.colour_id), ("group", row.group)):
            if key[1] is not None:
                keyed[key].append(r)
        if row.discount > 0:
            keyed[("sale",)].append(r)
        if row.stock > 0:
            keyed[("stock",)].append(r)
        if row.brand_id is not None and path[2] is not None:
            index.brand_paths.setdefault(row.brand_id, Counter())[path[2:4]] += 1
        index.colour_totals[row.colour_id or NONE] += 1
        sku = row.product_id.lower()
        skus.append((sku, r))
        # Skus are looked up in their own sorted list; as tokens they (and their numbered pieces) would
        # add one vocabulary entry per product.
        own = {sku, *(piece for piece in sku.split("-") if any(ch.isdigit() for ch in piece))}
        text = row.search_text or build_search_text(row.name_en, row.name_ua, row.product_id)
        for token in text.split():  # build_search_text lists every token once
            if token not in own:
                postings[token].append(r)
        for word in {words[0] for words in (lower_words(row.name_en), lower_words(row.name_ua)) if words}:
            forms = first_forms.get(word)
            if forms is None:
                forms = first_forms[word] = word_forms(word)
            for token in forms:
                first_postings[token].append(r)
    index.path = tuple(path_of)
    index.created = array("d", created)
    index.keyed = Packed(keyed)
    _build_orders(index, created, names)
    skus.sort()
    index.skus = tuple(sku for sku, _ in skus)
    index.sku_positions = array("I", (r for _, r in skus))
    index.postings = Packed(postings)
    index.first_postings = Packed(first_postings)
    index.vocabulary = tuple(sorted(postings))
    index.first_vocabulary = tuple(sorted(first_postings))
    deletions: dict[str, list[str]] = {}
    for token in index.vocabulary:
        if len(token) >= MIN_FUZZY - 1 and token.isascii() and token.isalpha():
            for variant in {token[:i] + token[i + 1 :] for i in range(len(token))}:
                deletions.setdefault(variant, []).append(token)
    index.deletions = {variant: tuple(tokens) for variant, tokens in deletions.items()}
    return index


def _build_orders(index: CatalogueIndex, created: list[float], names: list[str]) -> None:
    """Every listing order as positions, and each position's rank in it (to sort subsets)."""
    positions = range(len(index.ids))
    ids, price, discount = index.ids, index.price, index.discount
    orders = {
        "popular": positions,
        "newest": sorted(positions, key=lambda r: (-created[r], -ids[r])),
        "price_asc": sorted(positions, key=lambda r: (price[r], ids[r])),
        "price_desc": sorted(positions, key=lambda r: (-price[r], -ids[r])),
        "name": sorted(positions, key=lambda r: (names[r], ids[r])),
        "discount": sorted(positions, key=lambda r: (-discount[r], -created[r], -ids[r])),
    }
    index.newest_keys = array("d", (-created[r] for r in orders["newest"]))
    index.price_sorted = array("d", (price[r] for r in orders["price_asc"]))
    for sort, order in orders.items():
        index.orders[sort] = array("I", order)
        rank = array("I", bytes(4 * len(order)))
        for place, r in enumerate(order):
            rank[r] = place
        index.ranks[sort] = rank


# ---------------------------------------------------------------- staleness

_lock = threading.Lock()
_indexes: dict[str, CatalogueIndex] = {}
_building: set[str] = set()
_generation = 0


def invalidate() -> None:
    """Mark this process's indexes stale (for code that changes products without the ORM)."""
    global _generation
    _generation += 1


@event.listens_for(Session, "after_flush")
def _note_product_changes(session: Session, _context) -> None:
    if any(isinstance(obj, Product) for obj in chain(session.new, session.dirty, session.deleted)):
        session.info["shop_products_changed"] = True


@event.listens_for(Session, "after_commit")
def _products_committed(session: Session) -> None:
    if session.info.pop("shop_products_changed", False):
        invalidate()


@event.listens_for(Session, "after_soft_rollback")
def _products_rolled_back(session: Session, _previous) -> None:
    session.info.pop("shop_products_changed", None)


def _signature() -> tuple:
    """Row count, inactive count, highest id, newest creation (and update): each answered from an index."""
    parts = [
        select(func.count()).select_from(Product).scalar_subquery(),
        select(func.count()).select_from(Product).where(Product.is_active == false()).scalar_subquery(),
        select(func.max(Product.id)).scalar_subquery(),
        select(func.max(Product.created_at)).scalar_subquery(),
    ]
    updated_at = getattr(Product, "updated_at", None)
    if updated_at is not None:
        parts.append(select(func.max(updated_at)).scalar_subquery())
    return tuple(db.session.execute(select(*parts)).one())


def current_index() -> CatalogueIndex:
    """This process's index of the app's database, rebuilt when stale (see the module docstring)."""
    app = current_app
    ttl = float(app.config.get("SHOP_CATALOGUE_INDEX_TTL", DEFAULT_TTL))
    recheck = float(app.config.get("SHOP_CATALOGUE_RECHECK_SECONDS", 0 if app.testing else DEFAULT_RECHECK))
    key = f"{id(db.engine)}:{db.engine.url}"  # two apps on "sqlite://" are two different databases
    index = _indexes.get(key)
    now = time.monotonic()
    if index is not None and index.generation == _generation and now - index.built_at < ttl:
        if now - index.checked_at < recheck:
            return index
        if _signature() == index.signature:
            index.checked_at = now
            return index
    if index is not None and not app.testing:
        _refresh_in_background(app._get_current_object(), key)  # type: ignore[attr-defined]
        return index
    with _lock:
        fresh = _indexes.get(key)
        if fresh is None or fresh is index:
            fresh = _indexes[key] = build_index()
    return fresh


def _refresh_in_background(app: Flask, key: str) -> None:
    """Build the successor in a thread (one at a time) while the stale index keeps answering."""
    with _lock:
        if key in _building:
            return
        _building.add(key)

    def work() -> None:
        try:
            with app.app_context():
                try:
                    _indexes[key] = build_index()
                finally:
                    db.session.remove()
        except Exception:
            app.logger.exception("Rebuilding the catalogue index failed; the previous one stays in use")
        finally:
            with _lock:
                _building.discard(key)

    threading.Thread(target=work, name="catalogue-index", daemon=True).start()
