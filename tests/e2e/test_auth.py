"""Sign-in, sign-up, log-out, forgotten and reset passwords, and the wishlist kept on the account, in Chromium.

Every test makes its own account (a fresh address), so none depends on another; the live app sends no mail
anywhere but into a temporary outbox, whose links point at the live server.
"""
from __future__ import annotations

import re
import uuid
from email import message_from_bytes, policy
from pathlib import Path

import pytest
from playwright.sync_api import Locator, Page, expect

from tests.e2e.conftest import DESKTOP
from tests.e2e.helpers import api, serious_violations
from tests.helpers import bearer

PASSWORD = "first-secret"
DEMO_SHOPPER = ("olena.kovalenko@example.com", "shopper-2026")
RED = "rgb(179, 38, 30)"  # --color-danger
GREEN = "rgb(31, 122, 77)"  # --color-success
WRONG_CREDENTIALS = "The email or password is incorrect."
# "An account with this email already exists." as the server says it to a Ukrainian shopper (the UI sends
# Accept-Language).
EMAIL_TAKEN_UA = "Обліковий запис із цією адресою електронної пошти вже існує."
WISHLIST = "/api/users/me/wishlist"


@pytest.fixture()
def outbox(live_app, live_server, tmp_path, monkeypatch) -> Path:
    """Mail goes to a temporary outbox (no SMTP server) and its links point at the live server."""
    monkeypatch.setitem(live_app.config, "MAIL_SERVER", None)
    monkeypatch.setitem(live_app.config, "SHOP_MAIL_OUTBOX", str(tmp_path))
    monkeypatch.setitem(live_app.config, "SHOP_PUBLIC_URL", live_server)
    return tmp_path


def at(path: str) -> re.Pattern[str]:
    """The page's URL is exactly this path (not merely ending with it, as a ?next= can)."""
    return re.compile(rf"^https?://[^/]+{re.escape(path)}$")


def new_email(tag: str) -> str:
    return f"{tag}-{uuid.uuid4().hex[:10]}@example.com"


def sign_up_by_api(page: Page, email: str, password: str = PASSWORD) -> dict:
    response = page.request.post("/api/users/signup", data={"email": email, "password": password})
    assert response.status == 201, response.text()
    return response.json()


def stored_session(page: Page) -> dict | None:
    return page.evaluate("JSON.parse(localStorage.getItem('user'))")


def colour(locator: Locator) -> str:
    return locator.evaluate("element => getComputedStyle(element).color")


def sign_in_button(page: Page) -> Locator:
    return page.get_by_role("main").get_by_role("button", name="Sign in", exact=True)


def fill_sign_in(page: Page, email: str, password: str) -> None:
    page.get_by_label("Email").fill(email)
    page.get_by_label("Password", exact=True).fill(password)


def is_merge(response) -> bool:
    return response.url.endswith(WISHLIST) and response.request.method == "PUT"


def sign_in_through_the_form(page: Page, email: str, password: str) -> None:
    """Signs in and waits until the browser's wishlist has been merged into the account's."""
    page.goto("/account/authorization")
    fill_sign_in(page, email, password)
    with page.expect_response(is_merge) as merged:
        sign_in_button(page).click()
    assert merged.value.status == 200
    expect(page).to_have_url(at("/account"))


def api_ids(page: Page, token: str) -> list[str]:
    """The _ids on the account's wishlist, as the API reports them."""
    response = page.request.get(WISHLIST, headers=bearer(token))
    assert response.ok
    return [product["_id"] for product in response.json()["products"]]


def account_link(page: Page) -> Locator:
    return page.get_by_role("banner").get_by_role("link", name="My account")


def mails_to(outbox: Path, email: str) -> list:
    mails = [message_from_bytes(path.read_bytes(), policy=policy.default) for path in sorted(outbox.glob("*.eml"))]
    return [mail for mail in mails if mail["To"] == email]


def test_sign_up_starts_a_session_and_lands_on_the_account(any_page: Page):
    page = any_page
    email = new_email("signup")
    page.goto("/account/registration")
    expect(page.get_by_role("heading", name="Create an account", level=1)).to_be_visible()
    privacy = page.get_by_role("link", name=re.compile(r"^Privacy Policy"))
    expect(privacy).to_have_attribute("href", "/privacy-policy")

    create = page.get_by_role("button", name="Create account")
    create.click()
    expect(page.get_by_label("First name")).to_be_focused()
    for message in ("First name is required", "Last name is required", "Email is required", "Password is required",
                    "Please confirm password"):
        expect(page.get_by_text(message, exact=True)).to_be_visible()
    expect(page.get_by_label("Email")).to_have_attribute("aria-invalid", "true")
    assert serious_violations(page) == []

    page.get_by_label("First name").fill("Olena")
    page.get_by_label("Last name").fill("Kovalenko")
    page.get_by_label("Email").fill(email)
    page.get_by_label("Password", exact=True).fill("new-secret")
    page.get_by_label("Confirm password").fill("new-secreT")
    create.click()
    expect(page.get_by_text("Passwords do not match", exact=True)).to_be_visible()
    expect(page.get_by_label("Confirm password")).to_be_focused()
    assert stored_session(page) is None

    page.get_by_label("Confirm password").fill("new-secret")
    create.click()
    expect(page).to_have_url(at("/account"))
    session = stored_session(page)
    assert session["email"] == email and session["status"] == "user" and session["token"] and session["_id"]
    expect(account_link(page)).to_have_attribute("href", "/account")
    signed_in = page.request.get(WISHLIST, headers=bearer(session["token"]))
    assert signed_in.status == 200, "the stored token is the server's"


def test_sign_up_sends_the_language_and_the_referral_code_and_stores_nothing_on_failure(page: Page):
    taken = new_email("taken")
    sign_up_by_api(page, taken)
    page.goto("/?ref=K7Q2M9XA")
    page.wait_for_function("() => localStorage.getItem('referralCode') === 'K7Q2M9XA'")

    page.goto("/account/registration?lng=ua")
    expect(page.get_by_role("heading", name="Створення облікового запису", level=1)).to_be_visible()
    page.get_by_label("Ім’я").fill("Олена")
    page.get_by_label("Прізвище").fill("Коваленко")
    page.get_by_label("Електронна пошта").fill(taken)
    page.get_by_label("Пароль", exact=True).fill("new-secret")
    page.get_by_label("Підтвердіть пароль").fill("new-secret")
    with page.expect_request("**/api/users/signup") as sent:
        page.get_by_role("button", name="Створити обліковий запис").click()
    body = sent.value.post_data_json
    assert (body["language"], body["ref"], body["firstName"], body["email"]) == ("ua", "K7Q2M9XA", "Олена", taken)
    # The server's 409: its message once, the email field marked, nothing stored, the code kept for the next try.
    expect(page.get_by_role("alert")).to_have_text(EMAIL_TAKEN_UA)
    expect(page.get_by_label("Електронна пошта")).to_have_attribute("aria-invalid", "true")
    assert stored_session(page) is None
    assert page.evaluate("localStorage.getItem('referralCode')") == "K7Q2M9XA"

    email = new_email("referred")
    page.get_by_label("Електронна пошта").fill(email)
    page.get_by_role("button", name="Створити обліковий запис").click()
    expect(page).to_have_url(at("/account"))
    assert stored_session(page)["email"] == email
    assert page.evaluate("localStorage.getItem('referralCode')") is None


def test_a_failed_sign_in_shows_the_server_message_and_stores_nothing(any_page: Page):
    page = any_page
    page.goto("/account/authorization")
    expect(page.get_by_role("heading", name="Sign in", level=1)).to_be_visible()
    expect(page.get_by_role("link", name="Forgotten password?")).to_have_attribute("href", "/forgot-password")
    expect(page.get_by_role("link", name="Create an account")).to_have_attribute("href", "/account/registration")

    sign_in_button(page).click()
    expect(page.get_by_text("Email is required", exact=True)).to_be_visible()
    expect(page.get_by_text("Password is required", exact=True)).to_be_visible()
    expect(page.get_by_label("Email")).to_be_focused()

    fill_sign_in(page, DEMO_SHOPPER[0], "not-her-password")
    sign_in_button(page).click()
    alert = page.get_by_role("alert")
    expect(alert).to_have_text(WRONG_CREDENTIALS)
    assert colour(alert) == RED
    assert stored_session(page) is None
    expect(page).to_have_url(at("/account/authorization"))
    expect(page.get_by_role("banner").get_by_role("link", name="Sign in")).to_have_attribute(
        "href", "/account/authorization"
    )


def test_a_demo_shopper_signs_in_and_goes_back_to_the_account_page_asked_for(any_page: Page):
    page = any_page
    email, password = DEMO_SHOPPER
    page.goto("/account/authorization?next=/account/order-history")
    expect(page.get_by_role("link", name="Create an account")).to_have_attribute(
        "href", "/account/registration?next=%2Faccount%2Forder-history"
    )
    fill_sign_in(page, email, password)
    sign_in_button(page).click()
    expect(page).to_have_url(at("/account/order-history"))
    assert stored_session(page)["email"] == email
    expect(account_link(page)).to_have_attribute("href", "/account")

    # Signed in already: the sign-in and registration pages lead to the account.
    page.goto("/account/registration")
    expect(page).to_have_url(at("/account"))
    page.goto("/account/authorization?next=//evil.example/account")
    expect(page).to_have_url(at("/account"))


def test_signin_redirects_to_the_sign_in_page(page: Page):
    page.goto("/signin")
    expect(page).to_have_url(at("/account/authorization"))
    expect(page.get_by_role("heading", name="Sign in", level=1)).to_be_visible()


def test_log_out_from_the_account_revokes_the_session(page: Page):
    email = new_email("logout")
    sign_up_by_api(page, email)
    sign_in_through_the_form(page, email, PASSWORD)
    token = stored_session(page)["token"]

    page.get_by_role("button", name="Log out").click()
    expect(page.get_by_role("banner").get_by_role("link", name="Sign in")).to_have_attribute(
        "href", "/account/authorization"
    )
    expect(page).not_to_have_url(at("/account"))
    assert stored_session(page) is None
    assert page.request.get(WISHLIST, headers=bearer(token)).status == 401


def test_a_session_ended_elsewhere_is_forgotten_on_the_next_load(page: Page):
    email = new_email("ended")
    sign_up_by_api(page, email)
    sign_in_through_the_form(page, email, PASSWORD)
    token = stored_session(page)["token"]
    assert page.request.post("/api/users/logout", headers=bearer(token)).status == 200

    with page.expect_response(is_merge) as merged:
        page.goto("/")
    assert merged.value.status == 401
    expect(page.get_by_role("banner").get_by_role("link", name="Sign in")).to_be_visible()
    assert stored_session(page) is None


def test_forgotten_password_validation_and_the_mailed_link(any_page: Page, outbox: Path):
    page = any_page
    email = new_email("forgot")
    sign_up_by_api(page, email)
    page.goto("/forgot-password")
    expect(page.get_by_role("heading", name="Forgotten password", level=1)).to_be_visible()
    expect(page.get_by_role("link", name="Back to Sign In")).to_have_attribute("href", "/signin")
    field = page.get_by_label("Email")
    send = page.get_by_role("button", name="Send Reset Link")

    send.click()
    message = page.get_by_role("alert")
    expect(message).to_have_text("Email is required")
    assert colour(message) == RED
    expect(field).to_have_attribute("aria-invalid", "true")
    expect(field).to_be_focused()
    field.fill("olena@example")
    send.click()
    expect(message).to_have_text("Invalid email address")

    # While the request runs the button spins and takes no second click.
    held = []
    page.route("**/api/users/forgot-password", lambda route: held.append(route))
    field.fill(email)
    with page.expect_request("**/api/users/forgot-password") as sent:
        send.click()
    expect(send).to_be_disabled()
    expect(send.locator(".spinner")).to_be_visible()
    assert sent.value.post_data_json == {"email": email}  # SPEC section 3: the payload is the email
    assert sent.value.headers["accept-language"] == "en"
    assert held, "the request waits in the route"
    held[0].continue_()
    page.unroute("**/api/users/forgot-password")

    status = page.get_by_role("status")
    expect(status).to_have_text("Password reset link sent to your email")
    assert colour(status) == GREEN
    expect(send).to_be_enabled()
    [mail] = mails_to(outbox, email)
    assert mail["Subject"] == "Reset your Dance Fabrics password"
    link = re.search(r"(http://\S+/reset-password/\S+)", mail.get_content()).group(1)

    page.goto(link)
    new_password = page.get_by_label("New password")
    confirm = page.get_by_label("Confirm password")
    update = page.get_by_role("button", name="Update Password")
    expect(new_password).to_be_visible()
    assert serious_violations(page) == []
    alert = page.get_by_role("alert")
    for password, confirmation, expected in (
        ("", "", "Password is required"),
        ("12345", "", "Password must be at least 6 characters"),
        ("second-secret", "", "Please confirm password"),
        ("second-secret", "second-secreT", "Passwords do not match"),
    ):
        new_password.fill(password)
        confirm.fill(confirmation)
        update.click()
        expect(alert).to_have_text(expected)
        assert colour(alert) == RED
    confirm.fill("second-secret")
    update.click()
    done = page.get_by_role("status")
    expect(done).to_have_text("Password updated successfully! Redirecting...")
    assert colour(done) == GREEN
    expect(page).to_have_url(at("/account/authorization"))

    fill_sign_in(page, email, "second-secret")
    sign_in_button(page).click()
    expect(page).to_have_url(at("/account"))
    assert stored_session(page)["email"] == email
    old = page.request.post("/api/users/signin", data={"email": email, "password": PASSWORD})
    assert old.status == 401


def test_the_forgot_form_speaks_the_shoppers_language_and_so_does_the_mail(page: Page, outbox: Path):
    email = new_email("sprache")
    sign_up_by_api(page, email)
    page.goto("/forgot-password?lng=de")
    page.get_by_label("E-Mail").fill(email)
    page.get_by_role("button", name="Link senden").click()
    expect(page.get_by_role("status")).to_have_text("Der Link zum Zurücksetzen wurde an Ihre E-Mail-Adresse gesendet")
    [mail] = mails_to(outbox, email)
    assert mail["Subject"] == "Dance Fabrics: Passwort zurücksetzen"


def test_a_bogus_reset_link_is_refused_in_red_without_a_form(page: Page):
    held = []
    page.route("**/api/users/reset-password/validate/**", lambda route: held.append(route))
    with page.expect_request("**/api/users/reset-password/validate/not-a-real-token"):
        page.goto("/reset-password/not-a-real-token")
    expect(page.get_by_role("status")).to_have_text("Validating token...")
    assert held, "the check waits in the route"
    held[0].continue_()

    alert = page.get_by_role("alert")
    expect(alert).to_have_text("Invalid or expired reset link")
    assert colour(alert) == RED
    expect(page.locator("form")).to_have_count(0)
    expect(page.get_by_role("link", name="Request a new link")).to_have_attribute("href", "/forgot-password")


def test_a_reset_link_without_a_token(any_page: Page):
    page = any_page
    page.goto("/reset-password")
    alert = page.get_by_role("alert")
    expect(alert).to_have_text("Invalid reset link: token is missing")
    assert colour(alert) == RED
    expect(page.locator("form")).to_have_count(0)
    assert serious_violations(page) == []


def test_the_wishlist_is_kept_on_the_account_both_ways(page: Page, browser, live_server):
    products = [p for p in api(page, "/api/products-feed/?limit=20")["products"] if not p["is_gift_card"]]
    saved_here, saved_on_account = products[:2]
    email = new_email("wishlist")
    token = sign_up_by_api(page, email)["token"]
    assert page.request.put(WISHLIST, data={"ids": [saved_on_account["_id"]]}, headers=bearer(token)).ok

    # Signed out, a heart saved in this browser...
    page.goto(f"/products/{saved_here['product_id']}")
    page.get_by_role("button", name="Add to wishlist").click()
    expect(page.get_by_role("button", name="In your wishlist")).to_have_attribute("aria-pressed", "true")

    # ...goes to the account at sign-in, and the account's list comes here.
    page.goto("/account/authorization")
    fill_sign_in(page, email, PASSWORD)
    with page.expect_response(is_merge) as merged:
        sign_in_button(page).click()
    assert merged.value.status == 200
    on_account = api_ids(page, token)
    assert on_account == [saved_on_account["_id"], saved_here["_id"]]
    page.goto("/wishlist")
    expect(page.locator("article.product-card")).to_have_count(2)
    for product in (saved_on_account, saved_here):
        expect(page.locator(f"article.product-card a[href='/products/{product['product_id']}']").first).to_be_visible()

    # A heart taken off while signed in is taken off the account.
    name = saved_on_account["product_name_en"]
    removed = f"{WISHLIST}/{saved_on_account['_id']}"
    with page.expect_response(lambda r: r.url.endswith(removed) and r.request.method == "DELETE") as taken_off:
        page.get_by_role("button", name=f"Save {name} to the wishlist").click()
    assert taken_off.value.status == 200
    assert api_ids(page, token) == [saved_here["_id"]]

    # Another device (a fresh browser) gets the account's list at sign-in.
    context = browser.new_context(base_url=live_server, viewport=DESKTOP)
    try:
        other = context.new_page()
        sign_in_through_the_form(other, email, PASSWORD)
        other.goto("/wishlist")
        card = other.locator("article.product-card")
        expect(card).to_have_count(1)
        expect(card.get_by_role("link").first).to_have_attribute("href", f"/products/{saved_here['product_id']}")
    finally:
        context.close()


@pytest.mark.parametrize("path", ["/account/authorization", "/account/registration", "/forgot-password"])
def test_the_sign_in_pages_pass_axe(any_page: Page, path: str):
    page = any_page
    page.goto(path)
    expect(page.locator("form")).to_be_visible()
    assert serious_violations(page) == []
