"""Gift cards follow their payment: an order that turns unpaid (staff, a LiqPay reversal) or is cancelled voids the
cards it bought, which then pay nothing and say so; staff see what a card spent and whether its mail went, and send a
card again under a new code."""
from __future__ import annotations

import re
import uuid
from decimal import Decimal

import pytest
from sqlalchemy import select

from shop.extensions import db as _db
from shop.giftcards import codes
from shop.giftcards.models import EntryKind, GiftCard, GiftCardEntry
from shop.orders.models import Order
from shop.payments import liqpay
from tests.smtp_inbox import _free_port, running_inbox

ORDERS = "/api/orders"
QUOTE = "/api/orders/quote"
CALLBACK = "/api/payments/liqpay/callback"
BALANCE = "/api/gift-cards/balance"
CONTACT = {"firstName": "Anna", "lastName": "Nowak", "email": "anna@example.com", "phone": "0501234567"}
PUBLIC, PRIVATE = "sandbox_i000", "sandbox_private_key"
CODE = re.compile(r"\b[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}\b")
VOIDED = "This gift card has been cancelled and can no longer be used."
VOIDED_UA = "Цю подарункову картку анульовано: нею більше не можна розрахуватися."
RECIPIENT = {"recipientName": "Mia", "recipientEmail": "mia@example.com", "message": "Happy dancing!"}


def cards_url(order_id) -> str:
    return f"/api/admin/orders/{order_id}/gift-cards"


def resend_url(order_id, card_id) -> str:
    return f"{cards_url(order_id)}/{card_id}/resend"


def place(client, lines, currency="GBP", payment="bank-transfer", delivery=None, **extra):
    return client.post(ORDERS, headers={"Idempotency-Key": str(uuid.uuid4())}, json={
        "currency": currency, "contact": CONTACT, "paymentMethod": payment, "lines": lines,
        "delivery": delivery or {"method": "pickup"}, **extra})


def placed(client, lines, **kwargs) -> dict:
    answer = place(client, lines, **kwargs)
    assert answer.status_code == 201, answer.get_json()
    return answer.get_json()


def notice(payload: dict) -> dict[str, str]:
    data, signature = liqpay.encode({"public_key": PUBLIC, **payload}, PRIVATE)
    return {"data": data, "signature": signature}


def codes_mailed_to(inbox, address: str = "mia@example.com") -> list[str]:
    return [CODE.search(message.get_content()).group(0) for message in inbox.messages if message["To"] == address]


@pytest.fixture()
def shelf(gift_card_product, tulle):
    """What the tests buy: the £20 gift card and tulle."""


def buy_card(client, staff, inbox) -> tuple[dict, str]:
    """A £20 card for Mia, paid by bank transfer and marked paid by staff; the order and the code Mia was mailed."""
    order = placed(client, [{"sku": "GIFT-20", "quantity": 1, "giftCard": RECIPIENT}], delivery={"method": "email"})
    assert client.put(f"{ORDERS}/{order['_id']}/payment", json={"isPaid": True}, headers=staff).status_code == 200
    [code] = codes_mailed_to(inbox)
    return order, code


def spend(client, code: str, metres: str = "0.5") -> dict:
    """Tulle paid with the card (£1 per 10 cm, pickup is free)."""
    return placed(client, [{"sku": "TU-IVORY", "quantity": metres}], giftCardCode=code)


def assert_refused(client, code: str) -> None:
    """The card pays nothing: the order is refused on its gift-card field, the review says why."""
    refused = place(client, [{"sku": "TU-IVORY", "quantity": "0.1"}], giftCardCode=code)
    assert refused.status_code == 409
    assert refused.get_json()["errors"]["giftCardCode"] == [VOIDED]
    review = client.post(QUOTE, json={"currency": "GBP", "lines": [{"sku": "TU-IVORY", "quantity": "0.1"}],
                                      "giftCardCode": code})
    assert review.status_code == 200
    assert review.get_json()["giftCardError"] == VOIDED and review.get_json()["giftCardAmount"] == "0.00"


def assert_voided_balance(client, code: str) -> None:
    checked = client.post(BALANCE, json={"code": code})
    assert checked.status_code == 200
    body = checked.get_json()
    assert (body["voided"], body["balance"], body["message"], body["last4"]) == (True, "0.00", VOIDED, code[-4:])
    in_ukrainian = client.post(BALANCE, json={"code": code}, headers={"Accept-Language": "uk"}).get_json()
    assert in_ukrainian["voided"] is True and in_ukrainian["message"] == VOIDED_UA


def ledger(code: str) -> list[tuple[str, Decimal]]:
    _db.session.expire_all()
    card = _db.session.scalar(select(GiftCard).where(GiftCard.code_hash == codes.code_hash(code)))
    return [(entry.kind, entry.amount) for entry in card.entries]


def test_staff_marking_the_order_unpaid_voids_its_card_and_staff_still_see_what_it_spent(client, db, staff, shelf,
                                                                                       inbox):
    order, code = buy_card(client, staff, inbox)
    live = client.post(BALANCE, json={"code": code}).get_json()
    assert (live["voided"], live["message"], live["balance"]) == (False, None, "20.00")
    tulle = spend(client, code)
    assert tulle["giftCardAmount"] == "5.00"

    unpaid = client.put(f"{ORDERS}/{order['_id']}/payment", json={"isPaid": False}, headers=staff)
    assert unpaid.status_code == 200 and unpaid.get_json()["isPaid"] is False

    assert_voided_balance(client, code)
    assert_refused(client, code)
    # Voided in the ledger, never deleted: what it paid stays, a VOID entry takes the £15 left.
    assert ledger(code) == [(EntryKind.ISSUE, Decimal("20.00")), (EntryKind.REDEEM, Decimal("-5.00")),
                            (EntryKind.VOID, Decimal("-15.00"))]
    card = db.session.scalar(select(GiftCard))
    assert card.voided_at is not None and card.balance == Decimal("0.00")

    [seen] = client.get(cards_url(order["_id"]), headers=staff).get_json()
    assert seen["last4"] == code[-4:] and seen["recipientEmail"] == "mia@example.com"
    assert (seen["initialAmount"], seen["balance"], seen["spent"], seen["currency"]) == ("20.00", "0.00", "5.00", "GBP")
    assert seen["spentIn"] == [{"orderId": tulle["_id"], "number": tulle["number"], "amount": "5.00"}]
    assert (seen["voided"], seen["mailStatus"], seen["canSendAgain"], seen["replacedBy"]) == (True, "sent", False,
                                                                                            None)
    assert seen["voidedAt"]
    # A voided card cannot be sent again.
    again = client.post(resend_url(order["_id"], seen["_id"]), headers=staff)
    assert again.status_code == 409 and again.get_json()["message"] == VOIDED

    # The tulle order cancelled: its £5 comes back to the card, which stays void (and spent nothing now).
    assert client.put(f"{ORDERS}/{tulle['_id']}/status", json={"status": "Cancelled"}, headers=staff).status_code == 200
    assert client.post(BALANCE, json={"code": code}).get_json()["balance"] == "0.00"
    assert ledger(code)[-2:] == [(EntryKind.RESTORE, Decimal("5.00")), (EntryKind.VOID, Decimal("-5.00"))]
    [after] = client.get(cards_url(order["_id"]), headers=staff).get_json()
    assert (after["spent"], after["spentIn"]) == ("0.00", [])

    # Paid again: the card comes back under a new code, worth all that voiding took (£15 + £5).
    assert client.put(f"{ORDERS}/{order['_id']}/payment", json={"isPaid": True}, headers=staff).status_code == 200
    old, new = codes_mailed_to(inbox)
    assert old == code and new != code
    assert client.post(BALANCE, json={"code": new}).get_json()["balance"] == "20.00"
    assert_voided_balance(client, code)
    old_card, new_card = client.get(cards_url(order["_id"]), headers=staff).get_json()
    assert old_card["replacedBy"] == new[-4:] and new_card["voided"] is False and new_card["canSendAgain"] is True


def test_cancelling_the_order_voids_its_cards(client, db, staff, shelf, inbox):
    order, code = buy_card(client, staff, inbox)
    cancelled = client.put(f"{ORDERS}/{order['_id']}/status", json={"status": "Cancelled"}, headers=staff)
    assert cancelled.status_code == 200 and cancelled.get_json()["isPaid"] is True
    assert_voided_balance(client, code)
    assert_refused(client, code)
    assert ledger(code) == [(EntryKind.ISSUE, Decimal("20.00")), (EntryKind.VOID, Decimal("-20.00"))]
    # Marked unpaid afterwards (the money went back): nothing more to void, and nothing is issued again.
    assert client.put(f"{ORDERS}/{order['_id']}/payment", json={"isPaid": False}, headers=staff).status_code == 200
    assert client.put(f"{ORDERS}/{order['_id']}/payment", json={"isPaid": True}, headers=staff).status_code == 200
    assert codes_mailed_to(inbox) == [code]
    assert len(ledger(code)) == 2


@pytest.fixture()
def liqpay_keys(app, monkeypatch):
    monkeypatch.setitem(app.config, "SHOP_LIQPAY_PUBLIC_KEY", PUBLIC)
    monkeypatch.setitem(app.config, "SHOP_LIQPAY_PRIVATE_KEY", PRIVATE)


def test_a_liqpay_reversal_voids_the_cards_the_order_bought(client, db, staff, shelf, inbox, liqpay_keys):
    order = placed(client, [{"sku": "GIFT-20", "quantity": 2, "giftCard": RECIPIENT}], payment="card",
                   currency="UAH", delivery={"method": "email"})
    base = {"order_id": order["number"], "amount": order["totalPrice"], "currency": "UAH"}
    paid = client.post(CALLBACK, data=notice({**base, "status": "success", "payment_id": 7}))
    assert paid.get_json() == {"outcome": "applied"}
    first, second = codes_mailed_to(inbox)
    assert client.post(BALANCE, json={"code": first}).get_json()["voided"] is False

    reversed_ = client.post(CALLBACK, data=notice({**base, "status": "reversed", "payment_id": 7}))
    assert reversed_.get_json() == {"outcome": "applied"}
    seen = client.get(f"{ORDERS}/{order['_id']}", headers=staff).get_json()
    assert seen["isPaid"] is False and seen["history"][-1]["note"] == "liqpay reversed"
    for code in (first, second):
        assert_voided_balance(client, code)
        # A card is in the currency it was bought in: £20 at 56.05 is ₴1,121.00.
        assert ledger(code)[-1] == (EntryKind.VOID, Decimal("-1121.00"))
    assert_refused(client, first)
    assert [card["voided"] for card in client.get(cards_url(order["_id"]), headers=staff).get_json()] == [True, True]


def test_a_card_whose_mail_failed_shows_to_staff_who_send_it_again_under_a_new_code(client, app, db, staff, shelf,
                                                                                  monkeypatch):
    # No mail server answers, and no try is left after the first.
    monkeypatch.setitem(app.config, "MAIL_SERVER", "127.0.0.1")
    monkeypatch.setitem(app.config, "MAIL_PORT", _free_port())
    monkeypatch.setitem(app.config, "SHOP_JOBS_RETRIES", 0)
    order = placed(client, [{"sku": "GIFT-20", "quantity": 1, "giftCard": RECIPIENT}], delivery={"method": "email"})
    assert client.put(f"{ORDERS}/{order['_id']}/payment", json={"isPaid": True}, headers=staff).status_code == 200
    [failed] = client.get(cards_url(order["_id"]), headers=staff).get_json()
    assert (failed["mailStatus"], failed["voided"], failed["canSendAgain"]) == ("failed", False, True)

    with running_inbox() as inbox:
        monkeypatch.setitem(app.config, "MAIL_PORT", inbox.port)
        answer = client.post(resend_url(order["_id"], failed["_id"]), headers=staff)
        assert answer.status_code == 200
        [code] = codes_mailed_to(inbox)
    old, new = answer.get_json()
    assert old["_id"] == failed["_id"] and old["voided"] is True and old["replacedBy"] == code[-4:]
    assert (new["last4"], new["initialAmount"], new["balance"], new["mailStatus"]) == (code[-4:], "20.00", "20.00",
                                                                                     "sent")
    assert new["recipientEmail"] == "mia@example.com" and new["voided"] is False
    assert new["expiresAt"] == old["expiresAt"]
    # The new code pays; the old card, whose code nobody received, is voided in the ledger.
    assert spend(client, code, metres="0.3")["giftCardAmount"] == "3.00"
    assert client.post(BALANCE, json={"code": code}).get_json()["balance"] == "17.00"
    old_card = db.session.get(GiftCard, int(old["_id"]))
    assert [(entry.kind, entry.amount) for entry in old_card.entries] == [(EntryKind.ISSUE, Decimal("20.00")),
                                                                         (EntryKind.VOID, Decimal("-20.00"))]
    # Sending the voided one again is refused; the staff change is in the audit log.
    assert client.post(resend_url(order["_id"], old["_id"]), headers=staff).status_code == 409
    [latest, *_] = client.get("/api/admin/audit", headers=staff).get_json()
    assert (latest["summary"], latest["before"], latest["after"]) == (
        order["number"], {"giftCard": old["last4"]}, {"giftCard": code[-4:]})


def test_money_an_order_gives_back_to_a_card_sent_again_goes_on_to_the_new_card(client, db, staff, shelf, inbox):
    order, code = buy_card(client, staff, inbox)
    tulle = spend(client, code)
    [card] = client.get(cards_url(order["_id"]), headers=staff).get_json()
    old, new = client.post(resend_url(order["_id"], card["_id"]), headers=staff).get_json()
    [_, new_code] = codes_mailed_to(inbox)
    assert (old["spent"], new["initialAmount"], new["balance"]) == ("5.00", "15.00", "15.00")

    assert client.put(f"{ORDERS}/{tulle['_id']}/status", json={"status": "Cancelled"}, headers=staff).status_code == 200
    assert client.post(BALANCE, json={"code": new_code}).get_json()["balance"] == "20.00"
    assert_voided_balance(client, code)
    old, new = client.get(cards_url(order["_id"]), headers=staff).get_json()
    assert (old["spent"], old["balance"], new["balance"]) == ("0.00", "0.00", "20.00")


def test_a_line_break_in_the_buyers_name_no_longer_loses_the_card(client, db, staff, shelf, inbox):
    order = placed(client, [{"sku": "GIFT-20", "quantity": 1, "giftCard": RECIPIENT}], delivery={"method": "email"})
    stored = db.session.get(Order, int(order["_id"]))
    stored.user_info = {**stored.user_info, "firstName": "Anna\r\nBcc: someone@example.com"}
    db.session.commit()
    assert client.put(f"{ORDERS}/{order['_id']}/payment", json={"isPaid": True}, headers=staff).status_code == 200
    [mail] = [message for message in inbox.messages if message["To"] == "mia@example.com"]
    assert mail["Subject"].strip().startswith("Anna Bcc: someone@example.com Nowak has sent you")
    assert mail["Bcc"] is None
    assert client.get(cards_url(order["_id"]), headers=staff).get_json()[0]["mailStatus"] == "sent"


def test_only_staff_see_and_resend_an_orders_cards(client, db, auth, staff, shelf, inbox):
    order, _ = buy_card(client, staff, inbox)
    [card] = client.get(cards_url(order["_id"]), headers=staff).get_json()
    shopper = auth(email="olena@example.com")
    for method, url in (("GET", cards_url(order["_id"])), ("POST", resend_url(order["_id"], card["_id"]))):
        assert client.open(url, method=method).status_code == 401
        assert client.open(url, method=method, headers=shopper).status_code == 403
    other = placed(client, [{"sku": "TU-IVORY", "quantity": "1"}])
    assert client.post(resend_url(other["_id"], card["_id"]), headers=staff).status_code == 404
    assert client.post(resend_url(order["_id"], 999999), headers=staff).status_code == 404
    assert client.get(cards_url(999999), headers=staff).status_code == 404
    assert client.get(cards_url(other["_id"]), headers=staff).get_json() == []
    assert db.session.scalars(select(GiftCardEntry.kind)).all() == [EntryKind.ISSUE]
