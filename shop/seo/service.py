"""The page shop.web serves for a storefront URL: index.html filled with the page's meta data, and its status.

Known pages answer 200; a path no storefront route has, and a product, category, brand or colour the catalogue
does not have, answer 404 with the same app (its not-found page sends the visitor to /). A filled 200 page is
kept per worker (shop.seo.cache) while the catalogue index, and index.html, stay the same.
"""
from __future__ import annotations

import re
from collections.abc import Hashable, Mapping
from dataclasses import dataclass

from flask import current_app

from shop.catalog.engine.read_model import catalogue_version
from shop.content_pages import service as content_pages
from shop.kept import Kept
from shop.seo import cache, paths
from shop.seo.body import body
from shop.seo.meta import head
from shop.seo.pages import CONTENT, Pages, product_version
from shop.seo.template import Template, templates
from shop.seo.texts import Words
from shop.seo.urls import HREFLANG, language_of
from shop.seo.view import PageView
from shop.settings import store as shop_settings

MAX_PATH = 1_000
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")
# Content pages whose text is the build's alone; the others list products or brands.
_STATIC_CONTENT = frozenset(CONTENT) - {"new", "sale"}


@dataclass(frozen=True, slots=True)
class FilledPage:
    status: int
    html: str


_pages: Kept[FilledPage] = Kept()


def public_base() -> str:
    """The shop's public origin (SHOP_PUBLIC_URL) without a trailing slash: canonical URLs start with it."""
    return str(current_app.config["SHOP_PUBLIC_URL"]).rstrip("/")


def storefront_page(path: str, args: Mapping[str, str]) -> FilledPage | None:
    """index.html for ``path`` (decoded, without the query) filled for its page; None when the UI is not built."""
    dist = current_app.config["SHOP_DIST_DIR"]
    template = templates.get(dist)
    if template is None:
        return None
    language = language_of(args.get("lng"))
    sane = len(path) <= MAX_PATH and not _CONTROL.search(path)
    route = paths.match(path) if sane else None
    key = version = None
    if route is not None and route.kind != paths.PRIVATE:
        key = (route.segments, args.get("page", ""), args.get("sub", "") if route.kind == paths.CATEGORY else "",
               language)
        # Every page's title names the shop and the home page describes it: a save of the shop settings is new pages.
        version = (template.stamp, shop_settings.current().stamp, _version(route))
        kept = _pages.get(key, version)
        if kept is not None:
            return kept
    view = Pages(dist, language, args).describe(route)
    filled = FilledPage(view.status, fill(template, view, dist))
    if key is not None and view.status == 200:
        _pages.keep(key, version, filled, len(filled.html) * 2, cache.seconds(), cache.budget())
    return filled


def fill(template: Template, view: PageView, dist: str) -> str:
    words = Words(dist, view.language)
    return template.fill(
        HREFLANG[view.language],
        head(view, public_base()),
        body(view, words("shop:breadcrumbs.label"), words("shop:pagination.label")),
    )


def _version(route: paths.Route) -> Hashable:
    """What a kept page of ``route`` depends on besides the build."""
    if route.kind == paths.PRODUCT:
        return product_version(route.params[0])
    if route.kind == paths.CONTENT and route.head in _STATIC_CONTENT:
        return ()
    if route.kind == paths.PAGE:
        return content_pages.version()
    return catalogue_version()


def forget() -> None:
    """Drop every kept page (tests)."""
    _pages.clear()
