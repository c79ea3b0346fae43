"""Marshmallow fields shared by every domain: exact decimals travel as strings."""
from __future__ import annotations

from decimal import ROUND_HALF_UP

from marshmallow import fields

from shop.money import BASE_CURRENCY


def _as_string_property(kwargs: dict, pattern: str, example: str) -> dict:
    """The field's OpenAPI description: a string of digits (apispec would call a Decimal a number)."""
    return {"type": "string", "pattern": pattern, "example": example, **kwargs.pop("metadata", {})}


class DecimalString(fields.Decimal):
    """An exact decimal sent as a JSON string ("1.18", "56.05"): no binary float on the way."""

    def __init__(self, **kwargs):
        kwargs.setdefault("as_string", True)
        kwargs["metadata"] = _as_string_property(kwargs, r"^-?\d+(\.\d+)?$", "1.18")
        super().__init__(**kwargs)

    def _serialize(self, value, attr, obj, **kwargs):
        value = super()._serialize(value, attr, obj, **kwargs)
        # "1.1800" -> "1.18", "1.0000" -> "1": trailing zeros of a factor say nothing.
        if isinstance(value, str) and "." in value:
            value = value.rstrip("0").rstrip(".")
        return value


class Amount(fields.Decimal):
    """A money amount: a string with exactly two decimals ("2.68"), in the currency named beside it."""

    def __init__(self, **kwargs):
        kwargs.setdefault("places", 2)
        kwargs.setdefault("rounding", ROUND_HALF_UP)
        kwargs.setdefault("as_string", True)
        kwargs["metadata"] = _as_string_property(kwargs, r"^-?\d+\.\d{2}$", "12.50")
        super().__init__(**kwargs)


def currency_code(**kwargs) -> fields.Constant:
    """The code of the currency the amounts beside it are in (GBP, the base)."""
    return fields.Constant(BASE_CURRENCY, dump_only=True, metadata={"description": "ISO 4217 code", **kwargs})


class Trimmed(fields.String):
    """A string stored without its surrounding spaces."""

    def _deserialize(self, value, attr, data, **kwargs):
        return super()._deserialize(value, attr, data, **kwargs).strip()
