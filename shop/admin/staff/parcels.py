"""The warehouse's view of the orders: what to pack and where it goes, never a price. Staff of every role may read
it and mark a parcel sent (with its tracking number) or delivered; cancelling stays with those who run the shop."""
from __future__ import annotations

from marshmallow import EXCLUDE, Schema, ValidationError, fields, validate

from shop.fields import DecimalString
from shop.i18n import Message
from shop.orders import messages
from shop.orders.checkout_schemas import StatusChangeSchema
from shop.orders.models import DeliveryStatus
from shop.orders.schemas import HeldChangeSchema, UserInfoSchema
from shop.validation import FIELD_REQUIRED

# What the warehouse moves a parcel to.
PARCEL_STATUSES = (DeliveryStatus.SENT, DeliveryStatus.DELIVERED)


def _one_of(choices: tuple[str, ...]):
    def check(value: str) -> None:
        if value not in choices:
            raise ValidationError(Message(messages.STATUS_INVALID, choices=", ".join(choices)))

    return check


class ParcelLineSchema(Schema):
    """What goes into the parcel: the product, its SKU and how much (no price)."""

    productName = fields.String(attribute="line.name")
    productNames = fields.Function(lambda item: item.line.names or {"en": item.line.name},
                                   metadata={"type": "object", "additionalProperties": {"type": "string"}})
    sku = fields.String(attribute="line.sku")
    quantity = DecimalString(attribute="line.quantity")
    minimum = DecimalString(attribute="line.minimum", metadata={"description": "0.1: sold by 0.1 unit."})
    giftCard = fields.Function(lambda item: item.line.gift_card is not None,
                               metadata={"type": "boolean", "description": "A gift card, sent by e-mail."})


class ParcelSchema(Schema):
    """An order as the warehouse packs it (a shop.orders.history.OrderView without its amounts)."""

    _id = fields.Function(lambda view: str(view.order.id), metadata={"type": "string"})
    number = fields.String(attribute="order.number", metadata={"example": "DF-000101"})
    createdAt = fields.DateTime(attribute="order.created_at")
    status = fields.String(attribute="order.status", metadata={"enum": list(DeliveryStatus.ALL)})
    isPaid = fields.Boolean(attribute="order.is_paid", metadata={"description": "Cash on delivery when false."})
    paymentMethod = fields.String(attribute="order.payment_method")
    deliveryMethod = fields.String(attribute="order.delivery_method")
    delivery = fields.Dict(attribute="order.delivery", keys=fields.String(), values=fields.String())
    trackingNumber = fields.String(attribute="order.tracking_number")
    undo = fields.Nested(HeldChangeSchema, allow_none=True)
    comment = fields.String(attribute="order.comment")
    language = fields.String(attribute="order.language")
    userInfo = fields.Nested(UserInfoSchema, attribute="order.user_info")
    items = fields.List(fields.Nested(ParcelLineSchema), attribute="lines")


class ParcelListArgsSchema(Schema):
    """A delivery status (Accepted: still to send), newest first, a page of ``limit``."""

    class Meta:
        unknown = EXCLUDE

    status = fields.String(validate=_one_of(DeliveryStatus.ALL), metadata={"enum": list(DeliveryStatus.ALL)})
    page = fields.Integer(load_default=1, validate=validate.Range(min=1, max=100000))
    limit = fields.Integer(load_default=20, validate=validate.Range(min=1, max=100))


class ParcelChangeSchema(StatusChangeSchema):
    """Sent (with the carrier's tracking number, when there is one) or Delivered."""

    status = fields.String(required=True, validate=_one_of(PARCEL_STATUSES),
                           error_messages={"required": FIELD_REQUIRED}, metadata={"enum": list(PARCEL_STATUSES)})
