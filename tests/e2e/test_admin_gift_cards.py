"""Staff's gift-card screen in the browser: a card bought and paid is found by its buyer's e-mail and by its last
four characters, its ledger read, sent again under a new code (after confirming), and the new card voided with a
reason typed in the dialog; at 1280 and 375 px, the void done with the keyboard."""

from __future__ import annotations

import re
import uuid

from playwright.sync_api import Page, expect

from tests.e2e.helpers import serious_violations
from tests.e2e.test_admin_orders_queries import ADMIN, open_as, sign_in


def bought_card(page: Page, session: dict) -> tuple[str, str]:
    """A £25 card bought by a buyer of this test's own, paid by bank transfer and marked paid by staff; returns the
    buyer's e-mail and the order's number."""
    buyer = f"gc-{uuid.uuid4().hex[:8]}@example.com"
    placed = page.request.post("/api/orders", headers={"Idempotency-Key": str(uuid.uuid4())}, data={
        "currency": "GBP", "paymentMethod": "bank-transfer", "delivery": {"method": "email"},
        "contact": {"firstName": "Marta", "lastName": "Kovalchuk", "email": buyer, "phone": "0501234567"},
        "lines": [{"sku": "GIFT-025", "quantity": 1,
                   "giftCard": {"recipientName": "Ira", "recipientEmail": "ira@example.com", "message": "Enjoy!"}}]})
    assert placed.status == 201, placed.text()
    order = placed.json()
    paid = page.request.put(f"/api/orders/{order['_id']}/payment", data={"isPaid": True},
                            headers={"Authorization": f"Bearer {session['token']}"})
    assert paid.ok, paid.text()
    return buyer, order["number"]


def test_staff_find_resend_and_void_a_gift_card(any_page: Page):
    page = any_page
    session = sign_in(page, *ADMIN)
    buyer, number = bought_card(page, session)
    open_as(page, session, "/admin-dash/gift-cards")
    expect(page.get_by_role("heading", level=1)).to_have_text("Gift cards")
    search = page.get_by_role("searchbox", name="Search")
    search.fill(buyer)
    search.press("Enter")
    row = page.get_by_test_id("gift-card-row")
    expect(row).to_have_count(1)
    expect(row).to_contain_text("Marta Kovalchuk")
    expect(row).to_contain_text(number)
    expect(row).to_contain_text("£25.00")
    last4 = re.search(r"•••• ([A-Z2-9]{4})", row.get_by_role("link").first.inner_text()).group(1)
    assert serious_violations(page, "main") == []

    # The last four characters find it too.
    search.fill(last4.lower())
    search.press("Enter")
    expect(page).to_have_url(re.compile(f"search={last4.lower()}"))
    page.get_by_role("link", name=f"•••• {last4}").click()
    expect(page.get_by_role("heading", level=1)).to_have_text(f"Gift card •••• {last4}")
    expect(page.get_by_test_id("ledger-entry")).to_have_count(1)
    expect(page.get_by_test_id("ledger-entry")).to_contain_text(f"Issued, order {number}")

    # Sent again once confirmed: a new card, which names the one it replaces.
    page.once("dialog", lambda dialog: dialog.accept())
    page.get_by_role("button", name="Resend").click()
    expect(page.get_by_role("heading", level=1)).not_to_have_text(f"Gift card •••• {last4}")
    expect(page.get_by_role("link", name=f"•••• {last4}")).to_be_visible()
    assert serious_violations(page, "main") == []

    # Voided with the keyboard: the dialog asks for the reason first.
    page.get_by_role("button", name="Void", exact=True).focus()
    page.keyboard.press("Enter")
    dialog = page.get_by_role("dialog", name=re.compile("Void card"))
    expect(dialog).to_be_visible()
    page.keyboard.press("Enter")  # no reason yet
    expect(dialog.get_by_text("Say why the card is being voided.")).to_be_visible()
    page.keyboard.type("The buyer asked for a refund")
    page.keyboard.press("Enter")
    expect(dialog).to_be_hidden()
    expect(page.get_by_text("Reason: The buyer asked for a refund")).to_be_visible()
    expect(page.get_by_role("button", name="Void", exact=True)).to_have_count(0)
    expect(page.get_by_role("button", name="Resend")).to_be_disabled()
