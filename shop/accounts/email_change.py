"""A shopper moving their account to another e-mail address, which nobody can do quietly.

The new address is not used at once: it waits, pending, until the link mailed to it is opened (so an address nobody
reads is never the one sign-in and password resets go to). The old address is told at the same moment, with a link
that undoes the change for SHOP_EMAIL_UNDO_DAYS, before or after the confirmation: it puts the old address back,
cancels what is pending and ends every session of the account. Meanwhile nobody else may take the old address, so
whoever moved the account cannot block its way back.

The links carry their token after "#": the browser never sends that part to the server, so the token is in no
access log and no Referer (the page posts it to the API in the request body).
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from flask import current_app
from sqlalchemy import func, select, update

from shop.accounts import messages
from shop.accounts.link_tokens import new_token, token_hash
from shop.accounts.models import EmailChange, PasswordResetToken, User
from shop.accounts.tokens import end_sessions
from shop.extensions import db
from shop.http.errors import ApiError, NotFoundError
from shop.i18n import duration, requested_language
from shop.mail import mail_texts, send_mail, shop_name, shop_url
from shop.models_base import utcnow

CONFIRM_PATH = "/account/confirm-email#"
UNDO_PATH = "/account/undo-email#"


@dataclass(frozen=True)
class Requested:
    """A change just asked for: its row and the two tokens, which exist only until they are mailed."""

    change: EmailChange
    confirm_token: str
    undo_token: str


def _settings() -> tuple[int, int]:
    config = current_app.config
    return int(config["SHOP_EMAIL_CONFIRM_HOURS"]), int(config["SHOP_EMAIL_UNDO_DAYS"])


def _pending(user_id: int, now: datetime):
    return select(EmailChange).where(
        EmailChange.user_id == user_id, EmailChange.confirmed_at.is_(None), EmailChange.cancelled_at.is_(None),
        EmailChange.confirm_expires_at > now)


def pending_email(user: User) -> str | None:
    """The address waiting for its confirmation, if any (the newest request's)."""
    change = db.session.scalars(_pending(user.id, utcnow()).order_by(EmailChange.id.desc()).limit(1)).first()
    return change.new_email if change is not None else None


def held_for_undo(email: str, except_user_id: int | None = None) -> bool:
    """True while ``email`` is an account's previous address that its undo link may still restore: no other account
    may take it meanwhile."""
    found = select(EmailChange.id).where(
        func.lower(EmailChange.old_email) == email.lower(), EmailChange.undone_at.is_(None),
        EmailChange.undo_expires_at > utcnow())
    if except_user_id is not None:
        found = found.where(EmailChange.user_id != except_user_id)
    return db.session.scalar(found.limit(1)) is not None


def start(user: User, new_email: str) -> Requested:
    """Record the request (the caller checked the password and that the address is free, and commits); an earlier
    request still pending is cancelled, its confirmation link no longer works."""
    now = utcnow()
    hours, days = _settings()
    _cancel_pending(user.id, now)
    confirm_token, confirm_hash = new_token()
    undo_token, undo_hash = new_token()
    change = EmailChange(user_id=user.id, old_email=user.email, new_email=new_email, confirm_hash=confirm_hash,
                         confirm_expires_at=now + timedelta(hours=hours), undo_hash=undo_hash,
                         undo_expires_at=now + timedelta(days=days), created_at=now)
    db.session.add(change)
    return Requested(change, confirm_token, undo_token)


def cancel_pending(user: User) -> None:
    """Staff set the address themselves: a confirmation still waiting must not overwrite it later (caller commits)."""
    _cancel_pending(user.id, utcnow())


def _cancel_pending(user_id: int, now: datetime) -> None:
    db.session.execute(update(EmailChange).where(
        EmailChange.user_id == user_id, EmailChange.confirmed_at.is_(None), EmailChange.cancelled_at.is_(None),
    ).values(cancelled_at=now))


def send_mails(user: User, requested: Requested) -> None:
    """After the commit: the confirmation link to the new address, the notice with the undo link to the old one,
    both in the language the request asks for, else the account's."""
    hours, days = _settings()
    language = requested_language() or user.language
    change = requested.change
    texts = mail_texts(language)
    confirm, notice = texts["email_confirm"], texts["email_change_notice"]
    shop = shop_name()
    send_mail(change.new_email, confirm["subject"].format(shop=shop),
              confirm["body"].format(link=shop_url(CONFIRM_PATH + requested.confirm_token),
                                     duration=duration(hours, "hour", language), shop=shop))
    send_mail(change.old_email, notice["subject"].format(shop=shop),
              notice["body"].format(new_email=change.new_email, link=shop_url(UNDO_PATH + requested.undo_token),
                                    duration=duration(days, "day", language), shop=shop))


def taken(email: str, user_id: int) -> bool:
    """True when another account has ``email``, or may get it back through its undo link."""
    other = db.session.scalar(select(User.id).where(func.lower(User.email) == email.lower(), User.id != user_id))
    return other is not None or held_for_undo(email, except_user_id=user_id)


def _email_taken() -> ApiError:
    return ApiError(messages.EMAIL_TAKEN, status=409, errors={"email": [messages.EMAIL_TAKEN]})


def confirm(token: str) -> User:
    """The new address opened its link: from now on the account uses it (404 for an unknown, used, cancelled or
    expired link; 409 when another account got the address meanwhile)."""
    now = utcnow()
    change = db.session.scalar(select(EmailChange).where(EmailChange.confirm_hash == token_hash(token))
                               .with_for_update())
    if (change is None or change.confirmed_at is not None or change.cancelled_at is not None
            or change.confirm_expires_at <= now):
        raise NotFoundError(messages.EMAIL_CHANGE_INVALID, errors={"token": [messages.EMAIL_CHANGE_INVALID]})
    user = db.session.get(User, change.user_id)
    if taken(change.new_email, user.id):
        raise _email_taken()
    user.email = change.new_email
    change.confirmed_at = now
    db.session.commit()
    return user


def undo(token: str) -> User:
    """The old address opened its link: the account gets that address back, nothing pending stays, every session
    ends and every open password-reset link dies (one may have gone to the new address). The changes made after this
    one are undone with it, and their own undo links die, so the newer address cannot undo the way back; an earlier
    change's link still works (404 for an unknown, used or expired link)."""
    now = utcnow()
    change = db.session.scalar(select(EmailChange).where(EmailChange.undo_hash == token_hash(token))
                               .with_for_update())
    if change is None or change.undone_at is not None or change.undo_expires_at <= now:
        raise NotFoundError(messages.EMAIL_UNDO_INVALID, errors={"token": [messages.EMAIL_UNDO_INVALID]})
    user = db.session.get(User, change.user_id)
    if taken(change.old_email, user.id):
        raise _email_taken()
    user.email = change.old_email
    db.session.execute(update(EmailChange).where(
        EmailChange.user_id == user.id, EmailChange.id >= change.id, EmailChange.undone_at.is_(None),
    ).values(undone_at=now))
    _cancel_pending(user.id, now)
    db.session.execute(update(PasswordResetToken).where(
        PasswordResetToken.user_id == user.id, PasswordResetToken.used_at.is_(None)).values(used_at=now))
    end_sessions(user)
    db.session.commit()
    return user
