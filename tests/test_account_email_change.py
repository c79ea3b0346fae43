"""Changing one's e-mail address: the current password, a confirmation from the new address, an undo from the old."""
from __future__ import annotations

import re
from datetime import timedelta
from pathlib import Path

import pytest
from sqlalchemy import select

from shop.accounts.models import EmailChange
from shop.models_base import utcnow
from tests.helpers import PASSWORD, bearer, mailed

CONFIRM_LINK = re.compile(r"http://shop\.test/account/confirm-email#(\S+)")
UNDO_LINK = re.compile(r"http://shop\.test/account/undo-email#(\S+)")
CONFIRM = "/api/users/confirm-email"
UNDO = "/api/users/undo-email"


def mail_to(outbox: Path, address: str):
    [message] = [message for message in mailed(outbox) if message["To"] == address]
    return message


def sign_in(client, email: str, password: str = PASSWORD):
    return client.post("/api/users/signin", json={"email": email, "password": password})


@pytest.fixture()
def session(client, olena) -> dict:
    return sign_in(client, "olena@example.com").get_json()


def change(client, session: dict, **body):
    return client.put(f"/api/users/{session['_id']}", json=body, headers=bearer(session["token"]))


@pytest.mark.parametrize(("body", "message"), [
    ({"email": "new@example.com"}, "Please enter your current password to change your e-mail address."),
    ({"email": "new@example.com", "currentPassword": "guess"}, "The current password is incorrect."),
])
def test_a_new_address_needs_the_current_password(client, session, outbox, body, message):
    refused = change(client, session, **body)
    assert refused.status_code == 403
    assert refused.get_json()["errors"] == {"currentPassword": [message]}
    assert mailed(outbox) == []
    assert client.get("/api/users/me", headers=bearer(session["token"])).get_json()["email"] == "olena@example.com"
    # Other changes of one's own account still need no password.
    assert change(client, session, firstName="Olena", email="olena@example.com").status_code == 200


def test_the_new_address_counts_only_once_it_is_confirmed(client, session, outbox, db):
    answer = change(client, session, email="New@Example.com", currentPassword=PASSWORD, firstName="Olena")
    assert answer.status_code == 200
    body = answer.get_json()
    assert (body["email"], body["pendingEmail"], body["firstName"]) == ("olena@example.com", "new@example.com",
                                                                         "Olena")

    confirmation = mail_to(outbox, "new@example.com")
    assert confirmation["Subject"] == "Confirm your new e-mail address for Dance Fabrics"
    token = CONFIRM_LINK.search(confirmation.get_content()).group(1)
    assert len(token) >= 43
    stored = db.session.scalars(select(EmailChange)).one()
    assert token not in (stored.confirm_hash, stored.undo_hash)

    # Until then sign-in and password resets know the old address only.
    assert sign_in(client, "new@example.com").status_code == 401
    assert sign_in(client, "olena@example.com").status_code == 200

    done = client.post(CONFIRM, json={"token": token})
    assert done.status_code == 200
    assert done.get_json() == {"message": "Your new e-mail address is confirmed. Use it to sign in from now on.",
                               "_id": session["_id"], "email": "new@example.com"}
    assert sign_in(client, "new@example.com").status_code == 200
    assert sign_in(client, "olena@example.com").status_code == 401
    me = client.get("/api/users/me", headers=bearer(session["token"])).get_json()
    assert (me["email"], me["pendingEmail"]) == ("new@example.com", None)
    again = client.post(CONFIRM, json={"token": token})
    assert again.status_code == 404 and "token" in again.get_json()["errors"]


def test_the_old_address_is_told_and_its_link_undoes_the_change(client, session, outbox):
    change(client, session, email="thief@example.com", currentPassword=PASSWORD)
    notice = mail_to(outbox, "olena@example.com")
    assert notice["Subject"] == "The e-mail address of your Dance Fabrics account is being changed"
    text = notice.get_content()
    assert "thief@example.com" in text and "7 days" in text
    undo_token = UNDO_LINK.search(text).group(1)
    confirm_token = CONFIRM_LINK.search(mail_to(outbox, "thief@example.com").get_content()).group(1)
    assert client.post(CONFIRM, json={"token": confirm_token}).status_code == 200
    thief = sign_in(client, "thief@example.com").get_json()
    # Whoever moved the account cannot sign a new account up with the old address meanwhile.
    taken = client.post("/api/users/signup", json={"email": "olena@example.com", "password": "another-1"})
    assert taken.status_code == 409

    undone = client.post(UNDO, json={"token": undo_token})
    assert undone.status_code == 200
    assert undone.get_json()["message"].startswith("The change has been undone")
    # Every session of the account has ended, the thief's as well as the owner's.
    for token in (thief["token"], session["token"]):
        assert client.get("/api/users/me", headers=bearer(token)).status_code == 401
    assert sign_in(client, "thief@example.com").status_code == 401
    assert sign_in(client, "olena@example.com").status_code == 200
    assert client.post(UNDO, json={"token": undo_token}).status_code == 404


def test_undo_before_the_confirmation_cancels_the_pending_change(client, session, outbox):
    change(client, session, email="new@example.com", currentPassword=PASSWORD)
    undo_token = UNDO_LINK.search(mail_to(outbox, "olena@example.com").get_content()).group(1)
    confirm_token = CONFIRM_LINK.search(mail_to(outbox, "new@example.com").get_content()).group(1)
    assert client.post(UNDO, json={"token": undo_token}).status_code == 200
    assert client.post(CONFIRM, json={"token": confirm_token}).status_code == 404
    fresh = sign_in(client, "olena@example.com").get_json()
    assert client.get("/api/users/me", headers=bearer(fresh["token"])).get_json()["pendingEmail"] is None


def test_a_later_request_replaces_the_pending_one(client, session, outbox):
    change(client, session, email="first@example.com", currentPassword=PASSWORD)
    change(client, session, email="second@example.com", currentPassword=PASSWORD)
    first = CONFIRM_LINK.search(mail_to(outbox, "first@example.com").get_content()).group(1)
    second = CONFIRM_LINK.search(mail_to(outbox, "second@example.com").get_content()).group(1)
    assert client.post(CONFIRM, json={"token": first}).status_code == 404
    assert client.post(CONFIRM, json={"token": second}).get_json()["email"] == "second@example.com"


def test_links_expire(client, session, outbox, db):
    change(client, session, email="new@example.com", currentPassword=PASSWORD)
    undo_token = UNDO_LINK.search(mail_to(outbox, "olena@example.com").get_content()).group(1)
    confirm_token = CONFIRM_LINK.search(mail_to(outbox, "new@example.com").get_content()).group(1)
    stored = db.session.scalars(select(EmailChange)).one()
    assert timedelta(hours=23) < stored.confirm_expires_at - utcnow() <= timedelta(hours=24)
    assert timedelta(days=6) < stored.undo_expires_at - utcnow() <= timedelta(days=7)
    stored.confirm_expires_at = stored.undo_expires_at = utcnow() - timedelta(seconds=1)
    db.session.commit()
    assert client.post(CONFIRM, json={"token": confirm_token}).status_code == 404
    assert client.post(UNDO, json={"token": undo_token}).status_code == 404


def test_an_address_with_an_account_is_refused_after_the_password(client, session, make_user, outbox):
    make_user(email="other@example.com")
    assert change(client, session, email="other@example.com").status_code == 403
    taken = change(client, session, email="other@example.com", currentPassword=PASSWORD)
    assert taken.status_code == 409 and "email" in taken.get_json()["errors"]
    assert mailed(outbox) == []


def test_the_mails_speak_the_shoppers_language(client, session, outbox):
    client.put(f"/api/users/{session['_id']}", json={"email": "nowy@example.com", "currentPassword": PASSWORD},
               headers={**bearer(session["token"]), "Accept-Language": "pl"})
    assert mail_to(outbox, "nowy@example.com")["Subject"] == "Potwierdź nowy adres e-mail w Dance Fabrics"
    notice = mail_to(outbox, "olena@example.com").get_content()
    assert "7 dni" in notice and "nowy@example.com" in notice
    assert "godziny" in mail_to(outbox, "nowy@example.com").get_content()  # 24 godziny


def test_staff_change_another_address_at_once(client, olena, make_user, outbox):
    staff = make_user(email="staff@example.com", admin=True)
    answer = client.put(f"/api/users/{olena.id}", json={"email": "olena.k@example.com"},
                        headers=bearer(staff))
    assert answer.status_code == 200 and answer.get_json()["email"] == "olena.k@example.com"
    assert sign_in(client, "olena.k@example.com").status_code == 200
    assert mailed(outbox) == []


@pytest.mark.parametrize("token", ["", "x" * 201, "not-a-token"])
def test_bad_tokens_are_refused(client, db, token):
    for path in (CONFIRM, UNDO):
        answer = client.post(path, json={"token": token})
        assert answer.status_code in (400, 404) and "token" in answer.get_json()["errors"]
