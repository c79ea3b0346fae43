"""Moving a SQLite shop to PostgreSQL (``flask migrate-to-postgres URL``).

The target is an empty PostgreSQL database: one with no tables is migrated to the head first; one already migrated
must be at this shop's head revision with every table empty. Every table of the shop (catalogue, accounts, orders,
ledgers, the audit log, media references; and alembic_version, which must agree) is copied in dependency order
(``db.metadata.sorted_tables``), in batches, in one transaction: a failed move leaves the target empty. A column that
names a row of its own table (a category's parent, a user's referrer) is filled in once the whole table is there.
JSON columns are copied as their text, so SQL NULL stays NULL and JSON null stays null. The sequences behind the ids
are set past the copied ids, and then every table's rows and money totals (the sum of each Numeric column) are
compared between the two databases.
"""
from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import (
    JSON,
    Connection,
    Engine,
    Integer,
    Table,
    Text,
    bindparam,
    cast,
    create_engine,
    inspect,
    select,
    type_coerce,
)
from sqlalchemy import text as sql
from sqlalchemy.engine import make_url

from shop.extensions import db
from shop.ops.backup import alembic_config, head_revision, revision, table_figures


class MoveError(RuntimeError):
    """The move cannot be done (or did not check out); the message says why."""


@dataclass
class Moved:
    """What was moved: per table, the source's and the target's figures, and the seconds it took."""

    source: dict[str, dict[str, Any]]
    target: dict[str, dict[str, Any]]
    revision: str
    migrated: bool
    seconds: float
    differences: list[str] = field(default_factory=list)


def upgrade_to_head(connection: Connection) -> None:
    """Run the migrations on ``connection`` (the target's, not the app's: the app's env.py migrates the app's
    database), as `flask db upgrade` would."""
    from alembic.runtime.environment import EnvironmentContext
    from alembic.script import ScriptDirectory

    config = alembic_config()
    script = ScriptDirectory.from_config(config)

    def upgrade(rev, _context):
        return script._upgrade_revs("head", rev)

    with EnvironmentContext(config, script, fn=upgrade, destination_rev="head") as environment:
        environment.configure(connection=connection, target_metadata=db.metadata, render_as_batch=True)
        with environment.begin_transaction():
            environment.run_migrations()


def target_engine(url: str) -> Engine:
    """An engine on the target database (refused unless it is PostgreSQL)."""
    parsed = make_url(url)
    if parsed.get_backend_name() != "postgresql":
        raise MoveError(f"The target must be a PostgreSQL URL (postgresql+psycopg://user@host/name), not "
                        f"{parsed.get_backend_name()}.")
    if parsed.drivername == "postgresql":
        parsed = parsed.set(drivername="postgresql+psycopg")
    return create_engine(parsed, pool_pre_ping=True)


def move(url: str, batch: int = 2000, echo: Callable[[str], None] = print) -> Moved:
    """Copy the configured SQLite database into the PostgreSQL database at ``url`` and compare the two."""
    started = time.monotonic()
    source_engine = db.engine
    if source_engine.dialect.name != "sqlite":
        raise MoveError(f"The shop's database is {source_engine.dialect.name}, not SQLite: nothing to move.")
    head = head_revision()
    with source_engine.connect() as source:
        at = revision(source)
    if at != head:
        raise MoveError(f"The SQLite database is at revision {at}, the code's head is {head}: run `flask db upgrade` "
                        "first.")
    engine = target_engine(url)
    try:
        migrated = _prepare_target(engine, head, echo)
        tables = db.metadata.sorted_tables
        with source_engine.connect() as source, engine.begin() as target:
            for table in tables:
                rows = _copy_table(source, target, table, batch)
                echo(f"  copied {table.name}: {rows} row(s)")
            _reset_sequences(target, tables)
        with source_engine.connect() as source, engine.connect() as target:
            before = table_figures(source, tables)
            after = table_figures(target, tables)
            before["alembic_version"] = {"rows": 1, "totals": {}, "revision": revision(source)}
            after["alembic_version"] = {"rows": 1, "totals": {}, "revision": revision(target)}
    finally:
        engine.dispose()
    differences = [name for name in before if before[name] != after.get(name)]
    return Moved(before, after, head, migrated, time.monotonic() - started, differences)


def _prepare_target(engine: Engine, head: str, echo: Callable[[str], None]) -> bool:
    """Migrate an empty target; check a migrated one is at ``head`` and empty. True when it was migrated here."""
    with engine.connect() as connection:
        present = set(inspect(connection).get_table_names())
        at = revision(connection)
        occupied = {}
        for table in db.metadata.sorted_tables:
            if table.name in present:
                rows = connection.scalar(select(db.func.count()).select_from(table))
                if rows:
                    occupied[table.name] = rows
    if not present:
        echo("The target is empty: migrating it to the head revision ...")
        with engine.begin() as connection:
            upgrade_to_head(connection)
        return True
    if at is None:
        raise MoveError(f"The target has tables ({', '.join(sorted(present)[:5])} ...) but no alembic_version: give "
                        "an empty database.")
    if at != head:
        raise MoveError(f"The target is at revision {at}, the code's head is {head}: migrate it (`SHOP_DATABASE_URL="
                        "<target> flask db upgrade`) or give an empty database.")
    missing = {table.name for table in db.metadata.sorted_tables} - present
    if missing:
        raise MoveError(f"The target lacks tables: {', '.join(sorted(missing))}.")
    if occupied:
        listed = ", ".join(f"{name} ({rows})" for name, rows in occupied.items())
        raise MoveError(f"The target is not empty: {listed}. Give an empty database.")
    return False


def _copy_table(source: Connection, target: Connection, table: Table, batch: int) -> int:
    """Copy ``table`` in batches of ``batch`` rows, ordered by its key; columns naming the same table's rows are
    set afterwards (a parent may come after its child in key order)."""
    own = [fk.parent.name for fk in table.foreign_keys if fk.column.table is table]
    json_columns = {column.name for column in table.columns if isinstance(column.type, JSON)}
    key = [column.name for column in table.primary_key.columns]
    if own and len(key) != 1:
        raise MoveError(f"{table.name}: a self-reference needs a one-column key.")
    read = select(*(type_coerce(column, Text).label(column.name) if column.name in json_columns else column
                    for column in table.columns)).order_by(*table.primary_key.columns)
    write = table.insert().values({name: cast(bindparam(name, type_=Text), table.c[name].type)
                                   for name in json_columns}) if json_columns else table.insert()
    later: dict[str, list[dict[str, Any]]] = {name: [] for name in own}
    copied = 0
    result = source.execution_options(yield_per=batch).execute(read)
    for rows in result.partitions():
        values = [dict(row._mapping) for row in rows]
        for row in values:
            for name in own:
                if row[name] is not None:
                    later[name].append({"key": row[key[0]], "value": row[name]})
                    row[name] = None
        target.execute(write, values)
        copied += len(values)
    for name, pairs in later.items():
        update = sql(f'UPDATE "{table.name}" SET "{name}" = :value WHERE "{key[0]}" = :key')
        for start in range(0, len(pairs), batch):
            target.execute(update, pairs[start:start + batch])
    return copied


def _reset_sequences(target: Connection, tables: list[Table]) -> None:
    """Each integer key's sequence (serial or identity) goes on after the largest copied id."""
    for table in tables:
        keys = [column for column in table.primary_key.columns if isinstance(column.type, Integer)]
        if len(keys) != 1:
            continue
        column = keys[0].name
        sequence = target.scalar(sql("SELECT pg_get_serial_sequence(:table, :column)"),
                                 {"table": table.name, "column": column})
        if sequence:
            largest = f'COALESCE((SELECT MAX("{column}") FROM "{table.name}"), 0)'
            target.execute(sql(f"SELECT setval(:sequence, {largest} + 1, false)"), {"sequence": sequence})


def report_lines(moved: Moved) -> list[str]:
    """The per-table table of rows and money totals, source against target."""
    lines = [f"{'table':<24} {'rows (SQLite)':>14} {'rows (PostgreSQL)':>18}  money totals (SQLite = PostgreSQL)"]
    for name, before in moved.source.items():
        after = moved.target.get(name, {})
        mark = "ok" if before == after else "DIFFERENT"
        totals = ", ".join(
            f"{column} {value}" + ("" if after.get("totals", {}).get(column) == value
                                   else f" != {after.get('totals', {}).get(column)}")
            for column, value in before["totals"].items())
        if name == "alembic_version":
            totals = f"revision {before.get('revision')}" + (
                "" if before.get("revision") == after.get("revision") else f" != {after.get('revision')}")
        lines.append(f"{name:<24} {before['rows']:>14} {after.get('rows', '-'):>18}  {mark}  {totals}".rstrip())
    return lines
