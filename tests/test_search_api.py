"""Search API (/api/products-feed/search): typos, Latin <-> Cyrillic, every language, skus, category filters,
ranking, suggestions (limit=4), listing filters and sorts, and that the in-memory index follows the data.
"""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from shop.extensions import db as _db
from tests.factories import make_brand, make_category_path, make_colour, make_product

URL = "/api/products-feed/search"


@pytest.fixture()
def shop(db):
    chrisanne = make_brand("Chrisanne")
    dsi = make_brand("DSI")
    blue = make_colour("Royal Blue", "#4169E1", brand=chrisanne)
    emerald = make_colour("Emerald", "#50C878", brand=dsi)
    fabrics = make_category_path("fabrics", "chiffon", "plain")
    velvet = make_category_path("fabrics", "velvet", "stretch")
    crystals = make_category_path("crystals", "rhinestones", main="crystals")
    accessories = make_category_path("accessories", "feathers", main="accessories")
    collections = make_category_path("collections", "winter", main="collections")

    p = SimpleNamespace()
    # Latin name only: its Ukrainian name shares no word with "шифон".
    p.chiffon = make_product(
        "Chiffon Georgette", "Жоржет", price="12.00", brand=chrisanne, colour=blue, categories=fabrics,
        popularity=5, product_id="CH-CF-0001",
    )
    # Cyrillic only: the English name shares no word with "chiffon".
    p.veil = make_product(
        "Airy Veil", "Шифон", price="8.00", discount=50, brand=dsi, colour=emerald, categories=fabrics, popularity=1,
        product_id="DS-VL-0002",
    )
    p.velvet = make_product(
        "Stretch Velvet", "Оксамит стрейч", price="25.00", brand=dsi, colour=emerald, categories=velvet,
        popularity=9, stock="0", name_pl="Aksamit elastyczny", name_de="Stretchsamt",
    )
    p.sparkle_fabric = make_product("Sparkle Lycra", "Блискуча лайкра", price="30", categories=fabrics, popularity=2)
    p.sparkle_crystal = make_product("Sparkle Stones", "Блискучі камені", price="4", categories=crystals, popularity=3)
    p.sparkle_feather = make_product("Sparkle Feathers", "Блискуче пір'я", price="9", categories=accessories)
    p.sparkle_set = make_product("Sparkle Collection", "Блискучий набір", price="99", categories=collections)
    p.hidden = make_product("Hidden Chiffon", "Прихований шифон", categories=fabrics, is_active=False)
    _db.session.commit()
    return p


def search(client, status: int = 200, **params):
    response = client.get(URL, query_string=params)
    assert response.status_code == status, response.get_json()
    return response.get_json()


def skus(body) -> list[str]:
    return [item["product_id"] for item in body["products"]]


def names(body) -> list[str]:
    return [item["product_name_en"] for item in body["products"]]


def test_the_response_has_products_and_total(client, shop):
    body = search(client, search="chiffon")
    assert set(body) >= {"products", "total", "page", "pages"}
    assert body["total"] == 2 and sorted(names(body)) == ["Airy Veil", "Chiffon Georgette"]


@pytest.mark.parametrize("typo", ["chifon", "chiffom", "cihffon", "chiffoon", "chffon"])
def test_one_typo_still_finds_chiffon(client, shop, typo):
    assert shop.chiffon.product_id in skus(search(client, search=typo))


def test_two_typos_do_not_match(client, shop):
    assert search(client, search="chxfom")["total"] == 0


def test_cyrillic_query_finds_a_latin_named_product(client, shop):
    body = search(client, search="шифон")
    assert shop.chiffon.product_id in skus(body)
    assert shop.veil.product_id in skus(body)


def test_latin_query_finds_a_product_named_only_in_cyrillic(client, shop):
    body = search(client, search="chiffon")
    assert shop.veil.product_id in skus(body)


def test_transliterated_latin_query_finds_cyrillic_words(client, shop):
    assert skus(search(client, search="oksamit")) == [shop.velvet.product_id]


def test_ukrainian_name(client, shop):
    body = search(client, search="Оксамит")
    assert skus(body) == [shop.velvet.product_id] and body["total"] == 1
    assert skus(search(client, search="оксамит стрейч")) == [shop.velvet.product_id]


def test_other_languages_names(client, shop):
    assert skus(search(client, search="aksamit")) == [shop.velvet.product_id]  # Polish
    assert skus(search(client, search="stretchsamt")) == [shop.velvet.product_id]  # German


def test_product_id_exact_and_prefix(client, shop):
    body = search(client, search="CH-CF-0001")
    assert skus(body) == [shop.chiffon.product_id] and body["total"] == 1
    assert skus(search(client, search="ds-vl")) == [shop.veil.product_id]


def test_brand_and_colour(client, shop):
    assert sorted(skus(search(client, search="chrisanne"))) == [shop.chiffon.product_id]
    assert sorted(skus(search(client, search="emerald"))) == sorted([shop.veil.product_id, shop.velvet.product_id])
    assert skus(search(client, search="royal blue")) == [shop.chiffon.product_id]


def test_every_word_must_match(client, shop):
    assert skus(search(client, search="sparkle stones")) == [shop.sparkle_crystal.product_id]
    assert search(client, search="sparkle velvet")["total"] == 0


@pytest.mark.parametrize(
    ("category", "expected"),
    [
        ("FABRICS", ["Sparkle Lycra"]),
        ("CRYSTALS", ["Sparkle Stones"]),
        ("ACCESSORIES", ["Sparkle Feathers"]),
        ("COLLECTIONS", ["Sparkle Collection"]),
        ("ALL", ["Sparkle Stones", "Sparkle Lycra", "Sparkle Collection", "Sparkle Feathers"]),
        ("fabrics", ["Sparkle Lycra"]),
    ],
)
def test_category_filter(client, shop, category, expected):
    body = search(client, search="sparkle", category1=category)
    assert names(body) == expected and body["total"] == len(expected)


def test_no_term_lists_the_category(client, shop):
    body = search(client, category1="CRYSTALS")
    assert names(body) == ["Sparkle Stones"]
    assert search(client, search="   ")["total"] == 7


def test_suggestions_limit_four_total_counts_all(client, shop):
    body = search(client, search="sparkle", limit=4)
    assert len(body["products"]) == 4 and body["total"] == 4
    two = search(client, search="spark", limit=2)
    assert len(two["products"]) == 2 and two["total"] == 4 and two["pages"] == 2
    assert names(search(client, search="spark", limit=2, page=2)) == ["Sparkle Collection", "Sparkle Feathers"]


def test_ranking_exact_and_prefix_before_typos(db, client):
    lycra = make_category_path("fabrics", "lycra")
    starts = make_product("Lycra Basic", "Лайкра базова", categories=lycra, popularity=1)
    word = make_product("Matte Lycra", "Матова лайкра", categories=lycra, popularity=2)
    prefix = make_product("Lycrastar Mesh", "Сітка", categories=lycra, popularity=100)
    typo = make_product("Lyrca Shine", "Блиск", categories=lycra, popularity=1000)
    db.session.commit()
    body = search(client, search="lycra")
    # A name starting with the word, then the word anywhere, then a longer word, then a one-edit match;
    # popularity only orders products within one of these tiers.
    assert skus(body) == [starts.product_id, word.product_id, prefix.product_id, typo.product_id]


def test_hidden_products_are_never_found(client, shop):
    assert "Hidden Chiffon" not in names(search(client, search="hidden chiffon"))
    assert search(client, search="hidden")["total"] == 0


def test_listing_filters_and_sorts_apply_to_search(client, shop):
    cheap = search(client, search="sparkle", max_price="10")
    assert sorted(names(cheap)) == ["Sparkle Feathers", "Sparkle Stones"]
    by_price = search(client, search="sparkle", sort="price_desc")
    assert [p["final_price"] for p in by_price["products"]] == ["99.00", "30.00", "9.00", "4.00"]
    # The veil is 8.00 before its 50% discount: 4.00 is what the price range compares.
    discounted = search(client, search="chiffon", max_price="5")
    assert skus(discounted) == [shop.veil.product_id] and discounted["products"][0]["final_price"] == "4.00"
    assert skus(search(client, search="emerald", in_stock="true")) == [shop.veil.product_id]
    assert skus(search(client, search="chiffon", brand="chrisanne")) == [shop.chiffon.product_id]
    assert skus(search(client, search="chiffon", color="emerald")) == [shop.veil.product_id]
    assert names(search(client, search="sparkle", sort="name"))[0] == "Sparkle Collection"


def test_the_index_follows_new_edited_and_hidden_products(db, client, shop):
    assert search(client, search="organza")["total"] == 0
    organza = make_product("Organza Glow", "Органза", categories=[], popularity=1)
    db.session.commit()
    assert skus(search(client, search="органза")) == [organza.product_id]
    shop.velvet.is_active = False
    db.session.commit()
    assert search(client, search="oksamit")["total"] == 0


def test_no_match_is_an_empty_page(client, shop):
    body = search(client, search="zzzzqqq")
    assert body == {"products": [], "total": 0, "page": 1, "pages": 1}


@pytest.mark.parametrize(
    ("params", "message"),
    [
        ({"category1": "SHOES"}, "category1 must be one of: ALL, FABRICS, CRYSTALS, ACCESSORIES, COLLECTIONS."),
        ({"limit": "1000"}, "limit must be between 1 and 100."),
        ({"page": "first"}, "page must be a whole number."),
        ({"search": "x" * 101}, "search must be at most 100 characters."),
        ({"sort": "random"}, "sort must be one of: relevance, newest, price_asc, price_desc, name, discount, popular."),
    ],
)
def test_bad_search_arguments_are_400(client, shop, params, message):
    query = {"search": "chiffon", **params}
    assert search(client, 400, **query)["message"] == message


def test_unknown_filter_on_search_is_404(client, shop):
    assert search(client, 404, search="chiffon", color="mauve")["message"] == "There is no colour 'mauve'."


def test_search_is_cached_with_etag(client, shop):
    first = client.get(URL, query_string={"search": "chiffon", "limit": 4})
    again = client.get(
        URL, query_string={"search": "chiffon", "limit": 4}, headers={"If-None-Match": first.headers["ETag"]}
    )
    assert again.status_code == 304
