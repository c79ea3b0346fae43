"""Staff edit the category tree and the brands: every call is staff-only, checked, audited, and the shop's own calls
(the tree, listings, brand pages, search) answer the change on their very next request."""
from __future__ import annotations

from io import BytesIO

import pytest
from PIL import Image
from sqlalchemy import event, select

from shop.admin.categories import messages
from shop.admin.content import messages as content_messages
from shop.audit import AuditEntry
from shop.catalog.models import Brand, Category, Colour, Product
from shop.extensions import db as _db
from tests.factories import make_brand

CATEGORIES = "/api/admin/categories"
BRANDS = "/api/admin/brands"
TREE = "/api/categories"
MAIN = "/api/products-feed/main-category"


def category(db, *path: str) -> Category:
    """The category at this path of slugs."""
    parent_id, node = None, None
    for slug in path:
        node = db.session.scalar(select(Category).where(Category.parent_id == parent_id, Category.slug == slug))
        assert node is not None, path
        parent_id = node.id
    return node


def node(tree: dict, *path: str) -> dict:
    """A node of an admin (or public) tree answer by its path of slugs below the root."""
    for slug in path:
        tree = next(child for child in tree["children"] if child["slug"] == slug)
    return tree


def audit(db, entity: str) -> list[AuditEntry]:
    db.session.expire_all()
    return list(db.session.scalars(select(AuditEntry).where(AuditEntry.entity == entity).order_by(AuditEntry.id)))


def png(width: int = 800, height: int = 400) -> bytes:
    out = BytesIO()
    Image.new("RGB", (width, height), (40, 90, 160)).save(out, "PNG")
    return out.getvalue()


@pytest.fixture()
def kept_tree(app, monkeypatch):
    """Workers keep the tree (and poll for other workers' product changes) as in production: a test then proves
    that a staff edit drops what this worker keeps, rather than the tests' zero lifetimes hiding it."""
    monkeypatch.setitem(app.config, "SHOP_CATEGORY_TREE_SECONDS", 3600)
    monkeypatch.setitem(app.config, "SHOP_CATALOGUE_RECHECK_SECONDS", 3600)


# ---------------------------------------------------------------- who may call


def _calls(category_id: int, brand_id: int) -> list[tuple[str, str, dict]]:
    return [
        ("GET", CATEGORIES, {}),
        ("POST", CATEGORIES, {"json": {"parentId": str(category_id), "names": {"en": "Velvet"}}}),
        ("PUT", f"{CATEGORIES}/{category_id}", {"json": {"names": {"en": "Fabrics"}}}),
        ("DELETE", f"{CATEGORIES}/{category_id}", {}),
        ("PUT", f"{CATEGORIES}/{category_id}/children/order", {"json": {"ids": []}}),
        ("DELETE", f"{CATEGORIES}/{category_id}/image", {}),
        ("GET", BRANDS, {}),
        ("POST", BRANDS, {"json": {"name": "Capezio"}}),
        ("PUT", f"{BRANDS}/order", {"json": {"ids": [str(brand_id)]}}),
        ("PUT", f"{BRANDS}/{brand_id}", {"json": {"name": "Chrisanne Clover"}}),
        ("DELETE", f"{BRANDS}/{brand_id}", {}),
        ("DELETE", f"{BRANDS}/{brand_id}/logo", {}),
    ]


def test_shoppers_and_visitors_are_refused_and_nothing_changes(client, catalogue, auth, db):
    shopper = auth(email="olena@example.com")
    fabrics = category(db, "fabrics")
    for method, path, kwargs in _calls(fabrics.id, catalogue.brands.chrisanne.id):
        anonymous = client.open(path, method=method, **kwargs)
        assert anonymous.status_code == 401, (method, path)
        refused = client.open(path, method=method, headers=shopper, **kwargs)
        assert refused.status_code == 403, (method, path)
        assert refused.get_json() == {"message": "Only shop staff may do this.", "errors": {}}
    db.session.expire_all()
    assert db.session.scalar(select(Brand).where(Brand.name == "Capezio")) is None
    assert category(db, "fabrics").name == "fabrics"
    assert audit(db, "category") == [] and audit(db, "brand") == []


# ---------------------------------------------------------------- the tree


def test_staff_read_every_main_tree_with_names_by_language_and_product_counts(client, catalogue, staff):
    response = client.get(CATEGORIES, headers=staff)
    assert response.status_code == 200
    roots = response.get_json()
    assert [root["slug"] for root in roots] == ["fabrics", "crystals", "accessories", "collections"]
    fabrics = roots[0]
    assert (fabrics["level"], fabrics["parentId"], fabrics["products"]) == (1, None, 5)  # the hidden one counts
    lycra = node(fabrics, "lycra")
    assert lycra["name"] == "lycra__Лайкра"
    assert lycra["names"] == {"en": "lycra", "ua": "Лайкра", "pl": "", "ru": "", "de": ""}
    assert (lycra["path"], lycra["parentId"], lycra["products"]) == (["fabrics", "lycra"], fabrics["_id"], 4)
    assert node(fabrics, "lycra", "plain", "shiny")["products"] == 1
    # Staff ordered chiffon after lycra, whatever their names.
    assert [child["slug"] for child in fabrics["children"]] == ["lycra", "chiffon"]


def test_a_rename_in_every_language_shows_on_the_shops_tree_at_once(client, catalogue, staff, db, kept_tree):
    before = client.get(f"{TREE}/fabrics").get_json()  # this worker now keeps the tree for an hour
    assert node(before, "lycra")["name_de"] is None
    lycra = category(db, "fabrics", "lycra")
    names = {"en": "Lycra - four-way stretch", "ua": "Лайкра", "pl": "Lycra", "ru": "Лайкра", "de": "Lycra-Stoffe"}
    response = client.put(f"{CATEGORIES}/{lycra.id}", json={"names": names}, headers=staff)
    assert response.status_code == 200, response.get_json()
    assert response.get_json()["name"] == "Lycra - four-way stretch__Лайкра"
    assert response.get_json()["names"] == names

    shown = node(client.get(f"{TREE}/fabrics").get_json(), "lycra")
    assert shown["name"] == "Lycra - four-way stretch__Лайкра"
    assert (shown["name_pl"], shown["name_ru"], shown["name_de"]) == ("Lycra", "Лайкра", "Lycra-Stoffe")

    # The Ukrainian part emptied: the stored name is the English one alone, and the others can be removed too.
    cleared = client.put(f"{CATEGORIES}/{lycra.id}", json={"names": {"ua": "", "de": None}}, headers=staff)
    assert cleared.get_json()["name"] == "Lycra - four-way stretch"
    assert cleared.get_json()["names"] == {**names, "ua": "", "de": ""}
    assert node(client.get(f"{TREE}/fabrics").get_json(), "lycra")["name_de"] is None

    first, second = audit(db, "category")
    assert first.action == "update" and first.before == {"name": "lycra__Лайкра", "name_pl": None, "name_ru": None,
                                                         "name_de": None}
    assert first.after["name_de"] == "Lycra-Stoffe" and first.summary == "Lycra"
    assert second.after == {"name": "Lycra - four-way stretch", "name_de": None}
    logged = client.get("/api/admin/audit", query_string={"entity": "category"}, headers=staff)
    assert [entry["entityId"] for entry in logged.get_json()] == [str(lycra.id)] * 2


def test_a_new_slug_moves_the_products_below_with_one_update(client, catalogue, staff, db, app, kept_tree):
    assert client.get(f"{MAIN}/fabrics/lycra").get_json()["total"] == 3  # the index is built and kept
    lycra = category(db, "fabrics", "lycra")
    updates: list[str] = []

    def count(_conn, _cursor, statement, *_args):
        if statement.lstrip().upper().startswith("UPDATE PRODUCTS"):
            updates.append(statement)

    event.listen(_db.engine, "before_cursor_execute", count)
    try:
        response = client.put(f"{CATEGORIES}/{lycra.id}", json={"slug": "stretch-lycra"}, headers=staff)
    finally:
        event.remove(_db.engine, "before_cursor_execute", count)
    assert response.status_code == 200, response.get_json()
    assert response.get_json()["path"] == ["fabrics", "stretch-lycra"]
    assert len(updates) == 1  # four products, one statement

    moved = client.get(f"{MAIN}/fabrics/stretch-lycra").get_json()
    assert moved["total"] == 3
    assert {card["product_id"] for card in moved["products"]} == {
        catalogue.matte_blue.product_id, catalogue.matte_black.product_id, catalogue.shiny_blue.product_id}
    assert client.get(f"{TREE}/fabrics/stretch-lycra/plain/matte").get_json()["total"] == 2
    assert client.get(f"{MAIN}/fabrics/lycra").status_code == 404
    assert client.get(f"{TREE}/fabrics/lycra").status_code == 404
    db.session.expire_all()
    rows = db.session.execute(select(Product.category2, Product.category3).where(Product.category1 == "fabrics"))
    assert sorted(rows) == [("chiffon", "plain"), *[("stretch-lycra", "plain")] * 4]
    assert audit(db, "category")[-1].after == {"slug": "stretch-lycra"}


def test_a_slug_must_be_lower_case_and_free_among_its_siblings(client, catalogue, staff, db):
    lycra = category(db, "fabrics", "lycra")
    for slug in ("Lycra", "lycra_sport", "-lycra", "lycra--sport", ""):
        response = client.put(f"{CATEGORIES}/{lycra.id}", json={"slug": slug}, headers=staff)
        assert response.status_code == 400, slug
        assert response.get_json()["errors"] == {"slug": [
            "The slug may hold only lower-case Latin letters, digits and single hyphens (at most 120)."]}
    taken = client.put(f"{CATEGORIES}/{lycra.id}", json={"slug": "chiffon"}, headers=staff)
    assert taken.status_code == 409
    assert taken.get_json()["errors"] == {"slug": [
        "Another subcategory of the same category already has the slug chiffon."]}
    # Another branch may have the same slug: "plain" is under lycra and under chiffon already.
    sheer = category(db, "fabrics", "chiffon", "plain", "sheer")
    assert client.put(f"{CATEGORIES}/{sheer.id}", json={"slug": "matte"}, headers=staff).status_code == 200
    main = client.put(f"{CATEGORIES}/{category(db, 'fabrics').id}", json={"slug": "cloth"}, headers=staff)
    assert main.status_code == 409 and main.get_json()["message"] == messages.MAIN_SLUG_FIXED
    ukrainian = client.put(f"{CATEGORIES}/{lycra.id}", json={"slug": "chiffon"},
                           headers={**staff, "Accept-Language": "uk"})
    assert ukrainian.get_json()["message"] == "Інша підкатегорія цієї ж категорії вже має slug chiffon."
    db.session.expire_all()
    assert category(db, "fabrics", "lycra").slug == "lycra"


def test_staff_reorder_a_categorys_children(client, catalogue, staff, db, kept_tree):
    fabrics = category(db, "fabrics")
    lycra, chiffon = category(db, "fabrics", "lycra"), category(db, "fabrics", "chiffon")
    client.get(f"{TREE}/fabrics")
    response = client.put(f"{CATEGORIES}/{fabrics.id}/children/order",
                          json={"ids": [str(chiffon.id), str(lycra.id)]}, headers=staff)
    assert response.status_code == 200, response.get_json()
    assert [(child["slug"], child["position"]) for child in response.get_json()["children"]] == [
        ("chiffon", 0), ("lycra", 1)]
    assert [child["slug"] for child in client.get(f"{TREE}/fabrics").get_json()["children"]] == ["chiffon", "lycra"]
    entry = audit(db, "category")[-1]
    assert (entry.action, entry.entity_id, entry.after) == ("reorder", str(fabrics.id),
                                                            {"order": [chiffon.id, lycra.id]})

    for ids in ([str(chiffon.id)], [str(chiffon.id), str(chiffon.id)], [str(chiffon.id), str(fabrics.id)]):
        refused = client.put(f"{CATEGORIES}/{fabrics.id}/children/order", json={"ids": ids}, headers=staff)
        assert refused.status_code == 409
        assert refused.get_json()["message"] == "Send the ids of all 2 subcategories of this category, each once."
    bad = client.put(f"{CATEGORIES}/{fabrics.id}/children/order", json={"ids": ["x"]}, headers=staff)
    assert bad.status_code == 400 and bad.get_json()["errors"] == {"ids": {"0": [content_messages.ID_INVALID]}}


def test_staff_add_subcategories_down_to_the_fourth_level(client, catalogue, staff, db, kept_tree):
    fabrics = category(db, "fabrics")
    client.get(f"{TREE}/fabrics")
    names = {"en": "Stretch Velvet - Solid", "ua": "Стрейч-оксамит", "pl": "", "ru": None, "de": "Samt"}
    response = client.post(CATEGORIES, json={"parentId": str(fabrics.id), "names": names}, headers=staff)
    assert response.status_code == 201, response.get_json()
    velvet = response.get_json()
    assert velvet["slug"] == "stretch-velvet"  # from the English name as shoppers read it
    assert (velvet["level"], velvet["main"], velvet["path"], velvet["products"]) == (
        2, "fabrics", ["fabrics", "stretch-velvet"], 0)
    assert velvet["name"] == "Stretch Velvet - Solid__Стрейч-оксамит"
    assert velvet["position"] > max(child.position for child in fabrics.children if child.slug != "stretch-velvet")
    shown = node(client.get(f"{TREE}/fabrics").get_json(), "stretch-velvet")
    assert (shown["name_de"], shown["name_pl"], shown["link"]) == ("Samt", None, "/fabrics/stretch-velvet")

    matte = category(db, "fabrics", "lycra", "plain", "matte")
    too_deep = client.post(CATEGORIES, json={"parentId": str(matte.id), "names": {"en": "Deeper"}}, headers=staff)
    assert too_deep.status_code == 409
    assert too_deep.get_json()["errors"] == {"parentId": [
        "A category of level 4 is the deepest in the tree and cannot have subcategories."]}
    unknown = client.post(CATEGORIES, json={"parentId": "999999", "names": {"en": "Nowhere"}}, headers=staff)
    assert unknown.status_code == 409 and unknown.get_json()["message"] == messages.NO_SUCH_PARENT
    again = client.post(CATEGORIES, json={"parentId": str(fabrics.id), "names": {"en": "Stretch velvet"}},
                        headers=staff)
    assert again.status_code == 409 and list(again.get_json()["errors"]) == ["slug"]
    linked = client.post(CATEGORIES, json={"parentId": str(fabrics.id), "names": {"en": "Sale"}, "slug": "offers",
                                           "link": "/sale"}, headers=staff)
    assert linked.status_code == 201 and (linked.get_json()["slug"], linked.get_json()["link"]) == ("offers", "/sale")
    assert audit(db, "category")[0].action == "create"


def test_bad_input_is_answered_400_with_the_fields_at_fault(client, catalogue, staff, db):
    lycra = category(db, "fabrics", "lycra")
    missing = client.post(CATEGORIES, json={}, headers=staff)
    assert missing.status_code == 400
    assert missing.get_json()["errors"] == {"parentId": [content_messages.FILL_IN],
                                            "names": [content_messages.FILL_IN]}
    cases = [
        ({"names": {"en": ""}}, {"names": {"en": [content_messages.FILL_IN]}}),
        ({"names": {"en": "x" * 81}}, {"names": {"en": ["This text may be at most 80 characters."]}}),
        ({"names": {"ua": "Лайкра__Спорт"}}, {"names": {"ua": [messages.NAME_UNDERSCORES]}}),
        ({"names": {"en": "Lycra_"}}, {"names": {"en": [messages.NAME_UNDERSCORES]}}),
        ({"names": {"de": "x" * 161}}, {"names": {"de": ["This text may be at most 160 characters."]}}),
        ({"names": {"fr": "Lycra"}}, {"names": {"fr": ["Unknown field."]}}),
        ({"link": "javascript:alert(1)"}, {"link": [content_messages.LINK_INVALID]}),
    ]
    for body, errors in cases:
        response = client.put(f"{CATEGORIES}/{lycra.id}", json=body, headers=staff)
        assert response.status_code == 400, body
        assert response.get_json()["errors"] == errors, body
        assert response.get_json()["message"]
    german = client.put(f"{CATEGORIES}/{lycra.id}", json={"names": {"en": ""}}, headers={**staff,
                                                                                          "Accept-Language": "de"})
    assert german.get_json()["errors"] == {"names": {"en": ["Bitte füllen Sie dieses Feld aus."]}}
    assert client.put(f"{CATEGORIES}/999999", json={"names": {"en": "x"}}, headers=staff).status_code == 404
    db.session.expire_all()
    assert category(db, "fabrics", "lycra").name == "lycra__Лайкра"


def test_a_category_is_deleted_only_when_no_product_sits_in_it_or_below(client, catalogue, staff, db, kept_tree):
    lycra = category(db, "fabrics", "lycra")
    refused = client.delete(f"{CATEGORIES}/{lycra.id}", headers=staff)
    assert refused.status_code == 409
    assert refused.get_json()["message"] == ("Products in this category or below it: 4. Move them to another "
                                             "category first.")
    assert client.delete(f"{CATEGORIES}/{category(db, 'fabrics').id}", headers=staff).status_code == 409

    fabrics = category(db, "fabrics")
    velvet = client.post(CATEGORIES, json={"parentId": str(fabrics.id), "names": {"en": "Velvet"}},
                         headers=staff).get_json()
    crushed = client.post(CATEGORIES, json={"parentId": velvet["_id"], "names": {"en": "Crushed"}},
                          headers=staff).get_json()
    assert node(client.get(f"{TREE}/fabrics").get_json(), "velvet", "crushed")
    response = client.delete(f"{CATEGORIES}/{velvet['_id']}", headers=staff)
    assert response.status_code == 200 and response.get_json() == {"message": messages.CATEGORY_DELETED}
    assert client.get(f"{TREE}/fabrics/velvet").status_code == 404
    db.session.expire_all()
    assert db.session.get(Category, int(crushed["_id"])) is None
    deleted = [entry.entity_id for entry in audit(db, "category") if entry.action == "delete"]
    assert deleted == [crushed["_id"], velvet["_id"]]
    assert client.delete(f"{CATEGORIES}/{velvet['_id']}", headers=staff).status_code == 404


def test_a_category_image_is_uploaded_as_webp_and_cleared(client, catalogue, staff, db, app, kept_tree):
    lycra = category(db, "fabrics", "lycra")
    upload = client.post(f"{CATEGORIES}/{lycra.id}/image", data={"image": (BytesIO(png()), "lycra.png")},
                         content_type="multipart/form-data", headers=staff)
    assert upload.status_code == 200, upload.get_json()
    image = upload.get_json()["image"]
    assert image.startswith("/media/categories/") and image.endswith("-1200.webp")
    assert client.get(image).status_code == 200
    assert node(client.get(f"{TREE}/fabrics").get_json(), "lycra")["image"] == image
    not_a_picture = client.post(f"{CATEGORIES}/{lycra.id}/image", data={"image": (BytesIO(b"hello"), "a.png")},
                                content_type="multipart/form-data", headers=staff)
    assert not_a_picture.status_code == 415 and list(not_a_picture.get_json()["errors"]) == ["image"]
    cleared = client.delete(f"{CATEGORIES}/{lycra.id}/image", headers=staff)
    assert cleared.status_code == 200 and cleared.get_json()["image"] is None
    assert node(client.get(f"{TREE}/fabrics").get_json(), "lycra")["image"] is None
    assert [entry.after for entry in audit(db, "category")] == [{"image": image}, {"image": None}]


# ---------------------------------------------------------------- brands


def test_staff_list_create_rename_and_reorder_brands(client, catalogue, staff, db):
    listed = client.get(BRANDS, headers=staff).get_json()
    assert [(brand["name"], brand["products"]) for brand in listed] == [
        ("Chrisanne", 3), ("DSI", 2), ("Preciosa", 1), ("Empty Brand", 0)]

    created = client.post(BRANDS, json={"name": "  Capezio Dance "}, headers=staff)
    assert created.status_code == 201, created.get_json()
    capezio = created.get_json()
    assert (capezio["name"], capezio["slug"], capezio["products"], capezio["logo"]) == (
        "Capezio Dance", "capezio-dance", 0, None)
    assert client.get("/api/brands/brands/capezio-dance").status_code == 200
    taken = client.post(BRANDS, json={"name": "dsi"}, headers=staff)
    assert taken.status_code == 409 and taken.get_json()["errors"] == {"name": ["Another brand is already called dsi."]}
    slug_taken = client.post(BRANDS, json={"name": "Other", "slug": "dsi"}, headers=staff)
    assert slug_taken.status_code == 409 and list(slug_taken.get_json()["errors"]) == ["slug"]

    dsi = catalogue.brands.dsi
    renamed = client.put(f"{BRANDS}/{dsi.id}", json={"name": "DSI London", "slug": "dsi-london"}, headers=staff)
    assert renamed.status_code == 200, renamed.get_json()
    assert (renamed.get_json()["name"], renamed.get_json()["products"]) == ("DSI London", 2)
    assert client.get("/api/brands/brands/dsi-london").get_json()["brand"]["name"] == "DSI London"
    assert client.get("/api/brands/brands/dsi").status_code == 404
    # Products are found by their brand's new name.
    found = client.get("/api/products-feed/search", query_string={"search": "london"}).get_json()
    assert {product["product_id"] for product in found["products"]} == {
        catalogue.shiny_blue.product_id, catalogue.chiffon.product_id}

    order = [capezio["_id"], *(brand["_id"] for brand in listed)]
    reordered = client.put(f"{BRANDS}/order", json={"ids": order}, headers=staff)
    assert reordered.status_code == 200 and [brand["_id"] for brand in reordered.get_json()] == order
    assert client.get("/api/brands/all-brands").get_json()[0]["name"] == "Capezio Dance"
    short = client.put(f"{BRANDS}/order", json={"ids": order[1:]}, headers=staff)
    assert short.status_code == 409 and short.get_json()["message"] == "Send the ids of all 5 brands, each once."

    assert [entry.action for entry in audit(db, "brand")] == ["create", "update", "reorder"]
    assert audit(db, "brand")[1].after == {"name": "DSI London", "slug": "dsi-london"}


def test_a_brand_is_deleted_only_when_no_product_has_it(client, catalogue, staff, db):
    chrisanne, empty = catalogue.brands.chrisanne, catalogue.brands.empty
    refused = client.delete(f"{BRANDS}/{chrisanne.id}", headers=staff)
    assert refused.status_code == 409
    assert refused.get_json()["message"] == "Products of this brand: 3. Give them another brand first."
    lonely = make_brand("Lonely")
    colour = Colour(name="Ivory", slug="ivory", hex="#FFFFF0", brand=lonely)
    db.session.add(colour)
    db.session.commit()
    assert client.delete(f"{BRANDS}/{empty.id}", headers=staff).get_json() == {"message": messages.BRAND_DELETED}
    assert client.delete(f"{BRANDS}/{lonely.id}", headers=staff).status_code == 200
    db.session.expire_all()
    assert db.session.get(Brand, empty.id) is None and db.session.get(Colour, colour.id).brand_id is None
    assert client.delete(f"{BRANDS}/{empty.id}", headers=staff).status_code == 404
    assert [entry.action for entry in audit(db, "brand")] == ["delete", "delete"]


def test_brand_input_is_checked(client, catalogue, staff, db):
    cases = [
        ({}, {"name": [content_messages.FILL_IN]}),
        ({"name": ""}, {"name": [content_messages.FILL_IN]}),
        ({"name": "x" * 81}, {"name": ["This text may be at most 80 characters."]}),
        ({"name": "Capezio", "slug": "Capezio"}, {"slug": [
            "The slug may hold only lower-case Latin letters, digits and single hyphens (at most 80)."]}),
    ]
    for body, errors in cases:
        response = client.post(BRANDS, json=body, headers=staff)
        assert response.status_code == 400, body
        assert response.get_json()["errors"] == errors, body
    no_slug = client.post(BRANDS, json={"name": "★★★"}, headers=staff)
    assert no_slug.status_code == 409 and no_slug.get_json()["errors"] == {"slug": [messages.NAME_NO_SLUG]}
    logo = client.post(f"{BRANDS}/{catalogue.brands.dsi.id}/logo", data={"image": (BytesIO(png(300, 100)), "l.png")},
                       content_type="multipart/form-data", headers=staff)
    assert logo.status_code == 200 and logo.get_json()["logo"].startswith("/media/brands/")
    assert client.get("/api/brands/all-brands").get_json()[1]["logo"] == logo.get_json()["logo"]
    assert client.delete(f"{BRANDS}/{catalogue.brands.dsi.id}/logo", headers=staff).get_json()["logo"] is None
