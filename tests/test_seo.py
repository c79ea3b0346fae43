"""What a crawler that runs no JavaScript gets: index.html filled per page (title, description, canonical, hreflang,
Open Graph, JSON-LD, a crawlable body part), the right status for unknown things, robots.txt.

Pages are fetched with the Flask test client (no JavaScript) and read with an HTML parser, as a crawler would.
Needs the built UI (`npm run build`), like tests/test_app.py. Runs on SQLite and on PostgreSQL.
"""
from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from pathlib import Path
from types import SimpleNamespace

import pytest

from shop.seo import paths as seo_paths
from shop.seo import service as seo_service
from tests.factories import make_brand, make_category_path, make_colour, make_product

BASE = "https://shop.example"
HOSTILE = 'Say "hi" </script><b>&amp; 💃 <img src=x onerror=alert(1)>'
HREFLANGS = ["en", "uk", "pl", "ru", "de", "x-default"]
ROOT = Path(__file__).resolve().parent.parent


class Document(HTMLParser):
    """The parts of a page a crawler reads: <html lang>, title, meta, links, JSON-LD, the body's h1 and links."""

    def __init__(self, html: str) -> None:
        super().__init__(convert_charrefs=True)
        self.lang = None
        self.title = ""
        self.meta: dict[str, list[str]] = {}
        self.links: list[dict[str, str]] = []
        self.json_ld: list[str] = []
        self.anchors: list[tuple[str, str]] = []
        self.h1: list[str] = []
        self.tags: list[str] = []
        self._in: str | None = None
        self._anchor: str | None = None
        self._text = ""
        self.feed(html)
        self.close()

    def handle_starttag(self, tag, attrs):
        attributes = {name: value or "" for name, value in attrs}
        self.tags.append(tag)
        if tag == "html":
            self.lang = attributes.get("lang")
        elif tag == "meta" and ("name" in attributes or "property" in attributes):
            key = attributes.get("name") or attributes["property"]
            self.meta.setdefault(key, []).append(attributes.get("content", ""))
        elif tag == "link":
            self.links.append(attributes)
        elif tag == "script" and attributes.get("type") == "application/ld+json":
            self._in, self._text = "json", ""
        elif tag in ("title", "h1"):
            self._in, self._text = tag, ""
        elif tag == "a":
            self._anchor, self._text = attributes.get("href", ""), ""

    def handle_endtag(self, tag):
        if tag == "script" and self._in == "json":
            self.json_ld.append(self._text)
            self._in = None
        elif tag == "title" and self._in == "title":
            self.title, self._in = self._text, None
        elif tag == "h1" and self._in == "h1":
            self.h1.append(self._text)
            self._in = None
        elif tag == "a" and self._anchor is not None:
            self.anchors.append((self._anchor, self._text))
            self._anchor = None

    def handle_data(self, data):
        if self._in or self._anchor is not None:
            self._text += data

    # ------------------------------------------------------------ what tests ask

    def one(self, key: str) -> str:
        values = self.meta.get(key, [])
        assert len(values) == 1, (key, values)
        return values[0]

    @property
    def canonical(self) -> str:
        found = [link["href"] for link in self.links if link.get("rel") == "canonical"]
        assert len(found) == 1, found
        return found[0]

    @property
    def alternates(self) -> dict[str, str]:
        found = [(link["hreflang"], link["href"]) for link in self.links if link.get("rel") == "alternate"]
        assert [code for code, _ in found] == HREFLANGS
        return dict(found)

    def graph(self) -> list[dict]:
        assert len(self.json_ld) == 1
        data = json.loads(self.json_ld[0])
        assert data["@context"] == "https://schema.org"
        return data["@graph"]

    def node(self, kind: str) -> dict:
        found = [node for node in self.graph() if node["@type"] == kind]
        assert len(found) == 1, [node["@type"] for node in self.graph()]
        return found[0]

    def hrefs(self) -> set[str]:
        return {href for href, _ in self.anchors}


@pytest.fixture()
def public_url(app, monkeypatch):
    monkeypatch.setitem(app.config, "SHOP_PUBLIC_URL", BASE + "/")  # a trailing slash is not doubled


@pytest.fixture()
def shop(db, public_url):
    """A brand with a colour, fabrics > lycra > plain and crystals > hotfix, and four products (one hidden)."""
    chrisanne = make_brand("Chrisanne", position=1)
    blue = make_colour("Royal Blue", "#4169E1", brand=chrisanne)
    plain = make_category_path("fabrics", "Lycra__Лайкра", "Plain__Однотонна")
    hotfix = make_category_path("crystals", "Hotfix__Термоклейові", main="crystals")
    s = SimpleNamespace(brand=chrisanne, colour=blue, plain=plain, hotfix=hotfix)
    # 5.35 less 50% is 2.675, rounded half up: 2.68 per 10 cm, so 26.80 per metre.
    s.lycra = make_product("Matte Lycra", "Матова лайкра", price="5.35", discount=50, minimum="0.1", stock="12.5",
                           brand=chrisanne, colour=blue, categories=plain, product_id="CH-LY-0001",
                           images="/media/p/lycra.svg,/media/p/lycra-2.svg", description_en="Dense, opaque lycra.",
                           description_ua="Щільна непрозора лайкра.")
    s.stones = make_product("Hotfix Stones SS16", "Термоклейові стрази SS16", price="12.00", stock="0",
                            brand=chrisanne, categories=hotfix, product_id="PR-HF-0016")
    s.hostile = make_product(HOSTILE, HOSTILE, price="3.00", categories=plain, product_id="XSS-1")
    s.hidden = make_product("Hidden Lycra", "Прихована лайкра", categories=plain, product_id="HID-1", is_active=False)
    db.session.commit()
    return s


def fetch(client, url: str, status: int = 200) -> Document:
    response = client.get(url)
    assert response.status_code == status, (url, response.status_code)
    assert response.mimetype == "text/html"
    # Always the app: the React root and the bundle, so a person gets the React page (or its not-found page).
    assert '<div id="root">' in response.text and '<script type="module"' in response.text
    return Document(response.text)


def assert_language_versions(page: Document, path: str, language: str) -> None:
    """Canonical to its own language version; the six alternates are the ?lng= URLs, x-default the plain one."""
    joiner = "&" if "?" in path else "?"
    expected = {code: f"{BASE}{path}{joiner}lng={lng}" for code, lng in
                (("uk", "ua"), ("pl", "pl"), ("ru", "ru"), ("de", "de"))}
    expected.update({"en": f"{BASE}{path}", "x-default": f"{BASE}{path}"})
    assert page.alternates == expected
    assert page.canonical == expected[{"ua": "uk"}.get(language, language)]
    assert page.lang == {"ua": "uk"}.get(language, language)
    assert page.one("og:url") == page.canonical
    assert page.one("og:locale") == {"en": "en_GB", "ua": "uk_UA"}[language]


def assert_cards(page: Document, title: str, description_part: str, og_type: str = "website") -> None:
    assert page.one("og:title") == page.one("twitter:title") == page.title == title
    assert description_part in page.one("description")
    assert page.one("og:description") == page.one("twitter:description") == page.one("description")
    assert page.one("og:type") == og_type
    assert page.one("og:image").startswith(BASE + "/") and page.one("twitter:image") == page.one("og:image")
    assert page.one("twitter:card") == "summary_large_image"
    assert "robots" not in page.meta


# ---------------------------------------------------------------- product pages


@pytest.mark.parametrize(("language", "query", "name", "per_10cm", "in_stock"), [
    ("en", "", "Matte Lycra", "£2.68 per 10 cm (£26.80 per metre)", "In stock"),
    ("ua", "?lng=ua", "Матова лайкра", "2,68\u00a0£ за 10 см (26,80\u00a0£ за метр)", "В наявності"),
])
def test_product_page_has_meta_cards_and_an_offer_in_its_language(
        client, shop, language, query, name, per_10cm, in_stock):
    page = fetch(client, f"/products/CH-LY-0001{query}")
    assert_language_versions(page, "/products/CH-LY-0001", language)
    assert_cards(page, f"{name} — Dance Fabrics", f"{name}. {per_10cm}. {in_stock}.", og_type="product")
    assert page.one("og:image") == f"{BASE}/media/p/lycra.svg"
    assert page.one("product:price:amount") == "2.68" and page.one("product:price:currency") == "GBP"

    product = page.node("Product")
    assert product["name"] == name and product["sku"] == "CH-LY-0001" and product["url"] == page.canonical
    assert product["image"] == [f"{BASE}/media/p/lycra.svg", f"{BASE}/media/p/lycra-2.svg"]
    assert product["brand"] == {"@type": "Brand", "name": "Chrisanne"} and product["color"] == "Royal Blue"
    assert product["description"] == {"en": "Dense, opaque lycra.", "ua": "Щільна непрозора лайкра."}[language]
    offer = product["offers"]
    # GBP, the currency prices are stored in; the price of the 10 cm the fabric is sold by, as the page shows it.
    assert (offer["price"], offer["priceCurrency"], offer["availability"]) == ("2.68", "GBP", "https://schema.org/InStock")
    assert offer["priceSpecification"]["price"] == "26.80" and offer["priceSpecification"]["priceCurrency"] == "GBP"
    assert offer["priceSpecification"]["unitCode"] == "MTR"
    assert offer["priceSpecification"]["referenceQuantity"]["value"] == 1

    trail = page.node("BreadcrumbList")["itemListElement"]
    lng = "" if language == "en" else "?lng=ua"
    assert [(item["position"], item["item"]) for item in trail] == [
        (1, f"{BASE}/{lng}"), (2, f"{BASE}/fabrics{lng}"), (3, f"{BASE}/fabrics/lycra{lng}"),
        (4, f"{BASE}/fabrics/lycra/plain{lng}"), (5, page.canonical)]
    assert trail[2]["name"] == {"en": "Lycra", "ua": "Лайкра"}[language]

    # The body a crawler reads: the heading, the price, and links on through the catalogue in the same language.
    assert page.h1 == [name]
    assert {f"/fabrics/lycra/plain{lng}", f"/brands/chrisanne{lng}"} <= page.hrefs()


def test_out_of_stock_whole_unit_product_offers_one_item(client, shop):
    page = fetch(client, "/products/PR-HF-0016?lng=de")
    assert page.lang == "de" and page.canonical == f"{BASE}/products/PR-HF-0016?lng=de"
    assert page.title == "Hotfix Stones SS16 — Dance Fabrics"  # German falls back to the English name
    offer = page.node("Product")["offers"]
    assert (offer["price"], offer["priceCurrency"], offer["availability"]) == (
        "12.00", "GBP", "https://schema.org/OutOfStock")
    assert "priceSpecification" not in offer
    assert page.one("product:availability") == "out of stock"


def test_a_hostile_product_name_stays_text(client, shop):
    response = client.get("/products/XSS-1")
    assert response.status_code == 200
    html = response.text
    # Nothing the name holds became markup: no <b>, <img> or second script, the JSON-LD still ends where it should.
    assert "<b>" not in html and "<img" not in html and "</script><b>" not in html
    page = Document(html)
    assert "b" not in page.tags and "img" not in page.tags
    assert page.title == f"{HOSTILE} — Dance Fabrics"
    assert page.h1 == [HOSTILE] and page.one("og:title") == page.title
    product = page.node("Product")
    assert product["name"] == HOSTILE  # the same string, read back from JSON
    assert "\\u003c/script\\u003e" in page.json_ld[0] and "\\u0026" in page.json_ld[0]
    # ... also where it is listed.
    listing = client.get("/fabrics/lycra/plain").text
    assert "<b>" not in listing and "<img" not in listing
    assert HOSTILE in [text.strip() for _, text in Document(listing).anchors]


# ---------------------------------------------------------------- listings


@pytest.mark.parametrize(("language", "query", "heading", "count", "cheapest"), [
    ("en", "", "Plain", "Products: 2", "£2.68"),
    ("ua", "?lng=ua", "Однотонна", "Товарів: 2", "2,68\u00a0£"),
])
def test_category_page_describes_the_category_and_links_to_its_products(
        client, shop, language, query, heading, count, cheapest):
    page = fetch(client, f"/fabrics/lycra/plain{query}")
    assert_language_versions(page, "/fabrics/lycra/plain", language)
    main = {"en": "Fabrics", "ua": "Тканини"}[language]
    lycra = {"en": "Lycra", "ua": "Лайкра"}[language]
    assert_cards(page, f"{heading} · {lycra} · {main} — Dance Fabrics", count)
    assert cheapest in page.one("description")  # the cheapest price after discount, as the language writes it
    assert page.h1 == [heading]
    lng = "" if language == "en" else "?lng=ua"
    # Both active products of the category (the hidden one is not listed) and the trail up.
    assert {f"/products/CH-LY-0001{lng}", f"/products/XSS-1{lng}", f"/fabrics/lycra{lng}"} <= page.hrefs()
    assert not any("HID-1" in href for href in page.hrefs())
    trail = page.node("BreadcrumbList")["itemListElement"]
    assert [item["name"] for item in trail][-1] == heading


def test_main_category_links_to_its_children(client, shop):
    page = fetch(client, "/crystals?lng=ua")
    assert page.title == "Кристали та стрази — Dance Fabrics"
    assert page.h1 == ["Кристали та стрази"]
    assert "/crystals/hotfix?lng=ua" in page.hrefs()
    assert page.canonical == f"{BASE}/crystals?lng=ua"


def test_long_listings_link_to_their_next_pages(client, shop, db):
    for n in range(30):
        make_product(f"Lycra {n}", f"Лайкра {n}", categories=shop.plain, product_id=f"LY-{n:03d}")
    db.session.commit()
    first = fetch(client, "/fabrics/lycra/plain")
    assert len([h for h in first.hrefs() if h.startswith("/products/")]) == 24
    assert "/fabrics/lycra/plain?page=2" in first.hrefs()
    second = fetch(client, "/fabrics/lycra/plain?page=2&sort=price_asc&lng=pl")
    # Its own canonical (filters and sort are not part of it), linking back to the first page.
    assert second.canonical == f"{BASE}/fabrics/lycra/plain?page=2&lng=pl"
    assert second.alternates["en"] == f"{BASE}/fabrics/lycra/plain?page=2"
    assert "/fabrics/lycra/plain?lng=pl" in second.hrefs()
    assert len([h for h in second.hrefs() if h.startswith("/products/")]) == 8  # 32 products: 24 + 8


@pytest.mark.parametrize(("language", "query"), [("en", ""), ("ua", "?lng=ua")])
def test_brand_page_has_meta_and_links_to_its_products(client, shop, language, query):
    page = fetch(client, f"/brands/chrisanne{query}")
    assert_language_versions(page, "/brands/chrisanne", language)
    assert_cards(page, "Chrisanne — Dance Fabrics", "Chrisanne")
    lng = "" if language == "en" else "?lng=ua"
    assert {f"/products/CH-LY-0001{lng}", f"/products/PR-HF-0016{lng}", f"/brands{lng}"} <= page.hrefs()
    assert f"/brands/chrisanne/plain{lng}" in page.hrefs()  # the brand's category pages
    narrowed = fetch(client, f"/brands/chrisanne/plain{query}")
    assert narrowed.canonical == f"{BASE}/brands/chrisanne/plain{lng}"
    assert {"en": "Chrisanne: Plain", "ua": "Chrisanne: Однотонна"}[language] == narrowed.h1[0]


def test_colour_pages(client, shop):
    palette = fetch(client, "/browse-by-color/chrisanne")
    assert palette.title == "Chrisanne colours — Dance Fabrics"
    assert "/browse-by-color/chrisanne/royal-blue" in palette.hrefs()
    colour = fetch(client, "/browse-by-color/chrisanne/royal-blue?lng=ru")
    assert colour.canonical == f"{BASE}/browse-by-color/chrisanne/royal-blue?lng=ru"
    assert "/products/CH-LY-0001?lng=ru" in colour.hrefs()


def test_colour_names_are_written_in_the_page_language(client, shop, db):
    shop.colour.name_ua = "Королівський синій"
    db.session.commit()
    product = fetch(client, "/products/CH-LY-0001?lng=ua").node("Product")
    assert product["color"] == "Королівський синій"
    palette = fetch(client, "/browse-by-color/chrisanne?lng=ua")
    assert ("/browse-by-color/chrisanne/royal-blue?lng=ua", "Королівський синій") in palette.anchors
    colour = fetch(client, "/browse-by-color/chrisanne/royal-blue?lng=ua")
    assert colour.h1 == ["Chrisanne: Королівський синій"]
    # A language the colour has no name in shows the English one.
    assert fetch(client, "/products/CH-LY-0001?lng=pl").node("Product")["color"] == "Royal Blue"


# ---------------------------------------------------------------- home and content pages


@pytest.mark.parametrize(("language", "query", "title"), [
    ("en", "", "Dance Fabrics — Fabrics, crystals and accessories for dance costumes"),
    ("ua", "?lng=ua", "Dance Fabrics — Тканини, кристали та аксесуари для танцювальних костюмів"),
])
def test_home_page_describes_the_shop_and_its_search(client, shop, language, query, title):
    page = fetch(client, f"/{query}")
    assert_language_versions(page, "/", language)
    assert_cards(page, title, "")
    organization = page.node("Organization")
    assert organization["name"] == "Dance Fabrics" and organization["url"] == f"{BASE}/"
    search = page.node("WebSite")["potentialAction"]
    assert search["@type"] == "SearchAction"
    assert search["target"]["urlTemplate"].startswith(f"{BASE}/search/{{search_term_string}}")
    assert search["query-input"] == "required name=search_term_string"
    lng = "" if language == "en" else "?lng=ua"
    mains = {f"/{main}{lng}" for main in ("fabrics", "crystals", "accessories", "collections")}
    assert mains | {f"/brands{lng}", f"/products/CH-LY-0001{lng}"} <= page.hrefs()


def test_the_home_page_carries_its_first_slide_so_the_largest_paint_comes_with_the_html(client, db, shop):
    from shop.content.models import Slide

    db.session.add_all([
        Slide(image="/media/slides/second.webp", title_en="Second", title_ua="Другий", link="/sale", position=2),
        Slide(image="/media/slides/first.webp", title_en="Lycra <season>", title_ua="Сезон лайкри", link="/new",
              position=1),
        Slide(image="/media/slides/hidden.webp", title_en="Hidden", title_ua="Прихований", position=0,
              is_active=False),
    ])
    db.session.commit()
    html = client.get("/?lng=ua").get_data(as_text=True)
    assert ('<section class="slider"><div class="slider__track"><div class="slider__slide"><img class="slider__image" '
            'src="/media/slides/first.webp" alt="" width="1600" height="600" fetchpriority="high"') in html
    assert "Сезон лайкри" in html and 'href="/new"' in html and "second.webp" not in html and "hidden" not in html
    english = client.get("/").get_data(as_text=True)
    assert "Lycra &lt;season&gt;" in english and "<season>" not in english
    assert "slider__image" not in client.get("/fabrics").get_data(as_text=True)  # the home page's alone


def test_an_uploaded_first_slide_comes_in_the_size_the_screen_needs(client, db, shop):
    """A slide stored in sizes (shop.content.images): the HTML's <img> offers every WebP size with the slider's
    sizes, so a phone fetches a smaller file than a wide screen; it is not lazy and is fetched first."""
    from shop.content.models import Slide
    from shop.seo.body import SLIDE_SIZES

    stem = "/media/slides/0123456789abcdef01234567"
    db.session.add(Slide(image=f"{stem}-1920.webp", title_en="Lycra", title_ua="Лайкра", link="/new", position=0))
    db.session.commit()
    page = client.get("/").get_data(as_text=True)
    hero = re.search(r'<img class="slider__image"[^>]*>', page)
    assert hero is not None
    tag = hero.group(0)
    srcset = f"{stem}-640.webp 640w, {stem}-960.webp 960w, {stem}-1440.webp 1440w, {stem}-1920.webp 1920w"
    assert f'src="{stem}-1920.webp" srcset="{srcset}" sizes="{SLIDE_SIZES}"' in tag
    assert 'fetchpriority="high"' in tag and "loading=" not in tag  # eager: found and fetched with the HTML
    assert 'width="1600" height="600"' in tag
    # The app's slider is given the same sizes, so the browser keeps the file it already has.
    assert client.get("/api/slider/all-sliders").get_json()[0]["srcset"] == srcset


def test_a_slide_without_stored_sizes_is_written_as_it_is(client, db, shop):
    from shop.content.models import Slide

    db.session.add(Slide(image="/media/slides/1.svg", title_en="Lycra", title_ua="Лайкра", link="/new", position=0))
    db.session.commit()
    tag = re.search(r'<img class="slider__image"[^>]*>', client.get("/").get_data(as_text=True)).group(0)
    assert 'src="/media/slides/1.svg"' in tag and "srcset" not in tag and "sizes" not in tag


@pytest.mark.parametrize(("path", "canonical", "title"), [
    ("/about", "/about", "About Dance Fabrics — Dance Fabrics"),
    ("/faq", "/FAQ", "Frequently asked questions — Dance Fabrics"),
    ("/FAQ", "/FAQ", "Frequently asked questions — Dance Fabrics"),
    ("/payment", "/payment", "Payment — Dance Fabrics"),
    ("/contact-us", "/contact-us", "Contact us — Dance Fabrics"),
    ("/privacy-policy", "/privacy-policy", "Privacy policy — Dance Fabrics"),
    ("/gift-cards", "/gift-cards", "Gift cards — Dance Fabrics"),
    ("/new", "/new", "New arrivals — Dance Fabrics"),
    ("/sale", "/sale", "Sale — Dance Fabrics"),
    ("/brands", "/brands", "Brands — Dance Fabrics"),
    ("/browse-by-color", "/browse-by-color", "Browse by colour — Dance Fabrics"),
])
def test_content_pages_have_their_own_title_and_canonical(client, shop, path, canonical, title):
    page = fetch(client, path)
    assert page.title == title
    assert page.canonical == BASE + canonical
    assert len(page.alternates) == 6
    assert page.one("description")


def test_language_codes_are_read_as_the_ui_reads_them(client, shop):
    assert fetch(client, "/about?lng=uk-UA").canonical == f"{BASE}/about?lng=ua"
    assert fetch(client, "/about?lng=en").canonical == f"{BASE}/about"
    assert fetch(client, "/about?lng=xx").canonical == f"{BASE}/about"


# ---------------------------------------------------------------- status codes


@pytest.mark.parametrize("path", [
    "/products/NO-SUCH-SKU", "/products/HID-1", "/products/ch-ly-0001",
    "/fabrics/no-such-category", "/fabrics/lycra/nothing", "/collections/nothing", "/crystals/lycra",
    "/brands/no-such-brand", "/brands/chrisanne/nothing", "/browse-by-color/no-such-brand",
    "/browse-by-color/chrisanne/no-such-colour", "/no/such/page", "/productsx",
])
def test_unknown_things_answer_404_with_the_app(client, shop, path):
    page = fetch(client, path, status=404)
    assert page.one("robots") == "noindex"
    assert not [link for link in page.links if link.get("rel") in ("canonical", "alternate")]
    assert page.h1 == ["Page not found"] and ("/", "Back to the home page") in page.anchors


@pytest.mark.parametrize("path", [
    "/products/CH-LY-0001", "/fabrics", "/fabrics/lycra", "/FABRICS/Lycra/plain/", "/crystals/hotfix",
    "/brands/chrisanne", "/browse-by-color/chrisanne/royal-blue",
])
def test_known_things_answer_200(client, shop, path):
    fetch(client, path)


@pytest.mark.parametrize("path", ["/cart", "/cart/checkout", "/account/order-history", "/search/lycra", "/wishlist",
                                  "/admin-dash/queries", "/reset-password/abc", "/signin"])
def test_private_pages_are_the_app_not_to_be_indexed(client, shop, path):
    page = fetch(client, path)
    assert page.one("robots") == "noindex"
    assert page.title and page.one("description")
    assert not [link for link in page.links if link.get("rel") == "canonical"]


def test_the_server_knows_every_route_of_the_ui():
    """A route added to ui/src/config/paths.ts must not be answered 404 by the server (shop/seo/paths.py)."""
    source = (ROOT / "ui" / "src" / "config" / "paths.ts").read_text()
    found = set(re.findall(r"(?:path|aliasPath): '(/[^']*)'", source))
    for admin_paths in (ROOT / "ui" / "src" / "features" / "admin").rglob("paths.ts"):  # the admin's own screens
        found |= set(re.findall(r"'(/admin-dash/[^']*)'", admin_paths.read_text()))
    for template in re.findall(r"path: `(/\$\{root\}[^`]*)`", source):  # nestedCategory('crystals' | 'accessories')
        roots = re.findall(r"nestedCategory\('([\w-]+)'\)", source)
        found |= {template.replace("${root}", root) for root in roots}
    assert len(found) > 40
    unknown = [pattern for pattern in found if seo_paths.match(re.sub(r":\w+", "x", pattern)) is None]
    assert unknown == []
    assert seo_paths.match("/no/such/route") is None


# ---------------------------------------------------------------- kept pages, robots.txt


def test_kept_pages_follow_the_catalogue(client, shop, app, db, monkeypatch):
    monkeypatch.setitem(app.config, "SHOP_SEO_CACHE_SECONDS", 60)
    try:
        before = fetch(client, "/products/CH-LY-0001")
        assert fetch(client, "/products/CH-LY-0001").one("product:price:amount") == "2.68"
        shop.lycra.discount = 0
        shop.stones.discount = 10
        db.session.commit()
        assert fetch(client, "/products/CH-LY-0001").one("product:price:amount") == "5.35"
        assert before.one("product:price:amount") == "2.68"
        make_product("Fresh Lycra", "Свіжа лайкра", categories=shop.plain, product_id="NEW-1")
        db.session.commit()
        assert "/products/NEW-1" in fetch(client, "/fabrics/lycra/plain").hrefs()
        # What the index does not follow (a category's name) shows once the kept page expires.
        shop.plain[-1].name = "Smooth__Гладка"
        db.session.commit()
        assert fetch(client, "/fabrics/lycra/plain").h1 == ["Plain"]
        seo_service.forget()
        assert fetch(client, "/fabrics/lycra/plain").h1 == ["Smooth"]
    finally:
        seo_service.forget()


def test_robots_txt_names_the_sitemap_and_keeps_private_areas_out(client, public_url):
    response = client.get("/robots.txt")
    assert response.status_code == 200 and response.mimetype == "text/plain"
    lines = response.text.splitlines()
    assert {"Disallow: /api/", "Disallow: /admin-dash", "Disallow: /account", "Disallow: /cart"} <= set(lines)
    assert f"Sitemap: {BASE}/sitemap.xml" in lines
    assert "Disallow: /" not in lines  # the shop itself stays open


def test_a_german_category_page_names_the_category_and_its_trail_in_german(client, db, shop):
    shop.plain[1].name_de, shop.plain[2].name_de = "Lycra-Stoffe", "Uni"
    db.session.commit()
    page = fetch(client, "/fabrics/lycra/plain?lng=de")
    assert page.h1 == ["Uni"]
    assert "Uni · Lycra-Stoffe" in page.title
    assert "2,68\u00a0£" in page.one("description")
