"""The head tags of a page: title, description, canonical, hreflang alternates, Open Graph and Twitter cards.

Every value is HTML-escaped (quotes too), so a product name with quotes, ``</script>`` or ``<b>`` stays text.
A page without a canonical URL (search results, cart, account, the not-found page) is marked noindex and
gets no canonical, alternates or cards.
"""
from __future__ import annotations

from html import escape

from shop.catalog.models import LANGUAGES
from shop.seo import jsonld
from shop.seo.texts import shop_name
from shop.seo.urls import OG_LOCALE, absolute_url
from shop.seo.view import PageView


def head(view: PageView, base: str) -> str:
    """The tags that replace the template's default title and description."""
    tags = [f"<title>{escape(view.title)}</title>", _meta("name", "description", view.description)]
    if view.url is None:
        tags.append(_meta("name", "robots", "noindex"))
        return "\n    ".join(tags)
    canonical = view.url.absolute(base, view.language)
    tags.append(f'<link rel="canonical" href="{escape(canonical)}" />')
    tags += [
        f'<link rel="alternate" hreflang="{code}" href="{escape(href)}" />' for code, href in view.url.alternates(base)
    ]
    image = absolute_url(base, view.image) if view.image else None
    tags += [
        _meta("property", "og:site_name", shop_name()),
        _meta("property", "og:type", view.og_type),
        _meta("property", "og:title", view.title),
        _meta("property", "og:description", view.description),
        _meta("property", "og:url", canonical),
        _meta("property", "og:locale", OG_LOCALE[view.language]),
        *(_meta("property", "og:locale:alternate", OG_LOCALE[other]) for other in LANGUAGES if other != view.language),
    ]
    if image:
        tags.append(_meta("property", "og:image", image))
    if view.offer is not None:
        tags += [
            _meta("property", "product:price:amount", f"{view.offer.price:.2f}"),
            _meta("property", "product:price:currency", view.offer.currency),
            _meta("property", "product:availability", "in stock" if view.offer.in_stock else "out of stock"),
        ]
    tags += [
        _meta("name", "twitter:card", "summary_large_image"),
        _meta("name", "twitter:title", view.title),
        _meta("name", "twitter:description", view.description),
    ]
    if image:
        tags.append(_meta("name", "twitter:image", image))
    structured = jsonld.script(view, base)
    if structured:
        tags.append(structured)
    return "\n    ".join(tags)


def _meta(attribute: str, key: str, content: str) -> str:
    return f'<meta {attribute}="{key}" content="{escape(content)}" />'
