"""The shop boots the way its owner runs it: the README's commands on a fresh SQLite database in a temporary folder,
then the exact server command of `make run` (gunicorn with GUNICORN_FLAGS, wsgi:app) on a free port, in development
and in production mode. A shop that cannot import wsgi.py, migrate, seed or serve fails here, with the server's log.
"""
from __future__ import annotations

import email
import email.policy
import json
import os
import re
import shlex
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from tests.faults import served
from tests.waiting import wait_until

ROOT = Path(__file__).resolve().parents[2]
VENV_BIN = Path(sys.executable).parent
FLASK = [str(VENV_BIN / "flask"), "--app", "shop"]
ADMIN = {"email": "admin@example.com", "password": "admin-shop-2026"}  # the README's demo admin
BOOT_SECONDS = 90  # a bound, not a wait: the mail poll returns as soon as the mail lands
COMMAND_SECONDS = 300


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
        (mail,) = wait_until(lambda: set(outbox.glob("*.eml")) - before, BOOT_SECONDS,
                             f"no mail in {outbox}: are the jobs running?")
        assert "/reset-password/" in mail.read_text()


def test_a_shop_without_a_secret_key_signs_with_a_key_of_its_own(instance: Path, tmp_path: Path):
    """`make run` with no SHOP_SECRET_KEY: a token forged with the once-published default key signs nobody in, the
    shop's own key is readable by its owner only, and a restart keeps it, so sessions outlive the restart."""
    import jwt  # PyJWT, what flask-jwt-extended signs with

    forged = jwt.encode({"sub": "1", "ver": 0, "type": "access", "fresh": False, "jti": "forged",
                         "iat": 1_700_000_000, "nbf": 1_700_000_000, "exp": 4_000_000_000},
                        "dev-only-change-me", algorithm="HS256")
    env = shop_env(instance)
    with served(env, tmp_path / "first.log") as shop:
        assert shop.get("/api/users/me", token=forged).status_code == 401
        assert shop.get("/api/statistics/", token=forged).status_code == 401
        token = shop.post_json("/api/users/signin", ADMIN).json()["token"]
        assert shop.get("/api/statistics/", token=token).status_code == 200
    key_file = instance / "secret_key"
    assert key_file.stat().st_mode & 0o777 == 0o600
    with served(env, tmp_path / "second.log") as shop:
        assert shop.get("/api/statistics/", token=token).status_code == 200
    for log in ("first.log", "second.log"):
        assert "InsecureKeyLengthWarning" not in (tmp_path / log).read_text()


@pytest.mark.parametrize("public_url", [None, "https://shop.example.com"])
def test_the_server_names_the_address_it_serves_at(instance: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                    public_url: str | None):
    """`make serve` on a port other than 5000 (served() takes a free one): gunicorn's log says where it listens, and
    robots.txt, the sitemap and a mailed link name that address, unless the environment `make` runs in names
    SHOP_PUBLIC_URL (then they name that)."""
    if public_url:
        monkeypatch.setenv("SHOP_PUBLIC_URL", public_url)
    else:
        monkeypatch.delenv("SHOP_PUBLIC_URL", raising=False)
    # This module's servers share one rate-limit file: the other reset requests must not use up this one's.
    env = shop_env(instance, SHOP_FORGOT_RATE="1000 per minute")
    with served(env, tmp_path / "server.log") as shop:
        expected = public_url or shop.url
        assert not shop.url.endswith(":5000")
        messages = [json.loads(line)["message"] for line in shop.log.read_text().splitlines() if line.strip()]
        listening = [message for message in messages if message.startswith("Listening at:")]
        assert listening and re.fullmatch(rf"Listening at: {re.escape(shop.url)} \(\d+\)", listening[0]), listening
        assert "Using worker: gthread" in messages

        assert f"Sitemap: {expected}/sitemap.xml" in shop.get("/robots.txt").text
        sitemap = shop.get("/sitemap.xml").text
        locations = re.findall(r"<loc>([^<]+)</loc>", sitemap)
        assert locations and all(location.startswith(f"{expected}/sitemaps/") for location in locations), locations

        outbox = instance / "outbox"
        before = set(outbox.glob("*.eml"))
        assert shop.post_json("/api/users/forgot-password", {"email": ADMIN["email"]}).status_code == 200
        (mail,) = wait_until(lambda: set(outbox.glob("*.eml")) - before, BOOT_SECONDS,
                             f"no mail in {outbox}: are the jobs running?")
        message = email.message_from_string(mail.read_text(), policy=email.policy.default)
        texts = [part.get_content() for part in message.walk() if part.get_content_maintype() == "text"]
        assert any(f"{expected}/reset-password/" in text for text in texts), texts
