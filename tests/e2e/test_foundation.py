"""The walking skeleton end to end: the home page lists real new products; unknown paths land on /."""
from __future__ import annotations

import re

from playwright.sync_api import Page, expect


def test_home_page_shows_new_products_from_the_api(page: Page):
    newest = page.request.get("/api/products-feed/new?limit=12").json()["products"]
    assert newest, "the demo catalogue has new products"
    page.goto("/")
    cards = page.locator("article.product-card")
    expect(cards.first).to_be_visible()
    # The first card is the newest product, with its name, image and a price in pounds.
    first = cards.first
    expect(first).to_contain_text(newest[0]["product_name_en"])
    expect(first.get_by_role("img").first).to_have_attribute("src", newest[0]["images"].split(",")[0])
    expect(first).to_contain_text("£")
    expect(first.get_by_role("link").first).to_have_attribute("href", f"/products/{newest[0]['product_id']}")


def test_unknown_path_shows_not_found_then_lands_on_home(page: Page):
    page.goto("/no/such/page")
    expect(page.get_by_text("404")).to_be_visible()
    expect(page).to_have_url(re.compile(r"/$"), timeout=8000)
    expect(page.locator("article.product-card").first).to_be_visible()


def test_index_html_is_served_for_client_routes_but_not_for_the_api(page: Page):
    api = page.request.get("/api/not-an-endpoint")
    assert api.status == 404
    assert api.json()["message"]
    html = page.request.get("/wishlist")
    assert html.status == 200
    assert '<div id="root"' in html.text()
    unknown = page.request.get("/some/client/route")  # the app (its not-found page), with a 404 for crawlers
    assert unknown.status == 404
    assert '<div id="root"' in unknown.text()


def test_api_docs_render_from_local_assets_only(page: Page, live_server: str):
    outside: list[str] = []
    page.on("request", lambda request: None if request.url.startswith(live_server) else outside.append(request.url))
    page.goto("/api/docs")
    expect(page.get_by_text("Dance Fabrics Shop API").first).to_be_visible()
    page.locator("#operations-tag-queries").click()  # the tags start collapsed
    expect(page.get_by_text("/api/queries").first).to_be_visible()
    assert outside == [], f"the docs page fetched from elsewhere: {outside}"
