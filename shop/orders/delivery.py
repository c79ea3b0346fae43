"""Delivery methods: what each costs (GBP), from which subtotal it is free, where it goes and what it needs to know.

Nova Poshta (a branch or a parcel locker, by city and number) and its courier serve Ukraine; international post
goes anywhere else; pickup is at the shop; gift cards alone travel by e-mail.
"""
from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal


class DeliveryCode:
    NOVA_POSHTA_BRANCH = "nova-poshta-branch"
    NOVA_POSHTA_LOCKER = "nova-poshta-locker"
    COURIER = "courier"
    INTERNATIONAL = "international"
    PICKUP = "pickup"
    EMAIL = "email"


@dataclass(frozen=True)
class DeliveryMethod:
    code: str
    price: Decimal               # GBP
    free_from: Decimal | None    # GBP subtotal from which it costs nothing
    countries: tuple[str, ...]   # where it goes; () = no restriction
    fields: tuple[str, ...]      # the details the shopper gives
    physical: bool = True        # carries goods (every method but e-mail)
    cash_on_delivery: bool = True

    def price_for(self, subtotal_gbp: Decimal) -> Decimal:
        """The GBP price of delivering an order of this subtotal."""
        if self.free_from is not None and subtotal_gbp >= self.free_from:
            return Decimal("0.00")
        return self.price


METHODS: dict[str, DeliveryMethod] = {m.code: m for m in (
    DeliveryMethod(DeliveryCode.NOVA_POSHTA_BRANCH, Decimal("1.50"), Decimal("100.00"), ("UA",), ("city", "branch")),
    DeliveryMethod(DeliveryCode.NOVA_POSHTA_LOCKER, Decimal("1.20"), Decimal("100.00"), ("UA",), ("city", "branch")),
    DeliveryMethod(DeliveryCode.COURIER, Decimal("2.50"), Decimal("150.00"), ("UA",), ("city", "address", "postcode")),
    DeliveryMethod(DeliveryCode.INTERNATIONAL, Decimal("18.00"), None, (), ("country", "city", "address", "postcode"),
                   cash_on_delivery=False),
    DeliveryMethod(DeliveryCode.PICKUP, Decimal("0.00"), None, (), ()),
    DeliveryMethod(DeliveryCode.EMAIL, Decimal("0.00"), None, (), (), physical=False, cash_on_delivery=False),
)}
CODES = tuple(METHODS)


def country_of(method: DeliveryMethod, details: dict) -> str:
    """The country an order goes to: Ukraine for Nova Poshta and its courier, the shopper's choice abroad."""
    return details.get("country") or (method.countries[0] if method.countries else "UA")
