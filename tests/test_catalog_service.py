"""Catalogue and search internals: search text building, transliteration and phonetic keys, the one-edit check,
the in-memory catalogue index (orders, paging strategies, staleness) and the category tree.
"""
from __future__ import annotations

import random
from decimal import Decimal

import pytest
from sqlalchemy import insert

from shop.catalog import service
from shop.catalog.models import Product
from shop.money import discounted
from shop.search import index as search_index
from shop.search.indexing import build_search_text, normalise, phonetic, word_forms
from shop.search.service import near, one_edit
from tests.factories import make_brand, make_category_path, make_colour, make_product

# ---------------------------------------------------------------- search text


def test_search_text_holds_original_latin_and_phonetic_forms_once():
    text = build_search_text("Chiffon Royal", "Шифон королівський", None, "SKU-00012", "Chrisanne", "Rose-Gold")
    words = text.split()
    assert text.startswith(" chiffon ") and text.endswith(" ")
    expected = {"chiffon", "shifon", "шифон", "korolivskii", "sku-00012", "00012", "rose-gold", "rose", "gold"}
    assert expected <= set(words)
    assert len(words) == len(set(words))


def test_transliteration_and_phonetic_keys_meet():
    assert phonetic(normalise("шифон")) == phonetic("chiffon") == "shifon"
    assert phonetic(normalise("кристал")) == phonetic("crystal") == "kristal"
    assert phonetic(normalise("сваровскі")) == phonetic("swarovski") == "svarovski"
    assert phonetic("sku-001") == "sku-001"  # words with digits are left alone
    assert normalise("п'ять ґудзиків") == "piat gudzikiv"  # apostrophes do not split a word


def test_word_forms_of_each_script():
    assert word_forms("Шифон") == ["шифон", "shifon"]
    assert word_forms("jersey") == ["jersey", "jersei"]
    assert word_forms("джерсі") == ["джерсі", "dzhersi", "jersi"]


@pytest.mark.parametrize(
    ("a", "b", "expected"),
    [
        ("chiffon", "chifon", True),  # deletion
        ("chifon", "chiffon", True),  # insertion
        ("chiffon", "chiffom", True),  # substitution
        ("chiffon", "cihffon", True),  # neighbours swapped
        ("chiffon", "chiffon", False),  # identical is not a typo match
        ("chiffon", "chxfom", False),  # two edits
        ("lycra", "lyrca", True),
        ("velvet", "velvetine", False),
    ],
)
def test_one_edit(a, b, expected):
    assert one_edit(a, b) is expected


# ---------------------------------------------------------------- the catalogue index


@pytest.fixture()
def many(db):
    """60 products with varied prices, discounts, dates and popularity, in two categories and two brands."""
    rng = random.Random(3)
    brands = [make_brand("Alpha"), make_brand("Beta")]
    colours = [make_colour("Red", "#f00", brand=brands[0]), make_colour("Blue", "#00f", brand=brands[1])]
    paths = [make_category_path("fabrics", "lycra"), make_category_path("crystals", "stones", main="crystals")]
    products = []
    for i in range(60):
        k = rng.randrange(2)
        products.append(
            make_product(
                f"Item {rng.choice('ABCDEFGH')}{i:02d}", price=f"{rng.randint(100, 9000) / 100:.2f}",
                discount=rng.choice((0, 0, 10, 25, 50)), brand=brands[k], colour=colours[k], categories=paths[k],
                created_days=rng.randint(0, 300), popularity=rng.randint(0, 20), stock=str(rng.randint(0, 3)),
            )
        )
    db.session.commit()
    return products


def _expected_order(products, sort):
    keys = {
        "newest": lambda p: (-p.created_at.timestamp(), -p.id),
        "price_asc": lambda p: (discounted(p.price, p.discount), p.id),
        "price_desc": lambda p: (-discounted(p.price, p.discount), -p.id),
        "name": lambda p: (p.name_en.lower(), p.id),
        "discount": lambda p: (-p.discount, -p.created_at.timestamp(), -p.id),
        "popular": lambda p: (-p.popularity, -p.created_at.timestamp(), -p.id),
    }
    return [p.id for p in sorted(products, key=keys[sort])]


@pytest.mark.parametrize("sort", ["newest", "price_asc", "price_desc", "name", "discount", "popular"])
def test_every_paging_strategy_gives_the_sql_order(app, many, sort):
    index = search_index.current_index()
    lycra = [p for p in many if p.category2 == "lycra"]
    # None = all (sliced order); a small set (sorted by rank); a big set (walk of the order) - same answer.
    assert index.page(None, sort, 0, 60) == _expected_order(many, sort)
    small = set(list(index.get("path", "fabrics", "lycra"))[:5])
    small_products = [p for p in many if index.position_of(p.id) in small]
    assert index.page(small, sort, 0, 60) == _expected_order(small_products, sort)
    big = index.get("path", "fabrics", "lycra")
    assert index.page(big, sort, 0, 60) == _expected_order(lycra, sort)
    assert index.page(big, sort, 3, 4) == _expected_order(lycra, sort)[3:7]


def test_selecting_by_test_or_by_set_gives_the_same_positions(app, many):
    index = search_index.current_index()
    everything = range(len(index))
    conditions = [
        index.path_is("fabrics"), index.path_is("fabrics", "lycra"), index.level_is(2, "stones"),
        index.brand_is(many[0].brand_id), index.colour_in([many[0].colour_id, many[1].colour_id]), index.on_sale(),
        index.stocked(), index.price_within(10.0, 40.0), index.price_within(high=20.0),
        index.created_since(many[5].created_at.timestamp()), index.within({1, 2, 3, 50}),
    ]
    for condition in conditions:
        assert condition.positions() == {r for r in everything if condition.test(r)}
        assert condition.size == len(condition.positions())
    # Any pair, whichever way select() combines them, equals the plain intersection.
    for a in conditions:
        for b in conditions:
            assert index.select([a, b]) == a.positions() & b.positions()
    assert index.select([]) is None


def test_listing_totals_and_filters_match_a_brute_force_count(app, many):
    listing = service.Listing(min_price=Decimal("10"), max_price=Decimal("40"), in_stock=True, brand="alpha", limit=100)
    page = service.feed(listing)
    expected = [
        p for p in many
        if p.brand.slug == "alpha" and p.stock > 0 and Decimal("10") <= discounted(p.price, p.discount) <= Decimal("40")
    ]
    assert page.total == len(expected)
    assert [p.id for p in page.products] == _expected_order(expected, "newest")
    assert page.pages == 1


def test_new_products_are_those_within_60_days_of_the_newest(app, many):
    newest = max(p.created_at for p in many)
    expected = [p for p in many if p.created_at >= newest - service.NEW_PERIOD]
    page = service.new_arrivals(service.Listing(limit=100))
    assert {p.id for p in page.products} == {p.id for p in expected} and page.total == len(expected)


def test_index_is_rebuilt_after_a_committed_change(app, db, many):
    before = search_index.current_index()
    assert search_index.current_index() is before  # nothing changed: the same index
    many[0].discount = 90
    db.session.commit()
    after = search_index.current_index()
    assert after is not before
    assert after.discount[after.position_of(many[0].id)] == 90


def test_index_notices_rows_written_without_the_orm(app, db, many):
    before = search_index.current_index()
    template = {c.name: getattr(many[0], c.name) for c in Product.__table__.columns if c.name != "id"}
    db.session.execute(insert(Product), [{**template, "product_id": "BULK-1", "slug": "bulk-1"}])
    db.session.commit()
    after = search_index.current_index()
    assert after is not before and len(after) == len(before) + 1
    assert after.sku_prefixed("bulk-1", exact=True)


def test_fuzzy_lookup_uses_the_vocabulary(app, db):
    make_product("Georgette Chiffon", "Жоржет")
    db.session.commit()
    index = search_index.current_index()
    assert "chiffon" in near(index, "chifon") and "chiffon" in near(index, "chiffno")
    assert near(index, "chi") == []  # too short to guess


# ---------------------------------------------------------------- the category tree


def test_tree_follows_position_then_name_and_default_links(app, db):
    make_category_path("crystals", "stones", main="crystals")
    velvet = make_category_path("fabrics", "velvet", "stretch")
    make_category_path("fabrics", "lycra")
    make_category_path("fabrics", "chiffon")
    velvet[1].position = 1  # staff put velvet first; the others (position 2) follow by name
    db.session.commit()
    roots = service.category_roots()
    assert [r.slug for r in roots] == ["fabrics", "crystals"]  # the shop's order of mains, not the rows'
    fabrics = roots[0]
    assert [c.slug for c in fabrics.children] == ["velvet", "chiffon", "lycra"]
    assert fabrics.children[0].children[0].link == "/fabrics/velvet/stretch"
    assert fabrics.children[0].children[0].path == ["fabrics", "velvet", "stretch"]
    with pytest.raises(service.NotFoundError, match="There is no category 'fabrics/denim'"):
        service.find_node(["fabrics", "denim"])


def test_pages_count():
    assert service.ProductPage([], 0, 1, 20).pages == 1
    assert service.ProductPage([], 41, 1, 20).pages == 3


def test_an_edit_made_by_another_worker_reaches_the_listing_through_updated_at(client, db):
    """Another process's edit fires no ORM event here; bumping updated_at changes the index signature."""
    from datetime import UTC, datetime

    from sqlalchemy import update

    from shop.catalog.models import Product
    from tests.factories import make_category_path, make_product

    path = make_category_path("fabrics", "lycra")
    cheap = make_product("Cheap Lycra", price="1.00", categories=path)
    make_product("Dear Lycra", price="5.00", categories=path)
    db.session.commit()

    def names():
        listing = client.get("/api/products-feed/main-category/fabrics?sort=price_asc").json["products"]
        return [p["product_name_en"] for p in listing]

    assert names() == ["Cheap Lycra", "Dear Lycra"]
    with db.engine.begin() as other_worker:
        other_worker.execute(
            update(Product).where(Product.id == cheap.id).values(price=9, updated_at=datetime.now(UTC))
        )
    assert names() == ["Dear Lycra", "Cheap Lycra"]
