"""Fixtures: one app per session on the database named by SHOP_TEST_DATABASE_URL, clean tables per test."""
from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from flask import Flask
from flask.testing import FlaskClient
from flask_jwt_extended import create_access_token
from sqlalchemy import text

# isort: off
from tests.worker_database import DATABASE_URL  # first: it may name this worker's own database for the shop to read
# isort: on
from shop import create_app
from shop.accounts.models import User, UserStatus
from shop.accounts.passwords import hash_password
from shop.catalog.read_model import forget as forget_read_models
from shop.extensions import db as _db
from shop.jobs import configure as configure_jobs


def database_label() -> str:
    """'postgresql' or 'sqlite', printed in the pytest header so both runs are visible."""
    return DATABASE_URL.split(":", 1)[0].split("+", 1)[0]


def pytest_report_header(config) -> str:
    return f"shop test database: {database_label()} ({DATABASE_URL})"


@pytest.fixture(scope="session")
def app(tmp_path_factory) -> Iterator[Flask]:
    """The testing app with a fresh schema built from the models."""
    media = tmp_path_factory.mktemp("media")
    app = create_app(
        {
            "ENV": "testing",
            "SQLALCHEMY_DATABASE_URI": DATABASE_URL,
            "SHOP_MEDIA_DIR": str(media),
        }
    )
    if DATABASE_URL == "sqlite://":
        # One shared in-memory database for the whole session.
        app.config["SQLALCHEMY_ENGINE_OPTIONS"] = {"connect_args": {"check_same_thread": False}}
    with app.app_context():
        _db.drop_all()
        _drop_alembic_version()
        _db.create_all()
        yield app
        _db.session.remove()
        _db.drop_all()


def _drop_alembic_version() -> None:
    with _db.engine.begin() as conn:
        conn.execute(text("DROP TABLE IF EXISTS alembic_version"))


@pytest.fixture()
def jobs_here(app: Flask) -> None:
    """The job queue pointed at the session's app again (immediate: mail goes out as it is sent): another test's
    create_app (a production app, say) may have moved the one global queue to a queue file nothing runs."""
    configure_jobs(app)


@pytest.fixture()
def db(app: Flask, jobs_here):
    """The database, emptied after each test so tests never share state (the job queue pointed at this app)."""
    yield _db
    _db.session.rollback()
    _db.session.remove()
    # Emptied with raw SQL behind the ORM's back: the catalogue's read model must start afresh.
    forget_read_models()
    tables = [t.name for t in reversed(_db.metadata.sorted_tables)]
    with _db.engine.begin() as conn:
        if conn.dialect.name == "postgresql":
            conn.execute(text(f"TRUNCATE {', '.join(tables)} RESTART IDENTITY CASCADE"))
        else:
            for table in tables:
                conn.execute(text(f"DELETE FROM {table}"))


@pytest.fixture()
def client(app: Flask, db) -> FlaskClient:
    return app.test_client()


@pytest.fixture()
def runner(app: Flask, db):
    return app.test_cli_runner()


@pytest.fixture()
def make_user(db) -> Callable[..., User]:
    """Create a user: make_user(email=..., password=..., admin=False)."""

    def make(email: str = "shopper@example.com", password: str = "secret123", admin: bool = False) -> User:
        user = User(
            email=email.lower(),
            password_hash=hash_password(password),
            status=UserStatus.ADMIN if admin else UserStatus.USER,
        )
        db.session.add(user)
        db.session.commit()
        return user

    return make


@pytest.fixture()
def auth(make_user) -> Callable[..., dict[str, str]]:
    """Headers of a signed-in user: auth() for a shopper, auth(admin=True) for staff."""

    def headers(admin: bool = False, email: str | None = None) -> dict[str, str]:
        user = make_user(email=email or ("staff@example.com" if admin else "shopper@example.com"), admin=admin)
        return {"Authorization": f"Bearer {create_access_token(identity=user)}"}

    return headers
