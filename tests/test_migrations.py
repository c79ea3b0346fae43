"""The migrations are the schema: one head, and an upgrade from empty builds what the models describe."""
from __future__ import annotations

import os
import warnings

import pytest
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from alembic.script import ScriptDirectory
from flask_migrate import upgrade
from sqlalchemy import create_engine, inspect, text
from sqlalchemy.exc import IntegrityError

from shop import create_app
from shop.extensions import db

MIGRATIONS = os.path.join(os.path.dirname(__file__), "..", "shop", "migrations")
POSTGRES_URL = os.environ.get("SHOP_TEST_POSTGRES_URL", "postgresql+psycopg://postgres@127.0.0.1:5432/test")


def _scratch_app(url: str):
    return create_app({"ENV": "testing", "SQLALCHEMY_DATABASE_URI": url})


def test_migrations_have_a_single_head():
    script = ScriptDirectory.from_config(_alembic_config())
    assert len(script.get_heads()) == 1


def _alembic_config():
    from alembic.config import Config

    config = Config(os.path.join(MIGRATIONS, "alembic.ini"))
    config.set_main_option("script_location", MIGRATIONS)
    return config


def _assert_upgrade_matches_models(url: str, reset_sql: list[str]) -> None:
    engine = create_engine(url)
    with engine.begin() as conn:
        for statement in reset_sql:
            conn.execute(text(statement))
    engine.dispose()
    app = _scratch_app(url)
    with app.app_context():
        upgrade(directory=MIGRATIONS)
        tables = set(inspect(db.engine).get_table_names())
        assert {t.name for t in db.metadata.sorted_tables} <= tables
        with db.engine.connect() as conn:
            context = MigrationContext.configure(conn, opts={"compare_type": True})
            with warnings.catch_warnings():
                # SQLite cannot reflect the lower(email) index; the insert check below proves it instead.
                warnings.simplefilter("ignore")
                diff = compare_metadata(context, db.metadata)
        assert diff == [], f"models and migrations differ: {diff}"
        # The migrated schema refuses a second account whose email differs only in case.
        insert = text("INSERT INTO users (email, password_hash, status, first_name, last_name, phone, newsletter,"
                      " created_at) VALUES (:email, 'x', 'user', '', '', '', false, CURRENT_TIMESTAMP)")
        with db.engine.begin() as conn:
            conn.execute(insert, {"email": "Ann@example.com"})
        with pytest.raises(IntegrityError), db.engine.begin() as conn:
            conn.execute(insert, {"email": "ann@EXAMPLE.com"})
        db.engine.dispose()


def test_upgrade_on_empty_sqlite_builds_the_models_schema(tmp_path):
    _assert_upgrade_matches_models(f"sqlite:///{tmp_path / 'fresh.db'}", [])


def test_upgrade_on_empty_postgresql_builds_the_models_schema():
    # A schema of its own, so the API suite's tables in `public` are untouched.
    schema = "migration_check"
    url = POSTGRES_URL + ("&" if "?" in POSTGRES_URL else "?") + f"options=-csearch_path%3D{schema}"
    _assert_upgrade_matches_models(url, [f"DROP SCHEMA IF EXISTS {schema} CASCADE", f"CREATE SCHEMA {schema}"])
