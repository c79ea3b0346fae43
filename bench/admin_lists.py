"""Admin list benchmark: staff's product, colour, order and call-back lists on a 100,000-product shop.

    python bench/admin_lists.py                                  # 100,000 products, SQLite and PostgreSQL
    python bench/admin_lists.py --db sqlite --products 20000 --requests 20
    python bench/admin_lists.py --database-url sqlite:////tmp/shop.db   # a shop seeded before, as it is

Each database is fresh unless --database-url names one: SQLite in a temporary file, PostgreSQL in a scratch schema
(default ``bench_admin_lists``, dropped and re-created) of the database in --pg-url. The demo seed fills it, and
--orders more orders of the demo's customers with their phones typed in every way, so the order search reads a
busy shop's table (the demo has a couple of dozen). PostgreSQL's tables are vacuumed and analysed, as autovacuum
does after a load this size; SQLite is left unanalysed, as a shop's database is. The worker's catalogue index is
built first, as a gunicorn worker builds it before it takes requests.

Then the app runs under werkzeug's threaded WSGI server in a background thread and one client sends the staff
requests over real HTTP, one at a time: a few warm-up requests per call, then --requests timed ones, each a
different URL where the call takes parameters (another search term, sort, page, brand or filter), each call bounded
by --seconds. Prints p50, p95 and the slowest per call and flags a p95 over the 50 ms target.
"""
from __future__ import annotations

import argparse
import os
import random
import secrets
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from urllib.parse import urlencode

from werkzeug.serving import make_server

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import http.client

from flask_jwt_extended import create_access_token
from sqlalchemy import func, insert, select, text

from bench.catalog import QuietHandler, Result, _percentile
from bench.scratch import database_url, load_average, seeded_app
from shop import create_app
from shop.accounts.models import User, UserStatus
from shop.accounts.passwords import hash_password
from shop.admin.content.colours import SORTS as COLOUR_SORTS
from shop.admin.products.listing import SORTS
from shop.catalog.engine.read_model import warm_up
from shop.catalog.models import Brand, Colour, Product
from shop.demo.catalogue import GUESTS, SHOPPERS
from shop.extensions import db
from shop.orders.models import Order
from shop.queries.models import CallbackQuery

DEFAULT_PG_URL = "postgresql+psycopg://postgres@127.0.0.1:5432/test"
TARGET_P95_MS = 50.0
# What staff type: names in English and Ukrainian, a transliteration, a brand, a colour, skus whole and in part.
SEARCH_TERMS = (
    "lycra", "лайкра", "laikra", "chiffon", "шифон", "velvet", "crystal ab", "chrisanne", "royal blue", "mesh",
    "stras", "feather", "sequin", "satin", "swarovski", "fuchsia", "hologram", "matte lycra", "glitter", "rhinestone",
)
# Ways people type a phone, as the order and call-back searches must find it.
PHONE_STYLES = ("+38 (0{a}) {b}-{c}-{d}", "0{a} {b} {c} {d}", "+380{a}{b}{c}{d}", "(0{a}) {b} {c}{d}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--products", type=int, default=100_000)
    parser.add_argument("--orders", type=int, default=20_000, help="orders added beside the demo's")
    parser.add_argument("--queries", type=int, default=2_000, help="call-back queries added beside the demo's")
    parser.add_argument("--db", choices=("sqlite", "postgresql", "both"), default="both")
    parser.add_argument("--database-url", help="a shop seeded before: measured as it is")
    parser.add_argument("--requests", type=int, default=40, help="timed requests per call")
    parser.add_argument("--seconds", type=float, default=20.0, help="time bound per call")
    parser.add_argument("--pg-url", default=DEFAULT_PG_URL)
    parser.add_argument("--pg-schema", default="bench_admin_lists")
    args = parser.parse_args()

    if args.database_url:
        with tempfile.TemporaryDirectory(prefix="shop-bench-") as tmp:
            app = create_app({"ENV": "production", "SECRET_KEY": secrets.token_urlsafe(48),
                              "SQLALCHEMY_DATABASE_URI": args.database_url, "SHOP_MEDIA_DIR": tmp,
                              "RATELIMIT_ENABLED": False})
            run(args.database_url.split(":", 1)[0], app, None, args)
        return
    for name in ("sqlite", "postgresql") if args.db == "both" else (args.db,):
        with tempfile.TemporaryDirectory(prefix="shop-bench-") as tmp:
            # Loading 100,000 rows and analysing them takes longer than a request may (SHOP_DB_STATEMENT_TIMEOUT_MS);
            # the operator's command line has no such bound either.
            app, seeded = seeded_app(database_url(name, tmp, args.pg_url, args.pg_schema), tmp, args.products,
                                     SHOP_DB_STATEMENT_TIMEOUT_MS=0)
            with app.app_context():
                add_orders(args.orders, random.Random(11))
                add_queries(args.queries, random.Random(12))
                if db.engine.dialect.name == "postgresql":
                    with db.engine.connect().execution_options(isolation_level="AUTOCOMMIT") as conn:
                        conn.execute(text("VACUUM ANALYZE"))
                db.session.remove()
            run(name, app, seeded, args)


def typed_phone(rng: random.Random) -> str:
    a, b, c, d = rng.randint(50, 99), rng.randint(100, 999), rng.randint(10, 99), rng.randint(10, 99)
    return rng.choice(PHONE_STYLES).format(a=a, b=b, c=c, d=d)


def add_orders(count: int, rng: random.Random) -> None:
    """``count`` orders of the demo's customers (a third of them with a new phone), as checkout stores them."""
    people = [(first, last, email, phone) for first, last, email, phone, *_ in GUESTS]
    people += [(first, last, email, phone) for email, first, last, phone, *_ in SHOPPERS]
    start = datetime(2025, 1, 1, tzinfo=UTC)
    rows = []
    for n in range(count):
        first, last, email, phone = rng.choice(people)
        if n % 3 == 0:
            phone = typed_phone(rng)
        status = rng.choice(("Accepted", "Sent", "Delivered", "Delivered", "Delivered"))
        total = Decimal(rng.randint(300, 90_000)) / 100
        rows.append({
            "number": f"BN-{n + 1:06d}", "status": status, "is_paid": status != "Accepted" or rng.random() < 0.3,
            "payment_method": "card", "language": "en", "currency": "GBP", "factor": Decimal(1), "subtotal": total,
            "delivery_price": Decimal(0), "gift_card_amount": Decimal(0), "total_price": total, "subtotal_gbp": total,
            "total_gbp": total, "delivery_method": "international", "delivery": {}, "comment": "",
            "user_info": {"firstName": first, "lastName": last, "email": email, "phone": phone, "address": "",
                          "city": "", "postcode": "", "country": ""},
            "created_at": start + timedelta(minutes=30 * n),
        })
    for at in range(0, len(rows), 2_000):
        db.session.execute(insert(Order), rows[at:at + 2_000])
    db.session.commit()


def add_queries(count: int, rng: random.Random) -> None:
    names = [f"{first} {last}" for first, last, *_ in GUESTS]
    start = datetime(2025, 1, 1, tzinfo=UTC)
    db.session.execute(insert(CallbackQuery), [
        {"name": rng.choice(names), "phone": typed_phone(rng), "query": "Please call me back about an order.",
         "status": rng.choice(("Unprocessed", "Processed")), "created_at": start + timedelta(hours=n)}
        for n in range(count)])
    db.session.commit()


def run(name: str, app, seeded: float | None, args) -> None:
    with app.app_context():
        started = time.perf_counter()
        with app.test_request_context("/"):
            warm_up()
        indexed = time.perf_counter() - started
        counts = {model.__tablename__: db.session.scalar(select(func.count()).select_from(model))
                  for model in (Product, Colour, Order, CallbackQuery)}
        calls = build_calls()
        token = staff_token()
        db.session.remove()

    server = make_server("127.0.0.1", 0, app, threaded=True, request_handler=QuietHandler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    port = server.server_port
    where = f"seeded in {seeded:.0f} s, " if seeded is not None else ""
    print(f"\n== {name}: {counts['products']:,} products, {counts['colours']:,} colours, {counts['orders']:,} orders, "
          f"{counts['queries']:,} call-backs ({where}catalogue index built in {indexed:.1f} s); {len(calls)} calls, "
          f"{args.requests} requests each, one client; load average {load_average()} ==")
    print(f"{'call':<44} {'p50 ms':>8} {'p95 ms':>8} {'max ms':>8} {'req/s':>9} {'n':>6}")
    results = []
    try:
        for call_name, urls in calls:
            result = measure(port, token, call_name, urls, args.requests, args.seconds)
            results.append(result)
            print(result.row(), flush=True)
    finally:
        server.shutdown()
        thread.join()
    over = [r for r in results if _percentile(r.timings, 95) * 1000 >= TARGET_P95_MS]
    worst = max(results, key=lambda r: _percentile(r.timings, 95))
    print(f"load average after: {load_average()}")
    print(f"worst p95: {worst.name} {_percentile(worst.timings, 95) * 1000:.1f} ms; "
          f"{len(over)} of {len(results)} calls over the {TARGET_P95_MS:.0f} ms target")
    with app.app_context():
        db.session.remove()
        db.engine.dispose()


def staff_token() -> str:
    """A bearer token of a member of staff: the shop's first, or one made for the bench (a production seed makes
    no demo accounts)."""
    user = db.session.scalar(select(User).where(User.status == UserStatus.ADMIN).order_by(User.id).limit(1))
    if user is None:
        user = User(email="bench-staff@example.com", password_hash=hash_password(secrets.token_urlsafe(16)),
                    status=UserStatus.ADMIN)
        db.session.add(user)
        db.session.commit()
    return create_access_token(identity=user)


def measure(port: int, token: str, name: str, urls: Callable[[int], str], requests: int, seconds: float) -> Result:
    """Warm up, then time ``requests`` GETs (bounded by ``seconds``), each on a fresh connection; the warm-up URLs
    are not among the timed ones."""
    for i in range(3):
        _get(port, token, urls(-1 - i))
    timings: list[float] = []
    errors = 0
    started = time.perf_counter()
    for i in range(requests):
        t0 = time.perf_counter()
        status = _get(port, token, urls(i))
        timings.append(time.perf_counter() - t0)
        errors += status != 200
        if time.perf_counter() - started > seconds:
            break
    return Result(name, timings, time.perf_counter() - started, errors)


def _get(port: int, token: str, path: str) -> int:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    try:
        conn.request("GET", path, headers={"Authorization": f"Bearer {token}"})
        response = conn.getresponse()
        response.read()
        if response.status != 200:
            print(f"  ! {response.status} {path}", file=sys.stderr)
        return response.status
    finally:
        conn.close()


def build_calls() -> list[tuple[str, Callable[[int], str]]]:
    """Every list call, each with its own sequence of distinct URLs from the seeded data."""
    rng = random.Random(7)
    brands = list(db.session.scalars(select(Brand.id).order_by(Brand.position)))
    products = db.session.scalar(select(func.count()).select_from(Product)) or 1
    skus = list(db.session.scalars(select(Product.product_id).order_by(Product.id)))
    picked_skus = rng.sample(skus, min(60, len(skus)))
    numbers = list(db.session.scalars(select(Order.number).order_by(Order.id)))
    orders = db.session.execute(select(Order.user_info).order_by(Order.id)).scalars().all()
    phones = [info.get("phone", "") for info in orders if info.get("phone")]
    people = [f"{info.get('firstName', '')} {info.get('lastName', '')}".strip() for info in orders]
    callers = list(db.session.scalars(select(CallbackQuery.name)))
    caller_phones = list(db.session.scalars(select(CallbackQuery.phone)))
    mains = ("fabrics", "crystals", "accessories", "collections")
    sorts = [sort for sort in SORTS if sort != "newest"]

    def cycle(values, make: Callable[[object, int], dict], path: str = "/api/admin/products"):
        """URL i (negative: a warm-up one) from the i-th of ``values``, made into query parameters by ``make``."""
        def url(i: int) -> str:
            value = values[i % len(values)]
            return f"{path}?{urlencode({k: v for k, v in make(value, i).items() if v is not None})}"
        return url

    pages = [1, 2, 3, 5, 10, 40, 100, 400, max(1, products // 25 // 2), max(1, products // 25)]
    deep = [max(1, products // 25 - n) for n in range(0, 200, 7)]  # the far end of a list, by Next or a link
    digits = [''.join(ch for ch in phone if ch.isdigit()) for phone in phones]
    return [
        # What any request costs on this machine now (no list): the floor under every figure below.
        ("baseline: /api/health", lambda i: "/api/health"),
        ("products: newest, pages 1..last", cycle(pages, lambda p, i: {"page": p})),
        ("products: per page 25/50/100", cycle([25, 50, 100], lambda n, i: {"limit": n, "page": 1 + i % 7})),
        ("products: each sort, page 1", cycle(sorts, lambda s, i: {"sort": s})),
        ("products: each sort, pages 2..400", cycle(sorts, lambda s, i: {"sort": s, "page": pages[1 + i % 7]})),
        ("products: each sort, the last pages", cycle(sorts, lambda s, i: {"sort": s, "page": deep[i % len(deep)]})),
        ("products: sort by stock, 50 a page", cycle(["stock_asc", "stock_desc"], lambda s, i: {
            "sort": s, "limit": 50, "page": 1 + i % 5})),
        ("products: category (x active), sorted", cycle(mains, lambda c, i: {
            "category1": c, "active": (None, "true", "false")[i % 3], "sort": sorts[i % len(sorts)]})),
        ("products: brand, sorted", cycle(brands, lambda b, i: {"brandId": b, "sort": sorts[i % len(sorts)]})),
        ("products: stock in/low/out", cycle(["in", "low", "out"], lambda s, i: {
            "stock": s, "sort": sorts[i % len(sorts)], "page": 1 + i % 3})),
        ("products: hidden / shown", cycle(["true", "false"], lambda a, i: {"active": a, "page": 1 + i % 4})),
        ("products: brand + category + stock + active", cycle(brands, lambda b, i: {
            "brandId": b, "category1": mains[i % 4], "stock": ("in", "low", "out")[i % 3], "active": "true"})),
        ("products: search", cycle(SEARCH_TERMS, lambda t, i: {"search": t})),
        ("products: search a sku, whole or its number", cycle(picked_skus, lambda s, i: {
            "search": s if i % 2 else s.rsplit("-", 1)[-1]})),
        ("products: search, sorted and filtered", cycle(SEARCH_TERMS, lambda t, i: {
            "search": t, "sort": sorts[i % len(sorts)], "stock": (None, "in", "low")[i % 3],
            "brandId": brands[i % len(brands)] if i % 2 else None})),
        ("products: search, page 2..4 of 100", cycle(SEARCH_TERMS, lambda t, i: {
            "search": t, "limit": 100, "page": 2 + i % 3})),
        ("colours: pages of 25", cycle(range(1, 14), lambda p, i: {"page": p, "limit": 25}, "/api/admin/colors")),
        ("colours: search, brand, sort", cycle(["black", "чорний", "blue", "#FF", "gold", "rose"], lambda t, i: {
            "search": t, "brandId": brands[i % len(brands)] if i % 2 else None,
            "sort": list(COLOUR_SORTS)[i % len(COLOUR_SORTS)], "limit": 25}, "/api/admin/colors")),
        ("orders: 4 a page, status", cycle(["", "Accepted", "Sent", "Delivered", "Paid"], lambda s, i: {
            "status": s or None, "page": 1 + i % 9, "limit": 4}, "/api/orders")),
        ("orders: search by name", cycle(people, lambda p, i: {"q": p.split()[i % 2] if i % 3 else p,
                                                               "page": 1, "limit": 4}, "/api/orders")),
        ("orders: search by phone (typed digits)", cycle(digits, lambda d, i: {
            "q": f"{d[-10:-7]} {d[-7:-4]}" if i % 2 else d[-9:], "page": 1, "limit": 4}, "/api/orders")),
        ("orders: search by number or e-mail", cycle(numbers, lambda n, i: {
            "q": n if i % 2 else orders[i % len(orders)].get("email", ""), "status": (None, "Paid")[i % 2],
            "page": 1, "limit": 4}, "/api/orders")),
        ("call-backs: search by name or phone", cycle(callers, lambda c, i: {
            "q": c.split()[0] if i % 2 else caller_phones[i % len(caller_phones)][-8:]}, "/api/queries")),
    ]


if __name__ == "__main__":
    main()
