"""The storefront shell in Chromium at 1280 px and 375 px: header, category bar, mega menus, footer,
page margins, languages, currencies, the not-found redirect, the loading overlay and the error page."""
from __future__ import annotations

import re
from decimal import ROUND_HALF_UP, Decimal

from playwright.sync_api import Browser, Page, Route, expect

from tests.e2e.helpers import serious_violations

SHOP_PHONE = "+38 (050) 400-70-15"
CATEGORY_LINKS = [
    ("New", "/new"),
    ("Brands", "/brands"),
    ("Fabrics", "/fabrics"),
    ("Crystals", "/crystals"),
    ("Accessories", "/accessories"),
    ("Collections", "/collections"),
    ("Sale", "/sale"),
    ("Gift cards", "/gift-cards"),
]


def shell_ready(page: Page) -> None:
    """The layout has rendered: the header (with its category bar) is on screen."""
    expect(page.get_by_role("banner")).to_be_visible()


def signed_in(page: Page, email: str, password: str) -> dict:
    """A real session of a demo account (the app checks a stored token with the server and drops a made-up one)."""
    answer = page.request.post("/api/users/signin", data={"email": email, "password": password})
    assert answer.ok, answer.status
    return answer.json()


def header(page: Page):
    return page.get_by_role("banner")


def category_bar(page: Page):
    # By class: its accessible name changes with the language.
    return page.locator("nav.category-bar")


# ------------------------------------------------------------------------------------------ header


def test_header_links_phone_account_and_cart_badge(page: Page):
    page.goto("/")
    shell_ready(page)
    top = header(page)
    expect(top.get_by_role("link", name="Dance Fabrics — home page")).to_have_attribute("href", "/")
    expect(top.get_by_role("link", name="Wishlist")).to_have_attribute("href", "/wishlist")
    # The search toggle is a link to /search that opens the search box in place.
    search = top.get_by_role("link", name="Open search")
    expect(search).to_have_attribute("href", "/search")
    search.click()
    expect(page.get_by_role("search", name="Product search")).to_be_visible()
    expect(top.get_by_role("link", name="Close search")).to_have_attribute("aria-expanded", "true")
    assert page.url.endswith("/")
    top.get_by_role("link", name="Close search").click()
    expect(page.get_by_role("search", name="Product search")).to_be_hidden()
    expect(top.get_by_role("link", name="Sign in")).to_have_attribute("href", "/account/authorization")
    cart = top.get_by_role("link", name="Cart", exact=True)
    expect(cart).to_have_attribute("href", "/cart")
    expect(top.locator(".cart-link__badge")).to_have_count(0)

    # The phone dropdown: the number as a tel: link and the order-a-call action.
    phone = top.get_by_role("button", name=f"Call us: {SHOP_PHONE}")
    phone.click()
    expect(phone).to_have_attribute("aria-expanded", "true")
    tel = top.get_by_role("link", name=SHOP_PHONE)
    expect(tel).to_have_attribute("href", "tel:+380504007015")
    expect(top.get_by_role("button", name="Order a call back")).to_be_visible()
    page.keyboard.press("Escape")
    expect(tel).to_be_hidden()
    expect(phone).to_be_focused()

    # Two distinct cart lines (one of them 3 units) and a real signed-in session, then a reload.
    session = signed_in(page, "olena.kovalenko@example.com", "shopper-2026")
    page.evaluate(
        """(session) => {
            localStorage.setItem('basketProducts', JSON.stringify([
                { productName: 'Carvico Vita Lycra Black', sku: 'CV-LP-00001', quantity: 3, price: 2.5, minimum: 0.1 },
                { productName: 'Preciosa Hotfix SS16', sku: 'PR-HF-00002', quantity: 1, price: 9.95, minimum: 1 },
            ]));
            localStorage.setItem('user', JSON.stringify(session));
        }""",
        session,
    )
    page.reload()
    shell_ready(page)
    cart = top.get_by_role("link", name="Cart, items: 2")
    expect(cart).to_have_attribute("href", "/cart")
    expect(cart.locator(".cart-link__badge")).to_have_text("2")
    expect(top.get_by_role("link", name="My account")).to_have_attribute("href", "/account")

    # Navigating: the logo goes home, the icons go to their pages.
    cart.click()
    expect(page).to_have_url(re.compile(r"/cart$"))
    top.get_by_role("link", name="Dance Fabrics — home page").click()
    expect(page).to_have_url(re.compile(r"/$"))


def test_header_and_footer_pass_axe_at_both_widths(page: Page, mobile_page: Page):
    for each in (page, mobile_page):
        each.goto("/")
        shell_ready(each)
        expect(each.get_by_role("contentinfo")).to_be_attached()
        assert serious_violations(each, "header", "footer") == []


def test_mobile_header_has_burger_account_search_and_cart(mobile_page: Page):
    page = mobile_page
    page.goto("/")
    shell_ready(page)
    top = header(page)
    expect(top.get_by_role("button", name="Open menu")).to_be_visible()
    expect(top.get_by_role("link", name="Open search")).to_have_attribute("href", "/search")
    expect(top.get_by_role("link", name="Sign in")).to_be_visible()
    expect(top.get_by_role("link", name="Cart", exact=True)).to_be_visible()
    # The desktop controls and the category bar live in the burger menu on phones.
    expect(top.get_by_role("button", name=re.compile("^Call us"))).to_be_hidden()
    expect(top.get_by_role("button", name=re.compile("^Currency"))).to_be_hidden()
    expect(top.get_by_role("button", name=re.compile("^Language"))).to_be_hidden()
    expect(category_bar(page)).to_be_hidden()

    burger = top.get_by_role("button", name="Open menu")
    burger.click()
    menu = page.get_by_role("dialog", name="Menu")
    expect(menu).to_be_visible()
    nav = menu.get_by_role("navigation", name="Shop by category")
    expect(nav.get_by_role("link")).to_have_count(len(CATEGORY_LINKS))
    for (name, href), link in zip(CATEGORY_LINKS, nav.get_by_role("link").all(), strict=True):
        expect(link).to_have_attribute("href", href)
        expect(link).to_contain_text(name)
    expect(menu.get_by_role("link", name="Wishlist")).to_have_attribute("href", "/wishlist")
    expect(menu.get_by_role("link", name="Search", exact=True)).to_have_attribute("href", "/search")
    expect(menu.get_by_role("group", name="Language").get_by_role("button")).to_have_count(5)
    expect(menu.get_by_role("button", name="English")).to_have_attribute("aria-pressed", "true")
    expect(menu.get_by_role("group", name="Currency").get_by_role("button")).to_have_count(4)
    expect(menu.get_by_role("link", name=SHOP_PHONE)).to_have_attribute("href", "tel:+380504007015")
    assert serious_violations(page, ".modal") == []

    # Esc closes it and focus returns to the burger.
    page.keyboard.press("Escape")
    expect(menu).to_be_hidden()
    expect(burger).to_be_focused()

    # The order-call popup opens from the menu.
    burger.click()
    menu.get_by_role("button", name="Order a call back").click()
    expect(menu).to_be_hidden()
    expect(page.get_by_role("dialog", name="Order a call back")).to_be_visible()
    page.keyboard.press("Escape")

    # A link navigates and closes the menu.
    burger.click()
    menu.get_by_role("link", name="Sale").click()
    expect(page).to_have_url(re.compile(r"/sale$"))
    expect(menu).to_be_hidden()


# ------------------------------------------------------------------ category bar and visibility


def test_category_bar_has_the_eight_links(page: Page):
    page.goto("/")
    shell_ready(page)
    links = category_bar(page).get_by_role("link")
    expect(links).to_have_count(len(CATEGORY_LINKS))
    for (name, href), link in zip(CATEGORY_LINKS, links.all(), strict=True):
        expect(link).to_have_text(name)
        expect(link).to_have_attribute("href", href)


def test_shell_parts_shown_per_page(page: Page):
    """Header everywhere but the admin area; no category bar on sign-in and registration; no footer
    there nor during checkout. Checked before any not-found page could redirect."""
    cases = {
        "/": (True, True, True),
        "/account/authorization": (True, False, False),
        "/account/registration": (True, False, False),
        "/cart/checkout": (True, True, False),
        "/admin-dash": (False, False, False),
        "/admin-dash/queries": (False, False, False),
    }
    # A cart to check out and a real staff session, so no page sends us elsewhere first; sign-in and
    # registration are seen signed out, since they send a signed-in visitor on to the account.
    staff = signed_in(page, "admin@example.com", "admin-shop-2026")
    page.goto("/")
    page.evaluate(
        """() => localStorage.setItem('basketProducts', JSON.stringify([
            { productName: 'Carvico Vita Lycra Black', sku: 'CV-LP-00001', quantity: 1, price: 2.5, minimum: 0.1 },
        ]))"""
    )
    for path, (has_header, has_bar, has_footer) in cases.items():
        page.evaluate(
            "(staff) => staff ? localStorage.setItem('user', JSON.stringify(staff)) : localStorage.removeItem('user')",
            None if path.startswith("/account/") else staff,
        )
        page.goto(path)
        expect(page.locator("main#main")).to_be_attached()
        assert page.url.endswith(path), f"{path} redirected to {page.url} before the check"
        expect(page.get_by_role("banner")).to_have_count(1 if has_header else 0)
        expect(category_bar(page)).to_have_count(1 if has_bar else 0)
        expect(page.get_by_role("contentinfo")).to_have_count(1 if has_footer else 0)
        top_margin = page.evaluate("parseFloat(getComputedStyle(document.body).marginTop)")
        assert (top_margin > 0) == has_header, f"{path}: body margin {top_margin}"


def test_page_top_margin_follows_the_width(browser: Browser, live_server: str):
    context = browser.new_context(base_url=live_server, viewport={"width": 375, "height": 800})
    page = context.new_page()
    page.goto("/")
    shell_ready(page)
    widths = [(375, 70), (767, 70), (768, 82), (1023, 82), (1024, 98), (1279, 98), (1280, 120), (1600, 120)]
    for width, margin in widths:
        page.set_viewport_size({"width": width, "height": 800})
        expect(page.locator("body")).to_have_css("margin-top", f"{margin}px")
        box = page.get_by_role("banner").bounding_box()
        assert box and box["y"] == 0 and box["height"] == margin, (width, box)
        main_top = page.evaluate("document.getElementById('main').getBoundingClientRect().top + window.scrollY")
        assert main_top == margin, (width, main_top)
    context.close()


# ---------------------------------------------------------------------------------- mega menus


class HeldRequests:
    """A slow network: matching requests are held back until released, then go to the real server
    unchanged (route.continue_), so the page sees the real answers, only later."""

    def __init__(self, page: Page, pattern: str) -> None:
        self.page, self.pattern, self.routes = page, pattern, []
        page.route(pattern, self._hold)

    def _hold(self, route: Route) -> None:
        self.routes.append(route)

    def release(self) -> None:
        held, self.routes = self.routes, []
        for route in held:
            route.continue_()
        self.page.unroute(self.pattern, self._hold)


def test_fabrics_mega_menu_hover_skeletons_links_and_leave(page: Page):
    tree = page.request.get("/api/menu/fabrics").json()
    held = HeldRequests(page, "**/api/menu/fabrics")
    page.goto("/")
    shell_ready(page)
    fabrics = category_bar(page).get_by_role("link", name="Fabrics", exact=True)
    fabrics.hover()
    panel = page.locator("#mega-menu-fabrics")
    expect(panel).to_be_visible()
    expect(fabrics).to_have_attribute("aria-expanded", "true")
    # While the menu data is on its way: the spec's 6 placeholders.
    expect(panel.locator(".mega-menu__skeleton")).to_have_count(6)
    expect(panel.get_by_role("status")).to_have_text("Loading the menu…")
    held.release()

    first, second = tree["children"][0], tree["children"][1]
    heading = panel.get_by_role("link", name=first["name"].split("__")[0].split("_")[0].split(" -")[0], exact=True)
    expect(heading).to_have_attribute("href", f"/fabrics/{first['slug']}")
    expect(panel.locator(".mega-menu__skeleton")).to_have_count(0)
    sub = first["children"][0]
    expect(panel.locator(f'a[href="/fabrics/{first["slug"]}/{sub["slug"]}"]')).to_be_visible()
    # 'Mesh - Power mesh__Сітка' is shown as 'Mesh' in English.
    expect(panel.get_by_role("link", name="Mesh", exact=True)).to_have_attribute("href", f"/fabrics/{second['slug']}")
    expect(panel.get_by_role("link", name="Browse by colour")).to_have_attribute("href", "/browse-by-color")
    expect(panel).to_have_css("max-height", "400px")
    expect(panel).to_have_css("overflow-y", "auto")
    columns = panel.locator(".mega-menu__grid").evaluate("(grid) => getComputedStyle(grid).gridTemplateColumns")
    assert len(columns.split()) == 3, columns

    # Mouse leave closes it.
    page.mouse.move(640, 880)
    expect(panel).to_be_hidden()
    expect(fabrics).to_have_attribute("aria-expanded", "false")

    # Choosing a link closes it and navigates.
    fabrics.hover()
    panel.get_by_role("link", name="Browse by colour").click()
    expect(page).to_have_url(re.compile(r"/browse-by-color$"))
    expect(panel).to_be_hidden()


def test_brands_crystals_accessories_and_collections_menus(page: Page):
    brands = page.request.get("/api/brands/brands").json()
    assert len(brands) == 14
    page.goto("/")
    shell_ready(page)
    bar = category_bar(page)

    bar.get_by_role("link", name="Brands", exact=True).hover()
    panel = page.locator("#mega-menu-brands")
    expect(panel.locator('.mega-menu__grid a[href^="/brands/"]')).to_have_count(14)
    for brand in brands:
        expect(panel.get_by_role("link", name=brand["name"], exact=True)).to_have_attribute(
            "href", f"/brands/{brand['slug']}"
        )
    assert serious_violations(page, "header") == []

    for main in ("crystals", "accessories", "collections"):
        tree = page.request.get(f"/api/menu/{main}").json()
        bar.get_by_role("link", name=main.capitalize(), exact=True).hover()
        panel = page.locator(f"#mega-menu-{main}")
        expect(panel).to_be_visible()
        for node in tree["children"]:
            expected = node["link"] or f"/{main}/{node['slug']}"
            expect(panel.locator(f'a.mega-menu__heading[href="{expected}"]')).to_have_count(1)
        if main == "crystals":
            # A link value from the data wins over /crystals/{name}.
            banding = next(node for node in tree["children"] if node["slug"] == "crystal-banding")
            expect(panel.get_by_role("link", name="Crystal banding", exact=True)).to_have_attribute(
                "href", banding["link"]
            )
            flatback = panel.get_by_role("link", name="Flatback", exact=True)
            expect(flatback).to_have_attribute("href", "/crystals/flatback")


def test_mega_menu_opens_on_keyboard_focus_and_closes_on_escape(page: Page):
    page.goto("/")
    shell_ready(page)
    crystals = category_bar(page).get_by_role("link", name="Crystals", exact=True)
    category_bar(page).get_by_role("link", name="Fabrics", exact=True).focus()
    expect(page.locator("#mega-menu-fabrics")).to_be_visible()
    page.keyboard.press("Tab")  # along the bar, not through the open panel
    expect(crystals).to_be_focused()
    panel = page.locator("#mega-menu-crystals")
    expect(panel).to_be_visible()
    expect(page.locator("#mega-menu-fabrics")).to_be_hidden()
    expect(panel.get_by_role("link", name="Pearls", exact=True)).to_be_visible()
    # Arrow down moves into the panel; Esc closes it and returns to the entry.
    page.keyboard.press("ArrowDown")
    expect(panel.get_by_role("link", name="All crystals")).to_be_focused()
    page.keyboard.press("Tab")
    expect(panel).to_be_visible()
    page.keyboard.press("Escape")
    expect(panel).to_be_hidden()
    expect(crystals).to_be_focused()


def test_menu_names_follow_the_language(page: Page):
    page.goto("/?lng=ua")
    shell_ready(page)
    category_bar(page).get_by_role("link", name="Тканини", exact=True).hover()
    panel = page.locator("#mega-menu-fabrics")
    expect(panel.get_by_role("link", name="Сітка", exact=True)).to_have_attribute("href", "/fabrics/mesh")
    expect(panel.get_by_role("link", name="Лайкра", exact=True)).to_be_visible()


# -------------------------------------------------------------------------------------- footer


def test_footer_links_documents_contacts_and_icons(page: Page, mobile_page: Page):
    page.goto("/")
    shell_ready(page)
    footer = page.get_by_role("contentinfo")
    for name, href in [
        ("About us", "/about"),
        ("Payment and delivery", "/payment"),
        ("FAQ", "/FAQ"),
        ("Contact us", "/contact-us"),
    ]:
        expect(footer.get_by_role("link", name=name, exact=True)).to_have_attribute("href", href)
    for name, href in [
        ("Privacy policy", "/documents/dance-fabrics-privacy-policy.pdf"),
        ("Return policy (English)", "/documents/dance-fabrics-return-policy.pdf"),
    ]:
        link = footer.get_by_role("link", name=re.compile(re.escape(name)))
        expect(link).to_have_attribute("href", href)
        expect(link).to_have_attribute("download", "")
        response = page.request.get(href)
        assert response.ok and response.headers["content-type"] == "application/pdf"
        assert response.body().startswith(b"%PDF")
    expect(footer).to_contain_text("12 Khreshchatyk St, Kyiv 01001, Ukraine")  # the shop settings' demo shop
    expect(footer).to_contain_text("Mon–Sat")
    expect(footer.get_by_role("link", name=SHOP_PHONE)).to_have_attribute("href", "tel:+380504007015")
    email = footer.get_by_role("link", name="info@dancefabrics.shop")
    expect(email).to_have_attribute("href", "mailto:info@dancefabrics.shop")
    payments = footer.get_by_role("list", name="We accept").get_by_role("img")
    expect(payments).to_have_count(4)
    for name in ("Visa", "Mastercard", "Apple Pay", "Google Pay"):
        expect(footer.get_by_role("img", name=name)).to_be_visible()
    for network in ("Instagram", "Facebook", "YouTube", "TikTok"):
        social = footer.get_by_role("link", name=f"Dance Fabrics on {network}")
        expect(social).to_have_attribute("href", re.compile(r"^https://"))
        expect(social).to_have_attribute("target", "_blank")
    # Every image of the footer really loads (they load lazily, once the footer is in view).
    footer.scroll_into_view_if_needed()
    broken = footer.locator("img").evaluate_all(
        "(images) => Promise.all(images.map((image) => image.decode().then(() => null, () => image.src)))"
    )
    assert [src for src in broken if src] == []

    mobile_page.goto("/")
    shell_ready(mobile_page)
    expect(mobile_page.get_by_role("contentinfo").get_by_role("link", name="Contact us", exact=True)).to_be_visible()


# ---------------------------------------------------------------------------- language, currency


def test_language_dropdown_toggles_switches_and_persists(page: Page):
    page.goto("/")
    shell_ready(page)
    button = header(page).get_by_role("button", name="Language: EN (English)")
    menu = page.get_by_role("menu", name="Language: EN (English)")

    button.click()
    expect(menu).to_be_visible()
    expect(menu.get_by_role("menuitemradio")).to_have_count(5)
    expect(menu.get_by_role("menuitemradio", name="English")).to_have_attribute("aria-checked", "true")
    expect(menu.locator("img.flag")).to_have_count(5)
    assert serious_violations(page, "header") == []
    button.click()  # toggles
    expect(menu).to_be_hidden()
    button.click()
    expect(menu).to_be_visible()
    page.mouse.click(420, 30)  # outside: the empty middle of the header bar
    expect(menu).to_be_hidden()

    button.click()
    menu.get_by_role("menuitemradio", name="Deutsch").click()
    expect(menu).to_be_hidden()
    expect(category_bar(page).get_by_role("link", name="Stoffe", exact=True)).to_be_visible()
    expect(page.locator("html")).to_have_attribute("lang", "de")
    assert page.evaluate("localStorage.getItem('i18nextLng')") == "de"

    page.reload()
    expect(category_bar(page).get_by_role("link", name="Stoffe", exact=True)).to_be_visible()
    header(page).get_by_role("button", name="Sprache: DE (Deutsch)").click()
    page.get_by_role("menuitemradio", name="Українська").click()
    expect(category_bar(page).get_by_role("link", name="Тканини", exact=True)).to_be_visible()
    expect(page.locator("html")).to_have_attribute("lang", "uk")
    assert page.evaluate("localStorage.getItem('i18nextLng')") == "ua"


def test_language_from_the_query_string(browser: Browser, live_server: str):
    context = browser.new_context(base_url=live_server, viewport={"width": 1280, "height": 900}, locale="pl-PL")
    page = context.new_page()
    page.goto("/?lng=de")
    expect(category_bar(page).get_by_role("link", name="Stoffe", exact=True)).to_be_visible()
    assert page.evaluate("localStorage.getItem('i18nextLng')") == "de"
    # Without one, the stored language beats the browser's (Polish here)...
    page.evaluate("localStorage.removeItem('i18nextLng')")
    page.goto("/")
    expect(category_bar(page).get_by_role("link", name="Tkaniny", exact=True)).to_be_visible()
    context.close()
    # ...and a Ukrainian browser gets ua.
    context = browser.new_context(base_url=live_server, viewport={"width": 1280, "height": 900}, locale="uk-UA")
    page = context.new_page()
    page.goto("/")
    expect(category_bar(page).get_by_role("link", name="Тканини", exact=True)).to_be_visible()
    assert page.evaluate("localStorage.getItem('i18nextLng')") == "ua"
    context.close()


def _money(amount: Decimal, sign: str) -> str:
    return f"{sign}{amount.quantize(Decimal('0.01'), rounding=ROUND_HALF_UP):,.2f}"


def test_currency_dropdown_converts_prices(page: Page, mobile_page: Page):
    page.goto("/")
    shell_ready(page)
    card = page.locator("article.product-card").first
    expect(card).to_be_visible()
    sku = card.get_by_role("link").first.get_attribute("href").rsplit("/", 1)[-1]
    product = page.request.get(f"/api/products-feed/products/{sku}").json()
    price = Decimal(str(product["final_price"]))
    expect(card).to_contain_text(_money(price, "£"))

    button = header(page).get_by_role("button", name="Currency: GBP (British pound)")
    button.click()
    menu = page.get_by_role("menu", name="Currency: GBP (British pound)")
    expect(menu.get_by_role("menuitemradio")).to_have_count(4)
    menu.get_by_role("menuitemradio", name=re.compile("^UAH")).click()
    expect(menu).to_be_hidden()  # closes on choice
    expect(card).to_contain_text(_money(price * Decimal("56.05"), "₴"))
    expect(header(page).get_by_role("button", name="Currency: UAH (Ukrainian hryvnia)")).to_be_visible()
    assert page.evaluate("localStorage.getItem('currency')") == "UAH"

    page.reload()
    expect(page.locator("article.product-card").first).to_contain_text(_money(price * Decimal("56.05"), "₴"))
    header(page).get_by_role("button", name="Currency: UAH (Ukrainian hryvnia)").click()
    page.get_by_role("menuitemradio", name=re.compile("^EUR")).click()
    expect(page.locator("article.product-card").first).to_contain_text(_money(price * Decimal("1.18"), "€"))

    # On a phone the currency is chosen in the burger menu.
    mobile_page.goto("/")
    shell_ready(mobile_page)
    mobile_page.get_by_role("button", name="Open menu").click()
    mobile_page.get_by_role("group", name="Currency").get_by_role("button", name=re.compile("^USD")).click()
    mobile_page.keyboard.press("Escape")
    expect(mobile_page.locator("article.product-card").first).to_contain_text("$")
    assert mobile_page.evaluate("localStorage.getItem('currency')") == "USD"


# ------------------------------------------------------------ not found, loading, router errors


def test_unknown_path_shows_not_found_in_the_shell_then_goes_home(mobile_page: Page):
    page = mobile_page
    page.goto("/no/such/page/at/all")
    shell_ready(page)
    expect(page.get_by_text("404")).to_be_visible()
    expect(page).to_have_url(re.compile(r"/$"), timeout=8000)


def test_loading_overlay_shows_logo_and_spinner(page: Page):
    held = HeldRequests(page, "**/locales/**")
    page.goto("/", wait_until="commit")
    overlay = page.locator(".loading-overlay")
    expect(overlay.get_by_role("img", name="Dance Fabrics")).to_be_visible()
    expect(overlay.locator(".spinner")).to_be_visible()
    held.release()
    shell_ready(page)
    expect(overlay).to_have_count(0)


def test_failed_page_chunk_reloads_once_then_shows_the_error_page(page: Page):
    documents: list[str] = []
    page.on("request", lambda request: documents.append(request.url) if request.resource_type == "document" else None)
    page_chunks = re.compile(r"/assets/[A-Za-z]+Page-[A-Z0-9]+\.js$")
    page.route(page_chunks, lambda route: route.abort())
    page.goto("/")
    expect(page.get_by_role("heading", name="Unexpected Application Error!")).to_be_visible()
    assert len(documents) == 2, documents  # the first load and exactly one reload


def test_toasts_sit_at_the_top_centre(page: Page):
    page.goto("/")
    shell_ready(page)
    page.evaluate("() => window.dispatchEvent(new Event('shop:open-callback'))")
    dialog = page.get_by_role("dialog", name="Order a call back")
    expect(dialog).to_be_visible()
    dialog.get_by_label("Your name").fill("Olena")
    dialog.get_by_label("Phone number").fill("+44 7700 900123")
    dialog.get_by_label("Your question").fill("Do you ship to Kyiv?")
    dialog.get_by_role("checkbox").check()
    dialog.get_by_role("button", name="Call me back").click()
    toast = page.get_by_role("status").filter(has_text="You have ordered a call, we will contact you shortly.")
    expect(toast).to_be_visible()
    # A toast under the pointer stays (react-hot-toast pauses it), so a slow machine still finds it to measure.
    toast.hover()
    box = toast.locator("xpath=..").bounding_box()  # the toast bar around the message
    assert box is not None and box["y"] < 100, box
    assert abs(box["x"] + box["width"] / 2 - 640) < 2, box
    # Success toasts last 2 s once the pointer has left.
    page.mouse.move(0, 400)
    expect(toast).to_be_hidden(timeout=4000)
