"""Orders are not a free resource: placing them is limited per address and per contact e-mail (a retry of the same
order is not counted), gift-card codes tried through the checkout count with the balance checks, each order mails its
confirmation once and names the shop, and a bank-transfer order whose money never comes is reminded once, then
cancelled with its stock given back."""
from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta
from decimal import Decimal

import pytest
from sqlalchemy import select

from shop import jobs
from shop.catalog.models import Product
from shop.extensions import db as _db
from shop.orders.emails import order_placed_text
from shop.orders.models import Order, OrderEvent
from shop.orders.unpaid import REMINDER_NOTE, release_unpaid_transfers_job
from shop.payments.providers import provider
from shop.settings import store as shop_settings
from tests.factories import make_product
from tests.helpers import change_shop_settings

ORDERS = "/api/orders"
QUOTE = "/api/orders/quote"
BALANCE = "/api/gift-cards/balance"
CONTACT = {"firstName": "Emma", "lastName": "Clarke", "email": "emma@example.com", "phone": "+44 7700 900123"}
LINES = [{"sku": "TU-IVORY", "quantity": "1"}]
TOO_MANY_ORDERS = "Too many orders in a short time. Please wait a little and try again."


def key() -> dict[str, str]:
    return {"Idempotency-Key": str(uuid.uuid4())}


def order_body(email: str = CONTACT["email"], payment: str = "bank-transfer", **extra) -> dict:
    return {"currency": "GBP", "contact": {**CONTACT, "email": email}, "paymentMethod": payment, "lines": LINES,
            "delivery": {"method": "nova-poshta-branch", "city": "Kyiv", "branch": "12"}, **extra}


def at(address: str) -> dict:
    return {"REMOTE_ADDR": address}


@pytest.fixture()
def limited(tmp_path):
    """An app of its own with the limits on and tight, and tulle in stock; ``limited(**settings)`` builds it."""
    from shop import create_app

    contexts = []

    def build(**settings):
        app = create_app({"ENV": "testing", "RATELIMIT_ENABLED": True, "RATELIMIT_STORAGE_URI": "memory://",
                          "SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path / 'limit.db'}",
                          "SHOP_MAIL_OUTBOX": str(tmp_path / "outbox"), **settings})
        context = app.app_context()
        context.push()
        contexts.append(context)
        _db.create_all()
        make_product("Tulle Ivory", price="1.00", minimum="0.1", stock="30", product_id="TU-IVORY")
        _db.session.commit()
        return app.test_client()

    yield build
    for context in reversed(contexts):
        _db.session.remove()
        context.pop()


def mails_to(inbox, address: str) -> list[tuple[str, str]]:
    return [(message["Subject"], message.get_content().replace("\r\n", "\n"))
            for message in inbox.messages if message["To"] == address]


# ---------------------------------------------------------------- placing orders


def test_placing_orders_is_limited_per_address_with_a_429_in_the_shoppers_language(limited):
    client = limited(SHOP_ORDER_RATE="2 per minute", SHOP_ORDER_EMAIL_RATE="50 per minute")
    answers = [client.post(ORDERS, json=order_body(f"buyer{n}@example.com"), headers=key(),
                           environ_base=at("10.0.0.1")) for n in range(3)]
    assert [answer.status_code for answer in answers] == [201, 201, 429]
    refused = answers[-1]
    assert refused.get_json()["message"] == TOO_MANY_ORDERS and int(refused.headers["Retry-After"]) > 0
    in_ukrainian = client.post(ORDERS, json=order_body("buyer9@example.com"), environ_base=at("10.0.0.1"),
                               headers={**key(), "Accept-Language": "uk-UA"})
    assert in_ukrainian.status_code == 429
    assert in_ukrainian.get_json()["message"].startswith("Забагато замовлень")
    assert _db.session.scalar(select(Product.stock)) == Decimal("28")  # the refused ones took nothing
    other = client.post(ORDERS, json=order_body("buyer5@example.com"), headers=key(), environ_base=at("10.0.0.2"))
    assert other.status_code == 201


def test_placing_orders_is_limited_per_contact_e_mail_from_any_address(limited):
    client = limited(SHOP_ORDER_RATE="50 per minute", SHOP_ORDER_EMAIL_RATE="2 per minute")
    # One mailbox, however it is written: its case and a +tag reach the same inbox.
    spellings = ["victim@example.com", "Victim@Example.COM", "victim+2@example.com"]
    answers = [client.post(ORDERS, json=order_body(email), headers=key(), environ_base=at(f"10.0.1.{n}"))
               for n, email in enumerate(spellings)]
    assert [answer.status_code for answer in answers] == [201, 201, 429]
    assert answers[-1].get_json()["message"] == TOO_MANY_ORDERS and int(answers[-1].headers["Retry-After"]) > 0
    another = client.post(ORDERS, json=order_body("someone@example.com"), headers=key(), environ_base=at("10.0.1.0"))
    assert another.status_code == 201


def test_a_retry_of_an_order_already_placed_is_not_counted_nor_refused(limited):
    client = limited(SHOP_ORDER_RATE="2 per minute")
    first_key, request = key(), order_body()
    first = client.post(ORDERS, json=request, headers=first_key)
    assert first.status_code == 201
    for _ in range(3):  # retries after lost answers: the same order, counted once
        again = client.post(ORDERS, json=request, headers=first_key)
        assert again.status_code == 201 and again.headers["Idempotent-Replayed"] == "true"
        assert again.get_json()["number"] == first.get_json()["number"]
    assert client.post(ORDERS, json=order_body(), headers=key()).status_code == 201
    assert client.post(ORDERS, json=order_body(), headers=key()).status_code == 429
    late = client.post(ORDERS, json=request, headers=first_key)  # past the limit, the first order is still answered
    assert late.status_code == 201 and late.headers["Idempotent-Replayed"] == "true"
    assert _db.session.query(Order).count() == 2


# ---------------------------------------------------------------- gift-card codes


def test_codes_tried_through_the_review_count_with_the_balance_checks(limited):
    client = limited(SHOP_GIFTCARD_CHECK_RATE="3 per minute")
    review = {"currency": "GBP", "lines": LINES}
    tries = [client.post(QUOTE, json={**review, "giftCardCode": "AAAA-BBBB-CCCC-DDD2"}),
             client.post(BALANCE, json={"code": "AAAA-BBBB-CCCC-DDD3"}),
             client.post(QUOTE, json={**review, "giftCardCode": "AAAA-BBBB-CCCC-DDD4"})]
    assert [answer.status_code for answer in tries] == [200, 404, 200]
    assert tries[0].get_json()["giftCardError"]
    for refused in (client.post(BALANCE, json={"code": "AAAA-BBBB-CCCC-DDD5"}),
                    client.post(QUOTE, json={**review, "giftCardCode": "AAAA-BBBB-CCCC-DDD6"}),
                    client.post(ORDERS, json=order_body(giftCardCode="AAAA-BBBB-CCCC-DDD7"), headers=key())):
        assert refused.status_code == 429 and int(refused.headers["Retry-After"]) > 0 and refused.get_json()["message"]
    # A review or an order without a code checks none: the limit does not hold it back.
    for _ in range(4):
        assert client.post(QUOTE, json=review).status_code == 200
    assert client.post(QUOTE, json={**review, "giftCardCode": "  "}).status_code == 200
    assert client.post(ORDERS, json=order_body(), headers=key()).status_code == 201
    # Another address has its own count.
    assert client.post(BALANCE, json={"code": "AAAA-BBBB-CCCC-DDD8"}, environ_base=at("10.0.2.1")).status_code == 404


# ---------------------------------------------------------------- the confirmation


def test_a_replayed_guest_order_mails_its_confirmation_once_naming_the_shop(client, tulle, inbox):
    headers, request = key(), order_body("guest@example.com")
    assert client.post(ORDERS, json=request, headers=headers).status_code == 201
    replay = client.post(ORDERS, json=request, headers=headers)
    assert replay.status_code == 201 and replay.headers["Idempotent-Replayed"] == "true"
    [(subject, text)] = mails_to(inbox, "guest@example.com")
    number = replay.get_json()["number"]
    assert subject == f"Your Dance Fabrics order {number}"
    assert text.startswith("Hello Emma,\n\nThank you for your order at Dance Fabrics!")


@pytest.mark.parametrize("language, introduction", [
    ("en", "Thank you for your order at Dance Fabrics!"),
    ("ua", "Дякуємо за замовлення в Dance Fabrics!"),
    ("pl", "Dziękujemy za zamówienie w Dance Fabrics!"),
    ("ru", "Спасибо за заказ в Dance Fabrics!"),
    ("de", "vielen Dank für Ihre Bestellung bei Dance Fabrics!"),
])
def test_the_confirmation_says_which_shop_it_is_from_in_every_language(app, db, language, introduction):
    order = Order(number="DF-000101", language=language, currency="GBP", is_paid=False,
                  payment_method="bank-transfer", subtotal=Decimal("10.00"), delivery_price=Decimal("0"),
                  gift_card_amount=Decimal("0"), total_price=Decimal("10.00"), delivery_method="pickup",
                  delivery={}, user_info={"firstName": "www.spam.test", "email": "x@example.com"}, lines=[])
    with app.test_request_context():
        subject, text = order_placed_text(order, provider("bank-transfer").start(order))
        greeting, opening = text.split("\n\n")[:2]
        assert "www.spam.test" in greeting and opening.startswith(introduction) and "Dance Fabrics" in subject
        # The one place the name comes from: the shop settings staff edit.
        change_shop_settings(lambda document: document.update(tradingName="Tanzstoffe"))
        subject, text = order_placed_text(order, provider("bank-transfer").start(order))
        assert "Tanzstoffe" in subject and "Tanzstoffe" in text.split("\n\n")[1]
        assert "Tanzstoffe" in text.rstrip().splitlines()[-1]  # the sign-off too


# ---------------------------------------------------------------- unpaid bank transfers


def place(client, email: str, payment: str = "bank-transfer", quantity: str = "2", **extra) -> dict:
    answer = client.post(ORDERS, headers=key(), json={**order_body(email, payment),
                                                      "lines": [{"sku": "TU-IVORY", "quantity": quantity}], **extra})
    assert answer.status_code == 201, answer.get_json()
    return answer.get_json()


def age(order: dict, days: float) -> None:
    _db.session.get(Order, int(order["_id"])).created_at -= timedelta(days=days)
    _db.session.commit()


def stock() -> Decimal:
    _db.session.expire_all()
    return _db.session.scalar(select(Product.stock).where(Product.product_id == "TU-IVORY"))


def run_job() -> None:
    jobs.huey.execute(release_unpaid_transfers_job.s())
    _db.session.expire_all()


@pytest.fixture()
def transfers(app, client, tulle, auth, inbox, monkeypatch):
    """Five orders of 2 m each: a bank transfer 8 days old (in Ukrainian), one 6 days old, one a day old, one 8 days
    old but paid, and a card order 8 days old."""
    for name, value in (("SHOP_UNPAID_TRANSFER_DAYS", 7), ("SHOP_UNPAID_TRANSFER_REMINDER_DAYS", 2),
                        ("SHOP_LIQPAY_PUBLIC_KEY", "sandbox_i000"), ("SHOP_LIQPAY_PRIVATE_KEY", "sandbox_private")):
        monkeypatch.setitem(app.config, name, value)
    orders = {"overdue": place(client, "olena@example.com", language="ua"),
              "due-reminder": place(client, "reminded@example.com"), "fresh": place(client, "fresh@example.com"),
              "paid": place(client, "paid@example.com"),
              "card": place(client, "card@example.com", payment="card", currency="UAH")}
    paid = client.put(f"{ORDERS}/{orders['paid']['_id']}/payment", json={"isPaid": True}, headers=auth(admin=True))
    assert paid.status_code == 200
    for name, days in (("overdue", 8), ("due-reminder", 6), ("fresh", 1), ("paid", 8), ("card", 8)):
        age(orders[name], days)
    inbox.messages.clear()
    assert stock() == Decimal("20")
    return orders


def statuses(orders: dict) -> dict[str, str]:
    return {name: _db.session.get(Order, int(order["_id"])).status for name, order in orders.items()}


def test_an_overdue_transfer_order_is_cancelled_its_stock_given_back_and_the_shopper_told(transfers, inbox):
    run_job()
    assert statuses(transfers) == {"overdue": "Cancelled", "due-reminder": "Accepted", "fresh": "Accepted",
                                   "paid": "Accepted", "card": "Accepted"}
    assert stock() == Decimal("22")
    number = transfers["overdue"]["number"]
    [(subject, text)] = mails_to(inbox, "olena@example.com")
    assert subject == f"Замовлення {number} скасовано"
    assert text.startswith("Вітаємо, Emma!\n\nМи не отримали банківського переказу за ваше замовлення")
    assert "у Dance Fabrics" in text and "http://shop.test" in text
    history = _db.session.get(Order, int(transfers["overdue"]["_id"])).events
    assert [(event.to_value, event.note) for event in history][-1] == ("Cancelled", "bank transfer never arrived")
    # Nothing more the next time: the order is cancelled once, its shopper told once.
    run_job()
    assert stock() == Decimal("22") and len(mails_to(inbox, "olena@example.com")) == 1


def test_the_reminder_goes_once_with_the_bank_details_and_the_release_day(transfers, inbox, app):
    run_job()
    run_job()
    [(subject, text)] = mails_to(inbox, "reminded@example.com")
    number = transfers["due-reminder"]["number"]
    order = _db.session.get(Order, int(transfers["due-reminder"]["_id"]))
    release = (order.created_at + timedelta(days=7)).astimezone(UTC)
    assert subject == f"Reminder: your order {number} is waiting for payment"
    assert f"Thank you again for your order {number} at Dance Fabrics." in text
    assert f"until {release.day} {release:%B} {release.year}." in text
    assert f"IBAN: {shop_settings.current().bank.iban}" in text and f"Payment reference: {number}" in text
    reminders = _db.session.scalars(select(OrderEvent).where(OrderEvent.note == REMINDER_NOTE)).all()
    assert [event.order_id for event in reminders] == [order.id] and order.status == "Accepted"
    # Neither the fresh order, the paid one nor the card order hears anything.
    assert [message["To"] for message in inbox.messages] == ["olena@example.com", "reminded@example.com"]


def test_the_operators_command_runs_the_same_and_nothing_happens_when_the_days_are_0(transfers, runner, app,
                                                                                     monkeypatch):
    result = runner.invoke(args=["cancel-unpaid", "--transfers", "--days", "7"])
    assert result.exit_code == 0, result.output
    assert result.output.splitlines() == [
        f"Cancelled 1 unpaid bank-transfer order(s): {transfers['overdue']['number']}",
        f"Reminded 1 unpaid bank-transfer order(s): {transfers['due-reminder']['number']}"]
    monkeypatch.setitem(app.config, "SHOP_UNPAID_TRANSFER_DAYS", 0)
    age(transfers["fresh"], 30)
    run_job()
    assert statuses(transfers)["fresh"] == "Accepted"
    assert "never cancelled" in runner.invoke(args=["cancel-unpaid", "--transfers"]).output


def test_the_release_job_is_due_every_check_interval(app, monkeypatch):
    monkeypatch.setitem(app.config, "SHOP_UNPAID_TRANSFER_CHECK_MINUTES", 60)
    name = release_unpaid_transfers_job.task_class.__name__
    on_the_hour, half_past = datetime(2026, 11, 26, 10, 0, tzinfo=UTC), datetime(2026, 11, 26, 10, 30, tzinfo=UTC)
    with app.app_context():
        assert name in [task.name for task in jobs.huey.read_periodic(on_the_hour)]
        assert name not in [task.name for task in jobs.huey.read_periodic(half_past)]
