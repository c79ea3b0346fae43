"""The shop settings as staff send and read them: the whole document at once (shop.settings.document's shape), every
rule checked here and a broken one answered 400 with the field at fault. Each rule is one pattern or length, so the
OpenAPI document says exactly what is accepted."""
from __future__ import annotations

from marshmallow import EXCLUDE, Schema, fields, post_load, validate

from shop.admin.settings import messages
from shop.api_docs import WHITESPACE
from shop.countries import COUNTRY_PATTERN, normalise_country
from shop.fields import Trimmed
from shop.i18n import DEFAULT_LANGUAGE, LANGUAGES, TRANSLATED, Message
from shop.settings.document import DAYS, NETWORKS
from shop.validation import (
    COUNTRY_INVALID,
    EMAIL,
    EMAIL_INVALID,
    FIELD_REQUIRED,
    FIELD_TOO_LONG,
    PHONE_INVALID,
    Pattern,
)

MAX_NAME = 120
MAX_STREET = 160
MAX_CITY = 80
MAX_POSTCODE = 16
MAX_NOTE = 300
MAX_BANK_NAME = 120
MAX_HOURS = 14  # two rows a day (a lunch break) at most

# Each rule below is one pattern that also bounds the value's length, so the document gives a field one pattern to meet
# (a second one, for the length, leaves a generator of valid bodies few to choose from).
TIME = r"^(?:[01][0-9]|2[0-3]):[0-5][0-9]$"
E164 = r"^\+[1-9][0-9]{6,14}$"
# The phone as people read it: shop.validation's local or international number, with at most three characters
# between two digits ("+38 (050) 400-70-15"), so at most 67 characters.
_TYPED = "[^0-9+\\x00-\\x1f\\x7f]{0,3}"
PHONE_SHOWN = f"^{_TYPED}(?:0(?:{_TYPED}[0-9]){{9}}|(?:\\+{_TYPED})?[1-9](?:{_TYPED}[0-9]){{6,14}}){_TYPED}$"
# shop.validation's address pattern with each part bounded: at most 250 characters.
_PART = EMAIL.pattern[1:EMAIL.pattern.index("]+") + 1]
SHOP_EMAIL = f"^{_PART}{{1,64}}@{_PART}{{1,120}}\\.{_PART}{{1,63}}$"
# An IBAN as people type it, in groups or not: a space at most between two characters (stored without them).
IBAN = r"^[A-Za-z]{2}[0-9]{2}(?: ?[A-Za-z0-9]){11,30}$"
BIC = r"^(?:[A-Za-z]{6}[A-Za-z0-9]{2}(?:[A-Za-z0-9]{3})?)?$"
RECIPIENT_CODE = r"^(?:[0-9]{8,12})?$"
_LABEL = "[A-Za-z0-9](?:[A-Za-z0-9-]{0,30}[A-Za-z0-9])?"
_URL_CHARACTER = f"[^{WHITESPACE}\\x00-\\x1f\\x7f\"<>\\\\^`{{|}}]"
# An https:// address of a named host (no user, no port) of at most 250 characters, or nothing: a link in the footer
# opens only a web page.
HTTPS_LINK = f"^(?:https://{_LABEL}(?:\\.{_LABEL}){{1,3}}(?:[/?#]{_URL_CHARACTER}{{0,110}})?)?$"
COUNTRY = f"^(?:{COUNTRY_PATTERN[1:-1]})$"

_REQUIRED = {"required": FIELD_REQUIRED, "null": FIELD_REQUIRED}


def _at_most(most: int) -> validate.Length:
    return validate.Length(max=most, error=Message(FIELD_TOO_LONG, max=most))


_FILLED = validate.Length(min=1, error=FIELD_REQUIRED)


def _line(most: int | None, *rules: validate.Validator, filled: bool = False, **kwargs) -> Trimmed:
    """A line of text the document must carry, of at most ``most`` characters (None: its pattern bounds it;
    ``filled``: not empty either)."""
    checks = [*rules, *([_FILLED] if filled else []), *([_at_most(most)] if most is not None else [])]
    return Trimmed(required=True, error_messages=_REQUIRED, validate=checks, **kwargs)


class _Strict(Schema):
    class Meta:
        unknown = EXCLUDE


class _Translations(_Strict):
    """A text in every language: the others may be empty or null, and the shop then shows the English one."""

    @post_load
    def _every_language(self, data, **_kwargs):
        return {language: data.get(language) or "" for language in LANGUAGES}


def _translations(name: str, most: int, english_filled: bool) -> type[Schema]:
    others = {language: Trimmed(load_default="", allow_none=True, validate=_at_most(most)) for language in TRANSLATED}
    return _Translations.from_dict({DEFAULT_LANGUAGE: _line(most, filled=english_filled), **others}, name=name)


SettingsStreetSchema = _translations("SettingsStreetSchema", MAX_STREET, english_filled=True)
SettingsCitySchema = _translations("SettingsCitySchema", MAX_CITY, english_filled=True)
SettingsCountryNameSchema = _translations("SettingsCountryNameSchema", MAX_CITY, english_filled=True)
SettingsNoteSchema = _translations("SettingsNoteSchema", MAX_NOTE, english_filled=False)


class SettingsOpeningHoursSchema(_Strict):
    """Days open from ``opens`` to ``closes`` (24-hour local time; a row past midnight closes the next morning).
    A day named twice counts once."""

    days = fields.List(fields.String(validate=validate.OneOf(DAYS)), required=True, error_messages=_REQUIRED,
                       validate=validate.Length(min=1, max=len(DAYS), error=messages.DAYS_REQUIRED),
                       metadata={"example": list(DAYS[:6])})
    opens = fields.String(required=True, error_messages=_REQUIRED,
                          validate=Pattern(TIME, error=messages.TIME_INVALID), metadata={"example": "10:00"})
    closes = fields.String(required=True, error_messages=_REQUIRED,
                           validate=Pattern(TIME, error=messages.TIME_INVALID), metadata={"example": "19:00"})

    @post_load
    def _week_order(self, data, **_kwargs):
        return {**data, "days": [day for day in DAYS if day in data["days"]]}


class SettingsPlaceSchema(_Strict):
    """An address with its opening hours (a day in no row is closed) and notes in every language."""

    street = fields.Nested(SettingsStreetSchema, required=True, error_messages=_REQUIRED)
    city = fields.Nested(SettingsCitySchema, required=True, error_messages=_REQUIRED)
    postcode = _line(MAX_POSTCODE, metadata={"example": "01001"})
    countryCode = _line(None, Pattern(COUNTRY, error=COUNTRY_INVALID),
                        metadata={"description": "ISO 3166-1 alpha-2 code.", "example": "UA"})
    country = fields.Nested(SettingsCountryNameSchema, required=True, error_messages=_REQUIRED,
                            metadata={"description": "The country's name, as each language says it."})
    hours = fields.List(fields.Nested(SettingsOpeningHoursSchema), required=True, error_messages=_REQUIRED,
                        validate=_at_most(MAX_HOURS))
    hoursNote = fields.Nested(SettingsNoteSchema, required=True, error_messages=_REQUIRED,
                              metadata={"description": "Said beside the hours, such as the time zone."})
    note = fields.Nested(SettingsNoteSchema, required=True, error_messages=_REQUIRED,
                         metadata={"description": "How to find the place, or what to bring."})

    @post_load
    def _code(self, data, **_kwargs):
        return {**data, "countryCode": normalise_country(data["countryCode"])}


class SettingsPhoneSchema(_Strict):
    display = _line(None, Pattern(PHONE_SHOWN, error=PHONE_INVALID),
                    metadata={"description": "As people read it.", "example": "+38 (050) 400-70-15"})
    e164 = _line(None, Pattern(E164, error=messages.E164_INVALID),
                 metadata={"description": "The same number in E.164, for tel: links.", "example": "+380504007015"})


class SettingsBankSchema(_Strict):
    """Where a bank transfer goes (checkout, the confirmation mail, the invoice)."""

    recipient = _line(MAX_NAME, filled=True, metadata={"example": "FOP Dance Fabrics"})
    iban = _line(None, Pattern(IBAN, error=messages.IBAN_INVALID),
                 metadata={"description": "Spaces between its characters are dropped, letters upper-cased.",
                           "example": "UA21 3223 1300 0002 6007 2335 6600 1"})
    bankName = _line(MAX_BANK_NAME, filled=True, metadata={"example": "JSC CB PrivatBank"})
    bic = _line(None, Pattern(BIC, error=messages.BIC_INVALID), metadata={"example": "PBANUA2X"})
    recipientCode = _line(None, Pattern(RECIPIENT_CODE, error=messages.RECIPIENT_CODE_INVALID),
                          metadata={"description": "The recipient's tax code (EDRPOU or individual tax number)."})

    @post_load
    def _stored(self, data, **_kwargs):
        return {**data, "iban": data["iban"].replace(" ", "").upper(), "bic": data["bic"].upper()}


SettingsSocialSchema = _Strict.from_dict(
    {network: Trimmed(load_default="", allow_none=True, validate=Pattern(HTTPS_LINK, error=messages.LINK_INVALID))
     for network in NETWORKS},
    name="SettingsSocialSchema")


class ShopSettingsSchema(_Strict):
    """The shop's own details, as the storefront, mails, invoices and structured data show them. Sent whole: every
    part is required (a translation may be empty: English is shown instead)."""

    legalName = _line(MAX_NAME, filled=True, metadata={"description": "As invoices name the seller.",
                                                       "example": "FOP Dance Fabrics"})
    tradingName = _line(MAX_NAME, filled=True, metadata={"example": "Dance Fabrics"})
    email = _line(None, Pattern(SHOP_EMAIL, error=EMAIL_INVALID),
                  metadata={"example": "info@dancefabrics.shop"})
    phone = fields.Nested(SettingsPhoneSchema, required=True, error_messages=_REQUIRED)
    shop = fields.Nested(SettingsPlaceSchema, required=True, error_messages=_REQUIRED,
                         metadata={"description": "The shop's address (the seller's on invoices) and hours."})
    pickup = fields.Nested(SettingsPlaceSchema, required=True, error_messages=_REQUIRED,
                           metadata={"description": "Where orders are collected, and when."})
    bank = fields.Nested(SettingsBankSchema, required=True, error_messages=_REQUIRED)
    social = fields.Nested(SettingsSocialSchema, required=True, error_messages=_REQUIRED,
                           metadata={"description": "An https:// link per network; empty: not shown."})

    @post_load
    def _lower(self, data, **_kwargs):
        return {**data, "email": data["email"].lower()}
