"""The admin area's queries, orders and order pages against the live API: staff filter, page, change and delete
call-back queries (with the spec's confirmation and toasts), filter orders (paid rows green) and move an order on;
shoppers and signed-out visitors get the not-found page, which takes them to /."""

from __future__ import annotations

import math
import re
import uuid
from datetime import UTC, datetime
from decimal import Decimal

import pytest
from playwright.sync_api import Page, expect

from shop.extensions import db
from shop.orders.models import Order, OrderEvent, OrderLine
from tests.e2e.helpers import serious_violations

ADMIN = ("admin@example.com", "admin-shop-2026")
OLENA = ("olena.kovalenko@example.com", "shopper-2026")
PER_PAGE = 4
PAID_GREEN = "rgb(227, 242, 232)"


def sign_in(page: Page, email: str, password: str) -> dict:
    response = page.request.post("/api/users/signin", data={"email": email, "password": password})
    assert response.status == 200, response.text()
    return response.json()


def open_as(page: Page, session: dict | None, path: str) -> None:
    """Opens `path` with the session stored in localStorage `user`, as the sign-in page would leave it."""
    page.goto("/api/health")
    if session is None:
        page.evaluate("localStorage.removeItem('user')")
    else:
        page.evaluate("session => localStorage.setItem('user', JSON.stringify(session))", session)
    page.goto(path)


def staff_get(page: Page, session: dict, path: str):
    response = page.request.get(path, headers={"Authorization": f"Bearer {session['token']}"})
    assert response.ok, f"{path}: {response.status}"
    return response


def pages_of(total: int) -> int:
    return max(1, math.ceil(total / PER_PAGE))


def pager(page: Page):
    return page.get_by_test_id("pager-status")


def heading(page: Page):
    return page.get_by_role("heading", level=1)


def new_query(page: Page) -> tuple[str, str]:
    """A call-back request of this test's own (the public form's call); returns its name and phone."""
    name = f"E2E Caller {uuid.uuid4().hex[:6]}"
    phone = "+380504007015"
    response = page.request.post("/api/queries", data={"name": name, "phone": phone, "query": "Please call me back"})
    assert response.status == 201, response.text()
    return name, phone


def add_accepted_order(live_app) -> tuple[str, str]:
    """A guest's new UAH order, just accepted and not paid, written straight to the shop's database (its line has
    no product, so cancelling it moves no stock); returns its id and number."""
    number = f"E2E-{uuid.uuid4().hex[:8].upper()}"
    created = datetime.now(UTC)
    with live_app.app_context():
        line = OrderLine(name="Chiffon Ivory", sku="E2E-CHF-1", quantity=Decimal("1.5"), minimum=Decimal("0.1"),
                         unit_price=Decimal("95.00"), discount=0, line_total=Decimal("1425.00"))
        order = Order(
            number=number, status="Accepted", is_paid=False, payment_method="bank-transfer", currency="UAH",
            factor=Decimal("56.05"), subtotal=Decimal("1425.00"), delivery_price=Decimal("84.08"),
            gift_card_amount=Decimal("0"), total_price=Decimal("1509.08"), comment="Before Saturday, please.",
            created_at=created, delivery_method="nova-poshta-branch", delivery={"city": "Kyiv", "branch": "12"},
            user_info={"firstName": "Iryna", "lastName": "Bondar", "email": "iryna.bondar@example.com",
                       "phone": "0501234567", "address": "", "city": "Kyiv", "postcode": "", "country": "UA"},
            lines=[line],
            events=[OrderEvent(kind="status", from_value=None, to_value="Accepted", created_at=created)],
        )
        db.session.add(order)
        db.session.commit()
        return str(order.id), number


# ---------------------------------------------------------------- the guard


@pytest.mark.parametrize("who", ["signed out", "shopper"])
def test_only_staff_get_the_admin_area(page: Page, who: str):
    session = sign_in(page, *OLENA) if who == "shopper" else None
    chunks: list[str] = []
    page.on("request", lambda request: chunks.append(request.url) if "/assets/AdminApp-" in request.url else None)
    open_as(page, session, "/admin-dash/queries")
    expect(page.get_by_role("heading", name="Page not found")).to_be_visible()
    expect(page.get_by_role("navigation", name="Admin sections")).to_have_count(0)
    expect(page).to_have_url(re.compile(r"/$"), timeout=10_000)
    assert chunks == [], "the admin code is not downloaded for anyone but staff"


def test_staff_sign_in_through_the_form_and_open_info(page: Page):
    page.goto("/account/authorization")
    page.get_by_label("Email").fill(ADMIN[0])
    page.get_by_label("Password", exact=True).fill(ADMIN[1])
    page.get_by_role("main").get_by_role("button", name="Sign in", exact=True).click()
    expect(page).to_have_url(re.compile(r"/account$"))

    page.goto("/admin-dash")
    expect(heading(page)).to_have_text("Info")
    expect(page.locator(".site-header, .site-footer")).to_have_count(0)
    nav = page.get_by_role("navigation", name="Admin sections")
    sections = ["Info", "Queries", "Products", "Orders", "Main Slider", "Colors", "Exit"]
    expect(nav.get_by_role("link")).to_have_text(sections)
    expect(page.get_by_test_id("stat-revenue")).to_contain_text("£")
    queries_link = page.get_by_role("link", name="Go to queries")
    expect(queries_link).to_have_attribute("href", "/admin-dash/queries?status=Unprocessed")

    nav.get_by_role("link", name="Exit").click()
    expect(page).to_have_url(re.compile(r"/$"))


# ---------------------------------------------------------------- queries


def test_a_query_is_changed_and_deleted_with_the_confirmation_and_the_toasts(page: Page):
    session = sign_in(page, *ADMIN)
    name, _phone = new_query(page)
    open_as(page, session, "/admin-dash/queries")
    page.get_by_role("radio", name="Unprocessed", exact=True).check()
    row = page.get_by_test_id("query-row").filter(has_text=name)
    expect(row.get_by_text("Unprocessed", exact=True)).to_be_visible()

    row.get_by_role("button", name="Change").click()
    expect(page.get_by_text("Status successfully changed", exact=True)).to_be_visible()
    # Processed now: gone from the Unprocessed list, first (the newest) among the processed ones.
    expect(row).to_have_count(0)
    page.get_by_role("radio", name="Processed", exact=True).check()
    expect(page.get_by_test_id("query-row").first).to_contain_text(name)
    expect(row.get_by_text("Processed", exact=True)).to_be_visible()

    page.once("dialog", lambda dialog: dialog.dismiss())
    row.get_by_role("button", name="Delete").click()
    expect(row).to_have_count(1)

    messages: list[str] = []

    def accept(dialog) -> None:
        messages.append(dialog.message)
        dialog.accept()

    page.once("dialog", accept)
    row.get_by_role("button", name="Delete").click()
    expect(page.get_by_text("The query was removed successfully!", exact=True)).to_be_visible()
    expect(row).to_have_count(0)
    assert messages == ["Do you really want to delete this query?"]
    names = [query["name"] for query in staff_get(page, session, "/api/queries").json()]
    assert name not in names


def test_queries_page_filter_and_go_back_to_page_1(page: Page):
    session = sign_in(page, *ADMIN)
    new_query(page)
    queries = staff_get(page, session, "/api/queries").json()
    processed = [query for query in queries if query["status"] == "Processed"]
    assert len(queries) > PER_PAGE and processed

    open_as(page, session, "/admin-dash/queries")
    expect(pager(page)).to_have_text(f"Page 1 of {pages_of(len(queries))}")
    expect(page.get_by_test_id("query-row")).to_have_count(PER_PAGE)
    page.get_by_role("button", name="Next").click()
    expect(pager(page)).to_have_text(f"Page 2 of {pages_of(len(queries))}")

    page.get_by_role("radio", name="Processed", exact=True).check()
    expect(pager(page)).to_have_text(f"Page 1 of {pages_of(len(processed))}")
    expect(page.get_by_test_id("query-row").first).to_contain_text(processed[0]["name"])
    expect(page).to_have_url(re.compile(r"\?status=Processed$"))


def test_queries_say_when_none_has_the_status(page: Page):
    session = sign_in(page, *ADMIN)
    unprocessed = [q for q in staff_get(page, session, "/api/queries").json() if q["status"] == "Unprocessed"]
    # Every seeded status has queries; the list the server answers here has no processed one.
    page.route("**/api/queries", lambda route: route.fulfill(json=unprocessed))
    open_as(page, session, "/admin-dash/queries")
    expect(page.get_by_test_id("query-row").first).to_be_visible()
    page.get_by_role("radio", name="Processed", exact=True).check()
    expect(page.get_by_text("There are no queries with this status!")).to_be_visible()
    expect(page.get_by_test_id("query-row")).to_have_count(0)


# ---------------------------------------------------------------- orders


def test_orders_filter_page_and_paid_rows_are_green(page: Page):
    session = sign_in(page, *ADMIN)
    total = int(staff_get(page, session, "/api/orders?limit=1").headers["x-total-count"])
    paid_total = int(staff_get(page, session, "/api/orders?status=Paid&limit=1").headers["x-total-count"])
    first_page = staff_get(page, session, "/api/orders?page=1&limit=4").json()

    open_as(page, session, "/admin-dash/view-order")
    rows = page.get_by_test_id("order-row")
    expect(rows).to_have_count(len(first_page))
    expect(pager(page)).to_have_text(f"Page 1 of {pages_of(total)}")
    for row, order in zip(rows.all(), first_page, strict=True):
        expect(row.get_by_role("link", name=order["number"])).to_have_attribute(
            "href", f"/admin-dash/order-details/{order['_id']}")
        expect(row).to_contain_text("Paid" if order["isPaid"] else "Not paid")
        colour = row.locator("td").first.evaluate("cell => getComputedStyle(cell).backgroundColor")
        assert (colour == PAID_GREEN) == order["isPaid"], (order["number"], colour)

    page.get_by_role("button", name="Next").click()
    expect(pager(page)).to_have_text(f"Page 2 of {pages_of(total)}")
    page.get_by_role("radio", name="Paid", exact=True).check()
    expect(pager(page)).to_have_text(f"Page 1 of {pages_of(paid_total)}")
    expect(page).to_have_url(re.compile(r"\?status=Paid$"))
    expect(rows.first).to_be_visible()
    for row in rows.all():
        expect(row).to_have_class(re.compile(r"admin-order--paid"))
        expect(row).to_contain_text("Paid")


def test_orders_say_when_none_has_the_status(page: Page):
    session = sign_in(page, *ADMIN)
    page.route("**/api/orders?status=Delivered*", lambda route: route.fulfill(json=[], headers={"X-Total-Count": "0"}))
    open_as(page, session, "/admin-dash/view-order")
    expect(page.get_by_test_id("order-row").first).to_be_visible()
    page.get_by_role("radio", name="Delivered", exact=True).check()
    expect(page.get_by_text("There are no orders with this status!")).to_be_visible()


def test_an_order_is_moved_on_from_its_page(page: Page, live_app):
    session = sign_in(page, *ADMIN)
    order_id, number = add_accepted_order(live_app)
    open_as(page, session, "/admin-dash/view-order")
    page.get_by_role("link", name=number).click()
    expect(heading(page)).to_have_text(f"Order {number}")
    expect(page.get_by_text("₴1,509.08").first).to_be_visible()
    expect(page.get_by_text("1.5 m")).to_be_visible()
    delivery = page.get_by_role("group", name="Delivery status")
    payment = page.get_by_role("group", name="Payment")
    expect(delivery.get_by_role("radio")).to_have_count(3)
    expect(delivery.get_by_role("radio", name="Accepted", exact=True)).to_be_checked()
    expect(delivery.get_by_role("radio", name="Sent", exact=True)).to_be_enabled()
    expect(delivery.get_by_role("radio", name="Delivered", exact=True)).to_be_disabled()
    expect(payment.get_by_role("radio", name="Not paid", exact=True)).to_be_checked()

    delivery.get_by_role("radio", name="Sent", exact=True).click()
    # A change that e-mails the customer shows the e-mail first.
    dialog = page.get_by_role("dialog", name=f"Mark {number} sent?")
    expect(dialog.get_by_text("To: iryna.bondar@example.com")).to_be_visible()
    dialog.get_by_role("button", name="Mark sent and e-mail the customer").click()
    expect(page.get_by_text("Order status changed to Sent.")).to_be_visible()
    expect(delivery.get_by_role("radio", name="Sent", exact=True)).to_be_checked()
    expect(delivery.get_by_role("radio", name="Delivered", exact=True)).to_be_enabled()
    expect(delivery.get_by_role("radio", name="Accepted", exact=True)).to_be_disabled()
    expect(page.get_by_test_id("history-entry").first).to_contain_text("Accepted")
    expect(page.get_by_test_id("history-entry").first).to_contain_text(f"by {ADMIN[0]}")

    # From the keyboard: the arrow key chooses the next option, and the focus stays on it once it is saved.
    payment.get_by_role("radio", name="Not paid", exact=True).focus()
    page.keyboard.press("ArrowRight")
    dialog = page.get_by_role("dialog", name=f"Mark {number} paid?")
    expect(dialog.get_by_role("button", name="Mark paid and e-mail the customer")).to_be_focused()
    expect(dialog.get_by_text("To: iryna.bondar@example.com")).to_be_visible()
    page.keyboard.press("Enter")
    expect(page.get_by_text("The order is marked as paid.")).to_be_visible()
    expect(payment.get_by_role("radio", name="Paid", exact=True)).to_be_checked()
    expect(payment.get_by_role("radio", name="Paid", exact=True)).to_be_focused()

    page.once("dialog", lambda dialog: dialog.accept())
    page.get_by_role("button", name="Cancel order").click()
    expect(page.get_by_text("Order status changed to Cancelled.")).to_be_visible()
    expect(page.get_by_role("button", name="Cancel order")).to_have_count(0)
    for option in ("Accepted", "Sent", "Delivered"):
        expect(delivery.get_by_role("radio", name=option, exact=True)).to_be_disabled()
        expect(delivery.get_by_role("radio", name=option, exact=True)).not_to_be_checked()
    expect(page.get_by_text("This order's delivery status can no longer change.")).to_be_visible()

    saved = staff_get(page, session, f"/api/orders/{order_id}").json()
    assert (saved["status"], saved["isPaid"]) == ("Cancelled", True)
    assert [(event["from"], event["to"]) for event in saved["history"]][-3:] == [
        ("Accepted", "Sent"), ("Not paid", "Paid"), ("Sent", "Cancelled")]

    page.get_by_role("link", name="All orders").click()
    row = page.get_by_test_id("order-row").filter(has_text=number)
    expect(row).to_contain_text("Cancelled")
    expect(row).to_have_class(re.compile(r"admin-order--paid"))


# ---------------------------------------------------------------- layout and accessibility


def test_the_menu_is_a_drawer_on_a_phone(mobile_page: Page):
    page = mobile_page
    session = sign_in(page, *ADMIN)
    open_as(page, session, "/admin-dash")
    expect(heading(page)).to_have_text("Info")
    expect(page.get_by_role("navigation", name="Admin sections")).to_have_count(0)
    burger = page.get_by_role("button", name="Open the admin menu")
    burger.click()
    drawer = page.get_by_role("dialog", name="Admin menu")
    expect(drawer).to_be_visible()
    page.keyboard.press("Escape")
    expect(drawer).to_have_count(0)
    expect(burger).to_be_focused()

    burger.click()
    drawer.get_by_role("link", name="Orders").click()
    expect(drawer).to_have_count(0)
    expect(heading(page)).to_have_text("Orders")
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


def test_the_admin_styles_are_a_stylesheet_the_storefront_never_loads(page: Page):
    admin_sheet = "[...document.styleSheets].some((sheet) => (sheet.href || '').includes('/assets/admin-entry-'))"
    page.goto("/")
    expect(page.get_by_role("banner")).to_be_visible()
    assert not page.evaluate(admin_sheet)
    open_as(page, sign_in(page, *ADMIN), "/admin-dash")
    expect(heading(page)).to_have_text("Info")
    assert page.evaluate(admin_sheet)
    # Its rules apply: admin.css pads the admin's main area (a bare <main> has no padding).
    assert page.evaluate("parseFloat(getComputedStyle(document.querySelector('.admin-main')).paddingTop)") > 0


@pytest.mark.parametrize("path", ["/admin-dash", "/admin-dash/queries", "/admin-dash/view-order", "order"])
def test_admin_screens_have_no_serious_accessibility_problems(any_page: Page, path: str):
    page = any_page
    session = sign_in(page, *ADMIN)
    if path == "order":
        first = staff_get(page, session, "/api/orders?page=1&limit=1").json()[0]
        path = f"/admin-dash/order-details/{first['_id']}"
    open_as(page, session, path)
    expect(heading(page)).to_be_visible()
    expect(page.locator(".admin-skeleton")).to_have_count(0)
    assert serious_violations(page) == []
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
