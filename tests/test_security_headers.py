"""Every response carries the security headers (shop.http.security_headers): pages, API answers, errors, 304s, media,
the built assets whitenoise serves before Flask runs, and the docs page with its own script hash."""
from __future__ import annotations

import base64
import hashlib
import os
import re

import pytest

from shop import create_app

STRICT_CSP = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' https:; font-src 'self'; "
    "connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; "
    "form-action 'self' https://www.liqpay.ua"
)
NONCE_META = re.compile(r'<meta property="csp-nonce" nonce="([A-Za-z0-9_-]{20,})">')


def directives(response) -> dict[str, list[str]]:
    policy = response.headers["Content-Security-Policy"]
    return {name: values for name, *values in (part.split() for part in policy.split("; "))}


def assert_secured(response, referrer: str = "strict-origin-when-cross-origin") -> None:
    headers = response.headers
    csp = directives(response)
    assert csp["default-src"] == ["'self'"] and csp["script-src"][0] == "'self'"
    assert csp["object-src"] == ["'none'"] and csp["base-uri"] == ["'none'"] and csp["frame-ancestors"] == ["'none'"]
    assert csp["form-action"] == ["'self'", "https://www.liqpay.ua"]
    assert "'unsafe-inline'" not in headers["Content-Security-Policy"]
    assert "'unsafe-eval'" not in headers["Content-Security-Policy"]
    assert headers["X-Content-Type-Options"] == "nosniff"
    assert headers["X-Frame-Options"] == "DENY"
    assert headers["Referrer-Policy"] == referrer
    assert headers["Cross-Origin-Opener-Policy"] == "same-origin"
    assert "Strict-Transport-Security" not in headers  # not outside production
    assert headers.getlist("Content-Security-Policy") == [headers["Content-Security-Policy"]]


def built_asset(app, prefix: str, suffix: str) -> str:
    assets = os.path.join(app.config["SHOP_DIST_DIR"], "assets")
    assert os.path.isdir(assets), "run `npm run build` first"
    return next(name for name in sorted(os.listdir(assets)) if name.startswith(prefix) and name.endswith(suffix))


def test_api_answers_and_errors_carry_the_headers(client, make_user):
    ok = client.get("/api/currencies")
    assert ok.status_code == 200
    assert_secured(ok)
    assert ok.headers["Content-Security-Policy"] == STRICT_CSP
    for response, status in ((client.get("/api/no-such-thing"), 404),
                             (client.get("/api/users/me/wishlist"), 401),
                             (client.post("/api/users/signin", data="not json"), 415),
                             (client.delete("/api/currencies"), 405)):
        assert response.status_code == status
        assert_secured(response)


def test_a_304_carries_the_headers(client):
    first = client.get("/api/currencies")
    again = client.get("/api/currencies", headers={"If-None-Match": first.headers["ETag"]})
    assert again.status_code == 304
    assert_secured(again)


def test_built_assets_from_whitenoise_carry_the_headers_also_when_unchanged(client, app):
    path = f"/assets/{built_asset(app, 'main-', '.js')}"
    script = client.get(path)
    assert script.status_code == 200
    assert_secured(script)
    unchanged = client.get(path, headers={"If-None-Match": script.headers["ETag"]})
    assert unchanged.status_code == 304
    assert_secured(unchanged)
    for path in ("/favicon.svg", "/assets/vendor/swagger-ui/swagger-ui-bundle.js"):
        response = client.get(path)
        assert response.status_code == 200, path
        assert_secured(response)


def test_media_robots_and_missing_files_carry_the_headers(client, app):
    media = app.config["SHOP_MEDIA_DIR"]
    os.makedirs(os.path.join(media, "t"), exist_ok=True)
    with open(os.path.join(media, "t", "swatch.svg"), "w") as fh:
        # An uploaded SVG opened on its own is a document: the policy keeps its script from running.
        fh.write("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>")
    swatch = client.get("/media/t/swatch.svg")
    assert swatch.status_code == 200
    assert_secured(swatch)
    assert directives(swatch)["script-src"] == ["'self'"]
    for path, status in (("/media/t/missing.svg", 404), ("/robots.txt", 200), ("/assets/main-MISSING1.js", 404)):
        response = client.get(path)
        assert response.status_code == status, path
        assert_secured(response)


def test_pages_carry_a_fresh_style_nonce_and_the_json_ld_needs_no_script_permission(client, db):
    first, second = client.get("/"), client.get("/")
    nonces = []
    for page in (first, second):
        assert page.status_code == 200
        assert_secured(page)
        [nonce] = NONCE_META.findall(page.text)
        assert directives(page)["style-src"] == ["'self'", f"'nonce-{nonce}'"]
        # The structured data and the shop's details are data blocks the browser never runs: no hash or nonce lets
        # scripts in for them.
        assert '<script type="application/ld+json">' in page.text
        assert '<script type="application/json" id="shop-settings">' in page.text
        assert directives(page)["script-src"] == ["'self'"]
        data_blocks = ('<script type="application/ld+json">', '<script type="application/json" id="shop-settings">')
        for tag in re.findall(r"<script\b[^>]*>", page.text):  # every other script is a file of the build
            assert " src=" in tag or tag in data_blocks, tag
        assert not re.search(r"\sstyle=", page.text)  # no style attribute for the policy to refuse
        nonces.append(nonce)
    assert nonces[0] != nonces[1]
    unknown = client.get("/no/such/page")
    assert unknown.status_code == 404
    assert_secured(unknown)
    assert NONCE_META.search(unknown.text)


@pytest.mark.parametrize("path", ["/reset-password", "/reset-password/some-mailed-token",
                                  "/api/users/reset-password/validate/some-mailed-token"])
def test_the_reset_password_page_sends_no_referrer(client, db, path):
    response = client.get(path)
    assert_secured(response, referrer="no-referrer")


def test_other_pages_keep_the_origin_only_referrer(client, db):
    for path in ("/forgot-password", "/reset-password-help", "/cart"):
        response = client.get(path)
        assert response.headers["Referrer-Policy"] == "strict-origin-when-cross-origin", path


def test_the_docs_page_allows_its_own_inline_script_by_hash_and_nothing_more(client):
    docs = client.get("/api/docs")
    assert docs.status_code == 200
    assert_secured(docs)
    scripts = re.findall(r"<script>(.*?)</script>", docs.text, re.DOTALL)
    assert scripts, "the docs page starts Swagger UI with an inline script"
    hashes = ["'sha256-" + base64.b64encode(hashlib.sha256(s.encode()).digest()).decode() + "'" for s in scripts]
    csp = directives(docs)
    assert csp["script-src"] == ["'self'", *hashes]
    assert csp["img-src"] == ["'self'", "https:", "data:"]  # Swagger UI's stylesheet draws its icons as data:
    # Elsewhere no hash is allowed.
    assert directives(client.get("/api/openapi.json"))["script-src"] == ["'self'"]


def test_card_payments_may_post_to_the_configured_checkout(tmp_path):
    app = create_app({"ENV": "testing", "SHOP_LIQPAY_CHECKOUT_URL": "https://pay.example.test/api/3/checkout",
                      "SHOP_MEDIA_DIR": str(tmp_path)})
    response = app.test_client().get("/robots.txt")
    assert directives(response)["form-action"] == ["'self'", "https://pay.example.test"]


def test_hsts_only_in_production(tmp_path):
    production = create_app({"ENV": "production", "SECRET_KEY": "k" * 48, "SHOP_MEDIA_DIR": str(tmp_path),
                             "SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path / 'shop.db'}"})
    for path in ("/robots.txt", "/favicon.svg"):
        response = production.test_client().get(path)
        assert response.status_code == 200, path
        assert response.headers["Strict-Transport-Security"] == "max-age=31536000; includeSubDomains"
