"""Finished catalogue responses kept per worker (shop.http.caching): same bytes, no query, and never stale after a
product change; each encoding and a revalidation answered as without the cache."""
from __future__ import annotations

import gc
import gzip
import json
from decimal import Decimal

import brotli
import pytest
from sqlalchemy import event

from shop.catalog.engine.read_model import catalogue_version
from shop.catalog.engine.read_model import forget as forget_read_models
from shop.extensions import db as sqla
from tests.factories import make_brand, make_category_path, make_product

FEED = "/api/products-feed/main-category/fabrics?sort=name&limit=24"


@pytest.fixture()
def kept(app):
    app.config["SHOP_RESPONSE_CACHE_SECONDS"] = 60.0
    yield
    app.config["SHOP_RESPONSE_CACHE_SECONDS"] = 0.0


@pytest.fixture()
def statements(app):
    seen: list[str] = []

    def count(_conn, _cursor, statement, *_args):
        seen.append(statement)

    with app.app_context():
        engine = sqla.engine
    event.listen(engine, "before_cursor_execute", count)
    yield seen
    event.remove(engine, "before_cursor_execute", count)


@pytest.fixture()
def lycra(db):
    path = make_category_path("fabrics", "lycra")
    brand = make_brand("Chrisanne")
    product = make_product("Lycra Royal Blue", stock="3", categories=path, brand=brand)
    for n in range(30):  # enough text for every encoding to apply
        make_product(f"Мереживо {n:02d}", stock="2", categories=path, brand=brand)
    db.session.commit()
    return product


def _names(response) -> list[str]:
    return [card["product_name_en"] for card in response.get_json()["products"]]


def test_a_kept_page_is_the_same_answer_without_a_query(client, lycra, kept, statements):
    first = client.get(FEED, headers={"Accept-Encoding": "br"})
    assert first.status_code == 200 and first.headers["Content-Encoding"] == "br"
    statements.clear()
    again = client.get(FEED, headers={"Accept-Encoding": "br"})
    assert again.status_code == 200
    assert again.data == first.data and again.headers["ETag"] == first.headers["ETag"]
    assert again.headers["Content-Encoding"] == "br" and "Accept-Encoding" in again.headers["Vary"]
    # Answered from the kept response: the only query left is the check for other workers' changes.
    assert [s for s in statements if "updated_at >=" not in s] == []


def test_each_encoding_is_kept_apart_and_decodes_to_the_same_page(client, lycra, kept):
    pages = {}
    for encoding in ("br", "gzip", "identity", "br", "gzip", "identity"):
        response = client.get(FEED, headers={"Accept-Encoding": encoding})
        body = {"br": brotli.decompress, "gzip": gzip.decompress}.get(encoding, bytes)(response.data)
        assert response.headers.get("Content-Encoding", "identity") == encoding
        pages.setdefault(encoding, []).append(json.loads(body))
    assert all(first == again == pages["identity"][0] for first, again in pages.values())


def test_a_stock_change_shows_at_once_through_a_kept_page(client, db, lycra, kept):
    listing = FEED + "&in_stock=true"
    assert "Lycra Royal Blue" in _names(client.get(listing))
    assert "Lycra Royal Blue" in _names(client.get(listing))
    lycra.stock = Decimal("0")
    db.session.commit()
    assert "Lycra Royal Blue" not in _names(client.get(listing))
    card = next(c for c in client.get(FEED).get_json()["products"] if c["product_name_en"] == "Lycra Royal Blue")
    assert (card["stock"], card["in_stock"]) == (0.0, False)


def test_a_kept_page_is_revalidated_with_its_etag(client, lycra, kept):
    etag = client.get(FEED).headers["ETag"]
    response = client.get(FEED, headers={"If-None-Match": etag})
    assert response.status_code == 304 and response.data == b""


def test_a_kept_answer_carries_every_header_of_a_computed_one_and_its_own_request_id(client, lycra, kept):
    first = client.get(FEED, headers={"Accept-Encoding": "gzip"})
    again = client.get(FEED, headers={"Accept-Encoding": "gzip"})
    assert first.status_code == again.status_code == 200

    def others(response) -> dict[str, str]:
        return {name: value for name, value in response.headers.items() if name != "X-Request-ID"}

    assert others(again) == others(first)
    assert "Content-Security-Policy" in again.headers and again.headers["X-Content-Type-Options"] == "nosniff"
    assert again.headers["X-Request-ID"] != first.headers["X-Request-ID"]


def test_the_log_line_of_a_kept_answer_names_its_route(client, lycra, kept, caplog):
    caplog.set_level("INFO", logger="shop.request")
    client.get(FEED)
    client.get(FEED, headers={"X-Request-ID": "kept-1"})
    line = next(record for record in caplog.records if getattr(record, "request_id", None) == "kept-1")
    assert (line.route, line.status) == ("/api/products-feed/main-category/<category>", 200)


def test_only_a_whole_answer_is_kept_not_a_304(client, lycra, kept):
    etag = client.get(FEED, headers={"Accept-Encoding": "identity"}).headers["ETag"]
    # The brotli answer's first request is a revalidation: 304, and nothing kept for the next visitor
    assert client.get(FEED, headers={"Accept-Encoding": "br", "If-None-Match": etag}).status_code == 304
    whole = client.get(FEED, headers={"Accept-Encoding": "br"})
    assert whole.status_code == 200 and "Lycra Royal Blue" in brotli.decompress(whole.data).decode()



def test_every_fresh_build_of_the_index_is_a_new_version(app, db, lycra):
    """Kept pages follow catalogue_version. The index is built afresh every SHOP_CATALOGUE_REBUILD_SECONDS (and in
    tests, after every test): each build must be a new version, or a page kept from the old index (another test's
    stock, a change no notification carried) would stand for the new one. An id() of the index did not tell them
    apart: the new index often takes the old one's freed memory (23 distinct versions in 30 builds)."""
    versions = []
    for _ in range(30):
        versions.append(catalogue_version())
        forget_read_models()
        gc.collect()
    assert len(set(versions)) == len(versions)
