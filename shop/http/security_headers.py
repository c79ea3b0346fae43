"""Security headers on every response of the process, set in one place: pages, API answers, errors, 304s, media
and the built assets (whitenoise answers those before Flask runs, so this is WSGI middleware around it all).

The session token lives in the browser's storage, so one injected script is a stolen account: the
Content-Security-Policy is the shop's main guard. What each part allows, and why:

- ``default-src 'self'``: anything not named below comes from the shop itself or not at all.
- ``script-src 'self'``: only the built bundle's files; no inline script, no eval. The JSON-LD the server writes
  into a page (``<script type="application/ld+json">``, shop.seo.jsonld) is a data block the browser never runs,
  so it needs neither a hash nor a nonce: script-src only governs scripts that execute.
- ``style-src 'self' 'nonce-…'``: the stylesheets of the build, plus the one ``<style>`` element the toasts'
  library (react-hot-toast, through goober) writes at run time, which carries the page's nonce (a fresh one per
  page: the server writes it into ``<meta property="csp-nonce">``, ui/src/lib/csp-nonce.ts hands it to goober).
  No 'unsafe-inline': injected ``<style>`` elements and style attributes in markup are refused. React's
  ``style`` props set the CSSOM, which the policy does not govern; the server-written HTML has no style
  attributes.
- ``img-src 'self' https:``: the shop's media, icons and flags; staff may also point a product or a slide at an
  https:// image (shop.admin's rules), so any https image host, never plain http or data.
- ``font-src 'self'``, ``connect-src 'self'``: the UI calls only its own API; fonts are the system's.
- ``object-src 'none'``, ``base-uri 'none'``, ``frame-ancestors 'none'``: no plugins, no ``<base>`` rewriting the
  bundle's URLs, and no page of the shop inside another site's frame (X-Frame-Options DENY says it again to old
  browsers).
- ``form-action 'self'`` and LiqPay's checkout origin: card payments post a form to LiqPay's page.

The API docs page (/api/docs, flask-smorest's Swagger UI page) starts Swagger UI with an inline script: that page
alone allows that script by its hash, and the data: images of Swagger UI's stylesheet.

Beside the policy: ``X-Content-Type-Options: nosniff``; ``Referrer-Policy: strict-origin-when-cross-origin``, and
``no-referrer`` on the reset-password page (its URL holds the reset token, which must never leave in a Referer);
``Cross-Origin-Opener-Policy: same-origin``; a ``Permissions-Policy`` that turns off the browser features the shop
never uses (camera, microphone, location ...), so an injected frame or script cannot ask for them either; and
``Strict-Transport-Security`` for a year when SHOP_ENV is production (a development server on plain http must not
pin the browser to https).

An API answer that says nothing of caching itself gets ``Cache-Control: no-store``: sessions, accounts, orders and
every other answer with a token or personal data must never be kept by a browser or a proxy; the public catalogue
reads say how long they may be kept (shop.http.caching), and keep saying it.
"""
from __future__ import annotations

import base64
import hashlib
import re
import secrets
from collections.abc import Callable, Iterable
from functools import cached_property
from typing import Any
from urllib.parse import urlsplit

from flask import Flask, Response, current_app, request

HSTS = "max-age=31536000; includeSubDomains"
REFERRER_POLICY = "strict-origin-when-cross-origin"
PERMISSIONS_POLICY = ("accelerometer=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), "
                      "gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()")
RESET_PAGE = re.compile(r"^/(api/users/)?reset-password(/|$)")
DOCS_ENDPOINT = "api-docs.openapi_swagger_ui"

_INLINE_SCRIPT = re.compile(rb"<script(?![^>]*\bsrc=)[^>]*>(.*?)</script>", re.DOTALL | re.IGNORECASE)


def origin_of(url: str) -> str:
    """``https://www.liqpay.ua/api/3/checkout`` -> ``https://www.liqpay.ua``."""
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


def content_security_policy(*, form_action: Iterable[str] = (), style_nonce: str | None = None,
                            script_hashes: Iterable[str] = (), data_images: bool = False) -> str:
    """The policy of one response (the module docstring says why each part is there)."""
    scripts = ["'self'", *(f"'{digest}'" for digest in script_hashes)]
    styles = ["'self'", *([f"'nonce-{style_nonce}'"] if style_nonce else [])]
    images = ["'self'", "https:", *(["data:"] if data_images else [])]
    directives = {
        "default-src": ["'self'"],
        "script-src": scripts,
        "style-src": styles,
        "img-src": images,
        "font-src": ["'self'"],
        "connect-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'none'"],
        "frame-ancestors": ["'none'"],
        "form-action": ["'self'", *form_action],
    }
    return "; ".join(f"{name} {' '.join(values)}" for name, values in directives.items())


def new_style_nonce() -> str:
    """A page's style nonce: the page that writes it out (nonce_meta) may carry one ``<style>`` (page_policy)."""
    return secrets.token_urlsafe(18)


def nonce_meta(nonce: str) -> str:
    """The tag that hands this page's nonce to the UI (ui/src/lib/csp-nonce.ts). The nonce sits in the nonce
    attribute, which browsers hide from the DOM's attributes and from CSS selectors once the policy is in force."""
    return f'<meta property="csp-nonce" nonce="{nonce}">'


class SecurityHeaders:
    """WSGI middleware: the headers above on every response, whoever made it (Flask or whitenoise). A response
    that carries a policy of its own (a page with a style nonce, the docs page) keeps it."""

    def __init__(self, wsgi_app: Callable, *, form_action: Iterable[str], production: bool):
        self.wsgi_app = wsgi_app
        self.form_action = tuple(form_action)
        self.production = production

    @cached_property
    def _plain_policy(self) -> str:
        """The policy of a response without a nonce or script hashes (every API answer): made once."""
        return content_security_policy(form_action=self.form_action)

    def headers_for(self, environ: dict[str, Any], policy: str | None = None) -> list[tuple[str, str]]:
        """The security headers of the response to this request (``policy``: the response's own)."""
        reset_page = RESET_PAGE.match(environ.get("PATH_INFO", ""))
        headers = [
            ("Content-Security-Policy", policy or self._plain_policy),
            ("X-Content-Type-Options", "nosniff"),
            ("X-Frame-Options", "DENY"),
            ("Referrer-Policy", "no-referrer" if reset_page else REFERRER_POLICY),
            ("Cross-Origin-Opener-Policy", "same-origin"),
            ("Permissions-Policy", PERMISSIONS_POLICY),
        ]
        if self.production:
            headers.append(("Strict-Transport-Security", HSTS))
        return headers

    def __call__(self, environ: dict[str, Any], start_response: Callable):
        def start(status: str, headers: list[tuple[str, str]], exc_info=None):
            own = next((value for name, value in headers if name.lower() == "content-security-policy"), None)
            ours = self.headers_for(environ, own)
            names = {name.lower() for name, _ in ours}
            kept = [(name, value) for name, value in headers if name.lower() not in names]
            if environ.get("PATH_INFO", "").startswith("/api/") and not any(
                    name.lower() == "cache-control" for name, _ in kept):
                kept.append(("Cache-Control", "no-store"))
            return start_response(status, kept + ours, exc_info)

        return self.wsgi_app(environ, start)


def _docs_script_hashes(response: Response) -> tuple[str, ...]:
    """The docs page's inline scripts, allowed by their sha256 (read from the page itself, so a new flask-smorest
    template or Swagger UI setting stays allowed, and nothing else is)."""
    if request.endpoint != DOCS_ENDPOINT or response.status_code != 200 or response.direct_passthrough:
        return ()
    return tuple("sha256-" + base64.b64encode(hashlib.sha256(script).digest()).decode()
                 for script in _INLINE_SCRIPT.findall(response.get_data()))


def page_policy(nonce: str) -> str:
    """The policy of a storefront page that carries the style ``nonce`` (the response sets it: SecurityHeaders
    keeps a response's own policy)."""
    return content_security_policy(form_action=current_app.extensions["shop.csp_form_action"], style_nonce=nonce)


def register_security_headers(app: Flask, *, form_action: Iterable[str]) -> None:
    """Wrap the whole app (whitenoise included, so register it last); the docs page gets a policy of its own that
    allows its scripts."""
    form_action = app.extensions["shop.csp_form_action"] = tuple(form_action)

    @app.after_request
    def _docs_policy(response: Response) -> Response:
        hashes = _docs_script_hashes(response)
        if hashes:
            response.headers["Content-Security-Policy"] = content_security_policy(
                form_action=form_action, script_hashes=hashes, data_images=True)
        return response

    app.wsgi_app = SecurityHeaders(  # type: ignore[method-assign]
        app.wsgi_app, form_action=form_action, production=app.config.get("ENV") == "production"
    )
