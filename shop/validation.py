"""Phone and e-mail rules every domain checks alike (the UI mirrors them in features/callback/validation.ts)."""
from __future__ import annotations

import re

_PHONE_KEEP = re.compile(r"[^\d+]")
LOCAL_PHONE = re.compile(r"^0\d{9}$")
INTERNATIONAL_PHONE = re.compile(r"^\+?[1-9]\d{6,14}$")
EMAIL = re.compile(r"^[^\s@]+@[^\s@]+\.[^\s@]+$")


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
