"""Account request and response shapes. The session object is the spec's {_id, email, token, status}."""
from __future__ import annotations

from marshmallow import EXCLUDE, Schema, ValidationError, fields, post_load, validates_schema

from shop.accounts import email_change, messages
from shop.accounts.link_tokens import MAX_TOKEN_LENGTH
from shop.accounts.models import UserStatus
from shop.accounts.passwords import MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH
from shop.catalog.schemas import ProductCardSchema
from shop.fields import Flag, Trimmed
from shop.i18n import LANGUAGES, Message, request_language, say
from shop.models_base import MAX_ID
from shop.validation import EMAIL_AS_SENT, EMAIL_INVALID, FIELD_TOO_LONG, MAX_EMAIL, Pattern, is_valid_email

MAX_NAME = 80
MAX_WISHLIST_IDS = 500


def normalise_email(email: str) -> str:
    """One account per address whatever its case or surrounding spaces."""
    return email.strip().lower()


def _check_email(errors: dict, email: str | None) -> None:
    if not is_valid_email(normalise_email(email or "")) or len(email or "") > MAX_EMAIL:
        errors["email"] = [EMAIL_INVALID]


# What the rules below check, as the OpenAPI document says it of each field.
EMAIL_DOC = {"maxLength": MAX_EMAIL, "pattern": EMAIL_AS_SENT.pattern}
NEW_PASSWORD_DOC = {"format": "password", "minLength": MIN_PASSWORD_LENGTH, "maxLength": MAX_PASSWORD_LENGTH}


def _required(message: str) -> dict:
    """A field the request must carry: without it the rule's own message, as for an empty one."""
    return {"required": True, "error_messages": {"required": message}}


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

    email = fields.String(**_required(EMAIL_INVALID), metadata={"example": "olena@example.com", **EMAIL_DOC})
    password = fields.String(**_required(messages.PASSWORD_REQUIRED), metadata={"format": "password", "minLength": 1})

    @validates_schema(skip_on_field_errors=False)
    def _rules(self, data, **_kwargs):
        errors: dict = {}
        if "email" in data:
            _check_email(errors, data["email"])
        if "password" in data and not data["password"]:
            errors["password"] = [messages.PASSWORD_REQUIRED]
        if errors:
            raise ValidationError(errors)

    @post_load
    def _normalised(self, data, **_kwargs):
        return {**data, "email": normalise_email(data["email"])}


class SignUpSchema(CredentialsSchema):
    """Sign-up: email, password (6 to 128 characters), optional names, the language of the shop's e-mails and an
    affiliate's referral code (an unknown code is ignored)."""

    first_name = Trimmed(load_default="", data_key="firstName", metadata={"maxLength": MAX_NAME})
    last_name = Trimmed(load_default="", data_key="lastName", metadata={"maxLength": MAX_NAME})
    language = fields.String(load_default="en", metadata={"enum": list(LANGUAGES)})
    ref = fields.String(load_default=None, allow_none=True, metadata={
        "description": "A referral code from an affiliate link (?ref=...); an unknown or mangled one is ignored, so "
                       "a broken link never stops anyone signing up."})

    password = fields.String(**_required(messages.PASSWORD_REQUIRED), metadata=NEW_PASSWORD_DOC)

    @validates_schema(skip_on_field_errors=False)
    def _rules(self, data, **_kwargs):
        errors: dict = {}
        if "email" in data:
            _check_email(errors, data["email"])
        if "password" in data:
            _check_password(errors, data["password"])
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

    Changing one's own password or e-mail address also needs the current password (currentPassword); staff changing
    another's need not. One's own new address waits for its confirmation (pendingEmail in the answer).
    """

    class Meta:
        unknown = EXCLUDE

    email = fields.String(metadata=EMAIL_DOC)
    password = fields.String(metadata=NEW_PASSWORD_DOC)
    current_password = fields.String(data_key="currentPassword", metadata={
        "format": "password",
        "description": "The current password: needed to change one's own password or e-mail address."})
    language = fields.String(metadata={"enum": list(LANGUAGES)})
    first_name = Trimmed(data_key="firstName", metadata={"maxLength": MAX_NAME})
    last_name = Trimmed(data_key="lastName", metadata={"maxLength": MAX_NAME})
    phone = Trimmed(metadata={"maxLength": 32})
    newsletter = Flag()
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
    newsletter = Flag()
    language = fields.String(metadata={"enum": list(LANGUAGES)})
    createdAt = fields.DateTime(attribute="created_at")
    pendingEmail = fields.Function(email_change.pending_email, metadata={
        "type": ["string", "null"],
        "description": "A new address waiting for the confirmation mailed to it; null when none waits."})


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

    email = fields.String(**_required(EMAIL_INVALID), metadata=EMAIL_DOC)

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

    token = fields.String(**_required(messages.RESET_INVALID), metadata={"minLength": 1, "maxLength": 200})
    password = fields.String(**_required(messages.PASSWORD_REQUIRED), metadata=NEW_PASSWORD_DOC)

    @validates_schema(skip_on_field_errors=False)
    def _rules(self, data, **_kwargs):
        errors: dict = {}
        if "token" in data and (not data["token"] or len(data["token"]) > 200):
            errors["token"] = [messages.RESET_INVALID]
        if "password" in data:
            _check_password(errors, data["password"])
        if errors:
            raise ValidationError(errors)


class WishlistMergeSchema(Schema):
    """Product _ids the browser's list holds (strings, as the API sends them), merged into the account's."""

    class Meta:
        unknown = EXCLUDE

    ids = fields.List(
        fields.String(validate=Pattern(r"^[0-9]{1,10}$", error=messages.PRODUCT_ID_INVALID)),
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

    products = fields.Nested(ProductCardSchema, many=True)


class EmailTokenSchema(Schema):
    """The token of a mailed e-mail-change link (confirm or undo), as the page read it from the link."""

    class Meta:
        unknown = EXCLUDE

    token = fields.String(**_required(messages.EMAIL_UNDO_INVALID),
                          metadata={"minLength": 1, "maxLength": MAX_TOKEN_LENGTH})

    @validates_schema
    def _rules(self, data, **_kwargs):
        if "token" in data and (not data["token"] or len(data["token"]) > MAX_TOKEN_LENGTH):
            raise ValidationError({"token": [messages.EMAIL_UNDO_INVALID]})


class EmailConfirmedSchema(Schema):
    """The confirmation's answer: the message, and the account with the address it now uses (so a browser signed
    in to it can follow)."""

    message = LocalisedString()
    _id = fields.Function(lambda answer: str(answer["user"].id), metadata={"type": "string"})
    email = fields.Function(lambda answer: answer["user"].email, metadata={"type": "string"})


class CurrentPasswordSchema(Schema):
    """The current password, which deleting one's own account needs (a missing or wrong one: 403)."""

    class Meta:
        unknown = EXCLUDE

    current_password = fields.String(data_key="currentPassword", load_default=None, allow_none=True,
                                     metadata={"format": "password"})
