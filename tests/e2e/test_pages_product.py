"""The product page (/products/{sku}) and the wishlist page."""

from __future__ import annotations

import re
from decimal import Decimal

from playwright.sync_api import Page, expect

from tests.e2e.helpers import api, gbp


def all_products(page: Page) -> list[dict]:
    products, number = [], 1
    while True:
        listing = api(page, f"/api/products-feed/?limit=100&page={number}")
        products += listing["products"]
        if number >= listing["pages"]:
            return products
        number += 1


def discounted_fabric(page: Page) -> dict:
    """A fabric on sale, as its product page reads it (listings carry cards, without descriptions)."""
    card = next(
        p
        for p in api(page, "/api/products-feed/sales?limit=100")["products"]
        if p["minimum"] == 0.1 and p["stock"] >= 5
    )
    return api(page, f"/api/products-feed/products/{card['product_id']}")


def test_fabric_page_shows_prices_per_10_cm_stock_and_related_products(any_page: Page):
    page = any_page
    fabric = discounted_fabric(page)
    page.goto(f"/products/{fabric['product_id']}")

    expect(page.get_by_role("heading", level=1)).to_have_text(fabric["product_name_en"])
    price = page.locator(".product__info .product-price")
    expect(price.locator("del")).to_contain_text(gbp(fabric["price"]))
    expect(price).to_contain_text(gbp(fabric["final_price"]))
    expect(price).to_contain_text("per 10 cm")
    expect(page.get_by_text("The price is for 10 cm.")).to_be_visible()
    expect(page.get_by_text("In stock", exact=True)).to_be_visible()
    expect(page.get_by_text(fabric["description_en"].split(".")[0])).to_be_visible()
    expect(page.get_by_role("img", name=re.compile(re.escape(fabric["product_name_en"]))).first).to_be_visible()

    crumbs = page.get_by_role("navigation", name="Breadcrumbs")
    expect(crumbs.get_by_role("link", name="Fabrics", exact=True)).to_have_attribute("href", "/fabrics")
    expect(crumbs.get_by_role("link").nth(2)).to_have_attribute("href", f"/fabrics/{fabric['category2']}")

    length = page.get_by_role("textbox", name="Length in metres")
    expect(length).to_have_value("0.1")
    page.get_by_role("button", name=f"Increase the quantity of {fabric['product_name_en']}").click()
    expect(length).to_have_value("0.2")
    expect(page.locator(".purchase__total")).to_contain_text(gbp(str(2 * Decimal(fabric["final_price"]))))

    same = api(
        page,
        f"/api/products-feed/categories/same-color/{fabric['color_slug']}/{fabric['product_id']}?limit=10&in_stock=true",
    )
    section = page.get_by_role("region", name=f"More in {fabric['color']}")
    expect(section.locator("article.product-card > a").first).to_have_attribute(
        "href", f"/products/{same['products'][0]['product_id']}"
    )
    expect(page.get_by_role("region", name="You may also like").locator("article.product-card").first).to_be_visible()


def test_product_page_speaks_ukrainian(page: Page):
    fabric = discounted_fabric(page)
    page.goto(f"/products/{fabric['product_id']}?lng=ua")
    expect(page.get_by_role("heading", level=1)).to_have_text(fabric["product_name_ua"])
    expect(page.locator(".product__info .product-price")).to_contain_text("за 10 см")
    expect(page.get_by_role("button", name="Додати в кошик")).to_be_enabled()


def test_out_of_stock_products_cannot_be_added(page: Page):
    sold_out = next(p for p in all_products(page) if p["stock"] == 0)
    page.goto(f"/products/{sold_out['product_id']}")
    expect(page.get_by_role("heading", level=1)).to_have_text(sold_out["product_name_en"])
    expect(page.get_by_text("Out of stock").first).to_be_visible()
    expect(page.get_by_role("button", name="Out of stock")).to_be_disabled()


def test_wishlist_toggle_and_page(any_page: Page):
    page = any_page
    fabric = discounted_fabric(page)
    page.goto("/wishlist")
    expect(page.get_by_role("heading", name="Your wishlist is empty")).to_be_visible()

    page.goto(f"/products/{fabric['product_id']}")
    page.get_by_role("button", name="Add to wishlist").click()
    expect(page.get_by_role("button", name="In your wishlist")).to_have_attribute("aria-pressed", "true")
    stored = page.evaluate("JSON.parse(localStorage.getItem('favorites'))")
    assert [item["_id"] for item in stored] == [fabric["_id"]]

    page.goto("/wishlist")
    page.reload()
    card = page.locator("article.product-card")
    expect(card).to_have_count(1)
    expect(card.get_by_role("link")).to_have_attribute("href", f"/products/{fabric['product_id']}")
    card.get_by_role("button", name=f"Save {fabric['product_name_en']} to the wishlist").click()
    expect(page.get_by_role("heading", name="Your wishlist is empty")).to_be_visible()


def test_gift_card_product_page_leads_to_the_gift_card_form(page: Page):
    card = api(page, "/api/products-feed/main-category/gift-cards?limit=1")["products"][0]
    page.goto(f"/products/{card['product_id']}")
    expect(page.get_by_role("heading", level=1)).to_have_text(card["product_name_en"])
    page.get_by_role("link", name="Choose the recipient").click()
    expect(page).to_have_url(re.compile(r"/gift-cards$"))


def test_unknown_product_shows_the_not_found_page(page: Page):
    page.goto("/products/NO-SUCH-SKU")
    expect(page.get_by_role("heading", name="Page not found")).to_be_visible()
    expect(page).to_have_url(re.compile(r"/$"), timeout=8000)
