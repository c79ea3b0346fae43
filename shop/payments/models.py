"""A payment of an order through a provider, and the provider callbacks already handled (replays change nothing)."""
from __future__ import annotations

from datetime import datetime
from decimal import Decimal

from sqlalchemy import ForeignKey, String
from sqlalchemy.orm import Mapped, mapped_column

from shop.extensions import db
from shop.models_base import Money, TimestampMixin, UTCDateTime, utcnow


class PaymentState:
    """A payment's state; ``RANK`` orders them, so an event older than what is known never moves it back."""

    PENDING = "pending"
    FAILED = "failed"
    PAID = "paid"
    REVERSED = "reversed"
    RANK = {PENDING: 0, FAILED: 1, PAID: 2, REVERSED: 3}

    @classmethod
    def may_move(cls, current: str, new: str) -> bool:
        """Forward only: a late 'processing' or 'failure' after 'success' is ignored; a reversal follows a payment."""
        if new == cls.REVERSED:
            return current == cls.PAID
        return cls.RANK[new] > cls.RANK[current]


class Payment(TimestampMixin, db.Model):
    """An order's payment at a card provider (one per order and provider)."""

    __tablename__ = "payments"
    __table_args__ = (db.UniqueConstraint("order_id", "provider", name="uq_payments_order_provider"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    order_id: Mapped[int] = mapped_column(ForeignKey("orders.id", ondelete="CASCADE"), index=True)
    provider: Mapped[str] = mapped_column(String(16))
    state: Mapped[str] = mapped_column(String(12), default=PaymentState.PENDING)
    amount: Mapped[Decimal] = mapped_column(Money)
    currency: Mapped[str] = mapped_column(String(3))
    provider_ref: Mapped[str | None] = mapped_column(String(64))
    provider_status: Mapped[str | None] = mapped_column(String(32))
    updated_at: Mapped[datetime | None] = mapped_column(UTCDateTime(), default=utcnow, onupdate=utcnow)


class ProviderCallback(db.Model):
    """A provider's notification, by the digest of its signed payload: the same notification twice is one."""

    __tablename__ = "provider_callbacks"

    id: Mapped[int] = mapped_column(primary_key=True)
    provider: Mapped[str] = mapped_column(String(16))
    digest: Mapped[str] = mapped_column(String(64), unique=True)
    order_number: Mapped[str | None] = mapped_column(String(20))
    provider_status: Mapped[str | None] = mapped_column(String(32))
    outcome: Mapped[str] = mapped_column(String(16))
    received_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
