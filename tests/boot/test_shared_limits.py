"""One host, two gunicorn workers, no Redis: a rate limit holds at its number, not once per worker.

The shop is served by `make run`'s command with two workers on a fresh instance folder; sign-in's limit is set
low. Each attempt is a new connection, which the kernel spreads over the workers (each listens on its own socket),
so both answer (the readiness check names the worker that answered).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from tests.boot.test_boot import FLASK, run, shop_env
from tests.faults import served
from tests.waiting import wait_until

LIMIT = 5
WORKERS_SECONDS = 60  # a bound: the loop ends as soon as both workers have answered


@pytest.fixture(scope="module")
def instance(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("limits")
    env = shop_env(folder)
    run([*FLASK, "db", "upgrade"], env)
    run([*FLASK, "create-admin", "owner@example.com"], {**env, "SHOP_ADMIN_PASSWORD": "owner-password-2026"})
    return folder


def test_sign_in_limit_holds_across_two_workers(instance: Path, tmp_path: Path):
    env = shop_env(instance, SHOP_WEB_WORKERS="2", SHOP_SIGNIN_RATE=f"{LIMIT} per minute")
    with served(env, tmp_path / "server.log") as shop:
        workers: set[int] = set()
        wait_until(lambda: workers.update({shop.get("/api/ready").json()["worker"]}) or len(workers) == 2,
                   WORKERS_SECONDS, "only one worker answered", interval=0.05)
        answers = [shop.post_json("/api/users/signin", {"email": "owner@example.com", "password": "wrong-guess"})
                   .status_code for _ in range(3 * LIMIT)]
    assert answers.count(401) == LIMIT, answers  # wrong passwords, until the limit: shared by both workers
    assert answers.count(429) == 2 * LIMIT
    assert (instance / "ratelimits.db").exists()
