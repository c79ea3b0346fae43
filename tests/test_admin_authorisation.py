"""Every staff call, found in the app itself: anonymous 401, a signed-in shopper 403, and each staff role let through
or refused as the role table below says (owners everything; managers all but staff, shoppers' data and metrics; the
warehouse only its parcels and who it is)."""
from __future__ import annotations

import re

import pytest

from shop import create_app

# The table the roles are checked against, written out here rather than read from the views: a call that changes
# hands must change this table too.
OWNERS_ONLY = {
    ("GET", "/api/admin/staff"), ("POST", "/api/admin/staff"), ("PUT", "/api/admin/staff/1"),
    ("DELETE", "/api/admin/staff/1"), ("GET", "/api/admin/users/1/data"), ("DELETE", "/api/admin/users/1"),
    ("GET", "/api/metrics"), ("GET", "/api/admin/settings"), ("PUT", "/api/admin/settings"),
}
EVERY_ROLE = {("GET", "/api/admin/staff/me"), ("GET", "/api/admin/parcels"), ("PUT", "/api/admin/parcels/1"),
              ("POST", "/api/orders/1/mail-preview"), ("POST", "/api/orders/1/undo")}


def _staff_calls() -> list[tuple[str, str]]:
    app = create_app({"ENV": "testing"})
    calls = []
    for rule in app.url_map.iter_rules():
        view_class = getattr(app.view_functions[rule.endpoint], "view_class", None)
        for method in sorted((rule.methods or set()) - {"HEAD", "OPTIONS"}):
            handler = getattr(view_class, method.lower(), None)
            if getattr(handler, "staff_only", False):
                calls.append((method, re.sub(r"<(?:\w+:)?(\w+)>", "1", rule.rule)))
    return sorted(calls)


STAFF_CALLS = _staff_calls()
ROLES = ("owner", "manager", "warehouse")


def _allowed(role: str, call: tuple[str, str]) -> bool:
    if role == "owner" or call in EVERY_ROLE:
        return True
    return role == "manager" and call not in OWNERS_ONLY


def test_the_staff_calls_include_every_admin_area_call():
    paths = {path for _, path in STAFF_CALLS}
    assert {"/api/queries", "/api/orders", "/api/statistics/", "/api/admin/audit", "/api/admin/staff"} <= paths
    assert ("DELETE", "/api/queries/1") in STAFF_CALLS and ("PUT", "/api/orders/1/status") in STAFF_CALLS
    assert set(STAFF_CALLS) >= OWNERS_ONLY | EVERY_ROLE
    # Promotion codes: owners and managers (admin_required), every operation.
    assert {("GET", "/api/admin/promotions"), ("POST", "/api/admin/promotions"), ("GET", "/api/admin/promotions/1"),
            ("PUT", "/api/admin/promotions/1"), ("DELETE", "/api/admin/promotions/1")} <= set(STAFF_CALLS)


@pytest.mark.parametrize(("method", "path"), STAFF_CALLS, ids=[f"{m} {p}" for m, p in STAFF_CALLS])
def test_a_staff_call_refuses_anonymous_and_shoppers(client, auth, method, path):
    shopper = auth(email="olena@example.com")
    anonymous = client.open(path, method=method, json={})
    assert anonymous.status_code == 401 and anonymous.get_json()["message"]
    refused = client.open(path, method=method, json={}, headers=shopper)
    assert refused.status_code == 403 and refused.get_json()["message"] == "Only shop staff may do this."


@pytest.mark.parametrize("role", ROLES)
@pytest.mark.parametrize(("method", "path"), STAFF_CALLS, ids=[f"{m} {p}" for m, p in STAFF_CALLS])
def test_each_role_is_let_through_or_refused_as_the_table_says(client, auth, role, method, path):
    auth(email="olena@example.com")  # account 1 is a shopper's, as the paths' ids name
    answer = client.open(path, method=method, json={}, headers=auth(role=role))
    if _allowed(role, (method, path)):
        assert answer.status_code not in (401, 403) and answer.status_code < 500, answer.get_json()
    else:
        assert answer.status_code == 403, answer.get_data(as_text=True)
        assert answer.get_json()["message"] == "Your staff role does not allow this."


def test_the_api_document_names_each_calls_roles(client):
    document = client.get("/api/openapi.json").get_json()
    for method, path in STAFF_CALLS:
        template = next(p for p in document["paths"] if re.sub(r"\{\w+\}", "1", p) == path)
        operation = document["paths"][template][method.lower()]
        expected = [role for role in ROLES if _allowed(role, (method, path))]
        assert sorted(operation["x-staff-roles"]) == sorted(expected), (method, path)
