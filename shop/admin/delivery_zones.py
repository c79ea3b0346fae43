"""/api/admin/delivery-zones: the delivery zones staff keep (countries, methods, prices by parcel weight per currency,
free-delivery thresholds), for the staff who run the shop."""
from __future__ import annotations

import re
from decimal import Decimal

from flask.views import MethodView
from flask_jwt_extended import current_user
from marshmallow import EXCLUDE, Schema, ValidationError, fields, validate

from shop.admin.products.messages import PRICE_INVALID
from shop.countries import COUNTRY_PATTERN, normalise_country
from shop.fields import Amount, DecimalIn, Trimmed, money_in
from shop.http.errors import NotFoundError
from shop.i18n import Message
from shop.money import CENT, CURRENCY_CODES
from shop.orders import delivery_rates, messages
from shop.orders.delivery import ZONED, Zone
from shop.security import Blueprint
from shop.validation import FIELD_REQUIRED, FIELD_TOO_LONG

blp = Blueprint("delivery_zones", __name__, url_prefix="/api/admin/delivery-zones",
                description="Delivery zones and their prices by parcel weight, for staff")
MAX_RATE = Decimal("9999999.99")  # what money_in(7) lets through
MAX_GRAMS = 1_000_000
_REQUIRED = {"required": FIELD_REQUIRED}
ZONE_CODE = r"^[a-z0-9][a-z0-9-]{0,23}$"


def _money(message: str):
    def check(value: Decimal) -> None:
        if not Decimal(0) <= value <= MAX_RATE or value.quantize(CENT) != value:
            raise ValidationError(Message(message, max=str(MAX_RATE)))

    return check


class _In(Schema):
    class Meta:
        unknown = EXCLUDE


class BandInSchema(_In):
    """A parcel of up to ``upTo`` grams (null: any heavier) costs ``price``."""

    up_to = fields.Integer(data_key="upTo", required=True, allow_none=True, error_messages=_REQUIRED,
                           validate=validate.Range(min=1, max=MAX_GRAMS), metadata={"example": 2000})
    price = DecimalIn(required=True, error_messages=_REQUIRED, validate=_money(PRICE_INVALID),
                      metadata={"example": "18"}, **money_in(7))


class RateInSchema(_In):
    """A method's bands in one currency, lightest first, and its free-delivery threshold there (null: never)."""

    currency = fields.String(required=True, error_messages=_REQUIRED, metadata={"enum": list(CURRENCY_CODES)},
                             validate=validate.OneOf(CURRENCY_CODES))
    free_from = DecimalIn(data_key="freeFrom", load_default=None, allow_none=True,
                          validate=_money(messages.FREE_FROM_INVALID), metadata={"example": "100"}, **money_in(7))
    bands = fields.List(fields.Nested(BandInSchema), required=True, error_messages=_REQUIRED,
                        validate=validate.Length(min=1, max=20))


class ZoneMethodInSchema(_In):
    method = fields.String(required=True, error_messages=_REQUIRED, metadata={"enum": list(ZONED)},
                           validate=validate.OneOf(ZONED))
    active = fields.Boolean(load_default=True)
    rates = fields.List(fields.Nested(RateInSchema), required=True, error_messages=_REQUIRED,
                        validate=validate.Length(min=1, max=len(CURRENCY_CODES)),
                        metadata={"description": "GBP always; other currencies where staff set round prices "
                                                 "(else the GBP ones are converted)."})


class ZoneInSchema(_In):
    """A zone as staff write it: every method with its prices (a method left out is not offered there)."""

    name = Trimmed(required=True, error_messages=_REQUIRED, metadata={"minLength": 1, "maxLength": 80,
                                                                     "example": "European Union"},
                   validate=[validate.Length(min=1, error=FIELD_REQUIRED),
                             validate.Length(max=80, error=Message(FIELD_TOO_LONG, max=80))])
    countries = fields.List(fields.String(metadata={"pattern": COUNTRY_PATTERN}), required=True,
                            error_messages=_REQUIRED, validate=validate.Length(max=260),
                            metadata={"description": "ISO codes; [] for every country no other zone names."})
    methods = fields.List(fields.Nested(ZoneMethodInSchema), required=True, error_messages=_REQUIRED,
                          validate=validate.Length(max=len(ZONED)))


class BandSchema(Schema):
    upTo = fields.Integer(attribute="up_to", allow_none=True, metadata={"description": "Grams; null: any heavier."})
    price = Amount()


class RateSchema(Schema):
    currency = fields.String()
    freeFrom = Amount(attribute="free_from", allow_none=True)
    custom = fields.Boolean(metadata={"description": "Staff's own round prices in this currency; false: the GBP "
                                                     "ones converted."})
    bands = fields.List(fields.Nested(BandSchema))


class ZoneMethodSchema(Schema):
    method = fields.String(metadata={"enum": list(ZONED)})
    active = fields.Boolean()
    rates = fields.List(fields.Nested(RateSchema), metadata={"description": "Every currency, GBP first."})


class ZoneSchema(Schema):
    code = fields.String(metadata={"example": "eu"})
    name = fields.String()
    countries = fields.List(fields.String())
    rest = fields.Boolean(metadata={"description": "It serves every country no other zone names."})
    methods = fields.List(fields.Nested(ZoneMethodSchema))


def _shown(zone: Zone) -> dict:
    """A zone with each method's prices in every currency, staff's or converted."""
    methods = []
    for entry in zone.methods:
        rates = []
        for currency in CURRENCY_CODES:
            rate, custom = delivery_rates.rate_shown(entry, currency)
            rates.append({"currency": currency, "free_from": rate.free_from, "custom": custom, "bands": rate.bands})
        methods.append({"method": entry.method, "active": entry.active, "rates": rates})
    return {"code": zone.code, "name": zone.name, "countries": zone.countries, "rest": zone.rest, "methods": methods}


def _normalised(data: dict) -> dict:
    return {**data, "countries": [normalise_country(country) for country in data["countries"]]}


@blp.route("")
class DeliveryZones(MethodView):
    @blp.admin_required
    @blp.response(200, ZoneSchema(many=True))
    def get(self):
        """Every delivery zone with its methods and their prices by weight in every currency (staff)."""
        return [_shown(zone) for zone in delivery_rates.zones()]


@blp.route("/<code>")
class DeliveryZoneOne(MethodView):
    @blp.admin_required
    @blp.arguments(ZoneInSchema)
    @blp.response(200, ZoneSchema)
    @blp.alt_response(404, description="Not a zone code (a-z, 0-9 and dashes).")
    @blp.alt_response(409, description="A rule across fields or zones: a country another zone holds, a second zone "
                                       "of every other country, a method twice, no GBP prices, bands not growing.")
    def put(self, data: dict, code: str):
        """Create or replace a zone: its countries, methods, weight bands per currency and thresholds (staff)."""
        if not re.fullmatch(ZONE_CODE, code):
            raise NotFoundError(Message(messages.NO_SUCH_ZONE, zone=code[:24]))
        return _shown(delivery_rates.save_zone(current_user, code, _normalised(data)))

    @blp.admin_required
    @blp.response(204)
    @blp.alt_response(404, description="No such zone.")
    def delete(self, code: str):
        """Remove a zone; its countries go by the zone of every other country (staff)."""
        delivery_rates.delete_zone(current_user, code)
