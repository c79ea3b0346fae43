"""Field rules every domain checks alike, and their messages: required, too long, e-mail, phone, country
(the UI mirrors the phone and e-mail rules in features/callback/validation.ts)."""
from __future__ import annotations

import re

_PHONE_KEEP = re.compile(r"[^\d+]")
LOCAL_PHONE = re.compile(r"^0\d{9}$")
INTERNATIONAL_PHONE = re.compile(r"^\+?[1-9]\d{6,14}$")
EMAIL = re.compile(r"^[^\s@]+@[^\s@]+\.[^\s@]+$")

# Every form's field messages (accounts, checkout, the admin's product and content forms), in every language.
FIELD_REQUIRED = "This field is required."
FIELD_TOO_LONG = "At most {max} characters."
EMAIL_INVALID = "Please enter a valid email address."
PHONE_INVALID = "Please enter a valid phone number: 0 and 9 digits, or an international number."
COUNTRY_INVALID = "Please choose a country from the list."
CHECK_FIELDS = "Please check the highlighted fields."

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
    CHECK_FIELDS: {
        "ua": "Будь ласка, перевірте виділені поля.",
        "pl": "Sprawdź zaznaczone pola.",
        "ru": "Пожалуйста, проверьте выделенные поля.",
        "de": "Bitte prüfen Sie die markierten Felder.",
    },
}


def clean_phone(phone: str) -> str:
    """The phone with every character but digits and plus removed."""
    return _PHONE_KEEP.sub("", phone or "")


def is_valid_phone(phone: str) -> bool:
    """A local number (0 and 9 digits) or an international one (optional +, 1-9 first, 7-15 digits)."""
    cleaned = clean_phone(phone)
    return bool(LOCAL_PHONE.match(cleaned) or INTERNATIONAL_PHONE.match(cleaned))


def is_valid_email(email: str) -> bool:
    """A standard address pattern: something@domain.tld with no spaces."""
    return bool(EMAIL.match(email or ""))
