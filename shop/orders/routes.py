"""/api/orders: a shopper's own orders and their invoices; staff may read any (GUIDE 3)."""
from __future__ import annotations

from flask import Response
from flask.views import MethodView
from flask_jwt_extended import current_user

from shop.orders import invoice, service
from shop.orders.schemas import OrderSchema
from shop.security import Blueprint

blp = Blueprint("orders", __name__, url_prefix="/api/orders", description="Orders")

_NOT_YOURS = "Another user's order (only its owner and staff may read it)."
_PDF = {"type": "string", "format": "binary"}
_DISPOSITION = {"Content-Disposition": {"description": 'inline; filename="invoice-DF-000101.pdf"',
                                        "schema": {"type": "string"}}}


@blp.route("/user/<int:user_id>")
class OrdersOfUser(MethodView):
    @blp.login_required
    @blp.response(200, OrderSchema(many=True))
    @blp.alt_response(403, description="Another user's orders (only that user and staff may list them).")
    def get(self, user_id: int):
        """A user's orders, newest first (that user or staff)."""
        return service.orders_of_user(current_user, user_id)


@blp.route("/<int:order_id>")
class OrderById(MethodView):
    @blp.login_required
    @blp.response(200, OrderSchema)
    @blp.alt_response(403, description=_NOT_YOURS)
    def get(self, order_id: int):
        """One order with its lines, amounts in its own currency (its owner or staff)."""
        return service.order_for(current_user, order_id)


@blp.route("/<int:order_id>/invoice")
class OrderInvoice(MethodView):
    @blp.login_required
    @blp.response(200, _PDF, content_type="application/pdf", headers=_DISPOSITION,
                  description="The invoice as a PDF.")
    @blp.alt_response(403, description=_NOT_YOURS)
    def get(self, order_id: int):
        """The order's invoice as a PDF: shop, number, date, customer, lines and totals (its owner or staff)."""
        view = service.order_for(current_user, order_id)
        response = Response(invoice.render_invoice(view), mimetype="application/pdf")
        response.headers["Content-Disposition"] = f'inline; filename="{invoice.filename(view)}"'
        response.headers["Cache-Control"] = "private, no-store"
        return response
