"""Listings under load, side by side with a bare Flask app served the same way; then listings while stock changes.

    python bench/listing_load.py                                  # 100,000 products on SQLite, both parts
    python bench/listing_load.py --products 20000 --seconds 5     # quicker
    python bench/listing_load.py --db postgresql --part listing   # PostgreSQL, the first part only
    python bench/listing_load.py --database-url sqlite:////tmp/big.db   # reuse a seeded database

Part 1 (listing): the shop and bench/bare_app.py ("hello") run under gunicorn with `make run`'s flags
(GUNICORN_FLAGS in the Makefile), the shop in production mode; wrk sends 16 concurrent clients at each call for
--seconds, with the headers a browser sends (compression accepted). Printed per call: requests/s, p50/p95/p99,
and the ratio to the bare app's requests/s, for the shop as served (finished responses kept per worker for
SHOP_RESPONSE_CACHE_SECONDS) and again with every request computed. Then the bytes of a 24-product page on the
wire.
Targets (issue 9): feed, main-category page and suggestions at 0.35x of bare or better with p95 <= 50 ms;
a 24-product page <= 15 KB.

Part 2 (stock): 16 clients on listings for 60 s while another process changes the stock of 5 products a second
(as orders would), straight in the database. Printed: listing p95, how long a change took to reach every
worker's listings (a product sold out leaving an in-stock listing), and each worker's index builds and changes
applied (from /api/health): the target is p95 <= 50 ms and no rebuild.

Needs wrk (Debian: apt-get install wrk).
"""
from __future__ import annotations

import argparse
import http.client
import json
import os
import random
import re
import runpy
import secrets
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from contextlib import contextmanager
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path
from urllib.parse import quote

from sqlalchemy import create_engine, select, text, update

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.scratch import fresh_pg_schema  # noqa: E402  (the scratch schema every bench uses)
from shop.catalog.models import Product  # noqa: E402

BENCH = ROOT / "bench"
PYTHON_BIN = Path(sys.executable).parent
SEARCH_TERMS = (
    "chifon", "шифон", "lycra", "лайкра", "velvet", "оксамит", "crystal ab", "chrisanne", "royal blue", "mesh",
    "stras", "feather", "sequin", "hologram", "glitter", "swarovski", "fuchsia", "satin", "lyrca", "kristal",
)
MAINS = ("fabrics", "crystals", "accessories")
TARGET_RATIO, TARGET_P95_MS, TARGET_PAGE_BYTES = 0.35, 50.0, 15 * 1024
# The shop as it runs (finished responses kept per worker for a few seconds), and with every request computed,
# which is what a page nobody asked for in the last seconds costs.
PRODUCTION = "as served (kept responses on)"
MODES = {PRODUCTION: {}, "every request computed (SHOP_RESPONSE_CACHE_SECONDS=0)": {"SHOP_RESPONSE_CACHE_SECONDS": "0"}}


def gunicorn_flags() -> list[str]:
    """The flags `make run` serves the shop with."""
    found = re.search(r"^GUNICORN_FLAGS\s*[:?]?=\s*(.+)$", (ROOT / "Makefile").read_text(), re.MULTILINE)
    if not found:
        raise SystemExit("GUNICORN_FLAGS not found in the Makefile")
    return found.group(1).split()


def gunicorn_workers() -> int:
    """How many workers those flags start: gunicorn.conf.py's (one per CPU, or SHOP_WEB_WORKERS)."""
    return int(runpy.run_path(str(ROOT / "gunicorn.conf.py"))["workers"])


# ---------------------------------------------------------------- the database


def prepare_database(args, tmp: str) -> str:
    """A migrated database with the demo catalogue of --products products (seeded unless it already has them)."""
    if args.database_url:
        url = args.database_url
    elif args.db == "sqlite":
        url = f"sqlite:///{tmp}/shop.db"
    else:
        url = fresh_pg_schema(args.pg_url, args.pg_schema)
    env = {**os.environ, "SHOP_DATABASE_URL": url, "SHOP_ENV": "development"}
    engine = create_engine(url)
    try:
        with engine.connect() as conn:
            have = conn.execute(text("SELECT count(*) FROM products")).scalar_one()
    except Exception:
        have = 0
    engine.dispose()
    if have >= args.products:
        print(f"using {url}: {have:,} products already there")
        args.products = have  # the figures are printed for the catalogue measured
        return url
    started = time.perf_counter()
    flask = [str(PYTHON_BIN / "flask"), "--app", "shop"]
    subprocess.run([*flask, "db", "upgrade"], env=env, cwd=ROOT, check=True, capture_output=True)
    subprocess.run([*flask, "seed-demo", "--products", str(args.products), "--wipe"], env=env, cwd=ROOT, check=True,
                   capture_output=True)
    if url.startswith("postgresql"):
        engine = create_engine(url)
        with engine.begin() as conn:
            conn.execute(text("ANALYZE"))
        engine.dispose()
    print(f"seeded {args.products:,} products into {url} in {time.perf_counter() - started:.0f} s")
    return url


# ---------------------------------------------------------------- servers and clients


@dataclass(frozen=True)
class Server:
    port: int
    log: Path  # gunicorn's log: each worker says there when it is ready (gunicorn.conf.py's post_worker_init)


@contextmanager
def serve(app: str, port: int, url: str | None, log: Path, chdir: Path = ROOT, settings: dict | None = None):
    """gunicorn with make run's flags (and these SHOP_* settings), until the ``with`` ends."""
    # The same workers from start to end (SHOP_WEB_MAX_REQUESTS=0): under this load a worker can reach make run's
    # max_requests within a run, and one replaced mid-run would measure its own start-up (the index built again)
    # instead of the traffic, and hide how much memory a worker grows to.
    env = {**os.environ, "SHOP_ENV": "production", "SHOP_SECRET_KEY": secrets.token_urlsafe(48),
           "SHOP_WEB_MAX_REQUESTS": "0", **(settings or {})}
    if url:
        env["SHOP_DATABASE_URL"] = url
    command = [str(PYTHON_BIN / "gunicorn"), *gunicorn_flags(), "-b", f"127.0.0.1:{port}", "--chdir", str(chdir), app]
    with log.open("w") as out:
        process = subprocess.Popen(command, env=env, cwd=ROOT, stdout=out, stderr=subprocess.STDOUT)
    try:
        yield Server(port, log)
    finally:
        process.terminate()
        process.wait(30)


def get(port: int, path: str, headers: dict | None = None) -> tuple[int, bytes, dict]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    try:
        conn.request("GET", path, headers=headers or {})
        response = conn.getresponse()
        return response.status, response.read(), dict(response.getheaders())
    finally:
        conn.close()


def wait_for_workers(server: Server, path: str, workers: int, seconds: float = 300) -> dict[int, dict]:
    """Wait until ``workers`` live workers have said they are ready and ``path`` answers 200; their pids. The
    workers share one listening socket, so which one answers a request is the kernel's choice: readiness is read
    from the log, not from answers."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        text = server.log.read_text(errors="replace") if server.log.exists() else ""
        ready = {int(pid) for pid in _READY.findall(text) if Path(f"/proc/{pid}").exists()}
        if len(ready) >= workers:
            try:
                status, _, _ = get(server.port, path)
            except OSError:
                status = 0
            if status == 200:
                return {pid: {} for pid in sorted(ready)} | (_healths(server) if path.startswith("/api/health") else {})
        time.sleep(0.2)  # a poll of the log and the port, not a wait for a fixed time
    raise SystemExit(f"the server on port {server.port} did not answer from {workers} workers in time")


def _healths(server: Server, asks: int = 40) -> dict[int, dict]:
    """/api/health of each worker that answered one of ``asks`` requests (each names its worker's pid)."""
    found: dict[int, dict] = {}
    for _ in range(asks):
        status, body, _ = get(server.port, "/api/health")
        if status == 200:
            health = json.loads(body)
            found[health["worker"]] = health
    return found


_READY = re.compile(r"Worker ready \(pid: (\d+)\)")


@dataclass
class Load:
    rps: float
    p50_ms: float
    p95_ms: float
    p99_ms: float
    max_ms: float
    errors: int
    requests: int


def wrk(port: int, paths: list[str], seconds: float, clients: int) -> Load:
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as fh:
        fh.write("\n".join(paths))
    try:
        result = subprocess.run(
            ["wrk", "-t2", f"-c{clients}", f"-d{seconds:.0f}s", "-s", str(BENCH / "wrk_report.lua"),
             f"http://127.0.0.1:{port}", "--", fh.name],
            check=True, capture_output=True, text=True,
        )
    finally:
        os.unlink(fh.name)
    line = next(line for line in result.stdout.splitlines() if line.startswith("RESULT "))
    data = json.loads(line[len("RESULT "):])
    return Load(data["rps"], data["p50_ms"], data["p95_ms"], data["p99_ms"], data["max_ms"], data["errors"],
                data["requests"])


def warm_up(args, port: int, paths: list[str]) -> None:
    """wrk for --warmup-seconds before a timed run (connections up, caches filled); none when 0 (a quick run)."""
    if args.warmup_seconds > 0:
        wrk(port, paths, args.warmup_seconds, args.clients)


# ---------------------------------------------------------------- part 1: listings against bare Flask


def listing_targets(skus: list[str]) -> dict[str, list[str]]:
    rng = random.Random(7)
    return {
        "feed (24, pages 1-20)": [f"/api/products-feed/?limit=24&page={page}" for page in range(1, 21)],
        "main-category (24, pages 1-10)": [
            f"/api/products-feed/main-category/{main}?limit=24&page={page}" for main in MAINS for page in range(1, 11)
        ],
        "suggestions (limit=4)": [
            f"/api/products-feed/search?search={quote(term)}&category1=ALL&limit=4" for term in SEARCH_TERMS
        ],
        "product detail": [f"/api/products-feed/products/{quote(sku)}" for sku in rng.sample(skus, 50)],
    }


def page_bytes(port: int) -> dict[str, int]:
    path = "/api/products-feed/main-category/fabrics?limit=24"
    sizes = {}
    for label, encoding in (("identity", "identity"), ("gzip", "gzip"), ("brotli", "gzip, deflate, br")):
        status, body, _headers = get(port, path, {"Accept-Encoding": encoding})
        assert status == 200, status
        sizes[label] = len(body)
    return sizes


def part_listing(args, url: str, skus: list[str], tmp: Path) -> None:
    workers = gunicorn_workers()
    print(f"\n== Part 1: listings vs bare Flask, {args.products:,} products, {args.clients} clients, "
          f"{args.seconds:.0f} s per call, gunicorn {' '.join(gunicorn_flags())} ==")
    with serve("bare_app:app", args.port + 1, None, tmp / "bare.log", chdir=BENCH) as bare:
        wait_for_workers(bare, "/hello", workers)
        warm_up(args, args.port + 1, ["/hello"])
        bare_before = wrk(args.port + 1, ["/hello"], args.seconds, args.clients)
    runs = {}
    for mode, settings in MODES.items():
        with serve("wsgi:app", args.port, url, tmp / "shop.log", settings=settings) as shop:
            wait_for_workers(shop, "/api/health", workers)
            results = {}
            for name, paths in listing_targets(skus).items():
                warm_up(args, args.port, paths)  # connections, caches
                results[name] = wrk(args.port, paths, args.seconds, args.clients)
            runs[mode] = results
            sizes = page_bytes(args.port)
    with serve("bare_app:app", args.port + 1, None, tmp / "bare.log", chdir=BENCH) as bare:
        wait_for_workers(bare, "/hello", workers)
        bare_after = wrk(args.port + 1, ["/hello"], args.seconds, args.clients)
    bare = (bare_before.rps + bare_after.rps) / 2
    print(f"{'call':<32} {'req/s':>8} {'ratio':>7} {'p50 ms':>8} {'p95 ms':>8} {'p99 ms':>8} {'errors':>7}")
    print(f"{'bare Flask hello (mean of 2)':<32} {bare:8.0f} {1:7.2f} {bare_before.p50_ms:8.1f} "
          f"{bare_before.p95_ms:8.1f} {bare_before.p99_ms:8.1f} {bare_before.errors:7d}")
    for mode, results in runs.items():
        print(f"-- the shop, {mode}")
        for name, load in results.items():
            ratio = load.rps / bare
            verdict = "" if name == "product detail" or mode != PRODUCTION else (
                "  ok" if ratio >= TARGET_RATIO and load.p95_ms <= TARGET_P95_MS else "  <-- misses the target")
            print(f"{name:<32} {load.rps:8.0f} {ratio:7.3f} {load.p50_ms:8.1f} {load.p95_ms:8.1f} "
                  f"{load.p99_ms:8.1f} {load.errors:7d}{verdict}")
    print(f"24-product page on the wire: {sizes['brotli']:,} B brotli, {sizes['gzip']:,} B gzip, "
          f"{sizes['identity']:,} B uncompressed  ({'ok' if sizes['brotli'] <= TARGET_PAGE_BYTES else 'too big'})")


# ---------------------------------------------------------------- part 2: listings while stock changes


def busy_listing_paths() -> list[str]:
    """The listing calls a busy shop answers while stock moves: feeds, main categories, in-stock filters, search."""
    return [
        *(f"/api/products-feed/?limit=24&page={page}" for page in range(1, 6)),
        *(f"/api/products-feed/main-category/{main}?limit=24&page={page}" for main in MAINS for page in (1, 2)),
        *(f"/api/products-feed/main-category/{main}?limit=24&in_stock=true" for main in MAINS),
        *(f"/api/products-feed/search?search={quote(term)}&category1=ALL&limit=4" for term in SEARCH_TERMS[:8]),
    ]


def print_workers(before: dict[int, dict], after: dict[int, dict]) -> None:
    """Each worker's catalogue index before and after a run (from /api/health): a rebuild would show here."""
    for pid, health in sorted(after.items()):
        first = before.get(pid, {}).get("catalogue", {})
        catalogue = health.get("catalogue")
        if catalogue is None:  # the kernel gave none of the health requests to this worker
            print(f"worker {pid}: did not answer a health request")
            continue
        print(f"worker {pid}: index builds {catalogue['builds']} (at start {first.get('builds', '?')}), "
              f"changes applied in place {catalogue['changes_applied']} (at start "
              f"{first.get('changes_applied', '?')}), products listed {catalogue['products']:,}")


def add_database_arguments(parser: argparse.ArgumentParser, pg_schema: str) -> None:
    """--products, --db, --database-url, --pg-url, --pg-schema: which scratch database a bench seeds or reuses."""
    parser.add_argument("--products", type=int, default=100_000)
    parser.add_argument("--db", choices=("sqlite", "postgresql"), default="sqlite")
    parser.add_argument("--database-url", help="use (and, if short of products, seed) this database")
    parser.add_argument("--pg-url", default="postgresql+psycopg://postgres@127.0.0.1:5432/test")
    parser.add_argument("--pg-schema", default=pg_schema)


def part_stock(args, url: str, skus: list[str], tmp: Path) -> None:
    workers = gunicorn_workers()
    per_second, seconds = args.changes_per_second, args.stock_seconds
    print(f"\n== Part 2: listings while {per_second} products a second change stock, {seconds:.0f} s, "
          f"{args.clients} clients ==")
    engine = create_engine(url)
    with engine.connect() as conn:
        ids = [row.id for row in conn.execute(select(Product.id).where(Product.is_active.is_(True)))]
        probes = [(row.id, row.product_id, row.stock) for row in conn.execute(
            select(Product.id, Product.product_id, Product.stock).where(Product.stock > 0).limit(200))]
    paths = busy_listing_paths()
    stop = threading.Event()
    changes = [0]
    lags: list[float] = []

    def change_stock() -> None:
        rng = random.Random(11)
        with engine.connect() as conn:
            while not stop.is_set():
                started = time.monotonic()
                for product_id in rng.sample(ids, per_second):
                    conn.execute(update(Product).where(Product.id == product_id)
                                 .values(stock=Decimal(rng.randint(0, 400)) / 10))
                    conn.commit()
                    changes[0] += 1
                stop.wait(max(0.0, 1.0 - (time.monotonic() - started)))

    def measure_lag() -> None:
        """Sell a product out, and time until no worker lists it as in stock any more (then restock it)."""
        rng = random.Random(5)
        with engine.connect() as conn:
            while not stop.is_set():
                product_id, sku, stock = rng.choice(probes)
                path = f"/api/products-feed/search?search={quote(sku)}&in_stock=true&limit=1"
                conn.execute(update(Product).where(Product.id == product_id).values(stock=0))
                conn.commit()
                sold_out, agreeing = time.monotonic(), 0
                while agreeing < 2 * workers and time.monotonic() - sold_out < 30:
                    total = json.loads(get(args.port, path)[1])["total"]
                    agreeing = agreeing + 1 if total == 0 else 0
                lags.append(time.monotonic() - sold_out)
                conn.execute(update(Product).where(Product.id == product_id).values(stock=stock))
                conn.commit()
                stop.wait(3)

    with serve("wsgi:app", args.port, url, tmp / "shop-stock.log") as shop:
        before = wait_for_workers(shop, "/api/health", workers)
        warm_up(args, args.port, paths)
        threads = [threading.Thread(target=change_stock), threading.Thread(target=measure_lag)]
        for thread in threads:
            thread.start()
        load = wrk(args.port, paths, seconds, args.clients)
        stop.set()
        for thread in threads:
            thread.join()
        after = wait_for_workers(shop, "/api/health", workers)
    engine.dispose()
    print(f"stock changes written: {changes[0]} ({changes[0] / seconds:.1f}/s)")
    print(f"listings: {load.rps:.0f} req/s, p50 {load.p50_ms:.1f} ms, p95 {load.p95_ms:.1f} ms, "
          f"p99 {load.p99_ms:.1f} ms, {load.errors} errors  "
          f"({'ok' if load.p95_ms <= TARGET_P95_MS else '<-- misses the target'})")
    if lags:
        print(f"a sell-out reached every worker's listings in: median {statistics.median(lags):.2f} s, "
              f"max {max(lags):.2f} s ({len(lags)} probes)")
    print_workers(before, after)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_database_arguments(parser, "bench_listing")
    parser.add_argument("--part", choices=("listing", "stock", "both"), default="both")
    parser.add_argument("--seconds", type=float, default=15.0, help="load per call in part 1")
    parser.add_argument("--stock-seconds", type=float, default=60.0)
    parser.add_argument("--changes-per-second", type=int, default=5)
    parser.add_argument("--warmup-seconds", type=float, default=2.0,
                        help="wrk before each timed run; 0: none (make bench QUICK=1, whose figures mean nothing)")
    parser.add_argument("--clients", type=int, default=16)
    parser.add_argument("--port", type=int, default=5077)
    args = parser.parse_args()
    if shutil.which("wrk") is None:
        raise SystemExit("wrk is needed: apt-get install wrk")
    with tempfile.TemporaryDirectory(prefix="shop-load-") as tmp:
        url = prepare_database(args, tmp)
        engine = create_engine(url)
        with engine.connect() as conn:
            skus = list(conn.execute(select(Product.product_id).where(Product.is_active.is_(True))).scalars())
        engine.dispose()
        print(f"load average before: {os.getloadavg()[0]:.2f}; logs in {tmp}")
        if args.part in ("listing", "both"):
            part_listing(args, url, skus, Path(tmp))
        if args.part in ("stock", "both"):
            part_stock(args, url, skus, Path(tmp))


if __name__ == "__main__":
    main()
