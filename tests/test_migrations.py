"""The migrations are the schema: one head, and an upgrade from empty builds what the models describe."""
from __future__ import annotations

import hashlib
import os
import warnings
from decimal import Decimal

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
# The PostgreSQL run's own database when the suite runs on one (so two runs on other databases never share a schema).
_SUITE_URL = os.environ.get("SHOP_TEST_DATABASE_URL", "")
POSTGRES_URL = os.environ.get("SHOP_TEST_POSTGRES_URL") or (
    _SUITE_URL if _SUITE_URL.startswith("postgresql") else "postgresql+psycopg://postgres@127.0.0.1:5432/test")


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


def test_orders_placed_before_checkout_are_converted_to_their_own_currency(tmp_path):
    """0005 keeps what an old order's shopper paid: lines kept GBP, now every amount is in the order's currency
    (the unit price converted, then times the quantity), with the GBP figures beside it; a gift card's code is
    replaced by its hash."""
    app = _scratch_app(f"sqlite:///{tmp_path / 'old.db'}")
    with app.app_context():
        upgrade(directory=MIGRATIONS, revision="0004")
        with db.engine.begin() as conn:
            conn.execute(text(
                "INSERT INTO orders (id, number, status, is_paid, payment_method, currency, factor, subtotal,"
                " delivery_price, gift_card_amount, total_price, user_info, comment, created_at) VALUES (1,"
                " 'DF-000101', 'Sent', true, 'card', 'UAH', 56.05, 81.97, 3.50, 0, 4790.60, '{}', '',"
                " CURRENT_TIMESTAMP)"))
            conn.execute(text(
                "INSERT INTO order_lines (order_id, sku, name, quantity, minimum, unit_price, discount, line_total)"
                " VALUES (1, 'CH-LY-1', 'Matte Lycra', 2.5, 0.1, 2.68, 0, 67.00),"
                " (1, 'CR-16', 'Crystal AB SS16', 3, 1, 4.99, 0, 14.97)"))
            conn.execute(text(
                "INSERT INTO gift_cards (code, initial_amount, balance, recipient_name, recipient_email, message,"
                " created_at) VALUES ('abcd-efgh-jkmn-pqrs', 20, 20, '', '', '', CURRENT_TIMESTAMP)"))
        upgrade(directory=MIGRATIONS)
        with db.engine.connect() as conn:
            order = conn.execute(text("SELECT subtotal, delivery_price, total_price, subtotal_gbp, total_gbp"
                                      " FROM orders")).one()
            lines = conn.execute(text("SELECT unit_price, unit_price_gbp, line_total FROM order_lines"
                                      " ORDER BY id")).all()
            card = conn.execute(text("SELECT code_hash, last4 FROM gift_cards")).one()
            events = conn.execute(text("SELECT to_value FROM order_events")).scalars().all()
        db.engine.dispose()
    # 2.68 x 56.05 = 150.21 per 10 cm x 25; 4.99 x 56.05 = 279.69 x 3; delivery 3.50 x 56.05 = 196.18.
    def amounts(*values) -> tuple[Decimal, ...]:
        return tuple(Decimal(str(value)) for value in values)

    assert [amounts(*line) for line in lines] == [amounts("150.21", "2.68", "3755.25"),
                                                  amounts("279.69", "4.99", "839.07")]
    assert amounts(*order) == amounts("4594.32", "196.18", "4790.50", "81.97", "85.47")
    assert card.last4 == "PQRS" and card.code_hash == hashlib.sha256(b"ABCDEFGHJKMNPQRS").hexdigest()
    assert events == ["Accepted"]


def test_delivery_prices_staff_set_are_kept_as_bands_of_the_starting_zones(tmp_path):
    """0019: a shop whose staff set round delivery prices charges them still, as an any-weight band of the starting
    zones with their thresholds; a shop that set none keeps no zones and reads the starting ones (so a fresh
    database, like `flask migrate-to-postgres`'s target, has nothing in them)."""
    for staff_set in (True, False):
        app = _scratch_app(f"sqlite:///{tmp_path / f'rates-{staff_set}.db'}")
        with app.app_context():
            upgrade(directory=MIGRATIONS, revision="0018")
            if staff_set:
                with db.engine.begin() as conn:
                    conn.execute(text("INSERT INTO delivery_rates (method, currency, price, free_from)"
                                      " VALUES ('nova-poshta-branch', 'UAH', 80, 4000)"))
            upgrade(directory=MIGRATIONS)
            with db.engine.connect() as conn:
                zones = conn.execute(text("SELECT count(*) FROM delivery_zones")).scalar_one()
                kept = conn.execute(text(
                    "SELECT b.up_to_grams, b.price, t.free_from FROM delivery_bands b"
                    " JOIN delivery_zone_methods m ON m.id = b.zone_method_id"
                    " JOIN delivery_thresholds t ON t.zone_method_id = m.id AND t.currency = b.currency"
                    " WHERE m.method = 'nova-poshta-branch' AND b.currency = 'UAH'")).all()
            db.engine.dispose()
        if staff_set:
            assert zones > 0
            assert [(row[0], Decimal(str(row[1])), Decimal(str(row[2]))) for row in kept] == [
                (None, Decimal("80"), Decimal("4000"))]
        else:
            assert zones == 0 and kept == []
