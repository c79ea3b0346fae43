"""The cart's and the checkout's HTML name their page's code as modulepreload links, so it loads beside the entry
script instead of after it, and bring the words their first render needs, in the language the app will choose and in
English; other pages name only the first load and bring no words. (tests/e2e/test_cart.py checks that the browser
fetches none of those words.)"""
from __future__ import annotations

import json
import os
import re
import shutil

import pytest

MODULEPRELOAD = re.compile(r'<link rel="modulepreload" href="([^"]+)"')
WORDS = re.compile(r'<script type="application/json" id="page-words">(.*?)</script>', re.DOTALL)
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


def test_the_cart_and_the_checkout_come_in_a_few_files(client):
    # Over HTTP/1.1 a browser fetches six files at a time, one round trip each: the cart came as 24 files, most of a
    # few hundred bytes (one per set of pages that shared a component), and appeared about four round trips after
    # its first chunks arrived. ui/build.mjs now puts the small shared components in one chunk.
    assert len(preloaded(client, "/cart")) <= 10
    assert len(preloaded(client, "/cart/checkout")) <= 12


def test_the_checkout_names_the_cart_and_the_checkout(client, manifest):
    # An empty cart's checkout starts on the cart (ui/src/app/router.tsx's startPath), a full one's on the checkout.
    links = set(preloaded(client, "/cart/checkout"))
    assert set(manifest["lazy"][CART]) | set(manifest["lazy"][CHECKOUT]) <= links


def test_other_pages_name_only_the_first_load(client, manifest):
    for path in ("/", "/wishlist", "/about"):
        assert preloaded(client, path) == manifest["modulepreload"]


def words(client, path: str, **request) -> dict[str, dict[str, dict]]:
    """The words the page brought: language -> namespace -> its translation file's content ({} when none)."""
    response = client.get(path, **request)
    assert response.status_code == 200
    found = WORDS.findall(response.get_data(as_text=True))
    assert len(found) <= 1
    return json.loads(found[0]) if found else {}


def locale_file(client, language: str, namespace: str) -> dict:
    with open(os.path.join(client.application.config["SHOP_DIST_DIR"], "locales", language, f"{namespace}.json"),
              encoding="utf-8") as fh:
        return json.load(fh)


def test_the_cart_and_the_checkout_bring_this_builds_words(client):
    cart = words(client, "/cart")
    assert list(cart) == ["en"]
    assert list(cart["en"]) == ["common", "shell", "shop", "wishlist", "cart"]
    for namespace, content in cart["en"].items():
        assert content == locale_file(client, "en", namespace)
    assert {"checkout", "cart", "common", "shell"} <= set(words(client, "/cart/checkout")["en"])


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
    brought = words(client, "/cart", **request_)
    assert set(brought) == {language, "en"}  # i18next loads English, the fallback, as well
    assert brought[language]["cart"] == locale_file(client, language, "cart")


def test_a_translation_cannot_end_the_script_element_early(client, tmp_path, monkeypatch):
    """Words are text the shop's translators write: a "</script>" in one must stay inside the JSON."""
    dist = tmp_path / "dist"
    shutil.copytree(client.application.config["SHOP_DIST_DIR"], dist,
                    ignore=shutil.ignore_patterns("assets", "vendor", "documents"))
    cart = dist / "locales" / "en" / "cart.json"
    content = json.loads(cart.read_text(encoding="utf-8"))
    content["title"] = "Cart</script><script>alert(1)</script>"
    cart.write_text(json.dumps(content), encoding="utf-8")
    monkeypatch.setitem(client.application.config, "SHOP_DIST_DIR", str(dist))
    html = client.get("/cart").get_data(as_text=True)
    assert "<script>alert(1)" not in html
    assert words(client, "/cart")["en"]["cart"]["title"] == "Cart</script><script>alert(1)</script>"


def test_other_pages_bring_no_words(client):
    for path in ("/", "/about", "/wishlist"):
        assert words(client, path) == {}
