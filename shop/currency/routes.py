"""/api/currencies: the public list (revalidated on every use, so a staff change shows on the next page load) and
the staff's change of one factor."""
from __future__ import annotations

from flask.views import MethodView
from flask_jwt_extended import current_user

from shop.currency import service
from shop.currency.schemas import CurrenciesSchema, CurrencySchema, FactorChangeSchema
from shop.http.caching import cache_public_gets
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


@blp.route("/<code>")
class CurrencyFactor(MethodView):
    @blp.admin_required
    @blp.arguments(FactorChangeSchema)
    @blp.response(200, CurrencySchema)
    @blp.alt_response(409, description="GBP is the base currency: its factor is always 1.")
    def put(self, data: dict, code: str):
        """Set a display currency's factor from GBP (staff); GBP stays 1; orders placed from now on use it."""
        return service.set_factor(current_user, code, data["factor"])
