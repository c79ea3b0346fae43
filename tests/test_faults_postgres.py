"""PostgreSQL goes away and comes back while shoppers place orders and read the catalogue.

The shop is served as `make serve` serves it (gunicorn, at least two workers) and reaches PostgreSQL through a TCP
forwarder that the test stops (every connection cut, new ones refused: what a restart does) and starts again. Four
clients place orders and read the catalogue throughout. What must hold:

- no request takes longer than 5 s (SHOP_DB_CONNECT_TIMEOUT, SHOP_DB_STATEMENT_TIMEOUT_MS);
- every failure is a 503 in the one error shape with Retry-After, never a 500 or a dropped connection;
- service is back within 5 s of the database (pool pre-ping; the catalogue's own connections reconnect);
- a placement that failed, sent again with its Idempotency-Key, makes its order or returns the one already made;
  a successful one sent again returns the same order;
- afterwards every order that was answered 2xx is in the database, whole (its line, its status event, its
  number), no other order is, and for each product the quantities sold plus the stock left equal the start.

A second test holds a product's row locked: the placement waiting for it answers 503 once the statement timeout
passes, instead of hanging. The figures are printed (pytest -s).
"""
from __future__ import annotations

import statistics
import threading
import time
import uuid
from collections import Counter
from decimal import Decimal

import pytest
import requests
from sqlalchemy import func, select, text
from sqlalchemy.engine import make_url

from shop import create_app
from shop.catalog.models import Product
from shop.extensions import db as _db
from shop.http.messages import DATABASE_UNAVAILABLE
from shop.orders.models import Order, OrderEvent, OrderLine
from tests.conftest import DATABASE_URL, database_label
from tests.factories import make_product
from tests.faults import Call, TcpProxy, served, shop_env, timed
from tests.waiting import wait_until

pytestmark = pytest.mark.skipif(database_label() != "postgresql",
                                reason="needs PostgreSQL (SHOP_TEST_DATABASE_URL=postgresql+psycopg://...)")

ORDERS = "/api/orders"
SKUS = ["FAULT-1", "FAULT-2", "FAULT-3"]
START_STOCK = Decimal(1000)
CLIENTS = 4
PACE_SECONDS = 0.05  # each client's rate (20 requests a second): the load's shape, not a wait for anything
LONGEST_ALLOWED = 5.0
RECOVERY_ALLOWED = 5.0
OUTAGE_SECONDS = 2.5  # how long PostgreSQL stays away: the fault itself, not a wait for a condition
CONTACT = {"firstName": "Emma", "lastName": "Clarke", "email": "emma@example.com", "phone": "+44 7700 900123"}


def order_body(sku: str, quantity: int) -> dict:
    return {"currency": "GBP", "contact": CONTACT, "delivery": {"method": "nova-poshta-branch", "city": "Kyiv",
                                                               "branch": "12"},
            "paymentMethod": "bank-transfer", "lines": [{"sku": sku, "quantity": str(quantity)}]}


def place(session: requests.Session, base: str, key: str, body: dict, language: str = "en") -> Call:
    call = timed(session, "order", "POST", base + ORDERS, json=body,
                 headers={"Idempotency-Key": key, "Accept-Language": language})
    call.key, call.sent = key, body
    return call


def assert_unavailable(call: Call) -> None:
    """A failure the client can act on: 503, the one error shape, Retry-After."""
    assert call.status == 503, (call.kind, call.status, call.body)
    assert set(call.body or {}) == {"message", "errors"} and call.body["message"], call.body
    if call.kind == "read":
        assert call.body["message"] == DATABASE_UNAVAILABLE, call.body
    assert int(call.headers.get("Retry-After", "0")) > 0, call.headers


@pytest.fixture()
def proxied_shop(app, db, tmp_path):
    """Three products with 1000 in stock, and the shop served through a stoppable forwarder to PostgreSQL."""
    for n, sku in enumerate(SKUS, start=1):
        make_product(f"Fault Lycra {n}", price="2.00", stock=str(START_STOCK), product_id=sku)
    _db.session.commit()
    url = make_url(DATABASE_URL)
    proxy = TcpProxy((url.host or "127.0.0.1", url.port or 5432))
    proxy.start()
    through = url.set(host="127.0.0.1", port=proxy.port).render_as_string(hide_password=False)
    env = shop_env(tmp_path, SHOP_DATABASE_URL=through, SHOP_DB_CONNECT_TIMEOUT="2",
                   SHOP_DB_STATEMENT_TIMEOUT_MS="2000", SHOP_DB_POOL_TIMEOUT="3")
    try:
        with served(env, tmp_path / "server.log") as shop:
            yield shop.url, proxy
    finally:
        proxy.stop()
        _db.session.remove()


def test_postgres_goes_away_and_comes_back_during_orders_and_reads(proxied_shop):
    base, proxy = proxied_shop
    calls: list[Call] = []
    lock = threading.Lock()
    stop = threading.Event()

    def client(number: int) -> None:
        session = requests.Session()
        turn = 0
        while not stop.is_set():
            turn += 1
            if turn % 2:
                sku = SKUS[(number + turn) % len(SKUS)]
                call = place(session, base, str(uuid.uuid4()), order_body(sku, 1 + turn % 3))
            elif turn % 4 == 0:
                call = timed(session, "read", "GET", f"{base}/api/products-feed/products/{SKUS[number % 3]}")
            else:
                call = timed(session, "read", "GET", f"{base}/api/products-feed/?page={1 + turn % 2}")
            with lock:
                calls.append(call)
            stop.wait(PACE_SECONDS)

    def answered(since: float, kind: str, ok: bool = True) -> int:
        with lock:
            return sum(1 for c in calls if c.started >= since and c.kind == kind and (200 <= c.status < 300) == ok)

    threads = [threading.Thread(target=client, args=(n,), daemon=True) for n in range(CLIENTS)]
    started = time.monotonic()
    for thread in threads:
        thread.start()
    try:
        wait_until(lambda: answered(started, "order") >= 8 and answered(started, "read") >= 8, 30,
                   "8 orders and 8 reads before the outage", interval=0.05)
        went_away = time.monotonic()
        proxy.stop()
        wait_until(lambda: time.monotonic() - went_away >= OUTAGE_SECONDS
                   and answered(went_away, "order", ok=False) >= 5, 30, "a 2.5 s outage with failed placements",
                   interval=0.05)
        came_back = time.monotonic()
        proxy.start()
        wait_until(lambda: answered(came_back, "order") >= 10 and answered(came_back, "read") >= 10, 20,
                   "10 orders and 10 reads after PostgreSQL came back", interval=0.05)
    finally:
        stop.set()
        for thread in threads:
            thread.join(timeout=30)
    finished = time.monotonic()

    # Nothing hangs; every failure says so properly.
    assert all(c.status != 0 for c in calls), "a request got no answer"
    longest = max(c.seconds for c in calls)
    assert longest <= LONGEST_ALLOWED, f"the longest request took {longest:.2f} s"
    failed = [c for c in calls if not 200 <= c.status < 300]
    for call in failed:
        assert_unavailable(call)
    before = [c for c in calls if c.started + c.seconds < went_away]  # (those cut in flight may fail)
    assert all(200 <= c.status < 300 for c in before), Counter(c.status for c in before)

    # Service is back within 5 s, and stays back.
    after = sorted((c for c in calls if c.started >= came_back), key=lambda c: c.started)
    first_ok = min(c.started + c.seconds for c in after if 200 <= c.status < 300)
    recovery = first_ok - came_back
    assert recovery <= RECOVERY_ALLOWED, f"service came back {recovery:.2f} s after PostgreSQL"
    late_failures = [c for c in after if c.started >= first_ok and not 200 <= c.status < 300]
    assert not late_failures, Counter(c.status for c in late_failures)

    # Placements sent again with their key: a failed one makes (or finds) its order, a placed one is the same order.
    session = requests.Session()
    placements = [c for c in calls if c.kind == "order"]
    numbers: dict[str, str] = {c.key: c.body["number"] for c in placements if c.status == 201}
    retried = {"made": 0, "found": 0}
    for call in (c for c in placements if c.status != 201):
        again = place(session, base, call.key, call.sent)
        assert again.status == 201, (again.status, again.body)
        retried["found" if again.headers.get("Idempotent-Replayed") == "true" else "made"] += 1
        numbers[call.key] = again.body["number"]
    for call in [c for c in placements if c.status == 201][:5]:
        again = place(session, base, call.key, call.sent)
        assert again.status == 201 and again.headers.get("Idempotent-Replayed") == "true"
        assert again.body["number"] == call.body["number"] and again.body["_id"] == call.body["_id"]

    # The database: exactly the answered orders, each whole; sold + left = start for every product.
    sent = {c.key: c.sent for c in placements}
    _db.session.expire_all()
    orders = _db.session.scalars(select(Order)).all()
    assert {o.idempotency_key: o.number for o in orders} == numbers
    for order in orders:
        assert order.number.startswith("DF-"), order.number
        (line,) = order.lines
        wanted = sent[order.idempotency_key]["lines"][0]
        assert (line.sku, line.quantity) == (wanted["sku"], Decimal(wanted["quantity"]))
        assert [e.to_value for e in order.events] == ["Accepted"]
    assert _db.session.scalar(select(func.count()).select_from(OrderLine)) == len(orders)
    assert _db.session.scalar(select(func.count()).select_from(OrderEvent)) == len(orders)
    sold = dict(_db.session.execute(select(OrderLine.sku, func.sum(OrderLine.quantity)).group_by(OrderLine.sku)).all())
    left = dict(_db.session.execute(select(Product.product_id, Product.stock)
                                    .where(Product.product_id.in_(SKUS))).all())
    for sku in SKUS:
        assert sold.get(sku, 0) + left[sku] == START_STOCK, (sku, sold.get(sku), left[sku])

    during = [c for c in calls if went_away <= c.started < came_back]
    print(f"\nPostgreSQL outage ({came_back - went_away:.1f} s, gunicorn 2 workers x 2 threads, {CLIENTS} clients): "
          f"{len(calls)} requests in {finished - started:.1f} s, {len(during)} during the outage "
          f"({sum(c.kind == 'order' for c in during)} placements, {sum(c.kind == 'read' for c in during)} reads); "
          f"failed: {dict(Counter((c.kind, c.status) for c in failed))}; served during the outage: "
          f"{sum(200 <= c.status < 300 for c in during)}; longest request {longest:.2f} s "
          f"(median {statistics.median(c.seconds for c in calls) * 1000:.0f} ms); recovery {recovery:.2f} s; "
          f"failed placements sent again: {retried['made']} made, {retried['found']} already made; "
          f"orders checked {len(orders)}, products {len(SKUS)}, connections forwarded {proxy.accepted}")


def test_a_placement_waiting_on_a_locked_row_answers_503_within_the_statement_timeout(proxied_shop):
    base, _proxy = proxied_shop
    session = requests.Session()
    assert place(session, base, str(uuid.uuid4()), order_body(SKUS[0], 1)).status == 201
    holder = _db.engine.connect()  # another transaction holds the product's row (a long admin edit, a stuck job)
    try:
        transaction = holder.begin()
        holder.execute(text("SELECT id FROM products WHERE product_id = :sku FOR UPDATE"), {"sku": SKUS[0]})
        key, body = str(uuid.uuid4()), order_body(SKUS[0], 1)
        waited = place(session, base, key, body, language="uk-UA")
        assert_unavailable(waited)
        assert waited.body["message"] == "Магазин ненадовго недоступний. Будь ласка, спробуйте ще раз за кілька секунд."
        assert 1.5 <= waited.seconds <= LONGEST_ALLOWED, waited.seconds  # SHOP_DB_STATEMENT_TIMEOUT_MS=2000
        transaction.rollback()
    finally:
        holder.close()
    again = place(session, base, key, body)
    assert again.status == 201 and again.headers.get("Idempotent-Replayed") is None
    _db.session.expire_all()
    assert _db.session.scalar(select(func.count()).select_from(Order)) == 2
    print(f"\nlocked row: the placement waited {waited.seconds:.2f} s, then 503; sent again: 201")


def test_a_connection_cut_after_the_answer_was_made_keeps_the_answer(tmp_path):
    """The database goes away between the view's answer and the end of its session (a restart at the wrong moment):
    ending the session cannot roll back on the cut connection, and that must not turn the answer into an error
    (it escaped Flask, and gunicorn answered its own 500 page instead of the 201 or the 503 the view had made)."""
    app = create_app({"ENV": "testing", "SQLALCHEMY_DATABASE_URI": DATABASE_URL, "SHOP_MEDIA_DIR": str(tmp_path)})

    @app.get("/cut-after-the-answer")
    def cut_after_the_answer():
        backend = _db.session.execute(text("SELECT pg_backend_pid()")).scalar_one()  # the session's connection
        with _db.engine.connect() as other:
            other.execute(text("SELECT pg_terminate_backend(:backend)"), {"backend": backend})
        return {"answered": True}

    client = app.test_client()
    for _ in range(2):  # and the next request gets a working connection
        response = client.get("/cut-after-the-answer")
        assert response.status_code == 200 and response.get_json() == {"answered": True}
