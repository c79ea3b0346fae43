"""Listing pages: /new, /sale, brands, collections, crystals, accessories, fabrics and browse-by-colour,
with pagination, sorting, filters and the not-found page for unknown categories."""

from __future__ import annotations

import re
from urllib.parse import quote

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.helpers import api, gbp, named

PAGE_SIZE = 24


def display(stored: str) -> str:
    """The spec's category display rule for English."""
    first = stored.split("__")[0]
    cuts = [i for i in (first.find("_"), first.find(" -")) if i > 0]
    return first[: min(cuts)] if cuts else first


def cards(page: Page):
    return page.get_by_role("list", name=re.compile(".")).locator("article.product-card")


def expect_listing(page: Page, listing: dict):
    """The page lists the API's first page: the count, and the first product's card and link."""
    expect(page.locator(".listing__count")).to_have_text(f"Products: {listing['total']}")
    first = listing["products"][0]
    link = page.locator("article.product-card > a").first
    expect(link).to_have_attribute("href", f"/products/{quote(first['product_id'])}")
    expect(link).to_contain_text(first["product_name_en"])
    expect(page.locator("article.product-card")).to_have_count(min(PAGE_SIZE, listing["total"]))


def test_new_and_sale(any_page: Page):
    page = any_page
    page.goto("/new")
    expect(page.get_by_role("heading", level=1)).to_have_text("New arrivals")
    expect_listing(page, api(page, f"/api/products-feed/new?limit={PAGE_SIZE}"))

    page.goto("/sale")
    expect(page.get_by_role("heading", level=1)).to_have_text("Sale")
    sale = api(page, f"/api/products-feed/sales?limit={PAGE_SIZE}")
    expect_listing(page, sale)
    first = page.locator("article.product-card").first
    expect(first).to_contain_text(f"−{sale['products'][0]['discount']}%")
    expect(first.locator("del")).to_contain_text(gbp(sale["products"][0]["price"]))


def test_brands_and_their_three_levels(any_page: Page):
    page = any_page
    brands = api(page, "/api/brands/all-brands")
    page.goto("/brands")
    expect(page.get_by_role("heading", level=1)).to_have_text("Brands")
    for brand in brands[:5]:
        expect(page.get_by_role("link", name=brand["name"], exact=True)).to_have_attribute(
            "href", f"/brands/{brand['slug']}"
        )

    page.get_by_role("link", name="Chrisanne", exact=True).click()
    expect(page).to_have_url(re.compile(r"/brands/chrisanne$"))
    expect(page.get_by_role("heading", level=1)).to_have_text("Chrisanne")
    brand_page = api(page, f"/api/brands/brands/chrisanne?limit={PAGE_SIZE}")
    expect_listing(page, brand_page)

    level3 = next(node for node in brand_page["categories"] if node["children"])
    level4 = level3["children"][0]
    page.get_by_role("navigation", name="Categories: Chrisanne").get_by_role(
        "link", name=named(display(level3["name"]))
    ).click()
    expect(page).to_have_url(re.compile(rf"/brands/chrisanne/{level3['slug']}$"))
    expect(page.get_by_role("heading", level=1)).to_have_text(f"Chrisanne: {display(level3['name'])}")
    expect_listing(page, api(page, f"/api/brands/brands/chrisanne/{level3['slug']}?limit={PAGE_SIZE}"))

    page.get_by_role("link", name=named(display(level4["name"]))).first.click()
    expect(page).to_have_url(re.compile(rf"/brands/chrisanne/{level3['slug']}/{level4['slug']}$"))
    expect(page.get_by_role("heading", level=1)).to_have_text(f"Chrisanne: {display(level4['name'])}")
    expect_listing(page, api(page, f"/api/brands/brands/chrisanne/{level3['slug']}/{level4['slug']}?limit={PAGE_SIZE}"))


def deepest_path(page: Page, main: str) -> list[dict]:
    """The first category path down to level 4 that has products."""
    tree = api(page, f"/api/categories/{main}")
    for level2 in tree["children"]:
        for level3 in level2["children"]:
            for level4 in level3["children"]:
                slugs = "/".join(node["slug"] for node in (level2, level3, level4))
                if api(page, f"/api/categories/{main}/{slugs}?limit=1")["total"]:
                    return [level2, level3, level4]
    raise AssertionError(f"no level-4 category with products in {main}")


@pytest.mark.parametrize(
    "main, title", [("fabrics", "Fabrics"), ("crystals", "Crystals & rhinestones"), ("accessories", "Accessories")]
)
def test_main_categories_and_their_three_levels(page: Page, main: str, title: str):
    path = deepest_path(page, main)
    page.goto(f"/{main}")
    expect(page.get_by_role("heading", level=1)).to_have_text(title)
    expect_listing(page, api(page, f"/api/products-feed/main-category/{main}?limit={PAGE_SIZE}"))

    api_paths = [
        lambda s: f"/api/products-feed/main-category/{main}/{s[0]}",
        lambda s: f"/api/products-feed/category/{s[0]}/{s[1]}",
        lambda s: f"/api/categories/{main}/{s[0]}/{s[1]}/{s[2]}",
    ]
    slugs: list[str] = []
    for depth, node in enumerate(path):
        parent = title if depth == 0 else display(path[depth - 1]["name"])
        page.get_by_role("navigation", name=f"Categories: {parent}").get_by_role(
            "link", name=display(node["name"]), exact=True
        ).click()
        slugs.append(node["slug"])
        expect(page).to_have_url(re.compile("/" + "/".join([main, *slugs]) + "$"))
        expect(page.get_by_role("heading", level=1)).to_have_text(display(node["name"]))
        crumbs = page.get_by_role("navigation", name="Breadcrumbs")
        expect(crumbs.get_by_role("link", name=title)).to_have_attribute("href", f"/{main}")
        expect_listing(page, api(page, f"{api_paths[depth](slugs)}?limit={PAGE_SIZE}"))


def test_collections(any_page: Page):
    page = any_page
    tree = api(page, "/api/categories/collections")
    page.goto("/collections")
    expect(page.get_by_role("heading", level=1)).to_have_text("Collections")
    expect_listing(page, api(page, f"/api/products-feed/main-category/collections?limit={PAGE_SIZE}"))
    collection = tree["children"][0]
    page.get_by_role("list", name="All collections").get_by_role("link", name=display(collection["name"])).click()
    expect(page).to_have_url(re.compile(rf"/collections/{collection['slug']}$"))
    expect(page.get_by_role("heading", level=1)).to_have_text(display(collection["name"]))
    expect_listing(
        page, api(page, f"/api/products-feed/main-category/collections/{collection['slug']}?limit={PAGE_SIZE}")
    )


def test_browse_by_colour(any_page: Page):
    page = any_page
    colours = api(page, "/api/colors/color-by-brand/chrisanne")
    colour = colours[0]
    page.goto("/browse-by-color")
    expect(page.get_by_role("heading", level=1)).to_have_text("Browse by colour")
    page.get_by_role("link", name="Chrisanne colours").click()
    expect(page).to_have_url(re.compile(r"/browse-by-color/chrisanne$"))
    expect(page.get_by_role("heading", level=1)).to_have_text("Chrisanne colours")
    expect(page.locator(".colour-card")).to_have_count(len({c["slug"] for c in colours}))
    page.get_by_role("link", name=named(colour["name"])).first.click()
    expect(page).to_have_url(re.compile(rf"/browse-by-color/chrisanne/{colour['slug']}$"))
    expect(page.get_by_role("heading", level=1)).to_have_text(f"Chrisanne: {colour['name']}")
    expect_listing(page, api(page, f"/api/colors/color-by-brand/chrisanne/{colour['slug']}?limit={PAGE_SIZE}"))


def test_pagination_sorting_and_filters(page: Page):
    page.goto("/fabrics?page=2")
    second = api(page, f"/api/products-feed/main-category/fabrics?page=2&limit={PAGE_SIZE}")
    expect_listing(page, second)
    pages = page.get_by_role("navigation", name="Pages")
    expect(pages.get_by_role("link", name="Page 2")).to_have_attribute("aria-current", "page")
    pages.get_by_role("link", name="Next").click()
    expect(page).to_have_url(re.compile(r"/fabrics\?page=3$"))
    third = api(page, f"/api/products-feed/main-category/fabrics?page=3&limit={PAGE_SIZE}")
    expect(page.locator("article.product-card > a").first).to_have_attribute(
        "href", f"/products/{third['products'][0]['product_id']}"
    )

    page.get_by_role("combobox", name="Sort by").select_option("price_asc")
    expect(page).to_have_url(re.compile(r"/fabrics\?sort=price_asc$"))
    cheapest = api(page, f"/api/products-feed/main-category/fabrics?sort=price_asc&limit={PAGE_SIZE}")
    expect_listing(page, cheapest)

    facets = api(page, "/api/colors/color-by-product?ct1=fabrics")
    black = sum(c["count"] for c in facets if c["slug"] == "black")
    page.get_by_role("button", name=re.compile(rf"^Black Products: {black}$")).click()
    expect(page).to_have_url(re.compile(r"sort=price_asc&color=black$"))
    expect_listing(
        page, api(page, f"/api/products-feed/main-category/fabrics?sort=price_asc&color=black&limit={PAGE_SIZE}")
    )

    page.get_by_role("checkbox", name="In stock only").check()
    page.get_by_role("textbox", name="From").fill("2")
    page.get_by_role("textbox", name="To").fill("3")
    page.get_by_role("button", name="Apply price").click()
    expect(page).to_have_url(re.compile(r"color=black&in_stock=1&min=2&max=3&cur=GBP$"))
    filtered = api(
        page,
        "/api/products-feed/main-category/fabrics?sort=price_asc&color=black&in_stock=true&min_price=2&max_price=3"
        f"&currency=GBP&limit={PAGE_SIZE}",
    )
    if filtered["total"]:
        expect_listing(page, filtered)
    else:
        expect(page.get_by_role("heading", name="No products match these filters")).to_be_visible()
    page.get_by_role("button", name="Clear filters").first.click()
    expect(page).to_have_url(re.compile(r"/fabrics\?sort=price_asc$"))


def test_filters_open_from_a_button_on_phones(mobile_page: Page):
    page = mobile_page
    page.goto("/crystals")
    toggle = page.get_by_role("button", name="Filters")
    expect(page.get_by_role("checkbox", name="In stock only")).to_be_hidden()
    # Tap once the products are in, as a shopper would: the skeletons' swap moves the button.
    expect(cards(page).first).to_be_visible()
    toggle.click()
    expect(toggle).to_have_attribute("aria-expanded", "true")
    page.get_by_role("checkbox", name="In stock only").check()
    expect(page).to_have_url(re.compile(r"/crystals\?in_stock=1$"))
    expect_listing(page, api(page, f"/api/products-feed/main-category/crystals?in_stock=true&limit={PAGE_SIZE}"))


@pytest.mark.parametrize(
    "path",
    [
        "/fabrics/no-such-fabric",
        "/crystals/flatback/no-such-kind",
        "/brands/no-such-brand",
        "/browse-by-color/chrisanne/no-such-colour",
    ],
)
def test_unknown_categories_show_the_not_found_page(page: Page, path: str):
    page.goto(path)
    expect(page.get_by_role("heading", name="Page not found")).to_be_visible()
    expect(page).to_have_url(re.compile(r"/$"), timeout=8000)
