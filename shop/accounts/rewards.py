"""Reward points: a ledger per account (the balance is the sum of its entries), written in the caller's transaction.

Sign-up writes the welcome bonus here; a delivered order's points are the orders domain's (shop.orders.rewards).
"""
from __future__ import annotations

from sqlalchemy import func, select

from shop.accounts.models import RewardPointEntry, RewardReason, User
from shop.extensions import db

WELCOME_POINTS = 50


def add_welcome_bonus(user: User) -> RewardPointEntry:
    """The sign-up bonus of a new account (flushed, not committed: the caller commits the account with it)."""
    entry = RewardPointEntry(user_id=user.id, points=WELCOME_POINTS, reason=RewardReason.WELCOME)
    db.session.add(entry)
    db.session.flush()
    return entry


def balance(user_id: int) -> int:
    """The sum of the account's entries (summed by the database)."""
    return int(db.session.scalar(
        select(func.coalesce(func.sum(RewardPointEntry.points), 0)).where(RewardPointEntry.user_id == user_id)))


def ledger(user: User) -> dict:
    """{balance, entries} with the entries newest first."""
    entries = db.session.scalars(select(RewardPointEntry).where(RewardPointEntry.user_id == user.id)
                                 .order_by(RewardPointEntry.created_at.desc(), RewardPointEntry.id.desc()))
    return {"balance": balance(user.id), "entries": list(entries)}
