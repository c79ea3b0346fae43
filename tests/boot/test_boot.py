"""The shop boots the way its owner runs it: the README's commands on a fresh SQLite database in a temporary folder,
then the exact server command of `make run` (gunicorn with GUNICORN_FLAGS, wsgi:app) on a free port, in development
and in production mode. A shop that cannot import wsgi.py, migrate, seed or serve fails here, with the server's log.
"""
from __future__ import annotations

import os
import shlex
import signal
import socket
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest
import requests

ROOT = Path(__file__).resolve().parents[2]
VENV_BIN = Path(sys.executable).parent
FLASK = [str(VENV_BIN / "flask"), "--app", "shop"]
ADMIN = {"email": "admin@example.com", "password": "admin-shop-2026"}  # the README's demo admin
BOOT_SECONDS = 90  # a bound, not a wait: the poll returns as soon as /api/health answers
COMMAND_SECONDS = 300


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def shop_env(instance: Path, **settings: str) -> dict[str, str]:
    """The environment of a shop whose every file lives in ``instance`` (no SHOP_* setting of the caller leaks in)."""
    env = {name: value for name, value in os.environ.items() if not name.startswith("SHOP_")}
    env.update({
        "SHOP_INSTANCE_DIR": str(instance),
        "SHOP_DATABASE_URL": f"sqlite:///{instance / 'shop.db'}",
        "PATH": f"{VENV_BIN}{os.pathsep}{env.get('PATH', '')}",
        **settings,
    })
    return env


def run(args: list[str], env: dict[str, str]) -> str:
    """Run one of the README's commands from the checkout; its output, or a failure that shows it."""
    done = subprocess.run(args, cwd=ROOT, env=env, capture_output=True, text=True, timeout=COMMAND_SECONDS)
    output = done.stdout + done.stderr
    assert done.returncode == 0, f"{shlex.join(args)} exited with {done.returncode}:\n{output}"
    return output


def serve_command(port: int) -> list[str]:
    """The command `make run` serves with, as make itself prints it (so the test cannot drift from the Makefile)."""
    printed = subprocess.run(["make", "--no-print-directory", "-n", "serve", "HOST=127.0.0.1", f"PORT={port}"],
                             cwd=ROOT, capture_output=True, text=True, check=True).stdout.strip().splitlines()
    assert len(printed) == 1 and "gunicorn" in printed[0] and printed[0].endswith("wsgi:app"), printed
    return shlex.split(printed[0])


@dataclass
class Served:
    """A running shop: its address and what it has logged so far."""

    url: str
    log: Path

    def get(self, path: str, token: str | None = None) -> requests.Response:
        return requests.get(self.url + path, headers={"Authorization": f"Bearer {token}"} if token else {}, timeout=30)

    def post_json(self, path: str, body: dict) -> requests.Response:
        return requests.post(self.url + path, json=body, timeout=30)


@contextmanager
def served(env: dict[str, str], log: Path) -> Iterator[Served]:
    """`make run`'s server command on a free port; stopped afterwards. Prints its log when anything failed."""
    port = free_port()
    with log.open("w") as sink:
        server = subprocess.Popen(serve_command(port), cwd=ROOT, env=env, stdout=sink, stderr=subprocess.STDOUT,
                                  start_new_session=True)
    shop = Served(f"http://127.0.0.1:{port}", log)
    try:
        deadline = time.monotonic() + BOOT_SECONDS
        while True:
            assert server.poll() is None, f"the server exited with {server.returncode} before it answered"
            try:
                if shop.get("/api/health").status_code == 200:
                    break
            except requests.ConnectionError:
                pass  # not listening yet
            assert time.monotonic() < deadline, f"/api/health did not answer within {BOOT_SECONDS} s"
            time.sleep(0.2)  # the poll's interval: the loop waits for /api/health to answer, bounded by the deadline
        yield shop
    except BaseException:
        print(f"--- server log ({shlex.join(serve_command(port))}) ---\n{log.read_text()}")
        raise
    finally:
        if server.poll() is None:
            os.killpg(server.pid, signal.SIGTERM)
            try:
                server.wait(timeout=30)
            except subprocess.TimeoutExpired:
                os.killpg(server.pid, signal.SIGKILL)
                server.wait()


@pytest.fixture(scope="module")
def instance(tmp_path_factory) -> Path:
    """A fresh instance folder, migrated and seeded by the README's commands, each of which must succeed."""
    folder = tmp_path_factory.mktemp("instance")
    env = shop_env(folder)
    run([*FLASK, "db", "upgrade"], env)
    seeded = run([*FLASK, "seed-demo", "--products", "240", "--wipe"], env)
    assert "products" in seeded
    assert "nothing to do" in run([*FLASK, "seed-demo", "--if-empty"], env)  # what `make db` runs on every start
    return folder


def staff_status(instance: Path, email: str) -> str | None:
    with sqlite3.connect(instance / "shop.db") as database:
        row = database.execute("SELECT status FROM users WHERE email = ?", (email,)).fetchone()
    return row[0] if row else None


def test_the_operator_commands_work_on_the_fresh_shop(instance: Path):
    env = shop_env(instance, SHOP_ADMIN_PASSWORD="owner-password-2026")
    run([*FLASK, "create-admin", "owner@example.com"], env)
    assert staff_status(instance, "owner@example.com") == "adm"
    run([*FLASK, "demote-admin", "owner@example.com"], env)
    assert staff_status(instance, "owner@example.com") == "user"
    assert "cancel" in run([*FLASK, "cancel-unpaid", "--hours", "24"], env).lower()
    assert "No failed jobs." in run([*FLASK, "jobs"], env)


@pytest.mark.parametrize("mode", ["development", "production"])
def test_make_runs_server_command_serves_the_shop(instance: Path, tmp_path: Path, mode: str):
    settings = {"SHOP_ENV": mode}
    if mode == "production":
        settings["SHOP_SECRET_KEY"] = "boot-test-" + "k" * 40
    with served(shop_env(instance, **settings), tmp_path / "server.log") as shop:
        home = shop.get("/")
        assert home.status_code == 200 and home.headers["Content-Type"].startswith("text/html")
        assert '<div id="root">' in home.text and "Dance Fabrics" in home.text

        feed = shop.get("/api/products-feed/new")
        assert feed.status_code == 200
        products = feed.json()["products"]
        assert products, "the seeded shop has new products"

        category = shop.get("/fabrics")
        assert category.status_code == 200 and 'href="/products/' in category.text  # the server-written listing

        product = products[0]
        page = shop.get(f"/products/{product['product_id']}")
        assert page.status_code == 200 and product["product_name_en"] in page.text

        sitemap = shop.get("/sitemap.xml")
        assert sitemap.status_code == 200 and "<sitemapindex" in sitemap.text
        assert sitemap.headers["Content-Type"].startswith("application/xml")

        signin = shop.post_json("/api/users/signin", ADMIN)
        assert signin.status_code == 200 and signin.json()["status"] == "adm"
        assert shop.get("/api/statistics/", token=signin.json()["token"]).status_code == 200

        # The server runs the background jobs too: a reset mail (no SHOP_MAIL_SERVER) lands in the outbox.
        outbox = instance / "outbox"
        before = set(outbox.glob("*.eml"))
        assert shop.post_json("/api/users/forgot-password", {"email": ADMIN["email"]}).status_code == 200
        deadline = time.monotonic() + BOOT_SECONDS
        while not set(outbox.glob("*.eml")) - before:
            assert time.monotonic() < deadline, f"no mail in {outbox} within {BOOT_SECONDS} s: are the jobs running?"
            time.sleep(0.1)  # the poll's interval, bounded by the deadline
        (mail,) = set(outbox.glob("*.eml")) - before
        assert "/reset-password/" in mail.read_text()
