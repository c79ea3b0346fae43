"""HTTP concerns of public reads (catalogue, search, slider, currencies), applied once per blueprint.

- Caching: every successful GET gets an ETag (hash of the body) and Cache-Control, and a request whose
  If-None-Match holds that ETag gets 304 with no body. These reads are the same for every visitor, so
  shared caches may keep them; max-age is short because staff edits must show within a minute (0, for
  "revalidate every time", where a change must show at once), and a revalidation costs only a 304. The ETag is
  the hash of the body Flask made, once per response: flask-smorest's ``etag`` decorator would serialise the
  dumped data a second time, sorted, to hash it.
- Finished responses: a blueprint whose answers follow a version (the catalogue index's) has each finished
  response (compressed as the client asked, with its ETag) kept per worker, and the same URL and Accept-Encoding
  answered from it while the version is unchanged, for at most SHOP_RESPONSE_CACHE_SECONDS (5 s; 0 turns it off,
  as in tests), within SHOP_RESPONSE_CACHE_BYTES (2 MB). The answer comes from one WSGI layer in front of Flask
  (KeptResponses), so a popular page costs neither Flask's request machinery, a query, a dump nor a compression;
  a product change moves the version, so it shows at once; what the version does not follow (a brand's name, the
  tree) shows within the seconds. Every other request, and every first one, Flask answers.
- Hygiene: path segments and query values with control characters (PostgreSQL refuses NUL in text) or of
  absurd length are refused with 400 before any view runs, so they never reach the database as a 500.
"""
from __future__ import annotations

import hashlib
import re
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass

from flask import Blueprint, Flask, Response, request
from werkzeug.http import parse_etags

from shop.http import request_log
from shop.http.errors import ApiError
from shop.http.messages import VALUES_REFUSED
from shop.i18n import Message
from shop.kept import Kept

DEFAULT_MAX_AGE = 60
MAX_VALUE_LENGTH = 200
DEFAULT_RESPONSE_SECONDS = 5.0
DEFAULT_RESPONSE_BYTES = 2 * 1024 * 1024
CONTROL = re.compile(r"[\x00-\x1f\x7f]")
_VERSIONS: dict[str, Callable[[], Hashable]] = {}  # URL prefix -> what the answers under it follow


def refuse_malformed_input() -> None:
    """The guard of the public reads' path and query values (the OpenAPI document says it of their parameters)."""
    for value in (*(request.view_args or {}).values(), *request.args.values()):
        if isinstance(value, str) and (len(value) > MAX_VALUE_LENGTH or CONTROL.search(value)):
            raise ApiError(Message(VALUES_REFUSED, most=MAX_VALUE_LENGTH))


def cache_public_gets(
    blueprint: Blueprint, max_age: int = DEFAULT_MAX_AGE, version: Callable[[], Hashable] | None = None
) -> Blueprint:
    """Guard ``blueprint``'s input; give its successful GETs an ETag and Cache-Control, 304 when unchanged.

    With ``version`` (what the answers depend on), finished responses are also kept while it stays the same.
    """
    blueprint.before_request(refuse_malformed_input)
    if version is not None and _VERSIONS.setdefault(blueprint.url_prefix, version) is not version:
        raise ValueError(f"{blueprint.url_prefix}: one version for the answers under a prefix")
    cache_control = f"public, max-age={max_age}" if max_age else "public, no-cache"

    @blueprint.after_request
    def conditional(response: Response) -> Response:
        if request.method not in ("GET", "HEAD") or response.status_code != 200 or response.direct_passthrough:
            return response
        # Plain header writes: werkzeug's cache_control object and make_conditional are built for ranges and dates.
        response.headers["Cache-Control"] = cache_control
        # Looked up by walking the few headers: werkzeug's get() of a missing one raises and catches a KeyError.
        etag = next((value for name, value in response.headers if name.lower() == "etag"), None)
        if etag is None:
            # Weak: the gzip or brotli encoding of the same body is the same resource, so a revalidation is
            # answered 304 here, before anything is compressed. SHA-256, cut to 128 bits, tells bodies apart.
            etag = f'W/"{hashlib.sha256(response.get_data()).hexdigest()[:32]}"'
            response.headers["ETag"] = etag
        given = request.environ.get("HTTP_IF_NONE_MATCH")  # most requests send none: nothing to parse
        if given and parse_etags(given).contains_weak(etag.removeprefix("W/").strip('"')):
            return Response(status=304, headers={"ETag": etag, "Cache-Control": cache_control})
        return response

    return blueprint


@dataclass(frozen=True, slots=True)
class _Finished:
    headers: list[tuple[str, str]]
    body: bytes
    etag: str
    cache_control: str
    route: request_log.Route  # what the request log says of the request that made it


class KeptResponses:
    """WSGI layer in front of Flask: a GET under a versioned prefix is answered from its kept response while the
    version holds (304 when the client has it), else Flask answers, and a whole 200 that says shared caches may keep
    it (``Cache-Control: public``, with an ETag: cache_public_gets) is kept."""

    def __init__(self, wsgi_app: Callable, app: Flask):
        self.wsgi_app = wsgi_app
        self.app = app
        self._kept: Kept[_Finished] = Kept()

    def __call__(self, environ: dict, start_response: Callable) -> Iterable[bytes]:
        seconds = float(self.app.config.get("SHOP_RESPONSE_CACHE_SECONDS", DEFAULT_RESPONSE_SECONDS))
        version = self._version_of(environ.get("PATH_INFO", "")) if seconds else None
        if version is None or environ.get("REQUEST_METHOD") != "GET":
            return self.wsgi_app(environ, start_response)
        key = (environ["PATH_INFO"], environ.get("QUERY_STRING", ""), environ.get("HTTP_ACCEPT_ENCODING", ""))
        try:
            with self.app.app_context():
                current = version()
        except Exception:  # the database away, say: Flask answers, with the shop's error handlers (a 503)
            return self.wsgi_app(environ, start_response)
        kept = self._kept.get(key, current)
        if kept is not None:
            return self._answer(kept, environ, start_response)
        return self._answer_and_keep(key, current, seconds, environ, start_response)

    @staticmethod
    def _version_of(path: str) -> Callable[[], Hashable] | None:
        for prefix, version in _VERSIONS.items():
            if path.startswith(prefix) and path[len(prefix) : len(prefix) + 1] in ("/", ""):
                return version
        return None

    @staticmethod
    def _answer(kept: _Finished, environ: dict, start_response: Callable) -> Iterable[bytes]:
        request_log.note_route(kept.route)
        asked = environ.get("HTTP_IF_NONE_MATCH")
        if asked and parse_etags(asked).contains_weak(kept.etag.removeprefix("W/").strip('"')):
            start_response("304 NOT MODIFIED", [("ETag", kept.etag), ("Cache-Control", kept.cache_control)])
            return []
        start_response("200 OK", list(kept.headers))
        return [kept.body]

    def _answer_and_keep(self, key: tuple[str, str, str], version: Hashable, seconds: float, environ: dict,
                         start_response: Callable) -> Iterable[bytes]:
        answered: list[tuple[str, list[tuple[str, str]]]] = []

        def start(status: str, headers: list[tuple[str, str]], exc_info=None):
            answered.append((status, headers))
            return start_response(status, headers, exc_info)

        body = self.wsgi_app(environ, start)
        if not answered or not answered[-1][0].startswith("200 "):
            return body
        headers = answered[-1][1]
        names = {name.lower(): value for name, value in headers}
        if ("etag" not in names or "content-length" not in names  # a streamed or unconditional answer
                or not names.get("cache-control", "").startswith("public")):
            return body
        try:
            data = b"".join(body)
        finally:
            if hasattr(body, "close"):
                body.close()
        size = len(data) + sum(len(name) + len(value) for name, value in headers) + len(key[0]) + len(key[1])
        budget = int(self.app.config.get("SHOP_RESPONSE_CACHE_BYTES", DEFAULT_RESPONSE_BYTES))
        finished = _Finished(list(headers), data, names["etag"], names["cache-control"],
                             request_log.noted_route())
        self._kept.keep(key, version, finished, size, seconds, budget)
        return [data]


def keep_finished_responses(app: Flask) -> None:
    """Put KeptResponses in front of Flask (inside the layers that wrap the whole app: static files, security
    headers, the request log, so its answers get those as any other)."""
    app.wsgi_app = KeptResponses(app.wsgi_app, app)  # type: ignore[method-assign]
