"""Catalogue request arguments and response shapes: one product shape everywhere, uniform paged lists.

Every list of products is a page ``{products, total, page, pages}``; a few calls add context to it
(the brand, the category, the colour and the sub-categories to navigate to). Trees (menus, category
children, a brand's categories) are nodes ``{_id, name, slug, level, link, image, count, children}`` whose
``name`` is the stored display name (the UI applies the display-name rule) and ``link`` the storefront URL.
"""
from __future__ import annotations

from marshmallow import Schema, ValidationError, fields, post_load, validate, validates_schema

from shop.catalog.models import MAIN_CATEGORIES
from shop.money import discounted

MAX_LIMIT = 100
MAX_PAGE = 10_000
SORTS = ("newest", "price_asc", "price_desc", "name", "discount", "popular")
SEARCH_CATEGORIES = ("ALL", *(main.upper() for main in MAIN_CATEGORIES))


class Number(fields.Decimal):
    """A Decimal computed exactly on the server, sent as a JSON number (2-decimal values round-trip)."""

    def _serialize(self, value, attr, obj, **kwargs):
        value = super()._serialize(value, attr, obj, **kwargs)
        return None if value is None else float(value)


# ---------------------------------------------------------------- arguments


def _page_field(default: int = 1) -> fields.Integer:
    return fields.Integer(
        load_default=default,
        validate=validate.Range(min=1, max=MAX_PAGE, error=f"page must be between 1 and {MAX_PAGE}."),
        error_messages={"invalid": "page must be a whole number."},
        metadata={"description": "Page number, from 1."},
    )


def _limit_field(default: int) -> fields.Integer:
    return fields.Integer(
        load_default=default,
        validate=validate.Range(min=1, max=MAX_LIMIT, error=f"limit must be between 1 and {MAX_LIMIT}."),
        error_messages={"invalid": "limit must be a whole number."},
        metadata={"description": f"Products per page, 1 to {MAX_LIMIT}."},
    )


def _price_field(name: str) -> fields.Decimal:
    return fields.Decimal(
        load_default=None,
        places=2,
        validate=validate.Range(min=0, error=f"{name} must not be negative."),
        error_messages={"invalid": f"{name} must be a number.", "special": f"{name} must be a number."},
        metadata={"description": "GBP, compared with the discounted price."},
    )


class ListingArgsSchema(Schema):
    """Paging, sorting and filters every product listing accepts."""

    default_sort = "newest"
    sorts = SORTS

    page = _page_field()
    limit = _limit_field(20)
    sort = fields.String(load_default=None, metadata={"description": ", ".join(SORTS)})
    min_price = _price_field("min_price")
    max_price = _price_field("max_price")
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
        from shop.catalog.service import Listing

        data["sort"] = data.get("sort") or self.default_sort
        return Listing(**{key: data[key] for key in Listing.__dataclass_fields__ if key in data})


class FeedArgsSchema(ListingArgsSchema):
    """The home feed: newest first."""


class SalesArgsSchema(ListingArgsSchema):
    """Sale products: biggest discount first by default."""

    default_sort = "discount"


class ShortListArgsSchema(ListingArgsSchema):
    """Small strips (recent, same colour, also liked): 8 products by default."""

    limit = _limit_field(8)


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


class SearchArgsSchema(ListingArgsSchema):
    """Search: the term, the main-category filter and, as for every listing, paging, sort and filters."""

    default_sort = "relevance"
    sorts = ("relevance", *SORTS)

    sort = fields.String(load_default=None, metadata={"description": ", ".join(("relevance", *SORTS))})

    search = fields.String(
        load_default="",
        validate=validate.Length(max=100, error="search must be at most 100 characters."),
        metadata={"description": "Words in any language or script, a sku, a brand or a colour."},
    )
    category1 = fields.String(
        load_default="ALL",
        metadata={"description": "ALL, FABRICS, ACCESSORIES, COLLECTIONS or CRYSTALS (any case)."},
    )

    @validates_schema
    def _check_category(self, data, **_kwargs):
        if (data.get("category1") or "ALL").upper() not in SEARCH_CATEGORIES:
            raise ValidationError(f"category1 must be one of: {', '.join(SEARCH_CATEGORIES)}.", "category1")

    @post_load
    def _listing(self, data, **kwargs):
        term, category = data.pop("search", ""), (data.pop("category1", None) or "ALL").upper()
        listing = super()._listing(data, **kwargs)
        listing.search = term.strip()
        listing.main = None if category == "ALL" else category.lower()
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

    limit = _limit_field(14)


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


class ProductSchema(Schema):
    """The one product shape of the API. Prices are GBP."""

    _id = fields.Function(lambda p: str(p.id), dump_only=True)
    product_id = fields.String()
    slug = fields.String()
    group = fields.String(allow_none=True)
    product_name_en = fields.String(attribute="name_en")
    product_name_ua = fields.String(attribute="name_ua")
    product_name_pl = fields.Function(lambda p: p.name("pl"))
    product_name_ru = fields.Function(lambda p: p.name("ru"))
    product_name_de = fields.Function(lambda p: p.name("de"))
    description_en = fields.String()
    description_ua = fields.String()
    description_pl = fields.Function(lambda p: p.description_pl or p.description_en)
    description_ru = fields.Function(lambda p: p.description_ru or p.description_en)
    description_de = fields.Function(lambda p: p.description_de or p.description_en)
    price = Number(places=2)
    discount = fields.Integer()
    # The price after discount, in GBP, computed here so every client shows the same figure.
    final_price = fields.Function(lambda p: float(discounted(p.price, p.discount)), dump_only=True)
    minimum = Number(places=1)
    unit = fields.String()
    stock = Number(places=2)
    images = fields.String()
    brand = fields.Function(lambda p: p.brand.name if p.brand else None)
    brand_slug = fields.Function(lambda p: p.brand.slug if p.brand else None)
    color = fields.Function(lambda p: p.colour.name if p.colour else None)
    color_slug = fields.Function(lambda p: p.colour.slug if p.colour else None)
    color_hex = fields.Function(lambda p: p.colour.hex if p.colour else None)
    category1 = fields.String()
    category2 = fields.String(allow_none=True)
    category3 = fields.String(allow_none=True)
    category4 = fields.String(allow_none=True)
    is_gift_card = fields.Boolean()
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
    """A page of products: {products, total, page, pages}."""

    products = fields.List(fields.Nested(ProductSchema))
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
