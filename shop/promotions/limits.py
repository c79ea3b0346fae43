"""The one limit on trying promotion codes, per address (SHOP_PROMOTION_CHECK_RATE): checkout reviews and orders that
carry a code count together, as the gift cards' code checks do (shop.giftcards.limits), so codes cannot be guessed by
asking."""
from __future__ import annotations

from collections.abc import Callable

from flask import current_app

from shop.http import rate_limits
from shop.promotions.messages import TOO_MANY_CODES

SCOPE = "promotion-code-checks"


def _rate() -> str:
    return current_app.config["SHOP_PROMOTION_CHECK_RATE"]


def code_checks(exempt_when: Callable[[], bool] | None = None):
    """The shared limit as a view decorator; ``exempt_when`` says when a call carries no code (it counts nothing)."""
    return rate_limits.limit(_rate, scope=SCOPE, exempt_when=exempt_when, message=TOO_MANY_CODES)
