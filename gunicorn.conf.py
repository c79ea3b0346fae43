"""gunicorn's settings for the shop, read by `make run` (gunicorn reads ./gunicorn.conf.py) and by production.

Only gunicorn's documented settings and server hooks are used, with its stock threaded worker (gthread). Every number
can be changed by an environment variable, SHOP_WEB_<NAME> (docs/deploy.md lists them):

- WORKERS: one worker process per CPU this process may run on, at least two, so one serves while another is replaced.
- THREADS: 2 per worker. A catalogue request is CPU work under the GIL, so further threads mostly wait for it; a shop
  whose database answers slowly (PostgreSQL far away) may want more.
- TIMEOUT 30 s (a worker whose main loop is silent that long is killed), GRACEFUL_TIMEOUT 30 s (how long a stopping
  worker may finish what it has), KEEPALIVE 5 s (behind nginx, which keeps connections open).
- MAX_REQUESTS 100,000 and MAX_REQUESTS_JITTER 10,000: each worker is replaced after that many requests (plus a random
  part, so workers do not retire together), which bounds what a slow leak can hold; not much more often, since each
  new worker builds its catalogue index again (0: never).
- The log is JSON lines on standard error: gunicorn's own messages and the shop's, with one line per request written
  by the shop (shop.http.request_log), so gunicorn's access line is off unless ACCESS_LOG=1.

Every worker accepts from the one socket the master listens on. A worker that stops (max_requests, a HUP, a deploy)
stops accepting and finishes what it holds, while the connections that arrive meanwhile wait in that socket's queue
for the other workers or for the new worker once it has loaded the shop: none is reset, on any kernel.

The workers' Prometheus files live in PROMETHEUS_MULTIPROC_DIR (a fresh temporary folder unless it is set); a dead
worker's gauges are dropped when the master reaps it.
"""
from __future__ import annotations

import contextlib
import gc
import glob
import os
import shutil
import tempfile

from gunicorn import glogging


def _setting(name: str, default: str) -> str:
    return os.environ.get(f"SHOP_WEB_{name}", default)


def _cpus() -> int:
    with contextlib.suppress(AttributeError, OSError):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1


worker_class = "gthread"
workers = int(_setting("WORKERS", str(max(2, _cpus()))))
threads = int(_setting("THREADS", "2"))
timeout = int(_setting("TIMEOUT", "30"))
graceful_timeout = int(_setting("GRACEFUL_TIMEOUT", "30"))
keepalive = int(_setting("KEEPALIVE", "5"))
max_requests = int(_setting("MAX_REQUESTS", "100000"))
max_requests_jitter = int(_setting("MAX_REQUESTS_JITTER", "10000"))
control_socket_disable = True  # gunicorn's control socket: nothing uses it (--no-control-socket)
wsgi_app = "wsgi:app"
errorlog = "-"
# gunicorn logs its access line whenever logconfig_dict is set: off (WARNING) unless ACCESS_LOG=1, as the shop's own
# line has all it says and more. Its format's %(U)s is the path without the query string (no secrets in it).
_ACCESS = _setting("ACCESS_LOG", "0") in ("1", "true", "yes")
accesslog = "-" if _ACCESS else None
access_log_format = '%(h)s "%(m)s %(U)s" %(s)s %(B)s %(M)sms %({x-request-id}o)s'
logconfig_dict = {
    "version": 1,
    "disable_existing_loggers": False,
    "root": {"level": _setting("LOG_LEVEL", "INFO"), "handlers": ["json"]},
    "loggers": {
        "gunicorn.error": {"level": "INFO", "handlers": [], "propagate": True},
        "gunicorn.access": {"level": "INFO" if _ACCESS else "WARNING", "handlers": [], "propagate": True},
    },
    "handlers": {"json": {"class": "logging.StreamHandler", "formatter": "json", "stream": "ext://sys.stderr"}},
    "formatters": {
        # orjson (already a dependency) writes a line faster than json; "time" is ISO 8601 in UTC.
        "json": {
            "()": "pythonjsonlogger.orjson.OrjsonFormatter",
            "fmt": ["levelname", "name", "process", "message"],
            "rename_fields": {"levelname": "level", "name": "logger", "process": "pid"},
            "timestamp": "time",
        },
    },
}


class ShopLogger(glogging.Logger):
    """gunicorn's logger (the documented ``logger_class``), whose access line is written only when ACCESS_LOG is on:
    with a logging config given, gunicorn would build every request's access-line fields only to drop them."""

    def access(self, resp, req, environ, request_time):
        if _ACCESS:
            super().access(resp, req, environ, request_time)


logger_class = ShopLogger

# The folder on_starting makes for the metrics when the operator gave none, named in the master's environment so that
# on_exit still finds it after a HUP has read this file again.
_MADE_METRICS_DIR = "SHOP_WEB_MADE_METRICS_DIR"


# ------------------------------------------------------------------------------------ server hooks
def on_starting(server):
    """In the master, before any worker: the folder prometheus_client's multiprocess mode shares between workers (an
    operator's folder is emptied, its files being the previous run's)."""
    metrics = os.environ.get("PROMETHEUS_MULTIPROC_DIR")
    if metrics:
        os.makedirs(metrics, exist_ok=True)
        for stale in glob.glob(os.path.join(metrics, "*.db")):
            os.unlink(stale)
    else:
        metrics = tempfile.mkdtemp(prefix="shop-gunicorn-metrics-")
        os.environ["PROMETHEUS_MULTIPROC_DIR"] = os.environ[_MADE_METRICS_DIR] = metrics


def post_worker_init(worker):
    """In each worker, once wsgi.py has loaded the shop and built its catalogue index: what it holds now lives as long
    as the worker, so it is moved out of the garbage collector's sight, and a full collection (a pause in some
    request's time) walks only what requests made. Then it says it is ready: the line an operator (or bench/) waits
    for after a start or a reload."""
    gc.collect()
    gc.freeze()
    worker.log.info("Worker ready (pid: %s)", worker.pid)


def child_exit(server, worker):
    """In the master, when a worker has exited: its live gauges (the catalogue index's) go with it."""
    with contextlib.suppress(ImportError):
        from prometheus_client import multiprocess

        multiprocess.mark_process_dead(worker.pid)


def on_exit(server):
    made = os.environ.get(_MADE_METRICS_DIR)
    if made:
        shutil.rmtree(made, ignore_errors=True)
