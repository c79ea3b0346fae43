"""The cart (SPEC section 4): a fabric by length and a crystal pack survive a currency change and a reload,
with the right badge and total; steps, removal and remove-all."""

from __future__ import annotations

import json
import re
from decimal import Decimal

from playwright.sync_api import Page, expect

from shop.currency.models import CurrencyRate
from shop.extensions import db
from shop.money import convert
from tests.e2e.helpers import add_to_cart, cart_link, cart_total, factor_of, pick_products


def test_cart_survives_a_currency_change_and_a_reload(page: Page):
    fabric, crystal = pick_products(page)
    add_to_cart(page, fabric, length="1.5")
    expect(cart_link(page)).to_contain_text("1")
    add_to_cart(page, crystal)
    expect(cart_link(page)).to_contain_text("2")

    # Change the currency with the header's dropdown.
    page.get_by_role("button", name=re.compile(r"^Currency")).click()
    page.get_by_role("menuitemradio", name=re.compile(r"^UAH")).click()
    page.goto("/cart")
    page.reload()

    total_uah = cart_total([(fabric, Decimal("1.5")), (crystal, Decimal("1"))], factor_of(page, "UAH"))
    expect(page.get_by_role("heading", level=1)).to_have_text("Your cart")
    expect(page.get_by_test_id("cart-total")).to_have_text(f"₴{total_uah:,.2f}")
    expect(cart_link(page)).to_contain_text("2")
    expect(page.get_by_role("textbox", name="Length in metres")).to_have_value("1.5")
    expect(
        page.get_by_role("group", name=f"Quantity of {crystal['product_name_en']}").get_by_role("textbox")
    ).to_have_value("1")
    expect(page.get_by_role("link", name=fabric["product_name_en"], exact=True)).to_have_attribute(
        "href", f"/products/{fabric['product_id']}"
    )
    expect(page.get_by_role("link", name="Proceed to checkout")).to_have_attribute("href", "/cart/checkout")

    stored = json.loads(page.evaluate("localStorage.getItem('basketProducts')"))
    assert [
        (line["productName"], line["sku"], line["quantity"], line["price"], line["minimum"]) for line in stored
    ] == [
        (fabric["product_name_en"], fabric["product_id"], 1.5, fabric["final_price"], 0.1),
        (crystal["product_name_en"], crystal["product_id"], 1, crystal["final_price"], 1),
    ]
    assert page.evaluate("localStorage.getItem('currency')") == "UAH"


def test_cart_steps_removes_and_empties_on_a_phone(mobile_page: Page):
    page = mobile_page
    fabric, crystal = pick_products(page)
    add_to_cart(page, fabric, length="1.5")
    add_to_cart(page, crystal)
    page.goto("/cart")

    page.get_by_role("button", name=f"Increase the quantity of {fabric['product_name_en']}").click()
    expect(page.get_by_role("textbox", name="Length in metres")).to_have_value("1.6")
    page.get_by_role("button", name=f"Increase the quantity of {crystal['product_name_en']}").click()
    crystal_quantity = page.get_by_role("group", name=f"Quantity of {crystal['product_name_en']}").get_by_role(
        "textbox"
    )
    expect(crystal_quantity).to_have_value("2")
    page.get_by_role("button", name=f"Decrease the quantity of {crystal['product_name_en']}").click()
    expect(crystal_quantity).to_have_value("1")
    expect(page.get_by_role("button", name=f"Decrease the quantity of {crystal['product_name_en']}")).to_be_disabled()
    total = cart_total([(fabric, Decimal("1.6")), (crystal, Decimal("1"))], Decimal("1"))
    expect(page.get_by_test_id("cart-total")).to_have_text(f"£{total:,.2f}")

    page.get_by_role("button", name=f"Remove {crystal['product_name_en']} from the cart").click()
    expect(cart_link(page)).to_contain_text("1")
    page.get_by_role("button", name="Remove all").click()
    expect(page.get_by_role("heading", name="Your cart is empty")).to_be_visible()
    assert page.evaluate("localStorage.getItem('basketProducts')") is None


def test_a_factor_changed_by_staff_shows_on_the_next_page_load(page: Page, live_app):
    """The storefront converts with the factor the API serves, not a copy: a staff change shows after a reload."""
    fabric, _crystal = pick_products(page)
    page.goto("/")
    page.evaluate("localStorage.setItem('currency', 'EUR')")
    page.goto(f"/products/{fabric['product_id']}")
    price = page.locator(".product__info .product-price__now")
    seeded = factor_of(page, "EUR")
    expect(price).to_contain_text(f"€{convert(Decimal(fabric['final_price']), seeded):,.2f}")

    changed = seeded + Decimal("0.5")
    with live_app.app_context():
        rate = db.session.get(CurrencyRate, "EUR")
        rate.factor = changed
        db.session.commit()
    try:
        page.reload()
        expect(price).to_contain_text(f"€{convert(Decimal(fabric['final_price']), changed):,.2f}")
        assert json.loads(page.evaluate("localStorage.getItem('currencyFactors')"))
    finally:
        with live_app.app_context():
            db.session.get(CurrencyRate, "EUR").factor = seeded
            db.session.commit()


def test_the_cart_and_checkout_words_come_with_the_page(page: Page):
    """The words the app's first render needs come in the page (shop.web.FIRST_LOADS): the app fetches none of them
    before the page shows (router.tsx's namespaces changed and the server's list did not, say)."""
    def visit(path: str, heading: str) -> None:
        fetched: list[str] = []

        def note(request) -> None:
            if "/locales/" in request.url:
                fetched.append(request.url)

        page.on("request", note)
        page.goto(path)
        expect(page.get_by_role("heading", name=heading, exact=True)).to_be_visible()
        page.remove_listener("request", note)
        assert page.locator("script#page-words").count() == 1
        assert fetched == [], (path, fetched)

    visit("/cart", "Your cart is empty")
    fabric, _crystal = pick_products(page)
    add_to_cart(page, fabric, length="1.5")
    visit("/cart/checkout?lng=de", "Kasse")
