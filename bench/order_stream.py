"""Selling must not slow browsing: listings under load while real orders stream in through POST /api/orders.

    python bench/order_stream.py                                   # 100,000 products on SQLite, 5 orders/s, 60 s
    python bench/order_stream.py --db postgresql                   # the same on PostgreSQL
    python bench/order_stream.py --products 20000 --seconds 20     # quicker
    python bench/order_stream.py --database-url sqlite:////tmp/big.db   # reuse a seeded database

The shop runs under gunicorn with `make run`'s flags in production mode. For --seconds, wrk keeps 16 clients on
listing calls (feeds, main categories, in-stock filters, suggestions) while one client places --orders-per-second
real orders over HTTP (a random in-stock product each: 0.1 m of fabric or one piece, cash on delivery, a fresh
Idempotency-Key), and a prober sells a product out *by placing an order for all of its stock* and times how long
until every worker's in-stock listing has dropped it (then restocks it in the database).

Printed: orders placed, their p50/p95 latency and any failure; listing requests/s and p50/p95/p99 against the
50 ms target; how stale listings were after a sale (median/max); each worker's index builds and in-place changes
from /api/health before and after, so a full rebuild per order would show (target: no build during the run).

Needs wrk (Debian: apt-get install wrk).
"""
from __future__ import annotations

import argparse
import http.client
import json
import os
import random
import shutil
import statistics
import sys
import tempfile
import threading
import time
import uuid
from decimal import Decimal
from pathlib import Path
from urllib.parse import quote

from sqlalchemy import create_engine, select, update

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.listing_load import (
    TARGET_P95_MS,
    add_database_arguments,
    busy_listing_paths,
    get,
    gunicorn_workers,
    prepare_database,
    print_workers,
    serve,
    wait_for_workers,
    wrk,
)
from shop.catalog.models import Product

CONTACT = {"firstName": "Bench", "lastName": "Buyer", "email": "bench@example.com", "phone": "0501234567"}
DELIVERY = {"method": "nova-poshta-branch", "city": "Kyiv", "branch": "1"}


def place(port: int, sku: str, quantity: str) -> tuple[int, float, dict]:
    """One order over HTTP; returns the status, the seconds it took and the answer."""
    body = json.dumps({"currency": "UAH", "contact": CONTACT, "delivery": DELIVERY,
                       "paymentMethod": "cash-on-delivery", "lines": [{"sku": sku, "quantity": quantity}]})
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    started = time.perf_counter()
    try:
        conn.request("POST", "/api/orders", body=body, headers={
            "Content-Type": "application/json", "Idempotency-Key": uuid.uuid4().hex})
        response = conn.getresponse()
        answer = json.loads(response.read() or b"{}")
        return response.status, time.perf_counter() - started, answer
    finally:
        conn.close()


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else float("nan")


def run(args, url: str, tmp: Path) -> None:
    workers = gunicorn_workers()
    engine = create_engine(url)
    with engine.connect() as conn:
        stocked = [(row.product_id, row.minimum) for row in conn.execute(
            select(Product.product_id, Product.minimum)
            .where(Product.is_active.is_(True), Product.is_gift_card.is_(False), Product.stock >= 5).limit(20000))]
        probes = [(row.id, row.product_id, row.stock) for row in conn.execute(
            select(Product.id, Product.product_id, Product.stock)
            .where(Product.is_active.is_(True), Product.is_gift_card.is_(False), Product.stock > 0,
                   Product.minimum == Decimal("1")).order_by(Product.id.desc()).limit(200))]
    paths = busy_listing_paths()
    stop = threading.Event()
    latencies: list[float] = []
    failures: list[tuple[int, str]] = []
    lags: list[float] = []

    def stream_orders() -> None:
        rng = random.Random(3)
        while not stop.is_set():
            started = time.monotonic()
            for _ in range(args.orders_per_second):
                sku, minimum = rng.choice(stocked)
                status, seconds, answer = place(args.port, sku, "0.1" if minimum == Decimal("0.1") else "1")
                (latencies if status == 201 else failures).append(
                    seconds if status == 201 else (status, answer.get("message", "")))
            stop.wait(max(0.0, 1.0 - (time.monotonic() - started)))

    def measure_staleness() -> None:
        """Buy a product's whole stock through the API, then time until no worker lists it as in stock."""
        rng = random.Random(5)
        with engine.connect() as conn:
            while not stop.is_set():
                product_id, sku, stock = rng.choice(probes)
                now = conn.execute(select(Product.stock).where(Product.id == product_id)).scalar_one()
                if now <= 0:
                    continue
                status, _, _ = place(args.port, sku, str(int(now)) if now == int(now) else f"{now:f}")
                if status != 201:
                    continue
                sold_out, agreeing = time.monotonic(), 0
                path = f"/api/products-feed/search?search={quote(sku)}&in_stock=true&limit=1"
                while agreeing < 2 * workers and time.monotonic() - sold_out < 30:
                    total = json.loads(get(args.port, path)[1])["total"]
                    agreeing = agreeing + 1 if total == 0 else 0
                lags.append(time.monotonic() - sold_out)
                conn.execute(update(Product).where(Product.id == product_id).values(stock=stock))
                conn.commit()
                stop.wait(3)

    print(f"\n== {args.orders_per_second} orders/s for {args.seconds:.0f} s while {args.clients} clients read "
          f"listings ==")
    # One client address places every order: the order limit (SHOP_ORDER_RATE) is for shoppers, not this stream.
    with serve("wsgi:app", args.port, url, tmp / "shop-orders.log",
               settings={"SHOP_ORDER_RATE": "1000000 per minute"}) as shop:
        before = wait_for_workers(shop, "/api/health", workers)
        wrk(args.port, paths, 2, args.clients)  # warm every worker's caches
        threads = [threading.Thread(target=stream_orders), threading.Thread(target=measure_staleness)]
        for thread in threads:
            thread.start()
        load = wrk(args.port, paths, args.seconds, args.clients)
        stop.set()
        for thread in threads:
            thread.join()
        after = wait_for_workers(shop, "/api/health", workers)
    engine.dispose()
    placed = len(latencies)
    print(f"orders placed: {placed} ({placed / args.seconds:.1f}/s), failed: {len(failures)}"
          + (f" e.g. {failures[0]}" if failures else ""))
    if latencies:
        print(f"order placement: p50 {percentile(latencies, 0.5) * 1000:.1f} ms, "
              f"p95 {percentile(latencies, 0.95) * 1000:.1f} ms, max {max(latencies) * 1000:.1f} ms")
    print(f"listings: {load.rps:.0f} req/s, p50 {load.p50_ms:.1f} ms, p95 {load.p95_ms:.1f} ms, "
          f"p99 {load.p99_ms:.1f} ms, {load.errors} errors  "
          f"({'ok' if load.p95_ms <= TARGET_P95_MS else '<-- misses the 50 ms target'})")
    if lags:
        print(f"a sale reached every worker's in-stock listings in: median {statistics.median(lags):.2f} s, "
              f"max {max(lags):.2f} s ({len(lags)} sell-outs)")
    print_workers(before, after)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_database_arguments(parser, "bench_orders")
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--orders-per-second", type=int, default=5)
    parser.add_argument("--clients", type=int, default=16)
    parser.add_argument("--port", type=int, default=5078)
    args = parser.parse_args()
    if shutil.which("wrk") is None:
        raise SystemExit("wrk is needed: apt-get install wrk")
    with tempfile.TemporaryDirectory(prefix="shop-orders-") as tmp:
        url = prepare_database(args, tmp)
        print(f"load average before: {os.getloadavg()[0]:.2f}; logs in {tmp}")
        run(args, url, Path(tmp))


if __name__ == "__main__":
    main()
