"""Money in the base currency (GBP) as Decimal: currency factors, discounts, rounding.

Used by the catalogue (display prices) and by orders (frozen totals), so both compute the same figure.
"""
from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

BASE_CURRENCY = "GBP"
CENT = Decimal("0.01")
FRACTIONAL_STEP = Decimal("0.1")
WHOLE_STEP = Decimal("1")

# Factors from the base currency (SPEC section 9); staff may edit them, these seed the table.
DEFAULT_FACTORS: dict[str, Decimal] = {
    "GBP": Decimal("1"),
    "UAH": Decimal("56.05"),
    "USD": Decimal("1.35"),
    "EUR": Decimal("1.18"),
}
SIGNS = {"GBP": "£", "UAH": "₴", "USD": "$", "EUR": "€"}


def to_decimal(value: Decimal | int | str) -> Decimal:
    """Decimal from an exact value; floats are refused so no binary rounding sneaks in."""
    if isinstance(value, float):
        raise TypeError("money must not be a float")
    return value if isinstance(value, Decimal) else Decimal(value)


def round_money(value: Decimal) -> Decimal:
    """Round half up to 2 decimals, as shoppers expect."""
    return to_decimal(value).quantize(CENT, rounding=ROUND_HALF_UP)


def discounted(price: Decimal, discount_percent: int | Decimal) -> Decimal:
    """price - price x discount / 100, rounded to 2 decimals (GBP)."""
    price = to_decimal(price)
    return round_money(price - price * to_decimal(discount_percent) / 100)


def convert(amount_gbp: Decimal, factor: Decimal) -> Decimal:
    """An amount in GBP shown in another currency: amount x factor, rounded."""
    return round_money(to_decimal(amount_gbp) * to_decimal(factor))


def step_for(minimum: Decimal) -> Decimal:
    """Quantity step: 0.1 for goods sold by fractional units, else 1."""
    return FRACTIONAL_STEP if to_decimal(minimum) == FRACTIONAL_STEP else WHOLE_STEP


def line_total(unit_price: Decimal, quantity: Decimal, minimum: Decimal) -> Decimal:
    """Quantity x price; a 0.1-minimum item is priced per 0.1 unit, so its quantity counts x10."""
    quantity = to_decimal(quantity)
    if step_for(minimum) == FRACTIONAL_STEP:
        quantity = quantity * 10
    return round_money(to_decimal(unit_price) * quantity)
