"""Product listings: what a listing asks for, how it is answered, and the page it gives.

Every list of products in the shop (feeds, categories, brands, colours, related strips, search) goes through
:func:`list_products`, so paging, the sort orders and the filters behave the same everywhere:

- the listing's own conditions (``criteria``: a category, a brand, a group ...) and the shopper's filters
  (brand, colour, in stock, and a price range typed in any display currency and compared with the price the
  shopper sees in it) become conditions on the catalogue index;
- the index answers the total and one page of product ids in the chosen order;
- the page's product cards come from the card cache, or are read by primary key (a card's columns only).

Only active products are ever listed. Unknown brand or colour slugs in the filters are 404s.
"""
from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from decimal import Decimal

from shop.catalog import lookups
from shop.catalog.cards import cards
from shop.catalog.engine.index import CatalogueIndex, Selector
from shop.catalog.engine.ordering import NEWEST
from shop.catalog.engine.read_model import catalogue, read_model
from shop.currency.service import factor
from shop.money import BASE_CURRENCY, base_range

Criterion = Callable[[CatalogueIndex], Selector]

@dataclass
class Listing:
    """What a listing call asked for: paging, sort, filters (and, for some calls, a search or a path)."""

    page: int = 1
    limit: int = 20
    sort: str = NEWEST.name
    min_price: Decimal | None = None
    max_price: Decimal | None = None
    currency: str = BASE_CURRENCY  # the currency min_price and max_price are in
    color: str | None = None
    brand: str | None = None
    in_stock: bool = False
    search: str = ""
    main: str | None = None
    path: tuple[str | None, ...] = ()

    @property
    def offset(self) -> int:
        return (self.page - 1) * self.limit


@dataclass
class ListingPage:
    """One page of a listing and the size of the whole listing."""

    products: list  # product cards (dicts dumped by ProductCardSchema), or products
    total: int
    page: int
    limit: int

    @property
    def pages(self) -> int:
        return max(1, math.ceil(self.total / self.limit))


# ---------------------------------------------------------------- criteria: a listing's own conditions


def in_paths(paths: Iterable[Sequence[str]]) -> Criterion:
    """Products under any of these category paths (prefixes of category1..4)."""
    prefixes = [tuple(path) for path in paths]
    return lambda index: index.paths_in(prefixes)


def at_level(level: int, slug: str) -> Criterion:
    """Products whose category at ``level`` (1-4) is ``slug``, under whatever parents."""
    return (lambda index: index.path_is(slug)) if level == 1 else (lambda index: index.level_is(level, slug))


def of_brand(brand_id: int) -> Criterion:
    return lambda index: index.brand_is(brand_id)


def in_colours(ids: Iterable[int]) -> Criterion:
    wanted = list(ids)
    return lambda index: index.colour_in(wanted)


def not_in_colours(ids: Iterable[int]) -> Criterion:
    unwanted = list(ids)
    return lambda index: index.colour_not_in(unwanted)


def except_products(product_ids: Iterable[int]) -> Criterion:
    unwanted = list(product_ids)
    return lambda index: index.without_products(unwanted)


# ---------------------------------------------------------------- answering


def shopper_filters(index: CatalogueIndex, listing: Listing) -> list[Selector]:
    """The shopper's brand, colour and price filters as conditions on the index (in stock: see narrowed)."""
    selectors: list[Selector] = []
    if listing.brand:
        selectors.append(index.brand_is(lookups.brand_id(listing.brand)))
    if listing.color:
        selectors.append(index.colour_in(lookups.colour_ids(listing.color)))
    if listing.min_price is not None or listing.max_price is not None:
        low, high = base_range(listing.min_price, listing.max_price, factor(listing.currency))
        selectors.append(index.price_within(low, high))
    return selectors


def narrowed(index: CatalogueIndex, selectors: list[Selector], in_stock: bool) -> list[Selector]:
    """``selectors`` plus "in stock" when asked."""
    return [*selectors, index.stocked_only()] if in_stock else selectors


def list_products(listing: Listing, *criteria: Criterion) -> ListingPage:
    """One page of the active products meeting ``criteria`` and the listing's filters, in its order."""
    with catalogue() as index:
        selectors = [criterion(index) for criterion in criteria] + shopper_filters(index, listing)
        total, slots = index.query(narrowed(index, selectors, listing.in_stock), listing.sort, listing.offset,
                                   listing.limit)
    return ListingPage(products=cards_at(slots), total=total, page=listing.page, limit=listing.limit)


def cards_at(slots: Sequence[int]) -> list[dict]:
    """The product cards of these index positions, in order (read fresh: see cards.py)."""
    model = read_model()
    with model.lock:
        index = model.index
        assert index is not None
        ids = index.ids[list(slots)].tolist()
    return cards(ids)
