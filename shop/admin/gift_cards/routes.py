"""/api/admin/gift-cards: every card the shop issued, for staff: found by its last four characters or its buyer,
with its ledger; sent again under a new code, or voided with a reason (staff only).

Thin views: arguments schema -> one service call -> response schema. Each change is in the audit log; bad input
answers 400 {message, errors}, an unknown card 404, a card that cannot take the change 409.
"""
from __future__ import annotations

from flask.views import MethodView
from flask_jwt_extended import current_user

from shop.admin.gift_cards import service
from shop.admin.gift_cards.schemas import GiftCardDetailSchema, GiftCardListArgsSchema, GiftCardSchema, VoidSchema
from shop.giftcards import messages
from shop.security import Blueprint

blp = Blueprint("admin_gift_cards", __name__, url_prefix="/api/admin/gift-cards",
                description="Staff: gift cards, their ledger, sending one again and voiding one")

_TOTAL = {"X-Total-Count": {"description": "How many cards match.", "schema": {"type": "integer"}}}
_NO_SUCH_CARD = messages.NO_SUCH_GIFT_CARD


@blp.route("")
class GiftCards(MethodView):
    @blp.admin_required
    @blp.arguments(GiftCardListArgsSchema, location="query")
    @blp.response(200, GiftCardSchema(many=True), headers=_TOTAL)
    def get(self, args: dict):
        """Gift cards, newest first: ?search= (last four, buyer, recipient, order), ?state=, ?mailStatus= (staff)."""
        cards, total = service.list_cards(args)
        return cards, 200, {"X-Total-Count": str(total)}


@blp.route("/<int:card_id>")
class GiftCardOne(MethodView):
    @blp.admin_required
    @blp.response(200, GiftCardDetailSchema)
    @blp.alt_response(404, description=_NO_SUCH_CARD)
    def get(self, card_id: int):
        """One gift card with its ledger: issued, spent on orders, given back, voided (staff)."""
        return service.card_detail(card_id)


@blp.route("/<int:card_id>/resend")
class GiftCardResend(MethodView):
    @blp.admin_required
    @blp.response(200, GiftCardDetailSchema)
    @blp.alt_response(404, description=_NO_SUCH_CARD)
    @blp.alt_response(409, description="The card is voided, expired or empty: there is nothing to send.")
    def post(self, card_id: int):
        """Send a card again: it is voided, and what was left is mailed to its recipient on a new card with a new
        code, in the order's language; answers the new card (staff)."""
        return service.send_again(card_id, current_user)


@blp.route("/<int:card_id>/void")
class GiftCardVoid(MethodView):
    @blp.admin_required
    @blp.arguments(VoidSchema)
    @blp.response(200, GiftCardDetailSchema)
    @blp.alt_response(404, description=_NO_SUCH_CARD)
    @blp.alt_response(409, description="The card is already void.")
    def post(self, data: dict, card_id: int):
        """Void a card for a reason: it pays nothing from now on, and what was left is voided in its ledger (staff)."""
        return service.void(card_id, data["reason"], current_user)
