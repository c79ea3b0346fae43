"""Workers are recycled under load without a failed request: `make run`'s exact server command (gunicorn with
gunicorn.conf.py) serves a small demo shop on a free port while threads send a bounded stream of catalogue reads,
the master is sent HUP and every worker retires after 50 (+ up to 10) requests. Every request must answer
200, and the pids that answered must have changed (the recycling really happened).

What could fail, and did before gunicorn.conf.py (see its notes): with --reuse-port each worker listens on a socket
of its own, so a new worker took connections while it was still loading the shop and building its catalogue index,
and a retiring worker closed its socket with connections still queued on it (reset).
"""
from __future__ import annotations

import os
import runpy
import signal
import subprocess
import threading
import time
from collections import Counter
from pathlib import Path
from types import SimpleNamespace

import pytest
import requests
from gunicorn.config import Config

from tests.boot.test_boot import FLASK, run, shop_env
from tests.faults import served
from tests.waiting import wait_until

RECYCLE_SECONDS = 120  # a bound, not a wait: each step returns once new workers answer (a worker loads in seconds)
CLIENTS = 6  # threads: half open a connection per request, half keep theirs alive
PATHS = ["/api/health", "/api/products-feed/new", "/api/products-feed/?page=1", "/api/products-feed/sales"]


@pytest.fixture(scope="module")
def instance(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("recycling")
    env = shop_env(folder)
    run([*FLASK, "db", "upgrade"], env)
    run([*FLASK, "seed-demo", "--products", "240", "--wipe"], env)
    return folder


def worker_pids(master: int) -> set[int]:
    done = subprocess.run(["ps", "-o", "pid=", "--ppid", str(master)], capture_output=True, text=True)
    return {int(pid) for pid in done.stdout.split()}


def gunicorn_master(port: int) -> int:
    """The master's pid: the process listening nowhere whose children serve ``port`` (found from /api/health)."""
    answer = requests.get(f"http://127.0.0.1:{port}/api/health", timeout=10).json()
    with open(f"/proc/{answer['worker']}/stat") as stat:
        return int(stat.read().rsplit(")", 1)[1].split()[1])


def test_recycled_workers_fail_no_request(instance: Path, tmp_path: Path):
    settings = {"SHOP_ENV": "production", "SHOP_SECRET_KEY": "recycling-test-" + "k" * 40,
                "SHOP_WEB_MAX_REQUESTS": "50", "SHOP_WEB_MAX_REQUESTS_JITTER": "10",
                "SHOP_WEB_WORKERS": "2", "SHOP_WEB_THREADS": "4"}
    with served(shop_env(instance, **settings), tmp_path / "server.log") as shop:
        port = int(shop.url.rsplit(":", 1)[1])
        master = gunicorn_master(port)
        first_workers = worker_pids(master)
        failures: list[str] = []
        answered_by: Counter[int] = Counter()
        slowest = [0.0]
        done = threading.Event()
        lock = threading.Lock()

        def client(number: int) -> None:
            session = requests.Session() if number % 2 else None
            count = 0
            while not done.is_set():
                path = PATHS[count % len(PATHS)]
                count += 1
                started = time.monotonic()
                try:
                    answer = (session or requests).get(shop.url + path, timeout=15)
                    elapsed = time.monotonic() - started
                    with lock:
                        slowest[0] = max(slowest[0], elapsed)
                        if answer.status_code != 200:
                            failures.append(f"{path}: {answer.status_code} {answer.text[:200]}")
                        elif path == "/api/health":
                            answered_by[answer.json()["worker"]] += 1
                except requests.RequestException as error:
                    with lock:
                        failures.append(f"{path}: {type(error).__name__}: {error}")

        def new_workers_answered(before: set[int]) -> bool:
            with lock:
                seen = set(answered_by)
            return bool(seen - before - first_workers) and before.isdisjoint(worker_pids(master))

        def seconds_until(condition, what: str) -> float:
            """How long until ``condition`` held under the load (polled; a failed request ends the wait)."""
            def holds() -> bool:
                if condition():
                    return True
                assert not failures, f"{len(failures)} failed requests while {what}, e.g. {failures[:5]}"
                return False

            began = time.monotonic()
            wait_until(holds, RECYCLE_SECONDS, f"no {what}")  # the load goes on between the looks
            return time.monotonic() - began

        threads = [threading.Thread(target=client, args=(number,)) for number in range(CLIENTS)]
        for thread in threads:
            thread.start()
        timings = {}
        try:
            # max_requests (50 + up to 10): a worker retires and its replacement answers
            timings["max_requests"] = seconds_until(lambda: bool(set(answered_by) - first_workers),
                                                    "worker replaced after max_requests")
            before = worker_pids(master)
            os.kill(master, signal.SIGHUP)  # every worker replaced: the new ones forked first, the old told to stop
            timings["HUP"] = seconds_until(lambda: new_workers_answered(before), "new workers after HUP")
        finally:
            done.set()
            for thread in threads:
                thread.join(timeout=30)
        total = sum(answered_by.values()) * len(PATHS)
        print(f"recycling: ~{total} requests, health answers by pid {dict(answered_by)}, slowest "
              f"{slowest[0] * 1000:.0f} ms, failures {len(failures)}, seconds to new workers "
              + ", ".join(f"{step} {seconds:.1f}" for step, seconds in timings.items()))
        assert not failures, f"{len(failures)} failed requests, e.g. {failures[:5]}"
        assert len(answered_by) >= len(first_workers) + 2, f"the workers were not recycled: {dict(answered_by)}"


def test_a_worker_that_retires_leaves_no_listening_mark_behind(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """gunicorn.conf.py's ShopWorker, driven by two of its own request threads at max_requests, as a busy worker's
    threads are: thread 2 finds no other worker listening (the other worker is between its own looks) and is about
    to put this worker's mark back, while thread 1 sees the other worker listening and retires. The mark that
    thread 2 puts back must not outlive the retirement: the other worker would trust it and retire too, and nobody
    would listen (CI once refused 139 connections that way)."""
    monkeypatch.setenv("SHOP_WEB_STATE_DIR", str(tmp_path))
    conf = runpy.run_path(str(Path(__file__).resolve().parents[2] / "gunicorn.conf.py"))
    worker = conf["ShopWorker"](1, os.getpid(), [], None, 30, Config(), SimpleNamespace(info=lambda *args: None))
    worker.listening, worker.served = True, 100  # serving, past max_requests (no socket: nothing here reads one)
    worker.method_queue = SimpleNamespace(defer=lambda callback: None)
    (tmp_path / "listening-1").touch()
    thread_2_looked, thread_2_may_go_on = threading.Event(), threading.Event()
    others = conf["_others"]

    def looked(prefix: str, age: int) -> bool:
        found = others(prefix, age)
        if threading.current_thread().name == "thread 2":
            thread_2_looked.set()
            assert thread_2_may_go_on.wait(30)
        return found

    monkeypatch.setitem(worker._retire_if_another_listens.__func__.__globals__, "_others", looked)
    thread_2 = threading.Thread(target=worker._retire_if_another_listens, name="thread 2")
    thread_2.start()
    assert thread_2_looked.wait(30)
    (tmp_path / "listening-2").touch()  # the other worker has its mark back
    thread_1 = threading.Thread(target=worker._retire_if_another_listens, name="thread 1")
    thread_1.start()
    # Before the fix thread 1 retired at once, inside thread 2's look; with it, thread 1 waits for thread 2's
    # decision, so there is no event to wait for here: a second bounds the wait either way.
    thread_1.join(1)
    thread_2_may_go_on.set()
    thread_1.join(30)
    thread_2.join(30)
    assert worker.retired and not worker.listening
    assert sorted(path.name for path in tmp_path.iterdir()) == ["listening-2"], "the retired worker's mark is left"
