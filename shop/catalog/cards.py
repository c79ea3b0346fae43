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

from sqlalchemy import bindparam, select, true

from shop.catalog.models import Brand, Product
from shop.extensions import db
from shop.money import BASE_CURRENCY, discounted

# What a product card shows; descriptions (most of a row's bytes) stay in the database.
CARD_COLUMNS = (
    Product.id, Product.product_id, Product.slug, Product.name_en, Product.name_ua, Product.name_pl,
    Product.name_ru, Product.name_de, Product.price, Product.discount, Product.minimum, Product.unit,
    Product.stock, Product.images, Product.is_gift_card, Brand.name.label("brand_name"),
    Brand.slug.label("brand_slug"),
)


def card(row) -> dict:
    """One product card (a row of CARD_COLUMNS, unpacked by position: a Row's names cost more), as
    ProductCardSchema documents it."""
    (product, sku, slug, name, name_ua, name_pl, name_ru, name_de, price, discount, minimum, unit, stock, images,
     gift_card, brand, brand_slug) = row
    stock = float(stock)
    return {
        "_id": str(product),
        "product_id": sku,
        "slug": slug,
        "product_name_en": name,
        "product_name_ua": name_ua,
        "product_name_pl": name_pl or name,
        "product_name_ru": name_ru or name,
        "product_name_de": name_de or name,
        "price": f"{price:.2f}",  # a Decimal of two places (Money)
        "final_price": f"{discounted(price, discount):.2f}",  # already rounded to two places, half up
        "currency": BASE_CURRENCY,
        "discount": discount,
        "images": images,
        "minimum": float(minimum),
        "unit": unit,
        "stock": stock,
        "in_stock": stock > 0,
        "brand": brand,
        "brand_slug": brand_slug,
        "is_gift_card": gift_card,
        "link": f"/products/{sku}",
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
    found = {row[0]: card(row) for row in rows}
    return [found[i] for i in ids if i in found]
