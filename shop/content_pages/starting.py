"""The pages every shop starts with, and their starting texts (``starting/<slug>/<language>.md``: a "# " title line,
then the Markdown body), written from the texts the storefront used to have built in.

A starting page shows its starting text until staff save it; staff may then go back to it (deleting their version).
The spec's own pages (/about, /FAQ, /payment, /privacy-policy) keep their routes and are always shown; the others
live under /pages/{slug}, like every page staff add.
"""
from __future__ import annotations

import os
from dataclasses import dataclass

from shop.i18n import LANGUAGES
from shop.kept import KeptFile

FOLDER = os.path.join(os.path.dirname(__file__), "starting")
PAGES_PATH = "/pages/"


@dataclass(frozen=True, slots=True)
class StartingPage:
    slug: str
    path: str  # the storefront route
    spec_route: bool  # a route of the spec's: the page is always shown


STARTING: tuple[StartingPage, ...] = (
    StartingPage("about", "/about", True),
    StartingPage("faq", "/FAQ", True),
    StartingPage("payment", "/payment", True),
    StartingPage("delivery", f"{PAGES_PATH}delivery", False),
    StartingPage("returns", f"{PAGES_PATH}returns", False),
    StartingPage("privacy-policy", "/privacy-policy", True),
)
BY_SLUG = {page.slug: page for page in STARTING}


@dataclass(frozen=True, slots=True)
class Text:
    title: str
    body: str


def _read(text: str, _stamp: int) -> Text:
    first, _, rest = text.partition("\n")
    return Text(first.removeprefix("# ").strip(), rest.strip())


_files: KeptFile[Text] = KeptFile(_read)


def path_of(slug: str) -> str:
    """The storefront route of the page ``slug``: the spec's own for its pages, /pages/{slug} for the others."""
    page = BY_SLUG.get(slug)
    return page.path if page is not None else f"{PAGES_PATH}{slug}"


def starting_texts(slug: str) -> dict[str, Text]:
    """The starting page's text in every language it is written in ({} for a page staff added)."""
    if slug not in BY_SLUG:
        return {}
    found = {language: _files.get(os.path.join(FOLDER, slug, f"{language}.md")) for language in LANGUAGES}
    return {language: text for language, text in found.items() if text is not None}
