"""Redis away while SHOP_REDIS_URL is set (the rate limits' shared storage): the shop keeps serving.

By default the limits go on in each worker's memory and the log says so once; with SHOP_RATE_LIMITS_FAIL_CLOSED
the limited calls (sign-in here) are refused with the JSON error shape, 503 and Retry-After, while every other
call keeps working. The Redis URL points at a loopback port nothing listens on: a refused connection, at once.
"""
from __future__ import annotations

import logging
import socket

import pytest

from tests.waiting import wait_until

SIGNIN = "/api/users/signin"
SIGNUP = "/api/users/signup"


def _closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture()
def app_without_redis(tmp_path, request):
    """An app with the limiter on, Redis configured and gone; ``request.param``: fall back to memory or not."""
    from shop import create_app
    from shop.extensions import db as _db
    from shop.extensions import limiter

    enabled = limiter.enabled
    # The limiter is one object that every test app re-initialises: start it as a fresh process would.
    limiter._storage_dead = False
    limiter._in_memory_fallback_enabled = False
    app = create_app({"ENV": "testing", "RATELIMIT_ENABLED": True,
                      "RATELIMIT_STORAGE_URI": f"redis://127.0.0.1:{_closed_port()}/0",
                      "RATELIMIT_IN_MEMORY_FALLBACK_ENABLED": request.param,
                      "SHOP_SIGNIN_RATE": "3 per minute", "SHOP_SIGNUP_RATE": "5 per minute",
                      "SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path / 'limit.db'}"})
    with app.app_context():
        _db.create_all()
        yield app
        _db.session.remove()
    limiter.enabled = enabled
    limiter._storage_dead = False
    limiter._in_memory_fallback_enabled = False


@pytest.mark.parametrize("app_without_redis", [True], indirect=True)
def test_without_redis_the_limits_go_on_in_memory_and_the_log_says_so_once(app_without_redis, caplog):
    client = app_without_redis.test_client()
    caplog.set_level(logging.WARNING)
    assert client.post(SIGNUP, json={"email": "olena@example.com", "password": "secret123"}).status_code == 201
    answers = [client.post(SIGNIN, json={"email": "olena@example.com", "password": "secret123"}).status_code
               for _ in range(4)]
    assert answers == [200, 200, 200, 429]  # 3 per minute, counted in this worker's memory
    assert client.get("/api/products-feed/").status_code == 200
    unreachable = [r for r in caplog.records if "Rate limit storage unreachable" in r.getMessage()]
    assert len(unreachable) == 1


@pytest.mark.parametrize("app_without_redis", [False], indirect=True)
def test_failing_closed_the_limited_calls_answer_503_and_the_rest_serves(app_without_redis):
    client = app_without_redis.test_client()
    refused = client.post(SIGNIN, json={"email": "olena@example.com", "password": "secret123"},
                          headers={"Accept-Language": "de"})
    assert refused.status_code == 503 and int(refused.headers["Retry-After"]) > 0
    assert refused.get_json() == {"message": "Das ist gerade nicht verfügbar. Bitte versuchen Sie es gleich noch "
                                             "einmal.", "errors": {}}
    assert client.get("/api/products-feed/").status_code == 200
    assert client.get("/api/currencies").status_code == 200


def test_the_counters_file_is_one_count_for_every_worker_of_the_host(tmp_path):
    """Two storages on one file (as two gunicorn workers have): one limit, counted once, and a fresh window."""
    from limits import parse
    from limits.storage import storage_from_string
    from limits.strategies import FixedWindowRateLimiter

    from shop.rate_limit_storage import uri_for

    uri = uri_for(str(tmp_path / "ratelimits.db"))
    one, other = FixedWindowRateLimiter(storage_from_string(uri)), FixedWindowRateLimiter(storage_from_string(uri))
    limit = parse("4 per minute")
    hits = [(one if turn % 2 else other).hit(limit, "signin", "127.0.0.1") for turn in range(6)]
    assert hits == [True, True, True, True, False, False]
    assert one.get_window_stats(limit, "signin", "127.0.0.1").remaining == 0
    assert other.hit(limit, "signin", "10.0.0.9")  # another address counts alone
    one.clear(limit, "signin", "127.0.0.1")
    assert other.hit(limit, "signin", "127.0.0.1")
    second = parse("1 per second")
    assert one.hit(second, "quick") and not other.hit(second, "quick")
    wait_until(lambda: one.hit(second, "quick"), 3, "the one-second window never ended", interval=0.05)


def test_a_body_over_the_size_limit_does_not_send_the_limits_to_each_workers_memory(tmp_path, caplog):
    """The limits' key functions read the body (the e-mail it names): a body over the limit is the view's 413, not
    an error of the limiter, which would count in each worker's memory until its storage 'recovered'."""
    from shop import create_app
    from shop.extensions import db as _db
    from shop.extensions import limiter
    from shop.rate_limit_storage import uri_for

    enabled = limiter.enabled  # one limiter for every test app: the session's app must find it as it was
    try:
        answers = _limits_after_an_oversized_body(create_app, _db, uri_for, tmp_path, caplog)
    finally:
        limiter.enabled = enabled
    assert not [r for r in caplog.records if "unreachable" in r.getMessage()]
    assert answers == [401, 401, 429]  # the 413 counted for the address too, in the one shared count


def _limits_after_an_oversized_body(create_app, _db, uri_for, tmp_path, caplog) -> list[int]:
    app = create_app({"ENV": "testing", "RATELIMIT_ENABLED": True,
                      "RATELIMIT_STORAGE_URI": uri_for(str(tmp_path / "ratelimits.db")),
                      "RATELIMIT_IN_MEMORY_FALLBACK_ENABLED": True, "SHOP_SIGNIN_RATE": "3 per minute",
                      "SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path / 'limit.db'}"})
    with app.app_context():
        _db.create_all()
        client = app.test_client()
        caplog.set_level(logging.WARNING)
        huge = b'{"email": "olena@example.com", "password": "' + b"x" * app.config["MAX_CONTENT_LENGTH"] + b'"}'
        for path in (SIGNIN, "/api/orders"):
            assert client.post(path, data=huge, content_type="application/json",
                               headers={"Idempotency-Key": "5b0f8a0e-3c1e-4d7e-9b43-27a1f2c0d111"}).status_code == 413
        answers = [client.post(SIGNIN, json={"email": "olena@example.com", "password": "wrong-one"}).status_code
                   for _ in range(3)]
        _db.session.remove()
    return answers
