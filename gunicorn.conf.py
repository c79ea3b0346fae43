"""gunicorn's settings for the shop, read by `make run` (gunicorn reads ./gunicorn.conf.py) and by production.

Every number can be changed by an environment variable, SHOP_WEB_<NAME> (docs/deploy.md lists them):

- WORKERS: one worker process per CPU this process may run on (at least two, so one can be recycled while the
  other serves), THREADS: 2 threads each. A catalogue request is CPU work in well under a millisecond (the index in
  memory, one short read), so a third and fourth thread only wait for the GIL: with 4, the wide bench's p95 was
  17-18 ms at the same throughput as 12-15 ms with 2 (bench/wide_load.py, 100,000 products). A shop whose database
  answers slowly (PostgreSQL far away) may want more.
- TIMEOUT 30 s (a worker whose main loop is silent that long is killed), GRACEFUL_TIMEOUT 30 s (how long a worker
  that is told to stop may finish what it has), KEEPALIVE 5 s (behind nginx, which keeps connections open).
- MAX_REQUESTS 100,000 and MAX_REQUESTS_JITTER 10,000: each worker is replaced after that many requests (plus a
  random part, so workers do not retire together), which bounds what a slow leak can hold
  (each new worker builds its catalogue index again, seconds at 100,000 products, so not much more often; 0: never).
- The log is JSON lines on standard error: gunicorn's own messages and the shop's, with one line per request
  written by the shop (shop.request_log: method, route template, status, duration, request id, pid), so gunicorn's
  own access line is off (ACCESS_LOG=1 turns it on).
- BOOT_TIMEOUT 120 s: how long a worker told to stop by a HUP keeps serving while its replacement loads (below).

Workers listen with SO_REUSEPORT (each on a socket of its own; the kernel spreads new connections between them:
with one shared socket the worker that woke first took every connection of a burst). A socket of its own is also a
hazard when workers are replaced (HUP, max_requests), which ShopWorker below removes:

- gunicorn opens a new worker's socket before the worker loads the shop, so the kernel queued connections on it
  while the worker was still importing and building its catalogue index (seconds at 100,000 products): those
  requests waited. ShopWorker opens its socket only once the shop is loaded and the index is built.
- A retiring worker kept its socket open while it finished its requests, and closing it reset every connection the
  kernel had queued on it meanwhile (15 of ~120 requests in tests/boot/test_worker_recycling.py before this file).
  ShopWorker stops listening the moment it retires: it accepts what is already queued, closes the socket, then
  finishes. It retires only while another worker is listening: a worker that reaches max_requests while it is the
  only one listening goes on serving until another is, and a worker told to stop by a HUP keeps serving until a
  new worker listens (the new workers are forked first).
- Linux 5.14+ can also hand a closing socket's queued connections to another socket of the group
  (sysctl net.ipv4.tcp_migrate_req=1; docs/deploy.md sets it), which closes the last microseconds of race.

The kernel gives each new connection to a worker by a hash of its addresses, so a few long-lived connections (a load
balancer's or nginx's keep-alive pool to the shop, 16 in bench/wide_load.py) often split unevenly: 10 and 6 over two
workers in half the runs, and the busier worker's clients wait longer (suggestions' p95 at 100,000 products: 14-16
ms at 8/8 or 7/9, 16-20 ms at 6/10 or 5/11). ShopWorker keeps them even (BALANCE_CONNECTIONS=0 turns it off): each
listening worker writes how many connections it holds into a table the master shares with its workers, and a worker
that holds more than its share (all listening workers' connections over their number, rounded up) answers a request
with "Connection: close". That client connects again and the kernel chooses again, until no worker holds more than
its share; then nothing is closed. A client reads the header before it sends its next request, so none is lost.

The workers' Prometheus files live in PROMETHEUS_MULTIPROC_DIR (a fresh temporary folder unless it is set); a dead
worker's gauges are dropped when the master reaps it.
"""
from __future__ import annotations

import contextlib
import errno
import glob
import mmap
import os
import shutil
import sys
import tempfile
import threading
import time

from gunicorn import glogging, sock, util
from gunicorn.workers.gthread import TConn, ThreadWorker


def _setting(name: str, default: str) -> str:
    return os.environ.get(f"SHOP_WEB_{name}", default)


def _cpus() -> int:
    with contextlib.suppress(AttributeError, OSError):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1


workers = int(_setting("WORKERS", str(max(2, _cpus()))))
threads = int(_setting("THREADS", "2"))
timeout = int(_setting("TIMEOUT", "30"))
graceful_timeout = int(_setting("GRACEFUL_TIMEOUT", "30"))
keepalive = int(_setting("KEEPALIVE", "5"))
max_requests = int(_setting("MAX_REQUESTS", "100000"))
max_requests_jitter = int(_setting("MAX_REQUESTS_JITTER", "10000"))
reuse_port = True
control_socket_disable = True  # gunicorn 27's control socket: nothing uses it (--no-control-socket)
wsgi_app = "wsgi:app"
errorlog = "-"
# gunicorn logs its access line whenever logconfig_dict is set: off (WARNING) unless ACCESS_LOG=1, as the shop's own
# line has all it says and more. Its format's %(U)s is the path without the query string (no secrets in it).
_ACCESS = _setting("ACCESS_LOG", "0") in ("1", "true", "yes")
accesslog = "-" if _ACCESS else None
access_log_format = '%(h)s "%(m)s %(U)s" %(s)s %(B)s %(M)sms %({x-request-id}o)s'
BOOT_TIMEOUT = float(_setting("BOOT_TIMEOUT", "120"))  # how long a retiring worker waits for a booting one (below)
BALANCE_CONNECTIONS = _setting("BALANCE_CONNECTIONS", "1") in ("1", "true", "yes")  # see the notes above
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
        # orjson (already a dependency) writes a line in a third of the time of json; "time" is ISO 8601 in UTC.
        "json": {
            "()": "pythonjsonlogger.orjson.OrjsonFormatter",
            "fmt": ["levelname", "name", "process", "message"],
            "rename_fields": {"levelname": "level", "name": "logger", "process": "pid"},
            "timestamp": "time",
        },
    },
}

# ------------------------------------------------------------------------------------ which workers listen
# One folder per master (made by on_starting, named in the master's environment, so a HUP's re-read of this file
# finds it): "booting-<age>" while a worker loads (made by the master before the fork, so a worker told to stop by a
# HUP already sees its replacement), "listening-<age>" once its socket is open and it has not begun to retire.


class ShopLogger(glogging.Logger):
    """gunicorn's logger, less a per-request cost: with a logging config given (logconfig_dict above) gunicorn
    builds every request's access-line fields even while the access log is off, 3 % of a catalogue request's CPU
    (py-spy on a worker under bench/wide_load.py). Here the access line is made only when ACCESS_LOG is on."""

    def _compute_access_log_enabled(self):
        return _ACCESS


logger_class = ShopLogger
_STATE = "SHOP_WEB_STATE_DIR"
RETIRE_POLL_SECONDS = 0.05  # how often a retiring worker looks whether another one listens yet (while serving)


def _mark(name: str, present: bool) -> None:
    folder = os.environ.get(_STATE)
    if not folder:
        return
    path = os.path.join(folder, name)
    if present:
        with open(path, "w"):
            pass
    else:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(path)


def _others(prefix: str, age: int) -> bool:
    folder = os.environ.get(_STATE)
    if not folder:
        return False
    return any(name != f"{prefix}-{age}" for name in os.listdir(folder) if name.startswith(prefix + "-"))


# ------------------------------------------------------------------------------------ connections held, per worker
SLOTS = 64  # workers that can take part at once (a slot each, given by the master before the fork)


class ConnectionTable:
    """How many connections each listening worker holds: one number per slot, in memory the master maps before it
    forks, so every worker reads and writes the same (0: no listening worker in the slot, else its connections + 1).
    A worker writes only its own slot; what it reads of the others may be a request old, which is enough."""

    def __init__(self, slots: int = SLOTS):
        self._memory = mmap.mmap(-1, slots * 4)  # anonymous and shared: the workers forked later see the same pages
        self.counts = memoryview(self._memory).cast("i")

    def publish(self, slot: int | None, connections: int | None) -> None:
        """The worker in ``slot`` listens and holds ``connections`` (None: it does not listen)."""
        if slot is not None:
            self.counts[slot] = 0 if connections is None else connections + 1

    def share(self) -> int | None:
        """Each listening worker's fair number of connections (rounded up); None while fewer than two listen."""
        counts = self.counts.tolist()
        listening = len(counts) - counts.count(0)
        if listening < 2:
            return None
        return -(-(sum(counts) - listening) // listening)

    def free_slot(self, taken: set[int]) -> int | None:
        return next((slot for slot in range(len(self.counts)) if slot not in taken), None)


CONNECTIONS = ConnectionTable()  # made by the master when it reads this file


class ShopWorker(ThreadWorker):
    """gunicorn's threaded worker that listens only when ready, stops listening the moment it retires, and keeps its
    share of the connections (see the notes at the top)."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.retire_after, self.max_requests = self.max_requests, sys.maxsize  # retirement is decided below
        self.served = 0
        self.retired = False
        self.slot: int | None = None  # set by pre_fork
        self.connections = CONNECTIONS
        self.listening = False
        # A worker's threads decide retirement one at a time: without this, a thread that had found no other worker
        # listening put this worker's mark back after another thread of it had retired, and the other worker, seeing
        # that stale mark, retired too: nobody listened until a replacement loaded (139 refused connections in
        # tests/boot/test_worker_recycling.py on a busy CI machine).
        self._deciding = threading.Lock()

    def _publish(self) -> None:
        self.connections.publish(self.slot, self.nr_conns if self.listening else None)

    def _stop_listening(self) -> None:
        self.listening = False
        self.connections.publish(self.slot, None)

    def init_process(self):
        # gunicorn has just opened this worker's SO_REUSEPORT socket: close it until the shop is loaded.
        for listener in self.sockets:
            listener.close()
        self.sockets = []
        super().init_process()

    def load_wsgi(self):
        super().load_wsgi()  # wsgi.py: the app, its catalogue index built
        if self.alive:
            self.sockets = sock.create_sockets(self.cfg, self.log)
            for listener in self.sockets:
                util.close_on_exec(listener)
            self.wait_fds = [*self.sockets, self.PIPE[0]]
            _mark(f"listening-{self.age}", True)
            self.listening = True
            self._publish()
        _mark(f"booting-{self.age}", False)

    def accept(self, listener):
        super().accept(listener)
        self._publish()

    def handle_request(self, req, conn):
        self.served += 1
        if self.served >= self.retire_after and self.alive and not self.retired:
            self._retire_if_another_listens()
        if self.listening and BALANCE_CONNECTIONS:
            self._publish()
            share = self.connections.share()
            if share is not None and self.nr_conns > share:
                req.must_close = True  # answered with "Connection: close": the client connects again
        return super().handle_request(req, conn)

    def _retire_if_another_listens(self) -> None:
        """max_requests: retire only while another worker listens (two workers that try at once: one retires)."""
        with self._deciding:
            if self.retired or not self.listening:
                return
            _mark(f"listening-{self.age}", False)
            if not _others("listening", self.age):
                _mark(f"listening-{self.age}", True)  # the only one listening: go on, ask again on a later request
                if not self.listening:  # told to stop (handle_exit, in the main thread) meanwhile: no mark is left
                    _mark(f"listening-{self.age}", False)
                return
            self.retired = True
            self._stop_listening()
        self.log.info("Autorestarting worker after %s requests.", self.served)
        self.alive = False
        self.method_queue.defer(lambda: None)  # wake the main loop

    def handle_exit(self, sig, frame):
        self._stop_listening()
        _mark(f"listening-{self.age}", False)
        _mark(f"booting-{self.age}", False)  # told to stop while loading: it will not listen, nobody waits for it
        super().handle_exit(sig, frame)

    def set_accept_enabled(self, enabled):
        if not enabled and not self.alive and self.sockets:
            self._hand_over()
        super().set_accept_enabled(enabled)

    def _hand_over(self) -> None:
        """Retiring: serve on until another worker listens (while one is booting, for BOOT_TIMEOUT at most), take what
        is queued on this socket, close it; then gunicorn finishes the requests in hand."""
        deadline = time.monotonic() + BOOT_TIMEOUT
        while (not _others("listening", self.age) and _others("booting", self.age)
               and time.monotonic() < deadline and self.is_parent_alive()):
            self.notify()
            if self._accepting != (self.nr_conns < self.worker_connections):
                super().set_accept_enabled(not self._accepting)
            self.wait_for_and_dispatch_events(timeout=RETIRE_POLL_SECONDS)  # serves while it waits
            self.murder_keepalived()
            self.murder_pending()
        super().set_accept_enabled(False)
        for listener in self.sockets:
            listener.setblocking(False)
            while True:
                try:
                    client, address = listener.accept()
                except OSError as error:
                    if error.errno in (errno.EAGAIN, errno.EWOULDBLOCK, errno.ECONNABORTED):
                        break
                    raise
                self.nr_conns += 1
                client.setblocking(True)
                self.enqueue_req(TConn(self.cfg, client, address, listener.getsockname()))
            listener.close()
        self.sockets = []
        self.wait_fds = [self.PIPE[0]]


worker_class = ShopWorker


# ------------------------------------------------------------------------------------ hooks (in the master)
def on_starting(server):
    state = tempfile.mkdtemp(prefix="shop-gunicorn-")
    os.environ[_STATE] = state
    # prometheus_client reads this when the workers import it; a folder given by the operator is emptied (its files
    # are the previous run's).
    metrics = os.environ.get("PROMETHEUS_MULTIPROC_DIR")
    if metrics:
        os.makedirs(metrics, exist_ok=True)
        for stale in glob.glob(os.path.join(metrics, "*.db")):
            os.unlink(stale)
    else:
        metrics = os.path.join(state, "metrics")
        os.makedirs(metrics)
        os.environ["PROMETHEUS_MULTIPROC_DIR"] = metrics


def pre_fork(server, worker):
    _mark(f"booting-{worker.age}", True)
    if isinstance(worker, ShopWorker):  # not when an operator gave another worker class (-k)
        worker.slot = worker.connections.free_slot({getattr(other, "slot", None) for other in server.WORKERS.values()})


def child_exit(server, worker):
    if isinstance(worker, ShopWorker):
        worker.connections.publish(worker.slot, None)
    _mark(f"booting-{worker.age}", False)
    _mark(f"listening-{worker.age}", False)
    with contextlib.suppress(ImportError):
        from prometheus_client import multiprocess

        multiprocess.mark_process_dead(worker.pid)


def on_exit(server):
    state = os.environ.get(_STATE)
    if state and state.startswith(tempfile.gettempdir()):
        shutil.rmtree(state, ignore_errors=True)

