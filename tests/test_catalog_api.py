"""Catalogue API: every /api/products-feed, /api/brands, /api/colors, /api/categories and /api/menu call.

Each test reads the small catalogue of the ``catalogue`` fixture (tests/conftest.py), whose answers are known by
hand, and checks the content: which products, in which order, the totals, the discounted prices, the filters, the
trees and links; then ETag/304 and the 4xx answers to bad input. Runs on SQLite and on PostgreSQL
(SHOP_TEST_DATABASE_URL).
"""
from __future__ import annotations

import gzip
import json

import brotli
import pytest


def get(client, url: str, status: int = 200, **params):
    response = client.get(url, query_string=params) if params else client.get(url)
    assert response.status_code == status, response.get_json()
    return response.get_json()


def names(body) -> list[str]:
    return [item["product_name_en"] for item in body["products"]]


def skus(body) -> list[str]:
    return [item["product_id"] for item in body["products"]]


# ---------------------------------------------------------------- the product shape


def test_product_page_has_the_one_product_shape_with_the_discount_applied(client, catalogue):
    body = get(client, f"/api/products-feed/products/{catalogue.matte_black.product_id}")
    assert body["_id"] == str(catalogue.matte_black.id)
    assert body["product_name_en"] == "Matte Lycra"
    assert body["product_name_ua"] == "Матова лайкра"
    assert body["product_name_de"] == "Matte Lycra"  # other languages fall back to English
    assert body["price"] == "20.00" and body["discount"] == 25 and body["final_price"] == "15.00"
    assert body["minimum"] == 0.1 and body["unit"] == "m" and body["stock"] == 20.0
    assert body["brand"] == "Chrisanne" and body["brand_slug"] == "chrisanne"
    assert body["color"] == "Black" and body["color_slug"] == "black" and body["color_hex"] == "#000000"
    assert [body[f"category{i}"] for i in range(1, 5)] == ["fabrics", "lycra", "plain", "matte"]
    assert body["images"].startswith("/media/") and body["createdAt"].startswith("2026-01-12")
    assert body["group"] == "lycra-matte" and body["is_gift_card"] is False


def test_unknown_or_hidden_product_is_404(client, catalogue):
    assert get(client, "/api/products-feed/products/NOPE-1", 404)["message"] == "There is no product 'NOPE-1'."
    get(client, f"/api/products-feed/products/{catalogue.hidden.product_id}", 404)


# ---------------------------------------------------------------- feed, new, sales


def test_feed_lists_every_active_product_newest_first_with_paging(client, catalogue):
    body = get(client, "/api/products-feed/", limit=3)
    assert body["total"] == 8 and body["page"] == 1 and body["pages"] == 3
    assert names(body) == ["Winter Collection Set", "Ostrich Feather Boa", "Crystal AB SS20"]
    last = get(client, "/api/products-feed/", limit=3, page=3)
    assert names(last) == ["Matte Lycra", "Gift Card 50"]
    assert get(client, "/api/products-feed/", limit=3, page=9)["products"] == []


def test_feed_sorts_by_discounted_price_and_name(client, catalogue):
    # Discounted: crystal 5, chiffon 12.5, matte black 15, matte blue 20, shiny 27, boa 45, winter 49.5, gift 50.
    up = get(client, "/api/products-feed/", sort="price_asc", limit=100)
    expected = ["5.00", "12.50", "15.00", "20.00", "27.00", "45.00", "49.50", "50.00"]
    assert [p["final_price"] for p in up["products"]] == expected
    down = get(client, "/api/products-feed/", sort="price_desc", limit=2)
    assert names(down) == ["Gift Card 50", "Winter Collection Set"]
    by_name = get(client, "/api/products-feed/", sort="name", limit=3)
    assert names(by_name) == ["Chiffon Georgette", "Crystal AB SS20", "Gift Card 50"]
    popular = get(client, "/api/products-feed/", sort="popular", limit=2)
    assert skus(popular) == [catalogue.matte_black.product_id, catalogue.crystal.product_id]


def test_price_range_compares_the_discounted_price(client, catalogue):
    body = get(client, "/api/products-feed/", min_price="15", max_price="27", sort="price_asc")
    # matte black is 20.00 before its 25% discount, shiny 30.00 before 10%: both in range only once discounted.
    assert names(body) == ["Matte Lycra", "Matte Lycra", "Shiny Lycra"]
    assert body["products"][0]["final_price"] == "15.00" and body["total"] == 3


def test_colour_brand_and_stock_filters(client, catalogue):
    blue = get(client, "/api/products-feed/", color="royal-blue")
    assert sorted(skus(blue)) == sorted([catalogue.matte_blue.product_id, catalogue.shiny_blue.product_id])
    dsi = get(client, "/api/products-feed/", brand="dsi")
    assert names(dsi) == ["Chiffon Georgette", "Shiny Lycra"]
    in_stock_blue = get(client, "/api/products-feed/", color="royal-blue", in_stock="true")
    assert skus(in_stock_blue) == [catalogue.matte_blue.product_id]


def test_new_lists_products_of_the_last_60_days_before_the_newest(client, catalogue):
    body = get(client, "/api/products-feed/new")
    assert names(body) == ["Winter Collection Set", "Ostrich Feather Boa", "Crystal AB SS20"]
    assert body["total"] == 3


def test_sales_lists_discounted_products_biggest_discount_first(client, catalogue):
    body = get(client, "/api/products-feed/sales")
    assert [(p["product_name_en"], p["discount"], p["final_price"]) for p in body["products"]] == [
        ("Winter Collection Set", 50, "49.50"),
        ("Matte Lycra", 25, "15.00"),
        ("Shiny Lycra", 10, "27.00"),
    ]
    assert names(get(client, "/api/products-feed/sales", sort="price_asc"))[0] == "Matte Lycra"


# ---------------------------------------------------------------- categories in the feed


def test_categories_slug_at_any_level(client, catalogue):
    lycra = get(client, "/api/products-feed/categories/lycra")
    assert lycra["category"]["path"] == ["fabrics", "lycra"] and lycra["category"]["name"] == "lycra__Лайкра"
    assert sorted(names(lycra)) == ["Matte Lycra", "Matte Lycra", "Shiny Lycra"]
    assert names(get(client, "/api/products-feed/categories/ss20")) == ["Crystal AB SS20"]
    # "plain" exists under lycra and under chiffon: both count.
    assert get(client, "/api/products-feed/categories/plain")["total"] == 4
    assert get(client, "/api/products-feed/categories/gift-cards")["total"] == 1
    assert get(client, "/api/products-feed/categories/velvet", 404)["message"] == "There is no category 'velvet'."


def test_main_category_paged_with_its_tree(client, catalogue):
    body = get(client, "/api/products-feed/main-category/fabrics", page=1, limit=2)
    assert body["total"] == 4 and body["pages"] == 2
    assert names(body) == ["Chiffon Georgette", "Shiny Lycra"]
    assert [c["slug"] for c in body["category"]["children"]] == ["lycra", "chiffon"]
    assert names(get(client, "/api/products-feed/main-category/crystals")) == ["Crystal AB SS20"]
    assert get(client, "/api/products-feed/main-category/gift-cards")["total"] == 1
    get(client, "/api/products-feed/main-category/shoes", 404)


def test_main_category_with_second_level(client, catalogue):
    body = get(client, "/api/products-feed/main-category/fabrics/lycra", sort="price_asc")
    assert [p["final_price"] for p in body["products"]] == ["15.00", "20.00", "27.00"]
    assert body["category"]["link"] == "/fabrics/lycra"
    assert [c["slug"] for c in body["category"]["children"]] == ["plain"]
    get(client, "/api/products-feed/main-category/fabrics/velvet", 404)
    get(client, "/api/products-feed/main-category/crystals/lycra", 404)


def test_sub_category_pair_in_any_main(client, catalogue):
    body = get(client, "/api/products-feed/category/lycra/plain")
    assert body["total"] == 3 and body["category"]["path"] == ["fabrics", "lycra", "plain"]
    assert names(get(client, "/api/products-feed/category/rhinestones/sew-on")) == ["Crystal AB SS20"]
    get(client, "/api/products-feed/category/lycra/sew-on", 404)


def test_recent_in_a_main_category(client, catalogue):
    body = get(client, "/api/products-feed/categories/recent/fabrics", limit=2)
    assert names(body) == ["Chiffon Georgette", "Shiny Lycra"] and body["total"] == 4
    get(client, "/api/products-feed/categories/recent/nowhere", 404)


# ---------------------------------------------------------------- groups, brands, colours in the feed


def test_group_lists_its_variants(client, catalogue):
    body = get(client, "/api/products-feed/products/group/lycra-matte")
    assert [p["product_id"] for p in body["products"]] == [catalogue.matte_black.product_id,
                                                           catalogue.matte_blue.product_id]
    assert get(client, "/api/products-feed/products/group/none", 404)["message"] == "There is no product group 'none'."


def test_brand_products_paged_and_main_brand(client, catalogue):
    body = get(client, "/api/products-feed/brand/chrisanne", page=1, limit=1)
    assert body["brand"]["name"] == "Chrisanne" and body["total"] == 2 and body["pages"] == 2
    assert skus(body) == [catalogue.matte_black.product_id]
    landing = get(client, "/api/products-feed/main-brand/dsi")
    assert landing["total"] == 2 and [node["slug"] for node in landing["categories"]] == ["plain"]
    assert body["categories"] == []  # /brand/{brand} is the list alone
    assert get(client, "/api/products-feed/brand/nobody", 404)["message"] == "There is no brand 'nobody'."
    get(client, "/api/products-feed/main-brand/nobody", 404)


def test_brand_colour_category4(client, catalogue):
    body = get(client, "/api/products-feed/brand/chrisanne/royal-blue/matte")
    assert skus(body) == [catalogue.matte_blue.product_id]
    assert body["color"]["hex"] == "#4169E1"
    assert [(c["slug"], c["count"]) for c in body["categories"]] == [("matte", 1)]
    assert get(client, "/api/products-feed/brand/chrisanne/royal-blue/shiny")["total"] == 0
    get(client, "/api/products-feed/brand/chrisanne/red/matte", 404)  # DSI has red, Chrisanne does not
    get(client, "/api/products-feed/brand/chrisanne/royal-blue/nothing", 404)


def test_same_colour_across_brands_excluding_the_product(client, catalogue):
    body = get(client, f"/api/products-feed/categories/same-color/royal-blue/{catalogue.matte_blue.product_id}")
    assert skus(body) == [catalogue.shiny_blue.product_id]
    get(client, f"/api/products-feed/categories/same-color/mauve/{catalogue.matte_blue.product_id}", 404)
    get(client, "/api/products-feed/categories/same-color/royal-blue/NOPE", 404)


def test_also_liked_same_path_other_colours(client, catalogue):
    sku = catalogue.matte_blue.product_id
    own_path = get(client, f"/api/products-feed/categories/also-liked/royal-blue/{sku}")
    # Same fabrics/lycra/plain path, not royal blue, not the product itself, most popular first.
    assert skus(own_path) == [catalogue.matte_black.product_id]
    wider = get(client, f"/api/products-feed/categories/also-liked/royal-blue/{sku}", category1="fabrics")
    assert skus(wider) == [catalogue.matte_black.product_id, catalogue.chiffon.product_id]
    other = get(
        client, f"/api/products-feed/categories/also-liked/black/{sku}", category1="fabrics", category2="lycra",
        category3="plain",
    )
    assert skus(other) == [catalogue.shiny_blue.product_id]


def test_product_by_category_pair_and_slug(client, catalogue):
    body = get(client, f"/api/products-feed/product/lycra/plain/{catalogue.matte_black.slug}")
    assert body["product_id"] == catalogue.matte_black.product_id
    get(client, f"/api/products-feed/product/chiffon/plain/{catalogue.matte_black.slug}", 404)
    get(client, "/api/products-feed/product/lycra/plain/no-such-slug", 404)


# ---------------------------------------------------------------- /api/brands


def test_all_brands_and_menu_brands(client, catalogue):
    assert [b["name"] for b in get(client, "/api/brands/all-brands")] == ["Chrisanne", "DSI", "Preciosa", "Empty Brand"]
    menu = get(client, "/api/brands/brands")
    assert [(b["slug"], b["link"]) for b in menu] == [
        ("chrisanne", "/brands/chrisanne"), ("dsi", "/brands/dsi"), ("preciosa", "/brands/preciosa"),
    ]
    assert len(get(client, "/api/brands/brands", limit=1)) == 1


def test_brand_page_with_its_category_tree(client, catalogue):
    body = get(client, "/api/brands/brands/dsi")
    assert body["brand"]["slug"] == "dsi" and body["total"] == 2
    tree = body["categories"]
    assert [(n["slug"], n["count"], n["link"]) for n in tree] == [("plain", 2, "/brands/dsi/plain")]
    assert [(n["slug"], n["count"], n["link"]) for n in tree[0]["children"]] == [
        ("sheer", 1, "/brands/dsi/plain/sheer"), ("shiny", 1, "/brands/dsi/plain/shiny"),
    ]
    narrowed = get(client, "/api/brands/brands/dsi/plain/shiny")
    assert names(narrowed) == ["Shiny Lycra"] and narrowed["categories"] == tree
    assert get(client, "/api/brands/brands/dsi/plain")["total"] == 2
    get(client, "/api/brands/brands/dsi/sew-on", 404)
    get(client, "/api/brands/brands/dsi/plain/matte", 404)
    get(client, "/api/brands/brands/nobody", 404)


def test_all_fabrics_filterable_by_brand(client, catalogue):
    body = get(client, "/api/brands/all-fabrics")
    fabrics = {p.product_id for p in
               (catalogue.matte_black, catalogue.matte_blue, catalogue.shiny_blue, catalogue.chiffon)}
    assert body["total"] == 4 and set(skus(body)) == fabrics
    assert names(get(client, "/api/brands/all-fabrics", brand="chrisanne")) == ["Matte Lycra", "Matte Lycra"]


# ---------------------------------------------------------------- /api/colors


def test_all_colours_and_those_in_use(client, catalogue):
    every = get(client, "/api/colors/all-colors")
    assert [(c["name"], c["brand"]) for c in every] == [
        ("Black", "chrisanne"), ("Crystal AB", "preciosa"), ("Red", "dsi"), ("Royal Blue", "chrisanne"),
        ("Royal Blue", "dsi"),
    ]
    in_use = get(client, "/api/colors/all-colors-in-db")
    assert len(in_use) == 5
    catalogue.crystal.is_active = False
    from shop.extensions import db

    db.session.commit()
    assert "Crystal AB" not in [c["name"] for c in get(client, "/api/colors/all-colors-in-db")]


def test_colours_by_brand_with_counts(client, catalogue):
    body = get(client, "/api/colors/color-by-brand/chrisanne")
    assert [(c["slug"], c["count"]) for c in body] == [("black", 1), ("royal-blue", 1)]
    get(client, "/api/colors/color-by-brand/nobody", 404)


def test_brand_colour_page(client, catalogue):
    body = get(client, "/api/colors/color-by-brand/dsi/royal-blue")
    assert body["color"]["hex"] == "#3050D0" and skus(body) == [catalogue.shiny_blue.product_id]
    assert [c["slug"] for c in body["categories"]] == ["shiny"]
    get(client, "/api/colors/color-by-brand/dsi/black", 404)


def test_colour_facets_of_a_listing(client, catalogue):
    lycra = get(client, "/api/colors/color-by-product", ct1="fabrics", ct2="lycra")
    assert [(c["slug"], c["brand"], c["count"]) for c in lycra] == [
        ("black", "chrisanne", 1), ("royal-blue", "chrisanne", 1), ("royal-blue", "dsi", 1),
    ]
    dsi_only = get(client, "/api/colors/color-by-product", ct1="fabrics", ct5="dsi")
    assert [c["slug"] for c in dsi_only] == ["red", "royal-blue"]
    everything = get(client, "/api/colors/color-by-product")
    assert sum(c["count"] for c in everything) == 6  # black counts the matte lycra and the boa
    get(client, "/api/colors/color-by-product", 404, ct1="fabrics", ct2="velvet")


def test_colours_are_named_in_every_language(client, catalogue, db):
    black = catalogue.matte_black.colour
    black.name_ua, black.name_ru, black.name_de = "Чорний", "Чёрный", "Schwarz"
    db.session.commit()
    # The product page keeps its English `color` and adds the name in each language (English where there is none).
    page = get(client, f"/api/products-feed/products/{catalogue.matte_black.product_id}")
    assert page["color"] == "Black" and page["color_slug"] == "black"
    assert [page[f"color_{language}"] for language in ("en", "ua", "pl", "ru", "de")] == [
        "Black", "Чорний", "Black", "Чёрный", "Schwarz"]
    # The colour filter and a brand's colours name them too, beside the English `name`.
    for facets in (get(client, "/api/colors/color-by-product", ct1="fabrics", ct2="lycra"),
                   get(client, "/api/colors/color-by-brand/chrisanne")):
        shown = next(c for c in facets if c["slug"] == "black")
        assert (shown["name"], shown["name_ua"], shown["name_pl"], shown["name_de"]) == (
            "Black", "Чорний", "Black", "Schwarz")
    blue = next(c for c in get(client, "/api/colors/color-by-brand/chrisanne") if c["slug"] == "royal-blue")
    assert blue["name_ua"] == "Royal Blue"  # not translated: English


# ---------------------------------------------------------------- /api/categories and /api/menu


def test_category_levels_return_nodes_then_products(client, catalogue):
    fabrics = get(client, "/api/categories/fabrics")
    assert fabrics["level"] == 1 and fabrics["link"] == "/fabrics"
    assert [c["slug"] for c in fabrics["children"]] == ["lycra", "chiffon"]
    lycra = get(client, "/api/categories/fabrics/lycra")
    assert lycra["name"] == "lycra__Лайкра" and [c["slug"] for c in lycra["children"]] == ["plain"]
    plain = get(client, "/api/categories/fabrics/lycra/plain")
    assert [(c["slug"], c["link"]) for c in plain["children"]] == [
        ("matte", "/fabrics/lycra/plain/matte"), ("shiny", "/fabrics/lycra/plain/shiny"),
    ]
    matte = get(client, "/api/categories/fabrics/lycra/plain/matte")
    assert names(matte) == ["Matte Lycra", "Matte Lycra"] and matte["total"] == 2  # the hidden one is not shown
    assert matte["category"]["path"] == ["fabrics", "lycra", "plain", "matte"]
    assert get(client, "/api/categories/fabrics/lycra/plain/matte", color="black")["total"] == 1
    for url in ("/api/categories/shoes", "/api/categories/fabrics/velvet", "/api/categories/fabrics/lycra/printed",
                "/api/categories/fabrics/lycra/plain/glossy"):
        assert "There is no category" in get(client, url, 404)["message"]


def test_menus_for_every_main_with_links(client, catalogue):
    mains = get(client, "/api/menu/")
    assert [m["slug"] for m in mains] == ["fabrics", "crystals", "accessories", "collections"]
    fabrics = get(client, "/api/menu/fabrics")
    assert fabrics == mains[0]
    assert [(c["name"], c["link"]) for c in fabrics["children"]] == [
        ("lycra__Лайкра", "/fabrics/lycra"), ("chiffon", "/fabrics/chiffon"),
    ]
    assert fabrics["children"][0]["children"][0]["link"] == "/fabrics/lycra/plain"
    collections = get(client, "/api/menu/collections")
    assert collections["children"][0]["link"] == "/collections/winter-2026?season=1"  # a link value from the data
    get(client, "/api/menu/shoes", 404)


# ---------------------------------------------------------------- HTTP caching


def test_etag_cache_control_and_304(client, catalogue):
    first = client.get("/api/products-feed/?limit=2")
    etag = first.headers["ETag"]
    assert etag and first.headers["Cache-Control"] in ("public, max-age=60", "max-age=60, public")
    again = client.get("/api/products-feed/?limit=2", headers={"If-None-Match": etag})
    assert again.status_code == 304 and again.data == b""
    other = client.get("/api/products-feed/?limit=3", headers={"If-None-Match": etag})
    assert other.status_code == 200 and other.headers["ETag"] != etag
    for url in ("/api/brands/all-brands", "/api/colors/all-colors", "/api/menu/", "/api/categories/fabrics"):
        response = client.get(url)
        assert response.headers["ETag"] and "max-age=60" in response.headers["Cache-Control"]
        assert client.get(url, headers={"If-None-Match": response.headers["ETag"]}).status_code == 304


def test_listings_are_cards_in_utf8_and_compressed_when_the_client_accepts_it(client, catalogue):
    plain = client.get("/api/products-feed/?limit=50")
    card = plain.json["products"][0]
    # A card carries what a card shows; the descriptions only come with the product itself.
    assert "description_en" not in card and "color" not in card and card["link"] == f"/products/{card['product_id']}"
    assert {"price", "final_price", "currency", "discount", "images", "minimum", "unit", "in_stock"} <= set(card)
    assert "Матова лайкра".encode() in plain.data and b"\\u" not in plain.data  # Cyrillic as UTF-8, not \uXXXX
    assert "Content-Encoding" not in plain.headers
    for encoding, decompress in (("gzip", gzip.decompress), ("br", brotli.decompress)):
        packed = client.get("/api/products-feed/?limit=50", headers={"Accept-Encoding": encoding})
        assert packed.headers["Content-Encoding"] == encoding and "Accept-Encoding" in packed.headers["Vary"]
        assert len(packed.data) < len(plain.data) and json.loads(decompress(packed.data)) == plain.json
        # A revalidation of the compressed answer is a 304 too.
        revalidate = {"Accept-Encoding": encoding, "If-None-Match": packed.headers["ETag"]}
        again = client.get("/api/products-feed/?limit=50", headers=revalidate)
        assert again.status_code == 304


def test_the_encoding_follows_the_clients_preferences_and_small_bodies_stay_plain(client, catalogue):
    url = "/api/products-feed/?limit=50"
    for accepted, expected in (("gzip, deflate, br", "br"), ("br;q=0, gzip", "gzip"), ("*", "br"),
                               ("*, br;q=0", "gzip"), ("identity", None), ("gzip;q=0, br;q=0", None)):
        response = client.get(url, headers={"Accept-Encoding": accepted})
        assert response.headers.get("Content-Encoding") == expected, accepted
        assert response.headers["Vary"] == "Accept-Encoding"
    # A body under COMPRESS_MIN_SIZE (500 bytes) is not worth a header's overhead; an error is JSON like any other.
    small = client.get("/api/products-feed/?limit=1&brand=no-such-brand", headers={"Accept-Encoding": "br"})
    assert small.status_code == 404 and "Content-Encoding" not in small.headers and small.json["message"]


def test_changed_content_changes_the_etag(client, catalogue):
    url = f"/api/products-feed/products/{catalogue.chiffon.product_id}"
    etag = client.get(url).headers["ETag"]
    catalogue.chiffon.discount = 20
    from shop.extensions import db

    db.session.commit()
    fresh = client.get(url, headers={"If-None-Match": etag})
    assert fresh.status_code == 200 and fresh.get_json()["final_price"] == "10.00"


def test_errors_are_not_cached(client, catalogue):
    response = client.get("/api/products-feed/products/NOPE")
    assert response.status_code == 404 and "ETag" not in response.headers


# ---------------------------------------------------------------- bad input


@pytest.mark.parametrize(
    ("query", "message"),
    [
        ({"page": "abc"}, "page must be a whole number."),
        ({"page": "0"}, "page must be between 1 and 10000."),
        ({"page": "-3"}, "page must be between 1 and 10000."),
        ({"limit": "x"}, "limit must be a whole number."),
        ({"limit": "101"}, "limit must be between 1 and 100."),
        ({"limit": "0"}, "limit must be between 1 and 100."),
        ({"sort": "cheapest"}, "sort must be one of: newest, price_asc, price_desc, name, discount, popular."),
        ({"min_price": "cheap"}, "min_price must be an amount such as 12.50, not negative, at most two decimals."),
        ({"max_price": "nan"}, "max_price must be an amount such as 12.50, not negative, at most two decimals."),
        ({"min_price": "-1"}, "min_price must be an amount such as 12.50, not negative, at most two decimals."),
        ({"min_price": "1.005"}, "min_price must be an amount such as 12.50, not negative, at most two decimals."),
        ({"currency": "JPY"}, "currency must be one of: GBP, UAH, USD, EUR."),
        ({"in_stock": "maybe"}, "in_stock must be true or false."),
    ],
)
def test_bad_listing_arguments_are_400_with_a_clear_message(client, catalogue, query, message):
    for url in ("/api/products-feed/", "/api/products-feed/main-category/fabrics", "/api/brands/brands/dsi"):
        body = get(client, url, 400, **query)
        assert body["message"] == message


def test_a_price_range_upside_down_is_an_empty_page(client, catalogue):
    body = get(client, "/api/products-feed/", 200, min_price="30", max_price="10")
    assert body["products"] == [] and body["total"] == 0


def test_unknown_filter_values_are_404(client, catalogue):
    assert get(client, "/api/products-feed/", 404, color="mauve")["message"] == "There is no colour 'mauve'."
    assert get(client, "/api/products-feed/", 404, brand="nobody")["message"] == "There is no brand 'nobody'."


def test_unknown_api_path_is_json_404(client, catalogue):
    body = get(client, "/api/products-feed/nothing/here/at/all/really", 404)
    assert body["message"]


@pytest.mark.parametrize(
    "url",
    [
        "/api/products-feed/products/CH%00LY",
        "/api/products-feed/brand/dsi%00",
        "/api/products-feed/?color=red%00",
        "/api/products-feed/search?search=chif%00on",
        "/api/colors/color-by-brand/dsi%0A",
        "/api/products-feed/?brand=" + "x" * 201,
    ],
)
def test_control_characters_and_huge_values_are_400_not_500(client, catalogue, url):
    body = get(client, url, 400)
    assert body["message"] == "Request values must be at most 200 characters, without control characters."


def test_a_category_named_in_polish_russian_or_german_says_so_and_the_rest_keep_the_spec_rule(client, db, catalogue):
    from shop.catalog.models import Category
    lycra = db.session.execute(db.select(Category).where(Category.slug == "lycra")).scalar_one()
    lycra.name_de, lycra.name_pl = "Lycra (Elasthan)", "Lycra elastyczna"
    db.session.commit()
    tree = get(client, "/api/categories/fabrics")
    node = next(child for child in tree["children"] if child["slug"] == "lycra")
    assert (node["name"], node["name_pl"], node["name_ru"], node["name_de"]) == (
        "lycra__Лайкра", "Lycra elastyczna", None, "Lycra (Elasthan)")
    # The brand page's tree, built from the products' slugs, borrows the names of the tree's node.
    body = get(client, "/api/products-feed/main-category/fabrics")
    assert next(c for c in body["category"]["children"] if c["slug"] == "lycra")["name_de"] == "Lycra (Elasthan)"
