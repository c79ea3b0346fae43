"""Staff's return and refund shapes: the list's arguments, a return (shop.admin.returns.service.ReturnView), one
return with its order's refunds and what is left to refund, the steps' bodies, an order's refunds, and the
categories' return rules. Amounts are decimal strings in the order's own currency; quantities decimal strings."""
from __future__ import annotations

from marshmallow import EXCLUDE, Schema, fields, post_load, validate

from shop.fields import POSITIVE_DECIMAL, Amount, DecimalIn, DecimalString, Trimmed
from shop.i18n import Message
from shop.orders import return_messages as messages
from shop.orders.models import RefundMethod, ReturnReason, ReturnStatus
from shop.orders.return_rules import ReturnRule
from shop.validation import FIELD_TOO_LONG, Pattern

MAX_SEARCH = 200
MAX_REASON = 500
MAX_NOTE = 300
MAX_LINES = 200
LINE_ID = r"^[0-9]{1,10}$"


def _id(value) -> str | None:
    return None if value is None else str(value)


class ReturnListArgsSchema(Schema):
    """?status=, ?search= (order number, shopper's name or e-mail, product name or SKU), ?page=, ?limit=."""

    class Meta:
        unknown = EXCLUDE

    status = fields.String(validate=validate.OneOf(ReturnStatus.ALL), metadata={
        "description": "Only returns in this status: Requested waits for staff."})
    search = Trimmed(validate=validate.Length(max=MAX_SEARCH, error=Message(FIELD_TOO_LONG, max=MAX_SEARCH)),
                     metadata={"maxLength": MAX_SEARCH, "example": "DF-000101",
                               "description": "The order's number, the shopper's name or e-mail, the product's "
                                              "name or SKU."})
    page = fields.Integer(load_default=1, validate=validate.Range(min=1, max=100000))
    limit = fields.Integer(load_default=25, validate=validate.Range(min=1, max=100))


class RefundPartSchema(Schema):
    """One line a refund covered: how much of it and what that came to."""

    lineId = fields.String(metadata={"example": "42"})
    quantity = fields.String(metadata={"example": "1.5"})
    amount = fields.String(metadata={"example": "4.02", "description": "In the order's currency."})


class RefundSchema(Schema):
    """Money given back on an order (a shop.orders.models.Refund)."""

    _id = fields.Function(lambda refund: str(refund.id), metadata={"type": "string"})
    number = fields.String(metadata={"example": "DF-000101-R1"})
    createdAt = fields.DateTime(attribute="created_at")
    currency = fields.String()
    amount = Amount()
    delivery = Amount(metadata={"description": "The delivery's part of the amount."})
    lines = fields.List(fields.Nested(RefundPartSchema))
    method = fields.String(metadata={"enum": list(RefundMethod.ALL),
                                     "description": "liqpay: through LiqPay's refund call; manual: staff paid it "
                                                    "back themselves (a transfer, cash)."})
    restocked = fields.Boolean(metadata={"description": "The goods went back into stock."})
    providerStatus = fields.String(attribute="provider_status", allow_none=True)
    returnId = fields.Function(lambda refund: _id(refund.return_request_id), metadata={"type": ["string", "null"]})
    by = fields.String(attribute="actor_email", allow_none=True)


class LineLeftSchema(Schema):
    """An order line with what of it can still be refunded."""

    lineId = fields.Function(lambda item: str(item.line.id), metadata={"type": "string"})
    productName = fields.String(attribute="line.name")
    sku = fields.String(attribute="line.sku")
    quantity = DecimalString(attribute="line.quantity")
    minimum = DecimalString(attribute="line.minimum")
    price = Amount(attribute="line.unit_price", metadata={"description": "Per 0.1 unit for fractional goods."})
    lineTotal = Amount(attribute="line.line_total")
    refunded = DecimalString(metadata={"description": "The quantity earlier refunds covered."})
    left = DecimalString(metadata={"description": "The quantity that can still be refunded."})


class RefundableSchema(Schema):
    """An order's refunds and what of it can still be refunded (a shop.orders.refunds.Refundable)."""

    orderId = fields.Function(lambda state: str(state.order.id), metadata={"type": "string"})
    orderNumber = fields.String(attribute="order.number")
    currency = fields.String(attribute="order.currency")
    paymentMethod = fields.String(attribute="order.payment_method")
    isPaid = fields.Boolean(attribute="order.is_paid")
    totalPrice = Amount(attribute="order.total_price")
    deliveryPrice = Amount(attribute="order.delivery_price")
    deliveryLeft = Amount(attribute="delivery_left")
    moneyLeft = Amount(attribute="money_left", metadata={"description": "What was paid less the earlier refunds."})
    lines = fields.List(fields.Nested(LineLeftSchema))
    refunds = fields.List(fields.Nested(RefundSchema), attribute="order.refunds")


class AdminReturnSchema(Schema):
    """A return as staff's list shows it."""

    _id = fields.Function(lambda view: str(view.item.id), metadata={"type": "string"})
    createdAt = fields.DateTime(attribute="item.created_at")
    status = fields.String(attribute="item.status", metadata={"enum": list(ReturnStatus.ALL)})
    reason = fields.String(attribute="item.reason", metadata={"enum": list(ReturnReason.ALL)})
    comment = fields.String(attribute="item.comment")
    staffReason = fields.String(attribute="item.staff_reason")
    decidedAt = fields.DateTime(attribute="item.decided_at", allow_none=True)
    quantity = DecimalString(attribute="item.quantity")
    amount = Amount(metadata={"description": "What the returned quantity cost, in the order's currency."})
    lineId = fields.Function(lambda view: str(view.item.order_line_id), metadata={"type": "string"})
    productName = fields.String(attribute="item.line.name")
    sku = fields.String(attribute="item.line.sku")
    minimum = DecimalString(attribute="item.line.minimum")
    orderId = fields.Function(lambda view: str(view.order.id), metadata={"type": "string"})
    orderNumber = fields.String(attribute="order.number")
    currency = fields.String(attribute="order.currency")
    paymentMethod = fields.String(attribute="order.payment_method")
    customerName = fields.Function(
        lambda view: " ".join(part for part in ((view.order.user_info or {}).get("firstName"),
                                                (view.order.user_info or {}).get("lastName")) if part),
        metadata={"type": "string"})
    customerEmail = fields.Function(lambda view: (view.order.user_info or {}).get("email", ""),
                                    metadata={"type": "string"})


class AdminReturnDetailSchema(AdminReturnSchema):
    """One return: the list's fields, the refund that settled it, and its order's refunds and what is left."""

    refund = fields.Nested(RefundSchema, allow_none=True)
    order = fields.Nested(RefundableSchema, attribute="refundable")


def _reason(filled: bool, error: str | None = None, **kwargs) -> Trimmed:
    rules = [validate.Length(max=MAX_REASON, error=Message(FIELD_TOO_LONG, max=MAX_REASON))]
    if filled:
        rules.insert(0, validate.Length(min=1, error=error))
    return Trimmed(validate=rules, metadata={"maxLength": MAX_REASON, **kwargs.pop("metadata", {})}, **kwargs)


class ApproveSchema(Schema):
    """An optional note the shopper reads with the approval (where to send the goods, how to pack them)."""

    class Meta:
        unknown = EXCLUDE

    note = _reason(False, load_default="", metadata={"example": "Please send it in its original bag."})


class RejectSchema(Schema):
    """Why the return is refused: the shopper reads it, in their mail and on their account page."""

    class Meta:
        unknown = EXCLUDE

    reason = _reason(True, messages.REJECT_REASON_REQUIRED, required=True,
                     error_messages={"required": messages.REJECT_REASON_REQUIRED},
                     metadata={"example": "The fabric was cut and washed; it is not faulty."})


class ReturnRefundSchema(Schema):
    """Refund the return's quantity: with the delivery too, and putting the goods back in stock or not."""

    class Meta:
        unknown = EXCLUDE

    delivery = fields.Boolean(load_default=False, metadata={"description": "Refund the order's delivery as well."})
    restock = fields.Boolean(required=True, metadata={"description": "Put the returned quantity back in stock."})


class RefundLineSchema(Schema):
    class Meta:
        unknown = EXCLUDE

    line_id = fields.String(data_key="lineId", required=True, validate=Pattern(LINE_ID),
                            metadata={"example": "42"})
    quantity = DecimalIn(required=True, metadata={"example": "1.5"}, **POSITIVE_DECIMAL)


class RefundOrderSchema(Schema):
    """Refund lines of an order (each with the quantity) and/or its delivery; restock says whether the goods go back
    into stock. The amounts are the server's, from the order's frozen prices; neither a line nor the delivery is a
    409 (nothing to refund)."""

    class Meta:
        unknown = EXCLUDE

    lines = fields.List(fields.Nested(RefundLineSchema), load_default=list,
                        validate=validate.Length(max=MAX_LINES), metadata={"maxItems": MAX_LINES})
    delivery = fields.Boolean(load_default=False)
    restock = fields.Boolean(required=True)
    note = Trimmed(load_default="", validate=validate.Length(max=MAX_NOTE, error=Message(FIELD_TOO_LONG,
                                                                                          max=MAX_NOTE)),
                   metadata={"maxLength": MAX_NOTE, "example": "A pulled thread on the second metre."})

    @post_load
    def _typed(self, data, **_kwargs):
        return {**data, "lines": [(int(line["line_id"]), line["quantity"]) for line in data["lines"]]}


class ReturnRuleSchema(Schema):
    """A category's return rule: its own (null: as its parent) and the one that holds."""

    _id = fields.Function(lambda view: str(view.category.id), metadata={"type": "string"})
    parentId = fields.Function(lambda view: _id(view.category.parent_id), metadata={"type": ["string", "null"]})
    level = fields.Integer(attribute="category.level")
    slug = fields.String(attribute="category.slug")
    name = fields.String(metadata={"description": "The category's English name."})
    rule = fields.String(attribute="category.return_rule", allow_none=True,
                         metadata={"description": "any, faulty-only, none; null: as its parent."})
    effective = fields.String(metadata={"enum": list(ReturnRule.ALL)})


class ReturnRuleListSchema(Schema):
    categories = fields.List(fields.Nested(ReturnRuleSchema))


class ReturnRuleChangeSchema(Schema):
    """The category's own rule: any, faulty-only (only faulty or not what was ordered), none; null: as its parent."""

    class Meta:
        unknown = EXCLUDE

    rule = fields.String(required=True, allow_none=True, validate=validate.OneOf(ReturnRule.ALL),
                         metadata={"example": "faulty-only"})
