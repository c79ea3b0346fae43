"""Orders as their owner and staff see them: the amounts frozen in the order's own currency at placement, and what
may still be returned."""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal

from shop.orders.models import DeliveryStatus, Order, OrderLine, PaymentStatus
from shop.orders.return_rules import ReturnRule, rules_of_lines
from shop.orders.returns import held_quantities

ZERO = Decimal("0")


@dataclass(frozen=True)
class LineView:
    """An order line with its amounts in the order's currency and the quantity already asked back."""

    line: OrderLine
    delivered: bool
    returned: Decimal
    # The category's return rule (shop.orders.return_rules), which the account page shows before the shopper asks.
    return_rule: str = ReturnRule.ANY

    @property
    def price(self) -> Decimal:
        return self.line.unit_price

    @property
    def total(self) -> Decimal:
        return self.line.line_total

    @property
    def returnable(self) -> bool:
        """The order is delivered and some of the line's quantity has not been asked back yet."""
        return self.delivered and self.returned < self.line.quantity


@dataclass(frozen=True)
class HeldChange:
    """A status or payment change staff may still take back: the mails it caused wait in the queue until ``until``
    (shop.orders.status)."""

    kind: str
    old: str
    new: str
    until: datetime
    jobs: tuple[str, ...] = ()


@dataclass(frozen=True)
class OrderView:
    """An order with its amounts in its own currency; ``undo``: the change staff may still take back, if any."""

    order: Order
    lines: list[LineView]
    undo: HeldChange | None = None

    @property
    def payment_status(self) -> str:
        return PaymentStatus.PAID if self.order.is_paid else PaymentStatus.NOT_PAID


def views(orders: Iterable[Order]) -> list[OrderView]:
    """The orders as shown, with one query for the quantities already asked back on all their lines."""
    orders = list(orders)
    returned = held_quantities([line.id for order in orders for line in order.lines])
    # Only a delivered order's lines can be asked back, so only theirs need the categories' rules.
    rules = rules_of_lines([line for order in orders if order.status == DeliveryStatus.DELIVERED
                            for line in order.lines])
    return [
        OrderView(order, [LineView(line, order.status == DeliveryStatus.DELIVERED, returned.get(line.id, ZERO),
                                   rules.get(line.id, ReturnRule.ANY)) for line in order.lines])
        for order in orders
    ]
