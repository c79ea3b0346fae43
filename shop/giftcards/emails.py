"""The gift-card e-mail to its recipient, in the buyer's language (its words: the "gift_card" section of
shop/locales/<lng>/mails.json; its amounts, date and greeting written with shop.mail's helpers).

Sending is best effort: a mail server that is down is logged and never fails the payment that issued the card. As
the e-mail is the only place the card's code exists, the card notes how its mail went (shop.giftcards.models.
MailStatus): one that could not be written or sent shows to staff, who send the card again under a new code.
"""
from __future__ import annotations

import logging

from sqlalchemy import select, update

from shop import jobs
from shop.extensions import db
from shop.giftcards.models import GiftCard, MailStatus
from shop.giftcards.service import IssuedCard
from shop.i18n import format_money
from shop.mail import (
    deliver_mail,
    format_date,
    greeting,
    hold_mail,
    language_or_default,
    mail_texts,
    send_mail,
    shop_name,
    shop_url,
)

log = logging.getLogger(__name__)


def gift_card_text(issued: IssuedCard, buyer_name: str, language: str) -> tuple[str, str]:
    """The subject ({buyer}) and body of a card's e-mail ({greeting}, {buyer}, {amount}, {message}, {code},
    {expiry}, {shop_url}: {message} and {expiry} are whole paragraphs, or nothing). With no buyer's name the
    sender is "someone", which reads well at the start of a sentence."""
    language = language_or_default(language)
    words = mail_texts(language)["gift_card"]
    card = issued.card
    # A name is one line: a line break in it (typed at checkout) would make the subject an invalid header.
    buyer = " ".join((buyer_name or "").split()) or words["someone"]
    message = ""
    if (card.message or "").strip():
        quoted = f"{words['quote_open']}{card.message.strip()}{words['quote_close']}".replace("\n", "\n    ")
        message = f"{words['message']}\n\n    {quoted}\n\n"
    expiry = ""
    if card.expires_at is not None:
        # A ua, pl or ru date already ends with the period of "р.", "r.", "г.": those texts add none.
        expiry = words["expiry"].format(date=format_date(card.expires_at, language)) + "\n\n"
    text = words["body"].format(greeting=greeting(" ".join(card.recipient_name.split()), language), buyer=buyer,
                                amount=format_money(card.initial_amount, card.currency, language), message=message,
                                code=issued.code, expiry=expiry, shop_url=shop_url(), shop=shop_name())
    return words["subject"].format(buyer=buyer, shop=shop_name()), text


def send_gift_card(issued: IssuedCard, buyer_name: str, language: str, hold_seconds: float = 0) -> None:
    """E-mail a just-issued card and its code to its recipient (after the commit that issued it; ``hold_seconds``
    later, when staff may still take the payment back: a card voided meanwhile is never mailed); a failure is
    logged and noted on the card, never raised."""
    card_id, last4 = issued.card.id, issued.card.last4
    try:
        subject, text = gift_card_text(issued, buyer_name, language)
        if hold_seconds > 0:
            hold_mail(issued.card.recipient_email, subject, text, hold_seconds, job=deliver_gift_card,
                      card_id=card_id)
        else:
            send_mail(issued.card.recipient_email, subject, text, job=deliver_gift_card, card_id=card_id)
    except Exception:
        log.exception("Could not e-mail gift card *%s to its recipient", last4)
        _note_mail(card_id, MailStatus.FAILED)


def gift_card_subject(buyer_name: str, language: str) -> str:
    """The subject a card's e-mail will have, before the card (and its code) exists: for a preview to staff."""
    words = mail_texts(language_or_default(language))["gift_card"]
    return words["subject"].format(buyer=" ".join((buyer_name or "").split()) or words["someone"], shop=shop_name())


@jobs.task(context=True)
def deliver_gift_card(raw: bytes, card_id: int, summary: str = "", task=None) -> None:
    """The job: deliver_mail, then the card notes that its mail went, or that it failed once no try is left (a
    card voided meanwhile, sent again under a new code, is not mailed any more)."""
    if db.session.scalar(select(GiftCard.voided_at).where(GiftCard.id == card_id)) is not None:
        log.warning("Gift card %s was voided before its mail went: not sent", card_id)
        return
    try:
        deliver_mail.call_local(raw, summary=summary)
    except Exception:
        if task is None or not task.retries:
            _note_mail(card_id, MailStatus.FAILED)
        raise
    _note_mail(card_id, MailStatus.SENT)


def _note_mail(card_id: int, status: str) -> None:
    """The card's mail status, committed on its own (after the transaction that issued the card); a database that
    is away is logged: the mail itself must not be sent twice for it."""
    try:
        db.session.execute(update(GiftCard).where(GiftCard.id == card_id).values(mail_status=status)
                           .execution_options(synchronize_session=False))
        db.session.commit()
    except Exception:
        db.session.rollback()
        log.exception("Could not note gift card %s's mail as %s", card_id, status)
