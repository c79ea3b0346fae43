"""The header search box in Chromium: live suggestions after a 500 ms pause (4 at most, only with a
term or a category other than ALL), the Search button state, the results URL, clearing and closing."""
from __future__ import annotations

import re
from urllib.parse import parse_qs, urlparse

from playwright.sync_api import Page, Request, expect

from tests.e2e.helpers import gbp, serious_violations
from tests.waiting import wait_until

PAUSE_MS = 500


class SearchRequests:
    """Every suggestions request the page makes (its query parameters)."""

    def __init__(self, page: Page) -> None:
        self.sent: list[tuple[str, dict[str, list[str]]]] = []
        page.on("request", self._record)

    def _record(self, request: Request) -> None:
        url = urlparse(request.url)
        if url.path == "/api/products-feed/search":
            self.sent.append((request.url, parse_qs(url.query, keep_blank_values=True)))


def open_search(page: Page):
    page.goto("/")
    page.get_by_role("banner").get_by_role("link", name="Open search").click()
    box = page.get_by_role("search", name="Product search")
    expect(box).to_be_visible()
    return box


def reopen_search(page: Page) -> None:
    """Open the box again from the header after a navigation. The page that just arrived may still be settling,
    and CI once saw a click in that moment leave the box closed; the toggle says whether the box is open
    (aria-expanded), so it is clicked again only while it says not."""
    toggle = page.get_by_role("banner").locator('a[href="/search"]')
    box = page.get_by_role("search", name="Product search")

    def opened() -> bool:
        if toggle.get_attribute("aria-expanded") != "true":
            toggle.click()
        try:
            expect(box).to_be_visible(timeout=3_000)
        except AssertionError:
            return False
        return True

    wait_until(opened, 30, "the search box never opened from the header")


def test_suggestions_come_after_the_pause_and_show_four_products(page: Page):
    requests = SearchRequests(page)
    box = open_search(page)
    field = box.get_by_role("searchbox", name="Search products")
    submit = box.get_by_role("button", name="Search", exact=True)
    expect(field).to_be_focused()
    expect(box.get_by_role("combobox", name="Search in")).to_have_value("ALL")
    expect(submit).to_be_disabled()

    # Empty term and category ALL: no suggestions are asked for. Proving that nothing happens needs the whole
    # debounce pause to pass (there is no event to wait for), so this is the one deliberate wait.
    page.wait_for_timeout(PAUSE_MS + 300)  # the whole debounce pause: proving that no request is sent
    assert requests.sent == []

    # The page's own clock: when the last key was typed and when the request started.
    page.evaluate(
        "() => document.addEventListener('input', () => { window.lastInputAt = performance.now(); }, true)"
    )
    field.press_sequentially("lycra", delay=120)  # each key well within the pause of the last
    expect(submit).to_be_enabled()
    suggestions = page.get_by_role("list", name="Suggested products").get_by_role("link")
    expect(suggestions).to_have_count(4)

    assert len(requests.sent) == 1, requests.sent  # one request for the whole word, none per key
    assert requests.sent[0][1] == {"category1": ["ALL"], "search": ["lycra"], "limit": ["4"]}
    timing = page.evaluate(
        """() => ({
            typed: window.lastInputAt,
            started: performance.getEntriesByType('resource')
                .filter((entry) => entry.name.includes('/api/products-feed/search')).map((entry) => entry.startTime),
        })"""
    )
    assert len(timing["started"]) == 1
    assert timing["started"][0] - timing["typed"] >= PAUSE_MS, timing

    # Each suggestion: image, name in the current language, price, link to the product page.
    expected = page.request.get("/api/products-feed/search?category1=ALL&search=lycra&limit=4").json()["products"]
    for product, link in zip(expected, suggestions.all(), strict=True):
        expect(link).to_have_attribute("href", f"/products/{product['product_id']}")
        expect(link).to_contain_text(product["product_name_en"])
        expect(link).to_contain_text(gbp(product["final_price"]))
        expect(link.locator("img")).to_have_attribute("src", product["images"].split(",")[0])

    # Clearing the term disables Search again.
    field.fill("")
    expect(submit).to_be_disabled()


def test_a_category_alone_starts_suggestions_and_an_unknown_word_says_so(page: Page):
    requests = SearchRequests(page)
    box = open_search(page)
    box.get_by_role("combobox", name="Search in").select_option("CRYSTALS")
    expect(page.get_by_role("list", name="Suggested products").get_by_role("link")).to_have_count(4)
    assert requests.sent[-1][1] == {"category1": ["CRYSTALS"], "search": [""], "limit": ["4"]}
    expect(box.get_by_role("button", name="Search", exact=True)).to_be_disabled()

    box.get_by_role("searchbox").fill("qqqzzzxxx")
    expect(page.get_by_text("Nothing found. Try another word or category.")).to_be_visible()


def test_searching_goes_to_the_results_page_and_clears_the_box(page: Page):
    box = open_search(page)
    box.get_by_role("combobox", name="Search in").select_option("FABRICS")
    box.get_by_role("searchbox").fill("chiffon")
    box.get_by_role("searchbox").press("Enter")
    expect(page).to_have_url(re.compile(r"/search/chiffon\?category=FABRICS$"))
    expect(box).to_be_hidden()
    # The results page is a lazy chunk and the box may close again as it arrives: reopen it only after it has.
    expect(page.get_by_role("heading", level=1)).to_contain_text("chiffon")

    reopen_search(page)
    expect(box.get_by_role("searchbox")).to_have_value("")
    expect(box.get_by_role("combobox", name="Search in")).to_have_value("ALL")

    # Opening a suggestion also clears and closes the box.
    box.get_by_role("searchbox").fill("satin")
    first = page.get_by_role("list", name="Suggested products").get_by_role("link").first
    href = first.get_attribute("href")
    first.click()
    expect(page).to_have_url(re.compile(re.escape(href) + "$"))
    expect(box).to_be_hidden()
    expect(page.get_by_role("heading", level=1)).to_be_visible()  # the product page has arrived
    reopen_search(page)
    expect(box.get_by_role("searchbox")).to_have_value("")

    # Esc closes it and gives focus back to the toggle; the toggle also closes it.
    page.keyboard.press("Escape")
    expect(box).to_be_hidden()
    expect(page.get_by_role("banner").get_by_role("link", name="Open search")).to_be_focused()


def test_search_box_on_a_phone_with_axe(mobile_page: Page):
    page = mobile_page
    box = open_search(page)
    submit = box.get_by_role("button", name="Search", exact=True)
    expect(submit).to_be_disabled()
    box.get_by_role("searchbox").fill("crystal")
    expect(page.get_by_role("list", name="Suggested products").get_by_role("link")).to_have_count(4)
    expect(submit).to_be_enabled()
    for element in (box, page.get_by_role("list", name="Suggested products")):
        area = element.bounding_box()
        assert area is not None and area["x"] >= 0 and area["x"] + area["width"] <= 375
    assert serious_violations(page, ".search-box") == []
    submit.click()
    expect(page).to_have_url(re.compile(r"/search/crystal\?category=ALL$"))
