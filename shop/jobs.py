"""The shop's background jobs: one huey queue, what runs it, and the jobs that failed for good.

What must not keep a shopper waiting runs here, after the request: every e-mail (rendered in the request, in the
shopper's language, and sent by a job: shop.mail) and, every SHOP_UNPAID_CARD_CHECK_MINUTES, the cancellation of card
orders left unpaid (shop.orders.status), and every SHOP_UNPAID_TRANSFER_CHECK_MINUTES, the reminders and cancellations
of bank-transfer orders left unpaid (shop.orders.unpaid). Domain code defines its jobs with ``task`` and ``periodic``
and hands work over with ``enqueue``.

Where the queue lives (``configure``, at create_app):
- SHOP_REDIS_URL set: Redis (huey's RedisExpireStorage): several app servers share one queue and each job runs once.
- otherwise: a SQLite file in the instance folder (SHOP_JOBS_SQLITE_PATH, default instance/jobs.db).
- the testing config: immediate mode (a job runs inside the call that enqueued it) unless a test asks for a queue.

What runs it: ``start_runner`` starts a consumer (worker threads and the scheduler of retries and periodic jobs)
inside each gunicorn worker when SHOP_JOBS_IN_SERVER is on (the default), so `make run` needs nothing else; with it
off, `flask jobs run` is the job runner (a service of its own). Several runners may share one queue: each job is
taken once, and a periodic job holds a lock while it runs.

A job that fails is tried again SHOP_JOBS_RETRIES times, after SHOP_JOBS_RETRY_DELAY seconds, each wait
SHOP_JOBS_RETRY_BACKOFF times the one before; one that still fails is kept in the queue's store: `flask jobs` lists
them and `flask jobs retry ID|--all` puts them back in the queue.
"""
from __future__ import annotations

import atexit
import contextlib
import functools
import logging
import os
import signal
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from flask import Flask, current_app, has_app_context
from huey import Huey, signals
from huey.api import Task, TaskWrapper
from huey.consumer import Consumer
from huey.exceptions import TaskLockedException
from huey.storage import MemoryStorage, RedisExpireStorage, RedisStorage, SqliteStorage
from sqlalchemy import inspect

from shop import metrics
from shop.extensions import db

log = logging.getLogger(__name__)

FAILED_PREFIX = "failed:"
# A periodic job's lock outlives a runner killed in the middle of it by this much at most.
PERIODIC_LOCK_SECONDS = 600

# Results are never read: a job's effect is its result. ``configure`` gives it its storage in every mode, so immediate
# mode does not swap storages by itself (immediate_use_memory=False).
huey = Huey("shop", results=False, immediate=True, immediate_use_memory=False, storage_class=MemoryStorage)
_runner_app: Flask | None = None  # the app jobs run in when no app context is active (the runner's threads)
_consumer: Consumer | None = None
_consumer_lock = threading.Lock()


# ---------------------------------------------------------------- the queue


def configure(app: Flask) -> None:
    """Point the queue at the store app's settings name (Redis, a SQLite file, or immediate mode)."""
    global _runner_app
    config = app.config
    _runner_app = app
    name = config.get("SHOP_JOBS_NAME") or "shop"
    huey.name = name
    if config.get("SHOP_JOBS_IMMEDIATE"):
        huey.immediate = True
        huey.storage = MemoryStorage(name)
        return
    huey.immediate = False
    redis_url = config.get("SHOP_REDIS_URL")
    if redis_url:
        # RedisExpireStorage: the periodic jobs' locks expire (SET NX EX) on every Redis version; RedisStorage's
        # expiring locks need hash-field TTLs (Redis 7.4+), and Debian's Redis 7.0 refused them.
        huey.storage = RedisExpireStorage(name, url=redis_url, blocking=True, read_timeout=1)
    else:
        path = config.get("SHOP_JOBS_SQLITE_PATH") or os.path.join(app.instance_path, "jobs.db")
        huey.storage = SqliteStorage(name, filename=path)


def where() -> str:
    """The queue in words, for the operator."""
    storage = huey.storage
    if isinstance(storage, RedisStorage):
        return f"Redis ({storage.queue_key})"
    if isinstance(storage, SqliteStorage):
        return f"SQLite ({storage.filename})"
    return "immediate (each job runs when it is enqueued)"


def task(**settings: Any) -> Callable[[Callable], TaskWrapper]:
    """Declare a job: the function runs in an application context of the shop, in the runner (or inline in
    immediate mode). Retries come from the settings when it is enqueued (``enqueue``)."""
    def decorator(function: Callable) -> TaskWrapper:
        @functools.wraps(function)
        def run(*args: Any, **kwargs: Any) -> Any:
            with app_context():
                return function(*args, **kwargs)
        return huey.task(name=function.__name__, **settings)(run)
    return decorator


def periodic(minutes_setting: str) -> Callable[[Callable], TaskWrapper]:
    """Declare a job the runners' schedulers start every ``app.config[minutes_setting]`` minutes (0: never). Several
    runners may each start it: it holds a lock while it runs, so a second copy is skipped."""
    def due(moment: datetime) -> bool:
        app = current_app if has_app_context() else _runner_app
        minutes = int(app.config.get(minutes_setting) or 0) if app is not None else 0
        return minutes > 0 and (moment.hour * 60 + moment.minute) % minutes == 0

    def decorator(function: Callable) -> TaskWrapper:
        @functools.wraps(function)
        def run() -> Any:
            with app_context(), PeriodicLock(huey, function.__name__):
                if not inspect(db.engine).get_table_names():
                    # Served before `flask db upgrade` (wsgi.py starts anyway): wait for the tables, quietly, instead of
                    # failing for good on "no such table".
                    log.info("Periodic job %s skipped: the database has no tables yet (flask --app shop db upgrade)",
                             function.__name__)
                    return None
                return function()
        return huey.periodic_task(due, name=function.__name__)(run)
    return decorator


class PeriodicLock:
    """A periodic job's lock in the queue's store (the key huey's own task locks use, so ``huey.is_locked(name)``
    sees it), which a runner killed while it held it keeps for PERIODIC_LOCK_SECONDS at most: on Redis the key
    expires; the SQLite store cannot expire a key, so the lock holds the time it was taken, and a lock older than that
    is taken over (else one crash would stop the job for good)."""

    def __init__(self, owner: Huey, name: str) -> None:
        self.huey = owner
        self.name = name
        self.key = f"{owner.name}.lock.{name}"
        expires = isinstance(owner.storage, RedisExpireStorage | MemoryStorage)
        self.ttl = PERIODIC_LOCK_SECONDS if expires else None

    def __enter__(self) -> PeriodicLock:
        self.acquire()
        return self

    def __exit__(self, *_exc: object) -> None:
        self.release()

    def acquire(self) -> bool:
        """Take the lock, or raise huey's TaskLockedException while another runner holds it."""
        now = datetime.now(UTC).timestamp()
        if self.huey.put_if_empty(self.key, str(now), self.ttl):
            return True
        if self.ttl is None:
            taken = self.huey.get(self.key, peek=True)
            try:
                stale = taken is not None and now - float(taken) > PERIODIC_LOCK_SECONDS
            except (TypeError, ValueError):  # a lock of huey's own ('1'): kept until it is released
                stale = False
            if stale:
                log.warning("Periodic job %s: taking over a lock held since %s (its runner stopped)", self.name, taken)
                self.huey.delete(self.key)
                if self.huey.put_if_empty(self.key, str(now)):
                    return True
        raise TaskLockedException(f"unable to acquire lock {self.name}")

    def release(self) -> None:
        self.huey.delete(self.key)


def enqueue(job: TaskWrapper, *args: Any, after_seconds: float = 0, **kwargs: Any) -> str:
    """Hand ``job(*args, **kwargs)`` to the queue with the retry settings (runs at once in immediate mode), to start
    ``after_seconds`` from now; returns the job's id, which ``cancel`` takes."""
    config = current_app.config
    queued = job.s(*args, **kwargs, retries=int(config["SHOP_JOBS_RETRIES"]),
                   retry_delay=float(config["SHOP_JOBS_RETRY_DELAY"]),
                   retry_backoff=float(config["SHOP_JOBS_RETRY_BACKOFF"]),
                   **({"delay": after_seconds} if after_seconds > 0 else {}))
    huey.enqueue(queued)
    return queued.id


def cancel(job_id: str) -> None:
    """A queued job that has not started yet never runs (one that has, or has run, is not affected)."""
    huey.revoke_by_id(job_id)


def remember(key: str, value: Any) -> None:
    """Keep a small value in the queue's store, shared by every worker and server that shares the queue."""
    huey.put(key, value)


def recall(key: str) -> Any:
    """The value ``remember`` kept under ``key`` (None when there is none), leaving it there."""
    return huey.get(key, peek=True)


def forget(key: str) -> None:
    huey.get(key)


@contextlib.contextmanager
def app_context() -> Iterator[None]:
    """The request's app context when there is one (immediate mode), else one of the runner's app."""
    if has_app_context():
        yield
        return
    if _runner_app is None:
        raise RuntimeError("No shop app to run jobs in: the queue was never configured (shop.jobs.configure).")
    with _runner_app.app_context():
        yield


# ---------------------------------------------------------------- jobs that failed for good


@dataclass(frozen=True)
class FailedJob:
    """A job that failed on its last try, as `flask jobs` shows it."""

    id: str
    name: str
    summary: str
    error: str
    failed_at: str
    data: bytes


@huey.signal(signals.SIGNAL_ERROR)
def _keep_failed(_signal: str, failed: Task, error: BaseException | None = None) -> None:
    """The last try failed: keep the job, with its error, so an operator can see it and send it again."""
    if failed.retries:
        return  # huey tries it again
    summary = failed.kwargs.get("summary") or ", ".join(repr(arg)[:60] for arg in failed.args)
    record = {"id": failed.id, "name": failed.name, "summary": str(summary)[:200],
              "error": f"{type(error).__name__}: {error}"[:500] if error else "",
              "failed_at": datetime.now(UTC).isoformat(timespec="seconds"), "data": huey.serialize_task(failed)}
    huey.put(FAILED_PREFIX + failed.id, record)
    log.error("Job %s %s failed for good (%s): kept for `flask jobs retry %s`", failed.name, failed.id,
              record["error"], failed.id)


@huey.signal(signals.SIGNAL_ENQUEUED, signals.SIGNAL_COMPLETE, signals.SIGNAL_RETRYING, signals.SIGNAL_ERROR)
def _count(signal: str, job: Task, *_args: Any) -> None:
    """Jobs queued, done, retrying and failed for good, for Prometheus (shop.metrics)."""
    if signal == signals.SIGNAL_ERROR and job.retries:
        return  # counted as retrying
    metrics.job_event(_EVENTS[signal], job.name)


_EVENTS = {signals.SIGNAL_ENQUEUED: "queued", signals.SIGNAL_COMPLETE: "done", signals.SIGNAL_RETRYING: "retrying",
           signals.SIGNAL_ERROR: "failed"}


def failed_jobs() -> list[FailedJob]:
    """Every job kept after its last try failed, oldest first."""
    jobs = []
    for key, value in huey.storage.result_items().items():
        key = key.decode() if isinstance(key, bytes) else key
        if key.startswith(FAILED_PREFIX):
            jobs.append(FailedJob(**huey.serializer.deserialize(value)))
    return sorted(jobs, key=lambda job: (job.failed_at, job.id))


def retry_failed(job_id: str) -> bool:
    """Put a failed job back in the queue with its retries renewed; False when there is no such failed job."""
    record = huey.get(FAILED_PREFIX + job_id, peek=True)
    if record is None:
        return False
    again = huey.deserialize_task(record["data"])
    config = current_app.config
    again.retries = int(config["SHOP_JOBS_RETRIES"])
    again.retry_delay = float(config["SHOP_JOBS_RETRY_DELAY"])
    again.eta = None
    huey.enqueue(again)
    huey.delete(FAILED_PREFIX + job_id)  # queued again, no longer failed (kept if the queue refused it)
    return True


def pending_count() -> int:
    return 0 if huey.immediate else huey.pending_count()


def scheduled_count() -> int:
    return 0 if huey.immediate else huey.scheduled_count()


# ---------------------------------------------------------------- runners


def consumer_for(app: Flask, guest: bool) -> Consumer:
    """A consumer with the app's settings; ``guest`` for one inside another program's process (started by
    ``start_runner``, whose main loop never runs, so no health checks)."""
    config = app.config
    return Consumer(huey, workers=int(config["SHOP_JOBS_WORKERS"]), periodic=True,
                    max_delay=float(config["SHOP_JOBS_POLL_SECONDS"]), check_worker_health=not guest,
                    shutdown_timeout=float(config["SHOP_JOBS_SHUTDOWN_SECONDS"]))


# The signals huey's Consumer.start() takes for the huey_consumer program (graceful stop, stop, restart).
_CONSUMER_SIGNALS = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)


def _start_as_guest(consumer: Consumer) -> None:
    """Start the consumer's threads inside another program's process (a gunicorn worker, from its main thread), which
    keeps its own signal handlers: the ones Consumer.start() installs are replaced by the program's again, and
    ``stop_runner`` stops the consumer at the process's exit."""
    previous = {number: signal.getsignal(number) for number in _CONSUMER_SIGNALS}
    try:
        consumer.start()
    finally:
        for number, handler in previous.items():
            if handler is not None:  # None: a handler not set from Python, which Python cannot put back
                signal.signal(number, handler)


def start_runner(app: Flask) -> Consumer | None:
    """Run the queue in this process's background threads (once per process); None in immediate mode. Stopped
    gracefully when the process exits (a job being sent finishes, bounded by SHOP_JOBS_SHUTDOWN_SECONDS)."""
    global _consumer
    if huey.immediate:
        return None
    with _consumer_lock:
        if _consumer is None:
            configure(app)
            _consumer = consumer_for(app, guest=True)
            _start_as_guest(_consumer)
            atexit.register(stop_runner)  # stop_runner does nothing once stopped, so one registration each is fine
        return _consumer


def stop_runner() -> None:
    """Stop this process's runner, letting the jobs under way finish."""
    global _consumer
    with _consumer_lock:
        consumer, _consumer = _consumer, None
    if consumer is not None:
        consumer.stop(graceful=True)


def start_runner_in_server(app: Flask) -> None:
    """For wsgi.py: start the runner in this gunicorn worker when SHOP_JOBS_IN_SERVER is on (the default)."""
    if app.config.get("SHOP_JOBS_IN_SERVER"):
        start_runner(app)
