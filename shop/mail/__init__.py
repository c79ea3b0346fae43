"""The one way the shop sends e-mail: orders, payments, dispatch, gift cards, password resets.

``send_mail`` writes the message in the request (its text is already in the shopper's language) and hands it to a
background job (shop.jobs), so no request waits for the mail server and a server that is down only delays the mail:
the job is tried again with back-off, and one that keeps failing is kept for `flask jobs`.

With no SHOP_MAIL_SERVER (the default) the job writes every message as an .eml file to SHOP_MAIL_OUTBOX
(instance/outbox/) and logs it with its links, so `make run` needs no mail server. With a server, real SMTP:
STARTTLS when SHOP_MAIL_USE_TLS, login when SHOP_MAIL_USERNAME is set. Every mail comes from the shop's e-mail in
the shop settings, under its trading name, unless SHOP_MAIL_SENDER names the address the mail server sends from: then
replies still go to the shop's e-mail (Reply-To).

Every domain writes its mails with the helpers of shop.mail.writing, imported from here: the words of each mail in
each language (shop/locales/<lng>/mails.json) and how each language writes dates and greetings (amounts and numbers:
shop.i18n, as every page writes them), so no domain borrows another's and every mail says them alike.
"""
from __future__ import annotations

import logging
import os
import smtplib
import time
import uuid
from email import message_from_bytes, policy
from email.message import EmailMessage
from email.utils import formataddr, formatdate, make_msgid
from typing import TYPE_CHECKING, Any

from flask import current_app

from shop import jobs, metrics
from shop.mail.writing import (
    format_date,
    greeting,
    language_or_default,
    mail_texts,
    shop_name,
    shop_url,
)
from shop.settings import store as shop_settings

if TYPE_CHECKING:
    from huey.api import TaskWrapper

__all__ = ["compose", "deliver_mail", "format_date", "greeting",
           "hold_mail", "language_or_default", "mail_texts", "send_mail", "shop_name", "shop_url"]

log = logging.getLogger(__name__)


def send_mail(to: str, subject: str, text: str, job: TaskWrapper | None = None, **details: Any) -> EmailMessage:
    """Write one plain-text message and queue it for sending (or, without a server, for the outbox); returns it.
    While the queue itself is unreachable (Redis down) the mail is sent in the request instead.

    ``job`` sends it instead of deliver_mail, with ``details`` as its further keyword arguments: a domain whose mail
    must be followed (a gift card's, which alone holds the card's code) wraps deliver_mail to note how it went."""
    message = compose(to, subject, text)
    _queue(message, f"mail to {to}: {subject}", job or deliver_mail, 0, details)
    return message


def hold_mail(to: str, subject: str, text: str, seconds: float, job: TaskWrapper | None = None,
              **details: Any) -> str | None:
    """send_mail, leaving the queue ``seconds`` from now, so that staff may take back the change it tells of
    meanwhile; returns the queued job's id for jobs.cancel (None when it went at once: no wait, or no queue)."""
    return _queue(compose(to, subject, text), f"mail to {to}: {subject}", job or deliver_mail, seconds, details)


def _queue(message: EmailMessage, summary: str, job: TaskWrapper, seconds: float,
           details: dict[str, Any]) -> str | None:
    try:
        queued = jobs.enqueue(job, bytes(message), summary=summary, after_seconds=seconds, **details)
    except Exception:
        log.exception("The jobs queue is unreachable: the %s is sent in the request", summary)
        job.call_local(bytes(message), summary=summary, **details)
        return None
    return queued if seconds > 0 else None


def compose(to: str, subject: str, text: str) -> EmailMessage:
    """The message as it will be sent: sender, date and Message-ID fixed now, so a retry sends the same mail."""
    shop = shop_settings.current()
    sender = current_app.config.get("MAIL_SENDER") or shop.email
    message = EmailMessage()
    message["From"] = formataddr((shop.trading_name, sender))
    if sender.lower() != shop.email.lower():
        message["Reply-To"] = shop.email
    message["To"] = to
    message["Subject"] = subject
    message["Date"] = formatdate(localtime=False)
    message["Message-ID"] = make_msgid(domain=sender.rpartition("@")[2] or None)
    message.set_content(text)
    return message


@jobs.task()
def deliver_mail(raw: bytes, summary: str = "") -> None:
    """The job: send the message written in the request (an error makes the queue try again later)."""
    message = message_from_bytes(raw, policy=policy.default)
    config = current_app.config
    server = config.get("MAIL_SERVER")
    if not server:
        _keep_in_outbox(message)
        metrics.mail_sent()
        return
    try:
        with smtplib.SMTP(server, int(config.get("MAIL_PORT", 25)),
                          timeout=float(config.get("MAIL_TIMEOUT", 10))) as smtp:
            if config.get("MAIL_USE_TLS"):
                smtp.starttls()
            if config.get("MAIL_USERNAME"):
                smtp.login(config["MAIL_USERNAME"], config.get("MAIL_PASSWORD") or "")
            smtp.send_message(message)
    except Exception:
        metrics.mail_failed()
        raise
    metrics.mail_sent()


def _keep_in_outbox(message: EmailMessage) -> None:
    outbox = current_app.config.get("SHOP_MAIL_OUTBOX") or os.path.join(current_app.instance_path, "outbox")
    os.makedirs(outbox, exist_ok=True)
    path = os.path.join(outbox, f"{time.strftime('%Y%m%d-%H%M%S')}-{uuid.uuid4().hex[:8]}.eml")
    # Readable by the shop's own user only: the files hold reset links and gift-card codes.
    with os.fdopen(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600), "wb") as file:
        file.write(bytes(message))
    # The file holds the mail's links; the log does not: a reset link carries a token that signs its holder in.
    log.warning("Mail to %s kept in %s (no SHOP_MAIL_SERVER): %s", message["To"], path, message["Subject"])
