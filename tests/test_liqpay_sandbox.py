"""A LiqPay 'sandbox' status is a test payment: it pays an order only while the shop itself is in sandbox mode."""
from __future__ import annotations

import pytest

from tests.test_payments_giftcards_api import CALLBACK, ORDERS, liqpay_keys, notice, place  # noqa: F401


@pytest.mark.parametrize(("sandbox", "paid"), [(False, False), (True, True)])
def test_a_sandbox_payment_pays_only_in_sandbox_mode(client, app, monkeypatch, liqpay_keys, tulle, auth,  # noqa: F811
                                                     sandbox, paid):
    monkeypatch.setitem(app.config, "SHOP_LIQPAY_SANDBOX", sandbox)
    order = place(client, [{"sku": "TU-IVORY", "quantity": "1.5"}], payment="card")
    test_payment = notice({"order_id": order["number"], "status": "sandbox", "amount": order["totalPrice"],
                           "currency": "UAH"})
    assert client.post(CALLBACK, data=test_payment).status_code == 200
    seen = client.get(f"{ORDERS}/{order['_id']}", headers=auth(admin=True)).get_json()
    assert seen["isPaid"] is paid
