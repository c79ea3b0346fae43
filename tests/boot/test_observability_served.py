"""Metrics and logs as gunicorn serves them: `make run`'s exact server command with two workers on a small demo shop.
/api/metrics adds up both workers' counts whichever worker answers, shows each live worker's catalogue index and
forgets a worker's gauges once it is gone (HUP); every line of the server's log is a JSON object, with one line per
request carrying the request id the client sent and the pid of the worker that answered."""
from __future__ import annotations

import json
import os
import signal
from pathlib import Path

import pytest
import requests
from prometheus_client.parser import text_string_to_metric_families

from tests.boot.test_boot import FLASK, run, shop_env
from tests.faults import served
from tests.waiting import wait_until

TOKEN = "metrics-token-" + "m" * 30
SECONDS = 90  # a bound, not a wait: each poll returns as soon as its condition holds


@pytest.fixture(scope="module")
def instance(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("observed")
    env = shop_env(folder)
    run([*FLASK, "db", "upgrade"], env)
    run([*FLASK, "seed-demo", "--products", "60", "--wipe"], env)
    return folder


def scrape(url: str) -> dict[str, list]:
    answer = requests.get(url + "/api/metrics", headers={"Authorization": f"Bearer {TOKEN}"}, timeout=30)
    assert answer.status_code == 200, answer.text
    assert answer.headers["Content-Type"].startswith("text/plain")
    return {family.name: family.samples for family in text_string_to_metric_families(answer.text)}


def health_count(url: str) -> float:
    return sum(sample.value for sample in scrape(url)["shop_http_requests"]
               if sample.name == "shop_http_requests_total"
               and sample.labels == {"method": "GET", "route": "/api/health", "status": "200"})


def index_pids(url: str) -> set[int]:
    return {int(sample.labels["pid"]) for sample in scrape(url)["shop_catalogue_index_built_timestamp_seconds"]}


def test_two_workers_metrics_add_up_and_every_log_line_is_json(instance: Path, tmp_path: Path):
    settings = {"SHOP_ENV": "production", "SHOP_SECRET_KEY": "observed-test-" + "k" * 40, "SHOP_METRICS_TOKEN": TOKEN,
                "SHOP_WEB_WORKERS": "2", "SHOP_WEB_THREADS": "2"}
    log = tmp_path / "server.log"
    with served(shop_env(instance, **settings), log) as shop:
        # Both workers listening: new connections are spread between their sockets.
        seen: set[int] = set()
        wait_until(lambda: seen.add(shop.get("/api/health").json()["worker"]) or len(seen) == 2, SECONDS,
                   "no second worker")

        before = health_count(shop.url)
        answered_by: dict[str, int] = {}
        for number in range(40):
            rid = f"served-{number}"
            answer = requests.get(shop.url + "/api/health", headers={"X-Request-ID": rid}, timeout=30)
            assert answer.status_code == 200 and answer.headers["X-Request-ID"] == rid
            answered_by[rid] = answer.json()["worker"]
        assert set(answered_by.values()) == seen, "both workers answered"
        assert health_count(shop.url) == before + 40  # both workers' counts, whichever answered the scrape
        assert index_pids(shop.url) == seen

        assert requests.get(shop.url + "/api/metrics", timeout=30).status_code == 401
        assert requests.get(shop.url + "/api/metrics", headers={"Authorization": "Bearer wrong"},
                            timeout=30).status_code == 401
        ready = requests.get(shop.url + "/api/ready", timeout=30)
        assert ready.status_code == 200 and ready.json()["database"] == "ok", ready.text

        # A HUP replaces both workers: their gauges go with them, their counts stay in the sums.
        master = int(Path(f"/proc/{next(iter(seen))}/stat").read_text().rsplit(")", 1)[1].split()[1])
        os.kill(master, signal.SIGHUP)
        def replaced() -> set[int] | None:
            pids = index_pids(shop.url)
            return pids if len(pids) == 2 and pids.isdisjoint(seen) else None

        fresh = wait_until(replaced, SECONDS, "no new workers' catalogue gauges only")
        assert len(fresh) == 2
        assert health_count(shop.url) >= before + 40

    lines = [line for line in log.read_text().splitlines() if line.strip()]
    records = [json.loads(line) for line in lines]  # every line: gunicorn's, the shop's, the requests'
    assert all({"time", "level", "logger", "pid", "message"} <= set(record) for record in records)
    by_id = {record.get("request_id"): record for record in records if record["logger"] == "shop.request"}
    for rid, worker in answered_by.items():
        line = by_id[rid]
        assert (line["method"], line["route"], line["status"], line["pid"]) == ("GET", "/api/health", 200, worker)
        assert line["duration_ms"] > 0
    assert TOKEN not in log.read_text()
