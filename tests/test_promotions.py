"""Promotion codes through the API: staff make them, the review and the order price them by the one rule
(shop.promotions.service), the order, its mail and invoice name the code and its discount, limits hold (in total and
per customer, given back by a cancelled order), dates and minimums are kept, and guessing is rate limited."""
from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta
from decimal import Decimal

import pytest
from sqlalchemy import func, select

from shop.audit import AuditEntry
from shop.extensions import db as _db
from shop.i18n import format_money
from shop.orders.models import Order
from shop.promotions.models import Promotion, PromotionUse
from tests.factories import make_brand, make_category_path, make_product

ADMIN = "/api/admin/promotions"
QUOTE = "/api/orders/quote"
ORDERS = "/api/orders"
BRANCH = {"method": "nova-poshta-branch", "city": "Lviv", "branch": "7"}
UK = {"Accept-Language": "uk-UA"}


def _contact(email: str = "anna@example.com") -> dict:
    return {"firstName": "Anna", "lastName": "Nowak", "email": email, "phone": "0501234567"}


def _when(days: float) -> str:
    return (datetime.now(UTC) + timedelta(days=days)).isoformat()


@pytest.fixture()
def goods(db):
    """Crystals at £5.00 (brand Preciosa, category crystals > rhinestones), tulle on sale (£2.00 less 25% per 10 cm,
    category fabrics), and a £20 gift card."""
    brand = make_brand("Preciosa")
    rhinestones = make_category_path("crystals", "rhinestones")
    fabrics = make_category_path("fabrics", "tulle")
    crystals = make_product("Crystals", price="5.00", stock="100", product_id="CR-1", brand=brand,
                            categories=rhinestones)
    tulle = make_product("Tulle", price="2.00", discount=25, minimum="0.1", stock="100", product_id="TU-1",
                         categories=fabrics)
    card = make_product("Gift card £20", price="20.00", stock="0", product_id="GIFT-20", is_gift_card=True)
    db.session.commit()
    return {"crystals": crystals, "tulle": tulle, "card": card, "brand": brand, "crystals_category": rhinestones[0],
            "fabrics": fabrics[0]}


def create(client, staff, **fields) -> dict:
    body = {"code": "spring10", "kind": "percent", "percent": "10", **fields}
    answer = client.post(ADMIN, json=body, headers=staff)
    assert answer.status_code == 201, answer.get_json()
    return answer.get_json()


def quote(client, lines, code, currency="GBP", headers=None, **extra) -> dict:
    answer = client.post(QUOTE, json={"currency": currency, "lines": lines, "delivery": {"method": BRANCH["method"]},
                                      "promotionCode": code, **extra}, headers=headers or {})
    assert answer.status_code == 200, answer.get_json()
    return answer.get_json()


def place(client, lines, code, email="anna@example.com", currency="GBP", headers=None, **extra):
    body = {"currency": currency, "contact": _contact(email), "lines": lines, "delivery": BRANCH,
            "paymentMethod": "bank-transfer", "promotionCode": code, **extra}
    return client.post(ORDERS, json=body, headers={"Idempotency-Key": str(uuid.uuid4()), **(headers or {})})


def crystals(quantity) -> list[dict]:
    return [{"sku": "CR-1", "quantity": str(quantity)}]


def test_a_code_with_a_minimum_dates_and_a_per_customer_limit(client, staff, goods, inbox):
    create(client, staff, minimums={"GBP": "20.00"}, startsAt=_when(-1), endsAt=_when(10), maxUsesPerCustomer=1)

    short = quote(client, crystals(3), " spring 10 ")
    assert short["promotion"] is None and short["promotionDiscount"] == "0.00"
    assert short["promotionError"] == ("This promotion code needs goods worth at least £20.00 in the basket (gift "
                                       "cards do not count).")
    # Any case and spaces: the code as stored; 10% of £25.00 = £2.50 off the goods, before delivery.
    review = quote(client, crystals(5), "Spring10")
    assert review["promotion"]["code"] == "SPRING10" and review["promotionDiscount"] == "2.50"
    assert review["promotionError"] is None
    assert Decimal(review["total"]) == Decimal("25.00") - Decimal("2.50") + Decimal(review["deliveryPrice"])
    assert review["promotion"]["rules"][0] == "SPRING10 takes 10% off the goods it applies to."
    assert "It needs goods worth at least £20.00 in the basket." in review["promotion"]["rules"]

    placed = place(client, crystals(5), "spring10", expectedTotal=review["total"])
    assert placed.status_code == 201, placed.get_json()
    order = placed.get_json()
    assert (order["promotionCode"], order["promotionDiscount"], order["totalPrice"]) == (
        "SPRING10", "2.50", review["total"])
    assert order["subtotal"] == "25.00"
    stored = _db.session.get(Order, int(order["_id"]))
    assert (stored.promotion_discount_gbp, stored.total_gbp) == (Decimal("2.50"), Decimal(review["total"]))
    mail = next(m for m in inbox.messages if m["To"] == "anna@example.com").get_content()
    assert f"Code SPRING10: {format_money(Decimal('-2.50'), 'GBP', 'en')}" in mail

    # The same customer again (another case of the address, or signed in with it): refused, in five languages.
    again = place(client, crystals(5), "SPRING10", email="Anna@Example.com")
    assert again.status_code == 409
    assert again.get_json()["errors"]["promotionCode"] == ["You have already used this promotion code."]
    said = place(client, crystals(5), "SPRING10", headers=UK)
    assert said.get_json()["errors"]["promotionCode"] == ["Ви вже використали цей промокод."]
    seen = quote(client, crystals(5), "SPRING10", contactEmail="ANNA@example.com")
    assert seen["promotionError"] == "You have already used this promotion code." and seen["promotion"] is None
    assert place(client, crystals(5), "SPRING10", email="bohdan@example.com").status_code == 201

    # A cancelled order gives its use back.
    cancelled = client.put(f"{ORDERS}/{order['_id']}/status", json={"status": "Cancelled"}, headers=staff)
    assert cancelled.status_code == 200, cancelled.get_json()
    assert place(client, crystals(5), "SPRING10").status_code == 201


def test_a_code_is_refused_after_its_end_and_before_its_start(client, staff, goods):
    made = create(client, staff, endsAt=_when(3))
    assert place(client, crystals(1), "SPRING10").status_code == 201
    promotion = _db.session.get(Promotion, int(made["_id"]))
    promotion.ends_at = datetime.now(UTC) - timedelta(minutes=1)
    _db.session.commit()
    ended = quote(client, crystals(1), "SPRING10")
    assert (ended["promotion"], ended["promotionError"]) == (None, "This promotion code has ended.")
    assert ended["promotionDiscount"] == "0.00" and ended["total"] == quote(client, crystals(1), None)["total"]
    refused = place(client, crystals(1), "SPRING10")
    assert refused.status_code == 409
    assert refused.get_json()["errors"]["promotionCode"] == ["This promotion code has ended."]
    assert quote(client, crystals(1), "SPRING10", headers=UK)["promotionError"] == \
        "Термін дії цього промокоду закінчився."

    promotion.starts_at, promotion.ends_at = datetime(2099, 3, 12, tzinfo=UTC), None
    _db.session.commit()
    assert quote(client, crystals(1), "SPRING10")["promotionError"] == \
        "This promotion code can be used from 12 March 2099."
    unknown = quote(client, crystals(1), "NOPE", headers=UK)
    assert unknown["promotionError"] == "Такого промокоду немає. Перевірте, чи правильно його написано."
    assert place(client, crystals(1), "NOPE").get_json()["errors"]["promotionCode"] == [
        "There is no promotion code like this. Check how it is written."]


def test_the_total_limit_holds_across_customers(client, staff, goods):
    create(client, staff, code="ONCE", maxUses=1)
    assert place(client, crystals(1), "ONCE").status_code == 201
    refused = place(client, crystals(1), "ONCE", email="bohdan@example.com")
    assert refused.status_code == 409
    assert refused.get_json()["errors"]["promotionCode"] == ["This promotion code has been used as many times as it "
                                                             "can be."]
    assert _db.session.scalar(select(func.count(PromotionUse.id))) == 1


def test_scope_sale_prices_and_a_gift_card_after_the_code(client, staff, goods, db):
    basket = [{"sku": "CR-1", "quantity": "2"}, {"sku": "TU-1", "quantity": "1.5"},
              {"sku": "GIFT-20", "quantity": "1", "giftCard": {"recipientName": "Mia", "recipientEmail": "m@x.io"}}]
    # 20% on everything, not combining with sale prices: the crystals only (the tulle is on sale, the card never).
    create(client, staff, code="ALL20", percent="20")
    review = quote(client, basket, "all20")
    # Crystals £10.00, tulle 15 x £1.50 = £22.50, card £20.00: 20% of £10.00.
    assert review["subtotal"] == "52.50" and review["promotionDiscount"] == "2.00"
    assert "Products already on sale keep their sale price and get nothing more off." in review["promotion"]["rules"]
    # Combining with sale prices, scoped to the fabrics category: the tulle only (12.5% of £22.50 = £2.8125).
    create(client, staff, code="TULLE", percent="12.5", combinesWithSale=True, scope="categories",
           scopeIds=[goods["fabrics"].id])
    review = quote(client, basket, "TULLE")
    assert review["promotionDiscount"] == "2.81"
    assert "It applies only to products of these categories: fabrics." in review["promotion"]["rules"]
    # By brand, an amount with a round figure of its own in UAH: ₴250 off the crystals (2 x ₴280.25).
    create(client, staff, code="PRECIOSA", kind="amount", amounts={"GBP": "5.00", "UAH": "250.00"},
           scope="brands", scopeIds=[goods["brand"].id])
    review = quote(client, basket, "PRECIOSA", currency="UAH")
    assert review["lines"][0]["lineTotal"] == "560.50" and review["promotionDiscount"] == "250.00"
    assert quote(client, basket, "PRECIOSA")["promotionDiscount"] == "5.00"
    # Nothing in scope: said, nothing taken off.
    create(client, staff, code="JUSTCARD", scope="products", scopeIds=[goods["card"].id])
    assert quote(client, basket, "JUSTCARD")["promotionError"] == \
        "Nothing in your basket is covered by this promotion code."

    # An amount larger than the goods it covers takes their total only, and a gift card pays what is left after it.
    create(client, staff, code="BIG", kind="amount", amounts={"GBP": "100.00"})
    code = make_gift_card(db, "50.00")
    review = quote(client, crystals(2), "BIG", giftCardCode=code)
    assert review["promotionDiscount"] == "10.00"
    assert review["giftCardAmount"] == review["deliveryPrice"]
    assert review["total"] == "0.00"


def make_gift_card(db, amount: str) -> str:
    from shop.giftcards import codes
    from shop.giftcards.models import GiftCard

    code = codes.new_code()
    db.session.add(GiftCard(code_hash=codes.code_hash(code), last4=codes.last4(code), currency="GBP",
                            initial_amount=Decimal(amount), balance=Decimal(amount)))
    db.session.commit()
    return code


def test_free_delivery_in_uah(client, staff, goods):
    create(client, staff, code="FREESHIP", kind="free-delivery")
    plain = quote(client, crystals(1), None, currency="UAH")
    assert Decimal(plain["deliveryPrice"]) > 0
    review = quote(client, crystals(1), "freeship", currency="UAH", headers=UK)
    assert review["deliveryPrice"] == "0.00" and review["promotion"]["freeDelivery"] is True
    assert {offer["price"] for offer in review["deliveryOptions"]} == {"0.00"}  # every method on offer is free
    assert review["total"] == plain["subtotal"]
    assert review["promotion"]["rules"][0] == "З FREESHIP доставка безкоштовна."
    placed = place(client, crystals(1), "FREESHIP", currency="UAH")
    assert placed.status_code == 201 and placed.get_json()["deliveryPrice"] == "0.00"
    assert placed.get_json()["promotionCode"] == "FREESHIP"


def test_staff_see_uses_and_revenue_and_delete_only_unused_codes(client, staff, goods, auth):
    made = create(client, staff, code="SPRING10")
    unused = create(client, staff, code="UNUSED", kind="free-delivery")
    first = place(client, crystals(5), "SPRING10").get_json()
    second = place(client, crystals(2), "SPRING10", email="bohdan@example.com").get_json()
    listed = {p["code"]: p for p in client.get(ADMIN, headers=staff).get_json()}
    assert listed["SPRING10"]["uses"] == 2 and listed["UNUSED"]["uses"] == 0
    assert Decimal(listed["SPRING10"]["revenueGbp"]) == Decimal(first["totalPrice"]) + Decimal(second["totalPrice"])
    assert listed["SPRING10"]["discountGbp"] == "3.50"

    assert client.delete(f"{ADMIN}/{made['_id']}", headers=staff).status_code == 409
    off = client.put(f"{ADMIN}/{made['_id']}", json={**_fields(made), "active": False}, headers=staff)
    assert off.status_code == 200 and off.get_json()["active"] is False
    assert quote(client, crystals(1), "SPRING10")["promotionError"] == "This promotion code has ended."
    assert client.delete(f"{ADMIN}/{unused['_id']}", headers=staff).status_code == 204
    actions = [(e.action, e.entity) for e in _db.session.scalars(select(AuditEntry).order_by(AuditEntry.id))]
    assert actions == [("create", "promotion"), ("create", "promotion"), ("update", "promotion"),
                       ("delete", "promotion")]

    taken = client.post(ADMIN, json={"code": "spring10", "kind": "free-delivery"}, headers=staff)
    assert taken.status_code == 409
    assert taken.get_json()["errors"]["code"] == ["Another promotion already has this code."]
    bad = client.post(ADMIN, json={"code": "X", "kind": "percent", "percent": "10"}, headers=staff)
    assert bad.status_code == 400 and bad.get_json()["errors"] == {"code": ["A code is 3 to 32 letters, digits or "
                                                                            "dashes."]}
    nought = client.post(ADMIN, json={"code": "NOUGHT", "kind": "percent", "percent": "0"}, headers=staff)
    assert nought.get_json()["errors"] == {"percent": ["Give a percentage above 0 and at most 100."]}
    assert client.post(ADMIN, json={"code": "AMT", "kind": "amount"}, headers=staff).get_json()["errors"] == {
        "amounts": ["Give the amount off in GBP."]}
    assert client.get(ADMIN, headers=auth(role="warehouse")).status_code == 403


def _fields(view: dict) -> dict:
    keys = ("code", "name", "note", "kind", "percent", "amounts", "minimums", "startsAt", "endsAt", "maxUses",
            "maxUsesPerCustomer", "scope", "scopeIds", "combinesWithSale", "active")
    return {key: view[key] for key in keys}


def test_guessing_codes_is_rate_limited(tmp_path):
    """After SHOP_PROMOTION_CHECK_RATE an address gets a 429; reviews without a code count nothing."""
    from shop import create_app

    app = create_app({"ENV": "testing", "RATELIMIT_ENABLED": True, "RATELIMIT_STORAGE_URI": "memory://",
                      "SHOP_PROMOTION_CHECK_RATE": "2 per minute",
                      "SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path / 'limit.db'}"})
    with app.app_context():
        _db.create_all()
        make_product("Crystals", price="5.00", product_id="CR-1")
        _db.session.commit()
        client = app.test_client()
        body = {"currency": "GBP", "lines": crystals(1)}
        assert client.post(QUOTE, json=body).status_code == 200
        guesses = [client.post(QUOTE, json={**body, "promotionCode": f"GUESS{n}"}) for n in range(3)]
        assert [answer.status_code for answer in guesses] == [200, 200, 429]
        assert guesses[-1].get_json()["message"] == ("Too many promotion codes tried from this address: wait a "
                                                     "little and try again.")
        assert int(guesses[-1].headers["Retry-After"]) > 0
        assert client.post(QUOTE, json=body).status_code == 200
        _db.session.remove()


def test_a_ukrainian_order_in_uah_shows_the_code_and_its_discount_on_the_invoice(client, staff, goods, app):
    from tests.test_orders_api import DEJAVU, invoice_text

    app.config["SHOP_INVOICE_FONT"] = DEJAVU
    create(client, staff)
    review = quote(client, crystals(2), "spring10", currency="UAH", headers=UK)
    # 2 x ₴280.25 = ₴560.50; 10% = ₴56.05; the GBP figures alike: 10% of £10.00.
    assert (review["subtotal"], review["promotionDiscount"]) == ("560.50", "56.05")
    assert review["promotion"]["rules"][0] == "SPRING10 знижує ціну товарів, на які він поширюється, на 10%."
    placed = place(client, crystals(2), "spring10", currency="UAH", headers=UK, language="ua").get_json()
    assert placed["promotionDiscount"] == "56.05"
    assert _db.session.get(Order, int(placed["_id"])).promotion_discount_gbp == Decimal("1.00")
    pdf = client.get(f"{ORDERS}/{placed['_id']}/invoice", headers=staff)
    assert pdf.status_code == 200
    text = " ".join(invoice_text(pdf.data).split())
    assert f"Промокод SPRING10 {format_money(Decimal('-56.05'), 'UAH', 'ua')}".replace("\u00a0", " ") in text, text


@pytest.fixture()
def shared_app(app, db, tmp_path):
    """An app whose database every thread shares: the session's own on PostgreSQL, a file on SQLite."""
    from shop import create_app

    if app.config["SQLALCHEMY_DATABASE_URI"] != "sqlite://":
        yield app
        return
    own = create_app({"ENV": "testing", "SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path / 'shop.db'}"})
    with own.app_context():
        _db.create_all()
        yield own
        _db.session.remove()
        _db.engine.dispose()


def test_buyers_at_once_never_pass_the_total_limit(shared_app):
    """The promotion's row is locked while an order counts its uses (FOR UPDATE on PostgreSQL), so twenty buyers at
    once get a code for three exactly three times."""
    from concurrent.futures import ThreadPoolExecutor

    with shared_app.app_context():
        for n in range(20):  # each buyer their own product: no stock row they all wait for
            make_product(f"Crystals {n}", price="5.00", stock="10", product_id=f"CR-{n}")
        _db.session.add(Promotion(code="THREE", kind="percent", percent=Decimal("10"), amounts={}, minimums={},
                                  scope="all", scope_ids=[], max_uses=3))
        _db.session.commit()

    def buy(n: int) -> int:
        with shared_app.test_client() as own:
            lines = [{"sku": f"CR-{n}", "quantity": "1"}]
            return place(own, lines, "three", email=f"buyer{n}@example.com").status_code

    with ThreadPoolExecutor(max_workers=20) as pool:
        statuses = list(pool.map(buy, range(20)))
    assert statuses.count(201) == 3 and statuses.count(409) == 17, statuses
    with shared_app.app_context():
        assert _db.session.scalar(select(func.count(PromotionUse.id))) == 3
        assert _db.session.scalar(select(func.count(Order.id)).where(Order.promotion_code == "THREE")) == 3
