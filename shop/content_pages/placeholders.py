"""The figures and details a page's text names instead of typing them: ``{{giftCardMonths}}`` is filled in from the
settings each time the page is shown, so the page never promises what the shop does not do.

Each placeholder gives Markdown for a page's text (a link for the e-mail and the phone, a list for the delivery
prices) and, where it is one line, plain text for a title. A period is said as the language says a length of time
("36 months", "36 місяців", "36 Monate"); prices are in the shopper's display currency, as the checkout quotes them.
The names of the delivery methods are the checkout's own (the built UI's checkout.json), so they read the same.
"""
from __future__ import annotations

import json
import os
import re
from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal

from flask import current_app

from shop.i18n import DEFAULT_LANGUAGE, duration, format_money
from shop.kept import KeptFile
from shop.money import CURRENCY_CODES, SIGNS
from shop.orders.delivery import METHODS
from shop.orders.delivery_rates import shown_rates
from shop.settings import store as shop_settings
from shop.settings.display import address_line, hours_line, pickup_text

PATTERN = re.compile(r"\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}")
_PUNCTUATION = re.compile(r"([!-/:-@\[-`{-~])")


def escaped(text: str) -> str:
    """``text`` as Markdown that shows it as it is (every ASCII punctuation mark backslash-escaped)."""
    return _PUNCTUATION.sub(r"\\\1", text)


@dataclass(frozen=True, slots=True)
class Filling:
    """What a page's text and title are filled with, in one language and display currency."""

    language: str
    currency: str

    def markdown(self, name: str) -> str | None:
        placeholder = PLACEHOLDERS.get(name)
        return placeholder.markdown(self) if placeholder is not None else None

    def plain(self, name: str) -> str | None:
        placeholder = PLACEHOLDERS.get(name)
        return placeholder.plain(self) if placeholder is not None and placeholder.plain is not None else None


@dataclass(frozen=True, slots=True)
class Placeholder:
    markdown: Callable[[Filling], str]
    plain: Callable[[Filling], str] | None  # None: a block of its own (a list), not for a title


def _line(value: Callable[[Filling], str]) -> Placeholder:
    """A one-line value: the same text in a title and (escaped) in the page."""
    return Placeholder(lambda filling: escaped(value(filling)), value)


def _period(setting: str, unit: str) -> Placeholder:
    return _line(lambda filling: duration(int(current_app.config[setting]), unit, filling.language))


def _email(_filling: Filling) -> str:
    email = shop_settings.current().email
    return f"[{escaped(email)}](mailto:{email})"


def _phone(_filling: Filling) -> str:
    phone = shop_settings.current().phone
    return f"[{escaped(phone.display)}](tel:{phone.e164})"


def _checkout_words(text: str, _stamp: int) -> dict:
    return json.loads(text).get("delivery", {})


_words: KeptFile[dict] = KeptFile(_checkout_words)


def _delivery_words(language: str) -> tuple[dict, dict]:
    """The checkout's delivery texts in ``language`` and in English (the UI's built locale files)."""
    dist = current_app.config["SHOP_DIST_DIR"]
    found = [_words.get(os.path.join(dist, "locales", code, "checkout.json")) or {}
             for code in (language, DEFAULT_LANGUAGE)]
    return found[0], found[1]


def _delivery_prices(filling: Filling) -> str:
    """Every method that carries goods, its price in the display currency, and from which subtotal it is free."""
    own, english = _delivery_words(filling.language)

    def word(key: str, code: str | None = None) -> str:
        for words in (own, english):
            value = words.get(key)
            value = value.get(code) if isinstance(value, dict) and code else value
            if isinstance(value, str) and value:
                return value
        return code or key

    rates = shown_rates()
    lines = []
    for code, method in METHODS.items():
        if not method.physical:
            continue
        rate = rates[code][filling.currency]
        price = word("free") if rate.price == Decimal(0) else format_money(rate.price, filling.currency,
                                                                           filling.language)
        line = f"- **{escaped(word('methods', code))}** — {escaped(price)}"
        if rate.free_from is not None:
            amount = format_money(rate.free_from, filling.currency, filling.language)
            line += " · " + escaped(word("freeFrom").replace("{{amount}}", amount))
        lines.append(line)
    return "\n".join(lines)


def _currencies(_filling: Filling) -> str:
    return "\n".join(f"- {escaped(SIGNS[code])} {code}" for code in CURRENCY_CODES)


PLACEHOLDERS: dict[str, Placeholder] = {
    "shopName": _line(lambda _f: shop_settings.current().trading_name),
    "legalName": _line(lambda _f: shop_settings.current().legal_name),
    "email": Placeholder(_email, lambda _f: shop_settings.current().email),
    "phone": Placeholder(_phone, lambda _f: shop_settings.current().phone.display),
    "address": _line(lambda f: address_line(shop_settings.current().shop, f.language)),
    "openingHours": _line(lambda f: hours_line(shop_settings.current().shop, f.language)),
    "pickupAddress": _line(lambda f: pickup_text(shop_settings.current(), f.language)),
    "giftCardMonths": _period("SHOP_GIFTCARD_MONTHS", "month"),
    "callbackRetentionMonths": _period("SHOP_CALLBACK_RETENTION_MONTHS", "month"),
    "inactiveAccountYears": _period("SHOP_INACTIVE_ACCOUNT_YEARS", "year"),
    "inactiveWarningDays": _period("SHOP_INACTIVE_WARNING_DAYS", "day"),
    "emailUndoDays": _period("SHOP_EMAIL_UNDO_DAYS", "day"),
    "deliveryPrices": Placeholder(_delivery_prices, None),
    "currencies": Placeholder(_currencies, None),
}


def braced(name: str) -> str:
    """A placeholder as staff type it: ``{{name}}``."""
    return f"{{{{{name}}}}}"


KNOWN = ", ".join(braced(name) for name in PLACEHOLDERS)  # what a message about an unknown one lists


def names_in(text: str) -> list[str]:
    """The placeholders ``text`` names, each once, in order."""
    return list(dict.fromkeys(match.group(1) for match in PATTERN.finditer(text)))


def fill_markdown(text: str, filling: Filling) -> str:
    """A page's Markdown with every placeholder it names filled in (an unknown one is left as typed)."""
    values: dict[str, str | None] = {}

    def value(match: re.Match) -> str:
        name = match.group(1)
        if name not in values:
            values[name] = filling.markdown(name)
        found = values[name]
        return match.group(0) if found is None else found

    return PATTERN.sub(value, text)


def fill_plain(text: str, filling: Filling) -> str:
    """A title with its one-line placeholders filled in."""
    return PATTERN.sub(lambda match: filling.plain(match.group(1)) or match.group(0), text)
