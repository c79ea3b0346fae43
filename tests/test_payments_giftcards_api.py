"""Money after placement: LiqPay's signed notices, staff marking payments and moving orders on, and gift cards
bought, e-mailed, checked, spent in part or in full, never twice, and given back when an order is cancelled."""
from __future__ import annotations

import re
import uuid
from datetime import timedelta
from decimal import Decimal

import pytest
from sqlalchemy import func, select

from shop.catalog.models import Product
from shop.extensions import db as _db
from shop.giftcards import codes
from shop.giftcards.models import GiftCard, GiftCardEntry
from shop.orders.models import Order
from shop.payments import liqpay

ORDERS = "/api/orders"
CALLBACK = "/api/payments/liqpay/callback"
BALANCE = "/api/gift-cards/balance"
CONTACT = {"firstName": "Anna", "lastName": "Nowak", "email": "anna@example.com", "phone": "0501234567"}
PUBLIC, PRIVATE = "sandbox_i000", "sandbox_private_key"


def key() -> dict[str, str]:
    return {"Idempotency-Key": str(uuid.uuid4())}


def place(client, lines, currency="UAH", payment="bank-transfer", delivery=None, **extra) -> dict:
    body = {"currency": currency, "contact": CONTACT, "lines": lines,
            "delivery": delivery or {"method": "nova-poshta-branch", "city": "Lviv", "branch": "7"}, **extra}
    if payment is not None:
        body["paymentMethod"] = payment
    answer = client.post(ORDERS, headers=key(), json=body)
    assert answer.status_code == 201, answer.get_json()
    return answer.get_json()


def notice(payload: dict, private: str = PRIVATE) -> dict[str, str]:
    data, signature = liqpay.encode({"public_key": PUBLIC, **payload}, private)
    return {"data": data, "signature": signature}


@pytest.fixture()
def liqpay_keys(app, monkeypatch):
    monkeypatch.setitem(app.config, "SHOP_LIQPAY_PUBLIC_KEY", PUBLIC)
    monkeypatch.setitem(app.config, "SHOP_LIQPAY_PRIVATE_KEY", PRIVATE)


def test_card_payment_goes_to_liqpay_and_its_signed_notice_marks_the_order_paid(client, liqpay_keys, tulle, auth):
    order = place(client, [{"sku": "TU-IVORY", "quantity": "1.5"}], payment="card")
    redirect = order["payment"]["redirect"]
    assert redirect["url"] == "https://www.liqpay.ua/api/3/checkout" and order["payment"]["status"] == "awaiting"
    sent = liqpay.decode(redirect["fields"]["data"])
    assert redirect["fields"]["signature"] == liqpay.sign(redirect["fields"]["data"], PRIVATE)
    assert (sent["order_id"], sent["amount"], sent["currency"], sent["action"]) == (
        order["number"], order["totalPrice"], "UAH", "pay")
    assert sent["server_url"].endswith(CALLBACK) and order["number"] in sent["result_url"]

    paid = notice({"order_id": order["number"], "status": "success", "amount": order["totalPrice"],
                   "currency": "UAH", "payment_id": 1234567})
    assert client.post(CALLBACK, data=paid).get_json() == {"outcome": "applied"}
    staff = auth(admin=True)
    seen = client.get(f"{ORDERS}/{order['_id']}", headers=staff).get_json()
    assert (seen["isPaid"], seen["paymentStatus"]) == (True, "Paid")
    assert [(e["kind"], e["to"]) for e in seen["history"]] == [("status", "Accepted"), ("payment", "Paid")]
    # The same notice again changes nothing; a late 'processing' or 'failure' cannot undo the payment.
    assert client.post(CALLBACK, data=paid).get_json() == {"outcome": "replay"}
    for late in ("processing", "failure"):
        answer = client.post(CALLBACK, data=notice({"order_id": order["number"], "status": late,
                                                    "amount": order["totalPrice"], "currency": "UAH"}))
        assert answer.get_json() == {"outcome": "ignored"}
    again = client.get(f"{ORDERS}/{order['_id']}", headers=staff).get_json()
    assert again["isPaid"] is True and len(again["history"]) == 2


def test_a_forged_or_mismatched_notice_changes_nothing(client, liqpay_keys, tulle, auth):
    order = place(client, [{"sku": "TU-IVORY", "quantity": "1"}], payment="card", currency="EUR")
    forged = notice({"order_id": order["number"], "status": "success", "amount": order["totalPrice"],
                     "currency": "EUR"}, private="someone-elses-key")
    answer = client.post(CALLBACK, data=forged)
    assert answer.status_code == 403
    assert answer.get_json()["message"] == "The payment notice's signature does not match."
    assert client.post(CALLBACK, data={"data": "e30=", "signature": ""}).status_code == 403
    assert client.post(CALLBACK, data={}).status_code == 400
    cheap = notice({"order_id": order["number"], "status": "success", "amount": "0.01", "currency": "EUR"})
    assert client.post(CALLBACK, data=cheap).get_json() == {"outcome": "mismatch"}
    seen = client.get(f"{ORDERS}/{order['_id']}", headers=auth(admin=True)).get_json()
    assert seen["isPaid"] is False


CODE = re.compile(r"\b[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}\b")


def _mail_to(inbox, address: str):
    return [message for message in inbox.messages if message["To"] == address]


def _buy_gift_card(client, auth, inbox) -> tuple[dict, str]:
    """A £20 card bought by bank transfer and marked paid by staff; returns the order and the code Mia was e-mailed."""
    order = place(client, [{"sku": "GIFT-20", "quantity": 1, "giftCard": {
        "recipientName": "Mia", "recipientEmail": "Mia@Example.com", "message": "Happy dancing!"}}],
        currency="GBP", delivery={"method": "email"})
    assert order["deliveryPrice"] == "0.00" and order["totalPrice"] == "20.00"
    assert _mail_to(inbox, "mia@example.com") == []  # nothing before the money arrives
    paid = client.put(f"{ORDERS}/{order['_id']}/payment", json={"isPaid": True}, headers=auth(admin=True))
    assert paid.status_code == 200 and paid.get_json()["isPaid"] is True
    mails = _mail_to(inbox, "mia@example.com")
    assert len(mails) == 1
    text = mails[0].get_content()
    assert "Anna Nowak" in text and "Happy dancing!" in text and "20.00" in text
    return order, CODE.search(text).group(0)


def test_a_gift_card_is_issued_on_payment_stored_hashed_and_its_balance_checked(client, db, auth, gift_card_product,
                                                                                inbox):
    order, code = _buy_gift_card(client, auth, inbox)
    card = db.session.scalar(select(GiftCard))
    assert card.code_hash == codes.code_hash(code) and code.replace("-", "") not in card.code_hash
    assert card.last4 == code[-4:] and card.balance == Decimal("20.00")
    assert (card.recipient_email, card.message, card.order_id) == ("mia@example.com", "Happy dancing!",
                                                                    int(order["_id"]))
    checked = client.post(BALANCE, json={"code": code.lower().replace("-", " ")})
    assert checked.status_code == 200
    assert checked.get_json()["last4"] == code[-4:] and checked.get_json()["balance"] == "20.00"
    assert code not in checked.get_data(as_text=True)
    unknown = client.post(BALANCE, json={"code": "AAAA-BBBB-CCCC-DDDD"}, headers={"Accept-Language": "ua"})
    assert unknown.status_code == 404 and unknown.get_json()["message"] == "Подарункової картки з таким кодом немає."
    # A second payment notice for the same order issues nothing more.
    assert client.put(f"{ORDERS}/{order['_id']}/payment", json={"isPaid": True},
                      headers=auth(admin=True, email="boss@example.com")).status_code == 409
    assert db.session.scalar(select(func.count(GiftCard.id))) == 1


def test_gift_cards_pay_part_or_all_never_twice_and_come_back_on_cancellation(client, db, auth, gift_card_product,
                                                                              tulle, inbox):
    _, code = _buy_gift_card(client, auth, inbox)
    staff = auth(admin=True, email="boss@example.com")
    # Part: 1.5 m of tulle (£15) + Nova Poshta £1.50 = £16.50; the card pays all of it and keeps £3.50.
    part = place(client, [{"sku": "TU-IVORY", "quantity": "1.5"}], currency="GBP", giftCardCode=code)
    assert (part["giftCardAmount"], part["totalPrice"], part["isPaid"]) == ("16.50", "0.00", True)
    assert part["paymentMethod"] == "gift-card" and part["payment"]["status"] == "paid"
    assert client.post(BALANCE, json={"code": code}).get_json()["balance"] == "3.50"
    # In euros: €4.13 left on the card pays that much of a €13.57 order; the rest is due by transfer.
    rest = place(client, [{"sku": "TU-IVORY", "quantity": "1"}], currency="EUR", giftCardCode=code)
    assert (rest["giftCardAmount"], rest["subtotal"], rest["deliveryPrice"]) == ("4.13", "11.80", "1.77")
    assert rest["totalPrice"] == "9.44" and rest["isPaid"] is False
    assert client.post(BALANCE, json={"code": code}).get_json()["balance"] == "0.00"
    # Empty now: it cannot pay a third time.
    spent = client.post(ORDERS, headers=key(), json={
        "currency": "GBP", "contact": CONTACT, "paymentMethod": "bank-transfer", "giftCardCode": code,
        "lines": [{"sku": "TU-IVORY", "quantity": "1"}], "delivery": {"method": "pickup"}})
    assert spent.status_code == 409 and "giftCardCode" in spent.get_json()["errors"]
    # Cancelling the part-paid order gives its €4.13 (£3.50) back, and its metre back to the shelf.
    cancelled = client.put(f"{ORDERS}/{rest['_id']}/status", json={"status": "Cancelled"}, headers=staff)
    assert cancelled.status_code == 200 and cancelled.get_json()["status"] == "Cancelled"
    assert client.post(BALANCE, json={"code": code}).get_json()["balance"] == "3.50"
    _db.session.expire_all()
    assert _db.session.scalar(select(Product.stock).where(Product.product_id == "TU-IVORY")) == Decimal("28.5")
    # The ledger adds up to the balance.
    entries = db.session.scalars(select(GiftCardEntry.amount)).all()
    assert sum(entries) == Decimal("3.50") and len(entries) == 4


def test_an_order_the_gift_card_covers_asks_for_no_payment_method_and_any_other_does(client, auth, gift_card_product,
                                                                                    tulle, inbox):
    _, code = _buy_gift_card(client, auth, inbox)
    # Nothing left to pay, nothing to choose: the order is paid by the card.
    covered = place(client, [{"sku": "TU-IVORY", "quantity": "1"}], currency="GBP", payment=None, giftCardCode=code)
    assert (covered["totalPrice"], covered["isPaid"], covered["paymentMethod"]) == ("0.00", True, "gift-card")
    # Money still due: the method is required, and nothing is placed.
    due = client.post(ORDERS, headers=key(), json={
        "currency": "GBP", "contact": CONTACT, "lines": [{"sku": "TU-IVORY", "quantity": "1"}],
        "delivery": {"method": "pickup"}})
    assert due.status_code == 400 and due.get_json()["errors"] == {"paymentMethod": ["This field is required."]}
    assert len(client.get(ORDERS, headers=auth(admin=True, email="boss@example.com")).get_json()) == 2


def test_staff_move_orders_only_along_allowed_transitions(client, auth, tulle, make_user):
    order = place(client, [{"sku": "TU-IVORY", "quantity": "2"}])
    staff = auth(admin=True)
    url = f"{ORDERS}/{order['_id']}/status"
    assert client.put(url, json={"status": "Delivered"}, headers=staff).status_code == 409
    assert client.put(url, json={"status": "Sent"}, headers=staff).get_json()["status"] == "Sent"
    delivered = client.put(url, json={"status": "Delivered"}, headers=staff).get_json()
    assert [(e["from"], e["to"], e["by"]) for e in delivered["history"]] == [
        (None, "Accepted", None), ("Accepted", "Sent", "staff@example.com"), ("Sent", "Delivered", "staff@example.com")]
    assert client.put(url, json={"status": "Cancelled"}, headers=staff).status_code == 409
    assert client.put(url, json={"status": "Lost"}, headers=staff).status_code == 400
    assert client.put(url, json={"status": "Sent"}).status_code == 401
    assert client.put(url, json={"status": "Sent"}, headers=auth(email="other@example.com")).status_code == 403
    assert client.put(f"{ORDERS}/999999/status", json={"status": "Sent"}, headers=staff).status_code == 404


def test_the_balance_check_is_rate_limited_per_address(tmp_path):
    """Codes cannot be guessed by asking: after SHOP_GIFTCARD_CHECK_RATE an address gets a 429 with Retry-After."""
    from shop import create_app

    app = create_app({"ENV": "testing", "RATELIMIT_ENABLED": True, "RATELIMIT_STORAGE_URI": "memory://",
                      "SHOP_GIFTCARD_CHECK_RATE": "2 per minute",
                      "SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path / 'limit.db'}"})
    with app.app_context():
        _db.create_all()
        client = app.test_client()
        guesses = [client.post(BALANCE, json={"code": f"AAAA-BBBB-CCCC-DDD{n}"}) for n in range(2, 5)]
        assert [answer.status_code for answer in guesses] == [404, 404, 429]
        assert int(guesses[-1].headers["Retry-After"]) > 0 and guesses[-1].get_json()["message"]
        other = client.post(BALANCE, json={"code": "AAAA-BBBB-CCCC-DDD5"}, environ_base={"REMOTE_ADDR": "10.1.1.1"})
        assert other.status_code == 404
        _db.session.remove()


def test_card_orders_left_unpaid_are_cancelled_by_the_operators_command(client, db, liqpay_keys, tulle, runner):
    stale = place(client, [{"sku": "TU-IVORY", "quantity": "2"}], payment="card")
    fresh = place(client, [{"sku": "TU-IVORY", "quantity": "1"}], payment="card")
    transfer = place(client, [{"sku": "TU-IVORY", "quantity": "1"}])
    order = db.session.get(Order, int(stale["_id"]))
    order.created_at = order.created_at - timedelta(hours=30)
    for other in (fresh, transfer):
        db.session.get(Order, int(other["_id"])).created_at -= timedelta(hours=2 if other is fresh else 30)
    db.session.commit()
    assert _db.session.scalar(select(Product.stock).where(Product.product_id == "TU-IVORY")) == Decimal("26")

    result = runner.invoke(args=["cancel-unpaid", "--hours", "24"])
    assert result.exit_code == 0 and result.output.strip() == f"Cancelled 1 unpaid card order(s): {stale['number']}"
    _db.session.expire_all()
    statuses = {o.number: o.status for o in _db.session.scalars(select(Order))}
    assert statuses == {stale["number"]: "Cancelled", fresh["number"]: "Accepted", transfer["number"]: "Accepted"}
    assert _db.session.scalar(select(Product.stock).where(Product.product_id == "TU-IVORY")) == Decimal("28")
    assert runner.invoke(args=["cancel-unpaid"]).output.strip() == "Cancelled 0 unpaid card order(s)."
