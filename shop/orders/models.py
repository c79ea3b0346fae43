"""Orders, their lines, their history and return requests.

An order freezes what the shopper saw and pays: its currency and factor, and every amount (unit prices, line totals,
subtotal, delivery, gift card, total) in that currency, computed once at placement by shop.orders.pricing.
``subtotal_gbp`` and ``total_gbp`` are the same order in the base currency, for the shop's own figures.
"""
from __future__ import annotations

from datetime import datetime
from decimal import Decimal

from sqlalchemy import JSON, ForeignKey, Numeric, String, Text
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

    line: Mapped[OrderLine] = relationship()


class DeliveryRate(db.Model):
    """Staff's round price of a delivery method in one currency, and the subtotal (in that currency) from which it
    is free (null: never). A method and currency without a row cost the GBP price converted."""

    __tablename__ = "delivery_rates"

    method: Mapped[str] = mapped_column(String(24), primary_key=True)
    currency: Mapped[str] = mapped_column(String(3), primary_key=True)
    price: Mapped[Decimal] = mapped_column(Money)
    free_from: Mapped[Decimal | None] = mapped_column(Money)
