"""Two app servers, one shop: `make run`'s exact server command started twice on two loopback ports, in production
mode, sharing one PostgreSQL database (reached through a TCP proxy the test can cut), one Redis and one S3-compatible
bucket, with one SMTP server. What a load balancer's shoppers and staff would notice is the same whichever server
answers: limits, log-outs, stock, uploads and mails are shared, and each server says when it cannot reach the
database. Skipped only when PostgreSQL or Redis is not running (CI starts both).
"""
from __future__ import annotations

import io
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from urllib.parse import quote

import psycopg
import pytest
import redis
import requests
from PIL import Image

from tests.boot.test_boot import FLASK, run, shop_env
from tests.faults import Served, TcpProxy, served
from tests.s3_server import ACCESS_KEY_ID, REGION, SECRET_ACCESS_KEY, s3_client, s3_server
from tests.smtp_inbox import Inbox, running_inbox
from tests.waiting import wait_until

POSTGRES = ("127.0.0.1", 5432)
DATABASE = "shop_two_servers"
REDIS_URL = "redis://127.0.0.1:6379/11"  # a Redis database of this test's own, emptied before it starts
RECHECK_SECONDS = 1.0  # SHOP_CATALOGUE_RECHECK_SECONDS: how soon a server sees the other's sales
WAIT_SECONDS = 30  # a bound, not a wait: every poll below returns as soon as its condition holds
STAFF = {"email": "staff@example.com", "password": "two-servers-staff-2026"}
SIGNIN_LIMIT = 3  # SHOP_SIGNIN_RATE per minute
CONTACT = {"firstName": "Olena", "lastName": "Koval", "phone": "0501234567"}
DELIVERY = {"method": "nova-poshta-branch", "city": "Kyiv", "branch": "1"}


def _reachable() -> bool:
    try:
        psycopg.connect(host=POSTGRES[0], port=POSTGRES[1], user="postgres", dbname="postgres",
                        connect_timeout=3).close()
        redis.Redis.from_url(REDIS_URL, socket_connect_timeout=2).ping()
    except (psycopg.OperationalError, redis.ConnectionError):
        return False
    return True


pytestmark = pytest.mark.skipif(not _reachable(), reason="needs PostgreSQL at 127.0.0.1:5432 and Redis at :6379")


@dataclass
class Pair:
    """The two servers and what they share."""

    a: Served
    b: Served
    proxy: TcpProxy
    inbox: Inbox
    admin_token: str


def fresh_database() -> str:
    with psycopg.connect(host=POSTGRES[0], port=POSTGRES[1], user="postgres", dbname="postgres",
                         autocommit=True) as conn:
        conn.execute(f"DROP DATABASE IF EXISTS {DATABASE} WITH (FORCE)")
        conn.execute(f"CREATE DATABASE {DATABASE}")
    return f"postgresql+psycopg://postgres@{{host}}:{{port}}/{DATABASE}"


@pytest.fixture(scope="module")
def pair(tmp_path_factory) -> Iterator[Pair]:
    redis.Redis.from_url(REDIS_URL).flushdb()
    url = fresh_database()
    proxy = TcpProxy(POSTGRES)
    proxy.start()
    with s3_server() as endpoint, running_inbox() as inbox:
        bucket = f"media-{uuid.uuid4().hex[:8]}"
        s3_client(endpoint).create_bucket(Bucket=bucket)
        shared = {
            "SHOP_ENV": "production", "SHOP_SECRET_KEY": "two-servers-test-" + "k" * 40,
            "SHOP_REDIS_URL": REDIS_URL, "SHOP_JOBS_NAME": f"two-servers-{uuid.uuid4().hex[:8]}",
            "SHOP_MEDIA_S3_BUCKET": bucket, "SHOP_MEDIA_S3_ENDPOINT_URL": endpoint, "SHOP_MEDIA_S3_REGION": REGION,
            "SHOP_MEDIA_S3_ACCESS_KEY_ID": ACCESS_KEY_ID, "SHOP_MEDIA_S3_SECRET_ACCESS_KEY": SECRET_ACCESS_KEY,
            "SHOP_MAIL_SERVER": "127.0.0.1", "SHOP_MAIL_PORT": str(inbox.port), "SHOP_JOBS_POLL_SECONDS": "0.2",
            "SHOP_CATALOGUE_RECHECK_SECONDS": str(RECHECK_SECONDS), "SHOP_SIGNIN_RATE": f"{SIGNIN_LIMIT} per minute",
            "SHOP_PROXY_HOPS": "1",  # the rate-limit test names its own client address in X-Forwarded-For
            "SHOP_WEB_WORKERS": "1",  # two servers of one worker each: the machine's two cores
        }
        # Migrated and seeded straight on PostgreSQL; the servers reach it through the proxy only.
        direct = shop_env(tmp_path_factory.mktemp("seed"), **shared,
                          SHOP_DATABASE_URL=url.format(host=POSTGRES[0], port=POSTGRES[1]))
        run([*FLASK, "db", "upgrade"], direct)
        run([*FLASK, "seed-demo", "--products", "60", "--wipe"], direct)  # no demo accounts in production:
        run([*FLASK, "create-admin", STAFF["email"]], {**direct, "SHOP_ADMIN_PASSWORD": STAFF["password"]})
        through_proxy = {**shared, "SHOP_DATABASE_URL": url.format(host="127.0.0.1", port=proxy.port)}
        folder_a, folder_b = tmp_path_factory.mktemp("a"), tmp_path_factory.mktemp("b")
        with served(shop_env(folder_a, **through_proxy), folder_a / "server.log") as a, \
                served(shop_env(folder_b, **through_proxy), folder_b / "server.log") as b:
            signin = a.post_json("/api/users/signin", STAFF)
            assert signin.status_code == 200, signin.text
            yield Pair(a, b, proxy, inbox, signin.json()["token"])
    proxy.stop()


def place_order(server: Served, sku: str, quantity: str, email: str) -> requests.Response:
    return requests.post(server.url + "/api/orders", timeout=30, headers={"Idempotency-Key": uuid.uuid4().hex}, json={
        "currency": "UAH", "contact": {**CONTACT, "email": email}, "delivery": DELIVERY,
        "paymentMethod": "cash-on-delivery", "lines": [{"sku": sku, "quantity": quantity}]})


def in_stock_total(server: Served, sku: str) -> int:
    answer = server.get(f"/api/products-feed/search?search={quote(sku)}&in_stock=true&limit=1")
    assert answer.status_code == 200, answer.text
    return answer.json()["total"]


def mails_to(inbox: Inbox, email: str) -> int:
    return sum(1 for message in inbox.messages if email in str(message["To"]))


def test_both_servers_are_ready(pair: Pair):
    for server in (pair.a, pair.b):
        ready = server.get("/api/ready")
        assert ready.status_code == 200, ready.text
        assert ready.json()["redis"] == "ok" and ready.json()["database"] == "ok"


def test_a_rate_limit_spent_on_one_server_counts_on_the_other(pair: Pair):
    client = {"X-Forwarded-For": "203.0.113.7"}  # one shopper's address, seen by both servers
    wrong = {"email": "limits@example.com", "password": "not-the-password"}
    for attempt in range(SIGNIN_LIMIT):
        server = pair.a if attempt % 2 == 0 else pair.b
        answer = requests.post(server.url + "/api/users/signin", json=wrong, headers=client, timeout=30)
        assert answer.status_code != 429, f"attempt {attempt + 1} of {SIGNIN_LIMIT} was already refused"
    refused = requests.post(pair.b.url + "/api/users/signin", json=wrong, headers=client, timeout=30)
    assert refused.status_code == 429 and "Retry-After" in refused.headers
    assert "message" in refused.json()


def test_a_log_out_on_one_server_revokes_the_token_on_the_other(pair: Pair):
    email = f"shopper-{uuid.uuid4().hex[:8]}@example.com"
    signup = pair.a.post_json("/api/users/signup", {"email": email, "password": "dancing-2026"})
    assert signup.status_code in (200, 201), signup.text
    session = signup.json()
    assert pair.b.get("/api/users/me/wishlist", token=session["token"]).status_code == 200
    logout = requests.post(pair.a.url + "/api/users/logout", timeout=30,
                           headers={"Authorization": f"Bearer {session['token']}"})
    assert logout.status_code == 200, logout.text
    assert pair.b.get("/api/users/me/wishlist", token=session["token"]).status_code == 401


def test_stock_sold_on_one_server_leaves_the_others_in_stock_listing_and_mails_once(pair: Pair):
    feed = pair.b.get("/api/products-feed/new?in_stock=true&limit=48").json()["products"]
    whole = [p for p in feed if not p["is_gift_card"] and p["minimum"] == 1 and p["stock"] >= 1]
    product = next(p for p in whole if p["stock"] == int(p["stock"]))
    sku, stock = product["product_id"], str(int(product["stock"]))
    assert in_stock_total(pair.b, sku) == 1
    buyer = f"buyer-{uuid.uuid4().hex[:8]}@example.com"
    order = place_order(pair.a, sku, stock, buyer)  # the whole stock, through server A
    assert order.status_code == 201, order.text
    sold = time.monotonic()
    wait_until(lambda: in_stock_total(pair.b, sku) == 0, WAIT_SECONDS,
               f"{sku} sold out on A leaves B's in-stock listing")
    lag = time.monotonic() - sold
    assert lag <= RECHECK_SECONDS + 3, f"B listed the sold-out product for {lag:.1f} s"

    # The confirmation is sent once, by whichever server's job runner took the job from the shared queue: a later
    # order's mail (queued after it) arrives, and the first buyer still has exactly one.
    wait_until(lambda: mails_to(pair.inbox, buyer) >= 1, WAIT_SECONDS, "the order confirmation mail")
    other = next(p for p in whole if p["product_id"] != sku)
    marker = f"marker-{uuid.uuid4().hex[:8]}@example.com"
    assert place_order(pair.b, other["product_id"], "1", marker).status_code == 201
    wait_until(lambda: mails_to(pair.inbox, marker) >= 1, WAIT_SECONDS, "the later order's mail")
    assert mails_to(pair.inbox, buyer) == 1


def test_an_image_uploaded_through_one_server_is_served_by_the_other(pair: Pair):
    product = pair.b.get("/api/products-feed/new?limit=1").json()["products"][0]
    staff = {"Authorization": f"Bearer {pair.admin_token}"}
    product_id = int(product["_id"])
    picture = io.BytesIO()
    Image.new("RGB", (800, 600), (200, 30, 90)).save(picture, "PNG")
    uploaded = requests.post(pair.a.url + f"/api/admin/products/{product_id}/images", headers=staff, timeout=60,
                             files={"image": ("photo.png", picture.getvalue(), "image/png")})
    assert uploaded.status_code == 200, uploaded.text
    url = uploaded.json()["images"][-1]
    image = requests.get(url if url.startswith("http") else pair.b.url + url, timeout=30)
    assert image.status_code == 200 and image.headers["Content-Type"] == "image/webp"
    assert Image.open(io.BytesIO(image.content)).width > 0


def test_ready_answers_503_while_the_database_is_cut_off_and_200_once_it_is_back(pair: Pair):
    pair.proxy.stop()
    try:
        started = time.monotonic()
        ready = pair.a.get("/api/ready")
        assert time.monotonic() - started < 10, "the readiness check hung on the missing database"
        assert ready.status_code == 503 and "Retry-After" in ready.headers
        assert "database" in ready.json()["errors"], ready.text
    finally:
        pair.proxy.start()
    back = time.monotonic()
    wait_until(lambda: pair.a.get("/api/ready").status_code == 200, WAIT_SECONDS,
               "A ready again once the database is back")
    wait_until(lambda: pair.b.get("/api/ready").status_code == 200, WAIT_SECONDS,
               "B ready again once the database is back")
    print(f"ready again {time.monotonic() - back:.2f} s after the database came back")
