"""A browser gets the same URLs a crawler gets: the React app replaces the server-written part and works as usual."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.e2e.helpers import api


def test_the_app_replaces_the_server_written_part_of_a_product_page(page: Page, live_server: str):
    fabric = next(p for p in api(page, "/api/products-feed/main-category/fabrics?limit=20")["products"])
    response = page.goto(f"/products/{fabric['product_id']}")
    assert response is not None and response.status == 200
    assert "data-seo-body" in response.text()  # what a crawler reads

    expect(page.locator("[data-seo-body]")).to_have_count(0)
    expect(page.get_by_role("heading", level=1)).to_have_text(fabric["product_name_en"])
    expect(page).to_have_title(f"{fabric['product_name_en']} — Dance Fabrics")
    # The head written by the server stays for the page's lifetime.
    expect(page.locator('link[rel="alternate"][hreflang]')).to_have_count(6)

    page.get_by_role("navigation", name="Breadcrumbs").get_by_role("link", name="Fabrics", exact=True).click()
    expect(page).to_have_url(f"{live_server}/fabrics")
    expect(page.get_by_role("heading", level=1)).to_have_text("Fabrics")


def test_an_unknown_product_answers_404_and_the_app_still_sends_the_visitor_home(page: Page, live_server: str):
    response = page.goto("/products/NO-SUCH-PRODUCT")
    assert response is not None and response.status == 404
    expect(page.locator("[data-seo-body]")).to_have_count(0)
    expect(page.get_by_role("heading", level=1)).to_have_text("Page not found")
    expect(page).to_have_url(f"{live_server}/", timeout=10_000)
