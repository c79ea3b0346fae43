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
from shop.orders.delivery import DEFAULT_ZONES
from shop.orders.pricing import delivery_cost
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
            "convert": convert_cases, "lineTotal": lines, "promotion": promotion_cases()}


def promotion_cases() -> list[dict]:
    """Promotion codes priced by the server's one rule (shop.promotions.service.offer) on baskets of line totals in
    every currency, with the deduction as the server writes it: the review shows exactly these figures."""
    from types import SimpleNamespace

    from shop.promotions.models import Promotion
    from shop.promotions.service import offer

    codes = [("percent", {"percent": Decimal("10")}), ("percent", {"percent": Decimal("12.5")}),
             ("percent", {"percent": Decimal("33.33")}), ("amount", {"amounts": {"GBP": "5.00"}}),
             ("amount", {"amounts": {"GBP": "5.00", "UAH": "250.00"}}), ("amount", {"amounts": {"GBP": "1000.00"}})]
    baskets = [("2.68",), ("280.25", "84.08"), ("0.05", "19.99", "5.35"), ("1121.00",)]
    cases = []
    for (kind, figures), basket, (currency, factor) in (
            (code, basket, rate) for code in codes for basket in baskets for rate in DEFAULT_FACTORS.items()):
        promotion = Promotion(code="SPRING10", kind=kind, percent=figures.get("percent"),
                              amounts=figures.get("amounts", {}), minimums={}, scope="all", scope_ids=[],
                              combines_with_sale=False)
        product = SimpleNamespace(is_gift_card=False, discount=0)
        lines = [SimpleNamespace(product=product, is_gift_card=False, total=Decimal(total),
                                 total_gbp=Decimal(total)) for total in basket]
        found = offer(promotion, lines, currency, factor, language="en")
        cases.append({"kind": kind, **{key: f"{value}" if not isinstance(value, dict) else value
                                       for key, value in figures.items()},
                      "currency": currency, "lines": list(basket), "discount": f"{found.discount}",
                      "deductions": {language: format_money(-found.discount, currency, language)
                                     for language in LANGUAGES}})
    return cases


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
    return {"source": "shop/i18n.py format_money, shop/orders/pricing.py delivery_cost (regenerate: python -m "
                      "tests.test_money_agreement)", "format": cases, "delivery": delivery_vectors()}


def delivery_vectors() -> list[dict]:
    """What delivery by weight costs, as the server quotes it, and how the shopper reads it: every band of every
    starting zone (its lightest and heaviest gram, one over), under and over its free-delivery threshold, in every
    currency (converted at the default factors). The UI shows the quote's price as it is, written as the server
    writes it."""
    cases = []
    for zone in DEFAULT_ZONES:
        for entry in zone.methods:
            gbp = entry.rates["GBP"]
            weights = sorted({0, 1, *(w for band in gbp.bands if band.up_to for w in (band.up_to, band.up_to + 1)),
                              60_000})
            subtotals = ["10.00"] + ([f"{gbp.free_from}"] if gbp.free_from is not None else [])
            for grams in weights:
                for subtotal_gbp in subtotals:
                    for currency, factor in DEFAULT_FACTORS.items():
                        subtotal = convert(Decimal(subtotal_gbp), factor)
                        cost = delivery_cost(entry, currency, factor, grams, subtotal, Decimal(subtotal_gbp))
                        price = f"{cost[0]}" if cost is not None else None
                        cases.append({"zone": zone.code, "method": entry.method, "grams": grams,
                                      "subtotal": f"{subtotal}", "currency": currency, "price": price,
                                      "texts": {language: format_money(cost[0], currency, language)
                                                for language in LANGUAGES} if cost is not None else None})
    return cases


def test_the_ui_writes_amounts_as_this_side_writes_them():
    assert json.loads(PRICE_VECTORS.read_text(encoding="utf-8")) == price_vectors()


def test_the_weight_vectors_follow_the_bands():
    small = {currency: f"{convert(Decimal('10.00'), factor)}" for currency, factor in DEFAULT_FACTORS.items()}
    by = {(case["zone"], case["method"], case["grams"], case["subtotal"] == small[case["currency"]], case["currency"]):
          case["price"] for case in delivery_vectors()}
    # 0.5 m of lycra and 30 m to Germany no longer cost alike; a heavier parcel never costs less.
    assert by[("eu", "international", 2000, True, "GBP")] == "18.00"
    assert by[("eu", "international", 2001, True, "GBP")] == "26.00"
    assert by[("eu", "international", 2001, True, "EUR")] == "30.68"
    assert by[("ua", "nova-poshta-branch", 2000, False, "UAH")] == "0.00"  # free from £100, converted
    assert by[("ua", "nova-poshta-locker", 20001, True, "GBP")] is None  # heavier than a locker takes
    for zone in DEFAULT_ZONES:
        for entry in zone.methods:
            for currency in DEFAULT_FACTORS:
                prices = [Decimal(price) for (z, m, _, low, c), price in sorted(by.items(), key=lambda i: i[0][2])
                          if (z, m, low, c) == (zone.code, entry.method, True, currency) and price]
                assert prices == sorted(prices)


if __name__ == "__main__":
    for path, vectors in ((VECTORS, money_vectors()), (PRICE_VECTORS, price_vectors())):
        path.write_text(json.dumps(vectors, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
