"""Call-back queries: created Unprocessed (the request schema checked the form's rules), listed, toggled, deleted."""
from __future__ import annotations

from sqlalchemy import select

from shop.audit import Action, Entity, record, snapshot
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


_AUDITED = ("name", "phone", "query", "status")


def delete_query(query_id: int, actor=None) -> CallbackQuery:
    """Delete a query (staff); the audit log keeps what it said."""
    item = get_query(query_id)
    record(actor, Action.DELETE, Entity.QUERY, item.id, before=snapshot(item, _AUDITED), summary=item.name)
    db.session.delete(item)
    db.session.commit()
    return item


def change_status(query_id: int, status: str | None, actor=None) -> CallbackQuery:
    """Set the given status, or toggle Unprocessed <-> Processed when none is given (staff; audited)."""
    item = get_query(query_id)
    before = item.status
    item.status = status or QueryStatus.toggled(item.status)
    record(actor, Action.STATUS, Entity.QUERY, item.id, before={"status": before}, after={"status": item.status},
           summary=item.name)
    db.session.commit()
    return item
