"""The listing orders are declared once (shop.catalog.engine.ordering.SORT_ORDERS): the API document's ``sort``
argument of every listing offers exactly them, search adds its own relevance, and the UI's listing-params.ts, which
decides what a ``?sort=`` in the address may say, lists the same names in the same order."""
from __future__ import annotations

import re
from pathlib import Path

from shop.catalog.engine.ordering import SORTS
from shop.search.service import RELEVANCE

LISTING_PARAMS = Path(__file__).resolve().parents[1] / "ui" / "src" / "components" / "listing-params.ts"
UI_SORTS = re.compile(r"export const SORTS = \[(?P<names>[^\]]*)\] as const;")


def ui_sorts() -> list[str]:
    found = UI_SORTS.search(LISTING_PARAMS.read_text(encoding="utf-8"))
    assert found, f"no `export const SORTS = [...] as const;` in {LISTING_PARAMS}"
    return re.findall(r"'([^']*)'", found["names"])


def test_the_ui_lists_the_servers_sort_orders():
    assert ui_sorts() == list(SORTS)


def test_every_listing_documents_the_declared_orders_in_their_order(client):
    assert SORTS == ("newest", "price_asc", "price_desc", "name", "discount", "popular")  # the published enum
    document = client.get("/api/openapi.json").get_json()
    documented = {  # the enum holds null too: no sort is the listing's own default
        path: [name for name in parameter["schema"]["enum"] if name is not None]
        for path, operations in document["paths"].items()
        for parameter in operations.get("get", {}).get("parameters", [])
        # the admin's lists (products, colours) sort by what staff need: their own orders, tests/test_admin_lists_api
        if parameter["name"] == "sort" and not path.startswith("/api/admin/")
    }
    assert "/api/products-feed/" in documented and "/api/products-feed/search" in documented
    for path, names in documented.items():
        expected = [RELEVANCE, *SORTS] if path == "/api/products-feed/search" else list(SORTS)
        assert names == expected, path

