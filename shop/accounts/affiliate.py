"""The affiliate programme: each account's referral code and the referrer a sign-up names (what the referred
accounts ordered is summed by shop.account_pages.affiliate)."""
from __future__ import annotations

import secrets

from sqlalchemy import select, update
from sqlalchemy.exc import IntegrityError

from shop.accounts.models import User
from shop.extensions import db

# No 0/O or 1/I: a code read aloud or copied by hand still works.
CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 8
_ATTEMPTS = 5


def normalise_code(code: str) -> str:
    """A code as stored: trimmed and upper-cased."""
    return code.strip().upper()


def referrer_for(code: str | None) -> User | None:
    """The account whose referral code this is, or None (an unknown or malformed code is simply ignored)."""
    code = normalise_code(code or "")
    if len(code) != CODE_LENGTH:
        return None
    return db.session.scalar(select(User).where(User.referral_code == code))


def _new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def ensure_referral_code(user: User) -> str:
    """The account's code, made once: a conditional update, so two first requests at once agree on one code."""
    for _ in range(_ATTEMPTS):
        if user.referral_code:
            return user.referral_code
        try:
            db.session.execute(update(User).where(User.id == user.id, User.referral_code.is_(None))
                               .values(referral_code=_new_code()))
            db.session.commit()
        except IntegrityError:  # another account has that code already: draw again
            db.session.rollback()
        db.session.refresh(user)
    raise RuntimeError("could not find a free referral code")
