"""Money in the base currency (GBP) as Decimal: currency factors, discounts, rounding. The one owner of money.

Used by the catalogue (prices, the listing index, price filters) and by orders (frozen totals), so every part of
the shop computes the same figure; the UI's ui/src/features/currency/money.ts applies the same formulas to the
decimal strings the API sends (the shared vectors in ui/test/money-vectors.json prove both agree).

- A discounted price is ``price - price x discount / 100``, rounded half up to 2 decimals, in GBP.
- A GBP amount shown in another currency is ``amount x factor``, rounded half up to 2 decimals.
- A line is ``unit price x quantity`` (x10 for goods sold by 0.1), rounded; unit prices are converted first.
- Exact integer minor units (pence) where speed matters (the listing index); never floats.
"""
from __future__ import annotations

import bisect
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
CURRENCY_CODES = tuple(DEFAULT_FACTORS)
MINOR_PER_UNIT = 100
MAX_MINOR = 10**12  # Numeric(12, 2): below ten thousand million


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
    price, percent = to_decimal(price), to_decimal(discount_percent)
    return (price - price * percent / 100).quantize(CENT, rounding=ROUND_HALF_UP)  # round_money, inline: per card


def convert(amount_gbp: Decimal, factor: Decimal) -> Decimal:
    """An amount in GBP shown in another currency: amount x factor, rounded."""
    return round_money(to_decimal(amount_gbp) * to_decimal(factor))


def to_minor(amount: Decimal) -> int:
    """An amount as whole minor units (pence), rounded half up to 2 decimals first."""
    return int(round_money(amount) * MINOR_PER_UNIT)


def from_minor(minor: int) -> Decimal:
    """Whole minor units back to a 2-decimal amount."""
    return (Decimal(minor) / MINOR_PER_UNIT).quantize(CENT)


def shown_minor(minor_gbp: int, factor: Decimal) -> int:
    """A GBP amount in minor units as shown in a currency of ``factor``, in that currency's minor units."""
    return to_minor(convert(from_minor(minor_gbp), factor))


def base_range(low: Decimal | None, high: Decimal | None, factor: Decimal) -> tuple[int | None, int | None]:
    """The GBP minor-unit range of amounts that show within [low, high] in a currency of ``factor``.

    Showing is monotonic in the GBP amount, so the range is found by bisection with :func:`shown_minor`
    itself: a filter typed in any currency keeps exactly the products whose shown price is within it.
    """
    first = None if low is None else _first_shown(to_minor(low), factor, above=False)
    last = None if high is None else _first_shown(to_minor(high), factor, above=True) - 1
    return first, last


def _first_shown(target: int, factor: Decimal, above: bool) -> int:
    """The smallest GBP amount (minor units) shown at or above ``target`` (strictly above, with ``above``).

    The answer lies within a unit or two of target / factor (a shown amount is the GBP one times the factor,
    rounded to a minor unit), so the bisection runs over that bracket once both ends are checked (6-8 calls of
    :func:`shown_minor`), and over every amount only if they are not (40)."""

    def reached(minor: int) -> bool:
        shown = shown_minor(minor, factor)
        return shown > target if above else shown >= target

    guess = int(target / factor) if factor > 0 else 0
    span = int(2 / factor) + 2 if factor > 0 else MAX_MINOR
    low, high = max(guess - span, 0), min(guess + span, MAX_MINOR)
    if (low > 0 and reached(low - 1)) or (high < MAX_MINOR and not reached(high)):
        low, high = 0, MAX_MINOR
    return bisect.bisect_left(range(MAX_MINOR), True, low, high, key=reached)


def step_for(minimum: Decimal) -> Decimal:
    """Quantity step: 0.1 for goods sold by fractional units, else 1."""
    return FRACTIONAL_STEP if to_decimal(minimum) == FRACTIONAL_STEP else WHOLE_STEP


def line_total(unit_price: Decimal, quantity: Decimal, minimum: Decimal) -> Decimal:
    """Quantity x price; a 0.1-minimum item is priced per 0.1 unit, so its quantity counts x10."""
    quantity = to_decimal(quantity)
    if step_for(minimum) == FRACTIONAL_STEP:
        quantity = quantity * 10
    return round_money(to_decimal(unit_price) * quantity)
