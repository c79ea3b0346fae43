"""The shapes of staff management: a member of staff, an invitation, a change of role."""
from __future__ import annotations

from marshmallow import EXCLUDE, Schema, ValidationError, fields, validates_schema

from shop.accounts import messages as account_messages
from shop.accounts.schemas import EMAIL_DOC, normalise_email
from shop.admin.staff import messages
from shop.i18n import LANGUAGES, Message
from shop.security import StaffRole
from shop.validation import EMAIL_INVALID, FIELD_REQUIRED, MAX_EMAIL, is_valid_email

_REQUIRED = {"required": FIELD_REQUIRED}
_ROLE_DOC = {"enum": list(StaffRole.ALL), "example": StaffRole.WAREHOUSE}


def _check_role(errors: dict, role: str | None) -> None:
    if role not in StaffRole.ALL:
        errors["role"] = [Message(messages.ROLE_INVALID, choices=", ".join(StaffRole.ALL))]


class StaffMemberSchema(Schema):
    """A member of staff as the owners' list shows them."""

    _id = fields.Function(lambda user: str(user.id), metadata={"type": "string"})
    email = fields.String()
    firstName = fields.String(attribute="first_name")
    lastName = fields.String(attribute="last_name")
    role = fields.String(metadata={"enum": list(StaffRole.ALL)})
    lastSeenAt = fields.DateTime(attribute="last_seen_at", allow_none=True)


class StaffSelfSchema(Schema):
    """The signed-in member of staff: what the admin area shows them."""

    _id = fields.Function(lambda user: str(user.id), metadata={"type": "string"})
    email = fields.String()
    role = fields.String(metadata={"enum": list(StaffRole.ALL)})


class InvitationSchema(Schema):
    """Make an address staff: an existing account is given the role, a new one is made and mailed a link to choose
    its password. ``language``: the language of the invitation mail (by default the request's)."""

    class Meta:
        unknown = EXCLUDE

    email = fields.String(required=True, error_messages=_REQUIRED,
                          metadata={"example": "taras@example.com", **EMAIL_DOC})
    role = fields.String(required=True, error_messages=_REQUIRED, metadata=_ROLE_DOC)
    language = fields.String(metadata={"enum": list(LANGUAGES)})

    @validates_schema(skip_on_field_errors=False)
    def _rules(self, data: dict, **kwargs) -> None:
        errors: dict = {}
        if "email" in data and (not is_valid_email(normalise_email(data["email"])) or len(data["email"]) > MAX_EMAIL):
            errors["email"] = [EMAIL_INVALID]
        if "role" in data:
            _check_role(errors, data["role"])
        if data.get("language") is not None and data["language"] not in LANGUAGES:
            errors["language"] = [Message(account_messages.LANGUAGE_INVALID, choices=", ".join(LANGUAGES))]
        if errors:
            raise ValidationError(errors)


class RoleChangeSchema(Schema):
    class Meta:
        unknown = EXCLUDE

    role = fields.String(required=True, error_messages=_REQUIRED, metadata=_ROLE_DOC)

    @validates_schema
    def _rules(self, data: dict, **kwargs) -> None:
        errors: dict = {}
        _check_role(errors, data.get("role"))
        if errors:
            raise ValidationError(errors)
