"""The catalogue's read model: search text, orders and paging strategies, conditions, and changes applied one
product at a time (this worker's commits, other workers' rows, hidden and deleted products) without a rebuild.
"""
from __future__ import annotations

import random
from datetime import UTC, datetime
from decimal import Decimal

import numpy as np
import pytest
from sqlalchemy import insert, update

from shop.catalog import feeds
from shop.catalog.engine.index import all_of
from shop.catalog.engine.ordering import SORTS, _hits_between
from shop.catalog.engine.postings import SkuList
from shop.catalog.engine.read_model import catalogue, read_model
from shop.catalog.listing import Listing, ListingPage
from shop.catalog.models import Product
from shop.catalog.search_text import build_search_text, normalise, phonetic, word_forms
from shop.catalog.tree import category_roots, find_node
from shop.http.errors import NotFoundError
from shop.money import discounted, to_minor
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


def test_a_phonetic_rule_is_skipped_only_for_words_it_cannot_change():
    from shop.catalog.search_text import _PHONETIC_RULES

    def every_rule(word: str) -> str:
        for _letters, pattern, replacement in _PHONETIC_RULES:
            word = pattern.sub(replacement, word)
        return word

    rng = random.Random(11)
    words = ["shchuka", "schwarz", "match", "dzherelo", "phantom", "khaki", "black", "quartz", "qatar", "onyx",
             "swarovski", "crystal", "cyan", "chiffon", "jersey", "mussel", "ccc"]
    words += ["".join(rng.choice("schtdzhpkqxwyuaeiol") for _ in range(rng.randint(1, 9))) for _ in range(20_000)]
    assert [phonetic(word) for word in words] == [every_rule(word) for word in words]


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


def test_the_orm_keeps_search_text_in_step_with_names_brand_and_colour(db):
    brand, colour = make_brand("Chrisanne"), make_colour("Fuchsia", "#f0f")
    product = make_product("Matte Lycra", "Матова лайкра", brand=brand, colour=colour, product_id="CH-ML-1")
    db.session.commit()
    assert {"lycra", "лайкра", "chrisanne", "fuchsia", "ch-ml-1"} <= set(product.search_text.split())
    product.name_de = "Matter Elasthan"
    product.colour = make_colour("Emerald", "#50c878")
    db.session.commit()
    words = set(product.search_text.split())
    assert {"elasthan", "emerald"} <= words and "fuchsia" not in words


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


# ---------------------------------------------------------------- orders and conditions


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


def _page(index, selectors, sort, offset=0, limit=100):
    total, slots = index.query(selectors, sort, offset, limit)
    return total, index.ids[slots].tolist() if slots else []


def _check_every_page(index, products, sort):
    lycra = [p for p in products if p.category2 == "lycra"]
    assert _page(index, [], sort) == (len(products), _expected_order(products, sort))
    assert _page(index, [], sort, 7, 5) == (len(products), _expected_order(products, sort)[7:12])
    category = index.path_is("fabrics", "lycra")
    assert _page(index, [category], sort) == (len(lycra), _expected_order(lycra, sort))
    for offset in range(0, len(lycra) + 2, 3):  # every page of a small size gives the next products in order
        expected = _expected_order(lycra, sort)[offset : offset + 3]
        assert _page(index, [category], sort, offset, 3) == (len(lycra), expected)
    fabrics = [p for p in products if p.category1 == "fabrics"]
    main = index.path_is("fabrics")  # a main category alone: its pages are cut from each order's partition
    assert main.part is not None and 0 < len(fabrics) < len(products)
    for offset in range(0, len(fabrics) + 2, 4):
        expected = _expected_order(fabrics, sort)[offset : offset + 4]
        assert _page(index, [main], sort, offset, 4) == (len(fabrics), expected)
    stocked = [p for p in fabrics if p.stock > 0]
    assert _page(index, [main, index.stocked_only()], sort) == (len(stocked), _expected_order(stocked, sort))
    chosen = products[::3]  # a set of products (search matches, say) put in order by their own keys
    slots = np.array(sorted(index.slot_for(p.id) for p in chosen))
    if sort != "name" or not index.names.changed:
        assert index.ids[index.in_order(slots, sort, 2, 6)].tolist() == _expected_order(chosen, sort)[2:8]
    few = [index.slot_for(p.id) for p in lycra[:5]]
    assert _page(index, [index.within(few)], sort) == (5, _expected_order(lycra[:5], sort))
    sale = [p for p in lycra if p.discount]
    assert _page(index, [category, index.on_sale()], sort, 1, 3) == (len(sale), _expected_order(sale, sort)[1:4])


@pytest.mark.parametrize("sort", SORTS)
def test_every_page_of_every_order_is_the_sql_order(app, many, sort):
    with catalogue() as index:
        _check_every_page(index, many, sort)


@pytest.mark.parametrize("sort", SORTS)
def test_products_moved_since_the_orders_were_sorted_merge_into_their_place(client, db, many, sort):
    """New prices, names, discounts and products, and one back on sale, are merged in by key until the next sort."""
    with catalogue() as index:
        bases = {name: ordering.base.copy() for name, ordering in index.orders.items()}
    rng = random.Random(7)
    for product in rng.sample(many, 12):
        product.price = Decimal(rng.randint(100, 9000)) / 100
        product.discount = rng.choice((0, 10, 50))
        product.name_en = f"Item {rng.choice('ABCDEFGH')}{rng.randint(0, 99):02d}"
        product.popularity = rng.randint(0, 20)
    many[3].is_active = False
    db.session.commit()
    many[3].is_active = True
    lycra = make_category_path("fabrics", "lycra")
    added = [make_product(f"Item Z{i}", price=f"{i + 3}.50", discount=i * 10, categories=lycra, created_days=i * 40,
                          popularity=i) for i in range(3)]
    db.session.commit()
    everything = [*many, *added]
    for product in everything:
        db.session.refresh(product)
    client.get("/api/health")  # the read model applies the commits
    with catalogue() as index:
        assert all((index.orders[name].base == base).all() for name, base in bases.items())  # not sorted again
        assert index.columns["moved"].sum() >= 12
        _check_every_page(index, everything, sort)
        index.sort_orders()  # and after sorting again, the same answers
        assert not index.columns["moved"].any()
        _check_every_page(index, everything, sort)


def test_each_condition_holds_exactly_the_products_it_names(app, many):
    def ids(selector) -> set[int]:
        return set(index.ids[selector.members()].tolist())

    def having(test) -> set[int]:
        return {p.id for p in many if test(p)}

    def price(p):
        return discounted(p.price, p.discount)

    with catalogue() as index:
        cheap = to_minor(Decimal("20"))
        since = int(many[5].created_at.timestamp() * 1_000_000)
        red, blue = many[0].colour_id, many[1].colour_id
        conditions = [
            (index.path_is("fabrics"), having(lambda p: p.category1 == "fabrics")),
            (index.path_is("fabrics", "lycra"), having(lambda p: p.category2 == "lycra")),
            (index.path_is("fabrics", "stones"), set()),
            (index.level_is(2, "stones"), having(lambda p: p.category2 == "stones")),
            (index.level_is(2, "unknown"), set()),
            (index.brand_is(many[0].brand_id), having(lambda p: p.brand_id == many[0].brand_id)),
            (index.colour_in([red, blue]), having(lambda p: p.colour_id in (red, blue))),
            (index.colour_not_in([red]), having(lambda p: p.colour_id != red)),
            (index.on_sale(), having(lambda p: p.discount > 0)),
            (index.stocked_only(), having(lambda p: p.stock > 0)),
            (index.price_within(to_minor(Decimal("10")), to_minor(Decimal("40"))),
             having(lambda p: Decimal("10") <= price(p) <= Decimal("40"))),
            (index.price_within(None, cheap), having(lambda p: price(p) <= Decimal("20"))),
            (index.created_since(since), having(lambda p: p.created_at.timestamp() * 1_000_000 >= since)),
            (index.within([index.slot_for(p.id) for p in many[:4]]), {p.id for p in many[:4]}),
            (index.without_products([many[0].id]), having(lambda p: p.id != many[0].id)),
            (all_of([index.path_is("crystals"), index.stocked_only()]),
             having(lambda p: p.category1 == "crystals" and p.stock > 0)),
        ]
        for condition, expected in conditions:
            assert ids(condition) == expected
            assert condition.size == len(expected)


def test_a_colour_filter_follows_products_that_change_colour_leave_and_come_back(client, db, many):
    with catalogue() as index:
        built = index.built_at
    red = many[0].colour_id
    reds = [p for p in many if p.colour_id == red]
    others = [p for p in many if p.colour_id != red]
    blue = others[0].colour_id
    reds[0].colour_id, others[0].colour_id = blue, red  # out of red, into red
    reds[1].is_active = others[1].is_active = False  # out of the catalogue
    db.session.commit()
    client.get("/api/health")  # the read model applies the commits
    reds[1].is_active = True  # and back
    db.session.commit()
    client.get("/api/health")
    for product in many:
        db.session.refresh(product)
    with catalogue() as index:
        assert index.built_at == built  # applied one by one, not built again
        for colours in ([red], [blue], [red, blue]):
            found = set(index.ids[index.colour_in(colours).members()].tolist())
            assert found == {p.id for p in many if p.is_active and p.colour_id in colours}
        assert reds[0].id not in set(index.ids[index.colour_in([red]).members()].tolist())


@pytest.mark.parametrize("sort", SORTS)
def test_a_query_read_at_a_few_colours_members_is_the_sql_answer(client, db, sort):
    """A colour holds few of the products, so the other conditions are read at its members only: every page of
    every order is still the SQL one, after products changed price, colour, stock or left since the build."""
    rng = random.Random(5)
    brands = [make_brand("Alpha"), make_brand("Beta")]
    colours = [make_colour(f"Shade {i}", "#123456", brand=brands[i % 2]) for i in range(12)]
    paths = [make_category_path("fabrics", "lycra"), make_category_path("crystals", "stones", main="crystals")]
    products = []
    for i in range(120):
        colour = rng.choice(colours)
        products.append(make_product(
            f"Item {rng.choice('ABCDEFGH')}{i:03d}", price=f"{rng.randint(100, 9000) / 100:.2f}",
            discount=rng.choice((0, 0, 10, 25, 50)), brand=rng.choice(brands), colour=colour,
            categories=rng.choice(paths), created_days=rng.randint(0, 300), popularity=rng.randint(0, 20),
            stock=str(rng.randint(0, 3))))
    db.session.commit()
    client.get("/api/health")  # built now; the changes below are applied to it
    for product in rng.sample(products, 15):
        product.price = Decimal(rng.randint(100, 9000)) / 100
        product.colour = rng.choice(colours)
        product.brand = rng.choice(brands)
        product.stock = Decimal(rng.randint(0, 2))
    rng.choice(products).is_active = False
    db.session.commit()
    client.get("/api/health")
    for product in products:
        db.session.refresh(product)
    live = [p for p in products if p.is_active]

    def price(p):
        return discounted(p.price, p.discount)

    with catalogue() as index:
        assert index.columns["moved"].any()  # merged in, not sorted again
        for _ in range(20):
            shades = [rng.choice(colours)]
            brand = rng.choice(brands)
            low, high = to_minor(Decimal(rng.randint(0, 30))), to_minor(Decimal(rng.randint(40, 95)))
            main = rng.choice(("fabrics", "crystals"))
            conditions = [
                (index.colour_in([c.id for c in shades]), lambda p, ids={c.id for c in shades}: p.colour_id in ids),
                (index.brand_is(brand.id), lambda p, brand=brand.id: p.brand_id == brand),
                (index.price_within(low, high), lambda p, low=low, high=high: low <= to_minor(price(p)) <= high),
                (index.stocked_only(), lambda p: p.stock > 0),
                (index.path_is(main), lambda p, main=main: p.category1 == main),
            ]
            everything = np.flatnonzero(index.active)
            for selector, _ in conditions:  # a condition read at slots says what its mask says
                assert (selector.at(everything) == selector.mask.take(everything)).all()
            from_iterator = index.colour_in(c.id for c in shades)  # colour ids given as a generator
            assert (from_iterator.at(everything) == conditions[0][0].at(everything)).all()
            chosen = [conditions[0], *rng.sample(conditions[1:], rng.randint(0, 4))]
            selectors = [selector for selector, _ in chosen]
            assert index._few(selectors) is not None  # the route this test is about
            expected = _expected_order([p for p in live if all(test(p) for _, test in chosen)], sort)
            offset = rng.randint(0, 6)
            assert _page(index, selectors, sort, offset, 4) == (len(expected), expected[offset : offset + 4])
            assert _page(index, selectors, sort) == (len(expected), expected)


def test_listing_totals_and_filters_match_a_brute_force_count(app, many):
    listing = Listing(min_price=Decimal("10"), max_price=Decimal("40"), in_stock=True, brand="alpha", limit=100)
    page = feeds.feed(listing)
    expected = [
        p for p in many
        if p.brand.slug == "alpha" and p.stock > 0 and Decimal("10") <= discounted(p.price, p.discount) <= Decimal("40")
    ]
    assert page.total == len(expected)
    assert [int(p["_id"]) for p in page.products] == _expected_order(expected, "newest")
    assert page.pages == 1


def test_a_price_range_typed_in_another_currency_compares_the_price_shown_in_it(app, many):
    # In UAH (56.05 per pound) the range keeps exactly the products whose converted price is within it.
    from shop.money import DEFAULT_FACTORS, convert

    low, high = Decimal("1000.00"), Decimal("2000.00")
    page = feeds.feed(Listing(min_price=low, max_price=high, currency="UAH", limit=100))
    shown = {p.id: convert(discounted(p.price, p.discount), DEFAULT_FACTORS["UAH"]) for p in many}
    assert {int(p["_id"]) for p in page.products} == {i for i, price in shown.items() if low <= price <= high}


def test_new_products_are_those_within_60_days_of_the_newest(app, many):
    newest = max(p.created_at for p in many)
    expected = [p for p in many if p.created_at >= newest - feeds.NEW_PERIOD]
    page = feeds.new_arrivals(Listing(limit=100))
    assert {int(p["_id"]) for p in page.products} == {p.id for p in expected} and page.total == len(expected)


def test_fuzzy_lookup_uses_the_vocabulary(app, db):
    make_product("Georgette Chiffon", "Жоржет")
    db.session.commit()
    with catalogue() as index:
        assert "chiffon" in near(index.postings, "chifon") and "chiffon" in near(index.postings, "chiffno")
        assert near(index.postings, "chi") == []  # too short to guess


# ---------------------------------------------------------------- changes, one product at a time


def _in_stock_names(client) -> list[str]:
    body = client.get("/api/products-feed/main-category/fabrics?in_stock=true&sort=name").get_json()
    return [p["product_name_en"] for p in body["products"]]


def test_a_stock_change_reaches_listings_and_the_in_stock_filter_without_a_rebuild(client, db):
    path = make_category_path("fabrics", "lycra")
    lycra = make_product("Lycra", stock="3", categories=path)
    make_product("Mesh", stock="5", categories=path)
    db.session.commit()
    assert _in_stock_names(client) == ["Lycra", "Mesh"]
    assert _card(client, "Lycra")["stock"] == 3.0  # the card is dumped and kept now
    model = read_model()
    builds, applied = model.builds, model.changes_applied

    lycra.stock = Decimal("0")  # the last metre is sold
    db.session.commit()
    assert _in_stock_names(client) == ["Mesh"]
    sold_out = _card(client, "Lycra")
    assert (sold_out["stock"], sold_out["in_stock"]) == (0.0, False)
    assert client.get("/api/products-feed/main-category/fabrics?in_stock=true").get_json()["total"] == 1
    lycra.stock = Decimal("12.5")  # restocked
    db.session.commit()
    assert _in_stock_names(client) == ["Lycra", "Mesh"]
    assert _card(client, "Lycra")["stock"] == 12.5
    assert (model.builds, model.changes_applied) == (builds, applied + 2)


def _card(client, name):
    body = client.get("/api/products-feed/main-category/fabrics?sort=name").get_json()
    return next(card for card in body["products"] if card["product_name_en"] == name)


def test_an_edit_made_by_another_worker_arrives_through_updated_at(client, db):
    """Another process's edit fires no ORM event here; its updated_at brings it in on the next check."""
    path = make_category_path("fabrics", "lycra")
    cheap = make_product("Cheap Lycra", price="1.00", categories=path)
    make_product("Dear Lycra", price="5.00", categories=path)
    db.session.commit()

    def names():
        listing = client.get("/api/products-feed/main-category/fabrics?sort=price_asc").json["products"]
        return [p["product_name_en"] for p in listing]

    assert names() == ["Cheap Lycra", "Dear Lycra"]
    assert _card(client, "Cheap Lycra")["final_price"] == "1.00"
    builds = read_model().builds
    with db.engine.begin() as other_worker:
        changed = update(Product).where(Product.id == cheap.id).values(price=9, updated_at=datetime.now(UTC))
        other_worker.execute(changed)
    assert names() == ["Dear Lycra", "Cheap Lycra"]
    assert _card(client, "Cheap Lycra")["final_price"] == "9.00"
    assert client.get("/api/products-feed/main-category/fabrics?min_price=8").json["total"] == 1
    assert read_model().builds == builds


def test_rows_inserted_without_the_orm_are_found_by_listing_and_search(client, db, many):
    template = {c.name: getattr(many[0], c.name) for c in Product.__table__.columns if c.name not in ("id",)}
    template.update(product_id="BULK-1", slug="bulk-1", updated_at=datetime.now(UTC), is_active=True)
    db.session.execute(insert(Product), [template])
    db.session.commit()
    assert client.get("/api/products-feed/").get_json()["total"] == 61
    found = client.get("/api/products-feed/search?search=BULK-1").get_json()
    assert [p["product_id"] for p in found["products"]] == ["BULK-1"]


def test_hidden_renamed_and_deleted_products_leave_listings_and_search(client, db):
    path = make_category_path("fabrics", "lycra")
    one = make_product("Velvet Dream", categories=path, product_id="VD-1")
    two = make_product("Satin Glow", categories=path, product_id="SG-2")
    three = make_product("Mesh Cloud", categories=path, product_id="MC-3")
    db.session.commit()

    def search(term):
        return [p["product_id"] for p in client.get(f"/api/products-feed/search?search={term}").get_json()["products"]]

    assert search("velvet") == ["VD-1"] and search("satin") == ["SG-2"]
    one.is_active = False
    two.name_en, two.name_ua = "Chiffon Breeze", "Шифоновий бриз"
    db.session.delete(three)
    db.session.commit()
    assert search("velvet") == [] and search("satin") == [] and search("mesh") == []
    assert search("chiffon") == ["SG-2"] and search("шифоновий") == ["SG-2"] and search("SG-2") == ["SG-2"]
    body = client.get("/api/products-feed/main-category/fabrics").get_json()
    assert body["total"] == 1 and [p["product_id"] for p in body["products"]] == ["SG-2"]
    one.is_active = True  # back on sale
    db.session.commit()
    assert search("velvet") == ["VD-1"]


# ---------------------------------------------------------------- the category tree


def test_tree_follows_position_then_name_and_default_links(app, db):
    make_category_path("crystals", "stones", main="crystals")
    velvet = make_category_path("fabrics", "velvet", "stretch")
    make_category_path("fabrics", "lycra")
    make_category_path("fabrics", "chiffon")
    velvet[1].position = 1  # staff put velvet first; the others (position 2) follow by name
    db.session.commit()
    roots = category_roots()
    assert [r.slug for r in roots] == ["fabrics", "crystals"]  # the shop's order of mains, not the rows'
    fabrics = roots[0]
    assert [c.slug for c in fabrics.children] == ["velvet", "chiffon", "lycra"]
    assert fabrics.children[0].children[0].link == "/fabrics/velvet/stretch"
    assert fabrics.children[0].children[0].path == ["fabrics", "velvet", "stretch"]
    with pytest.raises(NotFoundError, match="There is no category 'fabrics/denim'"):
        find_node(["fabrics", "denim"])


def test_pages_count():
    assert ListingPage([], 0, 1, 20).pages == 1
    assert ListingPage([], 41, 1, 20).pages == 3


def test_sku_lookups_find_exact_skus_and_prefixes_of_any_length():
    skus = SkuList(np.array([b"lyc-001", b"lyc-0011", b"lyc-002", b"mesh-7", b"\xd1\x81-1"]))

    def found(prefix: str, exact: bool = False) -> set[int]:
        return set(skus.prefixed(prefix, exact=exact))

    assert found("lyc-001", exact=True) == {0}
    assert found("lyc-001") == {0, 1}
    assert found("lyc-0") == {0, 1, 2}
    assert found("lyc-0011", exact=True) == {1}  # as long as the longest sku
    assert found("lyc-00111") == set() and found("lyc-00111", exact=True) == set()  # longer
    assert found("с") == {4} and found("mesh-7", exact=True) == {3}
    skus.replace(3, "mesh-8")
    assert found("mesh-7", exact=True) == set() and found("mesh") == {3}


def test_a_short_sku_prefix_finds_every_one_of_thousands_of_skus():
    rng = np.random.default_rng(3)
    names = [f"{'ab' if i % 3 else 'cd'}-{i:05d}".encode() for i in rng.permutation(6_000)]
    skus = SkuList(np.array(names))
    expected = {slot for slot, sku in enumerate(names) if sku.startswith(b"ab")}
    assert set(skus.prefixed("ab")) == expected and len(expected) == 4_000
    skus.replace(int(min(expected)), "zz-1")
    assert set(skus.prefixed("ab")) == expected - {min(expected)} and set(skus.prefixed("zz")) == {min(expected)}


def test_a_page_cut_from_chunks_is_the_same_slice_from_either_end():
    rng = np.random.default_rng(7)
    order = rng.permutation(30_000).astype(np.intp)  # several chunks of an order
    for share in (0.9, 0.3, 0.001):
        mask = rng.random(30_000) < share
        hits = order[mask[order]]
        total = hits.size
        for start in {0, 1, 23, total // 3, total // 2, total - 24, max(total - 1, 0), total}:
            for size in (1, 24, 100):
                stop = min(start + size, total)
                assert _hits_between(order, mask, start, stop, total).tolist() == hits[start:stop].tolist()


@pytest.mark.parametrize("sparse", [4_096, 0])  # sorted by keys; cut from the order
def test_a_set_of_products_is_put_in_order_by_its_keys_or_cut_from_the_order(app, many, monkeypatch, sparse):
    """Search matches are sorted by their own keys when few; past SPARSE they are cut from the order: same page."""
    import shop.catalog.engine.index as index_module

    monkeypatch.setattr(index_module, "SPARSE", sparse)
    chosen = many[1::4]
    with catalogue() as index:
        slots = np.array(sorted(index.slot_for(p.id) for p in chosen))
        for sort in SORTS:
            assert index.ids[index.in_order(slots, sort, 1, 5)].tolist() == _expected_order(chosen, sort)[1:6]
