"""Backups of a running shop and their restore (``flask backup PATH``, ``flask restore PATH``).

A backup is a folder: the database (``shop.db``, a copy made with SQLite's online backup API, or ``shop.dump``,
``pg_dump --format=custom``), the media folder under ``media/``, and ``manifest.json`` saying when it was taken, from
which kind of database at which migration revision, and the rows and money totals of every table in that very copy
(restore checks what it restored against them).

Consistency: SQLite's backup API copies the file inside one read transaction (WAL mode: the shop's writers go on
meanwhile, and the copy is the database as of one commit). On PostgreSQL the figures are counted in a REPEATABLE READ
transaction whose snapshot pg_dump is handed (``--snapshot``), so the dump and its manifest are the same moment.
The media are copied after the database: every picture a row names was written before that row was committed, so
it is in the copy (pictures are named by their content's hash and never rewritten).

The backup is written into a hidden sibling folder and renamed to PATH when complete: a PATH that exists is a whole
backup, whatever stopped the command half-way.
"""
from __future__ import annotations

import glob
import json
import os
import shutil
import sqlite3
import subprocess
import tempfile
import time
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime
from decimal import Decimal
from pathlib import Path
from typing import Any

from flask import current_app
from sqlalchemy import Connection, Numeric, Table, inspect, select, text
from sqlalchemy.engine import URL, make_url

from shop.extensions import db

MANIFEST = "manifest.json"
SQLITE_FILE = "shop.db"
PG_DUMP_FILE = "shop.dump"
MEDIA = "media"
FORMAT = 1
# Rows read at a time when the money columns are summed (bounded memory on a big shop).
_SUM_BATCH = 5000


class BackupError(RuntimeError):
    """The backup or restore cannot be done; the message says why and what to do."""


# --- figures: rows and money totals per table --------------------------------------------------------------------


def money_columns(table: Table) -> list[str]:
    """The table's Numeric columns (money, quantities, currency factors), summed to compare two copies."""
    return [column.name for column in table.columns if isinstance(column.type, Numeric)]


def table_figures(connection: Connection, tables: Iterable[Table]) -> dict[str, dict[str, Any]]:
    """``{table: {"rows": n, "totals": {column: "sum"}}}`` as read through ``connection`` (one transaction: the
    caller's). Sums are exact Decimals, added up here: SQLite's own SUM() would add floats."""
    figures: dict[str, dict[str, Any]] = {}
    present = set(inspect(connection).get_table_names())
    for table in tables:
        if table.name not in present:
            continue
        rows = connection.scalar(select(db.func.count()).select_from(table)) or 0
        columns = money_columns(table)
        totals = dict.fromkeys(columns, Decimal(0))
        if columns and rows:
            result = connection.execution_options(yield_per=_SUM_BATCH).execute(
                select(*(table.c[name] for name in columns)))
            for batch in result.partitions():
                for row in batch:
                    for name, value in zip(columns, row, strict=True):
                        if value is not None:
                            totals[name] += value
        figures[table.name] = {"rows": rows, "totals": {name: str(value) for name, value in totals.items()}}
    return figures


def order_totals(connection: Connection) -> dict[str, str]:
    """The orders' money: ``total_price`` summed per currency, and ``total_gbp`` (all of them in GBP)."""
    from shop.orders.models import Order

    totals: dict[str, Decimal] = {}
    present = set(inspect(connection).get_table_names())
    if Order.__tablename__ not in present:
        return {}
    gbp = Decimal(0)
    for currency, price, price_gbp in connection.execute(
            select(Order.currency, Order.total_price, Order.total_gbp)):
        totals[currency] = totals.get(currency, Decimal(0)) + (price or 0)
        gbp += price_gbp or 0
    return {**{f"total_price_{code}": str(value) for code, value in sorted(totals.items())}, "total_gbp": str(gbp)}


def revision(connection: Connection) -> str | None:
    """The migration revision the database is at (alembic_version), None when it has none."""
    if "alembic_version" not in inspect(connection).get_table_names():
        return None
    return connection.scalar(text("SELECT version_num FROM alembic_version"))


def alembic_config():
    """Alembic's configuration of the shop's migrations (shop/migrations)."""
    from alembic.config import Config

    folder = os.path.join(os.path.dirname(os.path.dirname(__file__)), "migrations")
    config = Config(os.path.join(folder, "alembic.ini"))
    config.set_main_option("script_location", folder)
    return config


def head_revision() -> str:
    """The migrations' head revision: what `flask db upgrade` brings a database to."""
    from alembic.script import ScriptDirectory

    return ScriptDirectory.from_config(alembic_config()).get_current_head()


def _summary(figures: dict[str, dict[str, Any]]) -> dict[str, int]:
    return {name: figures.get(name, {}).get("rows", 0) for name in ("products", "orders", "users")}


def _manifest(kind: str, connection: Connection, media_files: int, extra: dict[str, Any]) -> dict[str, Any]:
    figures = table_figures(connection, db.metadata.sorted_tables)
    return {
        "format": FORMAT,
        "taken_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "database": kind,
        "revision": revision(connection),
        "counts": _summary(figures),
        "order_totals": order_totals(connection),
        "tables": figures,
        "media_files": media_files,
        **extra,
    }


# --- the database: which one, and PostgreSQL's tools -------------------------------------------------------------


def database_url() -> URL:
    """The configured database's URL."""
    return make_url(current_app.config["SQLALCHEMY_DATABASE_URI"])


def database_kind(url: URL | None = None) -> str:
    """'sqlite' or 'postgresql' (anything else is refused)."""
    kind = (url or database_url()).get_backend_name()
    if kind not in ("sqlite", "postgresql"):
        raise BackupError(f"Backups know SQLite and PostgreSQL, not {kind}.")
    return kind


def sqlite_path(url: URL | None = None) -> Path:
    """The SQLite database file (an in-memory database has none to back up)."""
    name = (url or database_url()).database
    if not name or name == ":memory:" or name.startswith("file:"):
        raise BackupError("The database is in memory: there is no file to back up or restore.")
    return Path(name)


def pg_tool(name: str) -> str:
    """The path of pg_dump or pg_restore: in SHOP_PG_BIN_DIR when set, else on PATH, else the newest Debian
    install under /usr/lib/postgresql/<version>/bin."""
    folder = current_app.config.get("SHOP_PG_BIN_DIR")
    candidates = [os.path.join(folder, name)] if folder else []
    found = shutil.which(name)
    if found:
        candidates.append(found)
    installed = glob.glob(f"/usr/lib/postgresql/*/bin/{name}")
    installed.sort(key=lambda path: int(path.split("/")[4]) if path.split("/")[4].isdigit() else 0, reverse=True)
    candidates += installed
    for candidate in candidates:
        if os.path.isfile(candidate) and os.access(candidate, os.X_OK):
            return candidate
    raise BackupError(f"{name} was not found: install PostgreSQL's client tools (Debian: apt install "
                      f"postgresql-client, the server's major version or newer), or set SHOP_PG_BIN_DIR to the folder "
                      f"that holds {name}.")


def libpq_arguments(url: URL) -> tuple[str, dict[str, str]]:
    """A libpq connection URI for pg_dump/pg_restore's --dbname (no password in it: a command line is visible to
    every user of the host) and the environment that carries the password."""
    bare = url.set(drivername="postgresql", password=None)
    env = dict(os.environ)
    if url.password is not None:
        env["PGPASSWORD"] = str(url.password)
    return bare.render_as_string(hide_password=False), env


def _run(command: list[str], env: dict[str, str]) -> None:
    done = subprocess.run(command, env=env, capture_output=True, text=True, check=False)  # noqa: S603
    if done.returncode != 0:
        tool = os.path.basename(command[0])
        raise BackupError(f"{tool} failed (exit {done.returncode}): {done.stderr.strip() or done.stdout.strip()}")


# --- media ---------------------------------------------------------------------------------------------------------


def media_dir() -> Path:
    """The local media folder (SHOP_MEDIA_DIR)."""
    return Path(current_app.config["SHOP_MEDIA_DIR"])


def _count_files(folder: Path) -> int:
    return sum(len(files) for _root, _dirs, files in os.walk(folder)) if folder.is_dir() else 0


def _bucket():
    """The shop's media storage when it is not the local folder (an S3 bucket, shop.media_storage), else None: the
    local folder is copied as a folder."""
    try:
        from shop.media_storage import storage  # the pluggable media storage, in shops that have it
    except ImportError:
        return None
    found = storage()
    return None if getattr(found, "name", "local") == "local" else found


def _download(bucket, target: Path) -> int:
    """Every object of the bucket into the folder ``target``."""
    count = 0
    for key in bucket.iterate():
        data = bucket.get(key)
        if data is None:  # deleted since it was listed
            continue
        path = target.joinpath(*key.split("/"))
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        count += 1
    target.mkdir(parents=True, exist_ok=True)
    return count


def _upload(source: Path, bucket) -> int:
    """Every file of the folder ``source`` into the bucket (objects not in the backup stay: pictures are named by
    their content)."""
    count = 0
    for folder, _dirs, files in os.walk(source):
        for name in files:
            path = Path(folder) / name
            bucket.put(path.relative_to(source).as_posix(), path.read_bytes())
            count += 1
    return count


def media_in_use() -> tuple[str, int]:
    """Where the media are, and how many files (objects) are there."""
    bucket = _bucket()
    if bucket is not None:
        return f"bucket {getattr(bucket, 'bucket', '')}", sum(1 for _key in bucket.iterate())
    return str(media_dir()), _count_files(media_dir())


def copy_media(source: Path, target: Path) -> int:
    """Copy the media folder ``source`` into ``target`` (created); the number of files copied."""
    if source.is_dir():
        shutil.copytree(source, target, dirs_exist_ok=True)
    else:
        target.mkdir(parents=True, exist_ok=True)
    return _count_files(target)


def _replace_media(backup: Path, folder: Path) -> int:
    """Put the backup's media in ``folder``: copied beside it first, then swapped in by two renames, so the shop
    never serves a half-copied folder."""
    folder.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{folder.name}-restoring-", dir=folder.parent))
    try:
        count = copy_media(backup, staging)
        old = folder.with_name(f".{folder.name}-replaced-{os.getpid()}-{int(time.time())}")
        if folder.exists():
            folder.rename(old)
        staging.rename(folder)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    shutil.rmtree(old, ignore_errors=True)
    return count


# --- backup --------------------------------------------------------------------------------------------------------


@dataclass
class Done:
    """What a backup or restore did, for the command to print."""

    path: Path
    manifest: dict[str, Any]
    seconds: float
    media_files: int
    database: str | Path  # the backup's database file, or the database restored into


def backup(path: Path) -> Done:
    """Back up the configured database and the media folder into the new folder ``path``."""
    started = time.monotonic()
    path = path.absolute()
    if path.exists() and (not path.is_dir() or any(path.iterdir())):
        raise BackupError(f"{path} already exists and is not empty: name a new folder (for example one per date).")
    kind = database_kind()
    path.parent.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix=f".{path.name}-partial-", dir=path.parent))
    try:
        if kind == "sqlite":
            database_file = work / SQLITE_FILE
            _sqlite_backup(sqlite_path(), database_file)
            manifest_of = _sqlite_manifest(database_file)
        else:
            database_file = work / PG_DUMP_FILE
            manifest_of = _pg_dump(database_file)
        bucket = _bucket()
        media_files = _download(bucket, work / MEDIA) if bucket else copy_media(media_dir(), work / MEDIA)
        manifest = manifest_of(media_files)
        (work / MANIFEST).write_text(json.dumps(manifest, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        if path.exists():
            path.rmdir()
        work.rename(path)
    except BaseException:
        shutil.rmtree(work, ignore_errors=True)
        raise
    return Done(path, manifest, time.monotonic() - started, media_files, path / database_file.name)


def _sqlite_backup(source: Path, target: Path) -> None:
    """SQLite's online backup API, in one step: one read transaction, so the copy is one commit's database (in WAL
    mode the shop's writers are not held up meanwhile)."""
    if not source.is_file():
        raise BackupError(f"There is no database file at {source}.")
    busy_ms = int(current_app.config.get("SHOP_SQLITE_BUSY_TIMEOUT_MS", 5000))
    src = sqlite3.connect(f"{source.absolute().as_uri()}?mode=ro", uri=True, timeout=busy_ms / 1000)
    dst = sqlite3.connect(target)
    try:
        src.backup(dst, pages=-1)
        # The copy is a file on its own: no -wal beside it to lose.
        dst.execute("PRAGMA journal_mode=DELETE")
        check = dst.execute("PRAGMA quick_check").fetchone()[0]
        if check != "ok":
            raise BackupError(f"The copy failed SQLite's check: {check}")
    finally:
        dst.close()
        src.close()


def _sqlite_manifest(database_file: Path):
    """The manifest's figures, read from the copy itself."""
    from sqlalchemy import create_engine

    engine = create_engine(f"sqlite:///{database_file}")

    def make(media_files: int) -> dict[str, Any]:
        try:
            with engine.connect() as connection:
                return _manifest("sqlite", connection, media_files,
                                 {"database_file": SQLITE_FILE, "bytes": database_file.stat().st_size})
        finally:
            engine.dispose()

    return make


def _pg_dump(dump_file: Path):
    """pg_dump --format=custom of the snapshot the manifest's figures are counted in."""
    tool = pg_tool("pg_dump")
    uri, env = libpq_arguments(database_url())
    connection = db.engine.connect().execution_options(isolation_level="REPEATABLE READ")
    try:
        connection.begin()
        snapshot = connection.scalar(text("SELECT pg_export_snapshot()"))
        _run([tool, "--format=custom", "--no-owner", "--no-privileges", f"--snapshot={snapshot}",
              f"--file={dump_file}", f"--dbname={uri}"], env)
        manifest = _manifest("postgresql", connection, 0, {"database_file": PG_DUMP_FILE})
    finally:
        connection.rollback()
        connection.close()

    def make(media_files: int) -> dict[str, Any]:
        return {**manifest, "media_files": media_files, "bytes": dump_file.stat().st_size}

    return make


# --- restore -------------------------------------------------------------------------------------------------------


def read_manifest(path: Path) -> dict[str, Any]:
    """The backup's manifest (refused when there is none: that is no whole backup)."""
    try:
        manifest = json.loads((path / MANIFEST).read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise BackupError(f"{path} holds no {MANIFEST}: it is not a backup made by `flask backup`.") from None
    if manifest.get("format") != FORMAT:
        raise BackupError(f"{path / MANIFEST} is of format {manifest.get('format')!r}; this shop reads {FORMAT}.")
    return manifest


def occupied_tables(connection: Connection) -> dict[str, int]:
    """The shop's tables that hold rows, with their counts."""
    present = set(inspect(connection).get_table_names())
    counts = {}
    for table in db.metadata.sorted_tables:
        if table.name in present:
            rows = connection.scalar(select(db.func.count()).select_from(table)) or 0
            if rows:
                counts[table.name] = rows
    return counts


def restore(path: Path, force: bool = False) -> Done:
    """Restore the backup in ``path`` into the configured database and media folder (refused when either holds
    data, unless ``force``), then check the restored rows and totals against the manifest."""
    started = time.monotonic()
    path = path.absolute()
    manifest = read_manifest(path)
    kind = database_kind()
    if manifest["database"] != kind:
        hint = " (`flask migrate-to-postgres` moves a SQLite shop to PostgreSQL)" if kind == "postgresql" else ""
        raise BackupError(f"The backup is of a {manifest['database']} database; this shop is configured for "
                          f"{kind}{hint}.")
    source = path / (SQLITE_FILE if kind == "sqlite" else PG_DUMP_FILE)
    if not source.is_file():
        raise BackupError(f"The backup has no {source.name}.")
    media = media_dir()
    if not force:
        occupied = {}
        if kind == "postgresql" or sqlite_path().exists():  # (connecting would make the file, even its folder)
            with db.engine.connect() as connection:
                occupied = occupied_tables(connection)
        problems = []
        if occupied:
            listed = ", ".join(f"{name} ({rows})" for name, rows in list(occupied.items())[:6])
            problems.append(f"the database holds data: {listed}")
        where, files = media_in_use()
        if files:
            problems.append(f"the media ({where}) hold {files} file(s)")
        if problems:
            raise BackupError("Refusing to overwrite: " + "; ".join(problems) + ". Add --force to replace them.")
    db.session.remove()
    db.engine.dispose()  # this process's pooled connections would hold the old tables
    if kind == "sqlite":
        target = sqlite_path()
        _sqlite_restore(source, target)
    else:
        target = database_url().render_as_string(hide_password=True)
        _pg_restore(source)
    db.engine.dispose()  # no pooled connection may keep what was there before
    bucket = _bucket()
    media_files = _upload(path / MEDIA, bucket) if bucket else _replace_media(path / MEDIA, media)
    with db.engine.connect() as connection:
        restored = _manifest(kind, connection, media_files, {})
    differences = [name for name, figures in manifest["tables"].items() if restored["tables"].get(name) != figures]
    if differences or restored["revision"] != manifest["revision"] or media_files != manifest["media_files"]:
        raise BackupError(f"The restored copy differs from the backup's manifest in: "
                          f"{', '.join(differences) or 'revision or media files'}.")
    return Done(path, manifest, time.monotonic() - started, media_files, target)


def _sqlite_restore(source: Path, target: Path) -> None:
    """Write the backup into the database file through SQLite's backup API: the whole file is replaced in one
    transaction under SQLite's own locks (no file swapped under an open connection, no stale -wal beside it)."""
    busy_ms = int(current_app.config.get("SHOP_SQLITE_BUSY_TIMEOUT_MS", 5000))
    src = sqlite3.connect(f"{source.absolute().as_uri()}?mode=ro", uri=True)
    try:
        check = src.execute("PRAGMA quick_check").fetchone()[0]
        if check != "ok":
            raise BackupError(f"The backup's database fails SQLite's check: {check}")
        target.parent.mkdir(parents=True, exist_ok=True)
        dst = sqlite3.connect(target, timeout=max(busy_ms / 1000, 30))
        try:
            src.backup(dst, pages=-1)
            dst.execute("PRAGMA journal_mode=WAL")
        finally:
            dst.close()
    finally:
        src.close()


def _pg_restore(dump_file: Path) -> None:
    """pg_restore --clean --if-exists into the configured database, in one transaction."""
    tool = pg_tool("pg_restore")
    uri, env = libpq_arguments(database_url())
    _run([tool, "--clean", "--if-exists", "--no-owner", "--no-privileges", "--single-transaction",
          "--exit-on-error", f"--dbname={uri}", str(dump_file)], env)
