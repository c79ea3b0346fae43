"""The whole forgotten-password journey through a real SMTP server: the mail arrives, its link works in Chromium."""
from __future__ import annotations

import re
import uuid

import pytest
from playwright.sync_api import Page, expect

from tests.smtp_inbox import running_inbox

LINK = re.compile(r"(http://127\.0\.0\.1:\d+/reset-password/\S+)")


@pytest.fixture()
def smtp_inbox(live_app, live_server, monkeypatch):
    """The live shop mails through a local aiosmtpd server; its links point at the live server."""
    with running_inbox() as inbox:
        monkeypatch.setitem(live_app.config, "MAIL_SERVER", "127.0.0.1")
        monkeypatch.setitem(live_app.config, "MAIL_PORT", inbox.port)
        monkeypatch.setitem(live_app.config, "SHOP_PUBLIC_URL", live_server)
        yield inbox


def test_a_reset_mail_arrives_by_smtp_and_its_link_sets_a_new_password(page: Page, smtp_inbox):
    email = f"reset-{uuid.uuid4().hex[:10]}@example.com"
    created = page.request.post("/api/users/signup", data={"email": email, "password": "first-secret"})
    assert created.status == 201

    page.goto("/forgot-password?lng=de")
    page.get_by_label("E-Mail").fill(email)
    page.locator("form").get_by_role("button").click()
    expect(page.get_by_role("status")).to_be_visible()
    assert len(smtp_inbox.messages) == 1, "the request is answered after the mail was handed to the SMTP server"
    [message] = smtp_inbox.messages
    assert message["To"] == email
    assert message["Subject"] == "Dance Fabrics: Passwort zurücksetzen"
    link = LINK.search(message.get_content()).group(1)

    page.goto(f"{link}?lng=en")
    page.get_by_label("New password").fill("second-secret")
    page.get_by_label("Confirm password").fill("second-secret")
    page.get_by_role("button", name="Update Password").click()
    expect(page.get_by_text("Password updated successfully! Redirecting...")).to_be_visible()
    expect(page).to_have_url(re.compile(r"/account/authorization$"))

    page.get_by_label("Email").fill(email)
    page.get_by_label("Password", exact=True).fill("second-secret")
    page.locator("form").get_by_role("button").click()
    expect(page).to_have_url(re.compile(r"/account$"))
    assert page.evaluate("JSON.parse(localStorage.getItem('user')).email") == email
    old = page.request.post("/api/users/signin", data={"email": email, "password": "first-secret"})
    assert old.status == 401
