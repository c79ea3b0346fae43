"""HTTP concerns of public reads (catalogue, search, slider, currencies), applied once per blueprint.

- Caching: every successful GET gets an ETag (hash of the body) and Cache-Control, and a request whose
  If-None-Match holds that ETag gets 304 with no body. These reads are the same for every visitor, so
  shared caches may keep them; max-age is short because staff edits must show within a minute (0, for
  "revalidate every time", where a change must show at once), and a revalidation costs only a 304.
- Finished responses: a blueprint whose answers follow a version (the catalogue index's) keeps each finished
  response (compressed as the client asked, with its ETag) per worker, and answers the same URL and
  Accept-Encoding from it while the version is unchanged, for at most SHOP_RESPONSE_CACHE_SECONDS (5 s; 0 turns
  it off, as in tests), within SHOP_RESPONSE_CACHE_BYTES (8 MB). Popular pages then cost neither a query, a
  dump nor a compression; a product change moves the version, so it shows at once; what the version does not
  follow (a brand's name, the tree) shows within the seconds.
- Hygiene: path segments and query values with control characters (PostgreSQL refuses NUL in text) or of
  absurd length are refused with 400 before any view runs, so they never reach the database as a 500.
- Rate limits guard what visitors send (forms, sign-in), not these reads: the blueprints are exempt.
"""
from __future__ import annotations

import hashlib
import re
from collections.abc import Callable, Hashable
from dataclasses import dataclass

from flask import Blueprint, Flask, Response, current_app, g, request, request_finished

from shop.errors import ApiError
from shop.extensions import limiter
from shop.kept import Kept

DEFAULT_MAX_AGE = 60
MAX_VALUE_LENGTH = 200
DEFAULT_RESPONSE_SECONDS = 5.0
DEFAULT_RESPONSE_BYTES = 8 * 1024 * 1024
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")


def cache_public_gets(
    blueprint: Blueprint, max_age: int = DEFAULT_MAX_AGE, version: Callable[[], Hashable] | None = None
) -> Blueprint:
    """Guard ``blueprint``'s input; give its successful GETs an ETag and Cache-Control, 304 when unchanged.

    With ``version`` (what the answers depend on), finished responses are also kept while it stays the same.
    """
    limiter.exempt(blueprint)

    @blueprint.before_request
    def _refuse_malformed_input() -> None:
        values = [*(request.view_args or {}).values(), *request.args.values()]
        for value in values:
            if isinstance(value, str) and (len(value) > MAX_VALUE_LENGTH or _CONTROL.search(value)):
                raise ApiError(
                    f"Request values must be at most {MAX_VALUE_LENGTH} characters, without control characters."
                )

    if version is not None:
        responses = ResponseCache()

        @blueprint.before_request
        def _kept_response() -> Response | None:
            if request.method != "GET" or not responses.seconds():
                return None
            key = (request.full_path, request.headers.get("Accept-Encoding", ""))
            current = version()
            kept = responses.get(key, current)
            if kept is not None:
                return kept
            g.response_to_keep = (responses, key, current)
            return None

    cache_control = f"public, max-age={max_age}" if max_age else "public, no-cache"

    @blueprint.after_request
    def _conditional(response: Response) -> Response:
        if request.method not in ("GET", "HEAD") or response.status_code != 200 or response.direct_passthrough:
            return response
        # Plain header writes: werkzeug's cache_control object and make_conditional (built for ranges and dates
        # too) cost a tenth of a listing request.
        response.headers["Cache-Control"] = cache_control
        etag = response.headers.get("ETag")
        if etag is None:
            # Weak: the gzip or brotli encoding of the same body is the same resource, so a revalidation is
            # answered 304 here, before anything is compressed.
            etag = f'W/"{hashlib.blake2b(response.get_data(), digest_size=16).hexdigest()}"'
            response.headers["ETag"] = etag
        if request.if_none_match.contains_weak(etag.removeprefix("W/").strip('"')):
            return Response(status=304, headers={"ETag": etag, "Cache-Control": cache_control})
        return response

    return blueprint


@dataclass(frozen=True, slots=True)
class _Finished:
    headers: list[tuple[str, str]]
    body: bytes


class ResponseCache:
    """(URL, Accept-Encoding) -> a finished 200 response, within SHOP_RESPONSE_CACHE_BYTES (shop.kept)."""

    def __init__(self) -> None:
        self._kept: Kept[_Finished] = Kept()

    @staticmethod
    def seconds() -> float:
        return float(current_app.config.get("SHOP_RESPONSE_CACHE_SECONDS", DEFAULT_RESPONSE_SECONDS))

    def get(self, key: tuple[str, str], version: Hashable) -> Response | None:
        kept = self._kept.get(key, version)
        return None if kept is None else Response(kept.body, 200, kept.headers)

    def keep(self, key: tuple[str, str], version: Hashable, response: Response) -> None:
        if response.status_code != 200 or response.direct_passthrough or response.is_streamed:
            return
        body = response.get_data()
        headers = list(response.headers.items())
        size = len(body) + sum(len(name) + len(value) for name, value in headers) + len(key[0])
        budget = int(current_app.config.get("SHOP_RESPONSE_CACHE_BYTES", DEFAULT_RESPONSE_BYTES))
        self._kept.keep(key, version, _Finished(headers, body), size, self.seconds(), budget)


def _keep_finished(_app: Flask, response: Response, **_extra) -> None:
    """After every after_request hook (compression included): keep the response as the client gets it."""
    pending = g.pop("response_to_keep", None)
    if pending is not None:
        responses, key, version = pending
        responses.keep(key, version, response)


request_finished.connect(_keep_finished)
