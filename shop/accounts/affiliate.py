"""The affiliate programme: each account's referral code, the sign-ups it brought and what they ordered."""
from __future__ import annotations

import secrets
from decimal import Decimal

from flask import current_app
from sqlalchemy import func, select, update
from sqlalchemy.exc import IntegrityError

from shop.accounts.models import User
from shop.extensions import db
from shop.money import BASE_CURRENCY, round_money
from shop.orders.models import DeliveryStatus, Order

# No 0/O or 1/I: a code read aloud or copied by hand still works.
CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 8
_ATTEMPTS = 5


def normalise_code(code: str) -> str:
    """A code as stored: trimmed and upper-cased."""
    return code.strip().upper()


def referrer_for(code: str | None) -> User | None:
    """The account whose referral code this is, or None (an unknown or malformed code is simply ignored)."""
    code = normalise_code(code or "")
    if len(code) != CODE_LENGTH:
        return None
    return db.session.scalar(select(User).where(User.referral_code == code))


def _new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def ensure_referral_code(user: User) -> str:
    """The account's code, made once: a conditional update, so two first requests at once agree on one code."""
    for _ in range(_ATTEMPTS):
        if user.referral_code:
            return user.referral_code
        try:
            db.session.execute(update(User).where(User.id == user.id, User.referral_code.is_(None))
                               .values(referral_code=_new_code()))
            db.session.commit()
        except IntegrityError:  # another account has that code already: draw again
            db.session.rollback()
        db.session.refresh(user)
    raise RuntimeError("could not find a free referral code")


def summary(user: User) -> dict:
    """{code, link, signups, orders, revenue, currency}: revenue is the GBP subtotal of the referred accounts'
    orders that were not cancelled, counted and summed by the database."""
    code = ensure_referral_code(user)
    signups = db.session.scalar(select(func.count(User.id)).where(User.referred_by_id == user.id))
    orders, revenue = db.session.execute(
        select(func.count(Order.id), func.coalesce(func.sum(Order.subtotal_gbp), 0))
        .join(User, User.id == Order.user_id)
        .where(User.referred_by_id == user.id, Order.status != DeliveryStatus.CANCELLED)
    ).one()
    return {
        "code": code,
        "link": f"{current_app.config['SHOP_PUBLIC_URL'].rstrip('/')}/?ref={code}",
        "signups": signups,
        "orders": orders,
        "revenue": round_money(Decimal(revenue)),
        "currency": BASE_CURRENCY,
    }
