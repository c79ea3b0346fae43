"""Building a worker's catalogue index in a short-lived process of its own.

Reading the whole catalogue leaves a process holding memory it no longer uses: row objects, Decimals and strings
freed between the index's own allocations stay in the allocator's arenas, more than the index itself takes, and the
worker would carry them for its whole life (and again at every safety-net rebuild). So a worker asks a fresh
interpreter to build the index and send it back pickled: the worker itself only ever holds the finished arrays and
bitmaps. The child reads the database named by the parent (its URL passes in the environment, never on
a command line) and writes the pickle to its stdout.

    python -m shop.catalog.engine.build        # with SHOP_CATALOGUE_BUILD_URL set: what read_model runs

An in-memory SQLite database (the tests') cannot be read from another process; such an index, or one whose child
fails, is built in the worker as before.
"""
from __future__ import annotations

import logging
import os
import pickle
import subprocess
import sys

from sqlalchemy import create_engine
from sqlalchemy.engine import Engine
from sqlalchemy.orm import Session

from shop.catalog.engine.index import CatalogueIndex

log = logging.getLogger(__name__)

URL_VARIABLE = "SHOP_CATALOGUE_BUILD_URL"
TIMEOUT_SECONDS = 3600


def can_build_elsewhere(engine: Engine) -> bool:
    """Whether another process can read this database (not an in-memory SQLite one)."""
    url = engine.url
    return not (url.get_backend_name() == "sqlite" and url.database in (None, "", ":memory:"))


def build_elsewhere(engine: Engine) -> CatalogueIndex | None:
    """The index, built by a child process from the database ``engine`` reads; None when that failed."""
    env = {**os.environ, URL_VARIABLE: engine.url.render_as_string(hide_password=False)}
    try:
        done = subprocess.run([sys.executable, "-m", "shop.catalog.engine.build"], env=env, capture_output=True,
                              timeout=TIMEOUT_SECONDS, check=False)
    except (OSError, subprocess.TimeoutExpired):
        log.exception("Could not run the catalogue index build process")
        return None
    if done.returncode != 0:
        log.error("The catalogue index build process failed (%d): %s", done.returncode,
                  done.stderr.decode(errors="replace")[-2000:])
        return None
    return pickle.loads(done.stdout)  # noqa: S301 (our own child's answer, through a pipe only it writes)


def main() -> None:
    engine = create_engine(os.environ[URL_VARIABLE])
    with Session(engine) as session:
        index = CatalogueIndex.build(session)
    sys.stdout.buffer.write(pickle.dumps(index, protocol=pickle.HIGHEST_PROTOCOL))
    sys.stdout.buffer.flush()


if __name__ == "__main__":
    main()
