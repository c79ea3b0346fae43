"""Filters, sorting and the shown price agree for every product, in every currency, on both sides of the wire.

- Property (hypothesis): a price filter typed in any currency keeps a product exactly when the price shown in
  that currency is within it (shop.money.base_range against shop.money.convert of the discounted price).
- Through the API: every discount that can land on half a penny (x.xx5) and a spread of ordinary prices; a
  filter from and to the shown price finds the product, in every currency, and the price sorts follow it.
- Across the wire: ui/test/money-vectors.json holds figures computed here with shop.money; the UI's own tests
  check money.ts against the same file, so both sides compute the same pennies.
"""
from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path

from hypothesis import example, given, settings
from hypothesis import strategies as st

from shop.i18n import LANGUAGES, format_money
from shop.money import (
    CURRENCY_CODES,
    DEFAULT_FACTORS,
    base_range,
    convert,
    discounted,
    from_minor,
    line_total,
    to_minor,
)
from tests.factories import make_category_path, make_product

VECTORS = Path(__file__).resolve().parents[1] / "ui" / "test" / "money-vectors.json"
PRICE_VECTORS = VECTORS.with_name("price-vectors.json")
FACTORS = list(dict.fromkeys([*DEFAULT_FACTORS.values(), Decimal("1.4025"), Decimal("52.5"), Decimal("0.8571")]))

pence = st.integers(min_value=0, max_value=10**9)
discounts = st.integers(min_value=0, max_value=100)
factors = st.sampled_from(FACTORS) | st.decimals(min_value=Decimal("0.0001"), max_value=Decimal("500"), places=4)


@settings(max_examples=3000, deadline=None)
@given(price=pence, discount=discounts, factor=factors, low=pence, width=st.integers(0, 10**6))
@example(price=535, discount=50, factor=Decimal("1"), low=268, width=0)  # 2.675 is shown as 2.68
def test_a_filter_in_any_currency_keeps_exactly_the_products_shown_within_it(price, discount, factor, low, width):
    shown = to_minor(convert(discounted(from_minor(price), discount), factor))
    final = to_minor(discounted(from_minor(price), discount))
    high = low + width
    first, last = base_range(from_minor(low), from_minor(high), factor)
    assert (first <= final <= last) == (low <= shown <= high)
    # A filter from and to the shown price itself always finds the product.
    exact_first, exact_last = base_range(from_minor(shown), from_minor(shown), factor)
    assert exact_first <= final <= exact_last


def _half_penny_cases() -> list[tuple[str, int]]:
    """For every discount from 1 to 99 that can produce one, a price whose discounted value ends in exactly 5."""
    cases = []
    for discount in range(1, 100):
        for price in range(100, 10_100):
            if price * (100 - discount) % 100 == 50:
                cases.append((f"{Decimal(price) / 100:.2f}", discount))
                break
    return cases


def test_through_the_api_filters_sorts_and_shown_prices_agree(client, db):
    path = make_category_path("fabrics", "lycra")
    cases = _half_penny_cases()
    # 75 discounts can land on half a penny; those that are multiples of 4 never can.
    assert ("1.01", 50) in cases and len(cases) == 75
    cases += [("5.35", 50), ("2.85", 10), ("0.01", 50), ("99999.99", 33), ("19.99", 0), ("10.00", 100)]
    products = [
        make_product(f"Fabric {i}", price=price, discount=d, categories=path) for i, (price, d) in enumerate(cases)
    ]
    db.session.commit()
    shown_gbp = {p.product_id: discounted(p.price, p.discount) for p in products}

    listed = client.get("/api/products-feed/?limit=100&sort=price_asc").json
    everything = listed["products"]
    for page in range(2, listed["pages"] + 1):
        everything += client.get(f"/api/products-feed/?limit=100&sort=price_asc&page={page}").json["products"]
    # The API shows the server's figure, and the price order follows exactly that figure.
    assert {p["product_id"]: Decimal(p["final_price"]) for p in everything} == shown_gbp
    finals = [Decimal(p["final_price"]) for p in everything]
    assert finals == sorted(finals)

    for product in products:
        for currency, factor in DEFAULT_FACTORS.items():
            shown = convert(shown_gbp[product.product_id], factor)
            url = f"/api/products-feed/?limit=100&min_price={shown}&max_price={shown}&currency={currency}"
            found = [p["product_id"] for p in client.get(url).json["products"]]
            assert product.product_id in found, (product.product_id, currency, str(shown))


def money_vectors() -> dict:
    """Figures the UI must reproduce: conversions (with half-penny cases) and cart line totals."""
    amounts = [Decimal(a) for a in ("0.00", "0.01", "0.05", "0.10", "0.15", "1.01", "2.68", "2.85", "5.35", "8.50",
                                    "12.50", "19.99", "49.50", "999.99", "123456.78", "99999999.99")]
    convert_cases = [
        {"amount": f"{a}", "factor": f"{f.normalize():f}", "result": f"{convert(a, f)}"}
        for a in amounts
        for f in FACTORS
    ]
    quantities = [Decimal(q) for q in ("0.1", "0.5", "1", "1.5", "2.3", "7", "12.5", "99.9")]
    lines = [
        {"unit": f"{u}", "quantity": float(q), "minimum": float(m), "result": f"{line_total(u, q, m)}"}
        for u in amounts[:12] for q in quantities for m in (Decimal("0.1"), Decimal("1")) if m == 1 or q * 10 % 1 == 0
    ]
    return {"source": "shop/money.py (regenerate: python -m tests.test_money_agreement)",
            "convert": convert_cases, "lineTotal": lines}


def test_the_ui_checks_its_money_against_the_figures_of_this_side():
    assert json.loads(VECTORS.read_text(encoding="utf-8")) == money_vectors()


def price_vectors() -> dict:
    """How the server writes amounts (mails, invoices, pages) in every language and currency; the UI's formatter
    must write the same strings."""
    amounts = ("0.00", "0.05", "2.68", "-5.00", "999.99", "1234.50", "12345.50", "-12345.67", "1000000.00")
    cases = [
        {"amount": amount, "currency": currency, "language": language,
         "text": format_money(Decimal(amount), currency, language)}
        for amount in amounts for currency in CURRENCY_CODES for language in LANGUAGES
    ]
    return {"source": "shop/i18n.py format_money (regenerate: python -m tests.test_money_agreement)", "format": cases}


def test_the_ui_writes_amounts_as_this_side_writes_them():
    assert json.loads(PRICE_VECTORS.read_text(encoding="utf-8")) == price_vectors()


if __name__ == "__main__":
    for path, vectors in ((VECTORS, money_vectors()), (PRICE_VECTORS, price_vectors())):
        path.write_text(json.dumps(vectors, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
