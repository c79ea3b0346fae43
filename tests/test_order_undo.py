"""Changes that mail the customer, as staff meet them: the mail is shown before (nothing changes), it waits in a
real queue (a SQLite file, no consumer: the test runs what is due as the consumer would, at a chosen moment) for
SHOP_MAIL_UNDO_SECONDS, and undoing the change meanwhile means the mail never leaves."""
from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import select

from shop import jobs
from shop.giftcards.models import GiftCard
from shop.orders.models import Order
from tests.factories import make_order
from tests.helpers import bearer, mailed

UNDO_SECONDS = 60


@pytest.fixture()
def held_mails(app, tmp_path, monkeypatch, outbox):
    """The app on a real queue whose staff mails wait UNDO_SECONDS; back to immediate mode afterwards."""
    for name, value in {"SHOP_JOBS_IMMEDIATE": False, "SHOP_JOBS_SQLITE_PATH": str(tmp_path / "jobs.db"),
                        "SHOP_REDIS_URL": None, "SHOP_MAIL_UNDO_SECONDS": UNDO_SECONDS}.items():
        monkeypatch.setitem(app.config, name, value)
    jobs.configure(app)
    yield outbox
    monkeypatch.setitem(app.config, "SHOP_JOBS_IMMEDIATE", True)
    jobs.configure(app)


def run_due_jobs(after: timedelta) -> None:
    """What a consumer would do ``after`` from now: every queued job that is due by then runs (a revoked one not)."""
    moment = datetime.now(UTC).replace(tzinfo=None) + after
    while (task := jobs.huey.dequeue()) is not None:
        jobs.huey.execute(task, timestamp=moment)


def placed(db, shopper, **changes) -> Order:
    order = make_order(shopper, status="Accepted", is_paid=False)
    order.delivery_method = "nova-poshta-branch"
    for name, value in changes.items():
        setattr(order, name, value)
    db.session.commit()
    return order


def test_staff_see_the_mail_a_change_would_send_and_nothing_changes(client, make_user, db, outbox):
    manager = bearer(make_user(email="maria@example.com", role="manager"))
    order = placed(db, make_user(email="olena@example.com"))
    preview = client.post(f"/api/orders/{order.id}/mail-preview",
                          json={"status": "Sent", "trackingNumber": "2045 0912"}, headers=manager)
    assert preview.status_code == 200, preview.get_json()
    [mail] = preview.get_json()["mails"]
    assert mail["to"] == "olena@example.com" and order.number in mail["subject"]
    assert "Your parcel's tracking number: 2045 0912." in mail["text"]
    paid = client.post(f"/api/orders/{order.id}/mail-preview", json={"isPaid": True}, headers=manager).get_json()
    assert [m["to"] for m in paid["mails"]] == ["olena@example.com"] and paid["undoSeconds"] == 0
    db.session.expire_all()
    again = db.session.get(Order, order.id)
    assert (again.status, again.is_paid, again.tracking_number, mailed(outbox)) == ("Accepted", False, "", [])
    assert client.post(f"/api/orders/{order.id}/mail-preview", json={"status": "Lost"},
                       headers=manager).status_code == 400
    warehouse = bearer(make_user(email="taras@example.com", role="warehouse"))
    assert client.post(f"/api/orders/{order.id}/mail-preview", json={"status": "Sent"},
                       headers=warehouse).status_code == 200
    refused = client.post(f"/api/orders/{order.id}/mail-preview", json={"isPaid": True}, headers=warehouse)
    assert refused.status_code == 403 and refused.get_json()["message"] == "Your staff role does not allow this."


def test_a_sent_order_undone_within_the_minute_never_mails_the_customer(client, make_user, db, held_mails):
    warehouse = bearer(make_user(email="taras@example.com", role="warehouse"))
    order = placed(db, make_user(email="olena@example.com"))
    sent = client.put(f"/api/admin/parcels/{order.id}", json={"status": "Sent", "trackingNumber": "20450912345678"},
                      headers=warehouse)
    assert sent.status_code == 200 and sent.get_json()["undo"]["change"] == "Sent"
    until = datetime.fromisoformat(sent.get_json()["undo"]["until"])
    assert timedelta(seconds=UNDO_SECONDS - 5) < until - datetime.now(UTC) <= timedelta(seconds=UNDO_SECONDS)
    run_due_jobs(after=timedelta(seconds=1))
    assert mailed(held_mails) == []  # still waiting

    undone = client.post(f"/api/orders/{order.id}/undo", headers=warehouse)
    assert undone.status_code == 200, undone.get_json()
    assert undone.get_json() == {"message": "Undone: the customer was not e-mailed.", "status": "Accepted",
                                 "isPaid": False}
    run_due_jobs(after=timedelta(seconds=UNDO_SECONDS + 5))
    assert mailed(held_mails) == []
    db.session.expire_all()
    order = db.session.get(Order, order.id)
    assert (order.status, order.tracking_number) == ("Accepted", "")
    assert [(e.from_value, e.to_value, e.note) for e in order.events][-1] == (
        "Sent", "Accepted", "undone before its e-mail went")
    twice = client.post(f"/api/orders/{order.id}/undo", headers=warehouse)
    assert twice.status_code == 409 and twice.get_json()["message"].startswith("Too late to undo")


def test_a_change_left_alone_mails_once_its_minute_is_over(client, make_user, db, held_mails):
    manager = bearer(make_user(email="maria@example.com", role="manager"))
    order = placed(db, make_user(email="olena@example.com"))
    assert client.put(f"/api/orders/{order.id}/status", json={"status": "Sent"}, headers=manager).status_code == 200
    details = client.get(f"/api/orders/{order.id}", headers=manager).get_json()
    assert details["undo"]["change"] == "Sent"  # the order's page offers it too
    run_due_jobs(after=timedelta(seconds=UNDO_SECONDS + 1))
    [mail] = mailed(held_mails)
    assert mail["To"] == "olena@example.com" and order.number in mail["Subject"]


def test_undoing_a_payment_voids_its_gift_cards_and_neither_mail_leaves(client, make_user, db, held_mails):
    manager = bearer(make_user(email="maria@example.com", role="manager"))
    order = placed(db, make_user(email="olena@example.com"), delivery_method="email")
    order.lines[0].gift_card = {"recipientName": "Iryna", "recipientEmail": "iryna@example.com", "message": ""}
    order.lines[0].quantity = order.lines[0].minimum = 1
    db.session.commit()
    paid = client.put(f"/api/orders/{order.id}/payment", json={"isPaid": True}, headers=manager)
    assert paid.status_code == 200 and paid.get_json()["undo"]["change"] == "Paid"
    warehouse = bearer(make_user(email="taras@example.com", role="warehouse"))
    assert client.post(f"/api/orders/{order.id}/undo", headers=warehouse).status_code == 403
    undone = client.post(f"/api/orders/{order.id}/undo", headers=manager)
    assert undone.status_code == 200 and undone.get_json()["isPaid"] is False
    run_due_jobs(after=timedelta(seconds=UNDO_SECONDS + 5))
    assert mailed(held_mails) == []
    [card] = db.session.scalars(select(GiftCard).where(GiftCard.order_id == order.id)).all()
    assert card.voided_at is not None


def test_too_late_is_refused_once_the_mail_may_be_on_its_way(client, make_user, db, held_mails, monkeypatch, app):
    monkeypatch.setitem(app.config, "SHOP_MAIL_UNDO_SECONDS", 1)  # within the margin before departure at once
    manager = bearer(make_user(email="maria@example.com", role="manager"))
    order = placed(db, make_user(email="olena@example.com"))
    client.put(f"/api/orders/{order.id}/status", json={"status": "Sent"}, headers=manager)
    late = client.post(f"/api/orders/{order.id}/undo", headers=manager)
    assert late.status_code == 409
    assert client.post("/api/orders/999999/undo", headers=manager).status_code == 404
