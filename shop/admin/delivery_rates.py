"""/api/admin/delivery-rates: staff's round delivery prices per currency (UAH, EUR, USD), and going back to the GBP
price converted (staff only)."""
from __future__ import annotations

from decimal import Decimal

from flask.views import MethodView
from flask_jwt_extended import current_user
from marshmallow import EXCLUDE, Schema, ValidationError, fields

from shop.admin.products.messages import PRICE_INVALID
from shop.fields import Amount, DecimalIn, money_in
from shop.i18n import Message
from shop.money import CENT
from shop.orders import delivery_rates, messages
from shop.security import Blueprint
from shop.validation import FIELD_REQUIRED

blp = Blueprint("delivery_rates", __name__, url_prefix="/api/admin/delivery-rates",
                description="Delivery prices per currency, for staff")
MAX_RATE = Decimal("9999999.99")  # what money_in(7) lets through


def _money(message: str):
    def check(value: Decimal) -> None:
        if not Decimal(0) <= value <= MAX_RATE or value.quantize(CENT) != value:
            raise ValidationError(Message(message, max=str(MAX_RATE)))

    return check


class DeliveryRateSchema(Schema):
    """A delivery method's price in one currency; ``custom``: set by staff, else the GBP price converted."""

    method = fields.String(metadata={"example": "nova-poshta-branch"})
    currency = fields.String(metadata={"example": "UAH"})
    price = Amount()
    freeFrom = Amount(attribute="free_from", allow_none=True,
                      metadata={"description": "The subtotal, in this currency, from which it is free; null: never."})
    custom = fields.Boolean()


class DeliveryRateChangeSchema(Schema):
    """Staff's round price and free-delivery threshold, in the currency of the URL."""

    class Meta:
        unknown = EXCLUDE

    price = DecimalIn(required=True, error_messages={"required": FIELD_REQUIRED},
                      validate=_money(PRICE_INVALID), metadata={"example": "80"}, **money_in(7))
    freeFrom = DecimalIn(load_default=None, allow_none=True, data_key="freeFrom", attribute="free_from",
                         validate=_money(messages.FREE_FROM_INVALID), metadata={"example": "5000"}, **money_in(7))


@blp.route("")
class DeliveryRates(MethodView):
    @blp.admin_required
    @blp.response(200, DeliveryRateSchema(many=True))
    def get(self):
        """Every priced delivery method in every currency: staff's price, or the GBP one converted (staff)."""
        shown = delivery_rates.shown_rates()
        return [shown[method][currency] for method in delivery_rates.PRICED for currency in shown[method]]


@blp.route("/<method>/<currency>")
class DeliveryRateOne(MethodView):
    @blp.admin_required
    @blp.arguments(DeliveryRateChangeSchema)
    @blp.response(200, DeliveryRateSchema)
    @blp.alt_response(404, description="No such priced method, or the currency is GBP or unknown.")
    def put(self, data: dict, method: str, currency: str):
        """Set the method's round price and free-delivery threshold in a currency; the next order uses them (staff)."""
        return delivery_rates.set_rate(current_user, method, currency.upper(), data["price"], data["free_from"])

    @blp.admin_required
    @blp.response(200, DeliveryRateSchema)
    @blp.alt_response(404, description="No such priced method, or the currency is GBP or unknown.")
    def delete(self, method: str, currency: str):
        """Go back to the GBP price converted, for the method in a currency (staff)."""
        return delivery_rates.clear_rate(current_user, method, currency.upper())
