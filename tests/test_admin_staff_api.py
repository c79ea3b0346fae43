"""Staff roles as owners, managers and the warehouse meet them: invitations by e-mail, roles changed and access
taken away by owners only, and the warehouse packing and sending parcels without seeing a price."""
from __future__ import annotations

import re

from sqlalchemy import select

from shop.accounts.models import User
from shop.audit import AuditEntry
from tests.factories import make_order
from tests.helpers import PASSWORD, bearer, mailed

STAFF = "/api/admin/staff"
LINK = re.compile(r"http://shop\.test/reset-password/(\S+)")
ROLE_REFUSED = "Your staff role does not allow this."


def sign_in(client, email: str, password: str) -> dict:
    return client.post("/api/users/signin", json={"email": email, "password": password}).get_json()


def test_an_owner_invites_a_new_address_which_chooses_its_password_and_signs_in_as_warehouse(client, auth, outbox, db):
    owner = auth(admin=True, email="owner@example.com")
    answer = client.post(STAFF, json={"email": " Taras@Example.com ", "role": "warehouse", "language": "ua"},
                         headers=owner)
    assert answer.status_code == 201, answer.get_json()
    assert answer.get_json()["email"] == "taras@example.com" and answer.get_json()["role"] == "warehouse"
    [mail] = mailed(outbox)
    assert mail["To"] == "taras@example.com" and mail["Subject"] == "Вас запрошено до команди Dance Fabrics"
    text = mail.get_content()
    assert "owner@example.com" in text and "працівник складу" in text and "http://shop.test/admin-dash" in text
    token = LINK.search(text).group(1)
    chosen = client.post("/api/users/reset-password", json={"token": token, "password": "warehouse-secret"})
    assert chosen.status_code == 200
    session = sign_in(client, "taras@example.com", "warehouse-secret")
    assert session["status"] == "adm"
    me = client.get(f"{STAFF}/me", headers=bearer(session["token"]))
    assert me.status_code == 200 and me.get_json()["role"] == "warehouse"
    [entry] = db.session.scalars(select(AuditEntry).where(AuditEntry.entity == "staff")).all()
    assert entry.actor_email == "owner@example.com" and entry.after == {"email": "taras@example.com",
                                                                         "role": "warehouse"}


def test_an_existing_shopper_is_given_a_role_and_told_so_in_their_language(client, auth, make_user, outbox, db):
    owner = auth(admin=True, email="owner@example.com")
    shopper = make_user(email="olena@example.com")
    shopper.language = "de"
    db.session.commit()
    answer = client.post(STAFF, json={"email": "olena@example.com", "role": "manager"}, headers=owner)
    assert answer.status_code == 201
    [mail] = mailed(outbox)
    assert mail["Subject"] == "Einladung ins Team von Dance Fabrics" and "reset-password" not in mail.get_content()
    assert sign_in(client, "olena@example.com", PASSWORD)["status"] == "adm"  # her own password still opens it
    again = client.post(STAFF, json={"email": "olena@example.com", "role": "warehouse"}, headers=owner)
    assert again.status_code == 409 and again.get_json()["errors"]["email"]
    listed = client.get(STAFF, headers=owner).get_json()
    assert [(member["email"], member["role"]) for member in listed] == [
        ("owner@example.com", "owner"), ("olena@example.com", "manager")]


def test_bad_invitations_are_refused_with_what_is_wrong(client, auth, outbox):
    owner = auth(admin=True)
    answer = client.post(STAFF, json={"email": "not-an-address", "role": "boss"}, headers=owner)
    assert answer.status_code == 400
    assert set(answer.get_json()["errors"]) == {"email", "role"}
    assert "owner, manager, warehouse" in answer.get_json()["errors"]["role"][0]
    assert client.post(STAFF, json={"role": "manager"}, headers=owner).status_code == 400
    assert mailed(outbox) == []


def test_owners_change_roles_and_take_access_away_but_never_their_own(client, auth, make_user, db):
    owner_user = make_user(email="owner@example.com", admin=True)
    owner = bearer(owner_user)
    manager_user = make_user(email="maria@example.com", role="manager")
    manager_token = bearer(manager_user)
    moved = client.put(f"{STAFF}/{manager_user.id}", json={"role": "warehouse"}, headers=owner)
    assert moved.status_code == 200 and moved.get_json()["role"] == "warehouse"
    assert client.get("/api/orders", headers=manager_token).status_code == 403  # now the warehouse
    own = client.put(f"{STAFF}/{owner_user.id}", json={"role": "manager"}, headers=owner)
    assert own.status_code == 409 and own.get_json()["message"] == "Another owner must change your own role or access."
    assert client.delete(f"{STAFF}/{owner_user.id}", headers=owner).status_code == 409
    removed = client.delete(f"{STAFF}/{manager_user.id}", headers=owner)
    assert removed.status_code == 200 and removed.get_json()["message"] == "Staff access taken away."
    assert client.get(f"{STAFF}/me", headers=manager_token).status_code == 401  # the old session ended
    db.session.expire_all()
    assert db.session.get(User, manager_user.id).role is None
    assert client.put(f"{STAFF}/{manager_user.id}", json={"role": "owner"}, headers=owner).status_code == 404
    assert client.put(f"{STAFF}/999999999", json={"role": "owner"}, headers=owner).status_code == 404


def test_a_manager_cannot_make_anyone_staff_nor_touch_a_staff_account(client, make_user, db):
    owner_user = make_user(email="owner@example.com", admin=True)
    manager = bearer(make_user(email="maria@example.com", role="manager"))
    shopper = make_user(email="olena@example.com")
    promoted = client.put(f"/api/users/{shopper.id}", json={"status": "adm"}, headers=manager)
    assert promoted.status_code == 403 and promoted.get_json()["message"] == ROLE_REFUSED
    taken = client.put(f"/api/users/{owner_user.id}", json={"password": "taken-over"}, headers=manager)
    assert taken.status_code == 403
    assert client.put(f"/api/users/{shopper.id}", json={"firstName": "Olena"}, headers=manager).status_code == 200
    by_owner = client.put(f"/api/users/{shopper.id}", json={"status": "adm"}, headers=bearer(owner_user))
    assert by_owner.status_code == 200
    db.session.expire_all()
    assert db.session.get(User, shopper.id).role == "manager"  # the spec's adm alone: runs the shop, not its staff


def test_the_warehouse_packs_and_sends_parcels_without_a_price(client, make_user, outbox, db):
    warehouse = bearer(make_user(email="taras@example.com", role="warehouse"))
    shopper = make_user(email="olena@example.com")
    order = make_order(shopper, status="Accepted")
    order.delivery_method = "nova-poshta-branch"
    db.session.commit()
    for path in ("/api/orders", "/api/statistics/", f"/api/orders/{order.id}", f"/api/orders/{order.id}/invoice",
                 f"/api/orders/user/{shopper.id}", "/api/admin/products"):
        refused = client.get(path, headers=warehouse)
        assert refused.status_code == 403, path
    assert client.put(f"/api/orders/{order.id}/status", json={"status": "Sent"}, headers=warehouse).status_code == 403

    listed = client.get("/api/admin/parcels?status=Accepted", headers=warehouse)
    assert listed.status_code == 200 and listed.headers["X-Total-Count"] == "1"
    [parcel] = listed.get_json()
    assert parcel["number"] == order.number and parcel["items"][0]["sku"] == "CH-LY-1"
    assert parcel["items"][0]["quantity"] == "2.5" and parcel["userInfo"]["phone"] == "0504007015"
    words = listed.get_data(as_text=True)
    assert not any(key in words for key in ("price", "Price", "total", "subtotal", "lineTotal"))

    cancel = client.put(f"/api/admin/parcels/{order.id}", json={"status": "Cancelled"}, headers=warehouse)
    assert cancel.status_code == 400 and cancel.get_json()["errors"]["status"]
    early = client.put(f"/api/admin/parcels/{order.id}", json={"status": "Delivered", "trackingNumber": "2045 0912"},
                       headers=warehouse)
    assert early.status_code == 409  # not sent yet
    bad = client.put(f"/api/admin/parcels/{order.id}", json={"status": "Sent", "trackingNumber": "<script>"},
                     headers=warehouse)
    assert bad.status_code == 400 and bad.get_json()["errors"]["trackingNumber"]

    sent = client.put(f"/api/admin/parcels/{order.id}", json={"status": "Sent", "trackingNumber": " 20450912345678 "},
                      headers=warehouse)
    assert sent.status_code == 200, sent.get_json()
    assert sent.get_json()["status"] == "Sent" and sent.get_json()["trackingNumber"] == "20450912345678"
    [mail] = mailed(outbox)
    assert "Your parcel's tracking number: 20450912345678." in mail.get_content()
    mine = client.get(f"/api/orders/{order.id}", headers=bearer(shopper)).get_json()
    assert mine["trackingNumber"] == "20450912345678"
    delivered = client.put(f"/api/admin/parcels/{order.id}", json={"status": "Delivered"}, headers=warehouse)
    assert delivered.status_code == 200 and delivered.get_json()["status"] == "Delivered"
    missing = client.put("/api/admin/parcels/999999", json={"status": "Sent"}, headers=warehouse)
    assert missing.status_code == 404


def test_create_admin_makes_an_owner(runner, db):
    result = runner.invoke(args=["create-admin", "boss@example.com", "--password", "owner-secret"])
    assert result.exit_code == 0, result.output
    user = db.session.scalar(select(User).where(User.email == "boss@example.com"))
    assert user.role == "owner" and user.staff_role == "owner"
