"""/api/admin/orders/{id}/gift-cards: the gift cards an order issued, for staff, and sending one again (staff only)."""
from __future__ import annotations

from flask.views import MethodView
from flask_jwt_extended import current_user

from shop.orders import gift_cards
from shop.orders.schemas import IssuedGiftCardSchema
from shop.security import Blueprint

blp = Blueprint("order_gift_cards", __name__, url_prefix="/api/admin/orders",
                description="The gift cards an order issued, for staff")


@blp.route("/<int:order_id>/gift-cards")
class OrderGiftCards(MethodView):
    @blp.admin_required
    @blp.response(200, IssuedGiftCardSchema(many=True))
    @blp.alt_response(404, description="There is no such order.")
    def get(self, order_id: int):
        """The order's gift cards: worth, balance, what each paid and where, voided or not, its e-mail (staff)."""
        return gift_cards.issued_cards(order_id)


@blp.route("/<int:order_id>/gift-cards/<int:card_id>/resend")
class OrderGiftCardResend(MethodView):
    @blp.admin_required
    @blp.response(200, IssuedGiftCardSchema(many=True))
    @blp.alt_response(404, description="There is no such order, or it did not issue this card.")
    @blp.alt_response(409, description="The card is voided, expired or empty: there is nothing to send.")
    def post(self, order_id: int, card_id: int):
        """Send a card again: voided, its balance mailed to the same recipient on a new card with a new code (staff)."""
        return gift_cards.send_again(order_id, card_id, current_user)
