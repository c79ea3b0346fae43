"""Every payment method behind one interface: whether it is offered, in which currencies, and how a placed order is
paid (what the success page and the confirmation e-mail tell the shopper, or where the browser goes to pay).

Providers read the order they are given and never import the orders domain: orders call them, not the reverse.
"""
from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import Any, Protocol

from flask import current_app

from shop.payments import liqpay
from shop.payments.methods import PaymentMethod
from shop.settings import store


class AwaitingState:
    """What the shopper still has to do about paying."""

    PAID = "paid"                  # nothing: the order is paid
    ON_DELIVERY = "on-delivery"    # pay the courier or at the branch
    AWAITING = "awaiting"          # transfer the money, or finish paying on the card page


@dataclass(frozen=True)
class PaymentStart:
    """How a just-placed order gets paid."""

    method: str
    status: str
    amount: Decimal
    currency: str
    bank: dict[str, str] | None = None
    redirect: dict[str, Any] | None = None


class PayableOrder(Protocol):
    number: str
    total_price: Decimal
    currency: str
    language: str
    is_paid: bool


class Provider(Protocol):
    method: str

    def offered(self) -> bool: ...

    def currencies(self) -> tuple[str, ...] | None: ...

    def start(self, order: PayableOrder) -> PaymentStart: ...


def _settings() -> dict[str, Any]:
    return current_app.config


class CashOnDelivery:
    """The shopper pays Nova Poshta, the courier or the shop on receipt."""

    method = PaymentMethod.CASH_ON_DELIVERY

    def offered(self) -> bool:
        return True

    def currencies(self) -> tuple[str, ...] | None:
        return None

    def start(self, order: PayableOrder) -> PaymentStart:
        status = AwaitingState.PAID if order.is_paid else AwaitingState.ON_DELIVERY
        return PaymentStart(self.method, status, order.total_price, order.currency)


class BankTransfer:
    """The shopper transfers the total to the shop's IBAN with the order number as the reference; staff mark it paid."""

    method = PaymentMethod.BANK_TRANSFER

    def offered(self) -> bool:
        return bool(store.current().bank.iban)

    def currencies(self) -> tuple[str, ...] | None:
        return None

    def start(self, order: PayableOrder) -> PaymentStart:
        status = AwaitingState.PAID if order.is_paid else AwaitingState.AWAITING
        return PaymentStart(self.method, status, order.total_price, order.currency, bank={
            **bank_details(), "reference": order.number})


class LiqPayCard:
    """Card payment on LiqPay's hosted page: offered only when the shop has its keys."""

    method = PaymentMethod.CARD

    def offered(self) -> bool:
        config = _settings()
        return bool(config.get("SHOP_LIQPAY_PUBLIC_KEY") and config.get("SHOP_LIQPAY_PRIVATE_KEY"))

    def currencies(self) -> tuple[str, ...] | None:
        return liqpay.CURRENCIES

    def start(self, order: PayableOrder) -> PaymentStart:
        if order.is_paid:
            return PaymentStart(self.method, AwaitingState.PAID, order.total_price, order.currency)
        config = _settings()
        public = config["SHOP_PUBLIC_URL"].rstrip("/")
        params = liqpay.checkout_params(
            public_key=config["SHOP_LIQPAY_PUBLIC_KEY"], number=order.number, amount=f"{order.total_price:.2f}",
            currency=order.currency, language=order.language, description=f"Order {order.number}",
            result_url=f"{public}/cart/checkout/checkout-success?order={order.number}",
            server_url=f"{public}/api/payments/liqpay/callback", sandbox=bool(config.get("SHOP_LIQPAY_SANDBOX")))
        data, signature = liqpay.encode(params, config["SHOP_LIQPAY_PRIVATE_KEY"])
        redirect = {"url": config.get("SHOP_LIQPAY_CHECKOUT_URL") or liqpay.CHECKOUT_URL,
                    "fields": {"data": data, "signature": signature}}
        return PaymentStart(self.method, AwaitingState.AWAITING, order.total_price, order.currency,
                            redirect=redirect)


class PaidByGiftCard:
    """An order whose gift card covered the whole total: nothing is left to pay."""

    method = PaymentMethod.GIFT_CARD

    def offered(self) -> bool:
        return False

    def currencies(self) -> tuple[str, ...] | None:
        return None

    def start(self, order: PayableOrder) -> PaymentStart:
        return PaymentStart(self.method, AwaitingState.PAID, order.total_price, order.currency)


PROVIDERS: dict[str, Provider] = {
    p.method: p for p in (CashOnDelivery(), BankTransfer(), LiqPayCard(), PaidByGiftCard())}


def provider(method: str) -> Provider:
    """The provider of a stored order's method (an unknown legacy value is treated as cash on delivery)."""
    return PROVIDERS.get(method) or PROVIDERS[PaymentMethod.CASH_ON_DELIVERY]


def offered_methods() -> list[Provider]:
    """The methods a shopper may choose at checkout now, in the order they are shown."""
    return [PROVIDERS[method] for method in PaymentMethod.ALL if PROVIDERS[method].offered()]


def bank_details() -> dict[str, str]:
    """Where a bank transfer goes, as staff keep it in the shop settings (``bic`` and ``recipientCode`` may be "")."""
    bank = store.current().bank
    return {"recipient": bank.recipient, "iban": bank.iban, "bankName": bank.bank_name, "bic": bank.bic,
            "recipientCode": bank.recipient_code}
