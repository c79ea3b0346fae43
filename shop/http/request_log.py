"""One JSON log line and the request metrics for every request, and its request id (WSGI middleware around the whole
app, built assets included).

The line (logger ``shop.request``, level INFO; gunicorn.conf.py writes every log record as a JSON object with its
time, level, logger and the worker's pid) carries: method, route (Flask's URL rule, the template: never a raw path
as a metric label), path, query, status, duration_ms and request_id. It never carries a secret:

- the path is logged with the values of secret URL parts replaced by ``[redacted]``: a rule's ``<token>``-like
  variables, and the reset-password page's token (the page is matched by the storefront's catch-all rule);
- the query string is logged with the values of keys such as token, code, password, signature, key replaced;
- headers, bodies, cookies and the client's address are not logged at all.

The request id is the client's (or the proxy's) ``X-Request-ID`` when it is a sane token (letters, digits and
``._:-``, at most 100 characters), otherwise one made here; it is sent back in the ``X-Request-ID`` header and is on
every log record written while the request is served (``request_id``), so an error's traceback and its request
line share it.

The duration is from the request reaching the app to its response being ready (a streamed body's sending time is
not in it).
"""
from __future__ import annotations

import contextvars
import functools
import logging
import re
import secrets
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qsl, urlencode

from flask import Flask, Response, request

from shop import metrics

log = logging.getLogger("shop.request")
REQUEST_ID_HEADER = "X-Request-ID"
_SANE_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9._:-]{0,99}")
REDACTED = "[redacted]"
SECRET_ARGS = re.compile(r"token|pass|secret|signature|key", re.IGNORECASE)  # URL rule variables
SECRET_KEYS = re.compile(r"token|code|pass|secret|signature|sig$|key|auth", re.IGNORECASE)  # query string keys
_MAYBE_SECRET = re.compile(r"token|code|pass|secret|sig|key|auth")  # SECRET_KEYS's words, of a lowered text
_SECRET_PAGES = re.compile(r"^(/(?:api/users/)?reset-password/(?:validate/)?)(.+)$")


@dataclass(frozen=True, slots=True)
class Route:
    """What the line says of a request besides its URL: Flask's URL rule (the template) and the values it matched."""

    rule: str
    view_args: dict[str, Any] | None = None


STATIC = Route("static")  # answered before Flask ran: a built asset (whitenoise)


@dataclass(slots=True)
class _Served:
    """The request being served, as the middleware and the layers inside it (Flask's hook, the kept responses)
    note it for the line written once the response is ready."""

    id: str
    route: Route = STATIC


_current: contextvars.ContextVar[_Served | None] = contextvars.ContextVar("shop_request", default=None)


def request_id() -> str | None:
    """The id of the request this thread is serving (None outside a request)."""
    served = _current.get()
    return None if served is None else served.id


def note_route(route: Route) -> None:
    """Say which route is answering the request being served."""
    served = _current.get()
    if served is not None:
        served.route = route


def noted_route() -> Route:
    """The route noted for the request being served (STATIC when none is)."""
    served = _current.get()
    return STATIC if served is None else served.route


@functools.lru_cache(maxsize=256)
def _secret_arg(name: str) -> bool:
    return bool(SECRET_ARGS.search(name))  # a route's variable names are few: each is looked at once


def safe_path(path: str, view_args: dict[str, Any] | None = None) -> str:
    """``path`` with the values of secret URL parts replaced."""
    for name, value in (view_args or {}).items():
        if value and _secret_arg(name):
            path = path.replace(str(value), REDACTED)
    return _SECRET_PAGES.sub(r"\1" + REDACTED, path) if "reset-password/" in path else path


# A value shaped like a credential whatever its key is called (jwt=, bearer=, session=): a JWT, or a run of 16 or more
# token characters with both letters and digits. Search terms (words, spaces) and skus (short) are not.
_TOKEN_LIKE = re.compile(r"(?=[^&=]*[0-9])(?=[^&=]*[A-Za-z])[A-Za-z0-9._~+/-]{16,}={0,2}|eyJ[\w-]*\.[\w-]*")
_TOKEN_VALUE = re.compile(rf"^(?:{_TOKEN_LIKE.pattern})$")


def safe_query(query: str) -> str:
    """The query string with the values of secret-looking keys, and every value that looks like a token, replaced
    (the keys stay, for the reader)."""
    # Most queries have neither (a page number, a search word): kept as they came, without parsing.
    if not _MAYBE_SECRET.search(query.lower()) and not _TOKEN_LIKE.search(query):
        return query
    pairs = parse_qsl(query, keep_blank_values=True)
    return urlencode([(key, REDACTED if SECRET_KEYS.search(key) or _TOKEN_VALUE.match(value) else value)
                      for key, value in pairs], safe="[]/,:")


class RequestLog:
    """WSGI middleware: request id in and out, one log line and the request metrics per request."""

    def __init__(self, app: Callable, *, log_requests: bool = True):
        self.app = app
        self.log_requests = log_requests

    def __call__(self, environ: dict, start_response: Callable) -> Iterable[bytes]:
        started = time.perf_counter()
        given = environ.get("HTTP_X_REQUEST_ID")
        rid = given if given and _SANE_ID.fullmatch(given) else secrets.token_hex(8)
        served = _Served(rid)
        token = _current.set(served)
        answered: list[str] = []

        def start(status: str, headers: list, exc_info=None):
            answered.append(status)
            headers.append((REQUEST_ID_HEADER, rid))
            return start_response(status, headers, exc_info)

        try:
            body = self.app(environ, start)
        except BaseException:
            answered.append("500")  # what gunicorn answers for an exception, whatever the app had started
            raise
        finally:
            # The line is written with the request's id reset: the record factory (_with_request_id) would add it as
            # well, and a record refuses an `extra` key it already has (a KeyError that lost the line and the 500).
            _current.reset(token)
            self._done(environ, answered[-1] if answered else "500", started, served)
        return body

    def _done(self, environ: dict, status_line: str, started: float, served: _Served) -> None:
        seconds = time.perf_counter() - started
        status = int(status_line[:3])
        route = served.route.rule
        method = environ.get("REQUEST_METHOD", "")
        metrics.observe_request(method, route, status, seconds)
        if self.log_requests and log.isEnabledFor(logging.INFO):
            fields = {
                "method": method, "route": route,
                "path": safe_path(environ.get("PATH_INFO", ""), served.route.view_args),
                "query": safe_query(environ.get("QUERY_STRING", "")), "status": status,
                "duration_ms": round(seconds * 1000, 2), "request_id": served.id,
            }
            # what log.info() does, without its walk up the stack for the caller, which nobody reads
            log.handle(log.makeRecord(log.name, logging.INFO, __file__, 0, "request", (), None, extra=fields))


def _note_route(response: Response) -> Response:
    """Flask's matched rule, for the line written after the response (the request object is gone by then)."""
    rule = request.url_rule
    note_route(Route("unmatched" if rule is None else rule.rule, request.view_args or None))
    return response


def _with_request_id(factory: Callable[..., logging.LogRecord]) -> Callable[..., logging.LogRecord]:
    def make(*args, **kwargs) -> logging.LogRecord:
        record = factory(*args, **kwargs)
        if not hasattr(record, "request_id"):
            rid = request_id()
            if rid is not None:
                record.request_id = rid
        return record

    make.shop_request_id = True  # type: ignore[attr-defined]
    return make


def register_request_log(app: Flask) -> None:
    """Wrap the whole app (register last, outside the security headers and whitenoise)."""
    app.after_request(_note_route)
    factory = logging.getLogRecordFactory()
    if not getattr(factory, "shop_request_id", False):
        logging.setLogRecordFactory(_with_request_id(factory))
    app.wsgi_app = RequestLog(app.wsgi_app)  # type: ignore[method-assign]
