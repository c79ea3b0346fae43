"""The demo seed: a complete, reproducible catalogue, and the seed-demo / create-admin commands."""
from __future__ import annotations

import os
from decimal import Decimal
from xml.etree import ElementTree

import pytest
from sqlalchemy import func, select

from shop.accounts.models import User, UserStatus
from shop.accounts.passwords import verify_password
from shop.catalog.models import Brand, Category, Colour, Product
from shop.content.models import Slide
from shop.currency.models import CurrencyRate
from shop.demo.seed import SeedError, seed_demo
from shop.money import DEFAULT_FACTORS, convert, line_total
from shop.orders.models import Order

SPEC_BRANDS = ["Astella", "Carvico", "Chrisanne", "DSI", "Seven"]
MAINS = {"fabrics", "crystals", "accessories", "collections"}


@pytest.fixture()
def seeded(db):
    """A database holding the 300-product demo shop; returns seed_demo's counts."""
    return seed_demo(products=300, seed=7)


def media_path(app, url: str) -> str:
    """The file behind a /media/... URL."""
    assert url.startswith("/media/"), url
    return os.path.join(app.config["SHOP_MEDIA_DIR"], *url.removeprefix("/media/").split("/"))


def test_brands_start_with_the_spec_five_and_number_at_least_fourteen(seeded, db):
    brands = db.session.execute(select(Brand).order_by(Brand.position)).scalars().all()
    assert len(brands) >= 14
    assert [b.name for b in brands[:5]] == SPEC_BRANDS
    assert [b.position for b in brands[:5]] == [0, 1, 2, 3, 4]
    assert brands[3].slug == "dsi" and brands[2].slug == "chrisanne"
    assert all(b.logo == f"/media/brands/{b.slug}.svg" for b in brands)


def test_fabric_brands_have_a_colour_range_with_real_hex_values(seeded, db):
    chrisanne = db.session.execute(select(Brand).where(Brand.slug == "chrisanne")).scalar_one()
    colours = db.session.execute(select(Colour).where(Colour.brand_id == chrisanne.id)).scalars().all()
    assert len(colours) >= 10
    assert all(len(c.hex) == 7 and c.hex.startswith("#") and int(c.hex[1:], 16) >= 0 for c in colours)
    assert {"black", "white"} <= {c.slug for c in colours}


def test_category_trees_are_three_to_four_levels_deep(seeded, db):
    categories = db.session.execute(select(Category)).scalars().all()
    roots = {c.slug for c in categories if c.level == 1}
    assert roots == MAINS
    depth = {main: max(c.level for c in categories if c.main == main) for main in MAINS}
    assert all(level >= 3 for level in depth.values()), depth
    assert depth["fabrics"] == 4 and depth["crystals"] == 4
    assert all("__" in c.name for c in categories)  # English__Ukrainian display names
    assert any(c.link for c in categories if c.main in ("crystals", "accessories", "collections"))
    by_id = {c.id: c for c in categories}
    assert all(c.parent_id is None if c.level == 1 else by_id[c.parent_id].level == c.level - 1 for c in categories)


def test_every_product_is_complete_and_indexed(seeded, app, db):
    products = db.session.execute(select(Product).where(Product.is_gift_card.is_(False))).scalars().all()
    assert len(products) == 300 == seeded["products"]
    assert {p.category1 for p in products} == MAINS
    for product in products:
        assert product.name_en and product.name_ua
        assert isinstance(product.price, Decimal) and product.price > 0
        assert product.price == product.price.quantize(Decimal("0.01"))
        # The bulk insert stored what the ORM stores on a staff edit: one recipe for the search text.
        seeded_text = product.search_text
        product.refresh_search_text()
        assert product.search_text == seeded_text and product.brand.name.split()[0].lower() in seeded_text.split()
        first_image = product.images.split(",")[0]
        assert os.path.isfile(media_path(app, first_image)), first_image
        leaf = db.session.get(Category, product.category_id)
        path = [product.category1, product.category2, product.category3, product.category4]
        assert path[leaf.level - 1] == leaf.slug and path[leaf.level:] == [None] * (4 - leaf.level)
        if product.category1 == "fabrics":
            assert (product.minimum, product.unit) == (Decimal("0.1"), "m")
        else:
            assert product.minimum == Decimal("1")
        if product.category1 in ("fabrics", "crystals"):
            assert product.colour_id is not None


def test_every_leaf_category_has_products(seeded, db):
    parents = select(Category.parent_id).where(Category.parent_id.is_not(None))
    leaves = db.session.execute(select(Category.id).where(Category.id.not_in(parents))).scalars().all()
    stocked = set(db.session.execute(select(Product.category_id).distinct()).scalars())
    assert set(leaves) <= stocked


def test_gift_cards_slides_rates_and_accounts(seeded, app, db):
    cards = db.session.execute(select(Product).where(Product.is_gift_card.is_(True))).scalars().all()
    assert 4 <= len(cards) <= 6
    assert all(c.category1 == "gift-cards" and c.product_id.startswith("GIFT-") and c.unit == "card" for c in cards)
    slides = db.session.execute(select(Slide)).scalars().all()
    assert 3 <= len(slides) <= 5
    assert all(os.path.isfile(media_path(app, s.image)) and s.title_en and s.title_ua for s in slides)
    rates = {r.code: r.factor for r in db.session.execute(select(CurrencyRate)).scalars()}
    assert rates == DEFAULT_FACTORS
    admin = db.session.execute(select(User).where(User.email == "admin@example.com")).scalar_one()
    assert admin.status == UserStatus.ADMIN and verify_password(admin.password_hash, "admin-shop-2026")


def test_order_totals_follow_the_money_rules(seeded, db):
    orders = db.session.execute(select(Order)).scalars().all()
    assert len(orders) == seeded["orders"] >= 15
    for order in orders:
        assert 1 <= len(order.lines) <= 4
        for line in order.lines:
            assert line.unit_price == convert(line.unit_price_gbp, order.factor)
            assert line.line_total == line_total(line.unit_price, line.quantity, line.minimum)
        assert order.subtotal == sum(line.line_total for line in order.lines)
        assert order.factor == DEFAULT_FACTORS[order.currency]
        assert order.total_price == order.subtotal + order.delivery_price - order.gift_card_amount
        assert order.events[0].to_value == "Accepted" and order.delivery_method


def test_generated_pictures_are_small_titled_svgs(seeded, app):
    # Only the seed's folders: other tests may upload their own files into the same media directory.
    roots = [os.path.join(app.config["SHOP_MEDIA_DIR"], folder) for folder in ("brands", "products", "slides")]
    files = [os.path.join(folder, name) for root in roots for folder, _, names in os.walk(root) for name in names
             if name.endswith(".svg")]
    assert files
    for path in files:
        assert os.path.getsize(path) < 3072, path
        svg = ElementTree.parse(path).getroot()  # noqa: S314 - files this test run just generated
        assert {"width", "height", "viewBox"} <= set(svg.attrib), path
        assert svg.find("{http://www.w3.org/2000/svg}title").text, path


def test_the_same_seed_gives_the_same_catalogue(db):
    def catalogue():
        rows = db.session.execute(select(Product.product_id, Product.name_en, Product.price, Product.created_at)
                                  .order_by(Product.product_id)).all()
        return [tuple(row) for row in rows]

    seed_demo(products=120, seed=3)
    first = catalogue()
    seed_demo(products=120, seed=3, wipe=True)
    assert catalogue() == first
    seed_demo(products=120, seed=4, wipe=True)
    assert catalogue() != first


def test_seeding_a_non_empty_catalogue_is_refused(seeded, db):
    with pytest.raises(SeedError):
        seed_demo(products=10)
    assert db.session.execute(select(func.count(Product.id))).scalar() == 300 + seeded["gift_cards"]


def test_seed_demo_command_and_if_empty(runner, db):
    result = runner.invoke(args=["seed-demo", "--products", "40", "--seed", "1"])
    assert result.exit_code == 0, result.output
    assert "products" in result.output
    count = db.session.execute(select(func.count(Product.id))).scalar()

    result = runner.invoke(args=["seed-demo", "--products", "40", "--if-empty"])
    assert result.exit_code == 0, result.output
    assert "nothing to do" in result.output
    assert db.session.execute(select(func.count(Product.id))).scalar() == count

    result = runner.invoke(args=["seed-demo", "--products", "40"])
    assert result.exit_code != 0 and "--wipe" in result.output


def test_create_admin_creates_a_staff_account_case_insensitively(runner, db):
    result = runner.invoke(args=["create-admin", "Boss@Example.COM", "--password", "first-pass"])
    assert result.exit_code == 0, result.output
    user = db.session.execute(select(User).where(User.email == "boss@example.com")).scalar_one()
    assert user.status == UserStatus.ADMIN and verify_password(user.password_hash, "first-pass")

    # No --password: asked twice, hidden; an existing account (any case) is updated, not duplicated.
    result = runner.invoke(args=["create-admin", "BOSS@example.com"], input="second-pass\nsecond-pass\n")
    assert result.exit_code == 0, result.output
    db.session.expire_all()
    users = db.session.execute(select(User).where(func.lower(User.email) == "boss@example.com")).scalars().all()
    assert len(users) == 1 and verify_password(users[0].password_hash, "second-pass")


def test_create_admin_promotes_an_existing_shopper(runner, make_user, db):
    make_user(email="shopper@example.com", password="secret123")
    result = runner.invoke(args=["create-admin", "shopper@example.com", "--password", "staff-pass"])
    assert result.exit_code == 0, result.output
    db.session.expire_all()
    user = db.session.execute(select(User).where(User.email == "shopper@example.com")).scalar_one()
    assert user.status == UserStatus.ADMIN


def test_create_admin_rejects_a_short_password(runner, db):
    result = runner.invoke(args=["create-admin", "x@example.com", "--password", "abc"])
    assert result.exit_code != 0
    assert db.session.execute(select(User).where(User.email == "x@example.com")).first() is None


def test_create_admin_reads_the_password_from_the_environment(runner, db):
    result = runner.invoke(args=["create-admin", "deploy@example.com"], env={"SHOP_ADMIN_PASSWORD": "from-the-env"})
    assert result.exit_code == 0, result.output
    user = db.session.execute(select(User).where(User.email == "deploy@example.com")).scalar_one()
    assert user.status == UserStatus.ADMIN and verify_password(user.password_hash, "from-the-env")


def test_demote_admin_makes_staff_a_shopper_but_keeps_the_last_admin(runner, make_user, db):
    make_user(email="first@example.com", admin=True)
    make_user(email="second@example.com", admin=True)
    make_user(email="shopper@example.com")
    assert runner.invoke(args=["demote-admin", "Second@Example.com"]).output.strip() == (
        "Demoted to shopper: second@example.com")
    db.session.expire_all()
    assert db.session.execute(select(User.status).where(User.email == "second@example.com")).scalar() == "user"
    last = runner.invoke(args=["demote-admin", "first@example.com"])
    assert last.exit_code != 0 and "only admin" in last.output
    assert runner.invoke(args=["demote-admin", "shopper@example.com"]).exit_code != 0


def test_a_production_database_never_gets_the_demo_accounts(app, db, monkeypatch):
    monkeypatch.setitem(app.config, "ENV", "production")
    counts = seed_demo(products=20, seed=3)
    assert counts["users"] == 0 and counts["products"] >= 20
    assert db.session.execute(select(func.count(User.id))).scalar() == 0
