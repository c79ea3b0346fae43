"""The stored currency factors."""
from __future__ import annotations

from decimal import Decimal

from sqlalchemy import Numeric, String
from sqlalchemy.orm import Mapped, mapped_column

from shop.extensions import db


class CurrencyRate(db.Model):
    """Factor from GBP to a display currency (GBP itself is 1)."""

    __tablename__ = "currency_rates"

    code: Mapped[str] = mapped_column(String(3), primary_key=True)
    sign: Mapped[str] = mapped_column(String(4))
    factor: Mapped[Decimal] = mapped_column(Numeric(12, 4))
