"""How every shop e-mail is written, whichever domain sends it: its words in the shopper's language and the way that
language writes dates and the opening line (numbers and amounts: shop.i18n's format_number and format_money).

The words are translations like the UI's: one file per language, shop/locales/<lng>/mails.json, a section per mail
({"order_placed": {"subject": ..., ...}}), read once per process. A key a language lacks is said in English; the
tests keep every language to exactly English's keys and placeholders.
"""
from __future__ import annotations

import json
from datetime import datetime
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import Any

from flask import current_app

from shop.i18n import DEFAULT_LANGUAGE, LANGUAGES
from shop.settings import store as shop_settings

LOCALES = Path(__file__).resolve().parent.parent / "locales"
MAIL_FILE = "mails.json"


def language_or_default(language: str | None) -> str:
    """The language an e-mail is written in: one the shop speaks, else English."""
    return language if language in LANGUAGES else DEFAULT_LANGUAGE


def read_mail_texts(language: str) -> dict[str, Any]:
    """One language's file as it is written, without English filled in (the tests compare the files with it)."""
    return json.loads((LOCALES / language / MAIL_FILE).read_text(encoding="utf-8"))


def mail_texts(language: str | None) -> MappingProxyType:
    """Every mail's words in ``language`` (English for a language the shop does not speak, and for a key the
    language's file lacks); read-only, as each language's texts are shared by every mail the process writes."""
    return _mail_texts(language_or_default(language))


def forget_mail_texts() -> None:
    """Read the locale files again at the next mail (after they changed under a running process, as in a test)."""
    _mail_texts.cache_clear()


@cache
def _mail_texts(language: str) -> MappingProxyType:
    english = read_mail_texts(DEFAULT_LANGUAGE)
    texts = english if language == DEFAULT_LANGUAGE else _over(english, read_mail_texts(language))
    return _frozen(texts)


def _over(english: dict[str, Any], translated: dict[str, Any]) -> dict[str, Any]:
    """English's keys, each said as the translation says it where it does."""
    merged = {}
    for key, value in english.items():
        own = translated.get(key)
        if isinstance(value, dict):
            merged[key] = _over(value, own if isinstance(own, dict) else {})
        else:
            merged[key] = value if own is None else own
    return merged


def _frozen(value: Any) -> Any:
    if isinstance(value, dict):
        return MappingProxyType({key: _frozen(each) for key, each in value.items()})
    if isinstance(value, list):
        return tuple(_frozen(each) for each in value)
    return value


def format_date(moment: datetime, language: str) -> str:
    """The day, month and year of ``moment`` as the language writes a date: "12 March 2028", "12. März 2028"
    (the month as a date says it: the genitive where the language declines, "12 березня 2028 р.")."""
    words = mail_texts(language)["common"]
    return words["date"].format(day=moment.day, month=words["months"][moment.month - 1], year=moment.year)


def greeting(name: str | None, language: str) -> str:
    """The opening line, by first name when there is one."""
    words = mail_texts(language)["common"]
    name = (name or "").strip()
    return words["greeting"].format(name=name) if name else words["greeting_without_name"]


def shop_url(path: str = "") -> str:
    """The shop's public address (SHOP_PUBLIC_URL), or that of a storefront path ("/account/confirm-email#...")."""
    return f"{current_app.config['SHOP_PUBLIC_URL'].rstrip('/')}{path}"


def shop_name() -> str:
    """The shop's name as its mails say it: the trading name in the shop settings."""
    return shop_settings.current().trading_name
