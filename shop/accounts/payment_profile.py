"""The payment profile: one per account, the billing details and the preferred payment method saved for checkout."""
from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError

from shop.accounts.models import PaymentProfile, User
from shop.extensions import db

FIELDS = ("billing_name", "company", "tax_id", "line1", "city", "postcode", "country", "preferred_method")


def _stored(user: User) -> PaymentProfile | None:
    return db.session.scalar(select(PaymentProfile).where(PaymentProfile.user_id == user.id))


def payment_profile(user: User) -> PaymentProfile:
    """The saved profile, or an empty one (not stored) when the account never saved any."""
    return _stored(user) or PaymentProfile(user_id=user.id, billing_name="", company="", tax_id="", line1="",
                                           city="", postcode="", country="", preferred_method=None)


def save_payment_profile(user: User, changes: dict) -> PaymentProfile:
    """Change the fields sent (the profile is made on the first save)."""
    for _ in range(2):
        profile = _stored(user)
        if profile is None:
            profile = payment_profile(user)
            db.session.add(profile)
        for field in FIELDS:
            if field in changes:
                setattr(profile, field, changes[field])
        try:
            db.session.commit()
            return profile
        except IntegrityError:  # the first save made at the same moment elsewhere: apply ours to that one
            db.session.rollback()
    raise RuntimeError("the payment profile could not be saved")
