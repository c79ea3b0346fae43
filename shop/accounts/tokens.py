"""JWT wiring: identity is the user id; the role always comes from the database, never from the token.

The user is read afresh on every request, so a demoted admin's tokens lose staff rights on their next request.
Sessions end three ways: log-out revokes one token (its jti); a password change moves the account's token version
on, which ends every token made under an older version except the one the change was made with; a password reset
moves it on and keeps none. Auth failures answer 401 in the API's error shape, in the shopper's language
(shop.http.errors.error_body).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from flask_jwt_extended import JWTManager
from sqlalchemy import select

from shop.extensions import db
from shop.http.errors import error_body

if TYPE_CHECKING:
    from shop.accounts.models import User

ACCOUNT_GONE = "Your account no longer exists. Please sign in again."
SIGN_IN_NEEDED = "Please sign in to continue."
SESSION_INVALID = "Your session is not valid. Please sign in again."
SESSION_EXPIRED = "Your session has expired. Please sign in again."
SIGNED_OUT_SESSION = "You have signed out. Please sign in again."
SESSION_ENDED = "Your password has been changed, so this session has ended. Please sign in again."

TRANSLATIONS: dict[str, dict[str, str]] = {
    ACCOUNT_GONE: {
        "ua": "Вашого облікового запису більше не існує. Будь ласка, увійдіть знову.",
        "pl": "To konto już nie istnieje. Proszę zalogować się ponownie.",
        "ru": "Вашей учётной записи больше не существует. Пожалуйста, войдите снова.",
        "de": "Ihr Konto existiert nicht mehr. Bitte melden Sie sich erneut an.",
    },
    SIGN_IN_NEEDED: {
        "ua": "Будь ласка, увійдіть, щоб продовжити.",
        "pl": "Proszę się zalogować, aby kontynuować.",
        "ru": "Пожалуйста, войдите, чтобы продолжить.",
        "de": "Bitte melden Sie sich an, um fortzufahren.",
    },
    SESSION_INVALID: {
        "ua": "Ваш сеанс недійсний. Будь ласка, увійдіть знову.",
        "pl": "Sesja jest nieprawidłowa. Proszę zalogować się ponownie.",
        "ru": "Ваш сеанс недействителен. Пожалуйста, войдите снова.",
        "de": "Ihre Sitzung ist ungültig. Bitte melden Sie sich erneut an.",
    },
    SESSION_EXPIRED: {
        "ua": "Ваш сеанс завершився. Будь ласка, увійдіть знову.",
        "pl": "Sesja wygasła. Proszę zalogować się ponownie.",
        "ru": "Срок действия вашего сеанса истёк. Пожалуйста, войдите снова.",
        "de": "Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.",
    },
    SIGNED_OUT_SESSION: {
        "ua": "Ви вийшли з облікового запису. Будь ласка, увійдіть знову.",
        "pl": "Nastąpiło wylogowanie. Proszę zalogować się ponownie.",
        "ru": "Вы вышли из учётной записи. Пожалуйста, войдите снова.",
        "de": "Sie haben sich abgemeldet. Bitte melden Sie sich erneut an.",
    },
    SESSION_ENDED: {
        "ua": "Пароль змінено, тому цей сеанс завершено. Будь ласка, увійдіть знову.",
        "pl": "Hasło zostało zmienione, więc ta sesja została zakończona. Proszę zalogować się ponownie.",
        "ru": "Пароль изменён, поэтому этот сеанс завершён. Пожалуйста, войдите снова.",
        "de": "Ihr Passwort wurde geändert, daher ist diese Sitzung beendet. Bitte melden Sie sich erneut an.",
    },
}


def _unauthorized(message: str):
    return error_body(message, status=401)


def end_sessions(user: User, keep_jti: str | None = None) -> None:
    """End every session of ``user`` on its next request, except the token ``keep_jti`` (the one in use for a
    password change). The caller commits, with the change that asks for it."""
    user.token_version += 1
    user.kept_token_jti = keep_jti


def _session_current(user: User, payload: dict) -> bool:
    """A token made under the account's token version (tokens older than versions carry none: version 0), or the
    one a password change kept."""
    return payload.get("ver", 0) == user.token_version or payload["jti"] == user.kept_token_jti


# A user id has at most 18 digits (below 2**63: a bigint, SQLite's integer); a longer subject is no account of ours.
MAX_ID_DIGITS = 18


def register_token_callbacks(jwt: JWTManager) -> None:
    """Look users up per request, honour log-out, and answer auth failures in the API's error shape."""
    from shop.accounts.models import RevokedToken, User

    @jwt.user_identity_loader
    def _identity(user: User | int | str) -> str:
        return str(user.id if isinstance(user, User) else user)

    @jwt.additional_claims_loader
    def _claims(identity: User | int | str) -> dict:
        return {"ver": identity.token_version or 0} if isinstance(identity, User) else {}

    def _user(payload: dict) -> User | None:
        """The token's user; None when its subject names no account (gone, or no user id at all)."""
        subject = payload.get("sub")
        if not (isinstance(subject, str) and subject.isdigit() and len(subject) <= MAX_ID_DIGITS):
            return None
        return db.session.get(User, int(subject))

    @jwt.user_lookup_loader
    def _lookup(_header, payload) -> User | None:
        return _user(payload)

    def _signed_out(payload: dict) -> bool:
        return db.session.scalar(select(RevokedToken.id).where(RevokedToken.jti == payload["jti"])) is not None

    @jwt.token_in_blocklist_loader
    def _revoked(_header, payload) -> bool:
        if _signed_out(payload):
            return True
        user = _user(payload)  # the user lookup then finds it in the session
        return user is not None and not _session_current(user, payload)

    @jwt.user_lookup_error_loader
    def _no_user(_header, _payload):
        return _unauthorized(ACCOUNT_GONE)

    @jwt.unauthorized_loader
    def _missing(_reason):
        return _unauthorized(SIGN_IN_NEEDED)

    @jwt.invalid_token_loader
    def _invalid(_reason):
        return _unauthorized(SESSION_INVALID)

    @jwt.expired_token_loader
    def _expired(_header, _payload):
        return _unauthorized(SESSION_EXPIRED)

    @jwt.revoked_token_loader
    def _logged_out(_header, payload):
        return _unauthorized(SIGNED_OUT_SESSION if _signed_out(payload) else SESSION_ENDED)
