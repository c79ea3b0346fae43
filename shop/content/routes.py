"""Content endpoints (public GET): the home page slider."""
from __future__ import annotations

from flask.views import MethodView

from shop.content import service
from shop.content.schemas import SlideSchema
from shop.http_cache import cache_public_gets
from shop.security import Blueprint

slider = cache_public_gets(Blueprint("slider", __name__, url_prefix="/api/slider", description="Home page slider"))

blueprints = [slider]


@slider.route("/all-sliders")
class AllSlides(MethodView):
    @slider.response(200, SlideSchema(many=True))
    def get(self):
        """The active slides of the home slider, in order."""
        return service.active_slides()
