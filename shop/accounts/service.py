"""Accounts: sign-up, sign-in, log-out, account changes and forgotten passwords (routes only translate HTTP)."""
from __future__ import annotations

import logging
from datetime import UTC, datetime, timedelta

from flask import current_app
from flask_jwt_extended import create_access_token
from sqlalchemy import func, select
from sqlalchemy.exc import IntegrityError

from shop import jobs
from shop.accounts import affiliate, email_change, messages, rewards
from shop.accounts.link_tokens import new_token, token_hash
from shop.accounts.models import PasswordResetToken, RevokedToken, User, UserStatus
from shop.accounts.passwords import hash_password, needs_rehash, verify_password
from shop.accounts.tokens import end_sessions
from shop.extensions import db
from shop.http.errors import ApiError, NotFoundError
from shop.i18n import requested_language
from shop.mail import mail_texts, send_mail, shop_name, shop_url
from shop.models_base import MAX_ID
from shop.security import ROLE_REFUSED, StaffRole

log = logging.getLogger(__name__)

# Checked against when the address has no account, so a wrong address costs as long as a wrong password.
_DUMMY_HASH = hash_password("not a real password")


def _session(user: User) -> dict:
    return {"user": user, "token": create_access_token(identity=user)}


def _find(email: str) -> User | None:
    return db.session.scalar(select(User).where(func.lower(User.email) == email))


def sign_up(email: str, password: str, first_name: str = "", last_name: str = "", language: str = "en",
            ref: str | None = None) -> dict:
    """A new shopper account (never staff) with its welcome points and its session; 409 when the address has an
    account. ``ref`` links it to the affiliate whose referral code it is (an unknown code is ignored)."""
    if _find(email) is not None or email_change.held_for_undo(email):
        raise ApiError(messages.EMAIL_TAKEN, status=409, errors={"email": [messages.EMAIL_TAKEN]})
    referrer = affiliate.referrer_for(ref)
    user = User(email=email, password_hash=hash_password(password), status=UserStatus.USER,
                first_name=first_name, last_name=last_name, language=language,
                referred_by_id=referrer.id if referrer else None, last_seen_at=datetime.now(UTC))
    db.session.add(user)
    try:
        db.session.flush()
        rewards.add_welcome_bonus(user)
        db.session.commit()
    except IntegrityError as exc:  # the same address signed up at the same moment
        db.session.rollback()
        raise ApiError(messages.EMAIL_TAKEN, status=409, errors={"email": [messages.EMAIL_TAKEN]}) from exc
    return _session(user)


def sign_in(email: str, password: str) -> dict:
    """The session of the account with this address and password; 401 with one message for either mistake."""
    user = _find(email)
    if user is None:
        verify_password(_DUMMY_HASH, password)
        raise ApiError(messages.WRONG_CREDENTIALS, status=401)
    if not verify_password(user.password_hash, password):
        raise ApiError(messages.WRONG_CREDENTIALS, status=401)
    if needs_rehash(user.password_hash):
        user.password_hash = hash_password(password)
    # The account is in use: its retention counts from now, and a warning that it was about to be deleted is void.
    user.last_seen_at, user.inactivity_warned_at = datetime.now(UTC), None
    # Account mails speak the language the shopper last used the shop in (the interface's, sent with each request).
    user.language = requested_language() or user.language
    db.session.commit()
    return _session(user)


def sign_out(jwt_payload: dict) -> None:
    """Revoke this token on the server: it answers 401 from now on, until and after it would have expired."""
    expires = datetime.fromtimestamp(jwt_payload["exp"], UTC)
    db.session.add(RevokedToken(jti=jwt_payload["jti"], expires_at=expires))
    db.session.commit()


def check_current_password(user: User, current_password: str | None,
                           missing: str = messages.CURRENT_PASSWORD_REQUIRED) -> None:
    """403 (errors.currentPassword) unless the current password is given and right: who cannot say it may not
    change the password, the e-mail address or delete the account (the request itself is well formed, so not a
    400). ``missing`` says what the password is needed for."""
    if not current_password:
        message = missing
    elif not verify_password(user.password_hash, current_password):
        message = messages.CURRENT_PASSWORD_WRONG
    else:
        return
    raise ApiError(message, status=403, errors={"currentPassword": [message]})


def update_user(actor: User, user_id: int, changes: dict, session_jti: str | None = None) -> User:
    """Change an account: its owner or staff; nobody changes their own status, only staff change another's.
    A new password or e-mail address of one's own needs the current password too (someone at an unlocked screen
    cannot take the account over). A new password ends the account's other sessions: the one it was changed in
    (``session_jti``) stays; when staff set it, every session of that account ends. One's own new address waits
    for its confirmation (shop.accounts.email_change); staff set another's at once."""
    if actor.id != user_id and not actor.has_role(*StaffRole.RUNNING):
        raise ApiError(messages.NOT_YOURS, status=403)
    user = db.session.get(User, user_id) if 0 < user_id <= MAX_ID else None
    if user is None:
        raise NotFoundError(messages.NO_SUCH_USER)
    own = actor.id == user.id
    if not own and (user.is_admin or "status" in changes) and not actor.has_role(StaffRole.OWNER):
        # A staff account, and who is staff, are the owners' to change: a manager cannot take over an owner's
        # account or make anyone staff.
        raise ApiError(ROLE_REFUSED, status=403)
    new_email = changes["email"] if "email" in changes and changes["email"] != user.email else None
    if "password" in changes and own:
        check_current_password(user, changes.get("current_password"))
    if new_email is not None and own:
        check_current_password(user, changes.get("current_password"), missing=messages.CURRENT_PASSWORD_FOR_EMAIL)
    if "status" in changes and changes["status"] != user.status:
        if own:
            raise ApiError(messages.OWN_STATUS, status=403, errors={"status": [messages.OWN_STATUS]})
        user.status = changes["status"]
        # Made staff by its status alone, an account runs the shop without managing staff; the owners set other
        # roles in the admin's staff list.
        user.staff_role = StaffRole.MANAGER if user.is_admin else None
    requested = None
    if new_email is not None:
        if email_change.taken(new_email, user.id):
            raise ApiError(messages.EMAIL_TAKEN, status=409, errors={"email": [messages.EMAIL_TAKEN]})
        if own:
            requested = email_change.start(user, new_email)
        else:
            email_change.cancel_pending(user)
            user.email = new_email
    if "password" in changes:
        user.password_hash = hash_password(changes["password"])
        end_sessions(user, keep_jti=session_jti if actor.id == user.id else None)
    for field in ("first_name", "last_name", "phone", "newsletter", "language"):
        if field in changes:
            setattr(user, field, changes[field].strip() if isinstance(changes[field], str) else changes[field])
    try:
        db.session.commit()
    except IntegrityError as exc:
        db.session.rollback()
        raise ApiError(messages.EMAIL_TAKEN, status=409, errors={"email": [messages.EMAIL_TAKEN]}) from exc
    if requested is not None:
        email_change.send_mails(user, requested)
    return user


# ---------------------------------------------------------------- forgotten passwords


def request_password_reset(email: str) -> None:
    """Mail a single-use link (256 random bits, stored hashed, valid SHOP_RESET_TOKEN_MINUTES) when the address
    has an account; the caller answers the same either way, so nobody learns which addresses have one.

    Looking the address up, the token and the mail are a background job queued alike for every address, so the
    answer also takes the same time either way. The mail speaks the language the request asks for (the UI sends
    its own as Accept-Language), else the account's."""
    language = requested_language()
    try:
        jobs.enqueue(send_reset_link, email, language)
    except Exception:  # the queue is unreachable (Redis away): the work is done in the request instead
        log.exception("The jobs queue is unreachable: the reset link is made in the request")
        send_reset_link.call_local(email, language)


@jobs.task()
def send_reset_link(email: str, language: str | None) -> None:
    """The job: the link and its mail, for an address that has an account (nothing for one that has none)."""
    user = _find(email)
    if user is None:
        return
    minutes = int(current_app.config.get("SHOP_RESET_TOKEN_MINUTES", 60))
    token, stored = new_token()
    db.session.add(PasswordResetToken(user_id=user.id, token_hash=stored,
                                      expires_at=datetime.now(UTC) + timedelta(minutes=minutes)))
    db.session.commit()
    link = shop_url(f"/reset-password/{token}")
    words = mail_texts(language or user.language)["password_reset"]
    send_mail(user.email, words["subject"].format(shop=shop_name()),
              words["body"].format(link=link, minutes=minutes, shop=shop_name()))


def _usable_token(token: str) -> PasswordResetToken:
    found = db.session.scalar(select(PasswordResetToken).where(PasswordResetToken.token_hash == token_hash(token)))
    if found is None or found.used_at is not None or found.expires_at <= datetime.now(UTC):
        raise NotFoundError(messages.RESET_INVALID, errors={"token": [messages.RESET_INVALID]})
    return found


def check_reset_token(token: str) -> None:
    """404 unless the token is known, unused and unexpired: there is no such link (any more)."""
    _usable_token(token)


def reset_password(token: str, password: str) -> None:
    """Set the new password, spend this token and every other open one of the account, and end every session of
    the account (whoever knew the old password is signed out everywhere)."""
    found = _usable_token(token)
    user = db.session.get(User, found.user_id)
    user.password_hash = hash_password(password)
    end_sessions(user)
    now = datetime.now(UTC)
    open_tokens = select(PasswordResetToken).where(
        PasswordResetToken.user_id == user.id, PasswordResetToken.used_at.is_(None)
    )
    for each in db.session.scalars(open_tokens):
        each.used_at = now
    db.session.commit()
