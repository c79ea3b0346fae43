"""Single catalogue things by their URL names: a brand, a colour, a product, a main category.

Something that does not exist raises NotFoundError (404 ``{message}``); inactive products do not exist.
"""
from __future__ import annotations

from sqlalchemy import select

from shop.catalog import messages
from shop.catalog.models import GIFT_CARD_CATEGORY, MAIN_CATEGORIES, Brand, Category, Colour, Product
from shop.database import read_recently
from shop.extensions import db
from shop.http.errors import NotFoundError
from shop.i18n import Message


def _slugs() -> tuple[dict[str, int], dict[str, list[int]]]:
    """Brand slug -> id, colour slug -> ids: what a listing's brand and colour filters name."""
    brands = {slug: id_ for slug, id_ in db.session.execute(select(Brand.slug, Brand.id))}
    colours: dict[str, list[int]] = {}
    for slug, id_ in db.session.execute(select(Colour.slug, Colour.id).order_by(Colour.id)):
        colours.setdefault(slug, []).append(id_)
    return brands, colours


def brand_id(slug: str) -> int:
    """The id of the brand named ``slug`` in a URL (listing filters: no row needed)."""
    found = read_recently("catalog.slugs", _slugs)[0].get(slug.lower())
    if found is None:
        raise NotFoundError(Message(messages.BRAND_UNKNOWN, slug=slug))
    return found


def get_brand(slug: str) -> Brand:
    brand = db.session.scalar(select(Brand).where(Brand.slug == slug.lower()))
    if brand is None:
        raise NotFoundError(Message(messages.BRAND_UNKNOWN, slug=slug))
    return brand


def colour_ids(slug: str) -> list[int]:
    """Ids of the colours named by ``slug`` (each brand has its own colour of that name)."""
    ids = read_recently("catalog.slugs", _slugs)[1].get(slug.lower())
    if not ids:
        raise NotFoundError(Message(messages.COLOUR_UNKNOWN, slug=slug))
    return list(ids)


def get_brand_colour(brand: Brand, slug: str) -> Colour:
    colour = db.session.scalar(select(Colour).where(Colour.brand_id == brand.id, Colour.slug == slug.lower()))
    if colour is None:
        raise NotFoundError(Message(messages.BRAND_HAS_NO_COLOUR, brand=brand.name, slug=slug))
    return colour


def get_product(sku: str) -> Product:
    """An active product by its sku (product_id)."""
    product = db.session.scalar(select(Product).where(Product.product_id == sku))  # the unique index alone
    if product is None or not product.is_active:
        raise NotFoundError(Message(messages.PRODUCT_UNKNOWN, product=sku))
    return product


def product_by_slug(category2: str, category3: str, slug: str) -> Product:
    """The active product with this slug under category2/category3."""
    # Only the slug goes to SQL: SQLite's planner, without statistics, would otherwise pick the useless
    # is_active index and read every row; the slug index leaves a handful to check here.
    candidates = db.session.scalars(select(Product).where(Product.slug == slug).order_by(Product.id))
    wanted = (category2.lower(), category3.lower())
    product = next((p for p in candidates if p.is_active and (p.category2, p.category3) == wanted), None)
    if product is None:
        raise NotFoundError(Message(messages.PRODUCT_UNKNOWN, product=f"{category2}/{category3}/{slug}"))
    return product


def check_main_category(main: str) -> str:
    """The main category's slug; a 404 unless it is one of the shop's mains (or a root of the tree)."""
    main = main.lower()
    if main in (*MAIN_CATEGORIES, GIFT_CARD_CATEGORY):
        return main
    root = db.session.scalar(select(Category.id).where(Category.parent_id.is_(None), Category.slug == main))
    if root is None:
        raise NotFoundError(Message(messages.CATEGORY_UNKNOWN, path=main))
    return main
