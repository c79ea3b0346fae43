"""The secrets the shop mails in links (a password reset, an e-mail change and its undo): 256 random bits, URL-safe,
of which only the SHA-256 is stored, so a copy of the database opens no account."""
from __future__ import annotations

import hashlib
import secrets

# Long enough for token_urlsafe(32) (43 characters) and anything a mail client might append; longer is no token.
MAX_TOKEN_LENGTH = 200


def new_token() -> tuple[str, str]:
    """A fresh token and the hash to store for it."""
    token = secrets.token_urlsafe(32)
    return token, token_hash(token)


def token_hash(token: str) -> str:
    """What is stored of a token (and looked up by)."""
    return hashlib.sha256(token.encode()).hexdigest()

