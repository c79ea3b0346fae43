"""Staff's promotion shapes: a code to create or change (every field; the kind decides which amounts it needs) and a
code as the list shows it, with its uses and revenue. Amounts are decimal strings by currency code."""
from __future__ import annotations

import re
from datetime import UTC

from marshmallow import EXCLUDE, Schema, ValidationError, fields, post_load, validate, validates_schema

from shop.api_docs import trimmed
from shop.fields import Amount, DecimalIn, DecimalString, Flag, Trimmed
from shop.i18n import Message
from shop.models_base import MAX_ID
from shop.money import CURRENCY_CODES, round_money
from shop.promotions import messages
from shop.promotions.models import PromotionKind, PromotionScope
from shop.promotions.service import normalise
from shop.validation import FIELD_TOO_LONG, Pattern

CODE = re.compile(r"^[A-Za-z0-9-]{3,32}$")
# Above 0 and at most 100; an amount above 0 with at most two decimals: as text exactly these, as a whole number
# within the same bounds.
PERCENT = r"^(?:0*100(?:\.0+)?|0*[1-9][0-9]?(?:\.[0-9]+)?|0+\.[0-9]*[1-9][0-9]*)$"
MONEY = r"^(?:0*[1-9][0-9]{0,7}(?:\.[0-9]{1,2})?|0+\.(?:[1-9][0-9]?|0[1-9]))$"


class _Bounded(DecimalIn):
    """A DecimalIn whose text must match ``pattern`` and whose value lies in (0, ``most``]: what the document says
    is what is accepted, neither more nor less."""

    def __init__(self, *, pattern: str, most: int, message: str, **kwargs):
        super().__init__(pattern=pattern, openapi={"exclusiveMinimum": 0, "maximum": most}, **kwargs)
        self._exact, self._most, self._message = re.compile(pattern), most, message

    def _deserialize(self, value, attr, data, **kwargs):
        if isinstance(value, str) and not self._exact.fullmatch(value):
            raise ValidationError(self._message)
        number = super()._deserialize(value, attr, data, **kwargs)
        if not 0 < number <= self._most:
            raise ValidationError(self._message)
        return number


def _figure() -> _Bounded:
    return _Bounded(pattern=MONEY, most=99_999_999, message=messages.ROUND_AMOUNT)


class PromotionFiguresSchema(Schema.from_dict({code: _figure() for code in CURRENCY_CODES},
                                              name="PromotionFiguresFields")):
    """Amounts by currency code (GBP, UAH, USD, EUR), each above 0 with at most two decimals."""

    class Meta:
        unknown = EXCLUDE


def _text(most: int, **kwargs) -> Trimmed:
    return Trimmed(validate=validate.Length(max=most, error=Message(FIELD_TOO_LONG, max=most)),
                   metadata={"maxLength": most, **kwargs.pop("metadata", {})}, **kwargs)


def _amounts(description: str) -> fields.Nested:
    return fields.Nested(PromotionFiguresSchema, load_default=dict,
                         metadata={"description": description, "example": {"GBP": "10.00", "UAH": "500.00"}})


def _limit(key: str) -> fields.Integer:
    return fields.Integer(data_key=key, allow_none=True, load_default=None,
                          validate=validate.Range(min=1, max=1_000_000),
                          metadata={"description": "null: no limit."})


class PromotionInSchema(Schema):
    """A promotion code as staff write it (creating or changing, every field)."""

    class Meta:
        unknown = EXCLUDE

    code = Trimmed(required=True, validate=Pattern(CODE, error=messages.CODE_INVALID), metadata={
        "pattern": trimmed(CODE.pattern), "example": "SPRING10",
        "description": "Stored upper case; shoppers may type it in any case."})
    name = _text(120, load_default="", metadata={"example": "Spring sale"})
    note = _text(1000, load_default="", lines=True)
    kind = fields.String(required=True, validate=validate.OneOf(PromotionKind.ALL),
                         metadata={"enum": list(PromotionKind.ALL)})
    percent = _Bounded(pattern=PERCENT, most=100, message=messages.PERCENT_NEEDED, allow_none=True, load_default=None,
                       metadata={"example": "10", "description": "kind percent: above 0, at most 100 (two decimals "
                                                                 "kept)."})
    amounts = _amounts("kind amount: the amount off by currency; GBP required, the others converted when missing.")
    minimums = _amounts("The least goods subtotal by currency (gift cards do not count); {}: none.")
    starts_at = fields.AwareDateTime(data_key="startsAt", allow_none=True, load_default=None, default_timezone=UTC)
    ends_at = fields.AwareDateTime(data_key="endsAt", allow_none=True, load_default=None, default_timezone=UTC)
    max_uses = _limit("maxUses")
    max_uses_per_customer = _limit("maxUsesPerCustomer")
    scope = fields.String(load_default=PromotionScope.ALL, validate=validate.OneOf(PromotionScope.CHOICES),
                          metadata={"enum": list(PromotionScope.CHOICES)})
    scope_ids = fields.List(fields.Integer(validate=validate.Range(min=1, max=MAX_ID)), data_key="scopeIds",
                            load_default=list, validate=validate.Length(max=500),
                            metadata={"description": "The category, brand or product ids of the scope."})
    combines_with_sale = Flag(data_key="combinesWithSale", load_default=False,
                              metadata={"description": "Whether products already on sale get it too."})
    active = Flag(load_default=True)

    @validates_schema
    def _rules(self, data, **_kwargs):
        errors: dict = {}
        if data.get("kind") == PromotionKind.PERCENT and not (data.get("percent") and 0 < data["percent"] <= 100):
            errors["percent"] = [messages.PERCENT_NEEDED]
        if data.get("kind") == PromotionKind.AMOUNT and "GBP" not in (data.get("amounts") or {}):
            errors["amounts"] = [messages.AMOUNT_NEEDED]
        if errors:
            raise ValidationError(errors)

    @post_load
    def _stored(self, data, **_kwargs):
        kind = data["kind"]
        return {**data, "code": normalise(data["code"]),
                "percent": round_money(data["percent"]) if kind == PromotionKind.PERCENT else None,
                "amounts": {k: f"{v:.2f}" for k, v in data["amounts"].items()} if kind == PromotionKind.AMOUNT else {},
                "minimums": {k: f"{v:.2f}" for k, v in data["minimums"].items()},
                "scope_ids": sorted(set(data["scope_ids"])) if data["scope"] != PromotionScope.ALL else []}


def _branch(kind: str, required: list[str], extra: dict | None = None) -> dict:
    return {"properties": {"kind": {"const": kind}, **(extra or {})}, "required": ["code", "kind", *required]}


# What _rules checks of each kind, as the document says it: a percent needs its percentage, an amount its GBP figure.
PromotionInSchema.OPENAPI = {"oneOf": [
    _branch(PromotionKind.PERCENT, ["percent"], {"percent": {"not": {"type": "null"}}}),
    _branch(PromotionKind.AMOUNT, ["amounts"], {"amounts": {"type": "object", "required": ["GBP"]}}),
    _branch(PromotionKind.FREE_DELIVERY, []),
]}


class PromotionSchema(Schema):
    """A code as staff's list shows it (a shop.admin.promotions.service.PromotionView)."""

    _id = fields.Function(lambda view: str(view.promotion.id), metadata={"type": "string"})
    code = fields.String(attribute="promotion.code", metadata={"example": "SPRING10"})
    name = fields.String(attribute="promotion.name")
    note = fields.String(attribute="promotion.note")
    kind = fields.String(attribute="promotion.kind", metadata={"enum": list(PromotionKind.ALL)})
    percent = DecimalString(attribute="promotion.percent", allow_none=True)
    amounts = fields.Dict(attribute="promotion.amounts", keys=fields.String(), values=fields.String())
    minimums = fields.Dict(attribute="promotion.minimums", keys=fields.String(), values=fields.String())
    startsAt = fields.DateTime(attribute="promotion.starts_at", allow_none=True)
    endsAt = fields.DateTime(attribute="promotion.ends_at", allow_none=True)
    maxUses = fields.Integer(attribute="promotion.max_uses", allow_none=True)
    maxUsesPerCustomer = fields.Integer(attribute="promotion.max_uses_per_customer", allow_none=True)
    scope = fields.String(attribute="promotion.scope", metadata={"enum": list(PromotionScope.CHOICES)})
    scopeIds = fields.List(fields.Integer(), attribute="promotion.scope_ids")
    combinesWithSale = fields.Boolean(attribute="promotion.combines_with_sale")
    active = fields.Boolean(attribute="promotion.active")
    createdAt = fields.DateTime(attribute="promotion.created_at")
    uses = fields.Integer(metadata={"description": "Orders that used it (a cancelled order gives its use back)."})
    revenueGbp = Amount(attribute="revenue_gbp",
                        metadata={"description": "What those orders were charged, in GBP (after code and card)."})
    discountGbp = Amount(attribute="discount_gbp", metadata={"description": "What the code took off them, in GBP."})
