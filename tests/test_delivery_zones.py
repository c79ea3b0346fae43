"""Delivery by zone and weight: the address's country picks the zone, the zone offers its methods only, the parcel's
weight picks the band, in the order's currency (staff's round prices there, else the GBP ones converted), free from
the zone's threshold in that currency; the order freezes what it was quoted. Staff edit the zones (audited)."""
from __future__ import annotations

import uuid

import pytest

from tests.factories import make_category_path, make_product

ZONES = "/api/admin/delivery-zones"
QUOTE = "/api/orders/quote"
ORDERS = "/api/orders"
CONTACT = {"firstName": "Anna", "lastName": "Schmidt", "email": "anna@example.de", "phone": "+49 30 1234567"}
BERLIN = {"method": "international", "country": "DE", "city": "Berlin", "address": "Hauptstr. 5", "postcode": "10115"}
KYIV = {"method": "nova-poshta-branch", "city": "Kyiv", "branch": "12"}


@pytest.fixture()
def lycra(db):
    """Lycra at £0.20 per 10 cm, 200 g a metre, 60 m in stock."""
    product = make_product("Lycra Royal", price="0.20", minimum="0.1", stock="60", product_id="LY-ROYAL",
                           weight_grams=200, categories=make_category_path("fabrics", "lycra"))
    db.session.commit()
    return product


def as_written(zone: dict) -> dict:
    """A zone as the admin lists it, as staff would send it back: the prices they set (GBP, and their own)."""
    return {"name": zone["name"], "countries": zone["countries"], "methods": [
        {"method": entry["method"], "active": entry["active"],
         "rates": [{key: rate[key] for key in ("currency", "freeFrom", "bands")}
                   for rate in entry["rates"] if rate["currency"] == "GBP" or rate["custom"]]}
        for entry in zone["methods"]]}


def set_rate(client, staff, zone: str, method: str, currency: str, bands: list[tuple[int | None, str]],
             free_from: str | None = None):
    """Staff price one zone's method in a currency (the rest of the zone as it was); the admin's answer."""
    listed = next(entry for entry in client.get(ZONES, headers=staff).get_json() if entry["code"] == zone)
    written = as_written(listed)
    entry = next(entry for entry in written["methods"] if entry["method"] == method)
    entry["rates"] = [rate for rate in entry["rates"] if rate["currency"] != currency] + [
        {"currency": currency, "freeFrom": free_from,
         "bands": [{"upTo": up_to, "price": price} for up_to, price in bands]}]
    return client.put(f"{ZONES}/{zone}", json=written, headers=staff)


def quote(client, metres: str, delivery: dict, currency: str = "GBP", **headers) -> dict:
    answer = client.post(QUOTE, json={"currency": currency, "lines": [{"sku": "LY-ROYAL", "quantity": metres}],
                                      "delivery": delivery}, headers=headers)
    assert answer.status_code == 200, answer.get_json()
    return answer.get_json()


def offers(answer: dict) -> dict[str, str]:
    return {offer["code"]: offer["price"] for offer in answer["deliveryOptions"]}


def test_the_band_follows_the_parcels_weight(client, lycra):
    # 0.5 m: 100 g and 150 g of packaging; 30 m: 6 kg and the packaging, a heavier band to Germany.
    light, heavy = quote(client, "0.5", BERLIN), quote(client, "30", BERLIN)
    assert (light["parcelGrams"], heavy["parcelGrams"]) == (250, 6150)
    assert (light["zone"], light["country"]) == ("eu", "DE")
    assert (light["deliveryPrice"], heavy["deliveryPrice"]) == ("18.00", "38.00")
    assert offers(heavy) == {"international": "38.00", "email": "0.00"}
    assert heavy["total"] == "98.00"  # 300 x 10 cm at £0.20, and £38
    # The same 30 m to Ukraine by Nova Poshta: its 2-10 kg band.
    assert quote(client, "30", KYIV)["deliveryPrice"] == "2.20"


def test_the_country_picks_the_zone_and_its_methods(client, lycra):
    ukraine = offers(quote(client, "1", {**KYIV, "country": "UA"}))
    assert list(ukraine) == ["nova-poshta-branch", "nova-poshta-locker", "courier", "ukrposhta", "pickup", "email"]
    assert ukraine["ukrposhta"] == "1.00"
    britain = quote(client, "1", {**BERLIN, "country": "GB"})
    assert (britain["zone"], britain["deliveryPrice"]) == ("uk", "16.00")
    # A country no zone names goes by the zone of every other country.
    japan = quote(client, "1", {**BERLIN, "country": "JP"})
    assert (japan["zone"], japan["deliveryPrice"]) == ("world", "24.00")


def test_a_method_the_zone_does_not_offer_is_refused(client, lycra):
    answer = client.post(QUOTE, json={"lines": [{"sku": "LY-ROYAL", "quantity": "1"}],
                                      "delivery": {**KYIV, "country": "DE"}})
    assert answer.status_code == 409
    [message] = answer.get_json()["errors"]["delivery"]["method"]
    assert "nova-poshta-branch does not deliver to DE" in message and "international" in message
    placed = client.post(ORDERS, json={"contact": CONTACT, "paymentMethod": "bank-transfer",
                                       "lines": [{"sku": "LY-ROYAL", "quantity": "1"}],
                                       "delivery": {**KYIV, "country": "DE"}},
                         headers={"Idempotency-Key": str(uuid.uuid4()), "Accept-Language": "de"})
    assert placed.status_code == 409
    assert "liefert nicht nach DE" in placed.get_json()["errors"]["delivery"]["method"][0]
    # A code no zone serves is the same refusal, whatever the zone of every other country offers.
    unknown = client.post(QUOTE, json={"lines": [{"sku": "LY-ROYAL", "quantity": "1"}],
                                       "delivery": {"method": "pickup", "country": "ZZ"}})
    assert unknown.status_code == 409 and "pickup does not deliver to ZZ" in str(unknown.get_json()["errors"])


def test_a_parcel_heavier_than_the_method_carries_is_refused(client, db, lycra):
    # A parcel locker takes up to 20 kg: 60 m of lycra (12.15 kg) fits, 51 m of heavy velvet (23.1 kg) does not.
    locker = {"method": "nova-poshta-locker", "city": "Kyiv", "branch": "5"}
    assert "nova-poshta-locker" in offers(quote(client, "60", locker))
    make_product("Velvet", price="3.00", minimum="0.1", stock="100", product_id="VE-RED", weight_grams=450)
    db.session.commit()
    velvet = [{"sku": "VE-RED", "quantity": "51"}]
    answer = client.post(QUOTE, json={"lines": velvet, "delivery": locker})
    assert answer.status_code == 409
    assert "23.1 kg" in answer.get_json()["errors"]["delivery"]["method"][0]
    fine = client.post(QUOTE, json={"lines": velvet, "delivery": KYIV}).get_json()
    assert "nova-poshta-locker" not in offers(fine) and offers(fine)["nova-poshta-branch"] == "0.00"


def _eu_zone(uah_bands, uah_free_from=None, gbp_free_from=None) -> dict:
    return {"name": "European Union", "countries": ["DE", "fr", "PL"], "methods": [{
        "method": "international", "rates": [
            {"currency": "GBP", "freeFrom": gbp_free_from,
             "bands": [{"upTo": 2000, "price": "18"}, {"upTo": 10000, "price": "38"}, {"upTo": None, "price": "55"}]},
            {"currency": "UAH", "freeFrom": uah_free_from, "bands": uah_bands}]}]}


def test_staff_set_bands_and_a_threshold_per_currency(client, staff, lycra):
    bands = [{"upTo": 2000, "price": "1000"}, {"upTo": 10000, "price": "2100"}, {"upTo": None, "price": "3100"}]
    saved = client.put(f"{ZONES}/eu", json=_eu_zone(bands, uah_free_from="3000", gbp_free_from="50"),
                       headers=staff)
    assert saved.status_code == 200, saved.get_json()
    zone = saved.get_json()
    assert (zone["countries"], zone["rest"]) == (["DE", "FR", "PL"], False)
    rates = {rate["currency"]: rate for rate in zone["methods"][0]["rates"]}
    assert [band["price"] for band in rates["UAH"]["bands"]] == ["1000.00", "2100.00", "3100.00"]
    assert rates["UAH"]["custom"] and not rates["EUR"]["custom"]
    assert [band["price"] for band in rates["EUR"]["bands"]] == ["21.24", "44.84", "64.90"]  # the GBP ones converted

    # In UAH: staff's round band; 30 m of lycra is ₴3,363.00, past ₴3,000: free.
    assert quote(client, "0.5", BERLIN, "UAH")["deliveryPrice"] == "1000.00"
    assert quote(client, "10", BERLIN, "UAH")["deliveryPrice"] == "2100.00"
    assert quote(client, "30", BERLIN, "UAH")["deliveryPrice"] == "0.00"
    # In EUR none was set: the GBP band converted, free from the GBP threshold (£60 of lycra is past £50).
    assert quote(client, "10", BERLIN, "EUR")["deliveryPrice"] == "44.84"
    assert quote(client, "30", BERLIN, "EUR")["deliveryPrice"] == "0.00"
    assert quote(client, "10", BERLIN, "GBP")["deliveryPrice"] == "38.00"
    # The other zones stayed as they were.
    assert quote(client, "1", {**BERLIN, "country": "GB"})["deliveryPrice"] == "16.00"


def test_the_order_freezes_the_quoted_delivery(client, staff, lycra):
    bands = [{"upTo": 2000, "price": "1000"}, {"upTo": 10000, "price": "2100"}, {"upTo": None, "price": "3100"}]
    client.put(f"{ZONES}/eu", json=_eu_zone(bands), headers=staff)
    order = client.post(ORDERS, json={"currency": "UAH", "contact": CONTACT, "paymentMethod": "bank-transfer",
                                      "lines": [{"sku": "LY-ROYAL", "quantity": "30"}], "delivery": BERLIN,
                                      "expectedTotal": "5463.00"},
                        headers={"Idempotency-Key": str(uuid.uuid4())})
    assert order.status_code == 201, order.get_json()
    placed = order.get_json()
    assert (placed["deliveryPrice"], placed["totalPrice"]) == ("2100.00", "5463.00")
    client.put(f"{ZONES}/eu", json=_eu_zone([{"upTo": None, "price": "5000"}]), headers=staff)
    again = client.get(f"{ORDERS}/{placed['_id']}", headers=staff).get_json()
    assert again["deliveryPrice"] == "2100.00"


def test_zones_are_checked_and_audited(client, staff, auth, lycra):
    assert client.get(ZONES).status_code == 401
    assert client.get(ZONES, headers=auth()).status_code == 403
    listed = client.get(ZONES, headers=staff).get_json()
    assert [zone["code"] for zone in listed] == ["ua", "uk", "eu", "world"]
    assert [entry["method"] for entry in listed[0]["methods"]] == [
        "nova-poshta-branch", "nova-poshta-locker", "courier", "ukrposhta", "pickup"]

    taken = client.put(f"{ZONES}/dach", json={"name": "DACH", "countries": ["DE", "AT", "CH"], "methods": []},
                       headers={**staff, "Accept-Language": "ua"})
    assert taken.status_code == 409
    assert "AT, DE" in taken.get_json()["errors"]["countries"][0] and "European Union" in \
        taken.get_json()["errors"]["countries"][0]
    second_rest = client.put(f"{ZONES}/elsewhere", json={"name": "Elsewhere", "countries": [], "methods": []},
                             headers=staff)
    assert second_rest.status_code == 409 and "countries" in second_rest.get_json()["errors"]
    no_gbp = _eu_zone([{"upTo": None, "price": "5000"}])
    no_gbp["methods"][0]["rates"] = no_gbp["methods"][0]["rates"][1:]
    assert client.put(f"{ZONES}/eu", json=no_gbp, headers=staff).status_code == 409
    unordered = _eu_zone([{"upTo": 5000, "price": "1"}, {"upTo": 2000, "price": "2"}])
    bad = client.put(f"{ZONES}/eu", json=unordered, headers=staff)
    assert bad.status_code == 409 and bad.get_json()["errors"]["methods"]["0"]["rates"]["1"]["bands"]
    wrong = client.put(f"{ZONES}/eu", json={**_eu_zone([]), "countries": ["XX"]}, headers=staff)
    assert wrong.status_code == 400
    assert client.get("/api/admin/audit", query_string={"entity": "delivery-zone"}, headers=staff).get_json() == []

    # Switzerland gets a zone of its own: courier only, and Germany's methods do not change.
    swiss = {"name": "Switzerland", "countries": ["CH"], "methods": [{"method": "international", "rates": [
        {"currency": "GBP", "bands": [{"upTo": None, "price": "25"}]}]}]}
    assert client.put(f"{ZONES}/ch", json=swiss, headers=staff).status_code == 200
    assert quote(client, "30", {**BERLIN, "country": "CH"})["deliveryPrice"] == "25.00"
    [entry] = client.get("/api/admin/audit", query_string={"entity": "delivery-zone"}, headers=staff).get_json()
    assert (entry["entityId"], entry["action"]) == ("ch", "create")
    assert client.delete(f"{ZONES}/ch", headers=staff).status_code == 204
    assert quote(client, "30", {**BERLIN, "country": "CH"})["zone"] == "world"
    assert client.delete(f"{ZONES}/ch", headers=staff).status_code == 404


def test_the_checkout_options_name_each_zones_methods(client, db):
    options = client.get("/api/orders/checkout-options").get_json()
    zones = {zone["code"]: zone for zone in options["zones"]}
    assert zones["ua"]["methods"] == ["nova-poshta-branch", "nova-poshta-locker", "courier", "ukrposhta", "pickup"]
    assert "DE" in zones["eu"]["countries"] and zones["world"]["countries"] == []
    ukrposhta = next(method for method in options["deliveryMethods"] if method["code"] == "ukrposhta")
    assert (ukrposhta["fields"], ukrposhta["countries"]) == (["city", "address", "postcode"], ["UA"])


@pytest.mark.parametrize(("method", "details", "language", "page", "words"), [
    ("ukrposhta", {"city": "Lviv", "address": "vul. Zelena 5", "postcode": "79000"}, "ua",
     "https://track.ukrposhta.ua/tracking_UA.html?barcode=0500123456789", "Відстежити її можна на сайті перевізника"),
    ("ukrposhta", {"city": "Lviv", "address": "vul. Zelena 5", "postcode": "79000"}, "de",
     "https://track.ukrposhta.ua/tracking_EN.html?barcode=0500123456789", "Verfolgen Sie es auf der Website"),
    ("nova-poshta-branch", {"city": "Kyiv", "branch": "12"}, "pl",
     "https://novaposhta.ua/tracking/?cargo_number=0500123456789", "Możesz ją śledzić na stronie przewoźnika"),
])
def test_the_sent_mail_and_the_order_link_to_the_carriers_tracking(client, staff, lycra, inbox, method, details,
                                                                   language, page, words):
    order = client.post(ORDERS, json={"contact": CONTACT, "paymentMethod": "bank-transfer", "language": language,
                                      "lines": [{"sku": "LY-ROYAL", "quantity": "2"}],
                                      "delivery": {"method": method, **details}},
                        headers={"Idempotency-Key": str(uuid.uuid4())}).get_json()
    assert order["trackingUrl"] is None
    sent = client.put(f"{ORDERS}/{order['_id']}/status", json={"status": "Sent", "trackingNumber": "0500 1234 56789"},
                      headers=staff)
    assert sent.status_code == 200, sent.get_json()
    mail = next(message for message in inbox.messages if "0500 1234 56789" in message.get_content())
    text = mail.get_content()
    assert page in text and words in text
    assert "SMS" not in text and "text message" not in text
    assert client.get(f"{ORDERS}/{order['_id']}", headers=staff).get_json()["trackingUrl"] == page


def test_an_international_parcel_has_its_number_without_a_page(client, staff, lycra, inbox):
    order = client.post(ORDERS, json={"contact": CONTACT, "paymentMethod": "bank-transfer",
                                      "lines": [{"sku": "LY-ROYAL", "quantity": "2"}], "delivery": BERLIN},
                        headers={"Idempotency-Key": str(uuid.uuid4())}).get_json()
    client.put(f"{ORDERS}/{order['_id']}/status", json={"status": "Sent", "trackingNumber": "RR123456785UA"},
               headers=staff)
    text = next(message for message in inbox.messages if "RR123456785UA" in message.get_content()).get_content()
    assert "Your parcel's tracking number: RR123456785UA." in text and "http" not in text.split("RR123456785UA")[1][:80]
    assert client.get(f"{ORDERS}/{order['_id']}", headers=staff).get_json()["trackingUrl"] is None


def test_staff_weigh_a_product_in_the_form_and_the_csv_file(client, staff, lycra):
    product = client.get("/api/admin/products", query_string={"search": "LY-ROYAL"}, headers=staff).get_json()[0]
    assert product["weightGrams"] == 200
    changed = client.put(f"/api/admin/products/{product['_id']}", json={"weightGrams": 320}, headers=staff)
    assert changed.status_code == 200 and changed.get_json()["weightGrams"] == 320
    refused = client.put(f"/api/admin/products/{product['_id']}", json={"weightGrams": 2.5},
                         headers={**staff, "Accept-Language": "de"})
    assert refused.status_code == 400
    assert refused.get_json()["errors"]["weightGrams"] == ["Das Gewicht ist eine ganze Zahl von Gramm zwischen 0 und "
                                                           "100000."]
    exported = client.get("/api/admin/products/export.csv", headers=staff).get_data(as_text=True)
    header, row = exported.lstrip("\ufeff").splitlines()[:2]
    assert row.split(",")[header.split(",").index("weight_grams")] == "320"
    # 30 m now weigh 9.6 kg and the packaging: still the 2-10 kg band to Germany.
    assert quote(client, "30", BERLIN)["parcelGrams"] == 9750
