"""/api/admin/returns: the shoppers' return requests for staff who run the shop (owners, managers: a return is about
money, which the warehouse never sees), the steps taken on one, refunds of an order's lines and delivery, and each
category's return rule.

Thin views: arguments schema -> one service call -> response schema. Each step is in the order's history and the
audit log and mails the shopper; bad input answers 400 {message, errors}, an unknown return or order 404, a step the
return or order cannot take 409, LiqPay out of reach 502 (nothing is refunded then).
"""
from __future__ import annotations

from flask.views import MethodView
from flask_jwt_extended import current_user

from shop.admin.returns import service
from shop.admin.returns.schemas import (
    AdminReturnDetailSchema,
    AdminReturnSchema,
    ApproveSchema,
    RefundableSchema,
    RefundOrderSchema,
    RejectSchema,
    ReturnListArgsSchema,
    ReturnRefundSchema,
    ReturnRuleChangeSchema,
    ReturnRuleListSchema,
)
from shop.orders import return_messages as messages
from shop.security import Blueprint

blp = Blueprint("admin_returns", __name__, url_prefix="/api/admin",
                description="Staff: returns (approve, refuse, receive, refund), refunds and return rules")

_TOTAL = {"X-Total-Count": {"description": "How many returns match.", "schema": {"type": "integer"}}}
_STEP_REFUSED = "The return is not in a status this step follows."
_LIQPAY_DOWN = "LiqPay could not be reached: nothing was refunded."


@blp.route("/returns")
class Returns(MethodView):
    @blp.admin_required
    @blp.arguments(ReturnListArgsSchema, location="query")
    @blp.response(200, AdminReturnSchema(many=True), headers=_TOTAL)
    def get(self, args: dict):
        """Return requests, newest first: ?status=, ?search= (order, shopper, product) (owners, managers)."""
        items, total = service.list_returns(args)
        return items, 200, {"X-Total-Count": str(total)}


@blp.route("/returns/<int:return_id>")
class ReturnOne(MethodView):
    @blp.admin_required
    @blp.response(200, AdminReturnDetailSchema)
    @blp.alt_response(404, description=messages.NO_SUCH_RETURN)
    def get(self, return_id: int):
        """One return with its order's refunds and what of the order can still be refunded (owners, managers)."""
        return service.return_detail(return_id)


@blp.route("/returns/<int:return_id>/approve")
class ReturnApprove(MethodView):
    @blp.admin_required
    @blp.arguments(ApproveSchema)
    @blp.response(200, AdminReturnDetailSchema)
    @blp.alt_response(404, description=messages.NO_SUCH_RETURN)
    @blp.alt_response(409, description=_STEP_REFUSED)
    def post(self, data: dict, return_id: int):
        """Approve a requested return, with an optional note; the shopper is mailed where to send the goods."""
        return service.approve(return_id, data["note"], current_user)


@blp.route("/returns/<int:return_id>/reject")
class ReturnReject(MethodView):
    @blp.admin_required
    @blp.arguments(RejectSchema)
    @blp.response(200, AdminReturnDetailSchema)
    @blp.alt_response(404, description=messages.NO_SUCH_RETURN)
    @blp.alt_response(409, description=_STEP_REFUSED)
    def post(self, data: dict, return_id: int):
        """Refuse a requested return with a reason the shopper reads (mailed, and on their account page)."""
        return service.reject(return_id, data["reason"], current_user)


@blp.route("/returns/<int:return_id>/receive")
class ReturnReceive(MethodView):
    @blp.admin_required
    @blp.response(200, AdminReturnDetailSchema)
    @blp.alt_response(404, description=messages.NO_SUCH_RETURN)
    @blp.alt_response(409, description=_STEP_REFUSED)
    def post(self, return_id: int):
        """The goods of an approved return arrived; the shopper is mailed."""
        return service.receive(return_id, current_user)


@blp.route("/returns/<int:return_id>/refund")
class ReturnRefund(MethodView):
    @blp.admin_required
    @blp.arguments(ReturnRefundSchema)
    @blp.response(200, AdminReturnDetailSchema)
    @blp.alt_response(404, description=messages.NO_SUCH_RETURN)
    @blp.alt_response(409, description="The return or its order cannot be refunded, or LiqPay refused.")
    @blp.alt_response(502, description=_LIQPAY_DOWN)
    def post(self, data: dict, return_id: int):
        """Refund an approved or received return's quantity (and the delivery when asked), through LiqPay for a
        card order, recorded as manual otherwise; restock puts the goods back. The shopper is mailed."""
        return service.refund_return(return_id, data["delivery"], data["restock"], current_user)


@blp.route("/orders/<int:order_id>/refunds")
class OrderRefunds(MethodView):
    @blp.admin_required
    @blp.response(200, RefundableSchema)
    @blp.alt_response(404, description="There is no such order.")
    def get(self, order_id: int):
        """An order's refunds and what of its lines, delivery and payment can still be refunded."""
        return service.order_refunds(order_id)

    @blp.admin_required
    @blp.arguments(RefundOrderSchema)
    @blp.response(201, RefundableSchema)
    @blp.alt_response(404, description="There is no such order.")
    @blp.alt_response(409, description="Nothing chosen, the order is not paid, not that much of it is left, or "
                                        "LiqPay refused.")
    @blp.alt_response(502, description=_LIQPAY_DOWN)
    def post(self, data: dict, order_id: int):
        """Refund lines (with their quantities) and/or the delivery of a paid order, without a return request."""
        return service.refund_lines(order_id, data["lines"], data["delivery"], data["restock"], data["note"],
                                    current_user)


@blp.route("/return-rules")
class ReturnRules(MethodView):
    @blp.admin_required
    @blp.response(200, ReturnRuleListSchema)
    def get(self):
        """Every category's return rule, in tree order: its own (null: as its parent) and the one that holds."""
        return {"categories": service.rules()}


@blp.route("/return-rules/<int:category_id>")
class ReturnRuleOne(MethodView):
    @blp.admin_required
    @blp.arguments(ReturnRuleChangeSchema)
    @blp.response(200, ReturnRuleListSchema)
    @blp.alt_response(404, description=messages.NO_SUCH_CATEGORY_RULE)
    def put(self, data: dict, category_id: int):
        """Set a category's return rule: any, faulty-only, none, or null to follow its parent."""
        return {"categories": service.set_rule(category_id, data["rule"], current_user)}
