"""The fast card and product page builders (shop.catalog.cards) and ProductCardSchema and ProductSchema, which
document them in the API, agree field by field: for products with and without a brand or colour, discounts,
fractional stock and missing translations."""
from __future__ import annotations

from decimal import Decimal

from shop.catalog.cards import cards, product_detail
from shop.catalog.schemas import ProductCardSchema, ProductSchema
from tests.factories import make_brand, make_category_path, make_colour, make_product
from tests.waiting import wait_until


def test_a_card_is_what_the_schema_documents(db):
    path = make_category_path("fabrics", "lycra")
    brand = make_brand("Chrisanne")
    products = [
        make_product("Matte Lycra", price="5.35", discount=25, minimum="0.1", stock="12.5", brand=brand,
                     categories=path),
        make_product("Plain Mesh", "Сітка", price="0.99", discount=0, stock="0", categories=path),
        make_product("Gift card", price="50.00", is_gift_card=True, name_pl="Karta podarunkowa"),
    ]
    db.session.commit()
    expected = ProductCardSchema(many=True).dump(products)
    built = cards([p.id for p in products])
    assert built == expected
    assert [list(card) for card in built] == [list(card) for card in expected]  # the same keys in the same order
    assert built[0]["final_price"] == "4.01" and built[0]["stock"] == 12.5 and built[1]["in_stock"] is False


def test_cards_keep_the_order_asked_and_skip_what_is_gone(db):
    first, second = make_product("One"), make_product("Two")
    hidden = make_product("Hidden")
    hidden.is_active = False
    db.session.commit()
    assert [card["product_name_en"] for card in cards([second.id, hidden.id, 999_999, first.id])] == ["Two", "One"]
    assert cards([]) == [] and Decimal(cards([first.id])[0]["price"]) == first.price


def test_a_product_page_is_what_the_schema_documents(db):
    path = make_category_path("fabrics", "lycra", "shiny")
    brand = make_brand("Chrisanne")
    colour = make_colour("Ruby Red", hex="#9b111e", brand=brand)
    colour.name_ua, colour.name_pl, colour.name_de = "Рубіновий", "", "Rubinrot"  # "" and None fall back to English
    full = make_product("Matte Lycra", price="5.35", discount=25, minimum="0.1", stock="12.5", brand=brand,
                        colour=colour, categories=path, created_days=3, group="matte-lycra",
                        description_en="Four-way stretch", description_de="Vierfach dehnbar")
    bare = make_product("Gift card", price="50.00", is_gift_card=True)
    db.session.commit()
    for product in (full, bare):
        expected = ProductSchema().dump(product)
        page = product_detail(product.product_id)
        assert page == expected
        assert list(page) == list(expected)  # the same keys in the same order
    assert product_detail(full.product_id)["description_pl"] == "Four-way stretch"  # English when not translated
    names = {key: value for key, value in product_detail(full.product_id).items() if key.startswith("color_")}
    assert names == {"color_slug": "ruby-red", "color_hex": "#9b111e", "color_en": "Ruby Red", "color_ua": "Рубіновий",
                     "color_pl": "Ruby Red", "color_ru": "Ruby Red", "color_de": "Rubinrot"}
    assert product_detail(bare.product_id)["color_ua"] is None
    assert product_detail("NO-SUCH-SKU") is None


def test_the_product_page_answers_what_the_schema_dumps(client, db):
    product = make_product("Matte Lycra", price="5.35", discount=25)
    hidden = make_product("Hidden")
    hidden.is_active = False
    db.session.commit()
    answer = client.get(f"/api/products-feed/products/{product.product_id}")
    assert answer.status_code == 200 and answer.json == ProductSchema().dump(product)
    assert answer.json["final_price"] == "4.01"
    for sku in (hidden.product_id, "NO-SUCH-SKU"):
        missing = client.get(f"/api/products-feed/products/{sku}")
        assert missing.status_code == 404 and missing.json["message"] == f"There is no product '{sku}'."


def test_a_renamed_brand_shows_on_its_cards_and_pages_within_the_recheck(app, client, db, monkeypatch):
    brand = make_brand("Chrisanne")
    product = make_product("Matte Lycra", brand=brand)
    db.session.commit()
    listing, page = "/api/products-feed/?limit=50", f"/api/products-feed/products/{product.product_id}"

    def shown() -> tuple[set[str], str]:
        cards_shown = {card["brand"] for card in client.get(listing).json["products"]}
        return cards_shown, client.get(page).json["brand"]

    assert shown() == ({"Chrisanne"}, "Chrisanne")
    # As a running shop has it: the brands are read again once a second, not for every card.
    monkeypatch.setitem(app.config, "SHOP_CATALOGUE_RECHECK_SECONDS", 1.0)
    shown()
    brand.name, brand.slug = "Chrisanne Clover", "chrisanne-clover"
    db.session.commit()
    wait_until(lambda: shown() == ({"Chrisanne Clover"}, "Chrisanne Clover"), 5, "the new brand name on the cards")
    assert client.get(listing).json["products"][0]["brand_slug"] == "chrisanne-clover"
