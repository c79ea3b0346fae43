"""Accounts: users (shoppers and staff), their addresses, wishlists, password-reset and revoked tokens."""
from __future__ import annotations

from datetime import datetime

from sqlalchemy import ForeignKey, Index, String, UniqueConstraint, func
from sqlalchemy.orm import Mapped, mapped_column, relationship

from shop.extensions import db
from shop.models_base import TimestampMixin, UTCDateTime


class UserStatus:
    """The spec's two statuses: adm marks staff."""

    ADMIN = "adm"
    USER = "user"


class User(TimestampMixin, db.Model):
    """A shopper or a staff member. Emails are unique whatever their case."""

    __tablename__ = "users"
    id: Mapped[int] = mapped_column(primary_key=True)
    email: Mapped[str] = mapped_column(String(254))
    password_hash: Mapped[str] = mapped_column(String(255))
    status: Mapped[str] = mapped_column(String(8), default=UserStatus.USER)
    first_name: Mapped[str] = mapped_column(String(80), default="")
    last_name: Mapped[str] = mapped_column(String(80), default="")
    phone: Mapped[str] = mapped_column(String(32), default="")
    newsletter: Mapped[bool] = mapped_column(default=False)

    addresses: Mapped[list[Address]] = relationship(back_populates="user", cascade="all, delete-orphan")

    @property
    def is_admin(self) -> bool:
        return self.status == UserStatus.ADMIN


# Unique whatever the case: "Ann@x.com" and "ann@x.com" are one account.
Index("uq_users_email_lower", func.lower(User.email), unique=True)


class Address(db.Model):
    """A delivery address from a user's address book."""

    __tablename__ = "addresses"

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    first_name: Mapped[str] = mapped_column(String(80))
    last_name: Mapped[str] = mapped_column(String(80))
    company: Mapped[str] = mapped_column(String(120), default="")
    line1: Mapped[str] = mapped_column(String(160))
    line2: Mapped[str] = mapped_column(String(160), default="")
    city: Mapped[str] = mapped_column(String(80))
    postcode: Mapped[str] = mapped_column(String(20))
    region: Mapped[str] = mapped_column(String(80), default="")
    country: Mapped[str] = mapped_column(String(2))
    phone: Mapped[str] = mapped_column(String(32), default="")
    is_default: Mapped[bool] = mapped_column(default=False)

    user: Mapped[User] = relationship(back_populates="addresses")


class PasswordResetToken(TimestampMixin, db.Model):
    """A one-time reset link; only the token's hash is stored."""

    __tablename__ = "password_reset_tokens"

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    expires_at: Mapped[datetime] = mapped_column(UTCDateTime())
    used_at: Mapped[datetime | None] = mapped_column(UTCDateTime())


class RevokedToken(db.Model):
    """A JWT logged out before it expired (its jti), checked on every authenticated call."""

    __tablename__ = "revoked_tokens"

    id: Mapped[int] = mapped_column(primary_key=True)
    jti: Mapped[str] = mapped_column(String(64), unique=True)
    expires_at: Mapped[datetime] = mapped_column(UTCDateTime(), index=True)


class WishlistItem(TimestampMixin, db.Model):
    """A product on a signed-in shopper's wishlist, so the list follows the shopper to another device."""

    __tablename__ = "wishlist_items"
    __table_args__ = (UniqueConstraint("user_id", "product_id", name="uq_wishlist_items_user_product"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    product_id: Mapped[int] = mapped_column(ForeignKey("products.id", ondelete="CASCADE"), index=True)
