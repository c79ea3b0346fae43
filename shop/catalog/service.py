"""Catalogue reads: product listings with paging, sorting and filters; brands, colours and the category tree.

Every listing goes through :func:`list_products`, so paging, the sort orders and the filters (price range on
the discounted price, colour, brand, in stock) behave the same on every page of the shop. Listings, counts
and facets come from the in-process catalogue index (shop.search.index explains why); single products,
brands, colours and the category tree are read from the database. Only active products are ever shown.
Lookups of something that does not exist raise NotFoundError (404 ``{message}``).
"""
from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import timedelta
from decimal import Decimal

from sqlalchemy import ColumnElement, exists, select, true
from sqlalchemy.orm import joinedload

from shop.catalog.models import GIFT_CARD_CATEGORY, MAIN_CATEGORIES, Brand, Category, Colour, Product
from shop.errors import NotFoundError
from shop.extensions import db
from shop.search.index import NONE, CatalogueIndex, Selector, current_index

# "New" means created within this period before the newest product, so a shop that has not added
# anything for a while still shows its latest arrivals instead of an empty page.
NEW_PERIOD = timedelta(days=60)
FABRICS = "fabrics"


@dataclass
class Listing:
    """What a listing call asked for: paging, sort, filters (and, for some calls, a search or a path)."""

    page: int = 1
    limit: int = 20
    sort: str = "newest"
    min_price: Decimal | None = None
    max_price: Decimal | None = None
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
class ProductPage:
    """One page of a listing and the size of the whole listing."""

    products: list[Product]
    total: int
    page: int
    limit: int

    @property
    def pages(self) -> int:
        return max(1, math.ceil(self.total / self.limit))


@dataclass
class CategoryNode:
    """A category with its storefront link and (for trees) its children."""

    id: int | None
    name: str
    slug: str
    level: int
    path: list[str]
    link: str | None
    image: str | None = None
    count: int | None = None
    children: list[CategoryNode] = field(default_factory=list)


@dataclass
class CategoryProductPage(ProductPage):
    category: CategoryNode | None = None


@dataclass
class BrandPage(ProductPage):
    brand: Brand | None = None
    categories: list[CategoryNode] = field(default_factory=list)


@dataclass
class ColourPage(ProductPage):
    color: Colour | None = None
    categories: list[CategoryNode] = field(default_factory=list)


@dataclass
class ColourCount:
    colour: Colour
    count: int


# ---------------------------------------------------------------- listing machinery
#
# Listings are answered by the catalogue index (shop.search.index): which products, in which order and how
# many come from in-memory sets and presorted orders; the database is read for the page's rows only. A
# criterion is a function of the index giving a Selector (positions to keep) or a Without (to drop).

Criterion = Callable[[CatalogueIndex], "Selector | Without"]


@dataclass
class Without:
    """Positions a criterion removes."""

    positions: set[int]


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


def listing_filters(index: CatalogueIndex, listing: Listing) -> list[Selector]:
    """The shopper's filters as conditions on the index. Unknown brand or colour slugs are 404s."""
    selectors: list[Selector] = []
    if listing.brand:
        selectors.append(index.brand_is(get_brand(listing.brand).id))
    if listing.color:
        selectors.append(index.colour_in(colour_ids(listing.color)))
    if listing.min_price is not None or listing.max_price is not None:
        low = -math.inf if listing.min_price is None else float(listing.min_price)
        high = math.inf if listing.max_price is None else float(listing.max_price)
        selectors.append(index.price_within(low, high))
    if listing.in_stock:
        selectors.append(index.stocked())
    return selectors


def select_products(index: CatalogueIndex, listing: Listing, *criteria: Criterion, exclude: Iterable[int] = ()):
    """Positions of the active products meeting ``criteria`` and the listing's filters (None: all)."""
    selectors = listing_filters(index, listing)
    without = [{r for r in map(index.position_of, exclude) if r is not None}]
    for criterion in criteria:
        result = criterion(index)
        if isinstance(result, Without):
            without.append(result.positions)
        else:
            selectors.append(result)
    return index.select(selectors, [positions for positions in without if positions])


def list_products(listing: Listing, *criteria: Criterion, exclude: Iterable[int] = ()) -> ProductPage:
    """One page of the active products meeting ``criteria`` and the listing's filters, in its order."""
    index = current_index()
    matches = select_products(index, listing, *criteria, exclude=exclude)
    total = len(index) if matches is None else len(matches)
    ids = index.page(matches, listing.sort, listing.offset, listing.limit) if listing.offset < total else []
    return ProductPage(products=products_by_ids(ids), total=total, page=listing.page, limit=listing.limit)


def active() -> ColumnElement:
    return Product.is_active == true()


def products_by_ids(ids: Sequence[int]) -> list[Product]:
    """Active products with these ids, in the order given (missing or hidden ones are skipped)."""
    if not ids:
        return []
    found = {p.id: p for p in db.session.scalars(select(Product).where(Product.id.in_(ids), active()))}
    return [found[i] for i in ids if i in found]


# ---------------------------------------------------------------- lookups


def get_brand(slug: str) -> Brand:
    brand = db.session.scalar(select(Brand).where(Brand.slug == slug.lower()))
    if brand is None:
        raise NotFoundError(f"There is no brand '{slug}'.")
    return brand


def colour_ids(slug: str) -> list[int]:
    """Ids of the colours named by ``slug`` (each brand has its own colour of that name)."""
    ids = list(db.session.scalars(select(Colour.id).where(Colour.slug == slug.lower())))
    if not ids:
        raise NotFoundError(f"There is no colour '{slug}'.")
    return ids


def get_brand_colour(brand: Brand, slug: str) -> Colour:
    colour = db.session.scalar(select(Colour).where(Colour.brand_id == brand.id, Colour.slug == slug.lower()))
    if colour is None:
        raise NotFoundError(f"{brand.name} has no colour '{slug}'.")
    return colour


def get_product(sku: str) -> Product:
    """An active product by its sku (product_id)."""
    product = db.session.scalar(select(Product).where(Product.product_id == sku))  # the unique index alone
    if product is None or not product.is_active:
        raise NotFoundError(f"There is no product '{sku}'.")
    return product


def check_main_category(main: str) -> str:
    """The main category's slug; a 404 unless it is one of the shop's mains (or a root of the tree)."""
    main = main.lower()
    if main in (*MAIN_CATEGORIES, GIFT_CARD_CATEGORY):
        return main
    root = db.session.scalar(select(Category.id).where(Category.parent_id.is_(None), Category.slug == main))
    if root is None:
        raise NotFoundError(f"There is no category '{main}'.")
    return main


# ---------------------------------------------------------------- the category tree


def category_roots() -> list[CategoryNode]:
    """The whole category tree (a few hundred rows), built in one query; mains in the shop's order."""
    rows = db.session.execute(
        select(
            Category.id, Category.parent_id, Category.level, Category.name, Category.slug, Category.link,
            Category.image,
        ).order_by(Category.level, Category.position, Category.name, Category.id)
    ).all()
    nodes: dict[int, CategoryNode] = {}
    roots: list[CategoryNode] = []
    for row in rows:
        parent = nodes.get(row.parent_id) if row.parent_id is not None else None
        if row.parent_id is not None and parent is None:
            continue  # an orphan (its parent is deeper than itself): not reachable from a menu
        path = [*(parent.path if parent else []), row.slug]
        node = CategoryNode(
            id=row.id, name=row.name, slug=row.slug, level=row.level, path=path,
            link=row.link or "/" + "/".join(path), image=row.image,
        )
        nodes[row.id] = node
        (parent.children if parent else roots).append(node)
    order = {main: i for i, main in enumerate(MAIN_CATEGORIES)}
    roots.sort(key=lambda n: order.get(n.slug, len(order)))
    return roots


def find_node(slugs: Sequence[str], roots: list[CategoryNode] | None = None) -> CategoryNode:
    """The node at this path of slugs; a 404 naming the first missing level."""
    children = category_roots() if roots is None else roots
    node = None
    for slug in slugs:
        node = next((child for child in children if child.slug == slug.lower()), None)
        if node is None:
            raise NotFoundError(f"There is no category '{'/'.join(slugs)}'.")
        children = node.children
    assert node is not None
    return node


def _walk(nodes: list[CategoryNode]) -> Iterable[CategoryNode]:
    for node in nodes:
        yield node
        yield from _walk(node.children)


def _names_by_level(roots: list[CategoryNode]) -> dict[tuple[int, str], str]:
    """(level, slug) -> display name, for trees built from products' slug columns."""
    names: dict[tuple[int, str], str] = {}
    for node in _walk(roots):
        names.setdefault((node.level, node.slug), node.name)
    return names


def menus() -> list[CategoryNode]:
    """Every main category with its sub-tree, for the mega menus."""
    return category_roots()


def menu(main: str) -> CategoryNode:
    """One main category's tree."""
    return find_node([main])


def category_tree(*slugs: str) -> CategoryNode:
    """The node at a path with its children (categories/{1}, /{2}, /{3})."""
    return find_node(slugs)


# ---------------------------------------------------------------- products-feed calls


def feed(listing: Listing) -> ProductPage:
    """Every active product (newest first unless sorted otherwise)."""
    return list_products(listing)


def new_arrivals(listing: Listing) -> ProductPage:
    """Products created within NEW_PERIOD before the newest one."""
    period = NEW_PERIOD.total_seconds()

    def recent(index: CatalogueIndex) -> Selector:
        return index.created_since(-index.newest_keys[0] - period if len(index) else 0.0)

    return list_products(listing, recent)


def sales(listing: Listing) -> ProductPage:
    """Discounted products."""
    return list_products(listing, lambda index: index.on_sale())


def main_category_products(main: str, listing: Listing) -> CategoryProductPage:
    """Products of a main category (category1)."""
    main = check_main_category(main)
    page = list_products(listing, at_level(1, main))
    node = next((root for root in category_roots() if root.slug == main), None)
    return CategoryProductPage(**vars(page), category=node)


def category_products(slug: str, listing: Listing) -> CategoryProductPage:
    """Products under every category named ``slug``, at whatever level it sits."""
    roots = category_roots()
    nodes = [node for node in _walk(roots) if node.slug == slug.lower()]
    if not nodes:
        if slug.lower() in (*MAIN_CATEGORIES, GIFT_CARD_CATEGORY):
            return main_category_products(slug, listing)
        raise NotFoundError(f"There is no category '{slug}'.")
    page = list_products(listing, in_paths(node.path for node in nodes))
    return CategoryProductPage(**vars(page), category=nodes[0])


def path_products(slugs: Sequence[str], listing: Listing) -> CategoryProductPage:
    """Products under the category at this exact path (main-category/{1}/{2}, categories/{1}/../{4})."""
    node = find_node(slugs)
    page = list_products(listing, in_paths([node.path]))
    return CategoryProductPage(**vars(page), category=node)


def sub_category_products(category2: str, category3: str, listing: Listing) -> CategoryProductPage:
    """Products under category2/category3 in whichever main category that pair exists."""
    nodes = [
        child
        for node in _walk(category_roots())
        if node.level == 2 and node.slug == category2.lower()
        for child in node.children
        if child.slug == category3.lower()
    ]
    if not nodes:
        raise NotFoundError(f"There is no category '{category2}/{category3}'.")
    page = list_products(listing, in_paths(node.path for node in nodes))
    return CategoryProductPage(**vars(page), category=nodes[0])


def group_products(group: str, listing: Listing) -> ProductPage:
    """The variants of one product group (e.g. a fabric in every colour)."""
    if not current_index().members("group", group):
        raise NotFoundError(f"There is no product group '{group}'.")
    return list_products(listing, lambda index: index.group_is(group))


def brand_products(brand_slug: str, listing: Listing) -> BrandPage:
    """A brand's products (the brand's landing page list)."""
    brand = get_brand(brand_slug)
    page = list_products(listing, of_brand(brand.id))
    return BrandPage(**vars(page), brand=brand)


def brand_colour_category_products(brand_slug: str, colour_slug: str, category4: str, listing: Listing) -> ColourPage:
    """A brand's products in one of its colours and one category4."""
    brand = get_brand(brand_slug)
    colour = get_brand_colour(brand, colour_slug)
    category4 = category4.lower()
    if not db.session.scalar(select(exists().where(Category.level == 4, Category.slug == category4))):
        raise NotFoundError(f"There is no category '{category4}'.")
    page = list_products(listing, of_brand(brand.id), in_colours([colour.id]), at_level(4, category4))
    return ColourPage(**vars(page), color=colour, categories=_colour_categories(brand, colour))


def same_colour(colour_slug: str, sku: str, listing: Listing) -> ProductPage:
    """Other products in the same colour (any brand)."""
    product = get_product(sku)
    return list_products(listing, in_colours(colour_ids(colour_slug)), exclude=[product.id])


def also_liked(colour_slug: str, sku: str, listing: Listing) -> ProductPage:
    """Products of the same category path (given, or the product's own) in other colours."""
    product = get_product(sku)
    excluded = set(colour_ids(colour_slug))
    given = [slug.lower() for slug in listing.path if slug]
    path = given or [slug for slug in (product.category1, product.category2, product.category3) if slug]

    def other_colour(index: CatalogueIndex) -> Without:
        return Without(index.union(("colour", colour_id) for colour_id in excluded))

    criteria = [other_colour, *([in_paths([path])] if path else [])]
    return list_products(listing, *criteria, exclude=[product.id])


def product_by_slug(category2: str, category3: str, slug: str) -> Product:
    """The product with this slug under category2/category3."""
    # Only the slug goes to SQL: SQLite's planner, without statistics, would otherwise pick the useless
    # is_active index and read every row; the slug index leaves a handful to check here.
    candidates = db.session.scalars(select(Product).where(Product.slug == slug).order_by(Product.id))
    wanted = (category2.lower(), category3.lower())
    product = next((p for p in candidates if p.is_active and (p.category2, p.category3) == wanted), None)
    if product is None:
        raise NotFoundError(f"There is no product '{category2}/{category3}/{slug}'.")
    return product


# ---------------------------------------------------------------- brands


def all_brands() -> list[Brand]:
    """Every brand, in the shop's order."""
    return list(db.session.scalars(select(Brand).order_by(Brand.position, Brand.name)))


def menu_brands(limit: int) -> list[Brand]:
    """The brands the menu lists: those with something on sale, in the shop's order."""
    in_use = current_index().values("brand")
    stmt = select(Brand).where(Brand.id.in_(in_use)).order_by(Brand.position, Brand.name).limit(limit)
    return list(db.session.scalars(stmt))


def brand_page(
    brand_slug: str, listing: Listing, category3: str | None = None, category4: str | None = None
) -> BrandPage:
    """A brand, its category3 -> category4 tree and its products (optionally in one category3/4)."""
    brand = get_brand(brand_slug)
    tree = _brand_tree(brand)
    criteria = [of_brand(brand.id)]
    if category3:
        node = next((n for n in tree if n.slug == category3.lower()), None)
        if node is None:
            raise NotFoundError(f"{brand.name} has nothing in '{category3}'.")
        criteria.append(at_level(3, node.slug))
        if category4:
            if not any(child.slug == category4.lower() for child in node.children):
                raise NotFoundError(f"{brand.name} has nothing in '{category3}/{category4}'.")
            criteria.append(at_level(4, category4.lower()))
    page = list_products(listing, *criteria)
    return BrandPage(**vars(page), brand=brand, categories=tree)


def _brand_tree(brand: Brand) -> list[CategoryNode]:
    """The category3 -> category4 pairs the brand's products sit in, with counts and brand-page links."""
    pairs = current_index().brand_paths.get(brand.id, Counter())
    names = _names_by_level(category_roots()) if pairs else {}
    tree: dict[str, CategoryNode] = {}
    base = f"/brands/{brand.slug}"
    for (category3, category4), count in sorted(pairs.items(), key=lambda item: (item[0][0], item[0][1] or "")):
        node = tree.get(category3)
        if node is None:
            node = tree[category3] = CategoryNode(
                id=None, name=names.get((3, category3), category3), slug=category3, level=3, path=[category3],
                link=f"{base}/{category3}", count=0,
            )
        node.count = (node.count or 0) + count
        if category4:
            node.children.append(
                CategoryNode(
                    id=None, name=names.get((4, category4), category4), slug=category4, level=4,
                    path=[category3, category4], link=f"{base}/{category3}/{category4}", count=count,
                )
            )
    return list(tree.values())


def all_fabrics(listing: Listing) -> CategoryProductPage:
    """Every fabric of every brand."""
    return main_category_products(FABRICS, listing)


# ---------------------------------------------------------------- colours


def all_colours() -> list[Colour]:
    """Every colour of every brand."""
    stmt = select(Colour).options(joinedload(Colour.brand)).order_by(Colour.name, Colour.id)
    return list(db.session.scalars(stmt))


def colours_in_use() -> list[Colour]:
    """The colours at least one active product has."""
    return _colours_by_id(current_index().values("colour"))


def _colours_by_id(ids: Iterable[int]) -> list[Colour]:
    """These colours by name; a long id list is cheaper to filter here than to send as an IN (...)."""
    wanted = set(ids)
    stmt = select(Colour).options(joinedload(Colour.brand)).order_by(Colour.name, Colour.id)
    if len(wanted) <= 100:
        stmt = stmt.where(Colour.id.in_(wanted))
    return [colour for colour in db.session.scalars(stmt) if colour.id in wanted]


def _colour_counts(matches: set[int] | None) -> list[ColourCount]:
    """The colours of these products (None: all), with how many products have each, by name."""
    index = current_index()
    counts = Counter(index.colour_totals) if matches is None else index.count_by(matches, index.colour_id)
    counts.pop(NONE, None)
    if not counts:
        return []
    return [ColourCount(colour, counts[colour.id]) for colour in _colours_by_id(counts)]


def brand_colours(brand_slug: str) -> list[ColourCount]:
    """A brand's colours that its products have, with counts (browse-by-colour/{brand})."""
    brand = get_brand(brand_slug)
    return _colour_counts(current_index().get("brand", brand.id))


def brand_colour_page(brand_slug: str, colour_slug: str, listing: Listing) -> ColourPage:
    """A brand's products in one colour, with the category4 values they come in."""
    brand = get_brand(brand_slug)
    colour = get_brand_colour(brand, colour_slug)
    page = list_products(listing, of_brand(brand.id), in_colours([colour.id]))
    return ColourPage(**vars(page), color=colour, categories=_colour_categories(brand, colour))


def _colour_categories(brand: Brand, colour: Colour) -> list[CategoryNode]:
    """The category4 values of a brand's products in one colour, with counts."""
    index = current_index()
    matches = index.select([index.brand_is(brand.id), index.colour_in([colour.id])]) or set()
    counts = Counter(index.path[r][3] for r in matches)
    counts.pop(None, None)
    names = _names_by_level(category_roots()) if counts else {}
    return [
        CategoryNode(id=None, name=names.get((4, slug), slug), slug=slug, level=4, path=[slug], link=None, count=n)
        for slug, n in sorted(counts.items())
    ]


def colour_facets(ct1=None, ct2=None, ct3=None, ct4=None, ct5=None) -> list[ColourCount]:
    """The colours of a listing (category path ct1..ct4, brand ct5), with counts: its colour filter."""
    path = [slug.lower() for slug in (ct1, ct2, ct3, ct4) if slug]
    if len(path) == 1:
        check_main_category(path[0])
    elif path:
        find_node(path)
    index = current_index()
    selectors = [index.path_is(*path)] if path else []
    if ct5:
        selectors.append(index.brand_is(get_brand(ct5).id))
    return _colour_counts(index.select(selectors))
