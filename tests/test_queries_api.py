"""POST /api/queries (anyone) and the staff calls that list, re-status and delete call-back queries."""
from __future__ import annotations

import pytest
from sqlalchemy import select

from shop.i18n import registered
from shop.queries import messages
from shop.queries.models import CallbackQuery

VALID = {"name": "Olena", "phone": "+38 (050) 400-70-15", "query": "Do you have ivory chiffon?"}


def test_create_stores_the_fields_and_forces_unprocessed(client, db):
    response = client.post("/api/queries", json={**VALID, "status": "Processed"})
    assert response.status_code == 201
    assert response.json["message"] == "Запит успішно створено!"
    stored = db.session.scalars(select(CallbackQuery)).one()
    assert (stored.name, stored.phone, stored.query) == (VALID["name"], VALID["phone"], VALID["query"])
    assert stored.status == "Unprocessed"
    assert response.json["data"]["status"] == "Unprocessed"
    assert response.json["data"]["_id"] == str(stored.id)


@pytest.mark.parametrize("missing", ["name", "phone", "query"])
def test_every_field_is_required(client, db, missing):
    response = client.post("/api/queries", json={**VALID, missing: "  "})
    assert response.status_code == 400
    assert response.json["message"] == "Please fill in all the fields!"
    assert db.session.scalars(select(CallbackQuery)).first() is None


@pytest.mark.parametrize("phone", ["12345", "0123", "+0123456789", "1234567890123456", "phone"])
def test_invalid_phone_is_refused(client, db, phone):
    response = client.post("/api/queries", json={**VALID, "phone": phone})
    assert response.status_code == 400
    assert response.json["message"] == "Please enter a valid international phone number!"


@pytest.mark.parametrize("phone", ["0504007015", "+380504007015", "1234567", "+44 7700 900123", "(050) 400-70-15"])
def test_local_and_international_phones_are_accepted(client, db, phone):
    assert client.post("/api/queries", json={**VALID, "phone": phone}).status_code == 201


def test_the_rules_apply_in_the_spec_order(client, db):
    # Empty fields are reported before a bad phone.
    response = client.post("/api/queries", json={"name": "", "phone": "12", "query": ""})
    assert response.json["message"] == "Please fill in all the fields!"


@pytest.mark.parametrize(
    ("phone", "expected"),
    [
        ("123456", 400),  # 6 digits
        ("1234567", 201),  # 7 digits, the international minimum
        ("+123456789012345", 201),  # 15 digits, the maximum
        ("+1234567890123456", 400),  # 16 digits
        ("050400701", 400),  # 0 and only 8 digits
        ("05040070155", 400),  # 0 and 10 digits
        ("38+0504007015", 400),  # a plus that is not in front
    ],
)
def test_phone_length_limits(client, db, phone, expected):
    assert client.post("/api/queries", json={**VALID, "phone": phone}).status_code == expected


def test_the_rules_apply_in_the_spec_order_phone_before_length(client, db):
    # A bad phone is reported before anything else about a complete form.
    response = client.post("/api/queries", json={**VALID, "phone": "12", "query": "x" * 2500})
    assert response.json["message"] == "Please enter a valid international phone number!"


@pytest.mark.parametrize("field, length", [("name", 121), ("query", 2001)])
def test_too_long_name_or_question_is_refused_and_not_stored(client, db, field, length):
    response = client.post("/api/queries", json={**VALID, field: "x" * length})
    assert response.status_code == 400
    assert response.json["message"]
    assert response.json["message"] != "Запит успішно створено!"
    assert db.session.scalars(select(CallbackQuery)).first() is None


@pytest.mark.parametrize("field, length", [("name", 120), ("query", 2000)])
def test_longest_allowed_name_and_question_are_stored(client, db, field, length):
    response = client.post("/api/queries", json={**VALID, field: "x" * length})
    assert response.status_code == 201
    assert getattr(db.session.scalars(select(CallbackQuery)).one(), field) == "x" * length


def test_malformed_body_is_a_clear_4xx(client, db):
    response = client.post("/api/queries", data="not json", content_type="application/json")
    assert 400 <= response.status_code < 500
    assert response.json["message"]


def _create(client, **overrides) -> str:
    return client.post("/api/queries", json={**VALID, **overrides}).json["data"]["_id"]


def test_listing_needs_staff(client, auth):
    assert client.get("/api/queries").status_code == 401
    response = client.get("/api/queries", headers=auth())
    assert response.status_code == 403
    assert response.json["message"]


def test_staff_list_is_newest_first_and_filters_by_status(client, auth):
    first, second = _create(client, name="First"), _create(client, name="Second")
    headers = auth(admin=True)
    client.put(f"/api/queries/updateStatus/{first}", json={}, headers=headers)
    listed = client.get("/api/queries", headers=headers).json
    assert [q["name"] for q in listed] == ["Second", "First"]
    processed = client.get("/api/queries?status=Processed", headers=headers).json
    assert [q["_id"] for q in processed] == [first]
    assert client.get("/api/queries?status=Lost", headers=headers).status_code == 400
    assert second


def test_change_toggles_status_and_answers_the_spec_message(client, auth):
    query_id = _create(client)
    headers = auth(admin=True)
    response = client.put(f"/api/queries/updateStatus/{query_id}", json={}, headers=headers)
    assert response.status_code == 200
    assert response.json == {**response.json, "message": "Статус успішно змінено!"}
    assert response.json["data"]["status"] == "Processed"
    again = client.put(f"/api/queries/updateStatus/{query_id}", json={"status": "Unprocessed"}, headers=headers)
    assert again.json["data"]["status"] == "Unprocessed"


def test_change_and_delete_need_staff(client, auth):
    query_id = _create(client)
    assert client.put(f"/api/queries/updateStatus/{query_id}", json={}).status_code == 401
    assert client.delete(f"/api/queries/{query_id}", headers=auth()).status_code == 403


def test_delete_removes_the_query(client, auth, db):
    query_id = _create(client)
    headers = auth(admin=True)
    response = client.delete(f"/api/queries/{query_id}", headers=headers)
    assert response.status_code == 200
    assert response.json["message"] == "Запит успішно видалено!"
    assert db.session.scalars(select(CallbackQuery)).first() is None
    missing = client.delete(f"/api/queries/{query_id}", headers=headers)
    assert missing.status_code == 404
    assert missing.json["message"]


def test_a_token_of_a_deleted_user_is_refused(client, auth, db):
    from shop.accounts.models import User

    headers = auth(admin=True)
    db.session.execute(db.delete(User))
    db.session.commit()
    assert client.get("/api/queries", headers=headers).status_code == 401


def test_call_back_requests_are_rate_limited_per_visitor(tmp_path):
    from shop import create_app
    from shop.extensions import db as _db

    app = create_app({"ENV": "testing", "RATELIMIT_ENABLED": True, "RATELIMIT_STORAGE_URI": "memory://",
                      "SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path / 'limit.db'}"})
    with app.app_context():
        _db.create_all()
        client = app.test_client()
        statuses = [client.post("/api/queries", json=VALID).status_code for _ in range(4)]
        assert statuses == [201, 201, 201, 429]
        limited = client.post("/api/queries", json=VALID)
        assert limited.json["message"]
        _db.session.remove()


def test_a_refusal_names_the_fields_at_fault(client, db):
    empty = client.post("/api/queries", json={"name": "Olena", "phone": " ", "query": ""}).json
    assert empty["message"] == "Please fill in all the fields!"
    assert set(empty["errors"]) == {"phone", "query"}
    phone = client.post("/api/queries", json={**VALID, "phone": "12"}).json
    assert phone["errors"] == {"phone": ["Please enter a valid international phone number!"]}
    long = client.post("/api/queries", json={**VALID, "query": "x" * 2001}).json
    assert long["errors"] == {"query": ["The question must be at most 2000 characters."]}
    assert long["message"] == "The question must be at most 2000 characters."


def test_values_are_stored_without_surrounding_spaces(client, db):
    client.post("/api/queries", json={"name": "  Olena ", "phone": " 0504007015 ", "query": " Ivory? "})
    stored = db.session.scalars(select(CallbackQuery)).one()
    assert (stored.name, stored.phone, stored.query) == ("Olena", "0504007015", "Ivory?")


def test_ids_beyond_any_row_are_not_found(client, db, auth):
    headers = auth(admin=True)
    assert client.delete(f"/api/queries/{2**70}", headers=headers).status_code == 404
    assert client.put(f"/api/queries/updateStatus/{2**70}", json={}, headers=headers).json["message"] == (
        "There is no such query."
    )


def test_a_wrong_method_says_which_are_allowed(client, db):
    response = client.patch("/api/queries")
    assert response.status_code == 405 and response.json["message"]
    assert set(response.headers["Allow"].replace(" ", "").split(",")) >= {"GET", "POST"}


@pytest.mark.parametrize(("accept_language", "message"), [
    ("de", "Bitte füllen Sie alle Felder aus!"),
    ("de-AT,de;q=0.9,en;q=0.5", "Bitte füllen Sie alle Felder aus!"),
    ("uk-UA,uk;q=0.9", "Будь ласка, заповніть усі поля!"),
    ("pl", "Proszę wypełnić wszystkie pola!"),
    ("ru", "Пожалуйста, заполните все поля!"),
    (None, "Please fill in all the fields!"),
])
def test_an_empty_call_back_is_refused_in_the_visitors_language(client, db, accept_language, message):
    headers = {"Accept-Language": accept_language} if accept_language else {}
    response = client.post("/api/queries", json={"name": "", "phone": "", "query": ""}, headers=headers)
    assert response.status_code == 400
    assert response.json == {"message": message, "errors": {field: [message] for field in ("name", "phone", "query")}}
    assert "Accept-Language" in response.vary


def test_the_other_call_back_rules_are_said_in_german_too(client, db, auth):
    german = {"Accept-Language": "de"}
    phone = client.post("/api/queries", json={**VALID, "phone": "12"}, headers=german).json
    assert phone["message"] == "Bitte geben Sie eine gültige internationale Telefonnummer ein!"
    long = client.post("/api/queries", json={**VALID, "name": "x" * 121}, headers=german).json
    assert long == {"message": "Der Name darf höchstens 120 Zeichen lang sein.",
                    "errors": {"name": ["Der Name darf höchstens 120 Zeichen lang sein."]}}
    missing = client.delete(f"/api/queries/{2**70}", headers={**auth(admin=True), **german}).json
    assert missing["message"] == "Diese Anfrage gibt es nicht."


def test_the_success_messages_stay_the_specs_in_every_language(client, db):
    # The clients accept a new query only with exactly this text, whatever language they speak.
    created = client.post("/api/queries", json=VALID, headers={"Accept-Language": "de"})
    assert created.status_code == 201 and created.json["message"] == "Запит успішно створено!"
    spec_texts = {messages.CREATED, messages.DELETED, messages.STATUS_CHANGED}
    constants = {value for name, value in vars(messages).items() if name.isupper() and isinstance(value, str)}
    assert sorted(constants - spec_texts - set(registered())) == []
    assert spec_texts.isdisjoint(registered())
