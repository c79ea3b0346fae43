"""The API's messages in the shopper's language.

A message is written once, in English, as a template ("At most {max} characters."); each domain registers its
translations (ua, pl, ru, de) of those templates. Services and schemas build ``Message(template, **values)``, a str
equal to the English text that also remembers its template and values, so the error handlers can say it again in the
language of the request's Accept-Language header (English when the header names nothing the shop speaks).
"""
from __future__ import annotations

from decimal import Decimal
from typing import Any, NamedTuple

from flask import has_request_context, request

from shop.money import SIGNS

LANGUAGES = ("en", "ua", "pl", "ru", "de")
DEFAULT_LANGUAGE = "en"
TRANSLATED = LANGUAGES[1:]

# Browsers say Ukrainian as uk (ISO 639-1); the shop stores it as ua.
_ALIASES = {"uk": "ua"}

# English template -> {language: translated template}.
_translations: dict[str, dict[str, str]] = {}


class Message(str):
    """An English message that remembers its template and values, so it can be said in another language."""

    template: str
    values: dict[str, Any]

    def __new__(cls, template: str, /, **values: Any) -> Message:
        message = super().__new__(cls, template.format(**values))
        message.template = template
        message.values = values
        return message

    def __getnewargs_ex__(self) -> tuple[tuple[str], dict[str, Any]]:
        # copy, deepcopy and pickle rebuild it from its template and values, not from the formatted text.
        return (self.template,), self.values


def register(translations: dict[str, dict[str, str]]) -> None:
    """Add translations (English template -> {ua, pl, ru, de: template}); one template has one translation."""
    for template, languages in translations.items():
        known = _translations.get(template)
        if known is not None and known != languages:
            raise ValueError(f"Two different translations are registered for {template!r}.")
        _translations[template] = dict(languages)


def registered() -> dict[str, dict[str, str]]:
    """Every registered template and its translations (a copy)."""
    return {template: dict(languages) for template, languages in _translations.items()}


def language_of(tag: str) -> str | None:
    """The shop's code for a language tag ("uk-UA" -> "ua", "de-AT" -> "de"), None when the shop does not speak it."""
    base = tag.strip().lower().replace("_", "-").split("-", 1)[0]
    base = _ALIASES.get(base, base)
    return base if base in LANGUAGES else None


def requested_language() -> str | None:
    """The first language of the request's Accept-Language (in q order) that the shop speaks; None when it names
    none (or there is no request)."""
    if not has_request_context() or "Accept-Language" not in request.headers:
        return None
    for tag, quality in request.accept_languages:
        language = language_of(tag) if quality > 0 else None
        if language is not None:
            return language
    return None


def request_language() -> str:
    """The language the request asks for (Accept-Language); English when it names none the shop speaks."""
    return requested_language() or DEFAULT_LANGUAGE


def say(text: Any, language: str) -> Any:
    """``text`` in ``language``: a Message's template translated and filled with its values, a plain str looked up
    as a template; the text itself when there is no translation (or it is not text at all)."""
    if language == DEFAULT_LANGUAGE or not isinstance(text, str):
        return text
    if isinstance(text, Message):
        translated = _translations.get(text.template, {}).get(language)
        if translated is None:
            return text
        return translated.format(**{name: say(value, language) for name, value in text.values.items()})
    return _translations.get(text, {}).get(language, text)


def localise(messages: Any, language: str) -> Any:
    """Every text of ``messages`` (marshmallow's nested dicts and lists of strings) said in ``language``."""
    if language == DEFAULT_LANGUAGE:
        return messages
    if isinstance(messages, dict):
        return {key: localise(value, language) for key, value in messages.items()}
    if isinstance(messages, list | tuple):
        return [localise(value, language) for value in messages]
    return say(messages, language)


class NumberStyle(NamedTuple):
    """How a language writes a number and an amount, as Intl.NumberFormat writes it for the language's BCP 47 tag:
    the thousands separator, the decimal separator, whether the currency sign follows the number, and the fewest
    whole digits that get a separator (Polish writes "1234,50" but "12 345,50")."""

    group: str
    point: str
    sign_after: bool
    group_from: int


NBSP = "\u00a0"
# The UI keeps the same table (ui/src/features/currency/money.ts); ui/test/price-vectors.json, written from this
# one, holds both to the same strings.
NUMBER_STYLES = {
    "en": NumberStyle(",", ".", sign_after=False, group_from=4),
    "ua": NumberStyle(NBSP, ",", sign_after=True, group_from=4),
    "pl": NumberStyle(NBSP, ",", sign_after=True, group_from=5),
    "ru": NumberStyle(NBSP, ",", sign_after=True, group_from=4),
    "de": NumberStyle(".", ",", sign_after=True, group_from=4),
}


def format_number(value: Decimal, places: int, language: str) -> str:
    """A number with ``places`` decimals as ``language`` writes it: "1,234.5", "1 234,5", "1.234,5", "2,5"."""
    style = NUMBER_STYLES.get(language, NUMBER_STYLES[DEFAULT_LANGUAGE])
    text = f"{abs(value):.{places}f}"
    whole, _, fraction = text.partition(".")
    if len(whole) >= style.group_from:
        whole = f"{int(whole):,}".replace(",", style.group)
    number = f"{whole}{style.point}{fraction}" if fraction else whole
    return f"-{number}" if value < 0 and text.strip("0.") else number


def format_money(amount: Decimal, currency: str, language: str) -> str:
    """An amount already in ``currency`` as ``language`` writes it, to the cent: "£1,234.50", "1 234,50 ₴",
    "1234,50 €" (Polish), "1.234,50 €", "-5,00 $". The server's one money formatter: mails, invoices, pages."""
    style = NUMBER_STYLES.get(language, NUMBER_STYLES[DEFAULT_LANGUAGE])
    number = format_number(abs(amount), 2, language)
    sign = SIGNS.get(currency)
    if sign is None:
        shown = f"{number}{NBSP}{currency}"
    else:
        shown = f"{number}{NBSP}{sign}" if style.sign_after else f"{sign}{number}"
    return f"-{shown}" if amount < 0 else shown


def plural_category(count: int, language: str) -> str:
    """CLDR's plural category of a whole ``count`` in ``language``: one/other (en, de); one/few/many (ua, ru, pl)."""
    if language in ("ua", "ru"):
        if count % 10 == 1 and count % 100 != 11:
            return "one"
        return "few" if 2 <= count % 10 <= 4 and not 12 <= count % 100 <= 14 else "many"
    if language == "pl":
        if count == 1:
            return "one"
        return "few" if 2 <= count % 10 <= 4 and not 12 <= count % 100 <= 14 else "many"
    return "one" if count == 1 else "other"


# A length of time as each language says it after "for" ("valid for 7 days": the accusative in ua, ru, pl and de).
_DURATIONS: dict[str, dict[str, dict[str, str]]] = {
    "hour": {"en": {"one": "hour", "other": "hours"}, "ua": {"one": "годину", "few": "години", "many": "годин"},
             "pl": {"one": "godzinę", "few": "godziny", "many": "godzin"},
             "ru": {"one": "час", "few": "часа", "many": "часов"}, "de": {"one": "Stunde", "other": "Stunden"}},
    "day": {"en": {"one": "day", "other": "days"}, "ua": {"one": "день", "few": "дні", "many": "днів"},
            "pl": {"one": "dzień", "few": "dni", "many": "dni"},
            "ru": {"one": "день", "few": "дня", "many": "дней"}, "de": {"one": "Tag", "other": "Tage"}},
    "month": {"en": {"one": "month", "other": "months"}, "ua": {"one": "місяць", "few": "місяці", "many": "місяців"},
              "pl": {"one": "miesiąc", "few": "miesiące", "many": "miesięcy"},
              "ru": {"one": "месяц", "few": "месяца", "many": "месяцев"}, "de": {"one": "Monat", "other": "Monate"}},
    "year": {"en": {"one": "year", "other": "years"}, "ua": {"one": "рік", "few": "роки", "many": "років"},
             "pl": {"one": "rok", "few": "lata", "many": "lat"},
             "ru": {"one": "год", "few": "года", "many": "лет"}, "de": {"one": "Jahr", "other": "Jahre"}},
}


def duration(count: int, unit: str, language: str) -> str:
    """"7 days", "7 днів", "2 lata": ``count`` hours, days, months or years (``unit``), as a length of time."""
    language = language if language in LANGUAGES else DEFAULT_LANGUAGE
    return f"{count} {_DURATIONS[unit][language][plural_category(count, language)]}"
