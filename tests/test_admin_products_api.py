"""Staff's product management: /api/admin/products (list, read, create, change, delete), its images, the CSV
export and import, and /api/admin/catalogue-options.

Every call is staff only (401 without a token, 403 for a shopper); every change writes its audit entry in the
same commit; a staff edit shows in the shop at once. Runs on SQLite and on PostgreSQL (SHOP_TEST_DATABASE_URL).
"""
from __future__ import annotations

import csv
import io
import os
import zlib
from decimal import Decimal
from types import SimpleNamespace

import pytest
from PIL import Image
from sqlalchemy import event, func, select

from shop.admin.products import messages as product_messages
from shop.audit import AuditEntry
from shop.catalog.models import Product
from shop.i18n import registered
from tests.factories import make_brand, make_category_path, make_colour, make_product

ADMIN = "/api/admin"
PRODUCTS = f"{ADMIN}/products"
EXPORT = f"{PRODUCTS}/export.csv"
IMPORT = f"{PRODUCTS}/import"
OPTIONS = f"{ADMIN}/catalogue-options"


@pytest.fixture()
def shop(db):
    """Two brands with a Royal Blue each, two category trees and three products (one hidden)."""
    s = SimpleNamespace()
    s.chrisanne = make_brand("Chrisanne", position=1)
    s.dsi = make_brand("DSI", position=2)
    s.ch_blue = make_colour("Royal Blue", "#4169E1", brand=s.chrisanne)
    s.dsi_blue = make_colour("Royal Blue", "#3050D0", brand=s.dsi)
    s.black = make_colour("Black", "#000000", brand=s.chrisanne)
    s.matte = make_category_path("fabrics", "lycra__Лайкра", "matte")
    s.stones = make_category_path("crystals", "stones", main="crystals")
    s.lycra = make_product("Matte Lycra", "Матова лайкра", price="20.00", minimum="0.1", stock="50.5",
                           brand=s.chrisanne, colour=s.ch_blue, categories=s.matte, product_id="CH-LY-0001")
    s.crystal = make_product("Crystal AB", "Кристал AB", price="2.00", stock="7", brand=s.dsi,
                             categories=s.stones, product_id="CR-AB-0001")
    s.hidden = make_product("Hidden Lycra", "Прихована лайкра", price="1.00", minimum="0.1", categories=s.matte,
                            product_id="CH-LY-0002", is_active=False)
    db.session.commit()
    return s


def new_product(**changes) -> dict:
    body = {
        "product_id": "CHR-LYC-0100",
        "names": {"en": "Lycra Royal", "ua": "Лайкра королівська", "pl": "Lycra królewska", "ru": None, "de": ""},
        "descriptions": {"en": "Four-way stretch.", "ua": "Тягнеться в усі боки."},
        "price": "2.50",
        "discount": 10,
        "minimum": "0.1",
        "unit": "m",
        "stock": "25.5",
        "category1": "fabrics",
        "category2": "lycra",
        "category3": "matte",
    }
    body.update(changes)
    return body


def audit_entries(db, action: str | None = None) -> list[AuditEntry]:
    query = select(AuditEntry).order_by(AuditEntry.id)
    if action:
        query = query.where(AuditEntry.action == action)
    db.session.expire_all()
    return list(db.session.scalars(query))


def product_row(db, sku: str) -> Product | None:
    db.session.expire_all()
    return db.session.scalar(select(Product).where(Product.product_id == sku))


# ---------------------------------------------------------------- who may call


ENDPOINTS = [
    ("get", PRODUCTS), ("post", PRODUCTS), ("get", f"{PRODUCTS}/1"), ("put", f"{PRODUCTS}/1"),
    ("delete", f"{PRODUCTS}/1"), ("post", f"{PRODUCTS}/1/images"), ("delete", f"{PRODUCTS}/1/images?url=/x"),
    ("get", EXPORT), ("post", IMPORT), ("get", OPTIONS),
]


@pytest.mark.parametrize(("method", "path"), ENDPOINTS)
def test_every_call_is_for_staff_only(client, db, shop, auth, method, path):
    anonymous = getattr(client, method)(path)
    assert anonymous.status_code == 401 and anonymous.get_json()["message"]
    shopper = getattr(client, method)(path, headers=auth())
    assert shopper.status_code == 403
    assert shopper.get_json()["message"] == "Only shop staff may do this."
    assert audit_entries(db) == []


# ---------------------------------------------------------------- reading


def test_staff_list_every_product_newest_first_with_the_total(client, shop, staff):
    response = client.get(PRODUCTS, headers=staff, query_string={"limit": 2})
    assert response.status_code == 200
    assert response.headers["X-Total-Count"] == "3"
    assert [p["product_id"] for p in response.get_json()] == ["CH-LY-0002", "CR-AB-0001"]  # hidden ones too
    second = client.get(PRODUCTS, headers=staff, query_string={"limit": 2, "page": 2}).get_json()
    assert [p["product_id"] for p in second] == ["CH-LY-0001"]
    default = client.get(PRODUCTS, headers=staff)
    assert len(default.get_json()) == 3  # 25 a page unless asked (tests/test_admin_lists_api.py)


def test_the_admin_product_shape(client, shop, staff):
    response = client.get(f"{PRODUCTS}/{shop.lycra.id}", headers=staff)
    assert response.status_code == 200
    body = response.get_json()
    assert body["_id"] == str(shop.lycra.id)
    assert body["product_id"] == "CH-LY-0001"
    assert body["names"] == {"en": "Matte Lycra", "ua": "Матова лайкра", "pl": None, "ru": None, "de": None}
    assert body["descriptions"]["en"] == ""
    assert (body["price"], body["discount"], body["finalPrice"]) == ("20.00", 0, "20.00")
    assert (body["minimum"], body["unit"], body["stock"]) == ("0.1", "m", "50.5")
    assert body["brandId"] == str(shop.chrisanne.id) and body["colourId"] == str(shop.ch_blue.id)
    assert [body[f"category{n}"] for n in range(1, 5)] == ["fabrics", "lycra", "matte", None]
    assert body["images"] and all(isinstance(url, str) for url in body["images"])
    assert body["isActive"] is True and body["isGiftCard"] is False
    assert body["createdAt"] and body["updatedAt"]


@pytest.mark.parametrize("query", [
    {"search": "cr-ab"},  # part of the sku
    {"search": "кристал"},  # a Ukrainian name, in another letter case
    {"search": "Crystal"},
    {"category1": "crystals"},
])
def test_staff_find_products_by_sku_name_and_category(client, shop, staff, query):
    response = client.get(PRODUCTS, headers=staff, query_string=query)
    assert [p["product_id"] for p in response.get_json()] == ["CR-AB-0001"]
    assert response.headers["X-Total-Count"] == "1"


def test_staff_filter_shown_and_hidden_products(client, shop, staff):
    hidden = client.get(PRODUCTS, headers=staff, query_string={"active": "false"}).get_json()
    assert [p["product_id"] for p in hidden] == ["CH-LY-0002"]
    shown = client.get(PRODUCTS, headers=staff, query_string={"active": "true", "search": "lycra"}).get_json()
    assert [p["product_id"] for p in shown] == ["CH-LY-0001"]


@pytest.mark.parametrize("query", [{"page": 0}, {"limit": 101}, {"limit": 0}, {"active": "maybe"},
                                   {"search": "a\x00b"}, {"category1": "fab\x00rics"}, {"search": "x" * 201}])
def test_bad_list_filters_are_400(client, shop, staff, query):
    response = client.get(PRODUCTS, headers=staff, query_string=query)
    assert response.status_code == 400 and response.get_json()["errors"]


@pytest.mark.parametrize("product_id", ["999", "2147483648", "99999999999999999999"])
def test_an_unknown_product_is_404(client, shop, staff, product_id):
    for method in ("get", "put", "delete"):
        response = getattr(client, method)(f"{PRODUCTS}/{product_id}", headers=staff,
                                           **({"json": {"price": "1.00"}} if method == "put" else {}))
        assert response.status_code == 404
        assert response.get_json()["message"] == "There is no such product."


def test_catalogue_options_list_what_a_product_may_have(client, shop, staff):
    response = client.get(OPTIONS, headers=staff)
    assert response.status_code == 200
    body = response.get_json()
    assert [b["name"] for b in body["brands"]] == ["Chrisanne", "DSI"]
    assert {(c["name"], c["brandId"]) for c in body["colours"]} == {
        ("Royal Blue", str(shop.chrisanne.id)), ("Royal Blue", str(shop.dsi.id)), ("Black", str(shop.chrisanne.id))}
    paths = {tuple(c["path"]): c["label"] for c in body["categories"]}
    assert paths[("fabrics", "lycra", "matte", None)] == "fabrics / lycra / matte"
    assert paths[("fabrics", None, None, None)] == "fabrics"
    assert paths[("gift-cards", None, None, None)] == "Gift cards"
    assert body["units"] == ["m", "pcs", "pack", "set", "card"]
    ukrainian = client.get(OPTIONS, headers={**staff, "Accept-Language": "uk"}).get_json()
    labels = {tuple(c["path"]): c["label"] for c in ukrainian["categories"]}
    assert labels[("fabrics", "lycra", None, None)] == "fabrics / Лайкра"


# ---------------------------------------------------------------- creating, changing, deleting


def test_staff_create_a_product_and_the_audit_log_says_so(client, db, shop, staff):
    response = client.post(PRODUCTS, json=new_product(), headers=staff)
    assert response.status_code == 201, response.get_json()
    body = response.get_json()
    assert body["product_id"] == "CHR-LYC-0100"
    assert body["names"] == {"en": "Lycra Royal", "ua": "Лайкра королівська", "pl": "Lycra królewska",
                             "ru": None, "de": None}
    assert (body["price"], body["discount"], body["finalPrice"]) == ("2.50", 10, "2.25")
    assert (body["minimum"], body["stock"], body["images"]) == ("0.1", "25.5", [])
    assert body["slug"] == "lycra-royal-chr-lyc-0100"

    product = product_row(db, "CHR-LYC-0100")
    assert product.price == Decimal("2.50") and product.category_id == shop.matte[-1].id
    assert " lycra " in product.search_text and " лайкра " in product.search_text
    [entry] = audit_entries(db)
    assert (entry.action, entry.entity, entry.entity_id) == ("create", "product", str(product.id))
    assert entry.actor_email == "staff@example.com" and entry.summary == "Lycra Royal"
    assert entry.before is None and entry.after["price"] == "2.50" and entry.after["product_id"] == "CHR-LYC-0100"

    shown = client.get("/api/products-feed/products/CHR-LYC-0100")
    assert shown.status_code == 200 and shown.get_json()["final_price"] == "2.25"
    listing = client.get("/api/products-feed/", query_string={"limit": 100}).get_json()
    assert "CHR-LYC-0100" in [card["product_id"] for card in listing["products"]]


def test_a_new_product_gets_the_defaults(client, db, shop, staff):
    body = {"product_id": "CR-NEW-1", "names": {"en": "Stone", "ua": "Камінь"}, "price": 3,
            "category1": "crystals", "category2": "stones", "brandId": str(shop.dsi.id), "colourId": shop.dsi_blue.id}
    response = client.post(PRODUCTS, json=body, headers=staff)
    assert response.status_code == 201, response.get_json()
    created = response.get_json()
    assert (created["price"], created["discount"], created["minimum"], created["unit"], created["stock"]) == (
        "3.00", 0, "1", "pcs", "0")
    assert created["isActive"] is True and created["isGiftCard"] is False
    assert created["descriptions"] == {"en": "", "ua": "", "pl": None, "ru": None, "de": None}
    assert (created["brandId"], created["colourId"]) == (str(shop.dsi.id), str(shop.dsi_blue.id))


def test_staff_change_a_price_and_the_shop_shows_it_at_once(client, db, shop, staff):
    before = client.get("/api/products-feed/products/CH-LY-0001").get_json()
    assert before["final_price"] == "20.00"
    listing = client.get("/api/products-feed/", query_string={"limit": 100}).get_json()
    assert {c["product_id"]: c["final_price"] for c in listing["products"]}["CH-LY-0001"] == "20.00"

    response = client.put(f"{PRODUCTS}/{shop.lycra.id}", json={"price": "18.40", "discount": 25}, headers=staff)
    assert response.status_code == 200, response.get_json()
    assert (response.get_json()["price"], response.get_json()["finalPrice"]) == ("18.40", "13.80")

    after = client.get("/api/products-feed/products/CH-LY-0001").get_json()
    assert (after["price"], after["final_price"]) == ("18.40", "13.80")
    listing = client.get("/api/products-feed/", query_string={"limit": 100}).get_json()
    assert {c["product_id"]: c["final_price"] for c in listing["products"]}["CH-LY-0001"] == "13.80"

    [entry] = audit_entries(db)
    assert (entry.action, entry.entity, entry.entity_id, entry.summary) == (
        "update", "product", str(shop.lycra.id), "Matte Lycra")
    assert entry.before == {"price": "20.00", "discount": 0} and entry.after == {"price": "18.40", "discount": 25}


def test_a_partial_change_keeps_everything_else(client, db, shop, staff):
    response = client.put(f"{PRODUCTS}/{shop.lycra.id}", headers=staff,
                          json={"names": {"de": "Matte Lycra (DE)"}, "isActive": False, "_id": "ignored"})
    assert response.status_code == 200, response.get_json()
    body = response.get_json()
    assert body["names"] == {"en": "Matte Lycra", "ua": "Матова лайкра", "pl": None, "ru": None,
                             "de": "Matte Lycra (DE)"}
    assert body["isActive"] is False and body["price"] == "20.00" and body["stock"] == "50.5"
    assert client.get("/api/products-feed/products/CH-LY-0001").status_code == 404  # hidden from the shop now
    [entry] = audit_entries(db)
    assert entry.after == {"name_de": "Matte Lycra (DE)", "is_active": False}


def test_a_change_that_changes_nothing_writes_no_audit_entry(client, db, shop, staff):
    response = client.put(f"{PRODUCTS}/{shop.lycra.id}", json={"price": "20", "unit": "m"}, headers=staff)
    assert response.status_code == 200
    assert audit_entries(db) == []


def test_staff_move_a_product_to_another_category_brand_and_sku(client, db, shop, staff):
    response = client.put(f"{PRODUCTS}/{shop.crystal.id}", headers=staff, json={
        "product_id": "CR-AB-0002", "category1": "Fabrics", "category2": "lycra", "category3": None,
        "minimum": "0.1", "unit": "m", "brandId": str(shop.chrisanne.id), "colourId": str(shop.black.id)})
    assert response.status_code == 200, response.get_json()
    product = product_row(db, "CR-AB-0002")
    assert (product.category1, product.category2, product.category3) == ("fabrics", "lycra", None)
    assert product.category_id == shop.matte[1].id
    assert (product.brand_id, product.colour_id) == (shop.chrisanne.id, shop.black.id)
    assert client.get("/api/products-feed/products/CR-AB-0002").status_code == 200
    assert client.get("/api/products-feed/products/CR-AB-0001").status_code == 404


def test_staff_delete_a_product(client, db, shop, staff):
    response = client.delete(f"{PRODUCTS}/{shop.crystal.id}", headers=staff)
    assert response.status_code == 200
    assert response.get_json() == {"message": "The product has been deleted."}
    assert product_row(db, "CR-AB-0001") is None
    assert client.get(f"{PRODUCTS}/{shop.crystal.id}", headers=staff).status_code == 404
    assert client.get("/api/products-feed/products/CR-AB-0001").status_code == 404
    listing = client.get("/api/products-feed/", query_string={"limit": 100}).get_json()
    assert "CR-AB-0001" not in [card["product_id"] for card in listing["products"]]
    [entry] = audit_entries(db)
    assert (entry.action, entry.entity, entry.summary, entry.after) == ("delete", "product", "Crystal AB", None)
    assert entry.before["product_id"] == "CR-AB-0001" and entry.before["price"] == "2.00"
    ukrainian = client.delete(f"{PRODUCTS}/{shop.lycra.id}", headers={**staff, "Accept-Language": "uk"})
    assert ukrainian.status_code == 200 and ukrainian.get_json() == {"message": "Товар видалено."}


# ---------------------------------------------------------------- what staff may not save


@pytest.mark.parametrize(("changes", "field"), [
    ({"product_id": "CHR LYC"}, "product_id"),
    ({"product_id": ".."}, "product_id"),
    ({"product_id": "x" * 41}, "product_id"),
    ({"product_id": "ЛАЙКРА-1"}, "product_id"),
    ({"price": "-1"}, "price"),
    ({"price": "2.505"}, "price"),
    ({"price": "abc"}, "price"),
    ({"price": "NaN"}, "price"),
    ({"price": "10000000000"}, "price"),
    ({"price": True}, "price"),
    ({"discount": 101}, "discount"),
    ({"discount": -1}, "discount"),
    ({"discount": 10.5}, "discount"),
    ({"minimum": "0.5"}, "minimum"),
    ({"unit": "kg"}, "unit"),
    ({"stock": "-1"}, "stock"),
    ({"names": {"en": "Lycra"}}, "names"),
    ({"names": {"en": "  ", "ua": "Лайкра"}}, "names"),
    ({"names": {"en": "Lycra", "ua": "x" * 201}}, "names"),
    ({"names": {"en": "Ly\x00cra", "ua": "Лайкра"}}, "names"),
    ({"brandId": "abc"}, "brandId"),
    ({"slug": "Not a slug!"}, "slug"),
    ({"images": ["/media/a.webp,/media/b.webp"]}, "images"),
    ({"images": ["javascript:alert(1)"]}, "images"),
    ({"images": ["/media/products/a\x00.webp"]}, "images"),
    ({"images": [f"/media/products/{n}.webp" for n in range(11)]}, "images"),
    ({"surprise": 1}, "surprise"),
])
def test_a_product_breaking_a_rule_is_refused_with_the_field(client, db, shop, staff, changes, field):
    response = client.post(PRODUCTS, json=new_product(**changes), headers=staff)
    assert response.status_code == 400, response.get_json()
    body = response.get_json()
    assert body["message"] and field in body["errors"], body
    assert product_row(db, "CHR-LYC-0100") is None
    assert audit_entries(db) == []


# A well-formed product that breaks a rule across its fields or against the catalogue: 409, by field.
@pytest.mark.parametrize(("changes", "field"), [
    ({"minimum": "0.1", "unit": "pcs"}, "unit"),
    ({"minimum": "1", "unit": "m", "stock": "2.5"}, "stock"),
    ({"stock": "2.55"}, "stock"),  # fabric goes in steps of 0.1 m
    ({"category1": "nowhere", "category2": None, "category3": None}, "category1"),
    ({"category3": "shiny"}, "category3"),
    ({"category2": None}, "category3"),  # a gap: level 3 without level 2
    ({"category1": "gift-cards", "category2": None, "category3": None}, "isGiftCard"),
    ({"isGiftCard": True}, "category1"),
    ({"brandId": "999"}, "brandId"),
    ({"brandId": "9999999999"}, "brandId"),  # beyond any id: no such brand, like any other
    ({"colourId": "999"}, "colourId"),
])
def test_a_product_breaking_a_catalogue_rule_is_409_with_the_field(client, db, shop, staff, changes, field):
    response = client.post(PRODUCTS, json=new_product(**changes), headers=staff)
    assert response.status_code == 409, response.get_json()
    body = response.get_json()
    assert body["message"] and field in body["errors"], body
    assert product_row(db, "CHR-LYC-0100") is None
    assert audit_entries(db) == []


def test_a_colour_of_another_brand_is_refused(client, db, shop, staff):
    body = new_product(brandId=str(shop.dsi.id), colourId=str(shop.ch_blue.id))
    response = client.post(PRODUCTS, json=body, headers=staff)
    assert response.status_code == 409
    assert response.get_json()["errors"] == {"colourId": ["This colour belongs to another brand."]}


def test_a_required_field_missing_is_named(client, db, shop, staff):
    response = client.post(PRODUCTS, json={"names": {"en": "x", "ua": "y"}}, headers=staff)
    assert response.status_code == 400
    assert set(response.get_json()["errors"]) == {"product_id", "price", "category1"}


def test_a_change_breaking_a_rule_changes_nothing(client, db, shop, staff):
    # Whole units with 50.5 m in stock: the rule looks at the product as it would be.
    response = client.put(f"{PRODUCTS}/{shop.lycra.id}", json={"minimum": "1", "price": "1.00"}, headers=staff)
    assert response.status_code == 409
    assert response.get_json()["errors"] == {"stock": ["The stock goes in steps of 1, as the product is sold."]}
    assert product_row(db, "CH-LY-0001").price == Decimal("20.00")
    assert audit_entries(db) == []


def test_rules_are_said_in_the_staff_members_language(client, db, shop, staff):
    response = client.post(PRODUCTS, json=new_product(discount=150), headers={**staff, "Accept-Language": "uk"})
    assert response.status_code == 400
    assert response.get_json()["errors"]["discount"] == ["Знижка — ціле число відсотків від 0 до 100."]


def test_a_taken_sku_is_a_conflict(client, db, shop, staff):
    taken = client.post(PRODUCTS, json=new_product(product_id="CR-AB-0001"), headers=staff)
    assert taken.status_code == 409
    assert taken.get_json()["message"] == "Another product already has the SKU CR-AB-0001."
    other_case = client.post(PRODUCTS, json=new_product(product_id="cr-ab-0001"), headers=staff)
    assert other_case.status_code == 409
    renamed = client.put(f"{PRODUCTS}/{shop.lycra.id}", json={"product_id": "CR-AB-0001"}, headers=staff)
    assert renamed.status_code == 409
    assert product_row(db, "CH-LY-0001") is not None
    own = client.put(f"{PRODUCTS}/{shop.lycra.id}", json={"product_id": "ch-ly-0001"}, headers=staff)
    assert own.status_code == 200  # its own sku in another case is no conflict
    assert audit_entries(db, "create") == []


def test_gift_cards_live_in_their_own_category(client, db, shop, staff):
    body = new_product(product_id="GIFT-025", category1="gift-cards", category2=None, category3=None,
                       isGiftCard=True, minimum="1", unit="card", stock="1000", price="25.00", discount=0)
    response = client.post(PRODUCTS, json=body, headers=staff)
    assert response.status_code == 201, response.get_json()
    product = product_row(db, "GIFT-025")
    assert product.is_gift_card and product.category1 == "gift-cards" and product.category_id is None


# ---------------------------------------------------------------- images


def picture(width: int, height: int, kind: str = "PNG", **save) -> bytes:
    image = Image.new("RGB", (width, height), (65, 105, 225))
    for x in range(0, width, 50):
        for y in range(0, height, 50):
            image.putpixel((x, y), (255, 255, 255))
    buffer = io.BytesIO()
    image.save(buffer, kind, **save)
    return buffer.getvalue()


def upload(client, product_id: int, content: bytes, headers, name: str = "photo.png", mimetype: str = "image/png"):
    return client.post(f"{PRODUCTS}/{product_id}/images", headers=headers, content_type="multipart/form-data",
                       data={"image": (io.BytesIO(content), name, mimetype)})


def media_file(app, url: str) -> str:
    assert url.startswith("/media/")
    return os.path.join(app.config["SHOP_MEDIA_DIR"], url.removeprefix("/media/"))


def test_an_uploaded_png_becomes_webp_at_three_sizes(app, client, db, shop, staff):
    response = upload(client, shop.crystal.id, picture(1500, 900), staff)
    assert response.status_code == 200, response.get_json()
    images = response.get_json()["images"]
    url = images[-1]
    assert url.startswith("/media/products/") and url.endswith("-1200.webp")
    assert len(images) == 2  # the factory's picture stays the card's picture
    for width in (1200, 600, 300):
        path = media_file(app, url.replace("-1200.webp", f"-{width}.webp"))
        with Image.open(path) as stored:
            assert stored.format == "WEBP"
            assert stored.size == (width, round(900 * width / 1500))
    served = client.get(url)
    assert served.status_code == 200 and served.mimetype == "image/webp"
    assert product_row(db, "CR-AB-0001").images.split(",")[-1] == url
    [entry] = audit_entries(db)
    assert entry.action == "update" and entry.after == {"images": ",".join(images)}


def test_metadata_is_stripped_and_small_pictures_are_not_enlarged(app, client, db, shop, staff):
    exif = Image.Exif()
    exif[0x010F] = "SecretCam"  # Make
    exif[0x0112] = 6  # Orientation: the camera was turned; the stored picture is upright
    photo = picture(200, 100, "JPEG", exif=exif.tobytes())
    response = upload(client, shop.crystal.id, photo, staff, "photo.jpg", "image/jpeg")
    assert response.status_code == 200, response.get_json()
    url = response.get_json()["images"][-1]
    for width in (1200, 600, 300):
        with Image.open(media_file(app, url.replace("-1200.webp", f"-{width}.webp"))) as stored:
            assert stored.size == (100, 200)
            assert not stored.getexif() and "exif" not in stored.info and "icc_profile" not in stored.info
    with open(media_file(app, url), "rb") as stored:
        assert b"SecretCam" not in stored.read()


@pytest.mark.parametrize(("kind", "mode", "name"), [("GIF", "P", "a.gif"), ("WEBP", "RGB", "a.webp"),
                                                    ("PNG", "RGBA", "a.png")])
def test_gif_webp_and_transparent_png_are_taken(app, client, db, shop, staff, kind, mode, name):
    image = Image.new(mode, (640, 320))
    if mode == "RGBA":
        image.putpixel((0, 0), (255, 0, 0, 128))
    buffer = io.BytesIO()
    image.save(buffer, kind)
    response = upload(client, shop.crystal.id, buffer.getvalue(), staff, name, "application/octet-stream")
    assert response.status_code == 200, response.get_json()
    with Image.open(media_file(app, response.get_json()["images"][-1].replace("-1200", "-300"))) as stored:
        assert stored.size == (300, 150)
        assert stored.mode == ("RGBA" if mode == "RGBA" else "RGB")


@pytest.mark.parametrize("side", [8_000, 10_000])  # 64 megapixels; 100, where Pillow itself warns of a bomb
def test_a_picture_of_too_many_pixels_is_refused_before_it_is_decoded(client, db, shop, staff, side):
    header = picture(1, 1)
    # The same one-pixel PNG, its header claiming side x side pixels.
    ihdr = b"IHDR" + side.to_bytes(4, "big") * 2 + header[24:29]
    bomb = header[:12] + ihdr + zlib.crc32(ihdr).to_bytes(4, "big") + header[33:]
    response = upload(client, shop.crystal.id, bomb, staff)
    assert response.status_code == 413
    assert response.get_json()["message"] == "The image must be at most 50 megapixels."


def test_the_same_picture_twice_is_one_image(client, db, shop, staff):
    first = upload(client, shop.crystal.id, picture(400, 400), staff).get_json()["images"]
    again = upload(client, shop.crystal.id, picture(400, 400), staff).get_json()["images"]
    assert first == again


@pytest.mark.parametrize(("content", "name", "mimetype"), [
    (b"This is a text file, not a picture at all.\n" * 20, "photo.png", "image/png"),
    (picture(50, 50)[:60], "broken.png", "image/png"),
    (picture(50, 50, "BMP"), "photo.png", "image/png"),
    (b"", "empty.png", "image/png"),
])
def test_what_does_not_decode_as_a_picture_is_refused(app, client, db, shop, staff, content, name, mimetype):
    folder = os.path.join(app.config["SHOP_MEDIA_DIR"], "products")
    before = set(os.listdir(folder)) if os.path.isdir(folder) else set()
    response = upload(client, shop.crystal.id, content, staff, name, mimetype)
    assert response.status_code == 415
    assert response.get_json()["errors"] == {"image": ["The file is not a JPEG, PNG, WebP or GIF image."]}
    assert product_row(db, "CR-AB-0001").images == shop.crystal.images
    assert (set(os.listdir(folder)) if os.path.isdir(folder) else set()) == before
    assert audit_entries(db) == []


def test_a_picture_over_8_mb_or_without_a_file_is_refused(client, db, shop, staff):
    too_big = upload(client, shop.crystal.id, b"\x89PNG" + b"\0" * (8 * 1024 * 1024), staff)
    assert too_big.status_code == 413
    assert too_big.get_json()["message"] == "The image must be at most 8 MB."
    no_file = client.post(f"{PRODUCTS}/{shop.crystal.id}/images", headers=staff, data={})
    assert no_file.status_code == 400 and "image" in no_file.get_json()["errors"]


def test_a_product_has_at_most_ten_pictures(client, db, shop, staff):
    ten = [f"/media/products/{n}.webp" for n in range(10)]
    assert client.put(f"{PRODUCTS}/{shop.crystal.id}", json={"images": ten}, headers=staff).status_code == 200
    response = upload(client, shop.crystal.id, picture(100, 100), staff)
    assert response.status_code == 409
    assert response.get_json()["message"] == "A product has at most 10 images."


def test_staff_take_a_picture_off_and_reorder_the_rest(client, db, shop, staff):
    images = upload(client, shop.crystal.id, picture(300, 300), staff).get_json()["images"]
    first, uploaded = images
    reordered = client.put(f"{PRODUCTS}/{shop.crystal.id}", json={"images": [uploaded, first]}, headers=staff)
    assert reordered.get_json()["images"] == [uploaded, first]  # the upload is the card's picture now
    card = client.get("/api/products-feed/products/CR-AB-0001").get_json()
    assert card["images"].split(",")[0] == uploaded
    removed = client.delete(f"{PRODUCTS}/{shop.crystal.id}/images", query_string={"url": first}, headers=staff)
    assert removed.status_code == 200 and removed.get_json()["images"] == [uploaded]
    unknown = client.delete(f"{PRODUCTS}/{shop.crystal.id}/images", query_string={"url": first}, headers=staff)
    assert unknown.status_code == 404
    assert [entry.action for entry in audit_entries(db)] == ["update", "update", "update"]


# ---------------------------------------------------------------- CSV export and import


def export(client, staff) -> tuple[list[str], list[dict[str, str]]]:
    response = client.get(EXPORT, headers=staff)
    assert response.status_code == 200
    assert response.mimetype == "text/csv"
    assert response.headers["Content-Disposition"].startswith('attachment; filename="products-')
    raw = response.get_data()
    assert raw.startswith("\ufeff".encode())
    reader = csv.DictReader(io.StringIO(raw.decode("utf-8-sig"), newline=""))
    return list(reader.fieldnames or []), list(reader)


def as_csv(header: list[str], rows: list[dict[str, str]], delimiter: str = ",") -> bytes:
    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, fieldnames=header, delimiter=delimiter)
    writer.writeheader()
    writer.writerows(rows)
    return ("\ufeff" + buffer.getvalue()).encode()


def import_file(client, staff, content: bytes, dry_run: bool | None = None):
    query = {} if dry_run is None else {"dryRun": "true" if dry_run else "false"}
    return client.post(IMPORT, headers=staff, query_string=query, content_type="multipart/form-data",
                       data={"file": (io.BytesIO(content), "products.csv", "text/csv")})


def test_the_export_has_one_row_per_product_in_the_agreed_columns(client, db, shop, staff):
    header, rows = export(client, staff)
    assert header == [
        "product_id", "name_en", "name_ua", "name_pl", "name_ru", "name_de", "description_en", "description_ua",
        "description_pl", "description_ru", "description_de", "price", "discount", "minimum", "unit", "stock",
        "weight_grams", "category1", "category2", "category3", "category4", "brand", "colour", "images", "is_active",
        "is_gift_card"]
    by_sku = {row["product_id"]: row for row in rows}
    assert set(by_sku) == {"CH-LY-0001", "CR-AB-0001", "CH-LY-0002"}
    lycra = by_sku["CH-LY-0001"]
    assert (lycra["name_ua"], lycra["price"], lycra["minimum"], lycra["stock"]) == ("Матова лайкра", "20.00", "0.1",
                                                                                     "50.5")
    assert (lycra["brand"], lycra["colour"], lycra["category2"], lycra["category4"]) == ("Chrisanne", "Royal Blue",
                                                                                          "lycra", "")
    assert (lycra["is_active"], by_sku["CH-LY-0002"]["is_active"], lycra["stock"]) == ("true", "false", "50.5")
    assert by_sku["CR-AB-0001"]["stock"] == "7" and by_sku["CR-AB-0001"]["minimum"] == "1"


def test_export_then_import_round_trips(client, db, shop, staff):
    shop.crystal.name_en = "=HYPERLINK(\"http://evil\")"  # a spreadsheet must not run it
    db.session.commit()
    header, rows = export(client, staff)
    assert {row["product_id"]: row["name_en"] for row in rows}["CR-AB-0001"].startswith("'=")

    unchanged = import_file(client, staff, as_csv(header, rows), dry_run=False)
    assert unchanged.status_code == 200, unchanged.get_json()
    assert unchanged.get_json() == {"dryRun": False, "rows": 3, "created": 0, "updated": 0, "errors": []}
    assert product_row(db, "CR-AB-0001").name_en == "=HYPERLINK(\"http://evil\")"
    assert audit_entries(db) == []

    for row in rows:
        if row["product_id"] == "CH-LY-0001":
            row["price"], row["stock"], row["colour"] = "19.99", "12.3", "Black"
    rows.append({**rows[0], "product_id": "CH-LY-0100", "name_en": "Lycra New", "name_pl": "Lycra nowa",
                 "price": "3.10", "images": "/media/products/a.webp,/media/products/b.webp"})
    done = import_file(client, staff, as_csv(header, rows), dry_run=False)
    assert done.status_code == 200, done.get_json()
    assert done.get_json() == {"dryRun": False, "rows": 4, "created": 1, "updated": 1, "errors": []}
    lycra = product_row(db, "CH-LY-0001")
    assert (lycra.price, lycra.stock, lycra.colour_id) == (Decimal("19.99"), Decimal("12.3"), shop.black.id)
    new = product_row(db, "CH-LY-0100")
    assert new.name_pl == "Lycra nowa" and new.images == "/media/products/a.webp,/media/products/b.webp"
    assert new.slug == "lycra-new-ch-ly-0100" and new.category_id is not None
    assert client.get("/api/products-feed/products/CH-LY-0001").get_json()["price"] == "19.99"
    entries = audit_entries(db, "import")
    assert {(e.entity_id, e.summary) for e in entries} == {(str(lycra.id), lycra.name_en), (str(new.id), "Lycra New")}
    change = next(e for e in entries if e.entity_id == str(lycra.id))
    assert change.before == {"price": "20.00", "stock": "50.50", "colour_id": shop.ch_blue.id}
    assert change.after == {"price": "19.99", "stock": "12.30", "colour_id": shop.black.id}


def test_a_dry_run_reports_a_bad_price_on_its_row_and_changes_nothing(client, db, shop, staff):
    header, rows = export(client, staff)
    rows.sort(key=lambda row: row["product_id"])
    rows[1]["price"] = "12.345"  # row 3 of the file: the header is row 1
    rows[0]["name_en"] = "Renamed"
    rows.append({**rows[0], "product_id": "NEW-1", "discount": "150", "brand": "Nobody"})
    content = as_csv(header, rows)

    dry = import_file(client, staff, content)  # a dry run unless asked otherwise
    assert dry.status_code == 200
    assert dry.get_json() == {"dryRun": True, "rows": 4, "created": 0, "updated": 1, "errors": [
        {"row": 3, "field": "price", "message": "The price must be from 0 to 9999999999.99, with at most 2 decimals."},
        {"row": 5, "field": "brand", "message": "There is no brand named Nobody."},
    ]}
    real = import_file(client, staff, content, dry_run=False)
    assert real.status_code == 409
    assert real.get_json() == {"message": "Nothing was imported: please correct the rows listed and try again.",
                               "errors": {**dry.get_json(), "dryRun": False}}
    assert product_row(db, rows[0]["product_id"]).name_en != "Renamed"
    assert product_row(db, "NEW-1") is None
    assert audit_entries(db) == []
    german = import_file(client, {**staff, "Accept-Language": "de"}, content).get_json()
    assert german["errors"][1]["message"] == "Eine Marke namens Nobody gibt es nicht."


def test_a_dry_run_of_good_rows_counts_without_writing(client, db, shop, staff):
    header, rows = export(client, staff)
    rows.append({**rows[0], "product_id": "NEW-2"})
    dry = import_file(client, staff, as_csv(header, rows), dry_run=True)
    assert dry.get_json() == {"dryRun": True, "rows": 4, "created": 1, "updated": 0, "errors": []}
    assert product_row(db, "NEW-2") is None


def test_import_rows_follow_the_api_rules(client, db, shop, staff):
    header, rows = export(client, staff)
    base = next(row for row in rows if row["product_id"] == "CH-LY-0001")
    bad = [
        {**base, "product_id": "B-1", "stock": "2.55"},
        {**base, "product_id": "B-2", "minimum": "1"},  # 50.5 m in stock cannot be sold in whole metres
        {**base, "product_id": "B-3", "category3": "nowhere"},
        {**base, "product_id": "B 4"},
        {**base, "product_id": "B-5", "name_ua": ""},
        {**base, "product_id": "B-6", "colour": "Red"},
        {**base, "product_id": "B-7", "brand": "", "colour": "Royal Blue"},  # two brands have a Royal Blue
        {**base, "product_id": "B-8", "is_active": "perhaps"},
        {**base, "product_id": "CR-AB-0001".lower()},
        {**base, "product_id": "B-1"},
    ]
    report = import_file(client, staff, as_csv(header, bad), dry_run=True).get_json()
    assert [(e["row"], e["field"]) for e in report["errors"]] == [
        (2, "stock"), (3, "stock"), (4, "category3"), (5, "product_id"), (6, "name_ua"), (7, "colour"),
        (8, "colour"), (9, "is_active"), (10, "product_id"), (11, "product_id")]
    assert report["errors"][-1]["message"] == "This SKU is already on row 2."
    assert report["errors"][-2]["message"] == "Another product already has the SKU CR-AB-0001."


def test_excel_files_with_semicolons_and_decimal_commas_are_read(client, db, shop, staff):
    header, rows = export(client, staff)
    for row in rows:
        if row["product_id"] == "CH-LY-0001":
            row["price"] = "21,50"
    response = import_file(client, staff, as_csv(header, rows, delimiter=";"), dry_run=False)
    assert response.get_json()["updated"] == 1, response.get_json()
    assert product_row(db, "CH-LY-0001").price == Decimal("21.50")


def test_a_new_brand_finds_its_own_colour_of_the_same_name(client, db, shop, staff):
    header, rows = export(client, staff)
    for row in rows:
        if row["product_id"] == "CH-LY-0001":
            row["brand"] = "DSI"  # the colour cell still says Royal Blue: DSI's own Royal Blue now
    response = import_file(client, staff, as_csv(header, rows), dry_run=False)
    assert response.get_json() == {"dryRun": False, "rows": 3, "created": 0, "updated": 1, "errors": []}
    lycra = product_row(db, "CH-LY-0001")
    assert (lycra.brand_id, lycra.colour_id) == (shop.dsi.id, shop.dsi_blue.id)
    assert " dsi " in lycra.search_text and " chrisanne " not in lycra.search_text


def test_an_import_leaves_out_columns_it_does_not_have(client, db, shop, staff):
    content = "product_id,name_en,name_ua,price,category1\nCR-AB-0001,Crystal AB,Кристал AB,2.20,crystals\n"
    response = import_file(client, staff, content.encode(), dry_run=False)
    assert response.get_json() == {"dryRun": False, "rows": 1, "created": 0, "updated": 1, "errors": []}
    crystal = product_row(db, "CR-AB-0001")
    # category2 is not in the file, so it stays; so do stock, brand and images.
    assert (crystal.price, crystal.category2, crystal.stock, crystal.brand_id) == (
        Decimal("2.20"), "stones", Decimal("7"), shop.dsi.id)


@pytest.mark.parametrize(("content", "message"), [
    (b"product_id,name_en,name_ua,category1\nX,a,b,fabrics\n", "The file has no price column."),
    ("product_id,name_en,name_ua,price,category1\nX,Лайкра,b,1,fabrics\n".encode("cp1251"),
     "The file must be a CSV saved as UTF-8 (in Excel: \u201cCSV UTF-8\u201d)."),
    (b"", "The file has no header row."),
])
def test_a_file_that_is_not_the_export_is_refused(client, db, shop, staff, content, message):
    response = import_file(client, staff, content, dry_run=True)
    assert response.status_code == 415
    assert response.get_json()["message"] == message


def test_an_import_without_a_file_is_400(client, db, shop, staff):
    response = client.post(IMPORT, headers=staff, data={})
    assert response.status_code == 400 and "file" in response.get_json()["errors"]


def test_a_large_import_reads_the_database_a_handful_of_times_not_per_row(app, client, db, shop, staff):
    header, rows = export(client, staff)
    base = next(row for row in rows if row["product_id"] == "CH-LY-0001")
    many = [{**base, "product_id": f"BULK-{n:05d}", "name_en": f"Bulk Lycra {n}"} for n in range(1500)]
    many += [{**row, "price": "9.99"} for row in rows]
    reads: list[str] = []

    def count(_conn, _cursor, statement, *_args):
        if statement.lstrip().upper().startswith("SELECT"):
            reads.append(statement)

    event.listen(db.engine, "before_cursor_execute", count)
    try:
        dry = import_file(client, staff, as_csv(header, many), dry_run=True)
        dry_reads = len(reads)
        real = import_file(client, staff, as_csv(header, many), dry_run=False)
    finally:
        event.remove(db.engine, "before_cursor_execute", count)
    assert dry.get_json()["created"] == 1500 and dry.get_json()["errors"] == []
    assert real.get_json() == {"dryRun": False, "rows": 1503, "created": 1500, "updated": 3, "errors": []}
    # Lookups once per file, never per row (the writes themselves are the ORM's: batched where the database can).
    assert dry_reads < 12, reads
    assert len(reads) - dry_reads < 20, reads[dry_reads:]
    assert db.session.scalar(select(func.count(Product.id))) == 1503
    assert db.session.scalar(select(func.count(AuditEntry.id)).where(AuditEntry.action == "import")) == 1503
    found = client.get("/api/products-feed/products/BULK-01499").get_json()
    assert found["product_name_en"] == "Bulk Lycra 1499"


# ---------------------------------------------------------------- messages


def test_every_product_message_is_registered_in_every_language(app):
    constants = {name: value for name, value in vars(product_messages).items()
                 if name.isupper() and isinstance(value, str)}
    assert constants
    translations = registered()
    assert sorted(name for name, value in constants.items() if value not in translations) == []
