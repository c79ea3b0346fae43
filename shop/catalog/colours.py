"""Colours: every colour, those in use, a brand's colours with counts, browse-by-colour pages, colour facets."""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

from sqlalchemy import exists, select
from sqlalchemy.orm import joinedload

from shop.catalog import lookups, messages
from shop.catalog.engine.index import NONE, all_of
from shop.catalog.engine.read_model import catalogue
from shop.catalog.listing import Listing, ListingPage, at_level, in_colours, list_products, of_brand
from shop.catalog.models import Brand, Category, Colour
from shop.catalog.tree import CategoryNode, category_roots, find_node, named_as, nodes_by_level
from shop.extensions import db
from shop.http.errors import NotFoundError
from shop.i18n import Message


@dataclass
class ColourPage(ListingPage):
    color: Colour | None = None
    categories: list[CategoryNode] = field(default_factory=list)


@dataclass
class ColourCount:
    colour: Colour
    count: int


def all_colours() -> list[Colour]:
    """Every colour of every brand."""
    stmt = select(Colour).options(joinedload(Colour.brand)).order_by(Colour.name, Colour.id)
    return list(db.session.scalars(stmt))


def colours_in_use() -> list[Colour]:
    """The colours at least one active product has."""
    with catalogue() as index:
        ids = index.values("colour")
    return _colours_by_id(ids)


def brand_colours(brand_slug: str) -> list[ColourCount]:
    """A brand's colours that its products have, with counts (browse-by-colour/{brand})."""
    brand = lookups.get_brand(brand_slug)
    with catalogue() as index:
        counts = index.count_by(index.brand_is(brand.id).mask, "colour")
    return _with_colours(counts)


def brand_colour_page(brand_slug: str, colour_slug: str, listing: Listing) -> ColourPage:
    """A brand's products in one colour, with the category4 values they come in."""
    brand = lookups.get_brand(brand_slug)
    colour = lookups.get_brand_colour(brand, colour_slug)
    page = list_products(listing, of_brand(brand.id), in_colours([colour.id]))
    return ColourPage(**vars(page), color=colour, categories=_colour_categories(brand, colour))


def brand_colour_category_products(brand_slug: str, colour_slug: str, category4: str, listing: Listing) -> ColourPage:
    """A brand's products in one of its colours and one category4."""
    brand = lookups.get_brand(brand_slug)
    colour = lookups.get_brand_colour(brand, colour_slug)
    category4 = category4.lower()
    if not db.session.scalar(select(exists().where(Category.level == 4, Category.slug == category4))):
        raise NotFoundError(Message(messages.CATEGORY_UNKNOWN, path=category4))
    page = list_products(listing, of_brand(brand.id), in_colours([colour.id]), at_level(4, category4))
    return ColourPage(**vars(page), color=colour, categories=_colour_categories(brand, colour))


def colour_facets(ct1=None, ct2=None, ct3=None, ct4=None, ct5=None) -> list[ColourCount]:
    """The colours of a listing (category path ct1..ct4, brand ct5), with counts: its colour filter."""
    path = [slug.lower() for slug in (ct1, ct2, ct3, ct4) if slug]
    if len(path) == 1:
        lookups.check_main_category(path[0])
    elif path:
        find_node(path)
    brand = lookups.get_brand(ct5) if ct5 else None
    with catalogue() as index:
        selectors = [index.path_is(*path)] if path else []
        if brand is not None:
            selectors.append(index.brand_is(brand.id))
        if selectors:
            counts = index.count_by(all_of(selectors).mask, "colour")
        else:
            counts = Counter({colour: n for colour, n in index.colour_totals.items() if n > 0})
    return _with_colours(counts)


def _colour_categories(brand: Brand, colour: Colour) -> list[CategoryNode]:
    """The category4 values of a brand's products in one colour, with counts."""
    with catalogue() as index:
        counts = index.level_values(all_of([index.brand_is(brand.id), index.colour_in([colour.id])]).mask, 4)
    counts.pop(None, None)
    known = nodes_by_level(category_roots()) if counts else {}
    return [
        CategoryNode(id=None, slug=slug, level=4, path=[slug], link=None, count=n,
                     **named_as(known.get((4, slug)), slug))
        for slug, n in sorted(counts.items())
    ]


def _with_colours(counts: Counter) -> list[ColourCount]:
    counts.pop(NONE, None)
    if not counts:
        return []
    return [ColourCount(colour, counts[colour.id]) for colour in _colours_by_id(counts)]


def _colours_by_id(ids: Iterable[int]) -> list[Colour]:
    """These colours by name; a long id list is cheaper to filter here than to send as an IN (...)."""
    wanted = set(ids)
    stmt = select(Colour).options(joinedload(Colour.brand)).order_by(Colour.name, Colour.id)
    if len(wanted) <= 100:
        stmt = stmt.where(Colour.id.in_(wanted))
    return [colour for colour in db.session.scalars(stmt) if colour.id in wanted]
