"""Staff's catalogue screens in the browser: the product modal, images, CSV, slides, colours and currency factors,
each change checked where shoppers see it (the product page, the home slider, browse-by-colour, prices).

Every test works on data of its own (a product it creates through the API, a colour it adds) or puts back what it
changed (a slide's title, a currency factor), so the other browser tests see the demo shop as seeded.
"""

from __future__ import annotations

import io
import re
import uuid
from collections.abc import Iterator
from decimal import Decimal

import pytest
from PIL import Image
from playwright.sync_api import Page, expect

from shop.money import convert
from tests.e2e.helpers import api, gbp, serious_violations

ADMIN_EMAIL = "admin@example.com"
ADMIN_PASSWORD = "admin-shop-2026"  # the demo shop's documented staff login


def sign_in(page: Page) -> dict:
    response = page.request.post("/api/users/signin", data={"email": ADMIN_EMAIL, "password": ADMIN_PASSWORD})
    assert response.status == 200, response.text()
    return response.json()


def call(page: Page, staff: dict, method: str, path: str, data: dict | None = None):
    """An admin API call with the staff bearer token; returns the JSON answer."""
    response = page.request.fetch(
        path, method=method, data=data, headers={"Authorization": f"Bearer {staff['token']}"}
    )
    assert response.ok, f"{method} {path}: {response.status} {response.text()}"
    return response.json()


def open_as_staff(page: Page, staff: dict, path: str) -> None:
    """Opens `path` with the staff session in localStorage `user`, as the sign-in page leaves it."""
    page.goto("/api/health")
    page.evaluate("session => localStorage.setItem('user', JSON.stringify(session))", staff)
    page.goto(path)


def png_bytes(colour: str = "#C69A3C") -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (64, 48), colour).save(buffer, format="PNG")
    return buffer.getvalue()


def body_overflow(page: Page) -> str:
    return page.evaluate("document.body.style.overflow")


@pytest.fixture()
def staff(page: Page) -> dict:
    return sign_in(page)


@pytest.fixture()
def product(request, live_server: str, playwright) -> Iterator[dict]:
    """An active fabric product of Chrisanne's sold by the piece at £3.00, made for the test and deleted after it."""
    context = playwright.request.new_context(base_url=live_server)
    response = context.post("/api/users/signin", data={"email": ADMIN_EMAIL, "password": ADMIN_PASSWORD})
    headers = {"Authorization": f"Bearer {response.json()['token']}"}
    options = context.get("/api/admin/catalogue-options", headers=headers).json()
    path = next(
        c["path"] for c in options["categories"] if c["path"][0] == "fabrics" and c["path"][1] and not c["path"][2]
    )
    brand = next(b for b in options["brands"] if b["name"] == "Chrisanne")
    sku = f"E2E-{uuid.uuid4().hex[:8].upper()}"
    created = context.post("/api/admin/products", headers=headers, data={
        "product_id": sku,
        "names": {"en": f"Test Lycra {sku[-4:]}", "ua": f"Тестова лайкра {sku[-4:]}"},
        "descriptions": {"en": "Made by a browser test.", "ua": "Створено браузерним тестом."},
        "price": "3.00", "discount": 0, "minimum": "1", "unit": "pcs", "stock": "10",
        "category1": path[0], "category2": path[1], "brandId": brand["_id"], "isActive": True,
    })
    assert created.status == 201, created.text()
    yield created.json()
    context.delete(f"/api/admin/products/{created.json()['_id']}", headers=headers)
    context.dispose()


def test_the_edit_modal_locks_scroll_and_its_new_price_shows_in_the_shop(any_page: Page, product: dict):
    page = any_page
    staff = sign_in(page)
    open_as_staff(page, staff, f"/admin-dash/all-products/fabrics?search={product['product_id']}")
    expect(page.get_by_role("heading", level=1, name="Products")).to_be_visible()
    name = product["names"]["en"]
    row = page.get_by_role("row").filter(has_text=product["product_id"])
    expect(row).to_contain_text("£3.00")
    expect(row).to_contain_text("10 pcs")
    assert serious_violations(page) == []

    page.evaluate("document.body.style.overflow = 'auto'")
    row.get_by_role("button", name=f"Edit {name}").click()
    dialog = page.get_by_role("dialog", name=f"Edit “{name}”")
    expect(dialog).to_be_visible()
    expect(page).to_have_url(re.compile(rf"/admin-dash/all-products/fabrics\?search={product['product_id']}&edit={product['_id']}$"))
    expect(dialog.get_by_label("SKU")).to_have_value(product["product_id"])
    expect(dialog.get_by_label("Name (English)")).to_have_value(name)
    assert body_overflow(page) == "hidden"
    assert page.evaluate("getComputedStyle(document.body).overflow") == "hidden"
    assert serious_violations(page, "[role=dialog]") == []

    dialog.get_by_label("Price, £").fill("4.80")
    dialog.get_by_label("Discount, %").fill("25")
    dialog.get_by_role("button", name="Save").click()
    saved = page.get_by_text(f"Product {product['product_id']} saved.")
    expect(saved).to_be_visible()
    expect(dialog.locator("output")).to_have_text("£3.60")  # the server's 4.80 - 25 %

    # At 375 px the top-centre toast lies over the dialog's close button, and a pointer resting on a toast holds it
    # (react-hot-toast pauses on hover): the close is pressed once the toast has gone, as a person waits for it.
    expect(saved).to_be_hidden(timeout=15_000)
    dialog.get_by_role("button", name="Close").first.click()
    expect(page.get_by_role("dialog")).to_have_count(0)
    assert body_overflow(page) == "auto"
    expect(page).to_have_url(re.compile(rf"/admin-dash/all-products/fabrics\?search={product['product_id']}$"))
    expect(row).to_contain_text("£3.60")

    page.goto(f"/products/{product['product_id']}")
    price = page.locator(".product__info .product-price")
    expect(price).to_contain_text(gbp("3.60"))
    expect(price.locator("del")).to_contain_text(gbp("4.80"))


def test_an_uploaded_image_becomes_the_card_image_and_a_non_image_is_refused(page: Page, staff: dict, product: dict):
    open_as_staff(page, staff, f"/admin-dash/all-products?edit={product['_id']}")
    dialog = page.get_by_role("dialog")
    expect(dialog.get_by_label("SKU")).to_have_value(product["product_id"])
    expect(dialog.get_by_text("No images yet.")).to_be_visible()

    upload = dialog.get_by_label("Add an image")
    upload.set_input_files({"name": "swatch.png", "mimeType": "image/png", "buffer": png_bytes()})
    expect(page.get_by_text("Image added.")).to_be_visible()
    expect(dialog.get_by_text("Card image")).to_be_visible()
    image = dialog.get_by_role("img", name="Image 1")
    expect(image).to_have_attribute("src", re.compile(r"^/media/"))

    upload.set_input_files({"name": "notes.png", "mimeType": "image/png", "buffer": b"just some text"})
    images = dialog.get_by_role("group", name="Images")
    expect(images.get_by_role("alert")).to_be_visible()
    expect(images.get_by_role("img")).to_have_count(1)

    stored = call(page, staff, "GET", f"/api/admin/products/{product['_id']}")["images"]
    assert len(stored) == 1
    page.goto(f"/products/{product['product_id']}")
    expect(page.locator(f"img[src='{stored[0]}']").first).to_be_attached()


def test_a_csv_dry_run_reports_the_row_and_field_in_error_and_changes_nothing(page: Page, staff: dict, product: dict):
    export = page.request.get("/api/admin/products/export.csv", headers={"Authorization": f"Bearer {staff['token']}"})
    assert export.ok
    header = export.text().lstrip("\ufeff").splitlines()[0]
    columns = header.split(",")
    good = {column: "" for column in columns}
    good.update({"product_id": product["product_id"], "name_en": "Renamed by CSV", "name_ua": "Перейменовано",
                 "price": "5.00", "category1": product["category1"], "category2": product["category2"]})
    bad = {**good, "product_id": f"{product['product_id']}-B", "price": "lots"}
    csv_text = "\n".join([header, *(",".join(row[column] for column in columns) for row in (good, bad))]) + "\n"

    open_as_staff(page, staff, "/admin-dash/all-products")
    page.get_by_role("button", name="CSV import and export").click()
    with page.expect_download() as download:
        page.get_by_role("button", name="Export CSV").click()
    assert download.value.suggested_filename.endswith(".csv")

    page.get_by_label("CSV file to import").set_input_files(
        {"name": "products.csv", "mimeType": "text/csv", "buffer": csv_text.encode()}
    )
    page.get_by_role("button", name="Check (dry run)").click()
    table = page.get_by_role("table", name="1 error by row and field")
    expect(table).to_be_visible()
    cells = table.get_by_role("row").nth(1).get_by_role("cell")
    expect(cells.nth(0)).to_have_text("3")
    expect(cells.nth(1)).to_have_text("price")
    expect(page.get_by_text("Check result (nothing has been changed)")).to_be_visible()
    expect(page.get_by_role("button", name="Import", exact=True)).to_be_disabled()
    assert serious_violations(page, ".ac-report") == []

    unchanged = call(page, staff, "GET", f"/api/admin/products/{product['_id']}")
    assert unchanged["names"]["en"] == product["names"]["en"] and unchanged["price"] == "3.00"


def test_a_new_slide_title_shows_on_the_home_page_slider(page: Page, staff: dict):
    slides = call(page, staff, "GET", "/api/admin/slides")
    first = min(slides, key=lambda slide: slide["position"])
    title = f"Winter ballroom sale {uuid.uuid4().hex[:4]}"
    try:
        open_as_staff(page, staff, "/admin-dash/main-slider")
        expect(page.get_by_role("heading", level=1, name="Main slider")).to_be_visible()
        assert serious_violations(page) == []
        page.get_by_role("button", name=f"Edit slide “{first['titles']['en']}”").click()
        dialog = page.get_by_role("dialog", name="Edit slide")
        dialog.get_by_label("English").fill(title)
        dialog.get_by_role("button", name="Save").click()
        expect(page.get_by_text("Slide saved.")).to_be_visible()
        expect(page.get_by_role("dialog")).to_have_count(0)
        expect(page.get_by_role("heading", name=title)).to_be_visible()

        page.goto("/")
        slider = page.get_by_role("region", name="Featured")
        expect(slider.get_by_role("heading", name=title)).to_be_visible()
    finally:
        call(page, staff, "PUT", f"/api/admin/slides/{first['_id']}", {"titles": {"en": first["titles"]["en"]}})


def test_a_new_colour_shows_on_its_brands_browse_by_colour_page(page: Page, staff: dict, product: dict):
    name = f"Test Teal {uuid.uuid4().hex[:4]}"
    open_as_staff(page, staff, "/admin-dash/colors")
    expect(page.get_by_role("heading", level=1, name="Colours")).to_be_visible()
    expect(page.get_by_role("table")).to_be_visible()
    assert serious_violations(page) == []
    page.get_by_role("button", name="Add colour").click()
    dialog = page.get_by_role("dialog", name="New colour")
    dialog.get_by_label("English").fill(name)
    dialog.get_by_label("Ukrainian").fill(f"Тестовий бірюзовий {name[-4:]}")
    dialog.get_by_label("Hex code").fill("#008B8B")
    dialog.get_by_label("Brand").select_option(label="Chrisanne")
    assert serious_violations(page, "[role=dialog]") == []
    dialog.get_by_role("button", name="Create").click()
    expect(page.get_by_text("Colour created.")).to_be_visible()
    row = page.get_by_role("row").filter(has_text=name)
    expect(row).to_contain_text("#008B8B")
    expect(row).to_contain_text("Chrisanne")
    colour = next(c for c in call(page, staff, "GET", "/api/admin/colors") if c["names"]["en"] == name)

    try:
        # A brand's palette lists the colours its products come in: give the test product this colour.
        page.goto(f"/admin-dash/all-products?edit={product['_id']}")
        product_dialog = page.get_by_role("dialog")
        expect(product_dialog.get_by_label("SKU")).to_have_value(product["product_id"])
        product_dialog.get_by_label("Colour", exact=True).select_option(label=f"{name} (#008B8B)")
        product_dialog.get_by_role("button", name="Save").click()
        expect(page.get_by_text(f"Product {product['product_id']} saved.")).to_be_visible()

        page.goto("/browse-by-color/chrisanne")
        tile = page.get_by_role("link", name=name)
        expect(tile).to_be_visible()
        expect(tile).to_have_attribute("href", f"/browse-by-color/chrisanne/{colour['slug']}")
    finally:
        call(page, staff, "PUT", f"/api/admin/products/{product['_id']}", {"colourId": None})
        call(page, staff, "DELETE", f"/api/admin/colors/{colour['_id']}")


def test_a_new_currency_factor_shows_in_product_prices(page: Page, staff: dict, product: dict):
    before = next(c["factor"] for c in api(page, "/api/currencies")["currencies"] if c["code"] == "EUR")
    try:
        open_as_staff(page, staff, "/admin-dash/all-products")
        panel = page.get_by_role("region", name="Currency factors")
        panel.get_by_role("button", name="Currency factors").click()
        expect(panel.get_by_text("Base currency, factor 1")).to_be_visible()
        factor = panel.get_by_label("EUR per £1")
        expect(factor).to_have_value(before)
        factor.fill("1.5")
        panel.get_by_role("button", name="Save EUR").click()
        expect(page.get_by_text("EUR factor set to 1.5")).to_be_visible()

        factor.fill("0")
        panel.get_by_role("button", name="Save EUR").click()
        expect(panel.get_by_role("alert")).to_be_visible()

        page.evaluate("localStorage.setItem('currency', 'EUR')")
        page.goto(f"/products/{product['product_id']}")
        expected = convert(Decimal(product["finalPrice"]), Decimal("1.5"))
        expect(page.locator(".product__info .product-price")).to_contain_text(f"€{expected:,.2f}")
    finally:
        call(page, staff, "PUT", "/api/currencies/EUR", {"factor": before})
