"""The account overview: a few counts and rows, each read or aggregated by the database (no list is loaded whole)."""
from __future__ import annotations

from sqlalchemy import func, select

from shop.accounts import rewards
from shop.accounts.addresses import default_address
from shop.accounts.models import User, WishlistItem
from shop.extensions import db
from shop.orders import returns
from shop.orders.service import last_order, order_count


def overview(user: User) -> dict:
    """{user, orders, last_order, reward_points, default_address, wishlist, open_returns} of the account."""
    return {
        "user": user,
        "orders": order_count(user.id),
        "last_order": last_order(user.id),
        "reward_points": rewards.balance(user.id),
        "default_address": default_address(user.id),
        "wishlist": db.session.scalar(select(func.count(WishlistItem.id)).where(WishlistItem.user_id == user.id)),
        "open_returns": returns.open_count(user.id),
    }
