"""Call-back queries: created Unprocessed (the request schema checked the form's rules), listed, toggled, deleted."""
from __future__ import annotations

from collections.abc import Iterable

from sqlalchemy import and_, or_, select

from shop.audit import Action, Entity, record, snapshot
from shop.database import digits_of, lowered
from shop.extensions import db
from shop.http.errors import NotFoundError
from shop.models_base import MAX_ID, utcnow
from shop.queries import messages
from shop.queries.models import CallbackQuery, QueryStatus
from shop.validation import clean_phone, phone_search_digits


def create_query(name: str, phone: str, query: str) -> CallbackQuery:
    """Store a call-back request; whatever status the client sent, it starts Unprocessed."""
    item = CallbackQuery(name=name, phone=phone, query=query, status=QueryStatus.UNPROCESSED)
    db.session.add(item)
    db.session.commit()
    return item


def list_queries(status: str | None = None, search: str = "") -> list[CallbackQuery]:
    """Newest first, optionally only one status, and only those ``search`` finds: every word of it in the name
    (in any letter case), or its digits in the phone's ("050 400" finds "+38 (050) 400-70-15")."""
    stmt = select(CallbackQuery).order_by(CallbackQuery.created_at.desc(), CallbackQuery.id.desc())
    if status:
        stmt = stmt.where(CallbackQuery.status == status)
    words = search.lower().split()
    if words:
        by_name = and_(*(lowered(CallbackQuery.name).contains(word, autoescape=True) for word in words))
        by_phone = [digits_of(CallbackQuery.phone).contains(digits) for digits in phone_search_digits(search)]
        stmt = stmt.where(or_(by_name, *by_phone))
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
    if item.status != before:  # the retention period counts from the moment it was dealt with
        item.processed_at = utcnow() if item.status == QueryStatus.PROCESSED else None
    record(actor, Action.STATUS, Entity.QUERY, item.id, before={"status": before}, after={"status": item.status},
           summary=item.name)
    db.session.commit()
    return item


# Local numbers are written 0 and 9 digits; the same number in international form ends with those 9 digits.
_LOCAL_DIGITS = 9


def same_number(one: str, other: str) -> bool:
    """Two phones as typed name one number: the same digits, or a local number (0 and 9 digits) and an international
    one ending in its 9 digits ("050 400 70 15" and "+38 050 400-70-15")."""
    a, b = clean_phone(one).lstrip("+"), clean_phone(other).lstrip("+")
    if not a or not b:
        return False
    if a == b:
        return True
    return any(len(local) == _LOCAL_DIGITS + 1 and local.startswith("0") and len(international) > len(local)
               and international.endswith(local[1:]) for local, international in ((a, b), (b, a)))


def queries_for_phones(phones: Iterable[str]) -> list[CallbackQuery]:
    """Every call-back left with one of these phone numbers, oldest first (what the shop holds about a person).
    Phones are stored as typed, so they are compared here, digit by digit."""
    wanted = [phone for phone in dict.fromkeys(phones) if clean_phone(phone).strip("+")]
    if not wanted:
        return []
    stored = db.session.execute(select(CallbackQuery.id, CallbackQuery.phone).order_by(CallbackQuery.id)).all()
    ids = [row.id for row in stored if any(same_number(row.phone, phone) for phone in wanted)]
    if not ids:
        return []
    return list(db.session.scalars(select(CallbackQuery).where(CallbackQuery.id.in_(ids)).order_by(
        CallbackQuery.created_at, CallbackQuery.id)))
