"""Call-back requests a visitor leaves through the order-a-call form."""
from __future__ import annotations

from datetime import datetime

from sqlalchemy import String, Text
from sqlalchemy.orm import Mapped, mapped_column

from shop.extensions import db
from shop.models_base import TimestampMixin, UTCDateTime


class QueryStatus:
    """A query starts Unprocessed; staff toggle it to Processed and back."""

    UNPROCESSED = "Unprocessed"
    PROCESSED = "Processed"
    ALL = (UNPROCESSED, PROCESSED)

    @classmethod
    def toggled(cls, status: str) -> str:
        return cls.PROCESSED if status == cls.UNPROCESSED else cls.UNPROCESSED


class CallbackQuery(TimestampMixin, db.Model):
    """One call-back request."""

    __tablename__ = "queries"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(120))
    phone: Mapped[str] = mapped_column(String(32))
    query: Mapped[str] = mapped_column(Text)
    status: Mapped[str] = mapped_column(String(16), default=QueryStatus.UNPROCESSED, index=True)
    # When staff marked it Processed (None while it is not): the retention period counts from here.
    processed_at: Mapped[datetime | None] = mapped_column(UTCDateTime(), index=True)
