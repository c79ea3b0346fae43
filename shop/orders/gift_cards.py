"""The gift cards an order issued, as staff see them on the order: what each was worth, what is left, what it paid
for and in which orders (still shown once it is voided), whether its e-mail went; and sending one again.

Sending a card again voids it and issues what was left on a new card with a new code for the same recipient: only
the code's hash is kept, so a mail that never arrived cannot be sent with the old code.
"""
from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from sqlalchemy import select

from shop.accounts.models import User
from shop.audit import Action, Entity
from shop.audit import record as audit
from shop.extensions import db
from shop.giftcards import service as giftcards
from shop.giftcards.emails import send_gift_card
from shop.giftcards.models import GiftCard
from shop.http.errors import NotFoundError
from shop.models_base import MAX_ID
from shop.orders import messages
from shop.orders.models import Order
from shop.orders.status import buyer_name

ZERO = Decimal("0")


@dataclass(frozen=True)
class Spending:
    """What a card paid in one order (its redemptions there, net of what came back), GBP."""

    order_id: int | None
    number: str | None
    amount: Decimal


@dataclass(frozen=True)
class IssuedCardView:
    """One card of the order, for staff."""

    card: GiftCard
    spent_in: list[Spending]
    replaced_by: str | None  # the last four characters of the card sent in its place

    @property
    def spent(self) -> Decimal:
        return sum((spending.amount for spending in self.spent_in), ZERO)

    @property
    def voided(self) -> bool:
        return self.card.voided_at is not None

    @property
    def can_send_again(self) -> bool:
        return giftcards.problem_of(self.card) is None


def _order(order_id: int, lock: bool = False) -> Order:
    order = db.session.get(Order, order_id, with_for_update=lock) if 0 < order_id <= MAX_ID else None
    if order is None:
        raise NotFoundError(messages.NO_SUCH_ORDER)
    return order


def issued_cards(order_id: int) -> list[IssuedCardView]:
    """Every card the order issued, replacements included, oldest first (404 for no such order)."""
    _order(order_id)
    cards = giftcards.cards_of_order(order_id)
    spent = giftcards.spending(card.id for card in cards)
    order_ids = {spender for by_order in spent.values() for spender in by_order if spender is not None}
    numbers = {order: number for order, number in db.session.execute(
        select(Order.id, Order.number).where(Order.id.in_(order_ids)))} if order_ids else {}
    last4 = {card.id: card.last4 for card in cards}
    return [IssuedCardView(card,
                           [Spending(spender, numbers.get(spender), amount)
                            for spender, amount in spent.get(card.id, {}).items()],
                           last4.get(card.replaced_by_id) if card.replaced_by_id else None)
            for card in cards]


def send_again(order_id: int, card_id: int, actor: User) -> list[IssuedCardView]:
    """Staff send one of the order's cards again: the old code is voided, what was left goes on a new card, which is
    mailed to the same recipient after the commit. Answers the order's cards as they are now."""
    order = _order(order_id, lock=True)
    issued = giftcards.send_again(order.id, card_id)
    old = db.session.get(GiftCard, card_id)
    audit(actor, Action.UPDATE, Entity.ORDER, order.id, before={"giftCard": old.last4},
          after={"giftCard": issued.card.last4}, summary=order.number)
    db.session.commit()
    send_gift_card(issued, buyer_name(order), order.language)
    return issued_cards(order.id)
