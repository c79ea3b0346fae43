"""Gift cards and their ledger. A card's code is never stored: only its SHA-256 and its last four characters.

``balance`` is the sum of the card's ledger entries (issue +, redeem -, restore +, void -), kept on the card so an
order can debit it with one conditional UPDATE (``... WHERE balance >= amount``): a card is never spent twice.
Amounts are in the card's own ``currency``, the one it was bought in (a ₴1,000 card stays ₴1,000); an order in
another currency converts through GBP with the factors of the day.

A card follows the payment of the order that bought it: when that order turns unpaid or is cancelled, the card is
voided (``voided_at``, and a VOID entry taking what was left), never deleted, so what it already paid stays on
record. A card sent again gets a new code: the old one is voided and points at its replacement. Staff may also void
a card by hand, with a reason (``void_reason``): such a card stays void, even when its order is paid again.
"""
from __future__ import annotations

from datetime import datetime
from decimal import Decimal

from sqlalchemy import CheckConstraint, ForeignKey, String, Text
from sqlalchemy.orm import Mapped, mapped_column, relationship

from shop.extensions import db
from shop.models_base import Money, TimestampMixin, UTCDateTime


class EntryKind:
    """Why a card's balance moved."""

    ISSUE = "issue"
    REDEEM = "redeem"
    RESTORE = "restore"
    VOID = "void"


class MailStatus:
    """Where the card's e-mail (the only place its code exists) has got to."""

    PENDING = "pending"  # issued, the mail not yet handed to the mail server
    SENT = "sent"
    FAILED = "failed"  # it could not be written or sent: staff send the card again (a new code)
    ALL = (PENDING, SENT, FAILED)


class GiftCard(TimestampMixin, db.Model):
    """An issued card, bought as a line of ``order_id``."""

    __tablename__ = "gift_cards"
    __table_args__ = (CheckConstraint("balance >= 0", name="balance_positive"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    code_hash: Mapped[str] = mapped_column(String(64), unique=True)
    last4: Mapped[str] = mapped_column(String(4))
    currency: Mapped[str] = mapped_column(String(3), default="GBP", server_default="GBP")
    initial_amount: Mapped[Decimal] = mapped_column(Money)
    balance: Mapped[Decimal] = mapped_column(Money)
    recipient_name: Mapped[str] = mapped_column(String(120), default="")
    recipient_email: Mapped[str] = mapped_column(String(254), default="")
    message: Mapped[str] = mapped_column(Text, default="")
    order_id: Mapped[int | None] = mapped_column(ForeignKey("orders.id", ondelete="SET NULL"), index=True)
    order_line_id: Mapped[int | None] = mapped_column(ForeignKey("order_lines.id", ondelete="SET NULL"), index=True)
    expires_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    voided_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    replaced_by_id: Mapped[int | None] = mapped_column(ForeignKey("gift_cards.id", ondelete="SET NULL"))
    mail_status: Mapped[str] = mapped_column(String(8), default=MailStatus.PENDING,
                                             server_default=MailStatus.PENDING)
    # Why staff voided it by hand (null for a card its order's payment voided, or one sent again): the ledger shows it.
    void_reason: Mapped[str | None] = mapped_column(Text)

    entries: Mapped[list[GiftCardEntry]] = relationship(back_populates="card", order_by="GiftCardEntry.id")


class GiftCardEntry(TimestampMixin, db.Model):
    """One movement of a card's balance: + when issued or restored by a cancelled order, - when an order spends it
    or the card is voided."""

    __tablename__ = "gift_card_entries"

    id: Mapped[int] = mapped_column(primary_key=True)
    gift_card_id: Mapped[int] = mapped_column(ForeignKey("gift_cards.id", ondelete="CASCADE"), index=True)
    order_id: Mapped[int | None] = mapped_column(ForeignKey("orders.id", ondelete="SET NULL"), index=True)
    kind: Mapped[str] = mapped_column(String(8))
    amount: Mapped[Decimal] = mapped_column(Money)

    card: Mapped[GiftCard] = relationship(back_populates="entries")
