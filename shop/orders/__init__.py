"""Orders domain: a shopper's orders, their invoices and return requests."""
from shop.i18n import register
from shop.orders.messages import TRANSLATIONS

register(TRANSLATIONS)

from shop.orders.routes import blp  # noqa: E402 (the messages speak before any route)

__all__ = ["blp"]
