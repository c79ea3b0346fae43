"""Small helpers shared by the browser tests."""

from __future__ import annotations

import re
from decimal import Decimal
from pathlib import Path

from playwright.sync_api import Page, expect

from shop.money import convert, line_total

AXE = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"


def api(page: Page, path: str):
    """JSON of a GET on the live server: tests pick real demo data instead of hard-coding it."""
    response = page.request.get(path)
    assert response.ok, f"{path}: {response.status}"
    return response.json()


def gbp(amount: str) -> str:
    """A price as the API sends it ("1234.50") as the shop shows it in pounds ("£1,234.50")."""
    return f"£{Decimal(amount):,.2f}"


def named(text: str) -> re.Pattern[str]:
    """An accessible-name pattern containing ``text`` literally."""
    return re.compile(re.escape(text))


def serious_violations(page: Page, *selectors: str) -> list[dict]:
    """axe-core's serious and critical findings, in the whole page or inside the given parts of it."""
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        # Run by the test's own channel: the shop's CSP refuses an inline <script> (add_script_tag), as it should.
        page.evaluate(AXE.read_text(encoding="utf-8"))
    return page.evaluate(
        """async (selectors) => {
            // A toast fading in or out is half transparent, which axe measures as low contrast: wait until the
            // live regions' own (finite) animations have finished, as a shopper sees them at rest.
            const live = (a) => {
                const target = a.effect && a.effect.target;
                const inLiveRegion = target instanceof Element
                    && Boolean(target.closest('[aria-live]') || target.querySelector('[aria-live]'));
                return inLiveRegion && a.effect.getComputedTiming().endTime !== Infinity;
            };
            await Promise.all(document.getAnimations().filter(live).map((a) => a.finished.catch(() => null)));
            const context = selectors.length ? { include: selectors.map((s) => [s]) } : document;
            const result = await axe.run(context, { resultTypes: ['violations'] });
            return result.violations
                .filter((v) => v.impact === 'serious' || v.impact === 'critical')
                .map((v) => ({ id: v.id, nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
        }""",
        list(selectors),
    )


# ---------------------------------------------------------------- the cart, as a shopper fills it


def factor_of(page: Page, code: str) -> Decimal:
    """The factor the shop serves now (GET /api/currencies), as staff left it."""
    return next(Decimal(c["factor"]) for c in api(page, "/api/currencies")["currencies"] if c["code"] == code)


def cart_total(lines: list[tuple[dict, Decimal]], factor: Decimal) -> Decimal:
    """What the server would total: each unit price converted first, then times the quantity (x10 by 10 cm)."""
    return sum(
        (line_total(convert(Decimal(p["final_price"]), factor), q, Decimal(str(p["minimum"]))) for p, q in lines),
        Decimal("0.00"),
    )


def pick_products(page: Page) -> tuple[dict, dict]:
    fabrics = api(page, "/api/products-feed/main-category/fabrics?in_stock=true&limit=100")["products"]
    crystals = api(page, "/api/products-feed/main-category/crystals?in_stock=true&limit=100")["products"]
    fabric = next(p for p in fabrics if p["minimum"] == 0.1 and p["stock"] >= 2)
    crystal = next(p for p in crystals if p["minimum"] == 1 and p["stock"] >= 2)
    return fabric, crystal


def cart_link(page: Page):
    return page.get_by_role("banner").locator("a[href='/cart']").first


def add_to_cart(page: Page, product: dict, length: str | None = None):
    page.goto(f"/products/{product['product_id']}")
    expect(page.get_by_role("heading", level=1)).to_have_text(product["product_name_en"])
    if length is not None:
        field = page.get_by_role("textbox", name="Length in metres")
        field.fill(length)
        field.press("Enter")
        expect(field).to_have_value(length)
    page.get_by_role("button", name="Add to cart").click()
    expect(page.get_by_text(f"“{product['product_name_en']}” is in your cart")).to_be_visible()
