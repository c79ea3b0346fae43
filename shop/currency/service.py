"""Currencies: every display currency with its factor, one currency's factor (price filters, checkout), and the
staff's change of a factor.

Nothing here is cached: GET /api/currencies and every order priced after a change read the stored factor, so the
change shows on the next request and the next order uses it (orders placed before keep the factor they froze)."""
from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from sqlalchemy import select

from shop.audit import Action, Actor, Entity, record
from shop.currency import messages
from shop.currency.models import CurrencyRate
from shop.database import read_recently
from shop.extensions import db
from shop.http.errors import ApiError, NotFoundError
from shop.i18n import Message
from shop.money import BASE_CURRENCY, CURRENCY_CODES, DEFAULT_FACTORS, SIGNS


@dataclass
class Currency:
    code: str
    sign: str
    factor: Decimal


@dataclass
class Currencies:
    base: str
    currencies: list[Currency]


def currencies() -> Currencies:
    """Every display currency with its stored factor, or the spec's default where staff stored none; GBP first."""
    stored = {row.code: row for row in db.session.scalars(select(CurrencyRate))}
    found = [
        Currency(code, stored[code].sign, stored[code].factor) if code in stored and code != BASE_CURRENCY
        else Currency(code, SIGNS[code], DEFAULT_FACTORS[code])
        for code in CURRENCY_CODES
    ]
    found.sort(key=lambda c: (c.code != BASE_CURRENCY, c.code))
    return Currencies(base=BASE_CURRENCY, currencies=found)


def factor(code: str) -> Decimal:
    """The factor from GBP to ``code`` now (the base currency is 1; a currency without a stored row keeps the
    spec's default)."""
    if code == BASE_CURRENCY:
        return Decimal("1")
    return read_recently("currency.factors", _stored_factors).get(code, DEFAULT_FACTORS[code])


def _stored_factors() -> dict[str, Decimal]:
    return {code: value for code, value in db.session.execute(select(CurrencyRate.code, CurrencyRate.factor))}


def set_factor(actor: Actor, code: str, value: Decimal) -> Currency:
    """Store a display currency's factor from GBP (staff; audited). GBP itself is always 1 (409)."""
    code = code.upper()
    if code not in CURRENCY_CODES:
        raise NotFoundError(Message(messages.NO_SUCH_CURRENCY, code=code))
    if code == BASE_CURRENCY:
        raise ApiError(messages.BASE_FACTOR_FIXED, status=409, errors={"factor": [messages.BASE_FACTOR_FIXED]})
    before = _plain(factor(code))
    stored = db.session.get(CurrencyRate, code)
    if stored is None:
        stored = CurrencyRate(code=code, sign=SIGNS[code], factor=value)
        db.session.add(stored)
    stored.factor = value
    if _plain(value) != before:
        record(actor, Action.UPDATE, Entity.CURRENCY, code, before={"factor": before}, after={"factor": _plain(value)},
               summary=code)
    db.session.commit()
    return Currency(code, stored.sign, stored.factor)


def _plain(value: Decimal) -> str:
    """A factor as people write it: "1.35", not "1.3500"."""
    return format(value.normalize(), "f")
