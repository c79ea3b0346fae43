"""The affiliate page: an account's referral code and link, the sign-ups it brought and what they ordered."""
from __future__ import annotations

from decimal import Decimal

from flask import current_app
from sqlalchemy import func, select

from shop.accounts.affiliate import ensure_referral_code
from shop.accounts.models import User
from shop.extensions import db
from shop.money import BASE_CURRENCY, round_money
from shop.orders.models import DeliveryStatus, Order


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
