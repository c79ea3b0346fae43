"""The shop settings staff edit in the admin (GET/PUT /api/admin/settings): only staff read or change them, a broken
rule is a 400 naming the field, every change is audited, and a change shows at once wherever the shop's details
appear: checkout's pickup point, a placed order's mail and its invoice, the structured data and the storefront's page,
and on another worker within its recheck.

The page tests need the built UI (`npm run build`), like tests/test_seo.py."""
from __future__ import annotations

import copy
import io
import json
import re
import uuid

import pytest
from sqlalchemy import select

from shop import create_app
from shop.audit import AuditEntry
from shop.extensions import db as _db
from shop.settings import store
from shop.settings.document import DEFAULTS
from tests.factories import make_product

SETTINGS = "/api/admin/settings"
DEJAVU = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
CONTACT = {"firstName": "Emma", "lastName": "Clarke", "email": "emma@example.com", "phone": "+44 7700 900123"}


def edited(**changes) -> dict:
    """The demo shop's document with some of its parts replaced (``section__field`` for a nested one)."""
    document = copy.deepcopy(DEFAULTS)
    for name, value in changes.items():
        section, _, field = name.partition("__")
        if field:
            document[section][field] = value
        else:
            document[section] = value
    return document


# A shop in Lviv with its own phone, e-mail, bank and pickup point, in the form staff send it.
LVIV = {
    **edited(
        legalName="FOP Melnyk O. V.", tradingName="Lviv Dance Supply", email="Hello@LvivDance.example",
        phone={"display": "+38 (032) 555-01-02", "e164": "+380325550102"},
        bank={"recipient": "FOP Melnyk O. V.", "iban": "ua21 3223 1300 0002 6007 2335 6600 2", "bankName": "Monobank",
              "bic": "unjsuakk", "recipientCode": "3012345678"},
        social={"instagram": "https://www.instagram.com/lvivdance/", "facebook": None, "youtube": "", "tiktok": ""},
    ),
}
LVIV["pickup"] = {
    "street": {"en": "5 Rynok Square", "ua": "пл. Ринок, 5", "pl": "", "ru": None, "de": ""},
    "city": {"en": "Lviv", "ua": "Львів", "pl": "Lwów", "ru": "Львов", "de": "Lemberg"},
    "postcode": "79008", "countryCode": "ua",
    "country": {"en": "Ukraine", "ua": "Україна", "pl": "Ukraina", "ru": "Украина", "de": "Ukraine"},
    "hours": [{"days": ["tue", "mon", "wed", "thu", "fri", "mon"], "opens": "09:00", "closes": "18:00"},
              {"days": ["sat"], "opens": "10:00", "closes": "15:00"}],
    "hoursNote": {"en": "Kyiv time.", "ua": "", "pl": "", "ru": "", "de": ""},
    "note": {"en": "Courtyard, door 2.", "ua": "Подвір’я, двері 2.", "pl": "", "ru": "", "de": ""},
}
LVIV["shop"] = {**LVIV["pickup"], "note": {"en": "", "ua": "", "pl": "", "ru": "", "de": ""}}


# ---------------------------------------------------------------- who may


@pytest.mark.parametrize("method", ["get", "put"])
def test_only_staff_read_or_change_the_settings(client, auth, method):
    call = getattr(client, method)
    body = {"json": DEFAULTS} if method == "put" else {}
    anonymous = call(SETTINGS, **body)
    assert anonymous.status_code == 401 and anonymous.get_json()["message"]
    shopper = call(SETTINGS, headers=auth(), **body)
    assert shopper.status_code == 403 and shopper.get_json()["message"]
    assert _db.session.scalar(select(AuditEntry)) is None  # nothing was changed


def test_staff_read_the_demo_shop_until_they_save(client, staff):
    answer = client.get(SETTINGS, headers=staff)
    assert answer.status_code == 200
    settings = answer.get_json()
    assert settings["phone"] == {"display": "+38 (050) 400-70-15", "e164": "+380504007015"}
    assert settings["email"] == "info@dancefabrics.shop" and settings["tradingName"] == "Dance Fabrics"
    assert settings["shop"]["street"]["en"] == "12 Khreshchatyk St" and settings["shop"]["city"]["ua"] == "Київ"
    assert settings["shop"]["countryCode"] == "UA" and settings["shop"]["postcode"] == "01001"
    assert settings["pickup"]["hours"] == [{"days": ["mon", "tue", "wed", "thu", "fri", "sat"], "opens": "10:00",
                                            "closes": "19:00"}]
    assert settings["bank"]["iban"] == "UA213223130000026007233566001"
    assert all(url.startswith("https://") for url in settings["social"].values())


# ---------------------------------------------------------------- what staff may send


@pytest.mark.parametrize(("document", "field", "message"), [
    (edited(email="info@"), ("email",), "Please enter a valid email address."),
    (edited(email=""), ("email",), "Please enter a valid email address."),
    (edited(tradingName="  "), ("tradingName",), "This field is required."),
    (edited(legalName="x" * 121), ("legalName",), "At most 120 characters."),
    (edited(phone={"display": "call us", "e164": "+380504007015"}), ("phone", "display"),
     "Please enter a valid phone number: 0 and 9 digits, or an international number."),
    (edited(phone={"display": "+38 (050) 400-70-15", "e164": "0504007015"}), ("phone", "e164"),
     "Enter the number in international form: + and 7 to 15 digits, such as +380504007015."),
    (edited(social={**DEFAULTS["social"], "instagram": "http://www.instagram.com/x"}), ("social", "instagram"),
     "Enter a full address starting with https://, such as https://www.instagram.com/dancefabrics.shop/."),
    (edited(social={**DEFAULTS["social"], "tiktok": "javascript:alert(1)"}), ("social", "tiktok"),
     "Enter a full address starting with https://, such as https://www.instagram.com/dancefabrics.shop/."),
    (edited(bank={**DEFAULTS["bank"], "iban": "UA21 PRIVAT"}), ("bank", "iban"),
     "Enter an IBAN: two letters, two check digits and 11 to 30 letters or digits, such as UA21 3223 1300 ..."),
    (edited(bank={**DEFAULTS["bank"], "bic": "PBANUA"}), ("bank", "bic"),
     "Enter a BIC (SWIFT code) of 8 or 11 letters and digits, such as PBANUA2X, or leave it empty."),
    (edited(shop__countryCode="XX"), ("shop", "countryCode"), "Please choose a country from the list."),
    (edited(shop__street={"en": "", "ua": "вул. Хрещатик, 12"}), ("shop", "street", "en"), "This field is required."),
    (edited(pickup__hours=[{"days": [], "opens": "10:00", "closes": "19:00"}]), ("pickup", "hours", "0", "days"),
     "Choose at least one day."),
    (edited(pickup__hours=[{"days": ["mon"], "opens": "25:00", "closes": "19:00"}]), ("pickup", "hours", "0", "opens"),
     "Enter a time as HH:MM, such as 09:30."),
    (edited(pickup__note={"en": "x" * 301}), ("pickup", "note", "en"), "At most 300 characters."),
    ({key: value for key, value in DEFAULTS.items() if key != "bank"}, ("bank",), "This field is required."),
])
def test_a_broken_rule_is_a_400_that_names_the_field(client, staff, document, field, message):
    answer = client.put(SETTINGS, json=document, headers=staff)
    assert answer.status_code == 400
    body = answer.get_json()
    errors = body["errors"]
    for key in field:
        errors = errors[key]
    assert errors == [message] and body["message"]
    assert client.get(SETTINGS, headers=staff).get_json()["email"] == "info@dancefabrics.shop"  # nothing was saved


def test_the_messages_come_in_the_staff_members_language(client, staff):
    answer = client.put(SETTINGS, json=edited(email="info@"), headers={**staff, "Accept-Language": "uk"})
    assert answer.get_json()["errors"]["email"] == ["Будь ласка, введіть правильну адресу електронної пошти."]


def test_a_save_is_kept_normalised_and_audited_with_what_changed(client, staff):
    answer = client.put(SETTINGS, json=LVIV, headers=staff)
    assert answer.status_code == 200, answer.get_json()
    saved = answer.get_json()
    assert saved == client.get(SETTINGS, headers=staff).get_json()
    assert saved["email"] == "hello@lvivdance.example"
    assert saved["bank"]["iban"] == "UA213223130000026007233566002" and saved["bank"]["bic"] == "UNJSUAKK"
    assert saved["pickup"]["countryCode"] == "UA"
    assert saved["pickup"]["hours"][0]["days"] == ["mon", "tue", "wed", "thu", "fri"]  # in the week's order, once
    assert saved["pickup"]["street"] == {"en": "5 Rynok Square", "ua": "пл. Ринок, 5", "pl": "", "ru": "", "de": ""}

    [entry] = _db.session.scalars(select(AuditEntry)).all()
    assert (entry.entity, entry.action, entry.actor_email) == ("settings", "update", "staff@example.com")
    assert entry.before["phone.display"] == "+38 (050) 400-70-15"
    assert entry.after["phone.display"] == "+38 (032) 555-01-02"
    assert "shop.countryCode" not in entry.after  # unchanged fields are not logged
    # The same document again changes nothing, and logs nothing.
    assert client.put(SETTINGS, json=saved, headers=staff).status_code == 200
    assert len(_db.session.scalars(select(AuditEntry)).all()) == 1
    logged = client.get("/api/admin/audit?entity=settings", headers=staff).get_json()
    assert [item["summary"] for item in logged] == ["Lviv Dance Supply"]


# ---------------------------------------------------------------- where the details show


def test_checkout_offers_the_pickup_point_staff_set_in_the_shoppers_language(client, staff):
    before = client.get("/api/orders/checkout-options").get_json()
    assert before["pickupAddress"] == "12 Khreshchatyk St, Kyiv 01001, Ukraine · Mon–Sat 10:00–19:00"
    assert client.put(SETTINGS, json=LVIV, headers=staff).status_code == 200

    options = client.get("/api/orders/checkout-options", headers={"Accept-Language": "uk"}).get_json()
    assert options["pickupAddress"] == "пл. Ринок, 5, Львів, 79008, Україна · Пн–Пт 09:00–18:00; Сб 10:00–15:00"
    assert options["pickup"] == {
        "address": "пл. Ринок, 5, Львів, 79008, Україна",
        "hours": [{"days": "Пн–Пт", "times": "09:00–18:00", "closed": False},
                  {"days": "Сб", "times": "10:00–15:00", "closed": False},
                  {"days": "Нд", "times": "Вихідний", "closed": True}],
        "hoursNote": "Kyiv time.", "note": "Подвір’я, двері 2."}
    german = client.get("/api/orders/checkout-options", headers={"Accept-Language": "de"}).get_json()
    assert german["pickup"]["address"] == "5 Rynok Square, 79008 Lemberg, Ukraine"  # English where none was written
    assert options["bank"] == {"recipient": "FOP Melnyk O. V.", "iban": "UA213223130000026007233566002",
                               "bankName": "Monobank", "bic": "UNJSUAKK", "recipientCode": "3012345678"}


@pytest.fixture()
def lycra(db):
    product = make_product("Matte Lycra", price="2.00", minimum="0.1", stock="10", product_id="LY-1")
    db.session.commit()
    return product


def _place(client, delivery: dict, payment: str = "bank-transfer") -> dict:
    answer = client.post("/api/orders", headers={"Idempotency-Key": str(uuid.uuid4())}, json={
        "currency": "GBP", "contact": CONTACT, "delivery": delivery, "paymentMethod": payment,
        "lines": [{"sku": "LY-1", "quantity": "1.5"}]})
    assert answer.status_code == 201, answer.get_json()
    return answer.get_json()


def test_a_placed_orders_mail_and_invoice_say_the_new_details(client, app, staff, lycra, inbox, jobs_here):
    assert client.put(SETTINGS, json=LVIV, headers=staff).status_code == 200
    order = _place(client, {"method": "pickup"})

    [mail] = inbox.messages
    text = mail.get_content()
    assert mail["From"] == "Lviv Dance Supply <hello@lvivdance.example>"
    assert "Reply-To" not in mail
    assert "call us on +38 (032) 555-01-02 or write to hello@lvivdance.example" in text
    assert "Pickup from our shop – 5 Rynok Square, Lviv 79008, Ukraine · Mon–Fri 09:00–18:00; Sat 10:00–15:00" in text
    assert "IBAN: UA213223130000026007233566002" in text and "BIC (SWIFT): UNJSUAKK" in text
    assert "The Lviv Dance Supply team" in text
    assert "400-70-15" not in text and "dancefabrics.shop" not in text and "Khreshchatyk" not in text

    app.config["SHOP_INVOICE_FONT"] = DEJAVU
    pdf = client.get(f"/api/orders/{order['_id']}/invoice", headers=staff)
    assert pdf.status_code == 200
    from pypdf import PdfReader
    words = " ".join(" ".join(page.extract_text() for page in PdfReader(io.BytesIO(pdf.data)).pages).split())
    for said in ("Lviv Dance Supply", "+38 (032) 555-01-02", "hello@lvivdance.example", "FOP Melnyk O. V.",
                 "5 Rynok Square, Lviv 79008, Ukraine", "IBAN: UA213223130000026007233566002",
                 "BIC (SWIFT): UNJSUAKK", "Recipient's tax code: 3012345678", "Bank: Monobank"):
        assert said in words, (said, words)
    assert "Khreshchatyk" not in words and "400-70-15" not in words


def test_account_mails_name_the_shop_as_its_settings_do(client, staff, make_user, inbox, jobs_here):
    assert client.put(SETTINGS, json=LVIV, headers=staff).status_code == 200
    make_user(email="olena@example.com", password="old-secret")
    for language in ("en", "de"):
        assert client.post("/api/users/forgot-password", json={"email": "olena@example.com"},
                           headers={"Accept-Language": language}).status_code == 200
    english, german = inbox.messages
    assert english["Subject"] == "Reset your Lviv Dance Supply password"
    assert german["Subject"] == "Lviv Dance Supply: Passwort zurücksetzen"
    assert "Ihres Kontos bei Lviv Dance Supply" in german.get_content()
    assert all("Dance Fabrics" not in mail.get_content() for mail in (english, german))


def test_a_mail_server_that_sends_from_its_own_address_keeps_replies_for_the_shop(client, app, lycra, inbox,
                                                                                  monkeypatch, jobs_here):
    monkeypatch.setitem(app.config, "MAIL_SENDER", "robot@mailer.example")
    _place(client, {"method": "nova-poshta-branch", "city": "Kyiv", "branch": "12"}, payment="cash-on-delivery")
    [mail] = inbox.messages
    assert "robot@mailer.example" in mail["From"] and "Dance Fabrics" in mail["From"]
    assert mail["Reply-To"] == "info@dancefabrics.shop"


def _page_json(html: str, element: str) -> dict:
    found = re.search(rf'<script type="application/{re.escape(element)}"[^>]*>(.*?)</script>', html, re.S)
    assert found, element
    return json.loads(found.group(1))


@pytest.fixture()
def built(app):
    import os
    if not os.path.isfile(os.path.join(app.config["SHOP_DIST_DIR"], "index.html")):
        pytest.fail("the UI is not built: run `npm run build` (make ui)")


def test_the_storefront_page_and_its_structured_data_follow_the_settings(client, staff, built):
    page = client.get("/contact-us").get_data(as_text=True)
    shown = _page_json(page, 'json" id="shop-settings')
    assert shown["phone"] == {"display": "+38 (050) 400-70-15", "e164": "+380504007015"}
    assert shown["address"]["ua"]["street"] == "вул. Хрещатик, 12"
    assert shown["address"]["en"]["hours"] == [["Mon–Sat", "10:00–19:00"], ["Sun", "Closed"]]
    assert client.put(SETTINGS, json=LVIV, headers=staff).status_code == 200

    page = client.get("/contact-us").get_data(as_text=True)
    shown = _page_json(page, 'json" id="shop-settings')
    assert shown["name"] == "Lviv Dance Supply" and shown["email"] == "hello@lvivdance.example"
    assert shown["address"]["de"] == {"street": "5 Rynok Square", "town": "79008 Lemberg", "country": "Ukraine",
                                      "line": "5 Rynok Square, 79008 Lemberg, Ukraine",
                                      "hours": [["Mo–Fr", "09:00–18:00"], ["Sa", "10:00–15:00"], ["So", "Geschlossen"]],
                                      "hoursNote": "Kyiv time.", "note": ""}
    assert shown["social"] == [{"id": "instagram", "url": "https://www.instagram.com/lvivdance/"}]
    assert "Lviv Dance Supply" in re.search(r"<title>(.*?)</title>", page).group(1)
    # The body written for crawlers carries the same details, in the page's language.
    german = client.get("/contact-us?lng=de").get_data(as_text=True)
    for said in ('<a href="tel:+380325550102">+38 (032) 555-01-02</a>', "<h2>Adresse</h2>",
                 "<p>5 Rynok Square, 79008 Lemberg, Ukraine</p>", "<li>Mo–Fr: 09:00–18:00</li>",
                 '<a href="mailto:hello@lvivdance.example">'):
        assert said in german, said

    home = client.get("/?lng=ua").get_data(as_text=True)
    graph = _page_json(home, "ld+json")["@graph"]
    [organization] = [node for node in graph if node["@type"] == "Organization"]
    assert organization["name"] == "Lviv Dance Supply" and organization["legalName"] == "FOP Melnyk O. V."
    assert organization["telephone"] == "+380325550102" and organization["email"] == "hello@lvivdance.example"
    assert organization["address"] == {"@type": "PostalAddress", "streetAddress": "пл. Ринок, 5",
                                       "addressLocality": "Львів", "postalCode": "79008", "addressCountry": "UA"}
    assert organization["sameAs"] == ["https://www.instagram.com/lvivdance/"]
    hours = organization["location"]["openingHoursSpecification"]
    assert hours[0] == {"@type": "OpeningHoursSpecification", "opens": "09:00", "closes": "18:00",
                        "dayOfWeek": [f"https://schema.org/{day}" for day in
                                      ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday")]}


# ---------------------------------------------------------------- every worker


def test_another_worker_shows_a_change_at_its_next_check(tmp_path):
    """Two apps on one database file stand for two workers: each keeps the settings, and the one that did not save
    reads the new ones once its recheck has passed (the stamp in the row moved)."""
    url = f"sqlite:///{tmp_path / 'shop.db'}"
    first, second = (create_app({"ENV": "testing", "SQLALCHEMY_DATABASE_URI": url,
                                 "SHOP_CATALOGUE_RECHECK_SECONDS": 3600.0}) for _ in range(2))
    with first.app_context():
        _db.create_all()
        assert store.current().trading_name == "Dance Fabrics"
    with second.app_context():
        store.save(None, edited(tradingName="Second Worker Fabrics"))
        assert store.current().trading_name == "Second Worker Fabrics"  # the saving worker at once
        _db.session.remove()
    with first.app_context():
        assert store.current().trading_name == "Dance Fabrics"  # kept: no query until the recheck is due
        first.config["SHOP_CATALOGUE_RECHECK_SECONDS"] = 0.0
        assert store.current().trading_name == "Second Worker Fabrics"
        _db.session.remove()
    for each in (first, second):
        with each.app_context():
            _db.engine.dispose()


def test_the_ui_tests_show_the_demo_shop_as_the_server_writes_it(app):
    """ui/test/shop-settings.json is the page's JSON of the demo shop, which the UI's tests render with."""
    from pathlib import Path

    from shop.settings.display import storefront_json

    kept = Path(__file__).resolve().parent.parent / "ui" / "test" / "shop-settings.json"
    assert json.loads(kept.read_text(encoding="utf-8")) == json.loads(storefront_json(store.defaults()))
