"""Staff's gift-card screen: cards found by their last four characters or their buyer, a card's ledger, sending a
card again under a new code (mailed for real, in the order's language) and voiding one with a reason; the cards whose
mail failed listed; every change in the audit log."""
from __future__ import annotations

import re
import uuid

import pytest
from sqlalchemy import select

from shop.extensions import db as _db
from shop.giftcards import codes
from shop.giftcards.models import GiftCard
from tests.smtp_inbox import _free_port, running_inbox

CARDS = "/api/admin/gift-cards"
ORDERS = "/api/orders"
QUOTE = "/api/orders/quote"
BALANCE = "/api/gift-cards/balance"
CODE = re.compile(r"\b[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}\b")
STAFF_EMAIL = "staff@example.com"
VOIDED = "This gift card has been cancelled and can no longer be used."
ANNA = {"firstName": "Anna", "lastName": "Nowak", "email": "anna@example.com", "phone": "0501234567"}
BOHDAN = {"firstName": "Bohdan", "lastName": "Shevchuk", "email": "bohdan.s@example.net", "phone": "0671234567"}
MIA = {"recipientName": "Mia", "recipientEmail": "mia@example.com", "message": "Happy dancing!"}
LEO = {"recipientName": "Leo", "recipientEmail": "leo@example.org", "message": ""}


@pytest.fixture()
def shelf(gift_card_product, tulle):
    """What the tests buy: the £20 gift card and tulle (£1 per 10 cm)."""


def card_url(card_id, action: str = "") -> str:
    return f"{CARDS}/{card_id}{'/' + action if action else ''}"


def place(client, lines, contact=ANNA, **extra):
    return client.post(ORDERS, headers={"Idempotency-Key": str(uuid.uuid4())}, json={
        "currency": "GBP", "contact": contact, "paymentMethod": "bank-transfer", "lines": lines,
        "delivery": {"method": "email"}, **extra})


def codes_mailed_to(inbox, address: str) -> list[str]:
    return [CODE.search(message.get_content()).group(0) for message in inbox.messages if message["To"] == address]


def buy(client, staff, inbox, contact=ANNA, recipient=MIA, **extra) -> tuple[dict, str]:
    """A £20 card, paid by bank transfer and marked paid by staff: the order and the code its recipient was mailed."""
    answer = place(client, [{"sku": "GIFT-20", "quantity": 1, "giftCard": recipient}], contact=contact, **extra)
    assert answer.status_code == 201, answer.get_json()
    order = answer.get_json()
    assert client.put(f"{ORDERS}/{order['_id']}/payment", json={"isPaid": True}, headers=staff).status_code == 200
    return order, codes_mailed_to(inbox, recipient["recipientEmail"])[-1]


def spend(client, code: str, metres: str = "0.5") -> dict:
    answer = place(client, [{"sku": "TU-IVORY", "quantity": metres}], giftCardCode=code,
                   delivery={"method": "pickup"})
    assert answer.status_code == 201, answer.get_json()
    return answer.get_json()


def listed(client, staff, **query) -> tuple[list[dict], int]:
    answer = client.get(CARDS, query_string=query, headers=staff)
    assert answer.status_code == 200, answer.get_json()
    return answer.get_json(), int(answer.headers["X-Total-Count"])


def card_id_of(code: str) -> str:
    _db.session.expire_all()
    return str(_db.session.scalar(select(GiftCard.id).where(GiftCard.code_hash == codes.code_hash(code))))


def assert_refused(client, code: str) -> None:
    """The code pays nothing: checkout refuses it on its field, the review says why."""
    refused = place(client, [{"sku": "TU-IVORY", "quantity": "0.1"}], giftCardCode=code, delivery={"method": "pickup"})
    assert refused.status_code == 409 and refused.get_json()["errors"]["giftCardCode"] == [VOIDED]
    review = client.post(QUOTE, json={"currency": "GBP", "lines": [{"sku": "TU-IVORY", "quantity": "0.1"}],
                                      "giftCardCode": code})
    assert review.status_code == 200
    assert review.get_json()["giftCardError"] == VOIDED and review.get_json()["giftCardAmount"] == "0.00"


def latest_audit(client, staff) -> dict:
    [entry, *_] = client.get("/api/admin/audit", query_string={"entity": "gift-card"}, headers=staff).get_json()
    return entry


# ---------------------------------------------------------------- who may


@pytest.mark.parametrize(("method", "path", "body"), [
    ("GET", CARDS, None), ("GET", card_url(1), None), ("POST", card_url(1, "resend"), None),
    ("POST", card_url(1, "void"), {"reason": "Fraud"})])
def test_only_staff_reach_the_gift_cards(client, auth, method, path, body):
    assert client.open(path, method=method, json=body).status_code == 401
    refused = client.open(path, method=method, json=body, headers=auth(email="olena@example.com"))
    assert refused.status_code == 403 and refused.get_json()["message"] == "Only shop staff may do this."


# ---------------------------------------------------------------- the list


def test_staff_find_a_card_by_its_last_four_characters_or_its_buyer(client, db, staff, shelf, inbox):
    annas, anna_code = buy(client, staff, inbox)
    bohdans, bohdan_code = buy(client, staff, inbox, contact=BOHDAN, recipient=LEO)

    everything, total = listed(client, staff)
    assert total == 2 and [card["last4"] for card in everything] == [bohdan_code[-4:], anna_code[-4:]]  # newest first
    first = everything[1]
    assert (first["initialAmount"], first["balance"], first["currency"], first["state"], first["mailStatus"]) == (
        "20.00", "20.00", "GBP", "active", "sent")
    assert (first["buyerName"], first["buyerEmail"], first["recipientEmail"]) == ("Anna Nowak", "anna@example.com",
                                                                                "mia@example.com")
    assert (first["orderId"], first["orderNumber"], first["canSendAgain"]) == (annas["_id"], annas["number"], True)
    assert "code" not in first and "codeHash" not in first

    def found(search: str) -> list[str]:
        cards, count = listed(client, staff, search=search)
        assert count == len(cards)
        return [card["last4"] for card in cards]

    assert found(anna_code[-4:]) == [anna_code[-4:]]
    assert found(anna_code[-4:].lower()) == [anna_code[-4:]]
    assert found(bohdan_code) == [bohdan_code[-4:]]  # the whole code a customer reads out
    assert found("nowak") == [anna_code[-4:]]  # the buyer's name, in any letter case
    assert found("Anna Nowak") == [anna_code[-4:]]
    assert found("BOHDAN.S@example") == [bohdan_code[-4:]]  # the buyer's e-mail
    assert found("leo@example.org") == [bohdan_code[-4:]]  # the recipient's
    assert found(annas["number"]) == [anna_code[-4:]]
    assert found("example") == [bohdan_code[-4:], anna_code[-4:]]
    assert found("nobody-at-all") == []
    assert found("%") == [] and found("_") == []  # LIKE's wildcards are plain characters

    page_two, total = listed(client, staff, limit=1, page=2)
    assert total == 2 and [card["last4"] for card in page_two] == [anna_code[-4:]]
    assert bohdans["number"] != annas["number"]


def test_the_cards_whose_mail_failed_are_listed_until_sent_again(client, app, db, staff, shelf, monkeypatch):
    # No mail server answers, and no try is left after the first.
    monkeypatch.setitem(app.config, "MAIL_SERVER", "127.0.0.1")
    monkeypatch.setitem(app.config, "MAIL_PORT", _free_port())
    monkeypatch.setitem(app.config, "SHOP_JOBS_RETRIES", 0)
    order = place(client, [{"sku": "GIFT-20", "quantity": 1, "giftCard": MIA}]).get_json()
    assert client.put(f"{ORDERS}/{order['_id']}/payment", json={"isPaid": True}, headers=staff).status_code == 200

    [failed], total = listed(client, staff, mailStatus="failed", state="active")
    assert total == 1 and (failed["mailStatus"], failed["canSendAgain"]) == ("failed", True)
    assert listed(client, staff, mailStatus="sent") == ([], 0)

    with running_inbox() as inbox:
        monkeypatch.setitem(app.config, "MAIL_PORT", inbox.port)
        sent = client.post(card_url(failed["_id"], "resend"), headers=staff)
        assert sent.status_code == 200, sent.get_json()
        [code] = codes_mailed_to(inbox, "mia@example.com")
    assert sent.get_json()["last4"] == code[-4:] and sent.get_json()["mailStatus"] == "sent"
    # Nothing is left to send: the failed card is voided, its replacement went.
    assert listed(client, staff, mailStatus="failed", state="active") == ([], 0)
    [old], _ = listed(client, staff, mailStatus="failed")
    assert (old["_id"], old["state"], old["replacedBy"]) == (failed["_id"], "voided", code[-4:])
    assert [card["last4"] for card in listed(client, staff, state="voided")[0]] == [failed["last4"]]


@pytest.mark.parametrize("query", [{"state": "lost"}, {"mailStatus": "bounced"}, {"limit": 0}, {"limit": 101},
                                   {"page": 0}, {"page": "two"}, {"search": "x" * 201}, {"search": "a\nb"}])
def test_a_list_asked_for_wrongly_is_a_400(client, db, staff, query):
    answer = client.get(CARDS, query_string=query, headers=staff)
    assert answer.status_code == 400
    body = answer.get_json()
    assert body["message"] and body["errors"]


# ---------------------------------------------------------------- one card and its ledger


def test_a_card_shows_its_ledger_with_the_orders_it_paid(client, db, staff, shelf, inbox):
    order, code = buy(client, staff, inbox)
    tulle = spend(client, code)
    more = spend(client, code, metres="0.3")
    assert client.put(f"{ORDERS}/{tulle['_id']}/status", json={"status": "Cancelled"}, headers=staff).status_code == 200

    answer = client.get(card_url(card_id_of(code)), headers=staff)
    assert answer.status_code == 200
    card = answer.get_json()
    assert (card["last4"], card["balance"], card["state"], card["message"], card["language"]) == (
        code[-4:], "17.00", "active", "Happy dancing!", "en")
    assert (card["orderNumber"], card["voidReason"], card["replaces"], card["replacedBy"]) == (
        order["number"], None, None, None)
    assert [(line["kind"], line["amount"], line["balance"], line["orderNumber"]) for line in card["ledger"]] == [
        ("issue", "20.00", "20.00", order["number"]),
        ("redeem", "-5.00", "15.00", tulle["number"]),
        ("redeem", "-3.00", "12.00", more["number"]),
        ("restore", "5.00", "17.00", tulle["number"]),
    ]
    assert all(line["at"] and line["reason"] is None for line in card["ledger"])


@pytest.mark.parametrize("action", ["", "resend", "void"])
@pytest.mark.parametrize("card_id", ["4242", "99999999999999"])
def test_an_unknown_card_is_a_404(client, db, staff, action, card_id):
    method = "GET" if not action else "POST"
    answer = client.open(card_url(card_id, action), method=method, json={"reason": "Lost"} if action else None,
                         headers=staff)
    assert answer.status_code == 404 and answer.get_json()["message"] == "There is no such gift card."


# ---------------------------------------------------------------- sending again


def test_sending_a_card_again_mails_a_new_code_in_the_orders_language_and_the_old_one_stops_paying(
        client, db, staff, shelf, inbox):
    order, code = buy(client, staff, inbox, language="de")
    spend(client, code)
    old_id = card_id_of(code)

    answer = client.post(card_url(old_id, "resend"), headers=staff)
    assert answer.status_code == 200, answer.get_json()
    new = answer.get_json()
    old_code, new_code = codes_mailed_to(inbox, "mia@example.com")
    assert old_code == code and new_code != code and new["last4"] == new_code[-4:]
    # A real mail, in the German of the order, to the same recipient.
    mail = [message for message in inbox.messages if message["To"] == "mia@example.com"][-1]
    assert "schenkt Ihnen eine Geschenkkarte" in mail["Subject"] and "Anna Nowak" in mail["Subject"]
    assert new_code in mail.get_content()
    assert (new["initialAmount"], new["balance"], new["state"], new["mailStatus"], new["language"]) == (
        "15.00", "15.00", "active", "sent", "de")
    assert (new["replaces"], new["replacesId"], new["orderNumber"]) == (code[-4:], old_id, order["number"])

    # The new code pays; the old one is refused at checkout and in the review.
    assert spend(client, new_code, metres="0.2")["giftCardAmount"] == "2.00"
    assert client.post(BALANCE, json={"code": new_code}).get_json()["balance"] == "13.00"
    assert_refused(client, code)

    old = client.get(card_url(old_id), headers=staff).get_json()
    assert (old["state"], old["balance"], old["replacedBy"], old["replacedById"], old["canSendAgain"]) == (
        "voided", "0.00", new_code[-4:], new["_id"], False)
    assert [(line["kind"], line["amount"]) for line in old["ledger"]][-1] == ("void", "-15.00")
    entry = latest_audit(client, staff)
    assert (entry["action"], entry["entity"], entry["entityId"], entry["summary"]) == ("resend", "gift-card", old_id,
                                                                                      f"*{code[-4:]}")
    assert entry["after"]["replacement"] == new_code[-4:] and entry["after"]["balance"] == "0.00"
    assert entry["actor"] == STAFF_EMAIL

    # A voided card is not sent again.
    again = client.post(card_url(old_id, "resend"), headers=staff)
    assert again.status_code == 409 and again.get_json()["message"] == VOIDED


# ---------------------------------------------------------------- voiding


def test_staff_void_a_card_with_a_reason_that_its_ledger_and_the_audit_log_keep(client, db, staff, shelf, inbox):
    order, code = buy(client, staff, inbox)
    spend(client, code)
    card_id = card_id_of(code)

    answer = client.post(card_url(card_id, "void"), json={"reason": "  The buyer reported the code stolen.  "},
                         headers=staff)
    assert answer.status_code == 200, answer.get_json()
    card = answer.get_json()
    assert (card["state"], card["balance"], card["voidReason"], card["canSendAgain"]) == (
        "voided", "0.00", "The buyer reported the code stolen.", False)
    assert card["voidedAt"]
    assert [(line["kind"], line["amount"], line["balance"], line["reason"]) for line in card["ledger"]][-1] == (
        "void", "-15.00", "0.00", "The buyer reported the code stolen.")
    assert_refused(client, code)

    entry = latest_audit(client, staff)
    assert (entry["action"], entry["entity"], entry["entityId"]) == ("void", "gift-card", card_id)
    assert entry["before"]["void_reason"] is None
    assert entry["after"]["void_reason"] == "The buyer reported the code stolen."
    assert entry["actor"] == STAFF_EMAIL and entry["summary"] == f"*{code[-4:]}"
    assert (entry["before"]["balance"], entry["after"]["balance"]) == ("15.00", "0.00")

    twice = client.post(card_url(card_id, "void"), json={"reason": "Again"}, headers=staff)
    assert twice.status_code == 409 and twice.get_json()["message"] == "This gift card is already void."
    in_ukrainian = client.post(card_url(card_id, "void"), json={"reason": "Again"},
                               headers={**staff, "Accept-Language": "uk"})
    assert in_ukrainian.status_code == 409
    assert in_ukrainian.get_json()["message"] == "Цю подарункову картку вже анульовано."

    # The order's payment going and coming back does not bring a card staff voided back.
    assert client.put(f"{ORDERS}/{order['_id']}/payment", json={"isPaid": False}, headers=staff).status_code == 200
    assert client.put(f"{ORDERS}/{order['_id']}/payment", json={"isPaid": True}, headers=staff).status_code == 200
    assert codes_mailed_to(inbox, "mia@example.com") == [code]
    assert listed(client, staff)[1] == 1


@pytest.mark.parametrize(("body", "field"), [
    ({}, "reason"), ({"reason": ""}, "reason"), ({"reason": "   "}, "reason"), ({"reason": None}, "reason"),
    ({"reason": 7}, "reason"), ({"reason": "x" * 301}, "reason"), ({"reason": "two\nlines"}, "reason"),
])
def test_a_void_without_a_proper_reason_is_a_400_and_changes_nothing(client, db, staff, shelf, inbox, body, field):
    _, code = buy(client, staff, inbox)
    card_id = card_id_of(code)
    answer = client.post(card_url(card_id, "void"), json=body, headers=staff)
    assert answer.status_code == 400
    problem = answer.get_json()
    assert problem["message"] and field in problem["errors"]
    assert client.get(card_url(card_id), headers=staff).get_json()["state"] == "active"


@pytest.mark.parametrize("raw", ["{\"reason\": ", "[\"stolen\"]", "\"stolen\""])
def test_a_void_whose_body_is_not_an_object_is_a_400(client, db, staff, shelf, inbox, raw):
    _, code = buy(client, staff, inbox)
    answer = client.post(card_url(card_id_of(code), "void"), data=raw, headers=staff, content_type="application/json")
    assert answer.status_code == 400 and answer.get_json()["message"] and answer.get_json()["errors"]


def test_the_blank_reason_is_said_in_the_staff_members_language(client, db, staff, shelf, inbox):
    _, code = buy(client, staff, inbox)
    answer = client.post(card_url(card_id_of(code), "void"), json={"reason": " "},
                         headers={**staff, "Accept-Language": "de"})
    assert answer.status_code == 400
    assert answer.get_json()["errors"]["reason"] == ["Geben Sie an, warum die Karte storniert wird."]


def test_a_card_whose_order_is_gone_still_shows(client, db, staff, shelf, inbox):
    """A card whose order was deleted (its id set null) still shows, without buyer, and can be voided."""
    order, code = buy(client, staff, inbox)
    card_id = card_id_of(code)
    card = _db.session.get(GiftCard, int(card_id))
    card.order_id = None
    _db.session.commit()
    [shown], _ = listed(client, staff)
    assert (shown["orderId"], shown["orderNumber"], shown["buyerName"], shown["buyerEmail"]) == (None, None, "", "")
    detail = client.get(card_url(card_id), headers=staff).get_json()
    assert detail["language"] == "en" and detail["ledger"][0]["orderNumber"] == order["number"]
    assert client.post(card_url(card_id, "void"), json={"reason": "Order gone"}, headers=staff).status_code == 200
