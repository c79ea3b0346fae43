"""Media in an S3 bucket (shop.media_storage): with SHOP_MEDIA_S3_BUCKET set, staff's uploads land in the bucket, not
on the host; the shop serves them at /media with long cache headers (or they are served from the bucket's public
URL), a deleted slide takes its files out of the bucket, and `flask media sync` copies the local folder into it.

Against a real S3-compatible server (moto's, tests/s3_server.py) on a loopback port; on SQLite and PostgreSQL.
"""
from __future__ import annotations

import io
import json
import socket
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
import requests
from PIL import Image
from sqlalchemy import select

from shop.media_storage import IMMUTABLE_MAX_AGE, MEDIA_MAX_AGE, S3Storage, storage
from tests.factories import make_product
from tests.s3_server import ACCESS_KEY_ID, REGION, SECRET_ACCESS_KEY, s3_client, s3_server

SLIDES = "/api/admin/slides"


@pytest.fixture(scope="module")
def endpoint() -> Iterator[str]:
    with s3_server() as url:
        yield url


@pytest.fixture()
def bucket(endpoint) -> str:
    """A new, empty bucket for each test."""
    name = f"media-{uuid.uuid4().hex[:12]}"
    s3_client(endpoint).create_bucket(Bucket=name)
    return name


def use_bucket(app, endpoint: str, bucket: str, public_url: str | None = None):
    """Point the app's media at ``bucket`` (undone by the fixture that calls it): the next storage() follows."""
    app.config.update(SHOP_MEDIA_S3_BUCKET=bucket, SHOP_MEDIA_S3_ENDPOINT_URL=endpoint,
                      SHOP_MEDIA_S3_ACCESS_KEY_ID=ACCESS_KEY_ID, SHOP_MEDIA_S3_SECRET_ACCESS_KEY=SECRET_ACCESS_KEY,
                      SHOP_MEDIA_S3_REGION=REGION, SHOP_MEDIA_S3_PUBLIC_URL=public_url)


@pytest.fixture()
def in_bucket(app, db, endpoint, bucket, tmp_path) -> Iterator[str]:
    """The app's media in a fresh bucket, served through the shop, and a local folder of this test's own (what
    `flask media sync` copies); the session's folder again afterwards."""
    saved = {key: value for key, value in app.config.items() if key.startswith("SHOP_MEDIA_")}
    app.config["SHOP_MEDIA_DIR"] = str(tmp_path / "media")
    use_bucket(app, endpoint, bucket)
    yield bucket
    app.config.update(saved)


def keys(endpoint: str, bucket: str) -> list[str]:
    listed = s3_client(endpoint).list_objects_v2(Bucket=bucket)
    return sorted(item["Key"] for item in listed.get("Contents", ()))


def png(width: int, height: int, colour=(200, 30, 90)) -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (width, height), colour).save(out, "PNG")
    return out.getvalue()


def local_files(app) -> list[str]:
    root = Path(app.config["SHOP_MEDIA_DIR"])
    return sorted(p.relative_to(root).as_posix() for p in root.rglob("*") if p.is_file()) if root.is_dir() else []


def test_a_product_picture_lands_in_the_bucket_and_the_shop_serves_it_cached(app, client, db, auth, endpoint,
                                                                               in_bucket):
    staff = auth(admin=True)
    product = make_product("Crystal AB", "Кристал AB", price="2.00", stock="7", product_id="CR-AB-0001")
    db.session.commit()

    response = client.post(f"/api/admin/products/{product.id}/images", headers=staff,
                           content_type="multipart/form-data",
                           data={"image": (io.BytesIO(png(1500, 900)), "photo.png", "image/png")})

    assert response.status_code == 200, response.get_json()
    url = response.get_json()["images"][-1]
    assert url.startswith("/media/products/") and url.endswith("-1200.webp")
    stem = url.removeprefix("/media/").removesuffix("-1200.webp")
    assert keys(endpoint, in_bucket) == sorted(f"{stem}-{width}.webp" for width in (1200, 600, 300))
    assert local_files(app) == []  # nothing written on this host

    served = client.get(url)
    assert served.status_code == 200 and served.mimetype == "image/webp"
    with Image.open(io.BytesIO(served.data)) as picture:
        assert picture.format == "WEBP" and picture.size == (1200, 720)
    # Named by its content: cached a year; and the shop's own security headers, as on every answer.
    assert served.headers["Cache-Control"] == f"public, max-age={IMMUTABLE_MAX_AGE}, immutable"
    assert served.headers["X-Content-Type-Options"] == "nosniff"
    assert "default-src 'self'" in served.headers["Content-Security-Policy"]
    etag = served.headers["ETag"]
    again = client.get(url, headers={"If-None-Match": etag})
    assert again.status_code == 304 and again.data == b"" and again.headers["ETag"] == etag

    for missing in ("/media/products/0123456789abcdef01234567-1200.webp", "/media/products/../secret.txt",
                    "/media/products//x.webp"):
        assert client.get(missing).status_code == 404, missing


def test_a_slide_image_is_in_the_bucket_and_deleting_the_slide_removes_it(app, client, db, auth, endpoint,
                                                                          in_bucket):
    staff = auth(admin=True)
    created = client.post(SLIDES, json={"titles": {"en": "Sale", "ua": "Розпродаж"}, "link": "/sales"},
                          headers=staff).get_json()
    uploaded = client.post(f"{SLIDES}/{created['_id']}/image", headers=staff, content_type="multipart/form-data",
                           data={"image": (io.BytesIO(png(1000, 400)), "slide.png")})
    assert uploaded.status_code == 200, uploaded.get_json()
    image = uploaded.get_json()["image"]
    stem = image.removeprefix("/media/").removesuffix("-1000.webp")
    assert keys(endpoint, in_bucket) == sorted(f"{stem}-{width}.webp" for width in (1000, 960, 640))
    assert client.get(image).status_code == 200
    [shown] = client.get("/api/slider/all-sliders").get_json()
    assert shown["srcset"] == f"/media/{stem}-640.webp 640w, /media/{stem}-960.webp 960w, {image} 1000w"

    deleted = client.delete(f"{SLIDES}/{created['_id']}", headers=staff)

    assert deleted.status_code == 200
    assert keys(endpoint, in_bucket) == []
    assert client.get(image).status_code == 404


def test_with_a_public_url_pages_name_the_bucket_which_serves_the_picture_cached(app, client, db, auth, endpoint,
                                                                               in_bucket):
    public = f"{endpoint}/{in_bucket}"
    # As an operator makes it: anyone may read the bucket's objects (the README's policy), nobody else may write.
    s3_client(endpoint).put_bucket_policy(Bucket=in_bucket, Policy=json.dumps({
        "Version": "2012-10-17",
        "Statement": [{"Effect": "Allow", "Principal": "*", "Action": "s3:GetObject",
                       "Resource": f"arn:aws:s3:::{in_bucket}/*"}]}))
    use_bucket(app, endpoint, in_bucket, public_url=public + "/")
    staff = auth(admin=True)
    product = make_product("Crystal AB", "Кристал AB", price="2.00", stock="7", product_id="CR-AB-0001")
    db.session.commit()

    response = client.post(f"/api/admin/products/{product.id}/images", headers=staff,
                           content_type="multipart/form-data",
                           data={"image": (io.BytesIO(png(700, 700)), "photo.png", "image/png")})

    assert response.status_code == 200, response.get_json()
    url = response.get_json()["images"][-1]
    assert url.startswith(f"{public}/products/") and url.endswith("-1200.webp")
    fetched = requests.get(url, timeout=10)  # from the bucket, not the shop
    assert fetched.status_code == 200 and fetched.headers["Content-Type"] == "image/webp"
    assert fetched.headers["Cache-Control"] == f"public, max-age={IMMUTABLE_MAX_AGE}, immutable"
    with Image.open(io.BytesIO(fetched.content)) as picture:
        assert picture.size == (700, 700)
    # The /media path of the same key still answers (pages written before the public URL was set name it).
    key = url.removeprefix(public + "/")
    assert client.get(f"/media/{key}").data == fetched.content


def test_media_sync_copies_the_local_folder_once(app, runner, db, endpoint, in_bucket):
    local = Path(app.config["SHOP_MEDIA_DIR"])
    files = {"brands/sync-test.svg": b"<svg xmlns='http://www.w3.org/2000/svg'/>",
             "products/sync/0123456789abcdef01234567-300.webp": b"RIFF-not-really-a-webp"}
    for key, body in files.items():
        (local / key).parent.mkdir(parents=True, exist_ok=True)
        (local / key).write_bytes(body)
    (local / "products" / ".upload.part").write_bytes(b"half a picture")  # a write under way is not copied

    first = runner.invoke(args=["media", "sync"])

    assert first.exit_code == 0, first.output
    assert "Copied 2 file(s)" in first.output and "0 already there" in first.output
    assert keys(endpoint, in_bucket) == sorted(files)
    second = runner.invoke(args=["media", "sync"])
    assert second.exit_code == 0, second.output
    assert "Copied 0 file(s)" in second.output and "2 already there" in second.output
    (local / "brands" / "sync-test.svg").write_bytes(b"<svg xmlns='http://www.w3.org/2000/svg' width='1'/>")
    third = runner.invoke(args=["media", "sync"])
    assert "Copied 1 file(s)" in third.output and "1 already there" in third.output  # changed since: copied again
    files["brands/sync-test.svg"] = (local / "brands" / "sync-test.svg").read_bytes()

    # Served from the bucket now: gone from the host, the shop still answers them.
    client = app.test_client()
    for key in files:
        (local / key).unlink()
    svg = client.get("/media/brands/sync-test.svg")
    assert svg.status_code == 200 and svg.mimetype == "image/svg+xml" and svg.data == files["brands/sync-test.svg"]
    assert svg.headers["Cache-Control"] == f"public, max-age={MEDIA_MAX_AGE}"  # a name that may be rewritten
    assert client.get("/media/brands/sync-test.svg", headers={"If-None-Match": svg.headers["ETag"]}).status_code == 304


def test_media_sync_needs_a_bucket(app, runner, db):
    result = runner.invoke(args=["media", "sync"])
    assert result.exit_code != 0 and "SHOP_MEDIA_S3_BUCKET is not set" in result.output


def test_the_storage_interface_in_the_bucket(app, in_bucket):
    media = storage()
    assert isinstance(media, S3Storage)
    assert not media.exists("a/b.txt") and media.get("a/b.txt") is None
    media.put("a/b.txt", b"one")
    media.put("a/c.txt", b"two")
    media.put("d.txt", b"three")
    assert media.exists("a/b.txt") and media.get("a/c.txt") == b"two"
    assert sorted(media.iterate("a/")) == ["a/b.txt", "a/c.txt"] and len(list(media.iterate())) == 3
    assert media.url("a/b.txt") == "/media/a/b.txt"
    media.delete("a/b.txt")
    media.delete("a/b.txt")  # already gone: nothing happens
    assert not media.exists("a/b.txt") and sorted(media.iterate()) == ["a/c.txt", "d.txt"]
    for bad in ("../x", "/x", "a//b", "a/./b", ""):
        with pytest.raises(ValueError):
            media.put(bad, b"")


def test_the_demo_seed_stores_its_pictures_in_the_bucket(app, client, db, endpoint, in_bucket):
    from shop.catalog.models import Brand
    from shop.demo.seed import seed_demo

    counts = seed_demo(products=20, seed=7)

    stored = keys(endpoint, in_bucket)
    assert len(stored) == counts["images"] and "brands/dsi.svg" in stored
    assert local_files(app) == []
    logo = db.session.scalars(select(Brand.logo).where(Brand.slug == "dsi")).one()
    assert logo == "/media/brands/dsi.svg"
    served = client.get(logo)
    assert served.status_code == 200 and served.mimetype == "image/svg+xml" and b"<svg" in served.data


def bucket_away(app, bucket: str) -> None:
    """Point the app at a loopback port nobody listens on: each call to the bucket is refused at once."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        closed = f"http://127.0.0.1:{probe.getsockname()[1]}"
    use_bucket(app, closed, bucket)
    app.config.update(SHOP_MEDIA_S3_ATTEMPTS=1, SHOP_MEDIA_S3_TIMEOUT_SECONDS=2)


def test_a_bucket_that_does_not_answer_is_a_503_to_try_again(app, client, db, auth, in_bucket):
    bucket_away(app, in_bucket)
    staff = auth(admin=True)
    product = make_product("Crystal AB", "Кристал AB", price="2.00", stock="7", product_id="CR-AB-0001")
    db.session.commit()

    served = client.get("/media/products/0123456789abcdef01234567-1200.webp", headers={"Accept-Language": "de"})
    uploaded = client.post(f"/api/admin/products/{product.id}/images", headers=staff,
                           content_type="multipart/form-data",
                           data={"image": (io.BytesIO(png(300, 300)), "photo.png", "image/png")})

    for response in (served, uploaded):
        assert response.status_code == 503 and response.headers["Retry-After"].isdigit()
        assert response.get_json()["message"]
    assert served.get_json()["message"] != uploaded.get_json()["message"]  # said in the asker's language
    db.session.expire_all()
    assert product.images.count(",") == 0  # the product kept its one picture


def test_a_slide_is_deleted_while_the_bucket_is_away_and_its_files_stay(app, client, db, auth, endpoint, in_bucket):
    staff = auth(admin=True)
    created = client.post(SLIDES, json={"titles": {"en": "Sale", "ua": "Розпродаж"}}, headers=staff).get_json()
    uploaded = client.post(f"{SLIDES}/{created['_id']}/image", headers=staff, content_type="multipart/form-data",
                           data={"image": (io.BytesIO(png(640, 300)), "slide.png")})
    assert uploaded.status_code == 200, uploaded.get_json()
    bucket_away(app, in_bucket)

    deleted = client.delete(f"{SLIDES}/{created['_id']}", headers=staff)

    assert deleted.status_code == 200 and client.get(SLIDES, headers=staff).get_json() == []
    assert len(keys(endpoint, in_bucket)) == 1  # left behind, named by its content: never shown under another slide


def test_media_sync_says_so_when_the_bucket_does_not_answer(app, runner, db, in_bucket):
    (Path(app.config["SHOP_MEDIA_DIR"]) / "brands").mkdir(parents=True, exist_ok=True)
    (Path(app.config["SHOP_MEDIA_DIR"]) / "brands" / "away.svg").write_bytes(b"<svg/>")
    bucket_away(app, in_bucket)

    result = runner.invoke(args=["media", "sync"])

    assert result.exit_code == 1 and f"The bucket {in_bucket} did not answer" in result.output
    assert "Traceback" not in result.output
