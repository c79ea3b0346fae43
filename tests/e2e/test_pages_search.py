"""The search results page /search/{term}?category= and the empty /search page."""

from __future__ import annotations

import re

from playwright.sync_api import Page, Route, expect

from tests.e2e.helpers import api


def test_results_say_loading_then_list_the_matches(any_page: Page):
    page = any_page
    expected = api(page, "/api/products-feed/search?search=lycra&category1=FABRICS&page=1&limit=24")
    held: list[Route] = []
    page.route("**/api/products-feed/search?*", lambda route: held.append(route))

    page.goto("/search/lycra?category=FABRICS")
    expect(page.get_by_role("heading", level=1)).to_have_text("Results for “lycra”")
    expect(page.get_by_role("status").filter(has_text="Searching…")).to_be_visible()
    for route in held:
        route.continue_()
    page.unroute("**/api/products-feed/search?*")

    expect(page.get_by_text("Searching…")).to_have_count(0)
    expect(page.locator(".listing__count")).to_have_text(f"Products: {expected['total']}")
    first = page.locator("article.product-card > a").first
    expect(first).to_have_attribute("href", f"/products/{expected['products'][0]['product_id']}")
    expect(page.get_by_role("navigation", name="Search in").get_by_role("link", name="Fabrics")).to_have_attribute(
        "aria-current", "page"
    )


def test_results_say_when_nothing_is_found(any_page: Page):
    page = any_page
    page.goto("/search/qqqzzzxx")
    expect(page.get_by_role("heading", name="Nothing found for “qqqzzzxx”")).to_be_visible()
    expect(page.get_by_text("Check the spelling or try a more general word.")).to_be_visible()


def test_not_found_text_in_ukrainian(page: Page):
    page.goto("/search/qqqzzzxx?lng=ua")
    expect(page.get_by_role("heading", name="За запитом «qqqzzzxx» нічого не знайдено")).to_be_visible()


def test_search_without_a_term_is_an_empty_results_page(page: Page):
    page.goto("/search")
    expect(page.get_by_role("heading", level=1)).to_have_text("Search")
    expect(page.get_by_role("heading", name="What are you looking for?")).to_be_visible()
    expect(page.locator("article.product-card")).to_have_count(0)
    form = page.get_by_role("search", name="Search the shop")
    submit = form.get_by_role("button", name="Search")
    expect(submit).to_be_disabled()
    form.get_by_role("combobox", name="Category").select_option("CRYSTALS")
    form.get_by_role("searchbox", name="Search for").fill("ss16")
    submit.click()
    expect(page).to_have_url(re.compile(r"/search/ss16\?category=CRYSTALS$"))
    expected = api(page, "/api/products-feed/search?search=ss16&category1=CRYSTALS&page=1&limit=24")
    expect(page.locator(".listing__count")).to_have_text(f"Products: {expected['total']}")
