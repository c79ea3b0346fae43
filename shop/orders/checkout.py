"""Placing an order: the review, then one transaction that claims the idempotency key, reserves the stock, spends the
gift card and writes the order, so an order is either whole or not there at all.

- Prices come from shop.orders.pricing only; a client's price is compared, never charged.
- Stock: one conditional UPDATE per product (``stock = stock - q WHERE stock >= q``) inside the order's transaction:
  two buyers can never take the last metre, on PostgreSQL (row locks) as on SQLite (one writer at a time). The
  UPDATE moves the product's ``updated_at``; this worker's listing index applies those products at once
  (read_model.products_changed) and the others see them at their next poll, product by product.
- Idempotency: the key is unique on orders, with the hash of the request it came with. A replay (a double click,
  a retry after a lost answer, ten at once) gets the order already made; the same key with another body is refused.
"""
from __future__ import annotations

import hashlib
import json
import logging
from collections import defaultdict
from dataclasses import dataclass
from decimal import Decimal

from sqlalchemy import select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import selectinload

from shop import metrics, validation
from shop.accounts.models import User
from shop.catalog.engine.read_model import products_changed
from shop.catalog.models import Product
from shop.countries import COUNTRY_CODES
from shop.currency.service import factor as currency_factor
from shop.extensions import db
from shop.giftcards import service as giftcards
from shop.giftcards.messages import NOT_FOR_GIFT_CARDS
from shop.giftcards.models import GiftCard
from shop.http.errors import ApiError
from shop.i18n import Message, request_language, say
from shop.models_base import utcnow
from shop.orders import delivery_rates, emails, messages
from shop.orders.delivery import METHODS, DeliveryCode, DeliveryMethod, ZoneMethod, country_of
from shop.orders.history import OrderView, views
from shop.orders.models import DeliveryStatus, EventKind, Order, OrderEvent, OrderLine
from shop.orders.pricing import Priced, Wanted, check_quantities, delivery_cost, free_from, price, products_by_sku
from shop.payments import providers
from shop.payments.methods import PaymentMethod
from shop.payments.models import Payment, PaymentState
from shop.promotions import service as promotions
from shop.promotions.models import Promotion
from shop.settings import store as shop_settings
from shop.settings.display import address_line, hours_rows, pickup_text

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class DeliveryOffer:
    """A method the address's zone offers for this parcel, and what it costs there in the order's currency."""

    code: str
    price: Decimal
    free_from: Decimal | None
    fields: tuple[str, ...]


@dataclass(frozen=True)
class Quote:
    priced: Priced
    gift_card_error: str | None = None
    country: str = ""
    zone: str | None = None
    offers: tuple[DeliveryOffer, ...] = ()
    promotion_error: str | None = None
    promotion_rules: tuple[str, ...] = ()  # the code's rule in words, in the request's language


@dataclass(frozen=True)
class Placement:
    """A placed order as its answer shows it (an OrderView's fields, and how to pay)."""

    view: OrderView
    payment: providers.PaymentStart
    replayed: bool

    @property
    def order(self) -> Order:
        return self.view.order

    @property
    def lines(self):
        return self.view.lines

    @property
    def payment_status(self) -> str:
        return self.view.payment_status


def options() -> dict:
    """What a checkout offers now: delivery methods with their GBP prices and their price in every currency (staff's
    round one, else converted), payment methods, the pickup point (in the request's language) and bank."""
    rates = delivery_rates.shown_rates()
    delivery = [{"code": method.code, "price": rates[method.code]["GBP"].price,
                 "free_from": rates[method.code]["GBP"].free_from,
                 "countries": delivery_rates.countries_of(method.code), "fields": method.fields,
                 "prices": rates[method.code]}
                for method in METHODS.values()]
    zones = [{"code": zone.code, "countries": list(zone.countries),
              "methods": [entry.method for entry in zone.methods if entry.active]} for zone in delivery_rates.zones()]
    settings, language = shop_settings.current(), request_language()
    pickup = {"address": address_line(settings.pickup, language), "hours": hours_rows(settings.pickup, language),
              "hours_note": settings.pickup.hours_note.get(language), "note": settings.pickup.note.get(language)}
    return {"delivery": delivery, "zones": zones, "payment": providers.offered_methods(),
            "pickup_address": pickup_text(settings, language), "pickup": pickup, "bank": providers.bank_details()}


def _wanted(lines: list[dict]) -> list[Wanted]:
    return [Wanted(line["sku"], line["quantity"], line.get("price"), line.get("gift_card")) for line in lines]


def quote(data: dict) -> Quote:
    """The review of a basket: every figure from the server; an unusable gift-card code is said, not raised."""
    wanted = _wanted(data["lines"])
    products = products_by_sku(line.sku for line in wanted)
    check_quantities(wanted, products)
    delivery = METHODS[data["delivery"]["method"]] if data.get("delivery") else None
    card, card_error = None, None
    if data.get("gift_card_code"):
        try:
            card = giftcards.spendable(data["gift_card_code"])
        except ApiError as problem:
            card_error = say(problem.message, request_language())
    promotion, promotion_error = None, None
    if data.get("promotion_code"):
        try:
            promotion = promotions.usable(data["promotion_code"], email=data.get("contact_email"))
        except ApiError as problem:
            promotion_error = say(problem.message, request_language())
    country = _country(data)
    priced = _priced(data, wanted, products, delivery, card, promotion)
    _check_delivery(priced, country)
    zone = delivery_rates.zone_for(country)
    if priced.offer is not None and priced.offer.problem:
        promotion_error = say(priced.offer.problem, request_language())
    rules = tuple(promotions.rule_words(promotion, priced.currency, priced.factor, request_language())) \
        if promotion is not None else ()
    return Quote(priced, card_error, country, zone.code if zone else None, _offers(priced, country),
                 promotion_error, rules)


def _country(data: dict) -> str:
    """Where the parcel goes: the address's country abroad, else the country the shopper chose, else Ukraine."""
    delivery = data.get("delivery") or {}
    method = METHODS.get(delivery.get("method") or "")
    return country_of(method, delivery.get("details") or {}, delivery.get("country")) if method else \
        (delivery.get("country") or "UA")


def _zone_method(delivery: DeliveryMethod | None, country: str) -> ZoneMethod | None:
    """The delivery as the country's zone offers it; e-mail (no parcel) and no delivery have none."""
    if delivery is None or not delivery.physical:
        return None
    return delivery_rates.zone_method(delivery.code, country)


def _offers(priced: Priced, country: str) -> tuple[DeliveryOffer, ...]:
    """What the country's zone offers this parcel, priced in the order's currency; e-mail is always there for gift
    cards alone."""
    zone = delivery_rates.zone_for(country)
    offers = []
    for entry in zone.methods if zone is not None else ():
        if not entry.active:
            continue
        cost = delivery_cost(entry, priced.currency, priced.factor, priced.parcel_grams, priced.subtotal,
                             priced.subtotal_gbp)
        if cost is not None:
            # A free-delivery code makes every method on offer free, as the review's own delivery is.
            price = Decimal("0.00") if priced.offer is not None and priced.offer.free_delivery else cost[0]
            offers.append(DeliveryOffer(entry.method, price, free_from(entry, priced.currency, priced.factor),
                                        METHODS[entry.method].fields))
    offers.append(DeliveryOffer(DeliveryCode.EMAIL, Decimal("0.00"), None, ()))
    return tuple(offers)


def _priced(data: dict, wanted: list[Wanted], products: dict, delivery: DeliveryMethod | None,
            card: GiftCard | None, promotion: Promotion | None = None) -> Priced:
    """The basket priced in the order's currency, with the delivery as the address's zone prices it and the card's
    own factor."""
    currency = data["currency"]
    return price(wanted, products, currency, currency_factor(currency), delivery, card,
                 zone_method=_zone_method(delivery, _country(data)),
                 card_factor=currency_factor(card.currency) if card is not None else None, promotion=promotion)


def _check_delivery(priced: Priced, country: str) -> None:
    """A physical method must be offered in the country's zone and carry the parcel's weight: else 409, as staff's
    zones and the products' weights decide it, not the request's form."""
    delivery = priced.delivery
    if delivery is None or not delivery.physical:
        return
    if country not in COUNTRY_CODES or delivery_rates.zone_method(delivery.code, country) is None:
        choices = ", ".join(offer.code for offer in _offers(priced, country) if offer.code != DeliveryCode.EMAIL)
        _field_error("delivery", "method", Message(messages.DELIVERY_NOT_OFFERED, method=delivery.code,
                                                   country=country, choices=choices or "-"), status=409)
    if not priced.carried:
        kilograms = f"{Decimal(priced.parcel_grams) / 1000:.1f}"
        _field_error("delivery", "method", Message(messages.DELIVERY_TOO_HEAVY, method=delivery.code,
                                                   kilograms=kilograms), status=409)


# ---------------------------------------------------------------- placement


def place(data: dict, key: str, actor: User | None) -> Placement:
    """Place the order once per key: a new order (201) or the one this key already made."""
    fingerprint = _fingerprint(data, actor)
    existing = _by_key(key)
    if existing is not None:
        return _replay(existing, fingerprint)
    wanted = _wanted(data["lines"])
    products = products_by_sku(line.sku for line in wanted)
    check_quantities(wanted, products)
    card = giftcards.spendable(data["gift_card_code"]) if data.get("gift_card_code") else None
    promotion = promotions.usable(data["promotion_code"], user_id=actor.id if actor else None,
                                  email=data["contact"]["email"]) if data.get("promotion_code") else None
    delivery = METHODS[data["delivery"]["method"]]
    priced = _priced(data, wanted, products, delivery, card, promotion)
    if priced.offer is not None and priced.offer.problem:
        raise promotions.refused(priced.offer.problem)
    _check_rules(data, priced)

    order = _new_order(data, key, fingerprint, actor, priced)
    try:
        db.session.add(order)
        db.session.flush()  # claims the key: a parallel twin stops here
        order.number = f"DF-{order.id + 100:06d}"
        taken = _reserve_stock(priced)
        if priced.offer is not None:  # the code's limits, counted again under its row's lock
            promotions.claim(priced.offer.promotion, order.id, order.user_id, data["contact"]["email"],
                             priced.currency, priced.offer)
        if priced.card is not None and priced.gift_card_debit > 0:
            giftcards.debit(priced.card, priced.gift_card_debit, order.id)
        if order.payment_method == PaymentMethod.CARD:
            db.session.add(Payment(order_id=order.id, provider="liqpay", amount=order.total_price,
                                   currency=order.currency))
        db.session.commit()
    except IntegrityError:
        db.session.rollback()
        existing = _by_key(key)
        if existing is None:
            raise
        return _replay(existing, fingerprint)
    except ApiError:
        db.session.rollback()
        raise
    products_changed(taken)
    metrics.order_placed(order.payment_method)
    if order.payment_method == PaymentMethod.CARD:
        metrics.payment_reached(PaymentState.PENDING)
    placed = _load(order.id)
    payment = providers.provider(placed.payment_method).start(placed)
    emails.send_order_placed(placed, payment)
    return Placement(views([placed])[0], payment, replayed=False)


def _check_rules(data: dict, priced: Priced) -> None:
    """What must hold before anything is reserved: lines in stock, delivery and payment fit the basket, the total
    the shopper reviewed."""
    if priced.blocking:
        raise ApiError(messages.SHORT_STOCK, status=409, errors={"lines": [
            {"sku": line.wanted.sku, "productName": line.product.name_en if line.product else "",
             "requested": _text(line.wanted.quantity), "available": _text(line.available or 0),
             "problem": line.problem} for line in priced.blocking]})
    delivery, method = priced.delivery, data.get("payment_method")
    assert delivery is not None
    if priced.only_gift_cards and delivery.physical:
        _field_error("delivery", "method", messages.DELIVERY_EMAIL_ONLY)
    if not priced.only_gift_cards and not delivery.physical:
        _field_error("delivery", "method", messages.DELIVERY_EMAIL_NOT_FOR_GOODS)
    _check_delivery(priced, _country(data))
    if priced.card is not None and priced.only_gift_cards:
        raise ApiError(NOT_FOR_GIFT_CARDS, status=409, errors={"giftCardCode": [NOT_FOR_GIFT_CARDS]})
    if priced.total > 0:
        if method is None:
            _field_error("paymentMethod", None, validation.FIELD_REQUIRED)
        chosen = providers.PROVIDERS[method]
        if not chosen.offered():
            _field_error("paymentMethod", None, Message(messages.PAYMENT_INVALID, choices=", ".join(
                p.method for p in providers.offered_methods())))
        currencies = chosen.currencies()
        if currencies and priced.currency not in currencies:
            _field_error("paymentMethod", None, Message(messages.PAYMENT_CURRENCY, currencies=", ".join(currencies)))
        if method == PaymentMethod.CASH_ON_DELIVERY and (not delivery.cash_on_delivery or priced.has_gift_cards):
            _field_error("paymentMethod", None, messages.CASH_NOT_ALLOWED)
    expected = data.get("expected_total")
    if expected is not None and expected != priced.total:
        changed = [line for line in priced.lines if line.problem == "price-changed"] or priced.lines
        raise ApiError(messages.PRICES_CHANGED, status=409, errors={
            "lines": [{"sku": line.wanted.sku, "productName": line.product.name_en if line.product else "",
                       "price": f"{line.unit:.2f}"} for line in changed],
            "total": f"{priced.total:.2f}"})


def _field_error(field: str, sub: str | None, message, status: int = 400) -> None:
    raise ApiError(validation.CHECK_FIELDS, status=status, errors={field: {sub: [message]} if sub else [message]})


def _text(value: Decimal) -> str:
    text = f"{value:f}"
    return text.rstrip("0").rstrip(".") if "." in text else text


def _new_order(data: dict, key: str, fingerprint: str, actor: User | None, priced: Priced) -> Order:
    contact, delivery = data["contact"], data["delivery"]
    details = delivery["details"]
    paid_by_card = priced.total == 0
    method = PaymentMethod.GIFT_CARD if paid_by_card else data["payment_method"]
    now = utcnow()
    order = Order(
        number=f"pending-{key[:12]}", idempotency_key=key, request_hash=fingerprint,
        user_id=actor.id if actor else None, status=DeliveryStatus.ACCEPTED, is_paid=paid_by_card,
        paid_at=now if paid_by_card else None, payment_method=method, currency=priced.currency, factor=priced.factor,
        language=data.get("language") or request_language(), subtotal=priced.subtotal,
        delivery_price=priced.delivery_price, gift_card_amount=priced.gift_card_amount, total_price=priced.total,
        promotion_code=priced.offer.code if priced.offer is not None else None,
        promotion_discount=priced.discount, promotion_discount_gbp=priced.discount_gbp,
        subtotal_gbp=priced.subtotal_gbp, total_gbp=priced.total_gbp, delivery_method=delivery["method"],
        delivery=details, comment=data["comment"],
        user_info={"firstName": contact["first_name"], "lastName": contact["last_name"], "email": contact["email"],
                   "phone": contact["phone"], "address": details.get("address", ""), "city": details.get("city", ""),
                   "postcode": details.get("postcode", ""),
                   "country": _country(data)
                   if delivery["method"] not in (DeliveryCode.PICKUP, DeliveryCode.EMAIL) else ""},
        created_at=now)
    for line in priced.lines:
        product = line.product
        assert product is not None
        order.lines.append(OrderLine(
            product_id=product.id, sku=product.product_id, name=product.name_en, names=product.names(),
            quantity=line.wanted.quantity,
            minimum=product.minimum, unit_price=line.unit, unit_price_gbp=line.unit_gbp, discount=product.discount,
            line_total=line.total, gift_card=line.wanted.gift_card if product.is_gift_card else None))
    order.events.append(OrderEvent(kind=EventKind.STATUS, from_value=None, to_value=DeliveryStatus.ACCEPTED,
                                   created_at=now))
    if paid_by_card:
        order.events.append(OrderEvent(kind=EventKind.PAYMENT, from_value=None, to_value="Paid", created_at=now,
                                       note=PaymentMethod.GIFT_CARD))
    return order


def _reserve_stock(priced: Priced) -> list[int]:
    """Take every stock-kept product's quantity with one conditional UPDATE each; short stock is a 409."""
    wanted: dict[int, Decimal] = defaultdict(Decimal)
    for line in priced.lines:
        if line.product is not None and not line.product.is_gift_card:
            wanted[line.product.id] += line.wanted.quantity
    short = []
    for product_id in sorted(wanted):  # one order of locks for every buyer: no deadlocks between two baskets
        taken = db.session.execute(
            update(Product).where(Product.id == product_id, Product.is_active.is_(True),
                                  Product.stock >= wanted[product_id])
            .values(stock=Product.stock - wanted[product_id], updated_at=utcnow())
            .execution_options(synchronize_session=False))
        if taken.rowcount != 1:
            short.append(product_id)
    if short:
        db.session.rollback()
        now = dict(db.session.execute(select(Product.id, Product.stock).where(Product.id.in_(short))).all())
        raise ApiError(messages.SHORT_STOCK, status=409, errors={"lines": [
            {"sku": line.wanted.sku, "productName": line.product.name_en, "requested": _text(line.wanted.quantity),
             "available": _text(now.get(line.product.id, Decimal(0))), "problem": "short"}
            for line in priced.lines if line.product is not None and line.product.id in short]})
    return list(wanted)


def _fingerprint(data: dict, actor: User | None) -> str:
    """The request as a stable hash: the same body sent again is the same order."""
    canonical = json.dumps({"actor": actor.id if actor else None, "data": data}, sort_keys=True, default=_plain)
    return hashlib.sha256(canonical.encode()).hexdigest()


def _plain(value):
    if isinstance(value, Decimal):
        return _text(value)
    raise TypeError(type(value))


def already_placed(key: str) -> bool:
    """Whether this Idempotency-Key has placed an order already: sending it again answers that order, nothing new."""
    if not key or len(key) > 64:
        return False
    return db.session.scalar(select(Order.id).where(Order.idempotency_key == key)) is not None


def _by_key(key: str) -> Order | None:
    return db.session.scalar(select(Order).where(Order.idempotency_key == key)
                             .options(selectinload(Order.lines), selectinload(Order.events)))


def _load(order_id: int) -> Order:
    db.session.expire_all()
    return db.session.scalar(select(Order).where(Order.id == order_id)
                             .options(selectinload(Order.lines), selectinload(Order.events)))


def _replay(order: Order, fingerprint: str) -> Placement:
    if order.request_hash != fingerprint:
        raise ApiError(messages.KEY_REUSED, status=422)
    payment = providers.provider(order.payment_method).start(order)
    return Placement(views([order])[0], payment, replayed=True)
