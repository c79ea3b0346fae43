"""Home page: the main slider, new and sale products, the five brand logos, collections, recently viewed."""

from __future__ import annotations

import re
from collections.abc import Iterator
from decimal import Decimal
from io import BytesIO

import pytest
from flask import Flask
from PIL import Image
from playwright.sync_api import Browser, Page, expect
from werkzeug.datastructures import FileStorage

from shop.admin.content.slide_images import discard_slide_image, store_slide_image
from shop.content.models import Slide
from shop.extensions import db
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
    # As Ukrainian writes an amount: "1 234,50 ₴" (no-break spaces).
    shown = f"{uah:,.2f}".replace(",", "\u00a0").replace(".", ",")
    expect(new_arrivals.locator("article.product-card").first).to_contain_text(f"{shown}\u00a0₴")


def test_home_lists_recently_viewed_products(any_page: Page):
    page = any_page
    products = api(page, "/api/products-feed/?limit=2")["products"]
    for seen, product in enumerate(products, start=1):
        page.goto(f"/products/{product['product_id']}")
        expect(page.get_by_role("heading", level=1)).to_have_text(product["product_name_en"])
        page.wait_for_function(f"() => JSON.parse(localStorage.getItem('recentlyViewed') || '[]').length === {seen}")
    page.goto("/")
    recent = page.get_by_role("region", name="Recently viewed")
    links = recent.locator("article.product-card > a")
    expect(links).to_have_count(2)
    # Newest first.
    expect(links.first).to_have_attribute("href", f"/products/{products[1]['product_id']}")
    expect(links.nth(1)).to_have_attribute("href", f"/products/{products[0]['product_id']}")


@pytest.fixture()
def photo_slide(live_app: Flask) -> Iterator[str]:
    """A photo uploaded as the first slide (stored in sizes as staff's upload is), taken away afterwards."""
    picture = Image.linear_gradient("L").resize((2400, 900)).convert("RGB")
    out = BytesIO()
    picture.save(out, "PNG")
    with live_app.app_context():
        image = store_slide_image(FileStorage(BytesIO(out.getvalue()), "photo.png"))
        slide = Slide(image=image, title_en="Photo slide", title_ua="Фото", link="/new", position=-1)
        db.session.add(slide)
        db.session.commit()
        slide_id = slide.id
    yield image
    with live_app.app_context():
        db.session.delete(db.session.get(Slide, slide_id))
        db.session.commit()
        discard_slide_image(image)


def test_the_first_slide_photo_comes_in_the_size_of_the_screen(browser: Browser, live_server: str, photo_slide: str):
    """The page's HTML offers the uploaded photo's sizes in its first slide (eager, fetched first); a phone takes a
    smaller file than a wide screen, and the app's slider shows the very file the page started with."""
    stem = photo_slide.removesuffix("-1920.webp")
    chosen = {}
    for name, viewport, scale in (("phone", {"width": 375, "height": 812}, 1.75),
                                  ("desktop", {"width": 1920, "height": 1080}, 1)):
        context = browser.new_context(base_url=live_server, viewport=viewport, device_scale_factor=scale)
        page = context.new_page()
        html = page.request.get("/").text()
        written = re.search(r'<img class="slider__image"[^>]*>', html)
        assert written is not None and f'src="{photo_slide}"' in written.group(0)
        assert f"{stem}-640.webp 640w" in written.group(0) and "loading=" not in written.group(0)
        sizes = re.search(r'sizes="([^"]+)"', written.group(0)).group(1)

        fetched: set[str] = set()
        page.on("request", lambda request, fetched=fetched: fetched.add(request.url) if stem in request.url else None)
        page.goto("/")
        slider = page.get_by_role("region", name="Featured")
        expect(slider.get_by_role("heading", name="Photo slide")).to_be_visible()
        image = slider.locator("img.slider__image").first
        expect(image).to_have_attribute("sizes", sizes)
        page.wait_for_function("image => image.complete && image.naturalWidth > 0", arg=image.element_handle())
        current = image.evaluate("image => image.currentSrc")
        assert current.startswith(f"{live_server}{stem}-") and current.endswith(".webp")
        # One size was fetched: the app's <img> took the file the server-written one had.
        assert fetched == {current}, (name, fetched)
        chosen[name] = int(current.removesuffix(".webp").rsplit("-", 1)[1])
        context.close()
    assert chosen["phone"] < chosen["desktop"], chosen
