"""Fixtures: one app per session on the database named by SHOP_TEST_DATABASE_URL, clean tables per test; the users,
mail catchers and small catalogues several modules share. Plain helpers (bearer, mailed) are in tests/helpers.py."""
from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from types import SimpleNamespace

import pytest
from flask import Flask
from flask.testing import FlaskClient
from sqlalchemy import text

# isort: off
from tests.worker_database import DATABASE_URL  # first: it may name this worker's own database for the shop to read
# isort: on
from shop import create_app
from shop.accounts.models import User, UserStatus
from shop.accounts.passwords import hash_password
from shop.catalog.engine.read_model import forget as forget_read_models
from shop.extensions import db as _db
from shop.jobs import configure as configure_jobs
from shop.security import StaffRole
from tests.factories import make_brand, make_category_path, make_colour, make_product
from tests.helpers import PASSWORD, bearer
from tests.smtp_inbox import Inbox, running_inbox


def database_label() -> str:
    """'postgresql' or 'sqlite', printed in the pytest header so both runs are visible."""
    return DATABASE_URL.split(":", 1)[0].split("+", 1)[0]


def pytest_report_header(config) -> str:
    return f"shop test database: {database_label()} ({DATABASE_URL})"


@pytest.fixture(scope="session")
def app(tmp_path_factory) -> Iterator[Flask]:
    """The testing app with a fresh schema built from the models."""
    media = tmp_path_factory.mktemp("media")
    app = create_app(
        {
            "ENV": "testing",
            "SQLALCHEMY_DATABASE_URI": DATABASE_URL,
            "SHOP_MEDIA_DIR": str(media),
        }
    )
    if DATABASE_URL == "sqlite://":
        # One shared in-memory database for the whole session.
        app.config["SQLALCHEMY_ENGINE_OPTIONS"] = {"connect_args": {"check_same_thread": False}}
    with app.app_context():
        _db.drop_all()
        _drop_alembic_version()
        _db.create_all()
        yield app
        _db.session.remove()
        _db.drop_all()


def _drop_alembic_version() -> None:
    with _db.engine.begin() as conn:
        conn.execute(text("DROP TABLE IF EXISTS alembic_version"))


@pytest.fixture()
def jobs_here(app: Flask) -> None:
    """The job queue pointed at the session's app again (immediate: mail goes out as it is sent): another test's
    create_app (a production app, say) may have moved the one global queue to a queue file nothing runs."""
    configure_jobs(app)


@pytest.fixture()
def db(app: Flask, jobs_here):
    """The database, emptied after each test so tests never share state (the job queue pointed at this app)."""
    yield _db
    _db.session.rollback()
    _db.session.remove()
    # Emptied with raw SQL behind the ORM's back: the catalogue's read model must start afresh.
    forget_read_models()
    tables = [t.name for t in reversed(_db.metadata.sorted_tables)]
    with _db.engine.begin() as conn:
        if conn.dialect.name == "postgresql":
            conn.execute(text(f"TRUNCATE {', '.join(tables)} RESTART IDENTITY CASCADE"))
        else:
            for table in tables:
                conn.execute(text(f"DELETE FROM {table}"))


@pytest.fixture()
def client(app: Flask, db) -> FlaskClient:
    return app.test_client()


@pytest.fixture()
def runner(app: Flask, db):
    return app.test_cli_runner()


@pytest.fixture()
def make_user(db) -> Callable[..., User]:
    """Create a user: make_user(email=..., password=..., admin=False); staff are owners unless ``role`` says."""

    def make(email: str = "shopper@example.com", password: str = PASSWORD, admin: bool = False,
             role: str | None = None) -> User:
        user = User(
            email=email.lower(),
            password_hash=hash_password(password),
            status=UserStatus.ADMIN if admin or role else UserStatus.USER,
            staff_role=role or (StaffRole.OWNER if admin else None),
        )
        db.session.add(user)
        db.session.commit()
        return user

    return make


@pytest.fixture()
def auth(make_user) -> Callable[..., dict[str, str]]:
    """Headers of a signed-in user: auth() for a shopper, auth(admin=True) for an owner, auth(role="warehouse")."""

    def headers(admin: bool = False, email: str | None = None, role: str | None = None) -> dict[str, str]:
        default = f"{role}@example.com" if role else ("staff@example.com" if admin else "shopper@example.com")
        user = make_user(email=email or default, admin=admin, role=role)
        return bearer(user)

    return headers


@pytest.fixture()
def staff(auth) -> dict[str, str]:
    """Headers of a signed-in staff member."""
    return auth(admin=True)


@pytest.fixture()
def olena(make_user) -> User:
    """A shopper's account, olena@example.com, password tests.helpers.PASSWORD. A module that needs more of her
    (names, orders) extends this fixture under the same name."""
    return make_user(email="olena@example.com")


# ---------------------------------------------------------------- mail


@pytest.fixture()
def outbox(app, tmp_path, monkeypatch) -> Path:
    """No mail server: every mail is written to this folder as an .eml file (read it with tests.helpers.mailed);
    links in mails start with http://shop.test."""
    monkeypatch.setitem(app.config, "MAIL_SERVER", None)
    monkeypatch.setitem(app.config, "SHOP_MAIL_OUTBOX", str(tmp_path))
    monkeypatch.setitem(app.config, "SHOP_PUBLIC_URL", "http://shop.test")
    return tmp_path


@pytest.fixture()
def inbox(app, monkeypatch) -> Iterator[Inbox]:
    """A real SMTP server that every e-mail of the test goes to (plain SMTP, no login); links in mails start with
    http://shop.test."""
    with running_inbox() as server:
        for name, value in (("MAIL_SERVER", "127.0.0.1"), ("MAIL_PORT", server.port), ("MAIL_USE_TLS", False),
                            ("MAIL_USERNAME", None), ("SHOP_PUBLIC_URL", "http://shop.test")):
            monkeypatch.setitem(app.config, name, value)
        yield server


# ---------------------------------------------------------------- the catalogue


@pytest.fixture()
def tulle(db):
    """Tulle at £1.00 per 10 cm, 30 m in stock."""
    product = make_product("Tulle Ivory", price="1.00", minimum="0.1", stock="30", product_id="TU-IVORY")
    db.session.commit()
    return product


@pytest.fixture()
def crystals(db):
    """A pack of crystals at £4.99, 20 in stock."""
    product = make_product("Crystal AB SS16", price="4.99", stock="20", product_id="CR-SS16")
    db.session.commit()
    return product


@pytest.fixture()
def gift_card_product(db):
    """The £20 gift card the shop sells."""
    product = make_product("Gift card £20", price="20.00", stock="0", product_id="GIFT-20", is_gift_card=True)
    db.session.commit()
    return product


@pytest.fixture()
def catalogue(db) -> SimpleNamespace:
    """A small catalogue whose listings are known by hand: four brands (Empty Brand without products), five colours
    (Royal Blue at Chrisanne and at DSI), the four main trees (fabrics > lycra and chiffon, crystals > rhinestones >
    sew-on > ss20, accessories > feathers > boas, collections > winter-2026 with a link) and nine products: eight
    shown (one a gift card) and one hidden. The products are its attributes, the brands are ``.brands``."""
    chrisanne = make_brand("Chrisanne", position=1)
    dsi = make_brand("DSI", position=2)
    preciosa = make_brand("Preciosa", position=3)
    empty = make_brand("Empty Brand", position=4)
    ch_blue = make_colour("Royal Blue", "#4169E1", brand=chrisanne)
    ch_black = make_colour("Black", "#000000", brand=chrisanne)
    dsi_blue = make_colour("Royal Blue", "#3050D0", brand=dsi)
    dsi_red = make_colour("Red", "#FF0000", brand=dsi)
    crystal_ab = make_colour("Crystal AB", "#F0F0FF", brand=preciosa)

    matte = make_category_path("fabrics", "lycra__Лайкра", "plain", "matte")
    shiny = make_category_path("fabrics", "lycra__Лайкра", "plain", "shiny")
    sheer = make_category_path("fabrics", "chiffon", "plain", "sheer")
    ss20 = make_category_path("crystals", "rhinestones", "sew-on", "ss20", main="crystals")
    boas = make_category_path("accessories", "feathers", "boas", main="accessories")
    winter = make_category_path("collections", "winter-2026", main="collections")
    winter[1].link = "/collections/winter-2026?season=1"
    sheer[1].position = 5  # staff ordered chiffon after lycra although it sorts first by name

    p = SimpleNamespace()
    p.matte_blue = make_product(
        "Matte Lycra", "Матова лайкра", price="20.00", minimum="0.1", stock="50", brand=chrisanne, colour=ch_blue,
        categories=matte, created_days=10, popularity=5, group="lycra-matte", product_id="CH-LY-0001",
    )
    p.matte_black = make_product(
        "Matte Lycra", "Матова лайкра", price="20.00", discount=25, minimum="0.1", stock="20", brand=chrisanne,
        colour=ch_black, categories=matte, created_days=11, popularity=9, group="lycra-matte",
    )
    p.shiny_blue = make_product(
        "Shiny Lycra", "Блискуча лайкра", price="30.00", discount=10, minimum="0.1", stock="0", brand=dsi,
        colour=dsi_blue, categories=shiny, created_days=12, popularity=1,
    )
    p.chiffon = make_product(
        "Chiffon Georgette", "Жоржет", price="12.50", minimum="0.1", brand=dsi, colour=dsi_red, categories=sheer,
        created_days=13, popularity=3,
    )
    p.crystal = make_product(
        "Crystal AB SS20", "Кристал AB SS20", price="5.00", brand=preciosa, colour=crystal_ab, categories=ss20,
        created_days=100, popularity=7,
    )
    p.boa = make_product(
        "Ostrich Feather Boa", "Боа зі страусового пір'я", price="45.00", colour=ch_black, categories=boas,
        created_days=101, popularity=2,
    )
    p.winter = make_product(
        "Winter Collection Set", "Зимовий набір", price="99.00", discount=50, categories=winter, created_days=102,
        popularity=4,
    )
    p.hidden = make_product(
        "Hidden Lycra", "Прихована лайкра", price="1.00", brand=chrisanne, colour=ch_blue, categories=matte,
        created_days=103, is_active=False,
    )
    p.gift = make_product("Gift Card 50", "Подарункова картка 50", price="50.00", created_days=5, is_gift_card=True)
    p.gift.category1 = "gift-cards"
    p.brands = SimpleNamespace(chrisanne=chrisanne, dsi=dsi, preciosa=preciosa, empty=empty)
    db.session.commit()
    return p
