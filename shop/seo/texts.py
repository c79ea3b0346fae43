"""What the server-written parts say, in each language: the UI's own locale texts, category names, prices.

Titles and introductions are the ones the React pages show, read from the built locale files
(``<dist>/locales/<lng>/<namespace>.json``, the same build as index.html), so a crawler and a shopper read the
same words and a text is translated in one place. The few phrases only the server writes are in ``PHRASES``.
"""
from __future__ import annotations

import json
import os
import re
import threading
from decimal import Decimal

from shop.catalog.models import LANGUAGES
from shop.i18n import format_money
from shop.money import CENT
from shop.seo.urls import DEFAULT_LANGUAGE
from shop.settings import store as shop_settings


def shop_name() -> str:
    """The shop's trading name, as staff keep it in the shop settings (page titles, og:site_name, structured data)."""
    return shop_settings.current().trading_name


NAMESPACES = ("common", "catalog", "content", "giftcards", "shop", "product")
_PLACEHOLDER = re.compile(r"\{\{\s*(\w+)\s*\}\}")

# Phrases only the server writes (the rest comes from ui/locales).
PHRASES: dict[str, dict[str, str]] = {
    "pricesFrom": {
        "en": "prices from {price}",
        "ua": "ціни від {price}",
        "pl": "ceny od {price}",
        "ru": "цены от {price}",
        "de": "Preise ab {price}",
    },
}


class Locales:
    """The built locale files, read once per build (their folder's modification time)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._loaded: tuple[str, int, dict[str, dict[str, dict]]] | None = None

    def texts(self, dist: str) -> dict[str, dict[str, dict]]:
        folder = os.path.join(dist, "locales")
        try:
            stamp = os.stat(folder).st_mtime_ns
        except OSError:
            stamp = 0
        loaded = self._loaded
        if loaded is not None and loaded[0] == folder and loaded[1] == stamp:
            return loaded[2]
        with self._lock:
            texts = {language: {ns: _read(folder, language, ns) for ns in NAMESPACES} for language in LANGUAGES}
            self._loaded = (folder, stamp, texts)
        return texts


def _read(folder: str, language: str, namespace: str) -> dict:
    try:
        with open(os.path.join(folder, language, f"{namespace}.json"), encoding="utf-8") as fh:
            return json.load(fh)
    except (OSError, ValueError):
        return {}


_locales = Locales()


class Words:
    """One language's texts: ``words("catalog:mains.fabrics.title")``, English where a text is missing."""

    def __init__(self, dist: str, language: str) -> None:
        self.language = language
        self._texts = _locales.texts(dist)

    def __call__(self, key: str, **values: object) -> str:
        namespace, _, path = key.partition(":")
        text = _lookup(self._texts.get(self.language, {}).get(namespace, {}), path)
        if text is None:
            text = _lookup(self._texts.get(DEFAULT_LANGUAGE, {}).get(namespace, {}), path)
        if text is None:
            return ""
        return _PLACEHOLDER.sub(lambda m: str(values.get(m.group(1), m.group(0))), text)

    def price(self, amount: Decimal, currency: str = "GBP") -> str:
        """A price as the UI writes it in this language ("£1,234.50", "1.234,50 €")."""
        return format_money(amount.quantize(CENT), currency, self.language)

    def phrase(self, name: str, **values: object) -> str:
        options = PHRASES[name]
        return options.get(self.language, options[DEFAULT_LANGUAGE]).format(**values)


def _lookup(tree: dict, path: str) -> str | None:
    node: object = tree
    for part in path.split("."):
        if not isinstance(node, dict):
            return None
        node = node.get(part)
    return node if isinstance(node, str) else None


# Runs of the spaces a line may break at; a no-break space (between a number and its currency sign) stays.
_BREAKABLE = re.compile(r"[ \t\r\n\f\v]+")


def shorten(text: str, limit: int = 160) -> str:
    """``text`` on one line, cut at a word boundary to at most ``limit`` characters (with an ellipsis)."""
    text = " ".join(_BREAKABLE.split(text.strip()))
    if len(text) <= limit:
        return text
    cut = text[: limit - 1]
    space = cut.rfind(" ")
    return (cut[:space] if space > limit // 2 else cut).rstrip(" ,.;:—-") + "…"
