"""Returns in the browser, at 1280 and 375 px: a shopper's return of one line of a delivered, paid order is found on
staff's Returns screen, approved with a note, marked received and refunded (the amount the order's frozen prices
give, shown before confirming); the shopper's order history then shows the refund and their returns page staff's
note and the Refunded status."""

from __future__ import annotations

import re
import uuid
from datetime import UTC, datetime
from decimal import Decimal

from playwright.sync_api import Page, expect

from shop.extensions import db
from shop.orders.models import Order, OrderEvent, OrderLine
from tests.e2e.helpers import serious_violations
from tests.e2e.test_admin_orders_queries import ADMIN, OLENA, open_as, sign_in


def delivered_order(live_app, user_id: str) -> tuple[str, str, str]:
    """Olena's delivered order, paid by bank transfer in GBP: 2 m of chiffon (£1.20 per 10 cm) and 3 glues (£6.49),
    written straight to the shop's database (its lines have no product: no stock moves); returns its id, number and
    the glue line's id."""
    number = f"E2E-{uuid.uuid4().hex[:8].upper()}"
    created = datetime.now(UTC)
    with live_app.app_context():
        chiffon = OrderLine(name="Chiffon Ivory", sku="E2E-CHF-1", quantity=Decimal("2"), minimum=Decimal("0.1"),
                            unit_price=Decimal("1.20"), unit_price_gbp=Decimal("1.20"), discount=0,
                            line_total=Decimal("24.00"))
        glue = OrderLine(name="Fabric glue", sku="E2E-GLUE-1", quantity=Decimal("3"), minimum=Decimal("1"),
                         unit_price=Decimal("6.49"), unit_price_gbp=Decimal("6.49"), discount=0,
                         line_total=Decimal("19.47"))
        order = Order(
            number=number, user_id=int(user_id), status="Delivered", is_paid=True, paid_at=created,
            payment_method="bank-transfer", currency="GBP", factor=Decimal("1"), subtotal=Decimal("43.47"),
            delivery_price=Decimal("3.50"), gift_card_amount=Decimal("0"), total_price=Decimal("46.97"),
            subtotal_gbp=Decimal("43.47"), total_gbp=Decimal("46.97"), comment="", created_at=created,
            delivery_method="nova-poshta-branch", delivery={"city": "Kyiv", "branch": "12"}, language="en",
            user_info={"firstName": "Olena", "lastName": "Kovalenko", "email": "olena.kovalenko@example.com",
                       "phone": "0501234567", "address": "", "city": "Kyiv", "postcode": "", "country": "UA"},
            lines=[chiffon, glue],
            events=[OrderEvent(kind="status", from_value=None, to_value="Delivered", created_at=created)],
        )
        db.session.add(order)
        db.session.commit()
        return str(order.id), number, str(glue.id)


def test_staff_refund_one_line_and_the_shoppers_history_shows_it(any_page: Page, live_app):
    page = any_page
    olena = sign_in(page, *OLENA)
    _order_id, number, glue_line = delivered_order(live_app, olena["_id"])
    asked = page.request.post("/api/users/me/returns", headers={"Authorization": f"Bearer {olena['token']}"},
                              data={"lineId": glue_line, "quantity": "1", "reason": "changed-mind"})
    assert asked.status == 201, asked.text()

    staff = sign_in(page, *ADMIN)
    open_as(page, staff, "/admin-dash/returns")
    expect(page.get_by_role("heading", level=1)).to_have_text("Returns")
    search = page.get_by_role("searchbox", name="Order, shopper or product")
    search.fill(number)
    search.press("Enter")
    row = page.get_by_test_id("return-row")
    expect(row).to_have_count(1)
    expect(row).to_contain_text("Fabric glue")
    expect(row).to_contain_text("£6.49")
    expect(row).to_contain_text("Requested")
    assert serious_violations(page, "main") == []
    row.get_by_role("link", name="Fabric glue").click()
    expect(page.get_by_role("heading", level=1)).to_have_text(f"Fabric glue from {number}")

    page.get_by_role("button", name="Approve").click()
    dialog = page.get_by_role("dialog", name=re.compile("Approve the return"))
    dialog.get_by_label(re.compile("A note for the shopper")).fill("Please send it in its box.")
    dialog.get_by_role("button", name="Approve").click()
    expect(dialog).to_be_hidden()
    expect(page.get_by_test_id("return-status")).to_have_text("Approved")

    page.once("dialog", lambda confirm: confirm.accept())
    page.get_by_role("button", name="Goods received").click()
    expect(page.get_by_test_id("return-status")).to_have_text("Received")

    page.get_by_role("button", name="Refund").click()
    dialog = page.get_by_role("dialog", name=re.compile("Refund the return"))
    expect(dialog.get_by_test_id("refund-amount")).to_have_text("£6.49")
    dialog.get_by_label("Refund the delivery as well (£3.50)").check()
    expect(dialog.get_by_test_id("refund-amount")).to_have_text("£9.99")
    assert serious_violations(page, "[role=dialog]") == []
    dialog.get_by_role("button", name="Refund").click()
    expect(dialog).to_be_hidden()
    expect(page.get_by_test_id("return-status")).to_have_text("Refunded")
    expect(page.get_by_test_id("refund-row")).to_contain_text("£9.99")
    expect(page.get_by_test_id("money-left")).to_have_text("£36.98")
    expect(page.get_by_role("button", name="Refund")).to_have_count(0)

    # The shopper sees it: the refund on the order in their history, the note and status on their returns page.
    open_as(page, olena, "/account/order-history")
    card = page.locator(f"[data-order-number='{number}']")
    refund = card.get_by_test_id("order-refund")
    expect(refund).to_contain_text("£9.99 refunded")
    expect(refund).to_contain_text("Fabric glue × 1")
    expect(refund).to_contain_text("delivery")
    assert serious_violations(page, "main") == []
    page.goto("/account/returns")
    answer = page.get_by_test_id("returns-table").get_by_role("row").filter(has_text=number)
    expect(answer).to_contain_text("Refunded")
    expect(answer).to_contain_text("Our answer: Please send it in its box.")


def test_staff_refund_part_of_a_line_from_the_order_page(any_page: Page, live_app):
    page = any_page
    olena = sign_in(page, *OLENA)
    order_id, number, _glue = delivered_order(live_app, olena["_id"])
    staff = sign_in(page, *ADMIN)
    open_as(page, staff, f"/admin-dash/order-details/{order_id}")
    refunds = page.locator("#admin-order-refunds").locator("xpath=..")
    expect(refunds.get_by_text("Nothing refunded on this order yet.")).to_be_visible()
    page.get_by_role("button", name="Refund lines or delivery…").click()
    dialog = page.get_by_role("dialog", name=f"Refund from order {number}")
    dialog.get_by_label("Chiffon Ivory (E2E-CHF-1)").fill("0.55")
    expect(dialog.get_by_text("A quantity on the line's step, no more than is left.")).to_be_visible()
    dialog.get_by_label("Chiffon Ivory (E2E-CHF-1)").fill("0.5")
    expect(dialog.get_by_test_id("order-refund-amount")).to_have_text("£6.00")  # 5 x £1.20 per 10 cm
    dialog.get_by_label("Put the goods back in stock").uncheck()
    dialog.get_by_role("button", name="Refund").click()
    expect(dialog).to_be_hidden()
    expect(page.get_by_test_id("refund-row")).to_contain_text("Chiffon Ivory × 0.5")
    expect(page.get_by_test_id("refund-row")).to_contain_text("£6.00")
    # The order is read again after the refund: its history then starts with it (a bound, not a wait).
    expect(page.get_by_test_id("history-entry").first).to_contain_text("Refunded: £6.00", timeout=15_000)

    open_as(page, olena, "/account/order-history")
    refund = page.locator(f"[data-order-number='{number}']").get_by_test_id("order-refund")
    expect(refund).to_contain_text("£6.00 refunded")
    expect(refund).to_contain_text("by the shop")
