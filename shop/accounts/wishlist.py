"""A signed-in shopper's wishlist, kept on the account and merged with the browser's list at sign-in."""
from __future__ import annotations

from collections.abc import Iterable

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError

from shop.accounts.models import User, WishlistItem
from shop.catalog.cards import cards
from shop.catalog.models import Product
from shop.extensions import db
from shop.models_base import MAX_ID

MAX_ITEMS = 500


def wishlist(user: User) -> list[dict]:
    """The cards of the account's saved products that are still on sale, oldest saved first."""
    ids = list(db.session.scalars(
        select(WishlistItem.product_id).where(WishlistItem.user_id == user.id).order_by(WishlistItem.id)
    ))
    return cards(ids)


def merge(user: User, product_ids: Iterable[int]) -> list[dict]:
    """Add these products (the browser's list) to the account's; unknown ids are skipped. Returns the whole list."""
    have = set(db.session.scalars(select(WishlistItem.product_id).where(WishlistItem.user_id == user.id)))
    wanted = [i for i in dict.fromkeys(product_ids) if i not in have][: max(0, MAX_ITEMS - len(have))]
    existing = set(db.session.scalars(select(Product.id).where(Product.id.in_(wanted)))) if wanted else set()
    for product_id in wanted:
        if product_id in existing:
            db.session.add(WishlistItem(user_id=user.id, product_id=product_id))
    try:
        db.session.commit()
    except IntegrityError:  # the same product saved from two devices at once: it is on the list either way
        db.session.rollback()
    return wishlist(user)


def remove(user: User, product_id: int) -> list[dict]:
    """Take a product off the account's list (nothing happens when it is not there). Returns the whole list."""
    if not 0 < product_id <= MAX_ID:  # no product has it (PostgreSQL refuses it as "out of range")
        return wishlist(user)
    item = db.session.scalar(
        select(WishlistItem).where(WishlistItem.user_id == user.id, WishlistItem.product_id == product_id)
    )
    if item is not None:
        db.session.delete(item)
        db.session.commit()
    return wishlist(user)
