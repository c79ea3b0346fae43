"""What each storefront page is about, in one language: read from the catalogue's per-worker read model.

Every page asks what its React page asks, through the same catalogue functions (the category tree, brand and
colour pages, listings answered by the catalogue index, product cards from the card cache), so a URL is 404
here exactly when the React page shows its not-found page. A listing is the page the UI shows first (24
products in the UI's default order) or the one ``?page=`` names, with links to its neighbours and children,
so a crawler without JavaScript reaches every product through the categories.
"""
from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal
from html import escape

from sqlalchemy import select

from shop.catalog import brands as brand_service
from shop.catalog import colours as colour_service
from shop.catalog import feeds, lookups, messages
from shop.catalog.cards import cards
from shop.catalog.engine.index import all_of
from shop.catalog.engine.ordering import DISCOUNT, NEWEST
from shop.catalog.engine.read_model import catalogue
from shop.catalog.listing import Criterion, Listing, at_level, in_colours, in_paths, of_brand
from shop.catalog.models import GIFT_CARD_CATEGORY, Colour, Product
from shop.catalog.tree import CategoryNode, category_roots
from shop.content.images import slide_srcset
from shop.content.service import active_slides
from shop.content_pages import service as content_pages
from shop.extensions import db
from shop.http.errors import NotFoundError
from shop.i18n import Message
from shop.money import FRACTIONAL_STEP, from_minor
from shop.seo import paths
from shop.seo.texts import Words, shop_name, shorten
from shop.seo.urls import CATEGORY_MAINS, PageUrl, category_url
from shop.seo.view import Hero, Link, Offer, PageView, ProductLine
from shop.settings import store as shop_settings
from shop.settings.display import address_line, hours_rows

LISTING_PAGE_SIZE = 24  # ui/src/components/listing-params.ts
HOME_PRODUCTS = 12
MAX_PAGE = 10_000
DEFAULT_IMAGE = "/logo.svg"
LEAD_LENGTH = 300
UNIT_TEXTS = {"pack": "perPack", "pcs": "perPiece", "set": "perSet", "card": "perCard", "m": "perMetre"}

# Content pages the UI writes itself: canonical segment, title and introduction keys of the UI's locales. The
# information pages staff write (About, FAQ, ...) are read from shop.content_pages (``page``).
CONTENT = {
    "new": ("new", "catalog:newPage.title", "catalog:newPage.intro"),
    "sale": ("sale", "catalog:salePage.title", "catalog:salePage.intro"),
    "contact-us": ("contact-us", "content:contact.title", "content:contact.intro"),
    "gift-cards": ("gift-cards", "giftcards:title", "giftcards:intro"),
}
# The spec's routes of information pages, by their first segment (lower-cased), and the page each shows.
PAGE_ROUTES = {"about": "about", "faq": "faq", "payment": "payment", "privacy-policy": "privacy-policy"}


def find_product(sku: str) -> tuple[dict, tuple] | None:
    """The card and category path of the active product whose sku is exactly ``sku``."""
    with catalogue() as index:
        found = [
            (int(index.ids[slot]), float(index.stamp[slot]), index.path_of(slot))
            for slot in index.skus.prefixed(sku.lower(), exact=True)
            if index.active[slot]
        ]
    if not found:
        return None
    by_id = {card["_id"]: card for card in cards([f[0] for f in found])}
    for product_id, _stamp, path in found:
        card = by_id.get(str(product_id))
        if card is not None and card["product_id"] == sku:
            return card, path
    return None


def product_version(sku: str) -> tuple:
    """Moves when the product (or the index it is read from) changes: what a kept product page depends on."""
    with catalogue() as index:
        stamps = tuple(float(index.stamp[s]) for s in index.skus.prefixed(sku.lower(), exact=True)
                       if index.active[s])
        return index.built_at, stamps


def is_fractional(minimum: object) -> bool:
    return Decimal(str(minimum)) == FRACTIONAL_STEP


def _cheapest(*criteria: Criterion) -> Decimal | None:
    """The lowest price (after discount, GBP) among the products meeting ``criteria`` (one vectorised pass)."""
    with catalogue() as index:
        cheapest = index.cheapest(all_of(criterion(index) for criterion in criteria))
        return from_minor(cheapest) if cheapest is not None else None


class Pages:
    """Describes pages in one language; ``args`` is the request's query (page, sub)."""

    def __init__(self, dist: str, language: str, args: Mapping[str, str]) -> None:
        self.language = language
        self.words = Words(dist, language)
        self.args = args

    def describe(self, route: paths.Route | None) -> PageView:
        """The page of ``route``; the not-found page for no route or a thing the catalogue does not have."""
        if route is None:
            return self.missing()
        try:
            return getattr(self, route.kind)(route)
        except NotFoundError:
            return self.missing()

    # ------------------------------------------------------------ pages without a catalogue thing in the URL

    def home(self, _route: paths.Route) -> PageView:
        w = self.words
        arrivals = feeds.new_arrivals(Listing(limit=HOME_PRODUCTS))
        return PageView(
            self.language, title=f"{shop_name()} — {w('catalog:home.hero.eyebrow')}",
            description=w("catalog:home.hero.text"), url=PageUrl.of(), heading=w("catalog:home.hero.title"),
            text=w("catalog:home.hero.text"), image=DEFAULT_IMAGE, links=self._sections(),
            links_label=w("catalog:home.categories.title"), products=self._lines(arrivals.products),
            products_label=w("catalog:home.newArrivals.title"), home=True, hero=self._hero(),
        )

    def _hero(self) -> Hero | None:
        """The first slide of the home slider, in this language (None without slides)."""
        first = next(iter(active_slides()), None)
        if first is None:
            return None
        title = getattr(first, f"title_{self.language}", None) or first.title_en
        return Hero(image=first.image, title=title, link=first.link or "/", cta=self.words("catalog:slider.cta"),
                    srcset=slide_srcset(first.image))

    def content(self, route: paths.Route) -> PageView:
        w = self.words
        canonical, title_key, intro_key = CONTENT[route.head]
        title, intro = w(title_key), w(intro_key)
        url = PageUrl.of(canonical)
        view = PageView(
            self.language, title=f"{title} — {shop_name()}", description=intro, url=url, heading=title, text=intro,
            image=DEFAULT_IMAGE, crumbs=[self._home_crumb(), Link(title, url)],
        )
        if route.head == "contact-us":
            view.html = self._contact_html()
        if route.head in ("new", "sale"):
            number = self._page_number()
            sort = NEWEST.name if route.head == "new" else DISCOUNT.name
            listing = Listing(page=number, limit=LISTING_PAGE_SIZE, sort=sort)
            page = feeds.new_arrivals(listing) if route.head == "new" else feeds.sales(listing)
            view.url = PageUrl.of(canonical, page=number if number > 1 else None)
            self._listing(view, page, lambda n: PageUrl.of(canonical, page=n if n > 1 else None))
        return view

    def _contact_html(self) -> str:
        """The contact page's details as the React page shows them, for a crawler without JavaScript: the phone,
        the e-mail, the address and the opening hours from the shop settings (escaped: staff typed them)."""
        w, shop = self.words, shop_settings.current()
        hours = "".join(f"<li>{escape(row.days)}: {escape(row.times)}</li>"
                        for row in hours_rows(shop.shop, self.language))
        return (f"<h2>{escape(w('content:contact.phoneTitle'))}</h2>"
                f'<p><a href="tel:{escape(shop.phone.e164)}">{escape(shop.phone.display)}</a></p>'
                f"<h2>{escape(w('content:contact.emailTitle'))}</h2>"
                f'<p><a href="mailto:{escape(shop.email)}">{escape(shop.email)}</a></p>'
                f"<h2>{escape(w('content:contact.addressTitle'))}</h2>"
                f"<p>{escape(address_line(shop.shop, self.language))}</p>"
                f"<h2>{escape(w('content:contact.hoursTitle'))}</h2><ul>{hours}</ul>")

    def page(self, route: paths.Route) -> PageView:
        """An information page as staff wrote it, in this language (English where it has no text), with the menu of
        the others; NotFoundError for one staff hid or there is none."""
        slug = route.params[0] if route.params else PAGE_ROUTES[route.head]
        shown = content_pages.shown(slug, self.language)
        url = page_url(shown.path)
        return PageView(
            self.language, title=f"{shown.title} — {shop_name()}", description=shorten(shown.description),
            url=url, heading=shown.title, image=DEFAULT_IMAGE, crumbs=[self._home_crumb(), Link(shown.title, url)],
            links=[Link(link.title, page_url(link.path)) for link in shown.menu if link.slug != shown.slug],
            links_label=self.words("content:nav.label"), html=shown.html,
            html_language=shown.language if shown.fallback else None,
        )

    def brands(self, _route: paths.Route) -> PageView:
        w = self.words
        title, url = w("catalog:brandsPage.title"), PageUrl.of("brands")
        return PageView(
            self.language, title=f"{title} — {shop_name()}", description=w("catalog:brandsPage.intro"), url=url,
            heading=title, text=w("catalog:brandsPage.intro"), image=DEFAULT_IMAGE,
            crumbs=[self._home_crumb(), Link(title, url)], links_label=title,
            links=[Link(brand.name, PageUrl.of("brands", brand.slug)) for brand in brand_service.all_brands()],
        )

    def colours(self, _route: paths.Route) -> PageView:
        w = self.words
        title, url = w("catalog:byColour.title"), PageUrl.of("browse-by-color")
        return PageView(
            self.language, title=f"{title} — {shop_name()}", description=w("catalog:byColour.intro"), url=url,
            heading=title, text=w("catalog:byColour.intro"), image=DEFAULT_IMAGE,
            crumbs=[self._home_crumb(), Link(title, url)], links_label=w("catalog:byColour.chooseBrand"),
            links=[
                Link(w("catalog:byColour.brandColours", brand=brand.name), PageUrl.of("browse-by-color", brand.slug))
                for brand in brand_service.all_brands()
            ],
        )

    def private(self, _route: paths.Route) -> PageView:
        """Search results, cart, account, admin: the shop's defaults, not to be indexed."""
        w = self.words
        return PageView(self.language, title=f"{shop_name()} — {w('catalog:home.hero.eyebrow')}",
                        description=w("catalog:home.hero.text"))

    def missing(self) -> PageView:
        w = self.words
        title = w("common:notFound.title")
        text = w("common:notFound.text", seconds=3)
        return PageView(
            self.language, title=f"{title} — {shop_name()}", description=text, status=404, heading=title, text=text,
            links=[Link(w("common:actions.backHome"), PageUrl.of())], links_label=title,
        )

    # ------------------------------------------------------------ catalogue pages

    def category(self, route: paths.Route) -> PageView:
        w = self.words
        main = route.head
        slugs = [slug.lower() for slug in route.params]
        sub = self.args.get("sub")
        if main == "collections" and len(slugs) == 1 and sub:
            slugs.append(sub.lower())
        nodes = _nodes_along(main, slugs)
        number = self._page_number()
        page = feeds.path_products([main, *slugs], Listing(page=number, limit=LISTING_PAGE_SIZE, sort=NEWEST.name))
        node = nodes[-1]
        names = [n.name_in(self.language) for n in nodes[1:]]
        main_title, intro = w(f"catalog:mains.{main}.title"), w(f"catalog:mains.{main}.intro")
        chain = " · ".join([*reversed(names), main_title])
        summary = self._summary(page.total, _cheapest(in_paths([node.path])))
        view = PageView(
            self.language, title=self._numbered(chain, number), description=shorten(f"{chain}. {summary} {intro}"),
            url=category_url(main, slugs, number), heading=names[-1] if names else main_title,
            text=f"{summary} {intro}" if names else intro, image=node.image or DEFAULT_IMAGE,
            crumbs=[self._home_crumb(), *(
                Link(name, url) for name, url in zip(
                    [main_title, *names], (category_url(main, slugs[:depth]) for depth in range(len(slugs) + 1)),
                    strict=True)
                if url is not None)],
            links_label=w("catalog:subcategories", name=names[-1] if names else main_title),
        )
        view.links = [
            Link(child.name_in(self.language), url)
            for child in node.children
            if (url := category_url(main, [*slugs, child.slug])) is not None
        ]
        if main == "fabrics" and not slugs:
            view.links.append(Link(w("catalog:byColour.title"), PageUrl.of("browse-by-color")))
        self._listing(view, page, lambda n: category_url(main, slugs, n))
        return view

    def brand(self, route: paths.Route) -> PageView:
        w = self.words
        slug, category3, category4 = (*route.params, None, None)[:3]
        number = self._page_number()
        page = brand_service.brand_page(slug, Listing(page=number, limit=LISTING_PAGE_SIZE, sort=NEWEST.name),
                                        category3, category4)
        brand = page.brand
        assert brand is not None
        level3 = next((n for n in page.categories if category3 and n.slug == category3.lower()), None)
        level4 = (next((n for n in level3.children if category4 and n.slug == category4.lower()), None)
                  if level3 else None)
        chosen = [n for n in (level3, level4) if n is not None]
        names = [n.name_in(self.language) for n in chosen]
        heading = f"{brand.name}: {names[-1]}" if names else brand.name
        segments = ("brands", brand.slug, *(n.slug for n in chosen))
        criteria = [of_brand(brand.id), *(at_level(n.level, n.slug) for n in chosen)]
        links = (
            [Link(c.name_in(self.language), PageUrl.of(*segments, c.slug)) for c in level3.children]
            if level3 else
            [Link(n.name_in(self.language), PageUrl.of(*segments, n.slug)) for n in page.categories]
        )
        summary = self._summary(page.total, _cheapest(*criteria))
        listed = ", ".join(link.label for link in links[:6])
        brands_title = w("catalog:brandsPage.title")
        view = PageView(
            self.language, title=self._numbered(heading, number),
            description=shorten(f"{heading}{': ' + listed if listed else ''}. {summary}"),
            url=PageUrl.of(*segments, page=number if number > 1 else None), heading=heading, text=summary,
            image=brand.logo or DEFAULT_IMAGE, links=links, links_label=w("catalog:subcategories", name=heading),
            crumbs=[
                self._home_crumb(), Link(brands_title, PageUrl.of("brands")),
                Link(brand.name, PageUrl.of("brands", brand.slug)),
                *(Link(name, PageUrl.of(*segments[: 3 + i])) for i, name in enumerate(names)),
            ],
        )
        self._listing(view, page, lambda n: PageUrl.of(*segments, page=n if n > 1 else None))
        return view

    def palette(self, route: paths.Route) -> PageView:
        w = self.words
        brand = lookups.get_brand(route.params[0])
        counts = colour_service.brand_colours(brand.slug)
        heading = w("catalog:byColour.brandColours", brand=brand.name)
        url = PageUrl.of("browse-by-color", brand.slug)
        links = [Link(c.colour.name_in(self.language), PageUrl.of("browse-by-color", brand.slug, c.colour.slug))
                 for c in counts]
        listed = ", ".join(link.label for link in links[:8])
        return PageView(
            self.language, title=f"{heading} — {shop_name()}",
            description=shorten(f"{heading}{': ' + listed if listed else ''}. {w('catalog:byColour.brandIntro')}"),
            url=url, heading=heading, text=w("catalog:byColour.brandIntro"), image=brand.logo or DEFAULT_IMAGE,
            links=links, links_label=heading,
            crumbs=[self._home_crumb(), Link(w("catalog:byColour.title"), PageUrl.of("browse-by-color")),
                    Link(heading, url)],
        )

    def colour(self, route: paths.Route) -> PageView:
        w = self.words
        brand = lookups.get_brand(route.params[0])
        number = self._page_number()
        page = colour_service.brand_colour_page(
            brand.slug, route.params[1], Listing(page=number, limit=LISTING_PAGE_SIZE, sort=NEWEST.name))
        colour = page.color
        assert colour is not None
        heading = w("catalog:byColour.brandColour", brand=brand.name, colour=colour.name_in(self.language))
        segments = ("browse-by-color", brand.slug, colour.slug)
        summary = self._summary(page.total, _cheapest(of_brand(brand.id), in_colours([colour.id])))
        view = PageView(
            self.language, title=self._numbered(heading, number), description=shorten(f"{heading}. {summary}"),
            url=PageUrl.of(*segments, page=number if number > 1 else None), heading=heading, text=summary,
            image=brand.logo or DEFAULT_IMAGE,
            crumbs=[
                self._home_crumb(), Link(w("catalog:byColour.title"), PageUrl.of("browse-by-color")),
                Link(w("catalog:byColour.brandColours", brand=brand.name), PageUrl.of(*segments[:2])),
                Link(colour.name_in(self.language), PageUrl.of(*segments)),
            ],
        )
        self._listing(view, page, lambda n: PageUrl.of(*segments, page=n if n > 1 else None))
        return view

    def product(self, route: paths.Route) -> PageView:
        w = self.words
        sku = route.params[0]
        found = find_product(sku)
        if found is None:
            return self.missing()
        card, path = found
        language = self.language
        name = card.get(f"product_name_{language}") or card["product_name_en"]
        # English has no name_en column: its name is Colour.name, which also stands in for an untranslated name.
        description_en, description, colour_en, colour = db.session.execute(
            select(Product.description_en, getattr(Product, f"description_{language}"), Colour.name,
                   getattr(Colour, f"name_{language}", Colour.name))
            .outerjoin(Colour, Product.colour_id == Colour.id)
            .where(Product.id == int(card["_id"]))
        ).one()
        colour = colour or colour_en
        lead = shorten(description or description_en or "", LEAD_LENGTH)
        price = Decimal(card["final_price"])
        fractional = is_fractional(card["minimum"])
        per_metre = price * 10 if fractional else None
        price_line = self._price_line(price, card["unit"], fractional)
        stock = w("product:stock.in") if card["in_stock"] else w("product:stock.out")
        crumbs = [self._home_crumb(), *self._product_crumbs(path)]
        url = PageUrl.of("products", sku)
        images = tuple(image.strip() for image in (card["images"] or "").split(",") if image.strip())
        links = list(crumbs[1:])
        if card.get("brand") and card.get("brand_slug"):
            links.append(Link(card["brand"], PageUrl.of("brands", card["brand_slug"])))
        return PageView(
            language, title=f"{name} — {shop_name()}", description=shorten(f"{name}. {price_line}. {stock}. {lead}"),
            url=url, heading=name, text=f"{price_line}. {stock}. {lead}", image=images[0] if images else DEFAULT_IMAGE,
            og_type="product", crumbs=[*crumbs, Link(name, url)], links=links, links_label=name,
            offer=Offer(
                sku=sku, name=name, price=price, currency=card["currency"], in_stock=bool(card["in_stock"]),
                per_metre=per_metre, brand=card.get("brand"), images=images, colour=colour,
                category=" > ".join(link.label for link in crumbs[1:]), description=lead,
            ),
        )

    # ------------------------------------------------------------ parts

    def _page_number(self) -> int:
        raw = self.args.get("page", "")
        number = int(raw) if raw.isdigit() else 1
        return min(max(number, 1), MAX_PAGE)

    def _numbered(self, title: str, number: int) -> str:
        if number > 1:
            title = f"{title} — {self.words('shop:pagination.page', page=number)}"
        return f"{title} — {shop_name()}"

    def _summary(self, total: int, cheapest: Decimal | None) -> str:
        count = self.words("shop:listing.count", total=total)
        if cheapest is None:
            return f"{count}."
        return f"{count}; {self.words.phrase('pricesFrom', price=self.words.price(cheapest))}."

    def _home_crumb(self) -> Link:
        return Link(self.words("shop:breadcrumbs.home"), PageUrl.of())

    def _sections(self) -> list[Link]:
        w = self.words
        return [
            *(Link(w(f"catalog:home.categories.{main}"), PageUrl.of(main)) for main in CATEGORY_MAINS),
            Link(w("catalog:newPage.title"), PageUrl.of("new")),
            Link(w("catalog:salePage.title"), PageUrl.of("sale")),
            Link(w("catalog:brandsPage.title"), PageUrl.of("brands")),
            Link(w("catalog:byColour.title"), PageUrl.of("browse-by-color")),
            Link(w("giftcards:title"), PageUrl.of("gift-cards")),
            *(Link(link.title, page_url(link.path)) for link in content_pages.menu(self.language)),
            Link(w(CONTENT["contact-us"][1]), PageUrl.of("contact-us")),
        ]

    def _lines(self, cards: list[dict]) -> list[ProductLine]:
        lines = []
        for card in cards:
            price = self.words.price(Decimal(card["final_price"]))
            if is_fractional(card["minimum"]):
                price = f"{price} {self.words('shop:price.per10cm')}"
            name = card.get(f"product_name_{self.language}") or card["product_name_en"]
            lines.append(ProductLine(name, PageUrl.of("products", card["product_id"]), price))
        return lines

    def _listing(self, view: PageView, page, url_of) -> None:
        """The listing's products and the links to its previous and next pages."""
        view.products = self._lines(page.products)
        view.products_label = self.words("catalog:listing.label", name=view.heading)
        neighbours = [n for n in (page.page - 1, page.page + 1) if 1 <= n <= page.pages]
        view.pages = [Link(self.words("shop:pagination.page", page=n), url_of(n)) for n in neighbours]

    def _price_line(self, price: Decimal, unit: str, fractional: bool) -> str:
        w = self.words
        if fractional:
            metre = f"{w.price(price * 10)} {w('shop:price.perMetre')}"
            return f"{w.price(price)} {w('shop:price.per10cm')} ({metre})"
        per = UNIT_TEXTS.get(unit)
        return f"{w.price(price)} {w('shop:price.' + per)}" if per else w.price(price)

    def _product_crumbs(self, path: tuple) -> list[Link]:
        """The product's category trail, as far as the tree knows it."""
        slugs = [slug for slug in path if slug]
        if not slugs:
            return []
        main, *rest = slugs
        if main == GIFT_CARD_CATEGORY:
            return [Link(self.words("giftcards:title"), PageUrl.of("gift-cards"))]
        if main not in CATEGORY_MAINS:
            return []
        crumbs = [Link(self.words(f"catalog:mains.{main}.title"), PageUrl.of(main))]
        children = next((root.children for root in category_roots() if root.slug == main), [])
        for depth, slug in enumerate(rest, start=1):
            node = next((child for child in children if child.slug == slug), None)
            url = category_url(main, rest[:depth])
            if node is None or url is None:
                break
            crumbs.append(Link(node.name_in(self.language), url))
            children = node.children
        return crumbs


def page_url(path: str) -> PageUrl:
    """The URL of a storefront path such as /FAQ or /pages/size-guide."""
    return PageUrl.of(*(part for part in path.split("/") if part))


def _nodes_along(main: str, slugs: list[str]) -> list[CategoryNode]:
    """The tree's nodes from the main category down the slugs; NotFoundError when one is missing."""
    children = category_roots()
    nodes: list[CategoryNode] = []
    for slug in (main, *slugs):
        node = next((child for child in children if child.slug == slug), None)
        if node is None:
            raise NotFoundError(Message(messages.CATEGORY_UNKNOWN, path="/".join((main, *slugs))))
        nodes.append(node)
        children = node.children
    return nodes
