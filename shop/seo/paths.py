"""Which storefront route a URL path is: the routes of ui/src/config/paths.ts, as the server needs to know them.

Public routes are filled with the page's own meta data; private ones (search results, cart, account, admin,
password pages) get the shop's defaults and ``noindex``; a path no route matches is a 404. React Router matches
paths case-insensitively and ignores a trailing slash, so these do too. tests/test_seo.py checks that every
pattern of paths.ts is here, so a route added to the UI is not answered 404 by the server.
"""
from __future__ import annotations

from dataclasses import dataclass

# Kinds of public pages (shop.seo.pages describes each).
HOME = "home"
PRODUCT = "product"
CATEGORY = "category"
BRANDS = "brands"
BRAND = "brand"
COLOURS = "colours"
PALETTE = "palette"
COLOUR = "colour"
CONTENT = "content"
PAGE = "page"  # an information page staff write (shop.content_pages)
PRIVATE = "private"

MAINS = ("fabrics", "crystals", "accessories")

PUBLIC_ROUTES: tuple[tuple[str, str], ...] = (
    ("/", HOME),
    ("/products/:sku", PRODUCT),
    *((f"/{main}{tail}", CATEGORY) for main in MAINS for tail in ("", "/:c2", "/:c2/:c3", "/:c2/:c3/:c4")),
    ("/collections", CATEGORY),
    ("/collections/:c2", CATEGORY),
    ("/brands", BRANDS),
    ("/brands/:manufacturer", BRAND),
    ("/brands/:manufacturer/:category3", BRAND),
    ("/brands/:manufacturer/:category3/:category4", BRAND),
    ("/browse-by-color", COLOURS),
    ("/browse-by-color/:brand", PALETTE),
    ("/browse-by-color/:brand/:color", COLOUR),
    *((f"/{page}", CONTENT) for page in ("new", "sale", "contact-us", "gift-cards")),
    *((f"/{page}", PAGE) for page in ("about", "FAQ", "faq", "payment", "privacy-policy")),
    ("/pages/:slug", PAGE),
)

PRIVATE_ROUTES: tuple[str, ...] = (
    "/search", "/search/:search", "/wishlist",
    "/cart", "/cart/checkout", "/cart/checkout/checkout-success",
    "/account", "/account/:accountPage", "/account/modify-address-book/:addressId",
    "/signin", "/forgot-password", "/reset-password", "/reset-password/:token",
    "/admin-dash", "/admin-dash/main-slider", "/admin-dash/queries", "/admin-dash/colors", "/admin-dash/view-order",
    "/admin-dash/all-products", "/admin-dash/all-products/:category", "/admin-dash/order-details/:id",
    "/admin-dash/categories", "/admin-dash/brands", "/admin-dash/pages", "/admin-dash/pages/:slug",
    "/admin-dash/settings", "/admin-dash/gift-cards", "/admin-dash/gift-cards/:id", "/admin-dash/parcels",
    "/admin-dash/staff", "/admin-dash/returns", "/admin-dash/returns/:id", "/admin-dash/return-rules",
    "/admin-dash/promotions",
)


@dataclass(frozen=True, slots=True)
class Route:
    """A matched route: its kind, its pattern and the values of its parameters (as typed in the URL)."""

    kind: str
    pattern: str
    segments: tuple[str, ...]  # every segment of the path, as typed
    params: tuple[str, ...]  # the segments that filled the pattern's parameters

    @property
    def head(self) -> str:
        """The first segment, lower-cased ("" for the home page)."""
        return self.segments[0].lower() if self.segments else ""


def _split(pattern: str) -> tuple[str, ...]:
    return tuple(part for part in pattern.split("/") if part)


_TABLE: dict[int, list[tuple[tuple[str, ...], str, str]]] = {}
for _pattern, _kind in (*PUBLIC_ROUTES, *((p, PRIVATE) for p in PRIVATE_ROUTES)):
    _parts = _split(_pattern)
    _TABLE.setdefault(len(_parts), []).append((tuple(p.lower() for p in _parts), _pattern, _kind))


def match(path: str) -> Route | None:
    """The route of ``path`` (decoded, without the query), or None when no route of the storefront has it."""
    segments = tuple(part for part in path.split("/") if part)
    lowered = [part.lower() for part in segments]
    for parts, pattern, kind in _TABLE.get(len(segments), ()):
        if all(p.startswith(":") or p == s for p, s in zip(parts, lowered, strict=True)):
            params = tuple(value for p, value in zip(parts, segments, strict=True) if p.startswith(":"))
            return Route(kind, pattern, segments, params)
    return None

