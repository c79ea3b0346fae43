"""Orders, their lines, their history and return requests.

An order freezes what the shopper saw and pays: its currency and factor, and every amount (unit prices, line totals,
subtotal, delivery, gift card, total) in that currency, computed once at placement by shop.orders.pricing.
``subtotal_gbp`` and ``total_gbp`` are the same order in the base currency, for the shop's own figures.
"""
from __future__ import annotations

from datetime import datetime
from decimal import Decimal

from sqlalchemy import JSON, ForeignKey, Numeric, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column, relationship

from shop.extensions import db
from shop.models_base import Money, Quantity, TimestampMixin, UTCDateTime, utcnow


class DeliveryStatus:
    """Delivery moves Accepted -> Sent -> Delivered; Cancelled ends it early."""

    ACCEPTED = "Accepted"
    SENT = "Sent"
    DELIVERED = "Delivered"
    CANCELLED = "Cancelled"
    ALL = (ACCEPTED, SENT, DELIVERED, CANCELLED)
    TRANSITIONS = {ACCEPTED: (SENT, CANCELLED), SENT: (DELIVERED, CANCELLED), DELIVERED: (), CANCELLED: ()}

    @classmethod
    def can_move(cls, current: str, new: str) -> bool:
        return new in cls.TRANSITIONS.get(current, ())

    @classmethod
    def holds_stock(cls, status: str) -> bool:
        """Every order but a cancelled one keeps the stock it reserved."""
        return status != cls.CANCELLED


class PaymentStatus:
    """Payment is tracked apart from delivery (the order's isPaid)."""

    NOT_PAID = "Not paid"
    PAID = "Paid"


class EventKind:
    """What an order's history records."""

    STATUS = "status"
    PAYMENT = "payment"
    RETURN = "return"  # a return request moved on (to_value: its new status; note: the line and staff's reason)
    REFUND = "refund"  # money went back (to_value: the amount in the order's currency; note: how, and what for)


class Order(TimestampMixin, db.Model):
    """A placed order. ``user_id`` is null for guests; ``idempotency_key`` (with the hash of the request it came
    with) makes placement retry-safe. Amounts are in ``currency``."""

    __tablename__ = "orders"

    id: Mapped[int] = mapped_column(primary_key=True)
    number: Mapped[str] = mapped_column(String(20), unique=True)
    idempotency_key: Mapped[str | None] = mapped_column(String(64), unique=True)
    request_hash: Mapped[str | None] = mapped_column(String(64))
    user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"), index=True)
    status: Mapped[str] = mapped_column(String(16), default=DeliveryStatus.ACCEPTED, index=True)
    is_paid: Mapped[bool] = mapped_column(default=False, index=True)
    payment_method: Mapped[str] = mapped_column(String(32), default="card")
    paid_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    language: Mapped[str] = mapped_column(String(2), default="en", server_default="en")
    currency: Mapped[str] = mapped_column(String(3), default="GBP")
    factor: Mapped[Decimal] = mapped_column(Numeric(12, 4), default=Decimal("1"))
    subtotal: Mapped[Decimal] = mapped_column(Money)
    delivery_price: Mapped[Decimal] = mapped_column(Money, default=Decimal("0"))
    gift_card_amount: Mapped[Decimal] = mapped_column(Money, default=Decimal("0"))
    # The promotion code the order used (as stored, upper case) and what it took off, frozen like every amount.
    promotion_code: Mapped[str | None] = mapped_column(String(32))
    promotion_discount: Mapped[Decimal] = mapped_column(Money, default=Decimal("0"), server_default="0")
    promotion_discount_gbp: Mapped[Decimal] = mapped_column(Money, default=Decimal("0"), server_default="0")
    total_price: Mapped[Decimal] = mapped_column(Money)
    subtotal_gbp: Mapped[Decimal] = mapped_column(Money, default=Decimal("0"), server_default="0")
    total_gbp: Mapped[Decimal] = mapped_column(Money, default=Decimal("0"), server_default="0")
    # Contact details and the delivery address as entered at checkout (the spec's userInfo).
    user_info: Mapped[dict] = mapped_column(JSON, default=dict)
    delivery_method: Mapped[str] = mapped_column(String(24), default="", server_default="")
    # The delivery method's own details: a Nova Poshta city and branch, a courier's address ...
    delivery: Mapped[dict] = mapped_column(JSON, default=dict)
    # The carrier's number for the parcel, entered when the order is sent ("" until then, or for pickup).
    tracking_number: Mapped[str] = mapped_column(String(64), default="", server_default="")
    comment: Mapped[str] = mapped_column(Text, default="")

    lines: Mapped[list[OrderLine]] = relationship(
        back_populates="order", cascade="all, delete-orphan", order_by="OrderLine.id"
    )
    events: Mapped[list[OrderEvent]] = relationship(
        back_populates="order", cascade="all, delete-orphan", order_by="OrderEvent.id"
    )
    refunds: Mapped[list[Refund]] = relationship(
        back_populates="order", cascade="all, delete-orphan", order_by="Refund.id"
    )


class OrderLine(db.Model):
    """One basket item as bought: name, sku, quantity and the prices charged (in the order's currency; the GBP unit
    price beside them). A gift card's line carries its recipient."""

    __tablename__ = "order_lines"

    id: Mapped[int] = mapped_column(primary_key=True)
    order_id: Mapped[int] = mapped_column(ForeignKey("orders.id", ondelete="CASCADE"), index=True)
    product_id: Mapped[int | None] = mapped_column(ForeignKey("products.id", ondelete="SET NULL"), index=True)
    sku: Mapped[str] = mapped_column(String(40))
    name: Mapped[str] = mapped_column(String(200))
    # The product's name in every language it had when the order was placed ({"en": ..., "ua": ...}), so the
    # order's pages, mails and invoice name it in the order's language even after the product changes or goes.
    names: Mapped[dict | None] = mapped_column(JSON)
    quantity: Mapped[Decimal] = mapped_column(Quantity)
    minimum: Mapped[Decimal] = mapped_column(Quantity)
    unit_price: Mapped[Decimal] = mapped_column(Money)
    unit_price_gbp: Mapped[Decimal] = mapped_column(Money, default=Decimal("0"), server_default="0")
    discount: Mapped[int] = mapped_column(default=0)
    line_total: Mapped[Decimal] = mapped_column(Money)
    # {"recipientName", "recipientEmail", "message"} for a gift card; cards are issued when the order is paid.
    gift_card: Mapped[dict | None] = mapped_column(JSON)

    order: Mapped[Order] = relationship(back_populates="lines")

    def name_in(self, language: str) -> str:
        """The line's name in ``language`` as it was at the order, else as it was stored (English)."""
        return (self.names or {}).get(language) or self.name


class OrderEvent(db.Model):
    """One change of an order's delivery status or payment: from, to, when and by whom (null: the shop itself)."""

    __tablename__ = "order_events"

    id: Mapped[int] = mapped_column(primary_key=True)
    order_id: Mapped[int] = mapped_column(ForeignKey("orders.id", ondelete="CASCADE"), index=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
    kind: Mapped[str] = mapped_column(String(12))
    from_value: Mapped[str | None] = mapped_column(String(16))
    to_value: Mapped[str] = mapped_column(String(16))
    actor_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    actor_email: Mapped[str | None] = mapped_column(String(254))
    note: Mapped[str] = mapped_column(String(200), default="")

    order: Mapped[Order] = relationship(back_populates="events")


class ReturnStatus:
    """A return is Requested by the shopper; staff then approve (or reject) it, receive the goods and refund."""

    REQUESTED = "Requested"
    APPROVED = "Approved"
    RECEIVED = "Received"
    REFUNDED = "Refunded"
    REJECTED = "Rejected"
    ALL = (REQUESTED, APPROVED, RECEIVED, REFUNDED, REJECTED)
    # Still being handled: shown as open on the account overview.
    OPEN = (REQUESTED, APPROVED, RECEIVED)
    # Every return but a rejected one holds its quantity: it cannot be asked back twice.
    HOLDING = (REQUESTED, APPROVED, RECEIVED, REFUNDED)


class ReturnReason:
    """Why the shopper sends goods back."""

    WRONG_ITEM = "wrong-item"
    FAULTY = "faulty"
    NOT_AS_DESCRIBED = "not-as-described"
    CHANGED_MIND = "changed-mind"
    OTHER = "other"
    ALL = (WRONG_ITEM, FAULTY, NOT_AS_DESCRIBED, CHANGED_MIND, OTHER)


class ReturnRequest(TimestampMixin, db.Model):
    """A shopper asks to send back some quantity of a delivered order line."""

    __tablename__ = "return_requests"

    id: Mapped[int] = mapped_column(primary_key=True)
    # Null once the account is deleted: the request stays with the order it is about (shop.account_pages.privacy).
    user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"), index=True)
    order_line_id: Mapped[int] = mapped_column(ForeignKey("order_lines.id", ondelete="CASCADE"), index=True)
    quantity: Mapped[Decimal] = mapped_column(Quantity)
    reason: Mapped[str] = mapped_column(String(20))
    comment: Mapped[str] = mapped_column(String(1000), default="")
    status: Mapped[str] = mapped_column(String(12), default=ReturnStatus.REQUESTED)
    # What staff told the shopper when they approved or refused it ("" until then), and when they last moved it.
    staff_reason: Mapped[str] = mapped_column(String(500), default="", server_default="")
    decided_at: Mapped[datetime | None] = mapped_column(UTCDateTime())

    line: Mapped[OrderLine] = relationship()


class RefundMethod:
    """How the money went back: through LiqPay's refund call (a card order), or by staff themselves (a transfer
    back, cash at the shop) and recorded here."""

    LIQPAY = "liqpay"
    MANUAL = "manual"
    ALL = (LIQPAY, MANUAL)


class Refund(TimestampMixin, db.Model):
    """Money given back on an order: ``amount`` in the order's currency (``amount_gbp`` the same in the base
    currency), of which ``delivery`` is the delivery's part; ``lines`` what it was for ([{"lineId", "quantity",
    "amount"}], frozen like the order's lines); whether the goods went back on the shelf; who did it."""

    __tablename__ = "refunds"

    id: Mapped[int] = mapped_column(primary_key=True)
    number: Mapped[str] = mapped_column(String(24), unique=True)
    order_id: Mapped[int] = mapped_column(ForeignKey("orders.id", ondelete="CASCADE"), index=True)
    # The return it settles; null for a refund staff made on the order itself.
    return_request_id: Mapped[int | None] = mapped_column(ForeignKey("return_requests.id", ondelete="SET NULL"),
                                                          index=True)
    currency: Mapped[str] = mapped_column(String(3))
    amount: Mapped[Decimal] = mapped_column(Money)
    amount_gbp: Mapped[Decimal] = mapped_column(Money)
    delivery: Mapped[Decimal] = mapped_column(Money, default=Decimal("0"))
    lines: Mapped[list] = mapped_column(JSON, default=list)
    method: Mapped[str] = mapped_column(String(12))
    restocked: Mapped[bool] = mapped_column(default=False)
    provider_ref: Mapped[str | None] = mapped_column(String(64))
    provider_status: Mapped[str | None] = mapped_column(String(32))
    note: Mapped[str] = mapped_column(String(300), default="")
    actor_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    actor_email: Mapped[str | None] = mapped_column(String(254))

    order: Mapped[Order] = relationship(back_populates="refunds")


class DeliveryZone(db.Model):
    """Countries delivered alike (shop.orders.delivery.Zone): ``countries`` a list of ISO codes, empty for every
    country no other zone names. Shown to staff in ``position`` order."""

    __tablename__ = "delivery_zones"

    id: Mapped[int] = mapped_column(primary_key=True)
    code: Mapped[str] = mapped_column(String(24), unique=True)
    name: Mapped[str] = mapped_column(String(80))
    countries: Mapped[list] = mapped_column(JSON, default=list)
    position: Mapped[int] = mapped_column(default=0)

    methods: Mapped[list[DeliveryZoneMethod]] = relationship(
        back_populates="zone", cascade="all, delete-orphan", order_by="DeliveryZoneMethod.position")


class DeliveryZoneMethod(db.Model):
    """A delivery method a zone offers (while ``active``), with its prices by weight."""

    __tablename__ = "delivery_zone_methods"
    __table_args__ = (UniqueConstraint("zone_id", "method"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    zone_id: Mapped[int] = mapped_column(ForeignKey("delivery_zones.id", ondelete="CASCADE"), index=True)
    method: Mapped[str] = mapped_column(String(24))
    active: Mapped[bool] = mapped_column(default=True)
    position: Mapped[int] = mapped_column(default=0)

    zone: Mapped[DeliveryZone] = relationship(back_populates="methods")
    bands: Mapped[list[DeliveryBand]] = relationship(cascade="all, delete-orphan", order_by="DeliveryBand.id")
    thresholds: Mapped[list[DeliveryThreshold]] = relationship(cascade="all, delete-orphan")


class DeliveryBand(db.Model):
    """What a parcel of up to ``up_to_grams`` (null: any heavier) costs by this zone's method, in ``currency``."""

    __tablename__ = "delivery_bands"

    id: Mapped[int] = mapped_column(primary_key=True)
    zone_method_id: Mapped[int] = mapped_column(ForeignKey("delivery_zone_methods.id", ondelete="CASCADE"),
                                                index=True)
    currency: Mapped[str] = mapped_column(String(3))
    up_to_grams: Mapped[int | None] = mapped_column()
    price: Mapped[Decimal] = mapped_column(Money)


class DeliveryThreshold(db.Model):
    """The subtotal, in ``currency``, from which this zone's method is free (null: never, in that currency)."""

    __tablename__ = "delivery_thresholds"

    zone_method_id: Mapped[int] = mapped_column(ForeignKey("delivery_zone_methods.id", ondelete="CASCADE"),
                                                primary_key=True)
    currency: Mapped[str] = mapped_column(String(3), primary_key=True)
    free_from: Mapped[Decimal | None] = mapped_column(Money)
