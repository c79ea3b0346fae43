"""Helpers of the fault tests: a TCP forwarder that can be stopped and started (the database "goes away"), the shop
served by `make serve`'s gunicorn command on a free port (the boot tests serve it the same way), and a record of timed
requests.
"""
from __future__ import annotations

import os
import shlex
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path

import requests

from tests.waiting import wait_until

ROOT = Path(__file__).resolve().parents[1]
VENV_BIN = Path(sys.executable).parent
BOOT_SECONDS = 90  # a bound, not a wait: the poll returns as soon as /api/health answers


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class TcpProxy:
    """Forwards 127.0.0.1:<port> to ``upstream``. ``stop()`` closes the listener and cuts every forwarded
    connection (what a database restart does to its clients: their connections end, new ones are refused);
    ``start()`` listens again on the same port."""

    def __init__(self, upstream: tuple[str, int]) -> None:
        self.upstream = upstream
        self.port = free_port()
        self._listener: socket.socket | None = None
        self._live: set[socket.socket] = set()
        self._lock = threading.Lock()
        self.accepted = 0

    def start(self) -> None:
        listener = socket.socket()
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind(("127.0.0.1", self.port))
        listener.listen(64)
        self._listener = listener
        threading.Thread(target=self._accept, args=(listener,), daemon=True).start()

    def stop(self) -> None:
        listener, self._listener = self._listener, None
        if listener is not None:
            with suppress(OSError):
                listener.shutdown(socket.SHUT_RDWR)
            listener.close()
        with self._lock:
            live, self._live = self._live, set()
        for sock in live:
            with suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)
            sock.close()

    def _accept(self, listener: socket.socket) -> None:
        while True:
            try:
                client, _ = listener.accept()
            except OSError:
                return  # stopped
            try:
                server = socket.create_connection(self.upstream, timeout=5)
                server.settimeout(None)
            except OSError:
                client.close()
                continue
            with self._lock:
                if self._listener is not listener:  # stopped meanwhile
                    client.close()
                    server.close()
                    return
                self._live.update((client, server))
                self.accepted += 1
            for source, sink in ((client, server), (server, client)):
                threading.Thread(target=self._pump, args=(source, sink), daemon=True).start()

    def _pump(self, source: socket.socket, sink: socket.socket) -> None:
        try:
            while data := source.recv(65536):
                sink.sendall(data)
        except OSError:
            pass
        finally:
            for sock in (source, sink):
                with suppress(OSError):
                    sock.shutdown(socket.SHUT_RDWR)
            with self._lock:
                self._live.discard(source)
                self._live.discard(sink)


def serve_command(port: int) -> list[str]:
    """The command `make serve` runs (gunicorn with the Makefile's flags), as make prints it."""
    printed = subprocess.run(["make", "--no-print-directory", "-n", "serve", "HOST=127.0.0.1", f"PORT={port}"],
                             cwd=ROOT, capture_output=True, text=True, check=True).stdout.strip().splitlines()
    assert len(printed) == 1 and "gunicorn" in printed[0] and printed[0].endswith("wsgi:app"), printed
    return shlex.split(printed[0])


def shop_env(instance: Path, **settings: str) -> dict[str, str]:
    """A production shop whose files live in ``instance``; no SHOP_* setting of the caller leaks in."""
    env = {name: value for name, value in os.environ.items() if not name.startswith("SHOP_")}
    env.update({
        "SHOP_ENV": "production",
        "SHOP_SECRET_KEY": "fault-test-" + "k" * 40,
        "SHOP_INSTANCE_DIR": str(instance),
        "SHOP_MAIL_OUTBOX": str(instance / "outbox"),
        # These tests stream orders from one address to see the database go and come back, not the order limit.
        "SHOP_ORDER_RATE": "100000 per minute",
        "PATH": f"{VENV_BIN}{os.pathsep}{env.get('PATH', '')}",
        **settings,
    })
    return env


@dataclass
class Served:
    """A running shop: its address and what it has logged so far."""

    url: str
    log: Path

    def get(self, path: str, token: str | None = None) -> requests.Response:
        return requests.get(self.url + path, headers={"Authorization": f"Bearer {token}"} if token else {}, timeout=30)

    def post_json(self, path: str, body: dict) -> requests.Response:
        return requests.post(self.url + path, json=body, timeout=30)


def _answers_health(server: subprocess.Popen, shop: Served) -> bool:
    assert server.poll() is None, f"the server exited with {server.returncode} before it answered"
    with suppress(requests.ConnectionError):  # not listening yet
        return shop.get("/api/health").status_code == 200
    return False


@contextmanager
def served(env: dict[str, str], log: Path) -> Iterator[Served]:
    """`make serve`'s (and `make run`'s) server command on a free port, once /api/health answers; stopped afterwards.
    The boot, two-server and fault tests all serve the shop through this. Prints the server's log when the block
    failed."""
    port = free_port()
    command = serve_command(port)
    with log.open("w") as sink:
        server = subprocess.Popen(command, cwd=ROOT, env=env, stdout=sink, stderr=subprocess.STDOUT,
                                  start_new_session=True)
    shop = Served(f"http://127.0.0.1:{port}", log)
    try:
        wait_until(lambda: _answers_health(server, shop), BOOT_SECONDS, "/api/health did not answer",
                   interval=0.2)
        yield shop
    except BaseException:
        print(f"--- server log ({shlex.join(command)}) ---\n{log.read_text()[-20000:]}")
        raise
    finally:
        if server.poll() is None:
            os.killpg(server.pid, signal.SIGTERM)
            try:
                server.wait(timeout=30)
            except subprocess.TimeoutExpired:
                os.killpg(server.pid, signal.SIGKILL)
                server.wait()


@dataclass
class Call:
    """One timed request: what was asked, when, how long it took and what came back (status 0: no answer)."""

    kind: str
    started: float
    seconds: float
    status: int
    body: dict | None = None
    headers: dict[str, str] = field(default_factory=dict)
    key: str | None = None
    sent: dict | None = None


def timed(session: requests.Session, kind: str, method: str, url: str, timeout: float = 15, **kwargs) -> Call:
    """The request, timed; a connection error or a timeout is status 0 (the client's bound is ``timeout``)."""
    started = time.monotonic()
    try:
        answer = session.request(method, url, timeout=timeout, **kwargs)
    except requests.RequestException:
        return Call(kind, started, time.monotonic() - started, 0)
    body = None
    if answer.headers.get("Content-Type", "").startswith("application/json"):
        with suppress(ValueError):
            body = answer.json()
    return Call(kind, started, time.monotonic() - started, answer.status_code, body, dict(answer.headers))
