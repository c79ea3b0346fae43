"""Gift-card shapes: a code is asked about, a card is shown by its last four characters only."""
from __future__ import annotations

from marshmallow import EXCLUDE, Schema, fields

from shop.fields import Amount, Trimmed, currency_code
from shop.giftcards import messages


class BalanceQuerySchema(Schema):
    class Meta:
        unknown = EXCLUDE

    code = Trimmed(required=True, error_messages={"required": messages.CODE_REQUIRED},
                   metadata={"example": "ABCD-EFGH-JKLM-NPQR", "maxLength": 32})


class BalanceSchema(Schema):
    last4 = fields.String(metadata={"example": "NPQR"})
    balance = Amount()
    currency = currency_code()
    expiresAt = fields.DateTime(attribute="expires_at", allow_none=True)
