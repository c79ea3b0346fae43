"""/api/users/me/...: the account pages as the signed-in shopper's client sees them (issue 10's contract)."""
from __future__ import annotations

from decimal import Decimal

import pytest
from sqlalchemy import func, select

from shop.accounts.models import RecurringPayment, RewardPointEntry, User
from shop.accounts.passwords import verify_password
from shop.demo.catalogue import SWATCH_CLUB
from shop.demo.seed import seed_demo
from shop.orders.models import ReturnRequest
from shop.orders.rewards import award_for_delivered_order
from tests.factories import make_order
from tests.helpers import bearer

ME = "/api/users/me"
ADDRESSES = f"{ME}/addresses"
RETURNS = f"{ME}/returns"
HOME = {"firstName": "Olena", "lastName": "Kovalenko", "line1": "vul. Khreshchatyk 22, apt. 5", "city": "Kyiv",
        "postcode": "01001", "country": "ua", "phone": "+380 50 400 70 15"}
STUDIO = {"firstName": "Olena", "lastName": "Kovalenko", "company": "Grace Dance Studio",
          "line1": "vul. Petra Doroshenka 12", "city": "Lviv", "postcode": "79000", "country": "UA"}


@pytest.fixture()
def emma(make_user):
    return make_user(email="emma@example.com")


# ---------------------------------------------------------------- who may call


@pytest.mark.parametrize(("method", "path"), [
    ("get", ME), ("get", f"{ME}/overview"), ("get", ADDRESSES), ("post", ADDRESSES), ("get", f"{ADDRESSES}/1"),
    ("put", f"{ADDRESSES}/1"), ("delete", f"{ADDRESSES}/1"), ("get", RETURNS), ("post", RETURNS),
    ("get", f"{ME}/reward-points"), ("get", f"{ME}/transactions"), ("get", f"{ME}/payment-profile"),
    ("put", f"{ME}/payment-profile"), ("get", f"{ME}/affiliate"), ("get", f"{ME}/recurring-payments"),
])
def test_every_account_page_needs_a_token(client, method, path):
    response = getattr(client, method)(path, json={})
    assert response.status_code == 401
    assert response.get_json()["message"] == "Please sign in to continue."


def test_me_is_the_signed_in_account(client, olena):
    body = client.get(ME, headers=bearer(olena)).get_json()
    assert body["_id"] == str(olena.id) and body["email"] == "olena@example.com"
    assert set(body) == {"_id", "email", "status", "firstName", "lastName", "phone", "newsletter", "language",
                         "createdAt", "pendingEmail"}
    assert body["pendingEmail"] is None
    assert body["language"] == "en"


# ---------------------------------------------------------------- sign-up, password


def test_sign_up_stores_the_language_gives_welcome_points_and_follows_a_referral(client, db, olena):
    code = client.get(f"{ME}/affiliate", headers=bearer(olena)).get_json()["code"]
    signup = {"email": "new@example.com", "password": "secret123", "language": "ua", "ref": f" {code.lower()} "}
    response = client.post("/api/users/signup", json=signup)
    assert response.status_code == 201
    token = bearer(response.get_json()["token"])
    new = db.session.get(User, int(response.get_json()["_id"]))
    assert (new.language, new.referred_by_id) == ("ua", olena.id)
    assert client.get(ME, headers=token).get_json()["language"] == "ua"
    points = client.get(f"{ME}/reward-points", headers=token).get_json()
    assert points["balance"] == 50
    assert [(e["points"], e["reason"], e["orderNumber"]) for e in points["entries"]] == [(50, "welcome", None)]

    for n, ref in enumerate(("NOSUCH99", "x" * 5000, "")):  # an unknown or mangled code is ignored
        unknown = client.post("/api/users/signup", json={"email": f"b{n}@example.com", "password": "secret123",
                                                         "ref": ref})
        assert unknown.status_code == 201
        assert db.session.get(User, int(unknown.get_json()["_id"])).referred_by_id is None
    bad = client.post("/api/users/signup", json={"email": "c@example.com", "password": "secret123", "language": "fr"})
    assert bad.status_code == 400 and "language" in bad.get_json()["errors"]
    wrong_type = client.post("/api/users/signup", json={"email": "d@example.com", "password": "secret123", "ref": 7})
    assert wrong_type.status_code == 400 and "ref" in wrong_type.get_json()["errors"]


def test_changing_ones_own_password_needs_the_current_one(client, db, olena, make_user):
    path = f"/api/users/{olena.id}"
    missing = client.put(path, json={"password": "new-secret"}, headers=bearer(olena))
    assert missing.status_code == 403 and list(missing.get_json()["errors"]) == ["currentPassword"]
    wrong = client.put(path, json={"password": "new-secret", "currentPassword": "guess"}, headers=bearer(olena))
    assert wrong.status_code == 403
    assert wrong.get_json()["errors"] == {"currentPassword": ["The current password is incorrect."]}
    db.session.refresh(olena)
    assert verify_password(olena.password_hash, "secret123")
    ok = client.put(path, json={"password": "new-secret", "currentPassword": "secret123", "language": "de"},
                    headers=bearer(olena))
    assert ok.status_code == 200 and ok.get_json()["language"] == "de"
    assert client.post("/api/users/signin", json={"email": "olena@example.com", "password": "new-secret"}
                       ).status_code == 200
    # Staff set another account's password without knowing the old one.
    staff = make_user(email="staff@example.com", admin=True)
    assert client.put(path, json={"password": "by-staff-1"}, headers=bearer(staff)).status_code == 200
    # ...but their own needs it like anyone's.
    assert client.put(f"/api/users/{staff.id}", json={"password": "x" * 8}, headers=bearer(staff)).status_code == 403


# ---------------------------------------------------------------- addresses


def test_the_address_book_keeps_one_default(client, olena):
    headers = bearer(olena)
    home = client.post(ADDRESSES, json=HOME, headers=headers)
    assert home.status_code == 201
    home = home.get_json()
    assert home["isDefault"] is True and home["country"] == "UA"  # the first one; the code upper-cased
    assert home["line2"] == "" and home["company"] == "" and home["phone"] == "+380 50 400 70 15"
    studio = client.post(ADDRESSES, json=STUDIO, headers=headers).get_json()
    assert studio["isDefault"] is False
    third = client.post(ADDRESSES, json={**STUDIO, "line1": "  vul. Zelena 3  ", "isDefault": True},
                        headers=headers).get_json()
    assert third["line1"] == "vul. Zelena 3"

    def book():
        return [(a["_id"], a["isDefault"]) for a in client.get(ADDRESSES, headers=headers).get_json()["addresses"]]

    assert book() == [(third["_id"], True), (home["_id"], False), (studio["_id"], False)]
    changed = client.put(f"{ADDRESSES}/{studio['_id']}", json={"city": "Lviv ", "isDefault": True}, headers=headers)
    assert changed.status_code == 200 and changed.get_json()["city"] == "Lviv"
    assert changed.get_json()["line1"] == STUDIO["line1"]  # what was not sent stays
    assert book() == [(studio["_id"], True), (home["_id"], False), (third["_id"], False)]
    deleted = client.delete(f"{ADDRESSES}/{studio['_id']}", headers=headers)
    assert deleted.status_code == 200 and deleted.get_json()["message"] == "The address was deleted."
    assert book() == [(home["_id"], True), (third["_id"], False)]  # the oldest remaining one
    assert client.get(f"{ADDRESSES}/{third['_id']}", headers=headers).get_json()["line1"] == "vul. Zelena 3"


def test_another_accounts_address_is_not_found(client, olena, emma):
    address = client.post(ADDRESSES, json=HOME, headers=bearer(olena)).get_json()
    path = f"{ADDRESSES}/{address['_id']}"
    for method in ("get", "put", "delete"):
        response = getattr(client, method)(path, json={"city": "Paris"}, headers=bearer(emma))
        assert response.status_code == 404, method
        assert response.get_json()["message"] == "There is no such address in your address book."
    assert client.get(path, headers=bearer(olena)).get_json()["city"] == "Kyiv"
    assert client.get(ADDRESSES, headers=bearer(emma)).get_json() == {"addresses": []}
    for unknown in ("999999", str(2**31), str(2**63)):
        assert client.get(f"{ADDRESSES}/{unknown}", headers=bearer(olena)).status_code == 404


@pytest.mark.parametrize(("body", "field"), [
    ({k: v for k, v in HOME.items() if k != "firstName"}, "firstName"),
    ({**HOME, "lastName": "   "}, "lastName"),
    ({**HOME, "line1": "x" * 161}, "line1"),
    ({**HOME, "city": ""}, "city"),
    ({**HOME, "postcode": "1" * 21}, "postcode"),
    ({**HOME, "company": "x" * 121}, "company"),
    ({**HOME, "line2": "x" * 161}, "line2"),
    ({**HOME, "region": "x" * 81}, "region"),
    ({**HOME, "country": "XX"}, "country"),
    ({**HOME, "country": "Ukraine"}, "country"),
    ({**HOME, "phone": "12345"}, "phone"),
    ({**HOME, "phone": 380504007015}, "phone"),
    ({**HOME, "isDefault": "maybe"}, "isDefault"),
])
def test_a_bad_address_is_refused_per_field(client, db, olena, body, field):
    response = client.post(ADDRESSES, json=body, headers=bearer(olena))
    assert response.status_code == 400
    assert field in response.get_json()["errors"] and response.get_json()["message"]
    bad_change = client.put(f"{ADDRESSES}/1", json={field: body.get(field, "")}, headers=bearer(olena))
    assert bad_change.status_code in (400, 404)


def test_a_change_is_checked_like_a_new_address(client, olena):
    address = client.post(ADDRESSES, json=HOME, headers=bearer(olena)).get_json()
    response = client.put(f"{ADDRESSES}/{address['_id']}", json={"country": "zz", "firstName": ""},
                          headers=bearer(olena))
    assert response.status_code == 400 and set(response.get_json()["errors"]) == {"country", "firstName"}


def test_an_address_book_holds_twenty(client, olena):
    headers = bearer(olena)
    for n in range(20):
        assert client.post(ADDRESSES, json={**HOME, "line1": f"Street {n}"}, headers=headers).status_code == 201
    full = client.post(ADDRESSES, json=HOME, headers=headers)
    assert full.status_code == 409 and "20" in full.get_json()["message"]


# ---------------------------------------------------------------- overview


def test_the_overview_counts_what_the_account_holds(client, db, olena, emma):
    headers = bearer(olena)
    empty = client.get(f"{ME}/overview", headers=headers).get_json()
    assert empty["orders"] == 0 and empty["lastOrder"] is None and empty["defaultAddress"] is None
    assert (empty["rewardPoints"], empty["wishlist"], empty["openReturns"]) == (0, 0, 0)

    delivered = make_order(olena, created_days=5, lines=(("Glue", "GT-1", "2", "1", "6.49"),))
    newest = make_order(olena, created_days=8, status="Accepted", currency="EUR")
    make_order(emma, created_days=9)
    award_for_delivered_order(delivered)
    db.session.add(ReturnRequest(user_id=olena.id, order_line_id=delivered.lines[0].id, quantity=Decimal("1"),
                                 reason="faulty"))
    db.session.commit()
    client.post(ADDRESSES, json=HOME, headers=headers)
    body = client.get(f"{ME}/overview", headers=headers).get_json()
    assert body["user"]["email"] == "olena@example.com"
    assert body["orders"] == 2 and body["lastOrder"]["number"] == newest.number
    assert body["lastOrder"]["currency"] == "EUR"
    assert body["rewardPoints"] == 12  # 12.98 GBP: one point per whole pound
    assert body["defaultAddress"]["city"] == "Kyiv" and body["openReturns"] == 1


# ---------------------------------------------------------------- returns


def test_a_shopper_asks_to_return_part_of_a_delivered_line(client, db, olena):
    order = make_order(olena, lines=(("Chiffon", "CH-CF-1", "2", "0.1", "1.20"), ("Glue", "GT-1", "3", "1", "6")))
    chiffon, glue = order.lines
    db.session.commit()
    headers = bearer(olena)
    first = client.post(RETURNS, json={"lineId": str(chiffon.id), "quantity": "1.5", "reason": "faulty",
                                       "comment": "  A pulled thread.  "}, headers=headers)
    assert first.status_code == 201
    assert first.get_json() | {"_id": "", "createdAt": ""} == {
        "_id": "", "createdAt": "", "orderId": str(order.id), "orderNumber": order.number,
        "lineId": str(chiffon.id), "productName": "Chiffon", "productNames": {"en": "Chiffon"}, "sku": "CH-CF-1",
        "quantity": "1.5",
        "reason": "faulty", "comment": "A pulled thread.", "status": "Requested", "staffReason": "",
        "decidedAt": None}
    second = client.post(RETURNS, json={"lineId": str(glue.id), "quantity": 2, "reason": "changed-mind"},
                         headers=headers)
    assert second.status_code == 201 and second.get_json()["comment"] == ""
    listed = client.get(RETURNS, headers=headers).get_json()["returns"]
    assert [r["_id"] for r in listed] == [second.get_json()["_id"], first.get_json()["_id"]]

    too_much = client.post(RETURNS, json={"lineId": str(chiffon.id), "quantity": "0.6", "reason": "faulty"},
                           headers=headers)
    assert too_much.status_code == 409 and "0.5" in too_much.get_json()["errors"]["quantity"][0]
    assert client.post(RETURNS, json={"lineId": str(chiffon.id), "quantity": "0.5", "reason": "other"},
                       headers=headers).status_code == 201
    spent = client.post(RETURNS, json={"lineId": str(chiffon.id), "quantity": "0.1", "reason": "other"},
                        headers=headers)
    assert spent.status_code == 409
    assert spent.get_json()["errors"]["quantity"] == ["Everything on this line has been asked back already."]


# Not a quantity above 0 (400), or one off the line's step (409: the line decides, not the form).
@pytest.mark.parametrize(("quantity", "line", "status"), [
    ("0.15", 0, 409), ("1.5", 1, 409), ("0", 0, 400), ("-1", 1, 400), ("1e9", 1, 400), ("NaN", 0, 400),
    ("abc", 0, 400), (None, 0, 400), (1.5, 0, 400)])
def test_a_return_quantity_follows_the_lines_step_and_size(client, db, olena, quantity, line, status):
    order = make_order(olena, lines=(("Chiffon", "CH-CF-1", "2", "0.1", "1.20"), ("Glue", "GT-1", "3", "1", "6")))
    db.session.commit()
    body = {"lineId": str(order.lines[line].id), "quantity": quantity, "reason": "faulty"}
    response = client.post(RETURNS, json=body, headers=bearer(olena))
    assert response.status_code == status and "quantity" in response.get_json()["errors"]


def test_returns_of_lines_that_are_not_ones_own_or_not_delivered(client, db, olena, emma):
    hers = make_order(olena)
    sent = make_order(emma, status="Sent")
    emmas = make_order(emma)
    db.session.commit()
    body = {"quantity": "0.5", "reason": "wrong-item"}
    other = client.post(RETURNS, json={**body, "lineId": str(hers.lines[0].id)}, headers=bearer(emma))
    assert other.status_code == 404 and other.get_json()["message"] == "There is no such line among your orders."
    for line_id in ("999999", str(2**31), "9999999999"):
        assert client.post(RETURNS, json={**body, "lineId": line_id}, headers=bearer(emma)).status_code == 404
    early = client.post(RETURNS, json={**body, "lineId": str(sent.lines[0].id)}, headers=bearer(emma))
    assert early.status_code == 409
    assert early.get_json()["message"] == "Only delivered orders can be returned; this order is Sent."
    bad = [{**body, "lineId": str(emmas.lines[0].id), "reason": "broken"},
           {**body, "lineId": str(emmas.lines[0].id), "comment": "x" * 1001},
           {**body, "lineId": emmas.lines[0].id}, {**body, "lineId": "1;DROP"}, {"quantity": "1"}]
    for each in bad:
        assert client.post(RETURNS, json=each, headers=bearer(emma)).status_code == 400, each
    assert client.get(RETURNS, headers=bearer(emma)).get_json() == {"returns": []}


# ---------------------------------------------------------------- reward points, transactions


def test_a_delivered_order_earns_its_points_once(client, db, olena):
    big = make_order(olena, created_days=2, lines=(("Velvet", "VV-1", "4.5", "0.1", "2.99"),))  # 134.55 GBP
    small = make_order(olena, created_days=3, lines=(("Pins", "PN-1", "1", "1", "0.80"),))
    not_yet = make_order(olena, created_days=4, status="Sent")
    guest = make_order(None, created_days=5)
    first = award_for_delivered_order(big)
    assert award_for_delivered_order(big) is first  # idempotent
    assert award_for_delivered_order(small) is None  # under one pound
    assert award_for_delivered_order(not_yet) is None and award_for_delivered_order(guest) is None
    db.session.add(RewardPointEntry(user_id=olena.id, points=-100, reason="redeemed"))
    db.session.commit()
    body = client.get(f"{ME}/reward-points", headers=bearer(olena)).get_json()
    assert body["balance"] == 34
    assert [(e["points"], e["reason"], e["orderNumber"]) for e in body["entries"]] == [
        (-100, "redeemed", None), (134, "order", big.number)]
    assert db.session.scalar(select(func.count(RewardPointEntry.id))) == 2


def test_transactions_are_payments_and_refunds_of_paid_orders(client, db, olena, emma):
    paid = make_order(olena, created_days=2, currency="UAH")
    make_order(olena, created_days=3, status="Accepted", is_paid=False)
    refunded = make_order(olena, created_days=4, status="Cancelled", currency="EUR")
    make_order(emma, created_days=5)
    db.session.commit()
    body = client.get(f"{ME}/transactions", headers=bearer(olena)).get_json()["transactions"]
    assert [(t["kind"], t["orderNumber"], t["amount"], t["currency"]) for t in body] == [
        ("refund", refunded.number, str(refunded.total_price), "EUR"),
        ("payment", refunded.number, str(refunded.total_price), "EUR"),
        ("payment", paid.number, str(paid.total_price), "UAH"),
    ]
    assert len({t["_id"] for t in body}) == 3


# ---------------------------------------------------------------- payment profile, affiliate, recurring


def test_the_payment_profile_is_empty_until_saved(client, olena, emma):
    path = f"{ME}/payment-profile"
    assert client.get(path, headers=bearer(olena)).get_json() == {
        "billingName": "", "company": "", "taxId": "", "line1": "", "city": "", "postcode": "", "country": "",
        "preferredMethod": None}
    saved = client.put(path, json={"billingName": " Olena Kovalenko ", "taxId": "3012345678", "country": "ua",
                                   "preferredMethod": "bank-transfer"}, headers=bearer(olena))
    assert saved.status_code == 200
    assert saved.get_json() == {"billingName": "Olena Kovalenko", "company": "", "taxId": "3012345678",
                                     "line1": "", "city": "", "postcode": "", "country": "UA",
                                     "preferredMethod": "bank-transfer"}
    again = client.put(path, json={"city": "Kyiv", "country": "", "preferredMethod": None}, headers=bearer(olena))
    changed = again.get_json()
    assert (changed["city"], changed["country"], changed["taxId"], changed["preferredMethod"]) == (
        "Kyiv", "", "3012345678", None)
    assert client.get(path, headers=bearer(emma)).get_json()["billingName"] == ""


@pytest.mark.parametrize(("body", "field"), [
    ({"preferredMethod": "bitcoin"}, "preferredMethod"), ({"country": "GBR"}, "country"),
    ({"taxId": "1" * 33}, "taxId"), ({"billingName": "x" * 161}, "billingName"), ({"postcode": 12345}, "postcode"),
])
def test_a_bad_payment_profile_is_refused(client, olena, body, field):
    response = client.put(f"{ME}/payment-profile", json=body, headers=bearer(olena))
    assert response.status_code == 400 and field in response.get_json()["errors"]


def test_the_affiliate_page_counts_referred_signups_and_their_orders(client, app, db, olena):
    first = client.get(f"{ME}/affiliate", headers=bearer(olena)).get_json()
    code = first["code"]
    assert len(code) == 8 and code.isalnum() and code.upper() == code
    assert first == {"code": code, "link": f"{app.config['SHOP_PUBLIC_URL']}/?ref={code}", "signups": 0,
                     "orders": 0, "revenue": "0.00", "currency": "GBP"}
    friend = User(email="friend@example.com", password_hash="x", referred_by_id=olena.id)
    stranger = User(email="stranger@example.com", password_hash="x")
    db.session.add_all([friend, stranger])
    db.session.flush()
    make_order(friend, lines=(("Velvet", "VV-1", "1.5", "0.1", "2.99"),), currency="UAH")  # 44.85 GBP
    make_order(friend, lines=(("Glue", "GT-1", "2", "1", "6.49"),), status="Sent")  # 12.98 GBP
    make_order(friend, status="Cancelled")
    make_order(stranger)
    db.session.commit()
    again = client.get(f"{ME}/affiliate", headers=bearer(olena)).get_json()
    assert again["code"] == code
    assert (again["signups"], again["orders"], again["revenue"]) == (1, 2, "57.83")


def test_recurring_payments_come_from_the_account(client, db, olena, emma):
    from datetime import UTC, datetime

    db.session.add(RecurringPayment(user_id=olena.id, description="Swatch club: 10 new fabric swatches a month",
                                    amount=Decimal("4.50"), currency="GBP", interval="month", status="active",
                                    next_payment_at=datetime(2026, 12, 1, tzinfo=UTC)))
    db.session.commit()
    body = client.get(f"{ME}/recurring-payments", headers=bearer(olena)).get_json()["recurringPayments"]
    assert [(r["description"], r["amount"], r["currency"], r["interval"], r["status"]) for r in body] == [
        ("Swatch club: 10 new fabric swatches a month", "4.50", "GBP", "month", "active")]
    assert body[0]["nextPaymentAt"].startswith("2026-12-01")
    assert client.get(f"{ME}/recurring-payments", headers=bearer(emma)).get_json() == {"recurringPayments": []}


# ---------------------------------------------------------------- the demo shoppers


def test_the_demo_shoppers_have_full_account_pages(client, db):
    seed_demo(products=60, seed=5)
    shoppers = {u.email: u for u in db.session.scalars(select(User).where(User.status == "user"))}
    assert set(shoppers) == {"olena.kovalenko@example.com", "emma.clarke@example.com", "anna.nowak@example.com"}
    cities = {}
    for email, user in shoppers.items():
        headers = bearer(user)
        book = client.get(ADDRESSES, headers=headers).get_json()["addresses"]
        assert 1 <= len(book) <= 2 and [a["isDefault"] for a in book] == [True] + [False] * (len(book) - 1)
        assert all(a["phone"] for a in book)
        cities[email] = {a["city"] for a in book}
        orders = client.get(f"/api/orders/user/{user.id}", headers=headers).get_json()
        delivered = [o for o in orders if o["status"] == "Delivered"]
        points = client.get(f"{ME}/reward-points", headers=headers).get_json()
        earned = {e["orderNumber"] for e in points["entries"] if e["reason"] == "order"}
        assert earned == {o["number"] for o in delivered}
        assert [e["points"] for e in points["entries"] if e["reason"] == "welcome"] == [50]
    assert cities == {"olena.kovalenko@example.com": {"Kyiv", "Lviv"}, "emma.clarke@example.com": {"London"},
                      "anna.nowak@example.com": {"Kraków"}}

    olena = bearer(shoppers["olena.kovalenko@example.com"])
    assert client.get(f"{ME}/payment-profile", headers=olena).get_json()["preferredMethod"] == "bank-transfer"
    subscriptions = client.get(f"{ME}/recurring-payments", headers=olena).get_json()["recurringPayments"]
    assert [(s["description"], s["amount"], s["interval"], s["status"]) for s in subscriptions] == [
        (SWATCH_CLUB[0], "4.50", "month", "active")]
    her_orders = client.get(f"/api/orders/user/{shoppers['olena.kovalenko@example.com'].id}", headers=olena)
    delivered_lines = {line["_id"] for o in her_orders.get_json() if o["status"] == "Delivered"
                       for line in o["basketItems"]}
    returns = client.get(RETURNS, headers=olena).get_json()["returns"]
    assert len(returns) == (1 if delivered_lines else 0)
    assert all(r["lineId"] in delivered_lines and r["status"] == "Requested" for r in returns)
    for other in ("emma.clarke@example.com", "anna.nowak@example.com"):
        headers = bearer(shoppers[other])
        assert client.get(f"{ME}/recurring-payments", headers=headers).get_json() == {"recurringPayments": []}
        assert client.get(RETURNS, headers=headers).get_json() == {"returns": []}
