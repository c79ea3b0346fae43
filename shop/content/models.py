"""Shop content and settings: the home slider and the currency factors staff may edit."""
from __future__ import annotations

from decimal import Decimal

from sqlalchemy import Integer, Numeric, String
from sqlalchemy.orm import Mapped, mapped_column

from shop.extensions import db
from shop.models_base import TimestampMixin


class Slide(TimestampMixin, db.Model):
    """One slide of the home page's main slider."""

    __tablename__ = "slides"

    id: Mapped[int] = mapped_column(primary_key=True)
    image: Mapped[str] = mapped_column(String(255))
    title_en: Mapped[str] = mapped_column(String(160), default="")
    title_ua: Mapped[str] = mapped_column(String(160), default="")
    title_pl: Mapped[str | None] = mapped_column(String(160))
    title_ru: Mapped[str | None] = mapped_column(String(160))
    title_de: Mapped[str | None] = mapped_column(String(160))
    link: Mapped[str] = mapped_column(String(255), default="/")
    position: Mapped[int] = mapped_column(Integer, default=0)
    is_active: Mapped[bool] = mapped_column(default=True)


class CurrencyRate(db.Model):
    """Factor from GBP to a display currency (GBP itself is 1)."""

    __tablename__ = "currency_rates"

    code: Mapped[str] = mapped_column(String(3), primary_key=True)
    sign: Mapped[str] = mapped_column(String(4))
    factor: Mapped[Decimal] = mapped_column(Numeric(12, 4))
