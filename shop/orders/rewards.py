"""What a delivered order earns: one reward point per whole GBP of its subtotal, written once to the account's
ledger (shop.accounts.rewards keeps the ledger and its balance)."""
from __future__ import annotations

from datetime import datetime
from decimal import ROUND_FLOOR

from sqlalchemy import select

from shop.accounts.models import RewardPointEntry, RewardReason
from shop.extensions import db
from shop.models_base import utcnow
from shop.orders.models import DeliveryStatus, Order


def points_for(order: Order) -> int:
    """What a delivered order earns: one point per whole GBP of its subtotal (before delivery and gift cards), in GBP
    whatever currency the order was paid in."""
    return int(order.subtotal_gbp.to_integral_value(rounding=ROUND_FLOOR))


def award_for_delivered_order(order: Order, at: datetime | None = None) -> RewardPointEntry | None:
    """Write the order's `order` entry once it is delivered to an account; idempotent per order.

    Returns the entry (the one written before when called again), or None for a guest's order, an order not
    delivered yet, or one too small to earn a point. ``at`` dates the entry (default now: when it was delivered).
    Flushed in the caller's transaction (the seed, the staff's
    status change), which commits it.
    """
    if order.user_id is None or order.status != DeliveryStatus.DELIVERED:
        return None
    existing = db.session.scalar(select(RewardPointEntry).where(
        RewardPointEntry.order_id == order.id, RewardPointEntry.reason == RewardReason.ORDER))
    if existing is not None:
        return existing
    points = points_for(order)
    if points <= 0:
        return None
    entry = RewardPointEntry(user_id=order.user_id, points=points, reason=RewardReason.ORDER, order_id=order.id,
                             order_number=order.number, created_at=at or utcnow())
    db.session.add(entry)
    db.session.flush()
    return entry
