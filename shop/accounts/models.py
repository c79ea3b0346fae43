"""Accounts: users (shoppers and staff), their addresses, wishlists, password-reset and revoked tokens, and what the
account pages keep: reward points, the payment profile and recurring payments."""
from __future__ import annotations

from datetime import datetime
from decimal import Decimal

from sqlalchemy import ForeignKey, Index, String, UniqueConstraint, func
from sqlalchemy.orm import Mapped, mapped_column, relationship

from shop.extensions import db
from shop.models_base import Money, TimestampMixin, UTCDateTime
from shop.payments.methods import PaymentMethod  # noqa: F401  (a profile's preferred method is one of these)
from shop.security import StaffRole


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
    # What a member of staff may do (shop.security.StaffRole); kept only while the status is adm.
    staff_role: Mapped[str | None] = mapped_column(String(12))
    first_name: Mapped[str] = mapped_column(String(80), default="")
    last_name: Mapped[str] = mapped_column(String(80), default="")
    phone: Mapped[str] = mapped_column(String(32), default="")
    newsletter: Mapped[bool] = mapped_column(default=False)
    # The language of the e-mails the shop sends this account (en, ua, pl, ru, de).
    language: Mapped[str] = mapped_column(String(2), default="en", server_default="en")
    # This account's affiliate code, made on first request; a unique index, so SQLite adds it without a table copy.
    referral_code: Mapped[str | None] = mapped_column(String(8), unique=True, index=True)
    referred_by_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"), index=True)
    # Sessions (shop.accounts.tokens): a token carries the version it was made under. A password change or reset
    # moves the version on, which ends every older token but the one the change was made with (kept_token_jti).
    token_version: Mapped[int] = mapped_column(default=0, server_default="0")
    kept_token_jti: Mapped[str | None] = mapped_column(String(64))
    # Retention of unused accounts (shop.account_pages.privacy): the last sign-in (sign-up counts as one), and when
    # the mail saying the account is about to be deleted went out (a sign-in clears it, so it goes once per lapse).
    last_seen_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    inactivity_warned_at: Mapped[datetime | None] = mapped_column(UTCDateTime())

    addresses: Mapped[list[Address]] = relationship(back_populates="user", cascade="all, delete-orphan")

    @property
    def is_admin(self) -> bool:
        return self.status == UserStatus.ADMIN

    @property
    def role(self) -> str | None:
        """The staff role; None for shoppers. An account made staff by its status alone (the spec's adm, set in the
        database by whoever runs it) is an owner, as every member of staff was before roles."""
        if not self.is_admin:
            return None
        return self.staff_role or StaffRole.OWNER

    def has_role(self, *roles: str) -> bool:
        return self.role in roles


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


class EmailChange(TimestampMixin, db.Model):
    """A shopper's request to move their account to another address (shop.accounts.email_change).

    Two single-use links, stored as hashes: the new address confirms the change (until ``confirm_expires_at``), the
    old one may undo it, before or after the confirmation (until ``undo_expires_at``). ``cancelled_at`` ends the
    confirmation link (a later request or an undo), ``undone_at`` the undo link (used, or a change before this one
    was undone).
    """

    __tablename__ = "email_changes"

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    old_email: Mapped[str] = mapped_column(String(254), index=True)
    new_email: Mapped[str] = mapped_column(String(254))
    confirm_hash: Mapped[str] = mapped_column(String(64), unique=True)
    confirm_expires_at: Mapped[datetime] = mapped_column(UTCDateTime())
    confirmed_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    cancelled_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    undo_hash: Mapped[str] = mapped_column(String(64), unique=True)
    undo_expires_at: Mapped[datetime] = mapped_column(UTCDateTime())
    undone_at: Mapped[datetime | None] = mapped_column(UTCDateTime())


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


class RewardReason:
    """Why points were written to the ledger."""

    ORDER = "order"  # earned for a delivered order
    REDEEMED = "redeemed"  # spent (a negative entry)
    WELCOME = "welcome"  # the sign-up bonus
    ALL = (ORDER, REDEEMED, WELCOME)


class RewardPointEntry(TimestampMixin, db.Model):
    """One line of an account's reward-point ledger; the balance is the sum of its entries.

    An order earns its points once: (order_id, reason) is unique, and NULL order ids never collide.
    """

    __tablename__ = "reward_point_entries"
    __table_args__ = (UniqueConstraint("order_id", "reason", name="uq_reward_point_entries_order_reason"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    points: Mapped[int] = mapped_column()
    reason: Mapped[str] = mapped_column(String(16))
    order_id: Mapped[int | None] = mapped_column(ForeignKey("orders.id", ondelete="SET NULL"))
    # Kept beside the order id so the ledger still names the order if the order row is ever removed.
    order_number: Mapped[str | None] = mapped_column(String(20))


class PaymentProfile(db.Model):
    """An account's saved billing details and preferred payment method (at most one per account)."""

    __tablename__ = "payment_profiles"

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), unique=True)
    billing_name: Mapped[str] = mapped_column(String(160), default="")
    company: Mapped[str] = mapped_column(String(120), default="")
    tax_id: Mapped[str] = mapped_column(String(32), default="")
    line1: Mapped[str] = mapped_column(String(160), default="")
    city: Mapped[str] = mapped_column(String(80), default="")
    postcode: Mapped[str] = mapped_column(String(20), default="")
    country: Mapped[str] = mapped_column(String(2), default="")
    preferred_method: Mapped[str | None] = mapped_column(String(20))


class RecurringInterval:
    """How often a recurring payment is taken."""

    MONTH = "month"
    YEAR = "year"
    ALL = (MONTH, YEAR)


class RecurringStatus:
    """A subscription runs (active), rests (paused) or has ended (cancelled)."""

    ACTIVE = "active"
    PAUSED = "paused"
    CANCELLED = "cancelled"
    ALL = (ACTIVE, PAUSED, CANCELLED)


class RecurringPayment(TimestampMixin, db.Model):
    """A subscription the account pays at an interval (e.g. the swatch club), in a currency of its own."""

    __tablename__ = "recurring_payments"

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    description: Mapped[str] = mapped_column(String(200))
    amount: Mapped[Decimal] = mapped_column(Money)
    currency: Mapped[str] = mapped_column(String(3), default="GBP")
    interval: Mapped[str] = mapped_column(String(8), default=RecurringInterval.MONTH)
    next_payment_at: Mapped[datetime] = mapped_column(UTCDateTime())
    status: Mapped[str] = mapped_column(String(12), default=RecurringStatus.ACTIVE)
