"""Checkout shapes: the review (quote) and placement requests, their answers, and the options a checkout offers.

Amounts are decimal strings; a line's ``price`` from the client is the price the shopper saw, only ever compared
(shop.orders.pricing), never charged.
"""
from __future__ import annotations

import re

from marshmallow import EXCLUDE, Schema, ValidationError, fields, post_load, validate, validates_schema

from shop.api_docs import PHONE_FORMAT, any_case, trimmed, trimmed_length
from shop.countries import COUNTRY_CODES, normalise_country
from shop.fields import POSITIVE_DECIMAL, Amount, DecimalIn, DecimalString, Flag, Trimmed
from shop.i18n import LANGUAGES, Message
from shop.money import CURRENCY_CODES
from shop.orders import messages
from shop.orders.delivery import CODES as DELIVERY_CODES
from shop.orders.delivery import METHODS, DeliveryCode
from shop.orders.models import DeliveryStatus
from shop.orders.schemas import MAX_COMMENT, OrderSchema
from shop.payments.methods import PaymentMethod
from shop.validation import (
    COUNTRY_INVALID,
    EMAIL,
    EMAIL_INVALID,
    FIELD_REQUIRED,
    FIELD_TOO_LONG,
    PHONE,
    PHONE_INVALID,
    Pattern,
    is_valid_email,
    is_valid_phone,
)

MAX_LINES = 100
KEY = re.compile(r"^[A-Za-z0-9_-]{8,64}$")
_BRANCH = re.compile(r"^[0-9]{1,5}$")
_REQUIRED = {"required": FIELD_REQUIRED}
# A courier or Ukrposhta in Ukraine finds the address by its street and city; abroad the postcode is part of it.
_POSTCODE_OPTIONAL = (DeliveryCode.COURIER, DeliveryCode.UKRPOSHTA)


def _text(key: str | None, most: int, **kwargs) -> Trimmed:
    """A trimmed text of at most ``most`` characters; a required one must not be empty either."""
    least = {"minLength": 1} if kwargs.get("required") else {}
    metadata = {**least, "maxLength": most, **kwargs.pop("metadata", {})}
    return Trimmed(data_key=key, validate=validate.Length(max=most, error=Message(FIELD_TOO_LONG, max=most)),
                   metadata=metadata, **kwargs)


class _Strict(Schema):
    class Meta:
        unknown = EXCLUDE


class ContactSchema(_Strict):
    """Who ordered: the confirmation goes to the e-mail, the carrier calls the phone."""

    first_name = _text("firstName", 80, required=True, error_messages=_REQUIRED)
    last_name = _text("lastName", 80, required=True, error_messages=_REQUIRED)
    email = _text("email", 254, required=True, error_messages=_REQUIRED, metadata={"pattern": EMAIL.pattern})
    phone = _text("phone", 32, required=True, error_messages=_REQUIRED,
                  metadata={"pattern": PHONE.pattern, "format": PHONE_FORMAT})

    @validates_schema
    def _rules(self, data, **_kwargs):
        errors: dict = {}
        for field, key in (("first_name", "firstName"), ("last_name", "lastName"), ("email", "email"),
                           ("phone", "phone")):
            if field in data and not data[field]:
                errors[key] = [FIELD_REQUIRED]
        if data.get("email") and not is_valid_email(data["email"]):
            errors["email"] = [EMAIL_INVALID]
        if data.get("phone") and not is_valid_phone(data["phone"]):
            errors["phone"] = [PHONE_INVALID]
        if errors:
            raise ValidationError(errors)

    @post_load
    def _lower(self, data, **_kwargs):
        return {**data, "email": data["email"].lower()}


class DeliveryInSchema(_Strict):
    """The delivery method and its details (GET /api/orders/checkout-options lists what each needs)."""

    method = fields.String(required=True, error_messages=_REQUIRED, metadata={"enum": list(DELIVERY_CODES)})
    city = _text(None, 80)
    branch = _text(None, 5, metadata={"description": "Nova Poshta branch or parcel locker number."})
    address = _text(None, 200)
    postcode = _text(None, 20)
    country = _text(None, 2, metadata={"description": "ISO 3166-1 alpha-2 code: the address's (international "
                                                     "courier), or where the shopper is for the others (their zone "
                                                     "decides what is offered: a code no zone serves is a 409); "
                                                     "Ukraine when absent."})

    # Only the method is needed for a review; placement needs every detail it lists.
    complete = True

    @validates_schema
    def _rules(self, data, **_kwargs):
        method = METHODS.get(data.get("method", ""))
        if method is None:
            raise ValidationError({"method": [Message(messages.DELIVERY_INVALID, choices=", ".join(DELIVERY_CODES))]})
        if not self.complete:
            return
        errors: dict = {}
        required = set(method.fields) - ({"postcode"} if method.code in _POSTCODE_OPTIONAL else set())
        for field in sorted(required):
            if not data.get(field):
                errors[field] = [FIELD_REQUIRED]
        if data.get("branch") and "branch" in method.fields and not _BRANCH.fullmatch(data["branch"]):
            errors["branch"] = [messages.BRANCH_INVALID]
        if data.get("country") and method.abroad:
            country = normalise_country(data["country"])
            if country not in COUNTRY_CODES:
                errors["country"] = [COUNTRY_INVALID]
            elif method.abroad and country == "UA":
                errors["country"] = [messages.DELIVERY_ABROAD_ONLY]
        if errors:
            raise ValidationError(errors)

    @post_load
    def _details(self, data, **_kwargs):
        """The method, only the details it uses (a country in ISO form), and the country the parcel goes to."""
        method = METHODS[data["method"]]
        details = {field: data[field] for field in method.fields if data.get(field)}
        if "country" in details:
            details["country"] = normalise_country(details["country"])
        country = normalise_country(data["country"]) if data.get("country") else None
        return {"method": method.code, "details": details, "country": country}


def _details_needed() -> dict:
    """What DeliveryInSchema._rules checks of the details, per method, as the document says it: one branch for the
    methods that need the same details (a Nova Poshta branch or locker; pickup or e-mail), one for each other."""
    filled = {"pattern": trimmed_length(1), "minLength": 1}
    shapes: dict[tuple, list[str]] = {}
    for method in METHODS.values():
        needed = tuple(field for field in method.fields
                       if not (field == "postcode" and method.code in _POSTCODE_OPTIONAL))
        shapes.setdefault((needed, method.abroad), []).append(method.code)
    branches = []
    for (needed, abroad), codes in shapes.items():
        properties: dict = {"method": {"const": codes[0]} if len(codes) == 1 else {"enum": codes},
                            **{field: filled for field in needed}}
        if "branch" in needed:
            properties["branch"] = {"pattern": trimmed(_BRANCH.pattern)}
        if abroad:
            properties["country"] = {"pattern": trimmed(f"^(?:{any_case(sorted(COUNTRY_CODES - {'UA'}))})$")}
        branches.append({"properties": properties, "required": ["method", *needed]})
    return {"oneOf": branches}


DeliveryInSchema.OPENAPI = _details_needed()


class ReviewDeliverySchema(DeliveryInSchema):
    """A review needs the method alone."""

    OPENAPI = None
    complete = False


class GiftCardLineSchema(_Strict):
    """Who receives a gift card bought on this line."""

    recipient_name = _text("recipientName", 80, required=True, error_messages=_REQUIRED)
    recipient_email = _text("recipientEmail", 254, required=True, error_messages=_REQUIRED,
                            metadata={"minLength": 0, "pattern": f"^(?:|{EMAIL.pattern[1:-1]})$"})
    message = _text("message", 300, load_default="", lines=True)

    @validates_schema
    def _rules(self, data, **_kwargs):
        errors: dict = {}
        if "recipient_name" in data and not data["recipient_name"]:
            errors["recipientName"] = [FIELD_REQUIRED]
        if data.get("recipient_email") and not is_valid_email(data["recipient_email"]):
            errors["recipientEmail"] = [EMAIL_INVALID]
        if errors:
            raise ValidationError(errors)

    @post_load
    def _as_stored(self, data, **_kwargs):
        return {"recipientName": data["recipient_name"], "recipientEmail": data["recipient_email"].lower(),
                "message": data["message"]}


class LineInSchema(_Strict):
    """A basket line: the product's sku and how much (0.1 steps for fabric)."""

    sku = _text(None, 40, required=True, error_messages=_REQUIRED, metadata={"example": "CHR-LYC-0001"})
    quantity = DecimalIn(required=True, error_messages=_REQUIRED, metadata={"example": "1.3"}, **POSITIVE_DECIMAL)
    price = DecimalIn(metadata={"description": "The GBP unit price the shopper saw: compared, never charged."})
    gift_card = fields.Nested(GiftCardLineSchema, data_key="giftCard", allow_none=True)

    @validates_schema
    def _rules(self, data, **_kwargs):
        errors: dict = {}
        if "sku" in data and not data["sku"]:  # blank once trimmed: the document's minLength 1
            errors["sku"] = [FIELD_REQUIRED]
        if "quantity" in data and not data["quantity"] > 0:
            errors["quantity"] = [messages.QUANTITY_POSITIVE]
        if errors:
            raise ValidationError(errors)


def _lines(**kwargs) -> fields.List:
    return fields.List(fields.Nested(LineInSchema), required=True, error_messages=_REQUIRED,
                       validate=validate.Length(min=1, max=MAX_LINES, error=messages.EMPTY_ORDER), **kwargs)


def _currency() -> fields.String:
    return fields.String(load_default="GBP", metadata={"enum": list(CURRENCY_CODES)}, validate=validate.OneOf(
        CURRENCY_CODES, error=Message(messages.CURRENCY_INVALID, choices=", ".join(CURRENCY_CODES))))


class _BasketSchema(_Strict):
    """What a review and an order both carry: the lines, the currency and the codes that pay for part of them."""

    currency = _currency()
    lines = _lines()
    gift_card_code = _text("giftCardCode", 32, allow_none=True)
    promotion_code = _text("promotionCode", 32, allow_none=True, metadata={
        "example": "SPRING10", "description": "A promotion code, in any case and with any spaces; one per order."})


class QuoteInSchema(_BasketSchema):
    """A basket to review: lines, and optionally the currency, delivery method, a gift-card and a promotion code."""

    delivery = fields.Nested(ReviewDeliverySchema, allow_none=True)
    contact_email = _text("contactEmail", 254, allow_none=True, metadata={
        "description": "The review only: the contact e-mail typed so far, so a code already used by it says so "
                       "(placement reads contact.email)."})

    @post_load
    def _lower_email(self, data, **_kwargs):
        return {**data, "contact_email": data["contact_email"].lower()} if data.get("contact_email") else data


class PlaceOrderSchema(_BasketSchema):
    """An order to place. The server prices it itself; ``expectedTotal`` is the total the review showed."""

    language = fields.String(metadata={"enum": list(LANGUAGES)}, validate=validate.OneOf(LANGUAGES))
    contact = fields.Nested(ContactSchema, required=True, error_messages=_REQUIRED)
    delivery = fields.Nested(DeliveryInSchema, required=True, error_messages=_REQUIRED)
    # Left out when nothing is left to pay (a gift card covers the total); required for any other order.
    payment_method = fields.String(
        data_key="paymentMethod", metadata={"enum": list(PaymentMethod.ALL)},
        validate=validate.OneOf(PaymentMethod.ALL, error=Message(messages.PAYMENT_INVALID,
                                                                  choices=", ".join(PaymentMethod.ALL))))
    comment = _text(None, MAX_COMMENT, load_default="")
    expected_total = DecimalIn(data_key="expectedTotal", metadata={"example": "41.30"})


class IdempotencyKeySchema(Schema):
    """The client's key for one checkout attempt: a retry or a double click sends the same key and gets the same
    order."""

    class Meta:
        unknown = EXCLUDE

    key = fields.String(data_key="Idempotency-Key", required=True, error_messages={"required": messages.KEY_REQUIRED},
                        validate=Pattern(KEY, error=messages.KEY_REQUIRED),
                        metadata={"example": "5f0c2a1e-8d4b-4f7e-9a61-2b7e9c3d1f00"})


# ---------------------------------------------------------------- answers

class QuoteLineSchema(Schema):
    """A reviewed line (a shop.orders.pricing.PricedLine): amounts in the quote's currency."""

    sku = fields.String(attribute="wanted.sku")
    productName = fields.Function(lambda line: line.product.name_en if line.product else "")
    quantity = DecimalString(attribute="wanted.quantity")
    minimum = fields.Function(lambda line: _decimal_text(line.product.minimum) if line.product else None,
                              allow_none=True, metadata={"type": "string"})
    unit = fields.Function(lambda line: line.product.unit if line.product else None, allow_none=True,
                           metadata={"type": "string"})
    price = Amount(attribute="unit", metadata={"description": "Unit price after discount (per 0.1 for fabric)."})
    discount = fields.Function(lambda line: line.product.discount if line.product else 0,
                               metadata={"type": "integer"})
    lineTotal = Amount(attribute="total")
    available = fields.Function(lambda line: None if line.available is None else _decimal_text(line.available),
                                metadata={"type": "string"}, allow_none=True)
    problem = fields.String(allow_none=True, metadata={"enum": ["unavailable", "short", "price-changed", None]})
    giftCard = fields.Raw(attribute="wanted.gift_card", allow_none=True)


def _decimal_text(value) -> str:
    text = f"{value:f}"
    return text.rstrip("0").rstrip(".") if "." in text else text


class QuoteGiftCardSchema(Schema):
    last4 = fields.String(attribute="card.last4")
    balance = Amount(attribute="card_balance", metadata={"description": "In the quote's currency, before this order."})
    applied = Amount(attribute="gift_card_amount")


class DeliveryOfferSchema(Schema):
    """A method the address's zone offers this parcel, priced in the quote's currency (a DeliveryOffer)."""

    code = fields.String(metadata={"enum": list(DELIVERY_CODES)})
    price = Amount(metadata={"description": "What the order pays for it, by the parcel's weight band."})
    freeFrom = Amount(attribute="free_from", allow_none=True,
                      metadata={"description": "The subtotal in the quote's currency from which it is free."})
    fields_ = fields.List(fields.String(), data_key="fields", attribute="fields")


class QuotePromotionSchema(Schema):
    """The promotion code the review applied (a shop.promotions.service.Offer) and its rule in words."""

    code = fields.String(metadata={"example": "SPRING10"})
    discount = Amount(metadata={"description": "What it takes off, in the quote's currency (0 for free delivery)."})
    freeDelivery = fields.Boolean(attribute="free_delivery")
    rules = fields.List(fields.String(), metadata={"description": "The rule it follows, sentence by sentence, in the "
                                                                  "request's language."})


def _promotion(quote) -> dict | None:
    offer = quote.priced.offer
    if offer is None or offer.problem:
        return None
    return QuotePromotionSchema().dump({"code": offer.code, "discount": offer.discount,
                                        "free_delivery": offer.free_delivery, "rules": list(quote.promotion_rules)})


class QuoteSchema(Schema):
    """The review of a basket, priced by the server."""

    country = fields.String(metadata={"description": "Where the parcel goes (ISO code).", "example": "DE"})
    zone = fields.String(allow_none=True, metadata={"description": "The delivery zone of that country."})
    parcelGrams = fields.Integer(attribute="priced.parcel_grams",
                                 metadata={"description": "The parcel's weight, packaging included."})
    deliveryOptions = fields.List(fields.Nested(DeliveryOfferSchema), attribute="offers", metadata={
        "description": "What the zone offers for this parcel, in the quote's currency: the only methods to show."})

    currency = fields.String(attribute="priced.currency")
    factor = DecimalString(attribute="priced.factor")
    lines = fields.List(fields.Nested(QuoteLineSchema), attribute="priced.lines")
    subtotal = Amount(attribute="priced.subtotal")
    deliveryPrice = Amount(attribute="priced.delivery_price")
    giftCardAmount = Amount(attribute="priced.gift_card_amount")
    total = Amount(attribute="priced.total")
    giftCard = fields.Function(lambda quote: QuoteGiftCardSchema().dump(quote.priced) if quote.priced.card else None,
                               metadata={"type": "object"}, allow_none=True)
    giftCardError = fields.String(attribute="gift_card_error", allow_none=True)
    promotionDiscount = Amount(attribute="priced.discount", metadata={"description": "Off the total, before a card."})
    promotion = fields.Function(_promotion, allow_none=True, metadata={
        "type": "object", "description": "The code applied (QuotePromotion); null without one or when it does not "
                                         "apply (promotionError says why)."})
    promotionError = fields.String(attribute="promotion_error", allow_none=True)
    promotionRules = fields.List(fields.String(), attribute="promotion_rules", metadata={
        "description": "The typed code's rule in words, also when it does not apply yet (a minimum not reached)."})
    problems = fields.List(fields.Nested(QuoteLineSchema), attribute="priced.problems")


class BankSchema(Schema):
    recipient = fields.String()
    iban = fields.String()
    bankName = fields.String()
    bic = fields.String(metadata={"description": "The bank's BIC (SWIFT code); \"\" when the shop gives none."})
    recipientCode = fields.String(metadata={"description": "The recipient's tax code; \"\" when the shop gives none."})
    reference = fields.String()


class RedirectSchema(Schema):
    url = fields.String(metadata={"description": "POST the fields to this page (LiqPay's hosted checkout)."})
    fields_ = fields.Dict(data_key="fields", attribute="fields", keys=fields.String(), values=fields.String())


class PaymentStartSchema(Schema):
    """How the order gets paid (a shop.payments.providers.PaymentStart)."""

    method = fields.String(metadata={"enum": [*PaymentMethod.ALL, PaymentMethod.GIFT_CARD]})
    status = fields.String(metadata={"enum": ["paid", "on-delivery", "awaiting"]})
    amount = Amount()
    currency = fields.String()
    bank = fields.Nested(BankSchema, allow_none=True)
    redirect = fields.Nested(RedirectSchema, allow_none=True)


class PlacedOrderSchema(OrderSchema):
    """A placed order and how to pay it."""

    payment = fields.Nested(PaymentStartSchema)


class DeliveryPriceSchema(Schema):
    """What a delivery method costs in one currency: staff's round price, or the GBP one converted."""

    price = Amount()
    freeFrom = Amount(attribute="free_from", allow_none=True,
                      metadata={"description": "The subtotal in this currency from which it is free; null: never."})


class DeliveryOptionSchema(Schema):
    """A delivery method: its fields, and its price for the lightest parcels (a quote prices the basket's own)."""

    code = fields.String()
    price = Amount(metadata={"description": "GBP, the lightest band of the first zone that offers it."})
    freeFrom = Amount(attribute="free_from", allow_none=True, metadata={"description": "GBP subtotal."})
    prices = fields.Dict(keys=fields.String(), values=fields.Nested(DeliveryPriceSchema),
                         metadata={"description": "By currency code (GBP, UAH, USD, EUR): what the order is charged."})
    countries = fields.List(fields.String())
    fields_ = fields.List(fields.String(), data_key="fields", attribute="fields")


class PaymentOptionSchema(Schema):
    code = fields.String(attribute="method")
    currencies = fields.Function(lambda p: list(p.currencies()) if p.currencies() else None, allow_none=True,
                                 metadata={"type": "array", "items": {"type": "string"}})


class OpeningHoursRowSchema(Schema):
    """One group of days, as the request's language says them: "Mon–Sat", "10:00–19:00" (or its word for closed)."""

    days = fields.String()
    times = fields.String()
    closed = fields.Boolean()


class PickupSchema(Schema):
    """The shop's pickup point (shop settings), in the request's language."""

    address = fields.String(metadata={"example": "12 Khreshchatyk St, Kyiv 01001, Ukraine"})
    hours = fields.List(fields.Nested(OpeningHoursRowSchema))
    hoursNote = fields.String(attribute="hours_note")
    note = fields.String()


class ZoneOptionSchema(Schema):
    """A delivery zone: its countries ([]: every country no other zone names) and the methods it offers."""

    code = fields.String(metadata={"example": "eu"})
    countries = fields.List(fields.String())
    methods = fields.List(fields.String(metadata={"enum": list(DELIVERY_CODES)}))


class CheckoutOptionsSchema(Schema):
    deliveryMethods = fields.List(fields.Nested(DeliveryOptionSchema), attribute="delivery")
    zones = fields.List(fields.Nested(ZoneOptionSchema))
    paymentMethods = fields.List(fields.Nested(PaymentOptionSchema), attribute="payment")
    pickupAddress = fields.String(attribute="pickup_address", metadata={
        "description": "The pickup point and its opening hours on one line, in the request's language."})
    pickup = fields.Nested(PickupSchema)
    bank = fields.Nested(BankSchema)


TRACKING_NUMBER = r"^[A-Za-z0-9][A-Za-z0-9 -]{2,38}[A-Za-z0-9]$"


class StatusChangeSchema(_Strict):
    status = fields.String(required=True, error_messages=_REQUIRED,
                           metadata={"enum": ["Sent", "Delivered", "Cancelled"]})
    trackingNumber = Trimmed(attribute="tracking_number", load_default=None,
                             validate=Pattern(TRACKING_NUMBER, error=messages.TRACKING_INVALID),
                             metadata={"description": "The carrier's number for the parcel (usually with Sent; "
                                                      "one entered late, with Delivered, is kept too).",
                                       "example": "20450912345678"})


class PaymentChangeSchema(_Strict):
    is_paid = Flag(data_key="isPaid", required=True, error_messages=_REQUIRED)


class MailPreviewInSchema(StatusChangeSchema):
    """A change staff are about to make: a delivery status (with its tracking number) or a payment."""

    status = fields.String(metadata={"enum": ["Sent", "Delivered", "Cancelled"]})
    is_paid = Flag(data_key="isPaid")

    @validates_schema
    def _known_status(self, data: dict, **kwargs) -> None:
        if data.get("status") is not None and data["status"] not in DeliveryStatus.ALL:
            raise ValidationError(Message(messages.STATUS_INVALID, choices=", ".join(DeliveryStatus.ALL)),
                                  field_name="status")


class PreviewMailSchema(Schema):
    to = fields.String()
    subject = fields.String()
    text = fields.String(allow_none=True, metadata={"description": "null for a gift card's, whose code is made when "
                                                                   "it is sent."})


class MailPreviewSchema(Schema):
    """What a change would send, and how long it may be undone after."""

    mails = fields.List(fields.Nested(PreviewMailSchema))
    undoSeconds = fields.Integer(attribute="undo_seconds")


class UndoneSchema(Schema):
    """The order after a change was taken back (no amounts: the warehouse undoes its parcels too)."""

    message = fields.String()
    status = fields.String(metadata={"enum": list(DeliveryStatus.ALL)})
    isPaid = fields.Boolean(attribute="is_paid")


MAX_ORDER_SEARCH = 100


class OrderListArgsSchema(_Strict):
    """Staff's order list: a status (or Paid) and a search, newest first; ``page`` and ``limit`` to page through it."""

    status = fields.String(metadata={"enum": ["Accepted", "Sent", "Delivered", "Cancelled", "Paid"]})
    q = Trimmed(load_default="", validate=validate.Length(max=MAX_ORDER_SEARCH, error=Message(
        FIELD_TOO_LONG, max=MAX_ORDER_SEARCH)), metadata={
        "maxLength": MAX_ORDER_SEARCH,
        "description": 'Words of the order number, the customer\'s name or e-mail, or digits of the phone ("050 400" '
                       'finds "+38 (050) 400-70-15").'})
    page = fields.Integer(validate=validate.Range(min=1, max=100000))
    limit = fields.Integer(load_default=4, validate=validate.Range(min=1, max=100))
