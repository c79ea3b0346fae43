"""Catalogue request arguments: paging, sorting and the shopper's filters, loaded into a Listing.

Every listing accepts page, limit (1-100), sort, min_price and max_price (typed in ``currency``), color, brand and
in_stock; a few calls add their own (the related strips' category path, the colour facets' path). A price range
whose minimum is above its maximum is no mistake of form but a range no price is in: an empty page.
"""
from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation

from marshmallow import Schema, ValidationError, fields, post_load, validate

from shop.catalog import messages
from shop.catalog.engine.ordering import DISCOUNT, NEWEST, POPULAR, SORTS
from shop.catalog.listing import Listing
from shop.i18n import Message
from shop.money import BASE_CURRENCY, CURRENCY_CODES, MAX_MINOR

MAX_LIMIT = 100
MAX_PAGE = 10_000
_AMOUNT = re.compile(r"^\d{1,10}(\.\d{1,2})?$")

def sort_field(sorts: tuple[str, ...]) -> fields.String:
    """The listing's order: one of ``sorts`` (an enum in the document), the schema's default_sort when absent."""
    return fields.String(
        load_default=None,
        validate=validate.OneOf(sorts, error=Message(messages.ONE_OF, name="sort", choices=", ".join(sorts))),
        metadata={"description": "The order of the products."},
    )


def _page_field(default: int = 1) -> fields.Integer:
    return fields.Integer(
        load_default=default,
        validate=validate.Range(min=1, max=MAX_PAGE, error=Message(messages.BETWEEN, name="page", max=MAX_PAGE)),
        error_messages={"invalid": Message(messages.WHOLE_NUMBER, name="page")},
        metadata={"description": "Page number, from 1."},
    )


def limit_field(default: int) -> fields.Integer:
    return fields.Integer(
        load_default=default,
        validate=validate.Range(min=1, max=MAX_LIMIT, error=Message(messages.BETWEEN, name="limit", max=MAX_LIMIT)),
        error_messages={"invalid": Message(messages.WHOLE_NUMBER, name="limit")},
        metadata={"description": f"Products per page, 1 to {MAX_LIMIT}."},
    )


class AmountArg(fields.Field):
    """A non-negative amount with at most two decimals, as typed in a price filter ("12", "12.5", "12.50")."""

    def _deserialize(self, value, attr, data, **kwargs) -> Decimal:
        text = str(value).strip().replace(",", ".")
        if not _AMOUNT.match(text):
            raise ValidationError(Message(messages.AMOUNT_INVALID, name=attr))
        try:
            amount = Decimal(text)
        except InvalidOperation as exc:  # pragma: no cover - the pattern admits only decimals
            raise ValidationError(Message(messages.NOT_AN_AMOUNT, name=attr)) from exc
        if amount * 100 >= MAX_MINOR:
            raise ValidationError(Message(messages.AMOUNT_TOO_LARGE, name=attr))
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

    ANSWERS = {404: "No colour or brand has the slug `color` or `brand` names (or nothing the path names exists)."}

    default_sort = NEWEST.name

    page = _page_field()
    limit = limit_field(20)
    sort = sort_field(SORTS)
    min_price = _price_field()
    max_price = _price_field()
    currency = fields.String(
        load_default=BASE_CURRENCY,
        validate=validate.OneOf(CURRENCY_CODES, error=Message(messages.ONE_OF, name="currency",
                                                                 choices=", ".join(CURRENCY_CODES))),
        metadata={"description": "The currency min_price and max_price are typed in."},
    )
    color = fields.String(load_default=None, metadata={"description": "Colour slug."})
    brand = fields.String(load_default=None, metadata={"description": "Brand slug."})
    in_stock = fields.Boolean(load_default=False,
                              error_messages={"invalid": Message(messages.TRUE_OR_FALSE, name="in_stock")})

    @post_load
    def _listing(self, data, **_kwargs):
        data["sort"] = data.get("sort") or self.default_sort
        return Listing(**{key: data[key] for key in Listing.__dataclass_fields__ if key in data})


class FeedArgsSchema(ListingArgsSchema):
    """The home feed: newest first."""


class SalesArgsSchema(ListingArgsSchema):
    """Sale products: biggest discount first by default."""

    default_sort = DISCOUNT.name


class ShortListArgsSchema(ListingArgsSchema):
    """Small strips (recent, same colour, also liked): 8 products by default."""

    limit = limit_field(8)


class RelatedArgsSchema(ShortListArgsSchema):
    """Also-liked: the category path to look in (default: the product's own)."""

    default_sort = POPULAR.name

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

    ANSWERS = {404: "No main category is ct1, or no brand is ct5."}

    ct1 = fields.String(load_default=None)
    ct2 = fields.String(load_default=None)
    ct3 = fields.String(load_default=None)
    ct4 = fields.String(load_default=None)
    ct5 = fields.String(load_default=None, metadata={"description": "Brand slug."})


class BrandListArgsSchema(Schema):
    """How many brands the menu shows."""

    limit = limit_field(14)


