"""The product lists of the storefront's pages: the feed, new arrivals, sale, categories, groups, related strips.

Each is a :func:`shop.catalog.listing.list_products` call with the page's own conditions; category pages also
return their node of the tree (with its children) so the page can show where it is and where to go next.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import timedelta

from shop.catalog import lookups, messages
from shop.catalog.engine.index import CatalogueIndex, Selector
from shop.catalog.engine.read_model import catalogue
from shop.catalog.listing import (
    Listing,
    ListingPage,
    at_level,
    except_products,
    in_colours,
    in_paths,
    list_products,
    not_in_colours,
)
from shop.catalog.models import GIFT_CARD_CATEGORY, MAIN_CATEGORIES
from shop.catalog.tree import CategoryNode, category_roots, find_node, walk
from shop.http.errors import NotFoundError
from shop.i18n import Message

# "New" means created within this period before the newest product, so a shop that has not added
# anything for a while still shows its latest arrivals instead of an empty page.
NEW_PERIOD = timedelta(days=60)
FABRICS = "fabrics"


@dataclass
class CategoryListingPage(ListingPage):
    category: CategoryNode | None = None


def feed(listing: Listing) -> ListingPage:
    """Every active product (newest first unless sorted otherwise)."""
    return list_products(listing)


def new_arrivals(listing: Listing) -> ListingPage:
    """Products created within NEW_PERIOD before the newest one."""
    period = int(NEW_PERIOD.total_seconds() * 1_000_000)

    def recent(index: CatalogueIndex) -> Selector:
        newest = index.newest_created()
        return index.created_since(0 if newest is None else newest - period)

    return list_products(listing, recent)


def sales(listing: Listing) -> ListingPage:
    """Discounted products."""
    return list_products(listing, lambda index: index.on_sale())


def main_category_products(main: str, listing: Listing) -> CategoryListingPage:
    """Products of a main category (category1)."""
    main = lookups.check_main_category(main)
    page = list_products(listing, at_level(1, main))
    node = next((root for root in category_roots() if root.slug == main), None)
    return CategoryListingPage(**vars(page), category=node)


def all_fabrics(listing: Listing) -> CategoryListingPage:
    """Every fabric of every brand."""
    return main_category_products(FABRICS, listing)


def category_products(slug: str, listing: Listing) -> CategoryListingPage:
    """Products under every category named ``slug``, at whatever level it sits."""
    nodes = [node for node in walk(category_roots()) if node.slug == slug.lower()]
    if not nodes:
        if slug.lower() in (*MAIN_CATEGORIES, GIFT_CARD_CATEGORY):
            return main_category_products(slug, listing)
        raise NotFoundError(Message(messages.CATEGORY_UNKNOWN, path=slug))
    page = list_products(listing, in_paths(node.path for node in nodes))
    return CategoryListingPage(**vars(page), category=nodes[0])


def path_products(slugs: Sequence[str], listing: Listing) -> CategoryListingPage:
    """Products under the category at this exact path (main-category/{1}/{2}, categories/{1}/../{4})."""
    node = find_node(slugs)
    page = list_products(listing, in_paths([node.path]))
    return CategoryListingPage(**vars(page), category=node)


def sub_category_products(category2: str, category3: str, listing: Listing) -> CategoryListingPage:
    """Products under category2/category3 in whichever main category that pair exists."""
    nodes = [
        child
        for node in walk(category_roots())
        if node.level == 2 and node.slug == category2.lower()
        for child in node.children
        if child.slug == category3.lower()
    ]
    if not nodes:
        raise NotFoundError(Message(messages.CATEGORY_UNKNOWN, path=f"{category2}/{category3}"))
    page = list_products(listing, in_paths(node.path for node in nodes))
    return CategoryListingPage(**vars(page), category=nodes[0])


def group_products(group: str, listing: Listing) -> ListingPage:
    """The variants of one product group (e.g. a fabric in every colour)."""
    with catalogue() as index:
        known = index.group_is(group).size > 0
    if not known:
        raise NotFoundError(Message(messages.GROUP_UNKNOWN, group=group))
    return list_products(listing, lambda index: index.group_is(group))


def same_colour(colour_slug: str, sku: str, listing: Listing) -> ListingPage:
    """Other products in the same colour (any brand)."""
    product = lookups.get_product(sku)
    return list_products(listing, in_colours(lookups.colour_ids(colour_slug)), except_products([product.id]))


def also_liked(colour_slug: str, sku: str, listing: Listing) -> ListingPage:
    """Products of the same category path (given, or the product's own) in other colours."""
    product = lookups.get_product(sku)
    given = [slug.lower() for slug in listing.path if slug]
    path = given or [slug for slug in (product.category1, product.category2, product.category3) if slug]
    criteria = [not_in_colours(lookups.colour_ids(colour_slug)), except_products([product.id])]
    if path:
        criteria.append(in_paths([path]))
    return list_products(listing, *criteria)
