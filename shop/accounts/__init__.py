"""Accounts domain: users, their sessions (JWT), password resets and the account pages under /api/users/me."""
from shop.accounts.messages import TRANSLATIONS
from shop.i18n import register

register(TRANSLATIONS)

from shop.accounts.profile_routes import blp as account_blp  # noqa: E402 (the messages speak before any route)
from shop.accounts.routes import blp  # noqa: E402

__all__ = ["account_blp", "blp"]
