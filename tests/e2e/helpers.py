"""Small helpers shared by the browser tests."""

from __future__ import annotations

import re
from decimal import Decimal
from pathlib import Path

from playwright.sync_api import Page

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
        page.add_script_tag(path=str(AXE))
    return page.evaluate(
        """async (selectors) => {
            const context = selectors.length ? { include: selectors.map((s) => [s]) } : document;
            const result = await axe.run(context, { resultTypes: ['violations'] });
            return result.violations
                .filter((v) => v.impact === 'serious' || v.impact === 'critical')
                .map((v) => ({ id: v.id, nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
        }""",
        list(selectors),
    )
