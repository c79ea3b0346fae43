"""The API's messages in the shopper's language: Accept-Language picks ua, pl, ru or de; anything else is English."""
from __future__ import annotations

import copy
from string import Formatter

import pytest

from shop import validation
from shop.accounts import messages as account_messages
from shop.i18n import TRANSLATED, Message, localise, registered, request_language, say
from shop.orders import messages as order_messages
from tests.factories import make_order
from tests.helpers import bearer

SIGNIN = "/api/users/signin"
SIGNUP = "/api/users/signup"
ME = "/api/users/me"
RETURNS = f"{ME}/returns"
ADDRESS = {"firstName": "Anna", "lastName": "Schmidt", "line1": "Hauptstraße 5", "city": "Berlin",
           "postcode": "10115", "country": "Deutschland"}


@pytest.fixture()
def anna(make_user):
    return make_user(email="anna@example.com")


@pytest.mark.parametrize(("accept_language", "message"), [
    ("uk-UA,uk;q=0.9", "Неправильна адреса електронної пошти або пароль."),
    ("ua", "Неправильна адреса електронної пошти або пароль."),
    ("de", "E-Mail-Adresse oder Passwort ist falsch."),
    ("de-AT, en;q=0.5", "E-Mail-Adresse oder Passwort ist falsch."),
    ("fr-FR, fr;q=0.9, pl;q=0.8", "Nieprawidłowy adres e-mail lub hasło."),  # the first one the shop speaks
    ("de;q=0.3, ru;q=0.8", "Неверный адрес электронной почты или пароль."),  # in q order, not written order
    ("fr", "The email or password is incorrect."),
    ("en-GB,uk;q=0.9", "The email or password is incorrect."),
    ("pl;q=0, *", "The email or password is incorrect."),
    (None, "The email or password is incorrect."),
])
def test_a_wrong_sign_in_is_answered_in_the_shoppers_language(client, anna, accept_language, message):
    headers = {"Accept-Language": accept_language} if accept_language else {}
    response = client.post(SIGNIN, json={"email": "anna@example.com", "password": "wrong-one"}, headers=headers)
    assert response.status_code == 401
    assert response.get_json() == {"message": message, "errors": {}}
    assert "Accept-Language" in response.vary  # a cache must not hand one language's answer to another


def test_sign_up_field_errors_in_polish(client, db):
    response = client.post(SIGNUP, json={"email": "not-an-address", "password": "abc", "firstName": "x" * 81},
                           headers={"Accept-Language": "pl-PL,pl;q=0.9,en;q=0.8"})
    assert response.status_code == 400
    assert response.get_json() == {
        "message": "Proszę podać prawidłowy adres e-mail.",
        "errors": {
            "email": ["Proszę podać prawidłowy adres e-mail."],
            "password": ["Hasło musi mieć co najmniej 6 znaków"],
            "firstName": ["Maksymalna liczba znaków: 80."],
        },
    }


def test_marshmallow_and_webargs_answers_are_translated_too(client, db):
    not_json = client.post(SIGNUP, data="{", content_type="application/json", headers={"Accept-Language": "uk"})
    assert not_json.status_code == 400 and not_json.get_json()["message"] == "Тіло запиту не є коректним JSON."
    wrong_type = client.post(SIGNUP, json={"email": 5, "password": "secret123"}, headers={"Accept-Language": "de"})
    assert wrong_type.get_json()["errors"]["email"] == ["Der Wert muss ein Text sein."]


def test_a_missing_token_is_refused_in_russian(client, db):
    response = client.get(ME, headers={"Accept-Language": "ru-RU,ru;q=0.9"})
    assert response.status_code == 401
    assert response.get_json() == {"message": "Пожалуйста, войдите, чтобы продолжить.", "errors": {}}
    english = client.get(ME)
    assert english.get_json() == {"message": "Please sign in to continue.", "errors": {}}


def test_a_signed_out_token_and_a_shopper_at_a_staff_door(client, anna):
    headers = bearer(anna)
    signed_out = client.post("/api/users/logout", headers={**headers, "Accept-Language": "uk"})
    assert signed_out.status_code == 200 and signed_out.get_json() == {"message": "Ви вийшли з облікового запису."}
    again = client.get(ME, headers={**headers, "Accept-Language": "uk"})
    assert again.status_code == 401
    assert again.get_json()["message"] == "Ви вийшли з облікового запису. Будь ласка, увійдіть знову."
    staff_only = client.get("/api/queries", headers={**bearer(anna), "Accept-Language": "de"})
    assert staff_only.status_code == 403 and staff_only.get_json()["message"] == "Das darf nur das Personal des Shops."


def test_an_address_with_a_bad_country_in_german(client, anna):
    response = client.post(f"{ME}/addresses", json=ADDRESS, headers={**bearer(anna), "Accept-Language": "de-DE"})
    assert response.status_code == 400
    assert response.get_json() == {"message": "Bitte wählen Sie ein Land aus der Liste.",
                                   "errors": {"country": ["Bitte wählen Sie ein Land aus der Liste."]}}


def test_a_full_address_book_says_its_size_in_ukrainian(client, anna):
    headers = bearer(anna)
    for n in range(20):
        client.post(f"{ME}/addresses", json={**ADDRESS, "country": "DE", "line1": f"Weg {n}"}, headers=headers)
    full = client.post(f"{ME}/addresses", json={**ADDRESS, "country": "DE"},
                       headers={**headers, "Accept-Language": "uk"})
    assert full.status_code == 409
    assert full.get_json()["message"] == ("Адресна книга заповнена: у ній може бути щонайбільше 20 адрес. "
                                          "Видаліть одну, щоб додати іншу.")


def test_return_messages_are_translated_with_their_values_filled_in(client, db, anna):
    delivered = make_order(anna, lines=(("Chiffon", "CH-CF-1", "2", "0.1", "1.20"),))
    sent = make_order(anna, status="Sent")
    db.session.commit()
    headers = bearer(anna)
    line = str(delivered.lines[0].id)

    too_much = client.post(RETURNS, json={"lineId": line, "quantity": "2.5", "reason": "faulty"},
                           headers={**headers, "Accept-Language": "uk-UA"})
    in_ukrainian = "Будь ласка, вкажіть кількість для повернення від 0.1 до 2."
    assert too_much.status_code == 409
    assert too_much.get_json() == {"message": in_ukrainian, "errors": {"quantity": [in_ukrainian]}}
    off_step = client.post(RETURNS, json={"lineId": line, "quantity": "0.15", "reason": "faulty"},
                           headers={**headers, "Accept-Language": "pl"})
    assert off_step.get_json()["errors"]["quantity"] == ["Ilość podaje się z krokiem 0.1."]
    english = client.post(RETURNS, json={"lineId": line, "quantity": "2.5", "reason": "faulty"}, headers=headers)
    assert english.get_json()["message"] == "Please ask to return between 0.1 and 2."

    early = client.post(RETURNS, json={"lineId": str(sent.lines[0].id), "quantity": "1", "reason": "faulty"},
                        headers={**headers, "Accept-Language": "de"})
    assert early.status_code == 409  # the order's status is said in German as well
    assert early.get_json()["message"] == ("Nur zugestellte Bestellungen können zurückgesendet werden; "
                                           "Status dieser Bestellung: „Versandt“.")
    bad_reason = client.post(RETURNS, json={"lineId": line, "quantity": "1", "reason": "bored"},
                             headers={**headers, "Accept-Language": "ru"})
    assert bad_reason.get_json()["errors"]["reason"] == [
        "Причина должна быть одной из следующих: wrong-item, faulty, not-as-described, changed-mind, other."]


@pytest.fixture()
def limited_client(tmp_path):
    """An app of its own with the limits on."""
    from shop import create_app
    from shop.extensions import db as _db

    app = create_app({"ENV": "testing", "RATELIMIT_ENABLED": True, "RATELIMIT_STORAGE_URI": "memory://",
                      "SHOP_SIGNIN_RATE": "1 per minute", "SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path / 'l.db'}"})
    with app.app_context():
        _db.create_all()
        yield app.test_client()
        _db.session.remove()


def test_too_many_sign_ins_are_refused_in_the_shoppers_language(limited_client):
    attempt = {"email": "anna@example.com", "password": "wrong-one"}
    assert limited_client.post(SIGNIN, json=attempt).status_code == 401
    limited = limited_client.post(SIGNIN, json=attempt, headers={"Accept-Language": "ru"})
    assert limited.status_code == 429 and int(limited.headers["Retry-After"]) > 0
    assert limited.get_json()["message"] == "Слишком много попыток. Пожалуйста, подождите немного и попробуйте ещё раз."
    assert limited_client.post(SIGNIN, json=attempt).get_json()["message"] == account_messages.TOO_MANY_ATTEMPTS


# ---------------------------------------------------------------- the catalogue of translations


def _placeholders(template: str) -> set[str]:
    return {name for _text, name, _spec, _conversion in Formatter().parse(template) if name is not None}


def test_every_registered_message_has_every_language_with_the_same_placeholders(app):
    translations = registered()
    assert translations
    for template, languages in translations.items():
        assert set(languages) == set(TRANSLATED), template
        for language, translated in languages.items():
            assert translated.strip() and translated != template, (template, language)
            assert _placeholders(translated) == _placeholders(template), (template, language)


@pytest.mark.parametrize("module", [account_messages, order_messages, validation], ids=["accounts", "orders", "fields"])
def test_every_message_of_a_domain_is_registered(app, module):
    constants = {name: value for name, value in vars(module).items() if name.isupper() and isinstance(value, str)}
    assert constants
    missing = sorted(name for name, value in constants.items() if value not in registered())
    assert missing == []


def test_a_message_remembers_its_template_and_values(app):
    message = Message(order_messages.QUANTITY_RANGE, low="0.1", high="2")
    assert message == "Please ask to return between 0.1 and 2." and isinstance(message, str)
    assert (message.template, message.values) == (order_messages.QUANTITY_RANGE, {"low": "0.1", "high": "2"})
    kept = copy.deepcopy(message)
    assert say(kept, "ru") == "Пожалуйста, укажите количество для возврата от 0.1 до 2."
    assert say(account_messages.EMAIL_TAKEN, "pl") == "Konto z tym adresem e-mail już istnieje."
    assert say("Not a message of the shop.", "de") == "Not a message of the shop."
    assert say(message, "en") is message
    nested = {"json": {"email": [validation.EMAIL_INVALID]}, "count": 2}
    assert localise(nested, "de") == {"json": {"email": ["Bitte geben Sie eine gültige E-Mail-Adresse ein."]},
                                      "count": 2}


def test_the_request_language_outside_a_request_and_without_a_header(app):
    assert request_language() == "en"
    with app.test_request_context():
        assert request_language() == "en"
    with app.test_request_context(headers={"Accept-Language": "UK"}):
        assert request_language() == "ua"
