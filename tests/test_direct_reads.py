"""The public reads answered without Flask's request machinery (shop.http_cache.DirectReads, SHOP_DIRECT_READS):
every answer is the one Flask gives, byte for byte and header for header, errors and revalidations included."""
from __future__ import annotations

import pytest
from flask import request_started
from werkzeug.test import EnvironBuilder

from tests.factories import make_brand, make_category_path, make_colour, make_product

READS = [
    "/api/products-feed/?limit=24&page=1",
    "/api/products-feed/?limit=2&page=2&sort=price_asc",
    "/api/products-feed/new?limit=3",
    "/api/products-feed/sales",
    "/api/products-feed/main-category/fabrics?limit=5&brand=chrisanne&in_stock=true",
    "/api/products-feed/main-category/FABRICS?currency=EUR&min_price=0,5&max_price=50&sort=name",
    "/api/products-feed/main-category/fabrics/lycra?color=royal-blue",
    "/api/products-feed/categories/fabrics?page=3",
    "/api/products-feed/search?search=lycra&category1=ALL&limit=4",
    "/api/products-feed/search?search=lycar&category1=fabrics",
    "/api/products-feed/search?search=%D0%BC%D0%B5%D1%80%D0%B5&sort=price_desc",
    "/api/products-feed/search?search=",
    "/api/products-feed/products/LY-1",
    "/api/products-feed/?limit=2&unknown=kept+out",
]
REFUSED = [
    "/api/products-feed/main-category/nothing",  # 404: no such category
    "/api/products-feed/main-category/fabrics?color=no-such-colour",  # 404: no such colour
    "/api/products-feed/main-category/fabrics?limit=0",  # 400: outside the schema's range
    "/api/products-feed/?in_stock=perhaps",  # 400
    "/api/products-feed/search?search=" + "x" * 201,  # 400: too long for any value
    "/api/products-feed/search?search=a%00b",  # 400: a control character
    "/api/products-feed/products/NO-SUCH-SKU",  # 404
    "/api/products-feed",  # 308 to the canonical URL
    "/api/products-feed/nowhere",  # 404: no rule
]
ENCODINGS = [None, "br", "gzip", "identity"]


@pytest.fixture()
def shop(db):
    path = make_category_path("fabrics", "lycra")
    brand = make_brand("Chrisanne")
    colour = make_colour("Royal Blue", brand=brand)
    make_product("Lycra Royal Blue", product_id="LY-1", stock="3", categories=path, brand=brand, colour=colour,
                 discount=10)
    for n in range(30):  # enough for several pages and for every encoding to apply
        make_product(f"Мереживо {n:02d}", price=f"{n + 1}.50", stock=str(n % 3), categories=path, brand=brand)
    db.session.commit()


@pytest.fixture()
def direct(app):
    return app.extensions["shop.direct_reads"]


def _answer(app, client, url: str, headers: dict, directly: bool):
    app.config["SHOP_DIRECT_READS"] = directly
    try:
        response = client.get(url, headers=headers)
    finally:
        app.config["SHOP_DIRECT_READS"] = True
    seen = sorted((name, value) for name, value in response.headers.items() if name != "X-Request-ID")
    return response.status_code, seen, response.get_data()


@pytest.mark.parametrize("url", READS + REFUSED)
def test_every_read_is_answered_as_flask_answers_it(app, client, shop, url):
    for encoding in ENCODINGS:
        headers = {"Accept-Encoding": encoding} if encoding else {}
        through_flask = _answer(app, client, url, headers, directly=False)
        assert _answer(app, client, url, headers, directly=True) == through_flask, (url, encoding)
        status, seen, _ = through_flask
        etag = dict(seen).get("ETag")
        if status == 200 and etag:  # a revalidation: 304 with no body on both paths
            again = {**headers, "If-None-Match": etag}
            revalidated = _answer(app, client, url, again, directly=False)
            assert revalidated[0] == 304 and revalidated[2] == b""
            assert _answer(app, client, url, again, directly=True) == revalidated


def test_the_direct_path_answers_the_reads_and_leaves_the_rest_to_flask(app, shop, direct):
    for url in READS:
        assert direct.answer(EnvironBuilder(path=url).get_environ()) is not None, url
    for url in REFUSED:  # Flask answers these, with the shop's error handlers
        assert direct.answer(EnvironBuilder(path=url).get_environ()) is None, url


def test_a_request_signal_receiver_sends_the_reads_through_flask(app, client, shop):
    started: list[str] = []

    def note(sender, **extra):
        from flask import request

        started.append(request.path)

    request_started.connect(note, app)
    try:
        response = client.get("/api/products-feed/?limit=2")
    finally:
        request_started.disconnect(note, app)
    assert response.status_code == 200 and started == ["/api/products-feed/"]


def test_a_hook_registered_after_a_direct_read_is_refused_as_after_any_first_request(tmp_path):
    from shop import create_app
    from shop.extensions import db as sqla

    fresh = create_app({"ENV": "testing", "SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path / 'shop.db'}",
                        "SHOP_MEDIA_DIR": str(tmp_path)})
    with fresh.app_context():
        sqla.create_all()
    direct = fresh.extensions["shop.direct_reads"]
    assert direct.answer(EnvironBuilder(path="/api/products-feed/?limit=2").get_environ()) is not None
    with pytest.raises(AssertionError):  # Flask's refusal: the direct path's plans would not see the hook
        fresh.before_request(lambda: None)
