"""Page URLs in every language: the ?lng= URLs, their hreflang codes, canonical and absolute forms.

The storefront picks its language from ``?lng=`` first (SPEC section 4), so each language version of a page is
the page's URL with ``lng``; English, the default, is the URL without it. Each version is canonical to itself,
``?lng=en`` is canonical to the plain URL, and x-default is the plain URL too (a visitor's own language is
detected there). Ukrainian is ``ua`` in the shop and ``uk`` in hreflang and ``<html lang>``.
"""
from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import quote, urlencode

from shop.catalog.models import LANGUAGES

DEFAULT_LANGUAGE = "en"
HREFLANG = {"en": "en", "ua": "uk", "pl": "pl", "ru": "ru", "de": "de"}
OG_LOCALE = {"en": "en_GB", "ua": "uk_UA", "pl": "pl_PL", "ru": "ru_RU", "de": "de_DE"}
X_DEFAULT = "x-default"
# encodeURIComponent's unescaped characters besides letters, digits and "-_.~" (ui/src/config/paths.ts).
_SEGMENT_SAFE = "!'()*"


def language_of(value: str | None) -> str:
    """The shop language a ``lng`` value asks for, as the UI reads it (``uk-UA`` -> ua); English if none."""
    base = (value or "").strip().lower().replace("_", "-").split("-")[0]
    base = "ua" if base == "uk" else base
    return base if base in LANGUAGES else DEFAULT_LANGUAGE


def segment(value: str) -> str:
    """One path segment, encoded as the UI's links encode it."""
    return quote(value, safe=_SEGMENT_SAFE)


@dataclass(frozen=True, slots=True)
class PageUrl:
    """A storefront URL without its language: a path of segments and the query that is part of the page."""

    segments: tuple[str, ...] = ()
    query: tuple[tuple[str, str], ...] = ()

    @classmethod
    def of(cls, *segments: str, **query: str | int | None) -> PageUrl:
        return cls(tuple(segments), tuple((k, str(v)) for k, v in query.items() if v is not None))

    @property
    def path(self) -> str:
        return "/" + "/".join(segment(part) for part in self.segments)

    def href(self, language: str = DEFAULT_LANGUAGE) -> str:
        """The site-relative URL of the page in ``language``."""
        query = self.query if language == DEFAULT_LANGUAGE else (*self.query, ("lng", language))
        return f"{self.path}?{urlencode(query)}" if query else self.path

    def absolute(self, base: str, language: str = DEFAULT_LANGUAGE) -> str:
        return base + self.href(language)

    def alternates(self, base: str) -> list[tuple[str, str]]:
        """(hreflang, absolute URL) of every language version, then x-default."""
        links = [(HREFLANG[language], self.absolute(base, language)) for language in LANGUAGES]
        return [*links, (X_DEFAULT, self.absolute(base))]


def absolute_url(base: str, url: str) -> str:
    """A site-relative URL (an image under /media) made absolute; absolute ones are kept."""
    if url.startswith(("http://", "https://")):
        return url
    if url.startswith("//"):
        return "https:" + url
    return base + (url if url.startswith("/") else "/" + url)


CATEGORY_MAINS = ("fabrics", "crystals", "accessories", "collections")


def category_url(main: str, slugs: tuple[str, ...] | list[str], page: int | None = None) -> PageUrl | None:
    """A category's storefront URL (ui/src/config/paths.ts categoryHref): collections have two levels of pages,
    their third level is ``?sub=``; the other mains have three levels below them. None: no page shows it."""
    if main not in CATEGORY_MAINS:
        return None
    page = page if page and page > 1 else None
    if main == "collections":
        if len(slugs) > 2:
            return None
        if len(slugs) == 2:
            return PageUrl.of(main, slugs[0], sub=slugs[1], page=page)
    elif len(slugs) > 3:
        return None
    return PageUrl.of(main, *slugs, page=page)
