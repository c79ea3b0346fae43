"""Field rules every domain checks alike, and their messages: required, too long, e-mail, phone, country
(the UI mirrors the phone and e-mail rules in features/callback/validation.ts).

Each rule is also written as the pattern the OpenAPI document gives the field (PHONE, OPTIONAL_PHONE, EMAIL_AS_SENT),
over the value as the client sends it; tests/test_validation.py proves each pattern and its check agree.
"""
from __future__ import annotations

import re

from marshmallow import ValidationError, validate

from shop import api_docs

# A phone is checked without what people type between the digits (spaces, dashes, brackets, dots).
_PHONE_KEEP = re.compile(r"[^0-9+]")
LOCAL_PHONE = re.compile(r"^0[0-9]{9}$")
INTERNATIONAL_PHONE = re.compile(r"^\+?[1-9][0-9]{6,14}$")


# What a line of text never holds (shop.fields.Trimmed refuses it): the patterns below leave it out too, so each
# says the whole rule of its field in one pattern.
CONTROL = re.compile(r"[\x00-\x1f\x7f]")


def _phone_as_typed() -> str:
    """LOCAL_PHONE or INTERNATIONAL_PHONE, said of the phone as typed: anything but digits, + and control characters
    between them."""
    typed = "[^0-9+\\x00-\\x1f\\x7f]*"
    return f"^{typed}(?:0(?:{typed}[0-9]){{9}}|(?:\\+{typed})?[1-9](?:{typed}[0-9]){{6,14}}){typed}$"


PHONE = re.compile(_phone_as_typed())
OPTIONAL_PHONE = re.compile(f"^(?:[{api_docs.WHITESPACE}]*|{PHONE.pattern[1:-1]})$")  # or nothing at all


def _email() -> str:
    part = f"[^{api_docs.WHITESPACE}@\\x00-\\x08\\x0e-\\x1b\\x7f]+"
    return f"^{part}@{part}\\.{part}$"


EMAIL = re.compile(_email())  # the trimmed, lower-cased address
EMAIL_AS_SENT = re.compile(api_docs.trimmed(EMAIL.pattern))  # surrounding spaces are trimmed
MAX_EMAIL = 254

# Every form's field messages (accounts, checkout, the admin's product and content forms), in every language.
FIELD_REQUIRED = "This field is required."
FIELD_TOO_LONG = "At most {max} characters."
EMAIL_INVALID = "Please enter a valid email address."
PHONE_INVALID = "Please enter a valid phone number: 0 and 9 digits, or an international number."
COUNTRY_INVALID = "Please choose a country from the list."
CHECK_FIELDS = "Please check the highlighted fields."
CONTROL_CHARACTERS = "Please remove the line breaks and control characters from this text."

# English template -> the same message in ua, pl, ru and de (shop.messages registers them).
TRANSLATIONS: dict[str, dict[str, str]] = {
    FIELD_REQUIRED: {
        "ua": "Це поле обов’язкове.",
        "pl": "To pole jest wymagane.",
        "ru": "Это поле обязательно.",
        "de": "Dieses Feld ist erforderlich.",
    },
    FIELD_TOO_LONG: {
        "ua": "Максимальна кількість символів: {max}.",
        "pl": "Maksymalna liczba znaków: {max}.",
        "ru": "Максимальное количество символов: {max}.",
        "de": "Höchstens {max} Zeichen.",
    },
    EMAIL_INVALID: {
        "ua": "Будь ласка, введіть правильну адресу електронної пошти.",
        "pl": "Proszę podać prawidłowy adres e-mail.",
        "ru": "Пожалуйста, введите правильный адрес электронной почты.",
        "de": "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
    },
    PHONE_INVALID: {
        "ua": "Будь ласка, введіть правильний номер телефону: 0 і ще 9 цифр або міжнародний номер.",
        "pl": "Proszę podać prawidłowy numer telefonu: 0 i 9 cyfr albo numer międzynarodowy.",
        "ru": "Пожалуйста, введите правильный номер телефона: 0 и ещё 9 цифр или международный номер.",
        "de": "Bitte geben Sie eine gültige Telefonnummer ein: 0 und 9 Ziffern oder eine internationale Nummer.",
    },
    COUNTRY_INVALID: {
        "ua": "Будь ласка, оберіть країну зі списку.",
        "pl": "Proszę wybrać kraj z listy.",
        "ru": "Пожалуйста, выберите страну из списка.",
        "de": "Bitte wählen Sie ein Land aus der Liste.",
    },
    CONTROL_CHARACTERS: {
        "ua": "Будь ласка, приберіть із тексту розриви рядків і керівні символи.",
        "pl": "Proszę usunąć z tekstu podziały wierszy i znaki sterujące.",
        "ru": "Пожалуйста, уберите из текста переносы строк и управляющие символы.",
        "de": "Bitte entfernen Sie Zeilenumbrüche und Steuerzeichen aus dem Text.",
    },
    CHECK_FIELDS: {
        "ua": "Будь ласка, перевірте виділені поля.",
        "pl": "Sprawdź zaznaczone pola.",
        "ru": "Пожалуйста, проверьте выделенные поля.",
        "de": "Bitte prüfen Sie die markierten Felder.",
    },
}


class Pattern(validate.Regexp):
    """marshmallow's Regexp over the whole value, as a JSON Schema pattern ``^...$`` reads (Python's ``$`` also
    matches before a final newline); apispec documents it as the field's pattern."""

    def __call__(self, value: str) -> str:
        if self.regex.fullmatch(value) is None:
            raise ValidationError(self._format_error(value))
        return value


class TextRule(validate.Validator):
    """The characters a text may hold, as a whole-value pattern (shop.fields.ONE_LINE, TEXT_LINES). Not a Regexp:
    the OpenAPI document says it within the field's other patterns (shop.api_docs), where apispec would take a
    second Regexp for one of its own and warn that it cannot."""

    def __init__(self, pattern: str, error: str):
        self.text_rule = pattern
        self._allowed = re.compile(pattern)
        self.error = error

    def __call__(self, value: str) -> str:
        if self._allowed.fullmatch(value) is None:
            raise ValidationError(self.error)
        return value


def clean_phone(phone: str) -> str:
    """The phone with every character but digits and plus removed."""
    return _PHONE_KEEP.sub("", phone or "")


# A search typed as a phone: digits and what people type between them, at least this many digits.
_PHONE_SEARCH = re.compile(r"^[0-9+()./\s-]+$")
MIN_PHONE_SEARCH_DIGITS = 3
_LOCAL_DIGITS = 9  # a local number is 0 and 9 digits; in international form it ends with those 9


def phone_search_digits(text: str) -> list[str]:
    """What a search typed as a phone looks for among the digits of stored phones: its digits ("050 400" finds
    "+38 (050) 400-70-15"), and of a whole number also the digits the same number has in the other form: a local
    one without its 0, an international one by its last 9 digits. Nothing when the text is no phone (a letter in it,
    or fewer than MIN_PHONE_SEARCH_DIGITS digits)."""
    text = (text or "").strip()
    digits = clean_phone(text).replace("+", "")
    if not _PHONE_SEARCH.fullmatch(text) or len(digits) < MIN_PHONE_SEARCH_DIGITS:
        return []
    forms = [digits]
    if len(digits) > _LOCAL_DIGITS and digits.startswith("0"):
        forms.append(digits[1:])
    if len(digits) > _LOCAL_DIGITS + 1:
        forms.append(digits[-_LOCAL_DIGITS:])
    return list(dict.fromkeys(forms))


def is_valid_phone(phone: str) -> bool:
    """A local number (0 and 9 digits) or an international one (optional +, 1-9 first, 7-15 digits); the digits
    are 0-9, and no control character is among what is typed between them (PHONE says the same of the phone as
    typed)."""
    cleaned = clean_phone(phone)
    return bool(LOCAL_PHONE.match(cleaned) or INTERNATIONAL_PHONE.match(cleaned)) and not CONTROL.search(phone or "")


def is_valid_email(email: str) -> bool:
    """A standard address pattern: something@domain.tld with no spaces."""
    return bool(EMAIL.match(email or ""))
