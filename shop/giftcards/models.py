"""Gift cards: bought through the cart, redeemed at checkout by code."""
from __future__ import annotations

from datetime import datetime
from decimal import Decimal

from sqlalchemy import ForeignKey, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from shop.extensions import db
from shop.models_base import Money, TimestampMixin, UTCDateTime


class GiftCard(TimestampMixin, db.Model):
    """An issued card: its balance is GBP, spent down by orders."""

    __tablename__ = "gift_cards"

    id: Mapped[int] = mapped_column(primary_key=True)
    code: Mapped[str] = mapped_column(String(24), unique=True)
    initial_amount: Mapped[Decimal] = mapped_column(Money)
    balance: Mapped[Decimal] = mapped_column(Money)
    recipient_name: Mapped[str] = mapped_column(String(120), default="")
    recipient_email: Mapped[str] = mapped_column(String(254), default="")
    message: Mapped[str] = mapped_column(Text, default="")
    order_id: Mapped[int | None] = mapped_column(ForeignKey("orders.id", ondelete="SET NULL"), index=True)
    expires_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
