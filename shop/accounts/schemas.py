"""Account request and response shapes. The session object is the spec's {_id, email, token, status}."""
from __future__ import annotations

from marshmallow import EXCLUDE, Schema, ValidationError, fields, post_load, validate, validates_schema

from shop.accounts import messages
from shop.accounts.models import UserStatus
from shop.accounts.passwords import MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH
from shop.catalog.schemas import DumpedCards, ProductCardSchema
from shop.i18n import LANGUAGES, Message, request_language, say
from shop.models_base import MAX_ID
from shop.validation import EMAIL_INVALID, FIELD_TOO_LONG, is_valid_email

MAX_NAME = 80
MAX_WISHLIST_IDS = 500


def normalise_email(email: str) -> str:
    """One account per address whatever its case or surrounding spaces."""
    return email.strip().lower()


def _check_email(errors: dict, email: str | None) -> None:
    if not is_valid_email(normalise_email(email or "")) or len(email or "") > 254:
        errors["email"] = [EMAIL_INVALID]


def _check_language(errors: dict, language: str | None) -> None:
    if language not in LANGUAGES:
        errors["language"] = [Message(messages.LANGUAGE_INVALID, choices=", ".join(LANGUAGES))]


def _check_password(errors: dict, password: str | None) -> None:
    if not password:
        errors["password"] = [messages.PASSWORD_REQUIRED]
    elif len(password) < MIN_PASSWORD_LENGTH:
        errors["password"] = [Message(messages.PASSWORD_TOO_SHORT, min=MIN_PASSWORD_LENGTH)]
    elif len(password or "") > MAX_PASSWORD_LENGTH:
        errors["password"] = [Message(messages.PASSWORD_TOO_LONG, max=MAX_PASSWORD_LENGTH)]


class CredentialsSchema(Schema):
    """Sign-in: an email and a password (a failure says which field is wrong only when the form is wrong)."""

    class Meta:
        unknown = EXCLUDE

    email = fields.String(load_default="", metadata={"example": "olena@example.com"})
    password = fields.String(load_default="", metadata={"format": "password"})

    @validates_schema
    def _rules(self, data, **_kwargs):
        errors: dict = {}
        _check_email(errors, data.get("email"))
        if not data.get("password"):
            errors["password"] = [messages.PASSWORD_REQUIRED]
        if errors:
            raise ValidationError(errors)

    @post_load
    def _normalised(self, data, **_kwargs):
        return {**data, "email": normalise_email(data["email"])}


class SignUpSchema(CredentialsSchema):
    """Sign-up: email, password (6 to 128 characters), optional names, the language of the shop's e-mails and an
    affiliate's referral code (an unknown code is ignored)."""

    first_name = fields.String(load_default="", data_key="firstName", metadata={"maxLength": MAX_NAME})
    last_name = fields.String(load_default="", data_key="lastName", metadata={"maxLength": MAX_NAME})
    language = fields.String(load_default="en", metadata={"enum": list(LANGUAGES)})
    ref = fields.String(load_default=None, allow_none=True, metadata={
        "description": "A referral code from an affiliate link (?ref=...); an unknown or mangled one is ignored, so "
                       "a broken link never stops anyone signing up."})

    @validates_schema
    def _rules(self, data, **_kwargs):
        errors: dict = {}
        _check_email(errors, data.get("email"))
        _check_password(errors, data.get("password"))
        _check_language(errors, data.get("language"))
        for field, key in (("first_name", "firstName"), ("last_name", "lastName")):
            if len(data.get(field) or "") > MAX_NAME:
                errors[key] = [Message(FIELD_TOO_LONG, max=MAX_NAME)]
        if errors:
            raise ValidationError(errors)

    @post_load
    def _normalised(self, data, **_kwargs):
        return {
            **data,
            "email": normalise_email(data["email"]),
            "first_name": data["first_name"].strip(),
            "last_name": data["last_name"].strip(),
        }


class UserUpdateSchema(Schema):
    """What PUT /api/users/{id} may change; every field optional. Only staff change another user's status.

    Changing one's own password also needs the current one (currentPassword); staff setting another's need not.
    """

    class Meta:
        unknown = EXCLUDE

    email = fields.String()
    password = fields.String(metadata={"format": "password"})
    current_password = fields.String(data_key="currentPassword", metadata={
        "format": "password", "description": "The current password: needed to change one's own password."})
    language = fields.String(metadata={"enum": list(LANGUAGES)})
    first_name = fields.String(data_key="firstName", metadata={"maxLength": MAX_NAME})
    last_name = fields.String(data_key="lastName", metadata={"maxLength": MAX_NAME})
    phone = fields.String(metadata={"maxLength": 32})
    newsletter = fields.Boolean()
    status = fields.String(metadata={"enum": [UserStatus.ADMIN, UserStatus.USER]})

    @validates_schema
    def _rules(self, data, **_kwargs):
        errors: dict = {}
        if "email" in data:
            _check_email(errors, data["email"])
        if "password" in data:
            _check_password(errors, data["password"])
        if "language" in data:
            _check_language(errors, data["language"])
        if "status" in data and data["status"] not in (UserStatus.ADMIN, UserStatus.USER):
            errors["status"] = [messages.STATUS_INVALID]
        limits = (("first_name", "firstName", MAX_NAME), ("last_name", "lastName", MAX_NAME), ("phone", "phone", 32))
        for field, key, most in limits:
            if len(data.get(field) or "") > most:
                errors[key] = [Message(FIELD_TOO_LONG, max=most)]
        if errors:
            raise ValidationError(errors)

    @post_load
    def _normalised(self, data, **_kwargs):
        if "email" in data:
            data["email"] = normalise_email(data["email"])
        return data


class SessionSchema(Schema):
    """The spec's session object: kept by the client only when it carries no message."""

    _id = fields.Function(lambda s: str(s["user"].id))
    email = fields.Function(lambda s: s["user"].email)
    token = fields.String()
    status = fields.Function(lambda s: s["user"].status)


class UserSchema(Schema):
    """An account as its owner (or staff) sees it."""

    _id = fields.Function(lambda u: str(u.id), dump_only=True)
    email = fields.String()
    status = fields.String()
    firstName = fields.String(attribute="first_name")
    lastName = fields.String(attribute="last_name")
    phone = fields.String()
    newsletter = fields.Boolean()
    language = fields.String(metadata={"enum": list(LANGUAGES)})
    createdAt = fields.DateTime(attribute="created_at")


class LocalisedString(fields.String):
    """A message said in the language of the request's Accept-Language (English without one)."""

    def _serialize(self, value, attr, obj, **kwargs):
        return super()._serialize(say(value, request_language()), attr, obj, **kwargs)


class MessageSchema(Schema):
    """A {message} answer, in the language the request asks for."""

    message = LocalisedString()


class ForgotPasswordSchema(Schema):
    """The address to mail a reset link to (SPEC section 3: the payload is the email alone; the mail speaks the
    request's Accept-Language, else the account's language)."""

    class Meta:
        unknown = EXCLUDE

    email = fields.String(load_default="")

    @validates_schema
    def _rules(self, data, **_kwargs):
        errors: dict = {}
        _check_email(errors, data.get("email"))
        if errors:
            raise ValidationError(errors)

    @post_load
    def _normalised(self, data, **_kwargs):
        return {**data, "email": normalise_email(data["email"])}


class ResetPasswordSchema(Schema):
    """The token from the mailed link and the new password."""

    class Meta:
        unknown = EXCLUDE

    token = fields.String(load_default="", metadata={"maxLength": 200})
    password = fields.String(load_default="", metadata={"format": "password"})

    @validates_schema
    def _rules(self, data, **_kwargs):
        errors: dict = {}
        if not data.get("token") or len(data["token"]) > 200:
            errors["token"] = [messages.RESET_INVALID]
        _check_password(errors, data.get("password"))
        if errors:
            raise ValidationError(errors)


class WishlistMergeSchema(Schema):
    """Product _ids the browser's list holds (strings, as the API sends them), merged into the account's."""

    class Meta:
        unknown = EXCLUDE

    ids = fields.List(
        fields.String(validate=validate.Regexp(r"^\d{1,10}$", error=messages.PRODUCT_ID_INVALID)),
        load_default=list,
        metadata={"maxItems": MAX_WISHLIST_IDS},
    )

    @validates_schema
    def _rules(self, data, **_kwargs):
        if len(data.get("ids") or []) > MAX_WISHLIST_IDS:
            raise ValidationError({"ids": [Message(messages.TOO_MANY_PRODUCTS, max=MAX_WISHLIST_IDS)]})

    @post_load
    def _ids(self, data, **_kwargs):
        return {"ids": [int(i) for i in data["ids"] if int(i) <= MAX_ID]}


class WishlistSchema(Schema):
    """The account's wishlist: product cards, oldest saved first."""

    products = DumpedCards(ProductCardSchema, many=True)
