"""For load balancers, operators and Prometheus:

- GET /api/health: this worker is alive - the database answers, and this worker's catalogue index.
- GET /api/ready: this server may take traffic - the database answers, Redis answers (when SHOP_REDIS_URL is set)
  and the database is migrated to the head of shop/migrations; 503 in the one error shape naming each failing part
  otherwise. The head is read once per process from the migration scripts' ``revision``/``down_revision`` lines
  (a serving worker does not load Alembic).
- GET /api/metrics: Prometheus' text format, every worker's counts added up (shop.metrics), for staff, for a
  ``Bearer`` SHOP_METRICS_TOKEN, or, when SHOP_METRICS_FROM_LOCALHOST is on, for a client on this host that came
  through no proxy.
"""
from __future__ import annotations

import ast
import hmac
import os
import threading
from functools import cache
from pathlib import Path

from flask import Response, current_app, request
from flask.views import MethodView
from flask_jwt_extended import current_user, verify_jwt_in_request
from marshmallow import Schema, fields
from sqlalchemy import text

from shop import metrics
from shop.catalog.engine.read_model import catalogue, read_model
from shop.extensions import db
from shop.http.errors import ApiError, error_body
from shop.security import BEARER, ROLE_REFUSED, STAFF_ONLY, Blueprint, StaffRole

blp = Blueprint("health", __name__, url_prefix="/api/health", description="Health of this worker")
ready_blp = Blueprint("ready", __name__, url_prefix="/api/ready", description="Readiness of this server")
metrics_blp = Blueprint("metrics", __name__, url_prefix="/api/metrics", description="Prometheus metrics")

MIGRATIONS = Path(__file__).resolve().parent / "migrations" / "versions"
NOT_READY = "This server is not ready to serve."
DATABASE_DOWN = "The database does not answer."
REDIS_DOWN = "Redis does not answer."
NOT_MIGRATED = "The database is not migrated to the shop's latest version: run flask db upgrade."
RETRY_SECONDS = 5
LOCAL_ADDRESSES = frozenset({"127.0.0.1", "::1"})


class CatalogueHealthSchema(Schema):
    """This worker's catalogue index: how many products it lists, how often it was built, changes applied."""

    products = fields.Integer()
    builds = fields.Integer(metadata={"description": "Full builds of the index in this worker since it started."})
    changes_applied = fields.Integer(metadata={"description": "Single-product changes applied in place."})


class HealthSchema(Schema):
    status = fields.String(metadata={"example": "ok"})
    worker = fields.Integer(metadata={"description": "Process id of the worker that answered."})
    catalogue = fields.Nested(CatalogueHealthSchema)


@blp.route("")
class Health(MethodView):
    @blp.response(200, HealthSchema)
    def get(self):
        """The database answers; this worker's catalogue index is current (never cached)."""
        db.session.execute(text("SELECT 1"))
        with catalogue() as index:
            products = len(index)
        model = read_model()
        return {
            "status": "ok",
            "worker": os.getpid(),
            "catalogue": {"products": products, "builds": model.builds, "changes_applied": model.changes_applied},
        }


# ------------------------------------------------------------------------------------------------ readiness

@cache
def migration_heads(folder: Path = MIGRATIONS) -> frozenset[str]:
    """The head revisions of the migration scripts: those no other script names as its down_revision."""
    revisions, parents = set(), set()
    for script in folder.glob("*.py"):
        for node in ast.parse(script.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.Assign | ast.AnnAssign) and node.value is not None:
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                names = {target.id for target in targets if isinstance(target, ast.Name)}
                if "revision" in names:
                    revisions.add(ast.literal_eval(node.value))
                elif "down_revision" in names:
                    value = ast.literal_eval(node.value)
                    parents.update(value if isinstance(value, tuple | list) else [value] if value else [])
    return frozenset(revisions - parents)


_redis_clients: dict[str, object] = {}
_redis_lock = threading.Lock()


def _redis(url: str):
    """One client per URL and process (its connection pool is reused by every check)."""
    with _redis_lock:
        client = _redis_clients.get(url)
        if client is None:
            import redis

            timeout = float(current_app.config.get("SHOP_READY_TIMEOUT_SECONDS", 2))
            client = redis.Redis.from_url(url, socket_connect_timeout=timeout, socket_timeout=timeout)
            _redis_clients[url] = client
    return client


def _check_database() -> tuple[dict[str, str], dict[str, str]]:
    """(what is right, what is wrong) about the database and its migrations."""
    try:
        db.session.execute(text("SELECT 1"))
    except Exception as error:  # any driver's "cannot connect" or "gone away"
        db.session.rollback()
        current_app.logger.warning("Readiness: the database does not answer: %s", type(error).__name__)
        return {}, {"database": DATABASE_DOWN}
    heads = migration_heads()
    try:
        applied = {row[0] for row in db.session.execute(text("SELECT version_num FROM alembic_version"))}
    except Exception:  # no alembic_version table: never migrated
        db.session.rollback()
        applied = set()
    finally:
        db.session.rollback()  # end the read transaction: the check holds nothing open
    if applied != heads:
        return {"database": "ok"}, {"migrations": NOT_MIGRATED}
    return {"database": "ok", "migrations": ",".join(sorted(heads))}, {}


def _check_redis() -> tuple[dict[str, str], dict[str, str]]:
    config = current_app.config
    storage = str(config.get("RATELIMIT_STORAGE_URI") or "")  # SHOP_REDIS_URL too (shop.config)
    url = config.get("SHOP_REDIS_URL") or (storage if storage.startswith(("redis://", "rediss://")) else None)
    if not url:
        return {"redis": "not configured"}, {}
    try:
        _redis(url).ping()
    except Exception as error:  # connection refused, timeout, authentication
        current_app.logger.warning("Readiness: Redis does not answer: %s", type(error).__name__)
        return {}, {"redis": REDIS_DOWN}
    return {"redis": "ok"}, {}


class ReadySchema(Schema):
    status = fields.String(metadata={"example": "ok"})
    worker = fields.Integer(metadata={"description": "Process id of the worker that answered."})
    database = fields.String(metadata={"example": "ok"})
    migrations = fields.String(metadata={"description": "The migration head the database is at.",
                                         "example": "0007"})
    redis = fields.String(metadata={"description": "ok, or not configured (no SHOP_REDIS_URL).", "example": "ok"})


@ready_blp.route("")
class Ready(MethodView):
    @ready_blp.response(200, ReadySchema)
    @ready_blp.alt_response(503, description="A part is not right: the errors name each (database, migrations, "
                                             "redis).", headers={"Retry-After": {"schema": {"type": "integer"}}})
    def get(self):
        """This server may take traffic: the database answers and is migrated to the head, Redis answers."""
        right, wrong = _check_database()
        more_right, more_wrong = _check_redis()
        right.update(more_right)
        wrong.update(more_wrong)
        if wrong:
            response, status = error_body(NOT_READY, wrong, 503)
            response.status_code = status
            response.headers["Retry-After"] = str(RETRY_SECONDS)
            response.headers["Cache-Control"] = "no-store"
            return response
        return {"status": "ok", "worker": os.getpid(), **right}


# ------------------------------------------------------------------------------------------------ metrics

def _may_read_metrics() -> None:
    """Staff, the metrics token, or (when allowed) a local client that came through no proxy; 401/403 otherwise."""
    config = current_app.config
    header = request.headers.get("Authorization", "")
    token = config.get("SHOP_METRICS_TOKEN") or ""
    if token and header.startswith("Bearer ") and hmac.compare_digest(header[7:].strip().encode(), token.encode()):
        return
    if (not header and config.get("SHOP_METRICS_FROM_LOCALHOST") and request.remote_addr in LOCAL_ADDRESSES
            and "X-Forwarded-For" not in request.headers and "Forwarded" not in request.headers):
        return
    verify_jwt_in_request()
    if not current_user.is_admin:
        raise ApiError(STAFF_ONLY, status=403)
    if not current_user.has_role(StaffRole.OWNER):  # how the shop runs is its owners' concern, like its staff
        raise ApiError(ROLE_REFUSED, status=403)


@metrics_blp.route("")
class Metrics(MethodView):
    @metrics_blp.doc(security=BEARER, **{"x-staff-roles": [StaffRole.OWNER]})
    @metrics_blp.response(200, {"type": "string"}, content_type="text/plain",
                          description="Prometheus' text exposition format.")
    @metrics_blp.alt_response(401, description="Not signed in, or the session has ended (and no metrics token).")
    @metrics_blp.alt_response(403, description=STAFF_ONLY)
    def get(self):
        """Every worker's metrics: requests and latency by route, errors, orders, payments, mails, the catalogue
        index (staff, or the metrics token)."""
        _may_read_metrics()
        response = Response(metrics.exposition(), mimetype="text/plain")
        response.headers["Content-Type"] = metrics.CONTENT_TYPE
        response.headers["Cache-Control"] = "no-store"
        return response

    get.staff_only = True  # tests/test_admin_authorisation.py: anonymous 401, shoppers 403, owners let through
    get.staff_roles = frozenset({StaffRole.OWNER})



TRANSLATIONS: dict[str, dict[str, str]] = {
    NOT_READY: {
        "ua": "Цей сервер ще не готовий обслуговувати запити.",
        "pl": "Ten serwer nie jest jeszcze gotowy do obsługi żądań.",
        "ru": "Этот сервер ещё не готов обслуживать запросы.",
        "de": "Dieser Server ist noch nicht bereit, Anfragen zu bedienen.",
    },
    DATABASE_DOWN: {
        "ua": "База даних не відповідає.",
        "pl": "Baza danych nie odpowiada.",
        "ru": "База данных не отвечает.",
        "de": "Die Datenbank antwortet nicht.",
    },
    REDIS_DOWN: {
        "ua": "Redis не відповідає.",
        "pl": "Redis nie odpowiada.",
        "ru": "Redis не отвечает.",
        "de": "Redis antwortet nicht.",
    },
    NOT_MIGRATED: {
        "ua": "Базу даних не оновлено до останньої версії магазину: виконайте flask db upgrade.",
        "pl": "Baza danych nie została zaktualizowana do najnowszej wersji sklepu: uruchom flask db upgrade.",
        "ru": "База данных не обновлена до последней версии магазина: выполните flask db upgrade.",
        "de": "Die Datenbank ist nicht auf die neueste Version des Shops migriert: führen Sie flask db upgrade aus.",
    },
}
