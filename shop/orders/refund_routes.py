"""/api/orders/{id}/refunds/{refundId}/credit-note: a refund's credit note as a PDF, for the order's owner and the
staff who run the shop (the orders' own rule, shop.orders.service.order_for)."""
from __future__ import annotations

from flask import Response
from flask.views import MethodView
from flask_jwt_extended import current_user

from shop.orders import credit_note, refunds, service
from shop.security import Blueprint

blp = Blueprint("order_refunds", __name__, url_prefix="/api/orders",
                description="Orders: a refund's credit note")

_PDF = {"type": "string", "format": "binary"}
_DISPOSITION = {"Content-Disposition": {"description": 'inline; filename="credit-note-DF-000101-R1.pdf"',
                                        "schema": {"type": "string"}}}


@blp.route("/<int:order_id>/refunds/<int:refund_id>/credit-note")
class CreditNote(MethodView):
    @blp.login_required
    @blp.response(200, _PDF, content_type="application/pdf", headers=_DISPOSITION,
                  description="The credit note as a PDF.")
    @blp.alt_response(403, description="You may see only your own orders.")
    @blp.alt_response(404, description="There is no such order or refund.")
    def get(self, order_id: int, refund_id: int):
        """A refund's credit note as a PDF: what was refunded of which order, how, in its language (its owner or
        staff)."""
        view = service.order_for(current_user, order_id)
        refund = refunds.refund_of(view.order, refund_id)
        response = Response(credit_note.render_credit_note(view, refund), mimetype="application/pdf")
        response.headers["Content-Disposition"] = f'inline; filename="{credit_note.filename(refund)}"'
        response.headers["Cache-Control"] = "private, no-store"
        return response
