"""Shapes of the Info screen (GET /api/statistics/) and the audit log. Amounts are GBP decimal strings."""
from __future__ import annotations

from marshmallow import EXCLUDE, Schema, fields, validate

from shop.fields import Amount, DecimalString


def _string_id(item) -> str:
    return str(item.id)


class AuditEntrySchema(Schema):
    """One staff change: who, what, when, and the fields before and after."""

    _id = fields.Function(_string_id, metadata={"type": "string"})
    at = fields.DateTime(attribute="created_at")
    actor = fields.String(attribute="actor_email", metadata={"description": "Staff e-mail; empty: the shop itself."})
    action = fields.String(metadata={"example": "update"})
    entity = fields.String(metadata={"example": "product"})
    entityId = fields.String(attribute="entity_id")
    summary = fields.String()
    before = fields.Dict(allow_none=True)
    after = fields.Dict(allow_none=True)


class AuditArgsSchema(Schema):
    class Meta:
        unknown = EXCLUDE

    entity = fields.String(validate=validate.OneOf(("product", "order", "slide", "colour", "currency", "query",
                                                    "delivery-rate", "delivery-zone", "category", "brand",
                                                    "gift-card", "staff", "settings", "page")))
    entityId = fields.String(data_key="entityId", attribute="entity_id", validate=validate.Length(min=1, max=40),
                             metadata={"description": "One record's history (with entity): a product's _id ..."})
    page = fields.Integer(load_default=1, validate=validate.Range(min=1, max=100000))
    limit = fields.Integer(load_default=20, validate=validate.Range(min=1, max=100))


class DaySchema(Schema):
    date = fields.Date()
    orders = fields.Integer()
    revenue = Amount()


class TotalsSchema(Schema):
    orders = fields.Integer()
    revenue = Amount()
    averageOrder = Amount(attribute="average_order")
    customers = fields.Integer()


class TopProductSchema(Schema):
    sku = fields.String()
    name = fields.String()
    quantity = DecimalString()
    revenue = Amount()


class CustomerSchema(Schema):
    email = fields.String()
    createdAt = fields.DateTime(attribute="created_at")


class NewCustomersSchema(Schema):
    count = fields.Integer()
    latest = fields.List(fields.Nested(CustomerSchema))


class OpenQuerySchema(Schema):
    _id = fields.Function(_string_id, metadata={"type": "string"})
    name = fields.String()
    phone = fields.String()
    createdAt = fields.DateTime(attribute="created_at")


class OpenQueriesSchema(Schema):
    count = fields.Integer()
    latest = fields.List(fields.Nested(OpenQuerySchema))


class LowStockSchema(Schema):
    _id = fields.Function(_string_id, metadata={"type": "string"})
    sku = fields.String(attribute="product_id")
    name = fields.String(attribute="name_en")
    stock = DecimalString()
    unit = fields.String()


class StatisticsSchema(Schema):
    """The last 30 days (every day present, oldest first) and the shop's state now."""

    currency = fields.String(metadata={"example": "GBP"})
    days = fields.List(fields.Nested(DaySchema))
    totals = fields.Nested(TotalsSchema)
    ordersByStatus = fields.Dict(attribute="orders_by_status", keys=fields.String(), values=fields.Integer())
    topProducts = fields.List(fields.Nested(TopProductSchema), attribute="top_products")
    newCustomers = fields.Nested(NewCustomersSchema, attribute="new_customers")
    openQueries = fields.Nested(OpenQueriesSchema, attribute="open_queries")
    lowStock = fields.List(fields.Nested(LowStockSchema), attribute="low_stock")
    audit = fields.List(fields.Nested(AuditEntrySchema))
