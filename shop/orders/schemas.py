"""Order and return shapes. Every amount of an order is a decimal string in the order's own currency; ids are strings.

Quantities are decimal strings too ("1.5", "2"): fabric is sold by 0.1 m, so a quantity is exact, never a float.
"""
from __future__ import annotations

from marshmallow import EXCLUDE, Schema, ValidationError, fields, post_load, pre_dump, validates_schema

from shop.fields import POSITIVE_DECIMAL, Amount, DecimalIn, DecimalString
from shop.giftcards.models import MailStatus
from shop.i18n import Message
from shop.orders import messages
from shop.orders.delivery import METHODS
from shop.orders.models import DeliveryStatus, ReturnReason, ReturnStatus
from shop.validation import Pattern

USER_INFO_KEYS = ("firstName", "lastName", "email", "phone", "address", "city", "postcode", "country")
MAX_COMMENT = 1000


def _tracking_url(order) -> str | None:
    method = METHODS.get(order.delivery_method)
    return method.tracking_url(order.tracking_number, order.language) if method is not None else None


def _string_id(value) -> str | None:
    return None if value is None else str(value)


class UserInfoSchema(Schema.from_dict({key: fields.String() for key in USER_INFO_KEYS}, name="UserInfoFields")):
    """Contact and delivery details as entered at checkout (every key present, "" when not given)."""

    @pre_dump
    def _complete(self, info, **_kwargs):
        info = info if isinstance(info, dict) else {}
        return {key: str(info.get(key) or "") for key in USER_INFO_KEYS}


class OrderLineSchema(Schema):
    """A basket item as bought (a shop.orders.history.LineView)."""

    _id = fields.Function(lambda item: str(item.line.id), metadata={"type": "string"})
    productId = fields.Function(lambda item: _string_id(item.line.product_id), allow_none=True,
                                metadata={"type": "string"})
    productName = fields.String(attribute="line.name")
    productNames = fields.Function(
        lambda item: item.line.names or {"en": item.line.name},
        metadata={"type": "object", "additionalProperties": {"type": "string"},
                  "description": "The product's name in each language (en, ua, pl, ru, de) when it was ordered."})
    sku = fields.String(attribute="line.sku")
    quantity = DecimalString(attribute="line.quantity")
    minimum = DecimalString(attribute="line.minimum", metadata={"description": "0.1: sold by 0.1 unit."})
    price = Amount(metadata={"description": "Unit price after discount, per 0.1 unit for fractional goods."})
    discount = fields.Integer(attribute="line.discount", metadata={"description": "Percent."})
    lineTotal = Amount(attribute="total")
    returnable = fields.Boolean(metadata={"description": "Delivered, and not all of it asked back yet."})
    returnedQuantity = DecimalString(attribute="returned")
    returnRule = fields.String(attribute="return_rule", metadata={
        "enum": ["any", "faulty-only", "none"],
        "description": "Its category's return rule: any; faulty-only (only faulty or not what was ordered: cut "
                       "fabric); none."})
    giftCard = fields.Raw(attribute="line.gift_card", allow_none=True,
                          metadata={"description": "A gift card's recipientName, recipientEmail and message."})


class OrderEventSchema(Schema):
    """One change of delivery status or payment."""

    at = fields.DateTime(attribute="created_at")
    kind = fields.String(metadata={"enum": ["status", "payment", "return", "refund"],
                                   "description": "return: a return moved on (to: its status); refund: money "
                                                  "went back (to: the amount, in the order's currency)."})
    from_ = fields.String(data_key="from", attribute="from_value", allow_none=True)
    to = fields.String(attribute="to_value")
    by = fields.String(attribute="actor_email", allow_none=True,
                       metadata={"description": "Staff e-mail; null: the shop."})
    note = fields.String()


class HeldChangeSchema(Schema):
    """A change staff may still take back (POST /api/orders/{id}/undo) until its mails leave."""

    change = fields.String(attribute="new", metadata={"enum": ["Sent", "Paid"]})
    until = fields.DateTime(metadata={"description": "When its mails leave; undo is refused from a moment before."})


class OrderSchema(Schema):
    """An order as its owner (or staff) sees it (a shop.orders.history.OrderView)."""

    _id = fields.Function(lambda view: str(view.order.id), metadata={"type": "string"})
    number = fields.String(attribute="order.number", metadata={"example": "DF-000101"})
    createdAt = fields.DateTime(attribute="order.created_at")
    status = fields.String(attribute="order.status", metadata={"enum": list(DeliveryStatus.ALL)})
    isPaid = fields.Boolean(attribute="order.is_paid")
    paymentStatus = fields.String(attribute="payment_status", metadata={"enum": ["Paid", "Not paid"]})
    paymentMethod = fields.String(attribute="order.payment_method")
    currency = fields.String(attribute="order.currency", metadata={"description": "ISO 4217 code of every amount."})
    subtotal = Amount(attribute="order.subtotal")
    deliveryPrice = Amount(attribute="order.delivery_price")
    giftCardAmount = Amount(attribute="order.gift_card_amount")
    promotionCode = fields.String(attribute="order.promotion_code", allow_none=True,
                                  metadata={"description": "The promotion code the order used; null: none."})
    promotionDiscount = Amount(attribute="order.promotion_discount",
                               metadata={"description": "What the code took off (before the gift card paid)."})
    totalPrice = Amount(attribute="order.total_price")
    deliveryMethod = fields.String(attribute="order.delivery_method")
    delivery = fields.Dict(attribute="order.delivery", keys=fields.String(), values=fields.String(),
                           metadata={"description": "The method's details: city, branch, address, postcode, country."})
    language = fields.String(attribute="order.language", metadata={"description": "The language of its e-mails."})
    comment = fields.String(attribute="order.comment")
    trackingNumber = fields.String(attribute="order.tracking_number",
                                   metadata={"description": "The carrier's number for the parcel; empty until sent."})
    trackingUrl = fields.Function(lambda view: _tracking_url(view.order), allow_none=True, metadata={
        "type": "string", "description": "The carrier's page following the parcel, in the order's "
                                                   "language; null without a number or a carrier page."})
    undo = fields.Nested(HeldChangeSchema, allow_none=True,
                         metadata={"description": "Staff's change that may still be taken back; null otherwise."})
    userInfo = fields.Nested(UserInfoSchema, attribute="order.user_info")
    basketItems = fields.List(fields.Nested(OrderLineSchema), attribute="lines")
    history = fields.List(fields.Nested(OrderEventSchema), attribute="order.events")
    refunds = fields.List(fields.Nested(lambda: OrderRefundSchema()), attribute="order.refunds",
                          metadata={"description": "Money given back on the order, oldest first."})


class OrderRefundLineSchema(Schema):
    lineId = fields.Function(lambda part: str(part["lineId"]), metadata={"type": "string"})
    quantity = fields.String(metadata={"example": "1.5"})
    amount = fields.String(metadata={"example": "4.02", "description": "In the order's currency."})


class OrderRefundSchema(Schema):
    """Money given back on the order, as its owner sees it: the amount, the delivery's part, the lines it covered,
    how it went back (liqpay: to the card; manual: by the shop), and its credit note's _id."""

    _id = fields.Function(lambda refund: str(refund.id), metadata={"type": "string"})
    number = fields.String(metadata={"example": "DF-000101-R1"})
    createdAt = fields.DateTime(attribute="created_at")
    amount = Amount()
    delivery = Amount()
    method = fields.String(metadata={"enum": ["liqpay", "manual"]})
    lines = fields.List(fields.Nested(OrderRefundLineSchema))


class GiftCardSpendingSchema(Schema):
    """What a gift card paid in one order (GBP)."""

    orderId = fields.Function(lambda spending: _string_id(spending.order_id), metadata={"type": ["string", "null"]})
    number = fields.String(allow_none=True, metadata={"example": "DF-000105"})
    amount = Amount()


class IssuedGiftCardSchema(Schema):
    """A gift card the order issued, for staff (a shop.orders.gift_cards.IssuedCardView); amounts in its currency."""

    _id = fields.Function(lambda view: str(view.card.id), metadata={"type": "string"})
    last4 = fields.String(attribute="card.last4", metadata={"example": "NPQR"})
    recipientName = fields.String(attribute="card.recipient_name")
    recipientEmail = fields.String(attribute="card.recipient_email")
    currency = fields.String(attribute="card.currency", metadata={"description": "ISO 4217 code of its amounts."})
    initialAmount = Amount(attribute="card.initial_amount")
    balance = Amount(attribute="card.balance")
    spent = Amount(metadata={"description": "What the card paid, net of what came back from cancelled orders."})
    spentIn = fields.List(fields.Nested(GiftCardSpendingSchema), attribute="spent_in")
    createdAt = fields.DateTime(attribute="card.created_at")
    expiresAt = fields.DateTime(attribute="card.expires_at", allow_none=True)
    voided = fields.Boolean(metadata={"description": "It pays nothing any more: the order's payment went, the "
                                                     "order was cancelled, or the card was sent again."})
    voidedAt = fields.DateTime(attribute="card.voided_at", allow_none=True)
    replacedBy = fields.String(attribute="replaced_by", allow_none=True,
                               metadata={"description": "The last four characters of the card sent in its place."})
    mailStatus = fields.String(attribute="card.mail_status", metadata={"enum": list(MailStatus.ALL)})
    canSendAgain = fields.Boolean(attribute="can_send_again",
                                  metadata={"description": "Not voided, not expired, and something is left."})


class ReturnSchema(Schema):
    """A return request with the order line it is about."""

    _id = fields.Function(lambda item: str(item.id), metadata={"type": "string"})
    createdAt = fields.DateTime(attribute="created_at")
    orderId = fields.Function(lambda item: str(item.line.order_id), metadata={"type": "string"})
    orderNumber = fields.String(attribute="line.order.number")
    lineId = fields.Function(lambda item: str(item.order_line_id), metadata={"type": "string"})
    productName = fields.String(attribute="line.name")
    productNames = fields.Function(
        lambda item: item.line.names or {"en": item.line.name},
        metadata={"type": "object", "additionalProperties": {"type": "string"},
                  "description": "The product's name in each language (en, ua, pl, ru, de) when it was ordered."})
    sku = fields.String(attribute="line.sku")
    quantity = DecimalString()
    reason = fields.String(metadata={"enum": list(ReturnReason.ALL)})
    comment = fields.String()
    status = fields.String(metadata={"enum": list(ReturnStatus.ALL)})
    staffReason = fields.String(attribute="staff_reason",
                                metadata={"description": "What staff said approving or refusing it (\"\" until then)."})
    decidedAt = fields.DateTime(attribute="decided_at", allow_none=True)


class ReturnListSchema(Schema):
    returns = fields.List(fields.Nested(ReturnSchema))


class ReturnCreateSchema(Schema):
    """Ask to return part of a delivered line: its _id, how much (a decimal string or a whole number), why."""

    class Meta:
        unknown = EXCLUDE

    line_id = fields.String(data_key="lineId", required=True, validate=Pattern(
        r"^[0-9]{1,10}$", error=messages.LINE_ID_INVALID), metadata={"example": "42"})
    quantity = DecimalIn(required=True, metadata={"example": "1.5"}, **POSITIVE_DECIMAL)
    reason = fields.String(required=True, metadata={"enum": list(ReturnReason.ALL)})
    comment = fields.String(load_default="", metadata={"maxLength": MAX_COMMENT})

    @validates_schema
    def _rules(self, data, **_kwargs):
        errors: dict = {}
        if "quantity" in data and not data["quantity"] > 0:
            errors["quantity"] = [messages.QUANTITY_POSITIVE]
        if "reason" in data and data["reason"] not in ReturnReason.ALL:
            errors["reason"] = [Message(messages.REASON_INVALID, choices=", ".join(ReturnReason.ALL))]
        if len(data.get("comment") or "") > MAX_COMMENT:
            errors["comment"] = [Message(messages.COMMENT_TOO_LONG, max=MAX_COMMENT)]
        if errors:
            raise ValidationError(errors)

    @post_load
    def _typed(self, data, **_kwargs):
        return {**data, "line_id": int(data["line_id"]), "comment": data["comment"].strip()}
