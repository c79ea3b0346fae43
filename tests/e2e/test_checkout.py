"""A guest buys 1.3 m of fabric and a pack of crystals in euros with cash on delivery: the success page names the
order, the confirmation arrives by real SMTP, and staff see the same lines and totals through the API."""
from __future__ import annotations

import re
import uuid
from decimal import Decimal

import pytest
from playwright.sync_api import Page, expect

from shop.demo.catalogue import ADMIN_EMAIL, ADMIN_SECRET
from shop.money import convert
from tests.e2e.helpers import add_to_cart, cart_total, factor_of, pick_products, serious_violations
from tests.smtp_inbox import running_inbox

NUMBER = re.compile(r"DF-\d{6}")


@pytest.fixture()
def smtp_inbox(live_app, live_server, monkeypatch):
    with running_inbox() as inbox:
        monkeypatch.setitem(live_app.config, "MAIL_SERVER", "127.0.0.1")
        monkeypatch.setitem(live_app.config, "MAIL_PORT", inbox.port)
        yield inbox


def fill_contact(page: Page, email: str) -> None:
    page.get_by_label("First name", exact=True).fill("Emma")
    page.get_by_label("Last name", exact=True).fill("Clarke")
    page.get_by_label("Email", exact=True).fill(email)
    page.get_by_label("Phone", exact=True).fill("+44 7700 900123")


def test_a_guest_buys_fabric_and_crystals_in_euros_with_cash_on_delivery(page: Page, smtp_inbox):
    fabric, crystal = pick_products(page)
    add_to_cart(page, fabric, length="1.3")
    add_to_cart(page, crystal)
    page.evaluate("localStorage.setItem('currency', 'EUR')")
    page.goto("/cart")
    page.get_by_role("link", name="Proceed to checkout").click()
    expect(page).to_have_url(re.compile(r"/cart/checkout$"))
    expect(page.get_by_role("heading", level=1)).to_have_text("Checkout")

    email = f"emma-{uuid.uuid4().hex[:8]}@example.com"
    fill_contact(page, email)
    page.get_by_role("radio", name=re.compile("^Nova Poshta branch")).check()
    page.get_by_label("City or town").fill("Kyiv")
    page.get_by_label("Branch number").fill("12")
    page.get_by_role("radio", name=re.compile("^Cash on delivery")).check()

    eur = factor_of(page, "EUR")
    # The shop's own price of a Nova Poshta branch in euros (the demo sets a round one), free from its threshold.
    methods = page.request.get("/api/orders/checkout-options").json()["deliveryMethods"]
    branch = next(method for method in methods if method["code"] == "nova-poshta-branch")["prices"]["EUR"]
    subtotal = cart_total([(fabric, Decimal("1.3")), (crystal, Decimal("1"))], eur)
    free = branch["freeFrom"] is not None and subtotal >= Decimal(branch["freeFrom"])
    total = subtotal + (Decimal("0.00") if free else Decimal(branch["price"]))
    expect(page.get_by_test_id("checkout-total")).to_have_text(f"€{total:,.2f}")
    assert serious_violations(page, "main") == []

    page.get_by_role("button", name="Place order").click()
    expect(page).to_have_url(re.compile(r"/cart/checkout/checkout-success"))
    expect(page.get_by_role("heading", level=1)).to_have_text("Thank you for your order!")
    number = NUMBER.search(page.locator("main").inner_text()).group(0)
    expect(page.get_by_text(f"Pay €{total:,.2f} in cash or by card when you receive your order.")).to_be_visible()
    assert page.evaluate("localStorage.getItem('basketProducts')") in (None, "[]")

    # The confirmation went through a real SMTP server before the answer came back.
    [mail] = [message for message in smtp_inbox.messages if message["To"] == email]
    text = mail.get_content()
    assert number in mail["Subject"] + text and f"€{total:,.2f}" in text
    assert fabric["product_name_en"] in text and crystal["product_name_en"] in text

    # Staff see the same order through the admin API.
    token = page.request.post("/api/users/signin", data={"email": ADMIN_EMAIL, "password": ADMIN_SECRET}).json()
    orders = page.request.get("/api/orders?status=Accepted",
                              headers={"Authorization": f"Bearer {token['token']}"}).json()
    order = next(o for o in orders if o["number"] == number)
    assert (order["currency"], order["totalPrice"], order["paymentMethod"]) == ("EUR", f"{total:.2f}",
                                                                               "cash-on-delivery")
    assert order["userInfo"]["email"] == email and order["userInfo"]["phone"] == "+44 7700 900123"
    lines = {line["sku"]: line for line in order["basketItems"]}
    assert (lines[fabric["product_id"]]["quantity"], lines[crystal["product_id"]]["quantity"]) == ("1.3", "1")
    assert lines[fabric["product_id"]]["price"] == f"{convert(Decimal(fabric['final_price']), eur):.2f}"


def test_an_empty_cart_goes_back_to_the_cart_and_a_stale_success_page_home(page: Page):
    page.goto("/cart/checkout")
    expect(page).to_have_url(re.compile(r"/cart$"))
    page.goto("/cart/checkout/checkout-success")
    expect(page).to_have_url(re.compile(r"/$"))


def test_checkout_on_a_phone_is_usable_and_accessible(mobile_page: Page):
    fabric, _ = pick_products(mobile_page)
    add_to_cart(mobile_page, fabric, length="0.5")
    mobile_page.goto("/cart/checkout")
    expect(mobile_page.get_by_role("heading", level=1)).to_have_text("Checkout")
    mobile_page.get_by_role("button", name="Place order").click()
    expect(mobile_page.get_by_text("Please correct the highlighted fields.")).to_be_visible()
    assert mobile_page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    assert serious_violations(mobile_page, "main") == []
