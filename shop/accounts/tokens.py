"""JWT wiring: identity is the user id; the role always comes from the database, never from the token."""
from __future__ import annotations

from flask import jsonify
from flask_jwt_extended import JWTManager
from sqlalchemy import select

from shop.extensions import db


def _unauthorized(message: str):
    return jsonify({"message": message, "errors": {}}), 401


def register_token_callbacks(jwt: JWTManager) -> None:
    """Look users up per request, honour log-out, and answer auth failures in the API's error shape."""
    from shop.accounts.models import RevokedToken, User

    @jwt.user_identity_loader
    def _identity(user: User | int | str) -> str:
        return str(user.id if isinstance(user, User) else user)

    @jwt.user_lookup_loader
    def _lookup(_header, payload) -> User | None:
        return db.session.get(User, int(payload["sub"]))

    @jwt.token_in_blocklist_loader
    def _revoked(_header, payload) -> bool:
        return db.session.scalar(select(RevokedToken.id).where(RevokedToken.jti == payload["jti"])) is not None

    @jwt.user_lookup_error_loader
    def _no_user(_header, _payload):
        return _unauthorized("Your account no longer exists. Please sign in again.")

    @jwt.unauthorized_loader
    def _missing(_reason):
        return _unauthorized("Please sign in to continue.")

    @jwt.invalid_token_loader
    def _invalid(_reason):
        return _unauthorized("Your session is not valid. Please sign in again.")

    @jwt.expired_token_loader
    def _expired(_header, _payload):
        return _unauthorized("Your session has expired. Please sign in again.")

    @jwt.revoked_token_loader
    def _logged_out(_header, _payload):
        return _unauthorized("You have signed out. Please sign in again.")
