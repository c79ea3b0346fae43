"""What the shop settings hold, as the admin API sends and receives them (camelCase JSON) and as the row keeps them,
with the demo shop's values for a shop whose staff have saved nothing yet; and the typed view the rest of the shop
reads (``ShopSettings``).

A text shoppers read in their language (a street, a city, the country's name, a note) is a map of language to text:
English is always there, another language left empty shows the English one.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from shop.i18n import DEFAULT_LANGUAGE

# Monday first, as ISO 8601 numbers them (and as schema.org's DayOfWeek names them).
DAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
# The social networks the storefront has an icon for (ui/public/icons/social/<network>.svg), in the footer's order.
NETWORKS = ("instagram", "facebook", "youtube", "tiktok")


def _texts(en: str, ua: str, pl: str, ru: str, de: str) -> dict[str, str]:
    return {"en": en, "ua": ua, "pl": pl, "ru": ru, "de": de}


_KYIV = {
    "street": _texts("12 Khreshchatyk St", "вул. Хрещатик, 12", "ul. Chreszczatyk 12", "ул. Крещатик, 12",
                     "Chreschtschatyk-Straße 12"),
    "city": _texts("Kyiv", "Київ", "Kijów", "Киев", "Kiew"),
    "postcode": "01001",
    "countryCode": "UA",
    "country": _texts("Ukraine", "Україна", "Ukraina", "Украина", "Ukraine"),
    "hours": [{"days": list(DAYS[:6]), "opens": "10:00", "closes": "19:00"}],
    "hoursNote": _texts("All times are Kyiv time.", "Час київський.", "Godziny według czasu kijowskiego.",
                        "Время киевское.", "Alle Zeiten in Kiewer Zeit."),
}

# The demo shop: one Ukrainian shop in Kyiv, which also ships to the UK and the EU. The phone is the spec's.
DEFAULTS: dict[str, Any] = {
    "legalName": "FOP Dance Fabrics",
    "tradingName": "Dance Fabrics",
    "email": "info@dancefabrics.shop",
    "phone": {"display": "+38 (050) 400-70-15", "e164": "+380504007015"},
    "shop": {**_KYIV, "note": _texts("", "", "", "", "")},
    "pickup": {**_KYIV, "note": _texts("Entrance from the courtyard; tell us your order number at the counter.",
                                       "Вхід з подвір’я; назвіть на касі номер замовлення.",
                                       "Wejście od podwórza; przy kasie podaj numer zamówienia.",
                                       "Вход со двора; назовите на кассе номер заказа.",
                                       "Eingang über den Innenhof; nennen Sie an der Kasse Ihre Bestellnummer.")},
    "bank": {"recipient": "FOP Dance Fabrics", "iban": "UA213223130000026007233566001",
             "bankName": "JSC CB PrivatBank", "bic": "PBANUA2X", "recipientCode": ""},
    "social": {
        "instagram": "https://www.instagram.com/dancefabrics.shop/",
        "facebook": "https://www.facebook.com/dancefabrics.shop",
        "youtube": "https://www.youtube.com/@dancefabricsshop",
        "tiktok": "https://www.tiktok.com/@dancefabrics.shop",
    },
}


def merged(stored: Mapping[str, Any] | None, defaults: Mapping[str, Any] = DEFAULTS) -> dict[str, Any]:
    """The stored document over the defaults, section by section: a part a later version of the shop adds keeps
    its default until staff save it. Lists and plain values are replaced whole."""
    result: dict[str, Any] = {}
    for key, default in defaults.items():
        value = (stored or {}).get(key, default)
        if isinstance(default, Mapping) and isinstance(value, Mapping):
            value = merged(value, default)
        result[key] = value
    return result


@dataclass(frozen=True, slots=True)
class Texts:
    """A text in every language it was written in; ``get`` falls back to English."""

    values: Mapping[str, str]

    def get(self, language: str) -> str:
        return (self.values.get(language) or "").strip() or (self.values.get(DEFAULT_LANGUAGE) or "").strip()


@dataclass(frozen=True, slots=True)
class OpeningHours:
    """Days (of DAYS) open from ``opens`` to ``closes`` ("10:00", local time at the place)."""

    days: tuple[str, ...]
    opens: str
    closes: str


@dataclass(frozen=True, slots=True)
class Place:
    """The shop's address or its pickup point, with when it is open (a day in no row is closed)."""

    street: Texts
    city: Texts
    postcode: str
    country_code: str
    country: Texts
    hours: tuple[OpeningHours, ...]
    hours_note: Texts
    note: Texts


@dataclass(frozen=True, slots=True)
class Phone:
    display: str  # as people read it: "+38 (050) 400-70-15"
    e164: str  # for tel: links and structured data: "+380504007015"


@dataclass(frozen=True, slots=True)
class Bank:
    """Where a bank transfer goes; ``bic`` and ``recipient_code`` (the recipient's tax number) may be empty."""

    recipient: str
    iban: str
    bank_name: str
    bic: str
    recipient_code: str


@dataclass(frozen=True, slots=True)
class ShopSettings:
    """The shop's details now; ``document`` is the same in the admin API's shape, ``stamp`` names the save."""

    stamp: str
    legal_name: str
    trading_name: str
    email: str
    phone: Phone
    shop: Place
    pickup: Place
    bank: Bank
    social: Mapping[str, str]  # network -> https URL, only those set, in NETWORKS order
    document: Mapping[str, Any]


def _place(part: Mapping[str, Any]) -> Place:
    hours = tuple(OpeningHours(tuple(day for day in DAYS if day in row["days"]), row["opens"], row["closes"])
                  for row in part["hours"])
    return Place(Texts(part["street"]), Texts(part["city"]), part["postcode"], part["countryCode"],
                 Texts(part["country"]), hours, Texts(part["hoursNote"]), Texts(part["note"]))


def read(document: Mapping[str, Any], stamp: str) -> ShopSettings:
    """The typed view of a whole document (merged with the defaults)."""
    bank, phone = document["bank"], document["phone"]
    return ShopSettings(
        stamp=stamp, legal_name=document["legalName"], trading_name=document["tradingName"],
        email=document["email"], phone=Phone(phone["display"], phone["e164"]),
        shop=_place(document["shop"]), pickup=_place(document["pickup"]),
        bank=Bank(bank["recipient"], bank["iban"], bank["bankName"], bank.get("bic") or "",
                  bank.get("recipientCode") or ""),
        social={network: url for network in NETWORKS if (url := document["social"].get(network))},
        document=document,
    )


def flat(document: Mapping[str, Any], prefix: str = "") -> dict[str, Any]:
    """The document as "section.field" -> value, so the audit log keeps just the fields a save changed."""
    found: dict[str, Any] = {}
    for key, value in document.items():
        name = f"{prefix}{key}"
        if isinstance(value, Mapping):
            found.update(flat(value, f"{name}."))
        else:
            found[name] = value
    return found


__all__ = ["DAYS", "DEFAULTS", "NETWORKS", "Bank", "OpeningHours", "Phone", "Place", "ShopSettings",
           "Texts", "flat", "merged", "read"]
