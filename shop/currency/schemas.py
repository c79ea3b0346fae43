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


def _factor_pattern() -> str:
    """Up to 6 digits and up to 4 decimals (0-9), above 0 and at most MAX_FACTOR, as one pattern: the check itself
    and what the document says."""
    whole = "|".join(f"0{{0,{6 - digits}}}[1-9][0-9]{{{digits - 1}}}" for digits in range(1, 6))  # 1 to 99999
    fraction = "|".join(f"0{{{zeros}}}[1-9][0-9]{{0,{3 - zeros}}}" for zeros in range(4))  # 0.0001 to 0.9999
    return rf"^(?:(?:{whole})(?:\.[0-9]{{1,4}})?|0{{1,6}}\.(?:{fraction})|100000(?:\.0{{1,4}})?)$"


FACTOR_PATTERN = _factor_pattern()
_FACTOR = re.compile(FACTOR_PATTERN)


class FactorChangeSchema(Schema):
    """A display currency's new factor from GBP, as a decimal string: above 0, at most 100000, at most 4 decimals."""

    factor = fields.String(required=True, error_messages={"required": Message(messages.FACTOR_INVALID, max=MAX_FACTOR)},
                           metadata={"pattern": FACTOR_PATTERN, "example": "1.19"})

    @validates("factor")
    def _factor(self, value: str, **_kwargs) -> None:
        if not _FACTOR.fullmatch(value):
            raise ValidationError(Message(messages.FACTOR_INVALID, max=MAX_FACTOR))

    @post_load
    def _decimal(self, data, **_kwargs):
        return {"factor": Decimal(data["factor"])}
