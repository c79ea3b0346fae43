"""Product cards, ready to send: one query for a page's rows (a card's columns and its brand), one dict each.

A listing page shows 24 cards. Reading them through the ORM and dumping them field by field with marshmallow cost
more than everything else a listing does (about 1.3 ms a page), and keeping dumped cards per worker to avoid that
cost memory that grew with traffic. Here the page's rows are read by primary key straight on the driver's cursor
(about 0.2 ms for 24 cards on SQLite at 100,000 products, half of what SQLAlchemy's execution added on top), on
a connection kept for such reads (shop.database.read_rows), and a card is built from a row in a few microseconds,
so nothing is kept and a product change shows at once.

:func:`card` is the shape ProductCardSchema documents in the API (tests/test_catalog_cards.py holds the two
together); ``final_price`` comes from shop.money's one formula.
"""
from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal

from sqlalchemy import String, bindparam, cast, select, true

from shop.catalog.models import Brand, Product
from shop.database import read_rows
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
    price = Decimal(price)
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
        "is_gift_card": bool(gift_card),
        "link": f"/products/{sku}",
    }


class _Reader:
    """The card query for pages of ``n`` products, compiled once for a dialect, run on the DBAPI cursor.

    SQLAlchemy's execution (an expanding IN, result rows, type processors) cost twice what SQLite takes to read a
    page's rows; this runs the same SELECT straight on the driver. The price comes as text, so it stays exact on
    every database (SQLite keeps NUMERIC as a float, which a Decimal must never be made from)."""

    def __init__(self, dialect, n: int) -> None:
        names = [f"id{i}" for i in range(n)]
        statement = (
            select(*CARD_COLUMNS[:8], cast(Product.price, String), *CARD_COLUMNS[9:])
            .outerjoin(Brand, Brand.id == Product.brand_id)
            .where(Product.id.in_([bindparam(name) for name in names]), Product.is_active == true())
        )
        compiled = statement.compile(dialect=dialect)
        self.sql = str(compiled)
        fixed = {name: value for name, value in compiled.params.items() if name not in names}
        if dialect.positional:
            order = compiled.positiontup or []
            self.params = lambda ids: [ids[int(name[2:])] if name in names else fixed[name] for name in order]
        else:
            self.params = lambda ids: {**fixed, **{name: ids[i] for i, name in enumerate(names)}}

    def rows(self, ids: Sequence[int]) -> list[tuple]:
        return read_rows(self.sql, self.params(ids))


_readers: dict[tuple[str, int], _Reader] = {}


def cards(ids: Sequence[int]) -> list[dict]:
    """The cards of these active products, in this order (a product gone from the database is skipped)."""
    if not ids:
        return []
    ids = list(ids)
    dialect = db.engine.dialect
    reader = _readers.get((dialect.name, len(ids)))
    if reader is None:
        reader = _readers.setdefault((dialect.name, len(ids)), _Reader(dialect, len(ids)))
    found = {row[0]: card(row) for row in reader.rows(ids)}
    return [found[i] for i in ids if i in found]
