"""Workers are recycled under load without a failed request: `make run`'s exact server command (gunicorn with
gunicorn.conf.py) serves a small demo shop on a free port while threads send a bounded stream of catalogue reads,
every worker retires after 50 (+ up to 10) requests, then the master is sent HUP. Every request must answer 200
(within nginx's read timeout: while a HUP's new workers load the shop, requests wait for them), and the pids that
answered must have changed (the recycling really happened).

What could fail: a stopping worker resetting the connections queued for it, or closing a kept-alive connection under
a request a client was already sending. When each worker listened on a socket of its own (SO_REUSEPORT), closing it
reset what the kernel had queued there unless net.ipv4.tcp_migrate_req was 1; every worker now accepts from the
master's one socket, so this must pass whatever that kernel setting says (the summary line prints it).
"""
from __future__ import annotations

import os
import signal
import subprocess
import threading
import time
from collections import Counter
from pathlib import Path

import pytest
import requests

from tests.boot.test_boot import FLASK, run, shop_env
from tests.faults import served
from tests.waiting import wait_until

RECYCLE_SECONDS = 120  # a bound, not a wait: each step returns once new workers answer (a worker loads in seconds)
CLIENTS = 6  # threads: half open a connection per request, half keep theirs alive
# How long a client waits for an answer: nginx's proxy_read_timeout (docs/deploy.md). During a HUP the requests wait in
# the socket's queue while the new workers load the shop, which a busy machine makes slow.
ANSWER_SECONDS = 60
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


def migrate_req() -> str:
    """The kernel's net.ipv4.tcp_migrate_req, which this test must not need (absent before Linux 5.14)."""
    path = Path("/proc/sys/net/ipv4/tcp_migrate_req")
    return path.read_text().strip() if path.exists() else "absent"


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
                    answer = (session or requests).get(shop.url + path, timeout=ANSWER_SECONDS)
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
        print(f"recycling (tcp_migrate_req={migrate_req()}): ~{total} requests, health answers by pid "
              f"{dict(answered_by)}, slowest "
              f"{slowest[0] * 1000:.0f} ms, failures {len(failures)}, seconds to new workers "
              + ", ".join(f"{step} {seconds:.1f}" for step, seconds in timings.items()))
        assert not failures, f"{len(failures)} failed requests, e.g. {failures[:5]}"
        assert len(answered_by) >= len(first_workers) + 2, f"the workers were not recycled: {dict(answered_by)}"

