"""The shopper's order e-mails and the gift-card e-mail, sent through a real SMTP server (tests.smtp_inbox) and read
as they arrived, in the shopper's language; a mail server that is down never fails the caller."""
from __future__ import annotations

import logging
import socket
from datetime import UTC, datetime
from decimal import Decimal

import pytest

from shop.giftcards.emails import send_gift_card
from shop.giftcards.models import GiftCard
from shop.giftcards.service import IssuedCard
from shop.i18n import format_money
from shop.mail import format_date
from shop.orders.emails import (
    format_quantity,
    order_placed_text,
    send_order_placed,
    send_order_sent,
    send_payment_received,
)
from shop.orders.models import Order, OrderLine
from shop.payments.providers import AwaitingState, PaymentStart, provider

NBSP = "\u00a0"
SHOP_EMAIL = "info@dancefabrics.shop"  # the demo shop's, in the shop settings
IBAN = "UA213223130000026007233566001"
CODE = "ABCD-EFGH-JKLM-NPQR"


@pytest.fixture()
def inbox(inbox, app, jobs_here, monkeypatch):
    """Conftest's SMTP server, with links to http://shop.test/ (the shop's e-mail and bank details are the demo
    shop's, in the shop settings)."""
    monkeypatch.setitem(app.config, "SHOP_PUBLIC_URL", "http://shop.test/")
    return inbox


@pytest.fixture()
def unreachable(app, jobs_here, monkeypatch) -> None:
    """A mail server address nothing listens on."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    monkeypatch.setitem(app.config, "MAIL_SERVER", "127.0.0.1")
    monkeypatch.setitem(app.config, "MAIL_PORT", port)
    monkeypatch.setitem(app.config, "MAIL_TIMEOUT", 2)


# The same basket in each language's currency: 1.3 m of fabric (priced per 10 cm) and 2 packs of crystals.
BASKETS = {
    "en": {"currency": "GBP", "fabric": ("2.50", "32.50"), "crystals": ("4.00", "8.00"), "subtotal": "40.50",
           "delivery": "1.50", "total": "42.00"},
    "ua": {"currency": "UAH", "fabric": ("140.13", "1821.69"), "crystals": ("224.20", "448.40"),
           "subtotal": "2270.09", "delivery": "84.08", "total": "2354.17"},
    "de": {"currency": "EUR", "fabric": ("2.95", "38.35"), "crystals": ("4.72", "9.44"), "subtotal": "47.79",
           "delivery": "21.24", "total": "69.03"},
}
CONTACTS = {
    "en": {"firstName": "Emily", "lastName": "Clarke", "email": "emily@example.com"},
    "ua": {"firstName": "Олена", "lastName": "Коваль", "email": "olena@example.com"},
    "de": {"firstName": "Jonas", "lastName": "Weber", "email": "jonas@example.com"},
}
DELIVERIES = {
    "en": ("nova-poshta-branch", {"city": "Kyiv", "branch": "12"}),
    "ua": ("nova-poshta-locker", {"city": "Львів", "branch": "3051"}),
    "de": ("international", {"country": "DE", "city": "Berlin", "address": "Lindenstraße 5", "postcode": "10969"}),
}


def make_order(language: str = "en", *, method: str = "bank-transfer", user_id: int | None = None,
               delivery: tuple[str, dict] | None = None, gift_card_amount: str = "0", **changes) -> Order:
    """An unsaved order as placement leaves it: every amount in the order's currency."""
    basket = BASKETS.get(language, BASKETS["en"])
    delivery_method, details = delivery or DELIVERIES.get(language, DELIVERIES["en"])
    lines = [
        OrderLine(sku="FAB-VEL-001", name="Stretch velvet, black", quantity=Decimal("1.3"), minimum=Decimal("0.1"),
                  unit_price=Decimal(basket["fabric"][0]), line_total=Decimal(basket["fabric"][1])),
        OrderLine(sku="CRY-SS16-AB", name="Crystals AB ss16 (pack of 100)", quantity=Decimal("2"),
                  minimum=Decimal("1"), unit_price=Decimal(basket["crystals"][0]),
                  line_total=Decimal(basket["crystals"][1])),
    ]
    fields = {
        "number": "DF-000101", "user_id": user_id, "language": language, "currency": basket["currency"],
        "is_paid": False, "payment_method": method, "subtotal": Decimal(basket["subtotal"]),
        "delivery_price": Decimal(basket["delivery"]), "gift_card_amount": Decimal(gift_card_amount),
        "total_price": Decimal(basket["total"]) - Decimal(gift_card_amount),
        "user_info": {**CONTACTS.get(language, CONTACTS["en"]), "phone": "0501234567"},
        "delivery_method": delivery_method, "delivery": details, "lines": lines,
    }
    return Order(**{**fields, **changes})


def only(inbox) -> tuple[str, str, str]:
    """The one message that arrived: its recipient, subject and text (with the line ends it was written with)."""
    [message] = inbox.messages
    return message["To"], message["Subject"], message.get_content().replace("\r\n", "\n")


# What the confirmation of the basket says in each language.
PLACED = {
    "en": {"subject": "Your Dance Fabrics order DF-000101", "greeting": "Hello Emily,",
           "fabric": "1.3 m × £2.50 per 10 cm = £32.50", "crystals": "2 × £4.00 = £8.00", "total": "Total: £42.00",
           "delivery": "Delivery method: Nova Poshta, branch No. 12, Kyiv",
           "reference": "Please use the order number DF-000101 as the payment reference",
           "bank": ("Recipient: FOP Dance Fabrics", f"IBAN: {IBAN}", "Bank: JSC CB PrivatBank",
                    "Amount: £42.00", "Payment reference: DF-000101")},
    "ua": {"subject": "Ваше замовлення DF-000101 у Dance Fabrics", "greeting": "Вітаємо, Олена!",
           "fabric": f"1,3 м × 140,13{NBSP}₴ за 10 см = 1{NBSP}821,69{NBSP}₴",
           "crystals": f"2 × 224,20{NBSP}₴ = 448,40{NBSP}₴",
           "total": f"Разом: 2{NBSP}354,17{NBSP}₴", "delivery": "Спосіб доставки: Нова пошта, поштомат № 3051, Львів",
           "reference": "вкажіть номер замовлення DF-000101 у призначенні платежу",
           "bank": ("Отримувач: FOP Dance Fabrics", f"IBAN: {IBAN}", "Банк: JSC CB PrivatBank",
                    f"Сума: 2{NBSP}354,17{NBSP}₴", "Призначення платежу: DF-000101")},
    "de": {"subject": "Ihre Bestellung DF-000101 bei Dance Fabrics", "greeting": "Hallo Jonas,",
           "fabric": f"1,3 m × 2,95{NBSP}€ pro 10 cm = 38,35{NBSP}€", "crystals": f"2 × 4,72{NBSP}€ = 9,44{NBSP}€",
           "total": f"Gesamtbetrag: 69,03{NBSP}€",
           "delivery": "Lieferart: Internationaler Versand, Lieferadresse: Lindenstraße 5, Berlin, 10969, DE",
           "reference": "die Bestellnummer DF-000101 als Verwendungszweck",
           "bank": ("Empfänger: FOP Dance Fabrics", f"IBAN: {IBAN}", "Bank: JSC CB PrivatBank", f"Betrag: 69,03{NBSP}€",
                    "Verwendungszweck: DF-000101")},
}


@pytest.mark.parametrize("language", ["en", "ua", "de"])
def test_the_confirmation_of_a_bank_transfer_order_arrives_in_the_shoppers_language(app, inbox, language):
    order = make_order(language)
    send_order_placed(order, provider("bank-transfer").start(order))

    to, subject, text = only(inbox)
    expected = PLACED[language]
    assert to == CONTACTS[language]["email"] and subject == expected["subject"]
    assert text.startswith(expected["greeting"] + "\n")
    assert "DF-000101" in text
    assert "Stretch velvet, black" in text and "Crystals AB ss16 (pack of 100)" in text
    assert expected["fabric"] in text and expected["crystals"] in text
    assert expected["total"] in text.splitlines()
    assert expected["delivery"] in text
    for row in expected["bank"]:
        assert f"  {row}" in text.splitlines()
    assert expected["reference"] in text
    assert "+38 (050) 400-70-15" in text and SHOP_EMAIL in text
    assert "/account/order-history" not in text  # a guest has no account to follow it in


def test_a_signed_in_shopper_gets_the_link_to_their_order_history(app, inbox):
    order = make_order("en", method="cash-on-delivery", user_id=7, gift_card_amount="5.00")
    send_order_placed(order, provider("cash-on-delivery").start(order))

    _, _, text = only(inbox)
    assert "http://shop.test/account/order-history" in text
    assert "Gift card: -£5.00" in text.splitlines() and "Total: £37.00" in text.splitlines()
    assert "Payment on delivery: you pay £37.00 when you receive your order." in text
    assert "IBAN" not in text


@pytest.mark.parametrize(("payment", "says"), [
    (PaymentStart("card", AwaitingState.PAID, Decimal("42.00"), "GBP"),
     "Your card payment of £42.00 has gone through. Thank you!"),
    (PaymentStart("card", AwaitingState.AWAITING, Decimal("42.00"), "GBP"),
     "if you did not finish paying on the card payment page"),
    (PaymentStart("gift-card", AwaitingState.PAID, Decimal("0.00"), "GBP"),
     "Your order has been paid in full with a gift card"),
])
def test_the_confirmation_says_what_to_do_about_paying(app, payment, says):
    _, text = order_placed_text(make_order("en", method=payment.method), payment)
    assert says in text


def test_pickup_and_gift_cards_by_e_mail_are_described(app):
    order = make_order("ua", method="cash-on-delivery", delivery=("pickup", {}), delivery_price=Decimal("0.00"))
    _, text = order_placed_text(order, provider("cash-on-delivery").start(order))
    assert ("Спосіб доставки: Самовивіз із нашого магазину — вул. Хрещатик, 12, Київ, 01001, Україна · "
            "Пн–Сб 10:00–19:00") in text
    assert "Доставка: безкоштовно" in text.splitlines()

    card = OrderLine(sku="GIFT-50", name="Gift card £50", quantity=Decimal("1"), minimum=Decimal("1"),
                     unit_price=Decimal("50.00"), line_total=Decimal("50.00"),
                     gift_card={"recipientName": "Anna", "recipientEmail": "anna@example.com", "message": ""})
    cards = make_order("en", delivery=("email", {}), lines=[card], subtotal=Decimal("50.00"),
                       delivery_price=Decimal("0.00"), total_price=Decimal("50.00"))
    _, text = order_placed_text(cards, provider("bank-transfer").start(cards))
    assert "• Gift card £50\n  1 × £50.00 = £50.00\n  Recipient: Anna, anna@example.com" in text
    assert "Delivery method: By e-mail – we send each gift card to its recipient as soon as the order is paid" in text


def test_an_unknown_language_falls_back_to_english(app):
    order = make_order("xx", method="cash-on-delivery")
    subject, text = order_placed_text(order, provider("cash-on-delivery").start(order))
    assert subject == "Your Dance Fabrics order DF-000101" and "Total: £42.00" in text


PAID = {
    "en": ("We have received your payment for order DF-000101", "We have received your payment of £42.00"),
    "ua": ("Оплату замовлення DF-000101 отримано", f"на суму 2{NBSP}354,17{NBSP}₴. Дякуємо!"),
    "de": ("Zahlung für Ihre Bestellung DF-000101 erhalten",
           f"wir haben Ihre Zahlung über 69,03{NBSP}€ für die Bestellung"),
}


@pytest.mark.parametrize("language", ["en", "ua", "de"])
def test_the_payment_received_mail_arrives(app, inbox, language):
    send_payment_received(make_order(language, is_paid=True))

    to, subject, text = only(inbox)
    assert to == CONTACTS[language]["email"]
    assert subject == PAID[language][0] and PAID[language][1] in text and "DF-000101" in text


SENT = {
    "en": ("Your order DF-000101 is on its way", "Delivery method: Nova Poshta, branch No. 12, Kyiv",
           "Nova Poshta will send you a text message"),
    "ua": ("Замовлення DF-000101 вже в дорозі", "Спосіб доставки: Нова пошта, поштомат № 3051, Львів",
           "Нова пошта надішле вам SMS"),
    "de": ("Ihre Bestellung DF-000101 ist unterwegs", "Lieferart: Internationaler Versand, Lieferadresse: "
           "Lindenstraße 5, Berlin, 10969, DE", "Die Post informiert Sie über die Zustellung."),
}


@pytest.mark.parametrize("language", ["en", "ua", "de"])
def test_the_order_sent_mail_arrives_with_the_delivery_and_the_carriers_note(app, inbox, language):
    send_order_sent(make_order(language, is_paid=True, status="Sent"))

    to, subject, text = only(inbox)
    expected_subject, delivery, note = SENT[language]
    assert to == CONTACTS[language]["email"] and subject == expected_subject
    assert delivery in text and note in text


def test_a_pickup_order_is_ready_to_collect(app, inbox):
    send_order_sent(make_order("en", delivery=("pickup", {})))

    _, subject, text = only(inbox)
    assert subject == "Your order DF-000101 is ready for pickup"
    assert "you can collect it from our shop – 12 Khreshchatyk St, Kyiv 01001, Ukraine · Mon–Sat 10:00–19:00" in text


def issued_card(message: str = "Happy birthday! Dance on.", expires: datetime | None = None) -> IssuedCard:
    card = GiftCard(code_hash="0" * 64, last4="NPQR", currency="GBP", initial_amount=Decimal("50.00"),
                    balance=Decimal("50.00"),
                    recipient_name="Anna", recipient_email="anna@example.com", message=message, expires_at=expires)
    return IssuedCard(card, CODE)


GIFT = {
    "en": ("Emily Clarke has sent you a Dance Fabrics gift card", "Hello Anna,",
           "Emily Clarke has sent you a Dance Fabrics gift card worth £50.00", "“Happy birthday! Dance on.”",
           "The card is valid until 12 March 2028.", "enter the code in the 'Gift card' field"),
    "ua": ("Олена Коваль дарує вам подарункову картку Dance Fabrics", "Вітаємо, Anna!",
           f"подарункову картку Dance Fabrics на суму 50,00{NBSP}£", "«Happy birthday! Dance on.»",
           "Картка дійсна до 12 березня 2028 р.", "введіть код у полі «Подарункова картка»"),
    "de": ("Jonas Weber schenkt Ihnen eine Geschenkkarte von Dance Fabrics", "Hallo Anna,",
           f"eine Geschenkkarte von Dance Fabrics über 50,00{NBSP}£", "„Happy birthday! Dance on.“",
           "Die Karte ist bis zum 12. März 2028 gültig.", "im Feld „Geschenkkarte“ ein"),
}


@pytest.mark.parametrize("language", ["en", "ua", "de"])
def test_the_gift_card_mail_carries_the_code_and_the_amount(app, inbox, language):
    buyer = f"{CONTACTS[language]['firstName']} {CONTACTS[language]['lastName']}"
    send_gift_card(issued_card(expires=datetime(2028, 3, 12, 9, 30, tzinfo=UTC)), buyer, language)

    to, subject, text = only(inbox)
    expected_subject, hello, amount, quoted, expiry, how = GIFT[language]
    assert to == "anna@example.com" and subject == expected_subject
    assert text.startswith(hello + "\n")
    assert CODE in [line.strip() for line in text.splitlines()]  # the code on its own line
    assert amount in text and quoted in text and how in text
    assert expiry in text.splitlines()  # a whole line: "р." is not followed by another full stop
    assert text.rstrip().endswith("Dance Fabrics\nhttp://shop.test")


def test_a_gift_card_without_a_message_or_an_end_date_says_neither(app, inbox):
    send_gift_card(issued_card(message=""), "", "en")

    _, subject, text = only(inbox)
    assert subject == "Someone has sent you a Dance Fabrics gift card"
    assert "A message for you" not in text and "valid until" not in text
    assert CODE in [line.strip() for line in text.splitlines()]


def test_a_mail_server_that_is_down_fails_nothing(app, unreachable, caplog):
    order = make_order("en")
    with caplog.at_level(logging.ERROR):
        send_order_placed(order, provider("bank-transfer").start(order))
        send_payment_received(order)
        send_order_sent(order)
        send_gift_card(issued_card(), "Emily Clarke", "en")
    failures = [record for record in caplog.records if record.levelno == logging.ERROR]
    assert len(failures) == 4 and all(record.exc_info for record in failures)


def test_amounts_quantities_and_dates_are_written_as_each_language_writes_them():
    assert format_money(Decimal("1234.50"), "GBP", "en") == "£1,234.50"
    assert format_money(Decimal("1234.50"), "UAH", "ua") == f"1{NBSP}234,50{NBSP}₴"
    assert format_money(Decimal("1234.50"), "EUR", "de") == f"1.234,50{NBSP}€"
    assert format_money(Decimal("-5.00"), "USD", "pl") == f"-5,00{NBSP}$"
    assert format_quantity(Decimal("1.30"), Decimal("0.1"), "en") == "1.3 m"
    assert format_quantity(Decimal("1.30"), Decimal("0.1"), "ru") == "1,3 м"
    assert format_quantity(Decimal("2.00"), Decimal("0.1"), "pl") == "2 m"
    assert format_quantity(Decimal("3.00"), Decimal("1"), "de") == "3"
    moment = datetime(2028, 3, 12, tzinfo=UTC)
    assert [format_date(moment, lang) for lang in ("en", "ua", "pl", "ru", "de")] == [
        "12 March 2028", "12 березня 2028 р.", "12 marca 2028 r.", "12 марта 2028 г.", "12. März 2028"]
