"""Sessions end when they must: a password change ends the account's other sessions (the one it was made in
stays), a password reset ends all of them, and a demoted admin's tokens lose staff rights on their next request."""
from __future__ import annotations

import re
from pathlib import Path

from flask_jwt_extended import create_access_token

from shop.accounts.models import User
from tests.helpers import bearer

PASSWORD = "first-secret"
NEW_PASSWORD = "second-secret"
ENDED = "Your password has been changed, so this session has ended. Please sign in again."
ENDED_UA = "Пароль змінено, тому цей сеанс завершено. Будь ласка, увійдіть знову."
SIGNED_OUT = "You have signed out. Please sign in again."
STAFF_ONLY = "Only shop staff may do this."
WISHLIST = "/api/users/me/wishlist"
LINK = re.compile(r"http://shop\.test/reset-password/(\S+)")


def sign_in(client, email: str, password: str = PASSWORD) -> dict:
    """A session as a browser gets it (each sign-in is a token of its own)."""
    response = client.post("/api/users/signin", json={"email": email, "password": password})
    assert response.status_code == 200, response.get_json()
    return response.get_json()


def works(client, session: dict) -> bool:
    """The session still reaches the account (401 once it has ended)."""
    status = client.get(WISHLIST, headers=bearer(session["token"])).status_code
    assert status in (200, 401), status
    return status == 200


def change_password(client, session: dict, new: str = NEW_PASSWORD, current: str = PASSWORD, user_id=None):
    return client.put(f"/api/users/{user_id or session['_id']}", headers=bearer(session["token"]),
                      json={"password": new, "currentPassword": current})


def reset_by_mail(client, outbox: Path, email: str, password: str) -> None:
    assert client.post("/api/users/forgot-password", json={"email": email}).status_code == 200
    [mail] = sorted(outbox.glob("*.eml"))
    token = LINK.search(mail.read_text()).group(1)
    done = client.post("/api/users/reset-password", json={"token": token, "password": password})
    assert done.status_code == 200, done.get_json()


def test_a_password_change_ends_the_other_sessions_and_keeps_this_one(client, make_user):
    make_user(email="olena@example.com", password=PASSWORD)
    laptop, phone, tablet = (sign_in(client, "olena@example.com") for _ in range(3))
    assert all(works(client, s) for s in (laptop, phone, tablet))

    changed = change_password(client, laptop)
    assert changed.status_code == 200, changed.get_json()

    assert works(client, laptop)
    for ended in (phone, tablet):
        answer = client.get(WISHLIST, headers=bearer(ended["token"]))
        assert answer.status_code == 401 and answer.get_json()["message"] == ENDED
    translated = client.get(WISHLIST, headers={**bearer(phone["token"]), "Accept-Language": "uk"})
    assert translated.status_code == 401 and translated.get_json()["message"] == ENDED_UA
    # The laptop goes on doing what a session does, the new password signs in, the old one does not.
    assert client.put(WISHLIST, headers=bearer(laptop["token"]), json={"ids": []}).status_code == 200
    assert works(client, sign_in(client, "olena@example.com", NEW_PASSWORD))
    refused = client.post("/api/users/signin", json={"email": "olena@example.com", "password": PASSWORD})
    assert refused.status_code == 401


def test_a_second_change_from_another_session_ends_the_first_one(client, make_user):
    make_user(email="olena@example.com", password=PASSWORD)
    laptop = sign_in(client, "olena@example.com")
    assert change_password(client, laptop).status_code == 200
    phone = sign_in(client, "olena@example.com", NEW_PASSWORD)
    assert works(client, laptop) and works(client, phone)

    assert change_password(client, phone, new="third-secret", current=NEW_PASSWORD).status_code == 200
    assert works(client, phone)
    assert not works(client, laptop)


def test_a_refused_change_ends_nothing(client, make_user):
    make_user(email="olena@example.com", password=PASSWORD)
    laptop, phone = sign_in(client, "olena@example.com"), sign_in(client, "olena@example.com")
    wrong = change_password(client, laptop, current="not-the-password")
    assert wrong.status_code == 403
    assert works(client, laptop) and works(client, phone)
    # Changing the name is not changing the password.
    renamed = client.put(f"/api/users/{laptop['_id']}", headers=bearer(laptop["token"]), json={"firstName": "Olena"})
    assert renamed.status_code == 200 and works(client, phone)


def test_a_password_reset_ends_every_session(client, make_user, outbox):
    make_user(email="olena@example.com", password=PASSWORD)
    laptop, phone = sign_in(client, "olena@example.com"), sign_in(client, "olena@example.com")
    other = make_user(email="emma@example.com", password=PASSWORD)
    emma = sign_in(client, other.email)

    reset_by_mail(client, outbox, "olena@example.com", NEW_PASSWORD)

    for ended in (laptop, phone):
        answer = client.get(WISHLIST, headers=bearer(ended["token"]))
        assert answer.status_code == 401 and answer.get_json()["message"] == ENDED
    assert works(client, emma)  # another account's sessions are its own
    assert works(client, sign_in(client, "olena@example.com", NEW_PASSWORD))


def test_staff_setting_a_password_ends_every_session_of_that_account(client, make_user):
    shopper = make_user(email="olena@example.com", password=PASSWORD)
    make_user(email="staff@example.com", password=PASSWORD, admin=True)
    olena, staff = sign_in(client, "olena@example.com"), sign_in(client, "staff@example.com")

    answer = client.put(f"/api/users/{shopper.id}", headers=bearer(staff["token"]), json={"password": NEW_PASSWORD})
    assert answer.status_code == 200, answer.get_json()
    assert not works(client, olena)
    assert works(client, staff)
    assert works(client, sign_in(client, "olena@example.com", NEW_PASSWORD))


def test_log_out_still_says_signed_out(client, make_user):
    make_user(email="olena@example.com", password=PASSWORD)
    session = sign_in(client, "olena@example.com")
    assert client.post("/api/users/logout", headers=bearer(session["token"])).status_code == 200
    answer = client.get(WISHLIST, headers=bearer(session["token"]))
    assert answer.status_code == 401 and answer.get_json()["message"] == SIGNED_OUT


def test_a_token_from_before_session_versions_works_until_the_password_changes(client, app, make_user, outbox):
    """Tokens made before this release carry no version: they are version 0, every account's first."""
    user = make_user(email="olena@example.com", password=PASSWORD)
    with app.test_request_context():
        old_token = create_access_token(identity=str(user.id))  # no User: no "ver" claim, as before
    assert works(client, {"token": old_token})
    reset_by_mail(client, outbox, "olena@example.com", NEW_PASSWORD)
    assert not works(client, {"token": old_token})


def test_a_demoted_admin_loses_staff_rights_on_the_next_request(client, make_user, db):
    demoted = make_user(email="ann@example.com", password=PASSWORD, admin=True)
    make_user(email="boss@example.com", password=PASSWORD, admin=True)
    ann, boss = sign_in(client, "ann@example.com"), sign_in(client, "boss@example.com")
    assert ann["status"] == "adm"
    assert client.get("/api/orders", headers=bearer(ann["token"])).status_code == 200

    answer = client.put(f"/api/users/{demoted.id}", headers=bearer(boss["token"]), json={"status": "user"})
    assert answer.status_code == 200 and answer.get_json()["status"] == "user"

    # The same token, unchanged: the role is read from the account on every request.
    for path in ("/api/orders", "/api/queries", "/api/statistics/"):
        refused = client.get(path, headers=bearer(ann["token"]))
        assert refused.status_code == 403 and refused.get_json()["message"] == STAFF_ONLY, path
    assert client.put(f"/api/users/{demoted.id}", headers=bearer(ann["token"]),
                      json={"status": "adm"}).status_code == 403
    # Still a shopper's session: the account's own pages work.
    assert works(client, ann)
    assert db.session.get(User, demoted.id).status == "user"


def test_an_admin_demoted_on_the_command_line_loses_staff_rights(client, runner, make_user):
    make_user(email="ann@example.com", password=PASSWORD, admin=True)
    make_user(email="boss@example.com", password=PASSWORD, admin=True)
    ann = sign_in(client, "ann@example.com")
    assert client.get("/api/orders", headers=bearer(ann["token"])).status_code == 200

    result = runner.invoke(args=["demote-admin", "ann@example.com"])
    assert result.exit_code == 0, result.output

    # Her sessions end with her rights, as when an owner takes access away in the admin; she signs in as a shopper.
    assert client.get("/api/orders", headers=bearer(ann["token"])).status_code == 401
    assert not works(client, ann)
    again = sign_in(client, "ann@example.com")
    assert again["status"] == "user"
    assert client.get("/api/orders", headers=bearer(again["token"])).status_code == 403


def test_a_password_set_on_the_command_line_ends_the_sessions(client, runner, make_user):
    make_user(email="ann@example.com", password=PASSWORD)
    ann = sign_in(client, "ann@example.com")
    result = runner.invoke(args=["create-admin", "ann@example.com", "--password", NEW_PASSWORD])
    assert result.exit_code == 0, result.output
    assert not works(client, ann)
    assert sign_in(client, "ann@example.com", NEW_PASSWORD)["status"] == "adm"


def test_a_token_whose_subject_is_no_user_id_is_a_401(client, app):
    with app.test_request_context():
        for subject in ("None", "12345678901234567890123", "-1"):
            token = create_access_token(identity=subject)
            answer = client.get("/api/users/me/wishlist", headers=bearer(token))
            assert answer.status_code == 401 and answer.get_json()["message"], (subject, answer.get_data(as_text=True))
