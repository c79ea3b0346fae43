"""A real SMTP server on localhost (aiosmtpd) that keeps every message it receives, for the mail tests."""
from __future__ import annotations

import socket
from collections.abc import Iterator
from contextlib import contextmanager
from email import message_from_bytes, policy
from email.message import EmailMessage

from aiosmtpd.controller import Controller


class Inbox:
    """What arrived, in order, parsed with the modern e-mail policy."""

    def __init__(self):
        self.messages: list[EmailMessage] = []
        self.port = 0

    async def handle_DATA(self, _server, _session, envelope):  # noqa: N802 (aiosmtpd's hook name)
        self.messages.append(message_from_bytes(envelope.content, policy=policy.default))
        return "250 OK"


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@contextmanager
def running_inbox(port: int = 0) -> Iterator[Inbox]:
    """Start the server on ``port`` (a free one by default); stop it afterwards."""
    inbox = Inbox()
    inbox.port = port or _free_port()
    controller = Controller(inbox, hostname="127.0.0.1", port=inbox.port)
    controller.start()
    try:
        yield inbox
    finally:
        controller.stop()
