"""An order's life after placement: delivery status Accepted -> Sent -> Delivered (or Cancelled), and payment.

Each change is an OrderEvent (who, when, from, to). Cancelling gives back what the order held: its stock (one
UPDATE per product, seen by the listing index like any stock change) and the gift-card money it spent. Marking an
order paid issues the gift cards it bought; the cards follow that payment: cancelling the order, or its turning
unpaid (staff, or the provider's reversal), voids them. E-mails go out after the commit, best effort.

A change staff make that mails the customer (sent, paid) holds its mails in the queue for SHOP_MAIL_UNDO_SECONDS:
until then ``undo_change`` takes it back and the mails never leave. What is held lives in the queue's store, which
every worker and server of the shop shares.
"""
from __future__ import annotations

import logging
from datetime import datetime, timedelta

from flask import current_app
from sqlalchemy import select, update
from sqlalchemy.orm import selectinload

from shop import jobs, validation
from shop.accounts.models import User
from shop.audit import Action, Entity
from shop.audit import record as audit
from shop.catalog.engine.read_model import products_changed
from shop.catalog.models import Product
from shop.extensions import db
from shop.giftcards import service as giftcards
from shop.giftcards.emails import gift_card_subject, send_gift_card
from shop.http.errors import ApiError, NotFoundError
from shop.i18n import Message
from shop.models_base import MAX_ID, utcnow
from shop.orders import emails, messages
from shop.orders.history import HeldChange, OrderView, views
from shop.orders.models import DeliveryStatus, EventKind, Order, OrderEvent, PaymentStatus
from shop.orders.rewards import award_for_delivered_order
from shop.payments.methods import PaymentMethod
from shop.promotions import service as promotions
from shop.security import ROLE_REFUSED, StaffRole


def _order(order_id: int) -> Order:
    order = db.session.get(Order, order_id, options=[selectinload(Order.lines), selectinload(Order.events)],
                           with_for_update=True) if 0 < order_id <= MAX_ID else None
    if order is None:
        raise NotFoundError(messages.NO_SUCH_ORDER)
    return order


def change_status(order_id: int, new: str, actor: User | None, note: str = "",
                  tracking_number: str | None = None) -> OrderView:
    """Move the delivery status along an allowed transition (409 otherwise); a tracking number given with it is
    kept on the order (the sent mail names it; one entered late, with Delivered, for the order's history)."""
    if new not in DeliveryStatus.ALL:
        raise ApiError(validation.CHECK_FIELDS, errors={"status": [
            Message(messages.STATUS_INVALID, choices=", ".join(DeliveryStatus.ALL))]})
    order = _order(order_id)
    current = order.status
    if not DeliveryStatus.can_move(current, new):
        raise ApiError(Message(messages.STATUS_TRANSITION, current=current, new=new), status=409)
    order.status = new
    after = {"status": new}
    if tracking_number:
        order.tracking_number = after["trackingNumber"] = tracking_number
    _record(order, EventKind.STATUS, current, new, actor, note)
    audit(actor, Action.STATUS, Entity.ORDER, order.id, before={"status": current}, after=after,
          summary=order.number)
    released: list[int] = []
    if new == DeliveryStatus.CANCELLED:
        released = _release_stock(order)
        giftcards.restore_for_order(order.id)
        giftcards.void_for_order(order.id)
        promotions.release_for_order(order.id)  # the code may be used again, as the card's money is back
    if new == DeliveryStatus.DELIVERED:
        award_for_delivered_order(order)
    db.session.commit()
    products_changed(released)
    held = None
    if new == DeliveryStatus.SENT:
        seconds = _hold_seconds(actor)
        mail = emails.send_order_sent(order, hold_seconds=seconds)
        held = _hold(order.id, EventKind.STATUS, current, new, [mail] if mail else [], seconds)
    return _view(order, held)


def cancel_unpaid_card_orders(older_than: timedelta) -> list[str]:
    """Card orders still unpaid and not sent after ``older_than``: the shopper left LiqPay's page, so cancel them and
    give their stock and gift-card money back (a periodic job, ``cancel_unpaid_card_orders_job``, and
    ``flask cancel-unpaid``). Returns the numbers cancelled."""
    cutoff = utcnow() - older_than
    stale = db.session.scalars(select(Order.id).where(
        Order.payment_method == PaymentMethod.CARD, Order.is_paid.is_(False),
        Order.status == DeliveryStatus.ACCEPTED, Order.created_at < cutoff).order_by(Order.id)).all()
    cancelled = []
    for order_id in stale:
        view = change_status(order_id, DeliveryStatus.CANCELLED, None, note="unpaid card payment")
        cancelled.append(view.order.number)
    return cancelled


@jobs.periodic("SHOP_UNPAID_CARD_CHECK_MINUTES")
def cancel_unpaid_card_orders_job() -> list[str]:
    """Every SHOP_UNPAID_CARD_CHECK_MINUTES: cancel the card orders unpaid for SHOP_UNPAID_CARD_HOURS, as
    `flask cancel-unpaid` does (no cron line needed)."""
    numbers = cancel_unpaid_card_orders(timedelta(hours=int(current_app.config["SHOP_UNPAID_CARD_HOURS"])))
    if numbers:
        logging.getLogger(__name__).info("Cancelled %d unpaid card order(s): %s", len(numbers), ", ".join(numbers))
    return numbers


def set_paid(order_id: int, paid: bool, actor: User | None) -> OrderView:
    """Staff mark an order paid (a bank transfer arrived, cash collected) or correct it back to not paid."""
    order = _order(order_id)
    if order.is_paid == paid:
        status = PaymentStatus.PAID if paid else PaymentStatus.NOT_PAID
        raise ApiError(Message(messages.PAYMENT_UNCHANGED, status=status), status=409)
    if paid:
        return mark_paid(order, actor)
    order.is_paid, order.paid_at = False, None
    _record(order, EventKind.PAYMENT, PaymentStatus.PAID, PaymentStatus.NOT_PAID, actor)
    audit(actor, Action.PAYMENT, Entity.ORDER, order.id, before={"isPaid": True}, after={"isPaid": False},
          summary=order.number)
    giftcards.void_for_order(order.id)
    db.session.commit()
    return views([order])[0]


def mark_paid(order: Order, actor: User | None, note: str = "") -> OrderView:
    """The order is paid: record it, issue the gift cards it bought (again, under new codes, those voided when an
    earlier payment went, unless the order is cancelled), commit, then tell the shopper and recipients."""
    order.is_paid, order.paid_at = True, utcnow()
    _record(order, EventKind.PAYMENT, PaymentStatus.NOT_PAID, PaymentStatus.PAID, actor, note)
    if actor is not None:  # a payment notice is the provider's doing, not staff's: the order history has it
        audit(actor, Action.PAYMENT, Entity.ORDER, order.id, before={"isPaid": False}, after={"isPaid": True},
              summary=order.number)
    issued = giftcards.issue_for_order(order, replace_voided=order.status != DeliveryStatus.CANCELLED)
    db.session.commit()
    seconds = _hold_seconds(actor)
    mail = emails.send_payment_received(order, hold_seconds=seconds)
    for card in issued:  # a card's held mail is not sent once the card is void: undoing the payment voids it
        send_gift_card(card, buyer_name(order), order.language, hold_seconds=seconds)
    held = _hold(order.id, EventKind.PAYMENT, PaymentStatus.NOT_PAID, PaymentStatus.PAID, [mail] if mail else [],
                 seconds)
    return _view(order, held)


def buyer_name(order: Order) -> str:
    """Who a gift card of the order is from, as its e-mail names them."""
    return f"{order.user_info.get('firstName', '')} {order.user_info.get('lastName', '')}".strip()


def record_unpaid(order: Order, note: str) -> None:
    """A payment was reversed by the provider: the order is not paid any more, nor are the gift cards it bought
    (the caller commits)."""
    order.is_paid, order.paid_at = False, None
    _record(order, EventKind.PAYMENT, PaymentStatus.PAID, PaymentStatus.NOT_PAID, None, note)
    giftcards.void_for_order(order.id)


def _record(order: Order, kind: str, old: str | None, new: str, actor: User | None, note: str = "") -> None:
    order.events.append(OrderEvent(kind=kind, from_value=old, to_value=new, actor_id=actor.id if actor else None,
                                   actor_email=actor.email if actor else None, note=note[:200]))


def _release_stock(order: Order) -> list[int]:
    """Put a cancelled order's quantities back on the shelf (gift cards keep no stock)."""
    back: dict[int, object] = {}
    for line in order.lines:
        if line.product_id is not None and not line.gift_card:
            back[line.product_id] = back.get(line.product_id, 0) + line.quantity
    for product_id in sorted(back):
        db.session.execute(update(Product).where(Product.id == product_id)
                           .values(stock=Product.stock + back[product_id], updated_at=utcnow())
                           .execution_options(synchronize_session=False))
    return list(back)


# ---------------------------------------------------------------- what staff are told before, and may take back after

UNDO_KEY = "orders:undo:{}"
# How close to its mail's departure a change can no longer be taken back: the job may already be on its way.
UNDO_MARGIN = timedelta(seconds=2)
UNDONE_NOTE = "undone before its e-mail went"


def _hold_seconds(actor: User | None) -> float:
    """How long a change's mails wait: only staff's changes wait (a payment notice from the provider mails at once)."""
    return float(current_app.config.get("SHOP_MAIL_UNDO_SECONDS", 0)) if actor is not None else 0.0


def _hold(order_id: int, kind: str, old: str, new: str, mails: list[str], seconds: float) -> HeldChange | None:
    if seconds <= 0:
        return None
    held = HeldChange(kind, old, new, utcnow() + timedelta(seconds=seconds), tuple(mails))
    jobs.remember(UNDO_KEY.format(order_id), {"kind": kind, "old": old, "new": new, "until": held.until.isoformat(),
                                               "jobs": list(held.jobs)})
    return held


def held_change(order_id: int) -> HeldChange | None:
    """The order's last change while it may still be taken back."""
    kept = jobs.recall(UNDO_KEY.format(order_id))
    if not isinstance(kept, dict):
        return None
    held = HeldChange(kept["kind"], kept["old"], kept["new"], datetime.fromisoformat(kept["until"]),
                      tuple(kept["jobs"]))
    return held if utcnow() < held.until - UNDO_MARGIN else None


def _view(order: Order, held: HeldChange | None) -> OrderView:
    view = views([order])[0]
    return OrderView(view.order, view.lines, held)


def undo_change(order_id: int, actor: User) -> Order:
    """Take back the order's last sent or paid while its mails still wait: they never leave, and the order is as
    before (not paid: the gift cards the payment issued are void, so theirs are not sent either). 409 when nothing
    can be taken back: the window has passed, or the order has moved on since."""
    held = held_change(order_id)
    if held is not None and held.kind == EventKind.PAYMENT and not actor.has_role(*StaffRole.RUNNING):
        raise ApiError(ROLE_REFUSED, status=403)
    order = _order(order_id)
    still = held is not None and (order.status == held.new if held.kind == EventKind.STATUS else order.is_paid)
    if held is None or not still:
        raise ApiError(messages.NOTHING_TO_UNDO, status=409)
    for job_id in held.jobs:
        jobs.cancel(job_id)
    if held.kind == EventKind.STATUS:
        order.status, order.tracking_number = held.old, ""
        _record(order, EventKind.STATUS, held.new, held.old, actor, UNDONE_NOTE)
        audit(actor, Action.STATUS, Entity.ORDER, order.id, before={"status": held.new}, after={"status": held.old},
              summary=f"{order.number} ({UNDONE_NOTE})")
    else:
        order.is_paid, order.paid_at = False, None
        _record(order, EventKind.PAYMENT, PaymentStatus.PAID, PaymentStatus.NOT_PAID, actor, UNDONE_NOTE)
        audit(actor, Action.PAYMENT, Entity.ORDER, order.id, before={"isPaid": True}, after={"isPaid": False},
              summary=f"{order.number} ({UNDONE_NOTE})")
        giftcards.void_for_order(order.id)
    jobs.forget(UNDO_KEY.format(order_id))
    db.session.commit()
    return order


def mail_preview(actor: User, order_id: int, status: str | None = None, tracking_number: str | None = None,
                 paid: bool | None = None) -> list[dict]:
    """The mails a change would send, as the customer (and a gift card's recipient) would get them, changing
    nothing: to, subject and text (a gift card's text holds its code, which only its issue makes: none here). A
    payment's are for the staff who run the shop (its mail names the amounts)."""
    if paid is not None and not actor.has_role(*StaffRole.RUNNING):
        raise ApiError(ROLE_REFUSED, status=403)
    order = _order(order_id)
    mails: list[dict] = []
    address = (order.user_info or {}).get("email", "")
    if status == DeliveryStatus.SENT and address:
        with db.session.no_autoflush:
            kept, order.tracking_number = order.tracking_number, tracking_number or order.tracking_number
            subject, text = emails.order_sent_text(order)
            order.tracking_number = kept
        mails.append({"to": address, "subject": subject, "text": text})
    if paid and not order.is_paid:
        if address:
            subject, text = emails.payment_received_text(order)
            mails.append({"to": address, "subject": subject, "text": text})
        subject = gift_card_subject(buyer_name(order), order.language)
        for line in order.lines:
            if line.gift_card and line.gift_card.get("recipientEmail"):
                for _ in range(int(line.quantity)):
                    mails.append({"to": line.gift_card["recipientEmail"], "subject": subject, "text": None})
    db.session.rollback()  # the row lock _order took
    return mails

