"""Product cards, ready to send: one query for a page's rows (a card's columns and its brand), one dict each.

A listing page shows 24 cards. Loading them as ORM objects and dumping them field by field with marshmallow cost
more than everything else a listing does, and keeping dumped cards per worker to avoid that cost memory that grew
with traffic. Here the page's rows are one Core select by primary key on the request's session, and building a card
from a row is cheap, so nothing is kept and a product change shows at once.

:func:`card` is the shape ProductCardSchema documents in the API (tests/test_catalog_cards.py holds the two
together); ``final_price`` comes from shop.money's one formula. A card's brand name and slug come from the brands,
a few dozen rows read again at most once a SHOP_CATALOGUE_RECHECK_SECONDS (shop.database.read_recently), not from
a join per card, which would slow every page's read for names that seldom change; a brand renamed shows on every
card within that second, as other staff changes do.
"""
from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal
from functools import lru_cache

from sqlalchemy import Float, String, bindparam, cast, select, true, type_coerce

from shop.catalog.models import Brand, Colour, Product
from shop.database import read_recently
from shop.extensions import db
from shop.money import BASE_CURRENCY, discounted

# What a product card shows; descriptions (most of a row's bytes) stay in the database. Quantities are sent as
# numbers, so they are read as floats, not made Decimals first.
CARD_COLUMNS = (
    Product.id, Product.product_id, Product.slug, Product.name_en, Product.name_ua, Product.name_pl,
    Product.name_ru, Product.name_de, Product.price, Product.discount, type_coerce(Product.minimum, Float),
    Product.unit, type_coerce(Product.stock, Float), Product.images, Product.is_gift_card, Product.brand_id,
    Product.currency_prices,
)
_NO_BRAND = (None, None)


def card(row, brands: dict[int, tuple[str, str]]) -> dict:
    """One product card (a row of CARD_COLUMNS, unpacked by position: a Row's names cost more; ``brands`` from
    :func:`brand_names`), as ProductCardSchema documents it."""
    (product, sku, slug, name, name_ua, name_pl, name_ru, name_de, price, discount, minimum, unit, stock, images,
     gift_card, brand_id, currency_prices) = row
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
        "prices": currency_prices if gift_card and currency_prices else None,
        "link": f"/products/{sku}",
    }


@lru_cache(maxsize=8192)
def _prices(price: str, discount: int) -> tuple[str, str]:
    """A card's price and final price as Money's text (two places), from the price's exact text and the discount:
    a shop has far fewer distinct (price, discount) pairs than cards, so each pair's Decimal arithmetic is done once
    (the cache's size bounds the memory it takes)."""
    exact = Decimal(price)
    return f"{exact:.2f}", f"{discounted(exact, discount):.2f}"  # discounted() rounds half up to two places


def read(statement, values: dict | None = None) -> list:
    """A Core select's rows on the request's session: columns, not ORM objects, so the session's connection runs it
    without the ORM's loading."""
    return db.session.connection().execute(statement, values).all()


_BRANDS = select(Brand.id, Brand.name, Brand.slug)


def brand_names() -> dict[int, tuple[str, str]]:
    """Brand id -> (name, slug), read again at most once a SHOP_CATALOGUE_RECHECK_SECONDS."""
    return read_recently("catalog.brand_names",
                         lambda: {id_: (name, slug) for id_, name, slug in read(_BRANDS)})


@lru_cache(maxsize=128)
def _cards_statement(size: int):
    """The select of a page of ``size`` cards by primary key: one statement per page size (1-100), so the compiled
    form SQLAlchemy caches is used as it is, without rendering an expanding IN for every page."""
    # "Active" is read, not asked for: SQLite then found each row through the is_active index and then the table
    # (two searches), where the primary key alone finds it in one. The price comes as text, exact on every database.
    return (
        select(*CARD_COLUMNS[:8], cast(Product.price, String), *CARD_COLUMNS[9:], Product.is_active)
        .where(Product.id.in_([bindparam(f"id{i}") for i in range(size)]))
    )


def cards(ids: Sequence[int]) -> list[dict]:
    """The cards of these active products, in this order (a product gone from the database is skipped)."""
    if not ids:
        return []
    brands = brand_names()
    rows = read(_cards_statement(len(ids)), {f"id{i}": id_ for i, id_ in enumerate(ids)})
    found = {row[0]: card(row[:-1], brands) for row in rows if row[-1]}
    return [found[i] for i in ids if i in found]


# ---------------------------------------------------------------- the product page

LANGUAGES = ("en", "ua", "pl", "ru", "de")
_PAGE = (
    select(*CARD_COLUMNS[:8], cast(Product.price, String), *CARD_COLUMNS[9:], Product.group,
           *(getattr(Product, f"description_{language}") for language in LANGUAGES), Colour.name, Colour.slug,
           Colour.hex, *(getattr(Colour, f"name_{language}") for language in LANGUAGES[1:]), Product.category1,
           Product.category2, Product.category3, Product.category4, Product.created_at)
    .outerjoin(Colour, Colour.id == Product.colour_id)
    .where(Product.product_id == bindparam("sku"), Product.is_active == true())
)


def product_detail(sku: str) -> dict | None:
    """The product page of the active product with this sku, as ProductSchema documents it; None when there is
    none (tests/test_catalog_cards.py holds the two together)."""
    rows = read(_PAGE, {"sku": sku})
    if not rows:
        return None
    row = rows[0]
    width = len(CARD_COLUMNS)
    (group, description, description_ua, description_pl, description_ru, description_de, colour, colour_slug,
     colour_hex, colour_ua, colour_pl, colour_ru, colour_de, category1, category2, category3, category4,
     created) = row[width:]
    page = card(row[:width], brand_names())
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
        # Colour.name_in's fallback: a colour not yet named in a language shows its English name there.
        "color_en": colour,
        "color_ua": colour_ua or colour,
        "color_pl": colour_pl or colour,
        "color_ru": colour_ru or colour,
        "color_de": colour_de or colour,
        "category1": category1,
        "category2": category2,
        "category3": category3,
        "category4": category4,
        "createdAt": created.isoformat(),
    })
    return page
