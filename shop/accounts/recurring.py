"""Recurring payments: the subscriptions an account pays at an interval (e.g. the swatch club)."""
from __future__ import annotations

from sqlalchemy import select

from shop.accounts.models import RecurringPayment, User
from shop.extensions import db


def recurring_payments(user: User) -> list[RecurringPayment]:
    """The account's subscriptions, newest first."""
    return list(db.session.scalars(select(RecurringPayment).where(RecurringPayment.user_id == user.id)
                                   .order_by(RecurringPayment.created_at.desc(), RecurringPayment.id.desc())))
