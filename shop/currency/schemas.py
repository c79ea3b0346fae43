"""Currency shapes: factors travel as decimal strings, like every amount, both ways."""
from __future__ import annotations

import re
from decimal import Decimal

from marshmallow import Schema, ValidationError, fields, post_load, validates

from shop.currency import messages
from shop.fields import DecimalString
from shop.i18n import Message


class CurrencySchema(Schema):
    """A display currency: code, sign and factor from GBP (units of it per 1 GBP)."""

    code = fields.String()
    sign = fields.String()
    factor = DecimalString(metadata={"example": "1.18"})


class CurrenciesSchema(Schema):
    """The base currency (GBP) and every display currency with its factor."""

    base = fields.String()
    currencies = fields.List(fields.Nested(CurrencySchema))


MAX_FACTOR = Decimal("100000")
_FACTOR = re.compile(r"^\d{1,6}(\.\d{1,4})?$")


class FactorChangeSchema(Schema):
    """A display currency's new factor from GBP, as a decimal string: above 0, at most 100000, at most 4 decimals."""

    factor = fields.String(required=True, error_messages={"required": Message(messages.FACTOR_INVALID, max=MAX_FACTOR)},
                           metadata={"pattern": _FACTOR.pattern, "example": "1.19"})

    @validates("factor")
    def _factor(self, value: str, **_kwargs) -> None:
        if not _FACTOR.match(value) or not Decimal(0) < Decimal(value) <= MAX_FACTOR:
            raise ValidationError(Message(messages.FACTOR_INVALID, max=MAX_FACTOR))

    @post_load
    def _decimal(self, data, **_kwargs):
        return {"factor": Decimal(data["factor"])}
