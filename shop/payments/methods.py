"""The payment methods a shopper chooses from (checkout, the payment profile)."""
from __future__ import annotations


class PaymentMethod:
    """How an order is paid. ``GIFT_CARD`` is not chosen: it is the method of an order a gift card paid in full."""

    CASH_ON_DELIVERY = "cash-on-delivery"
    BANK_TRANSFER = "bank-transfer"
    CARD = "card"
    GIFT_CARD = "gift-card"
    ALL = (CASH_ON_DELIVERY, BANK_TRANSFER, CARD)
