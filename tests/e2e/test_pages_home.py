"""Home page: the main slider, new and sale products, the five brand logos, collections, recently viewed."""

from __future__ import annotations

import re
from decimal import Decimal

from playwright.sync_api import Page, expect

from shop.money import convert
from tests.e2e.helpers import api, gbp, named

BRAND_LOGOS = [
    ("Astella", "astella"),
    ("Carvico", "carvico"),
    ("Chrisanne", "chrisanne"),
    ("DSI", "dsi"),
    ("Seven", "seven"),
]


def test_home_shows_the_slider_new_and_sale_products_brands_and_collections(any_page: Page):
    page = any_page
    slides = sorted(api(page, "/api/slider/all-sliders"), key=lambda slide: slide["position"])
    newest = api(page, "/api/products-feed/new?limit=12")["products"]
    on_sale = api(page, "/api/products-feed/sales?limit=10")["products"][0]
    collections = api(page, "/api/categories/collections")["children"]

    page.goto("/")
    expect(page.get_by_role("heading", level=1)).to_have_text("Everything your dance costume needs to shine")

    slider = page.get_by_role("region", name="Featured")
    expect(slider.get_by_role("heading", name=slides[0]["title_en"])).to_be_visible()
    expect(slider.get_by_role("link", name="Shop now").first).to_have_attribute("href", slides[0]["link"])
    slider.get_by_role("button", name="Show slide 2").click()
    expect(slider.get_by_role("heading", name=slides[1]["title_en"])).to_be_visible()

    new_arrivals = page.get_by_role("region", name="New arrivals")
    first = new_arrivals.get_by_role("link", name=named(newest[0]["product_name_en"])).first
    expect(first).to_have_attribute("href", f"/products/{newest[0]['product_id']}")
    expect(new_arrivals.locator("article.product-card")).to_have_count(len(newest))

    sale = page.get_by_role("region", name="On sale")
    card = sale.get_by_role("link", name=named(on_sale["product_name_en"])).first
    expect(card.locator("del")).to_have_text(re.compile(re.escape(gbp(on_sale["price"]))))
    expect(card).to_contain_text(gbp(on_sale["final_price"]))
    expect(card).to_contain_text(f"−{on_sale['discount']}%")

    brands = page.get_by_role("region", name="Our brands")
    for name, slug in BRAND_LOGOS:
        logo = brands.get_by_role("link", name=f"{name}: all products")
        expect(logo).to_have_attribute("href", f"/brands/{slug}")
        expect(logo.get_by_role("img", name=name)).to_be_visible()

    tiles = page.get_by_role("region", name="Collections")
    expect(tiles.get_by_role("link")).to_have_count(len(collections) + 1)  # + "View all"
    expect(tiles.get_by_role("link", name=collections[0]["name"].split("__")[0])).to_have_attribute(
        "href", f"/collections/{collections[0]['slug']}"
    )


def test_home_speaks_ukrainian_and_converts_prices(page: Page):
    newest = api(page, "/api/products-feed/new?limit=12")["products"][0]
    page.goto("/?lng=ua")
    expect(page.get_by_role("heading", level=1)).to_have_text("Усе, щоб ваш танцювальний костюм сяяв")
    new_arrivals = page.get_by_role("region", name="Новинки")
    expect(new_arrivals.get_by_role("link", name=named(newest["product_name_ua"])).first).to_be_visible()

    page.evaluate("localStorage.setItem('currency', 'UAH')")
    page.reload()
    factor = next(Decimal(c["factor"]) for c in api(page, "/api/currencies")["currencies"] if c["code"] == "UAH")
    uah = convert(Decimal(newest["final_price"]), factor)  # the factor the API serves, converted as the server does
    expect(new_arrivals.locator("article.product-card").first).to_contain_text(f"₴{uah:,.2f}")


def test_home_lists_recently_viewed_products(any_page: Page):
    page = any_page
    products = api(page, "/api/products-feed/?limit=2")["products"]
    for seen, product in enumerate(products, start=1):
        page.goto(f"/products/{product['product_id']}")
        expect(page.get_by_role("heading", level=1)).to_have_text(product["product_name_en"])
        page.wait_for_function(f"JSON.parse(localStorage.getItem('recentlyViewed') || '[]').length === {seen}")
    page.goto("/")
    recent = page.get_by_role("region", name="Recently viewed")
    links = recent.locator("article.product-card > a")
    expect(links).to_have_count(2)
    # Newest first.
    expect(links.first).to_have_attribute("href", f"/products/{products[1]['product_id']}")
    expect(links.nth(1)).to_have_attribute("href", f"/products/{products[0]['product_id']}")
