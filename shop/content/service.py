"""Content reads: the home slider and the currency factors staff may edit."""
from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from sqlalchemy import select, true

from shop.content.models import CurrencyRate, Slide
from shop.extensions import db
from shop.money import BASE_CURRENCY, DEFAULT_FACTORS, SIGNS


@dataclass
class Currency:
    code: str
    sign: str
    factor: Decimal


@dataclass
class Currencies:
    base: str
    currencies: list[Currency]


def active_slides() -> list[Slide]:
    """The slides shown on the home page, in the staff's order."""
    stmt = select(Slide).where(Slide.is_active == true()).order_by(Slide.position, Slide.id)
    return list(db.session.scalars(stmt))


def currencies() -> Currencies:
    """The stored factors; the spec's defaults while staff have stored none. The base currency comes first."""
    rows = list(db.session.scalars(select(CurrencyRate)))
    if rows:
        found = [Currency(row.code, row.sign, row.factor) for row in rows]
    else:
        found = [Currency(code, SIGNS.get(code, code), factor) for code, factor in DEFAULT_FACTORS.items()]
    if not any(c.code == BASE_CURRENCY for c in found):
        found.append(Currency(BASE_CURRENCY, SIGNS[BASE_CURRENCY], Decimal("1")))
    found.sort(key=lambda c: (c.code != BASE_CURRENCY, c.code))
    return Currencies(base=BASE_CURRENCY, currencies=found)
