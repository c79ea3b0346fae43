"""Gift-card shapes: a code is asked about, a card is shown by its last four characters only."""
from __future__ import annotations

from marshmallow import EXCLUDE, Schema, fields

from shop.fields import Amount, Trimmed
from shop.giftcards import messages
from shop.giftcards.service import problem_of
from shop.i18n import request_language, say


def _why_not(card) -> str | None:
    """Why the card cannot pay, said in the request's language."""
    problem = problem_of(card)
    return say(problem, request_language()) if problem else None


class BalanceQuerySchema(Schema):
    class Meta:
        unknown = EXCLUDE

    code = Trimmed(required=True, error_messages={"required": messages.CODE_REQUIRED},
                   metadata={"example": "ABCD-EFGH-JKLM-NPQR", "maxLength": 32})


class BalanceSchema(Schema):
    last4 = fields.String(metadata={"example": "NPQR"})
    balance = Amount()
    currency = fields.String(metadata={"description": "ISO 4217 code of the card's amounts (it was bought in it)",
                                       "example": "UAH"})
    expiresAt = fields.DateTime(attribute="expires_at", allow_none=True)
    voided = fields.Function(lambda card: card.voided_at is not None, metadata={
        "type": "boolean", "description": "The card was cancelled (its order's payment went): it pays nothing."})
    message = fields.Function(_why_not, metadata={
        "type": ["string", "null"],
        "description": "Why the card cannot pay (voided, expired, empty), in the request's language; null if it can."})
