"""What operators see: one JSON log line per request with its request id and no secret, /api/ready naming what is
not right, and /api/metrics counting requests, orders, mails and the catalogue, for staff and the metrics token
only. On SQLite and PostgreSQL (SHOP_TEST_DATABASE_URL); tests/boot/test_observability_served.py runs the same
under gunicorn's workers."""
from __future__ import annotations

import io
import json
import logging
import os
import runpy
import socket
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from prometheus_client import REGISTRY
from pythonjsonlogger.orjson import OrjsonFormatter
from sqlalchemy import text
from werkzeug.test import EnvironBuilder

from shop import create_app
from shop.extensions import db as _db
from shop.health import migration_heads
from shop.http.request_log import RequestLog
from tests.factories import make_product

ROOT = Path(__file__).resolve().parents[1]
REDIS_DB_URL = "redis://127.0.0.1:6379/4"
SECRET = "S3cr3tT0kenValue9876"


class Captured(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


@pytest.fixture()
def captured() -> Iterator[Captured]:
    handler = Captured()
    root = logging.getLogger()
    level = root.level
    root.addHandler(handler)
    root.setLevel(logging.DEBUG)
    try:
        yield handler
    finally:
        root.removeHandler(handler)
        root.setLevel(level)


def served_formatter() -> OrjsonFormatter:
    """gunicorn.conf.py's formatter."""
    settings = dict(runpy.run_path(str(ROOT / "gunicorn.conf.py"))["logconfig_dict"]["formatters"]["json"])
    settings.pop("()")
    return OrjsonFormatter(**settings)


def json_lines(records: list[logging.LogRecord]) -> list[dict]:
    """The records as gunicorn.conf.py's formatter writes them."""
    formatter = served_formatter()
    return [json.loads(formatter.format(record)) for record in records]


def request_lines(captured: Captured) -> list[dict]:
    return json_lines([record for record in captured.records if record.name == "shop.request"])


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def sample(name: str, **labels: str) -> float:
    return REGISTRY.get_sample_value(name, labels) or 0.0


# ------------------------------------------------------------------------------------------------ the log


def test_one_json_line_per_request_with_its_id_and_no_secret(client, captured):
    answer = client.get(f"/api/products-feed/new?page=1&token={SECRET}&code={SECRET}",
                        headers={"X-Request-ID": "trace-42.a:b"})
    assert answer.status_code == 200
    assert answer.headers["X-Request-ID"] == "trace-42.a:b"
    [line] = request_lines(captured)
    assert line["message"] == "request" and line["logger"] == "shop.request" and line["level"] == "INFO"
    assert (line["method"], line["route"], line["path"], line["status"]) == (
        "GET", "/api/products-feed/new", "/api/products-feed/new", 200)
    assert line["request_id"] == "trace-42.a:b" and isinstance(line["pid"], int)
    assert 0 < line["duration_ms"] < 5000
    assert line["query"] == "page=1&token=[redacted]&code=[redacted]"
    assert SECRET not in json.dumps(line)


def test_served_the_line_is_one_json_object_in_gunicorns_format(client):
    """Under gunicorn's logging (one stream, gunicorn.conf.py's formatter) the request line is one JSON object with
    the record's level, logger and worker pid beside the request's fields."""
    stream = io.StringIO()
    served = logging.StreamHandler(stream)
    served.setFormatter(served_formatter())
    root = logging.getLogger()
    handlers, level = root.handlers[:], root.level
    root.handlers = [served]
    root.setLevel(logging.INFO)  # gunicorn.conf.py's root level
    try:
        client.get("/api/products-feed/new?page=2", headers={"X-Request-ID": "served-1"})
    finally:
        root.handlers = handlers
        root.setLevel(level)
    [line] = [json.loads(text) for text in stream.getvalue().splitlines() if '"shop.request"' in text]
    assert {name: line[name] for name in ("level", "logger", "pid", "message", "method", "route", "path", "query",
                                          "status", "request_id")} == {
        "level": "INFO", "logger": "shop.request", "pid": os.getpid(), "message": "request", "method": "GET",
        "route": "/api/products-feed/new", "path": "/api/products-feed/new", "query": "page=2", "status": 200,
        "request_id": "served-1"}
    assert line["duration_ms"] >= 0 and line["time"]


def test_an_exception_that_escapes_the_app_is_logged_as_the_500_gunicorn_answers(app, captured):
    """An error after the answer was started (a teardown failing once the database went away) leaves Flask; the
    line still says 500 with the request's id, and the error reaches gunicorn as it was."""
    def answered_then_failed(environ, start_response):
        start_response("503 SERVICE UNAVAILABLE", [])
        raise RuntimeError("the session could not end")

    environ = EnvironBuilder(path="/api/orders", method="POST", headers={"X-Request-ID": "trace-7"}).get_environ()
    with pytest.raises(RuntimeError, match="could not end"):
        RequestLog(answered_then_failed)(environ, lambda status, headers, exc_info=None: None)
    [line] = request_lines(captured)
    assert (line["method"], line["path"], line["status"], line["request_id"]) == ("POST", "/api/orders", 500, "trace-7")


@pytest.mark.parametrize("given", [None, "", "has space", "x" * 101, "<script>", "ünïcode", "-leading-dash"])
def test_a_missing_or_odd_request_id_is_replaced_by_one_made_here(client, captured, given):
    headers = {} if given is None else {"X-Request-ID": given}
    answer = client.get("/api/health", headers=headers)
    made = answer.headers["X-Request-ID"]
    assert made != given and len(made) == 16 and int(made, 16) >= 0
    [line] = request_lines(captured)
    assert line["request_id"] == made and line["route"] == "/api/health"


@pytest.mark.parametrize("key", ["token", "reset_Token", "code", "PASSWORD", "passphrase", "client_secret",
                                 "signature", "sig", "api_key", "KeyId", "authorization"])
def test_every_secret_looking_query_key_is_hidden_in_any_case_and_a_plain_query_is_logged_as_sent(client, captured,
                                                                                                key):
    plain = "limit=24&sort=price_asc&page=3&brand=vita-fabrics&color=fuchsia&currency=EUR&min_price=1.50"
    client.get(f"/api/products-feed/new?page=1&{key}={SECRET}&limit=4")
    client.get(f"/api/products-feed/new?{plain}")
    hidden, kept = request_lines(captured)
    assert hidden["query"] == f"page=1&{key}=[redacted]&limit=4" and SECRET not in json.dumps(hidden)
    assert kept["query"] == plain


def test_secret_parts_of_a_path_are_not_logged(client, captured):
    client.get(f"/api/users/reset-password/validate/{SECRET}")
    client.get(f"/reset-password/{SECRET}")
    client.get(f"/api/nothing-here/{SECRET[:4]}")
    validate, page, unmatched = request_lines(captured)
    assert validate["route"] == "/api/users/reset-password/validate/<token>"
    assert validate["path"] == "/api/users/reset-password/validate/[redacted]"
    assert page["path"] == "/reset-password/[redacted]" and page["route"] != page["path"]
    assert unmatched["route"] == "unmatched" and unmatched["status"] == 404
    everything = json.dumps(json_lines(captured.records))
    assert SECRET not in everything


def test_records_written_while_serving_carry_the_request_id(app, client, captured):
    app.config["SHOP_REDIS_URL"] = f"redis://127.0.0.1:{free_port()}/0"  # nothing listens: a warning is logged
    try:
        answer = client.get("/api/ready", headers={"X-Request-ID": "ready-check-1"})
    finally:
        app.config["SHOP_REDIS_URL"] = None
    assert answer.status_code == 503
    warnings = [record for record in captured.records if record.levelno == logging.WARNING]
    assert warnings and all(getattr(record, "request_id", None) == "ready-check-1" for record in warnings)


# ------------------------------------------------------------------------------------------------ readiness


@pytest.fixture()
def migrated(db) -> Iterator[str]:
    """The database stamped at the migrations' head, as `flask db upgrade` leaves it (dropped afterwards)."""
    [head] = migration_heads()
    with _db.engine.begin() as connection:
        connection.execute(text("DROP TABLE IF EXISTS alembic_version"))
        connection.execute(text("CREATE TABLE alembic_version (version_num VARCHAR(32) NOT NULL PRIMARY KEY)"))
        connection.execute(text("INSERT INTO alembic_version (version_num) VALUES (:head)"), {"head": head})
    yield head
    with _db.engine.begin() as connection:
        connection.execute(text("DROP TABLE IF EXISTS alembic_version"))


def test_the_head_is_read_from_the_migration_scripts():
    scripts = sorted((ROOT / "shop" / "migrations" / "versions").glob("*.py"))
    assert migration_heads() == {scripts[-1].name.split("_", 1)[0]}  # the scripts are numbered in order


def test_ready_when_the_database_answers_at_the_head(client, migrated):
    answer = client.get("/api/ready")
    assert answer.status_code == 200, answer.get_json()
    body = answer.get_json()
    assert body["status"] == "ok" and body["database"] == "ok" and body["migrations"] == migrated
    assert body["redis"] == "not configured" and isinstance(body["worker"], int)


def test_not_ready_names_the_migrations_when_the_database_is_behind_or_never_migrated(client, migrated):
    with _db.engine.begin() as connection:
        connection.execute(text("UPDATE alembic_version SET version_num = '0001'"))
    behind = client.get("/api/ready", headers={"Accept-Language": "pl"})
    assert behind.status_code == 503 and behind.headers["Retry-After"]
    assert behind.get_json() == {"message": "Ten serwer nie jest jeszcze gotowy do obsługi żądań.", "errors": {
        "migrations": "Baza danych nie została zaktualizowana do najnowszej wersji sklepu: uruchom flask db upgrade."}}
    with _db.engine.begin() as connection:
        connection.execute(text("DROP TABLE alembic_version"))
    never = client.get("/api/ready")
    assert never.status_code == 503 and set(never.get_json()["errors"]) == {"migrations"}
    assert client.get("/api/health").status_code == 200  # alive all the same


def test_ready_asks_redis_when_it_is_configured(app, client, migrated):
    app.config["SHOP_REDIS_URL"] = REDIS_DB_URL
    try:
        up = client.get("/api/ready")
        app.config["SHOP_REDIS_URL"] = f"redis://127.0.0.1:{free_port()}/4"
        down = client.get("/api/ready")
    finally:
        app.config["SHOP_REDIS_URL"] = None
    if up.status_code == 503 and "redis" in up.get_json()["errors"]:
        pytest.skip("no Redis at 127.0.0.1:6379")
    assert up.status_code == 200 and up.get_json()["redis"] == "ok"
    assert down.status_code == 503
    assert down.get_json() == {"message": "This server is not ready to serve.",
                               "errors": {"redis": "Redis does not answer."}}


def test_not_ready_names_the_database_when_it_does_not_answer(app, tmp_path):
    if app.config["SQLALCHEMY_DATABASE_URI"].startswith("postgresql"):
        gone = f"postgresql+psycopg://postgres@127.0.0.1:{free_port()}/shop?connect_timeout=2"
    else:
        gone = f"sqlite:///{tmp_path / 'no-such-folder' / 'shop.db'}"
    elsewhere = create_app({"ENV": "testing", "SQLALCHEMY_DATABASE_URI": gone})
    answer = elsewhere.test_client().get("/api/ready")
    assert answer.status_code == 503
    assert answer.get_json()["errors"] == {"database": "The database does not answer."}


# ------------------------------------------------------------------------------------------------ metrics


def test_metrics_are_for_staff_and_the_token_only(app, client, auth):
    anonymous = client.get("/api/metrics")
    assert anonymous.status_code == 401 and anonymous.get_json()["message"]
    shopper = client.get("/api/metrics", headers=auth(email="olena@example.com"))
    assert shopper.status_code == 403 and shopper.get_json()["message"] == "Only shop staff may do this."
    staff = client.get("/api/metrics", headers=auth(admin=True))
    assert staff.status_code == 200 and staff.headers["Content-Type"].startswith("text/plain")
    assert "# TYPE shop_http_requests_total counter" in staff.text
    assert client.get("/api/metrics", headers={"Authorization": f"Bearer {SECRET}"}).status_code == 401
    app.config["SHOP_METRICS_TOKEN"] = SECRET
    try:
        assert client.get("/api/metrics", headers={"Authorization": f"Bearer {SECRET}"}).status_code == 200
        assert client.get("/api/metrics", headers={"Authorization": "Bearer not-it"}).status_code == 401
    finally:
        app.config["SHOP_METRICS_TOKEN"] = None


def test_metrics_from_this_host_only_when_allowed_and_not_through_a_proxy(app, client):
    assert client.get("/api/metrics").status_code == 401  # the test client is 127.0.0.1
    app.config["SHOP_METRICS_FROM_LOCALHOST"] = True
    try:
        assert client.get("/api/metrics").status_code == 200
        assert client.get("/api/metrics", headers={"X-Forwarded-For": "203.0.113.9"}).status_code == 401
        assert client.get("/api/metrics", environ_base={"REMOTE_ADDR": "203.0.113.9"}).status_code == 401
    finally:
        app.config["SHOP_METRICS_FROM_LOCALHOST"] = False


def test_requests_orders_mails_and_the_catalogue_are_counted(client):
    make_product("Lycra Royal", price="2.50", minimum="0.1", stock="5", product_id="LY-ROYAL")
    _db.session.commit()
    route = {"method": "GET", "route": "/api/products-feed/new", "status": "200"}
    requests_before = sample("shop_http_requests_total", **route)
    latency_before = sample("shop_http_request_duration_seconds_count", method="GET", route="/api/products-feed/new")
    orders_before = sample("shop_orders_placed_total", payment_method="bank-transfer")
    mails_before = sample("shop_mails_sent_total")
    jobs_before = sample("shop_jobs_total", event="done", job="deliver_mail")
    assert client.get("/api/products-feed/new").status_code == 200
    placed = client.post("/api/orders", headers={"Idempotency-Key": str(uuid.uuid4())}, json={
        "currency": "GBP", "paymentMethod": "bank-transfer", "lines": [{"sku": "LY-ROYAL", "quantity": "1"}],
        "contact": {"firstName": "Emma", "lastName": "Clarke", "email": "emma@example.com", "phone": "+44 7700 900123"},
        "delivery": {"method": "nova-poshta-branch", "city": "Kyiv", "branch": "12"}})
    assert placed.status_code == 201, placed.get_json()
    assert sample("shop_http_requests_total", **route) == requests_before + 1
    assert sample("shop_http_request_duration_seconds_count", method="GET",
                  route="/api/products-feed/new") == latency_before + 1
    assert sample("shop_orders_placed_total", payment_method="bank-transfer") == orders_before + 1
    assert sample("shop_mails_sent_total") >= mails_before + 1  # the confirmation (jobs run at once in tests)
    assert sample("shop_jobs_total", event="done", job="deliver_mail") >= jobs_before + 1
    assert sample("shop_catalogue_index_products") == 1
    assert sample("shop_catalogue_index_built_timestamp_seconds") > 1.7e9


def test_behind_a_proxy_the_client_is_the_one_the_proxy_names(tmp_path):
    seen = {}
    for hops in (0, 1):
        app = create_app({"ENV": "testing", "SQLALCHEMY_DATABASE_URI": "sqlite://", "SHOP_PROXY_HOPS": hops,
                          "SHOP_METRICS_FROM_LOCALHOST": True})

        @app.after_request
        def note(response, hops=hops):
            from flask import request

            seen[hops] = (request.remote_addr, request.scheme)
            return response

        answer = app.test_client().get("/api/metrics", headers={
            "X-Forwarded-For": "198.51.100.7, 203.0.113.9", "X-Forwarded-Proto": "https"})
        assert answer.status_code == 401  # proxied: not a local client, whatever the address
    assert seen[0] == ("127.0.0.1", "http")
    assert seen[1] == ("203.0.113.9", "https")  # the nearest proxy's word only: the first address could be forged
