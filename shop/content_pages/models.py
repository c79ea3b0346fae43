"""A content page as staff saved it: its slug, a title and a Markdown text per language, and whether it is shown."""
from __future__ import annotations

from datetime import datetime

from sqlalchemy import String, Text
from sqlalchemy.orm import Mapped, mapped_column

from shop.extensions import db
from shop.models_base import TimestampMixin, UTCDateTime, utcnow

MAX_SLUG = 40  # an audit entry's entity id holds it
MAX_TITLE = 160
MAX_BODY = 50_000


class ContentPage(TimestampMixin, db.Model):
    """One page staff saved. English is always there; another language without a title has no text of its own and
    shows the English one. A page the shop starts with (shop.content_pages.starting) has a row only once staff
    saved it: until then it shows its starting text."""

    __tablename__ = "content_pages"

    id: Mapped[int] = mapped_column(primary_key=True)
    slug: Mapped[str] = mapped_column(String(MAX_SLUG), unique=True)
    title_en: Mapped[str] = mapped_column(String(MAX_TITLE))
    title_ua: Mapped[str | None] = mapped_column(String(MAX_TITLE))
    title_pl: Mapped[str | None] = mapped_column(String(MAX_TITLE))
    title_ru: Mapped[str | None] = mapped_column(String(MAX_TITLE))
    title_de: Mapped[str | None] = mapped_column(String(MAX_TITLE))
    body_en: Mapped[str] = mapped_column(Text)
    body_ua: Mapped[str | None] = mapped_column(Text)
    body_pl: Mapped[str | None] = mapped_column(Text)
    body_ru: Mapped[str | None] = mapped_column(Text)
    body_de: Mapped[str | None] = mapped_column(Text)
    is_published: Mapped[bool] = mapped_column(default=True)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow, onupdate=utcnow)
