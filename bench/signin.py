"""Sign-in benchmark: prints p50/p95/max of POST /api/users/signin (right and wrong password) over real HTTP.

    python bench/signin.py                 # 50 requests each, SQLite in a temporary file
    python bench/signin.py --requests 200

A sign-in costs one argon2id verification (argon2-cffi's recommended cost: 64 MiB, 3 passes), on purpose:
that cost is what makes a stolen hash expensive to guess. A wrong address costs the same as a wrong password
(a dummy hash is verified), so timing does not tell which addresses have accounts; the figures show both.
The rate limiter is off here, as it would refuse most of these requests.
"""
from __future__ import annotations

import argparse
import http.client
import json
import os
import statistics
import sys
import tempfile
import threading
import time

from werkzeug.serving import WSGIRequestHandler, make_server

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from shop import create_app
from shop.accounts.models import User
from shop.accounts.passwords import hash_password
from shop.extensions import db


class QuietHandler(WSGIRequestHandler):
    def log_request(self, *args, **kwargs) -> None:
        return None


def timed_signins(port: int, body: dict, count: int) -> tuple[list[float], set[int]]:
    """Milliseconds of ``count`` sign-ins with ``body``, one at a time, and the statuses seen."""
    payload = json.dumps(body)
    timings, statuses = [], set()
    for _ in range(count):
        connection = http.client.HTTPConnection("127.0.0.1", port)
        started = time.perf_counter()
        connection.request("POST", "/api/users/signin", payload, {"Content-Type": "application/json"})
        response = connection.getresponse()
        response.read()
        timings.append((time.perf_counter() - started) * 1000)
        statuses.add(response.status)
        connection.close()
    return timings, statuses


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--requests", type=int, default=50)
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as folder:
        app = create_app({"ENV": "testing", "SQLALCHEMY_DATABASE_URI": f"sqlite:///{folder}/bench.db",
                          "RATELIMIT_ENABLED": False})
        with app.app_context():
            db.create_all()
            db.session.add(User(email="bench@example.com", password_hash=hash_password("bench-secret")))
            db.session.commit()
        server = make_server("127.0.0.1", 0, app, threaded=True, request_handler=QuietHandler)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        port = server.server_port
        timed_signins(port, {"email": "bench@example.com", "password": "bench-secret"}, 3)  # warm-up

        cases = {
            "right password": {"email": "bench@example.com", "password": "bench-secret"},
            "wrong password": {"email": "bench@example.com", "password": "not-the-secret"},
            "unknown address": {"email": "nobody@example.com", "password": "bench-secret"},
        }
        print(f"POST /api/users/signin, {args.requests} requests each, one client, SQLite")
        print(f"{'case':<16} {'status':>6} {'p50 ms':>8} {'p95 ms':>8} {'max ms':>8}")
        for name, body in cases.items():
            timings, statuses = timed_signins(port, body, args.requests)
            p95 = statistics.quantiles(timings, n=20)[18]
            status = ",".join(str(s) for s in sorted(statuses))
            print(f"{name:<16} {status:>6} {statistics.median(timings):8.1f} {p95:8.1f} {max(timings):8.1f}")
        server.shutdown()


if __name__ == "__main__":
    main()
