"""GET /api/currencies: public, revalidated on every use so a staff change shows on the next page load."""
from __future__ import annotations

from flask.views import MethodView

from shop.currency import service
from shop.currency.schemas import CurrenciesSchema
from shop.http_cache import cache_public_gets
from shop.security import Blueprint

blp = cache_public_gets(
    Blueprint("currencies", __name__, url_prefix="/api/currencies", description="Display currencies"), max_age=0
)


@blp.route("")
class Currencies(MethodView):
    @blp.response(200, CurrenciesSchema)
    def get(self):
        """Factors from GBP for every display currency (the spec's defaults until staff change them)."""
        return service.currencies()
