"""Forgotten passwords: the mailed single-use link (outbox without a mail server, real SMTP with one)."""
from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import select

from shop.accounts.models import PasswordResetToken
from tests.helpers import mailed
from tests.smtp_inbox import running_inbox

FORGOT = "/api/users/forgot-password"
SENT = "If an account exists for this address, a link to reset its password is on its way."
INVALID = "Invalid or expired reset link"
LINK = re.compile(r"http://shop\.test/reset-password/(\S+)")


def token_in(message) -> str:
    return LINK.search(message.get_content()).group(1)


def test_a_mailed_link_resets_the_password_once(client, make_user, outbox, db):
    make_user(email="olena@example.com", password="old-secret")
    response = client.post(FORGOT, json={"email": "Olena@Example.com"})
    assert response.status_code == 200 and response.get_json() == {"message": SENT}
    [message] = mailed(outbox)
    assert message["To"] == "olena@example.com" and message["Subject"] == "Reset your Dance Fabrics password"
    token = token_in(message)
    assert len(token) >= 43  # 256 random bits, URL-safe
    stored = db.session.scalars(select(PasswordResetToken)).one()
    assert stored.token_hash != token and token not in stored.token_hash

    assert client.get(f"/api/users/reset-password/validate/{token}").status_code == 200
    done = client.post("/api/users/reset-password", json={"token": token, "password": "new-secret"})
    assert done.status_code == 200 and done.get_json() == {"message": "Password updated successfully!"}
    def sign_in(password: str) -> int:
        return client.post("/api/users/signin", json={"email": "olena@example.com", "password": password}).status_code

    assert (sign_in("new-secret"), sign_in("old-secret")) == (200, 401)

    again = client.post("/api/users/reset-password", json={"token": token, "password": "third-secret"})
    assert again.status_code == 404 and again.get_json()["message"] == INVALID
    assert client.get(f"/api/users/reset-password/validate/{token}").get_json()["message"] == INVALID


def test_an_unknown_address_gets_the_same_answer_and_no_mail(client, db, outbox):
    response = client.post(FORGOT, json={"email": "nobody@example.com"})
    assert response.status_code == 200 and response.get_json() == {"message": SENT}
    assert mailed(outbox) == []


def test_a_link_expires_after_its_hour(client, make_user, outbox, db):
    make_user(email="olena@example.com")
    client.post(FORGOT, json={"email": "olena@example.com"})
    token = token_in(mailed(outbox)[0])
    stored = db.session.scalars(select(PasswordResetToken)).one()
    assert timedelta(minutes=59) < stored.expires_at - datetime.now(UTC) <= timedelta(minutes=60)
    stored.expires_at = datetime.now(UTC) - timedelta(seconds=1)
    db.session.commit()
    assert client.get(f"/api/users/reset-password/validate/{token}").status_code == 404
    refused = client.post("/api/users/reset-password", json={"token": token, "password": "new-secret"})
    assert refused.status_code == 404 and refused.get_json()["message"] == INVALID


@pytest.mark.parametrize(
    ("path", "body", "field"),
    [
        (FORGOT, {"email": "not-an-address"}, "email"),
        ("/api/users/reset-password", {"token": "", "password": "new-secret"}, "token"),
        ("/api/users/reset-password", {"token": "abc", "password": "123"}, "password"),
    ],
)
def test_bad_requests_name_the_field(client, db, path, body, field):
    response = client.post(path, json=body)
    assert response.status_code == 400 and field in response.get_json()["errors"]


def test_the_forgot_password_payload_is_the_email_alone(client, db):
    """SPEC section 3: "Forgot-password payload: email" - the API document asks for nothing else."""
    document = client.get("/api/openapi.json").get_json()
    body = document["paths"]["/api/users/forgot-password"]["post"]["requestBody"]["content"]["application/json"]
    assert list(document["components"]["schemas"][body["schema"]["$ref"].rsplit("/", 1)[1]]["properties"]) == ["email"]


@pytest.mark.parametrize(
    ("password", "message"),
    [("", "Password is required"), ("12345", "Password must be at least 6 characters")],
)
def test_a_rejected_new_password_says_the_specs_words_and_keeps_the_link(client, make_user, outbox, db, password,
                                                                         message):
    make_user(email="olena@example.com", password="old-secret")
    client.post(FORGOT, json={"email": "olena@example.com"})
    token = token_in(mailed(outbox)[0])
    refused = client.post("/api/users/reset-password", json={"token": token, "password": password})
    assert refused.status_code == 400
    assert refused.get_json()["errors"] == {"password": [message]}
    assert client.get(f"/api/users/reset-password/validate/{token}").status_code == 200  # the link still works
    done = client.post("/api/users/reset-password", json={"token": token, "password": "new-secret"})
    assert done.status_code == 200


def test_other_languages_keep_their_own_words_for_the_password_rules(client, db):
    answer = client.post("/api/users/reset-password", json={"token": "abc", "password": "123"},
                         headers={"Accept-Language": "pl"})
    assert answer.get_json()["errors"]["password"] == ["Hasło musi mieć co najmniej 6 znaków"]
    answer = client.post("/api/users/reset-password", json={"token": "abc", "password": ""},
                         headers={"Accept-Language": "de"})
    assert answer.get_json()["errors"]["password"] == ["Passwort ist erforderlich"]


def test_an_unknown_token_is_refused(client, db):
    response = client.get("/api/users/reset-password/validate/not-a-token")
    assert response.status_code == 404 and response.get_json()["message"] == INVALID


@pytest.fixture()
def smtp_server(app, monkeypatch):
    with running_inbox() as inbox:
        monkeypatch.setitem(app.config, "MAIL_SERVER", "127.0.0.1")
        monkeypatch.setitem(app.config, "MAIL_PORT", inbox.port)
        monkeypatch.setitem(app.config, "SHOP_PUBLIC_URL", "http://shop.test")
        yield inbox


def test_with_a_mail_server_the_link_goes_by_smtp_in_the_language_the_request_asks_for(client, make_user,
                                                                                       smtp_server):
    make_user(email="olena@example.com")
    asked = client.post(FORGOT, json={"email": "olena@example.com"}, headers={"Accept-Language": "uk-UA,uk;q=0.9"})
    assert asked.status_code == 200
    [message] = smtp_server.messages
    assert message["Subject"] == "Відновлення пароля Dance Fabrics"
    assert "протягом 60 хвилин" in message.get_content()
    assert client.get(f"/api/users/reset-password/validate/{token_in(message)}").status_code == 200


def test_without_a_language_the_mail_speaks_the_accounts(client, make_user, outbox, db):
    user = make_user(email="anna@example.com")
    user.language = "pl"
    db.session.commit()
    client.post(FORGOT, json={"email": "anna@example.com"}, headers={"Accept-Language": "fr-FR"})
    [message] = mailed(outbox)
    assert message["Subject"] == "Zmiana hasła w Dance Fabrics"
