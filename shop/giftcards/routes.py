"""/api/gift-cards: what is left on a card (rate limited per address with every other code check, shop.giftcards.limits:
codes cannot be guessed by asking)."""
from __future__ import annotations

from flask.views import MethodView

from shop.giftcards import service
from shop.giftcards.limits import code_checks
from shop.giftcards.schemas import BalanceQuerySchema, BalanceSchema
from shop.security import Blueprint

blp = Blueprint("giftcards", __name__, url_prefix="/api/gift-cards", description="Gift cards")

TOO_MANY = ("Too many gift-card codes tried from this address (balance checks and checkout reviews together): wait a "
            "little and try again.")


@blp.route("/balance")
class GiftCardBalance(MethodView):
    @code_checks()
    @blp.arguments(BalanceQuerySchema)
    @blp.response(200, BalanceSchema)
    @blp.alt_response(404, description="No card has this code.")
    @blp.alt_response(429, description=TOO_MANY)
    def post(self, query: dict):
        """A gift card's balance (GBP) and expiry, by its code; the card is named by its last four characters."""
        return service.balance_of(query["code"])
