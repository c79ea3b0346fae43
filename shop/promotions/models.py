"""A promotion code and the orders that used it.

``code`` is stored normalised (upper case, no spaces); amounts are per currency: ``amounts`` and ``minimums`` hold
staff's round figures by currency code, GBP always there for an amount (the others are converted from it when
missing). A use belongs to one order and goes when that order is cancelled, so the code can be used again.
"""
from __future__ import annotations

from datetime import datetime
from decimal import Decimal

from sqlalchemy import JSON, ForeignKey, Numeric, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from shop.extensions import db
from shop.models_base import Money, TimestampMixin, UTCDateTime, utcnow


class PromotionKind:
    PERCENT = "percent"
    AMOUNT = "amount"
    FREE_DELIVERY = "free-delivery"
    ALL = (PERCENT, AMOUNT, FREE_DELIVERY)


class PromotionScope:
    ALL = "all"
    CATEGORIES = "categories"
    BRANDS = "brands"
    PRODUCTS = "products"
    CHOICES = (ALL, CATEGORIES, BRANDS, PRODUCTS)


class Promotion(TimestampMixin, db.Model):
    """A code shoppers type at checkout: what it takes off, from when to when, how often, on what."""

    __tablename__ = "promotions"

    id: Mapped[int] = mapped_column(primary_key=True)
    code: Mapped[str] = mapped_column(String(32), unique=True)
    name: Mapped[str] = mapped_column(String(120), default="")
    note: Mapped[str] = mapped_column(Text, default="")
    kind: Mapped[str] = mapped_column(String(16))
    percent: Mapped[Decimal | None] = mapped_column(Numeric(5, 2))
    # {"GBP": "10.00", "UAH": "500.00"}: the amount off (kind amount) and the least goods subtotal, by currency.
    amounts: Mapped[dict] = mapped_column(JSON, default=dict)
    minimums: Mapped[dict] = mapped_column(JSON, default=dict)
    starts_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    ends_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    max_uses: Mapped[int | None] = mapped_column()
    max_uses_per_customer: Mapped[int | None] = mapped_column()
    scope: Mapped[str] = mapped_column(String(12), default=PromotionScope.ALL)
    # The category, brand or product ids of the scope (empty for all).
    scope_ids: Mapped[list] = mapped_column(JSON, default=list)
    combines_with_sale: Mapped[bool] = mapped_column(default=False)
    active: Mapped[bool] = mapped_column(default=True)


class PromotionUse(db.Model):
    """One order's use of a code: who (the account, and the contact e-mail lower-cased) and what it took off."""

    __tablename__ = "promotion_uses"

    id: Mapped[int] = mapped_column(primary_key=True)
    promotion_id: Mapped[int] = mapped_column(ForeignKey("promotions.id", ondelete="CASCADE"), index=True)
    order_id: Mapped[int] = mapped_column(ForeignKey("orders.id", ondelete="CASCADE"), unique=True)
    user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"), index=True)
    email: Mapped[str] = mapped_column(String(254), index=True)
    currency: Mapped[str] = mapped_column(String(3))
    discount: Mapped[Decimal] = mapped_column(Money)
    discount_gbp: Mapped[Decimal] = mapped_column(Money)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
