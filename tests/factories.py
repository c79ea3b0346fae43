"""Small builders for catalogue rows, so each test states only what it cares about."""
from __future__ import annotations

import itertools
from datetime import UTC, datetime, timedelta
from decimal import Decimal

from shop.catalog.models import Brand, Category, Colour, Product
from shop.extensions import db

_seq = itertools.count(1)
BASE_TIME = datetime(2026, 1, 1, tzinfo=UTC)


def make_brand(name: str = "Chrisanne", slug: str | None = None, position: int = 0) -> Brand:
    brand = Brand(name=name, slug=slug or name.lower().replace(" ", "-"), logo=None, position=position)
    db.session.add(brand)
    db.session.flush()
    return brand


def make_colour(name: str = "Royal Blue", hex: str = "#4169E1", brand: Brand | None = None) -> Colour:
    colour = Colour(name=name, slug=name.lower().replace(" ", "-"), hex=hex, brand=brand)
    db.session.add(colour)
    db.session.flush()
    return colour


def make_category_path(*names: str, main: str | None = None) -> list[Category]:
    """Create (or reuse) a path of categories, e.g. make_category_path("fabrics", "lycra", "plain")."""
    path: list[Category] = []
    parent = None
    for level, name in enumerate(names, start=1):
        slug = name.split("__")[0].lower().replace(" ", "-")
        existing = db.session.execute(
            db.select(Category).where(Category.slug == slug, Category.parent_id == (parent.id if parent else None))
        ).scalar_one_or_none()
        node = existing or Category(
            parent=parent, level=level, main=main or names[0], name=name, slug=slug, position=level
        )
        db.session.add(node)
        db.session.flush()
        path.append(node)
        parent = node
    return path


def make_product(
    name_en: str | None = None,
    name_ua: str | None = None,
    price: str | Decimal = "10.00",
    discount: int = 0,
    minimum: str | Decimal = "1",
    stock: str | Decimal = "10",
    brand: Brand | None = None,
    colour: Colour | None = None,
    categories: list[Category] | None = None,
    created_days: int | None = None,
    **extra,
) -> Product:
    """A product with sensible defaults; ``created_days`` after 2026-01-01 orders "new" lists."""
    n = next(_seq)
    name_en = name_en or f"Product {n}"
    name_ua = name_ua or f"Товар {n}"
    categories = categories or []
    slugs = [c.slug for c in categories] + [None] * (4 - len(categories))
    product = Product(
        product_id=extra.pop("product_id", f"SKU-{n:05d}"),
        slug=extra.pop("slug", f"{name_en.lower().replace(' ', '-')}-{n}"),
        name_en=name_en,
        name_ua=name_ua,
        price=Decimal(price),
        discount=discount,
        minimum=Decimal(minimum),
        unit=extra.pop("unit", "m" if Decimal(minimum) == Decimal("0.1") else "pcs"),
        stock=Decimal(stock),
        images=extra.pop("images", f"/media/p/{n}.svg"),
        brand=brand,
        colour=colour,
        category=categories[-1] if categories else None,
        category1=slugs[0] or "fabrics",
        category2=slugs[1],
        category3=slugs[2],
        category4=slugs[3],
        created_at=BASE_TIME + timedelta(days=created_days if created_days is not None else n),
        **extra,
    )
    db.session.add(product)
    db.session.flush()
    return product
