"""axe-core finds no serious or critical accessibility violations on the main storefront pages."""
from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.e2e.helpers import api, serious_violations


def test_home(any_page: Page):
    page = any_page
    page.goto("/")
    expect(page.get_by_role("region", name="New arrivals").locator("article.product-card").first).to_be_visible()
    expect(page.get_by_role("region", name="Collections").get_by_role("link").first).to_be_visible()
    assert serious_violations(page) == []


def test_category_page(any_page: Page):
    page = any_page
    page.goto("/fabrics/lycra")
    expect(page.locator("article.product-card").first).to_be_visible()
    expect(page.get_by_role("navigation", name="Pages")).to_be_visible()
    assert serious_violations(page) == []


def test_product_page(any_page: Page):
    page = any_page
    product = api(page, "/api/products-feed/sales?limit=1")["products"][0]
    page.goto(f"/products/{product['product_id']}")
    expect(page.get_by_role("heading", level=1)).to_have_text(product["product_name_en"])
    expect(page.get_by_role("region", name="You may also like").locator("article.product-card").first).to_be_visible()
    assert serious_violations(page) == []


def test_search_results(any_page: Page):
    page = any_page
    page.goto("/search/velvet")
    expect(page.locator("article.product-card").first).to_be_visible()
    assert serious_violations(page) == []


def test_cart(any_page: Page):
    page = any_page
    fabric = api(page, "/api/products-feed/main-category/fabrics?in_stock=true&limit=1")["products"][0]
    page.goto(f"/products/{fabric['product_id']}")
    page.get_by_role("button", name="Add to cart").click()
    page.goto("/cart")
    expect(page.get_by_test_id("cart-total")).to_be_visible()
    assert serious_violations(page) == []
