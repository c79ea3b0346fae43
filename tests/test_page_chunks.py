"""The cart's and the checkout's HTML name their page's code as modulepreload links, so it loads beside the entry
script instead of after it; other pages name only the first load."""
from __future__ import annotations

import json
import os
import re

import pytest

MODULEPRELOAD = re.compile(r'<link rel="modulepreload" href="([^"]+)"')
CART = "ui/src/features/cart/pages/CartPage.tsx"
CHECKOUT = "ui/src/app/checkout-routes.tsx"


@pytest.fixture
def manifest(app) -> dict:
    path = os.path.join(app.config["SHOP_DIST_DIR"], "manifest.json")
    assert os.path.isfile(path), "run `npm run build` first"
    with open(path, encoding="utf-8") as fh:
        return json.load(fh)


def preloaded(client, path: str) -> list[str]:
    response = client.get(path)
    assert response.status_code == 200
    return MODULEPRELOAD.findall(response.get_data(as_text=True))


def test_the_cart_names_its_page_code_once_each(client, manifest):
    links = preloaded(client, "/cart")
    assert set(manifest["lazy"][CART]) <= set(links)
    assert manifest["lazy"][CHECKOUT][0] not in links  # the checkout's own chunk: the cart never runs it
    assert len(links) == len(set(links))
    # The chunks exist: a stale name would be a 404 in every shopper's console.
    for url in links:
        assert os.path.isfile(os.path.join(client.application.config["SHOP_DIST_DIR"], url.lstrip("/")))


def test_the_checkout_names_the_cart_and_the_checkout(client, manifest):
    # An empty cart's checkout starts on the cart (ui/src/app/router.tsx's startPath), a full one's on the checkout.
    links = set(preloaded(client, "/cart/checkout"))
    assert set(manifest["lazy"][CART]) | set(manifest["lazy"][CHECKOUT]) <= links


def test_other_pages_name_only_the_first_load(client, manifest):
    for path in ("/", "/wishlist", "/about"):
        assert preloaded(client, path) == manifest["modulepreload"]
