"""What an abuser or a careless client meets: a body size limit, answers that are never kept by a browser or proxy,
no control characters in one-line text, and the browser features the shop never uses turned off."""
from __future__ import annotations

import io
import os

import pytest
from PIL import Image

from tests.helpers import bearer

SIGNUP = "/api/users/signup"


def test_a_body_over_the_limit_is_a_413_in_the_error_shape_before_it_is_read(client, app):
    limit = app.config["MAX_CONTENT_LENGTH"]
    huge = b'{"email": "a@example.com", "password": "' + b"x" * limit + b'"}'
    answer = client.post(SIGNUP, data=huge, content_type="application/json")
    assert answer.status_code == 413
    assert answer.json["message"] == f"The request is too large: at most {limit // 1024} KB."
    german = client.post(SIGNUP, data=huge, content_type="application/json", headers={"Accept-Language": "de"})
    assert german.json["message"] == f"Die Anfrage ist zu groß: höchstens {limit // 1024} KB."


def test_an_upload_keeps_its_own_larger_limit(client, auth, crystals, app):
    noise = Image.frombytes("RGB", (400, 400), os.urandom(400 * 400 * 3))
    picture = io.BytesIO()
    noise.save(picture, "PNG")
    assert picture.tell() > app.config["MAX_CONTENT_LENGTH"]  # more than any form may send
    answer = client.post(f"/api/admin/products/{crystals.id}/images", headers=auth(admin=True),
                         content_type="multipart/form-data", data={"image": (io.BytesIO(picture.getvalue()), "n.png")})
    assert answer.status_code == 200, answer.json
    assert answer.json["images"][-1].endswith(".webp")


def test_answers_with_a_token_or_personal_data_are_never_stored(client, db):
    signup = client.post(SIGNUP, json={"email": "olena@example.com", "password": "secret123"})
    assert signup.status_code == 201 and signup.headers["Cache-Control"] == "no-store"
    token = signup.json["token"]
    signin = client.post("/api/users/signin", json={"email": "olena@example.com", "password": "secret123"})
    assert signin.headers["Cache-Control"] == "no-store"
    me = client.get("/api/users/me", headers=bearer(token))
    assert me.status_code == 200 and me.headers["Cache-Control"] == "no-store"
    refused = client.post("/api/users/signin", json={"email": "olena@example.com", "password": "wrong-one"})
    assert refused.status_code == 401 and refused.headers["Cache-Control"] == "no-store"
    # The public catalogue keeps saying how long it may be kept.
    feed = client.get("/api/products-feed/new")
    assert feed.status_code == 200 and "no-store" not in feed.headers.get("Cache-Control", "")


def test_the_browser_features_the_shop_never_uses_are_off(client, db):
    for path in ("/", "/api/products-feed/new", "/api/no-such-thing"):
        policy = client.get(path).headers["Permissions-Policy"]
        assert "camera=()" in policy and "geolocation=()" in policy and "microphone=()" in policy


@pytest.mark.parametrize(("path", "body", "field"), [
    (SIGNUP, {"email": "a@example.com", "password": "secret123", "firstName": "Olena\r\nBcc: x@example.com"},
     "firstName"),
    ("/api/queries", {"name": "Olena\n", "phone": "+380504007015", "query": "Call me"}, None),
    ("/api/queries", {"name": "Ol\x00ena", "phone": "+380504007015", "query": "Call me"}, "name"),
    ("/api/queries", {"name": "Olena", "phone": "+38050\n4007015", "query": "Call me"}, "phone"),
])
def test_a_line_of_text_takes_no_control_characters(client, db, path, body, field):
    answer = client.post(path, json=body)
    if field is None:  # surrounding white space, a line break too, is trimmed as ever
        assert answer.status_code in (200, 201), answer.json
        return
    assert answer.status_code == 400, answer.json
    assert answer.json["errors"][field] == ["Please remove the line breaks and control characters from this text."]


def test_text_of_several_lines_keeps_its_lines(client, db):
    answer = client.post("/api/queries", json={"name": "Olena", "phone": "+380504007015",
                                                "query": "Please call me about velvet.\nAfter 18:00 is best."})
    assert answer.status_code == 201, answer.json
    assert client.post("/api/queries", json={"name": "Olena", "phone": "+380504007015",
                                             "query": "Bell \x07 here"}).status_code == 400


def test_a_checkout_contact_name_with_a_line_break_is_refused(client, crystals):
    contact = {"firstName": "Emma\r\nX-Evil: 1", "lastName": "Clarke", "email": "emma@example.com",
               "phone": "+44 7700 900123"}
    answer = client.post("/api/orders", headers={"Idempotency-Key": "a4a3f5b2-95e4-4f59-8a35-1f0e0b2c9d11"}, json={
        "currency": "GBP", "contact": contact, "delivery": {"method": "nova-poshta-branch", "city": "Kyiv",
                                                             "branch": "12"},
        "paymentMethod": "bank-transfer", "lines": [{"sku": crystals.product_id, "quantity": "1"}]})
    assert answer.status_code == 400
    assert "firstName" in str(answer.json["errors"])


def test_forgot_password_does_the_same_work_in_the_request_for_known_and_unknown_addresses(
        app, client, make_user, monkeypatch, tmp_path):
    """The answer's time cannot tell which addresses have an account: for either, the request only queues one job
    (the look-up, the token and the mail are the job's), and the job then mails the one that has an account."""
    from shop import jobs
    from shop.accounts.models import PasswordResetToken
    from shop.extensions import db as _db

    make_user(email="known@example.com")
    monkeypatch.setitem(app.config, "SHOP_JOBS_IMMEDIATE", False)
    monkeypatch.setitem(app.config, "SHOP_JOBS_SQLITE_PATH", str(tmp_path / "jobs.db"))
    jobs.configure(app)
    try:
        for address in ("known@example.com", "nobody@example.com"):
            before = jobs.huey.pending_count()
            assert client.post("/api/users/forgot-password", json={"email": address}).status_code == 200
            assert jobs.huey.pending_count() == before + 1
            assert _db.session.scalar(_db.select(_db.func.count(PasswordResetToken.id))) == 0
    finally:
        jobs.huey.storage.close()
        monkeypatch.undo()
        jobs.configure(app)
