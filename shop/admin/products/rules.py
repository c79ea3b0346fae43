"""The rules a product must keep beyond the format of each field (shop.admin.products.schemas checks those).

They look at several fields at once (the stock's step follows the minimum) or at other rows (the category path,
the brand, the colour), so staff's form (the service) and the CSV import (csv_files) both apply them to
the product as it will be saved, with the catalogue's brands, colours and categories read once (:class:`Lookups`).
Errors are keyed like the API's fields, ``{field: [message]}``.
"""
from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from sqlalchemy import select

from shop.admin.products import messages
from shop.catalog.models import GIFT_CARD_CATEGORY, LANGUAGES, Brand, Colour
from shop.catalog.tree import category_roots, walk
from shop.extensions import db
from shop.i18n import Message
from shop.slugs import slugify
from shop.validation import FIELD_REQUIRED

FRACTIONAL = Decimal("0.1")  # sold by tenths of a unit: fabric by 10 cm
WHOLE = Decimal("1")
MINIMUMS = (FRACTIONAL, WHOLE)
UNITS = ("m", "pcs", "pack", "set", "card")  # the storefront says each of them (ui/locales/*/product.json)
LEVELS = ("category1", "category2", "category3", "category4")

# The columns staff edit, in the order the audit log and the CSV file show them.
NAME_COLUMNS = tuple(f"name_{language}" for language in LANGUAGES)
DESCRIPTION_COLUMNS = tuple(f"description_{language}" for language in LANGUAGES)
EDITABLE = (
    "product_id", "slug", *NAME_COLUMNS, *DESCRIPTION_COLUMNS, "price", "discount", "minimum", "unit", "stock",
    "weight_grams", "images", "brand_id", "colour_id", *LEVELS, "is_active", "is_gift_card",
)
# What an audit entry keeps of a product (the editable columns, the category node they lead to, a gift card's own
# amounts per currency, which the form sets and the CSV file does not carry).
AUDITED = (*EDITABLE, "category_id", "currency_prices")

# A new product's values for what the form or the file leaves out.
DEFAULTS: dict[str, Any] = {
    "slug": None, **{column: None for column in (*NAME_COLUMNS[2:], *DESCRIPTION_COLUMNS[2:])},
    "description_en": "", "description_ua": "", "discount": 0, "minimum": WHOLE, "unit": "pcs",
    "stock": Decimal("0"), "weight_grams": 0, "images": "", "brand_id": None, "colour_id": None, "category2": None,
    "category3": None, "category4": None, "is_active": True, "is_gift_card": False, "currency_prices": None,
}


@dataclass
class Lookups:
    """The catalogue's brands, colours and category paths, read once for a form or a whole file."""

    brands: dict[int, str]  # id -> name
    colours: dict[int, tuple[int | None, str]]  # id -> (brand id, name)
    categories: dict[tuple[str, ...], int]  # slug path -> category id

    @classmethod
    def load(cls) -> Lookups:
        brands: dict[int, str] = dict(db.session.execute(select(Brand.id, Brand.name)).all())
        colours = {row.id: (row.brand_id, row.name)
                   for row in db.session.execute(select(Colour.id, Colour.brand_id, Colour.name))}
        categories = {tuple(node.path): node.id for node in walk(category_roots()) if node.id is not None}
        return cls(brands, colours, categories)


def path_of(values: dict) -> list[str | None]:
    return [values.get(level) for level in LEVELS]


def check(values: dict, lookups: Lookups) -> dict[str, list[str]]:
    """The errors of a product as it will be saved (every editable column present), by API field."""
    errors: dict[str, list[str]] = {}
    minimum, stock = values["minimum"], values["stock"]
    if minimum == FRACTIONAL and values["unit"] != "m":
        errors["unit"] = [messages.FRACTIONAL_UNIT]
    if minimum in MINIMUMS and stock % minimum != 0:
        errors["stock"] = [Message(messages.STOCK_STEP, step=str(minimum))]
    _check_category(values, lookups, errors)
    if values.get("currency_prices") and not values["is_gift_card"]:
        errors["currencyPrices"] = [messages.CURRENCY_PRICES_GIFT_CARDS_ONLY]
    brand_id, colour_id = values["brand_id"], values["colour_id"]
    if brand_id is not None and brand_id not in lookups.brands:
        errors["brandId"] = [messages.BRAND_UNKNOWN]
    if colour_id is not None:
        colour = lookups.colours.get(colour_id)
        if colour is None:
            errors["colourId"] = [messages.COLOUR_UNKNOWN]
        elif colour[0] is not None and brand_id is not None and colour[0] != brand_id:
            errors["colourId"] = [messages.COLOUR_OF_OTHER_BRAND]
    return errors


def _check_category(values: dict, lookups: Lookups, errors: dict[str, list[str]]) -> None:
    """A path without gaps, to a node of the tree; gift cards (and only they) in the gift-cards category."""
    path = path_of(values)
    for level in range(1, len(path)):
        if path[level] is not None and path[level - 1] is None:
            errors[LEVELS[level]] = [messages.CATEGORY_GAP]
            return
    given = tuple(slug for slug in path if slug is not None)
    if not given:
        errors["category1"] = [FIELD_REQUIRED]
        return
    gift_path = given == (GIFT_CARD_CATEGORY,)
    if values["is_gift_card"] or given[:1] == (GIFT_CARD_CATEGORY,):
        if not (values["is_gift_card"] and gift_path):
            errors["category1" if values["is_gift_card"] else "isGiftCard"] = [messages.GIFT_CARD_CATEGORY]
        return
    if given not in lookups.categories:
        errors[LEVELS[len(given) - 1]] = [Message(messages.CATEGORY_UNKNOWN, path="/".join(given))]


def category_id(values: dict, lookups: Lookups) -> int | None:
    """The tree node the path leads to (None for gift cards, which live outside the tree)."""
    return lookups.categories.get(tuple(slug for slug in path_of(values) if slug is not None))


def default_slug(name_en: str, sku: str) -> str:
    """The slug a product gets unless staff give one, as the catalogue's own products have it."""
    return slugify(f"{name_en} {sku}")[:160].strip("-") or "product"


def image_list(images: str | None) -> list[str]:
    """The stored comma-separated images as a list (the first is the card's picture)."""
    return [url for url in (images or "").split(",") if url]
