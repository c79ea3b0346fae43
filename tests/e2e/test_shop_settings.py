"""Staff change the shop's phone and addresses in the admin's Shop settings, with the keyboard, and the shop says the
new details everywhere at once: the header, the footer, the contact page, checkout's pickup point, and a new order's
e-mail and invoice. At 1280 and at 375 px.

The test puts the demo shop's settings back afterwards, so the other browser tests see the shop as seeded.
"""
from __future__ import annotations

import io
import re
import uuid
from collections.abc import Iterator

import pytest
from playwright.sync_api import Page, expect

from shop.demo.catalogue import ADMIN_EMAIL, ADMIN_SECRET
from tests.e2e.helpers import add_to_cart, pick_products, serious_violations
from tests.smtp_inbox import running_inbox

SETTINGS = "/api/admin/settings"
PHONE = "+38 (044) 555-12-34"
SHOP_STREET = "7 Sahaidachnoho St"
SHOP_STREET_UA = "вул. Сагайдачного, 7"
PICKUP_STREET = "3 Podil Square"


def sign_in(page: Page) -> dict:
    answer = page.request.post("/api/users/signin", data={"email": ADMIN_EMAIL, "password": ADMIN_SECRET})
    assert answer.status == 200, answer.text()
    return answer.json()


def bearer(staff: dict) -> dict[str, str]:
    return {"Authorization": f"Bearer {staff['token']}"}


@pytest.fixture()
def staff(page: Page) -> Iterator[dict]:
    """The demo admin's session; the settings as they were are saved back after the test."""
    session = sign_in(page)
    before = page.request.get(SETTINGS, headers=bearer(session)).json()
    yield session
    restored = page.request.put(SETTINGS, headers=bearer(session), data=before)
    assert restored.ok, restored.text()


@pytest.fixture()
def smtp_inbox(live_app, live_server, monkeypatch):
    with running_inbox() as inbox:
        monkeypatch.setitem(live_app.config, "MAIL_SERVER", "127.0.0.1")
        monkeypatch.setitem(live_app.config, "MAIL_PORT", inbox.port)
        yield inbox


def open_as_staff(page: Page, staff: dict, path: str) -> None:
    """Opens ``path`` with the staff session in localStorage ``user``, as the sign-in page leaves it."""
    page.goto("/api/health")
    page.evaluate("session => localStorage.setItem('user', JSON.stringify(session))", staff)
    page.goto(path)


def fits(page: Page) -> bool:
    return page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


def edit_with_the_keyboard(page: Page) -> None:
    """The phone, the shop's street in English and Ukrainian, and the pickup point's street and Sunday hours, typed
    and chosen with the keyboard alone, then saved with Enter."""
    expect(page.get_by_role("heading", level=1, name="Shop settings")).to_be_visible()
    phone = page.get_by_label("Phone, as shown")
    phone.focus()
    page.keyboard.press("ControlOrMeta+a")
    page.keyboard.type(PHONE)
    page.keyboard.press("Tab")
    calls = page.get_by_label("Phone for calls (E.164)")
    expect(calls).to_be_focused()
    expect(calls).to_have_value("+380445551234")  # follows the phone shown

    shop = page.get_by_role("region", name="The shop's address")
    shop.get_by_role("tab", name=re.compile("English")).focus()
    page.keyboard.press("Tab")  # into the English panel: its first field is the street
    page.keyboard.press("ControlOrMeta+a")
    page.keyboard.type(SHOP_STREET)
    shop.get_by_role("tab", name=re.compile("English")).focus()
    page.keyboard.press("ArrowRight")
    expect(shop.get_by_role("tab", name=re.compile("Ukrainian"))).to_have_attribute("aria-selected", "true")
    page.keyboard.press("Tab")
    page.keyboard.press("ControlOrMeta+a")
    page.keyboard.type(SHOP_STREET_UA)

    pickup = page.get_by_role("region", name="Pickup point")
    pickup.get_by_role("tabpanel").get_by_label("Street and number").focus()
    page.keyboard.press("ControlOrMeta+a")
    page.keyboard.type(PICKUP_STREET)
    pickup.get_by_role("button", name="Add opening hours").focus()
    page.keyboard.press("Enter")
    second = pickup.get_by_role("group", name="Opening hours 2")
    expect(second.get_by_label("Monday")).to_be_focused()
    second.get_by_label("Sunday").focus()
    page.keyboard.press("Space")
    expect(second.get_by_label("Sunday")).to_be_checked()

    page.get_by_role("button", name="Save settings").focus()
    page.keyboard.press("Enter")
    saved = "Settings saved: the storefront, e-mails and invoices show them from now on."
    expect(page.get_by_text(saved)).to_be_visible()


def test_a_refused_value_is_said_beside_its_field_and_nothing_changes(page: Page, staff):
    open_as_staff(page, staff, "/admin-dash/settings")
    email = page.get_by_label("E-mail")
    email.fill("info@")
    page.get_by_role("button", name="Save settings").click()
    expect(page.get_by_role("alert").filter(has_text="Please check the highlighted fields.")).to_be_visible()
    expect(page.get_by_text("Please enter a valid email address.")).to_be_visible()
    expect(email).to_be_focused()
    assert page.request.get(SETTINGS, headers=bearer(staff)).json()["email"] == "info@dancefabrics.shop"
    assert serious_violations(page, "main") == []


def test_staff_change_the_shop_and_the_storefront_checkout_mail_and_invoice_say_it(page: Page, staff, smtp_inbox):
    open_as_staff(page, staff, "/admin-dash/settings")
    edit_with_the_keyboard(page)
    assert serious_violations(page, "main") == []

    # The storefront: the header's phone, the contact page and the footer, on the next page a shopper opens.
    page.goto("/contact-us")
    header = page.get_by_role("banner")
    expect(header.get_by_text(PHONE).first).to_be_visible()
    main = page.locator("main")
    expect(main.get_by_role("link", name=PHONE)).to_have_attribute("href", "tel:+380445551234")
    expect(main.get_by_text(SHOP_STREET)).to_be_visible()
    footer = page.locator("footer")
    footer.scroll_into_view_if_needed()
    expect(footer.get_by_text(SHOP_STREET, exact=False)).to_be_visible()
    expect(footer.get_by_role("link", name=PHONE)).to_be_visible()
    page.goto("/contact-us?lng=ua")
    expect(page.locator("main").get_by_text(SHOP_STREET_UA)).to_be_visible()
    page.goto("/contact-us?lng=en")

    # Checkout's pickup point, with the hours the new row added.
    fabric, _ = pick_products(page)
    add_to_cart(page, fabric, length="0.5")
    page.goto("/cart/checkout")
    expect(page.get_by_role("heading", level=1)).to_have_text("Checkout")
    page.get_by_role("radio", name=re.compile("^Pick up from our shop")).check()
    point = page.get_by_test_id("pickup-point")
    expect(point).to_contain_text(f"{PICKUP_STREET}, Kyiv 01001, Ukraine")
    expect(point).to_contain_text("Mon–Sat")
    expect(point).to_contain_text("Sun")
    expect(point).not_to_contain_text("Closed")  # Sunday has hours now

    # A new order's mail and invoice.
    email = f"settings-{uuid.uuid4().hex[:8]}@example.com"
    page.get_by_label("First name", exact=True).fill("Emma")
    page.get_by_label("Last name", exact=True).fill("Clarke")
    page.get_by_label("Email", exact=True).fill(email)
    page.get_by_label("Phone", exact=True).fill("+44 7700 900123")
    page.get_by_role("radio", name=re.compile("^Bank transfer")).check()
    page.get_by_role("button", name="Place order").click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Thank you for your order!")
    [mail] = [message for message in smtp_inbox.messages if message["To"] == email]
    text = mail.get_content()
    assert f"call us on {PHONE}" in text and f"{PICKUP_STREET}, Kyiv 01001, Ukraine" in text

    number = re.search(r"DF-\d{6}", page.locator("main").inner_text()).group(0)
    orders = page.request.get("/api/orders?status=Accepted", headers=bearer(staff)).json()
    order = next(each for each in orders if each["number"] == number)
    invoice = page.request.get(f"/api/orders/{order['_id']}/invoice", headers=bearer(staff))
    assert invoice.ok
    from pypdf import PdfReader
    words = " ".join(" ".join(p.extract_text() for p in PdfReader(io.BytesIO(invoice.body())).pages).split())
    assert PHONE in words and f"{SHOP_STREET}, Kyiv 01001, Ukraine" in words


def test_on_a_phone_the_settings_fit_and_the_shop_shows_the_change(mobile_page: Page, staff):
    page = mobile_page
    open_as_staff(page, staff, "/admin-dash/settings")
    expect(page.get_by_role("heading", level=1, name="Shop settings")).to_be_visible()
    assert fits(page)
    edit_with_the_keyboard(page)
    assert fits(page)

    page.goto("/contact-us")
    main = page.locator("main")
    expect(main.get_by_role("link", name=PHONE)).to_be_visible()
    expect(main.get_by_text(SHOP_STREET)).to_be_visible()
    assert fits(page)
    footer = page.locator("footer")
    footer.scroll_into_view_if_needed()
    expect(footer.get_by_text(SHOP_STREET, exact=False)).to_be_visible()
    page.get_by_role("button", name=re.compile("menu", re.IGNORECASE)).first.click()
    expect(page.get_by_role("dialog").get_by_role("link", name=re.compile(re.escape(PHONE)))).to_be_visible()
