"""Staff edit the main slider, the colours and the currency factors: every call is staff-only, checked, audited, and
the public slider, colour and currency calls answer the change on their very next request."""
from __future__ import annotations

import uuid
from decimal import Decimal
from io import BytesIO
from pathlib import Path

import pytest
from PIL import Image, ImageCms
from sqlalchemy import select

from shop.admin.content import messages as content_messages
from shop.audit import AuditEntry
from shop.catalog.models import Colour
from shop.currency import messages as currency_messages
from shop.currency.models import CurrencyRate
from shop.i18n import registered
from tests.factories import make_brand, make_colour, make_product

SLIDES = "/api/admin/slides"
COLOURS = "/api/admin/colors"
SLIDER = "/api/slider/all-sliders"
TITLES = {"en": "Summer sale", "ua": "Літній розпродаж", "pl": "", "ru": None, "de": "Sommerschlussverkauf"}


def png(width: int = 2400, height: int = 600, colour: tuple[int, int, int] = (200, 30, 90)) -> bytes:
    out = BytesIO()
    Image.new("RGB", (width, height), colour).save(out, "PNG")
    return out.getvalue()


def upload(client, slide_id: str, data: bytes, headers: dict, filename: str = "slide.png"):
    return client.post(f"{SLIDES}/{slide_id}/image", data={"image": (BytesIO(data), filename)},
                       content_type="multipart/form-data", headers=headers)


def audit(db, entity: str) -> list[AuditEntry]:
    db.session.expire_all()
    return list(db.session.scalars(select(AuditEntry).where(AuditEntry.entity == entity).order_by(AuditEntry.id)))


def media_file(app, url: str) -> Path:
    assert url.startswith("/media/")
    return Path(app.config["SHOP_MEDIA_DIR"]) / url.removeprefix("/media/")


def create_slide(client, staff, **changes) -> dict:
    response = client.post(SLIDES, json={"titles": TITLES, "link": "/sales", **changes}, headers=staff)
    assert response.status_code == 201, response.get_json()
    return response.get_json()


# ---------------------------------------------------------------- who may call

def _calls(slide_id: str, colour_id: str) -> list[tuple[str, str, dict]]:
    return [
        ("GET", SLIDES, {}),
        ("PUT", f"{SLIDES}/order", {"json": {"ids": [slide_id]}}),  # before a second slide is added
        ("POST", SLIDES, {"json": {"titles": TITLES}}),
        ("PUT", f"{SLIDES}/{slide_id}", {"json": {"link": "/new"}}),
        ("POST", f"{SLIDES}/{slide_id}/image", {"data": {"image": (BytesIO(png(40, 10)), "s.png")},
                                                "content_type": "multipart/form-data"}),
        ("GET", COLOURS, {}),
        ("POST", COLOURS, {"json": {"names": {"en": "Lilac"}, "hex": "#C8A2C8", "brandId": None}}),
        ("PUT", f"{COLOURS}/{colour_id}", {"json": {"hex": "#000000"}}),
        ("PUT", "/api/currencies/USD", {"json": {"factor": "1.3"}}),
        ("DELETE", f"{SLIDES}/{slide_id}", {}),
        ("DELETE", f"{COLOURS}/{colour_id}", {}),
    ]


def test_every_call_is_for_staff_only(client, db, auth, staff):
    shopper = auth()
    slide = create_slide(client, staff)
    colour = make_colour("Mint", "#98FF98")
    db.session.commit()
    for method, url, kwargs in _calls(slide["_id"], str(colour.id)):
        anonymous = client.open(url, method=method, **_fresh(kwargs))
        assert anonymous.status_code == 401, (method, url)
        refused = client.open(url, method=method, headers=shopper, **_fresh(kwargs))
        assert refused.status_code == 403 and refused.get_json()["message"] == "Only shop staff may do this."
    for method, url, kwargs in _calls(slide["_id"], str(colour.id)):
        allowed = client.open(url, method=method, headers=staff, **_fresh(kwargs))
        assert 200 <= allowed.status_code < 300, (method, url, allowed.get_json())


def _fresh(kwargs: dict) -> dict:
    """A multipart body is a stream that one request reads up: each request gets its own."""
    if "data" not in kwargs:
        return kwargs
    return {**kwargs, "data": {"image": (BytesIO(png(40, 10)), "s.png")}}


# ---------------------------------------------------------------- slides

def test_a_new_slide_goes_last_and_shows_on_the_home_page_once_it_has_an_image(app, client, db, staff):
    first = create_slide(client, staff)
    second = create_slide(client, staff, titles={"en": "New in", "ua": "Новинки"}, link="https://example.com/new")
    assert second == {"_id": second["_id"], "image": "", "link": "https://example.com/new", "position": 1,
                      "isActive": True, "titles": {"en": "New in", "ua": "Новинки", "pl": "", "ru": "", "de": ""}}
    assert first["titles"] == {"en": "Summer sale", "ua": "Літній розпродаж", "pl": "", "ru": "",
                               "de": "Sommerschlussverkauf"}
    assert client.get(SLIDER).get_json() == []  # no image yet: nothing to show

    uploaded = upload(client, first["_id"], png(), staff)
    assert uploaded.status_code == 200, uploaded.get_json()
    image = uploaded.get_json()["image"]
    shown = client.get(SLIDER).get_json()
    assert [(s["_id"], s["title_en"], s["title_pl"], s["image"]) for s in shown] == [
        (first["_id"], "Summer sale", "Summer sale", image)]
    assert [s["_id"] for s in client.get(SLIDES, headers=staff).get_json()] == [first["_id"], second["_id"]]
    created = audit(db, "slide")[0]
    assert (created.action, created.entity_id, created.actor_email) == ("create", first["_id"], "staff@example.com")
    assert created.before is None and created.after["title_en"] == "Summer sale" and created.summary == "Summer sale"


def test_an_uploaded_image_is_a_real_webp_at_most_1920_wide_named_by_its_content(app, client, db, staff):
    slide = create_slide(client, staff)
    picture = png(2400, 600, (10, 120, 200))
    body = upload(client, slide["_id"], picture, staff).get_json()
    path = media_file(app, body["image"])
    assert body["image"].startswith("/media/slides/") and path.suffix == ".webp" and path.is_file()
    with Image.open(path) as stored:
        assert stored.format == "WEBP" and stored.size == (1920, 480)
    served = client.get(body["image"])
    assert served.status_code == 200 and served.data == path.read_bytes()
    # The same picture again: the same file; a new picture: a new name, and the old file goes.
    assert upload(client, slide["_id"], picture, staff).get_json()["image"] == body["image"]
    small = upload(client, slide["_id"], png(800, 300, (250, 250, 10)), staff).get_json()
    assert small["image"] != body["image"] and not path.exists()
    with Image.open(media_file(app, small["image"])) as stored:
        assert stored.size == (800, 300)  # narrower images are not blown up
    changes = [e for e in audit(db, "slide") if e.action == "update"]
    assert [(e.before, e.after) for e in changes] == [
        ({"image": ""}, {"image": body["image"]}), ({"image": body["image"]}, {"image": small["image"]})]


def test_an_uploaded_image_is_stored_in_the_sizes_a_screen_picks_from(app, client, db, staff):
    """1920, 1440, 960 and 640 px wide WebP files of one picture (never enlarged), all named in the public slider's
    srcset, and all gone when the slide is deleted."""
    slide = create_slide(client, staff)
    image = upload(client, slide["_id"], png(2400, 600, (10, 120, 200)), staff).get_json()["image"]
    assert image.endswith("-1920.webp")
    stem = image.removesuffix("-1920.webp")
    files = {width: media_file(app, f"{stem}-{width}.webp") for width in (1920, 1440, 960, 640)}
    for width, path in files.items():
        with Image.open(path) as stored:
            assert stored.format == "WEBP" and stored.size == (width, width // 4)
    assert client.get(f"{stem}-640.webp").status_code == 200
    assert files[640].stat().st_size < files[1920].stat().st_size  # the phone's file is the smaller download
    assert client.get(SLIDER).get_json()[0]["srcset"] == (
        f"{stem}-640.webp 640w, {stem}-960.webp 960w, {stem}-1440.webp 1440w, {stem}-1920.webp 1920w")

    # A picture 1000 px wide: its own width and the smaller sizes, none blown up.
    narrow = upload(client, slide["_id"], png(1000, 400, (90, 10, 10)), staff).get_json()["image"]
    narrow_stem = narrow.removesuffix("-1000.webp")
    assert narrow.endswith("-1000.webp") and not any(path.exists() for path in files.values())
    name = Path(narrow_stem).name
    assert sorted(p.name for p in media_file(app, narrow).parent.glob(f"{name}*")) == sorted(
        f"{name}-{width}.webp" for width in (1000, 960, 640))
    assert client.get(SLIDER).get_json()[0]["srcset"] == (
        f"{narrow_stem}-640.webp 640w, {narrow_stem}-960.webp 960w, {narrow_stem}-1000.webp 1000w")

    assert client.delete(f"{SLIDES}/{slide['_id']}", headers=staff).status_code == 200
    assert not list(media_file(app, narrow).parent.glob(f"{name}*"))


def test_a_slide_stored_before_sizes_is_shown_and_removed_as_it_was(app, client, db, staff):
    from shop.content.models import Slide

    legacy = media_file(app, "/media/slides/0123456789abcdef01234567.webp")
    legacy.parent.mkdir(parents=True, exist_ok=True)
    legacy.write_bytes(b"RIFF")
    slide = Slide(image="/media/slides/0123456789abcdef01234567.webp", title_en="Old", title_ua="Старий")
    db.session.add(slide)
    db.session.commit()
    assert client.get(SLIDER).get_json()[0]["srcset"] == ""
    assert client.delete(f"{SLIDES}/{slide.id}", headers=staff).status_code == 200
    assert not legacy.exists()


def test_an_image_keeps_its_transparency_and_its_orientation(app, client, db, staff):
    slide = create_slide(client, staff)
    out = BytesIO()
    Image.new("RGBA", (300, 100), (0, 0, 0, 0)).save(out, "PNG")
    with Image.open(media_file(app, upload(client, slide["_id"], out.getvalue(), staff).get_json()["image"])) as kept:
        assert kept.mode == "RGBA" and kept.getpixel((5, 5))[3] == 0
    rotated = Image.new("RGB", (300, 100), (90, 90, 90))
    exif = rotated.getexif()
    exif[0x0112] = 6  # the camera was turned: show it rotated 90 degrees
    exif[0x010F] = "Camera Maker"
    profile = ImageCms.ImageCmsProfile(ImageCms.createProfile("sRGB")).tobytes()
    out = BytesIO()
    rotated.save(out, "JPEG", exif=exif, icc_profile=profile)
    with Image.open(media_file(app, upload(client, slide["_id"], out.getvalue(), staff).get_json()["image"])) as kept:
        assert kept.size == (100, 300)
        assert dict(kept.getexif()) == {} and kept.info["icc_profile"] == profile  # no camera data; its colours


def test_a_picture_of_too_many_pixels_is_refused(client, db, staff):
    slide = create_slide(client, staff)
    out = BytesIO()
    Image.new("1", (8000, 6000)).save(out, "PNG")  # 48 megapixels in a few kilobytes
    refused = upload(client, slide["_id"], out.getvalue(), staff)
    assert refused.status_code == 413 and refused.get_json()["message"] == "The image may be at most 40 megapixels."


@pytest.mark.parametrize(("data", "filename"), [
    (b"%PDF-1.7 not a picture at all", "slide.png"),
    (png()[:200], "cut-short.png"),
    (b"<svg xmlns='http://www.w3.org/2000/svg'/>", "slide.svg"),
    (b"", "empty.png"),
])
def test_a_file_that_is_not_an_image_is_refused(app, client, db, staff, data, filename):
    slide = create_slide(client, staff)
    folder = Path(app.config["SHOP_MEDIA_DIR"]) / "slides"
    before = set(folder.iterdir()) if folder.exists() else set()
    refused = upload(client, slide["_id"], data, staff, filename)
    # An empty file is no image sent (400); a file that is not a picture of the formats taken, 415.
    assert refused.status_code == (415 if data else 400) and refused.get_json()["errors"]["image"]
    assert (set(folder.iterdir()) if folder.exists() else set()) == before
    assert client.get(SLIDES, headers=staff).get_json()[0]["image"] == ""


def test_an_upload_without_the_image_field_or_too_big_is_refused(client, db, staff):
    slide = create_slide(client, staff)
    missing = client.post(f"{SLIDES}/{slide['_id']}/image", data={"picture": (BytesIO(png(20, 20)), "s.png")},
                          content_type="multipart/form-data", headers=staff)
    assert missing.status_code == 400 and missing.get_json()["errors"]["image"]
    huge = upload(client, slide["_id"], b"\x89PNG" + bytes(8 * 1024 * 1024), staff)
    assert huge.status_code == 413 and huge.get_json()["message"] == "The image may be at most 8 MB."
    german = client.post(f"{SLIDES}/{slide['_id']}/image", data={"image": (BytesIO(b"text"), "a.txt")},
                         content_type="multipart/form-data", headers={**staff, "Accept-Language": "de"})
    assert german.get_json()["message"] == "Diese Datei ist kein JPEG-, PNG-, WebP- oder GIF-Bild."


def test_editing_a_slide_shows_on_the_home_page_at_once_and_is_audited(client, db, staff):
    slide = create_slide(client, staff)
    upload(client, slide["_id"], png(50, 20, (1, 2, 3)), staff)
    before = client.get(SLIDER)
    changed = client.put(f"{SLIDES}/{slide['_id']}", json={"titles": {"en": "Winter sale", "pl": "Zimowa wyprzedaż"},
                                                           "link": "/sales?season=winter"}, headers=staff)
    assert changed.status_code == 200
    body = changed.get_json()
    assert body["titles"] == {"en": "Winter sale", "ua": "Літній розпродаж", "pl": "Zimowa wyprzedaż", "ru": "",
                              "de": "Sommerschlussverkauf"}
    after = client.get(SLIDER, headers={"If-None-Match": before.headers["ETag"]})
    assert after.status_code == 200  # the old answer is no longer valid
    shown = after.get_json()[0]
    assert (shown["title_en"], shown["title_pl"], shown["link"]) == ("Winter sale", "Zimowa wyprzedaż",
                                                                      "/sales?season=winter")
    entry = audit(db, "slide")[-1]
    assert entry.action == "update" and entry.summary == "Winter sale"
    assert entry.before == {"title_en": "Summer sale", "title_pl": None, "link": "/sales"}
    assert entry.after == {"title_en": "Winter sale", "title_pl": "Zimowa wyprzedaż", "link": "/sales?season=winter"}

    hidden = client.put(f"{SLIDES}/{slide['_id']}", json={"isActive": False}, headers=staff)
    assert hidden.get_json()["isActive"] is False and client.get(SLIDER).get_json() == []
    unchanged = len(audit(db, "slide"))
    client.put(f"{SLIDES}/{slide['_id']}", json={"isActive": False}, headers=staff)
    assert len(audit(db, "slide")) == unchanged  # nothing changed, nothing to write down


@pytest.mark.parametrize(("body", "field"), [
    ({}, "titles"),
    ({"titles": {"en": "Sale"}}, "titles"),
    ({"titles": {"en": "  ", "ua": "Розпродаж"}}, "titles"),
    ({"titles": {**TITLES, "de": "x" * 161}}, "titles"),
    ({"titles": TITLES, "link": "javascript:alert(1)"}, "link"),
    ({"titles": TITLES, "link": "//evil.example.com/"}, "link"),
    ({"titles": TITLES, "link": "/\\evil.example.com"}, "link"),
    ({"titles": TITLES, "link": "http://example.com/"}, "link"),
    ({"titles": TITLES, "link": "https://"}, "link"),
    ({"titles": TITLES, "link": "https://[::1"}, "link"),
    ({"titles": TITLES, "link": "sales"}, "link"),
    ({"titles": TITLES, "link": "/sa les"}, "link"),
    ({"titles": TITLES, "link": "/" + "x" * 255}, "link"),
    ({"titles": TITLES, "isActive": "maybe"}, "isActive"),
    ({"titles": TITLES, "position": 3}, "position"),
])
def test_a_slide_with_bad_fields_is_refused(client, db, staff, body, field):
    refused = client.post(SLIDES, json=body, headers=staff)
    assert refused.status_code == 400 and field in refused.get_json()["errors"], refused.get_json()
    assert client.get(SLIDES, headers=staff).get_json() == [] and audit(db, "slide") == []


def test_a_slide_edit_cannot_empty_the_english_or_ukrainian_title(client, db, staff):
    slide = create_slide(client, staff)
    for titles in ({"en": ""}, {"ua": None}):
        refused = client.put(f"{SLIDES}/{slide['_id']}", json={"titles": titles}, headers=staff)
        assert refused.status_code == 400
    assert client.put(f"{SLIDES}/{slide['_id']}", json={"link": "ftp://x"}, headers=staff).status_code == 400
    ukrainian = client.put(f"{SLIDES}/{slide['_id']}", json={"titles": {"en": ""}},
                           headers={**staff, "Accept-Language": "uk"})
    assert ukrainian.get_json()["errors"] == {"titles": {"en": ["Будь ласка, заповніть це поле."]}}


def test_reordering_needs_every_slide_once_and_shows_at_once(client, db, staff):
    ids = [create_slide(client, staff, titles={"en": f"Slide {n}", "ua": f"Слайд {n}"})["_id"] for n in range(3)]
    for slide_id in ids:
        upload(client, slide_id, png(30, 10, (int(slide_id), 0, 0)), staff)
    wanted = [ids[2], ids[0], ids[1]]
    reordered = client.put(f"{SLIDES}/order", json={"ids": wanted}, headers=staff)
    assert reordered.status_code == 200
    assert [(s["_id"], s["position"]) for s in reordered.get_json()] == [(i, n) for n, i in enumerate(wanted)]
    assert [s["_id"] for s in client.get(SLIDER).get_json()] == wanted
    entry = audit(db, "slide")[-1]
    assert (entry.action, entry.before, entry.after) == ("reorder", {"order": [int(i) for i in ids]},
                                                         {"order": [int(i) for i in wanted]})
    # Ids that are not every slide's, each once: the list is well formed but does not fit the slides there are.
    for bad in ([ids[0], ids[1]], [*ids, ids[0]], [ids[0], ids[1], "999"], []):
        refused = client.put(f"{SLIDES}/order", json={"ids": bad}, headers=staff)
        assert refused.status_code == 409 and refused.get_json()["errors"]["ids"], bad
    refused = client.put(f"{SLIDES}/order", json={"ids": [ids[0], ids[1], "x"]}, headers=staff)
    assert refused.status_code == 400 and refused.get_json()["errors"]["ids"]
    assert client.put(f"{SLIDES}/order", json={}, headers=staff).status_code == 400
    message = client.put(f"{SLIDES}/order", json={"ids": ids[:2]}, headers=staff).get_json()["message"]
    assert message == "Send the ids of all 3 slides, each once."
    assert [s["_id"] for s in client.get(SLIDER).get_json()] == wanted


def test_deleting_a_slide_removes_it_its_image_and_is_audited(app, client, db, staff):
    slide = create_slide(client, staff)
    image = upload(client, slide["_id"], png(64, 64, (3, 2, 1)), staff).get_json()["image"]
    deleted = client.delete(f"{SLIDES}/{slide['_id']}", headers={**staff, "Accept-Language": "pl"})
    assert deleted.status_code == 200 and deleted.get_json() == {"message": "Slajd został usunięty."}
    assert client.get(SLIDER).get_json() == [] and client.get(SLIDES, headers=staff).get_json() == []
    assert not media_file(app, image).exists()
    entry = audit(db, "slide")[-1]
    assert entry.action == "delete" and entry.after is None and entry.before["image"] == image


@pytest.mark.parametrize("slide_id", ["999", "99999999999"])
def test_a_slide_that_does_not_exist_is_404(client, db, staff, slide_id):
    assert client.put(f"{SLIDES}/{slide_id}", json={"link": "/"}, headers=staff).status_code == 404
    assert client.delete(f"{SLIDES}/{slide_id}", headers=staff).status_code == 404
    missing = upload(client, slide_id, png(10, 10), staff)
    assert missing.status_code == 404 and missing.get_json()["message"] == "There is no such slide."


# ---------------------------------------------------------------- colours

def test_a_new_colour_gets_its_slug_from_english_and_shows_at_once(client, db, staff):
    brand = make_brand("Chrisanne")
    db.session.commit()
    names = {"en": "Dusty Rosé", "ua": "Пильна троянда", "pl": "Brudny róż", "ru": "", "de": None}
    created = client.post(COLOURS, json={"names": names, "hex": "#dcae96", "brandId": str(brand.id)}, headers=staff)
    assert created.status_code == 201, created.get_json()
    body = created.get_json()
    assert body == {"_id": body["_id"], "slug": "dusty-rose", "hex": "#DCAE96", "brandId": str(brand.id),
                    "names": {"en": "Dusty Rosé", "ua": "Пильна троянда", "pl": "Brudny róż", "ru": "", "de": ""}}
    public = client.get("/api/colors/all-colors").get_json()
    assert [(c["_id"], c["name"], c["slug"], c["hex"], c["brand"]) for c in public] == [
        (body["_id"], "Dusty Rosé", "dusty-rose", "#DCAE96", "chrisanne")]
    assert (public[0]["name_ua"], public[0]["name_pl"], public[0]["name_ru"], public[0]["name_en"]) == (
        "Пильна троянда", "Brudny róż", "Dusty Rosé", "Dusty Rosé")  # no Russian name: English
    entry = audit(db, "colour")[0]
    assert (entry.action, entry.entity_id, entry.summary) == ("create", body["_id"], "Dusty Rosé")
    assert entry.after == {"name": "Dusty Rosé", "name_ua": "Пильна троянда", "name_pl": "Brudny róż",
                           "name_ru": None, "name_de": None, "slug": "dusty-rose", "hex": "#DCAE96",
                           "brand_id": brand.id}
    no_brand = client.post(COLOURS, json={"names": {"en": "Gold"}, "hex": "#FFD700", "brandId": None}, headers=staff)
    assert no_brand.status_code == 201 and no_brand.get_json()["brandId"] is None


def test_the_colour_list_is_newest_first_with_its_count(client, db, staff):
    for n in range(5):
        make_colour(f"Colour {n}", "#000000")
    db.session.commit()
    every = client.get(COLOURS, headers=staff)
    assert [c["names"]["en"] for c in every.get_json()] == [f"Colour {n}" for n in (4, 3, 2, 1, 0)]
    assert every.headers["X-Total-Count"] == "5"
    page = client.get(COLOURS, query_string={"page": 2, "limit": 2}, headers=staff)
    assert [c["names"]["en"] for c in page.get_json()] == ["Colour 2", "Colour 1"]
    assert page.headers["X-Total-Count"] == "5"
    assert client.get(COLOURS, query_string={"limit": 0}, headers=staff).status_code == 400
    assert client.get(COLOURS, query_string={"page": 0}, headers=staff).status_code == 400


@pytest.mark.parametrize(("body", "field"), [
    ({"hex": "#FF0000"}, "names"),
    ({"names": {"en": ""}, "hex": "#FF0000"}, "names"),
    ({"names": {"ua": "Червоний"}, "hex": "#FF0000"}, "names"),
    ({"names": {"en": "x" * 81}, "hex": "#FF0000"}, "names"),
    ({"names": {"en": "Red"}}, "hex"),
    ({"names": {"en": "Red"}, "hex": "red"}, "hex"),
    ({"names": {"en": "Red"}, "hex": "#FFF"}, "hex"),
    ({"names": {"en": "Red"}, "hex": "#12345G"}, "hex"),
    ({"names": {"en": "Red"}, "hex": "#FF0000", "brandId": "99999999999"}, "brandId"),
    ({"names": {"en": "Red"}, "hex": "#FF0000", "brandId": "abc"}, "brandId"),
])
def test_a_colour_with_bad_fields_is_refused(client, db, staff, body, field):
    refused = client.post(COLOURS, json=body, headers=staff)
    assert refused.status_code == 400 and field in refused.get_json()["errors"], refused.get_json()
    assert client.get(COLOURS, headers=staff).get_json() == [] and audit(db, "colour") == []


# Well formed, but no brand has the id, or the name gives no slug: refused as not fitting the shop's data.
@pytest.mark.parametrize(("body", "field"), [
    ({"names": {"en": "Red"}, "hex": "#FF0000", "brandId": "999"}, "brandId"),
    ({"names": {"en": "!!!"}, "hex": "#FF0000"}, "names"),
])
def test_a_colour_the_shop_cannot_keep_is_409(client, db, staff, body, field):
    refused = client.post(COLOURS, json=body, headers=staff)
    assert refused.status_code == 409 and field in refused.get_json()["errors"], refused.get_json()
    assert client.get(COLOURS, headers=staff).get_json() == [] and audit(db, "colour") == []


def test_one_slug_per_brand(client, db, staff):
    chrisanne, dsi = make_brand("Chrisanne"), make_brand("DSI")
    make_colour("Royal Blue", brand=chrisanne)
    make_colour("Gold", brand=None)
    db.session.commit()
    taken = client.post(COLOURS, json={"names": {"en": "royal  BLUE"}, "hex": "#4169E1", "brandId": str(chrisanne.id)},
                        headers=staff)
    assert taken.status_code == 409
    assert taken.get_json()["message"] == "This brand already has a colour called royal  BLUE."
    assert client.post(COLOURS, json={"names": {"en": "Gold"}, "hex": "#FFD700", "brandId": None},
                       headers=staff).status_code == 409
    other_brand = client.post(COLOURS, json={"names": {"en": "Royal Blue"}, "hex": "#3050D0", "brandId": str(dsi.id)},
                              headers=staff)
    assert other_brand.status_code == 201
    moved = client.put(f"{COLOURS}/{other_brand.get_json()['_id']}", json={"brandId": str(chrisanne.id)},
                       headers=staff)
    assert moved.status_code == 409


def test_renaming_a_colour_shows_on_every_public_colour_call_and_in_search_at_once(client, db, staff):
    brand = make_brand("DSI")
    colour = make_colour("Royal Blue", "#3050D0", brand=brand)
    make_product("Shiny Lycra", "Блискуча лайкра", brand=brand, colour=colour, product_id="DSI-SHINY")
    db.session.commit()
    assert client.get("/api/colors/color-by-brand/dsi/royal-blue").status_code == 200
    changed = client.put(f"{COLOURS}/{colour.id}", json={"names": {"en": "Navy", "ua": "Темно-синій"},
                                                         "hex": "#000080"}, headers=staff)
    assert changed.status_code == 200
    assert changed.get_json()["slug"] == "navy" and changed.get_json()["names"]["ua"] == "Темно-синій"
    page = client.get("/api/colors/color-by-brand/dsi/navy")
    assert page.status_code == 200
    assert (page.get_json()["color"]["name"], page.get_json()["color"]["hex"]) == ("Navy", "#000080")
    assert client.get("/api/colors/color-by-brand/dsi/royal-blue").status_code == 404
    counts = client.get("/api/colors/color-by-brand/dsi").get_json()
    assert [(c["slug"], c["name_ua"], c["count"]) for c in counts] == [("navy", "Темно-синій", 1)]
    product = client.get("/api/products-feed/products/DSI-SHINY").get_json()
    assert (product["color"], product["color_slug"], product["color_hex"]) == ("Navy", "navy", "#000080")
    found = client.get("/api/products-feed/search", query_string={"search": "navy"}).get_json()
    assert [p["product_id"] for p in found["products"]] == ["DSI-SHINY"]
    assert client.get("/api/products-feed/search", query_string={"search": "royal"}).get_json()["total"] == 0
    entry = audit(db, "colour")[-1]
    assert entry.action == "update" and entry.summary == "Navy"
    assert entry.before == {"name": "Royal Blue", "name_ua": None, "slug": "royal-blue", "hex": "#3050D0"}
    assert entry.after == {"name": "Navy", "name_ua": "Темно-синій", "slug": "navy", "hex": "#000080"}


def test_a_colour_products_use_cannot_be_deleted(client, db, staff):
    colour = make_colour("Black", "#000000")
    make_product(colour=colour)
    make_product(colour=colour, is_active=False)
    db.session.commit()
    refused = client.delete(f"{COLOURS}/{colour.id}", headers=staff)
    assert refused.status_code == 409
    assert refused.get_json()["message"] == "Products using this colour: 2. Give them another colour first."
    ukrainian = client.delete(f"{COLOURS}/{colour.id}", headers={**staff, "Accept-Language": "uk"})
    assert ukrainian.get_json()["message"] == "Товарів із цим кольором: 2. Спочатку призначте їм інший колір."
    assert len(client.get("/api/colors/all-colors").get_json()) == 1 and audit(db, "colour") == []


def test_deleting_an_unused_colour_shows_at_once_and_is_audited(client, db, staff):
    colour = make_colour("Lilac", "#C8A2C8")
    db.session.commit()
    colour_id = colour.id
    deleted = client.delete(f"{COLOURS}/{colour_id}", headers=staff)
    assert deleted.status_code == 200 and deleted.get_json() == {"message": "The colour was deleted."}
    assert client.get("/api/colors/all-colors").get_json() == []
    assert db.session.get(Colour, colour_id) is None
    entry = audit(db, "colour")[-1]
    assert (entry.action, entry.entity_id, entry.before["name"], entry.after) == ("delete", str(colour_id), "Lilac",
                                                                                  None)


@pytest.mark.parametrize("colour_id", ["999", "99999999999"])
def test_a_colour_that_does_not_exist_is_404(client, db, staff, colour_id):
    missing = client.put(f"{COLOURS}/{colour_id}", json={"hex": "#000000"}, headers=staff)
    assert missing.status_code == 404 and missing.get_json()["message"] == "There is no such colour."
    assert client.delete(f"{COLOURS}/{colour_id}", headers=staff).status_code == 404


def test_a_colour_edit_is_checked_like_a_new_one(client, db, staff):
    colour = make_colour("Lilac", "#C8A2C8")
    db.session.commit()
    for body in ({"names": {"en": ""}}, {"hex": "#GGGGGG"}, {"slug": "lilac-2"}):
        assert client.put(f"{COLOURS}/{colour.id}", json=body, headers=staff).status_code == 400, body
    assert client.put(f"{COLOURS}/{colour.id}", json={"brandId": "12345"}, headers=staff).status_code == 409
    unbranded = client.put(f"{COLOURS}/{colour.id}", json={"names": {"de": "Flieder"}, "brandId": None},
                           headers=staff)
    assert unbranded.status_code == 200 and unbranded.get_json()["names"]["de"] == "Flieder"
    assert client.get("/api/colors/all-colors").get_json()[0]["name_de"] == "Flieder"


# ---------------------------------------------------------------- currency factors

def test_a_new_factor_shows_at_once_and_is_audited(client, db, staff):
    before = client.get("/api/currencies")
    changed = client.put("/api/currencies/usd", json={"factor": "1.2950"}, headers=staff)
    assert changed.status_code == 200 and changed.get_json() == {"code": "USD", "sign": "$", "factor": "1.295"}
    after = client.get("/api/currencies", headers={"If-None-Match": before.headers["ETag"]})
    assert after.status_code == 200 and "no-cache" in after.headers["Cache-Control"]
    assert {c["code"]: c["factor"] for c in after.get_json()["currencies"]}["USD"] == "1.295"
    assert db.session.get(CurrencyRate, "USD").factor == Decimal("1.295")
    entry = audit(db, "currency")[-1]
    assert (entry.action, entry.entity_id, entry.summary, entry.before, entry.after) == (
        "update", "USD", "USD", {"factor": "1.35"}, {"factor": "1.295"})
    again = client.put("/api/currencies/UAH", json={"factor": "100000"}, headers=staff)
    assert again.status_code == 200 and again.get_json()["factor"] == "100000"


def test_orders_placed_after_a_change_use_the_new_factor(client, db, staff, crystals):
    assert client.put("/api/currencies/EUR", json={"factor": "1.2"}, headers=staff).status_code == 200
    placed = client.post("/api/orders", headers={"Idempotency-Key": str(uuid.uuid4())}, json={
        "currency": "EUR", "paymentMethod": "bank-transfer", "lines": [{"sku": "CR-SS16", "quantity": 2}],
        "contact": {"firstName": "Emma", "lastName": "Clarke", "email": "emma@example.com", "phone": "+447700900123"},
        "delivery": {"method": "nova-poshta-branch", "city": "Kyiv", "branch": "12"}})
    assert placed.status_code == 201, placed.get_json()
    order = placed.get_json()
    # 4.99 x 1.2 = 5.988 -> 5.99 a pack, x2; delivery £1.50 -> €1.80.
    assert (order["basketItems"][0]["price"], order["subtotal"], order["deliveryPrice"], order["totalPrice"]) == (
        "5.99", "11.98", "1.80", "13.78")


@pytest.mark.parametrize("factor", ["0", "0.0000", "-1", "100000.0001", "100001", "1.12345", "abc", "1e3", "", " 1.2",
                                    "NaN", "Infinity", 1.19, None])
def test_a_bad_factor_is_refused(client, db, staff, factor):
    refused = client.put("/api/currencies/USD", json={"factor": factor}, headers=staff)
    assert refused.status_code == 400 and refused.get_json()["errors"]["factor"], refused.get_json()
    assert db.session.get(CurrencyRate, "USD") is None and audit(db, "currency") == []


def test_the_base_currency_and_unknown_codes(client, db, staff):
    base = client.put("/api/currencies/GBP", json={"factor": "1.1"}, headers=staff)
    assert base.status_code == 409 and base.get_json()["message"] == "GBP is the base currency: its factor is always 1."
    unknown = client.put("/api/currencies/JPY", json={"factor": "190"}, headers={**staff, "Accept-Language": "de"})
    assert unknown.status_code == 404 and unknown.get_json()["message"] == "Die Anzeigewährung JPY gibt es nicht."
    assert client.put("/api/currencies/USD", json={}, headers=staff).status_code == 400
    assert {c["code"]: c["factor"] for c in client.get("/api/currencies").get_json()["currencies"]}["GBP"] == "1"
    assert audit(db, "currency") == []


@pytest.mark.parametrize("module", [content_messages, currency_messages], ids=["slides-colours", "currency"])
def test_every_message_is_said_in_every_language(app, module):
    constants = {name: value for name, value in vars(module).items() if name.isupper() and isinstance(value, str)}
    assert constants and sorted(name for name, value in constants.items() if value not in registered()) == []
