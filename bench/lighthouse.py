"""Lighthouse SEO scores of the home page, a category page and a product page of a seeded shop.

    python bench/lighthouse.py                 # needs `npm ci` (lighthouse is a devDependency) and `npm run build`
    python bench/lighthouse.py --products 500 --category /crystals --all-categories

Seeds a demo shop (SQLite in a temporary folder), serves it on a free port with its public URL set to that
address (canonical URLs must point at the site Lighthouse audits), and runs node_modules/lighthouse against
Debian's Chromium (CHROME_PATH=/usr/bin/chromium, headless, with the flags of the browser tests). Prints each
page's SEO score and the audits that did not pass; exits 1 when a page scores below 100.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import threading

from werkzeug.serving import WSGIRequestHandler, make_server

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from bench.scratch import seeded_app
from shop.catalog.models import Product
from shop.extensions import db

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

LIGHTHOUSE = os.path.join(ROOT, "node_modules", "lighthouse", "cli", "index.js")
CHROMIUM = "/usr/bin/chromium"
# GUIDE section 4: the flags every browser run here uses.
CHROME_FLAGS = ("--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run "
                "--disable-background-networking --disable-component-update --disable-sync")


class QuietHandler(WSGIRequestHandler):
    def log_request(self, *args, **kwargs) -> None:
        return None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--products", type=int, default=2_000)
    parser.add_argument("--category", default="/fabrics/lycra", help="the category page to audit")
    parser.add_argument("--all-categories", action="store_true", help="also print performance, a11y, best practices")
    args = parser.parse_args()
    for needed, hint in ((LIGHTHOUSE, "run `npm ci`"), (CHROMIUM, "install Debian's chromium"),
                         (os.path.join(ROOT, "shop", "static", "dist", "index.html"), "run `npm run build`")):
        if not os.path.exists(needed):
            print(f"{needed} is missing: {hint}", file=sys.stderr)
            return 2
    node = shutil.which("node")
    if node is None:
        print("node is not installed", file=sys.stderr)
        return 2

    with tempfile.TemporaryDirectory(prefix="shop-lighthouse-") as tmp:
        port = _free_port()
        base = f"http://127.0.0.1:{port}"
        app, _ = seeded_app(f"sqlite:///{tmp}/shop.db", tmp, args.products, SHOP_PUBLIC_URL=base)
        with app.app_context():
            sku = db.session.scalar(db.select(Product.product_id).where(
                Product.is_active, Product.category2 == "lycra").order_by(Product.popularity.desc()).limit(1))
            db.session.remove()
        server = make_server("127.0.0.1", port, app, threaded=True, request_handler=QuietHandler)
        thread = threading.Thread(target=server.serve_forever, daemon=True)
        thread.start()
        worst = 100
        try:
            categories = "seo,performance,accessibility,best-practices" if args.all_categories else "seo"
            print(f"Lighthouse {_version()} on {base} (Chromium {CHROMIUM}), {args.products:,} demo products")
            for name, path in (("home", "/"), ("category", args.category), ("product", f"/products/{sku}")):
                report = _lighthouse(node, base + path, categories, tmp)
                scores = {key: round((value["score"] or 0) * 100) for key, value in report["categories"].items()}
                worst = min(worst, scores["seo"])
                extra = ", ".join(f"{key} {value}" for key, value in scores.items() if key != "seo")
                print(f"  {name:<9} {path:<40} SEO {scores['seo']:>3}{'  (' + extra + ')' if extra else ''}")
                if "performance" in report["categories"]:
                    metrics = ("first-contentful-paint", "largest-contentful-paint", "cumulative-layout-shift",
                               "total-blocking-time")
                    print("      " + ", ".join(f"{m} {report['audits'][m].get('displayValue', '')}" for m in metrics))
                for audit_id in (ref["id"] for ref in report["categories"]["seo"]["auditRefs"] if ref["weight"]):
                    audit = report["audits"][audit_id]
                    if audit["score"] is not None and audit["score"] < 1:
                        print(f"      failed: {audit_id}: {audit['title']} {audit.get('explanation') or ''}")
        finally:
            server.shutdown()
            thread.join()
    return 0 if worst == 100 else 1


def _lighthouse(node: str, url: str, categories: str, tmp: str) -> dict:
    output = os.path.join(tmp, "report.json")
    subprocess.run(
        [node, LIGHTHOUSE, url, f"--only-categories={categories}", "--output=json", f"--output-path={output}",
         f"--chrome-flags={CHROME_FLAGS}", "--quiet"],
        check=True, env={**os.environ, "CHROME_PATH": CHROMIUM}, timeout=300,
    )
    with open(output, encoding="utf-8") as fh:
        return json.load(fh)


def _version() -> str:
    with open(os.path.join(ROOT, "node_modules", "lighthouse", "package.json"), encoding="utf-8") as fh:
        return json.load(fh)["version"]


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


if __name__ == "__main__":
    sys.exit(main())
