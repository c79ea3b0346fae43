"""Every order and gift-card mail, read in Ukrainian, Polish, Russian and German carry no
English: no fragment of an English text that the language words differently, and the products named as they were
named in the order's language (the invoice: tests/test_orders_api.py)."""
from __future__ import annotations

import re
import string
from datetime import UTC, datetime

import pytest

from shop.giftcards.emails import gift_card_text
from shop.i18n import TRANSLATED
from shop.mail.writing import read_mail_texts
from shop.orders.emails import (
    order_placed_text,
    order_sent_text,
    payment_received_text,
    transfer_cancelled_text,
    transfer_reminder_text,
)
from shop.orders.models import Refund, ReturnRequest
from shop.orders.return_emails import refund_made_text, return_step_text
from shop.payments.providers import AwaitingState, PaymentStart
from tests.test_mail_texts import leaves
from tests.test_order_emails import issued_card, make_order

NAMES = {"en": "Stretch velvet, black", "ua": "Стрейч-оксамит, чорний", "pl": "Welur stretch, czarny",
         "ru": "Стрейч-бархат, чёрный", "de": "Stretchsamt, schwarz"}
BANK = {"recipient": "FOP Dance Fabrics", "iban": "UA213223130000026007233566001", "bankName": "JSC CB PrivatBank",
        "reference": "DF-000101"}
# Words the mails may carry in English in every language: names, not translations.
PROPER = ("Dance Fabrics", "FOP Dance Fabrics", "JSC CB PrivatBank", "IBAN")


def english_fragments(language: str) -> set[str]:
    """The literal pieces (between placeholders and line ends) of every English mail text the language words
    differently, long enough to be words and not a shared name or a unit."""
    english, translated = dict(leaves(read_mail_texts("en"))), dict(leaves(read_mail_texts(language)))
    fragments = set()
    for key, text in english.items():
        if text == translated[key]:
            continue
        for piece in (text if isinstance(text, list) else [text]):
            for literal, *_ in string.Formatter().parse(piece):
                for part in re.split(r"[\n:]", literal or ""):
                    part = part.strip(" ,.–-")
                    if sum(ch.isalpha() for ch in part) >= 8 and part not in PROPER:
                        fragments.add(part)
    return fragments


def order(language: str, method: str = "bank-transfer", delivery=None, **changes):
    placed = make_order(language, method=method, delivery=delivery, created_at=datetime(2028, 3, 1, tzinfo=UTC),
                        **changes)
    for line in placed.lines:
        line.names = {**NAMES} if line.sku == "FAB-VEL-001" else None
    return placed


def mails(language: str, app) -> dict[str, str]:
    """Every mail an order and a gift card send, by name, as subject and body."""
    texts = {}
    for method, status in (("bank-transfer", AwaitingState.AWAITING), ("cash-on-delivery", AwaitingState.ON_DELIVERY),
                           ("card", AwaitingState.PAID), ("card", AwaitingState.AWAITING)):
        placed = order(language, method)
        start = PaymentStart(method=method, status=status, amount=placed.total_price, currency=placed.currency,
                             bank=BANK if method == "bank-transfer" else None)
        texts[f"placed {method} {status}"] = order_placed_text(placed, start)
        if method == "bank-transfer":
            texts["reminder"] = transfer_reminder_text(placed, start, datetime(2028, 3, 12, tzinfo=UTC))
    texts["paid"] = payment_received_text(order(language))
    texts["cancelled"] = transfer_cancelled_text(order(language))
    texts["sent by carrier"] = order_sent_text(order(language))
    texts["ready for pickup"] = order_sent_text(order(language, delivery=("pickup", {})))
    for status, note in (("Approved", "Bitte im Karton."), ("Rejected", "Gewaschen."), ("Received", "")):
        returned = order(language, user_id=7)
        line = returned.lines[0]
        line.order, line.id = returned, 1
        texts[f"return {status}"] = return_step_text(ReturnRequest(line=line, quantity=line.quantity,
                                                                   status=status, staff_reason=note))
    for method in ("liqpay", "manual"):
        refunded = order(language, user_id=7)
        for index, line in enumerate(refunded.lines, start=1):
            line.id = index
        refund = Refund(number="DF-000101-R1", amount=refunded.lines[0].line_total + refunded.delivery_price,
                        delivery=refunded.delivery_price, method=method, lines=[
                            {"lineId": 1, "quantity": "1.3", "amount": f"{refunded.lines[0].line_total:.2f}"}])
        texts[f"refund {method}"] = refund_made_text(refunded, refund)
    texts["gift card"] = gift_card_text(issued_card(expires=datetime(2028, 3, 12, tzinfo=UTC)), "Olena", language)
    return {name: f"{subject}\n{body}" for name, (subject, body) in texts.items()}


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_mail_is_written_in_its_language_through_and_through(app, language):
    fragments = english_fragments(language)
    assert len(fragments) > 60  # the check has something to find
    with app.test_request_context():
        written = mails(language, app)
    for name, text in written.items():
        leaked = sorted(fragment for fragment in fragments if fragment in text)
        assert leaked == [], (language, name, leaked)
        assert NAMES["en"] not in text, (language, name)  # the product as it was named in the order's language
    assert all(NAMES[language] in text for name, text in written.items() if name.startswith("placed"))


def test_the_check_finds_english_left_in_a_mail(app):
    """The check above fails on an English sentence: here, the English mail read against the German texts."""
    with app.test_request_context():
        english = mails("en", app)
    assert any(fragment in english["placed bank-transfer awaiting"] for fragment in english_fragments("de"))
