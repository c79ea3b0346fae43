"""The API's messages in the shopper's language.

A message is written once, in English, as a template ("At most {max} characters."); each domain registers its
translations (ua, pl, ru, de) of those templates. Services and schemas build ``Message(template, **values)``, a str
equal to the English text that also remembers its template and values, so the error handlers can say it again in the
language of the request's Accept-Language header (English when the header names nothing the shop speaks).
"""
from __future__ import annotations

from typing import Any

from flask import has_request_context, request

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
