"""Gift cards: the balance check, redemption at checkout and its reversal, issuing cards when an order is paid,
voiding them when that payment goes (or when staff void one, with a reason), and sending a card again under a new
code.

Every movement is a ledger entry (shop.giftcards.models.GiftCardEntry) written in the caller's transaction; the
caller commits (placement, a status change, a payment callback), so a card and its order always change together.
"""
from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime, timedelta
from decimal import Decimal

from flask import current_app
from sqlalchemy import func, select, update

from shop.extensions import db
from shop.giftcards import codes, messages
from shop.giftcards.models import EntryKind, GiftCard, GiftCardEntry
from shop.http.errors import ApiError, NotFoundError
from shop.models_base import MAX_ID, utcnow

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


def problem_of(card: GiftCard) -> str | None:
    """Why the card cannot pay now (voided, expired, empty), or None when it can."""
    if card.voided_at is not None:
        return messages.CARD_VOIDED
    if _expired(card):
        return messages.CARD_EXPIRED
    if card.balance <= ZERO:
        return messages.CARD_EMPTY
    return None


def balance_of(code: str) -> GiftCard:
    """The card for the balance check: 404 for an unknown code (an expired or voided card still shows, and says
    so)."""
    card = find(code)
    if card is None:
        raise NotFoundError(messages.NO_SUCH_CARD)
    return card


def _refused(problem: str) -> ApiError:
    return ApiError(problem, status=409, errors={"giftCardCode": [problem]})


def spendable(code: str) -> GiftCard:
    """A card that can pay now, or the reason why not (a 409 naming the gift-card field)."""
    card = find(code)
    problem = messages.NO_SUCH_CARD if card is None else problem_of(card)
    if problem:
        raise _refused(problem)
    return card


def debit(card: GiftCard, amount: Decimal, order_id: int) -> None:
    """Spend ``amount`` (in the card's currency) of the card for an order: one conditional UPDATE, so two orders can
    never spend the same money, nor a card voided meanwhile; a balance that moved meanwhile is a 409."""
    if amount <= ZERO:
        return
    taken = db.session.execute(
        update(GiftCard).where(GiftCard.id == card.id, GiftCard.balance >= amount, GiftCard.voided_at.is_(None))
        .values(balance=GiftCard.balance - amount).execution_options(synchronize_session=False))
    if taken.rowcount != 1:
        voided = db.session.scalar(select(GiftCard.voided_at).where(GiftCard.id == card.id)) is not None
        raise _refused(messages.CARD_VOIDED if voided else messages.CARD_CHANGED)
    db.session.add(GiftCardEntry(gift_card_id=card.id, order_id=order_id, kind=EntryKind.REDEEM, amount=-amount))


def _locked(card_ids: Iterable[int]) -> list[GiftCard]:
    """The cards, locked for this transaction and read afresh (a conditional UPDATE may have moved them)."""
    ids = sorted(set(card_ids))
    if not ids:
        return []
    return list(db.session.scalars(select(GiftCard).where(GiftCard.id.in_(ids)).order_by(GiftCard.id)
                                   .with_for_update().execution_options(populate_existing=True)))


def _move(card: GiftCard, kind: str, amount: Decimal, order_id: int | None) -> None:
    """One ledger entry and the balance it moves (the card is locked)."""
    card.balance += amount
    db.session.add(GiftCardEntry(card=card, order_id=order_id, kind=kind, amount=amount))


def _current(card: GiftCard) -> GiftCard:
    """The card that stands for this one now: the last of the replacements sent in its place (itself if none)."""
    seen = {card.id}
    while card.replaced_by_id is not None and card.replaced_by_id not in seen:
        seen.add(card.replaced_by_id)
        card = _locked([card.replaced_by_id])[0]
    return card


def restore_for_order(order_id: int) -> Decimal:
    """Give back what an order spent (its redemptions less what was restored already), in each card's currency;
    returns the sum of what came back.

    Money that comes back to a voided card does not make it pay again: it goes on to the card sent in its place, or
    is voided with it (and comes back with a replacement issued when its order is paid again)."""
    rows = db.session.execute(
        select(GiftCardEntry.gift_card_id, func.sum(GiftCardEntry.amount))
        .where(GiftCardEntry.order_id == order_id, GiftCardEntry.kind.in_((EntryKind.REDEEM, EntryKind.RESTORE)))
        .group_by(GiftCardEntry.gift_card_id)).all()
    owed = {card_id: -Decimal(net) for card_id, net in rows if -Decimal(net) > ZERO}
    restored = ZERO
    for card in _locked(owed):
        amount = owed[card.id]
        _move(card, EntryKind.RESTORE, amount, order_id)
        restored += amount
        if card.voided_at is None:
            continue
        _move(card, EntryKind.VOID, -amount, order_id)
        current = _current(card)
        if current is not card:
            _move(current, EntryKind.ISSUE, amount, order_id)
            if current.voided_at is not None:
                _move(current, EntryKind.VOID, -amount, order_id)
    return restored


def _expiry() -> datetime | None:
    months = int(current_app.config.get("SHOP_GIFTCARD_MONTHS", 36))
    return utcnow() + timedelta(days=round(months * 30.44)) if months else None


def _new_card(amount: Decimal, currency: str, order_id: int | None, line_id: int | None, recipient: dict,
              expires: datetime | None) -> IssuedCard:
    code = codes.new_code()
    card = GiftCard(code_hash=codes.code_hash(code), last4=codes.last4(code), currency=currency,
                    initial_amount=amount, balance=ZERO,
                    recipient_name=recipient.get("recipientName", ""),
                    recipient_email=recipient.get("recipientEmail", ""), message=recipient.get("message", ""),
                    order_id=order_id, order_line_id=line_id, expires_at=expires)
    _move(card, EntryKind.ISSUE, amount, order_id)
    db.session.add(card)
    return IssuedCard(card, code)


def _recipient(card: GiftCard) -> dict:
    return {"recipientName": card.recipient_name, "recipientEmail": card.recipient_email, "message": card.message}


def _replace(old: GiftCard, amount: Decimal) -> IssuedCard:
    """A new card, with a new code, for ``amount`` of the voided ``old`` one: same order, recipient and expiry."""
    issued = _new_card(amount, old.currency, old.order_id, old.order_line_id, _recipient(old), old.expires_at)
    db.session.flush()
    old.replaced_by_id = issued.card.id
    return issued


def voided_amount(card: GiftCard) -> Decimal:
    """What voiding took off the card (its VOID entries), in the card's currency."""
    return -sum((entry.amount for entry in card.entries if entry.kind == EntryKind.VOID), ZERO)


def issue_for_order(order, replace_voided: bool = True) -> list[IssuedCard]:
    """One card per gift-card unit of a paid order, worth the unit price paid in the order's currency (a ₴1,000
    card is a ₴1,000 card); lines already issued are
    skipped, so a second payment notice issues nothing. A card voided when the order's payment went is replaced
    (``replace_voided``), with a new code, by one worth what voiding took off it: the payment is back."""
    cards: dict[int | None, list[GiftCard]] = defaultdict(list)
    for card in _locked(db.session.scalars(select(GiftCard.id).where(GiftCard.order_id == order.id))):
        cards[card.order_line_id].append(card)
    expires = _expiry()
    issued: list[IssuedCard] = []
    for line in order.lines:
        if not line.gift_card:
            continue
        if not cards[line.id]:
            issued += [_new_card(line.unit_price, order.currency, order.id, line.id, line.gift_card, expires)
                       for _ in range(int(line.quantity))]
        elif replace_voided:
            for old in cards[line.id]:
                # A card staff voided by hand stays void: only the payment's own voids come back with it.
                if (old.voided_at is not None and old.replaced_by_id is None and old.void_reason is None
                        and voided_amount(old) > ZERO):
                    issued.append(_replace(old, voided_amount(old)))
    return issued


def _void(card: GiftCard) -> None:
    """The card pays nothing from now on: a VOID entry takes what is left (recorded even when nothing is)."""
    card.voided_at = utcnow()
    _move(card, EntryKind.VOID, -card.balance, card.order_id)


def void_for_order(order_id: int) -> list[GiftCard]:
    """Void every card the order issued that still pays: its payment is gone (unpaid, reversed) or it is
    cancelled. What the cards already paid for stays spent, on record in their ledger."""
    live = db.session.scalars(select(GiftCard.id).where(GiftCard.order_id == order_id,
                                                        GiftCard.voided_at.is_(None)))
    cards = [card for card in _locked(live) if card.voided_at is None]
    for card in cards:
        _void(card)
    return cards


def send_again(order_id: int, card_id: int) -> IssuedCard:
    """Void one of the order's cards and issue its balance on a new card with a new code, for the same recipient
    (its e-mail failed, or the code was lost): 404 for a card the order did not issue, 409 for one that cannot pay."""
    found = _locked([card_id]) if 0 < card_id <= MAX_ID else []
    if not found or found[0].order_id != order_id:
        raise NotFoundError(messages.NO_SUCH_ISSUED_CARD)
    return send_card_again(found[0])


def locked_card(card_id: int) -> GiftCard:
    """One card by its id, locked for this transaction and read afresh (404 when there is none)."""
    found = _locked([card_id]) if 0 < card_id <= MAX_ID else []
    if not found:
        raise NotFoundError(messages.NO_SUCH_GIFT_CARD)
    return found[0]


def send_card_again(card: GiftCard) -> IssuedCard:
    """Void a locked card and issue its balance on a new card with a new code, for the same recipient and expiry
    (409 for a card that cannot pay: voided, expired or empty)."""
    problem = problem_of(card)
    if problem:
        raise ApiError(problem, status=409)
    left = card.balance
    _void(card)
    return _replace(card, left)


def void_by_staff(card: GiftCard, reason: str) -> None:
    """Staff void a locked card for ``reason``: it pays nothing from now on (a VOID entry takes what was left), and
    it is not issued again when its order is paid again (409 for a card already void)."""
    if card.voided_at is not None:
        raise ApiError(messages.ALREADY_VOIDED, status=409)
    card.void_reason = reason
    _void(card)


def cards_of_order(order_id: int) -> list[GiftCard]:
    """The cards an order issued, replacements included, in the order they were issued."""
    return list(db.session.scalars(select(GiftCard).where(GiftCard.order_id == order_id).order_by(GiftCard.id)))


def spending(card_ids: Iterable[int]) -> dict[int, dict[int | None, Decimal]]:
    """What each card paid, by order (its redemptions net of what came back), only where something is still spent."""
    ids = list(card_ids)
    if not ids:
        return {}
    rows = db.session.execute(
        select(GiftCardEntry.gift_card_id, GiftCardEntry.order_id, func.sum(GiftCardEntry.amount))
        .where(GiftCardEntry.gift_card_id.in_(ids), GiftCardEntry.kind.in_((EntryKind.REDEEM, EntryKind.RESTORE)))
        .group_by(GiftCardEntry.gift_card_id, GiftCardEntry.order_id)
        .order_by(GiftCardEntry.gift_card_id, GiftCardEntry.order_id)).all()
    spent: dict[int, dict[int | None, Decimal]] = defaultdict(dict)
    for card_id, order_id, net in rows:
        if -Decimal(net) > ZERO:
            spent[card_id][order_id] = -Decimal(net)
    return dict(spent)
