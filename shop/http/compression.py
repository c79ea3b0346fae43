"""Answers made per request (API JSON, the filled index.html) compressed as the client accepts: brotli, else gzip.

Built assets are precompressed on disk and served by whitenoise; this is for bodies Flask makes. A body is
compressed when it is a whole 2xx body (not streamed, not a file passed through) of a compressible type
(COMPRESS_MIMETYPES) and at least COMPRESS_MIN_SIZE bytes, and the client's Accept-Encoding allows one of
COMPRESS_ALGORITHM (q=0 refuses; the first allowed in that list wins). Every response says ``Vary:
Accept-Encoding``. A strong ETag becomes the encoding's own (``"tag:br"``); the catalogue's weak ETags name the
resource, whatever its encoding (shop.http.caching answers 304 before anything is compressed).

This replaces Flask-Compress, whose hook parsed the response's headers and Accept-Encoding anew for every request,
at more than the cost of the compression itself: here the choice is remembered per distinct header value (browsers
send a handful) and the rest is plain header reads.
"""
from __future__ import annotations

import gzip
from collections.abc import Callable
from functools import lru_cache

import brotli
from flask import Flask, Response, request
from werkzeug.http import parse_accept_header

ENCODERS: dict[str, Callable[[bytes, int], bytes]] = {
    "br": lambda data, level: brotli.compress(data, quality=level),
    "gzip": lambda data, level: gzip.compress(data, level, mtime=0),
}


def choose_encoding(accept_encoding: str, algorithms: tuple[str, ...]) -> str | None:
    """The first of ``algorithms`` the Accept-Encoding value allows (by name or ``*``, with q above 0)."""
    accepted = parse_accept_header(accept_encoding)
    for algorithm in algorithms:
        if accepted[algorithm] > 0:  # a name's own q, else the wildcard's, else 0
            return algorithm
    return None


def init_app(app: Flask) -> None:
    """Compress ``app``'s responses. Call it before any other after-request hook is registered: Flask runs those
    hooks in reverse, so this one runs last and sees the finished body (its ETag, if any, already set)."""
    config = app.config
    mimetypes = frozenset(config["COMPRESS_MIMETYPES"])
    min_size = int(config["COMPRESS_MIN_SIZE"])
    algorithms = tuple(name for name in config["COMPRESS_ALGORITHM"] if name in ENCODERS)
    levels = {"br": int(config["COMPRESS_BR_LEVEL"]), "gzip": int(config["COMPRESS_LEVEL"])}
    chosen = lru_cache(maxsize=64)(lambda header: choose_encoding(header, algorithms))

    @app.after_request
    def compress(response: Response) -> Response:
        headers = response.headers
        vary = headers.get("Vary")
        if not vary:
            headers["Vary"] = "Accept-Encoding"
        elif "accept-encoding" not in vary.lower():
            headers["Vary"] = f"{vary}, Accept-Encoding"
        if (response.direct_passthrough or response.is_streamed or not 200 <= response.status_code < 300
                or headers.get("Content-Type", "").partition(";")[0].strip() not in mimetypes
                or "Content-Encoding" in headers):
            return response
        encoding = chosen(request.environ.get("HTTP_ACCEPT_ENCODING", ""))
        if encoding is None:
            return response
        data = response.get_data()
        if len(data) < min_size:
            return response
        response.set_data(ENCODERS[encoding](data, levels[encoding]))  # and Content-Length
        headers["Content-Encoding"] = encoding
        etag = headers.get("ETag")
        if etag and not etag.startswith("W/"):
            headers["ETag"] = f'{etag[:-1]}:{encoding}"'
        return response
