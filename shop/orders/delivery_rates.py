"""Delivery zones and their prices, as staff keep them: which countries a zone holds, which methods it offers, and
what a parcel costs there by weight band, in GBP and in round amounts of other currencies (₴80 rather than the
£1.50 converted, ₴84.08), with the subtotal from which each is free.

A shop whose zones staff never saved reads ``shop.orders.delivery.DEFAULT_ZONES``; the first change writes them all,
then changes them. Every price is computed by shop.orders.pricing.delivery_cost alone; this module only reads and
keeps the figures it uses.
"""
from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from sqlalchemy import func, select
from sqlalchemy.orm import selectinload

from shop import validation
from shop.audit import Action, Actor, Entity, record
from shop.countries import COUNTRY_CODES
from shop.currency.service import factor
from shop.extensions import db
from shop.http.errors import ApiError, NotFoundError
from shop.i18n import Message
from shop.money import BASE_CURRENCY, CURRENCY_CODES, convert
from shop.orders import messages
from shop.orders.delivery import DEFAULT_ZONES, METHODS, ZONED, Band, Rate, Zone, ZoneMethod
from shop.orders.models import DeliveryBand, DeliveryThreshold, DeliveryZone, DeliveryZoneMethod


def zones() -> tuple[Zone, ...]:
    """Every zone in staff's order, with its methods and prices (one query per table)."""
    rows = db.session.scalars(
        select(DeliveryZone).order_by(DeliveryZone.position, DeliveryZone.id).options(
            selectinload(DeliveryZone.methods).selectinload(DeliveryZoneMethod.bands),
            selectinload(DeliveryZone.methods).selectinload(DeliveryZoneMethod.thresholds))).all()
    return tuple(_zone(row) for row in rows) if rows else DEFAULT_ZONES


def zone_for(country: str, among: tuple[Zone, ...] | None = None) -> Zone | None:
    """The zone a country's parcels go by: the one that names it, else the zone of every other country."""
    among = zones() if among is None else among
    named = next((zone for zone in among if country in zone.countries), None)
    return named or next((zone for zone in among if zone.rest), None)


def zone_method(method: str, country: str) -> ZoneMethod | None:
    """The method as the country's zone offers it (None: not offered there, or no zone holds the country)."""
    zone = zone_for(country)
    return zone.method(method) if zone is not None else None


@dataclass(frozen=True)
class ShownRate:
    """A method's price for its lightest parcels and its free-delivery threshold in one currency; ``custom``: staff
    set them in this currency, else they are the GBP ones converted."""

    method: str
    currency: str
    price: Decimal
    free_from: Decimal | None
    custom: bool


def rate_shown(entry: ZoneMethod, currency: str) -> tuple[Rate, bool]:
    """The method's bands and threshold in ``currency``: staff's there, else the GBP ones converted."""
    own = entry.rates.get(currency)
    if own is not None:
        return own, currency != BASE_CURRENCY
    gbp = entry.rates[BASE_CURRENCY]
    rate = factor(currency)
    return Rate(tuple(Band(band.up_to, convert(band.price, rate)) for band in gbp.bands),
                convert(gbp.free_from, rate) if gbp.free_from is not None else None), False


def shown_rates() -> dict[str, dict[str, ShownRate]]:
    """Every method's "from" price (its lightest band, in the first zone that offers it) in every currency: what the
    delivery page lists."""
    shown: dict[str, dict[str, ShownRate]] = {}
    everywhere = zones()
    for code in METHODS:
        entry = next((found for zone in everywhere if (found := zone.method(code)) is not None), None)
        if entry is None:
            entry = ZoneMethod(code, rates={BASE_CURRENCY: Rate((Band(None, Decimal("0.00")),))})
        shown[code] = {}
        for currency in CURRENCY_CODES:
            rate, custom = rate_shown(entry, currency)
            lightest = rate.bands[0].price if rate.bands else Decimal("0.00")
            shown[code][currency] = ShownRate(code, currency, lightest, rate.free_from, custom)
    return shown


def countries_of(method: str) -> list[str]:
    """The countries a method goes to ([]: any, when the zone of every other country offers it)."""
    offering = [zone for zone in zones() if zone.method(method) is not None]
    if any(zone.rest for zone in offering):
        return []
    return sorted({country for zone in offering for country in zone.countries})


# ---------------------------------------------------------------- staff's changes

def save_zone(actor: Actor, code: str, data: dict) -> Zone:
    """Create or replace the zone ``code`` as staff wrote it: its name, countries and methods with their bands and
    thresholds per currency (audited). The next quote and order use it; orders placed keep what they paid."""
    materialise()
    _check_zone(code, data)
    row = db.session.scalar(select(DeliveryZone).where(DeliveryZone.code == code))
    before = zone_state(_zone(row)) if row is not None else None
    if row is None:
        position = db.session.scalar(select(func.coalesce(func.max(DeliveryZone.position), -1))) + 1
        row = DeliveryZone(code=code, position=position)
        db.session.add(row)
    row.name, row.countries = data["name"], sorted(set(data["countries"]))
    row.methods.clear()
    db.session.flush()
    for position, method in enumerate(data["methods"]):
        row.methods.append(method_row(method, position))
    db.session.flush()
    after = _zone(row)
    record(actor, Action.UPDATE if before else Action.CREATE, Entity.DELIVERY_ZONE, code, before=before,
           after=zone_state(after), summary=data["name"])
    db.session.commit()
    return after


def delete_zone(actor: Actor, code: str) -> None:
    """Remove a zone (audited): its countries then go by the zone of every other country, if there is one."""
    materialise()
    row = db.session.scalar(select(DeliveryZone).where(DeliveryZone.code == code))
    if row is None:
        raise NotFoundError(Message(messages.NO_SUCH_ZONE, zone=code))
    record(actor, Action.DELETE, Entity.DELIVERY_ZONE, code, before=zone_state(_zone(row)), summary=row.name)
    db.session.delete(row)
    db.session.commit()


def zone_state(zone: Zone) -> dict:
    """A zone as the audit log keeps it."""
    return {"name": zone.name, "countries": list(zone.countries),
            "methods": {entry.method: {"active": entry.active, "rates": {
                currency: {"freeFrom": rate.free_from, "bands": [[band.up_to, band.price] for band in rate.bands]}
                for currency, rate in entry.rates.items()}} for entry in zone.methods}}


def materialise() -> None:
    """Write the starting zones once, so staff's first change edits them rather than replacing them all."""
    if db.session.scalar(select(DeliveryZone.id).limit(1)) is not None:
        return
    for position, zone in enumerate(DEFAULT_ZONES):
        row = DeliveryZone(code=zone.code, name=zone.name, countries=list(zone.countries), position=position)
        for index, entry in enumerate(zone.methods):
            row.methods.append(method_row(
                {"method": entry.method, "active": entry.active,
                 "rates": [{"currency": currency, "free_from": rate.free_from,
                            "bands": [{"up_to": band.up_to, "price": band.price} for band in rate.bands]}
                           for currency, rate in entry.rates.items()]}, index))
        db.session.add(row)
    db.session.flush()


def method_row(method: dict, position: int) -> DeliveryZoneMethod:
    row = DeliveryZoneMethod(method=method["method"], active=method["active"], position=position)
    for rate in method["rates"]:
        row.thresholds.append(DeliveryThreshold(currency=rate["currency"], free_from=rate["free_from"]))
        for band in rate["bands"]:
            row.bands.append(DeliveryBand(currency=rate["currency"], up_to_grams=band["up_to"], price=band["price"]))
    return row


def _zone(row: DeliveryZone) -> Zone:
    methods = []
    for entry in row.methods:
        thresholds = {threshold.currency: threshold.free_from for threshold in entry.thresholds}
        by_currency: dict[str, list[Band]] = {}
        for band in entry.bands:
            by_currency.setdefault(band.currency, []).append(Band(band.up_to_grams, band.price))
        rates = {currency: Rate(tuple(sorted(bands, key=_lightest_first)), thresholds.get(currency))
                 for currency, bands in by_currency.items()}
        methods.append(ZoneMethod(entry.method, entry.active, rates))
    return Zone(row.code, row.name, tuple(row.countries or ()), tuple(methods))


def _lightest_first(band: Band) -> tuple[int, int]:
    return (1, 0) if band.up_to is None else (0, band.up_to)


def _check_zone(code: str, data: dict) -> None:
    """What a zone must be beyond its fields' own rules: known country codes (else 400, like any field), then, with
    every error at once, 409 for the rules across fields and zones: countries no other zone holds, one zone of every
    other country at most, each method once, GBP prices for each, bands in growing weights."""
    errors: dict = {}
    others = [zone for zone in zones() if zone.code != code]
    countries = data["countries"]
    unknown = sorted({country for country in countries if country not in COUNTRY_CODES})
    if unknown:
        raise ApiError(validation.CHECK_FIELDS, status=400, errors={"countries": [
            Message(messages.ZONE_COUNTRY_UNKNOWN, countries=", ".join(unknown))]})
    for zone in others:
        taken = sorted(set(countries) & set(zone.countries))
        if taken:
            errors["countries"] = [Message(messages.ZONE_COUNTRY_TAKEN, countries=", ".join(taken), zone=zone.name)]
            break
    if not countries and any(zone.rest for zone in others):
        errors["countries"] = [messages.ZONE_REST_TAKEN]
    method_errors: dict = {}
    seen: set[str] = set()
    for index, method in enumerate(data["methods"]):
        found = _method_errors(method, seen)
        if found:
            method_errors[str(index)] = found
    if method_errors:
        errors["methods"] = method_errors
    if errors:
        raise ApiError(validation.CHECK_FIELDS, status=409, errors=errors)


def _method_errors(method: dict, seen: set[str]) -> dict:
    errors: dict = {}
    if method["method"] not in ZONED:
        errors["method"] = [Message(messages.ZONE_METHOD_UNKNOWN, choices=", ".join(ZONED))]
    elif method["method"] in seen:
        errors["method"] = [messages.ZONE_METHOD_TWICE]
    seen.add(method["method"])
    currencies = [rate["currency"] for rate in method["rates"]]
    if BASE_CURRENCY not in currencies or len(set(currencies)) != len(currencies):
        errors["rates"] = [messages.ZONE_RATES_CURRENCIES]
        return errors
    rate_errors: dict = {}
    for index, rate in enumerate(method["rates"]):
        weights = [band["up_to"] for band in rate["bands"]]
        limited = [weight for weight in weights if weight is not None]
        if not weights or None in weights[:-1] or limited != sorted(set(limited)):
            rate_errors[str(index)] = {"bands": [messages.ZONE_BANDS_ORDER]}
    if rate_errors:
        errors["rates"] = rate_errors
    return errors

