"""The content pages as shoppers and crawlers read them: a page in one language, filled in and rendered, with the
menu of the shop's information pages; and the pages as the admin lists them.

A language without a text of its own shows the English one, and says so (``fallback``). A page is read from its
row when staff saved it, else from its starting text (shop.content_pages.starting); a page staff hid, or one there
is not, is not found.
"""
from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import func, select

from shop.content_pages import messages
from shop.content_pages.markdown import first_paragraph, to_html
from shop.content_pages.models import ContentPage
from shop.content_pages.placeholders import Filling, fill_markdown, fill_plain
from shop.content_pages.starting import BY_SLUG, STARTING, Text, path_of, starting_texts
from shop.extensions import db
from shop.http.errors import NotFoundError
from shop.i18n import DEFAULT_LANGUAGE, LANGUAGES
from shop.money import BASE_CURRENCY


@dataclass(frozen=True, slots=True)
class Page:
    """A page as it is now: its texts by language (only those with a title and a text), what staff typed in each
    (a title without a text too), whether it is shown, and what it is."""

    slug: str
    path: str
    texts: dict[str, Text]
    typed: dict[str, Text]
    published: bool
    updated_at: datetime | None  # None: the starting text, never saved
    starting: bool  # the shop starts with it (staff can go back to its starting text, not delete it)
    spec_route: bool  # one of the spec's routes: always shown
    stored: bool

    def text_in(self, language: str) -> tuple[str, Text]:
        """The language whose text is shown for ``language`` (English when it has none), and that text."""
        if language in self.texts:
            return language, self.texts[language]
        return DEFAULT_LANGUAGE, self.texts[DEFAULT_LANGUAGE]


@dataclass(frozen=True, slots=True)
class MenuLink:
    slug: str
    path: str
    title: str


@dataclass(frozen=True, slots=True)
class ShownPage:
    """A page in the language asked for: its title and sanitised HTML, filled in."""

    slug: str
    path: str
    language: str  # the language of the text shown
    requested_language: str
    title: str
    html: str
    description: str
    updated_at: datetime | None
    menu: list[MenuLink]

    @property
    def fallback(self) -> bool:
        return self.language != self.requested_language


def typed_of(row: ContentPage) -> dict[str, Text]:
    """What staff typed in each language that has a title or a text ("" for the part left empty)."""
    found = {}
    for language in LANGUAGES:
        title, body = getattr(row, f"title_{language}") or "", getattr(row, f"body_{language}") or ""
        if title or body:
            found[language] = Text(title, body)
    return found


def complete(typed: dict[str, Text]) -> dict[str, Text]:
    """The languages with both a title and a text: shoppers reading the others see the English page."""
    return {language: text for language, text in typed.items() if text.title and text.body}


def _page(slug: str, row: ContentPage | None) -> Page:
    start = BY_SLUG.get(slug)
    spec_route = start is not None and start.spec_route
    if row is None:
        texts = starting_texts(slug)
        return Page(slug, path_of(slug), texts, texts, True, None, start is not None, spec_route, False)
    typed = typed_of(row)
    return Page(slug, path_of(slug), complete(typed), typed, row.is_published or spec_route, row.updated_at,
                start is not None, spec_route, True)


def find(slug: str) -> Page | None:
    """The page ``slug``, shown or hidden; None when there is none."""
    row = db.session.scalar(select(ContentPage).where(ContentPage.slug == slug)) if slug else None
    if row is None and slug not in BY_SLUG:
        return None
    return _page(slug, row)


def all_pages() -> list[Page]:
    """Every page, shown or hidden: the starting pages in the menu's order, then staff's in the order they added
    them."""
    rows = {row.slug: row for row in db.session.scalars(select(ContentPage).order_by(ContentPage.id))}
    pages = [_page(start.slug, rows.pop(start.slug, None)) for start in STARTING]
    return pages + [_page(slug, row) for slug, row in rows.items()]


def menu(language: str) -> list[MenuLink]:
    """The shown pages' links in ``language`` (English titles where a page has none in it)."""
    filling = Filling(language, BASE_CURRENCY)
    return [MenuLink(page.slug, page.path, fill_plain(page.text_in(language)[1].title, filling))
            for page in all_pages() if page.published]


def render(text: Text, filling: Filling) -> tuple[str, str]:
    """A text's title and sanitised HTML, filled in for ``filling``'s language and currency."""
    return fill_plain(text.title, filling), to_html(fill_markdown(text.body, filling))


def shown(slug: str, language: str, currency: str = BASE_CURRENCY) -> ShownPage:
    """The shown page ``slug`` in ``language`` (or English), prices in ``currency``; NotFoundError for a hidden page
    or none."""
    page = find(slug)
    if page is None or not page.published:
        raise NotFoundError(messages.NO_SUCH_PAGE)
    shown_language, text = page.text_in(language)
    title, html = render(text, Filling(shown_language, currency))
    return ShownPage(page.slug, page.path, shown_language, language, title, html, first_paragraph(html),
                     page.updated_at, menu(language))


def version() -> Hashable:
    """Moves with every save and delete of a page (what a kept copy of a page or the sitemap depends on)."""
    return tuple(db.session.execute(select(func.count(ContentPage.id), func.max(ContentPage.updated_at))).one())
