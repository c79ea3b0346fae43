"""Return requests: a shopper asks to send back part of a delivered line; what is asked back is never asked twice.

A new request locks its order line (PostgreSQL), so two requests at once cannot together exceed the quantity.
"""
from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal

from sqlalchemy import func, select
from sqlalchemy.orm import joinedload

from shop.accounts.models import User
from shop.extensions import db
from shop.http.errors import ApiError, NotFoundError
from shop.i18n import Message
from shop.models_base import MAX_ID
from shop.money import step_for
from shop.orders import messages
from shop.orders.models import DeliveryStatus, Order, OrderLine, ReturnRequest, ReturnStatus
from shop.orders.return_rules import ReturnRule, rules_of_lines


def held_quantities(line_ids: Sequence[int]) -> dict[int, Decimal]:
    """line id -> quantity asked back by returns that were not rejected, summed by the database."""
    if not line_ids:
        return {}
    rows = db.session.execute(
        select(ReturnRequest.order_line_id, func.sum(ReturnRequest.quantity))
        .where(ReturnRequest.order_line_id.in_(line_ids), ReturnRequest.status.in_(ReturnStatus.HOLDING))
        .group_by(ReturnRequest.order_line_id)
    ).all()
    return {line_id: Decimal(str(quantity)) for line_id, quantity in rows}


def returns_of(user: User) -> list[ReturnRequest]:
    """The account's return requests with their lines and orders, newest first."""
    return list(db.session.scalars(
        select(ReturnRequest).options(joinedload(ReturnRequest.line).joinedload(OrderLine.order))
        .where(ReturnRequest.user_id == user.id)
        .order_by(ReturnRequest.created_at.desc(), ReturnRequest.id.desc())
    ).unique())


def open_count(user_id: int) -> int:
    """How many of the account's returns are still being handled."""
    return db.session.scalar(select(func.count(ReturnRequest.id)).where(
        ReturnRequest.user_id == user_id, ReturnRequest.status.in_(ReturnStatus.OPEN)))


def _line_of(user: User, line_id: int) -> OrderLine:
    """The line, locked, when it belongs to one of the account's orders; 404 otherwise."""
    line = None
    if 0 < line_id <= MAX_ID:
        line = db.session.scalar(
            select(OrderLine).join(Order, Order.id == OrderLine.order_id)
            .where(OrderLine.id == line_id, Order.user_id == user.id)
            .with_for_update(of=OrderLine)
        )
    if line is None:
        raise NotFoundError(messages.NO_SUCH_LINE, errors={"lineId": [messages.NO_SUCH_LINE]})
    return line


def _quantity_error(message: str) -> ApiError:
    return ApiError(message, status=409, errors={"quantity": [message]})


def request_return(user: User, line_id: int, quantity: Decimal, reason: str, comment: str = "") -> ReturnRequest:
    """Ask to return ``quantity`` of a delivered line of one's own order.

    404 when the line is not the caller's, 409 when its order is not delivered, 409 (errors.reason) when its
    category's rule does not take it back for this reason (cut fabric: only faulty), and 409 (errors.quantity) when the
    quantity is off the line's step (0.1 for fractional goods, 1 otherwise) or more than remains to ask back.
    """
    line = _line_of(user, line_id)
    if line.order.status != DeliveryStatus.DELIVERED:
        raise ApiError(Message(messages.NOT_DELIVERED, status=Message(line.order.status)), status=409)
    rule = rules_of_lines([line])[line.id]
    if not ReturnRule.allows(rule, reason):  # the category's rule, which the account page said before the form
        raise ApiError(ReturnRule.MESSAGES[rule], status=409, errors={"reason": [ReturnRule.MESSAGES[rule]]})
    step = step_for(line.minimum)
    remaining = line.quantity - held_quantities([line.id]).get(line.id, Decimal("0"))
    if remaining <= 0:
        raise _quantity_error(messages.NOTHING_LEFT)
    if quantity > remaining:  # checked before the step, so an absurd number never reaches the division
        raise _quantity_error(Message(messages.QUANTITY_RANGE, low=step, high=f"{remaining.normalize():f}"))
    if quantity % step != 0:
        raise _quantity_error(Message(messages.QUANTITY_STEP, step=step))
    item = ReturnRequest(user_id=user.id, order_line_id=line.id, quantity=quantity, reason=reason,
                         comment=comment, status=ReturnStatus.REQUESTED)
    db.session.add(item)
    db.session.commit()
    return item
