"""Serves the built UI from one process: hashed assets (whitenoise), media, robots.txt, the sitemaps, and
index.html for the rest, filled per page with its meta data, structured data and a crawlable body part
(shop.seo), answering 404 for paths and catalogue things that do not exist. Every page carries the shop's details
from the shop settings (``<script type="application/json" id="shop-settings">``, read by ui/src/config/shop.ts), so
the header, footer and contact page show them in their first render, with no request and no shift of the layout."""
from __future__ import annotations

import json
import logging
import os
import re
from dataclasses import dataclass
from html import escape

from flask import Flask, Response, abort, current_app, request
from werkzeug.routing import PathConverter
from whitenoise import WhiteNoise

from shop.http.security_headers import new_style_nonce, nonce_meta, page_policy
from shop.i18n import DEFAULT_LANGUAGE, language_of, requested_language
from shop.kept import KeptFile
from shop.media_storage import storage
from shop.seo import paths, robots, sitemap
from shop.seo.service import public_base, storefront_page
from shop.seo.template import templates
from shop.settings import store as shop_settings
from shop.settings.display import storefront_json

log = logging.getLogger(__name__)

# esbuild names hashed files name-HASH.ext (ui/build.mjs); those never change, so browsers keep them a year.
_HASHED = re.compile(r"-[A-Z0-9]{8,}\.\w+(\.(gz|br))?$", re.IGNORECASE)
# Folders of real files: a miss there is a 404, never index.html (a stale chunk must fail loudly).
FILE_PREFIXES = ("assets/", "locales/", "documents/", "media/")

SITEMAP_MAX_AGE = 600
NEVER_CACHE = "no-cache, no-store, must-revalidate"


# For the routes whose largest paint is drawn by React alone, what their first render waits for, named in the page's
# HTML so it loads beside the entry script instead of a round trip after it:
# - modules: the lazily loaded modules (ui/src/app/router.tsx) the page renders inside and as, whose chunks (and their
#   own imports, another round trip) become <link rel="modulepreload">;
# - words: the translation namespaces (i18n's start-up ones, every page's and the page's own: router.tsx's page()),
#   written into the page itself (<script type="application/json" id="page-words">, which ui/src/lib/page-words.ts
#   hands to i18next), in the language the app will choose (_app_language) and in English, the fallback. Fetched,
#   even preloaded, they were five to ten more requests beside the page's chunks on HTTP/1.1's six connections.
# The checkout of an empty cart starts on the cart (router.tsx's startPath), of a full one on the checkout: it names
# both.
@dataclass(frozen=True, slots=True)
class FirstLoad:
    modules: tuple[str, ...]
    words: tuple[str, ...]


_SHOP_ACTIONS = ("ui/src/app/ShopActions.tsx", "ui/src/app/QueryClientScope.tsx")
_CART = "ui/src/features/cart/pages/CartPage.tsx"
_FIRST_WORDS = ("common", "shell", "shop", "wishlist")
FIRST_LOADS: dict[str, FirstLoad] = {
    "/cart": FirstLoad((*_SHOP_ACTIONS, _CART), (*_FIRST_WORDS, "cart")),
    "/cart/checkout": FirstLoad((*_SHOP_ACTIONS, _CART, "ui/src/app/checkout-routes.tsx"),
                                (*_FIRST_WORDS, "checkout", "cart")),
}


def _read_manifest(manifest: str, _stamp: int) -> dict[str, str]:
    """FIRST_LOADS route -> the modulepreload tags of its chunks, from the build's manifest.json (ui/build.mjs)."""
    lazy = json.loads(manifest).get("lazy", {})
    tags = {}
    for route, first in FIRST_LOADS.items():
        urls = dict.fromkeys(url for module in first.modules for url in lazy.get(module, ()))
        tags[route] = "".join(f'<link rel="modulepreload" href="{escape(url)}" />' for url in urls)
    return tags


def _script_safe(text: str, _stamp: int) -> str:
    """A translation file's JSON as it may stand inside a <script> element: no "<" (JSON allows one only inside a
    string, where \\u003c means the same), so no "</script>" can end it early."""
    return text.replace("<", "\\u003c")


_manifests: KeptFile[dict[str, str]] = KeptFile(_read_manifest)  # read again when a rebuild changes it
_word_files: KeptFile[str] = KeptFile(_script_safe)


def _first_load_tags(dist: str, pattern: str) -> str:
    """The page's own code to load beside the entry script, and the words its first render needs (none for most
    pages)."""
    first = FIRST_LOADS.get(pattern)
    if first is None:
        return ""
    chunks = _manifests.get(os.path.join(dist, "manifest.json"))
    # i18next loads the fallback language's words too (English: ui/src/lib/i18n.ts's fallbackLng)
    languages = dict.fromkeys((_app_language(), DEFAULT_LANGUAGE))
    words = []
    for language in languages:
        found = ((namespace, _word_files.get(os.path.join(dist, "locales", language, f"{namespace}.json")))
                 for namespace in first.words)
        words.append(f'"{language}":{{' + ",".join(f'"{namespace}":{text}' for namespace, text in found if text)
                     + "}")
    return ((chunks or {}).get(pattern, "") + '<script type="application/json" id="page-words">{'
            + ",".join(words) + "}</script>")


def _app_language() -> str:
    """The language the app will choose (ui/src/lib/i18n.ts's detection): ?lng, the i18next cookie, the browser's
    languages (Accept-Language says them), English. A choice the app keeps in the browser's storage is not seen
    here: that visitor's app fetches its own words."""
    for given in (request.args.get("lng"), request.cookies.get("i18next")):
        language = language_of(given) if given else None
        if language is not None:
            return language
    return requested_language() or DEFAULT_LANGUAGE


SHOP_SETTINGS_ID = "shop-settings"


def _shop_details() -> str:
    """The shop settings the storefront shows, as the page's JSON (written once per save, shop.settings.display)."""
    try:
        text = storefront_json(shop_settings.current())
    except Exception:
        if current_app.testing:
            raise
        # The app falls back to the shop's name alone; a shopper must never get an error page for it.
        log.exception("Reading the shop settings for index.html failed; the page goes without them")
        return ""
    return f'<script type="application/json" id="{SHOP_SETTINGS_ID}">{text}</script>'


def _never_cache_index(headers, path: str, _url: str) -> None:
    """index.html names the current hashed bundle, so it must always be fetched afresh."""
    if path.endswith("index.html"):
        headers["Cache-Control"] = "no-cache, no-store, must-revalidate"


class PagePath(PathConverter):
    """A path of the storefront: any path outside /api. An unknown API path is no page (routing's 404, which the
    error handler answers in the API's JSON shape), and an API path's Allow names its own methods alone, not the GET
    this catch-all would add to every one of them."""

    regex = r"(?!api(?:/|$))[^/].*?"


def register_web(app: Flask) -> None:
    """Wrap the app in whitenoise for /assets and add the non-API routes; registered after the API."""
    dist = app.config["SHOP_DIST_DIR"]
    app.wsgi_app = WhiteNoise(  # type: ignore[method-assign]
        app.wsgi_app,
        root=dist if os.path.isdir(dist) else None,
        prefix="/",
        max_age=3600,
        immutable_file_test=lambda _path, url: bool(_HASHED.search(url)),
        index_file=False,
        autorefresh=app.debug,
        add_headers_function=_never_cache_index,
    )

    @app.get("/robots.txt")
    def robots_txt():
        return Response(robots.robots_txt(public_base()), mimetype="text/plain")

    @app.get("/sitemap.xml")
    def sitemap_index():
        response = Response(sitemap.index_xml(), mimetype="application/xml")
        response.cache_control.max_age = SITEMAP_MAX_AGE
        return response

    @app.get("/sitemaps/<name>")
    def sitemap_file(name: str):
        chunks = sitemap.file_xml(name)
        if chunks is None:
            abort(404)
        if request.accept_encodings["gzip"] > 0:
            response = Response(sitemap.gzipped(chunks), mimetype="application/xml")
            response.headers["Content-Encoding"] = "gzip"
        else:
            response = Response((chunk.encode() for chunk in chunks), mimetype="application/xml")
        response.headers["Vary"] = "Accept-Encoding"
        response.cache_control.max_age = SITEMAP_MAX_AGE
        return response

    @app.get("/media/<path:filename>")
    def media(filename: str):
        """The media storage's file (shop.media_storage): the local folder's, or the bucket's through the shop."""
        return storage().response(filename)

    app.url_map.converters["page"] = PagePath

    @app.get("/", defaults={"_path": ""})
    @app.get("/<page:_path>")
    def index_html(_path: str):
        """Every other path is a client-side route: the React app, with this page's meta data and status."""
        if _path.startswith(FILE_PREFIXES):
            abort(404)
        try:
            page = storefront_page("/" + _path, request.args)
            status, html = (page.status, page.html) if page is not None else (0, "")
        except Exception:
            if current_app.testing:
                raise
            # The shop still works without its meta data; a shopper must never get an error page for it.
            log.exception("Filling index.html for /%s failed; serving it unfilled", _path)
            template = templates.get(current_app.config["SHOP_DIST_DIR"])
            status, html = (200, template.html) if template is not None else (0, "")
        if not status:
            return Response(
                "The UI is not built yet: run `npm run build` (or `make run`).", status=503, mimetype="text/plain"
            )
        # This page's style nonce (shop.http.security_headers); the app's module script runs after the parse, so it
        # finds the tag at the end of <head>.
        route = paths.match("/" + _path)
        preloads = _first_load_tags(current_app.config["SHOP_DIST_DIR"], route.pattern) if route else ""
        nonce = new_style_nonce()
        html = html.replace("</head>", nonce_meta(nonce) + preloads + _shop_details() + "</head>", 1)
        response = Response(html, status=status, mimetype="text/html")
        response.headers["Content-Security-Policy"] = page_policy(nonce)
        response.headers["Cache-Control"] = NEVER_CACHE
        return response
