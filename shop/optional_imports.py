"""Libraries imported without optional dependencies they would load only because they are installed.

Some libraries import an optional dependency whenever it is installed, for a feature the shop never uses: PyJWT
loads ``cryptography`` (7 MB of every worker, installed here for the tests' S3 server) for RSA and EC keys, when the
shop signs its tokens with HS256; huey loads ``psycopg`` (13 MB) for a PostgreSQL queue, when the shop's queue is
Redis or a SQLite file, and ``redis`` (6 MB) when the queue is a SQLite file. Inside ``without(...)`` those imports
fail as if the package were not installed; after it, anything else may import the package as usual.
"""
from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def without(*packages: str) -> Iterator[None]:
    """Inside the ``with``, ``import package`` raises ModuleNotFoundError for each package not imported yet."""
    absent = [name for name in packages if name not in sys.modules]
    for name in absent:
        sys.modules[name] = None  # type: ignore[assignment]  # Python's own "not importable" mark
    try:
        yield
    finally:
        for name in absent:
            del sys.modules[name]
