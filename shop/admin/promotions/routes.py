"""/api/admin/promotions: promotion codes for staff (owners and managers): the list with each code's uses and revenue,
creating, changing (deactivating: active false) and deleting a code no order used.

Thin views: arguments schema -> one service call -> response schema. Each change is in the audit log; bad input
answers 400 {message, errors}, an unknown code 404, a code taken or a scope naming what does not exist 409.
"""
from __future__ import annotations

from flask.views import MethodView
from flask_jwt_extended import current_user

from shop.admin.promotions import service
from shop.admin.promotions.schemas import PromotionInSchema, PromotionSchema
from shop.promotions import messages
from shop.security import Blueprint

blp = Blueprint("admin_promotions", __name__, url_prefix="/api/admin/promotions",
                description="Staff: promotion codes, their uses and revenue")

_CONFLICT = "The code is taken, the end is not after the start, or the scope names what does not exist."


@blp.route("")
class Promotions(MethodView):
    @blp.admin_required
    @blp.response(200, PromotionSchema(many=True))
    def get(self):
        """Every promotion code, newest first, with its uses, revenue and discount in GBP (staff)."""
        return service.list_promotions()

    @blp.admin_required
    @blp.arguments(PromotionInSchema)
    @blp.response(201, PromotionSchema)
    @blp.alt_response(409, description=_CONFLICT)
    def post(self, data: dict):
        """Create a promotion code (staff)."""
        return service.create(data, current_user)


@blp.route("/<int:promotion_id>")
class PromotionOne(MethodView):
    @blp.admin_required
    @blp.response(200, PromotionSchema)
    @blp.alt_response(404, description=messages.NO_SUCH_PROMOTION)
    def get(self, promotion_id: int):
        """One promotion code with its uses and revenue (staff)."""
        return service.one(promotion_id)

    @blp.admin_required
    @blp.arguments(PromotionInSchema)
    @blp.response(200, PromotionSchema)
    @blp.alt_response(404, description=messages.NO_SUCH_PROMOTION)
    @blp.alt_response(409, description=_CONFLICT)
    def put(self, data: dict, promotion_id: int):
        """Change a promotion code, every field (active false deactivates it) (staff)."""
        return service.update(promotion_id, data, current_user)

    @blp.admin_required
    @blp.response(204)
    @blp.alt_response(404, description=messages.NO_SUCH_PROMOTION)
    @blp.alt_response(409, description=messages.PROMOTION_USED)
    def delete(self, promotion_id: int):
        """Delete a promotion code no order used (staff)."""
        service.delete(promotion_id, current_user)
