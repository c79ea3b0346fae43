"""Staff's long lists in the browser, at 1280 and 375 px and by keyboard: the product list 50 a page sorted by stock
(what the server answers for the same order, page after page), and an order found by its phone typed another way
than the customer typed it."""

from __future__ import annotations

import math
import random
import re
import uuid
from datetime import UTC, datetime
from decimal import Decimal

from playwright.sync_api import Locator, Page, expect

from shop.extensions import db
from shop.orders.models import Order, OrderEvent, OrderLine
from tests.e2e.helpers import serious_violations

ADMIN = ("admin@example.com", "admin-shop-2026")


def sign_in(page: Page) -> dict:
    response = page.request.post("/api/users/signin", data={"email": ADMIN[0], "password": ADMIN[1]})
    assert response.status == 200, response.text()
    return response.json()


def open_as_staff(page: Page, session: dict, path: str) -> None:
    """Opens `path` with the staff session in localStorage `user`, as the sign-in page leaves it."""
    page.goto("/api/health")
    page.evaluate("session => localStorage.setItem('user', JSON.stringify(session))", session)
    page.evaluate("localStorage.removeItem('orderPaginate')")
    page.goto(path)


def staff_get(page: Page, session: dict, path: str):
    response = page.request.get(path, headers={"Authorization": f"Bearer {session['token']}"})
    assert response.ok, f"{path}: {response.status}"
    return response


def tab_to(page: Page, target: Locator, presses: int = 40) -> None:
    """Moves the focus with Tab, as a keyboard user does, until it reaches ``target``."""
    for _ in range(presses):
        if target.evaluate("element => element === document.activeElement"):
            return
        page.keyboard.press("Tab")
    raise AssertionError("the control cannot be reached with Tab")


def product_rows(page: Page) -> Locator:
    return page.locator(".ac-products tbody tr")


def skus_shown(page: Page) -> list[str]:
    return [code.strip() for code in product_rows(page).locator("code").all_inner_texts()]


def test_the_product_list_50_a_page_sorted_by_stock(any_page: Page):
    page = any_page
    staff = sign_in(page)
    total = int(staff_get(page, staff, "/api/admin/products?limit=1").headers["x-total-count"])
    first = [p["product_id"] for p in staff_get(page, staff, "/api/admin/products?sort=stock_asc&limit=50").json()]
    second = [p["product_id"] for p in staff_get(
        page, staff, "/api/admin/products?sort=stock_asc&limit=50&page=2").json()]
    assert total > 100 and len(first) == len(second) == 50

    open_as_staff(page, staff, "/admin-dash/all-products")
    expect(page.get_by_role("heading", level=1, name="Products")).to_be_visible()
    expect(product_rows(page)).to_have_count(25)
    pager = page.get_by_test_id("pager-status")
    expect(pager).to_have_text(f"Page 1 of {math.ceil(total / 25)}")

    # By keyboard: Tab from the search box to the order, type to its option; then to the page size.
    search = page.get_by_label("Search by SKU or name")
    search.focus()
    sort = page.get_by_label("Sort by")
    tab_to(page, sort)
    page.keyboard.type("Stock, l")
    expect(sort).to_have_value("stock_asc")
    per_page = page.get_by_label("Per page")
    per_page.focus()
    page.keyboard.press("ArrowDown")
    expect(per_page).to_have_value("50")

    expect(page).to_have_url(re.compile(r"/admin-dash/all-products\?(?=.*sort=stock_asc)(?=.*limit=50)"))
    expect(pager).to_have_text(f"Page 1 of {math.ceil(total / 50)}")
    expect(product_rows(page)).to_have_count(50)
    expect(page.locator(".ac-products thead th[aria-sort]")).to_have_accessible_name("Stock")
    expect(page.locator(".ac-products thead th[aria-sort]")).to_have_attribute("aria-sort", "ascending")
    assert skus_shown(page) == first
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    assert serious_violations(page) == []

    next_page = page.get_by_role("button", name=re.compile("Next"))
    next_page.focus()
    page.keyboard.press("Enter")
    expect(pager).to_have_text(f"Page 2 of {math.ceil(total / 50)}")
    expect(product_rows(page).first.locator("code")).to_have_text(second[0])
    assert skus_shown(page) == second

    # The order and page size survive a reload, as the URL keeps them.
    page.reload()
    expect(pager).to_have_text(f"Page 2 of {math.ceil(total / 50)}")
    expect(page.get_by_label("Sort by")).to_have_value("stock_asc")
    expect(page.get_by_label("Per page")).to_have_value("50")


def add_order_with_phone(live_app, phone: str) -> str:
    """A guest's accepted, unpaid order written straight to the shop's database, its phone typed as given (its line
    has no product); returns its number."""
    number = f"E2E-{uuid.uuid4().hex[:8].upper()}"
    created = datetime.now(UTC)
    with live_app.app_context():
        line = OrderLine(name="Chiffon Ivory", sku="E2E-CHF-1", quantity=Decimal("1.5"), minimum=Decimal("0.1"),
                         unit_price=Decimal("95.00"), discount=0, line_total=Decimal("1425.00"))
        order = Order(
            number=number, status="Accepted", is_paid=False, payment_method="bank-transfer", currency="UAH",
            factor=Decimal("56.05"), subtotal=Decimal("1425.00"), delivery_price=Decimal("0"),
            gift_card_amount=Decimal("0"), total_price=Decimal("1425.00"), comment="", created_at=created,
            delivery_method="nova-poshta-branch", delivery={"city": "Kyiv", "branch": "12"},
            user_info={"firstName": "Оксана", "lastName": "Литвин", "email": "oksana.lytvyn@example.com",
                       "phone": phone, "address": "", "city": "Kyiv", "postcode": "", "country": "UA"},
            lines=[line], events=[OrderEvent(kind="status", from_value=None, to_value="Accepted", created_at=created)],
        )
        db.session.add(order)
        db.session.commit()
    return number


def test_an_order_is_found_by_its_phone_typed_another_way(any_page: Page, live_app):
    page = any_page
    digits = f"{random.randrange(10**6, 10**7)}"
    number = add_order_with_phone(live_app, f"+38 (093) {digits[:3]}-{digits[3:5]}-{digits[5:]}")
    staff = sign_in(page)
    accepted = int(staff_get(page, staff, "/api/orders?status=Accepted&limit=1").headers["x-total-count"])
    open_as_staff(page, staff, "/admin-dash/view-order")
    rows = page.get_by_test_id("order-row")
    expect(rows.first).to_be_visible()

    search = page.get_by_role("searchbox", name="Search orders")
    expect(search).to_have_accessible_description("Order number, customer’s name, e-mail or phone")
    search.focus()
    page.keyboard.type(f"093 {digits[:3]} {digits[3:]}")
    expect(rows).to_have_count(1)
    expect(rows.first.get_by_role("link", name=number)).to_be_visible()
    expect(rows.first).to_contain_text("Оксана Литвин")
    expect(page.get_by_test_id("pager-status")).to_have_text("Page 1 of 1")
    expect(page).to_have_url(re.compile(rf"\?q=093\+{digits[:3]}\+{digits[3:]}$"))

    # The status filter keeps the search: the order is accepted and not paid.
    paid = page.get_by_role("radio", name="Paid", exact=True)
    paid.focus()
    page.keyboard.press("Space")
    expect(page.get_by_text(f"No order matches “093 {digits[:3]} {digits[3:]}”.")).to_be_visible()
    page.get_by_role("radio", name="Accepted", exact=True).check()
    expect(rows).to_have_count(1)
    assert serious_violations(page) == []
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")

    # The whole number in its local form finds it too, at once on Enter.
    search.fill(f"093{digits}")
    page.keyboard.press("Enter")
    expect(page).to_have_url(re.compile(rf"q=093{digits}"))
    expect(rows).to_have_count(1)
    search.fill("")
    page.keyboard.press("Enter")
    expect(page).to_have_url(re.compile(r"\?status=Accepted$"))
    expect(rows).to_have_count(min(4, accepted))
