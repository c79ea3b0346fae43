"""The privacy page's promises: download my data, delete my account (the shopper or staff), and the retention jobs."""
from __future__ import annotations

from datetime import timedelta

import pytest
from sqlalchemy import select

from shop.account_pages import privacy
from shop.accounts.models import Address, PaymentProfile, RewardPointEntry, User, WishlistItem
from shop.audit import AuditEntry
from shop.models_base import utcnow
from shop.orders.models import Order, ReturnRequest
from shop.queries import retention
from shop.queries import service as queries
from shop.queries.models import CallbackQuery
from tests.factories import make_order, make_product
from tests.helpers import PASSWORD, bearer, mailed

ME = "/api/users/me"


@pytest.fixture()
def olena(olena, db):
    """Conftest's shopper with something of everything: an address, a wishlist, points, a profile, an order, a
    return."""
    olena.first_name, olena.phone = "Olena", "+38 (050) 400-70-15"
    db.session.add(Address(user_id=olena.id, first_name="Olena", last_name="Kovalenko", line1="vul. Khreshchatyk 1",
                           city="Kyiv", postcode="01001", country="UA", phone="", is_default=True))
    product = make_product(name_en="Matte Lycra")
    db.session.add(WishlistItem(user_id=olena.id, product_id=product.id))
    db.session.add(RewardPointEntry(user_id=olena.id, points=50, reason="welcome"))
    db.session.add(PaymentProfile(user_id=olena.id, billing_name="Olena Kovalenko", country="UA"))
    order = make_order(olena, user_info={"firstName": "Olena", "lastName": "Kovalenko", "email": "olena@example.com",
                                         "phone": "0504007015", "address": "vul. Khreshchatyk 1", "city": "Kyiv",
                                         "postcode": "01001", "country": "UA"})
    order.comment = "Please ring twice"
    db.session.add(ReturnRequest(user_id=olena.id, order_line_id=order.lines[0].id, quantity=1, reason="faulty",
                                 comment="A hole in it"))
    db.session.commit()
    return olena


@pytest.fixture()
def ivan(make_user, db):
    """Another shopper, with an order and a call-back of his own."""
    user = make_user(email="ivan@example.com")
    make_order(user, user_info={"firstName": "Ivan", "email": "ivan@example.com", "phone": "+44 20 7946 0958"})
    queries.create_query("Ivan", "+44 20 7946 0958", "Do you ship to London?")
    db.session.commit()
    return user


# ---------------------------------------------------------------- download my data


def test_the_export_holds_the_shoppers_data_and_nothing_of_another(client, olena, ivan, db):
    queries.create_query("Olena", "050 400 70 15", "Which lycra for a Latin dress?")
    answer = client.get(f"{ME}/data", headers=bearer(olena))
    assert answer.status_code == 200
    assert answer.headers["Cache-Control"] == "no-store"
    assert answer.headers["Content-Disposition"].startswith("attachment")
    data = answer.get_json()
    assert data["account"]["email"] == "olena@example.com" and data["newsletter"] is False
    assert [a["line1"] for a in data["addresses"]] == ["vul. Khreshchatyk 1"]
    [order] = data["orders"]
    assert order["comment"] == "Please ring twice" and order["basketItems"][0]["productName"] == "Matte Lycra"
    assert [r["comment"] for r in data["returns"]] == ["A hole in it"]
    assert [w["name"] for w in data["wishlist"]] == ["Matte Lycra"]
    assert data["rewardPoints"]["balance"] == 50
    assert data["paymentProfile"]["billingName"] == "Olena Kovalenko"
    assert [q["query"] for q in data["callbackQueries"]] == ["Which lycra for a Latin dress?"]
    text = repr(data)
    assert "ivan" not in text.lower() and "London" not in text


def test_the_export_needs_a_session(client, db):
    assert client.get(f"{ME}/data").status_code == 401


# ---------------------------------------------------------------- delete my account


@pytest.mark.parametrize(("body", "message"), [
    ({}, "Please enter your current password to delete your account."),
    ({"currentPassword": "guess"}, "The current password is incorrect."),
])
def test_deleting_needs_the_current_password(client, olena, outbox, body, message):
    refused = client.delete(ME, json=body, headers=bearer(olena))
    assert refused.status_code == 403 and refused.get_json()["errors"] == {"currentPassword": [message]}
    assert client.get(ME, headers=bearer(olena)).status_code == 200
    assert mailed(outbox) == []


def test_deleting_erases_the_person_keeps_the_orders_and_ends_the_sessions(client, olena, ivan, outbox, db):
    session = client.post("/api/users/signin", json={"email": "olena@example.com", "password": PASSWORD}).get_json()
    user_id = olena.id
    answer = client.delete(ME, json={"currentPassword": PASSWORD}, headers=bearer(session["token"]))
    assert answer.status_code == 200 and answer.get_json() == {"message": "Your account has been deleted."}

    assert client.get(ME, headers=bearer(session["token"])).status_code == 401
    assert client.post("/api/users/signin", json={"email": "olena@example.com", "password": PASSWORD}
                       ).status_code == 401
    db.session.expire_all()
    assert db.session.get(User, user_id) is None
    for table in (Address, WishlistItem, RewardPointEntry, PaymentProfile):
        assert db.session.scalars(select(table).where(table.user_id == user_id)).all() == []
    # The order stays for the tax records, with nobody's details on it; the return stays with it.
    orders = db.session.scalars(select(Order).order_by(Order.id)).all()
    assert len(orders) == 2
    kept = next(order for order in orders if order.user_id is None)
    assert kept.user_info["country"] == "UA" and kept.lines[0].name == "Matte Lycra"
    assert not any(kept.user_info[key] for key in ("firstName", "lastName", "email", "phone", "address", "postcode"))
    assert kept.comment == "" and "Khreshchatyk" not in repr(kept.delivery)
    [kept_return] = db.session.scalars(select(ReturnRequest)).all()
    assert (kept_return.user_id, kept_return.comment) == (None, "")
    assert db.session.get(User, ivan.id) is not None  # nobody else's account is touched

    [message] = mailed(outbox)
    assert message["To"] == "olena@example.com" and message["Subject"] == "Your Dance Fabrics account has been deleted"
    assert "as you asked" in message.get_content()


def test_a_staff_account_is_not_deleted_by_itself(client, make_user):
    staff = make_user(email="staff@example.com", admin=True)
    refused = client.delete(ME, json={"currentPassword": PASSWORD}, headers=bearer(staff))
    assert refused.status_code == 403


# ---------------------------------------------------------------- staff, on a request by mail


def test_staff_export_and_delete_an_account(client, olena, make_user, outbox, db):
    staff = make_user(email="staff@example.com", admin=True)
    data = client.get(f"/api/admin/users/{olena.id}/data", headers=bearer(staff))
    assert data.status_code == 200 and data.headers["Cache-Control"] == "no-store"
    assert data.get_json()["account"]["email"] == "olena@example.com"
    assert client.get("/api/admin/users/999999/data", headers=bearer(staff)).status_code == 404

    deleted = client.delete(f"/api/admin/users/{olena.id}", headers=bearer(staff))
    assert deleted.status_code == 200 and deleted.get_json() == {"message": "The account has been deleted."}
    assert client.get(ME, headers=bearer(olena)).status_code == 401
    [message] = mailed(outbox)
    assert message["To"] == "olena@example.com" and "at your request" in message.get_content()
    assert client.delete(f"/api/admin/users/{olena.id}", headers=bearer(staff)).status_code == 404


def test_staff_cannot_delete_themselves_or_another_staff_member(client, make_user):
    staff = make_user(email="staff@example.com", admin=True)
    boss = make_user(email="boss@example.com", admin=True)
    own = client.delete(f"/api/admin/users/{staff.id}", headers=bearer(staff))
    assert own.status_code == 403 and own.get_json()["message"] == "You cannot delete your own account here."
    assert client.delete(f"/api/admin/users/{boss.id}", headers=bearer(staff)).status_code == 403


def test_shoppers_may_not_use_the_staff_routes(client, olena, ivan):
    assert client.get(f"/api/admin/users/{ivan.id}/data", headers=bearer(olena)).status_code == 403
    assert client.delete(f"/api/admin/users/{ivan.id}", headers=bearer(olena)).status_code == 403
    assert client.get(f"/api/admin/users/{ivan.id}/data").status_code == 401


# ---------------------------------------------------------------- retention


def test_processed_call_backs_go_after_their_retention_but_others_stay(client, app, db, make_user):
    staff = make_user(email="staff@example.com", admin=True)
    old, recent, waiting = (queries.create_query(name, "0504007015", "Call me").id
                            for name in ("Old", "Recent", "Wait"))
    for query_id in (old, recent):
        client.put(f"/api/queries/updateStatus/{query_id}", json={"status": "Processed"}, headers=bearer(staff))
    db.session.expire_all()
    assert db.session.get(CallbackQuery, old).processed_at is not None
    old_row, waiting_row = db.session.get(CallbackQuery, old), db.session.get(CallbackQuery, waiting)
    old_row.processed_at = utcnow() - timedelta(days=370)
    waiting_row.created_at = utcnow() - timedelta(days=800)  # never dealt with: kept
    db.session.commit()

    retention.forget_processed_queries_job()  # as the runner starts it
    db.session.expire_all()
    assert {row.name for row in db.session.scalars(select(CallbackQuery))} == {"Recent", "Wait"}
    # The audit log keeps that staff changed it, no longer who asked.
    entries = db.session.scalars(select(AuditEntry).where(AuditEntry.entity_id == str(old))).all()
    assert entries and all(entry.summary == "" for entry in entries)
    assert db.session.scalars(select(AuditEntry).where(AuditEntry.entity_id == str(recent))).one().summary


def _unused(user: User, db, days_ago: int) -> User:
    user.last_seen_at = user.created_at = utcnow() - timedelta(days=days_ago)
    db.session.commit()
    return user


def test_an_unused_account_is_warned_once_then_deleted(app, client, make_user, outbox, db):
    quiet = _unused(make_user(email="quiet@example.com"), db, 3 * 365 - 20)
    active = make_user(email="active@example.com")
    buyer = _unused(make_user(email="buyer@example.com"), db, 4 * 365)
    make_order(buyer).created_at = utcnow()  # no sign-in for years, but an order today: in use
    db.session.commit()

    first = privacy.retire_unused_accounts()
    assert (first.warned, first.deleted) == ([quiet.id], [])
    [warning] = mailed(outbox)
    assert warning["To"] == "quiet@example.com"
    assert warning["Subject"].startswith("Your Dance Fabrics account will be deleted on")
    assert "3 years" in warning.get_content() and "http://shop.test/account/authorization" in warning.get_content()
    assert privacy.retire_unused_accounts().warned == []  # the warning goes once

    later = privacy.retire_unused_accounts(now=utcnow() + timedelta(days=31))
    assert later.deleted == [quiet.id]
    db.session.expire_all()
    assert db.session.get(User, quiet.id) is None and db.session.get(User, active.id) is not None
    assert db.session.scalar(select(User).where(User.email == "buyer@example.com")) is not None  # ordered lately
    assert [m["Subject"] for m in mailed(outbox)].count("Your Dance Fabrics account has been deleted") == 1


def test_signing_in_again_cancels_the_warning(app, client, make_user, outbox, db):
    quiet = _unused(make_user(email="quiet@example.com"), db, 3 * 365 - 20)
    assert privacy.retire_unused_accounts().warned == [quiet.id]
    assert client.post("/api/users/signin", json={"email": "quiet@example.com", "password": PASSWORD}
                       ).status_code == 200
    db.session.expire_all()
    assert db.session.get(User, quiet.id).inactivity_warned_at is None
    assert privacy.retire_unused_accounts(now=utcnow() + timedelta(days=31)).deleted == []


def test_the_job_deletes_an_account_warned_long_enough_ago_but_never_staff(app, make_user, outbox, db):
    shopper = _unused(make_user(email="gone@example.com"), db, 4 * 365)
    staff = _unused(make_user(email="staff@example.com", admin=True), db, 10 * 365)
    shopper.inactivity_warned_at = utcnow() - timedelta(days=31)
    db.session.commit()
    privacy.retire_unused_accounts_job()  # as the runner starts it
    db.session.expire_all()
    assert db.session.get(User, staff.id) is not None and db.session.get(User, shopper.id) is None


# ---------------------------------------------------------------- what the pages state


def test_the_pages_figures_come_from_the_settings(client, app, db, monkeypatch):
    monkeypatch.setitem(app.config, "SHOP_CALLBACK_RETENTION_MONTHS", 6)
    monkeypatch.setitem(app.config, "SHOP_GIFTCARD_MONTHS", 24)
    answer = client.get("/api/policies")
    assert answer.status_code == 200
    assert answer.get_json() == {"callbackRetentionMonths": 6, "inactiveAccountYears": 3, "inactiveWarningDays": 30,
                                 "emailUndoDays": 7, "giftCardMonths": 24}


@pytest.mark.parametrize(("moment", "months", "expected"), [
    ("2027-03-31", 1, "2027-02-28"), ("2027-01-15", 12, "2026-01-15"), ("2028-05-31", 3, "2028-02-29"),
])
def test_months_before_keeps_to_the_calendar(moment, months, expected):
    from datetime import datetime
    assert retention.months_before(datetime.fromisoformat(moment), months).date().isoformat() == expected


@pytest.mark.parametrize(("one", "other", "same"), [
    ("050 400 70 15", "+38 (050) 400-70-15", True), ("0504007015", "0504007015", True),
    ("0504007015", "+44 20 7946 0958", False), ("0504007016", "+380504007015", False),
])
def test_phones_match_whichever_way_they_were_typed(one, other, same):
    assert queries.same_number(one, other) is same
