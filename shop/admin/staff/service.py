"""Staff management, for owners: who is staff and in which role (shop.security.StaffRole), invitations by e-mail,
and taking access away. Nobody changes their own role here, so a shop always keeps the owner who acts."""
from __future__ import annotations

import secrets
from datetime import UTC, datetime, timedelta

from flask import current_app
from sqlalchemy import func, select

from shop.accounts.link_tokens import new_token
from shop.accounts.models import PasswordResetToken, User, UserStatus
from shop.accounts.passwords import hash_password
from shop.accounts.tokens import end_sessions
from shop.admin.staff import messages
from shop.audit import Action, Entity
from shop.audit import record as audit
from shop.extensions import db
from shop.http.errors import ApiError, NotFoundError
from shop.i18n import requested_language
from shop.mail import mail_texts, send_mail, shop_name, shop_url
from shop.models_base import MAX_ID

ADMIN_PATH = "/admin-dash"


def staff() -> list[User]:
    """Every member of staff, owners first, then by address."""
    members = db.session.scalars(select(User).where(User.status == UserStatus.ADMIN).order_by(User.email))
    order = {"owner": 0, "manager": 1, "warehouse": 2}
    return sorted(members, key=lambda user: order.get(user.role, 3))


def _member(user_id: int) -> User:
    user = db.session.get(User, user_id) if 0 < user_id <= MAX_ID else None
    if user is None or not user.is_admin:
        raise NotFoundError(messages.NO_SUCH_STAFF)
    return user


def _not_oneself(actor: User, user: User) -> None:
    if actor.id == user.id:
        raise ApiError(messages.OWN_ROLE, status=409)


def invite(actor: User, email: str, role: str, language: str | None) -> User:
    """Give ``email`` the role: an existing shopper's account becomes staff; an unknown address gets a new account
    whose password only the link in the invitation sets (valid SHOP_STAFF_INVITE_HOURS). 409 for staff already."""
    email = email.strip().lower()
    user = db.session.scalar(select(User).where(func.lower(User.email) == email))
    if user is not None and user.is_admin:
        raise ApiError(messages.ALREADY_STAFF, status=409, errors={"email": [messages.ALREADY_STAFF]})
    language = language or requested_language() or (user.language if user else None) or "en"
    created = user is None
    if created:
        # Nobody knows this password: the invitation's link is the way in.
        user = User(email=email, password_hash=hash_password(secrets.token_urlsafe(32)), language=language)
        db.session.add(user)
    user.status, user.staff_role = UserStatus.ADMIN, role
    db.session.flush()
    link, hours = None, int(current_app.config.get("SHOP_STAFF_INVITE_HOURS", 72))
    if created:
        token, stored = new_token()
        db.session.add(PasswordResetToken(user_id=user.id, token_hash=stored,
                                          expires_at=datetime.now(UTC) + timedelta(hours=hours)))
        link = shop_url(f"/reset-password/{token}")
    audit(actor, Action.CREATE, Entity.STAFF, user.id, after={"email": email, "role": role}, summary=email)
    db.session.commit()
    words = mail_texts(language)["staff_invite"]
    body = words["new" if created else "existing"].format(
        inviter=actor.email, role=words["roles"][role], link=link, hours=hours, admin=shop_url(ADMIN_PATH),
        shop=shop_name())
    send_mail(user.email, words["subject"].format(shop=shop_name()), body)
    return user


def change_role(actor: User, user_id: int, role: str) -> User:
    user = _member(user_id)
    _not_oneself(actor, user)
    before = user.role
    user.staff_role = role
    audit(actor, Action.UPDATE, Entity.STAFF, user.id, before={"role": before}, after={"role": role},
          summary=user.email)
    db.session.commit()
    return user


def remove(actor: User, user_id: int) -> None:
    """Take staff access away: the account stays a shopper's, and its sessions end (a token made while it was staff
    is never trusted again)."""
    user = _member(user_id)
    _not_oneself(actor, user)
    before = user.role
    user.status, user.staff_role = UserStatus.USER, None
    end_sessions(user)
    audit(actor, Action.DELETE, Entity.STAFF, user.id, before={"role": before}, summary=user.email)
    db.session.commit()
