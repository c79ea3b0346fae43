"""The sitemaps a crawler reads: /sitemap.xml (an index) and the files it names, in the sitemap protocol's shape.

Every active product and every category, brand and colour page with products is listed once, with its lastmod
and its language alternates; files split at the URL limit; unknown files are 404. Parsed with xml.etree.
"""
from __future__ import annotations

import gzip
import re
import xml.etree.ElementTree as ET
from types import SimpleNamespace

import pytest

from tests.factories import make_brand, make_category_path, make_colour, make_product

BASE = "https://shop.example"
SM = "{http://www.sitemaps.org/schemas/sitemap/0.9}"
XHTML = "{http://www.w3.org/1999/xhtml}"
W3C_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
LANGUAGE_VERSIONS = (("en", ""), ("uk", "lng=ua"), ("pl", "lng=pl"), ("ru", "lng=ru"), ("de", "lng=de"),
                     ("x-default", ""))


@pytest.fixture()
def shop(db, app, monkeypatch):
    monkeypatch.setitem(app.config, "SHOP_PUBLIC_URL", BASE)
    chrisanne = make_brand("Chrisanne", position=1)
    dsi = make_brand("DSI", position=2)
    make_brand("No Products", position=3)
    blue = make_colour("Royal Blue", "#4169E1", brand=chrisanne)
    plain = make_category_path("fabrics", "Lycra__Лайкра", "Plain")
    make_category_path("fabrics", "Velvet")  # no products: not listed
    hotfix = make_category_path("crystals", "Hotfix", "SS16", main="crystals")
    latin = make_category_path("collections", "Latin", "Bundles", main="collections")
    s = SimpleNamespace(plain=plain)
    s.products = [
        make_product("Matte Lycra", "Матова лайкра", minimum="0.1", brand=chrisanne, colour=blue, categories=plain,
                     product_id="CH-LY-0001"),
        make_product("Stones", "Стрази", brand=dsi, categories=hotfix, product_id="DSI-HF-16"),
        make_product("Latin set", "Набір", categories=latin, product_id="SET 1 (big)"),
        *(make_product(f"Lycra {n}", f"Лайкра {n}", categories=plain, product_id=f"LY-{n}") for n in range(4)),
    ]
    make_product("Hidden", "Прихований", categories=plain, product_id="HIDDEN-1", is_active=False)
    db.session.commit()
    return s


def xml_of(client, url: str, **headers) -> ET.Element:
    response = client.get(url, headers=headers)
    assert response.status_code == 200, url
    assert response.mimetype == "application/xml"
    data = gzip.decompress(response.data) if response.headers.get("Content-Encoding") == "gzip" else response.data
    assert data.startswith(b'<?xml version="1.0" encoding="UTF-8"?>')
    return ET.fromstring(data)  # noqa: S314  (our own server's output)


def sitemap_files(client) -> list[tuple[str, str]]:
    """(path, lastmod) of every file the index names, checking the index's shape."""
    root = xml_of(client, "/sitemap.xml")
    assert root.tag == f"{SM}sitemapindex"
    files = []
    for entry in root:
        assert entry.tag == f"{SM}sitemap"
        assert [child.tag for child in entry] == [f"{SM}loc", f"{SM}lastmod"]
        loc, lastmod = entry.findtext(f"{SM}loc"), entry.findtext(f"{SM}lastmod")
        assert loc.startswith(f"{BASE}/sitemaps/") and W3C_DATE.match(lastmod)
        files.append((loc.removeprefix(BASE), lastmod))
    return files


def urls_in(client, path: str) -> dict[str, dict[str, str]]:
    """loc -> {hreflang: href} of one sitemap file, checking each <url>'s shape."""
    root = xml_of(client, path)
    assert root.tag == f"{SM}urlset"
    found = {}
    for url in root:
        assert url.tag == f"{SM}url"
        loc = url.findtext(f"{SM}loc")
        assert W3C_DATE.match(url.findtext(f"{SM}lastmod") or ""), loc
        links = url.findall(f"{XHTML}link")
        assert all(link.get("rel") == "alternate" for link in links)
        assert loc not in found
        found[loc] = {link.get("hreflang"): link.get("href") for link in links}
        assert [link.get("hreflang") for link in links] == [code for code, _ in LANGUAGE_VERSIONS]
    return found


def all_urls(client) -> dict[str, dict[str, dict[str, str]]]:
    """kind ("products", "categories", "pages") -> every URL it lists, over all of its files."""
    kinds: dict[str, dict[str, dict[str, str]]] = {}
    for path, _ in sitemap_files(client):
        kind = re.fullmatch(r"/sitemaps/(\w+)-\d+\.xml", path).group(1)
        kinds.setdefault(kind, {}).update(urls_in(client, path))
    return kinds


def versions(url: str) -> dict[str, str]:
    joiner = "&" if "?" in url else "?"
    return {code: f"{url}{joiner}{query}" if query else url for code, query in LANGUAGE_VERSIONS}


def test_every_active_product_is_listed_with_its_language_versions(client, shop):
    products = all_urls(client)["products"]
    expected = {f"{BASE}/products/{sku}" for sku in
                ("CH-LY-0001", "DSI-HF-16", "SET%201%20(big)", "LY-0", "LY-1", "LY-2", "LY-3")}
    assert set(products) == expected  # not the hidden one
    for loc, alternates in products.items():
        assert alternates == versions(loc)


def test_every_category_brand_and_colour_page_with_products_is_listed(client, shop):
    categories = all_urls(client)["categories"]
    expected = {
        "/fabrics", "/fabrics/lycra", "/fabrics/lycra/plain", "/crystals", "/crystals/hotfix",
        "/crystals/hotfix/ss16", "/collections", "/collections/latin", "/collections/latin?sub=bundles",
        "/brands/chrisanne", "/brands/chrisanne/plain", "/brands/dsi", "/brands/dsi/ss16",
        "/browse-by-color/chrisanne", "/browse-by-color/dsi", "/browse-by-color/chrisanne/royal-blue",
    }
    assert set(categories) == {BASE + path for path in expected}  # not Velvet, nor the brand without products
    for loc, alternates in categories.items():
        assert alternates == versions(loc)
    assert categories[f"{BASE}/collections/latin?sub=bundles"]["uk"] == f"{BASE}/collections/latin?sub=bundles&lng=ua"


def test_home_and_content_pages_are_listed(client, shop):
    pages = all_urls(client)["pages"]
    paths = ("/", "/new", "/sale", "/brands", "/browse-by-color", "/about", "/FAQ", "/payment", "/contact-us",
             "/privacy-policy", "/gift-cards", "/pages/delivery", "/pages/returns")
    assert set(pages) == {BASE + path for path in paths}


def test_each_listed_url_is_a_page_that_exists(client, shop):
    for kind, urls in all_urls(client).items():
        for loc in urls:
            assert client.get(loc.removeprefix(BASE)).status_code == 200, (kind, loc)


def test_files_split_at_the_url_limit(client, shop, app, monkeypatch):
    monkeypatch.setitem(app.config, "SHOP_SITEMAP_MAX_URLS", 3)
    files = [path for path, _ in sitemap_files(client)]
    products = [path for path in files if path.startswith("/sitemaps/products-")]
    assert products == ["/sitemaps/products-1.xml", "/sitemaps/products-2.xml", "/sitemaps/products-3.xml"]
    sizes = [len(urls_in(client, path)) for path in products]
    assert sizes == [3, 3, 1]
    assert len({loc for path in products for loc in urls_in(client, path)}) == 7
    assert all(len(urls_in(client, path)) <= 3 for path in files)


def test_a_product_change_shows_in_the_sitemap(client, shop, db):
    make_product("Brand new", "Новинка", categories=shop.plain, product_id="NEW-1")
    shop.products[0].is_active = False
    db.session.commit()
    products = all_urls(client)["products"]
    assert f"{BASE}/products/NEW-1" in products
    assert f"{BASE}/products/CH-LY-0001" not in products


def test_files_are_sent_gzipped_to_clients_that_accept_it(client, shop):
    plain = urls_in(client, "/sitemaps/products-1.xml")
    response = client.get("/sitemaps/products-1.xml", headers={"Accept-Encoding": "gzip, br"})
    assert response.headers["Content-Encoding"] == "gzip"
    zipped = xml_of(client, "/sitemaps/products-1.xml", **{"Accept-Encoding": "gzip"})
    assert {url.findtext(f"{SM}loc") for url in zipped} == set(plain)


@pytest.mark.parametrize("name", ["products-2.xml", "products-0.xml", "products-x.xml", "other-1.xml", "pages-1"])
def test_unknown_sitemap_files_are_404(client, shop, name):
    assert client.get(f"/sitemaps/{name}").status_code == 404


def test_an_empty_shop_has_a_valid_sitemap(client, app, monkeypatch, db):
    monkeypatch.setitem(app.config, "SHOP_PUBLIC_URL", BASE)
    assert all_urls(client).get("products") == {}
