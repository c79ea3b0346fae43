"""/api/users: sign-up, sign-in, log-out and account changes, as a client sees them (SPEC 3, 7; GUIDE 3)."""
from __future__ import annotations

import pytest

from shop.accounts.models import User
from tests.helpers import bearer

SIGNUP = "/api/users/signup"
SIGNIN = "/api/users/signin"


def test_sign_up_answers_the_session_object_and_the_token_works(client, db):
    signup = {"email": "  Olena@Example.com ", "password": "secret123", "firstName": "Olena"}
    response = client.post(SIGNUP, json=signup)
    assert response.status_code == 201
    body = response.get_json()
    assert set(body) == {"_id", "email", "token", "status"}
    assert (body["email"], body["status"]) == ("olena@example.com", "user")
    stored = db.session.get(User, int(body["_id"]))
    assert stored.password_hash.startswith("$argon2id$") and "secret123" not in stored.password_hash
    changed = client.put(f"/api/users/{body['_id']}", json={"lastName": "Kovalenko"}, headers=bearer(body["token"]))
    assert changed.status_code == 200 and changed.get_json()["lastName"] == "Kovalenko"


def test_an_email_has_one_account_whatever_its_case(client, db):
    assert client.post(SIGNUP, json={"email": "ann@example.com", "password": "secret123"}).status_code == 201
    again = client.post(SIGNUP, json={"email": "ANN@Example.COM", "password": "other-secret"})
    assert again.status_code == 409
    assert again.get_json() == {
        "message": "An account with this email already exists.",
        "errors": {"email": ["An account with this email already exists."]},
    }
    assert db.session.query(User).count() == 1


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"email": "not-an-address", "password": "secret123"}, "email"),
        ({"email": "a@example.com", "password": "12345"}, "password"),
        ({"email": "a@example.com", "password": "x" * 129}, "password"),
        ({"password": "secret123"}, "email"),
        ({"email": "a@example.com", "password": "secret123", "firstName": "x" * 81}, "firstName"),
    ],
)
def test_a_bad_sign_up_is_refused_per_field_and_stores_nothing(client, db, body, field):
    response = client.post(SIGNUP, json=body)
    assert response.status_code == 400
    assert field in response.get_json()["errors"] and response.get_json()["message"]
    assert db.session.query(User).count() == 0


def test_sign_up_never_makes_staff(client, db):
    body = client.post(SIGNUP, json={"email": "sly@example.com", "password": "secret123", "status": "adm"}).get_json()
    assert body["status"] == "user"


def test_sign_in_succeeds_in_any_case_and_fails_with_one_message(client, make_user):
    make_user(email="olena@example.com", password="secret123")
    ok = client.post(SIGNIN, json={"email": "Olena@example.com", "password": "secret123"})
    assert ok.status_code == 200 and set(ok.get_json()) == {"_id", "email", "token", "status"}
    wrong_password = client.post(SIGNIN, json={"email": "olena@example.com", "password": "wrong-one"})
    no_account = client.post(SIGNIN, json={"email": "nobody@example.com", "password": "secret123"})
    for failed in (wrong_password, no_account):
        assert failed.status_code == 401
        assert failed.get_json()["message"] == "The email or password is incorrect."
        assert "token" not in failed.get_json()


def test_a_token_is_required_and_log_out_revokes_it(client, make_user):
    user = make_user(email="olena@example.com", password="secret123")
    assert client.put(f"/api/users/{user.id}", json={"phone": "050"}).status_code == 401
    token = client.post(SIGNIN, json={"email": "olena@example.com", "password": "secret123"}).get_json()["token"]
    assert client.put(f"/api/users/{user.id}", json={"phone": "0504007015"}, headers=bearer(token)).status_code == 200
    out = client.post("/api/users/logout", headers=bearer(token))
    assert out.status_code == 200 and out.get_json() == {"message": "You have signed out."}
    again = client.put(f"/api/users/{user.id}", json={"phone": "0"}, headers=bearer(token))
    assert again.status_code == 401 and again.get_json()["message"] == "You have signed out. Please sign in again."
    assert client.post("/api/users/logout", headers=bearer(token)).status_code == 401


def test_who_may_change_an_account(client, make_user, auth):
    owner = make_user(email="owner@example.com")
    other_headers = auth(email="other@example.com")
    staff_headers = auth(admin=True)
    assert client.put(f"/api/users/{owner.id}", json={"firstName": "X"}).status_code == 401
    refused = client.put(f"/api/users/{owner.id}", json={"firstName": "X"}, headers=other_headers)
    assert refused.status_code == 403 and refused.get_json()["message"] == "You may change only your own account."
    by_staff = client.put(f"/api/users/{owner.id}", json={"firstName": "Olena", "status": "adm"}, headers=staff_headers)
    assert by_staff.status_code == 200 and by_staff.get_json()["status"] == "adm"
    assert client.put("/api/users/999999", json={"firstName": "X"}, headers=staff_headers).status_code == 404


def test_nobody_changes_their_own_status(client, make_user, db):
    make_user(email="olena@example.com", password="secret123")
    session = client.post(SIGNIN, json={"email": "olena@example.com", "password": "secret123"}).get_json()
    response = client.put(f"/api/users/{session['_id']}", json={"status": "adm"}, headers=bearer(session["token"]))
    assert response.status_code == 403
    assert response.get_json()["errors"] == {"status": ["You cannot change your own status."]}
    assert db.session.get(User, int(session["_id"])).status == "user"


def test_an_older_scrypt_hash_still_signs_in_and_is_upgraded(client, db):
    from werkzeug.security import generate_password_hash

    user = User(email="old@example.com", password_hash=generate_password_hash("secret123", method="scrypt"))
    db.session.add(user)
    db.session.commit()
    assert client.post(SIGNIN, json={"email": "old@example.com", "password": "secret123"}).status_code == 200
    db.session.refresh(user)
    assert user.password_hash.startswith("$argon2id$")


@pytest.fixture()
def limited_app(tmp_path):
    """An app of its own with the limits on, and tight."""
    from shop import create_app
    from shop.extensions import db as _db

    app = create_app({"ENV": "testing", "RATELIMIT_ENABLED": True, "RATELIMIT_STORAGE_URI": "memory://",
                      "SHOP_SIGNIN_RATE": "3 per minute", "SHOP_SIGNUP_RATE": "2 per minute",
                      "SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path / 'limit.db'}"})
    with app.app_context():
        _db.create_all()
        yield app
        _db.session.remove()


def test_a_limited_call_says_its_limit_and_an_unlimited_one_says_none(limited_app):
    """The limit's headers come with the calls that have a limit, and only with them."""
    client = limited_app.test_client()
    first = client.post(SIGNUP, json={"email": "taras@example.com", "password": "secret123"})
    assert first.status_code == 201
    assert int(first.headers["X-RateLimit-Limit"]) > int(first.headers["X-RateLimit-Remaining"]) >= 0
    assert int(first.headers["X-RateLimit-Reset"]) > 0
    client.post(SIGNUP, json={"email": "taras.b@example.com", "password": "secret123"})
    refused = client.post(SIGNUP, json={"email": "taras.c@example.com", "password": "secret123"})
    assert refused.status_code == 429 and int(refused.headers["Retry-After"]) > 0
    listing = client.get("/api/products-feed/?limit=4")
    assert listing.status_code == 200 and not any(name.startswith("X-RateLimit") for name, _ in listing.headers)


def test_sign_in_is_rate_limited_per_account_with_a_clear_429(limited_app):
    client = limited_app.test_client()
    client.post(SIGNUP, json={"email": "olena@example.com", "password": "secret123"})
    for n in range(3):  # the same account from three addresses: the per-account limit counts them all
        address = {"REMOTE_ADDR": f"10.0.0.{n}"}
        client.post(SIGNIN, json={"email": "olena@example.com", "password": "wrong-one"}, environ_base=address)
    limited = client.post(SIGNIN, json={"email": "OLENA@example.com", "password": "secret123"},
                          environ_base={"REMOTE_ADDR": "10.0.0.9"})
    assert limited.status_code == 429
    assert limited.get_json()["message"] and int(limited.headers["Retry-After"]) > 0
    other = client.post(SIGNIN, json={"email": "nobody@example.com", "password": "secret123"},
                        environ_base={"REMOTE_ADDR": "10.0.0.9"})
    assert other.status_code == 401  # another account from that address is not held back


def test_sign_up_is_rate_limited_per_address(limited_app):
    client = limited_app.test_client()
    statuses = [client.post(SIGNUP, json={"email": f"bot{n}@example.com", "password": "secret123"}).status_code
                for n in range(3)]
    assert statuses == [201, 201, 429]
