"""The one limit on trying gift-card codes, per address (SHOP_GIFTCARD_CHECK_RATE): the balance check and every other
call that looks a code up (the checkout's quote) count together, so spreading the guesses over them gains nothing."""
from __future__ import annotations

from collections.abc import Callable

from flask import current_app

from shop.http import rate_limits

SCOPE = "gift-card-code-checks"


def _rate() -> str:
    return current_app.config["SHOP_GIFTCARD_CHECK_RATE"]


def code_checks(exempt_when: Callable[[], bool] | None = None):
    """The shared limit as a view decorator (every view that takes it counts in the one SCOPE); ``exempt_when`` says
    when a call looks no code up (it then counts nothing)."""
    return rate_limits.limit(_rate, scope=SCOPE, exempt_when=exempt_when)
