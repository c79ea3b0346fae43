"""Returns and refunds to the end (issue 41): staff approve or refuse a shopper's return with a reason the shopper
reads, mark the goods received and refund them - through LiqPay's refund call for a card order (a local stand-in
server that checks the signature), recorded as manual for a transfer - putting the stock back or not; each step mailed
in the order's language (a real SMTP server), in the order's history and the audit log; a credit note PDF; the
categories' return rules (cut fabric: only when faulty), said before the shopper asks."""
from __future__ import annotations

from decimal import Decimal

import pytest
from sqlalchemy import select

from shop.catalog.models import Product
from shop.orders.models import Order, Refund
from shop.payments import liqpay
from shop.payments.models import Payment, PaymentState
from tests.factories import make_category_path, make_order, make_product
from tests.helpers import bearer
from tests.liqpay_standin import PRIVATE_KEY, PUBLIC_KEY, running_liqpay
from tests.test_orders_api import pdf_text

RETURNS = "/api/admin/returns"
MY_RETURNS = "/api/users/me/returns"
FAULTY_ONLY_EN = ("Fabric is cut to the length you order: it can be returned only if it is faulty or not what you "
                  "ordered.")
FAULTY_ONLY_UA = ("Тканину відрізаємо на замовлену вами довжину: її можна повернути, лише якщо вона має брак або це "
                  "не те, що ви замовляли.")


@pytest.fixture()
def liqpay_api(app, monkeypatch):
    """The stand-in LiqPay API, with the shop's keys set to the test ones."""
    with running_liqpay() as stand_in:
        for name, value in (("SHOP_LIQPAY_PUBLIC_KEY", PUBLIC_KEY), ("SHOP_LIQPAY_PRIVATE_KEY", PRIVATE_KEY),
                            ("SHOP_LIQPAY_API_URL", stand_in.url), ("SHOP_LIQPAY_API_TIMEOUT", 5)):
            monkeypatch.setitem(app.config, name, value)
        yield stand_in


@pytest.fixture()
def shelf(db):
    """Chiffon (cut fabric: the fabrics tree is faulty-only) at £1.20 per 10 cm and glue (accessories: any) at
    £6.49, both in stock."""
    fabrics, chiffon_category = make_category_path("fabrics", "chiffon")
    fabrics.return_rule = "faulty-only"
    [accessories] = make_category_path("accessories", main="accessories")
    chiffon = make_product("Chiffon", price="1.20", minimum="0.1", stock="20", product_id="CH-CF-1",
                           categories=[chiffon_category])
    glue = make_product("Glue", price="6.49", stock="5", product_id="GT-1", categories=[accessories])
    db.session.commit()
    return chiffon, glue


def order_of(user, shelf, db, method="card", currency="UAH", language="ua", delivery="2.50"):
    """A delivered, paid order of 2 m of chiffon and 3 glues, placed in ``language``."""
    chiffon, glue = shelf
    order = make_order(user, lines=(("Chiffon", "CH-CF-1", "2", "0.1", "1.20"), ("Glue", "GT-1", "3", "1", "6.49")),
                       currency=currency, delivery=delivery)
    order.lines[0].product_id, order.lines[1].product_id = chiffon.id, glue.id
    order.lines[1].names = {"en": "Glue", "ua": "Клей"}
    order.payment_method, order.language = method, language
    if method == "card":  # paid on LiqPay's page, as its notice left it
        db.session.add(Payment(order_id=order.id, provider="liqpay", state=PaymentState.PAID,
                               amount=order.total_price, currency=order.currency, provider_status="success"))
    db.session.commit()
    return order


def ask(client, user, line, quantity, reason, language="en"):
    return client.post(MY_RETURNS, json={"lineId": str(line.id), "quantity": quantity, "reason": reason},
                       headers={**bearer(user), "Accept-Language": language})


def mails_to(inbox, address):
    return [(message["Subject"], message.get_content()) for message in inbox.messages if message["To"] == address]


def stock_of(db, sku):
    db.session.expire_all()
    return db.session.scalar(select(Product.stock).where(Product.product_id == sku))


def test_cut_fabric_is_refused_for_return_with_its_categorys_message_and_the_page_says_so_first(
        client, db, olena, shelf):
    order = order_of(olena, shelf, db)
    chiffon_line, glue_line = order.lines

    history = client.get(f"/api/orders/user/{olena.id}", headers=bearer(olena)).get_json()
    [shown] = [each for each in history if each["_id"] == str(order.id)]
    assert [line["returnRule"] for line in shown["basketItems"]] == ["faulty-only", "any"]

    refused = ask(client, olena, chiffon_line, "1", "changed-mind")
    assert refused.status_code == 409
    assert refused.get_json()["message"] == FAULTY_ONLY_EN
    assert refused.get_json()["errors"] == {"reason": [FAULTY_ONLY_EN]}
    assert ask(client, olena, chiffon_line, "1", "changed-mind", "uk").get_json()["message"] == FAULTY_ONLY_UA
    assert ask(client, olena, chiffon_line, "0.5", "faulty").status_code == 201
    assert ask(client, olena, glue_line, "1", "changed-mind").status_code == 201


def test_a_partial_card_refund_goes_through_liqpay_signed_puts_the_stock_back_and_tells_the_shopper(
        client, db, olena, shelf, staff, inbox, liqpay_api, make_user):
    order = order_of(olena, shelf, db)
    glue_line = order.lines[1]
    asked = ask(client, olena, glue_line, "1", "changed-mind").get_json()
    url = f"{RETURNS}/{asked['_id']}"

    listed = client.get(RETURNS, query_string={"status": "Requested", "search": "olena@"}, headers=staff)
    assert listed.status_code == 200 and listed.headers["X-Total-Count"] == "1"
    [row] = listed.get_json()
    assert (row["orderNumber"], row["sku"], row["quantity"], row["amount"], row["currency"]) == (
        order.number, "GT-1", "1", "363.76", "UAH")  # £6.49 x 56.05, rounded once

    approved = client.post(f"{url}/approve", json={"note": "Please keep the box."}, headers=staff)
    assert approved.status_code == 200 and approved.get_json()["status"] == "Approved"
    assert client.post(f"{url}/approve", json={}, headers=staff).status_code == 409
    assert client.post(f"{url}/receive", headers=staff).get_json()["status"] == "Received"
    refunded = client.post(f"{url}/refund", json={"restock": True}, headers=staff)
    assert refunded.status_code == 200, refunded.get_json()
    body = refunded.get_json()
    assert body["status"] == "Refunded"
    assert (body["refund"]["amount"], body["refund"]["method"], body["refund"]["restocked"]) == ("363.76", "liqpay",
                                                                                              True)
    assert body["order"]["moneyLeft"] == f"{order.total_price - Decimal('363.76'):.2f}"

    again = client.post(f"{url}/refund", json={"restock": True}, headers=staff)
    assert again.status_code == 409  # refunded once: nothing reaches LiqPay a second time

    # LiqPay's notice of the reversal its refund made leaves the order paid: the refund is recorded already.
    data, signature = liqpay.encode({"public_key": PUBLIC_KEY, "order_id": order.number, "status": "reversed",
                                     "amount": "363.76", "currency": "UAH", "payment_id": 1234567890}, PRIVATE_KEY)
    assert client.post("/api/payments/liqpay/callback", data={"data": data, "signature": signature}).status_code == 200
    db.session.expire_all()
    assert db.session.get(Order, order.id).is_paid

    [call] = liqpay_api.received
    assert call.signed
    assert call.params == {"version": 3, "public_key": PUBLIC_KEY, "action": "refund", "order_id": order.number,
                           "amount": "363.76"}
    assert stock_of(db, "GT-1") == Decimal("6")  # 5 on the shelf, 1 back
    refund = db.session.scalar(select(Refund))
    assert (refund.amount, refund.amount_gbp, refund.provider_status, refund.provider_ref) == (
        Decimal("363.76"), Decimal("6.49"), "reversed", "1234567890")

    subjects = [subject for subject, _ in mails_to(inbox, "olena@example.com")]
    assert subjects == [f"Повернення за замовленням {order.number} схвалено",
                        f"Ми отримали ваше повернення за замовленням {order.number}",
                        f"Повернення коштів за замовленням {order.number}"]
    approved_text = mails_to(inbox, "olena@example.com")[0][1]
    assert "Клей (1)" in approved_text and "Наш коментар: Please keep the box." in approved_text
    refund_text = mails_to(inbox, "olena@example.com")[2][1]
    assert "363,76" in refund_text and "на картку" in refund_text

    # The shopper's order history and returns page show it; staff's audit log has every step.
    history = client.get(f"/api/orders/user/{olena.id}", headers=bearer(olena)).get_json()
    [shown] = [each for each in history if each["_id"] == str(order.id)]
    assert [(event["kind"], event["to"]) for event in shown["history"]] == [
        ("return", "Approved"), ("return", "Received"), ("refund", "363.76"), ("return", "Refunded")]
    assert [(r["amount"], r["method"], r["lines"][0]["quantity"]) for r in shown["refunds"]] == [
        ("363.76", "liqpay", "1")]
    mine = client.get(MY_RETURNS, headers=bearer(olena)).get_json()["returns"]
    assert (mine[0]["status"], mine[0]["staffReason"]) == ("Refunded", "Please keep the box.")
    audit = client.get("/api/admin/audit", headers=staff).get_json()
    assert {"approve", "receive", "refund"} <= {entry["action"] for entry in audit}

    # The credit note: for the order's owner and staff, nobody else.
    note_url = f"/api/orders/{order.id}/refunds/{refund.id}/credit-note"
    pdf = client.get(note_url, headers=bearer(olena))
    assert pdf.status_code == 200 and pdf.mimetype == "application/pdf" and pdf.data.startswith(b"%PDF")
    assert f"credit-note-{order.number}-R1.pdf" in pdf.headers["Content-Disposition"]
    assert client.get(note_url, headers=staff).status_code == 200
    assert client.get(f"/api/orders/{order.id}/refunds/999/credit-note", headers=staff).status_code == 404
    assert client.get(note_url, headers=bearer(make_user(email="emma@example.com"))).status_code == 403


def test_liqpay_refusing_or_out_of_reach_refunds_nothing(client, db, olena, shelf, staff, liqpay_api, app,
                                                          monkeypatch):
    order = order_of(olena, shelf, db)
    body = {"lines": [{"lineId": str(order.lines[1].id), "quantity": "1"}], "restock": True}
    liqpay_api.answer = {"result": "error", "err_code": "err_payment", "err_description": "payment not found"}
    refused = client.post(f"/api/admin/orders/{order.id}/refunds", json=body, headers=staff)
    assert refused.status_code == 409
    assert refused.get_json()["message"] == "LiqPay refused the refund (payment not found); nothing was refunded."
    monkeypatch.setitem(app.config, "SHOP_LIQPAY_API_URL", "http://127.0.0.1:9/api/request")
    down = client.post(f"/api/admin/orders/{order.id}/refunds", json=body, headers=staff)
    assert down.status_code == 502 and "could not be reached" in down.get_json()["message"]
    assert db.session.scalar(select(Refund)) is None and stock_of(db, "GT-1") == Decimal("5")
    state = client.get(f"/api/admin/orders/{order.id}/refunds", headers=staff).get_json()
    assert state["refunds"] == [] and state["moneyLeft"] == f"{order.total_price:.2f}"


def test_a_transfer_order_is_refunded_by_hand_in_parts_never_beyond_what_was_paid(
        client, db, olena, shelf, staff, inbox, app, monkeypatch, tmp_path):
    order = order_of(olena, shelf, db, method="bank-transfer", currency="GBP", language="de")
    chiffon_line, glue_line = order.lines
    url = f"/api/admin/orders/{order.id}/refunds"
    first = client.post(url, json={"lines": [{"lineId": str(chiffon_line.id), "quantity": "0.5"}], "delivery": True,
                                   "restock": False, "note": "A pulled thread."}, headers=staff)
    assert first.status_code == 201, first.get_json()
    state = first.get_json()
    [refund] = state["refunds"]
    # 0.5 m at £1.20 per 10 cm is £6.00; the delivery £2.50.
    assert (refund["amount"], refund["delivery"], refund["method"], refund["restocked"]) == ("8.50", "2.50",
                                                                                         "manual", False)
    assert state["deliveryLeft"] == "0.00" and state["lines"][0]["left"] == "1.5"
    assert stock_of(db, "CH-CF-1") == Decimal("20")  # not restocked

    again = client.post(url, json={"delivery": True, "restock": False}, headers=staff)
    assert again.status_code == 409
    too_much = client.post(url, json={"lines": [{"lineId": str(chiffon_line.id), "quantity": "1.6"}],
                                      "restock": True}, headers=staff)
    assert too_much.status_code == 409 and "1.5" in too_much.get_json()["errors"]["lines"]["0"][0]
    off_step = client.post(url, json={"lines": [{"lineId": str(glue_line.id), "quantity": "0.5"}],
                                      "restock": True}, headers=staff)
    assert off_step.status_code == 409
    nothing = client.post(url, json={"lines": [], "restock": True}, headers=staff)
    assert nothing.status_code == 409 and nothing.get_json()["errors"]["lines"]

    rest = client.post(url, json={"lines": [{"lineId": str(chiffon_line.id), "quantity": "1.5"},
                                            {"lineId": str(glue_line.id), "quantity": "3"}], "restock": True},
                       headers=staff)
    assert rest.status_code == 201
    assert rest.get_json()["moneyLeft"] == "0.00"  # £24.00 - £6.00 + £19.47 + £2.50 - £8.50 - £37.47
    assert stock_of(db, "CH-CF-1") == Decimal("21.5") and stock_of(db, "GT-1") == Decimal("8")
    [_, last] = mails_to(inbox, "olena@example.com")
    assert last[0] == f"Erstattung zur Bestellung {order.number}"
    assert "37,47" in last[1] and "auf demselben Weg" in last[1]

    # The credit note of the second refund, drawn by the invoice's drawing in the order's language (the core font:
    # its text can be read in the PDF).
    second = rest.get_json()["refunds"][1]
    monkeypatch.setitem(app.config, "SHOP_INVOICE_FONT", str(tmp_path / "missing.ttf"))
    pdf = client.get(f"/api/orders/{order.id}/refunds/{second['_id']}/credit-note", headers=staff)
    assert pdf.status_code == 200
    text = pdf_text(pdf.data)
    assert f"Gutschrift {order.number}-R2".encode() in text and b"Chiffon" in text and b"Glue" in text
    assert "37,47 £".encode("latin-1") in text or b"37,47" in text
    assert "Die Ware wurde wieder eingelagert.".encode("latin-1") in text


def test_staff_refuse_a_return_with_a_reason_the_shopper_reads(client, db, olena, shelf, staff, inbox):
    order = order_of(olena, shelf, db, language="pl")
    asked = ask(client, olena, order.lines[0], "0.5", "faulty").get_json()
    no_reason = client.post(f"{RETURNS}/{asked['_id']}/reject", json={"reason": "  "}, headers=staff)
    assert no_reason.status_code == 400 and no_reason.get_json()["errors"]["reason"]
    refused = client.post(f"{RETURNS}/{asked['_id']}/reject", json={"reason": "The fabric was washed."},
                          headers=staff)
    assert refused.status_code == 200 and refused.get_json()["status"] == "Rejected"
    assert client.post(f"{RETURNS}/{asked['_id']}/receive", headers=staff).status_code == 409
    assert client.post(f"{RETURNS}/{asked['_id']}/refund", json={"restock": True}, headers=staff).status_code == 409
    [mine] = client.get(MY_RETURNS, headers=bearer(olena)).get_json()["returns"]
    assert (mine["status"], mine["staffReason"]) == ("Rejected", "The fabric was washed.")
    [(subject, text)] = mails_to(inbox, "olena@example.com")
    assert subject == f"Twój zwrot z zamówienia {order.number}"
    assert "Nasza uwaga: The fabric was washed." in text
    assert client.get(f"{RETURNS}/999999", headers=staff).status_code == 404


def test_staff_set_a_categorys_return_rule_and_children_follow_it(client, db, olena, shelf, staff):
    rules = client.get("/api/admin/return-rules", headers=staff).get_json()["categories"]
    by_slug = {rule["slug"]: rule for rule in rules}
    assert (by_slug["fabrics"]["rule"], by_slug["chiffon"]["rule"], by_slug["chiffon"]["effective"]) == (
        "faulty-only", None, "faulty-only")
    accessories = by_slug["accessories"]["_id"]
    changed = client.put(f"/api/admin/return-rules/{accessories}", json={"rule": "none"}, headers=staff)
    assert changed.status_code == 200
    assert {r["slug"]: r["effective"] for r in changed.get_json()["categories"]}["accessories"] == "none"
    assert client.put(f"/api/admin/return-rules/{accessories}", json={"rule": "never"},
                      headers=staff).status_code == 400
    assert client.put("/api/admin/return-rules/999999", json={"rule": None}, headers=staff).status_code == 404
    order = order_of(olena, shelf, db)
    refused = ask(client, olena, order.lines[1], "1", "faulty")
    assert refused.status_code == 409
    assert refused.get_json()["message"] == "Goods from this category cannot be returned."
