"""Bank-transfer orders whose money never came: they hold stock that other shoppers could buy, so they do not hold it
for ever. SHOP_UNPAID_TRANSFER_DAYS after placement (0: never) such an order is cancelled through shop.orders.status,
which gives its stock and gift-card money back, and the shopper is told; SHOP_UNPAID_TRANSFER_REMINDER_DAYS before
that (0: no reminder) the shopper is reminded once, with the bank details again. Both mails are in the order's language.

A periodic job (``release_unpaid_transfers_job``, every SHOP_UNPAID_TRANSFER_CHECK_MINUTES) and `flask cancel-unpaid
--transfers` run it. Each order is locked and read again before it is touched, so one marked paid in the meantime is
left alone. The reminder is an event in the order's history (REMINDER_NOTE), committed before its mail is written: it
goes once, and staff see that it went.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import timedelta

from flask import current_app
from sqlalchemy import exists, select

from shop import jobs
from shop.extensions import db
from shop.models_base import utcnow
from shop.orders import emails
from shop.orders.models import DeliveryStatus, EventKind, Order, OrderEvent, PaymentStatus
from shop.orders.status import change_status
from shop.payments import providers
from shop.payments.methods import PaymentMethod

log = logging.getLogger(__name__)

# The notes of the order's history that say what this module did (the reminder's is also its record).
REMINDER_NOTE = "payment reminder e-mailed"
CANCEL_NOTE = "bank transfer never arrived"


@dataclass(frozen=True)
class TransferRun:
    """The numbers of the orders one run reminded and cancelled."""

    reminded: list[str]
    cancelled: list[str]


def release_unpaid_transfers(days: int, reminder_days: int) -> TransferRun:
    """Cancel the bank-transfer orders unpaid ``days`` after placement and remind those ``reminder_days`` short of it
    (no reminder unless 0 < reminder_days < days); ``days`` 0 does nothing."""
    if days <= 0:
        return TransferRun([], [])
    now = utcnow()
    release_cutoff = now - timedelta(days=days)
    cancelled = [number for order_id in _awaiting(Order.created_at < release_cutoff)
                 if (number := _one(order_id, _cancel))]
    reminded: list[str] = []
    if 0 < reminder_days < days:
        reminder_cutoff = now - timedelta(days=days - reminder_days)
        due = _awaiting(Order.created_at < reminder_cutoff, Order.created_at >= release_cutoff, ~_reminded(Order.id))
        reminded = [number for order_id in due if (number := _one(order_id, lambda order: _remind(order, days)))]
    return TransferRun(reminded, cancelled)


@jobs.periodic("SHOP_UNPAID_TRANSFER_CHECK_MINUTES")
def release_unpaid_transfers_job() -> TransferRun:
    """Every SHOP_UNPAID_TRANSFER_CHECK_MINUTES: the reminders due and the releases due, as `flask cancel-unpaid
    --transfers` does (no cron line needed)."""
    config = current_app.config
    run = release_unpaid_transfers(int(config["SHOP_UNPAID_TRANSFER_DAYS"]),
                                   int(config["SHOP_UNPAID_TRANSFER_REMINDER_DAYS"]))
    if run.reminded or run.cancelled:
        log.info("Unpaid bank transfers: reminded %d order(s) %s, cancelled %d order(s) %s", len(run.reminded),
                 ", ".join(run.reminded), len(run.cancelled), ", ".join(run.cancelled))
    return run


def _awaiting(*conditions) -> list[int]:
    """The ids of the bank-transfer orders still waiting for their money (and meeting ``conditions``), oldest first."""
    return list(db.session.scalars(select(Order.id).where(
        Order.payment_method == PaymentMethod.BANK_TRANSFER, Order.is_paid.is_(False),
        Order.status == DeliveryStatus.ACCEPTED, *conditions).order_by(Order.id)))


def _reminded(order_id):
    """Whether the order's history records its reminder: as a condition on ``order_id`` (a column or a value)."""
    return exists().where(OrderEvent.order_id == order_id, OrderEvent.kind == EventKind.PAYMENT,
                          OrderEvent.note == REMINDER_NOTE)


def _one(order_id: int, act) -> str | None:
    """Lock the order, read it afresh and ``act`` on it while it still waits for a transfer; its number, or None when
    it was paid, sent or cancelled meanwhile. One order that fails is logged and does not stop the others."""
    try:
        order = db.session.scalar(select(Order).where(Order.id == order_id).with_for_update()
                                  .execution_options(populate_existing=True))
        if order is None or order.is_paid or order.status != DeliveryStatus.ACCEPTED:
            db.session.rollback()
            return None
        return act(order)
    except Exception:
        db.session.rollback()
        log.exception("Could not handle the unpaid bank-transfer order %s", order_id)
        return None


def _cancel(order: Order) -> str:
    view = change_status(order.id, DeliveryStatus.CANCELLED, None, note=CANCEL_NOTE)
    emails.send_transfer_cancelled(view.order)
    return view.order.number


def _remind(order: Order, days: int) -> str | None:
    # Read after the lock: a run that reminded it while this one waited has committed its event by now.
    if db.session.scalar(select(_reminded(order.id))):
        db.session.rollback()
        return None
    order.events.append(OrderEvent(kind=EventKind.PAYMENT, from_value=None, to_value=PaymentStatus.NOT_PAID,
                                   note=REMINDER_NOTE))
    db.session.commit()
    payment = providers.provider(order.payment_method).start(order)
    emails.send_transfer_reminder(order, payment, order.created_at + timedelta(days=days))
    return order.number
