"""The audit log: every change staff make, with who, what, when, and the record before and after.

It sits below the domains it serves (catalogue, currencies, call-backs, orders, the admin area): an entry keeps the
actor's id and e-mail, never the User model. Services that change the shop on a staff member's behalf call
:func:`record` in the same transaction as the change (the caller commits), so the log and the shop never disagree.

    record(actor, Action.UPDATE, Entity.PRODUCT, product.id, before=snapshot_before, after=snapshot(product))
"""
from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal
from typing import Any, Protocol

from sqlalchemy import JSON, ForeignKey, Index, String
from sqlalchemy.orm import Mapped, mapped_column

from shop.extensions import db
from shop.models_base import TimestampMixin


class Actor(Protocol):
    """Who made a change: a staff account (anything with an id and an e-mail)."""

    id: int
    email: str


class AuditEntry(TimestampMixin, db.Model):
    """One staff change. ``before``/``after`` hold the changed record's fields (null for a create/delete)."""

    __tablename__ = "audit_entries"

    id: Mapped[int] = mapped_column(primary_key=True)
    actor_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"), index=True)
    actor_email: Mapped[str] = mapped_column(String(254), default="")
    action: Mapped[str] = mapped_column(String(16))
    entity: Mapped[str] = mapped_column(String(16), index=True)
    # With the entity, one record's history (a product's edits on its form): ix_audit_entries_record.
    entity_id: Mapped[str] = mapped_column(String(40), default="")
    summary: Mapped[str] = mapped_column(String(200), default="")
    before: Mapped[dict | None] = mapped_column(JSON)
    after: Mapped[dict | None] = mapped_column(JSON)


Index("ix_audit_entries_record", AuditEntry.entity, AuditEntry.entity_id, AuditEntry.created_at)


class Action:
    CREATE = "create"
    UPDATE = "update"
    DELETE = "delete"
    STATUS = "status"
    PAYMENT = "payment"
    REORDER = "reorder"
    IMPORT = "import"
    VOID = "void"
    RESEND = "resend"
    APPROVE = "approve"
    REJECT = "reject"
    RECEIVE = "receive"
    REFUND = "refund"


class Entity:
    PRODUCT = "product"
    ORDER = "order"
    SLIDE = "slide"
    COLOUR = "colour"
    CURRENCY = "currency"
    QUERY = "query"
    CATEGORY = "category"
    BRAND = "brand"
    DELIVERY_RATE = "delivery-rate"
    DELIVERY_ZONE = "delivery-zone"
    SETTINGS = "settings"
    STAFF = "staff"
    GIFT_CARD = "gift-card"
    PAGE = "page"
    RETURN = "return"
    PROMOTION = "promotion"


def plain(value: Any) -> Any:
    """A value as JSON can keep it: Decimals and dates as strings, containers walked."""
    if isinstance(value, Decimal):
        return str(value)
    if isinstance(value, datetime | date):
        return value.isoformat()
    if isinstance(value, dict):
        return {str(key): plain(item) for key, item in value.items()}
    if isinstance(value, list | tuple | set):
        return [plain(item) for item in value]
    return value


def snapshot(record: Any, fields: tuple[str, ...]) -> dict[str, Any]:
    """The named attributes of a model row, JSON-ready (what an audit entry keeps of it)."""
    return {name: plain(getattr(record, name)) for name in fields}


def changed_only(before: dict | None, after: dict | None) -> tuple[dict | None, dict | None]:
    """Of two snapshots, only the fields that differ (a long product row keeps the log readable)."""
    if before is None or after is None:
        return before, after
    keys = [key for key in after if before.get(key) != after.get(key)]
    return {key: before.get(key) for key in keys}, {key: after[key] for key in keys}


def record(actor: Actor | None, action: str, entity: str, entity_id: Any, before: dict | None = None,
           after: dict | None = None, summary: str = "") -> AuditEntry:
    """Add one entry to the session (the caller's commit writes it with the change)."""
    before, after = changed_only(plain(before), plain(after))
    entry = AuditEntry(actor_id=getattr(actor, "id", None), actor_email=getattr(actor, "email", "") or "",
                       action=action, entity=entity, entity_id=str(entity_id or ""), summary=summary[:200],
                       before=before, after=after)
    db.session.add(entry)
    return entry
