"""/robots.txt: crawlers keep out of the API, the admin area, accounts and the cart, and are told the sitemap."""
from __future__ import annotations

DISALLOWED = ("/api/", "/admin-dash", "/account", "/cart")


def robots_txt(public_base: str) -> str:
    """The file, with the sitemap's absolute URL (SHOP_PUBLIC_URL)."""
    rules = "".join(f"Disallow: {path}\n" for path in DISALLOWED)
    return f"User-agent: *\n{rules}Allow: /\n\nSitemap: {public_base}/sitemap.xml\n"
