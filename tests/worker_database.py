"""The database a test process uses: SHOP_TEST_DATABASE_URL, or under pytest-xdist (``make test`` runs the API suites
on both cores) a PostgreSQL database of each worker's own, ``<database>_<worker>``, made when missing, so two workers
never truncate each other's tables. Imported by conftest before the shop, so everything that reads the setting
(the testing config, tests that start a server) sees the worker's database."""
from __future__ import annotations

import os

from sqlalchemy.engine import make_url

DATABASE_URL = os.environ.get("SHOP_TEST_DATABASE_URL") or "sqlite://"
WORKER = os.environ.get("PYTEST_XDIST_WORKER")  # gw0, gw1 ... under pytest-xdist; None in a plain run


def _own_database(url: str, worker: str) -> str:
    import psycopg

    parsed = make_url(url)
    name = f"{parsed.database}_{worker}"
    with psycopg.connect(host=parsed.host or "127.0.0.1", port=parsed.port or 5432, user=parsed.username,
                         password=parsed.password, dbname="postgres", autocommit=True) as conn:
        if conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", (name,)).fetchone() is None:
            conn.execute(f'CREATE DATABASE "{name}"')
    return parsed.set(database=name).render_as_string(hide_password=False)


if WORKER and DATABASE_URL.startswith("postgresql"):
    DATABASE_URL = _own_database(DATABASE_URL, WORKER)
    os.environ["SHOP_TEST_DATABASE_URL"] = DATABASE_URL
