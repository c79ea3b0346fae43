"""The account pages (/account and its sub-pages) against the live API: a signed-in shopper sees their own data,
changes it, and a signed-out visitor is sent to sign in. Tests that change an account use a fresh one."""

from __future__ import annotations

import json
import re
import uuid
from datetime import UTC, datetime
from decimal import Decimal
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from shop.accounts.models import User
from shop.demo.catalogue import SWATCH_CLUB
from shop.extensions import db
from shop.money import line_total
from shop.orders.models import Order, OrderLine
from tests.e2e.helpers import serious_violations

OLENA = ("olena.kovalenko@example.com", "shopper-2026")
PASSWORD = "first-secret-2026"
SIGNS = {"GBP": "£", "UAH": "₴", "USD": "$", "EUR": "€"}
SUB_PAGES = {
    "downloads": "Downloads",
    "affiliate": "Affiliate",
    "change-password": "Change password",
    "edit-info": "Edit info",
    "address-book": "Address book",
    "newsletter": "Newsletter",
    "order-history": "Order history",
    "payment-profile": "Payment profile",
    "recurring-payments": "Recurring payments",
    "returns": "Returns",
    "reward-points": "Reward points",
    "transactions": "Transactions",
}


def money(amount: str, currency: str) -> str:
    """An amount in its own currency as the account pages show it: "₴1,234.50"."""
    return f"{SIGNS[currency]}{Decimal(amount):,.2f}"


def sign_in(page: Page, email: str, password: str) -> dict:
    response = page.request.post("/api/users/signin", data={"email": email, "password": password})
    assert response.status == 200, response.text()
    return response.json()


def sign_up(page: Page, first_name: str = "Iryna") -> dict:
    """A fresh account, so a test that changes it shares nothing with the others."""
    email = f"e2e-{uuid.uuid4().hex[:12]}@example.com"
    response = page.request.post(
        "/api/users/signup",
        data={"email": email, "password": PASSWORD, "firstName": first_name, "lastName": "Bondar"},
    )
    assert response.status == 201, response.text()
    return response.json()


def call(page: Page, session: dict, path: str) -> dict | list:
    """A GET of the API as the signed-in shopper."""
    response = page.request.get(path, headers={"Authorization": f"Bearer {session['token']}"})
    assert response.ok, f"{path}: {response.status}"
    return response.json()


def open_as(page: Page, session: dict, path: str) -> None:
    """Opens `path` with the session stored in localStorage `user`, as the sign-in page would leave it."""
    page.goto("/api/health")
    page.evaluate("session => localStorage.setItem('user', JSON.stringify(session))", session)
    page.goto(path)


def heading(page: Page):
    return page.get_by_role("heading", level=1)


def stored_user(page: Page):
    return page.evaluate("localStorage.getItem('user')")


def add_delivered_order(live_app, session: dict) -> tuple[str, str]:
    """A delivered, paid order of the account with one fabric line (2.5 m), written straight to the shop's
    database; returns the order number and the product name."""
    number = f"E2E-{uuid.uuid4().hex[:8].upper()}"
    name = f"Stretch Velvet {number[-4:]}"
    with live_app.app_context():
        user = db.session.get(User, int(session["_id"]))
        price, quantity, minimum = Decimal("2.40"), Decimal("2.5"), Decimal("0.1")
        total = line_total(price, quantity, minimum)
        line = OrderLine(name=name, sku="E2E-VEL-1", quantity=quantity, minimum=minimum, unit_price=price,
                         discount=0, line_total=total)
        db.session.add(Order(
            number=number, user_id=user.id, status="Delivered", is_paid=True, payment_method="card",
            currency="GBP", factor=Decimal("1"), subtotal=total, delivery_price=Decimal("0"),
            gift_card_amount=Decimal("0"), total_price=total, comment="", created_at=datetime.now(UTC),
            user_info={"firstName": user.first_name, "lastName": user.last_name, "email": user.email,
                       "phone": "0504007015", "address": "1 High Street", "city": "London",
                       "postcode": "NW1 9LN", "country": "GB"},
            lines=[line],
        ))
        db.session.commit()
    return number, name


# ---------------------------------------------------------------- the guard


def test_signed_out_visitors_are_sent_to_sign_in(page: Page):
    page.goto("/account")
    expect(page).to_have_url(re.compile(r"/account/authorization(\?|$)"))
    page.goto("/account/order-history")
    expect(page).to_have_url(re.compile(r"/account/authorization\?next=%2Faccount%2Forder-history$"))


def test_a_session_the_server_no_longer_knows_is_ended(page: Page):
    session = sign_up(page)
    assert page.request.post("/api/users/logout", headers={"Authorization": f"Bearer {session['token']}"}).ok
    open_as(page, session, "/account/reward-points")
    expect(page).to_have_url(re.compile(r"/account/authorization\?next=%2Faccount%2Freward-points$"))
    assert stored_user(page) is None


def test_unknown_account_page_is_not_found_and_add_address_has_one_form(page: Page):
    session = sign_up(page)
    open_as(page, session, "/account/no-such-page")
    expect(heading(page)).to_have_text("Page not found")
    page.goto("/account/add-address")
    expect(page).to_have_url(re.compile(r"/account/modify-address-book/add-address$"))
    expect(heading(page)).to_have_text("Add address")


# ---------------------------------------------------------------- overview


def test_overview_shows_the_shopper_and_counts_from_the_api(any_page: Page):
    page = any_page
    session = sign_in(page, *OLENA)
    overview = call(page, session, "/api/users/me/overview")
    open_as(page, session, "/account")

    expect(heading(page)).to_have_text("My account")
    expect(page.get_by_role("heading", name=f"Hello, {overview['user']['firstName']}!")).to_be_visible()
    expect(page.get_by_test_id("account-email")).to_have_text(overview["user"]["email"])
    for test_id, key in (("orders", "orders"), ("reward-points", "rewardPoints"), ("wishlist", "wishlist"),
                         ("open-returns", "openReturns")):
        expect(page.get_by_test_id(f"count-{test_id}").locator(".account-stat__value")).to_have_text(str(overview[key]))
    last = overview["lastOrder"]
    last_order = page.get_by_role("region", name="Your last order")
    expect(last_order).to_contain_text(last["number"])
    expect(last_order).to_contain_text(money(last["totalPrice"], last["currency"]))
    expect(page.get_by_role("region", name="Default address")).to_contain_text(overview["defaultAddress"]["line1"])
    sections = page.get_by_role("region", name="Everything in your account")
    for slug, name in SUB_PAGES.items():
        expect(sections.get_by_role("link", name=re.compile(f"^{re.escape(name)}"))).to_have_attribute(
            "href", f"/account/{slug}"
        )
    expect(sections.get_by_role("link", name=re.compile("^Add address"))).to_have_attribute(
        "href", "/account/modify-address-book/add-address"
    )
    assert serious_violations(page) == []


# ---------------------------------------------------------------- orders, downloads, money


def test_order_history_shows_the_orders_and_totals_of_the_api(page: Page):
    session = sign_in(page, *OLENA)
    orders = call(page, session, f"/api/orders/user/{session['_id']}")
    assert orders, "the demo shopper has orders"
    open_as(page, session, "/account/order-history")

    expect(heading(page)).to_have_text("Order history")
    cards = page.get_by_test_id("order-card")
    expect(cards).to_have_count(len(orders))
    for index, order in enumerate(orders):
        expect(cards.nth(index)).to_contain_text(order["number"])
        total = money(order["totalPrice"], order["currency"])
        expect(cards.nth(index).get_by_test_id("order-total")).to_have_text(total)

    first = orders[0]
    card = cards.first
    card.get_by_role("button", name=re.compile(r"^Show \d+ items?$")).click()
    rows = card.get_by_role("table").locator("tbody tr")
    expect(rows).to_have_count(len(first["basketItems"]))
    for row, line in zip(rows.all(), first["basketItems"], strict=True):
        expect(row).to_contain_text(line["productName"])
        expect(row).to_contain_text(money(line["lineTotal"], first["currency"]))
        if Decimal(line["minimum"]) == Decimal("0.1"):
            expect(row).to_contain_text("per 10 cm")
    expect(card.get_by_role("button", name="Hide items")).to_have_attribute("aria-expanded", "true")
    assert serious_violations(page) == []


def test_invoice_opens_as_a_pdf(page: Page):
    session = sign_in(page, *OLENA)
    order = call(page, session, f"/api/orders/user/{session['_id']}")[0]
    open_as(page, session, "/account/downloads")
    button = page.get_by_role("button", name=f"Invoice (PDF) for order {order['number']}")

    invoice = f"/api/orders/{order['_id']}/invoice"
    with page.expect_response(lambda r: r.url.endswith(invoice)) as answer, page.expect_popup() as popup:
        button.click()
    assert answer.value.status == 200
    assert answer.value.headers["content-type"] == "application/pdf"
    expect(popup.value).to_have_url(re.compile(r"^blob:"))
    expect(page.get_by_role("link", name=re.compile(r"^Download invoice-.*\.pdf$"))).to_have_attribute(
        "download", re.compile(r"^invoice-.*\.pdf$")
    )


def test_reward_points_and_transactions_show_the_ledgers(page: Page):
    session = sign_in(page, *OLENA)
    points = call(page, session, "/api/users/me/reward-points")
    open_as(page, session, "/account/reward-points")
    expect(page.get_by_test_id("reward-balance")).to_have_text(str(points["balance"]))
    rows = page.get_by_test_id("reward-ledger").locator("tbody tr")
    expect(rows).to_have_count(len(points["entries"]))
    expect(page.get_by_test_id("reward-ledger")).to_contain_text("Welcome bonus")
    assert points["balance"] == sum(entry["points"] for entry in points["entries"])

    transactions = call(page, session, "/api/users/me/transactions")["transactions"]
    page.get_by_role("navigation", name="My account").get_by_role("link", name="Transactions").click()
    expect(heading(page)).to_have_text("Transactions")
    rows = page.get_by_test_id("transactions-table").locator("tbody tr")
    expect(rows).to_have_count(len(transactions))
    for row, transaction in zip(rows.all(), transactions, strict=True):
        expect(row).to_contain_text(transaction["orderNumber"])
        expect(row).to_contain_text(money(transaction["amount"], transaction["currency"]))


def test_returns_a_delivered_line(page: Page, live_app):
    session = sign_up(page)
    number, product = add_delivered_order(live_app, session)
    open_as(page, session, "/account/order-history")
    card = page.get_by_test_id("order-card").filter(has_text=number)
    card.get_by_role("button", name="Show 1 item").click()
    expect(card).to_contain_text("2.5 m")
    card.get_by_role("link", name=re.compile(rf"^Request a return\W+{re.escape(product)}$")).click()

    expect(heading(page)).to_have_text("Returns")
    expect(page.get_by_role("heading", name="No return requests")).to_be_visible()
    expect(page.get_by_label("Item", exact=True)).to_have_value(re.compile(r"\d+"))
    quantity = page.get_by_label("Length in metres")
    expect(quantity).to_have_value("2.5")
    quantity.fill("3")
    page.get_by_label("Reason").select_option(label="Faulty or damaged")
    page.get_by_role("button", name="Request the return").click()
    expect(page.get_by_text("You can return at most 2.5")).to_be_visible()
    expect(quantity).to_be_focused()

    quantity.fill("1.5")
    page.get_by_label("Comment").fill("A pulled thread across the width.")
    page.get_by_role("button", name="Request the return").click()
    expect(page.get_by_text("Your return request has been sent.")).to_be_visible()
    row = page.get_by_test_id("returns-table").locator("tbody tr").filter(has_text=product)
    expect(row).to_contain_text(number)
    expect(row).to_contain_text("Requested")
    expect(row).to_contain_text("Faulty or damaged")

    returns = call(page, session, "/api/users/me/returns")["returns"]
    assert [(r["orderNumber"], r["quantity"], r["reason"], r["status"]) for r in returns] == [
        (number, "1.5", "faulty", "Requested")
    ]
    overview = call(page, session, "/api/users/me/overview")
    assert overview["openReturns"] == 1


# ---------------------------------------------------------------- addresses


def fill_address(page: Page, line1: str, city: str, country: str = "UA") -> None:
    page.get_by_label("First name").fill("Iryna")
    page.get_by_label("Last name").fill("Bondar")
    page.get_by_label("Address", exact=True).fill(line1)
    page.get_by_label("City").fill(city)
    page.get_by_label("Postcode").fill("01001")
    page.get_by_label("Country").select_option(country)


def test_address_book_add_edit_make_default_and_delete(any_page: Page):
    page = any_page
    session = sign_up(page)
    open_as(page, session, "/account/address-book")
    expect(page.get_by_role("heading", name="No saved addresses")).to_be_visible()

    page.get_by_role("link", name="Add address").last.click()
    expect(page).to_have_url(re.compile(r"/account/modify-address-book/add-address$"))
    # The countries are named in the interface language, every code the server accepts.
    expect(page.get_by_label("Country").locator("option[value='UA']")).to_have_text("Ukraine")
    expect(page.get_by_label("Country").locator("option")).to_have_count(250)
    page.get_by_role("button", name="Save address").click()
    expect(page.get_by_text("Enter the first name")).to_be_visible()
    expect(page.get_by_label("First name")).to_be_focused()

    fill_address(page, "vul. Sahaidachnoho 7", "Kyiv")
    page.get_by_role("button", name="Save address").click()
    expect(page).to_have_url(re.compile(r"/account/address-book$"))
    cards = page.locator(".address-card")
    expect(cards).to_have_count(1)
    expect(cards.first).to_contain_text("vul. Sahaidachnoho 7")
    expect(cards.first).to_contain_text("Ukraine")
    expect(cards.first).to_contain_text("Default")

    # Edit: the city changes.
    cards.first.get_by_role("link", name=re.compile("^Edit")).click()
    expect(heading(page)).to_have_text("Edit address")
    page.get_by_label("City").fill("Odesa")
    page.get_by_role("button", name="Save changes").click()
    expect(cards.first).to_contain_text("01001 Odesa")

    # A second address, then it becomes the default.
    page.get_by_role("link", name="Add address").last.click()
    fill_address(page, "ul. Marszałkowska 10", "Warszawa", "PL")
    page.get_by_role("button", name="Save address").click()
    expect(cards).to_have_count(2)
    second = cards.filter(has_text="ul. Marszałkowska 10")
    expect(second).not_to_contain_text("Default")
    second.get_by_role("button", name=re.compile("^Make default")).click()
    expect(page.get_by_text("Your default address has been changed.")).to_be_visible()
    expect(cards.first).to_contain_text("ul. Marszałkowska 10")
    expect(cards.first).to_contain_text("Default")
    addresses = call(page, session, "/api/users/me/addresses")["addresses"]
    assert [(a["line1"], a["city"], a["isDefault"]) for a in addresses] == [
        ("ul. Marszałkowska 10", "Warszawa", True),
        ("vul. Sahaidachnoho 7", "Odesa", False),
    ]

    # Delete, after the confirmation.
    page.once("dialog", lambda dialog: dialog.accept())
    cards.filter(has_text="vul. Sahaidachnoho 7").get_by_role("button", name=re.compile("^Delete")).click()
    expect(page.get_by_text("The address has been deleted.")).to_be_visible()
    expect(cards).to_have_count(1)
    expect(page.get_by_text("vul. Sahaidachnoho 7")).to_have_count(0)
    assert [a["line1"] for a in call(page, session, "/api/users/me/addresses")["addresses"]] == ["ul. Marszałkowska 10"]
    assert serious_violations(page) == []


# ---------------------------------------------------------------- profile, password, newsletter, payment profile


def test_edit_info_saves_and_shows_the_servers_word(page: Page):
    session = sign_up(page)
    open_as(page, session, "/account/edit-info")
    expect(page.get_by_label("First name")).to_have_value("Iryna")

    page.get_by_label("E-mail").fill(OLENA[0])
    # Another address asks for the current password first (the form's own rule, then the server's).
    page.get_by_role("button", name="Save changes").click()
    expect(page.get_by_text("Enter your current password to change your e-mail address")).to_be_visible()
    page.get_by_label("Current password").fill(PASSWORD)
    page.get_by_role("button", name="Save changes").click()
    error = page.locator(".field__error")
    expect(error).to_have_count(1)
    expect(page.get_by_label("E-mail")).to_have_attribute("aria-invalid", "true")
    expect(page.get_by_label("E-mail")).to_be_focused()

    page.get_by_label("E-mail").fill(session["email"])
    expect(page.get_by_label("Current password")).to_have_count(0)
    page.get_by_label("First name").fill("Iryna-Maria")
    page.get_by_label("Phone").fill("+380 50 123 45 67")
    page.get_by_role("button", name="Save changes").click()
    expect(page.get_by_text("Your details have been saved.")).to_be_visible()
    me = call(page, session, "/api/users/me")
    assert (me["firstName"], me["phone"]) == ("Iryna-Maria", "+380 50 123 45 67")
    assert serious_violations(page) == []


def test_a_new_email_waits_for_its_confirmation(page: Page):
    session = sign_up(page)
    open_as(page, session, "/account/edit-info")
    new_email = f"moved-{uuid.uuid4().hex[:8]}@example.com"
    page.get_by_label("E-mail").fill(new_email)
    page.get_by_label("Current password").fill("not-my-password")
    page.get_by_role("button", name="Save changes").click()
    expect(page.get_by_text("The current password is incorrect.")).to_be_visible()

    page.get_by_label("Current password").fill(PASSWORD)
    page.get_by_role("button", name="Save changes").click()
    expect(page.get_by_test_id("pending-email")).to_contain_text(new_email)
    expect(page.get_by_label("E-mail")).to_have_value(session["email"])
    me = call(page, session, "/api/users/me")
    assert (me["email"], me["pendingEmail"]) == (session["email"], new_email)
    assert page.request.post("/api/users/signin", data={"email": new_email, "password": PASSWORD}).status == 401
    assert serious_violations(page) == []


def test_a_mailed_link_without_its_token_says_so(page: Page):
    page.goto("/account/confirm-email")
    expect(heading(page)).to_have_text("Confirm your new e-mail address")
    expect(page.get_by_text("This link is incomplete.")).to_be_visible()
    page.goto("/account/undo-email#" + "x" * 43)
    expect(page.get_by_text("This link is invalid, has already been used or has expired.")).to_be_visible()
    expect(page).to_have_url(re.compile(r"/account/undo-email$"))  # the token leaves the address bar


def test_download_my_data_then_delete_the_account_on_a_phone(mobile_page: Page, live_app):
    page = mobile_page
    session = sign_up(page, first_name="Daria")
    number, _name = add_delivered_order(live_app, session)
    open_as(page, session, "/account")
    privacy = page.get_by_role("region", name="Your data")
    privacy.scroll_into_view_if_needed()

    with page.expect_download() as waiting:
        privacy.get_by_role("button", name="Download my data").click()
    download = waiting.value
    exported = json.loads(Path(download.path()).read_text(encoding="utf-8"))
    assert exported["account"]["email"] == session["email"]
    assert [order["number"] for order in exported["orders"]] == [number]
    assert page.evaluate("document.documentElement.scrollWidth") <= 375

    privacy.get_by_role("button", name="Delete my account").click()
    dialog = page.get_by_role("dialog", name="Delete your account?")
    confirm = dialog.get_by_role("button", name="Delete my account for good")
    confirm.click()
    expect(dialog.get_by_text("Enter your current password")).to_be_visible()
    dialog.get_by_label("Current password").fill("not-my-password")
    confirm.click()
    expect(dialog.get_by_text("The current password is incorrect.")).to_be_visible()
    assert serious_violations(page) == []

    dialog.get_by_label("Current password").fill(PASSWORD)
    confirm.click()
    expect(page.get_by_text("Your account has been deleted.")).to_be_visible()
    expect(page).to_have_url(re.compile(r"/$"))
    assert stored_user(page) is None
    gone = page.request.get("/api/users/me", headers={"Authorization": f"Bearer {session['token']}"})
    assert gone.status == 401
    assert page.request.post("/api/users/signin", data={"email": session["email"], "password": PASSWORD}).status == 401


def test_change_password_checks_the_current_one(page: Page):
    session = sign_up(page)
    open_as(page, session, "/account/change-password")
    submit = page.get_by_role("button", name="Change password")

    submit.click()
    expect(page.get_by_text("Password is required")).to_be_visible()
    expect(page.get_by_text("Please confirm password")).to_be_visible()
    page.get_by_label("Current password").fill("not-my-password")
    page.get_by_label("New password", exact=True).fill("short")
    page.get_by_label("Confirm new password").fill("shorter")
    submit.click()
    expect(page.get_by_text("Password must be at least 6 characters")).to_be_visible()
    expect(page.get_by_text("Passwords do not match")).to_be_visible()

    page.get_by_label("New password", exact=True).fill("second-secret-2026")
    page.get_by_label("Confirm new password").fill("second-secret-2026")
    submit.click()
    expect(page.get_by_text("The current password is incorrect.")).to_be_visible()
    expect(page.get_by_label("Current password")).to_have_attribute("aria-invalid", "true")

    page.get_by_label("Current password").fill(PASSWORD)
    submit.click()
    expect(page.get_by_text("Your password has been changed.")).to_be_visible()
    expect(page.get_by_label("Current password")).to_have_value("")
    assert page.request.post("/api/users/signin", data={"email": session["email"], "password": PASSWORD}).status == 401
    sign_in(page, session["email"], "second-secret-2026")


def test_newsletter_choice_persists(page: Page):
    session = sign_up(page)
    open_as(page, session, "/account/newsletter")
    switch = page.get_by_role("switch", name="Send me the newsletter")
    expect(switch).not_to_be_checked()

    switch.click()
    # The toast (a status) says the server saved it; the line under the switch says the same words at once, while
    # the save is still on its way (CI once read /api/users/me in that moment).
    expect(page.get_by_role("status").filter(has_text="You are subscribed to the newsletter.")).to_be_visible()
    expect(switch).to_be_checked()
    assert call(page, session, "/api/users/me")["newsletter"] is True
    page.reload()
    expect(page.get_by_role("switch", name="Send me the newsletter")).to_be_checked()

    page.get_by_role("switch", name="Send me the newsletter").press("Space")
    expect(page.get_by_role("status").filter(has_text="You have unsubscribed from the newsletter.")).to_be_visible()
    assert call(page, session, "/api/users/me")["newsletter"] is False
    page.reload()
    expect(page.get_by_role("switch", name="Send me the newsletter")).not_to_be_checked()


def test_payment_profile_saves(any_page: Page):
    page = any_page
    session = sign_up(page)
    open_as(page, session, "/account/payment-profile")
    expect(page.get_by_role("radio", name="No preference")).to_be_checked()

    page.get_by_role("radio", name="Bank transfer").check()
    page.get_by_label("Name on invoices").fill("Iryna Bondar")
    page.get_by_label("VAT or tax number").fill("3012345678")
    page.get_by_label("Country").select_option("DE")
    page.get_by_role("button", name="Save changes").click()
    expect(page.get_by_text("Your payment profile has been saved.")).to_be_visible()

    profile = call(page, session, "/api/users/me/payment-profile")
    assert (profile["preferredMethod"], profile["billingName"], profile["taxId"], profile["country"]) == (
        "bank-transfer", "Iryna Bondar", "3012345678", "DE"
    )
    page.reload()
    expect(page.get_by_role("radio", name="Bank transfer")).to_be_checked()
    expect(page.get_by_label("Name on invoices")).to_have_value("Iryna Bondar")
    expect(page.get_by_label("Country")).to_have_value("DE")
    assert serious_violations(page) == []


# ---------------------------------------------------------------- affiliate, recurring payments


def test_affiliate_link_and_what_it_brought(page: Page):
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    session = sign_up(page)
    affiliate = call(page, session, "/api/users/me/affiliate")
    open_as(page, session, "/account/affiliate")
    link = page.get_by_label("Your referral link")
    expect(link).to_have_value(affiliate["link"])
    assert "?ref=" in affiliate["link"]

    page.get_by_role("button", name="Copy").click()
    expect(page.get_by_text("The link has been copied.")).to_be_visible()
    assert page.evaluate("navigator.clipboard.readText()") == affiliate["link"]

    # Someone signs up through the link: it counts.
    code = affiliate["link"].split("?ref=")[1]
    email = f"e2e-ref-{uuid.uuid4().hex[:10]}@example.com"
    referred = page.request.post("/api/users/signup", data={"email": email, "password": PASSWORD, "ref": code})
    assert referred.status == 201
    page.reload()
    expect(page.get_by_test_id("affiliate-signups").locator("dd")).to_have_text("1")
    expect(page.get_by_test_id("affiliate-revenue").locator("dd")).to_have_text("£0.00")


def test_recurring_payments_list_or_explain_there_are_none(page: Page):
    olena = sign_in(page, *OLENA)
    open_as(page, olena, "/account/recurring-payments")
    row = page.get_by_test_id("recurring-table").locator("tbody tr")
    expect(row).to_have_count(1)
    expect(row).to_contain_text(SWATCH_CLUB[0])
    expect(row).to_contain_text("£4.50 a month")
    expect(row).to_contain_text("Active")

    fresh = sign_up(page)
    open_as(page, fresh, "/account/recurring-payments")
    expect(page.get_by_role("heading", name="No subscriptions on this account")).to_be_visible()
    expect(page.get_by_text("nothing is charged to it automatically")).to_be_visible()


# ---------------------------------------------------------------- navigation, log-out, accessibility


def test_log_out_forgets_the_session(any_page: Page):
    page = any_page
    session = sign_up(page)
    open_as(page, session, "/account/edit-info")
    navigation = page.get_by_role("navigation", name="My account")
    expect(navigation.get_by_role("link", name="Edit info")).to_have_attribute("aria-current", "page")
    log_out = navigation.get_by_role("button", name="Log out")
    log_out.scroll_into_view_if_needed()
    log_out.click()

    expect(page).to_have_url(re.compile(r"/$"))
    expect(page.get_by_role("banner").get_by_role("link", name="Sign in")).to_be_visible()
    assert stored_user(page) is None
    revoked = page.request.get("/api/users/me", headers={"Authorization": f"Bearer {session['token']}"})
    assert revoked.status == 401


@pytest.mark.parametrize("slug", ["returns", "reward-points", "downloads", "affiliate", "recurring-payments"])
def test_sub_pages_have_one_heading_a_title_and_no_serious_axe_findings(any_page: Page, slug: str):
    page = any_page
    session = sign_in(page, *OLENA)
    open_as(page, session, f"/account/{slug}")
    expect(heading(page)).to_have_text(SUB_PAGES[slug])
    expect(heading(page)).to_have_count(1)
    expect(page).to_have_title(f"{SUB_PAGES[slug]} — Dance Fabrics")
    expect(page.locator("[aria-busy='true']")).to_have_count(0)
    assert serious_violations(page) == []
    assert json.loads(stored_user(page))["email"] == OLENA[0]
