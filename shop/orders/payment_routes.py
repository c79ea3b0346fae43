"""/api/payments: the card provider's notices (LiqPay's server_url), which move an order's payment."""
from __future__ import annotations

from flask.views import MethodView

from shop.orders import payment_notices
from shop.payments.schemas import LiqPayNoticeSchema, NoticeAnswerSchema
from shop.security import Blueprint

blp = Blueprint("payments", __name__, url_prefix="/api/payments", description="Payment notices")


@blp.route("/liqpay/callback")
class LiqPayCallback(MethodView):
    @blp.arguments(LiqPayNoticeSchema, location="form")
    @blp.response(200, NoticeAnswerSchema)
    @blp.alt_response(403, description="The signature does not match (the notice is not LiqPay's).")
    def post(self, notice: dict):
        """LiqPay's notice about a payment: verified by its signature, applied once, replays change nothing."""
        return {"outcome": payment_notices.handle_liqpay(notice["data"], notice["signature"])}
