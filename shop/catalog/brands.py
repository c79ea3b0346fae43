"""Brands: the list, the brands menu, and a brand's page with its category3 -> category4 tree."""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from sqlalchemy import select

from shop.catalog import lookups, messages
from shop.catalog.engine.read_model import catalogue
from shop.catalog.listing import Listing, ListingPage, at_level, list_products, of_brand
from shop.catalog.models import Brand
from shop.catalog.tree import CategoryNode, category_roots, named_as, nodes_by_level
from shop.extensions import db
from shop.http.errors import NotFoundError
from shop.i18n import Message


@dataclass
class BrandPage(ListingPage):
    brand: Brand | None = None
    categories: list[CategoryNode] = field(default_factory=list)


def all_brands() -> list[Brand]:
    """Every brand, in the shop's order."""
    return list(db.session.scalars(select(Brand).order_by(Brand.position, Brand.name)))


def menu_brands(limit: int) -> list[Brand]:
    """The brands the menu lists: those with something on sale, in the shop's order."""
    with catalogue() as index:
        in_use = index.values("brand")
    stmt = select(Brand).where(Brand.id.in_(in_use)).order_by(Brand.position, Brand.name).limit(limit)
    return list(db.session.scalars(stmt))


def brand_products(brand_slug: str, listing: Listing) -> BrandPage:
    """A brand's products (the brand's landing page list)."""
    brand = lookups.get_brand(brand_slug)
    page = list_products(listing, of_brand(brand.id))
    return BrandPage(**vars(page), brand=brand)


def brand_page(
    brand_slug: str, listing: Listing, category3: str | None = None, category4: str | None = None
) -> BrandPage:
    """A brand, its category3 -> category4 tree and its products (optionally in one category3/4)."""
    brand = lookups.get_brand(brand_slug)
    tree = _brand_tree(brand)
    criteria = [of_brand(brand.id)]
    if category3:
        node = next((n for n in tree if n.slug == category3.lower()), None)
        if node is None:
            raise NotFoundError(Message(messages.BRAND_HAS_NOTHING_IN, brand=brand.name, path=category3))
        criteria.append(at_level(3, node.slug))
        if category4:
            if not any(child.slug == category4.lower() for child in node.children):
                raise NotFoundError(Message(messages.BRAND_HAS_NOTHING_IN, brand=brand.name,
                                              path=f"{category3}/{category4}"))
            criteria.append(at_level(4, category4.lower()))
    page = list_products(listing, *criteria)
    return BrandPage(**vars(page), brand=brand, categories=tree)


def _brand_tree(brand: Brand) -> list[CategoryNode]:
    """The category3 -> category4 pairs the brand's products sit in, with counts and brand-page links."""
    with catalogue() as index:
        pairs = Counter({pair: n for pair, n in index.brand_paths.get(brand.id, Counter()).items() if n > 0})
    known = nodes_by_level(category_roots()) if pairs else {}
    tree: dict[str, CategoryNode] = {}
    base = f"/brands/{brand.slug}"
    for (category3, category4), count in sorted(pairs.items(), key=lambda item: (item[0][0], item[0][1] or "")):
        node = tree.get(category3)
        if node is None:
            node = tree[category3] = CategoryNode(
                id=None, slug=category3, level=3, path=[category3], link=f"{base}/{category3}",
                count=0, **named_as(known.get((3, category3)), category3),
            )
        node.count = (node.count or 0) + count
        if category4:
            node.children.append(
                CategoryNode(
                    id=None, slug=category4, level=4, path=[category3, category4],
                    link=f"{base}/{category3}/{category4}", count=count,
                    **named_as(known.get((4, category4)), category4),
                )
            )
    return list(tree.values())
