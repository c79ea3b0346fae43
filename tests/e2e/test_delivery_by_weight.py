"""A German shopper orders 30 m of lycra to Berlin, in German and in euros: the checkout offers only what the EU zone
offers (the international courier, no Nova Poshta), at the price of the parcel's weight band, exactly what the
server quotes (and more than 0.5 m costs); the order is placed at that price. At 1280 px and at 375 px. A sent
parcel's tracking number links to the carrier's page in the shopper's order history."""
from __future__ import annotations

import re
import uuid
from datetime import UTC, datetime
from decimal import Decimal

import pytest
from playwright.sync_api import Page, expect

from shop.extensions import db
from shop.i18n import format_money
from shop.money import line_total
from shop.orders.models import Order, OrderLine
from tests.e2e.helpers import add_to_cart, api
from tests.e2e.test_account_pages import open_as, sign_up

METRES = "30"
# The product page writes a whole length with its tenth.
TYPED = "30.0"


def _lycra(page: Page) -> dict:
    """A lycra of which 30 m are in stock (the demo's weigh 170-230 g/m² across 1.4-1.5 m: about 6-10 kg)."""
    lycra = api(page, "/api/products-feed/main-category/fabrics/lycra?in_stock=true&limit=100")["products"]
    return next(p for p in lycra if p["minimum"] == 0.1 and p["stock"] >= 31)


def _quoted(page: Page, sku: str, metres: str) -> dict:
    answer = page.request.post("/api/orders/quote", data={
        "currency": "EUR", "lines": [{"sku": sku, "quantity": metres}],
        "delivery": {"method": "international", "country": "DE"}})
    assert answer.ok, answer.text()
    return answer.json()


def _open_checkout_in_german(page: Page, fabric: dict) -> None:
    add_to_cart(page, fabric, length=TYPED)
    page.evaluate("localStorage.setItem('currency', 'EUR'); localStorage.setItem('i18nextLng', 'de')")
    page.goto("/cart/checkout")
    expect(page.get_by_role("heading", level=1)).to_have_text("Kasse")
    page.get_by_label("Lieferung nach").select_option("DE")


def _sees_the_weight_priced_courier(page: Page, fabric: dict) -> str:
    heavy, light = _quoted(page, fabric["product_id"], METRES), _quoted(page, fabric["product_id"], "0.5")
    assert heavy["zone"] == "eu" and heavy["parcelGrams"] > 5000
    price = Decimal(heavy["deliveryPrice"])
    assert price > Decimal(light["deliveryPrice"]) > 0  # 30 m weigh more, and cost more, than 0.5 m
    shown = format_money(price, "EUR", "de")
    courier = page.get_by_role("radio", name=re.compile("^Internationaler Versand"))
    expect(courier).to_be_checked()
    expect(page.locator("label.checkout-option", has=courier)).to_contain_text(shown)
    expect(page.get_by_role("radio", name=re.compile("^Nova-Poshta"))).to_have_count(0)
    expect(page.get_by_text(re.compile(r"Ihr Paket wiegt etwa \d+,\d\s*kg"))).to_be_visible()
    expect(page.get_by_test_id("checkout-total")).to_have_text(format_money(Decimal(heavy["total"]), "EUR", "de"))
    return heavy["deliveryPrice"]


@pytest.mark.parametrize("width", [1280, 375])
def test_a_german_shopper_sees_the_courier_priced_by_the_weight_of_30_m(page: Page, width: int):
    page.set_viewport_size({"width": width, "height": 900})
    fabric = _lycra(page)
    _open_checkout_in_german(page, fabric)
    delivery = _sees_the_weight_priced_courier(page, fabric)
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    if width != 1280:
        return

    page.get_by_label("Vorname", exact=True).fill("Anna")
    page.get_by_label("Nachname", exact=True).fill("Schmidt")
    page.get_by_label("E-Mail", exact=True).fill(f"anna-{uuid.uuid4().hex[:8]}@example.de")
    page.get_by_label("Telefon", exact=True).fill("+49 30 1234567")
    page.get_by_label("Ort").fill("Berlin")
    page.get_by_label("Straße, Hausnummer und Wohnung").fill("Hauptstraße 5")
    page.get_by_label("Postleitzahl").fill("10115")
    page.get_by_role("radio", name=re.compile("^Banküberweisung")).check()
    with page.expect_response(lambda answer: answer.url.endswith("/api/orders") and answer.request.method == "POST") \
            as placed:
        page.get_by_role("button", name="Bestellung absenden").click()
    order = placed.value.json()
    assert placed.value.status == 201, order
    assert (order["deliveryPrice"], order["currency"], order["userInfo"]["country"]) == (delivery, "EUR", "DE")
    expect(page).to_have_url(re.compile(r"/cart/checkout/checkout-success"))


def test_the_order_history_links_a_sent_parcel_to_the_carriers_tracking(page: Page, live_app):
    session = sign_up(page)
    number = f"E2E-{uuid.uuid4().hex[:8].upper()}"
    with live_app.app_context():
        price, quantity, minimum = Decimal("2.40"), Decimal("2.5"), Decimal("0.1")
        total = line_total(price, quantity, minimum)
        db.session.add(Order(
            number=number, user_id=int(session["_id"]), status="Sent", is_paid=True, payment_method="card",
            currency="UAH", factor=Decimal("56.05"), subtotal=total, delivery_price=Decimal("0"),
            gift_card_amount=Decimal("0"), total_price=total, comment="", created_at=datetime.now(UTC),
            language="ua", delivery_method="ukrposhta", tracking_number="0500123456789",
            delivery={"city": "Lviv", "address": "vul. Zelena 5", "postcode": "79000"},
            user_info={"firstName": "Iryna", "lastName": "Bondar", "email": session["email"], "phone": "0504007015",
                       "address": "vul. Zelena 5", "city": "Lviv", "postcode": "79000", "country": "UA"},
            lines=[OrderLine(name="Lycra", sku="E2E-LY-1", quantity=quantity, minimum=minimum, unit_price=price,
                             discount=0, line_total=total)]))
        db.session.commit()
    open_as(page, session, "/account/order-history")
    card = page.get_by_test_id("order-card").filter(has_text=number)
    link = card.get_by_role("link", name="Follow parcel 0500123456789 on the carrier's site (opens in a new tab)")
    # The order was placed in Ukrainian: Ukrposhta's Ukrainian page, whatever the interface's language now.
    expect(link).to_have_attribute("href", "https://track.ukrposhta.ua/tracking_UA.html?barcode=0500123456789")
    expect(link).to_have_attribute("target", "_blank")
