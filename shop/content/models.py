"""Shop content: the home slider."""
from __future__ import annotations

from sqlalchemy import Integer, String
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
