"""Product cards, ready to send: one query for a page's rows (a card's columns and its brand), one dict each.

A listing page shows 24 cards. Reading them through the ORM and dumping them field by field with marshmallow cost
more than everything else a listing does (about 1.3 ms a page), and keeping dumped cards per worker to avoid that
cost memory that grew with traffic. Here a card is built straight from a Core row in a few microseconds, so
nothing is kept: every page reads its cards fresh, by primary key, and a product change shows at once.

:func:`card` is the shape ProductCardSchema documents in the API (tests/test_catalog_cards.py holds the two
together); ``final_price`` comes from shop.money's one formula.
"""
from __future__ import annotations

from collections.abc import Sequence
from decimal import ROUND_HALF_UP, Decimal

from sqlalchemy import bindparam, select, true

from shop.catalog.models import Brand, Product
from shop.extensions import db
from shop.money import BASE_CURRENCY, CENT, discounted

# What a product card shows; descriptions (most of a row's bytes) stay in the database.
CARD_COLUMNS = (
    Product.id, Product.product_id, Product.slug, Product.name_en, Product.name_ua, Product.name_pl,
    Product.name_ru, Product.name_de, Product.price, Product.discount, Product.minimum, Product.unit,
    Product.stock, Product.images, Product.is_gift_card, Brand.name.label("brand_name"),
    Brand.slug.label("brand_slug"),
)


def _amount(value: Decimal) -> str:
    return str(value.quantize(CENT, rounding=ROUND_HALF_UP))


def card(row) -> dict:
    """One product card (a row of CARD_COLUMNS), as ProductCardSchema documents it."""
    price = Decimal(row.price)
    stock = float(row.stock)
    return {
        "_id": str(row.id),
        "product_id": row.product_id,
        "slug": row.slug,
        "product_name_en": row.name_en,
        "product_name_ua": row.name_ua,
        "product_name_pl": row.name_pl or row.name_en,
        "product_name_ru": row.name_ru or row.name_en,
        "product_name_de": row.name_de or row.name_en,
        "price": _amount(price),
        "final_price": _amount(discounted(price, row.discount)),
        "currency": BASE_CURRENCY,
        "discount": row.discount,
        "images": row.images,
        "minimum": float(row.minimum),
        "unit": row.unit,
        "stock": stock,
        "in_stock": stock > 0,
        "brand": row.brand_name,
        "brand_slug": row.brand_slug,
        "is_gift_card": row.is_gift_card,
        "link": f"/products/{row.product_id}",
    }


# One statement, built once: SQLAlchemy keeps its compiled form, and Core (not the ORM session) runs it.
_CARDS = (
    select(*CARD_COLUMNS).outerjoin(Brand, Brand.id == Product.brand_id)
    .where(Product.id.in_(bindparam("ids", expanding=True)), Product.is_active == true())
)


def cards(ids: Sequence[int]) -> list[dict]:
    """The cards of these active products, in this order (a product gone from the database is skipped)."""
    if not ids:
        return []
    rows = db.session.connection().execute(_CARDS, {"ids": list(ids)}).all()
    found = {row.id: card(row) for row in rows}
    return [found[i] for i in ids if i in found]
