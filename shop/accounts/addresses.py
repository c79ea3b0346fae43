"""The address book: at most MAX_ADDRESSES per account and, whenever it holds any, exactly one default.

The first address added becomes the default; setting isDefault on another moves it there; deleting the default
hands it to the oldest remaining address. Changes to one book are serialised by locking its owner's row.
"""
from __future__ import annotations

from sqlalchemy import func, select, update

from shop.accounts import messages
from shop.accounts.models import Address, User
from shop.extensions import db
from shop.http.errors import ApiError, NotFoundError
from shop.i18n import Message
from shop.models_base import MAX_ID

MAX_ADDRESSES = 20
FIELDS = ("first_name", "last_name", "company", "line1", "line2", "city", "postcode", "region", "country", "phone")


def _ordered(user_id: int):
    return (select(Address).where(Address.user_id == user_id)
            .order_by(Address.is_default.desc(), Address.id))


def addresses(user: User) -> list[Address]:
    """The account's addresses: the default first, then the oldest first."""
    return list(db.session.scalars(_ordered(user.id)))


def default_address(user_id: int) -> Address | None:
    """The account's default address, if it has any."""
    return db.session.scalar(_ordered(user_id).limit(1))


def _lock_book(user: User) -> None:
    """Serialise changes to one address book (PostgreSQL row lock; SQLite writes one at a time anyway)."""
    db.session.execute(select(User.id).where(User.id == user.id).with_for_update())


def address_of(user: User, address_id: int) -> Address:
    """One of the account's addresses; 404 for any other id (another account's included)."""
    address = db.session.get(Address, address_id) if 0 < address_id <= MAX_ID else None
    if address is None or address.user_id != user.id:
        raise NotFoundError(messages.NO_SUCH_ADDRESS)
    return address


def _make_default(user: User, address: Address) -> None:
    db.session.execute(update(Address).where(Address.user_id == user.id, Address.id != address.id)
                       .values(is_default=False))
    address.is_default = True


def add_address(user: User, data: dict) -> Address:
    """Add an address (409 when the book is full); the first one, or one sent with isDefault, is the default."""
    _lock_book(user)
    count = db.session.scalar(select(func.count(Address.id)).where(Address.user_id == user.id))
    if count >= MAX_ADDRESSES:
        raise ApiError(Message(messages.ADDRESS_BOOK_FULL, max=MAX_ADDRESSES), status=409)
    address = Address(user_id=user.id, is_default=False, **{f: data.get(f, "") for f in FIELDS})
    db.session.add(address)
    db.session.flush()
    if count == 0 or data.get("is_default"):
        _make_default(user, address)
    db.session.commit()
    return address


def change_address(user: User, address_id: int, data: dict) -> Address:
    """Change the fields sent; isDefault true makes it the default (false is ignored: a book keeps a default)."""
    _lock_book(user)
    address = address_of(user, address_id)
    for field in FIELDS:
        if field in data:
            setattr(address, field, data[field])
    if data.get("is_default"):
        _make_default(user, address)
    db.session.commit()
    return address


def delete_address(user: User, address_id: int) -> None:
    """Delete an address; when it was the default, the oldest remaining one becomes the default."""
    _lock_book(user)
    address = address_of(user, address_id)
    was_default = address.is_default
    db.session.delete(address)
    db.session.flush()
    if was_default:
        oldest = db.session.scalar(select(Address).where(Address.user_id == user.id).order_by(Address.id).limit(1))
        if oldest is not None:
            oldest.is_default = True
    db.session.commit()
