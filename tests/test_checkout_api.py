"""Checkout: the server prices every order itself, reserves stock atomically, places each order once per key, and
takes money by cash, bank transfer, LiqPay or gift card."""
from __future__ import annotations

import uuid
from concurrent.futures import ThreadPoolExecutor
from decimal import Decimal

import pytest

from shop import create_app
from shop.accounts.models import User
from shop.catalog.models import Product
from shop.extensions import db as _db
from shop.orders.models import Order
from tests.factories import make_product

ORDERS = "/api/orders"
QUOTE = "/api/orders/quote"
CONTACT = {"firstName": "Emma", "lastName": "Clarke", "email": "Emma@Example.com", "phone": "+44 7700 900123"}
NOVA_POSHTA = {"method": "nova-poshta-branch", "city": "Kyiv", "branch": "12"}
ABROAD = {"method": "international", "country": "DE", "city": "Berlin", "address": "Hauptstr. 5", "postcode": "10115"}


def key() -> dict[str, str]:
    return {"Idempotency-Key": str(uuid.uuid4())}


def body(lines, currency="GBP", delivery=None, payment="bank-transfer", **extra) -> dict:
    return {"currency": currency, "contact": CONTACT, "delivery": delivery or NOVA_POSHTA, "paymentMethod": payment,
            "lines": lines, **extra}


def stock_of(product_id: int) -> Decimal:
    _db.session.expire_all()
    return _db.session.get(Product, product_id).stock


@pytest.fixture()
def shared_app(app, db, tmp_path):
    """An app whose database every thread shares: the session's own on PostgreSQL, a file on SQLite (an in-memory
    database exists once per connection)."""
    if app.config["SQLALCHEMY_DATABASE_URI"] != "sqlite://":
        yield app
        return
    own = create_app({"ENV": "testing", "SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path / 'shop.db'}"})
    with own.app_context():
        _db.create_all()
        yield own
        _db.session.remove()
        _db.engine.dispose()


@pytest.fixture()
def fabric_in_shared(shared_app) -> int:
    with shared_app.app_context():
        product = make_product("Shared Lycra", price="2.00", minimum="0.1", stock="5", product_id="SHARED-LY")
        _db.session.commit()
        return product.id


@pytest.fixture()
def fabric(db):
    """Lycra at £2.50 per 10 cm, 10 % off: £2.25 per 10 cm; 5 m in stock."""
    product = make_product("Lycra Royal", price="2.50", discount=10, minimum="0.1", stock="5", product_id="LY-ROYAL")
    db.session.commit()
    return product


def test_the_server_prices_the_order_itself_and_ignores_a_tampered_price(client, fabric, crystals):
    lines = [{"sku": "LY-ROYAL", "quantity": "1.3", "price": "0.01"}, {"sku": "CR-SS16", "quantity": 2, "price": "0"}]
    placed = client.post(ORDERS, json=body(lines, currency="EUR"), headers=key())
    assert placed.status_code == 201, placed.get_json()
    order = placed.get_json()
    # Discount in GBP (2.50 - 10 % = 2.25), then EUR (x1.18 = 2.655 -> 2.66 per 10 cm), then x13 for 1.3 m.
    fabric_line, crystal_line = order["basketItems"]
    assert (fabric_line["price"], fabric_line["lineTotal"], fabric_line["quantity"]) == ("2.66", "34.58", "1.3")
    # 4.99 x 1.18 = 5.8882 -> 5.89 a pack, x2.
    assert (crystal_line["price"], crystal_line["lineTotal"]) == ("5.89", "11.78")
    assert order["subtotal"] == "46.36"
    # Nova Poshta: £1.50 -> €1.77.
    assert (order["deliveryPrice"], order["totalPrice"], order["currency"]) == ("1.77", "48.13", "EUR")
    assert (order["status"], order["isPaid"], order["paymentMethod"]) == ("Accepted", False, "bank-transfer")
    assert order["number"].startswith("DF-") and order["userInfo"]["email"] == "emma@example.com"
    assert order["payment"]["bank"]["reference"] == order["number"]
    assert order["payment"]["bank"]["iban"].startswith("UA") and order["payment"]["amount"] == "48.13"
    assert [event["to"] for event in order["history"]] == ["Accepted"]
    # The stock is taken in the same transaction.
    assert stock_of(fabric.id) == Decimal("3.7") and stock_of(crystals.id) == Decimal("18")


def test_the_review_shows_server_prices_and_flags_a_changed_price(client, fabric):
    review = client.post(QUOTE, json={"currency": "UAH", "lines": [{"sku": "LY-ROYAL", "quantity": "0.5",
                                                                     "price": "2.50"}]})
    assert review.status_code == 200
    quote = review.get_json()
    line = quote["lines"][0]
    # 2.25 x 56.05 = 126.1125 -> 126.11 per 10 cm, x5.
    assert (line["price"], line["lineTotal"], line["available"], line["minimum"]) == ("126.11", "630.55", "5", "0.1")
    assert line["problem"] == "price-changed" and quote["problems"][0]["sku"] == "LY-ROYAL"
    assert (quote["subtotal"], quote["deliveryPrice"], quote["total"]) == ("630.55", "0.00", "630.55")


def test_quantities_must_sit_on_the_products_step(client, fabric, crystals):
    # Off the product's step: the product decides (409); not above 0: no quantity at all (400).
    for lines, status in (([{"sku": "LY-ROYAL", "quantity": "1.35"}], 409),
                          ([{"sku": "CR-SS16", "quantity": "1.5"}], 409),
                          ([{"sku": "LY-ROYAL", "quantity": "0"}], 400)):
        answer = client.post(ORDERS, json=body(lines), headers=key())
        assert answer.status_code == status, lines
        assert "lines" in answer.get_json()["errors"]
    assert stock_of(fabric.id) == Decimal("5")


def test_short_stock_is_a_409_naming_the_lines_and_takes_nothing(client, fabric, crystals):
    lines = [{"sku": "LY-ROYAL", "quantity": "5.1"}, {"sku": "CR-SS16", "quantity": 1}]
    answer = client.post(ORDERS, json=body(lines), headers=key())
    assert answer.status_code == 409
    problem = answer.get_json()
    assert problem["message"] == "Some items are not available in the quantity you asked for."
    assert problem["errors"]["lines"] == [{"sku": "LY-ROYAL", "productName": "Lycra Royal", "requested": "5.1",
                                           "available": "5", "problem": "short"}]
    assert stock_of(fabric.id) == Decimal("5") and stock_of(crystals.id) == Decimal("20")
    assert client.post(ORDERS, json=body([{"sku": "NOPE-1", "quantity": 1}]), headers=key()).status_code == 409


def test_a_price_changed_since_the_review_is_a_409_with_the_new_total(client, db, fabric):
    lines = [{"sku": "LY-ROYAL", "quantity": "1", "price": "2.25"}]
    reviewed = client.post(QUOTE, json={"lines": lines, "delivery": {"method": "pickup"}}).get_json()
    assert reviewed["total"] == "22.50"
    fabric.price = Decimal("3.00")
    db.session.commit()
    answer = client.post(ORDERS, json=body(lines, delivery={"method": "pickup"}, expectedTotal=reviewed["total"]),
                         headers=key())
    assert answer.status_code == 409
    problem = answer.get_json()
    assert problem["errors"]["total"] == "27.00"
    assert problem["errors"]["lines"] == [{"sku": "LY-ROYAL", "productName": "Lycra Royal", "price": "2.70"}]
    assert stock_of(fabric.id) == Decimal("5")


def test_one_key_makes_one_order_for_parallel_and_later_replays(client, shared_app, fabric_in_shared):
    request = body([{"sku": "SHARED-LY", "quantity": "0.7"}])
    headers = key()

    def send(_):
        with shared_app.test_client() as own:
            answer = own.post(ORDERS, json=request, headers=headers)
            return answer.status_code, answer.get_json()

    with ThreadPoolExecutor(max_workers=10) as pool:
        parallel = list(pool.map(send, range(10)))
    later = [send(n) for n in range(10)]
    statuses = {status for status, _ in parallel + later}
    bodies = [answer for _, answer in parallel + later]
    assert statuses == {201}
    assert all(answer == bodies[0] for answer in bodies)
    with shared_app.app_context():
        assert _db.session.query(Order).count() == 1
        assert _db.session.get(Product, fabric_in_shared).stock == Decimal("4.3")
    # The same key with another body is refused, and makes nothing.
    with shared_app.test_client() as own:
        other = own.post(ORDERS, json=body([{"sku": "SHARED-LY", "quantity": "0.8"}]), headers=headers)
        assert other.status_code == 422
        assert own.post(ORDERS, json=request).status_code == 400  # no key at all


def test_forty_buyers_for_ten_units_make_ten_orders(shared_app, fabric_in_shared):
    with shared_app.app_context():
        product = _db.session.get(Product, fabric_in_shared)
        product.stock, product.minimum = Decimal("10"), Decimal("1")
        _db.session.commit()

    def buy(_):
        with shared_app.test_client() as own:
            return own.post(ORDERS, json=body([{"sku": "SHARED-LY", "quantity": 1}]), headers=key()).status_code

    with ThreadPoolExecutor(max_workers=40) as pool:
        statuses = list(pool.map(buy, range(40)))
    assert statuses.count(201) == 10 and statuses.count(409) == 30, statuses
    with shared_app.app_context():
        _db.session.expire_all()
        assert _db.session.get(Product, fabric_in_shared).stock == Decimal("0")
        assert _db.session.query(Order).count() == 10


def test_checkout_rules_for_delivery_and_payment(client, fabric, app, monkeypatch):
    line = [{"sku": "LY-ROYAL", "quantity": "1"}]
    cases = [
        (body(line, delivery=ABROAD, payment="cash-on-delivery"), ["paymentMethod"]),
        (body(line, payment="card"), ["paymentMethod"]),  # no LiqPay keys: no card
        (body(line, delivery={"method": "nova-poshta-branch", "city": "Kyiv"}), ["delivery"]),
        (body(line, delivery={**ABROAD, "country": "UA"}), ["delivery"]),
        (body(line, delivery={"method": "email"}), ["delivery"]),
        ({**body(line), "contact": {**CONTACT, "email": "not-an-address", "phone": "12"}}, ["contact"]),
    ]
    for request, fields in cases:
        answer = client.post(ORDERS, json=request, headers=key())
        assert answer.status_code == 400, (request, answer.get_json())
        assert sorted(answer.get_json()["errors"]) == fields, answer.get_json()
    contact_errors = client.post(ORDERS, json=cases[-1][0], headers=key()).get_json()["errors"]["contact"]
    assert set(contact_errors) == {"email", "phone"}
    # Errors in the shopper's language.
    german = client.post(ORDERS, json=cases[0][0], headers={**key(), "Accept-Language": "de"}).get_json()
    assert german["errors"]["paymentMethod"] == [
        "Zahlung bei Lieferung ist für internationalen Versand und Geschenkkarten nicht möglich."]
    monkeypatch.setitem(app.config, "SHOP_LIQPAY_PUBLIC_KEY", "sandbox_i000")
    monkeypatch.setitem(app.config, "SHOP_LIQPAY_PRIVATE_KEY", "sandbox_secret")
    assert client.post(ORDERS, json=body(line, payment="card"), headers=key()).status_code == 400  # GBP: not LiqPay's
    assert client.post(ORDERS, json=body(line, currency="UAH", payment="card"), headers=key()).status_code == 201


def test_checkout_options_show_card_only_with_keys(client, app, monkeypatch):
    options = client.get("/api/orders/checkout-options").get_json()
    assert [m["code"] for m in options["paymentMethods"]] == ["cash-on-delivery", "bank-transfer"]
    codes = [m["code"] for m in options["deliveryMethods"]]
    assert codes == ["nova-poshta-branch", "nova-poshta-locker", "courier", "ukrposhta", "international", "pickup",
                     "email"]
    # Without staff's round prices, each currency's figures are the GBP ones converted.
    assert options["deliveryMethods"][0] == {
        "code": "nova-poshta-branch", "price": "1.50", "freeFrom": "100.00", "countries": ["UA"],
        "fields": ["city", "branch"],
        "prices": {"GBP": {"price": "1.50", "freeFrom": "100.00"}, "UAH": {"price": "84.08", "freeFrom": "5605.00"},
                   "USD": {"price": "2.03", "freeFrom": "135.00"}, "EUR": {"price": "1.77", "freeFrom": "118.00"}}}
    monkeypatch.setitem(app.config, "SHOP_LIQPAY_PUBLIC_KEY", "sandbox_i000")
    monkeypatch.setitem(app.config, "SHOP_LIQPAY_PRIVATE_KEY", "sandbox_secret")
    card = client.get("/api/orders/checkout-options").get_json()["paymentMethods"][-1]
    assert card == {"code": "card", "currencies": ["UAH", "USD", "EUR"]}


def test_a_signed_in_shoppers_order_is_on_the_account_and_staff_see_every_order(client, auth, fabric, make_user):
    shopper = auth(email="olena@example.com")
    placed = client.post(ORDERS, json=body([{"sku": "LY-ROYAL", "quantity": "2"}], delivery={"method": "pickup"}),
                         headers={**shopper, **key()}).get_json()
    me = client.get("/api/users/me", headers=shopper).get_json()
    mine = client.get(f"/api/orders/user/{me['_id']}", headers=shopper).get_json()
    assert [order["number"] for order in mine] == [placed["number"]]
    guest = client.post(ORDERS, json=body([{"sku": "LY-ROYAL", "quantity": "1"}]), headers=key()).get_json()

    staff = auth(admin=True)
    listed = client.get(ORDERS, headers=staff)
    assert listed.status_code == 200 and listed.headers["X-Total-Count"] == "2"
    assert [order["number"] for order in listed.get_json()] == [guest["number"], placed["number"]]
    first_page = client.get(ORDERS, query_string={"status": "Accepted", "page": 1, "limit": 1}, headers=staff)
    assert [order["number"] for order in first_page.get_json()] == [guest["number"]]
    assert client.get(ORDERS, query_string={"status": "Paid"}, headers=staff).get_json() == []
    assert client.get(ORDERS).status_code == 401
    assert client.get(ORDERS, headers=shopper).status_code == 403


def test_an_order_with_the_token_of_an_account_that_is_gone_is_a_documented_401_and_takes_nothing(
        client, db, auth, fabric):
    shopper = auth(email="gone@example.com")
    gone = db.session.scalar(db.select(User).filter_by(email="gone@example.com"))
    db.session.delete(gone)
    db.session.commit()
    answer = client.post(ORDERS, json=body([{"sku": "LY-ROYAL", "quantity": "2"}]), headers={**shopper, **key()})
    assert answer.status_code == 401
    assert answer.get_json() == {"message": "Your account no longer exists. Please sign in again.", "errors": {}}
    assert stock_of(fabric.id) == Decimal("5")  # nothing taken
    assert client.post(ORDERS, json=body([{"sku": "LY-ROYAL", "quantity": "2"}]), headers=key()).status_code == 201
    documented = client.get("/api/openapi.json").get_json()["paths"]["/api/orders"]["post"]["responses"]
    assert "401" in documented  # a client of the API learns that a guest's order may meet it


@pytest.mark.parametrize("sku", ["", "   "])
def test_a_line_without_a_sku_is_refused_by_the_review_and_the_order(client, fabric, sku):
    lines = [{"sku": "LY-ROYAL", "quantity": "1"}, {"sku": sku, "quantity": "1"}]
    for answer in (client.post(QUOTE, json={"lines": lines}),
                   client.post(ORDERS, json=body(lines), headers=key())):
        assert answer.status_code in (400, 422)
        assert answer.get_json()["errors"]["lines"]["1"]["sku"] == ["This field is required."]  # line and field named
    assert stock_of(fabric.id) == Decimal("5")


def test_an_order_keeps_the_products_names_as_they_were_and_speaks_the_interfaces_language(client, db, auth, fabric):
    fabric.name_ua, fabric.name_de = "Лайкра королівська", "Lycra Königsblau"
    db.session.commit()
    placed = client.post(ORDERS, json=body([{"sku": "LY-ROYAL", "quantity": "1"}]),
                         headers={**key(), "Accept-Language": "uk-UA,uk;q=0.9"}).get_json()
    fabric.name_ua = "Перейменована лайкра"  # a later rename does not reach the order
    db.session.commit()
    [line] = placed["basketItems"]
    assert line["productName"] == "Lycra Royal"
    assert line["productNames"] == {"en": "Lycra Royal", "ua": "Лайкра королівська", "de": "Lycra Königsblau"}
    assert placed["language"] == "ua"
    again = client.get(f"{ORDERS}/{placed['_id']}", headers=auth(admin=True)).get_json()
    assert again["basketItems"][0]["productNames"]["ua"] == "Лайкра королівська"
