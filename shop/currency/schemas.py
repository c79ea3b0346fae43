"""Currency response shapes: factors travel as decimal strings, like every amount."""
from __future__ import annotations

from marshmallow import Schema, fields

from shop.fields import DecimalString


class CurrencySchema(Schema):
    """A display currency: code, sign and factor from GBP (units of it per 1 GBP)."""

    code = fields.String()
    sign = fields.String()
    factor = DecimalString(metadata={"example": "1.18"})


class CurrenciesSchema(Schema):
    """The base currency (GBP) and every display currency with its factor."""

    base = fields.String()
    currencies = fields.List(fields.Nested(CurrencySchema))
