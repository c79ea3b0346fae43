"""Catalogue API benchmark: seeds N demo products and prints p50/p95 latency and requests/s of every call.

    python bench/catalog.py                      # 50,000 products, SQLite and PostgreSQL
    python bench/catalog.py --products 5000 --db sqlite --requests 100

Each database is fresh: SQLite in a temporary file; PostgreSQL in a scratch schema (default
``bench_catalog``, dropped and re-created) of the database in --pg-url, so other users of that database
are not disturbed. The demo seed (shop.demo.seed.seed_demo) fills it, then the app runs under werkzeug's
threaded WSGI server in a background thread and one client sends the requests over real HTTP, one at a
time: a few warm-up requests per call, then --requests timed ones (cycling through varied URLs where
the call takes a parameter), each call bounded by --seconds. The catalogue target is p95 < 50 ms.
"""
from __future__ import annotations

import argparse
import http.client
import os
import random
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from urllib.parse import quote, urlencode

from werkzeug.serving import WSGIRequestHandler, make_server

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from bench.scratch import database_url, load_average, seeded_app
from shop.catalog.models import Brand, Category, Colour, Product
from shop.extensions import db

DEFAULT_PG_URL = "postgresql+psycopg://postgres@127.0.0.1:5432/test"
TARGET_P95_MS = 50.0
# Words shoppers type: English, Ukrainian, one-letter typos, a colour, a brand, a transliteration.
SEARCH_TERMS = (
    "chifon", "шифон", "lycra", "лайкра", "velvet", "оксамит", "crystal ab", "chrisanne", "royal blue", "mesh",
    "stras", "feather", "sequin", "hologram", "glitter", "swarovski", "fuchsia", "satin", "lyrca", "kristal",
)


class QuietHandler(WSGIRequestHandler):
    """No access log: thousands of lines would bury the table."""

    def log_request(self, *args, **kwargs) -> None:
        return None


@dataclass
class Result:
    name: str
    timings: list[float]
    elapsed: float
    errors: int

    def row(self) -> str:
        p50 = statistics.median(self.timings) * 1000
        p95 = _percentile(self.timings, 95) * 1000
        rate = len(self.timings) / self.elapsed if self.elapsed else 0.0
        flag = "  ERRORS" if self.errors else "" if p95 < TARGET_P95_MS else "  <-- over target"
        worst = max(self.timings) * 1000
        return f"{self.name:<44} {p50:8.1f} {p95:8.1f} {worst:8.1f} {rate:9.0f} {len(self.timings):6d}{flag}"


def _percentile(values: list[float], pct: float) -> float:
    ordered = sorted(values)
    k = max(0, min(len(ordered) - 1, round(pct / 100 * len(ordered) + 0.5) - 1))
    return ordered[k]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--products", type=int, default=50_000)
    parser.add_argument("--db", choices=("sqlite", "postgresql", "both"), default="both")
    parser.add_argument("--requests", type=int, default=200, help="timed requests per call")
    parser.add_argument("--seconds", type=float, default=20.0, help="time bound per call")
    parser.add_argument("--pg-url", default=DEFAULT_PG_URL)
    parser.add_argument("--pg-schema", default="bench_catalog")
    args = parser.parse_args()

    for name in ("sqlite", "postgresql") if args.db == "both" else (args.db,):
        with tempfile.TemporaryDirectory(prefix="shop-bench-") as tmp:
            run(name, database_url(name, tmp, args.pg_url, args.pg_schema), tmp, args)


def run(name: str, url: str, tmp: str, args) -> None:
    app, seeded = seeded_app(url, tmp, args.products)
    with app.app_context():
        calls = build_calls(args.products)
        db.session.remove()

    server = make_server("127.0.0.1", 0, app, threaded=True, request_handler=QuietHandler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    port = server.server_port
    print(f"\n== {name}: {args.products:,} products (seeded in {seeded:.0f} s), {len(calls)} calls, "
          f"{args.requests} requests each, one client; load average {load_average()} ==")
    print(f"{'call':<44} {'p50 ms':>8} {'p95 ms':>8} {'max ms':>8} {'req/s':>9} {'n':>6}")
    results = []
    try:
        for call_name, urls in calls:
            result = measure(port, call_name, urls, args.requests, args.seconds)
            results.append(result)
            print(result.row(), flush=True)
    finally:
        server.shutdown()
        thread.join()
    worst = max(results, key=lambda r: _percentile(r.timings, 95))
    # Other work on the machine shows up as p95/max outliers; the load average says whether there was any.
    print(f"load average after: {load_average()}")
    print(f"worst p95: {worst.name} {_percentile(worst.timings, 95) * 1000:.1f} ms "
          f"({'within' if _percentile(worst.timings, 95) * 1000 < TARGET_P95_MS else 'OVER'} the "
          f"{TARGET_P95_MS:.0f} ms target)")
    with app.app_context():
        db.session.remove()
        db.engine.dispose()


def measure(port: int, name: str, urls: Callable[[int], str], requests: int, seconds: float) -> Result:
    """Warm up, then time ``requests`` GETs (bounded by ``seconds``), each on a fresh connection."""
    for i in range(5):
        _get(port, urls(i))
    timings: list[float] = []
    errors = 0
    started = time.perf_counter()
    for i in range(requests):
        t0 = time.perf_counter()
        status = _get(port, urls(i))
        timings.append(time.perf_counter() - t0)
        errors += status != 200
        if time.perf_counter() - started > seconds:
            break
    return Result(name, timings, time.perf_counter() - started, errors)


def _get(port: int, path: str) -> int:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        conn.request("GET", path)
        response = conn.getresponse()
        response.read()
        if response.status != 200:
            print(f"  ! {response.status} {path}", file=sys.stderr)
        return response.status
    finally:
        conn.close()


def build_calls(products: int) -> list[tuple[str, Callable[[int], str]]]:
    """Every catalogue call with real values from the seeded data; varied where a call takes a parameter."""
    rng = random.Random(7)
    session = db.session
    sample = session.execute(
        db.select(Product.product_id, Product.slug, Product.group, Product.category1, Product.category2,
                  Product.category3, Product.category4, Brand.slug.label("brand"), Colour.slug.label("colour"))
        .join(Brand, Product.brand_id == Brand.id)
        .join(Colour, Product.colour_id == Colour.id)
        .where(Product.group.is_not(None), Product.category4.is_not(None))
        .order_by(Product.id)
    ).all()
    picks = rng.sample(sample, min(100, len(sample)))
    categories = session.execute(db.select(Category.level, Category.slug)).all()
    level2 = sorted({slug for level, slug in categories if level == 2})
    brands = [b for b in session.scalars(db.select(Brand.slug).order_by(Brand.position))]

    mains = ("fabrics", "crystals", "accessories", "collections")

    def each(items, template: str, **params) -> Callable[[int], str]:
        """URL i: ``template`` formatted with the i-th item as ``p`` (cycling), plus query parameters."""

        def url(i: int) -> str:
            item = items[i % len(items)]
            values = {k: v.format(p=item) if isinstance(v, str) else v for k, v in params.items()}
            path = template.format(p=item, q=quote(item.product_id) if hasattr(item, "product_id") else "")
            return f"{path}?{urlencode(values)}" if values else path

        return url

    def fixed(path: str) -> Callable[[int], str]:
        return lambda i: path

    feed = "/api/products-feed"
    return [
        ("products-feed/?limit=20", each(range(1, 6), feed + "/", limit=20, page="{p}")),
        ("search suggestion (limit=4)", each(SEARCH_TERMS, feed + "/search", search="{p}", limit=4, category1="ALL")),
        ("search page (FABRICS, limit=20)", each(SEARCH_TERMS, feed + "/search", search="{p}", category1="FABRICS")),
        ("search sorted by price", each(SEARCH_TERMS, feed + "/search", search="{p}", sort="price_asc")),
        ("new", each(range(1, 4), feed + "/new", page="{p}")),
        ("sales", each(range(1, 4), feed + "/sales", page="{p}")),
        ("categories/{slug} (any level)", each(level2, feed + "/categories/{p}")),
        ("main-category/{main} page 3", each(mains, feed + "/main-category/{p}", page=3, limit=24)),
        ("main-category sorted by price", each(mains, feed + "/main-category/{p}", sort="price_asc", limit=24)),
        ("main-category price+colour+stock filter", each(
            picks, feed + "/main-category/{p.category1}", min_price=1, max_price=20, color="{p.colour}",
            in_stock="true")),
        ("main-category/{main}/{c2}", each(picks, feed + "/main-category/{p.category1}/{p.category2}")),
        ("main-brand/{brand}", each(brands, feed + "/main-brand/{p}", page=2, limit=24)),
        ("category/{c2}/{c3}", each(picks, feed + "/category/{p.category2}/{p.category3}")),
        ("products/{sku} (product page)", each(picks, feed + "/products/{q}")),
        ("products/group/{group}", each(picks, feed + "/products/group/{p.group}")),
        ("brand/{brand}/{color}/{category4}", each(picks, feed + "/brand/{p.brand}/{p.colour}/{p.category4}")),
        ("brand/{brand} (brand page)", each(brands, feed + "/brand/{p}", page=1, limit=24)),
        ("categories/recent/{main}", each(mains, feed + "/categories/recent/{p}")),
        ("categories/same-color/{color}/{sku}", each(picks, feed + "/categories/same-color/{p.colour}/{q}")),
        ("categories/also-liked/{color}/{sku}", each(
            picks, feed + "/categories/also-liked/{p.colour}/{q}", category1="{p.category1}",
            category2="{p.category2}", category3="{p.category3}")),
        ("product/{c2}/{c3}/{slug}", each(picks, feed + "/product/{p.category2}/{p.category3}/{p.slug}")),
        ("brands/all-brands", fixed("/api/brands/all-brands")),
        ("brands/brands (menu)", fixed("/api/brands/brands")),
        ("brands/brands/{brand}", each(brands, "/api/brands/brands/{p}")),
        ("brands/brands/{brand}/{c3}", each(picks, "/api/brands/brands/{p.brand}/{p.category3}")),
        ("brands/brands/{brand}/{c3}/{c4}", each(picks, "/api/brands/brands/{p.brand}/{p.category3}/{p.category4}")),
        ("brands/all-fabrics", each(range(1, 6), "/api/brands/all-fabrics", page="{p}")),
        ("slider/all-sliders", fixed("/api/slider/all-sliders")),
        ("currencies", fixed("/api/currencies")),
        ("colors/all-colors", fixed("/api/colors/all-colors")),
        ("colors/all-colors-in-db", fixed("/api/colors/all-colors-in-db")),
        ("colors/color-by-brand/{brand}", each(brands, "/api/colors/color-by-brand/{p}")),
        ("colors/color-by-brand/{brand}/{color}", each(picks, "/api/colors/color-by-brand/{p.brand}/{p.colour}")),
        ("colors/color-by-product?ct1&ct2", each(picks, "/api/colors/color-by-product", ct1="{p.category1}",
                                                  ct2="{p.category2}")),
        ("colors/color-by-product (everything)", fixed("/api/colors/color-by-product")),
        ("categories/{c1}", each(mains, "/api/categories/{p}")),
        ("categories/{c1}/{c2}", each(picks, "/api/categories/{p.category1}/{p.category2}")),
        ("categories/{c1}/{c2}/{c3}", each(picks, "/api/categories/{p.category1}/{p.category2}/{p.category3}")),
        ("categories/{c1}/{c2}/{c3}/{c4} (products)", each(
            picks, "/api/categories/{p.category1}/{p.category2}/{p.category3}/{p.category4}")),
        ("menu/ (all mains)", fixed("/api/menu/")),
        ("menu/fabrics", fixed("/api/menu/fabrics")),
    ]

if __name__ == "__main__":
    main()
