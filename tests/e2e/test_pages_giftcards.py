"""/gift-cards: the catalogue's gift-card amounts, the recipient form, and the card in the cart."""

from __future__ import annotations

import re
from decimal import Decimal

from playwright.sync_api import Page, expect

from tests.e2e.helpers import api, gbp


def test_buy_a_gift_card_through_the_cart(any_page: Page):
    page = any_page
    cards = api(page, "/api/products-feed/main-category/gift-cards?limit=50")["products"]
    cards.sort(key=lambda card: Decimal(card["price"]))
    page.goto("/gift-cards")
    expect(page.get_by_role("heading", level=1)).to_have_text("Gift cards")
    amounts = page.get_by_role("group", name="Amount").get_by_role("radio")
    expect(amounts).to_have_count(len(cards))

    chosen = cards[-1]
    page.get_by_role("radio", name=gbp(chosen["price"])).check()
    page.get_by_role("button", name=re.compile("^Add to cart")).click()
    expect(page.get_by_text("Enter the recipient's name.")).to_be_visible()
    expect(page.get_by_text("Enter the recipient's email address.")).to_be_visible()

    page.get_by_role("textbox", name="Recipient's name").fill("Olena Kovalenko")
    page.get_by_role("textbox", name="Recipient's email").fill("olena.kovalenko@example.com")
    page.get_by_role("textbox", name="Message (optional)").fill("For your next competition dress!")
    page.get_by_role("button", name=re.compile("^Add to cart")).click()
    expect(page.get_by_text("The gift card is in your cart.")).to_be_visible()

    page.get_by_role("link", name="View cart").click()
    expect(page).to_have_url(re.compile(r"/cart$"))
    expect(page.get_by_role("link", name=chosen["product_name_en"], exact=True)).to_be_visible()
    expect(page.get_by_text("Olena Kovalenko (olena.kovalenko@example.com)")).to_be_visible()
    expect(page.get_by_text("For your next competition dress!")).to_be_visible()
    expect(page.get_by_test_id("cart-total")).to_have_text(gbp(chosen["price"]))
