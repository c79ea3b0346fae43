"""Keep-alive connections end up spread evenly over the workers: `make run`'s server command (gunicorn with
gunicorn.conf.py, two workers) on a free port, and a client holding eight keep-alive connections, all of which it
first got answered by the same worker (a connection the other worker answered is closed and opened again: the
kernel picks a worker by a hash of the addresses, so a client may be that unlucky).

Before gunicorn.conf.py balanced them, those eight stayed where they were: one worker served all of them while the
other waited (a load balancer's keep-alive pool split 10/6 over two workers in half of bench/wide_load.py's runs).
Now the worker holding more than its share answers with "Connection: close", the client connects again, and no
request is lost on the way.
"""
from __future__ import annotations

import http.client
import json
from collections import Counter
from pathlib import Path

import pytest

from tests.boot.test_boot import FLASK, run, shop_env
from tests.faults import served

CONNECTIONS = 8
ATTEMPTS = 50  # new connections a client may open to reach the first worker (each lands there half the time)
ROUNDS = 200  # a bound, not a wait: rounds of one request per connection until the split is even


@pytest.fixture(scope="module")
def instance(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("balance")
    run([*FLASK, "db", "upgrade"], shop_env(folder))
    return folder


class Connection:
    """One keep-alive HTTP connection to the shop; it connects again after an answer that closed it."""

    def __init__(self, port: int):
        self.http = http.client.HTTPConnection("127.0.0.1", port, timeout=15)

    def worker(self) -> tuple[int, bool]:
        """The pid of the worker that answered /api/health, and whether it kept the connection open."""
        self.http.request("GET", "/api/health")
        answer = self.http.getresponse()
        body = answer.read()
        assert answer.status == 200, body[:300]
        kept = not answer.will_close
        if not kept:
            self.http.close()  # the next request opens a new connection (http.client connects on demand)
        return json.loads(body)["worker"], kept

    def close(self) -> None:
        self.http.close()


def test_keep_alive_connections_are_spread_evenly(instance: Path, tmp_path: Path):
    settings = {"SHOP_ENV": "production", "SHOP_SECRET_KEY": "balance-test-" + "k" * 40,
                "SHOP_WEB_WORKERS": "2", "SHOP_WEB_THREADS": "2"}
    with served(shop_env(instance, **settings), tmp_path / "server.log") as shop:
        port = int(shop.url.rsplit(":", 1)[1])
        connections = [Connection(port) for _ in range(CONNECTIONS)]
        try:
            first, _ = connections[0].worker()
            for connection in connections:  # every connection on the first worker, as far as the shop lets it be
                for _ in range(ATTEMPTS):
                    pid, kept = connection.worker()
                    if pid == first and kept:
                        break
                    if kept:
                        connection.close()

            splits = []
            for _ in range(ROUNDS):
                answers = [connection.worker() for connection in connections]
                held = Counter(pid for pid, kept in answers if kept)
                splits.append(sorted(held.values()))
                if all(kept for _, kept in answers) and sorted(held.values()) == [CONNECTIONS // 2] * 2:
                    break
            else:
                pytest.fail(f"the connections never split evenly over the two workers: last splits {splits[-5:]}")
        finally:
            for connection in connections:
                connection.close()
        print(f"balance: {len(splits)} rounds until {CONNECTIONS} connections split {splits[-1]}; before: "
              f"{splits[:3]}")


def test_the_shop_serves_when_an_operator_names_gunicorns_own_worker(instance: Path, tmp_path: Path):
    """gunicorn.conf.py's hooks give a slot in the table to the shop's worker only: with another worker class
    (GUNICORN_CMD_ARGS, or -k on the command line) the master once failed in pre_fork and never served."""
    env = shop_env(instance, SHOP_ENV="production", SHOP_SECRET_KEY="balance-test-" + "k" * 40,
                   SHOP_WEB_WORKERS="2")
    env["GUNICORN_CMD_ARGS"] = "--worker-class gthread"
    with served(env, tmp_path / "server.log") as shop:
        workers = {shop.get("/api/health").json()["worker"] for _ in range(4)}
        assert workers and "Using worker: gthread" in shop.log.read_text()
