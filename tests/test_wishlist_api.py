"""The wishlist kept on the account: it follows the shopper to another device and merges with the browser's."""
from __future__ import annotations

from tests.factories import make_product

WISHLIST = "/api/users/me/wishlist"


def names(response) -> list[str]:
    return [card["product_name_en"] for card in response.get_json()["products"]]


def test_a_signed_in_shopper_keeps_the_list_on_the_account(client, db, auth):
    velvet, lace, mesh = (make_product(name) for name in ("Velvet", "Lace", "Mesh"))
    db.session.commit()
    phone = auth(email="olena@example.com")
    assert client.get(WISHLIST, headers=phone).get_json() == {"products": []}

    merged = client.put(WISHLIST, json={"ids": [str(velvet.id), str(lace.id)]}, headers=phone)
    assert merged.status_code == 200 and names(merged) == ["Velvet", "Lace"]
    # Another device signs in with its own list: the union, nothing twice, the account's order first.
    again = client.put(WISHLIST, json={"ids": [str(lace.id), str(mesh.id), "999999"]}, headers=phone)
    assert names(again) == ["Velvet", "Lace", "Mesh"]
    card = again.get_json()["products"][0]
    assert {"price", "final_price", "currency", "link"} <= set(card) and "description_en" not in card

    removed = client.delete(f"{WISHLIST}/{lace.id}", headers=phone)
    assert names(removed) == ["Velvet", "Mesh"]
    assert names(client.get(WISHLIST, headers=phone)) == ["Velvet", "Mesh"]


def test_each_account_has_its_own_list_and_a_token_is_required(client, db, auth):
    velvet = make_product("Velvet")
    db.session.commit()
    olena, emma = auth(email="olena@example.com"), auth(email="emma@example.com")
    client.put(WISHLIST, json={"ids": [str(velvet.id)]}, headers=olena)
    assert names(client.get(WISHLIST, headers=emma)) == []
    assert client.get(WISHLIST).status_code == 401
    assert client.put(WISHLIST, json={"ids": [str(velvet.id)]}).status_code == 401


def test_a_product_taken_off_sale_leaves_the_list(client, db, auth):
    velvet, lace = make_product("Velvet"), make_product("Lace")
    db.session.commit()
    headers = auth()
    client.put(WISHLIST, json={"ids": [str(velvet.id), str(lace.id)]}, headers=headers)
    velvet.is_active = False
    db.session.commit()
    assert names(client.get(WISHLIST, headers=headers)) == ["Lace"]


def test_bad_ids_are_refused(client, db, auth):
    headers = auth()
    assert client.put(WISHLIST, json={"ids": ["abc"]}, headers=headers).status_code == 400
    assert client.put(WISHLIST, json={"ids": [str(n) for n in range(501)]}, headers=headers).status_code == 400


def test_taking_off_an_id_no_product_can_have_leaves_the_list_as_it_is(client, db, auth):
    headers = auth()
    for product_id in (2**31, 2**63, 10**22):  # past PostgreSQL's integer and SQLite's (both once a 500)
        answer = client.delete(f"{WISHLIST}/{product_id}", headers=headers)
        assert answer.status_code == 200 and answer.get_json() == {"products": []}, answer.get_data(as_text=True)
