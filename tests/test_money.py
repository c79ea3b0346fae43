"""Money rules: Decimal only, discount then factor then rounding, fractional goods priced per 0.1 unit."""
from decimal import Decimal

import pytest

from shop.money import DEFAULT_FACTORS, convert, discounted, line_total, round_money, step_for


def test_discounted_price_rounds_half_up_to_pennies():
    assert discounted(Decimal("10.00"), 15) == Decimal("8.50")
    assert discounted(Decimal("2.85"), 10) == Decimal("2.57")  # 2.565 -> 2.57
    assert discounted(Decimal("19.99"), 0) == Decimal("19.99")
    assert discounted(Decimal("19.99"), 100) == Decimal("0.00")


def test_conversion_uses_the_spec_factors():
    assert DEFAULT_FACTORS["USD"] == Decimal("1.35")
    assert convert(Decimal("10"), DEFAULT_FACTORS["UAH"]) == Decimal("560.50")
    assert convert(Decimal("8.50"), DEFAULT_FACTORS["EUR"]) == Decimal("10.03")


def test_fractional_items_count_ten_times_per_unit():
    assert step_for(Decimal("0.1")) == Decimal("0.1")
    assert step_for(Decimal("1")) == Decimal("1")
    # 1.5 m of fabric at 2.85 per 10 cm = 15 x 2.85
    assert line_total(Decimal("2.85"), Decimal("1.5"), Decimal("0.1")) == Decimal("42.75")
    assert line_total(Decimal("4.99"), Decimal("3"), Decimal("1")) == Decimal("14.97")


def test_floats_are_refused():
    with pytest.raises(TypeError):
        round_money(1.1)
