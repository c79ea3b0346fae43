"""Structured data (schema.org as JSON-LD): Product with its Offer, BreadcrumbList, Organization and WebSite.

Prices are in GBP, the currency every price is stored in (a shopper's display currency is a UI choice). A
fabric (minimum 0.1) is sold by 10 cm: its Offer's price is that of 10 cm, as the page shows it, and its
UnitPriceSpecification gives the price per metre (10 x). The JSON is written so that nothing in it can end
the script element or start markup: ``<``, ``>`` and ``&`` are \\u escapes (still the same JSON strings).
"""
from __future__ import annotations

import json
from typing import Any

from shop.seo.texts import SHOP_NAME
from shop.seo.urls import DEFAULT_LANGUAGE, HREFLANG, absolute_url
from shop.seo.view import PageView

SCHEMA = "https://schema.org"
IN_STOCK = f"{SCHEMA}/InStock"
OUT_OF_STOCK = f"{SCHEMA}/OutOfStock"
NEW_CONDITION = f"{SCHEMA}/NewCondition"
METRE = "MTR"  # UN/CEFACT common code
LOGO = "/logo.svg"
_UNSAFE = str.maketrans({"<": "\\u003c", ">": "\\u003e", "&": "\\u0026", "\u2028": "\\u2028", "\u2029": "\\u2029"})


def script(view: PageView, base: str) -> str:
    """The page's ``<script type="application/ld+json">`` element, or "" when it has nothing to describe."""
    graph = structured_data(view, base)
    if not graph:
        return ""
    return f'<script type="application/ld+json">{dumps({"@context": SCHEMA, "@graph": graph})}</script>'


def dumps(data: Any) -> str:
    """JSON that is inert inside an HTML script element."""
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).translate(_UNSAFE)


def structured_data(view: PageView, base: str) -> list[dict[str, Any]]:
    if view.url is None:
        return []
    graph: list[dict[str, Any]] = []
    if view.home:
        graph += [organization(base), website(base, view.language)]
    if view.offer is not None:
        graph.append(product(view, base))
    if len(view.crumbs) > 1:
        graph.append(breadcrumbs(view, base))
    return graph


def organization(base: str) -> dict[str, Any]:
    return {
        "@type": "Organization", "@id": f"{base}/#organization", "name": SHOP_NAME, "url": f"{base}/",
        "logo": absolute_url(base, LOGO),
    }


def website(base: str, language: str) -> dict[str, Any]:
    search = f"{base}/search/{{search_term_string}}"
    if language != DEFAULT_LANGUAGE:
        search += f"?lng={language}"
    return {
        "@type": "WebSite", "@id": f"{base}/#website", "name": SHOP_NAME, "url": f"{base}/",
        "inLanguage": HREFLANG[language], "publisher": {"@id": f"{base}/#organization"},
        "potentialAction": {
            "@type": "SearchAction",
            "target": {"@type": "EntryPoint", "urlTemplate": search},
            "query-input": "required name=search_term_string",
        },
    }


def product(view: PageView, base: str) -> dict[str, Any]:
    offer, url = view.offer, view.url
    assert offer is not None and url is not None
    page = url.absolute(base, view.language)
    offered: dict[str, Any] = {
        "@type": "Offer", "url": page, "price": f"{offer.price:.2f}", "priceCurrency": offer.currency,
        "availability": IN_STOCK if offer.in_stock else OUT_OF_STOCK, "itemCondition": NEW_CONDITION,
        "seller": {"@id": f"{base}/#organization", "@type": "Organization", "name": SHOP_NAME},
    }
    if offer.per_metre is not None:
        offered["eligibleQuantity"] = {"@type": "QuantitativeValue", "minValue": 0.1, "unitCode": METRE}
        offered["priceSpecification"] = {
            "@type": "UnitPriceSpecification", "price": f"{offer.per_metre:.2f}", "priceCurrency": offer.currency,
            "unitCode": METRE, "unitText": "m",
            "referenceQuantity": {"@type": "QuantitativeValue", "value": 1, "unitCode": METRE},
        }
    described: dict[str, Any] = {
        "@type": "Product", "@id": f"{page}#product", "name": offer.name, "sku": offer.sku, "url": page,
        "image": [absolute_url(base, image) for image in offer.images] or [absolute_url(base, LOGO)],
        "offers": offered,
    }
    if offer.description:
        described["description"] = offer.description
    if offer.brand:
        described["brand"] = {"@type": "Brand", "name": offer.brand}
    if offer.colour:
        described["color"] = offer.colour
    if offer.category:
        described["category"] = offer.category
    return described


def breadcrumbs(view: PageView, base: str) -> dict[str, Any]:
    return {
        "@type": "BreadcrumbList",
        "itemListElement": [
            {"@type": "ListItem", "position": position, "name": crumb.label,
             "item": crumb.url.absolute(base, view.language)}
            for position, crumb in enumerate(view.crumbs, start=1)
        ],
    }
