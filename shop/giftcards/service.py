"""Gift cards: the balance check, redemption at checkout and its reversal, and issuing cards when an order is paid.

Every movement is a ledger entry (shop.giftcards.models.GiftCardEntry) written in the caller's transaction; the
caller commits (placement, a status change, a payment callback), so a card and its order always change together.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from decimal import Decimal

from flask import current_app
from sqlalchemy import func, select, update

from shop.errors import ApiError, NotFoundError
from shop.extensions import db
from shop.giftcards import codes, messages
from shop.giftcards.models import EntryKind, GiftCard, GiftCardEntry
from shop.models_base import utcnow

ZERO = Decimal("0")


@dataclass(frozen=True)
class IssuedCard:
    """A card just issued and its code, which is known only until the recipient's e-mail is written."""

    card: GiftCard
    code: str


def find(code: str) -> GiftCard | None:
    """The card with this code, if any."""
    if not codes.looks_valid(code):
        return None
    return db.session.scalar(select(GiftCard).where(GiftCard.code_hash == codes.code_hash(code)))


def _expired(card: GiftCard, now: datetime | None = None) -> bool:
    return card.expires_at is not None and card.expires_at <= (now or utcnow())


def balance_of(code: str) -> GiftCard:
    """The card for the balance check: 404 for an unknown code (an expired card still shows, with its date)."""
    card = find(code)
    if card is None:
        raise NotFoundError(messages.NO_SUCH_CARD)
    return card


def spendable(code: str) -> GiftCard:
    """A card that can pay now, or the reason why not (a 409 naming the gift-card field)."""
    card = find(code)
    problem = (messages.NO_SUCH_CARD if card is None else messages.CARD_EXPIRED if _expired(card)
               else messages.CARD_EMPTY if card.balance <= ZERO else None)
    if problem:
        raise ApiError(problem, status=409, errors={"giftCardCode": [problem]})
    return card


def debit(card: GiftCard, amount: Decimal, order_id: int) -> None:
    """Spend ``amount`` (GBP) of the card for an order: one conditional UPDATE, so two orders can never spend the
    same money; a balance that moved meanwhile is a 409."""
    if amount <= ZERO:
        return
    taken = db.session.execute(
        update(GiftCard).where(GiftCard.id == card.id, GiftCard.balance >= amount)
        .values(balance=GiftCard.balance - amount).execution_options(synchronize_session=False))
    if taken.rowcount != 1:
        raise ApiError(messages.CARD_CHANGED, status=409, errors={"giftCardCode": [messages.CARD_CHANGED]})
    db.session.add(GiftCardEntry(gift_card_id=card.id, order_id=order_id, kind=EntryKind.REDEEM, amount=-amount))


def restore_for_order(order_id: int) -> Decimal:
    """Give back what an order spent (its redemptions less what was restored already); returns the GBP amount."""
    rows = db.session.execute(
        select(GiftCardEntry.gift_card_id, func.sum(GiftCardEntry.amount))
        .where(GiftCardEntry.order_id == order_id, GiftCardEntry.kind.in_((EntryKind.REDEEM, EntryKind.RESTORE)))
        .group_by(GiftCardEntry.gift_card_id)).all()
    restored = ZERO
    for card_id, net in rows:
        owed = -Decimal(net)
        if owed <= ZERO:
            continue
        db.session.execute(update(GiftCard).where(GiftCard.id == card_id)
                           .values(balance=GiftCard.balance + owed).execution_options(synchronize_session=False))
        db.session.add(GiftCardEntry(gift_card_id=card_id, order_id=order_id, kind=EntryKind.RESTORE, amount=owed))
        restored += owed
    return restored


def issue_for_order(order) -> list[IssuedCard]:
    """One card per gift-card unit of a paid order, valued at the GBP unit price paid; lines already issued are
    skipped, so a second payment notice issues nothing."""
    issued_lines = set(db.session.scalars(select(GiftCard.order_line_id).where(GiftCard.order_id == order.id)))
    months = int(current_app.config.get("SHOP_GIFTCARD_MONTHS", 36))
    expires = utcnow() + timedelta(days=round(months * 30.44)) if months else None
    issued: list[IssuedCard] = []
    for line in order.lines:
        if not line.gift_card or line.id in issued_lines:
            continue
        for _ in range(int(line.quantity)):
            code = codes.new_code()
            card = GiftCard(code_hash=codes.code_hash(code), last4=codes.last4(code),
                            initial_amount=line.unit_price_gbp, balance=line.unit_price_gbp,
                            recipient_name=line.gift_card.get("recipientName", ""),
                            recipient_email=line.gift_card.get("recipientEmail", ""),
                            message=line.gift_card.get("message", ""), order_id=order.id, order_line_id=line.id,
                            expires_at=expires)
            card.entries.append(GiftCardEntry(order_id=order.id, kind=EntryKind.ISSUE, amount=line.unit_price_gbp))
            db.session.add(card)
            issued.append(IssuedCard(card, code))
    return issued
