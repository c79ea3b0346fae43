"""/api/orders: checkout (review, placement), a shopper's own orders and invoices; staff read any and move them on."""
from __future__ import annotations

from flask import Response
from flask.views import MethodView
from flask_jwt_extended import current_user, verify_jwt_in_request

from shop.orders import checkout, invoice, service, status
from shop.orders.checkout_schemas import (
    CheckoutOptionsSchema,
    IdempotencyKeySchema,
    OrderListArgsSchema,
    PaymentChangeSchema,
    PlacedOrderSchema,
    PlaceOrderSchema,
    QuoteInSchema,
    QuoteSchema,
    StatusChangeSchema,
)
from shop.orders.schemas import OrderSchema
from shop.security import Blueprint

blp = Blueprint("orders", __name__, url_prefix="/api/orders", description="Orders")

_NOT_YOURS = "Another user's order (only its owner and staff may read it)."
_PDF = {"type": "string", "format": "binary"}
_DISPOSITION = {"Content-Disposition": {"description": 'inline; filename="invoice-DF-000101.pdf"',
                                        "schema": {"type": "string"}}}
_REPLAYED = {"Idempotent-Replayed": {"description": "true when this key had already placed the order.",
                                     "schema": {"type": "string"}}}
_PAGINATION = {"X-Total-Count": {"description": "How many orders match the filter.", "schema": {"type": "integer"}}}


def _signed_in_user():
    """The bearer's user when a valid token is sent; None for a guest (an invalid token is still a 401)."""
    verify_jwt_in_request(optional=True)
    return current_user if current_user else None


@blp.route("")
class Orders(MethodView):
    @blp.admin_required
    @blp.arguments(OrderListArgsSchema, location="query")
    @blp.response(200, OrderSchema(many=True), headers=_PAGINATION)
    def get(self, args: dict):
        """Every order, newest first (staff): ?status=Accepted|Sent|Delivered|Cancelled|Paid, ?page=&limit=."""
        orders, total = service.all_orders(args.get("status"), args.get("page"), args["limit"])
        return orders, 200, {"X-Total-Count": str(total)}

    @blp.arguments(IdempotencyKeySchema, location="headers")
    @blp.arguments(PlaceOrderSchema)
    @blp.response(201, PlacedOrderSchema, headers=_REPLAYED)
    @blp.alt_response(409, description="Short stock, prices changed since the review, or the gift card's balance.")
    @blp.alt_response(422, description="This Idempotency-Key was used with another body.")
    @blp.alt_response(401, description="A bearer token was sent that is not valid (expired, revoked, or its account "
                                       "is gone): sign in again, or send none to order as a guest.")
    def post(self, key: dict, data: dict):
        """Place an order (guests too; a bearer links it to the account). Priced, stocked and paid by the server."""
        placed = checkout.place(data, key["key"], _signed_in_user())
        return placed, 201, ({"Idempotent-Replayed": "true"} if placed.replayed else {})


@blp.route("/quote")
class OrderQuote(MethodView):
    @blp.arguments(QuoteInSchema)
    @blp.response(200, QuoteSchema)
    def post(self, data: dict):
        """Review a basket: every price, the delivery, the gift card and the total, from the server."""
        return checkout.quote(data)


@blp.route("/checkout-options")
class CheckoutOptions(MethodView):
    @blp.response(200, CheckoutOptionsSchema)
    def get(self):
        """Delivery methods (GBP prices), the payment methods offered now, the pickup address and bank details."""
        return checkout.options()


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


@blp.route("/<int:order_id>/status")
class OrderStatus(MethodView):
    @blp.admin_required
    @blp.arguments(StatusChangeSchema)
    @blp.response(200, OrderSchema)
    @blp.alt_response(409, description="Not an allowed transition (Accepted -> Sent -> Delivered; Cancelled).")
    def put(self, data: dict, order_id: int):
        """Move an order's delivery status (staff); cancelling releases its stock and gift-card money."""
        return status.change_status(order_id, data["status"], current_user)


@blp.route("/<int:order_id>/payment")
class OrderPayment(MethodView):
    @blp.admin_required
    @blp.arguments(PaymentChangeSchema)
    @blp.response(200, OrderSchema)
    @blp.alt_response(409, description="The order is already so.")
    def put(self, data: dict, order_id: int):
        """Mark an order paid (a transfer arrived, cash collected) or not paid (staff); paid issues its gift cards."""
        return status.set_paid(order_id, data["is_paid"], current_user)


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
