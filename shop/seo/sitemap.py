"""The sitemaps: /sitemap.xml (a sitemap index) and /sitemaps/{products,categories,pages}-N.xml.

- products: every active product's page; categories: every category page with products, every brand page
  (and its category pages) and browse-by-colour page with products; pages: home, new, sale, the hubs, the
  contact and gift-card pages and every information page staff show (shop.content_pages), dated by its last save.
- Each ``<url>`` is a page's default-language URL with its ``<lastmod>`` (the newest change of the product, or
  of any product listed there) and ``xhtml:link`` alternates for en, uk, pl, ru, de and x-default (the ?lng=
  URLs of shop.seo.urls).
- A file holds at most 50,000 URLs and 50 MB (the protocol's limits), so 100,000 products are two files.
- What the files list is read once per catalogue index version (kept per worker like filled pages): the
  products' skus and change dates in one streamed query of three columns, everything else from the index,
  the category tree and two small tables. A file is written as it is sent (gzip-compressed when the client
  accepts it), never held whole in memory.
"""
from __future__ import annotations

import re
import zlib
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from html import escape
from itertools import islice

from flask import current_app
from sqlalchemy import select, true

from shop.catalog.engine.read_model import catalogue, read_model
from shop.catalog.models import Brand, Colour, Product
from shop.catalog.tree import category_roots, walk
from shop.content_pages import service as content_pages
from shop.extensions import db
from shop.kept import Kept
from shop.seo import cache
from shop.seo.template import templates
from shop.seo.urls import CATEGORY_MAINS, HREFLANG, X_DEFAULT, PageUrl, category_url, segment

SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9"
XHTML_NS = "http://www.w3.org/1999/xhtml"
MAX_URLS = 50_000
MAX_BYTES = 50 * 1024 * 1024
KINDS = ("products", "categories", "pages")
CHUNK = 1_000  # entries written at a time
URLSET_OPEN = f'<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="{SITEMAP_NS}" xmlns:xhtml="{XHTML_NS}">\n'
URLSET_CLOSE = "</urlset>\n"
STATIC_PAGES = ("contact-us", "gift-cards")
_PLAIN = re.compile(r"[A-Za-z0-9_.~!'()*-]+")  # skus that segment() leaves as they are
_LANGUAGE_CODES = tuple((code, language) for language, code in HREFLANG.items())


@dataclass(slots=True)
class UrlList:
    """One kind of sitemap: each page's URL (default language) and its lastmod date, split into files."""

    urls: list[PageUrl] = field(default_factory=list)
    lastmods: list[str] = field(default_factory=list)
    files: list[tuple[int, int]] = field(default_factory=list)  # (start, stop) of each file

    def add(self, url: PageUrl, lastmod: str) -> None:
        self.urls.append(url)
        self.lastmods.append(lastmod)


@dataclass(slots=True)
class Products:
    """The product pages: quoted skus and lastmod dates, split into files."""

    skus: list[str] = field(default_factory=list)
    lastmods: list[str] = field(default_factory=list)
    files: list[tuple[int, int]] = field(default_factory=list)


@dataclass(slots=True)
class Sitemaps:
    """Everything the sitemap files list, at one catalogue index version."""

    products: Products
    categories: UrlList
    pages: UrlList
    built: str  # lastmod of the sitemap index itself

    def nbytes(self) -> int:
        """About what it holds in memory: a str object per sku, a URL object per listing, pointers to lastmods."""
        urls = len(self.categories.urls) + len(self.pages.urls)
        skus = sum(len(sku) + 57 for sku in self.products.skus)
        return skus + 300 * urls + 8 * (len(self.products.skus) + len(self.products.lastmods))

    def names(self) -> list[tuple[str, str]]:
        """(file name, lastmod) of every sitemap file."""
        found = []
        for kind in KINDS:
            part = getattr(self, kind)
            for number, (start, stop) in enumerate(part.files, start=1):
                found.append((f"{kind}-{number}.xml", max(part.lastmods[start:stop], default=self.built)))
        return found


_kept: Kept[Sitemaps] = Kept()
DEFAULT_SITEMAP_BYTES = 16 * 1024 * 1024


def sitemap_budget() -> int:
    """SHOP_SITEMAP_CACHE_BYTES: what the kept sitemaps may take (they grow with the number of products)."""
    return int(current_app.config.get("SHOP_SITEMAP_CACHE_BYTES", DEFAULT_SITEMAP_BYTES))


def max_urls() -> int:
    return min(MAX_URLS, int(current_app.config.get("SHOP_SITEMAP_MAX_URLS", MAX_URLS)))


def sitemaps() -> Sitemaps:
    """What the sitemap files list, built once per catalogue index version."""
    with catalogue() as index:
        version = (index.built_at, index.version, max_urls(), content_pages.version())
    kept = _kept.get("sitemaps", version)
    if kept is None:
        kept = build()
        _kept.keep("sitemaps", version, kept, kept.nbytes(), cache.seconds(), sitemap_budget())
    return kept


# ---------------------------------------------------------------- reading what to list


def build() -> Sitemaps:
    """Read what the sitemaps list (kept by :func:`sitemaps`; called directly by bench/sitemap.py)."""
    base = _base()
    limit = max_urls()
    products = _products(base, limit)
    stamps = _listing_stamps()
    newest = _day(max(stamps.values(), default=0.0))
    categories = UrlList()
    _add_categories(categories, stamps)
    _add_brands_and_colours(categories, stamps)
    pages = UrlList()
    built = _build_day()
    for url in (PageUrl.of(), PageUrl.of("new"), PageUrl.of("sale"), PageUrl.of("brands"),
                PageUrl.of("browse-by-color")):
        pages.add(url, max(newest, built) if newest else built)
    for name in STATIC_PAGES:
        pages.add(PageUrl.of(name), built)
    for page in content_pages.all_pages():
        if page.published:
            saved = page.updated_at.timestamp() if page.updated_at is not None else None
            pages.add(PageUrl.of(*(part for part in page.path.split("/") if part)), _day(saved) if saved else built)
    for listing in (categories, pages):
        listing.files = _split([len(_entry_for(base, url, day)) for url, day in zip(
            listing.urls, listing.lastmods, strict=True)], limit)
    return Sitemaps(products, categories, pages, max(newest, built) if newest else built)


def _products(base: str, limit: int) -> Products:
    """Every active product's quoted sku and lastmod, in id order: the skus from one streamed two-column query,
    which products are active and when each last changed from the catalogue index."""
    products = Products()
    days: dict[int, str] = {}  # one string per distinct day
    rows = db.session.connection().execute(
        select(Product.id, Product.product_id).where(Product.is_active == true()).order_by(Product.id)
        .execution_options(yield_per=10_000)
    )
    model = read_model()
    for chunk in rows.partitions():
        with model.lock:  # held for one chunk at a time: this worker's listings wait only that long
            index = model.index
            assert index is not None  # sitemaps() brought it up to date
            changed = index.changed_at([product_id for product_id, _ in chunk])
        for (_, sku), stamp in zip(chunk, changed, strict=True):
            if stamp is None:
                continue  # not in this worker's index yet (or any more): listed once the index has it
            day = int(stamp // 86_400)
            lastmod = days.get(day)
            if lastmod is None:
                lastmod = days[day] = _day(day * 86_400.0)
            products.skus.append(sku if _PLAIN.fullmatch(sku) else segment(sku))
            products.lastmods.append(lastmod)
    fixed = len(_product_entry(base, "", "2000-01-01"))
    products.files = _split([fixed + 7 * len(sku) for sku in products.skus], limit)
    return products


def _listing_stamps() -> dict[tuple, float]:
    """The newest change under each listing: ("path", c1, ...), ("brand", id, c3, c4) and ("colour", brand, colour)
    keys, as the index holds them (a product's stamp is its updated_at, or its creation)."""
    with catalogue() as index:
        grouped = index.latest_by_place()
    newest: dict[tuple, float] = {}
    for (slugs, brand_id, colour_id), changed in grouped.items():
        keys = [("path", *slugs[:depth]) for depth in range(1, 5) if slugs[depth - 1] is not None]
        if brand_id:
            keys.append(("brand", brand_id))
            if slugs[2] is not None:
                keys.append(("brand", brand_id, slugs[2]))
                if slugs[3] is not None:
                    keys.append(("brand", brand_id, slugs[2], slugs[3]))
            if colour_id:
                keys.append(("colour", brand_id, colour_id))
        for key in keys:
            if newest.get(key, -1.0) < changed:
                newest[key] = changed
    return newest


def _add_categories(listing: UrlList, stamps: dict[tuple, float]) -> None:
    for node in walk([root for root in category_roots() if root.slug in CATEGORY_MAINS]):
        stamp = stamps.get(("path", *node.path))
        url = category_url(node.path[0], node.path[1:])
        if stamp is not None and url is not None:
            listing.add(url, _day(stamp))


def _add_brands_and_colours(listing: UrlList, stamps: dict[tuple, float]) -> None:
    """Each brand with products: its page, its category pages, its colours page and each colour's page."""
    brands = db.session.execute(select(Brand.id, Brand.slug).order_by(Brand.position, Brand.name)).all()
    colours = {row.id: row for row in db.session.execute(select(Colour.id, Colour.slug, Colour.brand_id))}
    by_brand: dict[int, list[tuple[tuple, float]]] = {}
    for key, changed in stamps.items():
        if key[0] != "path":
            by_brand.setdefault(key[1], []).append((key, changed))
    for brand_id, slug in brands:
        keys = sorted(by_brand.get(brand_id, ()), key=lambda item: tuple(map(str, item[0])))
        pages = [key for key in keys if key[0][0] == "brand"]
        if not pages:
            continue
        for (_, _, *categories), changed in pages:
            listing.add(PageUrl.of("brands", slug, *categories), _day(changed))
        listing.add(PageUrl.of("browse-by-color", slug), _day(pages[0][1]))
        for key, changed in keys:
            colour = colours.get(key[2]) if key[0] == "colour" else None
            if colour is not None and colour.brand_id == brand_id:
                listing.add(PageUrl.of("browse-by-color", slug, colour.slug), _day(changed))


def _split(sizes: list[int], limit: int) -> list[tuple[int, int]]:
    """Files of at most ``limit`` entries and MAX_BYTES bytes; at least one (an empty sitemap is valid)."""
    budget = MAX_BYTES - len(URLSET_OPEN) - len(URLSET_CLOSE)
    files, start, used = [], 0, 0
    for i, size in enumerate(sizes):
        if i - start >= limit or used + size > budget:
            files.append((start, i))
            start, used = i, 0
        used += size
    files.append((start, len(sizes)))
    return files


def _base() -> str:
    return escape(str(current_app.config["SHOP_PUBLIC_URL"]).rstrip("/"))


def _day(stamp: float) -> str:
    """A W3C date (the lastmod format) of a POSIX timestamp; "" for none."""
    return datetime.fromtimestamp(stamp, UTC).date().isoformat() if stamp else ""


def _build_day() -> str:
    """When the UI (and so the content pages' texts) was last built."""
    template = templates.get(current_app.config["SHOP_DIST_DIR"])
    return _day(template.stamp / 1e9) if template is not None else datetime.now(UTC).date().isoformat()


# ---------------------------------------------------------------- writing


def index_xml(found: Sitemaps | None = None) -> str:
    """The sitemap index: every sitemap file with its lastmod."""
    found = found or sitemaps()
    base = _base()
    entries = "".join(
        f"<sitemap><loc>{base}/sitemaps/{name}</loc><lastmod>{lastmod}</lastmod></sitemap>\n"
        for name, lastmod in found.names()
    )
    return f'<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="{SITEMAP_NS}">\n{entries}</sitemapindex>\n'


def file_xml(name: str) -> Iterator[str] | None:
    """The chunks of sitemap file ``name`` ("products-2.xml"), or None when there is no such file."""
    kind, _, rest = name.removesuffix(".xml").rpartition("-")
    if kind not in KINDS or not rest.isdigit() or not name.endswith(".xml"):
        return None
    found = sitemaps()
    part = getattr(found, kind)
    number = int(rest)
    if not 1 <= number <= len(part.files):
        return None
    start, stop = part.files[number - 1]
    return _write(part, start, stop, _base())


def _write(part: Products | UrlList, start: int, stop: int, base: str) -> Iterator[str]:
    """The file's text, a thousand entries at a time (needs no app context: it runs as the response is sent)."""
    yield URLSET_OPEN
    for low in range(start, stop, CHUNK):
        high = min(low + CHUNK, stop)
        if isinstance(part, Products):
            yield "".join(_product_entry(base, sku, day) for sku, day in zip(
                islice(part.skus, low, high), islice(part.lastmods, low, high), strict=True))
        else:
            yield "".join(_entry_for(base, url, day) for url, day in zip(
                part.urls[low:high], part.lastmods[low:high], strict=True))
    yield URLSET_CLOSE


def _product_entry(base: str, sku: str, day: str) -> str:
    url = f"{base}/products/{sku}"
    return (
        f'<url><loc>{url}</loc><lastmod>{day}</lastmod>'
        f'<xhtml:link rel="alternate" hreflang="en" href="{url}"/>'
        f'<xhtml:link rel="alternate" hreflang="uk" href="{url}?lng=ua"/>'
        f'<xhtml:link rel="alternate" hreflang="pl" href="{url}?lng=pl"/>'
        f'<xhtml:link rel="alternate" hreflang="ru" href="{url}?lng=ru"/>'
        f'<xhtml:link rel="alternate" hreflang="de" href="{url}?lng=de"/>'
        f'<xhtml:link rel="alternate" hreflang="{X_DEFAULT}" href="{url}"/></url>\n'
    )


def _entry_for(base: str, url: PageUrl, day: str) -> str:
    links = "".join(
        f'<xhtml:link rel="alternate" hreflang="{code}" href="{base}{escape(url.href(language))}"/>'
        for code, language in _LANGUAGE_CODES
    )
    return (f"<url><loc>{base}{escape(url.href())}</loc><lastmod>{day}</lastmod>{links}"
            f'<xhtml:link rel="alternate" hreflang="{X_DEFAULT}" href="{base}{escape(url.href())}"/></url>\n')


def gzipped(chunks: Iterable[str]) -> Iterator[bytes]:
    """The chunks as one gzip stream."""
    compressor = zlib.compressobj(6, zlib.DEFLATED, 31)
    for chunk in chunks:
        data = compressor.compress(chunk.encode())
        if data:
            yield data
    yield compressor.flush()


def forget() -> None:
    """Drop the kept sitemaps (tests)."""
    _kept.clear()
