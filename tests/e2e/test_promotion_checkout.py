"""A Ukrainian shopper with a promotion code, in hryvnias: the checkout shows the code's rule in Ukrainian under the
field and the review's discount line in UAH, exactly the server's figures; the order is placed with it and carries
the code and its discount, as its success page says. At 1280 px and at 375 px."""
from __future__ import annotations

import re
import uuid
from decimal import Decimal

import pytest
from playwright.sync_api import Page, expect

from shop.demo.catalogue import ADMIN_EMAIL, ADMIN_SECRET
from shop.i18n import format_money
from tests.e2e.helpers import add_to_cart, pick_products


def _staff(page: Page) -> dict[str, str]:
    token = page.request.post("/api/users/signin", data={"email": ADMIN_EMAIL, "password": ADMIN_SECRET}).json()
    return {"Authorization": f"Bearer {token['token']}"}


def _make_code(page: Page) -> str:
    """A fresh 10% code for everything (staff's API), so each run has its own uses."""
    code = f"VESNA{uuid.uuid4().hex[:6].upper()}"
    made = page.request.post("/api/admin/promotions", headers=_staff(page), data={
        "code": code.lower(), "name": "Весняний розпродаж", "kind": "percent", "percent": "10",
        "combinesWithSale": True})
    assert made.status == 201, made.text()
    return code


def _quoted(page: Page, sku: str, code: str) -> dict:
    answer = page.request.post("/api/orders/quote", data={
        "currency": "UAH", "lines": [{"sku": sku, "quantity": "2"}], "promotionCode": code,
        "delivery": {"method": "nova-poshta-branch"}})
    assert answer.ok, answer.text()
    return answer.json()


@pytest.mark.parametrize("width", [1280, 375])
def test_a_ukrainian_shopper_with_a_code_sees_the_discount_line_in_uah(page: Page, width: int):
    page.set_viewport_size({"width": width, "height": 900})
    _, crystal = pick_products(page)
    code = _make_code(page)
    add_to_cart(page, crystal)
    page.goto("/cart")
    page.get_by_role("button", name=f"Increase the quantity of {crystal['product_name_en']}").click()
    expect(page.get_by_role("group", name=f"Quantity of {crystal['product_name_en']}").get_by_role("textbox")) \
        .to_have_value("2")
    page.evaluate("localStorage.setItem('currency', 'UAH'); localStorage.setItem('i18nextLng', 'ua')")
    page.goto("/cart/checkout")
    expect(page.get_by_role("heading", level=1)).to_have_text("Оформлення замовлення")
    page.get_by_role("radio", name=re.compile("^Відділення Нової пошти")).check()

    field = page.get_by_label("Промокод")
    field.fill(f" {code[:5].lower()} {code[5:]} ")
    page.get_by_role("button", name="Застосувати промокод", exact=True).click()

    quoted = _quoted(page, crystal["product_id"], code)
    discount = Decimal(quoted["promotionDiscount"])
    assert discount > 0 and quoted["promotion"]["code"] == code
    line = page.get_by_test_id("checkout-promotion")
    expect(line).to_contain_text(f"Промокод {code}")
    expect(line).to_contain_text(format_money(-discount, "UAH", "ua"))
    expect(page.get_by_test_id("checkout-total")).to_have_text(format_money(Decimal(quoted["total"]), "UAH", "ua"))
    expect(page.get_by_test_id("promotion-rules")).to_contain_text(
        f"{code} знижує ціну товарів, на які він поширюється, на 10%.")
    expect(page.get_by_text(f"Промокод {code} застосовано: знижка {format_money(discount, 'UAH', 'ua')}.")) \
        .to_be_visible()
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    if width != 1280:
        return

    page.get_by_label("Ім'я", exact=True).fill("Олена")
    page.get_by_label("Прізвище", exact=True).fill("Коваленко")
    page.get_by_label("Електронна пошта", exact=True).fill(f"olena-{uuid.uuid4().hex[:8]}@example.com")
    page.get_by_label("Телефон", exact=True).fill("+380 50 123 45 67")
    page.get_by_label("Місто або населений пункт").fill("Київ")
    page.get_by_label("Номер відділення").fill("12")
    page.get_by_role("radio", name=re.compile("^Банківський переказ")).check()
    with page.expect_response(lambda answer: answer.url.endswith("/api/orders") and answer.request.method == "POST") \
            as placed:
        page.get_by_role("button", name="Підтвердити замовлення").click()
    order = placed.value.json()
    assert placed.value.status == 201, order
    assert (order["promotionCode"], order["promotionDiscount"], order["totalPrice"], order["currency"]) == (
        code, quoted["promotionDiscount"], quoted["total"], "UAH")
    # The success page names the code and its discount too, in hryvnias.
    expect(page).to_have_url(re.compile(r"/cart/checkout/checkout-success"))
    success = page.locator("main")
    expect(success).to_contain_text(f"Промокод {code}")
    expect(success).to_contain_text(format_money(-discount, "UAH", "ua"))
