"""LiqPay's server-to-server notices: verified, applied once, never moving a payment backwards.

- The signature is checked first (400 otherwise) and the public key must be ours.
- The same notice twice (by the SHA-256 of its signed data) is recorded once: a replay changes nothing.
- Out-of-order notices: a payment only moves forward (pending -> failed -> paid -> reversed; a late 'processing'
  or 'failure' after 'success' is ignored), see PaymentState.may_move.
- 'success' marks the order paid only when the amount and currency are the order's; otherwise it is recorded as a
  mismatch for staff and the order stays unpaid.
- 'reversed' makes a paid order unpaid again, which voids the gift cards it bought (shop.orders.status.record_unpaid),
  unless staff refunded the order through LiqPay (shop.orders.refunds): that reversal is the refund, already recorded.
  A 'failure' never follows a payment (the order above), so it has nothing to undo.
"""
from __future__ import annotations

import hashlib
import logging
from decimal import Decimal, InvalidOperation

from flask import current_app
from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import selectinload

from shop import metrics
from shop.extensions import db
from shop.http.errors import ApiError
from shop.orders.models import Order, RefundMethod
from shop.orders.status import mark_paid, record_unpaid
from shop.payments import liqpay
from shop.payments.models import Payment, PaymentState, ProviderCallback

log = logging.getLogger(__name__)

PROVIDER = "liqpay"
BAD_SIGNATURE = "The payment notice's signature does not match."
UNKNOWN_ORDER = "The payment notice names no order of this shop."


class Outcome:
    APPLIED = "applied"
    REPLAY = "replay"
    IGNORED = "ignored"      # older than what is known
    MISMATCH = "mismatch"    # paid, but not the order's amount or currency


def _state_of(status: str) -> str:
    if status in liqpay.paid_statuses(bool(current_app.config.get("SHOP_LIQPAY_SANDBOX"))):
        return PaymentState.PAID
    if status in liqpay.FAILED:
        return PaymentState.FAILED
    if status in liqpay.REVERSED:
        return PaymentState.REVERSED
    return PaymentState.PENDING


def handle_liqpay(data: str, signature: str) -> str:
    """Apply one notice; returns its outcome (403 for one that is not LiqPay's: its signature does not match, or
    it does not carry the shop's key; a well-formed request, so not a 400)."""
    config = current_app.config
    if not liqpay.verify(data, signature, config.get("SHOP_LIQPAY_PRIVATE_KEY") or ""):
        raise ApiError(BAD_SIGNATURE, status=403)
    payload = liqpay.decode(data)
    if payload is None or payload.get("public_key") != config.get("SHOP_LIQPAY_PUBLIC_KEY"):
        raise ApiError(BAD_SIGNATURE, status=403)
    number, status = str(payload.get("order_id") or ""), str(payload.get("status") or "")
    digest = hashlib.sha256(data.encode()).hexdigest()
    if db.session.scalar(select(ProviderCallback.id).where(ProviderCallback.digest == digest)) is not None:
        return Outcome.REPLAY
    order = db.session.scalar(select(Order).where(Order.number == number)
                              .options(selectinload(Order.lines), selectinload(Order.events)).with_for_update())
    if order is None:
        raise ApiError(UNKNOWN_ORDER, status=404)
    payment = db.session.scalar(select(Payment).where(Payment.order_id == order.id, Payment.provider == PROVIDER)
                                .with_for_update())
    if payment is None:
        payment = Payment(order_id=order.id, provider=PROVIDER, amount=order.total_price, currency=order.currency)
        db.session.add(payment)
    outcome = _apply(order, payment, payload, _state_of(status))
    db.session.add(ProviderCallback(provider=PROVIDER, digest=digest, order_number=number, provider_status=status,
                                    outcome=outcome))
    try:
        if outcome == Outcome.APPLIED and payment.state == PaymentState.PAID and not order.is_paid:
            mark_paid(order, None, note=f"liqpay {payload.get('payment_id', '')}".strip())  # commits
        else:
            db.session.commit()
    except IntegrityError:  # the same notice, handled by another worker a moment ago
        db.session.rollback()
        return Outcome.REPLAY
    if outcome == Outcome.APPLIED:
        metrics.payment_reached(payment.state)
    return outcome


def _apply(order: Order, payment: Payment, payload: dict, new: str) -> str:
    if not PaymentState.may_move(payment.state or PaymentState.PENDING, new) and new != payment.state:
        return Outcome.IGNORED
    if new == payment.state:
        return Outcome.IGNORED
    if new == PaymentState.PAID and not _matches(order, payload):
        log.warning("LiqPay paid %s %s for %s, which is %s %s", payload.get("amount"), payload.get("currency"),
                    order.number, order.total_price, order.currency)
        return Outcome.MISMATCH
    payment.state = new
    payment.provider_status = str(payload.get("status") or "")[:32]
    payment.provider_ref = str(payload.get("payment_id") or "")[:64] or payment.provider_ref
    if new == PaymentState.REVERSED and order.is_paid:
        if any(refund.method == RefundMethod.LIQPAY for refund in order.refunds):
            # The shop's own refund call (shop.orders.refunds) reverses the payment in part or in whole: the refund
            # is recorded already, and the order stays paid.
            log.info("LiqPay reversed %s %s of %s after the shop's refund", payload.get("amount"),
                     payload.get("currency"), order.number)
        else:
            record_unpaid(order, note="liqpay reversed")
    return Outcome.APPLIED


def _matches(order: Order, payload: dict) -> bool:
    try:
        amount = Decimal(str(payload.get("amount")))
    except (InvalidOperation, ValueError):
        return False
    return amount == order.total_price and payload.get("currency") == order.currency
