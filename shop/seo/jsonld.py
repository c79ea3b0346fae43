"""Structured data (schema.org as JSON-LD): Product with its Offer, BreadcrumbList, Organization and WebSite.

The Organization is the shop as staff keep it in the shop settings: its names, e-mail, phone, address, social
profiles, and its shop (a Store) with the opening hours.

Prices are in GBP, the currency every price is stored in (a shopper's display currency is a UI choice). A
fabric (minimum 0.1) is sold by 10 cm: its Offer's price is that of 10 cm, as the page shows it, and its
UnitPriceSpecification gives the price per metre (10 x). The JSON is written so that nothing in it can end
the script element or start markup: ``<``, ``>`` and ``&`` are \\u escapes (still the same JSON strings).
"""
from __future__ import annotations

import json
from typing import Any

from shop.seo.texts import shop_name
from shop.seo.urls import DEFAULT_LANGUAGE, HREFLANG, absolute_url
from shop.seo.view import PageView
from shop.settings import store as shop_settings
from shop.settings.document import Place

SCHEMA = "https://schema.org"
IN_STOCK = f"{SCHEMA}/InStock"
OUT_OF_STOCK = f"{SCHEMA}/OutOfStock"
NEW_CONDITION = f"{SCHEMA}/NewCondition"
METRE = "MTR"  # UN/CEFACT common code
LOGO = "/logo.svg"
DAY_OF_WEEK = {"mon": "Monday", "tue": "Tuesday", "wed": "Wednesday", "thu": "Thursday", "fri": "Friday",
               "sat": "Saturday", "sun": "Sunday"}
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
        graph += [organization(base, view.language), website(base, view.language)]
    if view.offer is not None:
        graph.append(product(view, base))
    if len(view.crumbs) > 1:
        graph.append(breadcrumbs(view, base))
    return graph


def organization(base: str, language: str = DEFAULT_LANGUAGE) -> dict[str, Any]:
    """The shop's Organization, its address in the page's language (English where staff wrote none)."""
    settings = shop_settings.current()
    address = postal_address(settings.shop, language)
    described: dict[str, Any] = {
        "@type": "Organization", "@id": f"{base}/#organization", "name": settings.trading_name,
        "legalName": settings.legal_name, "url": f"{base}/", "logo": absolute_url(base, LOGO),
        "email": settings.email, "telephone": settings.phone.e164, "address": address,
        "contactPoint": {"@type": "ContactPoint", "contactType": "customer service", "email": settings.email,
                         "telephone": settings.phone.e164, "availableLanguage": list(HREFLANG.values()),
                         "hoursAvailable": opening_hours(settings.shop)},
        "location": {"@type": "Store", "@id": f"{base}/#store", "name": settings.trading_name,
                     "url": f"{base}/contact-us", "telephone": settings.phone.e164, "address": address,
                     "openingHoursSpecification": opening_hours(settings.shop)},
    }
    if settings.social:
        described["sameAs"] = list(settings.social.values())
    return described


def postal_address(place: Place, language: str) -> dict[str, Any]:
    return {"@type": "PostalAddress", "streetAddress": place.street.get(language),
            "addressLocality": place.city.get(language), "postalCode": place.postcode,
            "addressCountry": place.country_code}


def opening_hours(place: Place) -> list[dict[str, Any]]:
    """schema.org's OpeningHoursSpecification, one per row of the place's hours."""
    return [{"@type": "OpeningHoursSpecification", "dayOfWeek": [f"{SCHEMA}/{DAY_OF_WEEK[day]}" for day in row.days],
             "opens": row.opens, "closes": row.closes} for row in place.hours]


def website(base: str, language: str) -> dict[str, Any]:
    search = f"{base}/search/{{search_term_string}}"
    if language != DEFAULT_LANGUAGE:
        search += f"?lng={language}"
    return {
        "@type": "WebSite", "@id": f"{base}/#website", "name": shop_name(), "url": f"{base}/",
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
        "seller": {"@id": f"{base}/#organization", "@type": "Organization", "name": shop_name()},
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
