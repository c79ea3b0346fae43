"""Per-connection database settings, reads outside the session for the catalogue's hot paths, and small
reference tables kept for a second."""
from __future__ import annotations

import threading
import time
import weakref
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from flask import Flask, current_app
from sqlalchemy import event, inspect
from sqlalchemy.engine import Engine

from shop.extensions import db


def register_database_events(app: Flask) -> None:
    """SQLite: enforce foreign keys and use WAL so readers never block the writer under gunicorn."""
    with app.app_context():
        engine: Engine = db.engine
        if engine.dialect.name != "sqlite":
            return

        @event.listens_for(engine, "connect")
        def _sqlite_pragmas(dbapi_connection, _record):
            cursor = dbapi_connection.cursor()
            cursor.execute("PRAGMA foreign_keys=ON")
            if ":memory:" not in str(engine.url) and engine.url.database:
                cursor.execute("PRAGMA journal_mode=WAL")
                cursor.execute("PRAGMA synchronous=NORMAL")
            cursor.execute("PRAGMA busy_timeout=5000")
            # 1 MB of pages per connection (SQLite's default is 2 MB): a gunicorn thread holds one connection,
            # and the operating system caches the file for all of them anyway.
            cursor.execute("PRAGMA cache_size=-1024")
            cursor.close()


T = TypeVar("T")
_keys: weakref.WeakKeyDictionary[Engine, str] = weakref.WeakKeyDictionary()


def engine_key(engine: Engine | None = None) -> str:
    """A name for the database behind ``engine`` (the app's by default) for what a process keeps per database:
    two apps on "sqlite://" are two different databases. Made once per engine: rendering its URL each time cost
    a tenth of a millisecond per request."""
    engine = engine or db.engine
    key = _keys.get(engine)
    if key is None:
        key = _keys[engine] = f"{id(engine)}:{engine.url}"
    return key


_recent: dict[tuple[str, str], tuple[float, object]] = {}


def read_recently(name: str, load: Callable[[], T]) -> T:
    """What ``load()`` read from the current database, read again once SHOP_CATALOGUE_RECHECK_SECONDS (1 s; 0 in
    tests: every call) have passed: for a few hundred rows that every listing request would otherwise query
    (brand and colour slugs, currency factors). A staff change shows in every worker within that second, like a
    product change in the catalogue index."""
    seconds = float(current_app.config.get("SHOP_CATALOGUE_RECHECK_SECONDS", 1.0))
    key = (name, engine_key())
    now = time.monotonic()
    kept = _recent.get(key)
    if kept is None or now - kept[0] >= seconds:
        kept = _recent[key] = (now, load())
    return kept[1]  # type: ignore[return-value]


def is_migrated() -> bool:
    """Whether the app's database has its tables (``flask db upgrade`` has run at least once)."""
    return inspect(db.engine).has_table("products")


# ---------------------------------------------------------------- reads outside the request's session

_threads = threading.local()


class Prepared:
    """A SELECT built once and compiled once per dialect, run by :func:`read_rows` with its named values: for the
    few reads on every request's path (a page of cards, a product page), where SQLAlchemy's execution and result
    rows cost as much as the database's own work. The rows are the driver's: convert what differs between drivers
    (SQLite's NUMERIC is a float and its datetimes are text) in the statement or in the caller."""

    def __init__(self, build: Callable[[], Any]) -> None:
        self._build = build
        self._compiled: dict[str, tuple[str, Callable[[dict[str, Any]], Any]]] = {}

    def rows(self, **values: Any) -> list[tuple]:
        dialect = db.engine.dialect
        found = self._compiled.get(dialect.name)
        if found is None:
            compiled = self._build().compile(dialect=dialect)
            fixed = dict(compiled.params)
            order = list(compiled.positiontup or []) if dialect.positional else None

            def bind(given: dict[str, Any], order: list[str] | None = order) -> Any:
                merged = {**fixed, **given}
                return merged if order is None else [merged[name] for name in order]

            found = self._compiled.setdefault(dialect.name, (str(compiled), bind))
        sql, bind = found
        return read_rows(sql, bind(values))


def read_rows(sql: str, params: Sequence[Any] | dict[str, Any]) -> list[tuple]:
    """The rows of one read-only statement (already compiled for the current dialect), run on a connection this
    thread keeps for such reads, in autocommit: it sees every committed change, and a listing page that only reads
    cards never opens the session (a pool checkout with its ping, a transaction, a rollback at teardown: as much
    as SQLite's read of 24 rows). A connection the server dropped (a PostgreSQL restart) is replaced and the read
    made once more. An in-memory SQLite database exists only on the session's connection, which it then uses."""
    engine = db.engine
    if engine.dialect.name == "sqlite" and engine.url.database in (None, "", ":memory:"):
        return _run(db.session.connection().connection, sql, params)
    key = engine_key(engine)
    held: dict[str, Any] = vars(_threads).setdefault("connections", {})
    for attempt in (1, 2):
        connection = held.get(key)
        if connection is None:
            connection = held[key] = _autocommit_connection()
        try:
            return _run(connection, sql, params)
        except engine.dialect.loaded_dbapi.Error as error:
            held.pop(key, None)
            gone = engine.dialect.is_disconnect(error, connection.dbapi_connection, None)
            connection.invalidate()
            if attempt == 2 or not gone:
                raise
    raise AssertionError("unreachable")


def _autocommit_connection() -> Any:
    connection = db.engine.raw_connection()  # made by the engine: the same settings and pragmas as the pool's
    connection.detach()  # this thread's own from now on, outside the pool's count
    if db.engine.dialect.name == "postgresql":
        connection.dbapi_connection.autocommit = True
    return connection


def _run(connection: Any, sql: str, params: Sequence[Any] | dict[str, Any]) -> list[tuple]:
    cursor = connection.cursor()
    try:
        cursor.execute(sql, params)
        return cursor.fetchall()
    finally:
        cursor.close()
