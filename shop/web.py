"""Serves the built UI from one process: hashed assets (whitenoise), media, robots.txt, index.html for the rest."""
from __future__ import annotations

import os
import re

from flask import Flask, Response, abort, current_app, send_from_directory
from whitenoise import WhiteNoise

# esbuild names hashed files name-HASH.ext (ui/build.mjs); those never change, so browsers keep them a year.
_HASHED = re.compile(r"-[A-Z0-9]{8,}\.\w+(\.(gz|br))?$", re.IGNORECASE)
MEDIA_MAX_AGE = 24 * 3600
# Folders of real files: a miss there is a 404, never index.html (a stale chunk must fail loudly).
FILE_PREFIXES = ("assets/", "locales/", "documents/", "media/")

ROBOTS = """User-agent: *
Disallow: /api/
Disallow: /admin-dash
Disallow: /account
Disallow: /cart/checkout
Allow: /
"""


def _never_cache_index(headers, path: str, _url: str) -> None:
    """index.html names the current hashed bundle, so it must always be fetched afresh."""
    if path.endswith("index.html"):
        headers["Cache-Control"] = "no-cache, no-store, must-revalidate"


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
        return Response(ROBOTS, mimetype="text/plain")

    @app.get("/media/<path:filename>")
    def media(filename: str):
        return send_from_directory(current_app.config["SHOP_MEDIA_DIR"], filename, max_age=MEDIA_MAX_AGE)

    @app.get("/api/<path:_unknown>")
    def unknown_api(_unknown: str):
        abort(404, description="There is no such API endpoint.")

    @app.get("/", defaults={"_path": ""})
    @app.get("/<path:_path>")
    def index_html(_path: str):
        """Every other path is a client-side route: the React app decides, incl. its not-found page."""
        if _path.startswith(FILE_PREFIXES):
            abort(404)
        index = os.path.join(current_app.config["SHOP_DIST_DIR"], "index.html")
        if not os.path.isfile(index):
            return Response(
                "The UI is not built yet: run `npm run build` (or `make run`).", status=503, mimetype="text/plain"
            )
        response = send_from_directory(current_app.config["SHOP_DIST_DIR"], "index.html", max_age=0)
        response.headers["Cache-Control"] = "no-cache, no-store, must-revalidate"
        return response
