"""HTTP concerns of public reads (catalogue, search, slider, currencies), applied once per blueprint.

- Caching: every successful GET gets an ETag (hash of the body) and Cache-Control, and a request whose
  If-None-Match holds that ETag gets 304 with no body. These reads are the same for every visitor, so
  shared caches may keep them; max-age is short because staff edits must show within a minute (0, for
  "revalidate every time", where a change must show at once), and a revalidation costs only a 304.
- Finished responses: a blueprint whose answers follow a version (the catalogue index's) has each finished
  response (compressed as the client asked, with its ETag) kept per worker, and the same URL and Accept-Encoding
  answered from it while the version is unchanged, for at most SHOP_RESPONSE_CACHE_SECONDS (5 s; 0 turns it off,
  as in tests), within SHOP_RESPONSE_CACHE_BYTES (2 MB). The answer comes from a WSGI layer in front of Flask
  (KeptResponses), so a popular page costs neither routing, a query, a dump nor a compression (a kept answer
  through Flask's request machinery cost three times a bare Flask "hello"); a product change moves the version,
  so it shows at once; what the version does not follow (a brand's name, the tree) shows within the seconds.
- The direct path: a GET of those blueprints that is not kept is answered by another WSGI layer (DirectReads), which
  runs the view and the hooks Flask would run, without Flask's request machinery (SHOP_DIRECT_READS; 0 turns it
  off); anything it cannot answer as Flask would, an error included, is Flask's to answer.
- Hygiene: path segments and query values with control characters (PostgreSQL refuses NUL in text) or of
  absurd length are refused with 400 before any view runs, so they never reach the database as a 500.
- Rate limits guard what visitors send (forms, sign-in), not these reads: the blueprints are exempt.
"""
from __future__ import annotations

import hashlib
import re
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass
from typing import Any

from flask import Blueprint, Flask, Request, Response, request_finished, request_started, request_tearing_down
from werkzeug.exceptions import HTTPException
from werkzeug.http import parse_etags

from shop.errors import ApiError
from shop.extensions import limiter
from shop.hooks import ReadPlan, after_request_hook, before_request_hook
from shop.kept import Kept

DEFAULT_MAX_AGE = 60
MAX_VALUE_LENGTH = 200
DEFAULT_RESPONSE_SECONDS = 5.0
DEFAULT_RESPONSE_BYTES = 2 * 1024 * 1024
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")
_VERSIONS: dict[str, Callable[[], Hashable]] = {}  # URL prefix -> what the answers under it follow
_MAY_KEEP = "shop.may_keep"


def cache_public_gets(
    blueprint: Blueprint, max_age: int = DEFAULT_MAX_AGE, version: Callable[[], Hashable] | None = None
) -> Blueprint:
    """Guard ``blueprint``'s input; give its successful GETs an ETag and Cache-Control, 304 when unchanged.

    With ``version`` (what the answers depend on), finished responses are also kept while it stays the same.
    """
    limiter.exempt(blueprint)

    @blueprint.before_request
    @before_request_hook
    def _refuse_malformed_input(req: Request) -> None:
        values = [*(req.view_args or {}).values(), *req.args.values()]
        for value in values:
            if isinstance(value, str) and (len(value) > MAX_VALUE_LENGTH or _CONTROL.search(value)):
                raise ApiError(
                    f"Request values must be at most {MAX_VALUE_LENGTH} characters, without control characters."
                )

    if version is not None:
        if _VERSIONS.setdefault(blueprint.url_prefix, version) is not version:
            raise ValueError(f"{blueprint.url_prefix}: one version for the answers under a prefix")

        @blueprint.before_request
        @before_request_hook
        def _may_keep(req: Request) -> None:
            """This answer follows the version: KeptResponses, which asked it before Flask ran, may keep it."""
            req.environ[_MAY_KEEP] = True

    cache_control = f"public, max-age={max_age}" if max_age else "public, no-cache"

    @blueprint.after_request
    @after_request_hook
    def _conditional(req: Request, response: Response) -> Response:
        if req.method not in ("GET", "HEAD") or response.status_code != 200 or response.direct_passthrough:
            return response
        # Plain header writes: werkzeug's cache_control object and make_conditional (built for ranges and dates
        # too) cost a tenth of a listing request.
        response.headers["Cache-Control"] = cache_control
        # Looked up by walking the few headers: werkzeug's get() of a missing one raises (and catches) an HTTP
        # exception, a tenth of this hook's time.
        etag = next((value for name, value in response.headers if name.lower() == "etag"), None)
        if etag is None:
            # Weak: the gzip or brotli encoding of the same body is the same resource, so a revalidation is
            # answered 304 here, before anything is compressed.
            # SHA-256 (cut to 128 bits): with the SHA extensions of today's x86 and ARM CPUs, 10 us for a listing's
            # 18 KB against BLAKE2b's 18 (an ETag needs no more than telling bodies apart).
            etag = f'W/"{hashlib.sha256(response.get_data()).hexdigest()[:32]}"'
            response.headers["ETag"] = etag
        given = req.environ.get("HTTP_IF_NONE_MATCH")  # most requests send none: nothing to parse
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
    notes: dict[str, object]  # what the app noted in the environ for the layers outside (the request log's route)


class KeptResponses:
    """WSGI layer in front of Flask: a GET under a versioned prefix is answered from its kept response while the
    version holds (304 when the client has it), else Flask answers and a 200 it marked as keepable is kept."""

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
        environ.update(kept.notes)
        asked = environ.get("HTTP_IF_NONE_MATCH")
        if asked and parse_etags(asked).contains_weak(kept.etag.removeprefix("W/").strip('"')):
            start_response("304 NOT MODIFIED", [("ETag", kept.etag), ("Cache-Control", kept.cache_control)])
            return []
        start_response("200 OK", list(kept.headers))
        return [kept.body]

    def _answer_and_keep(self, key: tuple[str, str, str], version: Hashable, seconds: float, environ: dict,
                         start_response: Callable) -> Iterable[bytes]:
        before = set(environ)
        answered: list[tuple[str, list[tuple[str, str]]]] = []

        def start(status: str, headers: list[tuple[str, str]], exc_info=None):
            answered.append((status, headers))
            return start_response(status, headers, exc_info)

        body = self.wsgi_app(environ, start)
        if not environ.pop(_MAY_KEEP, False) or not answered or not answered[-1][0].startswith("200 "):
            return body
        headers = answered[-1][1]
        names = {name.lower(): value for name, value in headers}
        if "etag" not in names or "content-length" not in names:  # a streamed or unconditional answer
            return body
        try:
            data = b"".join(body)
        finally:
            if hasattr(body, "close"):
                body.close()
        notes = {name: environ[name] for name in set(environ) - before if name.startswith("shop.")}
        size = len(data) + sum(len(name) + len(value) for name, value in headers) + len(key[0]) + len(key[1])
        budget = int(self.app.config.get("SHOP_RESPONSE_CACHE_BYTES", DEFAULT_RESPONSE_BYTES))
        finished = _Finished(list(headers), data, names["etag"], names.get("cache-control", ""), notes)
        self._kept.keep(key, version, finished, size, seconds, budget)
        return [data]


@dataclass(frozen=True, slots=True)
class _Route:
    """A view the direct path answers, with the hooks Flask would run around it, in Flask's order."""

    plan: ReadPlan
    view_class: type
    before: tuple[Callable[[Request], Any], ...]
    after: tuple[Callable[[Request, Response], Response], ...]
    teardown: tuple[Callable[[Request, BaseException | None], None], ...]


class DirectReads:
    """WSGI layer in front of Flask: a GET under a versioned prefix (the public reads that are the same for every
    visitor) is answered by its view and the hooks its blueprint and the app registered, as Flask would answer it,
    without Flask's request machinery: the request context, the dispatch through flask-smorest's and webargs'
    wrappers, the view class's dispatch: a suggestion took 944 us instead of 1,091 in-process, a feed page 861
    instead of 1,005 (100,000 products, SQLite; rounds interleaved, medians), and a worker served 16 % more
    suggestions a second.

    The same code runs on both paths: the view as written and its schemas (noted by shop.security's Blueprint as a
    ReadPlan), webargs' parser, the JSON provider, and each hook (shop.hooks). Anything else is left to Flask, which
    then answers the request from the start: a view without a plan, a hook or URL preprocessor without a direct
    form, a receiver of Flask's request signals, and any exception (a 404, a value the schema refuses, the database
    away), so every error answer is Flask's own. These reads change nothing, so answering one twice is only work."""

    def __init__(self, wsgi_app: Callable, app: Flask):
        self.wsgi_app = wsgi_app
        self.app = app
        self._routes: dict[str, _Route | None] = {}  # endpoint -> how to answer it (None: through Flask)

    def __call__(self, environ: dict, start_response: Callable) -> Iterable[bytes]:
        if (environ.get("REQUEST_METHOD") == "GET" and self.app.config.get("SHOP_DIRECT_READS", True)
                and KeptResponses._version_of(environ.get("PATH_INFO", ""))):
            response = self.answer(environ)
            if response is not None:
                return response(environ, start_response)
        return self.wsgi_app(environ, start_response)

    def answer(self, environ: dict) -> Response | None:
        """The response to this GET, or None when Flask is to answer it."""
        app = self.app
        if request_started.receivers or request_finished.receivers or request_tearing_down.receivers:
            return None
        req = app.request_class(environ)
        try:
            req.url_rule, req.view_args = app.create_url_adapter(req).match(return_rule=True)  # type: ignore[union-attr]
        except HTTPException:  # no such read, or a redirect to the canonical URL
            return None
        route = self._route(req)
        if route is None:
            return None
        plan = route.plan
        try:
            with app.app_context():
                for before in route.before:
                    if before(req) is not None:
                        return None
                args = () if plan.arguments is None else (plan.parser.parse(plan.arguments, req, location="query"),)
                result = plan.view(route.view_class(), *args, **req.view_args)
                if isinstance(result, tuple | Response):
                    return None
                response = app.json.response(plan.prepare(result if plan.schema is None else plan.schema.dump(result)))
                response.status_code = plan.status
                for after in route.after:
                    response = after(req, response)
                for teardown in route.teardown:
                    teardown(req, None)
        except Exception:  # Flask answers it, with the shop's error handlers
            return None
        return response

    def _route(self, req: Request) -> _Route | None:
        endpoint = req.endpoint
        if endpoint not in self._routes:
            # As Flask's first dispatch does: from now on, a hook or route registered late is refused (the plans
            # made here would not see it).
            self.app._got_first_request = True
            self._routes[endpoint] = self._plan(endpoint, req.blueprints)
        return self._routes[endpoint]

    def _plan(self, endpoint: str, chain: list[str]) -> _Route | None:
        """The view's plan with its hooks' direct forms, gathered as Flask gathers the hooks (the blueprint's
        chain, then the app's); None when anything there has no direct form."""
        app = self.app
        view_class = getattr(app.view_functions.get(endpoint), "view_class", None)
        plan = getattr(getattr(view_class, "get", None), "read_plan", None)
        if plan is None or getattr(view_class, "decorators", None):
            return None
        names = (None, *reversed(chain))  # the order Flask runs the before-request hooks in; the others the reverse
        if any(app.url_value_preprocessors.get(name) for name in names):
            return None
        before = [getattr(hook, "direct", None) for name in names for hook in app.before_request_funcs.get(name, ())]
        after = [getattr(hook, "direct", None) for name in (*chain, None)
                 for hook in reversed(app.after_request_funcs.get(name, ()))]
        teardown = [getattr(hook, "direct", None) for name in (*chain, None)
                    for hook in reversed(app.teardown_request_funcs.get(name, ()))]
        if None in (*before, *after, *teardown):
            return None
        return _Route(plan, view_class, tuple(before), tuple(after), tuple(teardown))


def keep_finished_responses(app: Flask) -> None:
    """Put KeptResponses and DirectReads in front of Flask (before the layers that wrap the whole app: static files,
    security headers, the request log, so their answers get those as any other)."""
    direct = app.extensions["shop.direct_reads"] = DirectReads(app.wsgi_app, app)
    app.wsgi_app = KeptResponses(direct, app)  # type: ignore[method-assign]
