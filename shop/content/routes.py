"""Content endpoints (public GET): the home page slider, and the periods the information pages state."""
from __future__ import annotations

from flask.views import MethodView

from shop.content import service
from shop.content.schemas import PoliciesSchema, SlideSchema
from shop.http.caching import cache_public_gets
from shop.security import Blueprint

slider = cache_public_gets(Blueprint("slider", __name__, url_prefix="/api/slider", description="Home page slider"))

# The figures follow the settings, which change only with a restart: a minute's caching is as good as none.
policies = cache_public_gets(Blueprint("policies", __name__, url_prefix="/api/policies",
                                       description="What the shop's pages promise, as configured"))

blueprints = [slider, policies]


@slider.route("/all-sliders")
class AllSlides(MethodView):
    @slider.response(200, SlideSchema(many=True))
    def get(self):
        """The active slides of the home slider, in order."""
        return service.active_slides()


@policies.route("")
class Policies(MethodView):
    @policies.response(200, PoliciesSchema)
    def get(self):
        """How long call-backs and unused accounts are kept, the warning before, the e-mail change's undo period and
        how long a gift card can be spent."""
        return service.policies()
