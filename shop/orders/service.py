"""Reading orders: a shopper sees their own, staff see any (GUIDE 3); amounts as shop.orders.history shows them."""
from __future__ import annotations

import re

from sqlalchemy import ColumnElement, Text, and_, cast, func, or_, select
from sqlalchemy.orm import selectinload

from shop import validation
from shop.accounts.models import User
from shop.database import ascii_text, digits_of, lowered
from shop.extensions import db
from shop.http.errors import ApiError, NotFoundError
from shop.i18n import Message
from shop.models_base import MAX_ID
from shop.orders import messages
from shop.orders.history import OrderView, views
from shop.orders.models import DeliveryStatus, Order, PaymentStatus
from shop.orders.status import held_change
from shop.security import StaffRole


def _newest_first(user_id: int):
    return (select(Order).options(selectinload(Order.lines), selectinload(Order.events), selectinload(Order.refunds))
            .where(Order.user_id == user_id)
            .order_by(Order.created_at.desc(), Order.id.desc()))


def orders_of_user(actor: User, user_id: int) -> list[OrderView]:
    """A user's orders, newest first: for that user or staff (403 for anyone else, 404 for staff asking about
    an account that does not exist)."""
    if actor.id != user_id and not actor.has_role(*StaffRole.RUNNING):
        raise ApiError(messages.NOT_YOURS, status=403)
    if actor.id != user_id and (user_id > MAX_ID or db.session.get(User, user_id) is None):
        raise NotFoundError(messages.NO_SUCH_USER)
    return views(db.session.scalars(_newest_first(user_id)))


def order_for(actor: User, order_id: int) -> OrderView:
    """One order for its owner or the staff who run the shop (the warehouse sees parcels, not prices): 404 when
    there is none, 403 when it is another user's."""
    order = (db.session.get(Order, order_id, options=[selectinload(Order.lines), selectinload(Order.events),
                                                    selectinload(Order.refunds)])
             if 0 < order_id <= MAX_ID else None)
    if order is None:
        raise NotFoundError(messages.NO_SUCH_ORDER)
    if order.user_id != actor.id and not actor.has_role(*StaffRole.RUNNING):
        raise ApiError(messages.NOT_YOURS, status=403)
    view = views([order])[0]
    if actor.has_role(*StaffRole.RUNNING):  # staff see the change they may still take back
        return OrderView(view.order, view.lines, held_change(order.id))
    return view


def last_order(user_id: int) -> OrderView | None:
    """The account's newest order, if any."""
    found = views(db.session.scalars(_newest_first(user_id).limit(1)))
    return found[0] if found else None


def order_count(user_id: int) -> int:
    """How many orders the account placed."""
    return db.session.scalar(select(func.count(Order.id)).where(Order.user_id == user_id))


# Characters JSON stores as they are: a word of them is in userInfo's stored text when it is in one of its values.
_STORED_AS_IS = re.compile(r'^[ !#-\[\]-~]+$')


def found_by(search: str) -> ColumnElement[bool]:
    """The orders a staff search finds: every word of it in the order number, the customer's name or e-mail (in
    any letter case), or its digits in the phone's ("050 400" finds "+38 (050) 400-70-15"). The contact details
    are read from userInfo as checkout stored them.

    Reading userInfo's fields costs a JSON parse per order and field, so each test starts with a cheap look at the
    stored text, which every match passes (a word's letters in it; a phone's digits in it in their order), and the
    fields are read for the orders that pass it alone."""
    info = Order.user_info
    stored = cast(info, Text)
    text = Order.number
    for key in ("firstName", "lastName", "email"):
        text = text + " " + func.coalesce(info[key].as_string(), "")
    words = []
    for word in search.lower().split():
        exact = lowered(text).contains(word, autoescape=True)
        if _STORED_AS_IS.fullmatch(word):
            exact = and_(or_(Order.number.icontains(word, autoescape=True),
                             ascii_text(stored).icontains(word, autoescape=True)), exact)
        words.append(exact)
    phone = digits_of(func.coalesce(info["phone"].as_string(), ""))
    phones = [and_(stored.like(f"%{'%'.join(digits)}%"), phone.contains(digits))
              for digits in validation.phone_search_digits(search)]
    return or_(and_(*words), *phones)


def _count(query) -> int:
    return db.session.scalar(select(func.count()).select_from(query.subquery())) or 0


def all_orders(status: str | None, page: int | None, limit: int, search: str = "") -> tuple[list[OrderView], int]:
    """Staff's list, newest first: a delivery status, or "Paid" for paid orders; only those ``search`` finds (see
    found_by); one page of it when ``page`` is given. Returns the page and how many orders match."""
    query = select(Order)
    searching = bool(search.split())
    if searching:
        query = query.where(found_by(search))
    if status == PaymentStatus.PAID:
        query = query.where(Order.is_paid.is_(True))
    elif status:
        if status not in DeliveryStatus.ALL:
            raise ApiError(validation.CHECK_FIELDS, errors={"status": [Message(
                messages.STATUS_INVALID, choices=", ".join((*DeliveryStatus.ALL, PaymentStatus.PAID)))]})
        query = query.where(Order.status == status)
    newest_first = (Order.created_at.desc(), Order.id.desc())
    loading = (selectinload(Order.lines), selectinload(Order.events), selectinload(Order.refunds))
    if page is None:
        found = list(db.session.scalars(query.options(*loading).order_by(*newest_first)))
        return views(found), len(found)
    offset = (page - 1) * limit
    if searching:
        # The page's ids and the count in one pass over the matches: a search reads every order once, not twice.
        rows = db.session.execute(query.with_only_columns(Order.id, func.count().over()).order_by(*newest_first)
                                  .offset(offset).limit(limit)).all()
        total = rows[0][1] if rows else _count(query) if offset else 0
        ids = [row[0] for row in rows]
    else:
        # The count from an index, the page along the newest-first index.
        total = _count(query)
        ids = list(db.session.scalars(query.with_only_columns(Order.id).order_by(*newest_first)
                                      .offset(offset).limit(limit)))
    found = {order.id: order for order in db.session.scalars(select(Order).options(*loading)
                                                              .where(Order.id.in_(ids)))} if ids else {}
    return views([found[order_id] for order_id in ids if order_id in found]), total
