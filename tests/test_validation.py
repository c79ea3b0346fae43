"""The OpenAPI document's patterns say exactly what the server's checks accept: each pattern, read as Python reads it
and as JSON Schema (ECMA-262) does, against the check itself, on text made of the characters where the two could
part (every kind of whitespace, control characters, other scripts' digits, the separators people type)."""
from __future__ import annotations

import re
import sys
from decimal import Decimal

import jsonschema_rs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from shop.admin.content.schemas import LINK_PATTERN, is_site_link
from shop.admin.products.rules import MINIMUMS
from shop.admin.products.schemas import MINIMUM_IN
from shop.api_docs import WHITESPACE, trimmed, trimmed_length
from shop.countries import COUNTRY_CODES, COUNTRY_PATTERN, normalise_country
from shop.currency.schemas import FACTOR_PATTERN, MAX_FACTOR
from shop.fields import DECIMAL_TEXT, POSITIVE_DECIMAL, money_in
from shop.validation import EMAIL_AS_SENT, MAX_EMAIL, PHONE, is_valid_email, is_valid_phone

TRICKY = [*" \t\n\r\x0b\x0c\x1c\x1f\x85\xa0\u2000\u3000\ufeff\x00\x7f", *"0123456789", *"+-()./@_,:?#\\",
          "١", "٣", "é", "ß", "K", "Ａ", "a", "B", "z", "G", "U", "A", "1", "0"]
texts = st.text(alphabet=st.sampled_from(TRICKY), max_size=24)


def both(pattern: str):
    """The pattern as Python's re.search and as a JSON Schema validator read it: they must agree."""
    ecma = jsonschema_rs.validator_for({"type": "string", "pattern": pattern})

    def matches(value: str) -> bool:
        # The server matches whole values (shop.validation.Pattern): a final newline is no end of the value.
        anchored = pattern.startswith("^") and pattern.endswith("$")
        python = (re.fullmatch(pattern, value) if anchored else re.search(pattern, value)) is not None
        assert python == ecma.is_valid(value), (pattern, value)
        return python

    return matches


def test_whitespace_is_what_python_strips():
    spaces = {chr(c) for c in range(sys.maxunicode + 1) if chr(c).isspace()}
    assert spaces == {chr(c) for c in range(sys.maxunicode + 1) if re.fullmatch(f"[{WHITESPACE}]", chr(c))}


@pytest.mark.parametrize(("least", "most"), [(1, None), (0, 1), (1, 1), (1, 3), (0, 4), (2, 5), (3, None)])
@settings(max_examples=100, deadline=None)
@given(value=texts)
def test_trimmed_lengths(least, most, value):
    size = len(value.strip())
    assert both(trimmed_length(least, most))(value) == (least <= size and (most is None or size <= most))


@settings(max_examples=150, deadline=None)
@given(value=st.one_of(texts, st.from_regex(PHONE.pattern, fullmatch=True)))
def test_phone(value):
    assert both(PHONE.pattern)(value) == is_valid_phone(value)


@settings(max_examples=150, deadline=None)
@given(value=st.one_of(texts, st.emails().map(lambda email: f" {email}\n")))
def test_email(value):
    assert both(EMAIL_AS_SENT.pattern)(value) == is_valid_email(value.strip().lower())
    assert both(f"^[\\s\\S]{{0,{MAX_EMAIL}}}$")("x" * MAX_EMAIL)


@settings(max_examples=100, deadline=None)
@given(value=st.one_of(texts, st.sampled_from(sorted(COUNTRY_CODES)).map(lambda code: f" {code.lower()} ")))
def test_country(value):
    assert both(trimmed(COUNTRY_PATTERN))(value) == (normalise_country(value) in COUNTRY_CODES)


def _decimal(value: str) -> Decimal | None:
    return Decimal(value) if re.fullmatch(DECIMAL_TEXT, value) else None


decimals = st.one_of(texts, st.from_regex(DECIMAL_TEXT, fullmatch=True))


@settings(max_examples=150, deadline=None)
@given(value=decimals)
def test_decimals(value):
    number = _decimal(value)
    assert both(POSITIVE_DECIMAL["pattern"])(value) == (number is not None and number > 0)
    assert both(MINIMUM_IN["pattern"])(value) == (number is not None and number in MINIMUMS)
    money = number is not None and 0 <= number <= Decimal("9999999999.99")
    money = money and number == number.quantize(Decimal("0.01"))
    assert both(money_in(10)["pattern"])(value) == money


@settings(max_examples=150, deadline=None)
@given(value=st.one_of(texts, st.from_regex(r"^[0-9]{1,7}(\.[0-9]{1,5})?$", fullmatch=True)))
def test_currency_factor(value):
    accepted = re.fullmatch(r"[0-9]{1,6}(\.[0-9]{1,4})?", value) is not None and 0 < Decimal(value) <= MAX_FACTOR
    assert both(FACTOR_PATTERN)(value) == accepted


@settings(max_examples=150, deadline=None)
@given(value=st.one_of(texts, texts.map(lambda rest: "/" + rest), texts.map(lambda rest: "https://a.b" + rest)))
def test_a_documented_link_is_a_site_link(value):
    # The document is narrower here (plain host names): whatever it allows, the server takes.
    if both(LINK_PATTERN)(value):
        assert is_site_link(value)
