"""Gift-card codes: 16 characters of an alphabet without look-alikes (80 random bits), shown as XXXX-XXXX-XXXX-XXXX.

Only the SHA-256 of the normalised code is stored: the code itself exists in the recipient's e-mail alone, and
80 bits make guessing hopeless even for someone holding the hashes (the balance check is rate limited as well).
"""
from __future__ import annotations

import hashlib
import re
import secrets

ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no I, O, 0, 1
LENGTH = 16
GROUP = 4
_SEPARATORS = re.compile(r"[\s-]+")


def new_code() -> str:
    """A fresh random code, grouped for reading."""
    raw = "".join(secrets.choice(ALPHABET) for _ in range(LENGTH))
    return "-".join(raw[i : i + GROUP] for i in range(0, LENGTH, GROUP))


def normalise(code: str) -> str:
    """What the shopper typed, without spaces, dashes or case."""
    return _SEPARATORS.sub("", code or "").upper()


def looks_valid(code: str) -> bool:
    """Sixteen characters of the alphabet once normalised."""
    plain = normalise(code)
    return len(plain) == LENGTH and all(char in ALPHABET for char in plain)


def code_hash(code: str) -> str:
    """The stored SHA-256 of the normalised code."""
    return hashlib.sha256(normalise(code).encode()).hexdigest()


def last4(code: str) -> str:
    return normalise(code)[-GROUP:]
