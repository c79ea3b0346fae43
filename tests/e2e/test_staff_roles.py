"""Staff roles in the browser: a warehouse hand signs in, follows the account menu's link to the admin, finds only
the parcels there, is refused prices and statistics by the server, and marks a parcel sent with its tracking number
using the keyboard; at 1280 and 375 px."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from tests.e2e.helpers import serious_violations
from tests.e2e.test_admin_orders_queries import ADMIN, add_accepted_order, sign_in

WAREHOUSE = ("warehouse@example.com", "warehouse-shop-2026")


def test_the_warehouse_sends_a_parcel_without_seeing_a_price(any_page: Page, live_app):
    page = any_page
    order_id, number = add_accepted_order(live_app)
    page.goto("/account/authorization")
    page.get_by_label("Email").fill(WAREHOUSE[0])
    page.get_by_label("Password", exact=True).fill(WAREHOUSE[1])
    page.get_by_label("Password", exact=True).press("Enter")
    expect(page).to_have_url(re.compile(r"/account$"))

    page.get_by_role("link", name="Admin area").click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Parcels")
    token = page.evaluate("JSON.parse(localStorage.getItem('user')).token")
    bearer = {"Authorization": f"Bearer {token}"}
    for refused in ("/api/statistics/", "/api/orders", f"/api/orders/{order_id}", "/api/admin/products"):
        assert page.request.get(refused, headers=bearer).status == 403, refused

    parcel = page.get_by_test_id("parcel").filter(has_text=number)
    expect(parcel).to_contain_text("Iryna Bondar")
    expect(parcel).to_contain_text("1.5 m")
    expect(parcel).not_to_contain_text("₴")
    assert serious_violations(page, "main") == []

    tracking = parcel.get_by_label("Tracking number (optional)")
    tracking.focus()
    page.keyboard.type("20450912345678")
    page.keyboard.press("Tab")
    expect(parcel.get_by_role("button", name=f"Mark sent {number}")).to_be_focused()
    page.keyboard.press("Enter")
    # The e-mail the customer will get, shown before anything changes.
    dialog = page.get_by_role("dialog", name=f"Mark {number} sent?")
    expect(dialog.get_by_text("To: iryna.bondar@example.com")).to_be_visible()
    expect(dialog).to_contain_text("20450912345678")
    assert serious_violations(page, ".admin-mail-dialog") == []
    expect(dialog.get_by_role("button", name="Mark sent and e-mail the customer")).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.get_by_text(f"{number} marked sent")).to_be_visible()

    owner = sign_in(page, *ADMIN)
    order = page.request.get(f"/api/orders/{order_id}", headers={"Authorization": f"Bearer {owner['token']}"}).json()
    assert (order["status"], order["trackingNumber"]) == ("Sent", "20450912345678")
