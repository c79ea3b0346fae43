"""Round amounts per currency: staff price delivery in UAH, EUR and USD (and its free-delivery threshold there), and
give a gift card its own face value in a currency; orders charge exactly what was shown and freeze it, and a card is
worth what it was bought for, in the currency it was bought in."""
from __future__ import annotations

from decimal import Decimal

from tests.test_delivery_zones import set_rate
from tests.test_giftcard_voids import BALANCE, CODE, RECIPIENT, codes_mailed_to, placed

ZONES = "/api/admin/delivery-zones"
QUOTE = "/api/orders/quote"
NOVA_POSHTA = {"method": "nova-poshta-branch", "city": "Kyiv", "branch": "12"}
# The £20 gift card, in its category, given a round ₴1,000 of its own.
OWN_AMOUNT = {"currencyPrices": {"UAH": "1000"}, "category1": "gift-cards", "category2": None}
CONTACT = {"firstName": "Olena", "lastName": "Koval", "email": "olena@example.com", "phone": "0501234567"}


def quote(client, lines, currency, delivery=None, **extra) -> dict:
    answer = client.post(QUOTE, json={"currency": currency, "lines": lines, "delivery": delivery or NOVA_POSHTA,
                                      "contact": CONTACT, **extra})
    assert answer.status_code == 200, answer.get_json()
    return answer.get_json()


def test_staff_price_delivery_in_a_currency_and_the_checkout_charges_it(client, staff, tulle):
    ukraine = next(zone for zone in client.get(ZONES, headers=staff).get_json() if zone["code"] == "ua")
    branch = next(entry for entry in ukraine["methods"] if entry["method"] == "nova-poshta-branch")
    converted = next(rate for rate in branch["rates"] if rate["currency"] == "UAH")
    assert (converted["bands"][0], converted["freeFrom"], converted["custom"]) == (
        {"upTo": 2000, "price": "84.08"}, "5605.00", False)
    changed = set_rate(client, staff, "ua", "nova-poshta-branch", "UAH", [(2000, "80"), (None, "120")], "5500")
    assert changed.status_code == 200, changed.get_json()

    # 1 m of tulle: ₴560.50 and ₴80 delivery, exactly; in GBP nothing changed.
    assert quote(client, [{"sku": "TU-IVORY", "quantity": "1"}], "UAH")["deliveryPrice"] == "80.00"
    assert quote(client, [{"sku": "TU-IVORY", "quantity": "1"}], "GBP")["deliveryPrice"] == "1.50"
    # ₴5,605 of tulle (10 m) is past staff's ₴5,500: free.
    assert quote(client, [{"sku": "TU-IVORY", "quantity": "10"}], "UAH")["deliveryPrice"] == "0.00"
    options = client.get("/api/orders/checkout-options").get_json()["deliveryMethods"][0]
    assert options["prices"]["UAH"] == {"price": "80.00", "freeFrom": "5500.00"}

    order = placed(client, [{"sku": "TU-IVORY", "quantity": "1"}], currency="UAH", delivery=NOVA_POSHTA)
    assert (order["deliveryPrice"], order["totalPrice"]) == ("80.00", "640.50")
    # The order froze it: a later change does not reach it.
    set_rate(client, staff, "ua", "nova-poshta-branch", "UAH", [(None, "95")])
    assert client.get(f"/api/orders/{order['_id']}", headers=staff).get_json()["deliveryPrice"] == "80.00"


def test_delivery_zones_are_staffs_and_checked(client, auth, staff):
    assert client.get(ZONES).status_code == 401
    assert client.put(f"{ZONES}/ua", json={"name": "Ukraine", "countries": ["UA"], "methods": []},
                      headers=auth()).status_code == 403
    bad = set_rate(client, staff, "ua", "courier", "UAH", [(None, "1.234")], "-5")
    assert bad.status_code == 400
    assert set(bad.get_json()["errors"]["methods"]["2"]["rates"]["1"]) == {"bands", "freeFrom"}
    audit = client.get("/api/admin/audit", query_string={"entity": "delivery-zone"}, headers=staff).get_json()
    assert audit == []  # refused changes leave nothing
    set_rate(client, staff, "ua", "courier", "UAH", [(2000, "140"), (None, "200")], "8500")
    [entry] = client.get("/api/admin/audit", query_string={"entity": "delivery-zone"}, headers=staff).get_json()
    assert entry["entityId"] == "ua"
    assert entry["after"]["methods"]["courier"]["rates"]["UAH"] == {"freeFrom": "8500", "bands": [
        [2000, "140"], [None, "200"]]}


def test_a_gift_card_with_its_own_amount_is_sold_and_spent_at_it(client, staff, gift_card_product, tulle, inbox):
    changed = client.put(f"/api/admin/products/{gift_card_product.id}", json=OWN_AMOUNT, headers=staff)
    assert changed.status_code == 200 and changed.get_json()["currencyPrices"] == {"UAH": "1000.00"}
    page = client.get("/api/products-feed/products/GIFT-20").get_json()
    assert (page["final_price"], page["prices"]) == ("20.00", {"UAH": "1000.00"})

    line = [{"sku": "GIFT-20", "quantity": 1, "giftCard": RECIPIENT}]
    assert quote(client, line, "UAH", delivery={"method": "email"})["subtotal"] == "1000.00"
    assert quote(client, line, "EUR", delivery={"method": "email"})["subtotal"] == "23.60"  # none set: converted
    order = placed(client, line, currency="UAH", delivery={"method": "email"})
    assert (order["basketItems"][0]["price"], order["totalPrice"]) == ("1000.00", "1000.00")
    assert client.put(f"/api/orders/{order['_id']}/payment", json={"isPaid": True}, headers=staff).status_code == 200
    [code] = codes_mailed_to(inbox)
    assert CODE.fullmatch(code)
    card = client.post(BALANCE, json={"code": code}).get_json()
    assert (card["balance"], card["currency"]) == ("1000.00", "UAH")
    mail = next(message for message in inbox.messages if message["To"] == RECIPIENT["recipientEmail"])
    assert "₴1,000.00" in mail.get_content()

    # Spent in UAH it pays ₴1,000 to the kopiyka: 2 m of tulle is ₴1,121.00, ₴121.00 left to pay.
    spent = placed(client, [{"sku": "TU-IVORY", "quantity": "2"}], currency="UAH", giftCardCode=code)
    assert (spent["giftCardAmount"], spent["totalPrice"]) == ("1000.00", "121.00")
    assert client.post(BALANCE, json={"code": code}).get_json()["balance"] == "0.00"


def test_a_uah_card_spent_in_pounds_is_worth_its_value_through_the_factors(client, staff, gift_card_product, tulle,
                                                                           inbox):
    client.put(f"/api/admin/products/{gift_card_product.id}", json=OWN_AMOUNT, headers=staff)
    order = placed(client, [{"sku": "GIFT-20", "quantity": 1, "giftCard": RECIPIENT}], currency="UAH",
                   delivery={"method": "email"})
    client.put(f"/api/orders/{order['_id']}/payment", json={"isPaid": True}, headers=staff)
    [code] = codes_mailed_to(inbox)
    # ₴1,000 / 56.05 = £17.84: a £5 order (5 x 10 cm at £1) takes £5.00, and ₴280.25 comes off the card.
    spent = placed(client, [{"sku": "TU-IVORY", "quantity": "0.5"}], giftCardCode=code, delivery={"method": "pickup"})
    assert (spent["giftCardAmount"], spent["totalPrice"]) == ("5.00", "0.00")
    assert Decimal(client.post(BALANCE, json={"code": code}).get_json()["balance"]) == Decimal("719.75")


def test_only_gift_cards_have_amounts_of_their_own(client, staff, tulle):
    refused = client.put(f"/api/admin/products/{tulle.id}", json={"currencyPrices": {"UAH": "50"}}, headers=staff)
    assert refused.status_code in (400, 409) and "currencyPrices" in str(refused.get_json()["errors"])
    wrong = client.put(f"/api/admin/products/{tulle.id}", json={"currencyPrices": {"GBP": "50"}}, headers=staff)
    assert wrong.status_code == 400
