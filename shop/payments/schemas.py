"""Payment notice shapes."""
from __future__ import annotations

from marshmallow import EXCLUDE, Schema, fields


class LiqPayNoticeSchema(Schema):
    """What LiqPay posts to server_url (form fields)."""

    class Meta:
        unknown = EXCLUDE

    data = fields.String(required=True, metadata={"description": "base64 of the JSON parameters."})
    signature = fields.String(required=True,
                              metadata={"description": "base64(sha1(private_key + data + private_key))."})


class NoticeAnswerSchema(Schema):
    outcome = fields.String(metadata={"enum": ["applied", "replay", "ignored", "mismatch"]})
