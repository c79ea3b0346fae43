"""What the privacy page promises, kept: a shopper downloads everything the shop holds about them and deletes their
account; staff do both for a request that came by mail; unused accounts are deleted after SHOP_INACTIVE_ACCOUNT_YEARS,
warned by mail SHOP_INACTIVE_WARNING_DAYS before.

Deleting an account erases the person at once: the account row, its addresses, wishlist, reward points, payment
profile, subscriptions and open links go. Orders stay, as tax law asks, with the buyer's details blanked and no
account attached; return requests stay with their orders, without their comments. Every session of the account ends
with it (a token of a missing account is refused). The old address is told it is done.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime, timedelta

from flask import current_app
from sqlalchemy import delete, func, select, update

from shop import jobs
from shop.accounts import addresses, messages, payment_profile, recurring, rewards
from shop.accounts.models import (
    Address,
    EmailChange,
    PasswordResetToken,
    PaymentProfile,
    RecurringPayment,
    RewardPointEntry,
    User,
    UserStatus,
    WishlistItem,
)
from shop.accounts.service import check_current_password
from shop.catalog.models import Product
from shop.extensions import db
from shop.http.errors import ApiError, NotFoundError
from shop.i18n import duration, requested_language
from shop.mail import format_date, mail_texts, send_mail, shop_name, shop_url
from shop.models_base import MAX_ID, utcnow
from shop.orders import returns
from shop.orders.models import Order, ReturnRequest
from shop.orders.service import orders_of_user
from shop.queries.service import queries_for_phones
from shop.settings import store as shop_settings

log = logging.getLogger(__name__)


class Reason:
    """Why an account is deleted: the mail to its address says it."""

    SELF = "self"
    STAFF = "staff"
    INACTIVE = "inactive"


# What an order keeps of its buyer once the account is deleted: the country (VAT); every other detail is blanked.
_KEPT_USER_INFO = ("country",)
_KEPT_DELIVERY = ("country",)


@dataclass(frozen=True)
class WishlistEntry:
    """A saved product, as the export names it."""

    product_id: int
    sku: str
    name: str
    created_at: datetime


# ---------------------------------------------------------------- download my data


def data_of(user: User) -> dict:
    """Everything the shop holds about the account's owner (shop.account_pages.schemas.AccountDataSchema)."""
    orders = orders_of_user(user, user.id)
    return {
        "exported_at": utcnow(),
        "account": user,
        "newsletter": user.newsletter,
        "addresses": addresses.addresses(user),
        "orders": orders,
        "returns": returns.returns_of(user),
        "wishlist": _wishlist(user),
        "reward_points": rewards.ledger(user),
        "payment_profile": payment_profile.payment_profile(user),
        "recurring_payments": recurring.recurring_payments(user),
        "callback_queries": queries_for_phones(_phones(user, orders)),
    }


def _wishlist(user: User) -> list[WishlistEntry]:
    rows = db.session.execute(
        select(WishlistItem.product_id, Product.product_id.label("sku"), Product.name_en, WishlistItem.created_at)
        .join(Product, Product.id == WishlistItem.product_id).where(WishlistItem.user_id == user.id)
        .order_by(WishlistItem.id)).all()
    return [WishlistEntry(row.product_id, row.sku, row.name_en, row.created_at) for row in rows]


def _phones(user: User, orders) -> list[str]:
    """Every phone number the account gave: its own, its addresses' and its orders'."""
    phones = [user.phone, *(address.phone for address in addresses.addresses(user))]
    phones += [str((view.order.user_info or {}).get("phone") or "") for view in orders]
    return [phone for phone in phones if phone and phone.strip()]


def staff_data_of(actor: User, user_id: int) -> dict:
    """Staff answering a request by mail: the same export of another account (404 when there is none)."""
    user = _account(user_id)
    log.info("Staff %s exported the data of account %s", actor.id, user.id)
    return data_of(user)


def _account(user_id: int) -> User:
    user = db.session.get(User, user_id) if 0 < user_id <= MAX_ID else None
    if user is None:
        raise NotFoundError(messages.NO_SUCH_USER)
    return user


# ---------------------------------------------------------------- delete my account


def delete_own_account(user: User, current_password: str | None) -> None:
    """The shopper deletes their account: with their current password (403 otherwise); a staff account is kept."""
    check_current_password(user, current_password, missing=messages.CURRENT_PASSWORD_FOR_DELETION)
    if user.is_admin:
        raise ApiError(messages.STAFF_ACCOUNT_KEPT, status=403)
    erase(user, Reason.SELF)


def staff_delete_account(actor: User, user_id: int) -> None:
    """Staff delete a shopper's account on their request: not their own here, nor another staff member's."""
    user = _account(user_id)
    if user.id == actor.id:
        raise ApiError(messages.OWN_ACCOUNT_HERE, status=403)
    if user.is_admin:
        raise ApiError(messages.STAFF_ACCOUNT_KEPT, status=403)
    log.info("Staff %s deleted account %s", actor.id, user.id)
    erase(user, Reason.STAFF)


def erase(user: User, reason: str) -> None:
    """Erase the account as the module docstring says, commit, then tell its address."""
    address, language, user_id = user.email, user.language, user.id
    for order in db.session.scalars(select(Order).where(Order.user_id == user_id)):
        order.user_info = _kept(order.user_info, _KEPT_USER_INFO, blank=True)
        order.delivery = _kept(order.delivery, _KEPT_DELIVERY)
        order.comment = ""
        order.user_id = None
    db.session.execute(update(ReturnRequest).where(ReturnRequest.user_id == user_id).values(user_id=None, comment=""))
    db.session.execute(update(User).where(User.referred_by_id == user_id).values(referred_by_id=None))
    for table in (Address, WishlistItem, PaymentProfile, RewardPointEntry, RecurringPayment, PasswordResetToken,
                  EmailChange):
        db.session.execute(delete(table).where(table.user_id == user_id))
    db.session.expire(user, ["addresses"])
    db.session.delete(user)
    db.session.commit()
    _send_deleted(address, language, reason)


def _kept(details: dict | None, keep: tuple[str, ...], blank: bool = False) -> dict:
    """The details with only the ``keep`` keys left (with ``blank``, every other key stays, emptied)."""
    details = details if isinstance(details, dict) else {}
    if blank:
        return {key: (value if key in keep else "") for key, value in details.items()}
    return {key: value for key, value in details.items() if key in keep}


def _send_deleted(address: str, language: str, reason: str) -> None:
    # The shopper's own request speaks the request's language; staff's or the job's, the account's.
    language = (requested_language() if reason == Reason.SELF else None) or language
    words = mail_texts(language)["account_deleted"]
    # The reason opens the body after the greeting, so each language's starts as its greeting leaves it.
    shop = shop_name()
    why = words["reasons"][reason].format(
        duration=duration(int(current_app.config["SHOP_INACTIVE_ACCOUNT_YEARS"]), "year", language), shop=shop)
    text = words["body"].format(reason=why, contact=shop_settings.current().email, shop=shop)
    send_mail(address, words["subject"].format(shop=shop), text)


# ---------------------------------------------------------------- unused accounts


def years_before(moment: datetime, years: int) -> datetime:
    """The same day ``years`` earlier (28 February for a 29th in a year without one)."""
    try:
        return moment.replace(year=moment.year - years)
    except ValueError:
        return moment.replace(year=moment.year - years, day=28)


@dataclass(frozen=True)
class RetentionRun:
    """What one check did: the accounts warned and the accounts deleted (their ids)."""

    warned: list[int]
    deleted: list[int]


def retire_unused_accounts(now: datetime | None = None) -> RetentionRun:
    """Warn every shopper account unused (no sign-in, no order) for SHOP_INACTIVE_ACCOUNT_YEARS less
    SHOP_INACTIVE_WARNING_DAYS, once per lapse, and delete those unused for the whole period whose warning went out
    at least SHOP_INACTIVE_WARNING_DAYS ago. Staff accounts are never touched."""
    config = current_app.config
    now = now or utcnow()
    years, days = int(config["SHOP_INACTIVE_ACCOUNT_YEARS"]), int(config["SHOP_INACTIVE_WARNING_DAYS"])
    delete_before = years_before(now, years)
    warn_before = delete_before + timedelta(days=days)
    last_order = (select(func.max(Order.created_at)).where(Order.user_id == User.id)
                  .correlate(User).scalar_subquery())
    rows = db.session.execute(
        select(User, last_order.label("last_order")).where(
            User.status != UserStatus.ADMIN, func.coalesce(User.last_seen_at, User.created_at) < warn_before)
        .order_by(User.id)).all()
    warned, deleted = [], []
    for user, ordered in rows:
        active = max(user.last_seen_at or user.created_at, _aware(ordered) or user.created_at)
        if active >= warn_before:
            continue
        warning = user.inactivity_warned_at
        if warning is None or warning < active:
            _warn(user, max(now + timedelta(days=days), _years_after(active, years)), years)
            user.inactivity_warned_at = now
            db.session.commit()
            warned.append(user.id)
        elif active < delete_before and warning <= now - timedelta(days=days):
            deleted.append(user.id)
            erase(user, Reason.INACTIVE)
    return RetentionRun(warned, deleted)


def _aware(moment: datetime | str | None) -> datetime | None:
    """A max() over a column comes back as the database gives it: naive, or a string on SQLite."""
    if moment is None:
        return None
    if isinstance(moment, str):
        moment = datetime.fromisoformat(moment)
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=utcnow().tzinfo)


def _years_after(moment: datetime, years: int) -> datetime:
    return years_before(moment, -years)


def _warn(user: User, deleted_on: datetime, years: int) -> None:
    language = user.language
    words = mail_texts(language)["inactive_warning"]
    date = format_date(deleted_on, language)
    link = shop_url("/account/authorization")
    send_mail(user.email, words["subject"].format(date=date, shop=shop_name()),
              words["body"].format(duration=duration(years, "year", language), date=date, link=link,
                                   shop=shop_name()))


@jobs.periodic("SHOP_RETENTION_CHECK_MINUTES")
def retire_unused_accounts_job() -> RetentionRun:
    """Every SHOP_RETENTION_CHECK_MINUTES: warn, then delete, the shopper accounts nobody uses any more."""
    run = retire_unused_accounts()
    if run.warned or run.deleted:
        log.info("Unused accounts: %d warned, %d deleted", len(run.warned), len(run.deleted))
    return run
