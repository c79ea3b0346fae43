"""Per-connection database settings, small reference tables kept for a second, and the few SQL expressions that
SQLite and PostgreSQL spell differently (text in lower case, the digits of a phone, a long list of ids, a column not
to be looked up by)."""
from __future__ import annotations

import json
import logging
import os
import re
import time
import weakref
from collections.abc import Callable, Iterable, Mapping
from typing import Any, TypeVar

from flask import Flask, current_app
from sqlalchemy import ColumnElement, Integer, String, any_, bindparam, event, func, inspect, select
from sqlalchemy.dialects.postgresql import ARRAY
from sqlalchemy.engine import Engine, make_url
from sqlalchemy.exc import DBAPIError
from sqlalchemy.ext.compiler import compiles
from sqlalchemy.sql.functions import FunctionElement, GenericFunction

from shop.extensions import db

log = logging.getLogger(__name__)


def engine_options(config: Mapping[str, Any]) -> dict[str, Any]:
    """SQLALCHEMY_ENGINE_OPTIONS with the shop's bounds on waiting for the database (the options given win):
    pooled connections pinged before use (a restarted PostgreSQL costs no request), PostgreSQL's connect and
    statement timeouts, the pool's wait, and no statement parameters in logs or error messages."""
    options = dict(config.get("SQLALCHEMY_ENGINE_OPTIONS") or {})
    options.setdefault("pool_pre_ping", True)
    options.setdefault("hide_parameters", not config.get("SHOP_DB_LOG_PARAMETERS", False))
    url = make_url(config["SQLALCHEMY_DATABASE_URI"])
    in_memory = url.get_backend_name() == "sqlite" and url.database in (None, "", ":memory:")
    if not in_memory and "poolclass" not in options:
        options.setdefault("pool_timeout", float(config.get("SHOP_DB_POOL_TIMEOUT", 5)))
    if url.get_backend_name() == "postgresql":
        connect_args = dict(options.get("connect_args") or {})
        connect_args.setdefault("connect_timeout", max(2, int(config.get("SHOP_DB_CONNECT_TIMEOUT", 3))))
        statement_ms = int(config.get("SHOP_DB_STATEMENT_TIMEOUT_MS", 0))
        # The flask command line (migrations, seeding, imports) is the operator's and may take its time.
        if statement_ms > 0 and os.environ.get("FLASK_RUN_FROM_CLI") != "true":
            # Beside the URL's own options (a search_path ...), which connect_args would otherwise replace.
            given = url.query.get("options")
            given = " ".join(given) if isinstance(given, tuple) else given
            timeout = f"-c statement_timeout={statement_ms}"
            connect_args.setdefault("options", f"{given} {timeout}" if given else timeout)
        options["connect_args"] = connect_args
    return options


def register_database_events(app: Flask) -> None:
    """The session's end survives a database that went away; SQLite: enforce foreign keys and use WAL so readers
    never block the writer under gunicorn."""
    app.teardown_appcontext(_end_session)
    with app.app_context():
        engine: Engine = db.engine
        if engine.dialect.name != "sqlite":
            return
        busy_ms = int(app.config.get("SHOP_SQLITE_BUSY_TIMEOUT_MS", 5000))

        @event.listens_for(engine, "connect")
        def _sqlite_pragmas(dbapi_connection, _record):
            cursor = dbapi_connection.cursor()
            cursor.execute("PRAGMA foreign_keys=ON")
            if ":memory:" not in str(engine.url) and engine.url.database:
                cursor.execute("PRAGMA journal_mode=WAL")
                cursor.execute("PRAGMA synchronous=NORMAL")
            cursor.execute(f"PRAGMA busy_timeout={busy_ms}")
            # 256 KB of pages per connection (SQLite's default is 2 MB): a gunicorn thread holds one or two, and the
            # operating system caches the file for all of them anyway, so a bigger cache costs every worker memory
            # and saves no measurable CPU.
            cursor.execute("PRAGMA cache_size=-256")
            cursor.close()
            # What PostgreSQL has built in and SQLite lacks (see lowered and digits_of below).
            dbapi_connection.create_function("shop_lower", 1, _lower_text, deterministic=True)
            dbapi_connection.create_function("shop_digits", 1, _digits, deterministic=True)


def _end_session(_error: BaseException | None) -> None:
    """End the request's session before Flask-SQLAlchemy does (teardowns run last registered first). Ending it rolls
    back what is open; when the database went away after the answer was made (a restart, a cut connection) that
    rollback fails, and the failure escaped Flask: gunicorn replaced the request's answer, a 201 or the handlers'
    503, with its own 500 page. The connection is already invalidated (SQLAlchemy does that on a disconnect), so
    there is nothing left to undo: the session is dropped and the pool opens a new connection for the next one."""
    try:
        db.session.remove()
    except DBAPIError:
        log.warning("The database went away before this request's session ended; it is dropped", exc_info=True)
        db.session.registry.clear()


T = TypeVar("T")
_keys: weakref.WeakKeyDictionary[Engine, str] = weakref.WeakKeyDictionary()


def engine_key(engine: Engine | None = None) -> str:
    """A name for the database behind ``engine`` (the app's by default) for what a process keeps per database:
    two apps on "sqlite://" are two different databases. Made once per engine: rendering its URL each time was a
    noticeable cost on every request."""
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


# ---------------------------------------------------------------- SQL that SQLite and PostgreSQL spell differently


_NOT_DIGIT = re.compile(r"[^0-9]")


def _lower_text(value: str | None) -> str | None:
    return value.lower() if isinstance(value, str) else value


def _digits(value: str | None) -> str | None:
    return _NOT_DIGIT.sub("", value) if isinstance(value, str) else value


class lowered(FunctionElement):  # noqa: N801  (an SQL function, named as one)
    """A text in lower case in every alphabet. SQLite's own lower() changes A-Z only, so "Олена" would never be
    found by "олена"; each SQLite connection gets Python's str.lower as shop_lower (register_database_events)."""

    type = String()
    inherit_cache = True
    name = "lowered"


@compiles(lowered)
def _compile_lowered(element, compiler, **kw) -> str:
    return f"lower({compiler.process(element.clauses, **kw)})"


@compiles(lowered, "sqlite")
def _compile_lowered_sqlite(element, compiler, **kw) -> str:
    return f"shop_lower({compiler.process(element.clauses, **kw)})"


class digits_of(FunctionElement):  # noqa: N801  (an SQL function, named as one)
    """The digits of a text alone: phones are stored as typed ("+38 (050) 400-70-15"), and are found by their
    digits ("050400"). SQLite has no regexp_replace; its connections get one of Python's as shop_digits."""

    type = String()
    inherit_cache = True
    name = "digits_of"


@compiles(digits_of)
def _compile_digits(element, compiler, **kw) -> str:
    return f"regexp_replace({compiler.process(element.clauses, **kw)}, '[^0-9]', '', 'g')"


@compiles(digits_of, "sqlite")
def _compile_digits_sqlite(element, compiler, **kw) -> str:
    return f"shop_digits({compiler.process(element.clauses, **kw)})"


class ascii_text(GenericFunction):  # noqa: N801  (an SQL function, named as one)
    """A text matched byte by byte, for a pattern of ASCII characters alone (a word of a search): PostgreSQL's C
    collation then folds A-Z only, which is all such a pattern needs, in half the time its own collation takes.
    SQLite's LIKE and lower() fold A-Z only anyway: there it is the text itself."""

    type = String()
    inherit_cache = True


@compiles(ascii_text)
def _compile_ascii_text(element, compiler, **kw) -> str:
    return compiler.process(element.clauses, **kw)


@compiles(ascii_text, "postgresql")
def _compile_ascii_text_postgresql(element, compiler, **kw) -> str:
    return f'({compiler.process(element.clauses, **kw)} COLLATE "C")'


class unindexed(GenericFunction):  # noqa: N801  (an SQL function, named as one)
    """A column that SQLite's planner must not look rows up by (its unary +), so it reads a covering index instead.
    A shop's SQLite file has no statistics (nothing runs ANALYZE), so the planner takes an equality on any indexed
    column for a handful of rows: a filter matching half the catalogue was read through its one-column index, row
    by wide row. PostgreSQL plans by its statistics: there it is the column itself."""

    inherit_cache = True

    def __init__(self, column: ColumnElement, **kwargs):
        super().__init__(column, type_=column.type, **kwargs)


@compiles(unindexed)
def _compile_unindexed(element, compiler, **kw) -> str:
    return compiler.process(element.clauses, **kw)


@compiles(unindexed, "sqlite")
def _compile_unindexed_sqlite(element, compiler, **kw) -> str:
    return f"+{compiler.process(element.clauses, **kw)}"


def among(column: ColumnElement, ids: Iterable[int], look_up: bool = True) -> ColumnElement[bool]:
    """``column IN (ids)`` for any number of ids, sent as one parameter: a statement may carry at most 32,766
    parameters on SQLite and 65,535 on PostgreSQL, and a search can match more products than that. PostgreSQL
    gets an integer array, SQLite a JSON array that json_each reads.

    ``look_up=False`` keeps both planners from fetching each id's row through the key (thousands of wide rows read
    one by one): each row an index is read for is checked against the list instead (PostgreSQL hashes it)."""
    values = [int(value) for value in ids]
    if db.session.get_bind().dialect.name == "postgresql":
        return (column if look_up else column + 0) == any_(bindparam(None, values, type_=ARRAY(Integer)))
    listed = func.json_each(json.dumps(values)).table_valued("value")
    return (column if look_up else unindexed(column)).in_(select(listed.c.value))
