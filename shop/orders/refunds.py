"""Money given back on a paid order: all or part of its lines and its delivery, computed here from the order's frozen
lines (never from a client's figures), never more than what is left of what was paid.

A card order is refunded through LiqPay's refund call before anything is recorded: when LiqPay refuses or cannot be
reached, the answer says so and nothing is refunded. A transfer or cash order is paid back by staff themselves; the
refund records it ("manual"). Staff choose whether the goods go back on the shelf. Each refund is an event of the
order's history and an audit entry in the same commit; the shopper's mail goes after it, in the order's language.
"""
from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from decimal import Decimal

from flask import current_app
from sqlalchemy import update
from sqlalchemy.orm import selectinload

from shop.accounts.models import User
from shop.audit import Action, Entity
from shop.audit import record as audit
from shop.catalog.engine.read_model import products_changed
from shop.catalog.models import Product
from shop.extensions import db
from shop.http.errors import ApiError, NotFoundError
from shop.i18n import Message, format_money
from shop.models_base import MAX_ID, utcnow
from shop.money import line_total, round_money, step_for
from shop.orders import messages as order_messages
from shop.orders import return_messages as messages
from shop.orders.models import (
    EventKind,
    Order,
    OrderEvent,
    OrderLine,
    Refund,
    RefundMethod,
    ReturnRequest,
    ReturnStatus,
)
from shop.orders.return_emails import send_refund_made
from shop.payments import liqpay
from shop.payments.methods import PaymentMethod

log = logging.getLogger(__name__)
ZERO = Decimal("0")


@dataclass(frozen=True)
class LineLeft:
    """What of a line can still be refunded: its quantity less what earlier refunds covered."""

    line: OrderLine
    refunded: Decimal

    @property
    def left(self) -> Decimal:
        return self.line.quantity - self.refunded


@dataclass(frozen=True)
class Refundable:
    """What of a paid order can still be refunded: each line, the delivery, and the money (what was paid less the
    earlier refunds; a gift card's part was never paid in money)."""

    order: Order
    lines: list[LineLeft]
    delivery_left: Decimal
    money_left: Decimal


def refunded_quantities(order: Order) -> dict[int, Decimal]:
    """line id -> the quantity the order's refunds covered."""
    done: dict[int, Decimal] = {}
    for refund in order.refunds:
        for part in refund.lines or []:
            line_id = int(part["lineId"])
            done[line_id] = done.get(line_id, ZERO) + Decimal(part["quantity"])
    return done


def refundable(order: Order) -> Refundable:
    done = refunded_quantities(order)
    refunded = sum((refund.amount for refund in order.refunds), ZERO)
    delivery = (order.delivery_price or ZERO) - sum((refund.delivery for refund in order.refunds), ZERO)
    paid = order.total_price if order.is_paid else ZERO
    return Refundable(order, [LineLeft(line, done.get(line.id, ZERO)) for line in order.lines], delivery,
                      max(paid - refunded, ZERO))


def locked_order(order_id: int) -> Order:
    order = db.session.get(Order, order_id, options=[selectinload(Order.lines), selectinload(Order.refunds)],
                           with_for_update=True) if 0 < order_id <= MAX_ID else None
    if order is None:
        raise NotFoundError(order_messages.NO_SUCH_ORDER)
    return order


def _amount_text(order: Order, amount: Decimal) -> str:
    return format_money(amount, order.currency, "en")


def _parts(order: Order, wanted: Sequence[tuple[int, Decimal]]) -> tuple[list[dict], Decimal, Decimal]:
    """The refund's lines ([{"lineId", "quantity", "amount", "amountGbp"}]) and their sums in the order's currency
    and GBP; 409 (errors.lines) for a line not on the order, off its step or beyond what is left of it."""
    left = {item.line.id: item for item in refundable(order).lines}
    parts, total, total_gbp = [], ZERO, ZERO
    for index, (line_id, quantity) in enumerate(wanted):
        item = left.get(line_id)
        if item is None:
            raise ApiError(messages.NOT_ON_ORDER, status=409, errors={"lines": {str(index): [messages.NOT_ON_ORDER]}})
        line = item.line
        step = step_for(line.minimum)
        if quantity <= 0 or quantity > item.left or quantity % step != 0:
            message = Message(messages.LINE_LEFT, max=f"{item.left.normalize():f}")
            raise ApiError(message, status=409, errors={"lines": {str(index): [message]}})
        # The whole line is its frozen total; part of it the same formula the order used, which is exact (a price
        # in hundredths times a quantity in tenths of a unit priced per tenth).
        amount = line.line_total if quantity == line.quantity else line_total(line.unit_price, quantity,
                                                                               line.minimum)
        amount_gbp = line_total(line.unit_price_gbp, quantity, line.minimum)
        parts.append({"lineId": line.id, "quantity": f"{quantity.normalize():f}", "amount": f"{amount:.2f}",
                      "amountGbp": f"{amount_gbp:.2f}"})
        left[line_id] = LineLeft(line, item.refunded + quantity)
        total += amount
        total_gbp += amount_gbp
    return parts, total, total_gbp


def refund_order(order_id: int, wanted: Sequence[tuple[int, Decimal]], delivery: bool, restock: bool,
                 actor: User, note: str = "", return_request: ReturnRequest | None = None,
                 before_commit: Callable[[], None] | None = None) -> Refund:
    """Refund ``wanted`` ((line id, quantity) pairs) of the order, and its delivery when ``delivery``; put the
    quantities back in stock when ``restock``; ``before_commit`` makes the caller's own change part of the same
    commit (a return's step). Commits, then mails the shopper. 409 for an order not paid, a
    delivery already refunded, or more than is left of the payment; 502 when LiqPay cannot be reached."""
    order = locked_order(order_id)
    if return_request is not None:
        # Read again under a lock, after the order's: two staff refunding the same return at once refund it once.
        db.session.refresh(return_request, with_for_update=True)
        if return_request.status not in (ReturnStatus.APPROVED, ReturnStatus.RECEIVED):
            raise ApiError(Message(messages.NOT_REFUNDABLE, status=Message(return_request.status)), status=409)
    if not order.is_paid:
        raise ApiError(messages.NOT_PAID, status=409)
    if not wanted and not delivery:
        raise ApiError(messages.NOTHING_TO_REFUND, status=409, errors={"lines": [messages.NOTHING_TO_REFUND]})
    parts, amount, amount_gbp = _parts(order, wanted)
    state = refundable(order)
    delivery_part = ZERO
    if delivery:
        if state.delivery_left <= 0:
            raise ApiError(messages.DELIVERY_LEFT, status=409, errors={"delivery": [messages.DELIVERY_LEFT]})
        delivery_part = state.delivery_left
        amount += delivery_part
        amount_gbp += round_money(delivery_part / order.factor)
    if amount > state.money_left:
        raise ApiError(Message(messages.OVER_PAID, amount=_amount_text(order, amount),
                               left=_amount_text(order, state.money_left)), status=409)
    method = RefundMethod.LIQPAY if order.payment_method == PaymentMethod.CARD else RefundMethod.MANUAL
    provider_status = provider_ref = None
    if method == RefundMethod.LIQPAY:
        provider_status, provider_ref = _refund_at_liqpay(order, amount)
    refund = Refund(number=f"{order.number}-R{len(order.refunds) + 1}", order_id=order.id,
                    return_request_id=return_request.id if return_request is not None else None,
                    currency=order.currency, amount=amount, amount_gbp=amount_gbp, delivery=delivery_part,
                    lines=parts, method=method, restocked=restock and bool(parts), provider_ref=provider_ref,
                    provider_status=provider_status, note=note[:300], actor_id=actor.id, actor_email=actor.email,
                    created_at=utcnow())
    order.refunds.append(refund)
    db.session.add(OrderEvent(order_id=order.id, kind=EventKind.REFUND, from_value=None, to_value=f"{amount:.2f}",
                              actor_id=actor.id, actor_email=actor.email, note=f"{refund.number} ({method})"))
    audit(actor, Action.REFUND, Entity.ORDER, order.id, after={
        "refund": refund.number, "amount": f"{amount:.2f}", "currency": order.currency, "delivery":
        f"{delivery_part:.2f}", "lines": parts, "method": method, "restocked": refund.restocked},
        summary=f"{order.number} {refund.number}")
    changed = _restock(order, parts) if refund.restocked else []
    if before_commit is not None:
        before_commit()
    db.session.commit()
    products_changed(changed)
    send_refund_made(order, refund)
    return refund


def _restock(order: Order, parts: list[dict]) -> list[int]:
    """Put the refunded quantities back on the shelf (one UPDATE per product; gift cards keep no stock)."""
    lines = {line.id: line for line in order.lines}
    back: dict[int, Decimal] = {}
    for part in parts:
        line = lines[int(part["lineId"])]
        if line.product_id is not None and not line.gift_card:
            back[line.product_id] = back.get(line.product_id, ZERO) + Decimal(part["quantity"])
    for product_id in sorted(back):
        db.session.execute(update(Product).where(Product.id == product_id)
                           .values(stock=Product.stock + back[product_id], updated_at=utcnow())
                           .execution_options(synchronize_session=False))
    return list(back)


def _refund_at_liqpay(order: Order, amount: Decimal) -> tuple[str, str | None]:
    """LiqPay's refund of ``amount`` of the order's card payment: its status and payment id. 409 when the shop has
    no keys or LiqPay refuses, 502 when it cannot be reached; either way nothing is recorded."""
    config = current_app.config
    public, private = config.get("SHOP_LIQPAY_PUBLIC_KEY"), config.get("SHOP_LIQPAY_PRIVATE_KEY")
    if not public or not private:
        raise ApiError(messages.LIQPAY_NOT_SET_UP, status=409)
    params = liqpay.refund_params(public_key=public, number=order.number, amount=f"{amount:.2f}")
    try:
        answer = liqpay.request(params, private, url=config.get("SHOP_LIQPAY_API_URL") or liqpay.API_URL,
                                timeout=float(config.get("SHOP_LIQPAY_API_TIMEOUT") or 20))
    except liqpay.UnreachableError as error:
        log.warning("LiqPay refund of order %s: no answer (%s)", order.number, error)
        raise ApiError(messages.LIQPAY_UNREACHABLE, status=502) from error
    status = str(answer.get("status") or "")
    if answer.get("result") == "error" or status not in liqpay.REVERSED:
        reason = str(answer.get("err_description") or answer.get("err_code") or status or "error")[:120]
        log.warning("LiqPay refused the refund of order %s: %s", order.number, reason)
        raise ApiError(Message(messages.LIQPAY_REFUSED, reason=reason), status=409)
    payment_id = answer.get("payment_id")
    return status, str(payment_id)[:64] if payment_id is not None else None


def refund_of(order: Order, refund_id: int) -> Refund:
    """One of the order's refunds (404 otherwise)."""
    refund = next((item for item in order.refunds if item.id == refund_id), None)
    if refund is None:
        raise NotFoundError(messages.NO_SUCH_REFUND)
    return refund
