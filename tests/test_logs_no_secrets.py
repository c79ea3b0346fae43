"""What the logs hold: a shopper's secrets never reach them, even at DEBUG.

The shop is served over real HTTP by werkzeug's server (its access lines are logged), with every logger at DEBUG,
SQLAlchemy's statement log included, mail going to a real SMTP server. The journey: sign up, sign in (and a wrong
password), forget the password, open the mailed link (page and API), reset it, sign in again; buy a gift card,
staff mark it paid, check its balance and pay part of an order with it; pay an order by card and let LiqPay's
signed notice (and a forged one) arrive. No captured line may hold a password, a session token (JWT), the reset
token, the gift card's code (in any spelling) or LiqPay's private key. A second test serves the shop with
`make serve`'s gunicorn command and reads its access log for the reset link's token.
"""
from __future__ import annotations

import logging
import re
import threading
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
import requests
from werkzeug.serving import make_server

from shop.payments import liqpay
from tests.faults import served, shop_env
from tests.helpers import bearer

PUBLIC, PRIVATE = "sandbox_i000", "sandbox_private_key_7c1f0e9a2b"
CONTACT = {"firstName": "Anna", "lastName": "Nowak", "email": "anna@example.com", "phone": "0501234567"}
RESET_LINK = re.compile(r"/reset-password/([A-Za-z0-9_-]{20,})")
GIFT_CODE = re.compile(r"\b[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}\b")
# The test's own SMTP server (aiosmtpd) logs every message it receives at DEBUG, and its HTTP client (urllib3)
# every URL it asks for: not the shop's log.
NOT_THE_SHOPS = ("mail.log", "asyncio", "urllib3")


class Captured(logging.Handler):
    """Every record, formatted as a log file would hold it (message, exception and stack included)."""

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.setFormatter(logging.Formatter("%(name)s %(levelname)s %(message)s"))
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        if not record.name.startswith(NOT_THE_SHOPS):
            self.lines.append(self.format(record))


@contextmanager
def everything_logged() -> Iterator[Captured]:
    """Every logger at DEBUG into one handler on the root (SQLAlchemy's engine and pool included)."""
    handler = Captured()
    root = logging.getLogger()
    kept = {name: logging.getLogger(name).level for name in ("", "sqlalchemy.engine", "sqlalchemy.pool", "werkzeug",
                                                              "shop")}
    root.addHandler(handler)
    for name in kept:
        logging.getLogger(name).setLevel(logging.DEBUG)
    try:
        yield handler
    finally:
        root.removeHandler(handler)
        for name, level in kept.items():
            logging.getLogger(name).setLevel(level)


@contextmanager
def werkzeug_serving(app) -> Iterator[str]:
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}"
    finally:
        server.shutdown()
        thread.join(timeout=10)


def leaks(lines: list[str], secrets: dict[str, str]) -> list[str]:
    return [f"{what} in: {line[:300]}" for line in lines for what, secret in secrets.items() if secret in line]


@pytest.fixture()
def shop_with_mail_and_liqpay(app, inbox, tulle, gift_card_product, monkeypatch):
    """The session's app mailing to conftest's SMTP inbox, with LiqPay keys of its own, selling tulle and the gift
    card."""
    monkeypatch.setitem(app.config, "SHOP_LIQPAY_PUBLIC_KEY", PUBLIC)
    monkeypatch.setitem(app.config, "SHOP_LIQPAY_PRIVATE_KEY", PRIVATE)
    return app, inbox


def test_no_password_token_reset_token_gift_card_code_or_private_key_in_any_log_line(shop_with_mail_and_liqpay, auth):
    app, inbox = shop_with_mail_and_liqpay
    staff = auth(admin=True)
    first, second, wrong = "first-Secret-4821", "second-Secret-9377", "wrong-Secret-1150"
    email = "olena@example.com"

    def mails_to(address: str) -> list[str]:
        return [m.get_content() for m in inbox.messages if m["To"] == address]

    with everything_logged() as log, werkzeug_serving(app) as base:
        web = requests.Session()

        def call(method: str, path: str, status: int, **kwargs) -> dict:
            answer = web.request(method, base + path, timeout=30, **kwargs)
            assert answer.status_code == status, (method, path, answer.status_code, answer.text[:500])
            return answer.json() if answer.headers.get("Content-Type", "").startswith("application/json") else {}

        signed_up = call("POST", "/api/users/signup", 201, json={"email": email, "password": first})
        signed_in = call("POST", "/api/users/signin", 200, json={"email": email, "password": first})
        call("POST", "/api/users/signin", 401, json={"email": email, "password": wrong})
        call("POST", "/api/users/forgot-password", 200, json={"email": email})
        (reset_mail,) = mails_to(email)
        reset_token = RESET_LINK.search(reset_mail).group(1)
        call("GET", f"/reset-password/{reset_token}", 200)
        call("GET", f"/api/users/reset-password/validate/{reset_token}", 200)
        call("POST", "/api/users/reset-password", 200, json={"token": reset_token, "password": second})
        session = call("POST", "/api/users/signin", 200, json={"email": email, "password": second})
        shopper = bearer(session["token"])

        def place(lines: list[dict], status: int = 201, **extra) -> dict:
            body = {"currency": "GBP", "contact": CONTACT, "paymentMethod": "bank-transfer", "lines": lines,
                    "delivery": {"method": "nova-poshta-branch", "city": "Lviv", "branch": "7"}, **extra}
            return call("POST", "/api/orders", status, headers={**shopper, "Idempotency-Key": str(uuid.uuid4())},
                        json=body)

        bought = place([{"sku": "GIFT-20", "quantity": 1, "giftCard": {
            "recipientName": "Mia", "recipientEmail": "mia@example.com", "message": "Happy dancing!"}}],
            delivery={"method": "email"})
        call("PUT", f"/api/orders/{bought['_id']}/payment", 200, json={"isPaid": True}, headers=staff)
        (card_mail,) = mails_to("mia@example.com")
        code = GIFT_CODE.search(card_mail).group(0)
        call("POST", "/api/gift-cards/balance", 200, json={"code": code.lower().replace("-", " ")})
        call("POST", "/api/orders/quote", 200, json={"currency": "GBP", "giftCardCode": code,
                                                     "lines": [{"sku": "TU-IVORY", "quantity": "1.5"}]})
        paid_by_card = place([{"sku": "TU-IVORY", "quantity": "1.5"}], giftCardCode=code)
        assert paid_by_card["giftCardAmount"] != "0.00"
        place([{"sku": "TU-IVORY", "quantity": "1"}], giftCardCode="AAAA-BBBB-CCCC-DDDD", status=409)

        by_card = place([{"sku": "TU-IVORY", "quantity": "2"}], paymentMethod="card", currency="EUR")
        fields = by_card["payment"]["redirect"]["fields"]
        data, signature = liqpay.encode({"public_key": PUBLIC, "order_id": by_card["number"], "status": "success",
                                         "amount": by_card["totalPrice"], "currency": "EUR",
                                         "payment_id": 1234567}, PRIVATE)
        forged_data, forged_signature = liqpay.encode({"public_key": PUBLIC, "order_id": by_card["number"],
                                                       "status": "success", "amount": "0.01"}, "not-the-key")
        call("POST", "/api/payments/liqpay/callback", 403, data={"data": forged_data, "signature": forged_signature})
        assert call("POST", "/api/payments/liqpay/callback", 200,
                    data={"data": data, "signature": signature}) == {"outcome": "applied"}
        call("GET", f"/api/orders/{by_card['_id']}/invoice", 200, headers=shopper)
        # A client that puts a credential in a query key the shop never reads: the value is still hidden.
        call("GET", f"/api/products-feed/new?jwt={session['token']}&page=1", 400)  # too long for a catalogue value
        call("GET", f"/api/products-feed/new?session={reset_token}&page=1", 200)
        call("GET", f"/api/products-feed/new?bearer={staff['Authorization'].split()[1]}", 400)
        call("GET", f"/api/products-feed/new?sid={code}&page=1", 200)
        call("POST", "/api/users/logout", 200, headers=shopper)
        lines = list(log.lines)

    assert len(lines) > 50 and any("SELECT" in line for line in lines), "the capture did not see the shop's logs"
    assert any("GET /reset-password/" in line for line in lines), "werkzeug's access lines were not captured"
    secrets = {"password": first, "new password": second, "wrong password": wrong,
               "sign-up token": signed_up["token"], "sign-in token": signed_in["token"],
               "session token": session["token"], "staff token": staff["Authorization"].split()[1],
               "reset token": reset_token, "gift card code": code, "gift card code (plain)": code.replace("-", ""),
               "gift card code (typed)": code.lower().replace("-", " "), "LiqPay private key": PRIVATE,
               "checkout signature": fields["signature"]}
    assert not leaks(lines, secrets), "\n".join(leaks(lines, secrets)[:20])
    print(f"\nlogs: {len(lines)} lines captured at DEBUG (every logger, SQLAlchemy and werkzeug's access lines), "
          f"{len(secrets)} secrets looked for, 0 found")


def test_gunicorns_access_log_hides_the_reset_token(tmp_path: Path):
    """`make serve` writes an access line per request: the reset link's token (in its path) is not in it."""
    token = "Zq" + uuid.uuid4().hex + "Xy9"
    env = shop_env(tmp_path, SHOP_DATABASE_URL=f"sqlite:///{tmp_path / 'shop.db'}")
    from shop import create_app
    from shop.extensions import db as _db

    own = create_app({"ENV": "testing", "SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path / 'shop.db'}"})
    with own.app_context():
        _db.create_all()
        _db.session.remove()
        _db.engine.dispose()
    log = tmp_path / "server.log"
    with served(env, log) as shop:
        base = shop.url
        for path in (f"/reset-password/{token}", f"/api/users/reset-password/validate/{token}",
                     f"/reset-password?token={token}"):
            assert requests.get(base + path, timeout=30).status_code in (200, 404)
        requests.get(base + "/api/health", timeout=30)
    text = log.read_text()
    assert "reset-password" in text, "no access line was written"
    assert token not in text, [line for line in text.splitlines() if token in line]


def test_a_mail_kept_in_the_outbox_is_named_in_the_log_without_its_reset_link(app, client, make_user, tmp_path,
                                                                              monkeypatch, caplog):
    """Without SHOP_MAIL_SERVER (`make run`'s default) mail goes to the outbox; the log says where, not the token."""
    monkeypatch.setitem(app.config, "MAIL_SERVER", None)
    monkeypatch.setitem(app.config, "SHOP_MAIL_OUTBOX", str(tmp_path))
    make_user(email="outbox@example.com")
    with caplog.at_level(logging.DEBUG):
        assert client.post("/api/users/forgot-password", json={"email": "outbox@example.com"}).status_code == 200
    (mail,) = tmp_path.glob("*.eml")
    assert mail.stat().st_mode & 0o777 == 0o600  # the shop's own user alone reads the links it holds
    token = RESET_LINK.search(mail.read_text()).group(1)
    kept = [record.getMessage() for record in caplog.records if "kept in" in record.getMessage()]
    assert kept and str(mail) in kept[0]
    assert not [record for record in caplog.records if token in record.getMessage()]
