"""A product's edit history, as its form shows it from the audit log: that product's entries alone, newest first,
each with who changed which fields from what to what."""
from __future__ import annotations

from tests.factories import make_category_path, make_product
from tests.helpers import bearer

AUDIT = "/api/admin/audit"


def test_one_products_history_is_its_own_edits_newest_first(client, db, make_user):
    manager_user = make_user(email="maria@example.com", role="manager")
    manager = bearer(manager_user)
    path = make_category_path("fabrics", "lycra", "matte")
    lycra = make_product("Matte Lycra", "Матова лайкра", price="1.95", minimum="0.1", categories=path,
                         product_id="CH-LY-0001")
    other = make_product("Crystal AB", "Кристал AB", price="2.00", categories=path, product_id="CR-AB-0001")
    db.session.commit()
    for changes in ({"price": "2.10"}, {"stock": "40"}):
        assert client.put(f"/api/admin/products/{lycra.id}", json=changes, headers=manager).status_code == 200
    assert client.put(f"/api/admin/products/{other.id}", json={"price": "2.50"}, headers=manager).status_code == 200

    history = client.get(AUDIT, query_string={"entity": "product", "entityId": str(lycra.id)}, headers=manager)
    assert history.status_code == 200 and history.headers["X-Total-Count"] == "2"
    newest, older = history.get_json()
    assert set(newest["after"]) == {"stock"}
    assert (older["before"]["price"], older["after"]["price"]) == ("1.95", "2.10")
    assert {newest["actor"], older["actor"]} == {"maria@example.com"}

    too_long = client.get(AUDIT, query_string={"entity": "product", "entityId": "x" * 41}, headers=manager)
    assert too_long.status_code == 400

