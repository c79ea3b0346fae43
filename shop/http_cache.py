"""HTTP concerns of public reads (catalogue, search, slider, currencies), applied once per blueprint.

- Caching: every successful GET gets an ETag (hash of the body) and Cache-Control, and a request whose
  If-None-Match holds that ETag gets 304 with no body. These reads are the same for every visitor, so
  shared caches may keep them; max-age is short because staff edits must show within a minute (0, for
  "revalidate every time", where a change must show at once), and a revalidation costs only a 304.
- Hygiene: path segments and query values with control characters (PostgreSQL refuses NUL in text) or of
  absurd length are refused with 400 before any view runs, so they never reach the database as a 500.
"""
from __future__ import annotations

import hashlib
import re

from flask import Blueprint, Response, request

from shop.errors import ApiError

DEFAULT_MAX_AGE = 60
MAX_VALUE_LENGTH = 200
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")


def cache_public_gets(blueprint: Blueprint, max_age: int = DEFAULT_MAX_AGE) -> Blueprint:
    """Guard ``blueprint``'s input; give its successful GETs an ETag and Cache-Control, 304 when unchanged."""

    @blueprint.before_request
    def _refuse_malformed_input() -> None:
        values = [*(request.view_args or {}).values(), *request.args.values()]
        for value in values:
            if isinstance(value, str) and (len(value) > MAX_VALUE_LENGTH or _CONTROL.search(value)):
                raise ApiError(
                    f"Request values must be at most {MAX_VALUE_LENGTH} characters, without control characters."
                )

    @blueprint.after_request
    def _conditional(response: Response) -> Response:
        if request.method not in ("GET", "HEAD") or response.status_code != 200 or response.direct_passthrough:
            return response
        response.cache_control.public = True
        if max_age:
            response.cache_control.max_age = max_age
        else:
            response.cache_control.no_cache = True
        if response.get_etag()[0] is None:
            # Weak: the gzip or brotli encoding of the same body is the same resource, so a revalidation is
            # answered 304 here, before anything is compressed.
            response.set_etag(hashlib.blake2b(response.get_data(), digest_size=16).hexdigest(), weak=True)
        return response.make_conditional(request)

    return blueprint
