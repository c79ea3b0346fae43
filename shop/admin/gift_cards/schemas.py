"""Staff's gift-card shapes: the list's arguments, a card (shop.admin.gift_cards.service.CardView), one card with its
ledger (CardDetail), and the reason a card is voided. Amounts are in the card's own currency."""
from __future__ import annotations

from marshmallow import EXCLUDE, Schema, fields, validate

from shop.admin.gift_cards import messages
from shop.admin.gift_cards.service import CardState
from shop.fields import Amount, Trimmed
from shop.giftcards.models import EntryKind, MailStatus
from shop.i18n import Message
from shop.validation import FIELD_TOO_LONG

MAX_SEARCH = 200
MAX_REASON = 300


def _or_null(attribute: str, is_id: bool = False, **metadata) -> fields.Function:
    """The value at a dotted ``attribute`` of the view, null where a step of it is missing (a card whose order is
    gone, one that replaces none); an id as the API writes ids, a string."""
    def read(view) -> str | None:
        value = view
        for part in attribute.split("."):
            value = getattr(value, part) if value is not None else None
        return None if value is None else str(value) if is_id else value

    return fields.Function(read, metadata={"type": ["string", "null"], **metadata})


class GiftCardListArgsSchema(Schema):
    """?search= (last four characters or the whole code, the buyer's name or e-mail, the order's number, the
    recipient's name or e-mail), ?state=, ?mailStatus=, ?page=, ?limit=."""

    class Meta:
        unknown = EXCLUDE

    search = Trimmed(validate=validate.Length(max=MAX_SEARCH, error=Message(FIELD_TOO_LONG, max=MAX_SEARCH)),
                     metadata={"maxLength": MAX_SEARCH, "example": "NPQR",
                               "description": "The card's last four characters (or its whole code), the buyer's "
                                              "name or e-mail, the order's number, the recipient's name or e-mail."})
    state = fields.String(validate=validate.OneOf(CardState.ALL), metadata={
        "description": "active: it can pay; voided; expired; empty (nothing left)."})
    mail_status = fields.String(data_key="mailStatus", validate=validate.OneOf(MailStatus.ALL), metadata={
        "description": "Where the card's e-mail got to: failed lists the cards whose code never reached anyone."})
    page = fields.Integer(load_default=1, validate=validate.Range(min=1, max=100000))
    limit = fields.Integer(load_default=25, validate=validate.Range(min=1, max=100))


class GiftCardSchema(Schema):
    """A card as staff's list shows it (never its code: only its last four characters exist)."""

    _id = fields.Function(lambda view: str(view.card.id), metadata={"type": "string"})
    last4 = fields.String(attribute="card.last4", metadata={"example": "NPQR"})
    currency = fields.String(attribute="card.currency", metadata={"description": "ISO 4217 code of its amounts."})
    initialAmount = Amount(attribute="card.initial_amount")
    balance = Amount(attribute="card.balance")
    state = fields.String(metadata={"enum": list(CardState.ALL)})
    mailStatus = fields.String(attribute="card.mail_status", metadata={"enum": list(MailStatus.ALL)})
    canSendAgain = fields.Boolean(attribute="can_send_again",
                                  metadata={"description": "It can pay (not voided, expired or empty)."})
    recipientName = fields.String(attribute="card.recipient_name")
    recipientEmail = fields.String(attribute="card.recipient_email")
    buyerName = fields.String(attribute="buyer_name")
    buyerEmail = fields.String(attribute="buyer_email")
    orderId = _or_null("order.id", is_id=True)
    orderNumber = _or_null("order.number", description="The number of the order that bought it.")
    createdAt = fields.DateTime(attribute="card.created_at")
    expiresAt = fields.DateTime(attribute="card.expires_at", allow_none=True)
    voidedAt = fields.DateTime(attribute="card.voided_at", allow_none=True)
    replacedBy = fields.String(attribute="replaced_by", allow_none=True,
                               metadata={"description": "The last four characters of the card sent in its place."})
    replacedById = _or_null("card.replaced_by_id", is_id=True)


class LedgerEntrySchema(Schema):
    """One movement of the balance: issue (+), redeem (-, spent on an order), restore (+, given back by a cancelled
    order), void (-); with the balance after it."""

    _id = fields.Function(lambda line: str(line.entry.id), metadata={"type": "string"})
    at = fields.DateTime(attribute="entry.created_at")
    kind = fields.String(attribute="entry.kind",
                         metadata={"enum": [EntryKind.ISSUE, EntryKind.REDEEM, EntryKind.RESTORE, EntryKind.VOID]})
    amount = Amount(attribute="entry.amount")
    balance = Amount(metadata={"description": "The card's balance after this entry."})
    orderId = _or_null("entry.order_id", is_id=True)
    orderNumber = fields.String(attribute="order_number", allow_none=True)
    reason = fields.String(allow_none=True, metadata={"description": "Why staff voided the card (void entries)."})


class GiftCardDetailSchema(GiftCardSchema):
    """One card: the list's fields, its message, the language of its mails, staff's reason for voiding it, the card
    it was sent in place of, and its ledger."""

    message = fields.String(attribute="card.message")
    language = fields.String(metadata={"description": "Its mails' language: the order's (en, ua, pl, ru, de)."})
    voidReason = fields.String(attribute="card.void_reason", allow_none=True)
    replaces = _or_null("replaces.last4", description="The last four characters of the card it was sent in place of.")
    replacesId = _or_null("replaces.id", is_id=True)
    ledger = fields.List(fields.Nested(LedgerEntrySchema))


class VoidSchema(Schema):
    """Why staff void the card (kept in its ledger and the audit log)."""

    class Meta:
        unknown = EXCLUDE

    reason = Trimmed(required=True, error_messages={"required": messages.REASON_REQUIRED},
                     validate=[validate.Length(min=1, error=messages.REASON_REQUIRED),
                               validate.Length(max=MAX_REASON, error=Message(FIELD_TOO_LONG, max=MAX_REASON))],
                     metadata={"maxLength": MAX_REASON, "example": "The buyer's bank reversed the payment."})
