"""Call-back query rules: the spec's three checks in order, status forced to Unprocessed on creation."""
from __future__ import annotations

from sqlalchemy import select

from shop.errors import ApiError, NotFoundError
from shop.extensions import db
from shop.queries.models import CallbackQuery, QueryStatus
from shop.validation import is_valid_phone

MSG_FILL_ALL = "Please fill in all the fields!"
MSG_BAD_PHONE = "Please enter a valid international phone number!"
MSG_CREATED = "Запит успішно створено!"
MSG_DELETED = "Запит успішно видалено!"
MSG_STATUS_CHANGED = "Статус успішно змінено!"
MAX_QUERY_LENGTH = 2000


def create_query(name: str, phone: str, query: str) -> CallbackQuery:
    """Store a call-back request after the same checks the form makes (the privacy box is the client's)."""
    name, phone, query = (name or "").strip(), (phone or "").strip(), (query or "").strip()
    if not (name and phone and query):
        raise ApiError(MSG_FILL_ALL)
    if not is_valid_phone(phone):
        raise ApiError(MSG_BAD_PHONE)
    if len(name) > 120 or len(query) > MAX_QUERY_LENGTH:
        raise ApiError("The name or the question is too long.")
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
    item = db.session.get(CallbackQuery, query_id)
    if item is None:
        raise NotFoundError("There is no such query.")
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
