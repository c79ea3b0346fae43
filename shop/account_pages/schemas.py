"""Shapes of the account pages (/api/users/me/...): addresses, the overview, reward points, transactions, the
payment profile, the affiliate programme and recurring payments. Ids are strings, amounts decimal strings."""
from __future__ import annotations

from marshmallow import EXCLUDE, Schema, ValidationError, fields, post_load, validates_schema

from shop.accounts import messages
from shop.accounts.models import PaymentMethod, RecurringInterval, RecurringStatus, RewardReason
from shop.accounts.schemas import UserSchema
from shop.api_docs import PHONE_FORMAT
from shop.countries import COUNTRY_CODES, COUNTRY_PATTERN, normalise_country
from shop.fields import Amount, Flag, Trimmed
from shop.i18n import Message
from shop.orders.schemas import OrderSchema, ReturnSchema
from shop.queries.schemas import QuerySchema
from shop.validation import (
    COUNTRY_INVALID,
    FIELD_REQUIRED,
    FIELD_TOO_LONG,
    OPTIONAL_PHONE,
    PHONE_INVALID,
    is_valid_phone,
)

MAX_PHONE = 32


def _text_rules(data: dict, limits: dict[str, tuple[str, int]], required: tuple[str, ...], errors: dict) -> None:
    """Per field: required ones not empty (when sent, or always on create), none longer than its limit."""
    for field, (key, most) in limits.items():
        if field not in data:
            continue
        if field in required and not data[field]:
            errors[key] = [FIELD_REQUIRED]
        elif len(data[field]) > most:
            errors[key] = [Message(FIELD_TOO_LONG, max=most)]


class _AddressLikeSchema(Schema):
    """Text fields with limits and a country (an address, the billing details): every broken rule is answered at
    once, and the country is stored as its ISO code."""

    class Meta:
        unknown = EXCLUDE

    LIMITS: dict[str, tuple[str, int]] = {}
    REQUIRED: tuple[str, ...] = ()
    COUNTRY_MAY_BE_EMPTY = False

    def _more_rules(self, data: dict, errors: dict) -> None:
        """The schema's own rules, checked after the limits and the country."""

    @validates_schema
    def _rules(self, data, **_kwargs):
        errors: dict = {}
        _text_rules(data, self.LIMITS, self.REQUIRED, errors)
        if "country" in data:
            country = normalise_country(data["country"])
            if not (self.COUNTRY_MAY_BE_EMPTY and country == "") and country not in COUNTRY_CODES:
                errors["country"] = [COUNTRY_INVALID]
        self._more_rules(data, errors)
        if errors:
            raise ValidationError(errors)

    @post_load
    def _normalised(self, data, **_kwargs):
        if "country" in data:
            data["country"] = normalise_country(data["country"])
        return data


# ---------------------------------------------------------------- addresses

ADDRESS_LIMITS = {
    "first_name": ("firstName", 80), "last_name": ("lastName", 80), "company": ("company", 120),
    "line1": ("line1", 160), "line2": ("line2", 160), "city": ("city", 80), "postcode": ("postcode", 20),
    "region": ("region", 80), "phone": ("phone", MAX_PHONE),
}
ADDRESS_REQUIRED = ("first_name", "last_name", "line1", "city", "postcode", "country")


def _limited(key: str, most: int, metadata: dict | None = None, **kwargs) -> Trimmed:
    """A trimmed text of at most ``most`` characters; a required one must not be empty either (when sent)."""
    least = {"minLength": 1} if kwargs.get("required") else {}
    return Trimmed(data_key=key, metadata={**least, "maxLength": most, **(metadata or {})}, **kwargs)


_REQUIRED = {"required": FIELD_REQUIRED}


class AddressInSchema(_AddressLikeSchema):
    """An address to add (POST: the required fields must be there) or the fields to change (PUT, partial)."""

    LIMITS = ADDRESS_LIMITS
    REQUIRED = ADDRESS_REQUIRED

    first_name = _limited("firstName", 80, required=True, error_messages=_REQUIRED)
    last_name = _limited("lastName", 80, required=True, error_messages=_REQUIRED)
    company = _limited("company", 120)
    line1 = _limited("line1", 160, required=True, error_messages=_REQUIRED)
    line2 = _limited("line2", 160)
    city = _limited("city", 80, required=True, error_messages=_REQUIRED)
    postcode = _limited("postcode", 20, required=True, error_messages=_REQUIRED)
    region = _limited("region", 80)
    country = Trimmed(required=True, error_messages=_REQUIRED,
                      metadata={"description": "ISO 3166-1 alpha-2 code.", "example": "GB", "pattern": COUNTRY_PATTERN})
    phone = _limited("phone", MAX_PHONE, metadata={"pattern": OPTIONAL_PHONE.pattern,
                                                         "format": PHONE_FORMAT})
    is_default = Flag(data_key="isDefault")

    def _more_rules(self, data: dict, errors: dict) -> None:
        if data.get("phone") and "phone" not in errors and not is_valid_phone(data["phone"]):
            errors["phone"] = [PHONE_INVALID]


class AddressChangeSchema(AddressInSchema):
    """The fields of an address to change (PUT): the same rules, every field optional."""

    def __init__(self, **kwargs):
        super().__init__(partial=True, **kwargs)


class AddressSchema(Schema):
    """An address of the account's address book."""

    _id = fields.Function(lambda a: str(a.id), metadata={"type": "string"})
    firstName = fields.String(attribute="first_name")
    lastName = fields.String(attribute="last_name")
    company = fields.String()
    line1 = fields.String()
    line2 = fields.String()
    city = fields.String()
    postcode = fields.String()
    region = fields.String()
    country = fields.String()
    phone = fields.String()
    isDefault = fields.Boolean(attribute="is_default")


class AddressListSchema(Schema):
    addresses = fields.List(fields.Nested(AddressSchema))


# ---------------------------------------------------------------- overview, rewards, transactions


class OverviewSchema(Schema):
    """The account page's summary: counts and the few rows it shows."""

    user = fields.Nested(UserSchema)
    orders = fields.Integer()
    lastOrder = fields.Nested(OrderSchema, attribute="last_order", allow_none=True)
    rewardPoints = fields.Integer(attribute="reward_points")
    defaultAddress = fields.Nested(AddressSchema, attribute="default_address", allow_none=True)
    wishlist = fields.Integer()
    openReturns = fields.Integer(attribute="open_returns")


class RewardEntrySchema(Schema):
    _id = fields.Function(lambda e: str(e.id), metadata={"type": "string"})
    createdAt = fields.DateTime(attribute="created_at")
    points = fields.Integer()
    reason = fields.String(metadata={"enum": list(RewardReason.ALL)})
    orderNumber = fields.String(attribute="order_number", allow_none=True)


class RewardPointsSchema(Schema):
    """The balance (the sum of the entries) and the entries, newest first."""

    balance = fields.Integer()
    entries = fields.List(fields.Nested(RewardEntrySchema))


class TransactionSchema(Schema):
    _id = fields.String(attribute="id")
    createdAt = fields.DateTime(attribute="created_at")
    kind = fields.String(metadata={"enum": ["payment", "refund"]})
    orderNumber = fields.String(attribute="order_number")
    amount = Amount()
    currency = fields.String()


class TransactionListSchema(Schema):
    transactions = fields.List(fields.Nested(TransactionSchema))


# ---------------------------------------------------------------- payment profile

PROFILE_LIMITS = {
    "billing_name": ("billingName", 160), "company": ("company", 120), "tax_id": ("taxId", 32),
    "line1": ("line1", 160), "city": ("city", 80), "postcode": ("postcode", 20),
}


class PaymentProfileSchema(_AddressLikeSchema):
    """Saved billing details and the preferred payment method (every field optional on PUT)."""

    LIMITS = PROFILE_LIMITS
    COUNTRY_MAY_BE_EMPTY = True

    billing_name = _limited("billingName", 160)
    company = _limited("company", 120)
    tax_id = _limited("taxId", 32)
    line1 = _limited("line1", 160)
    city = _limited("city", 80)
    postcode = _limited("postcode", 20)
    country = Trimmed(metadata={"description": 'ISO 3166-1 alpha-2 code, or "".',
                                "pattern": f"^(?:|{COUNTRY_PATTERN[1:-1]})$"})
    preferred_method = fields.String(data_key="preferredMethod", allow_none=True,
                                     metadata={"enum": [*PaymentMethod.ALL, None]})

    def _more_rules(self, data: dict, errors: dict) -> None:
        method = data.get("preferred_method")
        if method is not None and method not in PaymentMethod.ALL:
            errors["preferredMethod"] = [Message(messages.METHOD_INVALID, choices=", ".join(PaymentMethod.ALL))]


# ---------------------------------------------------------------- affiliate, recurring payments


class AffiliateSchema(Schema):
    code = fields.String(metadata={"example": "K7PQ2MXA"})
    link = fields.String(metadata={"example": "https://shop.example.com/?ref=K7PQ2MXA"})
    signups = fields.Integer()
    orders = fields.Integer()
    revenue = Amount()
    currency = fields.String(metadata={"enum": ["GBP"]})


class RecurringPaymentSchema(Schema):
    _id = fields.Function(lambda r: str(r.id), metadata={"type": "string"})
    createdAt = fields.DateTime(attribute="created_at")
    description = fields.String()
    amount = Amount()
    currency = fields.String()
    interval = fields.String(metadata={"enum": list(RecurringInterval.ALL)})
    nextPaymentAt = fields.DateTime(attribute="next_payment_at")
    status = fields.String(metadata={"enum": list(RecurringStatus.ALL)})


class RecurringPaymentListSchema(Schema):
    recurringPayments = fields.List(fields.Nested(RecurringPaymentSchema), attribute="recurring_payments")


# ---------------------------------------------------------------- download my data

# The export is the shopper's personal data: no cache, shared or the browser's, may keep a copy.
EXPORT_HEADERS = {"Cache-Control": "no-store",
                  "Content-Disposition": 'attachment; filename="dance-fabrics-my-data.json"'}
EXPORT_DOC = {"Cache-Control": {"description": "no-store", "schema": {"type": "string"}},
              "Content-Disposition": {"description": "A file to save.", "schema": {"type": "string"}}}


class AccountExportSchema(UserSchema):
    """The account itself, with what the shop keeps about its use."""

    referralCode = fields.String(attribute="referral_code", allow_none=True)
    lastSignInAt = fields.DateTime(attribute="last_seen_at", allow_none=True)


class WishlistEntrySchema(Schema):
    productId = fields.Function(lambda entry: str(entry.product_id), metadata={"type": "string"})
    sku = fields.String()
    name = fields.String()
    savedAt = fields.DateTime(attribute="created_at")


class AccountDataSchema(Schema):
    """Everything the shop holds about the shopper (GET /api/users/me/data): the account, its addresses, orders with
    their lines, returns, wishlist, reward points, payment profile, subscriptions, the call-backs left with one of
    the account's phone numbers, and the newsletter choice."""

    exportedAt = fields.DateTime(attribute="exported_at")
    account = fields.Nested(AccountExportSchema)
    newsletter = Flag()
    addresses = fields.List(fields.Nested(AddressSchema))
    orders = fields.List(fields.Nested(OrderSchema))
    returns = fields.List(fields.Nested(ReturnSchema))
    wishlist = fields.List(fields.Nested(WishlistEntrySchema))
    rewardPoints = fields.Nested(RewardPointsSchema, attribute="reward_points")
    paymentProfile = fields.Nested(PaymentProfileSchema, attribute="payment_profile")
    recurringPayments = fields.List(fields.Nested(RecurringPaymentSchema), attribute="recurring_payments")
    callbackQueries = fields.List(fields.Nested(QuerySchema), attribute="callback_queries")
