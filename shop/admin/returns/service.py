"""Staff's returns: the list and one return, the steps (approve, reject, receive, refund), refunds of an order, and the
categories' return rules. Each step is an event of the order's history and an audit entry in the same commit; the
shopper's mail goes after it, in the order's language (shop.orders.return_emails).

Refund amounts are the server's (shop.orders.refunds): a return refunds its own quantity of its line, at the order's
frozen prices, and the delivery when staff say so.
"""
from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from sqlalchemy import ColumnElement, func, or_, select
from sqlalchemy.orm import joinedload

from shop.accounts.models import User
from shop.audit import Action, Entity
from shop.audit import record as audit
from shop.catalog.models import Category
from shop.catalog.tree import display_name
from shop.extensions import db
from shop.http.errors import ApiError, NotFoundError
from shop.i18n import Message
from shop.models_base import MAX_ID, utcnow
from shop.money import line_total
from shop.orders import messages as order_messages
from shop.orders import refunds
from shop.orders import return_messages as messages
from shop.orders.models import EventKind, Order, OrderEvent, OrderLine, Refund, ReturnRequest, ReturnStatus
from shop.orders.return_emails import send_return_step
from shop.orders.return_rules import ReturnRule, effective_rules


@dataclass(frozen=True)
class ReturnView:
    """A return with its line and order, the refund that settled it, and what of its order can still be refunded."""

    item: ReturnRequest
    refund: Refund | None = None
    refundable: refunds.Refundable | None = None

    @property
    def order(self) -> Order:
        return self.item.line.order

    @property
    def amount(self) -> Decimal:
        """What the returned quantity cost, at the order's frozen prices (in the order's currency)."""
        line = self.item.line
        if self.item.quantity == line.quantity:
            return line.line_total
        return line_total(line.unit_price, self.item.quantity, line.minimum)


# ---------------------------------------------------------------- reading


def _matching(search: str) -> ColumnElement[bool]:
    term = search.lower()
    info = Order.user_info
    name = func.coalesce(info["firstName"].as_string(), "") + " " + func.coalesce(info["lastName"].as_string(), "")
    return or_(*(func.lower(column).contains(term, autoescape=True)
                 for column in (Order.number, name, info["email"].as_string(), OrderLine.name, OrderLine.sku)))


def list_returns(args: dict) -> tuple[list[ReturnView], int]:
    """One page of returns, newest first, and how many match: ?status=, ?search= (order, shopper, product)."""
    query = (select(ReturnRequest).join(OrderLine, OrderLine.id == ReturnRequest.order_line_id)
             .join(Order, Order.id == OrderLine.order_id))
    if args.get("status"):
        query = query.where(ReturnRequest.status == args["status"])
    search = (args.get("search") or "").strip()
    if search:
        query = query.where(_matching(search))
    total = db.session.scalar(select(func.count()).select_from(query.with_only_columns(ReturnRequest.id).subquery()))
    page, limit = args["page"], args["limit"]
    items = db.session.scalars(query.options(joinedload(ReturnRequest.line).joinedload(OrderLine.order))
                               .order_by(ReturnRequest.created_at.desc(), ReturnRequest.id.desc())
                               .offset((page - 1) * limit).limit(limit)).unique().all()
    return [ReturnView(item) for item in items], total or 0


def _return(return_id: int, lock: bool = False) -> ReturnRequest:
    item = None
    if 0 < return_id <= MAX_ID:
        query = select(ReturnRequest).where(ReturnRequest.id == return_id)
        if lock:
            query = query.with_for_update()
        item = db.session.scalar(query)
    if item is None:
        raise NotFoundError(messages.NO_SUCH_RETURN)
    return item


def return_detail(return_id: int) -> ReturnView:
    """One return with its order, the refund that settled it and what of the order can still be refunded."""
    item = _return(return_id)
    refund = db.session.scalar(select(Refund).where(Refund.return_request_id == item.id).order_by(Refund.id.desc())
                               .limit(1))
    return ReturnView(item, refund, refunds.refundable(item.line.order))


# ---------------------------------------------------------------- the steps


def _step(item: ReturnRequest, new: str, action: str, actor: User, reason: str = "") -> None:
    """Move the return to ``new``: its order's history, the audit log, then the commit."""
    old = item.status
    item.status, item.decided_at = new, utcnow()
    if reason:
        item.staff_reason = reason
    line = item.line
    note = f"{line.sku} × {item.quantity.normalize():f}" + (f": {reason}" if reason else "")
    db.session.add(OrderEvent(order_id=line.order_id, kind=EventKind.RETURN, from_value=old, to_value=new,
                              actor_id=actor.id, actor_email=actor.email, note=note[:200]))
    audit(actor, action, Entity.RETURN, item.id, before={"status": old},
          after={"status": new, **({"reason": reason} if reason else {})}, summary=f"{line.order.number} {line.sku}")


def _refuse(message: str, item: ReturnRequest) -> ApiError:
    return ApiError(Message(message, status=Message(item.status)), status=409)


def approve(return_id: int, note: str, actor: User) -> ReturnView:
    """Approve a requested return (with an optional note the shopper reads); mails the shopper."""
    item = _return(return_id, lock=True)
    if item.status != ReturnStatus.REQUESTED:
        raise _refuse(messages.NOT_REQUESTED, item)
    _step(item, ReturnStatus.APPROVED, Action.APPROVE, actor, note)
    db.session.commit()
    send_return_step(item)
    return return_detail(item.id)


def reject(return_id: int, reason: str, actor: User) -> ReturnView:
    """Refuse a requested return for ``reason``, which the shopper reads; its quantity may be asked back again."""
    item = _return(return_id, lock=True)
    if item.status != ReturnStatus.REQUESTED:
        raise _refuse(messages.NOT_REQUESTED, item)
    _step(item, ReturnStatus.REJECTED, Action.REJECT, actor, reason)
    db.session.commit()
    send_return_step(item)
    return return_detail(item.id)


def receive(return_id: int, actor: User) -> ReturnView:
    """The goods of an approved return arrived at the shop; mails the shopper."""
    item = _return(return_id, lock=True)
    if item.status != ReturnStatus.APPROVED:
        raise _refuse(messages.NOT_APPROVED, item)
    _step(item, ReturnStatus.RECEIVED, Action.RECEIVE, actor)
    db.session.commit()
    send_return_step(item)
    return return_detail(item.id)


def refund_return(return_id: int, delivery: bool, restock: bool, actor: User) -> ReturnView:
    """Refund an approved or received return: its quantity of its line (and the delivery when ``delivery``), through
    LiqPay for a card order; the return is Refunded. Nothing changes when the refund fails."""
    item = _return(return_id)
    if item.status not in (ReturnStatus.APPROVED, ReturnStatus.RECEIVED):
        raise _refuse(messages.NOT_REFUNDABLE, item)
    order_id, line_id, quantity = item.line.order_id, item.order_line_id, item.quantity
    # The refund locks the order first, as every change of it does; the return is moved in the same commit.
    refund = refunds.refund_order(order_id, [(line_id, quantity)], delivery, restock, actor,
                                  return_request=item, before_commit=lambda: _step(
                                      item, ReturnStatus.REFUNDED, Action.REFUND, actor))
    return ReturnView(item, refund, refunds.refundable(refund.order))


def refund_lines(order_id: int, lines: list[tuple[int, Decimal]], delivery: bool, restock: bool, note: str,
                 actor: User) -> refunds.Refundable:
    """Refund lines (and the delivery) of an order without a return request; answers what is left to refund."""
    refund = refunds.refund_order(order_id, lines, delivery, restock, actor, note=note)
    return refunds.refundable(refund.order)


def order_refunds(order_id: int) -> refunds.Refundable:
    """An order's refunds and what of it can still be refunded."""
    order = db.session.get(Order, order_id) if 0 < order_id <= MAX_ID else None
    if order is None:
        raise NotFoundError(order_messages.NO_SUCH_ORDER)
    return refunds.refundable(order)


# ---------------------------------------------------------------- the categories' rules


@dataclass(frozen=True)
class RuleView:
    category: Category
    effective: str

    @property
    def name(self) -> str:
        return display_name(self.category.name, "en")


def rules() -> list[RuleView]:
    """Every category with its own rule (null: as its parent) and the rule that holds, tree order."""
    found = effective_rules()
    categories = db.session.scalars(select(Category).order_by(Category.level, Category.position, Category.id)).all()
    by_parent: dict[int | None, list[Category]] = {}
    for category in categories:
        by_parent.setdefault(category.parent_id, []).append(category)
    ordered: list[RuleView] = []

    def walk(parent: int | None) -> None:
        for category in by_parent.get(parent, []):
            ordered.append(RuleView(category, found.get(category.id, ReturnRule.ANY)))
            walk(category.id)

    walk(None)
    return ordered


def set_rule(category_id: int, rule: str | None, actor: User) -> list[RuleView]:
    """Set a category's own rule (null: follow its parent); answers every category's rule as it is now."""
    category = db.session.get(Category, category_id) if 0 < category_id <= MAX_ID else None
    if category is None:
        raise NotFoundError(messages.NO_SUCH_CATEGORY_RULE)
    before = category.return_rule
    category.return_rule = rule
    audit(actor, Action.UPDATE, Entity.CATEGORY, category.id, before={"returnRule": before},
          after={"returnRule": rule}, summary=display_name(category.name, "en"))
    db.session.commit()
    return rules()
