"""The fast card builder (shop.catalog.cards) and ProductCardSchema, which documents the card in the API, agree
field by field: for products with and without a brand, discounts, fractional stock and missing translations."""
from __future__ import annotations

from decimal import Decimal

from shop.catalog.cards import cards
from shop.catalog.schemas import ProductCardSchema
from tests.factories import make_brand, make_category_path, make_product


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
