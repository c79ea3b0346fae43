"""Catalogue request arguments and response shapes.

- Products come in two shapes: a card (:class:`ProductCardSchema`: what a product card shows, in every listing,
  search result and suggestion) and the product itself (:class:`ProductSchema`: the card plus descriptions,
  colour, categories, on the product page). Amounts are decimal strings in the currency named beside them.
- Every list of products is a page ``{products, total, page, pages}``; a few calls add context to it (the brand,
  the category, the colour and the sub-categories to navigate to).
- Trees (menus, category children, a brand's categories) are nodes ``{_id, name, slug, level, link, image,
  count, children}`` whose ``name`` is the stored display name (the UI applies the display-name rule) and
  ``link`` the storefront URL.
"""
from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation

from marshmallow import Schema, ValidationError, fields, post_load, validate, validates_schema

from shop.catalog.listing import Listing
from shop.fields import Amount, currency_code
from shop.money import BASE_CURRENCY, CURRENCY_CODES, MAX_MINOR

MAX_LIMIT = 100
MAX_PAGE = 10_000
SORTS = ("newest", "price_asc", "price_desc", "name", "discount", "popular")
_AMOUNT = re.compile(r"^\d{1,10}(\.\d{1,2})?$")

# ---------------------------------------------------------------- arguments


def _page_field(default: int = 1) -> fields.Integer:
    return fields.Integer(
        load_default=default,
        validate=validate.Range(min=1, max=MAX_PAGE, error=f"page must be between 1 and {MAX_PAGE}."),
        error_messages={"invalid": "page must be a whole number."},
        metadata={"description": "Page number, from 1."},
    )


def limit_field(default: int) -> fields.Integer:
    return fields.Integer(
        load_default=default,
        validate=validate.Range(min=1, max=MAX_LIMIT, error=f"limit must be between 1 and {MAX_LIMIT}."),
        error_messages={"invalid": "limit must be a whole number."},
        metadata={"description": f"Products per page, 1 to {MAX_LIMIT}."},
    )


class AmountArg(fields.Field):
    """A non-negative amount with at most two decimals, as typed in a price filter ("12", "12.5", "12.50")."""

    def _deserialize(self, value, attr, data, **kwargs) -> Decimal:
        text = str(value).strip().replace(",", ".")
        if not _AMOUNT.match(text):
            raise ValidationError(f"{attr} must be an amount such as 12.50, not negative, at most two decimals.")
        try:
            amount = Decimal(text)
        except InvalidOperation as exc:  # pragma: no cover - the pattern admits only decimals
            raise ValidationError(f"{attr} must be an amount.") from exc
        if amount * 100 >= MAX_MINOR:
            raise ValidationError(f"{attr} is too large.")
        return amount


def _price_field() -> AmountArg:
    return AmountArg(
        load_default=None,
        metadata={
            "type": "string",
            "pattern": _AMOUNT.pattern,
            "description": "In `currency`; compared with the discounted price shown in that currency.",
        },
    )


class ListingArgsSchema(Schema):
    """Paging, sorting and filters every product listing accepts."""

    default_sort = "newest"
    sorts = SORTS

    page = _page_field()
    limit = limit_field(20)
    sort = fields.String(load_default=None, metadata={"description": ", ".join(SORTS)})
    min_price = _price_field()
    max_price = _price_field()
    currency = fields.String(
        load_default=BASE_CURRENCY,
        validate=validate.OneOf(CURRENCY_CODES, error=f"currency must be one of: {', '.join(CURRENCY_CODES)}."),
        metadata={"description": "The currency min_price and max_price are typed in."},
    )
    color = fields.String(load_default=None, metadata={"description": "Colour slug."})
    brand = fields.String(load_default=None, metadata={"description": "Brand slug."})
    in_stock = fields.Boolean(load_default=False, error_messages={"invalid": "in_stock must be true or false."})

    @validates_schema
    def _check(self, data, **_kwargs):
        sort = data.get("sort")
        if sort is not None and sort not in self.sorts:
            raise ValidationError(f"sort must be one of: {', '.join(self.sorts)}.", "sort")
        low, high = data.get("min_price"), data.get("max_price")
        if low is not None and high is not None and low > high:
            raise ValidationError("min_price must not be above max_price.", "min_price")

    @post_load
    def _listing(self, data, **_kwargs):
        data["sort"] = data.get("sort") or self.default_sort
        return Listing(**{key: data[key] for key in Listing.__dataclass_fields__ if key in data})


class FeedArgsSchema(ListingArgsSchema):
    """The home feed: newest first."""


class SalesArgsSchema(ListingArgsSchema):
    """Sale products: biggest discount first by default."""

    default_sort = "discount"


class ShortListArgsSchema(ListingArgsSchema):
    """Small strips (recent, same colour, also liked): 8 products by default."""

    limit = limit_field(8)


class RelatedArgsSchema(ShortListArgsSchema):
    """Also-liked: the category path to look in (default: the product's own)."""

    default_sort = "popular"

    category1 = fields.String(load_default=None)
    category2 = fields.String(load_default=None)
    category3 = fields.String(load_default=None)

    @post_load
    def _listing(self, data, **kwargs):
        path = tuple(data.pop(key, None) for key in ("category1", "category2", "category3"))
        listing = super()._listing(data, **kwargs)
        listing.path = path
        return listing


class ColourFacetArgsSchema(Schema):
    """A listing's path: ct1..ct4 are category1..4 slugs, ct5 a brand slug (all optional)."""

    ct1 = fields.String(load_default=None)
    ct2 = fields.String(load_default=None)
    ct3 = fields.String(load_default=None)
    ct4 = fields.String(load_default=None)
    ct5 = fields.String(load_default=None, metadata={"description": "Brand slug."})


class BrandListArgsSchema(Schema):
    """How many brands the menu shows."""

    limit = limit_field(14)


# ---------------------------------------------------------------- responses


class BrandSchema(Schema):
    """A brand: the spec's _id, name, slug, plus its logo."""

    _id = fields.Function(lambda b: str(b.id), dump_only=True)
    name = fields.String()
    slug = fields.String()
    logo = fields.String(allow_none=True)
    link = fields.Function(lambda b: f"/brands/{b.slug}", dump_only=True)


class ColourSchema(Schema):
    """A colour with its hex value and (slug of) its brand."""

    _id = fields.Function(lambda c: str(c.id), dump_only=True)
    name = fields.String()
    slug = fields.String()
    hex = fields.String()
    brand = fields.Function(lambda c: c.brand.slug if c.brand else None)


class ColourCountSchema(Schema):
    """A colour as a filter option: the colour and how many products have it."""

    _id = fields.Function(lambda c: str(c.colour.id), dump_only=True)
    name = fields.Function(lambda c: c.colour.name)
    slug = fields.Function(lambda c: c.colour.slug)
    hex = fields.Function(lambda c: c.colour.hex)
    brand = fields.Function(lambda c: c.colour.brand.slug if c.colour.brand else None)
    count = fields.Integer()


def _name(language: str) -> fields.Function:
    return fields.Function(
        lambda p: getattr(p, f"name_{language}") or p.name_en, metadata={"description": "Falls back to English."}
    )


class ProductCardSchema(Schema):
    """What a product card shows: names, price and discount, images, unit and minimum, stock, brand, link."""

    _id = fields.Function(lambda p: str(p.id), dump_only=True)
    product_id = fields.String(metadata={"description": "The sku; the product page is /products/{sku}."})
    slug = fields.String()
    product_name_en = fields.String(attribute="name_en")
    product_name_ua = fields.String(attribute="name_ua")
    product_name_pl = _name("pl")
    product_name_ru = _name("ru")
    product_name_de = _name("de")
    price = Amount(metadata={"description": "Before discount, in `currency`.", "example": "5.35"})
    # The price after discount, computed on the server (shop.money) so every client shows the same figure.
    final_price = Amount(dump_only=True, metadata={"description": "After discount, in `currency`.", "example": "2.68"})
    currency = currency_code()
    discount = fields.Integer(metadata={"description": "Percent, 0-100."})
    images = fields.String(metadata={"description": "Comma-separated image URLs; the first is the main image."})
    minimum = fields.Float(metadata={"description": "0.1: sold by tenths of a unit (fabric per 10 cm); else 1."})
    unit = fields.String()
    stock = fields.Float()
    in_stock = fields.Function(lambda p: p.stock > 0, dump_only=True, metadata={"type": "boolean"})
    brand = fields.Function(lambda p: p.brand.name if p.brand else None, metadata={"type": ["string", "null"]})
    brand_slug = fields.Function(lambda p: p.brand.slug if p.brand else None, metadata={"type": ["string", "null"]})
    is_gift_card = fields.Boolean()
    link = fields.Function(lambda p: f"/products/{p.product_id}", dump_only=True, metadata={"type": "string"})


def _description(language: str) -> fields.Function:
    return fields.Function(lambda p: getattr(p, f"description_{language}") or p.description_en or "")


class ProductSchema(ProductCardSchema):
    """The product page: the card plus its group, descriptions, colour and category path."""

    group = fields.String(allow_none=True)
    description_en = _description("en")
    description_ua = _description("ua")
    description_pl = _description("pl")
    description_ru = _description("ru")
    description_de = _description("de")
    color = fields.Function(lambda p: p.colour.name if p.colour else None, metadata={"type": ["string", "null"]})
    color_slug = fields.Function(lambda p: p.colour.slug if p.colour else None, metadata={"type": ["string", "null"]})
    color_hex = fields.Function(lambda p: p.colour.hex if p.colour else None, metadata={"type": ["string", "null"]})
    category1 = fields.String()
    category2 = fields.String(allow_none=True)
    category3 = fields.String(allow_none=True)
    category4 = fields.String(allow_none=True)
    createdAt = fields.DateTime(attribute="created_at")


class CategoryNodeSchema(Schema):
    """A node of a category tree, ready for a mega menu: raw display name, slug, storefront link, children."""

    _id = fields.Function(lambda n: str(n.id) if n.id is not None else None, dump_only=True)
    name = fields.String(metadata={"description": "Stored display name; text after '__' is Ukrainian."})
    slug = fields.String()
    level = fields.Integer()
    path = fields.List(fields.String(), metadata={"description": "Slugs from the main category down."})
    link = fields.String(allow_none=True, metadata={"description": "Storefront URL of the node."})
    image = fields.String(allow_none=True)
    count = fields.Integer(allow_none=True, metadata={"description": "Products below (where computed)."})
    children = fields.List(fields.Nested(lambda: CategoryNodeSchema()))


class ProductPageSchema(Schema):
    """A page of product cards: {products, total, page, pages}."""

    products = fields.List(fields.Nested(ProductCardSchema))
    total = fields.Integer(metadata={"description": "All matching products."})
    page = fields.Integer()
    pages = fields.Integer(metadata={"description": "Number of pages (at least 1)."})


class CategoryProductPageSchema(ProductPageSchema):
    """A category's products plus the category node (with its children)."""

    category = fields.Nested(CategoryNodeSchema, allow_none=True)


class BrandPageSchema(ProductPageSchema):
    """A brand's page: the brand, its category3 -> category4 tree and a page of its products."""

    brand = fields.Nested(BrandSchema)
    categories = fields.List(fields.Nested(CategoryNodeSchema))


class ColourPageSchema(ProductPageSchema):
    """A brand colour's page: the colour, the category4 values its products have, a page of products."""

    color = fields.Nested(ColourSchema)
    categories = fields.List(fields.Nested(CategoryNodeSchema))
