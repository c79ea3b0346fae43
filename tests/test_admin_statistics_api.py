"""The Info screen's figures and the audit log: staff only, money in GBP, every staff change written down."""
from __future__ import annotations

from datetime import timedelta
from decimal import Decimal

from shop.accounts.models import User
from shop.models_base import utcnow
from shop.queries.models import CallbackQuery
from tests.factories import make_order, make_product

STATS = "/api/statistics/"
AUDIT = "/api/admin/audit"


def test_statistics_and_audit_are_for_staff_only(client, auth):
    shopper, staff = auth(email="olena@example.com"), auth(admin=True)
    for url in (STATS, AUDIT):
        assert client.get(url).status_code == 401
        assert client.get(url, headers=shopper).status_code == 403
        assert client.get(url, headers=staff).status_code == 200


def test_statistics_sum_the_last_thirty_days_in_gbp(client, db, auth, make_user):
    staff = auth(admin=True)
    buyer = make_user(email="buyer@example.com")
    now = utcnow()
    days_ago = lambda n: (now - timedelta(days=n) - timedelta(hours=now.hour)).replace(minute=5)  # noqa: E731
    # A UAH order counts by its GBP figures: 2.5 m at £2.68 per 10 cm = £67.00, 3 packs at £4.99 = £14.97.
    uah = make_order(buyer, currency="UAH", status="Delivered", lines=(
        ("Matte Lycra", "CH-LY-1", "2.5", "0.1", "2.68"), ("Crystal AB SS16", "CR-16", "3", "1", "4.99")))
    gbp = make_order(None, currency="GBP", status="Sent", is_paid=False, lines=(("Crystal AB SS16", "CR-16", "2", "1",
                                                                                "4.99"),))
    cancelled = make_order(buyer, status="Cancelled", lines=(("Matte Lycra", "CH-LY-1", "10", "0.1", "2.68"),))
    old = make_order(buyer, status="Delivered", lines=(("Velvet", "VV-1", "1", "0.1", "9.99"),))
    uah.created_at, gbp.created_at, cancelled.created_at = days_ago(0), days_ago(2), days_ago(1)
    old.created_at = days_ago(45)
    make_product("Tulle Ivory", stock="0.4", minimum="0.1", product_id="TU-LOW")
    make_product("Plenty", stock="80", product_id="PLENTY")
    db.session.add(CallbackQuery(name="Iryna", phone="0501234567", query="Call me", status="Unprocessed"))
    db.session.add(CallbackQuery(name="Done", phone="0501234567", query="ok", status="Processed"))
    db.session.commit()

    stats = client.get(STATS, headers=staff).get_json()
    assert len(stats["days"]) == 30 and stats["days"][-1]["date"] == now.date().isoformat()
    assert stats["days"][-1] == {"date": now.date().isoformat(), "orders": 1, "revenue": "81.97"}
    assert stats["days"][-3]["revenue"] == "9.98" and stats["days"][-2]["orders"] == 0  # cancelled: nothing
    assert stats["totals"] == {"orders": 2, "revenue": "91.95", "averageOrder": "45.98", "customers": 1}
    assert stats["ordersByStatus"] == {"Accepted": 0, "Sent": 1, "Delivered": 2, "Cancelled": 1, "Paid": 3,
                                       "Not paid": 1}
    assert stats["topProducts"] == [
        {"sku": "CH-LY-1", "name": "Matte Lycra", "quantity": "2.5", "revenue": "67.00"},
        {"sku": "CR-16", "name": "Crystal AB SS16", "quantity": "5", "revenue": "24.95"}]
    assert stats["newCustomers"]["count"] == 1 and stats["newCustomers"]["latest"][0]["email"] == "buyer@example.com"
    assert stats["openQueries"]["count"] == 1 and stats["openQueries"]["latest"][0]["name"] == "Iryna"
    assert [(item["sku"], item["stock"], item["unit"]) for item in stats["lowStock"]] == [("TU-LOW", "0.4", "m")]
    assert db.session.get(User, buyer.id) is not None


def test_staff_changes_to_orders_and_queries_are_in_the_audit_log(client, db, auth):
    staff = auth(admin=True)
    order = make_order(None, status="Accepted", is_paid=False)
    query = CallbackQuery(name="Iryna", phone="0501234567", query="Call me", status="Unprocessed")
    db.session.add(query)
    db.session.commit()
    assert client.put(f"/api/orders/{order.id}/status", json={"status": "Sent"}, headers=staff).status_code == 200
    assert client.put(f"/api/orders/{order.id}/payment", json={"isPaid": True}, headers=staff).status_code == 200
    assert client.put(f"/api/queries/updateStatus/{query.id}", json={}, headers=staff).status_code == 200
    assert client.delete(f"/api/queries/{query.id}", headers=staff).status_code == 200

    log = client.get(AUDIT, headers=staff)
    assert log.headers["X-Total-Count"] == "4"
    entries = [(e["actor"], e["action"], e["entity"], e["before"], e["after"]) for e in log.get_json()]
    assert entries == [
        ("staff@example.com", "delete", "query", {"name": "Iryna", "phone": "0501234567", "query": "Call me",
                                                  "status": "Processed"}, None),
        ("staff@example.com", "status", "query", {"status": "Unprocessed"}, {"status": "Processed"}),
        ("staff@example.com", "payment", "order", {"isPaid": False}, {"isPaid": True}),
        ("staff@example.com", "status", "order", {"status": "Accepted"}, {"status": "Sent"}),
    ]
    only_orders = client.get(AUDIT, query_string={"entity": "order", "limit": 1}, headers=staff)
    assert only_orders.headers["X-Total-Count"] == "2" and len(only_orders.get_json()) == 1
    assert client.get(STATS, headers=staff).get_json()["audit"][0]["action"] == "delete"
    assert client.get(AUDIT, query_string={"entity": "nonsense"}, headers=staff).status_code == 400
    assert Decimal(order.total_gbp) > 0
