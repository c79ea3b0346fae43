"""The information pages staff write (GET /api/pages/{slug}, /api/admin/pages): the starting pages show today's texts
in five languages, staff's Markdown comes out sanitised (no script, no javascript: link, no style), a language without
a text shows the English one and says so, the shop's figures are filled in from its settings, only staff (who run
the shop) change a page, and every change is in the audit log. Runs on SQLite and on PostgreSQL."""
from __future__ import annotations

import copy
import re
from html.parser import HTMLParser

import pytest
from sqlalchemy import select

from shop.audit import AuditEntry
from shop.settings.document import DEFAULTS
from tests.test_delivery_zones import set_rate

PAGES = "/api/pages"
ADMIN = "/api/admin/pages"
PREVIEW = "/api/admin/page-preview"
PLACEHOLDERS = "/api/admin/page-placeholders"
HOSTILE = [
    "<script>alert(1)</script>",
    "[click](javascript:alert(1))",
    "[click](JaVaScRiPt:alert(1))",
    "[click](  javascript:alert(1))",
    "![x](javascript:alert(1))",
    "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
    "<img src=x onerror=alert(1)>",
    '<a href="javascript:alert(1)">x</a>',
    "<style>body{display:none}</style>",
    "| a |\n|:-:|\n| b |",  # a centred column: markdown-it writes a style attribute, which must not stay
]


class Markup(HTMLParser):
    """Every tag and attribute of a piece of HTML, as a browser would read them."""

    def __init__(self, html: str) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, dict[str, str]]] = []
        self.feed(html)
        self.close()

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, {name: value or "" for name, value in attrs}))


def assert_harmless(html: str) -> None:
    """No element that runs or styles anything, no event or style attribute, links only to the web, mail, a phone or
    this site."""
    for tag, attributes in Markup(html).tags:
        assert tag not in ("script", "style", "iframe", "object", "embed", "form", "svg"), html
        for name, value in attributes.items():
            assert not name.startswith("on") and name != "style", html
            if name in ("href", "src"):
                assert re.match(r"^(https?:|mailto:|tel:|/|#)", value.strip(), re.IGNORECASE), html


def texts(en: tuple[str, str], **others: tuple[str, str] | None) -> dict:
    return {"en": {"title": en[0], "body": en[1]},
            **{language: ({"title": text[0], "body": text[1]} if text else None) for language, text in others.items()}}


def create(client, staff, slug="size-guide", **changes) -> dict:
    body = {"slug": slug, "translations": texts(("Size guide", "How to **measure**."),
                                                de=("Größentabelle", "So **messen** Sie."))}
    answer = client.post(ADMIN, json={**body, **changes}, headers=staff)
    assert answer.status_code == 201, answer.get_json()
    return answer.get_json()


def audit(db) -> list[AuditEntry]:
    db.session.expire_all()
    return list(db.session.scalars(select(AuditEntry).where(AuditEntry.entity == "page").order_by(AuditEntry.id)))


# ---------------------------------------------------------------- who may


def _calls() -> list[tuple[str, str, dict]]:
    change = {"published": True, "translations": texts(("About", "Hello."))}
    return [
        ("GET", ADMIN, {}),
        ("POST", ADMIN, {"json": {"slug": "new-page", **change}}),
        ("GET", f"{ADMIN}/about", {}),
        ("PUT", f"{ADMIN}/about", {"json": change}),
        ("DELETE", f"{ADMIN}/about", {}),
        ("POST", PREVIEW, {"json": {"body": "Hello"}}),
        ("GET", PLACEHOLDERS, {}),
    ]


@pytest.mark.parametrize(("method", "url", "kwargs"), _calls())
def test_only_staff_who_run_the_shop_read_or_change_pages(client, auth, method, url, kwargs):
    assert client.open(url, method=method, **kwargs).status_code == 401
    assert client.open(url, method=method, headers=auth(), **kwargs).status_code == 403
    assert client.open(url, method=method, headers=auth(role="warehouse"), **kwargs).status_code == 403
    assert client.open(url, method=method, headers=auth(role="manager"), **kwargs).status_code in (200, 201)


# ---------------------------------------------------------------- the starting pages


@pytest.mark.parametrize(("slug", "language", "title", "text"), [
    ("about", "en", "About Dance Fabrics", "<h2>Our story</h2>"),
    ("about", "ua", "Про Dance Fabrics", "<h2>Наша історія</h2>"),
    ("faq", "pl", "Najczęstsze pytania", "Podana cena dotyczy 10 cm"),
    ("payment", "ru", "Оплата", "3-D Secure"),
    ("privacy-policy", "de", "Datenschutzerklärung", "Welche Daten wir erheben"),
    ("delivery", "en", "Delivery", "Nova Poshta branch"),
    ("returns", "ua", "Повернення", "протягом 14 днів"),
])
def test_the_starting_pages_show_todays_texts_in_every_language(client, db, slug, language, title, text):
    answer = client.get(f"{PAGES}/{slug}?lng={language}")
    assert answer.status_code == 200
    page = answer.get_json()
    assert (page["title"], page["language"], page["fallback"], page["updatedAt"]) == (title, language, False, None)
    assert text in page["html"]
    assert [link["path"] for link in page["menu"]] == [
        "/about", "/FAQ", "/payment", "/pages/delivery", "/pages/returns", "/privacy-policy"]


def test_faq_questions_fold_their_answers(client, db):
    html = client.get(f"{PAGES}/faq").get_json()["html"]
    assert ('<details class="faq__item"><summary class="faq__question">How is fabric sold?</summary>\n'
            '<div class="faq__answer"><p>Fabric is sold by length.') in html
    assert html.count("<details") == 13 and html.count("</details>") == 13


def test_public_reads_are_revalidated_and_answer_304_when_unchanged(client, db):
    first = client.get(f"{PAGES}/about")
    assert first.headers["Cache-Control"] == "public, no-cache"
    again = client.get(f"{PAGES}/about", headers={"If-None-Match": first.headers["ETag"]})
    assert again.status_code == 304


@pytest.mark.parametrize("url", [f"{PAGES}/nothing", f"{PAGES}/ABOUT", f"{PAGES}/contact-us"])
def test_a_page_there_is_not_is_404(client, db, url):
    answer = client.get(url, headers={"Accept-Language": "de"})
    assert answer.status_code == 404
    assert answer.get_json()["message"] == "Diese Seite gibt es nicht."


@pytest.mark.parametrize("query", ["lng=xx", "currency=BTC", "lng=" + "a" * 300])
def test_a_language_or_currency_the_shop_does_not_have_is_400(client, db, query):
    assert client.get(f"{PAGES}/about?{query}").status_code == 400


# ---------------------------------------------------------------- placeholders


def test_the_figures_come_from_the_settings(client, app, db, monkeypatch):
    monkeypatch.setitem(app.config, "SHOP_GIFTCARD_MONTHS", 24)
    monkeypatch.setitem(app.config, "SHOP_CALLBACK_RETENTION_MONTHS", 1)
    monkeypatch.setitem(app.config, "SHOP_INACTIVE_ACCOUNT_YEARS", 2)
    monkeypatch.setitem(app.config, "SHOP_INACTIVE_WARNING_DAYS", 21)
    assert "within 24 months." in client.get(f"{PAGES}/faq").get_json()["html"]
    assert "діє 24 місяці," in client.get(f"{PAGES}/faq?lng=ua").get_json()["html"]
    assert "24 Monate lang" in client.get(f"{PAGES}/faq?lng=de").get_json()["html"]
    privacy = client.get(f"{PAGES}/privacy-policy?lng=ru").get_json()["html"]
    assert "Запросы звонка — 1 месяц после" in privacy
    assert "в которую 2 года никто не входил" in privacy and "За 21 день до удаления" in privacy
    english = client.get(f"{PAGES}/privacy-policy").get_json()["html"]
    assert "href=\"mailto:info@dancefabrics.shop\"" in english
    assert "Call-back requests: 1 month after" in english


def test_delivery_prices_are_the_checkouts_in_the_display_currency(client, db, staff):
    put = set_rate(client, staff, "ua", "nova-poshta-branch", "UAH", [(2000, "80"), (None, "120")], "5000")
    assert put.status_code == 200, put.get_json()
    html = client.get(f"{PAGES}/delivery?lng=ua&currency=UAH").get_json()["html"]
    branch = "<li><strong>Відділення Нової пошти</strong> — 80,00&nbsp;₴ · [^<]*5&nbsp;000,00&nbsp;₴</li>"
    assert re.search(branch, html)
    pounds = client.get(f"{PAGES}/delivery").get_json()["html"]
    assert "<li><strong>Nova Poshta branch</strong> — £1.50 · Free for orders from £100.00</li>" in pounds
    assert "<li><strong>Pick up from our shop</strong> — Free</li>" in pounds
    assert "By email" not in pounds  # gift cards' e-mail carries no goods


def test_the_shops_details_follow_a_save_of_the_settings(client, db, staff):
    document = copy.deepcopy(DEFAULTS)
    document.update(tradingName="Lviv *Dance* Supply", email="hello@lvivdance.example")
    assert client.put("/api/admin/settings", json=document, headers=staff).status_code == 200
    about = client.get(f"{PAGES}/about").get_json()
    assert about["title"] == "About Lviv *Dance* Supply"
    assert "<p>Lviv *Dance* Supply began in a small" in about["html"]  # typed as it is, not as Markdown
    returns = client.get(f"{PAGES}/returns").get_json()["html"]
    assert '<a href="mailto:hello@lvivdance.example" rel="noopener noreferrer">hello@lvivdance.example</a>' in returns


# ---------------------------------------------------------------- staff write pages


def test_a_new_page_shows_sanitised_at_its_own_route_and_falls_back_to_english(client, db, staff):
    page = create(client, staff)
    assert (page["path"], page["missing"], page["edited"], page["startingText"]) == (
        "/pages/size-guide", ["ua", "pl", "ru"], True, False)
    german = client.get(f"{PAGES}/size-guide?lng=de").get_json()
    assert (german["title"], german["html"], german["fallback"]) == ("Größentabelle", "<p>So <strong>messen</strong> "
                                                                     "Sie.</p>\n", False)
    polish = client.get(f"{PAGES}/size-guide?lng=pl").get_json()
    assert (polish["title"], polish["language"], polish["requestedLanguage"], polish["fallback"]) == (
        "Size guide", "en", "pl", True)
    assert polish["menu"][-1] == {"slug": "size-guide", "path": "/pages/size-guide", "title": "Size guide"}


def test_staff_markdown_never_puts_a_script_a_style_or_a_javascript_link_on_a_page(client, db, staff):
    """The admin refuses HTML outright; whatever it lets through (a javascript: link is Markdown) is sanitised."""
    create(client, staff, translations=texts(("Links", "Hello")))
    for hostile in HOSTILE:
        answer = client.put(f"{ADMIN}/size-guide", json={"published": True, "translations": texts(("Links", hostile))},
                            headers=staff)
        if answer.status_code == 400:
            assert "HTML" in answer.get_json()["errors"]["translations"]["en"]["body"][0]
            shown = client.post(PREVIEW, json={"body": hostile}, headers=staff).get_json()
            assert shown["problems"] and shown["problems"][0].startswith("Write Markdown here")
            html = shown["html"]
        else:
            assert answer.status_code == 200
            html = client.get(f"{PAGES}/size-guide").get_json()["html"]
        assert_harmless(html)


@pytest.mark.parametrize(("translations", "where", "message"), [
    ({"en": {"title": "", "body": "Text"}}, ["en", "title"], "This field is required."),
    ({"en": {"title": "Title"}}, ["en", "body"], "This field is required."),
    ({"en": {"title": "T" * 161, "body": "Text"}}, ["en", "title"], "At most 160 characters."),
    ({"en": {"title": "T", "body": "x" * 50_001}}, ["en", "body"], "At most 50000 characters."),
    ({"en": {"title": "T", "body": "Hi <b>you</b>"}}, ["en", "body"],
     "Write Markdown here: HTML such as <b> is not allowed."),
    ({"en": {"title": "T", "body": "Valid for {{giftCardYears}}."}}, ["en", "body"],
     "There is no placeholder {{giftCardYears}}."),
    ({"en": {"title": "Prices: {{deliveryPrices}}", "body": "x"}}, ["en", "title"],
     "{{deliveryPrices}} fills in a list, which a title cannot hold."),
    ({"en": {"title": "T\nU", "body": "x"}}, ["en", "title"],
     "Please remove the line breaks and control characters from this text."),
])
def test_a_broken_rule_is_a_400_that_names_the_field(client, db, staff, translations, where, message):
    answer = client.put(f"{ADMIN}/about", json={"published": True, "translations": translations}, headers=staff)
    assert answer.status_code == 400
    errors = answer.get_json()["errors"]["translations"]
    for key in where:
        errors = errors[key]
    assert errors[0].startswith(message)


def test_the_messages_come_in_the_staff_members_language(client, db, staff):
    answer = client.post(ADMIN, json={"slug": "Size Guide", "translations": texts(("T", "x"))},
                         headers={**staff, "Accept-Language": "uk"})
    assert answer.get_json()["errors"]["slug"] == [
        "Використовуйте від 2 до 40 малих латинських літер, цифр і дефісів, наприклад size-guide."]


@pytest.mark.parametrize(("slug", "status"), [("about", 409), ("size-guide", 409), ("new", 409), ("a", 400),
                                              ("-a", 400), ("x" * 41, 400), ("Ab", 400)])
def test_a_slug_is_new_plain_and_not_the_admins(client, db, staff, slug, status):
    create(client, staff)
    answer = client.post(ADMIN, json={"slug": slug, "translations": texts(("T", "x"))}, headers=staff)
    assert answer.status_code == status


def test_the_specs_pages_are_always_shown_the_others_can_be_hidden(client, db, staff):
    hidden = {"published": False, "translations": texts(("About", "x"))}
    answer = client.put(f"{ADMIN}/about", json=hidden, headers=staff)
    assert answer.status_code == 409
    assert answer.get_json()["message"] == "This page has a route of the shop's own, so it is always shown."
    assert client.put(f"{ADMIN}/delivery", json={**hidden, "translations": texts(("Delivery", "x"))},
                      headers=staff).status_code == 200
    assert client.get(f"{PAGES}/delivery").status_code == 404
    assert "/pages/delivery" not in [link["path"] for link in client.get(f"{PAGES}/about").get_json()["menu"]]
    listed = {page["slug"]: page for page in client.get(ADMIN, headers=staff).get_json()}
    assert listed["delivery"]["published"] is False and listed["about"]["alwaysShown"] is True


def test_every_change_is_audited_and_a_starting_page_goes_back_to_its_text(client, db, staff):
    faq = client.get(f"{ADMIN}/faq", headers=staff).get_json()
    german = faq["translations"]["de"]
    assert german["body"].startswith("Antworten auf die Fragen")
    changed = german["body"].replace("Stoffe verkaufen wir als Meterware.", "Stoff verkaufen wir meterweise.")
    translations = {**faq["translations"], "de": {**german, "body": changed}}
    saved = client.put(f"{ADMIN}/faq", json={"published": True, "translations": translations}, headers=staff)
    assert saved.status_code == 200 and saved.get_json()["edited"] is True
    assert "Stoff verkaufen wir meterweise." in client.get(f"{PAGES}/faq?lng=de").get_json()["html"]
    assert client.put(f"{ADMIN}/faq", json={"published": True, "translations": translations},
                      headers=staff).status_code == 200  # the same again changes nothing

    create(client, staff)
    assert client.delete(f"{ADMIN}/size-guide", headers=staff).get_json()["message"] == "The page was deleted."
    assert client.get(f"{PAGES}/size-guide").status_code == 404
    restored = client.delete(f"{ADMIN}/faq", headers=staff)
    assert restored.get_json()["message"] == "The page shows its starting text again."
    assert "Stoffe verkaufen wir als Meterware." in client.get(f"{PAGES}/faq?lng=de").get_json()["html"]

    entries = audit(db)
    assert [(entry.action, entry.entity_id) for entry in entries] == [
        ("update", "faq"), ("create", "size-guide"), ("delete", "size-guide"), ("delete", "faq")]
    update = entries[0]
    assert update.actor_email == "staff@example.com" and update.summary == "Frequently asked questions"
    assert set(update.before) == set(update.after) == {"body_de"}
    assert "meterweise" in update.after["body_de"] and "meterweise" not in update.before["body_de"]
    assert entries[1].after["title_de"] == "Größentabelle" and entries[1].before is None
    listed = client.get("/api/admin/audit?entity=page", headers=staff)
    assert listed.status_code == 200 and len(listed.get_json()) == 4


def test_unknown_pages_are_404_for_staff_too(client, db, staff):
    assert client.get(f"{ADMIN}/nothing", headers=staff).status_code == 404
    assert client.put(f"{ADMIN}/nothing", json={"published": True, "translations": texts(("T", "x"))},
                      headers=staff).status_code == 404
    assert client.delete(f"{ADMIN}/nothing", headers=staff).status_code == 404


def test_the_preview_fills_in_and_sanitises_what_staff_type(client, db, staff, app, monkeypatch):
    monkeypatch.setitem(app.config, "SHOP_GIFTCARD_MONTHS", 12)
    shown = client.post(PREVIEW, json={"language": "de", "title": "{{shopName}}",
                                                   "body": "### Wie lange?\n\n{{giftCardMonths}}, {{nothing}}"},
                        headers={**staff, "Accept-Language": "de"}).get_json()
    assert shown["title"] == "Dance Fabrics"
    assert shown["html"] == ('<details class="faq__item"><summary class="faq__question">Wie lange?</summary>\n'
                             '<div class="faq__answer"><p>12 Monate, {{nothing}}</p>\n</div></details>\n')
    assert shown["problems"] == [
        "Den Platzhalter {{nothing}} gibt es nicht. Verfügbare Platzhalter: " + ", ".join(
            f"{{{{{p['name']}}}}}" for p in client.get(PLACEHOLDERS, headers=staff).get_json()) + "."]


def test_staff_see_what_each_placeholder_is_filled_with(client, db, staff):
    values = {p["name"]: p for p in client.get(f"{PLACEHOLDERS}?lng=ua", headers=staff).get_json()}
    assert values["giftCardMonths"] == {"name": "giftCardMonths", "value": "36 місяців", "block": False}
    assert values["phone"]["value"] == "+38 (050) 400-70-15"
    assert values["deliveryPrices"]["block"] is True and "Відділення Нової пошти" in values["deliveryPrices"]["value"]


# ---------------------------------------------------------------- crawlers


@pytest.fixture()
def built(app):
    from shop.seo.template import templates

    if templates.get(app.config["SHOP_DIST_DIR"]) is None:
        pytest.skip("needs the built UI (npm run build)")


def test_the_server_written_body_is_the_stored_text(client, db, staff, built):
    faq = client.get(f"{ADMIN}/faq", headers=staff).get_json()
    translations = {**faq["translations"], "de": {"title": "Häufige Fragen",
                                                  "body": "Kurz.\n\n### Wie wird Stoff verkauft?\n\nMeterweise."}}
    assert client.put(f"{ADMIN}/faq", json={"published": True, "translations": translations},
                      headers=staff).status_code == 200
    html = client.get("/FAQ?lng=de").get_data(as_text=True)
    assert "<title>Häufige Fragen — Dance Fabrics</title>" in html
    assert re.search(r'<meta name="description" content="Kurz\." ?/?>', html)
    assert ('<div class="prose"><p>Kurz.</p>\n<details class="faq__item"><summary class="faq__question">Wie wird '
            'Stoff verkauft?</summary>') in html
    assert '<a class="chip" href="/pages/delivery?lng=de">Versand</a>' in html
    polish = client.get("/pages/size-guide?lng=pl")
    assert polish.status_code == 404
    create(client, staff)
    polish = client.get("/pages/size-guide?lng=pl").get_data(as_text=True)
    assert '<div class="prose" lang="en"><p>How to <strong>measure</strong>.</p>' in polish
    assert '<link rel="canonical" href="' in polish and "/pages/size-guide?lng=pl" in polish


def test_the_menu_lists_the_shown_pages_in_the_language_asked_for(client, db, staff):
    create(client, staff)
    menu = client.get(f"{PAGES}?lng=de").get_json()
    assert [(link["path"], link["title"]) for link in menu] == [
        ("/about", "Über Dance Fabrics"), ("/FAQ", "Häufige Fragen"), ("/payment", "Zahlung"),
        ("/pages/delivery", "Versand"), ("/pages/returns", "Rücksendungen"),
        ("/privacy-policy", "Datenschutzerklärung"), ("/pages/size-guide", "Größentabelle")]
    assert client.get(f"{PAGES}?lng=xx").status_code == 400


def test_a_language_with_a_title_but_no_text_yet_shows_english_and_keeps_what_was_typed(client, db, staff):
    create(client, staff, translations={"en": {"title": "Size guide", "body": "Measure."},
                                        "de": {"title": "Größentabelle", "body": ""}, "pl": {"title": "", "body": ""}})
    page = client.get(f"{ADMIN}/size-guide", headers=staff).get_json()
    assert page["translations"]["de"] == {"title": "Größentabelle", "body": ""}
    assert page["translations"]["pl"] is None
    assert page["missing"] == ["ua", "pl", "ru", "de"]
    german = client.get(f"{PAGES}/size-guide?lng=de").get_json()
    assert (german["title"], german["fallback"]) == ("Size guide", True)
