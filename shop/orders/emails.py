"""The shopper's e-mails about an order, in the order's language: the confirmation when it is placed (with what to do
about paying), the payment received, the order sent, and for a bank transfer that does not come, the reminder and the
cancellation (shop.orders.unpaid). Each names the shop and says how to reach it, as the shop settings give them
(shop.settings).

Every amount is the order's own, in its currency, already exact: it is only written here, with shop.mail's helpers
for amounts, dates and greetings. The words are the order sections of shop/locales/<lng>/mails.json: "order" (the
summary, each delivery method and payment method, the footer) and one section per mail. Each mail is written here,
in the request, and sent by a background job (shop.mail, shop.jobs): the order never waits for the mail server, and
a server that is down only delays the mail. Writing it is best effort: a failure is logged and never fails the order.
"""
from __future__ import annotations

import logging
from collections.abc import Mapping
from datetime import datetime
from decimal import Decimal

from shop.i18n import format_money, format_number
from shop.mail import (
    format_date,
    greeting,
    hold_mail,
    language_or_default,
    mail_texts,
    send_mail,
    shop_name,
    shop_url,
)
from shop.money import FRACTIONAL_STEP, step_for
from shop.orders.delivery import METHODS, DeliveryCode
from shop.orders.models import Order, OrderLine
from shop.payments.methods import PaymentMethod
from shop.payments.providers import AwaitingState, PaymentStart
from shop.settings import store as shop_settings
from shop.settings.display import pickup_text

log = logging.getLogger(__name__)

ZERO = Decimal("0")


# ---------------------------------------------------------------- writing the parts

def _language(order: Order) -> str:
    return language_or_default(order.language)


def _amount(order: Order, amount: Decimal | None, language: str) -> str:
    return format_money(amount if amount is not None else ZERO, order.currency, language)


def format_quantity(quantity: Decimal, minimum: Decimal, language: str) -> str:
    """A line's quantity: metres for goods sold by 0.1 ("1.3 m", "1,3 м"), else the count ("2")."""
    places = max(0, -quantity.normalize().as_tuple().exponent)
    number = format_number(quantity, places, language)
    if step_for(minimum) == FRACTIONAL_STEP:
        return f"{number} {_labels(language)['metres']}"
    return number


def _labels(language: str) -> Mapping[str, str]:
    """The words of the order's summary."""
    return mail_texts(language)["order"]["labels"]


def _line(order: Order, line: OrderLine, language: str) -> str:
    words = _labels(language)
    price = _amount(order, line.unit_price, language)
    if step_for(line.minimum) == FRACTIONAL_STEP:
        price = f"{price} {words['per_10cm']}"
    text = (f"• {line.name_in(language)}\n  {format_quantity(line.quantity, line.minimum, language)} × {price} = "
            f"{_amount(order, line.line_total, language)}")
    recipient = line.gift_card or {}
    who = ", ".join(part for part in (recipient.get("recipientName"), recipient.get("recipientEmail")) if part)
    if who:
        text += f"\n  {words['recipient']}: {who}"
    return text


def promotion_label(order: Order, words: Mapping[str, str]) -> str:
    """The discount line's label: "Code SPRING10"."""
    return words["promotion"].format(code=order.promotion_code or "")


def delivery_label(order: Order, words: Mapping[str, str]) -> str:
    """Delivery, or "Delivery (code FREESHIP)" when a code made it free."""
    free_by_code = order.promotion_code and not order.promotion_discount and not order.delivery_price
    return words["promotion_delivery"].format(code=order.promotion_code) if free_by_code else words["delivery"]


def _totals(order: Order, language: str) -> str:
    words = _labels(language)
    delivery = order.delivery_price or ZERO
    rows = [f"{words['subtotal']}: {_amount(order, order.subtotal, language)}"]
    if order.promotion_discount:
        rows.append(f"{promotion_label(order, words)}: {_amount(order, -order.promotion_discount, language)}")
    rows.append(f"{delivery_label(order, words)}: {_amount(order, delivery, language) if delivery else words['free']}")
    if order.gift_card_amount:
        rows.append(f"{words['gift_card']}: {_amount(order, -order.gift_card_amount, language)}")
    rows.append(f"{words['total']}: {_amount(order, order.total_price, language)}")
    return "\n".join(rows)


def delivery_text(order: Order, language: str) -> str:
    """The delivery method and where it goes ({city}, {branch}, {address}: the whole address on one line, {pickup}),
    on one line; an unknown method is only its address, and an order that names none says nothing."""
    details = order.delivery or {}
    address = ", ".join(str(details[key]) for key in ("address", "city", "postcode", "country") if details.get(key))
    template = mail_texts(language)["order"]["delivery"].get(order.delivery_method)
    if template is None:
        return address
    return template.format(city=details.get("city", ""), branch=details.get("branch", ""), address=address,
                           pickup=pickup_text(shop_settings.current(), language))


def _delivery_block(order: Order, language: str) -> str:
    text = delivery_text(order, language)
    return f"{_labels(language)['method']}: {text}" if text else ""


def _payment(order: Order, payment: PaymentStart, language: str) -> str:
    """What happens next about paying, by payment method ({total}; a transfer's {amount}, {recipient}, {iban},
    {bank}, {reference}); "paid" is any other method already paid."""
    texts = mail_texts(language)["order"]["payment"]
    total = format_money(payment.amount, payment.currency, language)
    if payment.method == PaymentMethod.GIFT_CARD:
        return texts[PaymentMethod.GIFT_CARD]
    if payment.method == PaymentMethod.CARD:
        key = PaymentMethod.CARD if payment.status == AwaitingState.PAID else "card-awaiting"
        return texts[key].format(total=total)
    if payment.status == AwaitingState.PAID:
        return texts["paid"]
    if payment.method == PaymentMethod.BANK_TRANSFER:
        bank = payment.bank or {}
        # The BIC and the recipient's tax code, where the shop gives them, go on lines of their own under the bank
        # (a transfer from abroad needs the BIC), in the invoice's words.
        labels = mail_texts(language)["invoice"]
        extra = "".join(f"\n  {labels[key].format(value=bank[field])}"
                        for key, field in (("bic", "bic"), ("recipient_code", "recipientCode")) if bank.get(field))
        return texts[PaymentMethod.BANK_TRANSFER].format(
            amount=total, recipient=bank.get("recipient", ""), iban=bank.get("iban", ""),
            bank=bank.get("bankName", "") + extra, reference=bank.get("reference") or order.number)
    return texts[PaymentMethod.CASH_ON_DELIVERY].format(total=total)


def _footer(order: Order, language: str) -> str:
    """The end of every order e-mail: how to reach the shop, the order history for a signed-in shopper, the
    sign-off."""
    words = mail_texts(language)["order"]["footer"]
    shop = shop_settings.current()
    parts = [words["contact"].format(phone=shop.phone.display, email=shop.email)]
    if order.user_id is not None:
        parts.append(words["account"].format(link=shop_url("/account/order-history")))
    return "\n".join(parts) + "\n\n" + words["sign_off"].format(shop=shop_name())


def _greeting(order: Order, language: str) -> str:
    return greeting((order.user_info or {}).get("firstName"), language)


def _body(*blocks: str) -> str:
    return "\n\n".join(block for block in blocks if block) + "\n"


def _send(order: Order, subject: str, text: str, hold_seconds: float = 0) -> str | None:
    """Queue the mail to the buyer (held ``hold_seconds`` first); the held job's id, or None."""
    address = (order.user_info or {}).get("email", "")
    if not address:  # an order whose buyer deleted their account keeps no address (shop.account_pages.privacy)
        return None
    if hold_seconds > 0:
        return hold_mail(address, subject, text, hold_seconds)
    send_mail(address, subject, text)
    return None


# ---------------------------------------------------------------- the e-mails

def order_placed_text(order: Order, payment: PaymentStart) -> tuple[str, str]:
    """The confirmation's subject and body. A guest types the name the greeting uses, so the thanks say which shop
    is writing: the mail never reads as the name's own."""
    language = _language(order)
    words, labels = mail_texts(language)["order_placed"], _labels(language)
    lines = "\n".join([labels["lines"], *(_line(order, line, language) for line in order.lines)])
    shop = shop_name()
    return words["subject"].format(number=order.number, shop=shop), _body(
        _greeting(order, language), words["thanks"].format(shop=shop), labels["number"].format(number=order.number),
        lines,
        _totals(order, language), _delivery_block(order, language), _payment(order, payment, language),
        _footer(order, language))


def payment_received_text(order: Order) -> tuple[str, str]:
    """The payment-received e-mail's subject and body: the thanks, then what comes next for goods, and for the gift
    cards the order bought."""
    language = _language(order)
    words = mail_texts(language)["payment_received"]
    goods = order.delivery_method != DeliveryCode.EMAIL
    has_cards = any(line.gift_card for line in order.lines)
    next_steps = "\n".join(text for text, wanted in ((words["preparing"], goods), (words["gift_cards"], has_cards))
                           if wanted)
    return words["subject"].format(number=order.number), _body(
        _greeting(order, language),
        words["thanks"].format(number=order.number, total=_amount(order, order.total_price, language)),
        next_steps, _footer(order, language))


def order_sent_text(order: Order) -> tuple[str, str]:
    """The order-sent e-mail's subject and body: on its way, ready for pickup, or gift cards e-mailed."""
    language = _language(order)
    kind = order.delivery_method if order.delivery_method in (DeliveryCode.PICKUP, DeliveryCode.EMAIL) else "carrier"
    words = mail_texts(language)["order_sent"]
    pickup = pickup_text(shop_settings.current(), language)
    delivery = _delivery_block(order, language) if kind == "carrier" else ""
    # With the parcel's tracking number the shopper can follow it; without one, the note says how the carrier keeps
    # them informed.
    note = ""
    if kind == "carrier":
        note = (words["tracking"].format(tracking=order.tracking_number) if order.tracking_number
                else words["carrier_notes"].get(order.delivery_method, ""))
        url = tracking_url(order)
        if url:
            note += "\n" + words["tracking_link"].format(url=url)
    return words[kind]["subject"].format(number=order.number), _body(
        _greeting(order, language), words[kind]["news"].format(number=order.number, pickup=pickup), delivery, note,
        _footer(order, language))


def tracking_url(order: Order) -> str | None:
    """The carrier's page following the order's parcel, in the order's language where the carrier has one."""
    method = METHODS.get(order.delivery_method)
    return method.tracking_url(order.tracking_number, _language(order)) if method is not None else None


def send_order_placed(order: Order, payment: PaymentStart) -> None:
    """The order confirmation with what to do about paying; a failure is logged, never raised."""
    try:
        _send(order, *order_placed_text(order, payment))
    except Exception:
        log.exception("Could not e-mail the confirmation of order %s", order.number)


def send_payment_received(order: Order, hold_seconds: float = 0) -> str | None:
    """Tell the shopper their payment arrived (after ``hold_seconds``: the held job's id); a failure is logged,
    never raised."""
    try:
        return _send(order, *payment_received_text(order), hold_seconds=hold_seconds)
    except Exception:
        log.exception("Could not e-mail the payment receipt of order %s", order.number)
        return None


def send_order_sent(order: Order, hold_seconds: float = 0) -> str | None:
    """Tell the shopper their order left, or is ready for pickup (after ``hold_seconds``: the held job's id); a
    failure is logged, never raised."""
    try:
        return _send(order, *order_sent_text(order), hold_seconds=hold_seconds)
    except Exception:
        log.exception("Could not e-mail that order %s was sent", order.number)
        return None


def transfer_reminder_text(order: Order, payment: PaymentStart, release_on: datetime) -> tuple[str, str]:
    """The reminder's subject and body: the transfer still awaited, the day the goods are released, how to pay, and
    a word for a shopper whose money is already on its way."""
    language = _language(order)
    words = mail_texts(language)["transfer_reminder"]
    return words["subject"].format(number=order.number), _body(
        _greeting(order, language),
        words["reminder"].format(number=order.number, shop=shop_name(), date=format_date(release_on, language)),
        _payment(order, payment, language), words["already_paid"], _footer(order, language))


def transfer_cancelled_text(order: Order) -> tuple[str, str]:
    """The cancellation's subject and body: the transfer never came, the goods are released, a gift card refilled."""
    language = _language(order)
    words = mail_texts(language)["transfer_cancelled"]
    refilled = words["gift_card"].format(amount=_amount(order, order.gift_card_amount, language)) \
        if order.gift_card_amount else ""
    return words["subject"].format(number=order.number), _body(
        _greeting(order, language),
        words["news"].format(number=order.number, shop=shop_name(), date=format_date(order.created_at, language)),
        refilled, words["next_steps"].format(link=shop_url()), _footer(order, language))


def send_transfer_reminder(order: Order, payment: PaymentStart, release_on: datetime) -> None:
    """Remind the shopper that their transfer is awaited; a failure is logged, never raised."""
    try:
        _send(order, *transfer_reminder_text(order, payment, release_on))
    except Exception:
        log.exception("Could not e-mail the payment reminder of order %s", order.number)


def send_transfer_cancelled(order: Order) -> None:
    """Tell the shopper their unpaid order was cancelled; a failure is logged, never raised."""
    try:
        _send(order, *transfer_cancelled_text(order))
    except Exception:
        log.exception("Could not e-mail the cancellation of order %s", order.number)


# ---------------------------------------------------------------- the parts the return and refund mails share
# (shop.orders.return_emails writes its mails with the same greeting, amounts, footer and sending)

order_language = _language
amount_text = _amount
greeting_of = _greeting
footer = _footer
mail_body = _body


def send_to_buyer(order: Order, subject: str, text: str) -> None:
    """Queue the mail to the order's buyer (none when the order keeps no address)."""
    _send(order, subject, text)
