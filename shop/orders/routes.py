"""/api/orders: checkout (review, placement), a shopper's own orders and invoices; staff read any and move them on.

Placing orders is rate limited per address and per contact e-mail (SHOP_ORDER_RATE, SHOP_ORDER_EMAIL_RATE): each
order holds stock and mails its contact. A retry of an order already placed counts nothing. A review or an order
that carries a gift-card code counts against the limit of the balance check (shop.giftcards.limits).
"""
from __future__ import annotations

from flask import Response, current_app, request
from flask.views import MethodView
from flask_jwt_extended import current_user, verify_jwt_in_request

from shop.accounts.schemas import normalise_email
from shop.giftcards.limits import code_checks
from shop.http import rate_limits
from shop.orders import (
    checkout,
    invoice,
    messages,
    service,
    status,
    unpaid,  # noqa: F401  (its periodic job is known wherever the API is)
)
from shop.orders.checkout_schemas import (
    CheckoutOptionsSchema,
    IdempotencyKeySchema,
    MailPreviewInSchema,
    MailPreviewSchema,
    OrderListArgsSchema,
    PaymentChangeSchema,
    PlacedOrderSchema,
    PlaceOrderSchema,
    QuoteInSchema,
    QuoteSchema,
    StatusChangeSchema,
    UndoneSchema,
)
from shop.orders.schemas import OrderSchema
from shop.promotions import limits as promotion_limits
from shop.security import Blueprint, StaffRole, json_object_or_none

blp = Blueprint("orders", __name__, url_prefix="/api/orders", description="Orders")

_NOT_YOURS = "Another user's order (only its owner and staff may read it)."
_PDF = {"type": "string", "format": "binary"}
_DISPOSITION = {"Content-Disposition": {"description": 'inline; filename="invoice-DF-000101.pdf"',
                                        "schema": {"type": "string"}}}
_REPLAYED = {"Idempotent-Replayed": {"description": "true when this key had already placed the order.",
                                     "schema": {"type": "string"}}}
_PAGINATION = {"X-Total-Count": {"description": "How many orders match the filter.", "schema": {"type": "integer"}}}


def _order_rate() -> str:
    return current_app.config["SHOP_ORDER_RATE"]


def _order_email_rate() -> str:
    return current_app.config.get("SHOP_ORDER_EMAIL_RATE") or current_app.config["SHOP_ORDER_RATE"]


def _body() -> dict:
    return json_object_or_none() or {}


def _contact_email_key() -> str:
    """The contact address as its mailbox sees it: another case or a +tag is the same inbox, so the same count."""
    contact = _body().get("contact")
    email = contact.get("email") if isinstance(contact, dict) else None
    if not isinstance(email, str) or "@" not in email:
        return rate_limits.client_address()
    local, _, domain = normalise_email(email).rpartition("@")
    return f"email:{local.split('+', 1)[0]}@{domain}"


def _replayed() -> bool:
    """A retry of an order already placed (its Idempotency-Key is known): it makes and mails nothing new."""
    return checkout.already_placed(request.headers.get("Idempotency-Key", ""))


def _no_gift_card_code() -> bool:
    code = _body().get("giftCardCode")
    return not (isinstance(code, str) and code.strip())


def _no_promotion_code() -> bool:
    code = _body().get("promotionCode")
    return not (isinstance(code, str) and code.strip())


_TOO_MANY_ORDERS = ("Too many orders from this address or for this contact e-mail, or too many gift-card codes tried; "
                    "Retry-After says when to try again.")
_TOO_MANY_CODES = ("Too many gift-card codes tried from this address (with the balance checks); Retry-After says when "
                   "to try again.")


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
        """Every order, newest first (staff): ?status=Accepted|Sent|Delivered|Cancelled|Paid, ?q= by number, name,
        e-mail or phone, ?page=&limit=."""
        orders, total = service.all_orders(args.get("status"), args.get("page"), args["limit"], search=args["q"])
        return orders, 200, {"X-Total-Count": str(total)}

    @rate_limits.limit(_order_rate, exempt_when=_replayed, message=messages.TOO_MANY_ORDERS)
    @rate_limits.limit(_order_email_rate, key=_contact_email_key, scope="orders.contact-email", exempt_when=_replayed,
                       message=messages.TOO_MANY_ORDERS)
    @code_checks(exempt_when=lambda: _no_gift_card_code() or _replayed())
    @promotion_limits.code_checks(exempt_when=lambda: _no_promotion_code() or _replayed())
    @blp.arguments(IdempotencyKeySchema, location="headers")
    @blp.arguments(PlaceOrderSchema)
    @blp.response(201, PlacedOrderSchema, headers=_REPLAYED)
    @blp.alt_response(409, description="Short stock, prices changed since the review, or the gift card's balance.")
    @blp.alt_response(422, description="This Idempotency-Key was used with another body.")
    @blp.alt_response(429, description=_TOO_MANY_ORDERS)
    @blp.alt_response(401, description="A bearer token was sent that is not valid (expired, revoked, or its account "
                                       "is gone): sign in again, or send none to order as a guest.")
    def post(self, key: dict, data: dict):
        """Place an order (guests too; a bearer links it to the account). Priced, stocked and paid by the server."""
        placed = checkout.place(data, key["key"], _signed_in_user())
        return placed, 201, ({"Idempotent-Replayed": "true"} if placed.replayed else {})


@blp.route("/quote")
class OrderQuote(MethodView):
    @code_checks(exempt_when=_no_gift_card_code)
    @promotion_limits.code_checks(exempt_when=_no_promotion_code)
    @blp.arguments(QuoteInSchema)
    @blp.response(200, QuoteSchema)
    @blp.alt_response(409, description="The delivery method is not offered in the country's zone, or cannot carry "
                                       "the parcel's weight.")
    @blp.alt_response(429, description=_TOO_MANY_CODES)
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
        return status.change_status(order_id, data["status"], current_user,
                                    tracking_number=data.get("tracking_number"))


@blp.route("/<int:order_id>/payment")
class OrderPayment(MethodView):
    @blp.admin_required
    @blp.arguments(PaymentChangeSchema)
    @blp.response(200, OrderSchema)
    @blp.alt_response(409, description="The order is already so.")
    def put(self, data: dict, order_id: int):
        """Mark an order paid (a transfer arrived, cash collected) or not paid (staff); paid issues its gift cards."""
        return status.set_paid(order_id, data["is_paid"], current_user)


@blp.route("/<int:order_id>/mail-preview")
class OrderMailPreview(MethodView):
    @blp.staff_required(*StaffRole.ALL)
    @blp.arguments(MailPreviewInSchema)
    @blp.response(200, MailPreviewSchema)
    @blp.alt_response(404, description="There is no such order.")
    def post(self, data: dict, order_id: int):
        """The e-mails a status or payment change would send the customer (and gift cards' recipients), changing
        nothing, and how long the change may be undone after (any staff; a payment's, those who run the shop)."""
        mails = status.mail_preview(current_user, order_id, data.get("status"), data.get("tracking_number"),
                                    data.get("is_paid"))
        return {"mails": mails, "undo_seconds": current_app.config.get("SHOP_MAIL_UNDO_SECONDS", 0)}


@blp.route("/<int:order_id>/undo")
class OrderUndo(MethodView):
    @blp.staff_required(*StaffRole.ALL)
    @blp.response(200, UndoneSchema)
    @blp.alt_response(404, description="There is no such order.")
    @blp.alt_response(409, description="Nothing to undo: its e-mails have gone, or the order has changed since.")
    def post(self, order_id: int):
        """Take back the order's last Sent or Paid while its e-mails still wait in the queue: they never leave
        (any staff; a payment, those who run the shop)."""
        order = status.undo_change(order_id, current_user)
        return {"message": messages.CHANGE_UNDONE, "status": order.status, "is_paid": order.is_paid}


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
