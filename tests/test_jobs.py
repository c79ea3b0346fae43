"""Background jobs on a real queue (shop.jobs): a SQLite file in a temporary folder, and Redis when it is reachable,
run by a real consumer in this process. The order confirmation leaves the request: with the mail server down the
order is placed at its usual speed and the mail arrives once the server is back (tests.smtp_inbox, a real SMTP
server); a mail that keeps failing is listed by `flask jobs` and `flask jobs retry` sends it again; the periodic job
cancels card orders left unpaid as `flask cancel-unpaid` does."""
from __future__ import annotations

import socket
import threading
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from decimal import Decimal

import pytest
import redis
from huey import signals
from huey.exceptions import TaskLockedException
from sqlalchemy import select

from shop import create_app, jobs
from shop.catalog.models import Product
from shop.extensions import db as _db
from shop.mail import send_mail
from shop.orders.models import Order
from shop.orders.status import cancel_unpaid_card_orders_job
from tests.factories import make_product
from tests.smtp_inbox import Inbox, running_inbox
from tests.waiting import wait_until

ORDERS = "/api/orders"
CONTACT = {"firstName": "Emma", "lastName": "Clarke", "email": "emma@example.com", "phone": "+44 7700 900123"}
REDIS_URL = "redis://127.0.0.1:6379/2"
MAIL_TIMEOUT = 3.0  # what a send waits for a silent server: an order that waited for SMTP would take this long
WAIT = 30.0  # a bound on every wait below, never a sleep: each returns as soon as its condition holds


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def redis_reachable() -> bool:
    try:
        return bool(redis.Redis.from_url(REDIS_URL, socket_connect_timeout=0.5).ping())
    except redis.RedisError:
        return False


@contextmanager
def silent_server(port: int) -> Iterator[None]:
    """A mail server that is down the slow way: it takes the connection and never says a word."""
    with socket.socket() as listener:
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind(("127.0.0.1", port))
        listener.listen(16)
        yield


@pytest.fixture(params=["sqlite", "redis"])
def queue(request, app, tmp_path, monkeypatch) -> Iterator[str]:
    """The session's app on a real queue with quick retries, and a consumer running it; afterwards the app is back
    in immediate mode (and the Redis keys are gone)."""
    if request.param == "redis" and not redis_reachable():
        pytest.skip(f"Redis is not reachable at {REDIS_URL}")
    settings = {"SHOP_JOBS_IMMEDIATE": False, "SHOP_JOBS_NAME": f"test_jobs_{uuid.uuid4().hex[:12]}",
                "SHOP_JOBS_SQLITE_PATH": str(tmp_path / "jobs.db"),
                "SHOP_REDIS_URL": REDIS_URL if request.param == "redis" else None,
                "SHOP_JOBS_RETRIES": 6, "SHOP_JOBS_RETRY_DELAY": 0.2, "SHOP_JOBS_RETRY_BACKOFF": 1.5,
                "SHOP_JOBS_POLL_SECONDS": 0.1, "SHOP_JOBS_SHUTDOWN_SECONDS": MAIL_TIMEOUT + 2,
                # The consumer's threads would not see this test's in-memory SQLite database.
                "SHOP_UNPAID_CARD_CHECK_MINUTES": 0,
                "MAIL_SERVER": "127.0.0.1", "MAIL_PORT": free_port(), "MAIL_TIMEOUT": MAIL_TIMEOUT,
                "MAIL_USE_TLS": False, "MAIL_USERNAME": None}
    for name, value in settings.items():
        monkeypatch.setitem(app.config, name, value)
    jobs.configure(app)
    try:
        assert jobs.start_runner(app) is not None
        yield request.param
    finally:
        jobs.stop_runner()
        storage = jobs.huey.storage
        if request.param == "redis":
            storage.flush_all()
        storage.close()
        monkeypatch.undo()
        jobs.configure(app)
    assert jobs.huey.immediate


@pytest.fixture()
def fabric(db) -> Product:
    product = make_product("Lycra Royal", price="2.50", minimum="0.1", stock="5", product_id="LY-ROYAL")
    db.session.commit()
    return product


def place(client, payment: str = "bank-transfer", quantity: str = "1.0"):
    return client.post(ORDERS, headers={"Idempotency-Key": str(uuid.uuid4())}, json={
        "currency": "UAH", "contact": CONTACT, "paymentMethod": payment,
        "delivery": {"method": "nova-poshta-branch", "city": "Kyiv", "branch": "12"},
        "lines": [{"sku": "LY-ROYAL", "quantity": quantity}]})


def subjects(inbox: Inbox) -> list[str]:
    return [message["Subject"] for message in inbox.messages]


@pytest.fixture()
def retrying() -> Iterator[threading.Event]:
    """Set when a job's try failed and the queue will try it again."""
    event = threading.Event()

    def seen(_signal, _task, *_args) -> None:
        event.set()

    jobs.huey.signal(signals.SIGNAL_RETRYING)(seen)
    yield event
    jobs.huey.disconnect_signal(seen, signals.SIGNAL_RETRYING)


def test_an_order_is_placed_at_its_usual_speed_while_the_mail_server_is_down_and_mailed_once_it_is_back(
        app, client, fabric, queue, retrying):
    port = app.config["MAIL_PORT"]
    with silent_server(port):
        started = time.perf_counter()
        placed = place(client)
        took = time.perf_counter() - started
        assert placed.status_code == 201, placed.get_json()
        assert took < MAIL_TIMEOUT / 2, f"placing the order took {took:.2f} s: it waited for the mail server"
        number = placed.get_json()["number"]
        # The job is taken and its first try fails against the silent server: it is to be tried again.
        wait_until(retrying.is_set, WAIT, "a retry of the confirmation", interval=0.05)
    subject = f"Your Dance Fabrics order {number}"
    with running_inbox(port) as inbox:
        wait_until(lambda: subject in subjects(inbox), WAIT, "the confirmation's delivery", interval=0.05)
        jobs.stop_runner()  # nothing else is under way: a second copy of the mail would have arrived by now
        assert subjects(inbox) == [subject]
        assert inbox.messages[0]["To"] == CONTACT["email"]
        assert jobs.failed_jobs() == []


def test_a_mail_that_keeps_failing_is_listed_by_flask_jobs_and_sent_again_by_flask_jobs_retry(app, db, queue,
                                                                                                monkeypatch):
    monkeypatch.setitem(app.config, "SHOP_JOBS_RETRIES", 1)  # two tries against a port nothing listens on
    runner = app.test_cli_runner()
    send_mail("olena@example.com", "Your gift card", "Hello")

    failed = wait_until(jobs.failed_jobs, WAIT, "the mail's last failure", interval=0.05)
    assert [(job.name, job.summary) for job in failed] == [
        ("deliver_mail", "mail to olena@example.com: Your gift card")]
    listed = runner.invoke(args=["jobs"])
    assert listed.exit_code == 0, listed.output
    assert failed[0].id in listed.output and "mail to olena@example.com: Your gift card" in listed.output
    assert "ConnectionRefusedError" in listed.output and "1 failed job(s)" in listed.output

    assert runner.invoke(args=["jobs", "retry", "no-such-job"]).exit_code != 0
    assert runner.invoke(args=["jobs", "retry"]).exit_code != 0  # an ID or --all
    with running_inbox(app.config["MAIL_PORT"]) as inbox:
        retried = runner.invoke(args=["jobs", "retry", failed[0].id])
        assert retried.exit_code == 0 and retried.output.strip() == f"Queued again: 1 job(s): {failed[0].id}"
        wait_until(lambda: inbox.messages, WAIT, "the retried mail's delivery", interval=0.05)
        assert subjects(inbox) == ["Your gift card"] and inbox.messages[0]["To"] == "olena@example.com"
    assert "No failed jobs." in runner.invoke(args=["jobs"]).output
    assert runner.invoke(args=["jobs", "retry", "--all"]).output.strip() == "Queued again: 0 job(s)."


def test_the_periodic_job_cancels_an_overdue_unpaid_card_order_and_gives_its_stock_back(app, client, fabric,
                                                                                        monkeypatch):
    monkeypatch.setitem(app.config, "SHOP_LIQPAY_PUBLIC_KEY", "sandbox_i000")
    monkeypatch.setitem(app.config, "SHOP_LIQPAY_PRIVATE_KEY", "sandbox_private_key")
    monkeypatch.setitem(app.config, "SHOP_UNPAID_CARD_HOURS", 24)
    monkeypatch.setitem(app.config, "SHOP_UNPAID_CARD_CHECK_MINUTES", 15)
    answers = [place(client, payment="card", quantity=quantity) for quantity in ("2.0", "1.0")]
    assert [answer.status_code for answer in answers] == [201, 201], answers[0].get_json()
    stale, fresh = (answer.get_json() for answer in answers)
    _db.session.get(Order, int(stale["_id"])).created_at -= timedelta(hours=25)
    _db.session.commit()
    assert _db.session.scalar(select(Product.stock).where(Product.product_id == "LY-ROYAL")) == Decimal("2")

    # What a runner's scheduler enqueues: the job is due on the quarter hours only.
    quarter, between = datetime(2026, 11, 26, 10, 45, tzinfo=UTC), datetime(2026, 11, 26, 10, 46, tzinfo=UTC)
    name = cancel_unpaid_card_orders_job.task_class.__name__
    assert name in [task.name for task in jobs.huey.read_periodic(quarter)]
    assert name not in [task.name for task in jobs.huey.read_periodic(between)]

    with jobs.huey.lock_task(name):  # another runner is cancelling right now: this copy is skipped
        jobs.huey.execute(cancel_unpaid_card_orders_job.s())
    _db.session.expire_all()
    assert _db.session.get(Order, int(stale["_id"])).status == "Accepted"

    (task,) = [task for task in jobs.huey.read_periodic(quarter) if task.name == name]
    jobs.huey.execute(task)
    _db.session.expire_all()
    statuses = {order.number: order.status for order in _db.session.scalars(select(Order))}
    assert statuses == {stale["number"]: "Cancelled", fresh["number"]: "Accepted"}
    assert _db.session.scalar(select(Product.stock).where(Product.product_id == "LY-ROYAL")) == Decimal("4")
    assert not jobs.huey.is_locked(name)


def test_a_mail_is_sent_in_the_request_while_the_queue_itself_is_unreachable(app, db, monkeypatch):
    with running_inbox() as inbox:
        for name, value in (("SHOP_JOBS_IMMEDIATE", False), ("SHOP_REDIS_URL", f"redis://127.0.0.1:{free_port()}/0"),
                            ("MAIL_SERVER", "127.0.0.1"), ("MAIL_PORT", inbox.port), ("MAIL_USE_TLS", False),
                            ("MAIL_USERNAME", None)):
            monkeypatch.setitem(app.config, name, value)
        jobs.configure(app)
        try:
            send_mail("olena@example.com", "Your order", "Hello")
        finally:
            monkeypatch.undo()
            jobs.configure(app)
        assert subjects(inbox) == ["Your order"]


def test_the_periodic_jobs_lock_holds_on_the_real_queue_and_a_crashed_runner_cannot_keep_it(queue, app, db):
    # The periodic job runs on the real store (its lock once failed there: "ttl is not supported by this storage").
    jobs.huey.execute(cancel_unpaid_card_orders_job.s())
    name = cancel_unpaid_card_orders_job.task_class.__name__
    assert not jobs.huey.is_locked(name)

    with jobs.PeriodicLock(jobs.huey, name), pytest.raises(TaskLockedException):
        jobs.PeriodicLock(jobs.huey, name).acquire()  # a second runner's copy is refused while the first runs
    assert not jobs.huey.is_locked(name)

    # A runner killed while it held the lock: Redis forgets the lock by itself; on SQLite an old lock is taken over.
    lock = jobs.PeriodicLock(jobs.huey, name)
    if queue == "redis":
        lock.acquire()
        expires_in = redis.Redis.from_url(REDIS_URL).ttl(jobs.huey.storage.result_key(lock.key))
        assert 0 < expires_in <= jobs.PERIODIC_LOCK_SECONDS
    else:
        jobs.huey.put_if_empty(lock.key, str(time.time() - jobs.PERIODIC_LOCK_SECONDS - 1))
        assert lock.acquire()
        with pytest.raises(TaskLockedException):  # a fresh lock is not taken over
            jobs.PeriodicLock(jobs.huey, name).acquire()
    lock.release()
    assert not jobs.huey.is_locked(name)


def test_a_periodic_job_on_a_database_without_tables_waits_for_the_migrations(tmp_path, caplog):
    """A shop served before `flask db upgrade` (wsgi.py starts anyway): its periodic job was kept as failed for good
    on "no such table: orders"; it is skipped until the tables are there."""
    empty = create_app({"ENV": "testing", "SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path / 'empty.db'}"})
    name = cancel_unpaid_card_orders_job.task_class.__name__
    quarter = datetime(2026, 11, 26, 10, 45, tzinfo=UTC)
    with empty.app_context(), caplog.at_level("INFO", logger="shop.jobs"):
        empty.config["SHOP_UNPAID_CARD_CHECK_MINUTES"] = 15
        (task,) = [task for task in jobs.huey.read_periodic(quarter) if task.name == name]
        jobs.huey.execute(task)
        assert jobs.failed_jobs() == []
    assert "skipped: the database has no tables yet" in caplog.text
    assert not jobs.huey.is_locked(name)
