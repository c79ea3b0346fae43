"""Accounts: sign-up, sign-in, log-out and account changes. Routes only translate HTTP to these calls."""
from __future__ import annotations

from datetime import UTC, datetime

from flask_jwt_extended import create_access_token
from sqlalchemy import func, select
from sqlalchemy.exc import IntegrityError

from shop.accounts import messages
from shop.accounts.models import RevokedToken, User, UserStatus
from shop.accounts.passwords import hash_password, needs_rehash, verify_password
from shop.errors import ApiError, NotFoundError
from shop.extensions import db

# Checked against when the address has no account, so a wrong address costs as long as a wrong password.
_DUMMY_HASH = hash_password("not a real password")


def _session(user: User) -> dict:
    return {"user": user, "token": create_access_token(identity=user)}


def _find(email: str) -> User | None:
    return db.session.scalar(select(User).where(func.lower(User.email) == email))


def sign_up(email: str, password: str, first_name: str = "", last_name: str = "") -> dict:
    """A new shopper account (never staff) and its session; 409 when the address has an account."""
    if _find(email) is not None:
        raise ApiError(messages.EMAIL_TAKEN, status=409, errors={"email": [messages.EMAIL_TAKEN]})
    user = User(email=email, password_hash=hash_password(password), status=UserStatus.USER,
                first_name=first_name, last_name=last_name)
    db.session.add(user)
    try:
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
        db.session.commit()
    return _session(user)


def sign_out(jwt_payload: dict) -> None:
    """Revoke this token on the server: it answers 401 from now on, until and after it would have expired."""
    expires = datetime.fromtimestamp(jwt_payload["exp"], UTC)
    db.session.add(RevokedToken(jti=jwt_payload["jti"], expires_at=expires))
    db.session.commit()


def update_user(actor: User, user_id: int, changes: dict) -> User:
    """Change an account: its owner or staff; nobody changes their own status, only staff change another's."""
    if actor.id != user_id and not actor.is_admin:
        raise ApiError(messages.NOT_YOURS, status=403)
    user = db.session.get(User, user_id)
    if user is None:
        raise NotFoundError(messages.NO_SUCH_USER)
    if "status" in changes and changes["status"] != user.status:
        if actor.id == user.id:
            raise ApiError(messages.OWN_STATUS, status=403, errors={"status": [messages.OWN_STATUS]})
        user.status = changes["status"]
    if "email" in changes and changes["email"] != user.email:
        other = _find(changes["email"])
        if other is not None and other.id != user.id:
            raise ApiError(messages.EMAIL_TAKEN, status=409, errors={"email": [messages.EMAIL_TAKEN]})
        user.email = changes["email"]
    if "password" in changes:
        user.password_hash = hash_password(changes["password"])
    for field in ("first_name", "last_name", "phone", "newsletter"):
        if field in changes:
            setattr(user, field, changes[field].strip() if isinstance(changes[field], str) else changes[field])
    try:
        db.session.commit()
    except IntegrityError as exc:
        db.session.rollback()
        raise ApiError(messages.EMAIL_TAKEN, status=409, errors={"email": [messages.EMAIL_TAKEN]}) from exc
    return user
