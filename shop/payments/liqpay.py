"""LiqPay's hosted checkout protocol: ``data`` is base64 of the JSON parameters, ``signature`` is base64 of the SHA-1
of private_key + data + private_key. The shopper's browser posts both to LiqPay's page; LiqPay posts the same pair
back to our callback. No card data ever reaches the shop.

The shop also calls LiqPay's server-to-server API (``request``): the same signed pair posted as a form to
https://www.liqpay.ua/api/request, answered with JSON; a refund is ``action: refund`` with the order and amount."""
from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import json
import urllib.error
import urllib.parse
import urllib.request
from typing import Any

CHECKOUT_URL = "https://www.liqpay.ua/api/3/checkout"
API_URL = "https://www.liqpay.ua/api/request"
API_VERSION = 3
CURRENCIES = ("UAH", "USD", "EUR")  # what LiqPay charges in
# LiqPay's statuses, by what they mean for the shop (every other one is still in progress).
PAID = ("success",)
SANDBOX_PAID = "sandbox"  # a test payment: it pays an order only of a shop in sandbox mode (SHOP_LIQPAY_SANDBOX)
FAILED = ("failure", "error")
REVERSED = ("reversed",)
LANGUAGES = {"ua": "uk", "en": "en"}


def paid_statuses(sandbox: bool) -> tuple[str, ...]:
    """The statuses that mean the order is paid: a sandbox payment counts only while the shop is in sandbox mode."""
    return (*PAID, SANDBOX_PAID) if sandbox else PAID


def sign(data: str, private_key: str) -> str:
    """base64(sha1(private_key + data + private_key))."""
    digest = hashlib.sha1(f"{private_key}{data}{private_key}".encode()).digest()  # noqa: S324 (LiqPay's protocol)
    return base64.b64encode(digest).decode()


def encode(params: dict[str, Any], private_key: str) -> tuple[str, str]:
    """The ``data`` and ``signature`` fields of a checkout form."""
    data = base64.b64encode(json.dumps(params, ensure_ascii=False, separators=(",", ":")).encode()).decode()
    return data, sign(data, private_key)


def verify(data: str, signature: str, private_key: str) -> bool:
    """True when ``signature`` is LiqPay's signature of ``data`` (compared in constant time)."""
    return bool(private_key) and hmac.compare_digest(sign(data, private_key), signature or "")


def decode(data: str) -> dict[str, Any] | None:
    """The parameters of a callback's ``data``; None when it is not base64 of a JSON object."""
    try:
        payload = json.loads(base64.b64decode(data, validate=True))
    except (binascii.Error, ValueError):
        return None
    return payload if isinstance(payload, dict) else None


def checkout_params(*, public_key: str, number: str, amount: str, currency: str, language: str, description: str,
                    result_url: str, server_url: str, sandbox: bool) -> dict[str, Any]:
    """The parameters of a payment on LiqPay's page. The amount is a decimal string: never a float."""
    params: dict[str, Any] = {
        "version": API_VERSION, "public_key": public_key, "action": "pay", "amount": amount, "currency": currency,
        "description": description, "order_id": number, "language": LANGUAGES.get(language, "en"),
        "result_url": result_url, "server_url": server_url,
    }
    if sandbox:
        params["sandbox"] = 1
    return params


class UnreachableError(Exception):
    """LiqPay's API did not answer, or answered something that is not a JSON object."""


def refund_params(*, public_key: str, number: str, amount: str) -> dict[str, Any]:
    """The parameters of a refund of ``amount`` (a decimal string, in the payment's currency) of order ``number``."""
    return {"version": API_VERSION, "public_key": public_key, "action": "refund", "order_id": number,
            "amount": amount}


def request(params: dict[str, Any], private_key: str, url: str = API_URL, timeout: float = 20) -> dict[str, Any]:
    """Post the signed parameters to LiqPay's API and answer its JSON; UnreachableError when it cannot be had."""
    data, signature = encode(params, private_key)
    body = urllib.parse.urlencode({"data": data, "signature": signature}).encode()
    call = urllib.request.Request(url, data=body, method="POST",  # noqa: S310 (the URL is the shop's setting)
                                  headers={"Content-Type": "application/x-www-form-urlencoded"})
    try:
        with urllib.request.urlopen(call, timeout=timeout) as response:  # noqa: S310 (the URL is the shop's setting)
            answer = json.loads(response.read())
    except (urllib.error.URLError, OSError, ValueError) as error:
        raise UnreachableError(str(error)) from error
    if not isinstance(answer, dict):
        raise UnreachableError("not a JSON object")
    return answer
