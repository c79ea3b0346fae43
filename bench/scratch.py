"""What every benchmark script starts from: a scratch database seeded with the demo catalogue.

SQLite lives in the caller's temporary folder; PostgreSQL in a scratch schema of the given database (dropped and
re-created), so other users of that database are not disturbed.
"""
from __future__ import annotations

import os
import secrets
import time
from typing import Any

from flask import Flask
from sqlalchemy import create_engine, text

from shop import create_app
from shop.extensions import db


def fresh_pg_schema(url: str, schema: str) -> str:
    """Drop and re-create the scratch schema; the returned URL puts it first on the search path."""
    engine = create_engine(url)
    with engine.begin() as conn:
        conn.execute(text(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE'))
        conn.execute(text(f'CREATE SCHEMA "{schema}"'))
    engine.dispose()
    separator = "&" if "?" in url else "?"
    return f"{url}{separator}options=-csearch_path%3D{schema}"


def database_url(db_name: str, tmp: str, pg_url: str, pg_schema: str) -> str:
    """SQLite in ``tmp`` or a fresh PostgreSQL scratch schema."""
    return f"sqlite:///{tmp}/shop.db" if db_name == "sqlite" else fresh_pg_schema(pg_url, pg_schema)


def seeded_app(url: str, tmp: str, products: int, **config: Any) -> tuple[Flask, float]:
    """A production-configured app (rate limits off) on ``url`` with ``products`` demo products; returns it and
    the seconds the seed took. ``config`` adds or overrides settings."""
    media = os.path.join(tmp, "media")
    app = create_app({
        "ENV": "production", "SECRET_KEY": secrets.token_urlsafe(48), "SQLALCHEMY_DATABASE_URI": url,
        "SHOP_MEDIA_DIR": media, "RATELIMIT_ENABLED": False, **config,
    })
    with app.app_context():
        from shop.demo.seed import seed_demo

        db.create_all()
        started = time.perf_counter()
        seed_demo(products=products, seed=42, media_dir=media)
        seeded = time.perf_counter() - started
        if db.engine.dialect.name == "postgresql":
            # Autovacuum would analyse the freshly loaded tables within a minute; do it now.
            with db.engine.begin() as conn:
                conn.execute(text("ANALYZE"))
        db.session.remove()
    return app, seeded


def load_average() -> str:
    """The machine's 1, 5 and 15 minute load, printed beside the figures it may have disturbed."""
    return " ".join(f"{value:.2f}" for value in os.getloadavg())
