"""Currency reads: every display currency with its factor, and one currency's factor for price filters."""
from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from sqlalchemy import select

from shop.currency.models import CurrencyRate
from shop.extensions import db
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
    stored = db.session.get(CurrencyRate, code)
    return stored.factor if stored is not None else DEFAULT_FACTORS[code]
