"""Marshmallow fields shared by every domain: exact decimals travel as strings."""
from __future__ import annotations

import re
from decimal import ROUND_HALF_UP

from marshmallow import fields

from shop.money import BASE_CURRENCY
from shop.validation import CONTROL_CHARACTERS, TextRule

DECIMAL_TEXT = r"^-?[0-9]+(\.[0-9]+)?$"
# Text of one line has no control character at all; text of several lines keeps its line breaks and tabs. Whole-value
# patterns, as the OpenAPI document says them.
ONE_LINE = r"^[^\x00-\x1f\x7f]*$"
TEXT_LINES = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f]*$"
_DECIMAL_TEXT = re.compile(DECIMAL_TEXT)
# Above 0 (for DecimalIn: a string with a digit besides 0, or a whole number from 1).
POSITIVE_DECIMAL = {"pattern": r"^(?:[0-9]*[1-9][0-9]*(?:\.[0-9]+)?|[0-9]+\.[0-9]*[1-9][0-9]*)$",
                    "openapi": {"exclusiveMinimum": 0}}


def money_in(digits: int) -> dict:
    """For DecimalIn: 0 to 10**digits - 0.01, at most two decimals besides trailing zeros ("2.50", "2.500", 3; and
    "-0", which is 0)."""
    return {"pattern": rf"^(?:-0+(?:\.0+)?|0*[0-9]{{1,{digits}}}(?:\.[0-9]{{1,2}}0*)?)$",
            "openapi": {"minimum": 0, "maximum": 10**digits - 1}}


def _as_string_property(kwargs: dict, pattern: str, example: str) -> dict:
    """The field's OpenAPI description: a string of digits (apispec would call a Decimal a number)."""
    return {"type": "string", "pattern": pattern, "example": example, **kwargs.pop("metadata", {})}


class DecimalString(fields.Decimal):
    """An exact decimal sent as a JSON string ("1.18", "56.05"): no binary float on the way."""

    def __init__(self, **kwargs):
        kwargs.setdefault("as_string", True)
        kwargs["metadata"] = _as_string_property(kwargs, DECIMAL_TEXT, "1.18")
        super().__init__(**kwargs)

    def _serialize(self, value, attr, obj, **kwargs):
        value = super()._serialize(value, attr, obj, **kwargs)
        # "1.1800" -> "1.18", "1.0000" -> "1": trailing zeros of a factor say nothing.
        if isinstance(value, str) and "." in value:
            value = value.rstrip("0").rstrip(".")
        return value


class DecimalIn(fields.Decimal):
    """An exact decimal a client sends: a decimal string ("1.3", "-2.50", digits 0-9) or a whole JSON number (2);
    a JSON fraction (1.3) is refused, as a binary float is not the number it looks like. ``pattern`` and ``openapi``
    narrow what the document says to what the field's validators accept (a string's pattern; a number's bounds)."""

    def __init__(self, *, pattern: str = DECIMAL_TEXT, openapi: dict | None = None, **kwargs):
        # allow_none adds "null" to the type in the document by itself (apispec, OpenAPI 3.1).
        metadata = {"type": ["string", "integer"], "pattern": pattern, **(openapi or {}), **kwargs.pop("metadata", {})}
        super().__init__(metadata=metadata, **kwargs)

    def _deserialize(self, value, attr, data, **kwargs):
        if isinstance(value, bool) or not isinstance(value, str | int | float):
            raise self.make_error("invalid")
        if isinstance(value, str) and not _DECIMAL_TEXT.fullmatch(value):
            raise self.make_error("invalid")
        if isinstance(value, float):
            if not value.is_integer():
                raise self.make_error("invalid")
            value = int(value)
        return super()._deserialize(value, attr, data, **kwargs)


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


class Flag(fields.Boolean):
    """A JSON body's true or false, and nothing else ("true", 1 or "yes" are not booleans there; a query string's
    flags, which are text, keep marshmallow's reading)."""

    def _deserialize(self, value, attr, data, **kwargs):
        if not isinstance(value, bool):  # 1 == True and 0 == False, so marshmallow's sets would take them
            raise self.make_error("invalid", input=value)
        return value


class Trimmed(fields.String):
    """A string stored without its surrounding spaces: its lengths and pattern are checked on the trimmed value,
    and the OpenAPI document says them of the value as sent (shop.api_docs).

    A line of text (a name, a phone, an address line) takes no control character: a line break in a name would
    end up in a mail's header or a PDF's line. ``lines=True`` is for text of several lines (a question, a
    description), which keeps its line breaks and tabs."""

    trims = True

    def __init__(self, *, lines: bool = False, **kwargs):
        super().__init__(**kwargs)
        rule = TEXT_LINES if lines else ONE_LINE
        if not any(getattr(check, "text_rule", None) == rule for check in self.validators):
            self.validators.append(TextRule(rule, error=CONTROL_CHARACTERS))

    def _deserialize(self, value, attr, data, **kwargs):
        return super()._deserialize(value, attr, data, **kwargs).strip()
