"""Redis away while SHOP_REDIS_URL is set (the rate limits' shared storage): the shop keeps serving.

By default the limits go on in each worker's memory and the log says so once; with SHOP_RATE_LIMITS_FAIL_CLOSED
the limited calls (sign-in here) are refused with the JSON error shape, 503 and Retry-After, while every other
call keeps working. The Redis URL points at a loopback port nothing listens on: a refused connection, at once.
"""
from __future__ import annotations

import logging
import os
import socket
import time
import uuid

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
    """An app with the limits on, Redis configured and gone; ``request.param``: fall back to memory or not."""
    from shop import create_app
    from shop.extensions import db as _db

    app = create_app({"ENV": "testing", "RATELIMIT_ENABLED": True,
                      "RATELIMIT_STORAGE_URI": f"redis://127.0.0.1:{_closed_port()}/0",
                      "RATELIMIT_IN_MEMORY_FALLBACK_ENABLED": request.param,
                      "SHOP_SIGNIN_RATE": "3 per minute", "SHOP_SIGNUP_RATE": "5 per minute",
                      "SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path / 'limit.db'}"})
    with app.app_context():
        _db.create_all()
        yield app
        _db.session.remove()


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


def test_when_redis_answers_again_the_limits_are_counted_there_again(tmp_path, caplog):
    """Redis goes away and comes back: meanwhile this worker counts in its memory, then in Redis again, where the
    count before the outage still stands. Redis is reached through a forwarder that the test stops and starts."""
    import redis

    from shop import create_app
    from shop.extensions import db as _db
    from tests.faults import TcpProxy

    try:
        redis.Redis(host="127.0.0.1", port=6379, socket_connect_timeout=2).ping()
    except redis.ConnectionError:
        pytest.skip("no Redis at 127.0.0.1:6379")
    proxy = TcpProxy(("127.0.0.1", 6379))
    proxy.start()
    # Counters of this run alone: sign-in counts per address and per e-mail, and Redis keeps both for a minute.
    address = {"REMOTE_ADDR": f"10.{os.getpid() % 250}.{int(time.time()) % 250}.7"}
    email = f"olena-{uuid.uuid4().hex[:12]}@example.com"
    app = create_app({"ENV": "testing", "RATELIMIT_ENABLED": True, "RATELIMIT_IN_MEMORY_FALLBACK_ENABLED": True,
                      "RATELIMIT_STORAGE_URI": f"redis://127.0.0.1:{proxy.port}/12",
                      "SHOP_SIGNIN_RATE": "100 per minute",
                      "SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path / 'limit.db'}"})
    caplog.set_level(logging.WARNING)

    def remaining() -> int:
        answer = client.post(SIGNIN, json={"email": email, "password": "wrong-one"}, environ_base=address)
        assert answer.status_code == 401
        return int(answer.headers["X-RateLimit-Remaining"])

    def logged(text: str) -> int:
        return len([record for record in caplog.records if text in record.getMessage()])

    try:
        with app.app_context():
            _db.create_all()
            client = app.test_client()
            assert remaining() == 99  # in Redis
            proxy.stop()
            assert [remaining(), remaining()] == [99, 98]  # in this worker's memory, from nothing
            assert logged("Rate limit storage unreachable") == 1
            proxy.start()
            wait_until(lambda: remaining() and logged("Rate limit storage recovered"), 10, "Redis was not asked again")
            assert remaining() == 97  # Redis' count: the call before the outage, the one that found it back, this one
            assert logged("Rate limit storage unreachable") == 1
            _db.session.remove()
    finally:
        proxy.stop()


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

    from shop.http.rate_limit_storage import uri_for

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
    an error of the limits' storage, which would count in each worker's memory until its storage 'recovered'."""
    from shop import create_app
    from shop.extensions import db as _db
    from shop.http.rate_limit_storage import uri_for

    answers = _limits_after_an_oversized_body(create_app, _db, uri_for, tmp_path, caplog)
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
