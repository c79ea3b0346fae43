"""Rate-limit counters in a SQLite file, shared by every worker of one host when there is no Redis.

The rate limits (shop.http.rate_limits) keep their counters in a storage of the ``limits`` package; its in-memory one is
each worker's own, so two workers let twice a limit through. A small shop runs on one host without Redis (or
memcached): a file in the instance folder is a storage every worker of that host already can reach, with nothing
more to install or run.
``limits`` takes storages of its own kind by subclassing ``limits.storage.Storage`` with a ``STORAGE_SCHEME`` (its
documented way to add a backend); ``sqlite:///path`` then names this one. Several hosts need Redis
(SHOP_REDIS_URL), which also makes it the storage.

One counter is one row; an increment is one UPSERT, atomic under SQLite's write lock, so workers never lose a hit.
The fixed-window strategy is all the shop uses, so only the base storage is implemented.
"""
from __future__ import annotations

import itertools
import os
import sqlite3
import threading
import time

from limits.storage import Storage

SCHEME = "sqlite"
# A counter past its window is deleted by the increment that follows it; the other expired rows go every this many
# increments of a worker, so the file stays as small as the limits that are live.
PURGE_EVERY = 500


def uri_for(path: str) -> str:
    """The storage URI of a counters file (an absolute path)."""
    return f"{SCHEME}:///{os.path.abspath(path).lstrip('/')}"


class SQLiteStorage(Storage):
    """Fixed-window counters in one SQLite file (WAL, so readers never wait for the writer)."""

    STORAGE_SCHEME = [SCHEME]

    def __init__(self, uri: str, wrap_exceptions: bool = False, **options: float | str | bool) -> None:
        # Other storages' options (Redis socket timeouts) may be configured alongside: they mean nothing here.
        super().__init__(uri, wrap_exceptions=wrap_exceptions)
        self.path = "/" + uri.split("://", 1)[1].lstrip("/")
        self.busy_timeout = float(options.get("busy_timeout", 5.0))
        self._local = threading.local()
        self._increments = itertools.count(1)

    @property
    def base_exceptions(self) -> type[Exception]:
        return sqlite3.Error

    def _connection(self) -> sqlite3.Connection:
        connection = getattr(self._local, "connection", None)
        if connection is None:
            os.makedirs(os.path.dirname(self.path), exist_ok=True)
            connection = sqlite3.connect(self.path, timeout=self.busy_timeout, isolation_level=None)
            connection.execute("PRAGMA journal_mode=WAL")
            connection.execute("PRAGMA synchronous=NORMAL")  # a counter lost in a power cut costs nothing
            connection.execute("CREATE TABLE IF NOT EXISTS counters "
                               "(key TEXT PRIMARY KEY, hits INTEGER NOT NULL, expires REAL NOT NULL)")
            self._local.connection = connection
        return connection

    def incr(self, key: str, expiry: int, amount: int = 1) -> int:
        now = time.time()
        connection = self._connection()
        (hits,) = connection.execute(
            "INSERT INTO counters (key, hits, expires) VALUES (?1, ?2, ?3) ON CONFLICT (key) DO UPDATE SET "
            "hits = CASE WHEN expires <= ?4 THEN excluded.hits ELSE hits + excluded.hits END, "
            "expires = CASE WHEN expires <= ?4 THEN excluded.expires ELSE expires END RETURNING hits",
            (key, amount, now + expiry, now)).fetchone()
        if next(self._increments) % PURGE_EVERY == 0:
            connection.execute("DELETE FROM counters WHERE expires <= ?", (now,))
        return int(hits)

    def get(self, key: str) -> int:
        row = self._connection().execute("SELECT hits FROM counters WHERE key = ? AND expires > ?",
                                         (key, time.time())).fetchone()
        return int(row[0]) if row else 0

    def get_expiry(self, key: str) -> float:
        row = self._connection().execute("SELECT expires FROM counters WHERE key = ? AND expires > ?",
                                         (key, time.time())).fetchone()
        return float(row[0]) if row else time.time()

    def check(self) -> bool:
        try:
            self._connection().execute("SELECT 1").fetchone()
        except sqlite3.Error:
            return False
        return True

    def reset(self) -> int | None:
        return self._connection().execute("DELETE FROM counters").rowcount

    def clear(self, key: str) -> None:
        self._connection().execute("DELETE FROM counters WHERE key = ?", (key,))
