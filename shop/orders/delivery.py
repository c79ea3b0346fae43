"""Delivery methods: where each goes, what it needs to know, and where its parcels are tracked; and the zones they are
offered in, with the prices a parcel's weight costs there.

Nova Poshta (a branch, a parcel locker or its courier) and Ukrposhta serve Ukraine; an international courier goes
anywhere else; pickup is at the shop; gift cards alone travel by e-mail. Which methods a country gets, and at what
price by weight, is staff's (shop.orders.delivery_rates keeps it); ``DEFAULT_ZONES`` is the shape a new shop starts
with (migration 0019 and the demo write it; an empty table reads as it).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal

from shop.i18n import DEFAULT_LANGUAGE


class DeliveryCode:
    NOVA_POSHTA_BRANCH = "nova-poshta-branch"
    NOVA_POSHTA_LOCKER = "nova-poshta-locker"
    COURIER = "courier"
    UKRPOSHTA = "ukrposhta"
    INTERNATIONAL = "international"
    PICKUP = "pickup"
    EMAIL = "email"


@dataclass(frozen=True)
class DeliveryMethod:
    code: str
    fields: tuple[str, ...]      # the details the shopper gives
    physical: bool = True        # carries goods (every method but e-mail)
    cash_on_delivery: bool = True
    # The carrier's tracking page for a parcel's number ({number}); by the mail's language where the carrier has
    # pages in several, else "" for every language; None: the carrier has no page to link to.
    tracking: dict[str, str] | None = None
    abroad: bool = False         # only for addresses outside Ukraine

    def tracking_url(self, number: str, language: str) -> str | None:
        """The page where the parcel ``number`` is followed, in ``language`` where the carrier has one."""
        if not self.tracking or not number:
            return None
        template = self.tracking.get(language) or self.tracking.get("") or self.tracking.get(DEFAULT_LANGUAGE)
        return template.format(number=number.replace(" ", "")) if template else None


_NOVA_POSHTA = {"": "https://novaposhta.ua/tracking/?cargo_number={number}"}
# Ukrposhta's tracking page speaks Ukrainian and English.
_UKRPOSHTA = {"ua": "https://track.ukrposhta.ua/tracking_UA.html?barcode={number}",
              "": "https://track.ukrposhta.ua/tracking_EN.html?barcode={number}"}

METHODS: dict[str, DeliveryMethod] = {m.code: m for m in (
    DeliveryMethod(DeliveryCode.NOVA_POSHTA_BRANCH, ("city", "branch"), tracking=_NOVA_POSHTA),
    DeliveryMethod(DeliveryCode.NOVA_POSHTA_LOCKER, ("city", "branch"), tracking=_NOVA_POSHTA),
    DeliveryMethod(DeliveryCode.COURIER, ("city", "address", "postcode"), tracking=_NOVA_POSHTA),
    DeliveryMethod(DeliveryCode.UKRPOSHTA, ("city", "address", "postcode"), tracking=_UKRPOSHTA),
    DeliveryMethod(DeliveryCode.INTERNATIONAL, ("country", "city", "address", "postcode"), cash_on_delivery=False,
                   abroad=True),
    DeliveryMethod(DeliveryCode.PICKUP, ()),
    DeliveryMethod(DeliveryCode.EMAIL, (), physical=False, cash_on_delivery=False),
)}
CODES = tuple(METHODS)
# Every method zones offer: e-mail carries no parcel and goes anywhere.
ZONED = tuple(code for code, method in METHODS.items() if method.physical)
HOME_COUNTRY = "UA"


def country_of(method: DeliveryMethod, details: dict, asked: str | None = None) -> str:
    """The country an order goes to: the address's abroad, else the one the shopper chose, else Ukraine."""
    return details.get("country") or asked or HOME_COUNTRY


# ---------------------------------------------------------------- zones, as a new shop starts them


@dataclass(frozen=True)
class Band:
    """What a parcel of up to ``up_to`` grams costs (None: any heavier)."""

    up_to: int | None
    price: Decimal


@dataclass(frozen=True)
class Rate:
    """A method's weight bands in one currency, lightest first, and the subtotal there from which it is free."""

    bands: tuple[Band, ...]
    free_from: Decimal | None = None

    def band_for(self, grams: int) -> Band | None:
        """The band a parcel of ``grams`` falls in; None: heavier than the method carries."""
        for band in self.bands:
            if band.up_to is None or grams <= band.up_to:
                return band
        return None


@dataclass(frozen=True)
class ZoneMethod:
    method: str
    active: bool = True
    rates: dict[str, Rate] = field(default_factory=dict)  # by currency; GBP always, the others where staff set them


@dataclass(frozen=True)
class Zone:
    """Countries delivered alike; ``countries`` empty: every country no other zone names."""

    code: str
    name: str
    countries: tuple[str, ...]
    methods: tuple[ZoneMethod, ...]

    @property
    def rest(self) -> bool:
        return not self.countries

    def method(self, code: str) -> ZoneMethod | None:
        return next((entry for entry in self.methods if entry.method == code and entry.active), None)


EU_COUNTRIES = ("AT", "BE", "BG", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GR", "HR", "HU", "IE", "IT", "LT",
                "LU", "LV", "MT", "NL", "PL", "PT", "RO", "SE", "SI", "SK")


def _gbp(*bands: tuple[int | None, str], free_from: str | None = None) -> dict[str, Rate]:
    return {"GBP": Rate(tuple(Band(up_to, Decimal(price)) for up_to, price in bands),
                        Decimal(free_from) if free_from is not None else None)}


def _abroad(*bands: tuple[int | None, str]) -> tuple[ZoneMethod, ...]:
    return (ZoneMethod(DeliveryCode.INTERNATIONAL, rates=_gbp(*bands)),)


# A lightweight parcel costs what delivery always cost (£1.50 to a Nova Poshta branch, £18 to Germany); heavier
# ones step up by weight, as the carriers' own tariffs do.
DEFAULT_ZONES: tuple[Zone, ...] = (
    Zone("ua", "Ukraine", ("UA",), (
        ZoneMethod(DeliveryCode.NOVA_POSHTA_BRANCH,
                   rates=_gbp((2000, "1.50"), (10000, "2.20"), (30000, "3.50"), free_from="100.00")),
        ZoneMethod(DeliveryCode.NOVA_POSHTA_LOCKER, rates=_gbp((2000, "1.20"), (20000, "2.00"), free_from="100.00")),
        ZoneMethod(DeliveryCode.COURIER, rates=_gbp((2000, "2.50"), (10000, "3.20"), (None, "4.80"),
                                                    free_from="150.00")),
        ZoneMethod(DeliveryCode.UKRPOSHTA, rates=_gbp((2000, "1.00"), (10000, "1.60"), (None, "2.80"),
                                                      free_from="100.00")),
        ZoneMethod(DeliveryCode.PICKUP, rates=_gbp((None, "0.00"))),
    )),
    Zone("uk", "United Kingdom", ("GB",), _abroad((2000, "16.00"), (5000, "22.00"), (10000, "30.00"), (None, "45.00"))),
    Zone("eu", "European Union", EU_COUNTRIES,
         _abroad((2000, "18.00"), (5000, "26.00"), (10000, "38.00"), (None, "55.00"))),
    Zone("world", "Rest of the world", (),
         _abroad((2000, "24.00"), (5000, "36.00"), (10000, "52.00"), (None, "75.00"))),
)
