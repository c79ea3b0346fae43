"""Staff edit an information page in the admin and shoppers read it: an FAQ answer changed in German shows on
/FAQ?lng=de and in the page the server writes for crawlers, at 1280 and 375 px, driven by the keyboard."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.test_admin_orders_queries import ADMIN, open_as, sign_in

QUESTION = "Wie werden Stoffe verkauft?"
BEFORE = "Stoffe verkaufen wir als Meterware."
AFTER = "Stoff schneiden wir ab 10 cm am Stück zu, so lang Sie ihn brauchen."


@pytest.fixture()
def staff(any_page: Page) -> Iterator[dict]:
    """An owner's session; the FAQ goes back to its starting text afterwards (the live shop is shared)."""
    session = sign_in(any_page, *ADMIN)
    yield session
    any_page.request.delete("/api/admin/pages/faq", headers={"Authorization": f"Bearer {session['token']}"})


def fits_the_width(page: Page) -> bool:
    """Nothing is wider than the screen (a phone's browser would widen its viewport to fit it, and zoom out)."""
    return page.evaluate("document.documentElement.scrollWidth <= screen.width")


def test_staff_edit_an_faq_answer_in_german_and_shoppers_and_crawlers_read_it(any_page: Page, staff: dict):
    page = any_page
    open_as(page, staff, "/admin-dash/pages")
    edit = page.get_by_role("link", name="Edit Frequently asked questions")
    edit.focus()
    page.keyboard.press("Enter")
    expect(page.get_by_role("heading", level=1)).to_have_text("Edit page: Frequently asked questions")

    # The language tabs: the interface's language is chosen first, End moves to the last one (German).
    tabs = page.get_by_role("tablist", name="Page text")
    tabs.get_by_role("tab", selected=True).focus()
    page.keyboard.press("End")
    expect(tabs.get_by_role("tab", selected=True)).to_contain_text("DE")
    body = page.get_by_label(re.compile(r"^Text \(Markdown\) — German"))
    body.focus()
    markdown = body.input_value()
    assert BEFORE in markdown
    body.fill(markdown.replace(BEFORE, AFTER))

    preview = page.get_by_role("region", name="Preview")
    expect(preview.get_by_text("As shoppers reading German see it")).to_be_visible()
    expect(preview.get_by_text(QUESTION)).to_be_visible()
    preview.get_by_text(QUESTION).click()
    expect(preview.get_by_text(AFTER)).to_be_visible()
    assert fits_the_width(page)

    save = page.get_by_role("button", name="Save", exact=True)
    save.focus()
    page.keyboard.press("Enter")
    expect(page.get_by_text("The page is saved: the shop shows it now.")).to_be_visible()

    # The shopper, in German: the question folds its new answer, opened with the keyboard.
    page.goto("/FAQ?lng=de")
    expect(page.get_by_role("heading", level=1)).to_have_text("Häufige Fragen")
    question = page.locator("summary", has_text=QUESTION)
    answer = page.get_by_text(AFTER)
    expect(answer).to_be_hidden()
    question.focus()
    page.keyboard.press("Enter")
    expect(answer).to_be_visible()
    expect(page.get_by_text(BEFORE)).to_have_count(0)
    assert fits_the_width(page)

    # A crawler that runs no JavaScript gets the same text in the page the server writes.
    written = page.request.get("/FAQ?lng=de")
    assert written.status == 200
    html = written.text()
    seo_body = html[html.index("data-seo-body"):]
    assert AFTER in seo_body and BEFORE not in seo_body
    assert f'<summary class="faq__question">{QUESTION}</summary>' in seo_body
    assert '<html lang="de">' in html


def test_a_page_the_shop_starts_with_lives_under_pages_and_quotes_the_delivery_prices(page: Page):
    page.goto("/pages/delivery?lng=ua")
    expect(page.get_by_role("heading", level=1)).to_have_text("Доставка")
    main = page.get_by_role("main")
    expect(main.get_by_text(re.compile(r"^Відділення Нової пошти"))).to_be_visible()
    menu = page.get_by_role("navigation", name="Інформація для покупців")
    menu.get_by_role("link", name="Повернення").click()
    expect(page).to_have_url(re.compile(r"/pages/returns"))
    expect(page.get_by_role("heading", level=1)).to_have_text("Повернення")
