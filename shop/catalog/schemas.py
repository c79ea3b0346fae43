"""Catalogue response shapes (the arguments are in shop.catalog.args).

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

from marshmallow import Schema, fields

from shop.fields import Amount, currency_code


class BrandSchema(Schema):
    """A brand: the spec's _id, name, slug, plus its logo."""

    _id = fields.Function(lambda b: str(b.id), dump_only=True)
    name = fields.String()
    slug = fields.String()
    logo = fields.String(allow_none=True)
    link = fields.Function(lambda b: f"/brands/{b.slug}", dump_only=True)


def _colour_name(language: str, of=lambda c: c) -> fields.Function:
    return fields.Function(lambda c: of(c).name_in(language), metadata={"description": "Falls back to English."})


class ColourSchema(Schema):
    """A colour with its hex value and (slug of) its brand; ``name`` is English, name_<language> each language's."""

    _id = fields.Function(lambda c: str(c.id), dump_only=True)
    name = fields.String()
    name_en = _colour_name("en")
    name_ua = _colour_name("ua")
    name_pl = _colour_name("pl")
    name_ru = _colour_name("ru")
    name_de = _colour_name("de")
    slug = fields.String()
    hex = fields.String()
    brand = fields.Function(lambda c: c.brand.slug if c.brand else None)


class ColourCountSchema(Schema):
    """A colour as a filter option: the colour and how many products have it."""

    _id = fields.Function(lambda c: str(c.colour.id), dump_only=True)
    name = fields.Function(lambda c: c.colour.name)
    name_en = _colour_name("en", lambda c: c.colour)
    name_ua = _colour_name("ua", lambda c: c.colour)
    name_pl = _colour_name("pl", lambda c: c.colour)
    name_ru = _colour_name("ru", lambda c: c.colour)
    name_de = _colour_name("de", lambda c: c.colour)
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
    prices = fields.Function(
        lambda p: (p.currency_prices or None) if p.is_gift_card else None,
        metadata={"type": ["object", "null"], "additionalProperties": {"type": "string"},
                  "description": "A gift card's own amount by currency code ({\"UAH\": \"1000.00\"}), charged as it "
                                 "is; null, or a currency missing: the final price converted."})
    link = fields.Function(lambda p: f"/products/{p.product_id}", dump_only=True, metadata={"type": "string"})


def _description(language: str) -> fields.Function:
    return fields.Function(lambda p: getattr(p, f"description_{language}") or p.description_en or "")


def _product_colour(language: str) -> fields.Function:
    return fields.Function(lambda p: p.colour.name_in(language) if p.colour else None,
                           metadata={"type": ["string", "null"], "description": "Falls back to English."})


class ProductSchema(ProductCardSchema):
    """The product page: the card plus its group, descriptions, colour and category path; ``color`` is the colour's
    English name, color_<language> each language's."""

    group = fields.String(allow_none=True)
    description_en = _description("en")
    description_ua = _description("ua")
    description_pl = _description("pl")
    description_ru = _description("ru")
    description_de = _description("de")
    color = fields.Function(lambda p: p.colour.name if p.colour else None, metadata={"type": ["string", "null"]})
    color_slug = fields.Function(lambda p: p.colour.slug if p.colour else None, metadata={"type": ["string", "null"]})
    color_hex = fields.Function(lambda p: p.colour.hex if p.colour else None, metadata={"type": ["string", "null"]})
    color_en = _product_colour("en")
    color_ua = _product_colour("ua")
    color_pl = _product_colour("pl")
    color_ru = _product_colour("ru")
    color_de = _product_colour("de")
    category1 = fields.String()
    category2 = fields.String(allow_none=True)
    category3 = fields.String(allow_none=True)
    category4 = fields.String(allow_none=True)
    createdAt = fields.DateTime(attribute="created_at")


class CategorySchema(Schema):
    """A category without its children: raw display name, slug, level, path, storefront link, image, count."""

    _id = fields.Function(lambda n: str(n.id) if n.id is not None else None, dump_only=True)
    name = fields.String(metadata={"description": "Stored display name; text after '__' is Ukrainian."})
    name_pl = fields.Function(lambda n: n.translations.get("pl"), allow_none=True, dump_only=True,
                              metadata={"type": "string", "description": "The Polish name; null: the rule on name."})
    name_ru = fields.Function(lambda n: n.translations.get("ru"), allow_none=True, dump_only=True,
                              metadata={"type": "string", "description": "The Russian name; null: the rule on name."})
    name_de = fields.Function(lambda n: n.translations.get("de"), allow_none=True, dump_only=True,
                              metadata={"type": "string", "description": "The German name; null: the rule on name."})
    slug = fields.String()
    level = fields.Integer()
    path = fields.List(fields.String(), metadata={"description": "Slugs from the main category down."})
    link = fields.String(allow_none=True, metadata={"description": "Storefront URL of the node."})
    image = fields.String(allow_none=True)
    count = fields.Integer(allow_none=True, metadata={"description": "Products below (where computed)."})


class CategoryNodeSchema(CategorySchema):
    """A node of a category tree with all its descendants, ready for a mega menu."""

    children = fields.List(fields.Nested(lambda: CategoryNodeSchema()))


class ProductPageSchema(Schema):
    """A page of product cards: {products, total, page, pages}."""

    products = fields.Nested(ProductCardSchema, many=True)
    total = fields.Integer(metadata={"description": "All matching products."})
    page = fields.Integer()
    pages = fields.Integer(metadata={"description": "Number of pages (at least 1)."})


class CategoryWithChildrenSchema(CategorySchema):
    """A category and its children, one level deep (the whole tree is /api/categories/{main})."""

    children = fields.List(fields.Nested(CategorySchema))


class CategoryProductPageSchema(ProductPageSchema):
    """A category's products plus the category node (with its children, one level deep)."""

    category = fields.Nested(CategoryWithChildrenSchema, allow_none=True)


class BrandPageSchema(ProductPageSchema):
    """A brand's page: the brand, its category3 -> category4 tree and a page of its products."""

    brand = fields.Nested(BrandSchema)
    categories = fields.List(fields.Nested(CategoryNodeSchema))


class ColourPageSchema(ProductPageSchema):
    """A brand colour's page: the colour, the category4 values its products have, a page of products."""

    color = fields.Nested(ColourSchema)
    categories = fields.List(fields.Nested(CategoryNodeSchema))
