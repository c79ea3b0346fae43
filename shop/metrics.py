"""The shop's Prometheus metrics (prometheus-client), one set per process, added up across gunicorn's workers.

Under gunicorn (gunicorn.conf.py) PROMETHEUS_MULTIPROC_DIR names a folder before any worker imports this module, so
each worker writes its counts into memory-mapped files there and whichever worker answers /api/metrics reads every
worker's files (a dead worker's gauges are dropped by the master's child_exit hook; its counts stay in the sums).
Without it (tests, `flask run`) the counts live in this process.

Labels are bounded: the route is Flask's URL rule (its template, never the path), "static" for built assets and
"unmatched" for paths no rule matches; the method is one of the HTTP methods or "other".

A metric a domain counts is defined here and counted through a function, so the domain only says what happened.
"""
from __future__ import annotations

import os
import time

from prometheus_client import CONTENT_TYPE_LATEST, REGISTRY, CollectorRegistry, Counter, Gauge, Histogram
from prometheus_client import generate_latest as _generate_latest

MULTIPROCESS = bool(os.environ.get("PROMETHEUS_MULTIPROC_DIR"))
CONTENT_TYPE = CONTENT_TYPE_LATEST
METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"})
LATENCY_BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)

REQUESTS = Counter("shop_http_requests", "HTTP requests answered, by method, route template and status.",
                   ["method", "route", "status"])
LATENCY = Histogram("shop_http_request_duration_seconds",
                    "Time from the request reaching the app to its response being ready, by method and route.",
                    ["method", "route"], buckets=LATENCY_BUCKETS)
SERVER_ERRORS = Counter("shop_http_server_errors", "Responses with a 5xx status, by method and route template.",
                        ["method", "route"])
ORDERS_PLACED = Counter("shop_orders_placed", "Orders placed (replays of an idempotency key not counted), by payment "
                        "method.", ["payment_method"])
PAYMENTS = Counter("shop_payments", "Card payments that reached a state: pending when the order is placed, then "
                   "what the provider's notices move them to.", ["state"])
MAILS_SENT = Counter("shop_mails_sent", "E-mails handed to the SMTP server (or kept in the outbox without one).")
MAILS_FAILED = Counter("shop_mails_failed", "E-mails the SMTP server did not take (each failed attempt).")
JOBS = Counter("shop_jobs", "Background jobs (shop.jobs): queued, done, retrying (a try failed, another comes) "
               "and failed (the last try failed; `flask jobs` lists it), by job.", ["event", "job"])
CATALOGUE_BUILT = Gauge("shop_catalogue_index_built_timestamp_seconds",
                        "When each live worker last built its catalogue index in full (Unix time; the index's age is "
                        "time() minus this).", multiprocess_mode="liveall")
CATALOGUE_PRODUCTS = Gauge("shop_catalogue_index_products", "Products in each live worker's catalogue index.",
                           multiprocess_mode="liveall")

_request_children: dict[tuple[str, str, int], tuple] = {}


def observe_request(method: str, route: str, status: int, seconds: float) -> None:
    """One answered request (the label children are looked up once per method, route and status)."""
    key = (method, route, status)
    children = _request_children.get(key)
    if children is None:
        label = method if method in METHODS else "other"
        children = (REQUESTS.labels(label, route, str(status)), LATENCY.labels(label, route),
                    SERVER_ERRORS.labels(label, route) if status >= 500 else None)
        _request_children[key] = children
    children[0].inc()
    children[1].observe(seconds)
    if children[2] is not None:
        children[2].inc()


def order_placed(payment_method: str) -> None:
    ORDERS_PLACED.labels(str(payment_method)).inc()


def payment_reached(state: str) -> None:
    PAYMENTS.labels(str(state)).inc()


def mail_sent() -> None:
    MAILS_SENT.inc()


def mail_failed() -> None:
    MAILS_FAILED.inc()


def job_event(event: str, job: str) -> None:
    JOBS.labels(event, job).inc()


def catalogue_built(products: int, at: float | None = None) -> None:
    CATALOGUE_BUILT.set(time.time() if at is None else at)
    CATALOGUE_PRODUCTS.set(products)


def exposition() -> bytes:
    """Every metric in Prometheus' text format: all workers' when they share PROMETHEUS_MULTIPROC_DIR."""
    if MULTIPROCESS:
        from prometheus_client import multiprocess

        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry)
        return _generate_latest(registry)
    return _generate_latest(REGISTRY)
