"""What an order costs, computed by the server alone (GUIDE 3): the one place checkout, the review and placement
price a basket.

Each line: the product's price less its discount in GBP (shop.money.discounted), then converted with the currency's
factor and rounded (the unit price the shopper sees), then times the quantity (x10 for goods sold by 0.1) and
rounded - exactly what the cart shows; a gift card with a round amount of its own in the currency costs that.
Delivery costs the band the parcel's weight falls in (``parcel_grams``), in the zone the address is in: staff's round
price in the currency where they set one, else the GBP band converted the same way, free from the zone's threshold;
a gift card pays what it can of the rest, in its own currency. The same figures in GBP (``*_gbp``) are the shop's own
accounting.
"""
from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from decimal import Decimal

from flask import current_app
from sqlalchemy import select

from shop import validation
from shop.catalog.models import Product
from shop.extensions import db
from shop.giftcards.models import GiftCard
from shop.http.errors import ApiError
from shop.i18n import Message
from shop.money import BASE_CURRENCY, FRACTIONAL_STEP, convert, discounted, line_total, round_money, step_for
from shop.orders import messages
from shop.orders.delivery import DeliveryMethod, Rate, ZoneMethod
from shop.promotions import service as promotions
from shop.promotions.models import Promotion

ZERO = Decimal("0.00")
MAX_QUANTITY = Decimal("10000")


class Problem:
    """Why a line cannot be bought as asked."""

    UNAVAILABLE = "unavailable"      # no such product, or no longer sold
    SHORT = "short"                  # less in stock than asked for
    PRICE_CHANGED = "price-changed"  # the price the shopper saw is not the price now
    BLOCKING = (UNAVAILABLE, SHORT)


@dataclass(frozen=True)
class Wanted:
    """A line as the client asks for it; ``seen_price`` (GBP) is only ever compared, never charged."""

    sku: str
    quantity: Decimal
    seen_price: Decimal | None = None
    gift_card: dict | None = None


@dataclass(frozen=True)
class PricedLine:
    wanted: Wanted
    product: Product | None
    unit_gbp: Decimal = ZERO
    unit: Decimal = ZERO
    total: Decimal = ZERO
    total_gbp: Decimal = ZERO
    problem: str | None = None

    @property
    def is_gift_card(self) -> bool:
        return self.product is not None and self.product.is_gift_card

    @property
    def available(self) -> Decimal | None:
        """What can be bought of it now (None: not stock-kept, like a gift card)."""
        if self.product is None or not self.product.is_active:
            return ZERO
        return None if self.product.is_gift_card else self.product.stock


@dataclass(frozen=True)
class Priced:
    currency: str
    factor: Decimal
    lines: list[PricedLine]
    subtotal: Decimal
    subtotal_gbp: Decimal
    delivery: DeliveryMethod | None
    delivery_price: Decimal
    delivery_gbp: Decimal
    parcel_grams: int           # what the parcel weighs, packaging included (0: nothing to post)
    carried: bool               # False: the parcel is heavier than the delivery method's last band
    card: GiftCard | None
    card_balance: Decimal       # the card's balance before this order, in the order's currency
    gift_card_amount: Decimal   # what the card pays, in the order's currency
    gift_card_gbp: Decimal      # ... in GBP, for the shop's own figures
    gift_card_debit: Decimal    # ... and in the card's currency: what is taken off the card
    total: Decimal
    total_gbp: Decimal
    # The promotion code's offer (shop.promotions.service.offer): its discount is off the total, before the card.
    offer: promotions.Offer | None = None

    @property
    def discount(self) -> Decimal:
        return self.offer.discount if self.offer is not None else ZERO

    @property
    def discount_gbp(self) -> Decimal:
        return self.offer.discount_gbp if self.offer is not None else ZERO

    @property
    def problems(self) -> list[PricedLine]:
        return [line for line in self.lines if line.problem]

    @property
    def blocking(self) -> list[PricedLine]:
        return [line for line in self.lines if line.problem in Problem.BLOCKING]

    @property
    def only_gift_cards(self) -> bool:
        return bool(self.lines) and all(line.is_gift_card for line in self.lines)

    @property
    def has_gift_cards(self) -> bool:
        return any(line.is_gift_card for line in self.lines)


def products_by_sku(skus: Iterable[str]) -> dict[str, Product]:
    """The products named, in one query."""
    wanted = sorted(set(skus))
    if not wanted:
        return {}
    return {p.product_id: p for p in db.session.scalars(select(Product).where(Product.product_id.in_(wanted)))}


def check_quantities(wanted: Sequence[Wanted], products: dict[str, Product]) -> None:
    """Each quantity sits on its product's step grid (0.1 m of fabric, whole pieces), at least one step, and a gift
    card has its recipient (else 409: the products decide, not the request's form)."""
    errors: dict[str, dict[str, list]] = {}
    for index, line in enumerate(wanted):
        product = products.get(line.sku)
        if product is None:
            continue
        step = step_for(product.minimum)
        gift_card_problem = product.is_gift_card and not line.gift_card
        if line.quantity < step or line.quantity > MAX_QUANTITY or line.quantity % step:
            message = messages.QUANTITY_FRACTIONAL if step == FRACTIONAL_STEP else messages.QUANTITY_WHOLE
            errors[str(index)] = {"quantity": [Message(message, max=MAX_QUANTITY)]}
        elif gift_card_problem:
            errors[str(index)] = {"giftCard": [messages.GIFT_CARD_RECIPIENT_REQUIRED]}
    if errors:
        raise ApiError(validation.CHECK_FIELDS, status=409, errors={"lines": errors})


def price(wanted: Sequence[Wanted], products: dict[str, Product], currency: str, factor: Decimal,
          delivery: DeliveryMethod | None = None, card: GiftCard | None = None, *,
          zone_method: ZoneMethod | None = None, card_factor: Decimal | None = None,
          promotion: Promotion | None = None) -> Priced:
    """Every figure of the basket in ``currency`` (and GBP). ``zone_method`` is the delivery as the address's zone
    offers it, with its bands (none: it costs nothing, like e-mail); ``card_factor`` the factor of the card's
    currency when it is another; ``promotion`` a code that may be used (its rule: shop.promotions.service)."""
    asked: dict[int, Decimal] = defaultdict(Decimal)
    for line in wanted:
        product = products.get(line.sku)
        if product is not None:
            asked[product.id] += line.quantity
    lines = [_price_line(line, products.get(line.sku), currency, factor, asked) for line in wanted]
    subtotal = sum((line.total for line in lines), ZERO)
    subtotal_gbp = sum((line.total_gbp for line in lines), ZERO)
    grams = parcel_grams(lines)
    cost = delivery_cost(zone_method if delivery is not None else None, currency, factor, grams, subtotal,
                         subtotal_gbp)
    delivery_price, delivery_gbp = cost or (ZERO, ZERO)
    offer = promotions.offer(promotion, lines, currency, factor) if promotion is not None else None
    discount, discount_gbp = (offer.discount, offer.discount_gbp) if offer is not None else (ZERO, ZERO)
    if offer is not None and offer.free_delivery:
        delivery_price, delivery_gbp = ZERO, ZERO

    card_balance, applied, applied_gbp, debit = ZERO, ZERO, ZERO, ZERO
    if card is not None:
        same = card.currency == currency
        # The card's balance in the order's currency: as it is, or through GBP at the factors of the day.
        card_balance = card.balance if same else convert(round_money(card.balance / (card_factor or 1)), factor)
        # A card pays for goods and delivery, never for other gift cards.
        gift_cards = sum((line.total for line in lines if line.is_gift_card), ZERO)
        payable = subtotal - gift_cards - discount + delivery_price
        applied = max(min(card_balance, payable), ZERO)
        applied_gbp = round_money(applied / factor)
        if applied == card_balance:
            debit = card.balance  # all of it, whatever the rounding of the conversion
        else:
            debit = applied if same else min(card.balance, round_money(applied / factor * (card_factor or 1)))
    return Priced(currency=currency, factor=factor, lines=lines, subtotal=subtotal, subtotal_gbp=subtotal_gbp,
                  delivery=delivery, delivery_price=delivery_price, delivery_gbp=delivery_gbp, parcel_grams=grams,
                  carried=cost is not None, card=card,
                  card_balance=card_balance, gift_card_amount=applied, gift_card_gbp=applied_gbp,
                  gift_card_debit=debit, total=subtotal - discount + delivery_price - applied,
                  total_gbp=subtotal_gbp - discount_gbp + delivery_gbp - applied_gbp, offer=offer)


def parcel_grams(lines: Sequence[PricedLine]) -> int:
    """What the parcel weighs in whole grams: each line's quantity times its product's weight per unit (per metre
    for fabric), plus SHOP_PARCEL_PACKAGING_GRAMS for the box when there is anything to post (gift cards go by
    e-mail and weigh nothing)."""
    goods = [line for line in lines if line.product is not None and not line.is_gift_card]
    if not goods:
        return 0
    weight = sum((line.wanted.quantity * (line.product.weight_grams or 0) for line in goods), Decimal(0))
    packaging = int(current_app.config.get("SHOP_PARCEL_PACKAGING_GRAMS", 0))
    return int(weight.to_integral_value(rounding="ROUND_CEILING")) + packaging


def delivery_cost(zone_method: ZoneMethod | None, currency: str, factor: Decimal, grams: int, subtotal: Decimal,
                  subtotal_gbp: Decimal) -> tuple[Decimal, Decimal] | None:
    """What delivering a parcel of ``grams`` costs in the order's currency and in GBP: the band it falls in, of
    staff's round prices in this currency (free from their threshold there) where they set a band that carries it,
    else of the GBP prices (free from the GBP threshold), converted. None: heavier than the method carries; no
    method (e-mail, or none chosen yet): nothing."""
    if zone_method is None:
        return ZERO, ZERO
    own: Rate | None = zone_method.rates.get(currency) if currency != BASE_CURRENCY else None
    band = own.band_for(grams) if own is not None else None
    if own is not None and band is not None:
        shown = ZERO if own.free_from is not None and subtotal >= own.free_from else band.price
        return shown, round_money(shown / factor)
    gbp = zone_method.rates[BASE_CURRENCY]
    band = gbp.band_for(grams)
    if band is None:
        return None
    price_gbp = ZERO if gbp.free_from is not None and subtotal_gbp >= gbp.free_from else band.price
    return convert(price_gbp, factor), price_gbp


def free_from(zone_method: ZoneMethod, currency: str, factor: Decimal) -> Decimal | None:
    """The subtotal in ``currency`` from which the method is free: staff's there, else the GBP one converted."""
    own = zone_method.rates.get(currency) if currency != BASE_CURRENCY else None
    if own is not None:
        return own.free_from
    threshold = zone_method.rates[BASE_CURRENCY].free_from
    return convert(threshold, factor) if threshold is not None else None


def _price_line(line: Wanted, product: Product | None, currency: str, factor: Decimal,
                asked: dict[int, Decimal]) -> PricedLine:
    if product is None or not product.is_active:
        return PricedLine(line, product, problem=Problem.UNAVAILABLE)
    listed_gbp = discounted(product.price, product.discount)
    own = product.price_in(currency)
    # A gift card's own amount in this currency is charged as it is (its GBP figure only counts for the shop).
    unit, unit_gbp = (own, round_money(own / factor)) if own is not None else (convert(listed_gbp, factor), listed_gbp)
    problem = None
    if not product.is_gift_card and asked[product.id] > product.stock:
        problem = Problem.SHORT if product.stock > 0 else Problem.UNAVAILABLE
    elif line.seen_price is not None and round_money(line.seen_price) != listed_gbp:
        problem = Problem.PRICE_CHANGED
    return PricedLine(line, product, unit_gbp=unit_gbp, unit=unit,
                      total=line_total(unit, line.quantity, product.minimum),
                      total_gbp=line_total(unit_gbp, line.quantity, product.minimum), problem=problem)
