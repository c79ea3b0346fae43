"""The cart's and the checkout's HTML name their page's code as modulepreload links and its words as fetch preloads,
in the language the app will choose, so they load beside the entry script instead of after it; other pages name only
the first load. (tests/e2e/test_cart.py checks that the browser uses them and fetches no other words.)"""
from __future__ import annotations

import json
import os
import re

import pytest

MODULEPRELOAD = re.compile(r'<link rel="modulepreload" href="([^"]+)"')
WORDS = re.compile(r'<link rel="preload" href="/locales/([a-z]+)/([a-z-]+)\.json\?v=([0-9a-f]+)" as="fetch" '
                   r'crossorigin="anonymous" />')
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


def words(client, path: str, **request) -> list[tuple[str, str, str]]:
    response = client.get(path, **request)
    assert response.status_code == 200
    return WORDS.findall(response.get_data(as_text=True))


def test_the_cart_and_the_checkout_name_their_words_in_this_build(client, manifest):
    cart = words(client, "/cart")
    assert [(language, namespace) for language, namespace, _ in cart] == [
        ("en", "common"), ("en", "shell"), ("en", "shop"), ("en", "wishlist"), ("en", "cart")]
    checkout = {namespace for _, namespace, _ in words(client, "/cart/checkout")}
    assert {"checkout", "cart", "common", "shell"} <= checkout
    assert {version for *_, version in cart} == {manifest["localesVersion"]}
    dist = client.application.config["SHOP_DIST_DIR"]
    for language, namespace, _ in cart:
        assert os.path.isfile(os.path.join(dist, "locales", language, f"{namespace}.json"))


@pytest.mark.parametrize(("request_", "language"), [
    ({"query_string": {"lng": "uk-UA"}}, "ua"),
    ({"headers": {"Accept-Language": "de-AT,de;q=0.9,en;q=0.5"}}, "de"),
    ({"headers": {"Accept-Language": "fr-FR,fr;q=0.9,pl;q=0.8"}}, "pl"),
    ({"cookie": "ru", "headers": {"Accept-Language": "de"}}, "ru"),
    ({"query_string": {"lng": "fr"}, "headers": {"Accept-Language": "ja"}}, "en"),
])
def test_the_words_are_in_the_language_the_app_will_choose_and_its_fallback(client, request_, language):
    request_ = dict(request_)
    if "cookie" in request_:
        client.set_cookie("i18next", request_.pop("cookie"))
    named = words(client, "/cart", **request_)
    assert {found for found, *_ in named} == {language, "en"}  # i18next loads English, the fallback, as well
    assert len(named) == len(set(named))


def test_other_pages_name_no_words(client):
    for path in ("/", "/about", "/wishlist"):
        assert words(client, path) == []
