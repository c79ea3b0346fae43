"""Staff's gift cards: the list (search, filters, pages), one card with its ledger, sending a card again and voiding
one, each change with its audit entry in the same commit.

The list reads the card, the order that bought it and its buyer in one query: a card is found by its last four
characters (or its whole code, read out by a customer: only its hash is compared), by the buyer's name or e-mail,
the order's number, or the recipient's name or e-mail.
"""
from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from sqlalchemy import ColumnElement, and_, func, or_, select

from shop.audit import Action, Entity, snapshot
from shop.audit import record as audit
from shop.extensions import db
from shop.giftcards import codes, messages
from shop.giftcards import service as giftcards
from shop.giftcards.emails import send_gift_card
from shop.giftcards.models import EntryKind, GiftCard, GiftCardEntry
from shop.http.errors import NotFoundError
from shop.i18n import DEFAULT_LANGUAGE
from shop.models_base import MAX_ID, utcnow
from shop.orders.models import Order
from shop.orders.status import buyer_name

ZERO = Decimal("0")
AUDITED = ("balance", "voided_at", "void_reason", "replaced_by_id")


class CardState:
    """What a card can do now, as staff filter by it (the order of shop.giftcards.service.problem_of)."""

    ACTIVE = "active"
    VOIDED = "voided"
    EXPIRED = "expired"
    EMPTY = "empty"
    ALL = (ACTIVE, VOIDED, EXPIRED, EMPTY)


_STATE_OF_PROBLEM = {None: CardState.ACTIVE, messages.CARD_VOIDED: CardState.VOIDED,
                     messages.CARD_EXPIRED: CardState.EXPIRED, messages.CARD_EMPTY: CardState.EMPTY}


@dataclass(frozen=True)
class CardView:
    """A card as the list shows it: with its order and buyer, and the last four characters of its replacement."""

    card: GiftCard
    order: Order | None
    replaced_by: str | None

    @property
    def state(self) -> str:
        return _STATE_OF_PROBLEM[giftcards.problem_of(self.card)]

    @property
    def can_send_again(self) -> bool:
        return self.state == CardState.ACTIVE

    @property
    def buyer_name(self) -> str:
        return buyer_name(self.order) if self.order is not None else ""

    @property
    def buyer_email(self) -> str:
        return (self.order.user_info or {}).get("email", "") if self.order is not None else ""


@dataclass(frozen=True)
class LedgerLine:
    """One movement of the card's balance, with the number of the order it was for and the balance after it."""

    entry: GiftCardEntry
    order_number: str | None
    balance: Decimal
    reason: str | None  # staff's reason, on the VOID entry of a card they voided by hand


@dataclass(frozen=True)
class CardDetail(CardView):
    """One card for staff: what the list shows, its ledger, and the card it was sent in place of (if any)."""

    ledger: list[LedgerLine]
    replaces: GiftCard | None

    @property
    def language(self) -> str:
        """The language its mails are written in: that of the order that bought it."""
        return self.order.language if self.order is not None else DEFAULT_LANGUAGE


# ---------------------------------------------------------------- reading


def _matching(search: str) -> ColumnElement[bool]:
    """Cards whose last four characters, code, order number, buyer or recipient match ``search``."""
    term = search.lower()
    user = Order.user_info
    name = func.coalesce(user["firstName"].as_string(), "") + " " + func.coalesce(user["lastName"].as_string(), "")
    found = [func.lower(column).contains(term, autoescape=True)
             for column in (name, user["email"].as_string(), Order.number, GiftCard.recipient_name,
                            GiftCard.recipient_email)]
    plain = codes.normalise(search)
    if 0 < len(plain) <= codes.GROUP and all(char in codes.ALPHABET for char in plain):
        found.append(GiftCard.last4.endswith(plain, autoescape=True))
    if codes.looks_valid(search):
        found.append(GiftCard.code_hash == codes.code_hash(search))
    return or_(*found)


def _in_state(state: str) -> ColumnElement[bool]:
    """The SQL of CardState, said as problem_of says it of one card."""
    now = utcnow()
    live = and_(GiftCard.voided_at.is_(None), or_(GiftCard.expires_at.is_(None), GiftCard.expires_at > now))
    return {
        CardState.VOIDED: GiftCard.voided_at.is_not(None),
        CardState.EXPIRED: and_(GiftCard.voided_at.is_(None), GiftCard.expires_at <= now),
        CardState.EMPTY: and_(live, GiftCard.balance <= ZERO),
        CardState.ACTIVE: and_(live, GiftCard.balance > ZERO),
    }[state]


def _last4s(ids: set[int | None]) -> dict[int, str]:
    wanted = {card_id for card_id in ids if card_id is not None}
    if not wanted:
        return {}
    return dict(db.session.execute(select(GiftCard.id, GiftCard.last4).where(GiftCard.id.in_(wanted))).all())


def list_cards(args: dict) -> tuple[list[CardView], int]:
    """One page of cards, newest first, and how many match: ?search=, ?state=, ?mailStatus=."""
    query = select(GiftCard, Order).outerjoin(Order, Order.id == GiftCard.order_id)
    search = (args.get("search") or "").strip()
    if search:
        query = query.where(_matching(search))
    if args.get("state"):
        query = query.where(_in_state(args["state"]))
    if args.get("mail_status"):
        query = query.where(GiftCard.mail_status == args["mail_status"])
    total = db.session.scalar(select(func.count()).select_from(query.with_only_columns(GiftCard.id).subquery()))
    page, limit = args["page"], args["limit"]
    rows = db.session.execute(query.order_by(GiftCard.created_at.desc(), GiftCard.id.desc())
                              .offset((page - 1) * limit).limit(limit)).all()
    replacements = _last4s({card.replaced_by_id for card, _ in rows})
    return [CardView(card, order, replacements.get(card.replaced_by_id)) for card, order in rows], total


def card_detail(card_id: int) -> CardDetail:
    """One card with its ledger, oldest entry first (404 when there is no such card)."""
    card = db.session.get(GiftCard, card_id) if 0 < card_id <= MAX_ID else None
    if card is None:
        raise NotFoundError(messages.NO_SUCH_GIFT_CARD)
    order = db.session.get(Order, card.order_id) if card.order_id is not None else None
    entries = list(db.session.scalars(select(GiftCardEntry).where(GiftCardEntry.gift_card_id == card.id)
                                      .order_by(GiftCardEntry.id)))
    order_ids = {entry.order_id for entry in entries if entry.order_id is not None}
    numbers = dict(db.session.execute(select(Order.id, Order.number).where(Order.id.in_(order_ids))).all()) \
        if order_ids else {}
    ledger, balance, reason = [], ZERO, card.void_reason
    for entry in entries:
        balance += entry.amount
        # Staff void a card that was not void: their reason belongs to its first VOID entry; later ones are money
        # that came back from a cancelled order and was voided with the card.
        said = reason if entry.kind == EntryKind.VOID else None
        if said:
            reason = None
        ledger.append(LedgerLine(entry, numbers.get(entry.order_id), balance, said))
    replaces = db.session.scalar(select(GiftCard).where(GiftCard.replaced_by_id == card.id).limit(1))
    return CardDetail(card, order, _last4s({card.replaced_by_id}).get(card.replaced_by_id), ledger, replaces)


# ---------------------------------------------------------------- changing


def _locked(card_id: int) -> tuple[GiftCard, Order | None]:
    """The card and the order that bought it, locked in the order status changes lock them (the order first)."""
    order_id = db.session.scalar(select(GiftCard.order_id).where(GiftCard.id == card_id)) \
        if 0 < card_id <= MAX_ID else None
    order = db.session.get(Order, order_id, with_for_update=True) if order_id is not None else None
    return giftcards.locked_card(card_id), order


def send_again(card_id: int, actor) -> CardDetail:
    """Void the card and put what is left on a new card with a new code, mailed to the same recipient in the order's
    language after the commit (409 for a card that cannot pay). Answers the new card."""
    card, order = _locked(card_id)
    before = snapshot(card, AUDITED)
    issued = giftcards.send_card_again(card)
    audit(actor, Action.RESEND, Entity.GIFT_CARD, card.id, before=before,
          after={**snapshot(card, AUDITED), "replacement": issued.card.last4}, summary=f"*{card.last4}")
    db.session.commit()
    send_gift_card(issued, buyer_name(order) if order is not None else "",
                   order.language if order is not None else DEFAULT_LANGUAGE)
    return card_detail(issued.card.id)


def void(card_id: int, reason: str, actor) -> CardDetail:
    """Void the card for ``reason``: it pays nothing from now on, what was left is voided in its ledger (409 for a
    card already void)."""
    card, _order = _locked(card_id)
    before = snapshot(card, AUDITED)
    giftcards.void_by_staff(card, reason)
    audit(actor, Action.VOID, Entity.GIFT_CARD, card.id, before=before, after=snapshot(card, AUDITED),
          summary=f"*{card.last4}")
    db.session.commit()
    return card_detail(card.id)
