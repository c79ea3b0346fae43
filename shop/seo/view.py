"""What a page is about, in the shape the head tags, the structured data and the body part are written from."""
from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal

from shop.seo.urls import PageUrl


@dataclass(frozen=True, slots=True)
class Link:
    label: str
    url: PageUrl


@dataclass(frozen=True, slots=True)
class Hero:
    """The home page's first slide: written into the page so its image is the first paint's largest, found by the
    browser in the HTML instead of after the app's code and a call to the slider."""

    image: str
    title: str
    link: str  # the slide's storefront path
    cta: str
    srcset: str = ""  # the image's stored sizes (shop.content.images); "" for one that has none


@dataclass(frozen=True, slots=True)
class ProductLine:
    """A product in a listing: its name, page and price as the card shows it ("£2.68 per 10 cm")."""

    name: str
    url: PageUrl
    price: str


@dataclass(frozen=True, slots=True)
class Offer:
    """A product page's offer, in GBP (the base currency all prices are stored in)."""

    sku: str
    name: str
    price: Decimal  # after discount, for one sold unit: 10 cm of a fabric (minimum 0.1), else one item
    currency: str
    in_stock: bool
    per_metre: Decimal | None  # fabrics: 10 x price
    brand: str | None
    colour: str | None
    images: tuple[str, ...]
    category: str  # the category trail, "Fabrics > Lycra > Plain"
    description: str


@dataclass(slots=True)
class PageView:
    """One page in one language. ``url`` is the canonical URL without its language; None: not to be indexed."""

    language: str
    title: str
    description: str
    status: int = 200
    url: PageUrl | None = None
    heading: str = ""
    text: str = ""
    image: str | None = None
    og_type: str = "website"
    crumbs: list[Link] = field(default_factory=list)  # from the home page to this page
    links: list[Link] = field(default_factory=list)  # where to go next: child categories, brands, colours
    links_label: str = ""
    products: list[ProductLine] = field(default_factory=list)
    products_label: str = ""
    pages: list[Link] = field(default_factory=list)  # the listing's neighbouring pages
    offer: Offer | None = None
    home: bool = False  # the home page also describes the shop (Organization, WebSite)
    html: str = ""  # an information page's text: sanitised HTML (shop.content_pages.markdown), written as it is
    html_language: str | None = None  # the text's language where it is not the page's (no text in that language)
    hero: Hero | None = None
