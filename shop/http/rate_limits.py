"""Rate limits on the few views that need one (sign-in, sign-up, forgotten passwords, orders, call-backs, gift-card
codes), counted with the ``limits`` package in the storage RATELIMIT_STORAGE_URI names.

A view takes a limit with ``@rate_limits.limit(rate, ...)``; nothing else in the request path knows of the limits,
so every other request does no rate-limit work at all. Views that name the same ``scope`` count in one counter (the
gift-card code checks). A limit counts the request before the view reads its arguments, refuses it with a 429 in
the one error shape (shop.http.errors) with Retry-After, and every answer of a request it counted says a limit in
X-RateLimit-Limit, X-RateLimit-Remaining and X-RateLimit-Reset (when the window ends, in seconds since the epoch).

The counters live in Redis, in a SQLite file every worker of the host shares (shop.http.rate_limit_storage) or in
memory, with the fixed-window strategy. When the storage fails, the limits go on in the worker's own memory (the log
says so once per outage) and the storage is asked again after 1, 2, 4 ... and then every LONGEST_RECHECK_SECONDS;
with RATELIMIT_IN_MEMORY_FALLBACK_ENABLED off (SHOP_RATE_LIMITS_FAIL_CLOSED=1) the storage's error, limits'
StorageError, goes on to shop.http.errors, which answers 503.
"""
from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable
from functools import lru_cache, wraps

from flask import Flask, Response, after_this_request, current_app, request
from limits import RateLimitItem, parse_many
from limits.errors import StorageError
from limits.storage import MemoryStorage, Storage, storage_from_string
from limits.strategies import FixedWindowRateLimiter
from werkzeug.exceptions import TooManyRequests

from shop.http import rate_limit_storage  # imported for its storage's scheme too: limits then knows sqlite://
from shop.http.messages import TOO_MANY_REQUESTS

EXTENSION = "shop.http.rate_limits"
LONGEST_RECHECK_SECONDS = 32.0


def client_address() -> str:
    """The key of a limit per address: the client's (behind SHOP_PROXY_HOPS proxies, the one they pass on)."""
    return request.remote_addr or "127.0.0.1"


@lru_cache(maxsize=64)
def _limits(rate: str) -> tuple[RateLimitItem, ...]:
    """A rate's limits ("10 per hour; 3 per minute"), shortest window first: a request refused there is not counted
    in the longer windows too."""
    return tuple(sorted(parse_many(rate), key=lambda item: item.get_expiry()))


class Counters:
    """One application's counters: in its storage, or in this worker's memory while that storage is away."""

    def __init__(self, storage: Storage, fall_back: bool) -> None:
        self.storage = storage
        self.fall_back = fall_back
        self._shared = FixedWindowRateLimiter(storage)
        self._memory: FixedWindowRateLimiter | None = None  # made at the first failure: most workers never need one
        self._away = False
        self._recheck_at = 0.0
        self._recheck_wait = 1.0
        self._lock = threading.Lock()  # a worker's threads fall back, and come back, once

    def count(self, rate: str, key: str, scope: str, message: str | None) -> None:
        """Count this request in each of ``rate``'s limits for ``key`` in ``scope``; 429 at the first one it is over."""
        counter = self._counter()
        try:
            _count(counter, _limits(rate), key, scope, message)
        except StorageError as error:
            if not self.fall_back or counter is not self._shared:
                raise
            _count(self._gone(error), _limits(rate), key, scope, message)

    def _counter(self) -> FixedWindowRateLimiter:
        if not self._away:
            return self._shared
        with self._lock:
            due = time.monotonic() >= self._recheck_at
            if due:  # the next check's time is set before this one asks, so only one thread asks
                self._recheck_wait = min(self._recheck_wait * 2, LONGEST_RECHECK_SECONDS)
                self._recheck_at = time.monotonic() + self._recheck_wait
        if due and self._answers():
            self._away = False
            # As loud as the failure: a log that shows the one shows the other.
            current_app.logger.warning("Rate limit storage recovered: the limits are counted there again")
            return self._shared
        assert self._memory is not None
        return self._memory

    def _answers(self) -> bool:
        try:
            return bool(self.storage.check())
        except StorageError:
            return False

    def _gone(self, error: StorageError) -> FixedWindowRateLimiter:
        with self._lock:
            if self._memory is None:
                self._memory = FixedWindowRateLimiter(MemoryStorage())
            if self._away:
                return self._memory
            self._away = True
            self._recheck_wait = 1.0
            self._recheck_at = time.monotonic() + self._recheck_wait
        current_app.logger.warning("Rate limit storage unreachable (%s): the limits are counted in this worker's "
                                   "memory until it answers again", error)
        return self._memory


def _count(counter: FixedWindowRateLimiter, limits: tuple[RateLimitItem, ...], key: str, scope: str,
           message: str | None) -> None:
    for item in limits:
        if not counter.hit(item, key, scope):
            reset_at = _report(item, counter, key, scope)
            raise TooManyRequests(message or TOO_MANY_REQUESTS, retry_after=max(1, int(reset_at - time.time())))
    _report(limits[0], counter, key, scope)


def _report(item: RateLimitItem, counter: FixedWindowRateLimiter, key: str, scope: str) -> int:
    """Say ``item`` in the answer's X-RateLimit headers; answers when its window ends (seconds since the epoch).
    Flask runs the functions a request registers in order, so of a view's limits the answer says the last one
    counted, which is the one that refused it when one did."""
    reset, remaining = counter.get_window_stats(item, key, scope)
    reset_at = int(reset) + 1

    @after_this_request
    def say_limit(response: Response) -> Response:
        response.headers["X-RateLimit-Limit"] = str(item.amount)
        response.headers["X-RateLimit-Remaining"] = str(remaining)
        response.headers["X-RateLimit-Reset"] = str(reset_at)
        return response

    return reset_at


def limit(rate: str | Callable[[], str], *, key: Callable[[], str] = client_address, scope: str | None = None,
          exempt_when: Callable[[], bool] | None = None, message: str | None = None):
    """A view decorator: each request counts in ``rate``'s limits ("5 per minute; 20 per hour", or a callable that
    reads it from the settings when the request comes, so a test can set it) per ``key()``, the client's address
    unless told. ``scope`` names the counter, which views that name the same scope share (default: the view's
    endpoint); a request for which ``exempt_when()`` is true counts nothing. ``message`` is the 429's (a translated
    Message), else shop.http.messages.TOO_MANY_REQUESTS. Put it above the view's argument decorators: the request is
    counted before its body is read."""
    def decorate(view):
        @wraps(view)
        def limited(*args, **kwargs):
            counters: Counters | None = current_app.extensions.get(EXTENSION)
            if counters is not None and not (exempt_when is not None and exempt_when()):
                counters.count(rate() if callable(rate) else rate, key(), scope or request.endpoint or "", message)
            return view(*args, **kwargs)

        return limited

    return decorate


def init_app(app: Flask) -> None:
    """Count ``app``'s limits in the storage its settings name; RATELIMIT_ENABLED false (the tests): none."""
    config = app.config
    if not config.get("RATELIMIT_STORAGE_URI"):  # no Redis: one file that every worker of this host counts in
        config["RATELIMIT_STORAGE_URI"] = rate_limit_storage.uri_for(os.path.join(app.instance_path, "ratelimits.db"))
    if not config.get("RATELIMIT_ENABLED", True):
        return
    # Every storage's failures as limits' StorageError, the one error the fallback and shop.http.errors' 503 expect.
    options = {**config.get("RATELIMIT_STORAGE_OPTIONS", {}), "wrap_exceptions": True}
    storage = storage_from_string(config["RATELIMIT_STORAGE_URI"], **options)
    app.extensions[EXTENSION] = Counters(storage, bool(config.get("RATELIMIT_IN_MEMORY_FALLBACK_ENABLED", True)))
