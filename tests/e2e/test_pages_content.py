"""Information pages: about, FAQ (also /faq), payment, contact-us (with the call-back form), privacy policy; staff's
own pages are tested in test_content_pages.py."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

PAGES = [
    ("/about", "About Dance Fabrics", "Our story"),
    ("/FAQ", "Frequently asked questions", "How is fabric sold?"),
    ("/faq", "Frequently asked questions", "What do the sizes SS6 to SS34 mean?"),
    ("/payment", "Payment", "Ways to pay"),
    ("/privacy-policy", "Privacy policy", "What we collect"),
]


@pytest.mark.parametrize("path, title, text", PAGES)
def test_information_pages(page: Page, path: str, title: str, text: str):
    page.goto(path)
    expect(page.get_by_role("heading", level=1)).to_have_text(title)
    expect(page.get_by_text(text).first).to_be_visible()
    menu = page.get_by_role("navigation", name="Customer information")
    # The spec's five and the pages the shop starts with besides them (Delivery, Returns: shop/content_pages).
    expect(menu.get_by_role("link")).to_have_count(7)


def test_faq_answers_open_on_demand(any_page: Page):
    page = any_page
    page.goto("/FAQ")
    answer = page.get_by_text("The price shown is for 10 cm")
    expect(answer).to_be_hidden()
    page.get_by_text("How is fabric sold?").click()
    expect(answer).to_be_visible()


@pytest.mark.parametrize(
    "language, title, heading",
    [
        ("ua", "Про Dance Fabrics", "Наша історія"),
        ("pl", "O Dance Fabrics", "Nasza historia"),
        ("ru", "О Dance Fabrics", "Наша история"),
        ("de", "Über Dance Fabrics", "Unsere Geschichte"),
    ],
)
def test_about_page_in_every_language(page: Page, language: str, title: str, heading: str):
    page.goto(f"/about?lng={language}")
    expect(page.get_by_role("heading", level=1)).to_have_text(title)
    expect(page.get_by_role("heading", name=heading)).to_be_visible()


def test_contact_page_shows_the_shop_details_and_opens_the_call_back_form(any_page: Page):
    page = any_page
    page.goto("/contact-us")
    main = page.get_by_role("main")
    expect(page.get_by_role("heading", level=1)).to_have_text("Contact us")
    expect(main.get_by_role("link", name="+38 (050) 400-70-15")).to_have_attribute("href", "tel:+380504007015")
    expect(main.get_by_role("link", name="info@dancefabrics.shop")).to_have_attribute(
        "href", "mailto:info@dancefabrics.shop"
    )
    expect(main.get_by_text("12 Khreshchatyk St")).to_be_visible()  # the shop settings' demo shop
    hours = main.get_by_role("region", name="Opening hours")
    expect(hours).to_contain_text("Mon–Sat")
    expect(hours).to_contain_text("10:00–19:00")
    expect(hours).to_contain_text("Closed")

    main.get_by_role("button", name="Order a call-back").click()
    dialog = page.get_by_role("dialog", name="Order a call back")
    expect(dialog).to_be_visible()
    expect(dialog.get_by_role("textbox", name="Your name")).to_be_visible()
