"""Every staff call, found in the app itself: anonymous 401, a signed-in shopper 403, staff let through."""
from __future__ import annotations

import re

import pytest

from shop import create_app


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


def test_the_staff_calls_include_every_admin_area_call():
    paths = {path for _, path in STAFF_CALLS}
    assert {"/api/queries", "/api/orders", "/api/statistics/", "/api/admin/audit"} <= paths
    assert ("DELETE", "/api/queries/1") in STAFF_CALLS and ("PUT", "/api/orders/1/status") in STAFF_CALLS


@pytest.mark.parametrize(("method", "path"), STAFF_CALLS, ids=[f"{m} {p}" for m, p in STAFF_CALLS])
def test_a_staff_call_refuses_anonymous_and_shoppers(client, auth, method, path):
    shopper, staff = auth(email="olena@example.com"), auth(admin=True)
    anonymous = client.open(path, method=method, json={})
    assert anonymous.status_code == 401 and anonymous.get_json()["message"]
    refused = client.open(path, method=method, json={}, headers=shopper)
    assert refused.status_code == 403 and refused.get_json()["message"] == "Only shop staff may do this."
    allowed = client.open(path, method=method, json={}, headers=staff)
    assert allowed.status_code not in (401, 403) and allowed.status_code < 500, allowed.get_json()
