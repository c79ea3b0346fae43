"""The one way the shop sends e-mail (password resets now; orders and gift cards later).

With no SHOP_MAIL_SERVER (the default) every message is written as an .eml file to SHOP_MAIL_OUTBOX
(instance/outbox/) and logged with its links, so `make run` needs no mail server. With a server, real SMTP:
STARTTLS when SHOP_MAIL_USE_TLS, login when SHOP_MAIL_USERNAME is set.
"""
from __future__ import annotations

import logging
import os
import re
import smtplib
import time
import uuid
from email.message import EmailMessage
from email.utils import formatdate, make_msgid

from flask import current_app

log = logging.getLogger(__name__)
_LINK = re.compile(r"https?://\S+")


def send_mail(to: str, subject: str, text: str) -> EmailMessage:
    """Send (or, without a server, keep in the outbox) one plain-text message; returns it."""
    config = current_app.config
    message = EmailMessage()
    message["From"] = config["MAIL_SENDER"]
    message["To"] = to
    message["Subject"] = subject
    message["Date"] = formatdate(localtime=False)
    message["Message-ID"] = make_msgid(domain=config["MAIL_SENDER"].rpartition("@")[2] or None)
    message.set_content(text)
    server = config.get("MAIL_SERVER")
    if not server:
        _keep_in_outbox(message)
        return message
    with smtplib.SMTP(server, int(config.get("MAIL_PORT", 25)), timeout=float(config.get("MAIL_TIMEOUT", 10))) as smtp:
        if config.get("MAIL_USE_TLS"):
            smtp.starttls()
        if config.get("MAIL_USERNAME"):
            smtp.login(config["MAIL_USERNAME"], config.get("MAIL_PASSWORD") or "")
        smtp.send_message(message)
    return message


def _keep_in_outbox(message: EmailMessage) -> None:
    outbox = current_app.config.get("SHOP_MAIL_OUTBOX") or os.path.join(current_app.instance_path, "outbox")
    os.makedirs(outbox, exist_ok=True)
    path = os.path.join(outbox, f"{time.strftime('%Y%m%d-%H%M%S')}-{uuid.uuid4().hex[:8]}.eml")
    with open(path, "wb") as file:
        file.write(bytes(message))
    links = " ".join(_LINK.findall(message.get_content()))
    log.warning("Mail to %s kept in %s (no SHOP_MAIL_SERVER): %s %s", message["To"], path, message["Subject"], links)
