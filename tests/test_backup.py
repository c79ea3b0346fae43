"""Backups, restores and the move to PostgreSQL, through the flask commands on real files and databases.

- A backup taken while a thread places orders (through the API) and staff edit prices, restored into a fresh folder
  (and database): every order answered before the backup began is there with the same money, nothing is there that
  the shop never had, and the copy is one moment's shop (each product's stock plus what the copied orders took is
  its starting stock). SQLite in the SQLite pass; PostgreSQL (pg_dump/pg_restore) in the PostgreSQL pass, restored
  into a second database (SHOP_TEST_COPY_DATABASE_URL, else ``<suite database>_copy``, created when missing).
- `flask migrate-to-postgres` moves a small demo shop (`flask seed-demo`) into that second database: the command's own
  check passes, and this test compares the two databases itself too.
- Media in an S3 bucket (shop.media_storage, on moto's server) go into the backup and back into another bucket.
"""
from __future__ import annotations

import json
import os
import threading
import time
from decimal import Decimal
from pathlib import Path

import pytest
from flask_migrate import upgrade
from sqlalchemy import create_engine, func, select, text
from sqlalchemy.engine import make_url

from shop import create_app
from shop.catalog.models import Brand, Category, Product
from shop.extensions import db as _db
from shop.ops.backup import BackupError, head_revision, pg_tool
from shop.orders.models import Order, OrderLine
from tests.conftest import DATABASE_URL, database_label
from tests.factories import make_category_path, make_product
from tests.waiting import wait_until

MIGRATIONS = os.path.join(os.path.dirname(__file__), "..", "shop", "migrations")
START_STOCK = Decimal(1000)
SKUS = ["BK-1", "BK-2", "BK-3"]
CONTACT = {"firstName": "Emma", "lastName": "Clarke", "email": "emma@example.com", "phone": "+44 7700 900123"}
WAIT = 30.0  # the longest any condition below is waited for


def _copy_url() -> str:
    """The second PostgreSQL database: restores and moves land there (emptied first)."""
    if os.environ.get("SHOP_TEST_COPY_DATABASE_URL"):
        return os.environ["SHOP_TEST_COPY_DATABASE_URL"]
    suite = DATABASE_URL if DATABASE_URL.startswith("postgresql") else (
        os.environ.get("SHOP_TEST_POSTGRES_URL") or "postgresql+psycopg://postgres@127.0.0.1:5432/test")
    url = make_url(suite)
    return url.set(database=f"{url.database}_copy").render_as_string(hide_password=False)


def _empty_postgres(url: str) -> None:
    """Create the database when missing, and leave it with an empty public schema."""
    parsed = make_url(url)
    admin = create_engine(parsed.set(database="postgres"), isolation_level="AUTOCOMMIT")
    with admin.connect() as connection:
        if not connection.scalar(text("SELECT 1 FROM pg_database WHERE datname = :name"), {"name": parsed.database}):
            connection.execute(text(f'CREATE DATABASE "{parsed.database}"'))
    admin.dispose()
    engine = create_engine(parsed)
    with engine.begin() as connection:
        connection.execute(text("DROP SCHEMA IF EXISTS public CASCADE"))
        connection.execute(text("CREATE SCHEMA public"))
    engine.dispose()


def _app(url: str, media: Path):
    return create_app({"ENV": "testing", "SQLALCHEMY_DATABASE_URI": url, "SHOP_MEDIA_DIR": str(media),
                       "SHOP_MAIL_OUTBOX": str(media.parent / "outbox")})


def invoke(app, *args: str):
    """Run a flask command of ``app`` (its context pushed: with another app's context active, the runner would use
    that one, as the session's app fixture leaves its context pushed)."""
    with app.app_context():
        return app.test_cli_runner().invoke(args=list(args))


def _seed_shop(app) -> dict[str, int]:
    """Three products with a picture file each; their ids by SKU."""
    media = Path(app.config["SHOP_MEDIA_DIR"])
    with app.app_context():
        path = make_category_path("fabrics", "lycra", "plain")
        ids = {}
        for sku in SKUS:
            (media / "p").mkdir(parents=True, exist_ok=True)
            (media / "p" / f"{sku}.svg").write_text(f"<svg><!-- {sku} --></svg>")
            ids[sku] = make_product(f"Backup Lycra {sku}", price="2.00", stock=str(START_STOCK), product_id=sku,
                                    categories=path, images=f"/media/p/{sku}.svg").id
        _db.session.commit()
        _db.session.remove()
    return ids


class Shoppers:
    """A thread placing orders through the API and editing prices through the models, until told to stop."""

    def __init__(self, app, ids: dict[str, int]) -> None:
        self.app, self.ids = app, ids
        self.answered: list[tuple[float, str, Decimal]] = []  # (when the 201 came, number, total)
        self.prices: dict[int, set[Decimal]] = {pid: {Decimal("2.00")} for pid in ids.values()}
        self.stop = threading.Event()
        self.errors: list[str] = []
        self.thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        client = self.app.test_client()
        turn = 0
        try:
            while not self.stop.is_set() and turn < 2000:
                turn += 1
                sku = SKUS[turn % len(SKUS)]
                body = {"currency": "GBP", "contact": CONTACT, "paymentMethod": "bank-transfer",
                        "delivery": {"method": "nova-poshta-branch", "city": "Kyiv", "branch": "12"},
                        "lines": [{"sku": sku, "quantity": str(1 + turn % 3)}]}
                answer = client.post("/api/orders", json=body, headers={"Idempotency-Key": f"backup-{turn}"})
                if answer.status_code != 201:
                    self.errors.append(f"order {turn}: {answer.status_code} {answer.get_data(as_text=True)[:200]}")
                    return
                order = answer.get_json()
                order = order.get("order", order)
                self.answered.append((time.monotonic(), order["number"], Decimal(str(order["totalPrice"]))))
                with self.app.app_context():
                    product = _db.session.get(Product, self.ids[sku])
                    price = Decimal("2.00") + Decimal(turn) / 100
                    self.prices[product.id].add(price)
                    product.price = price
                    _db.session.commit()
                    _db.session.remove()
        except Exception as error:  # reported by the test
            self.errors.append(repr(error))

    def wait_for(self, count: int) -> None:
        wait_until(lambda: len(self.answered) >= count or self.errors or not self.thread.is_alive(), WAIT,
                   f"fewer than {count} orders", interval=0.01)  # the thread's progress, polled
        assert not self.errors, self.errors


def _shop_state(app) -> dict:
    """Orders by number with their money, products with price and stock, and what the orders took per product."""
    with app.app_context():
        orders = {o.number: (o.total_price, o.total_gbp, o.subtotal)
                  for o in _db.session.execute(select(Order)).scalars()}
        products = {p.id: (p.price, p.stock, p.images) for p in _db.session.execute(select(Product)).scalars()}
        taken = dict(_db.session.execute(select(OrderLine.product_id, func.sum(OrderLine.quantity))
                                         .group_by(OrderLine.product_id)).all())
        lines = dict(_db.session.execute(select(Order.number, func.sum(OrderLine.line_total))
                                         .join(OrderLine).group_by(Order.number)).all())
        _db.session.remove()
    return {"orders": orders, "products": products, "taken": taken, "lines": lines}


def _backup_under_load(app, ids, folder: Path) -> tuple[float, Shoppers]:
    shoppers = Shoppers(app, ids)
    shoppers.thread.start()
    try:
        shoppers.wait_for(5)
        began = time.monotonic()
        result = invoke(app, "backup", str(folder))
        assert result.exit_code == 0, result.output
        assert "Backed up" in result.output
        done = len(shoppers.answered)
        shoppers.wait_for(done + 3)  # the shop went on taking orders after the copy
    finally:
        shoppers.stop.set()
        shoppers.thread.join(timeout=WAIT)
    assert not shoppers.thread.is_alive()
    assert not shoppers.errors, shoppers.errors
    return began, shoppers


def _assert_restored(source: dict, restored: dict, shoppers: Shoppers, began: float) -> None:
    before = {number: total for when, number, total in shoppers.answered if when < began}
    for number, total in before.items():
        assert number in restored["orders"], f"order {number} answered before the backup is missing"
        assert restored["orders"][number][0] == total
    # Nothing the shop never had, and the same money for every copied order.
    for number, money in restored["orders"].items():
        assert source["orders"][number] == money
    assert len(restored["orders"]) < len(source["orders"])  # orders went on after the backup
    assert sum(m[0] for m in restored["orders"].values()) == sum(source["orders"][n][0] for n in restored["orders"])
    # One moment's shop: every product is there, at a price staff saved, with stock + what its orders took = start.
    assert restored["products"].keys() == source["products"].keys()
    for pid, (price, stock, images) in restored["products"].items():
        assert price in shoppers.prices[pid]
        assert stock + restored["taken"].get(pid, 0) == START_STOCK
        assert images == source["products"][pid][2]
    for number, lines_total in restored["lines"].items():
        assert restored["orders"][number][2] == lines_total


def _assert_manifest(folder: Path, restored: dict, kind: str) -> None:
    manifest = json.loads((folder / "manifest.json").read_text())
    assert manifest["database"] == kind
    assert manifest["counts"]["orders"] == len(restored["orders"])
    assert manifest["counts"]["products"] == len(restored["products"])
    assert Decimal(manifest["order_totals"]["total_price_GBP"]) == sum(m[0] for m in restored["orders"].values())
    assert manifest["media_files"] == len(SKUS)


@pytest.mark.skipif(database_label() != "sqlite", reason="the SQLite pass of the API tests runs it")
def test_sqlite_backup_under_writes_restores_every_committed_order_and_product(tmp_path: Path):
    url = f"sqlite:///{tmp_path / 'live shop' / 'shop.db'}"
    (tmp_path / "live shop").mkdir()  # a space in the path: SQLite's URI for the read-only source is quoted
    app = _app(url, tmp_path / "live shop" / "media")
    with app.app_context():
        upgrade(directory=MIGRATIONS)
    ids = _seed_shop(app)
    folder = tmp_path / "backups" / "first"
    began, shoppers = _backup_under_load(app, ids, folder)
    assert sorted(p.name for p in folder.iterdir()) == ["manifest.json", "media", "shop.db"]
    assert not list((tmp_path / "backups").glob(".*"))  # the work folder was renamed, nothing half-done is left
    source = _shop_state(app)

    fresh = tmp_path / "fresh"
    restored_app = _app(f"sqlite:///{fresh / 'shop.db'}", fresh / "media")
    result = invoke(restored_app, "restore", str(folder))
    assert result.exit_code == 0, result.output
    assert "Restored the sqlite database" in result.output and "Media: 3 file(s)" in result.output
    restored = _shop_state(restored_app)
    _assert_restored(source, restored, shoppers, began)
    _assert_manifest(folder, restored, "sqlite")
    assert (fresh / "media" / "p" / "BK-2.svg").read_text() == "<svg><!-- BK-2 --></svg>"
    with restored_app.app_context():
        assert _db.session.scalar(text("SELECT version_num FROM alembic_version")) == head_revision()
        assert _db.session.scalar(text("PRAGMA journal_mode")) == "wal"
        _db.session.remove()

    # A shop holding data is not overwritten unless told to; with --force it is, and it keeps working.
    again = invoke(restored_app, "restore", str(folder))
    assert again.exit_code != 0 and "Refusing to overwrite" in again.output and "--force" in again.output
    forced = invoke(app, "restore", "--force", str(folder))
    assert forced.exit_code == 0, forced.output
    assert _shop_state(app)["orders"] == restored["orders"]
    answer = app.test_client().get("/api/products-feed/products/BK-1")
    assert answer.status_code == 200, answer.get_data(as_text=True)
    assert Decimal(str(answer.get_json()["price"])) == restored["products"][ids["BK-1"]][0]

    # A backup never lands in a folder that holds something.
    refused = invoke(app, "backup", str(folder))
    assert refused.exit_code != 0 and "not empty" in refused.output


def test_restore_refuses_a_folder_that_is_no_backup_and_names_missing_pg_tools(app, tmp_path, monkeypatch):
    result = invoke(app, "restore", str(tmp_path))
    assert result.exit_code != 0 and "manifest.json" in result.output
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.setattr("shop.ops.backup.glob.glob", lambda _pattern: [])
    with app.app_context(), pytest.raises(BackupError, match=r"pg_dump was not found.*postgresql-client"):
        pg_tool("pg_dump")


@pytest.mark.skipif(database_label() != "postgresql", reason="the PostgreSQL pass of the API tests runs it")
def test_postgres_backup_under_writes_restores_into_another_database(app, db, tmp_path: Path):
    try:
        with app.app_context():
            pg_tool("pg_dump"), pg_tool("pg_restore")
    except BackupError as error:
        pytest.skip(str(error))
    media = Path(app.config["SHOP_MEDIA_DIR"])
    for leftover in media.rglob("*"):
        if leftover.is_file():
            leftover.unlink()
    ids = _seed_shop(app)
    folder = tmp_path / "pg-backup"
    began, shoppers = _backup_under_load(app, ids, folder)
    assert sorted(p.name for p in folder.iterdir()) == ["manifest.json", "media", "shop.dump"]
    source = _shop_state(app)

    copy = _copy_url()
    _empty_postgres(copy)
    restored_app = _app(copy, tmp_path / "restored-media")
    result = invoke(restored_app, "restore", str(folder))
    assert result.exit_code == 0, result.output
    assert "Restored the postgresql database" in result.output
    restored = _shop_state(restored_app)
    _assert_restored(source, restored, shoppers, began)
    _assert_manifest(folder, restored, "postgresql")
    # Sequences came along: the restored shop takes a new row after the copied ones.
    with restored_app.app_context():
        brand = Brand(name="After Restore", slug="after-restore", position=9)
        _db.session.add(brand)
        _db.session.commit()
        assert brand.id is not None
        _db.session.remove()
        _db.engine.dispose()


@pytest.mark.skipif(database_label() != "postgresql", reason="the PostgreSQL pass of the API tests runs it")
def test_migrate_to_postgres_moves_the_demo_shop_with_equal_counts_and_totals(tmp_path: Path):
    source_url = f"sqlite:///{tmp_path / 'shop.db'}"
    app = _app(source_url, tmp_path / "media")
    assert invoke(app, "db", "upgrade").exit_code == 0
    seeded = invoke(app, "seed-demo", "--products", "30", "--seed", "5")
    assert seeded.exit_code == 0, seeded.output
    # Audit entries whose JSON is SQL NULL and JSON null: each stays what it was.
    engine = create_engine(source_url)
    with engine.begin() as connection:
        for before in (None, "null"):
            connection.execute(text(
                "INSERT INTO audit_entries (actor_email, action, entity, entity_id, summary, before, after, created_at)"
                " VALUES ('staff@example.com', 'update', 'product', '1', 'price', :before, '{\"price\": \"2.00\"}',"
                " '2026-01-01 00:00:00.000000')"), {"before": before})
    engine.dispose()
    copy = _copy_url()
    _empty_postgres(copy)

    result = invoke(app, "migrate-to-postgres", copy, "--batch-size", "7")
    assert result.exit_code == 0, result.output
    assert "migrating it to the head revision" in result.output
    assert "rows and money totals agree" in result.output and "DIFFERENT" not in result.output

    # The test's own comparison, table by table.
    source_engine, target_engine = create_engine(source_url), create_engine(copy)
    with source_engine.connect() as source, target_engine.connect() as target:
        for table in _db.metadata.sorted_tables:
            count = select(func.count()).select_from(table)
            assert source.scalar(count) == target.scalar(count), table.name
            for column in table.columns:
                if isinstance(column.type, _db.Numeric):
                    values = [select(column).order_by(*table.primary_key.columns)]
                    assert (source.execute(values[0]).scalars().all()
                            == target.execute(values[0]).scalars().all()), f"{table.name}.{column.name}"
        tree = select(Category.id, Category.parent_id).order_by(Category.id)
        assert source.execute(tree).all() == target.execute(tree).all()
        assert source.scalar(select(func.count()).select_from(Order)) > 0
        audit = "SELECT before IS NULL, CAST(before AS TEXT), CAST(after AS TEXT) FROM audit_entries ORDER BY id"
        assert [tuple(row) for row in target.execute(text(audit))] == [
            (True, None, '{"price": "2.00"}'), (False, "null", '{"price": "2.00"}')]
        assert target.scalar(text("SELECT version_num FROM alembic_version")) == source.scalar(
            text("SELECT version_num FROM alembic_version"))
    source_engine.dispose()
    target_engine.dispose()
    # The sequences go on after the copied ids, so the moved shop takes new rows.
    moved_app = _app(copy, tmp_path / "media")
    with moved_app.app_context():
        biggest = _db.session.scalar(select(func.max(Brand.id)))
        brand = Brand(name="After Move", slug="after-move", position=99)
        _db.session.add(brand)
        _db.session.commit()
        assert brand.id == biggest + 1
        _db.session.remove()
        _db.engine.dispose()

    # A target that holds data is refused.
    again = invoke(app, "migrate-to-postgres", copy)
    assert again.exit_code != 0 and "not empty" in again.output


@pytest.mark.skipif(database_label() != "sqlite", reason="the SQLite pass of the API tests runs it")
def test_media_in_a_bucket_are_backed_up_and_restored_into_another_bucket(tmp_path: Path):
    from shop.media_storage import storage
    from tests.s3_server import ACCESS_KEY_ID, REGION, SECRET_ACCESS_KEY, s3_client, s3_server

    with s3_server() as endpoint:
        client = s3_client(endpoint)
        for bucket in ("live-media", "restored-media"):
            client.create_bucket(Bucket=bucket)

        def bucket_app(folder: Path, bucket: str):
            app = _app(f"sqlite:///{folder / 'shop.db'}", folder / "media")
            app.config.update(SHOP_MEDIA_S3_BUCKET=bucket, SHOP_MEDIA_S3_ENDPOINT_URL=endpoint,
                              SHOP_MEDIA_S3_ACCESS_KEY_ID=ACCESS_KEY_ID,
                              SHOP_MEDIA_S3_SECRET_ACCESS_KEY=SECRET_ACCESS_KEY, SHOP_MEDIA_S3_REGION=REGION)
            return app

        (tmp_path / "live").mkdir()
        live = bucket_app(tmp_path / "live", "live-media")
        with live.app_context():
            upgrade(directory=MIGRATIONS)
            storage().put("products/abc-1200.webp", b"picture bytes")
            storage().put("brands/dsi.svg", b"<svg/>")
        result = invoke(live, "backup", str(tmp_path / "backup"))
        assert result.exit_code == 0, result.output
        assert "2 media file(s)" in result.output
        assert (tmp_path / "backup" / "media" / "products" / "abc-1200.webp").read_bytes() == b"picture bytes"

        # The live bucket holds files: a restore into it is refused; into an empty one it goes.
        refused = invoke(live, "restore", str(tmp_path / "backup"))
        assert refused.exit_code != 0 and "live-media" in refused.output
        restored = bucket_app(tmp_path / "fresh", "restored-media")
        result = invoke(restored, "restore", str(tmp_path / "backup"))
        assert result.exit_code == 0, result.output
        assert "Media: 2 file(s) into bucket restored-media" in result.output
        listed = client.list_objects_v2(Bucket="restored-media")["Contents"]
        assert sorted(item["Key"] for item in listed) == ["brands/dsi.svg", "products/abc-1200.webp"]
        body = client.get_object(Bucket="restored-media", Key="products/abc-1200.webp")["Body"].read()
        assert body == b"picture bytes"
        assert not (tmp_path / "fresh" / "media").exists() or not any((tmp_path / "fresh" / "media").iterdir())
