"""Column helpers shared by every domain's models."""
from __future__ import annotations

from datetime import UTC, datetime
from decimal import Decimal

from sqlalchemy import DateTime, Numeric
from sqlalchemy.orm import Mapped, mapped_column
from sqlalchemy.types import TypeDecorator


def utcnow() -> datetime:
    """Aware UTC now; passed as a callable so every row gets its own time."""
    return datetime.now(UTC)


class UTCDateTime(TypeDecorator):
    """Timezone-aware datetimes on SQLite too (SQLite stores them naive)."""

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value, dialect):
        if value is not None and value.tzinfo is None:
            value = value.replace(tzinfo=UTC)
        return value

    def process_result_value(self, value, dialect):
        if value is not None and value.tzinfo is None:
            value = value.replace(tzinfo=UTC)
        return value


# The largest id a row can have (a 32-bit integer key on PostgreSQL); bigger ids in URLs name nothing.
MAX_ID = 2**31 - 1

# Money is exact: 12 digits, 2 decimals, returned as Decimal on both databases.
Money = Numeric(12, 2, asdecimal=True)
Quantity = Numeric(12, 2, asdecimal=True)


class TimestampMixin:
    """created_at set on insert (used for "new" and newest-first lists)."""

    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow, index=True)


__all__ = ["MAX_ID", "Decimal", "Money", "Quantity", "TimestampMixin", "UTCDateTime", "utcnow"]
