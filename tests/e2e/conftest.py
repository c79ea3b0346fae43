"""Browser tests: a live server on a seeded SQLite database, driven in Debian's Chromium by Playwright."""
from __future__ import annotations

import threading
from collections.abc import Iterator

import pytest
from flask import Flask
from flask_migrate import upgrade
from playwright.sync_api import Page, expect
from werkzeug.serving import make_server

from shop import create_app
from shop.demo.seed import seed_demo

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
DESKTOP = {"width": 1280, "height": 900}
MOBILE = {"width": 375, "height": 812}
E2E_PRODUCTS = 400

# Playwright's assertions wait for their condition and return as soon as it holds; 5 s, their default, is too
# short for a busy 2-core CI machine rendering the 102-operation API docs or a cold route chunk (CI failed on
# that once). A passing assertion takes no longer for this; only a failing one reports later.
expect.set_options(timeout=15_000)


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    """Debian's Chromium (Playwright cannot download its own browser here), headless with quiet flags."""
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "headless": True, "args": CHROMIUM_FLAGS}


@pytest.fixture(scope="session")
def live_app(tmp_path_factory) -> Flask:
    """The shop the browser talks to (tests that play staff change its database through it)."""
    root = tmp_path_factory.mktemp("live")
    app = create_app(
        {
            "ENV": "testing",
            "SQLALCHEMY_DATABASE_URI": f"sqlite:///{root / 'shop.db'}",
            "SHOP_MEDIA_DIR": str(root / "uploads"),
            "RATELIMIT_ENABLED": False,
        }
    )
    with app.app_context():
        upgrade()
        seed_demo(products=E2E_PRODUCTS)
    return app


@pytest.fixture(scope="session")
def live_server(live_app: Flask) -> Iterator[str]:
    """The whole shop (API + built UI) on a free port, with a migrated and seeded database."""
    app = live_app
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()


@pytest.fixture(scope="session")
def base_url(live_server: str) -> str:
    return live_server


@pytest.fixture()
def mobile_page(browser, live_server):
    """A phone-sized page (375 px wide, touch)."""
    context = browser.new_context(base_url=live_server, viewport=MOBILE, is_mobile=True, has_touch=True)
    page = context.new_page()
    yield page
    context.close()


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args, live_server):
    return {**browser_context_args, "base_url": live_server, "viewport": DESKTOP}


@pytest.fixture(params=["desktop", "mobile"])
def any_page(request) -> Page:
    """The test runs twice: at 1280 px and at 375 px."""
    return request.getfixturevalue("page" if request.param == "desktop" else "mobile_page")
