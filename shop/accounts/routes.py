"""/api/users: sign-up, sign-in, log-out and forgotten passwords for anyone; an account's owner (or staff) changes it.

Sign-in and sign-up are rate limited per address and per email (SHOP_SIGNIN_RATE, SHOP_SIGNUP_RATE), with a 429
{message} and Retry-After; the tests turn the limits on (RATELIMIT_ENABLED) and set them.
"""
from __future__ import annotations

from flask import current_app
from flask.views import MethodView
from flask_jwt_extended import current_user, get_jwt

from shop.accounts import email_change, messages, service, wishlist
from shop.accounts.schemas import (
    CredentialsSchema,
    EmailConfirmedSchema,
    EmailTokenSchema,
    ForgotPasswordSchema,
    MessageSchema,
    ResetPasswordSchema,
    SessionSchema,
    SignUpSchema,
    UserSchema,
    UserUpdateSchema,
    WishlistMergeSchema,
    WishlistSchema,
    normalise_email,
)
from shop.catalog.card_pages import card_page
from shop.http import rate_limits
from shop.security import Blueprint, json_object_or_none

blp = Blueprint("users", __name__, url_prefix="/api/users", description="Accounts")


def _email_key() -> str:
    body = json_object_or_none()
    email = body.get("email") if body else None
    # Without an e-mail, a count of the address's own: the address limit's key, shared, would count it twice.
    return f"email:{normalise_email(email)}" if isinstance(email, str) else f"no-email:{rate_limits.client_address()}"


def _rate(setting: str):
    return lambda: current_app.config[setting]


_TOO_MANY = "Too many attempts from this address or for this account; Retry-After says when to try again."


@blp.route("/signup")
class SignUp(MethodView):
    @rate_limits.limit(_rate("SHOP_SIGNUP_RATE"), message=messages.TOO_MANY_ATTEMPTS)
    @rate_limits.limit(_rate("SHOP_SIGNUP_RATE"), key=_email_key, message=messages.TOO_MANY_ATTEMPTS)
    @blp.arguments(SignUpSchema())
    @blp.response(201, SessionSchema)
    @blp.alt_response(409, description="The address has an account already.")
    @blp.alt_response(429, description=_TOO_MANY)
    def post(self, data):
        """Create a shopper account; answers the session object {_id, email, token, status}."""
        return service.sign_up(**data)


@blp.route("/signin")
class SignIn(MethodView):
    @rate_limits.limit(_rate("SHOP_SIGNIN_RATE"), message=messages.TOO_MANY_ATTEMPTS)
    @rate_limits.limit(_rate("SHOP_SIGNIN_RATE"), key=_email_key, message=messages.TOO_MANY_ATTEMPTS)
    @blp.arguments(CredentialsSchema())
    @blp.response(200, SessionSchema)
    @blp.alt_response(401, description="Wrong email or password (one message for both).")
    @blp.alt_response(429, description=_TOO_MANY)
    def post(self, data):
        """Sign in; answers the session object {_id, email, token, status}."""
        return service.sign_in(**data)


@blp.route("/logout")
class LogOut(MethodView):
    @blp.login_required
    @blp.response(200, MessageSchema)
    def post(self):
        """Revoke this bearer token on the server (it answers 401 afterwards)."""
        service.sign_out(get_jwt())
        return {"message": messages.SIGNED_OUT}


@blp.route("/<int:user_id>")
class UserById(MethodView):
    @blp.login_required
    @blp.arguments(UserUpdateSchema())
    @blp.response(200, UserSchema)
    @blp.alt_response(403, description="Another user's account, one's own status, or one's own password or e-mail "
                                       "address without the right current password (errors.currentPassword).")
    @blp.alt_response(409, description="The new address has an account already.")
    def put(self, data, user_id: int):
        """Change an account: that user or staff; nobody changes their own status. A new password ends the
        account's other sessions (this token stays valid). One's own new e-mail address waits, as pendingEmail,
        for the link mailed to it; the old address is told, with a link that undoes the change."""
        return service.update_user(current_user, user_id, data, session_jti=get_jwt()["jti"])


@blp.route("/confirm-email")
class ConfirmEmail(MethodView):
    @blp.arguments(EmailTokenSchema())
    @blp.response(200, EmailConfirmedSchema)
    @blp.alt_response(404, description="The link is unknown, used, replaced by a later request or expired "
                                       "(errors.token).")
    @blp.alt_response(409, description="Another account has the address now.")
    def post(self, data):
        """Confirm a new e-mail address with the token mailed to it: sign-in and password resets use it from now."""
        return {"message": messages.EMAIL_CONFIRMED, "user": email_change.confirm(data["token"])}


@blp.route("/undo-email")
class UndoEmail(MethodView):
    @blp.arguments(EmailTokenSchema())
    @blp.response(200, MessageSchema)
    @blp.alt_response(404, description="The link is unknown, used or expired (errors.token).")
    @blp.alt_response(409, description="Another account has the previous address now.")
    def post(self, data):
        """Undo an e-mail change with the token mailed to the previous address: it is the account's again, nothing
        pending stays, and every session of the account ends."""
        email_change.undo(data["token"])
        return {"message": messages.EMAIL_UNDONE}


@blp.route("/forgot-password")
class ForgotPassword(MethodView):
    @rate_limits.limit(_rate("SHOP_FORGOT_RATE"), message=messages.TOO_MANY_ATTEMPTS)
    @rate_limits.limit(_rate("SHOP_FORGOT_RATE"), key=_email_key, message=messages.TOO_MANY_ATTEMPTS)
    @blp.arguments(ForgotPasswordSchema())
    @blp.response(200, MessageSchema)
    @blp.alt_response(429, description=_TOO_MANY)
    def post(self, data):
        """Mail a reset link when the address has an account; the answer is the same either way."""
        service.request_password_reset(**data)
        return {"message": messages.FORGOT_SENT}


@blp.route("/reset-password/validate/<token>")
class ResetTokenCheck(MethodView):
    @blp.response(200, MessageSchema)
    def get(self, token: str):
        """200 while the link's token is unused and unexpired; 404 otherwise (no such link any more)."""
        service.check_reset_token(token)
        return {"message": messages.RESET_VALID}


@blp.route("/reset-password")
class ResetPassword(MethodView):
    @blp.arguments(ResetPasswordSchema())
    @blp.response(200, MessageSchema)
    @blp.alt_response(404, description="The token is unknown, used or expired (errors.token).")
    def post(self, data):
        """Set a new password with the mailed token (it works once)."""
        service.reset_password(**data)
        return {"message": messages.PASSWORD_UPDATED}


@blp.route("/me/wishlist")
class MyWishlist(MethodView):
    @blp.login_required
    @card_page(blp, WishlistSchema)
    def get(self):
        """The signed-in shopper's wishlist (product cards), on any device."""
        return {"products": wishlist.wishlist(current_user)}

    @blp.login_required
    @blp.arguments(WishlistMergeSchema())
    @card_page(blp, WishlistSchema)
    def put(self, data):
        """Merge the browser's list into the account's (at sign-in, and when a product is saved); nothing is lost."""
        return {"products": wishlist.merge(current_user, data["ids"])}


@blp.route("/me/wishlist/<int:product_id>")
class MyWishlistItem(MethodView):
    @blp.login_required
    @card_page(blp, WishlistSchema)
    def delete(self, product_id: int):
        """Take a product off the account's wishlist."""
        return {"products": wishlist.remove(current_user, product_id)}
