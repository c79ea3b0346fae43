"""Content endpoints (public GET): the home page slider and the display currencies."""
from __future__ import annotations

from flask.views import MethodView

from shop.catalog.http_cache import cache_public_gets
from shop.content import service
from shop.content.schemas import CurrenciesSchema, SlideSchema
from shop.security import Blueprint

slider = cache_public_gets(Blueprint("slider", __name__, url_prefix="/api/slider", description="Home page slider"))
currencies = cache_public_gets(
    Blueprint("currencies", __name__, url_prefix="/api/currencies", description="Display currencies")
)

blueprints = [slider, currencies]


@slider.route("/all-sliders")
class AllSlides(MethodView):
    @slider.response(200, SlideSchema(many=True))
    def get(self):
        """The active slides of the home slider, in order."""
        return service.active_slides()


@currencies.route("")
class Currencies(MethodView):
    @currencies.response(200, CurrenciesSchema)
    def get(self):
        """Factors from GBP for every display currency (the spec's defaults until staff change them)."""
        return service.currencies()
