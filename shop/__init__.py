"""The shop's application factory: reads like a table of contents of the app."""
from __future__ import annotations

import os
from typing import Any

from flask import Flask

from shop.config import CONFIGS, KNOWN_SECRET_KEYS, instance_secret_key


class ConfigurationError(RuntimeError):
    """The app cannot start safely with this configuration."""


def create_app(config: str | dict[str, Any] | None = None) -> Flask:
    """Build the app. ``config`` is an environment name or a dict of overrides for testing."""
    app = Flask(__name__, instance_path=instance_folder(), instance_relative_config=True, static_folder=None)
    load_config(app, config)
    os.makedirs(app.instance_path, exist_ok=True)
    if not app.config.get("SHOP_MEDIA_DIR"):
        app.config["SHOP_MEDIA_DIR"] = os.path.join(app.instance_path, "uploads")

    register_extensions(app)
    register_jobs(app)
    register_migrations(app)
    register_messages()
    register_blueprints(app)
    register_errorhandlers(app)
    register_commands(app)
    register_web(app)  # last: its catch-all must not shadow the API
    register_security_headers(app)  # after web: it wraps whitenoise too, so built assets get the headers
    register_proxy(app)  # the client's address and scheme as the proxy in front passed them on
    register_request_log(app)  # outermost: every request's log line, metrics and X-Request-ID
    return app


def instance_folder() -> str | None:
    """SHOP_INSTANCE_DIR when set: the folder of the database, uploads, outbox and config.py (else instance/)."""
    folder = os.environ.get("SHOP_INSTANCE_DIR")
    return os.path.abspath(folder) if folder else None


def load_config(app: Flask, config: str | dict[str, Any] | None) -> None:
    """Environment class, then instance/config.py, then explicit overrides; then the signing key (signing_key)."""
    overrides = config if isinstance(config, dict) else {}
    name = config if isinstance(config, str) else overrides.get("ENV") or os.environ.get("SHOP_ENV", "development")
    if name not in CONFIGS:
        raise ConfigurationError(f"Unknown SHOP_ENV {name!r}; use one of {', '.join(CONFIGS)}.")
    app.config.from_object(CONFIGS[name])
    app.config["ENV"] = name
    if name != "testing":
        app.config.from_pyfile("config.py", silent=True)
    app.config.update(overrides)
    if not app.config.get("SQLALCHEMY_DATABASE_URI"):
        app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:///" + os.path.join(app.instance_path, "shop.db")
    app.config["SECRET_KEY"] = signing_key(app, name)
    require_drivers(app.config)


# What a setting needs installed beside requirements/base.txt: a shop on one host with SQLite needs none of them, so
# its serving install leaves them out and its workers never load them.
DRIVERS = (
    ("SQLALCHEMY_DATABASE_URI", "postgresql", "psycopg", "postgresql"),
    ("SHOP_REDIS_URL", "redis", "redis", "redis"),
    ("RATELIMIT_STORAGE_URI", "redis", "redis", "redis"),
    ("SHOP_MEDIA_S3_BUCKET", "", "boto3", "s3"),
)


def require_drivers(config: Any) -> None:
    """Refuse to start, naming the install, when a setting needs a driver this environment lacks."""
    from importlib.util import find_spec

    for key, prefix, module, extra in DRIVERS:
        value = config.get(key)
        if value and str(value).startswith(prefix) and find_spec(module) is None:
            raise ConfigurationError(
                f"{key} needs the {module} package, which is not installed: install requirements/{extra}.txt "
                f'(make setup WITH="{extra}", or pip install -r requirements/{extra}.txt).')


def signing_key(app: Flask, name: str) -> str:
    """The key that signs tokens: the configured one, refused when it is published or short; without one, the
    instance folder's own random key, except in production, where every app server must be given the same key."""
    key = app.config.get("SECRET_KEY") or ""
    advice = 'for example: python -c "import secrets; print(secrets.token_urlsafe(48))"'
    if key in KNOWN_SECRET_KEYS:
        raise ConfigurationError(f"SHOP_SECRET_KEY is a published value that anyone can sign with: set a random "
                                 f"one ({advice}).")
    if not key and name == "production":
        raise ConfigurationError(f"SHOP_SECRET_KEY must be set to a random value of at least 32 characters in "
                                 f"production ({advice}).")
    if not key:
        return instance_secret_key(app.instance_path)
    if len(key) < 32:
        raise ConfigurationError(f"SHOP_SECRET_KEY must be a random value of at least 32 characters ({advice}).")
    return key


def register_extensions(app: Flask) -> None:
    """Bind the bare extension instances of shop.extensions."""
    from shop import models  # noqa: F401  (every table known to SQLAlchemy and Alembic)
    from shop.accounts.tokens import register_token_callbacks
    from shop.database import engine_options, register_database_events
    from shop.extensions import ShopJSONProvider, api, db, jwt
    from shop.http import compression, rate_limits
    from shop.security import NoSessions, redact_secrets_in_logs

    # JSON as UTF-8 text (Cyrillic as is, not \uXXXX), without indentation even in development, key order kept.
    app.json = ShopJSONProvider(app)
    app.session_interface = NoSessions()
    redact_secrets_in_logs()  # access lines and error logs never show a reset link's token or a bearer token
    compression.init_app(app)  # its after-request hook first, so it runs last
    app.config["SQLALCHEMY_ENGINE_OPTIONS"] = engine_options(app.config)
    db.init_app(app)
    register_database_events(app)
    jwt.init_app(app)
    register_token_callbacks(jwt)
    rate_limits.init_app(app)  # the limited views count themselves: no hook on any request
    api.init_app(app)
    api.spec.components.security_scheme("bearerAuth", {"type": "http", "scheme": "bearer", "bearerFormat": "JWT"})


def register_jobs(app: Flask) -> None:
    """The background queue (shop.jobs): Redis, a SQLite file in the instance folder, or immediate in tests."""
    from shop.jobs import configure

    configure(app)


def register_migrations(app: Flask) -> None:
    """Alembic (Flask-Migrate) for `flask db ...` and the tests. A serving worker never migrates, so it does not
    load Alembic (memory every worker would carry for nothing): only the flask command line (which sets
    FLASK_RUN_FROM_CLI before it builds the app) and the testing config do."""
    if not (app.testing or os.environ.get("FLASK_RUN_FROM_CLI") == "true"):
        return
    from flask_migrate import Migrate

    from shop.extensions import db

    Migrate(app, db, directory=os.path.join(os.path.dirname(__file__), "migrations"), render_as_batch=True)


def register_messages() -> None:
    """Every domain's message translations, from the one registry (shop.messages)."""
    from shop.i18n import register
    from shop.messages import CATALOGUES

    for catalogue in CATALOGUES:
        register(catalogue)


def register_blueprints(app: Flask) -> None:
    """Every API blueprint, from the one registry; on those the input guard of public reads checks (shop.http.caching),
    the OpenAPI document says what it refuses, from the guard's own constants. Then the kept catalogue answers in
    front of Flask (shop.http.caching)."""
    from shop.blueprints import API_BLUEPRINTS
    from shop.extensions import api, api_docs
    from shop.http import caching

    for blueprint in API_BLUEPRINTS:
        if caching.refuse_malformed_input in blueprint.before_request_funcs.get(None, ()):
            api_docs.guard_values(blueprint.name, caching.MAX_VALUE_LENGTH, caching.CONTROL.pattern)
        api.register_blueprint(blueprint)
    caching.keep_finished_responses(app)


def register_errorhandlers(app: Flask) -> None:
    """One JSON error shape."""
    from shop.http.errors import register_errorhandlers as register

    register(app)


def register_commands(app: Flask) -> None:
    """flask seed-demo, create-admin ..."""
    from shop.cli import register_commands as register

    register(app)


def register_web(app: Flask) -> None:
    """The built UI, robots.txt, media and the index.html catch-all."""
    from shop.web import register_web as register

    register(app)


def register_security_headers(app: Flask) -> None:
    """CSP, nosniff, Referrer-Policy, COOP (and HSTS in production) on every response; forms may also post to
    LiqPay's checkout, the one the card payments use."""
    from shop.http.security_headers import origin_of
    from shop.http.security_headers import register_security_headers as register
    from shop.payments.liqpay import CHECKOUT_URL

    register(app, form_action=[origin_of(app.config.get("SHOP_LIQPAY_CHECKOUT_URL") or CHECKOUT_URL)])


def register_proxy(app: Flask) -> None:
    """Behind SHOP_PROXY_HOPS trusted proxies (nginx: 1), the client's address, scheme, host and port are the ones
    the nearest proxy set in X-Forwarded-For/-Proto/-Host/-Port (rate limits per address need it); 0 trusts none."""
    hops = int(app.config.get("SHOP_PROXY_HOPS") or 0)
    if hops:
        from werkzeug.middleware.proxy_fix import ProxyFix

        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=hops, x_proto=hops, x_host=hops, x_port=hops)  # type: ignore


def register_request_log(app: Flask) -> None:
    """One JSON log line and the request metrics per request, with its request id (shop.http.request_log)."""
    from shop.http.request_log import register_request_log as register

    register(app)
