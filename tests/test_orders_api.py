"""/api/orders: a shopper reads their own orders (amounts in each order's currency) and invoices; staff read any."""
from __future__ import annotations

import io
import re
import zlib
from decimal import Decimal

import pytest

from shop.money import convert
from shop.orders.models import ReturnRequest
from tests.factories import make_order
from tests.helpers import bearer

DEJAVU = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"  # fonts-dejavu-core (.ci/run installs it)


def pdf_text(pdf: bytes) -> bytes:
    """Every stream of the PDF, inflated where it is compressed: the drawn text of a core-font PDF is in it. A stream
    is the /Length bytes its dictionary names: compressed bytes may themselves end in a line break."""
    parts = []
    for match in re.finditer(rb"/Length (\d+)[^>]*>>\s*stream\r?\n", pdf):
        stream = pdf[match.end():match.end() + int(match.group(1))]
        try:
            parts.append(zlib.decompress(stream))
        except zlib.error:
            parts.append(stream)
    return b"\n".join(parts)


@pytest.fixture()
def olena(olena, db):
    """Conftest's shopper, with her name in Ukrainian."""
    olena.first_name, olena.last_name = "Олена", "Коваленко"
    db.session.commit()
    return olena


def test_a_shopper_reads_own_orders_newest_first_in_each_orders_currency(client, db, olena):
    older = make_order(olena, currency="GBP", created_days=3, status="Sent", is_paid=False)
    newer = make_order(olena, created_days=9, currency="UAH", delivery="3.50", lines=(
        ("Matte Lycra", "CH-LY-1", "2.5", "0.1", "2.68"), ("Crystal AB SS16", "CR-16", "3", "1", "4.99")))
    db.session.commit()

    response = client.get(f"/api/orders/user/{olena.id}", headers=bearer(olena))
    assert response.status_code == 200
    body = response.get_json()
    assert [o["number"] for o in body] == [newer.number, older.number]
    order = body[0]
    factor = Decimal("56.05")
    assert order["_id"] == str(newer.id) and order["currency"] == "UAH"
    assert (order["status"], order["isPaid"], order["paymentStatus"]) == ("Delivered", True, "Paid")
    assert body[1]["paymentStatus"] == "Not paid"
    # Frozen at placement like the cart shows them: the GBP unit price x the order's factor, rounded, then x the
    # quantity: 2.68 x 56.05 = 150.21 per 10 cm x 25 = 3755.25; 4.99 x 56.05 = 279.69 x 3 = 839.07.
    assert order["subtotal"] == "4594.32"
    assert order["deliveryPrice"] == str(convert(Decimal("3.50"), factor))
    assert order["giftCardAmount"] == "0.00"
    assert order["totalPrice"] == str(newer.total_price)
    fabric, stones = order["basketItems"]
    assert fabric["price"] == str(convert(Decimal("2.68"), factor)) == "150.21" and fabric["lineTotal"] == "3755.25"
    assert (fabric["quantity"], fabric["minimum"], fabric["sku"], fabric["productName"]) == (
        "2.5", "0.1", "CH-LY-1", "Matte Lycra")
    assert stones["quantity"] == "3" and stones["price"] == "279.69" and stones["lineTotal"] == "839.07"
    assert set(order["userInfo"]) == {"firstName", "lastName", "email", "phone", "address", "city", "postcode",
                                      "country"}
    assert order["userInfo"]["firstName"] == "Олена"

    one = client.get(f"/api/orders/{newer.id}", headers=bearer(olena))
    assert one.status_code == 200 and one.get_json() == order


def test_lines_say_what_may_still_be_returned(client, db, olena):
    delivered = make_order(olena, lines=(("Chiffon", "CH-CF-1", "2", "0.1", "1.20"), ("Glue", "GT-1", "1", "1", "6")))
    sent = make_order(olena, status="Sent")
    chiffon, glue = delivered.lines
    db.session.add_all([
        ReturnRequest(user_id=olena.id, order_line_id=chiffon.id, quantity=Decimal("0.5"), reason="faulty"),
        ReturnRequest(user_id=olena.id, order_line_id=glue.id, quantity=Decimal("1"), reason="changed-mind"),
        # A rejected request holds nothing back.
        ReturnRequest(user_id=olena.id, order_line_id=chiffon.id, quantity=Decimal("1"), reason="other",
                      status="Rejected"),
    ])
    db.session.commit()
    lines = client.get(f"/api/orders/{delivered.id}", headers=bearer(olena)).get_json()["basketItems"]
    assert [(line["returnable"], line["returnedQuantity"]) for line in lines] == [(True, "0.5"), (False, "1")]
    not_yet = client.get(f"/api/orders/{sent.id}", headers=bearer(olena)).get_json()["basketItems"]
    assert [line["returnable"] for line in not_yet] == [False]


def test_who_may_read_orders(client, db, olena, make_user):
    emma = make_user(email="emma@example.com")
    staff = make_user(email="staff@example.com", admin=True)
    order = make_order(olena)
    db.session.commit()
    for path in (f"/api/orders/user/{olena.id}", f"/api/orders/{order.id}", f"/api/orders/{order.id}/invoice"):
        assert client.get(path).status_code == 401, path
        refused = client.get(path, headers=bearer(emma))
        assert refused.status_code == 403 and refused.get_json()["message"] == "You may see only your own orders."
        assert client.get(path, headers=bearer(staff)).status_code == 200, path
    assert client.get(f"/api/orders/user/{emma.id}", headers=bearer(emma)).get_json() == []
    assert client.get("/api/orders/999999", headers=bearer(olena)).status_code == 404
    assert client.get("/api/orders/999999/invoice", headers=bearer(staff)).status_code == 404
    assert client.get(f"/api/orders/{2**31}", headers=bearer(staff)).status_code == 404
    assert client.get(f"/api/orders/user/{2**31}", headers=bearer(staff)).status_code == 404
    assert client.get("/api/orders/user/999999", headers=bearer(staff)).status_code == 404
    assert client.get(f"/api/orders/user/{2**31}", headers=bearer(emma)).status_code == 403


def test_the_invoice_is_a_pdf_with_a_unicode_font(client, app, db, olena):
    order = make_order(olena, currency="UAH")
    db.session.commit()
    app.config["SHOP_INVOICE_FONT"] = DEJAVU
    response = client.get(f"/api/orders/{order.id}/invoice", headers=bearer(olena))
    assert response.status_code == 200 and response.mimetype == "application/pdf"
    assert response.headers["Content-Disposition"] == f'inline; filename="invoice-{order.number}.pdf"'
    assert response.data.startswith(b"%PDF")
    assert b"DejaVuSans" in response.data  # the Unicode font is embedded: "Олена" and "₴" are drawn as typed


def test_without_a_unicode_font_the_invoice_transliterates_and_names_the_currency(client, app, db, olena, tmp_path):
    order = make_order(olena, currency="UAH", lines=(("Lace «Троянда»", "LC-1", "1.5", "0.1", "3.10"),))
    db.session.commit()
    app.config["SHOP_INVOICE_FONT"] = str(tmp_path / "missing.ttf")
    try:
        response = client.get(f"/api/orders/{order.id}/invoice", headers=bearer(olena))
    finally:
        app.config["SHOP_INVOICE_FONT"] = DEJAVU
    assert response.status_code == 200 and response.data.startswith(b"%PDF")
    text = pdf_text(response.data)
    assert order.number.encode() in text
    assert b"Olena Koval" in text and b"Troianda" in text  # Cyrillic, transliterated for Helvetica
    total = f"{order.total_price:,.2f} UAH".encode()
    assert total in text  # Helvetica has no hryvnia sign: the code instead


# What the invoice of a Nova Poshta bank-transfer order, not yet paid, says in each language: its title, the payment
# in words, the fabric's unit price per 10 cm and quantity in metres, the branch, the bank details, the product's name
# as it was in that language.
INVOICE_WORDS = {
    "en": ("Invoice DF-", "Payment: bank transfer, not paid yet", "£2.68 per 10 cm", "1.5 m",
           "Nova Poshta, branch No. 12, Kyiv", "Payment reference: DF-", "Matte Lycra Plum", "Order status: accepted"),
    "ua": ("Рахунок № DF-", "Оплата: банківський переказ, ще не оплачено", "150,21\u00a0₴ за 10 см", "1,5 м",
           "Нова пошта, відділення № 12, Київ", "Призначення платежу: DF-", "Матова лайкра, слива",
           "Стан замовлення: прийнято"),
    "pl": ("Faktura nr DF-", "Płatność: przelew bankowy, jeszcze nieopłacone", "3,16\u00a0€ za 10 cm", "1,5 m",
           "Tytuł przelewu: DF-", "Matowa lycra, śliwka", "Status zamówienia: przyjęte"),
    "ru": ("Счёт № DF-", "Оплата: банковский перевод, ещё не оплачено", "3,62\u00a0$ за 10 см", "1,5 м",
           "Назначение платежа: DF-", "Матовая лайкра, слива", "Статус заказа: принят"),
    "de": ("Rechnung DF-", "Zahlung: per Überweisung, noch nicht bezahlt", "3,16\u00a0€ pro 10 cm", "1,5 m",
           "Verwendungszweck: DF-", "Matt-Lycra Pflaume", "Bestellstatus: angenommen"),
}
INVOICE_CURRENCY = {"en": "GBP", "ua": "UAH", "pl": "EUR", "ru": "USD", "de": "EUR"}
# The English labels no other language's invoice may show.
ENGLISH_LABELS = ("Invoice", "Payment:", "per 10 cm", "Customer", "Seller", "Subtotal", "Total", "Delivery",
                  "Unit price", "Recipient:", "Thank you")


def invoice_text(pdf: bytes) -> str:
    """The invoice's text as a reader extracts it (fpdf2 maps the embedded font's glyphs back to Unicode)."""
    from pypdf import PdfReader
    return "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages)


@pytest.mark.parametrize("language", list(INVOICE_WORDS))
def test_the_invoice_is_written_in_the_orders_language(client, app, db, olena, language):
    app.config["SHOP_INVOICE_FONT"] = DEJAVU
    order = make_order(olena, currency=INVOICE_CURRENCY[language], status="Accepted", is_paid=False,
                       lines=(("Matte Lycra Plum", "CH-LY-1", "1.5", "0.1", "2.68"),))
    order.language, order.payment_method = language, "bank-transfer"
    order.delivery_method, order.delivery = "nova-poshta-branch", {"city": "Київ" if language == "ua" else "Kyiv",
                                                                   "branch": "12"}
    order.lines[0].names = {"en": "Matte Lycra Plum", "ua": "Матова лайкра, слива", "pl": "Matowa lycra, śliwka",
                            "ru": "Матовая лайкра, слива", "de": "Matt-Lycra Pflaume"}
    db.session.commit()
    response = client.get(f"/api/orders/{order.id}/invoice", headers=bearer(olena))
    assert response.status_code == 200
    text = " ".join(invoice_text(response.data).split())
    for words in INVOICE_WORDS[language]:
        assert words.replace("\u00a0", " ") in text, (language, words, text)
    assert "UA213223130000026007233566001" in text and "FOP Dance Fabrics" in text  # the seller and where to pay
    if language != "en":
        assert [label for label in ENGLISH_LABELS if label in text] == []
        assert "Matte Lycra Plum" not in text


def test_a_paid_invoice_says_when_and_asks_for_no_transfer(client, app, db, olena):
    app.config["SHOP_INVOICE_FONT"] = DEJAVU
    order = make_order(olena, currency="UAH", is_paid=True)
    order.language, order.payment_method, order.paid_at = "ua", "bank-transfer", order.created_at
    db.session.commit()
    text = " ".join(invoice_text(client.get(f"/api/orders/{order.id}/invoice", headers=bearer(olena)).data).split())
    assert f"Оплата: банківський переказ, оплачено {order.created_at.day} " in text
    assert "Призначення платежу" not in text and "Реквізити" not in text
