"""Reading orders: a shopper sees their own, staff see any (GUIDE 3); amounts as shop.orders.history shows them."""
from __future__ import annotations

from sqlalchemy import func, select
from sqlalchemy.orm import selectinload

from shop import validation
from shop.accounts.models import User
from shop.extensions import db
from shop.http.errors import ApiError, NotFoundError
from shop.i18n import Message
from shop.models_base import MAX_ID
from shop.orders import messages
from shop.orders.history import OrderView, views
from shop.orders.models import DeliveryStatus, Order, PaymentStatus
from shop.security import StaffRole


def _newest_first(user_id: int):
    return (select(Order).options(selectinload(Order.lines), selectinload(Order.events)).where(Order.user_id == user_id)
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
    order = (db.session.get(Order, order_id, options=[selectinload(Order.lines), selectinload(Order.events)])
             if 0 < order_id <= MAX_ID else None)
    if order is None:
        raise NotFoundError(messages.NO_SUCH_ORDER)
    if order.user_id != actor.id and not actor.has_role(*StaffRole.RUNNING):
        raise ApiError(messages.NOT_YOURS, status=403)
    return views([order])[0]


def last_order(user_id: int) -> OrderView | None:
    """The account's newest order, if any."""
    found = views(db.session.scalars(_newest_first(user_id).limit(1)))
    return found[0] if found else None


def order_count(user_id: int) -> int:
    """How many orders the account placed."""
    return db.session.scalar(select(func.count(Order.id)).where(Order.user_id == user_id))


def all_orders(status: str | None, page: int | None, limit: int) -> tuple[list[OrderView], int]:
    """Staff's list, newest first: a delivery status, or "Paid" for paid orders; one page of it when ``page`` is given.
    Returns the page and how many orders match."""
    query = select(Order)
    if status == PaymentStatus.PAID:
        query = query.where(Order.is_paid.is_(True))
    elif status:
        if status not in DeliveryStatus.ALL:
            raise ApiError(validation.CHECK_FIELDS, errors={"status": [Message(
                messages.STATUS_INVALID, choices=", ".join((*DeliveryStatus.ALL, PaymentStatus.PAID)))]})
        query = query.where(Order.status == status)
    total = db.session.scalar(select(func.count()).select_from(query.subquery()))
    query = query.options(selectinload(Order.lines), selectinload(Order.events)).order_by(
        Order.created_at.desc(), Order.id.desc())
    if page is not None:
        query = query.offset((page - 1) * limit).limit(limit)
    return views(db.session.scalars(query)), total
