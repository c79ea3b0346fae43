"""Staff's lists that scale: products and colours in pages of 25, 50 or 100 with sorts, searches and filters; orders
and call-back queries keep the spec's 4 a page and gain a search by number, name, e-mail and phone.

Bad arguments answer 400 {message, errors} naming the argument, in the staff member's language. Runs on SQLite and
on PostgreSQL (SHOP_TEST_DATABASE_URL), which spell text in lower case and a phone's digits differently.
"""
from __future__ import annotations

from datetime import timedelta
from decimal import Decimal
from types import SimpleNamespace

import pytest

from shop.catalog.models import Product
from shop.extensions import db as _db
from shop.queries.models import CallbackQuery
from tests.factories import BASE_TIME, make_brand, make_category_path, make_colour, make_order, make_product

PRODUCTS = "/api/admin/products"
COLOURS = "/api/admin/colors"
ORDERS = "/api/orders"
QUERIES = "/api/queries"


def skus(response) -> list[str]:
    assert response.status_code == 200, response.get_json()
    return [product["product_id"] for product in response.get_json()]


def total(response) -> int:
    return int(response.headers["X-Total-Count"])


# ---------------------------------------------------------------- products


@pytest.fixture()
def catalogue(db):
    """Six products of two brands whose names, skus, prices, stocks and edit times each sort differently, one of
    them hidden, and a gift card."""
    s = SimpleNamespace()
    s.chrisanne = make_brand("Chrisanne")
    s.dsi = make_brand("DSI")
    blue = make_colour("Royal Blue", brand=s.chrisanne)
    lycra = make_category_path("fabrics", "lycra")
    rows = [  # sku, English, Ukrainian, price, stock, brand, created day, edited day
        ("CH-LY-0003", "Matte Lycra", "Матова лайкра", "20.00", "50.5", s.chrisanne, 1, 6),
        ("CH-VE-0001", "Velvet Black", "Оксамит чорний", "4.00", "0", s.chrisanne, 2, 2),
        ("DS-CR-0002", "Crystal AB", "Кристал AB", "0.35", "3", s.dsi, 3, 5),
        ("DS-CH-0005", "Chiffon Ivory", "Шифон айворі", "12.50", "5", s.dsi, 4, 1),
        ("CH-ME-0004", "Mesh Nude", "Сітка тілесна", "7.25", "120", s.chrisanne, 5, 4),
    ]
    for sku, english, ukrainian, price, stock, brand, created, edited in rows:
        product = make_product(english, ukrainian, price=price, stock=stock, brand=brand, product_id=sku,
                               colour=blue if brand is s.chrisanne else None, categories=lycra, created_days=created)
        product.updated_at = BASE_TIME + timedelta(days=edited)
    hidden = make_product("Hidden Lycra", "Прихована лайкра", price="1.00", stock="2", brand=s.dsi,
                          product_id="DS-LY-0009", categories=lycra, is_active=False, created_days=6)
    hidden.updated_at = BASE_TIME + timedelta(days=3)
    gift = make_product("Gift card £25", "Подарункова картка £25", price="25.00", stock="0", product_id="GIFT-25",
                        is_gift_card=True, created_days=0)
    gift.category1, gift.updated_at = "gift-cards", BASE_TIME
    db.session.commit()
    return s


def test_the_list_is_25_a_page_unless_asked_for_50_or_100(client, db, staff):
    for n in range(60):
        make_product(f"Lycra {n:02d}", f"Лайкра {n:02d}", product_id=f"LY-{n:04d}", created_days=n)
    db.session.commit()
    first = client.get(PRODUCTS, headers=staff)
    assert total(first) == 60 and len(skus(first)) == 25
    assert skus(first)[0] == "LY-0059"  # newest first
    assert len(skus(client.get(PRODUCTS, headers=staff, query_string={"limit": 50}))) == 50
    hundred = client.get(PRODUCTS, headers=staff, query_string={"limit": 100})
    assert len(skus(hundred)) == 60 and total(hundred) == 60
    third = client.get(PRODUCTS, headers=staff, query_string={"limit": 25, "page": 3})
    assert skus(third) == [f"LY-{n:04d}" for n in range(9, -1, -1)]
    past_the_end = client.get(PRODUCTS, headers=staff, query_string={"limit": 25, "page": 4})
    assert skus(past_the_end) == [] and total(past_the_end) == 60


@pytest.mark.parametrize(("sort", "expected"), [
    ("newest", ["DS-LY-0009", "CH-ME-0004", "DS-CH-0005", "DS-CR-0002", "CH-VE-0001", "CH-LY-0003", "GIFT-25"]),
    ("oldest", ["GIFT-25", "CH-LY-0003", "CH-VE-0001", "DS-CR-0002", "DS-CH-0005", "CH-ME-0004", "DS-LY-0009"]),
    ("name_asc", ["DS-CH-0005", "DS-CR-0002", "GIFT-25", "DS-LY-0009", "CH-LY-0003", "CH-ME-0004", "CH-VE-0001"]),
    ("name_desc", ["CH-VE-0001", "CH-ME-0004", "CH-LY-0003", "DS-LY-0009", "GIFT-25", "DS-CR-0002", "DS-CH-0005"]),
    ("sku_asc", ["CH-LY-0003", "CH-ME-0004", "CH-VE-0001", "DS-CH-0005", "DS-CR-0002", "DS-LY-0009", "GIFT-25"]),
    ("sku_desc", ["GIFT-25", "DS-LY-0009", "DS-CR-0002", "DS-CH-0005", "CH-VE-0001", "CH-ME-0004", "CH-LY-0003"]),
    ("price_asc", ["DS-CR-0002", "DS-LY-0009", "CH-VE-0001", "CH-ME-0004", "DS-CH-0005", "CH-LY-0003", "GIFT-25"]),
    ("price_desc", ["GIFT-25", "CH-LY-0003", "DS-CH-0005", "CH-ME-0004", "CH-VE-0001", "DS-LY-0009", "DS-CR-0002"]),
    ("stock_asc", ["CH-VE-0001", "GIFT-25", "DS-LY-0009", "DS-CR-0002", "DS-CH-0005", "CH-LY-0003", "CH-ME-0004"]),
    ("stock_desc", ["CH-ME-0004", "CH-LY-0003", "DS-CH-0005", "DS-CR-0002", "DS-LY-0009", "GIFT-25", "CH-VE-0001"]),
    ("updated_desc", ["CH-LY-0003", "DS-CR-0002", "CH-ME-0004", "DS-LY-0009", "CH-VE-0001", "DS-CH-0005",
                      "GIFT-25"]),
    ("updated_asc", ["GIFT-25", "DS-CH-0005", "CH-VE-0001", "DS-LY-0009", "CH-ME-0004", "DS-CR-0002",
                     "CH-LY-0003"]),
])
def test_staff_sort_by_name_sku_price_stock_and_edit_time_both_ways(client, catalogue, staff, sort, expected):
    response = client.get(PRODUCTS, headers=staff, query_string={"sort": sort})
    assert skus(response) == expected and total(response) == 7
    # A page of a sorted list is the same products as that stretch of the whole list.
    page = client.get(PRODUCTS, headers=staff, query_string={"sort": sort, "limit": 3, "page": 2})
    assert skus(page) == expected[3:6] and total(page) == 7


def test_products_of_one_price_keep_one_order_from_page_to_page(client, db, staff):
    for n in range(12):
        make_product(f"Tulle {n}", f"Фатин {n}", price="3.00", product_id=f"TU-{n:03d}")
    db.session.commit()
    seen = []
    for page in range(1, 5):
        seen += skus(client.get(PRODUCTS, headers=staff, query_string={"sort": "price_asc", "limit": 3, "page": page}))
    assert sorted(seen) == [f"TU-{n:03d}" for n in range(12)] and len(set(seen)) == 12


@pytest.mark.parametrize(("query", "expected"), [
    ({"stock": "out"}, ["CH-VE-0001"]),  # the gift card's stock is never taken: it is never out
    ({"stock": "low"}, ["DS-LY-0009", "DS-CH-0005", "DS-CR-0002"]),  # some left, at most SHOP_LOW_STOCK (5)
    ({"stock": "in"}, ["DS-LY-0009", "CH-ME-0004", "DS-CH-0005", "DS-CR-0002", "CH-LY-0003"]),
    ({"stock": "low", "active": "true"}, ["DS-CH-0005", "DS-CR-0002"]),
    ({"active": "false"}, ["DS-LY-0009"]),
    ({"category1": "gift-cards"}, ["GIFT-25"]),
    ({"stock": "in", "sort": "stock_asc", "limit": 2}, ["DS-LY-0009", "DS-CR-0002"]),
])
def test_staff_filter_by_stock_state_shown_and_category(client, catalogue, staff, query, expected):
    response = client.get(PRODUCTS, headers=staff, query_string=query)
    assert skus(response) == expected
    if "limit" not in query:
        assert total(response) == len(expected)


def test_staff_filter_by_brand(client, catalogue, staff):
    dsi = client.get(PRODUCTS, headers=staff, query_string={"brandId": catalogue.dsi.id, "sort": "sku_asc"})
    assert skus(dsi) == ["DS-CH-0005", "DS-CR-0002", "DS-LY-0009"] and total(dsi) == 3
    low = client.get(PRODUCTS, headers=staff, query_string={"brandId": catalogue.chrisanne.id, "stock": "out"})
    assert skus(low) == ["CH-VE-0001"]
    assert skus(client.get(PRODUCTS, headers=staff, query_string={"brandId": 99999})) == []


@pytest.mark.parametrize(("search", "expected"), [
    ("lycra", ["DS-LY-0009", "CH-LY-0003"]),  # the hidden one too
    ("ЛАЙКРА", ["DS-LY-0009", "CH-LY-0003"]),  # Ukrainian, in capitals
    ("laikra", ["DS-LY-0009", "CH-LY-0003"]),  # the Ukrainian name typed in Latin letters
    ("matte lyc", ["CH-LY-0003"]),  # every word starts a word
    ("ds-cr", ["DS-CR-0002"]),  # the start of a sku
    ("0005", ["DS-CH-0005"]),  # the sku's number
    ("chrisanne velvet", ["CH-VE-0001"]),  # the brand
    ("royal", ["CH-ME-0004", "CH-VE-0001", "CH-LY-0003"]),  # the colour
    ("vlevet", []),  # no typo matches: staff find what they typed
    ("-000", ["DS-LY-0009", "CH-ME-0004", "DS-CH-0005", "DS-CR-0002", "CH-VE-0001", "CH-LY-0003"]),  # a sku's part
    ("nothing-like-it", []),
])
def test_staff_search_by_name_in_any_language_sku_brand_and_colour(client, catalogue, staff, search, expected):
    response = client.get(PRODUCTS, headers=staff, query_string={"search": search})
    assert skus(response) == expected and total(response) == len(expected)


def test_a_search_keeps_the_filters_and_the_sort(client, catalogue, staff):
    shown = client.get(PRODUCTS, headers=staff, query_string={"search": "lycra", "active": "true"})
    assert skus(shown) == ["CH-LY-0003"]
    hidden = client.get(PRODUCTS, headers=staff, query_string={"search": "lycra", "active": "false"})
    assert skus(hidden) == ["DS-LY-0009"]
    by_price = client.get(PRODUCTS, headers=staff, query_string={"search": "lycra", "sort": "price_desc"})
    assert skus(by_price) == ["CH-LY-0003", "DS-LY-0009"]
    of_dsi = client.get(PRODUCTS, headers=staff, query_string={"search": "lycra", "brandId": catalogue.dsi.id,
                                                               "stock": "low"})
    assert skus(of_dsi) == ["DS-LY-0009"] and total(of_dsi) == 1
    one_a_page = client.get(PRODUCTS, headers=staff, query_string={"search": "lycra", "limit": 1, "page": 2})
    assert skus(one_a_page) == ["CH-LY-0003"] and total(one_a_page) == 2


def test_a_renamed_product_is_found_by_its_new_name_at_once(client, catalogue, staff):
    product = _db.session.scalar(_db.select(Product).where(Product.product_id == "CH-ME-0004"))
    renamed = client.put(f"{PRODUCTS}/{product.id}", headers=staff, json={"names": {"en": "Powermesh Skin",
                                                                                    "ua": "Пауерсітка"}})
    assert renamed.status_code == 200
    assert skus(client.get(PRODUCTS, headers=staff, query_string={"search": "powermesh"})) == ["CH-ME-0004"]
    assert skus(client.get(PRODUCTS, headers=staff, query_string={"search": "nude"})) == []
    hide = client.put(f"{PRODUCTS}/{product.id}", headers=staff, json={"isActive": False})
    assert hide.status_code == 200
    assert skus(client.get(PRODUCTS, headers=staff, query_string={"search": "powermesh"})) == ["CH-ME-0004"]


@pytest.mark.parametrize(("query", "field"), [
    ({"sort": "cheapest"}, "sort"), ({"sort": ""}, "sort"), ({"stock": "some"}, "stock"),
    ({"brandId": "abc"}, "brandId"), ({"brandId": "0"}, "brandId"), ({"brandId": "3.5"}, "brandId"),
    ({"limit": "101"}, "limit"), ({"limit": "0"}, "limit"), ({"page": "0"}, "page"), ({"page": "x"}, "page"),
])
def test_bad_list_arguments_are_400_naming_the_argument(client, catalogue, staff, query, field):
    response = client.get(PRODUCTS, headers=staff, query_string=query)
    assert response.status_code == 400
    body = response.get_json()
    assert body["message"] and list(body["errors"]) == [field]


def test_a_bad_sort_is_said_in_the_staff_members_language(client, catalogue, staff):
    response = client.get(PRODUCTS, headers={**staff, "Accept-Language": "uk"}, query_string={"sort": "cheapest"})
    assert response.status_code == 400
    said = response.get_json()["errors"]["sort"][0]
    assert said.startswith("Допустимі значення параметра sort: newest, oldest, name_asc")


# ---------------------------------------------------------------- colours


@pytest.fixture()
def palette(db):
    s = SimpleNamespace(chrisanne=make_brand("Chrisanne"), dsi=make_brand("DSI"))
    s.blue = make_colour("Royal Blue", "#4169E1", brand=s.chrisanne)
    s.blue.name_ua = "Королівський синій"
    s.black = make_colour("Black", "#000000", brand=s.chrisanne)
    s.black.name_ua, s.black.name_de = "Чорний", "Schwarz"
    s.jet = make_colour("Jet", "#0A0A0A", brand=s.dsi)
    s.gold = make_colour("Gold", "#FFD700")
    db.session.commit()
    return s


def names(response) -> list[str]:
    assert response.status_code == 200, response.get_json()
    return [colour["names"]["en"] for colour in response.get_json()]


@pytest.mark.parametrize(("query", "expected"), [
    ({}, ["Gold", "Jet", "Black", "Royal Blue"]),
    ({"sort": "oldest"}, ["Royal Blue", "Black", "Jet", "Gold"]),
    ({"sort": "name_asc"}, ["Black", "Gold", "Jet", "Royal Blue"]),
    ({"sort": "name_desc"}, ["Royal Blue", "Jet", "Gold", "Black"]),
    ({"search": "ЧОРНИЙ"}, ["Black"]),  # a Ukrainian name, in capitals
    ({"search": "schwarz"}, ["Black"]),
    ({"search": "blue"}, ["Royal Blue"]),
    ({"search": "0a0a"}, ["Jet"]),  # the hex value
    ({"search": "#"}, ["Gold", "Jet", "Black", "Royal Blue"]),
    ({"search": "100%"}, []),  # LIKE's wildcards are text
    ({"search": "zzz"}, []),
    ({"brandId": "none"}, ["Gold"]),
    ({"search": "b", "sort": "name_asc"}, ["Black", "Royal Blue"]),
])
def test_staff_search_colours_by_name_in_any_language_or_hex_and_sort_them(client, palette, staff, query, expected):
    response = client.get(COLOURS, headers=staff, query_string=query)
    assert names(response) == expected and total(response) == len(expected)


def test_staff_list_one_brands_colours_a_page_at_a_time(client, palette, staff):
    chrisanne = client.get(COLOURS, headers=staff, query_string={"brandId": palette.chrisanne.id, "limit": 1})
    assert names(chrisanne) == ["Black"] and total(chrisanne) == 2
    second = client.get(COLOURS, headers=staff, query_string={"brandId": palette.chrisanne.id, "limit": 1, "page": 2})
    assert names(second) == ["Royal Blue"]
    assert names(client.get(COLOURS, headers=staff, query_string={"brandId": 99999})) == []


@pytest.mark.parametrize(("query", "field"), [
    ({"brandId": "abc"}, "brandId"), ({"brandId": "-1"}, "brandId"), ({"sort": "hex"}, "sort"),
    ({"search": "x" * 81}, "search"), ({"search": "a\x00"}, "search"), ({"limit": "101"}, "limit"),
])
def test_bad_colour_list_arguments_are_400(client, palette, staff, query, field):
    response = client.get(COLOURS, headers=staff, query_string=query)
    assert response.status_code == 400 and list(response.get_json()["errors"]) == [field]
    assert response.get_json()["message"]


def test_a_bad_brand_filter_is_said_in_german(client, palette, staff):
    response = client.get(COLOURS, headers={**staff, "Accept-Language": "de"}, query_string={"brandId": "x"})
    assert response.get_json()["errors"]["brandId"] == [
        "Wählen Sie eine Marke über ihre ID, zum Beispiel 3, oder none für Farben ohne Marke."]


# ---------------------------------------------------------------- orders


@pytest.fixture()
def orders(db):
    """Five orders: Olena's two (her phone typed with brackets and dashes), a guest's in Latin letters, and two more
    to fill the pages."""
    olena = {"firstName": "Олена", "lastName": "Коваленко", "email": "olena.kovalenko@example.com",
             "phone": "+38 (050) 400-70-15", "country": "UA"}
    s = SimpleNamespace()
    s.first = make_order(user_info=olena, status="Delivered", is_paid=True, created_days=1)
    s.emma = make_order(user_info={"firstName": "Emma", "lastName": "Clarke", "email": "emma@example.co.uk",
                                   "phone": "07700 900123", "country": "GB"}, status="Sent", created_days=2)
    s.second = make_order(user_info=olena, status="Accepted", is_paid=False, created_days=3)
    s.anna = make_order(user_info={"firstName": "Anna", "lastName": "Schmidt", "email": "anna@example.de",
                                   "phone": "+49 30 1234567", "country": "DE"}, status="Accepted", created_days=4)
    s.jan = make_order(user_info={"firstName": "Jan", "lastName": "Nowak", "email": "jan@example.pl",
                                  "phone": "+48 500 400 300"}, status="Accepted", created_days=5)
    db.session.commit()
    return s


def numbers(response) -> list[str]:
    assert response.status_code == 200, response.get_json()
    return [order["number"] for order in response.get_json()]


@pytest.mark.parametrize(("q", "expected"), [
    ("050 400", ["second", "first"]),  # the phone's digits, however it was typed
    ("0504007015", ["second", "first"]),
    ("+380504007015", ["second", "first"]),
    ("+44 7700 900123", ["emma"]),  # the international form of a number stored in local form
    ("олена", ["second", "first"]),  # a Ukrainian name in another letter case
    ("КОВАЛЕНКО олена", ["second", "first"]),  # surname first
    ("emma clarke", ["emma"]),
    ("example.de", ["anna"]),  # the e-mail
    ("OLENA.KOVALENKO@", ["second", "first"]),
    ("400", ["jan", "second", "first"]),  # digits of a phone ...
    ("schmidt 400", []),  # ... or every word in the name, e-mail or number, not a mix
    ("50%", []),
    ("nobody", []),
])
def test_staff_search_orders_by_name_e_mail_and_phone(client, orders, staff, q, expected):
    response = client.get(ORDERS, headers=staff, query_string={"q": q})
    assert numbers(response) == [getattr(orders, name).number for name in expected]
    assert total(response) == len(expected)


def test_staff_find_an_order_by_its_number(client, orders, staff):
    number = orders.anna.number  # DF-000123 and so on
    for q in (number, number.lower(), number[-3:]):
        assert orders.anna.number in numbers(client.get(ORDERS, headers=staff, query_string={"q": q}))
    assert numbers(client.get(ORDERS, headers=staff, query_string={"q": number})) == [number]


def test_an_order_search_keeps_the_status_filter_and_four_a_page(client, orders, staff):
    accepted = client.get(ORDERS, headers=staff, query_string={"q": "olena", "status": "Accepted"})
    assert numbers(accepted) == [orders.second.number] and total(accepted) == 1
    paid = client.get(ORDERS, headers=staff, query_string={"q": "olena", "status": "Paid"})
    assert numbers(paid) == [orders.first.number]
    everyone = client.get(ORDERS, headers=staff, query_string={"q": "example", "page": 1})
    assert len(numbers(everyone)) == 4 and total(everyone) == 5  # the spec's 4 a page
    second = client.get(ORDERS, headers=staff, query_string={"q": "example", "page": 2})
    assert numbers(second) == [orders.first.number]
    assert numbers(client.get(ORDERS, headers=staff, query_string={"q": "   "})) == numbers(
        client.get(ORDERS, headers=staff))


def test_a_bad_order_search_is_400(client, orders, staff, auth):
    too_long = client.get(ORDERS, headers=staff, query_string={"q": "x" * 101})
    assert too_long.status_code == 400 and list(too_long.get_json()["errors"]) == ["q"]
    control = client.get(ORDERS, headers=staff, query_string={"q": "olena\x00"})
    assert control.status_code == 400 and list(control.get_json()["errors"]) == ["q"]
    assert client.get(ORDERS, query_string={"q": "olena"}).status_code == 401
    assert client.get(ORDERS, headers=auth(), query_string={"q": "olena"}).status_code == 403


# ---------------------------------------------------------------- call-back queries


@pytest.fixture()
def callbacks(db):
    rows = [("Олена Коваленко", "+38 (050) 400-70-15", "Processed", 1),
            ("Emma Clarke", "07700 900123", "Unprocessed", 2),
            ("Ірина Бондар", "050 123 45 67", "Unprocessed", 3)]
    for name, phone, status, day in rows:
        db.session.add(CallbackQuery(name=name, phone=phone, query="Please call me back", status=status,
                                     created_at=BASE_TIME + timedelta(days=day)))
    db.session.commit()


def callers(response) -> list[str]:
    assert response.status_code == 200, response.get_json()
    return [query["name"] for query in response.get_json()]


@pytest.mark.parametrize(("q", "expected"), [
    ("050 400", ["Олена Коваленко"]),
    ("050", ["Ірина Бондар", "Олена Коваленко"]),
    ("+44 7700 900123", ["Emma Clarke"]),
    ("ОЛЕНА", ["Олена Коваленко"]),
    ("бондар ірина", ["Ірина Бондар"]),
    ("clarke", ["Emma Clarke"]),
    ("nobody", []),
    ("", ["Ірина Бондар", "Emma Clarke", "Олена Коваленко"]),
])
def test_staff_search_call_backs_by_name_and_phone(client, callbacks, staff, q, expected):
    assert callers(client.get(QUERIES, headers=staff, query_string={"q": q})) == expected


def test_a_call_back_search_keeps_the_status_filter(client, callbacks, staff):
    assert callers(client.get(QUERIES, headers=staff, query_string={"q": "050", "status": "Processed"})) == [
        "Олена Коваленко"]
    assert callers(client.get(QUERIES, headers=staff, query_string={"q": "olena", "status": "Unprocessed"})) == []


def test_a_bad_call_back_search_is_400(client, callbacks, staff):
    response = client.get(QUERIES, headers=staff, query_string={"q": "x" * 101})
    assert response.status_code == 400 and list(response.get_json()["errors"]) == ["q"]


def test_stock_states_follow_the_low_stock_setting(app, client, catalogue, staff, monkeypatch):
    monkeypatch.setitem(app.config, "SHOP_LOW_STOCK", Decimal("50.5"))
    low = client.get(PRODUCTS, headers=staff, query_string={"stock": "low", "sort": "sku_asc"})
    assert skus(low) == ["CH-LY-0003", "DS-CH-0005", "DS-CR-0002", "DS-LY-0009"]
