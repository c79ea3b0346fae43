"""Product cards, ready to send: one query for a page's rows (a card's columns and its brand), one dict each.

A listing page shows 24 cards. Reading them through the ORM and dumping them field by field with marshmallow cost
more than everything else a listing does, and keeping dumped cards per worker to avoid that cost memory that grew
with traffic. Here the page's rows are read by primary key straight on the driver's cursor (SQLAlchemy's execution
adds more than the read itself), on a connection kept for such reads (shop.database.read_rows), and building a card
from a row is cheap, so nothing is kept and a product change shows at once.

:func:`card` is the shape ProductCardSchema documents in the API (tests/test_catalog_cards.py holds the two
together); ``final_price`` comes from shop.money's one formula. A card's brand name and slug come from the brands,
a few dozen rows read again at most once a SHOP_CATALOGUE_RECHECK_SECONDS (shop.database.read_recently), not from
a join per card, which would slow every page's read for names that seldom change; a brand renamed shows on every
card within that second, as other staff changes do.
"""
from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime
from decimal import Decimal
from functools import lru_cache, partial

from sqlalchemy import String, bindparam, cast, select, true

from shop.catalog.models import Brand, Colour, Product
from shop.database import Prepared, read_recently
from shop.money import BASE_CURRENCY, discounted

# What a product card shows; descriptions (most of a row's bytes) stay in the database.
CARD_COLUMNS = (
    Product.id, Product.product_id, Product.slug, Product.name_en, Product.name_ua, Product.name_pl,
    Product.name_ru, Product.name_de, Product.price, Product.discount, Product.minimum, Product.unit,
    Product.stock, Product.images, Product.is_gift_card, Product.brand_id,
)
_NO_BRAND = (None, None)


def card(row, brands: dict[int, tuple[str, str]]) -> dict:
    """One product card (a row of CARD_COLUMNS, unpacked by position: a Row's names cost more; ``brands`` from
    :func:`brand_names`), as ProductCardSchema documents it."""
    (product, sku, slug, name, name_ua, name_pl, name_ru, name_de, price, discount, minimum, unit, stock, images,
     gift_card, brand_id) = row
    brand, brand_slug = brands.get(brand_id, _NO_BRAND)
    stock = float(stock)
    shown, final = _prices(price, discount)
    return {
        "_id": str(product),
        "product_id": sku,
        "slug": slug,
        "product_name_en": name,
        "product_name_ua": name_ua,
        "product_name_pl": name_pl or name,
        "product_name_ru": name_ru or name,
        "product_name_de": name_de or name,
        "price": shown,
        "final_price": final,
        "currency": BASE_CURRENCY,
        "discount": discount,
        "images": images,
        "minimum": float(minimum),
        "unit": unit,
        "stock": stock,
        "in_stock": stock > 0,
        "brand": brand,
        "brand_slug": brand_slug,
        "is_gift_card": bool(gift_card),
        "link": f"/products/{sku}",
    }


@lru_cache(maxsize=8192)
def _prices(price: str, discount: int) -> tuple[str, str]:
    """A card's price and final price as Money's text (two places), from the price's exact text and the discount:
    a shop has far fewer distinct (price, discount) pairs than cards, so each pair's Decimal arithmetic is done once
    (the cache's size bounds the memory it takes)."""
    exact = Decimal(price)
    return f"{exact:.2f}", f"{discounted(exact, discount):.2f}"  # discounted() rounds half up to two places


_BRANDS = Prepared(lambda: select(Brand.id, Brand.name, Brand.slug))


def brand_names() -> dict[int, tuple[str, str]]:
    """Brand id -> (name, slug), read again at most once a SHOP_CATALOGUE_RECHECK_SECONDS."""
    return read_recently("catalog.brand_names", lambda: {id_: (name, slug) for id_, name, slug in _BRANDS.rows()})


def _cards_statement(n: int):
    # "Active" is read, not asked for: SQLite then found each row through the is_active index and then the table
    # (two searches), where the primary key alone finds it in one.
    names = [f"id{i}" for i in range(n)]
    return (
        select(*CARD_COLUMNS[:8], cast(Product.price, String), *CARD_COLUMNS[9:], Product.is_active)
        .where(Product.id.in_([bindparam(name) for name in names]))
    )


# One prepared statement per page size (1-100): the price comes as text, so it stays exact on every database.
_pages: dict[int, Prepared] = {}


def cards(ids: Sequence[int]) -> list[dict]:
    """The cards of these active products, in this order (a product gone from the database is skipped)."""
    if not ids:
        return []
    ids = list(ids)
    prepared = _pages.get(len(ids))
    if prepared is None:
        prepared = _pages.setdefault(len(ids), Prepared(partial(_cards_statement, len(ids))))
    brands = brand_names()
    found = {row[0]: card(row[:-1], brands) for row in prepared.rows(**{f"id{i}": id_ for i, id_ in enumerate(ids)})
             if row[-1]}
    return [found[i] for i in ids if i in found]


# ---------------------------------------------------------------- the product page

LANGUAGES = ("en", "ua", "pl", "ru", "de")
_PAGE = Prepared(lambda: (
    select(*CARD_COLUMNS[:8], cast(Product.price, String), *CARD_COLUMNS[9:], Product.group,
           *(getattr(Product, f"description_{language}") for language in LANGUAGES), Colour.name, Colour.slug,
           Colour.hex, Product.category1, Product.category2, Product.category3, Product.category4, Product.created_at)
    .outerjoin(Colour, Colour.id == Product.colour_id)
    .where(Product.product_id == bindparam("sku"), Product.is_active == true())
))


class ProductDetail(dict):
    """A product page already in ProductSchema's shape (that schema sends it as it is)."""


def product_detail(sku: str) -> ProductDetail | None:
    """The product page of the active product with this sku, as ProductSchema documents it; None when there is
    none (tests/test_catalog_cards.py holds the two together)."""
    rows = _PAGE.rows(sku=sku)
    if not rows:
        return None
    row = rows[0]
    width = len(CARD_COLUMNS)
    (group, description, description_ua, description_pl, description_ru, description_de, colour, colour_slug,
     colour_hex, category1, category2, category3, category4, created) = row[width:]
    if isinstance(created, str):  # SQLite keeps datetimes as text, in UTC
        created = datetime.fromisoformat(created)
    if created.tzinfo is None:
        created = created.replace(tzinfo=UTC)
    page = ProductDetail(card(row[:width], brand_names()))
    page.update({
        "group": group,
        "description_en": description or "",
        "description_ua": description_ua or description or "",
        "description_pl": description_pl or description or "",
        "description_ru": description_ru or description or "",
        "description_de": description_de or description or "",
        "color": colour,
        "color_slug": colour_slug,
        "color_hex": colour_hex,
        "category1": category1,
        "category2": category2,
        "category3": category3,
        "category4": category4,
        "createdAt": created.isoformat(),
    })
    return page
