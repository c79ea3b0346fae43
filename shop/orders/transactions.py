"""An account's money movements, read from its orders: a payment for each paid order, and a refund for each paid
order that was then cancelled. Amounts are the orders' stored totals, in their own currencies."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal

from sqlalchemy import select

from shop.accounts.models import User
from shop.extensions import db
from shop.orders.models import DeliveryStatus, Order


class TransactionKind:
    """Money in (payment) or back out (refund)."""

    PAYMENT = "payment"
    REFUND = "refund"


@dataclass(frozen=True)
class Transaction:
    """One money movement of an order."""

    id: str
    created_at: datetime
    kind: str
    order_number: str
    amount: Decimal
    currency: str


def transactions(user: User) -> list[Transaction]:
    """The account's payments and refunds, newest first (a refund before the payment it gives back)."""
    rows = db.session.execute(
        select(Order.id, Order.number, Order.created_at, Order.status, Order.total_price, Order.currency)
        .where(Order.user_id == user.id, Order.is_paid.is_(True))
        .order_by(Order.created_at.desc(), Order.id.desc())
    ).all()
    found: list[Transaction] = []
    for row in rows:
        kinds = [TransactionKind.PAYMENT]
        if row.status == DeliveryStatus.CANCELLED:
            kinds.insert(0, TransactionKind.REFUND)
        found += [Transaction(f"{row.id}-{kind}", row.created_at, kind, row.number, row.total_price, row.currency)
                  for kind in kinds]
    return found
