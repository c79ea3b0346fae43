"""The shopper's e-mails about a return and a refund, in the order's language: the return approved (where to send the
goods, with staff's note), refused (with staff's reason), the goods received, and the money refunded (how much, for
what, how it comes back, and where the credit note is). Written with the order mails' parts (shop.orders.emails) and
the words of shop/locales/<lng>/mails.json; sent by a background job after the commit, best effort."""
from __future__ import annotations

import logging
from decimal import Decimal

from shop.mail import mail_texts, shop_url
from shop.orders import emails
from shop.orders.models import Order, Refund, ReturnRequest, ReturnStatus
from shop.settings import store as shop_settings
from shop.settings.display import address_line

log = logging.getLogger(__name__)

_SECTIONS = {ReturnStatus.APPROVED: "return_approved", ReturnStatus.REJECTED: "return_rejected",
             ReturnStatus.RECEIVED: "return_received"}


def return_step_text(item: ReturnRequest) -> tuple[str, str]:
    """The subject and body of the mail for the return's new status (approved, rejected, received)."""
    order, line = item.line.order, item.line
    language = emails.order_language(order)
    texts = mail_texts(language)
    words = texts[_SECTIONS[item.status]]
    what = {"item": line.name_in(language), "number": order.number,
            "quantity": emails.format_quantity(item.quantity, line.minimum, language)}
    note = texts["returns"]["note"].format(reason=item.staff_reason) if item.staff_reason else ""
    send_back = ""
    if item.status == ReturnStatus.APPROVED:
        send_back = words["send_back"].format(address=address_line(shop_settings.current().shop, language))
    return words["subject"].format(number=order.number), emails.mail_body(
        emails.greeting_of(order, language), words["news"].format(**what), note, send_back,
        emails.footer(order, language))


def refund_made_text(order: Order, refund: Refund) -> tuple[str, str]:
    """The refund mail's subject and body: the amount, the lines and delivery it covers, how the money comes back,
    and for a signed-in shopper where the credit note is."""
    language = emails.order_language(order)
    words = mail_texts(language)["refund_made"]
    lines = {line.id: line for line in order.lines}
    covered = []
    for part in refund.lines or []:
        line = lines.get(int(part["lineId"]))
        if line is not None:
            quantity = emails.format_quantity(Decimal(part["quantity"]), line.minimum, language)
            covered.append(f"• {line.name_in(language)}: {quantity} = "
                           f"{emails.amount_text(order, Decimal(part['amount']), language)}")
    if refund.delivery:
        covered.append("• " + words["delivery"].format(amount=emails.amount_text(order, refund.delivery, language)))
    credit = words["credit_note"].format(link=shop_url("/account/order-history")) if order.user_id else ""
    return words["subject"].format(number=order.number), emails.mail_body(
        emails.greeting_of(order, language),
        words["news"].format(amount=emails.amount_text(order, refund.amount, language), number=order.number),
        "\n".join([words["lines"], *covered]) if covered else "", words["methods"][refund.method], credit,
        emails.footer(order, language))


def send_return_step(item: ReturnRequest) -> None:
    """Tell the shopper their return moved on; a failure is logged, never raised."""
    try:
        emails.send_to_buyer(item.line.order, *return_step_text(item))
    except Exception:
        log.exception("Could not e-mail the return %s step %s", item.id, item.status)


def send_refund_made(order: Order, refund: Refund) -> None:
    """Tell the shopper their money was refunded; a failure is logged, never raised."""
    try:
        emails.send_to_buyer(order, *refund_made_text(order, refund))
    except Exception:
        log.exception("Could not e-mail the refund %s", refund.number)
