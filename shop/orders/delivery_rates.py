"""Staff's round delivery prices per currency: what a method costs in UAH, EUR or USD and from which subtotal there
it is free, instead of the GBP price converted (₴80 rather than ₴84.08). A method and currency staff set nothing for
keep the converted figures, which are also what the admin offers as the starting point."""
from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from sqlalchemy import select

from shop.audit import Action, Actor, Entity, record
from shop.currency.service import factor
from shop.extensions import db
from shop.http.errors import NotFoundError
from shop.i18n import Message
from shop.money import BASE_CURRENCY, CURRENCY_CODES, convert
from shop.orders import messages
from shop.orders.delivery import METHODS
from shop.orders.models import DeliveryRate

# The methods that carry a price at all (pickup and e-mail are always free).
PRICED = tuple(code for code, method in METHODS.items() if method.price > 0)


@dataclass(frozen=True)
class ShownRate:
    """A method's price and free-delivery threshold in one currency; ``custom``: staff set them."""

    method: str
    currency: str
    price: Decimal
    free_from: Decimal | None
    custom: bool


def shown_rates() -> dict[str, dict[str, ShownRate]]:
    """Every method's price in every currency, staff's where they set one, else converted from GBP (one query)."""
    stored = {(row.method, row.currency): row for row in db.session.scalars(select(DeliveryRate))}
    shown: dict[str, dict[str, ShownRate]] = {}
    for code, method in METHODS.items():
        shown[code] = {}
        for currency in CURRENCY_CODES:
            row = stored.get((code, currency)) if code in PRICED else None
            if row is not None:
                shown[code][currency] = ShownRate(code, currency, row.price, row.free_from, True)
                continue
            rate = factor(currency)
            free_from = convert(method.free_from, rate) if method.free_from is not None else None
            shown[code][currency] = ShownRate(code, currency, convert(method.price, rate), free_from, False)
    return shown


def set_rate(actor: Actor, method: str, currency: str, price: Decimal, free_from: Decimal | None) -> ShownRate:
    """Store staff's price of ``method`` in ``currency`` (audited); the next quote and order use it."""
    _check(method, currency)
    row = db.session.get(DeliveryRate, (method, currency))
    before = _state(shown_rates()[method][currency])
    if row is None:
        row = DeliveryRate(method=method, currency=currency, price=price, free_from=free_from)
        db.session.add(row)
    row.price, row.free_from = price, free_from
    after = ShownRate(method, currency, price, free_from, True)
    record(actor, Action.UPDATE, Entity.DELIVERY_RATE, f"{method}/{currency}", before=before, after=_state(after),
           summary=f"{method} {currency}")
    db.session.commit()
    return after


def clear_rate(actor: Actor, method: str, currency: str) -> ShownRate:
    """Go back to the GBP price converted for ``method`` in ``currency`` (audited)."""
    _check(method, currency)
    row = db.session.get(DeliveryRate, (method, currency))
    if row is not None:
        before = _state(shown_rates()[method][currency])
        db.session.delete(row)
        db.session.flush()
        record(actor, Action.DELETE, Entity.DELIVERY_RATE, f"{method}/{currency}", before=before,
               after=_state(shown_rates()[method][currency]), summary=f"{method} {currency}")
        db.session.commit()
    return shown_rates()[method][currency]


def _check(method: str, currency: str) -> None:
    if method not in PRICED:
        raise NotFoundError(Message(messages.NO_SUCH_DELIVERY_METHOD, method=method))
    if currency not in CURRENCY_CODES or currency == BASE_CURRENCY:
        raise NotFoundError(Message(messages.NO_SUCH_RATE_CURRENCY, currency=currency))


def _state(rate: ShownRate) -> dict:
    return {"price": rate.price, "free_from": rate.free_from, "custom": rate.custom}
