"""SEO benchmark: how long the sitemaps take to build from N products, and what filling index.html adds to a page.

    python bench/sitemap.py                          # 100,000 products on SQLite
    python bench/sitemap.py --products 20000 --db postgresql

Seeds a fresh database with the demo seed (SQLite in a temporary file; PostgreSQL in a scratch schema, default
``bench_sitemap``, dropped and re-created), builds the worker's catalogue index (as a gunicorn worker does before
it takes requests), then prints:

- the sitemap build: reading what to list (one streamed query of ids and skus, the rest from the index, the
  category tree and two small tables) and writing every file, best and worst of --runs, against the 2 s target;
  the files, their URLs and sizes, and what gzip (as sent to crawlers) costs on top;
- the page fill: time to fill index.html for home, category, brand and product pages (each a different URL, so
  nothing is kept: the cost of a first visit), the same when the page is kept (SHOP_SEO_CACHE_SECONDS), and a whole
  request through the app compared with sending the unfilled index.html. Needs the built UI (npm run build).
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from bench.scratch import database_url, load_average, seeded_app
from shop.catalog.engine.read_model import warm_up
from shop.catalog.models import Brand, Category, Product
from shop.extensions import db
from shop.seo import service, sitemap

DEFAULT_PG_URL = "postgresql+psycopg://postgres@127.0.0.1:5432/test"
TARGET_SECONDS = 2.0
PUBLIC_URL = "https://www.dance-fabrics.example"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--products", type=int, default=100_000)
    parser.add_argument("--db", choices=("sqlite", "postgresql"), default="sqlite")
    parser.add_argument("--runs", type=int, default=3, help="sitemap builds to time")
    parser.add_argument("--pages", type=int, default=200, help="distinct pages of each kind to fill")
    parser.add_argument("--pg-url", default=DEFAULT_PG_URL)
    parser.add_argument("--pg-schema", default="bench_sitemap")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="shop-bench-") as tmp:
        run(database_url(args.db, tmp, args.pg_url, args.pg_schema), tmp, args)


def run(url: str, tmp: str, args) -> None:
    # Every build and fill below is timed from scratch unless said otherwise (SHOP_SEO_CACHE_SECONDS 0).
    app, seeded = seeded_app(url, tmp, args.products, SHOP_PUBLIC_URL=PUBLIC_URL, SHOP_SEO_CACHE_SECONDS=0)

    with app.test_request_context("/"):
        started = time.perf_counter()
        warm_up()
        indexed = time.perf_counter() - started
        active = db.session.scalar(db.select(db.func.count()).select_from(Product).where(Product.is_active))
        print(f"\n== {args.db}: {args.products:,} demo products ({active:,} active, with the gift cards), seeded in "
              f"{seeded:.0f} s, catalogue index built in {indexed:.1f} s; load average {load_average()} ==")
        bench_sitemap(args.runs)
        bench_pages(app, args.pages)
        db.session.remove()
        db.engine.dispose()


def bench_sitemap(runs: int) -> None:
    reads, writes, found = [], [], None
    for _ in range(runs):
        started = time.perf_counter()
        found = sitemap.build()
        read = time.perf_counter()
        base = sitemap._base()
        sizes = {}
        index_bytes = len(sitemap.index_xml(found))
        for name, _ in found.names():
            kind, number = name.removesuffix(".xml").rsplit("-", 1)
            part = getattr(found, kind)
            start, stop = part.files[int(number) - 1]
            sizes[name] = (stop - start, sum(len(chunk) for chunk in sitemap._write(part, start, stop, base)))
        done = time.perf_counter()
        reads.append(read - started)
        writes.append(done - read)
    totals = [r + w for r, w in zip(reads, writes, strict=True)]
    print(f"\nsitemap: {len(sizes)} files + the index ({index_bytes:,} bytes)")
    for name, (count, size) in sizes.items():
        print(f"  {name:<22} {count:>7,} URLs {size / 1e6:8.1f} MB")
    print(f"  read what to list   best {min(reads):.2f} s, worst {max(reads):.2f} s")
    print(f"  write every file    best {min(writes):.2f} s, worst {max(writes):.2f} s")
    verdict = "within" if min(totals) < TARGET_SECONDS else "OVER"
    print(f"  sitemap build       best {min(totals):.2f} s, worst {max(totals):.2f} s "
          f"({verdict} the {TARGET_SECONDS:.0f} s target)")
    assert found is not None
    started = time.perf_counter()
    zipped = 0
    for name, _ in found.names():
        kind, number = name.removesuffix(".xml").rsplit("-", 1)
        part = getattr(found, kind)
        start, stop = part.files[int(number) - 1]
        zipped += sum(len(chunk) for chunk in sitemap.gzipped(sitemap._write(part, start, stop, sitemap._base())))
    print(f"  gzip, as sent       {time.perf_counter() - started:.2f} s for all files "
          f"({zipped / 1e6:.1f} MB on the wire)")


def bench_pages(app, count: int) -> None:
    """Fill times per kind of page: first visits (distinct URLs), kept pages, and whole requests."""
    session = db.session
    every = list(session.scalars(db.select(Product.product_id).where(Product.is_active).order_by(Product.id)
                                 .limit(count * 50)))
    skus, others = every[::50][:count], every[25::50][:count]  # each visited once: its card is not kept yet
    categories = [
        "/" + "/".join(row) for row in session.execute(
            db.select(Category.main, Category.slug).where(Category.level == 2, Category.main != "collections"))]
    brands = [f"/brands/{slug}" for slug in session.scalars(db.select(Brand.slug))]
    kinds: list[tuple[str, list[str]]] = [
        ("home", ["/"]),
        ("category (24 products)", categories),
        ("brand (24 products)", brands),
        ("product", [f"/products/{sku}" for sku in skus]),
    ]
    if not os.path.isfile(os.path.join(app.config["SHOP_DIST_DIR"], "index.html")):
        print("\npage fill: the UI is not built (npm run build); skipped")
        return
    print(f"\npage fill (ms; {count} pages of each kind, p50 / p95 / max){'':10}first visit        kept")
    for name, urls in kinds:
        cold = _times(urls, count, lambda url: _fill(url))
        app.config["SHOP_SEO_CACHE_SECONDS"] = 60
        _fill(urls[0])
        kept = _times(urls[:1], count, lambda url: _fill(url))
        app.config["SHOP_SEO_CACHE_SECONDS"] = 0
        service.forget()
        print(f"  {name:<52} {_row(cold)}   {_row(kept)}")

    client = app.test_client()
    raw = _times(["/index.html"], count, lambda url: client.get(url).close())  # the static file, unfilled
    whole = _times([f"/products/{sku}" for sku in others], count, lambda url: client.get(url).close())
    print(f"  whole request: index.html as a static file (unfilled){'':1}{_row(raw)}")
    print(f"  whole request: a product page, filled (first visit){'':3}{_row(whole)}")


def _fill(url: str) -> None:
    path, _, query = url.partition("?")
    page = service.storefront_page(path, dict(p.split("=", 1) for p in query.split("&") if p))
    assert page is not None and page.status == 200, url


def _times(urls: list[str], count: int, call: Callable[[str], object]) -> list[float]:
    timings = []
    for i in range(count):
        started = time.perf_counter()
        call(urls[i % len(urls)])
        timings.append((time.perf_counter() - started) * 1000)
    return timings


def _row(timings: list[float]) -> str:
    ordered = sorted(timings)
    p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
    return f"{statistics.median(ordered):5.2f} / {p95:5.2f} / {ordered[-1]:6.2f}"


if __name__ == "__main__":
    main()
