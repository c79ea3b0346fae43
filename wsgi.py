"""WSGI entry point for gunicorn: `gunicorn wsgi:app`.

Each worker imports this after it is forked, so building the catalogue index here means no shopper's request
waits for it; on a database that is not migrated yet it says so in one line, and the first catalogue request after
the migrations builds the index instead. Each worker also runs the background jobs' queue in threads (shop.jobs).
"""
import contextlib
import ctypes
import gc
import logging
import threading
import time

from shop import create_app
from shop.catalog.read_model import warm_up
from shop.database import is_migrated
from shop.jobs import start_runner_in_server


def _fewer_malloc_arenas(arenas: int = 2) -> None:
    """glibc gives threads malloc arenas of their own (up to eight per core), and memory freed in one arena is not
    reused by another: a worker's four threads then grow its memory by tens of MB for nothing. Two arenas hold
    the same work (M_ARENA_MAX is -8; elsewhere than glibc there is nothing to do)."""
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL("libc.so.6").mallopt(-8, arenas)


def _return_freed_memory() -> None:
    """Give the pages malloc keeps free for later back to the system (glibc only): after loading the app and
    building the catalogue index, about 6 MB of a worker's RSS at 100,000 products."""
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL("libc.so.6").malloc_trim(0)


def _keep_returning_freed_memory(every: float) -> None:
    """Requests free what they allocate (numpy masks, rows, response bodies), but malloc keeps the freed pages: half
    of a worker's growth over the wide bench was such free memory (5.4 of 11 MB). A thread gives them back every
    ``every`` seconds (about 1 ms when there is something to give, 0.07 ms when not; ctypes lets go of the GIL)."""
    def loop() -> None:
        while True:
            time.sleep(every)  # a timer, not a wait for a condition
            _return_freed_memory()

    if every > 0:
        threading.Thread(target=loop, name="return-freed-memory", daemon=True).start()


_fewer_malloc_arenas()
app = create_app()
# The background jobs (e-mails, the unpaid-order check) run in this worker's threads, so `make run` needs no other
# process (off with SHOP_JOBS_IN_SERVER=0 when `flask jobs run` runs them as a service of its own).
start_runner_in_server(app)

with app.app_context():
    if not is_migrated():  # the shop still starts: an operator may be about to run the migrations
        logging.getLogger(__name__).warning(
            "The database has no tables yet: run `flask --app shop db upgrade` (make run does). The catalogue index "
            "is built by the first catalogue request after that.")
    else:
        try:
            warm_up()
        except Exception:  # serving goes on; the first catalogue request tries again
            logging.getLogger(__name__).exception("Could not build the catalogue index at start-up")

# What the worker holds from here on (the app, its modules, the index) lives as long as the worker: out of the
# collector's sight, so a full collection walks what requests made (thousands of objects), not 150,000 (a pause of
# tens of milliseconds in some unlucky request's time otherwise).
gc.collect()
gc.freeze()
_return_freed_memory()
_keep_returning_freed_memory(app.config["SHOP_MEMORY_TRIM_SECONDS"])
