"""Call-back queries: created Unprocessed (the request schema checked the form's rules), listed, toggled, deleted."""
from __future__ import annotations

from sqlalchemy import select

from shop.errors import NotFoundError
from shop.extensions import db
from shop.models_base import MAX_ID
from shop.queries import messages
from shop.queries.models import CallbackQuery, QueryStatus


def create_query(name: str, phone: str, query: str) -> CallbackQuery:
    """Store a call-back request; whatever status the client sent, it starts Unprocessed."""
    item = CallbackQuery(name=name, phone=phone, query=query, status=QueryStatus.UNPROCESSED)
    db.session.add(item)
    db.session.commit()
    return item


def list_queries(status: str | None = None) -> list[CallbackQuery]:
    """Newest first, optionally only one status."""
    stmt = select(CallbackQuery).order_by(CallbackQuery.created_at.desc(), CallbackQuery.id.desc())
    if status:
        stmt = stmt.where(CallbackQuery.status == status)
    return list(db.session.scalars(stmt))


def get_query(query_id: int) -> CallbackQuery:
    item = db.session.get(CallbackQuery, query_id) if 0 < query_id <= MAX_ID else None
    if item is None:
        raise NotFoundError(messages.NOT_FOUND)
    return item


def delete_query(query_id: int) -> CallbackQuery:
    item = get_query(query_id)
    db.session.delete(item)
    db.session.commit()
    return item


def change_status(query_id: int, status: str | None) -> CallbackQuery:
    """Set the given status, or toggle Unprocessed <-> Processed when none is given."""
    item = get_query(query_id)
    item.status = status or QueryStatus.toggled(item.status)
    db.session.commit()
    return item
