"""GET /api/products-feed/search: search and the search box's suggestions (public, cached like the catalogue)."""
from __future__ import annotations

from flask.views import MethodView

from shop.catalog.card_pages import card_page
from shop.catalog.engine.read_model import catalogue_version
from shop.catalog.schemas import ProductPageSchema
from shop.http.caching import cache_public_gets
from shop.search.schemas import SearchArgsSchema
from shop.search.service import search_products
from shop.security import Blueprint

blp = cache_public_gets(
    Blueprint("search", __name__, url_prefix="/api/products-feed", description="Product search"),
    version=catalogue_version,
)


@blp.route("/search")
class Search(MethodView):
    @blp.arguments(SearchArgsSchema(), location="query")
    @card_page(blp, ProductPageSchema)
    def get(self, listing):
        """Search names (any language or script), sku, brand and colour; typo tolerant; limit=4 for suggestions."""
        return search_products(listing)
