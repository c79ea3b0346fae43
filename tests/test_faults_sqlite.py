"""SQLite under concurrent writers: `make serve`'s gunicorn (gunicorn.conf.py's workers and threads) on one SQLite file,
with shoppers placing orders, staff editing the same products and visitors ordering call-backs, all at once.

The file is in WAL mode with a busy timeout (shop.database, SHOP_SQLITE_BUSY_TIMEOUT_MS): a writer waits for the
one before it instead of failing. Every answer must be a 2xx (no "database is locked" reaches a client, nor the
server's log), and nothing is lost: every answered order is in the file with its line, sold + left = start for
each product, every call-back is there, and each product's price is the last one staff were told was saved.
The figures are printed (pytest -s). Runs in the SQLite pass of the API tests.
"""
from __future__ import annotations

import sqlite3
import statistics
import threading
import time
from collections import Counter
from decimal import Decimal
from pathlib import Path

import pytest
import requests

from shop import create_app
from shop.accounts.models import User, UserStatus
from shop.accounts.passwords import hash_password
from shop.extensions import db as _db
from tests.conftest import database_label
from tests.factories import make_category_path, make_product
from tests.faults import Call, served, shop_env, timed
from tests.helpers import bearer

pytestmark = pytest.mark.skipif(database_label() != "sqlite", reason="the SQLite pass of the API tests runs it")

SKUS = ["LOCK-1", "LOCK-2", "LOCK-3"]
START_STOCK = Decimal(500)
ORDER_THREADS, ORDERS_EACH = 4, 15
ADMIN_THREADS, EDITS_EACH = 2, 15
CALLBACK_THREADS, CALLBACKS_EACH = 2, 15
LONGEST_ALLOWED = 5.0
ADMIN = {"email": "staff@example.com", "password": "staff-password-2026"}
CONTACT = {"firstName": "Emma", "lastName": "Clarke", "email": "emma@example.com", "phone": "+44 7700 900123"}


def seed(path: Path) -> dict[str, int]:
    """The schema, three products and a staff account in the file; the products' ids by SKU."""
    app = create_app({"ENV": "testing", "SQLALCHEMY_DATABASE_URI": f"sqlite:///{path}"})
    with app.app_context():
        _db.create_all()
        path = make_category_path("fabrics", "lycra", "plain")
        ids = {sku: make_product(f"Lock Lycra {sku}", price="2.00", stock=str(START_STOCK), product_id=sku,
                                 categories=path).id for sku in SKUS}
        _db.session.add(User(email=ADMIN["email"], password_hash=hash_password(ADMIN["password"]),
                             status=UserStatus.ADMIN))
        _db.session.commit()
        _db.session.remove()
        _db.engine.dispose()
    return ids


def test_concurrent_writers_on_one_sqlite_file_lose_nothing_and_never_see_a_lock(tmp_path: Path):
    database = tmp_path / "shop.db"
    ids = seed(database)
    # The call-back form's limit (3 a minute per address) would refuse this test's one address: off here.
    (tmp_path / "config.py").write_text("RATELIMIT_ENABLED = False\n")
    env = shop_env(tmp_path, SHOP_DATABASE_URL=f"sqlite:///{database}")
    calls: list[Call] = []
    lock = threading.Lock()
    last_price: dict[str, str] = {}

    with served(env, tmp_path / "server.log") as shop:
        base = shop.url
        signin = requests.post(base + "/api/users/signin", json=ADMIN, timeout=30)
        assert signin.status_code == 200, signin.text
        staff = bearer(signin.json()["token"])

        def record(call: Call) -> None:
            with lock:
                calls.append(call)

        def shopper(number: int) -> None:
            session = requests.Session()
            for turn in range(ORDERS_EACH):
                sku = SKUS[(number + turn) % len(SKUS)]
                body = {"currency": "GBP", "contact": CONTACT, "paymentMethod": "bank-transfer",
                        "delivery": {"method": "nova-poshta-branch", "city": "Kyiv", "branch": "12"},
                        "lines": [{"sku": sku, "quantity": str(1 + turn % 2)}]}
                call = timed(session, "order", "POST", base + "/api/orders", json=body,
                             headers={"Idempotency-Key": f"lock-{number}-{turn}"})
                call.sent = body
                record(call)

        def editor(number: int) -> None:
            session = requests.Session()
            sku = SKUS[number % len(SKUS)]
            for turn in range(EDITS_EACH):
                price = f"{3 + turn}.{number}0"
                call = timed(session, "admin edit", "PUT", f"{base}/api/admin/products/{ids[sku]}",
                             json={"price": price, "discount": turn % 5}, headers=staff)
                record(call)
                if call.status == 200:
                    last_price[sku] = price

        def visitor(number: int) -> None:
            session = requests.Session()
            for turn in range(CALLBACKS_EACH):
                record(timed(session, "call-back", "POST", base + "/api/queries",
                             json={"name": f"Visitor {number}-{turn}", "phone": "+38 (050) 400-70-15",
                                   "query": "Do you have ivory chiffon?"}))

        threads = ([threading.Thread(target=shopper, args=(n,)) for n in range(ORDER_THREADS)]
                   + [threading.Thread(target=editor, args=(n,)) for n in range(ADMIN_THREADS)]
                   + [threading.Thread(target=visitor, args=(n,)) for n in range(CALLBACK_THREADS)])
        started = time.monotonic()
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=120)
        elapsed = time.monotonic() - started
        assert not any(thread.is_alive() for thread in threads), "a writer did not finish within 120 s"

    log = (tmp_path / "server.log").read_text()
    statuses = Counter((c.kind, c.status) for c in calls)
    assert len(calls) == ORDER_THREADS * ORDERS_EACH + ADMIN_THREADS * EDITS_EACH + CALLBACK_THREADS * CALLBACKS_EACH
    assert all(200 <= c.status < 300 for c in calls), (statuses, [c.body for c in calls if c.status >= 300][:3])
    assert not any("locked" in str(c.body) for c in calls)
    assert "database is locked" not in log
    longest = max(c.seconds for c in calls)
    assert longest <= LONGEST_ALLOWED, f"the longest request took {longest:.2f} s"

    with sqlite3.connect(database) as file:
        assert file.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        orders = file.execute("SELECT idempotency_key, number FROM orders").fetchall()
        lines = file.execute("SELECT sku, SUM(quantity), COUNT(*) FROM order_lines GROUP BY sku").fetchall()
        left = dict(file.execute("SELECT product_id, stock FROM products").fetchall())
        prices = dict(file.execute("SELECT product_id, price FROM products").fetchall())
        callbacks = file.execute("SELECT COUNT(*) FROM queries").fetchone()[0]
    placed = {c.body["number"] for c in calls if c.kind == "order"}
    assert {number for _key, number in orders} == placed and len(orders) == ORDER_THREADS * ORDERS_EACH
    assert sum(count for _sku, _sold, count in lines) == len(orders)
    sold = {sku: Decimal(str(quantity)) for sku, quantity, _count in lines}
    for sku in SKUS:
        assert sold.get(sku, 0) + Decimal(str(left[sku])) == START_STOCK, (sku, sold.get(sku), left[sku])
    for sku, price in last_price.items():
        assert Decimal(str(prices[sku])) == Decimal(price), (sku, prices[sku], price)
    assert callbacks == CALLBACK_THREADS * CALLBACKS_EACH

    by_kind = {kind: [c.seconds for c in calls if c.kind == kind] for kind in ("order", "admin edit", "call-back")}
    print(f"\nSQLite, gunicorn 2 workers x 2 threads, {len(threads)} writers: {len(calls)} writes in {elapsed:.1f} s, "
          f"statuses {dict(statuses)}; " + "; ".join(
              f"{kind} median {statistics.median(times) * 1000:.0f} ms, longest {max(times) * 1000:.0f} ms"
              for kind, times in by_kind.items())
          + f"; orders checked {len(orders)}, call-backs {callbacks}, 'database is locked' in the log: 0")
