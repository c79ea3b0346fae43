"""Small builders for catalogue rows and orders, so each test states only what it cares about."""
from __future__ import annotations

import itertools
from datetime import UTC, datetime, timedelta
from decimal import Decimal

from shop.catalog.models import Brand, Category, Colour, Product
from shop.extensions import db
from shop.money import DEFAULT_FACTORS, convert, line_total
from shop.orders.models import Order, OrderLine

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


def make_order(
    user=None,
    lines: tuple[tuple[str, str, str, str, str], ...] = (("Matte Lycra", "CH-LY-1", "2.5", "0.1", "2.68"),),
    status: str = "Delivered",
    is_paid: bool = True,
    currency: str = "GBP",
    created_days: int | None = None,
    delivery: str = "0",
    user_info: dict | None = None,
) -> Order:
    """An order as checkout stores it: ``lines`` are (name, sku, quantity, minimum, GBP unit price); every amount is
    in ``currency`` at its default factor, as shop.orders.pricing computes it (unit price converted, then times the
    quantity); ``created_days`` after 2026-01-01."""
    n = next(_seq)
    factor = DEFAULT_FACTORS[currency]
    order_lines = []
    for name, sku, quantity, minimum, price in lines:
        unit = convert(Decimal(price), factor)
        order_lines.append(OrderLine(name=name, sku=sku, quantity=Decimal(quantity), minimum=Decimal(minimum),
                                     unit_price=unit, unit_price_gbp=Decimal(price), discount=0,
                                     line_total=line_total(unit, Decimal(quantity), Decimal(minimum))))
    subtotal = sum((line.line_total for line in order_lines), Decimal("0"))
    subtotal_gbp = sum((line_total(Decimal(p), Decimal(q), Decimal(m)) for _, _, q, m, p in lines), Decimal("0"))
    delivery_price = convert(Decimal(delivery), factor)
    info = user_info if user_info is not None else {
        "firstName": getattr(user, "first_name", "") or "Guest", "lastName": getattr(user, "last_name", ""),
        "email": getattr(user, "email", "guest@example.com"), "phone": "0504007015", "address": "1 High Street",
        "city": "London", "postcode": "NW1 9LN", "country": "GB"}
    order = Order(
        number=f"DF-{100 + n:06d}", user_id=user.id if user is not None else None, status=status, is_paid=is_paid,
        payment_method="card", currency=currency, factor=factor, subtotal=subtotal,
        delivery_price=delivery_price, gift_card_amount=Decimal("0"), total_price=subtotal + delivery_price,
        subtotal_gbp=subtotal_gbp, total_gbp=subtotal_gbp + Decimal(delivery), user_info=info, comment="",
        delivery_method="international",
        delivery={"country": info.get("country", ""), "city": info.get("city", "")},
        created_at=BASE_TIME + timedelta(days=created_days if created_days is not None else n), lines=order_lines,
    )
    db.session.add(order)
    db.session.flush()
    return order
