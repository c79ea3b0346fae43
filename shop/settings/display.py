"""The shop settings as shoppers read them, in each language: an address on one line, opening hours grouped by days
("Mon–Sat", "10:00–19:00"), the pickup point with its hours (checkout, mails), and the JSON the storefront's page
carries (shop.web writes it into index.html, ui/src/config/shop.ts reads it), so the header, footer and contact page
draw the shop's details in their first render without a request of their own.
"""
from __future__ import annotations

import json
from dataclasses import dataclass

from shop.i18n import DEFAULT_LANGUAGE, LANGUAGES
from shop.settings.document import DAYS, Place, ShopSettings

# How each language abbreviates a weekday in opening hours, Monday first, and says a day the shop is closed.
DAY_NAMES: dict[str, tuple[str, ...]] = {
    "en": ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"),
    "ua": ("Пн", "Вт", "Ср", "Чт", "Пт", "Сб", "Нд"),
    "pl": ("pon.", "wt.", "śr.", "czw.", "pt.", "sob.", "niedz."),
    "ru": ("Пн", "Вт", "Ср", "Чт", "Пт", "Сб", "Вс"),
    "de": ("Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"),
}
CLOSED = {"en": "Closed", "ua": "Вихідний", "pl": "Nieczynne", "ru": "Выходной", "de": "Geschlossen"}
DASH = "\u2013"


def _language(language: str) -> str:
    return language if language in LANGUAGES else DEFAULT_LANGUAGE


def days_label(days: tuple[str, ...], language: str) -> str:
    """Days as a language names them in opening hours: runs of days with a dash ("Mon–Sat", "Sat–Sun"), others
    apart ("Mon, Wed, Fri")."""
    names = DAY_NAMES[_language(language)]
    numbers = sorted(DAYS.index(day) for day in set(days))
    runs: list[list[int]] = []
    for number in numbers:
        if runs and number == runs[-1][-1] + 1:
            runs[-1].append(number)
        else:
            runs.append([number])
    return ", ".join(names[run[0]] if len(run) == 1 else f"{names[run[0]]}{DASH}{names[run[-1]]}" for run in runs)


@dataclass(frozen=True, slots=True)
class HoursRow:
    days: str  # "Mon–Sat"
    times: str  # "10:00–19:00", "10:00–14:00, 15:00–19:00", or the language's "Closed"
    closed: bool


def hours_rows(place: Place, language: str) -> list[HoursRow]:
    """The place's opening hours, one row per group of days (in the week's order), then the days it is closed."""
    groups: dict[tuple[str, ...], list[str]] = {}
    for row in place.hours:
        groups.setdefault(row.days, []).append(f"{row.opens}{DASH}{row.closes}")
    ordered = sorted(groups.items(), key=lambda group: DAYS.index(group[0][0]) if group[0] else len(DAYS))
    rows = [HoursRow(days_label(days, language), ", ".join(times), False) for days, times in ordered if days]
    closed = tuple(day for day in DAYS if not any(day in days for days in groups))
    if closed:
        rows.append(HoursRow(days_label(closed, language), CLOSED[_language(language)], True))
    return rows


def hours_line(place: Place, language: str) -> str:
    """The open hours on one line, closed days left out: "Mon–Fri 10:00–19:00; Sat 10:00–16:00"."""
    return "; ".join(f"{row.days} {row.times}" for row in hours_rows(place, language) if not row.closed)


def town_line(place: Place, language: str) -> str:
    """The city with its postcode as the language writes them: "Kyiv 01001", "Київ, 01001", "01001 Kiew"."""
    city, postcode = place.city.get(language), place.postcode
    if language in ("ua", "ru"):
        return ", ".join(part for part in (city, postcode) if part)
    return " ".join(part for part in ((postcode, city) if language in ("pl", "de") else (city, postcode)) if part)


def address_line(place: Place, language: str) -> str:
    """The address on one line as the language writes one: "12 Khreshchatyk St, Kyiv 01001, Ukraine", "вул. Хрещатик,
    12, Київ, 01001, Україна", "Chreschtschatyk-Straße 12, 01001 Kiew, Ukraine" (English where it has no text)."""
    parts = (place.street.get(language), town_line(place, language), place.country.get(language))
    return ", ".join(part for part in parts if part)


def pickup_text(settings: ShopSettings, language: str) -> str:
    """Where and when an order is collected, on one line (checkout's summary, the mails' {pickup})."""
    hours = hours_line(settings.pickup, language)
    address = address_line(settings.pickup, language)
    return f"{address} · {hours}" if hours else address


_written: dict[str, str] = {}  # stamp -> the JSON: written once per save, not on every page


def storefront_json(settings: ShopSettings) -> str:
    """What the storefront shows of the shop, in every language (the app switches languages without a reload), as
    JSON that may stand inside a <script> element (no "<", so nothing can end it early)."""
    written = _written.get(settings.stamp)
    if written is None:
        if len(_written) > 8:  # older saves (and other databases' settings) are not asked for again
            _written.clear()
        written = _written[settings.stamp] = _storefront_json(settings)
    return written


def _storefront_json(settings: ShopSettings) -> str:
    places = {}
    for language in LANGUAGES:
        place = settings.shop
        places[language] = {
            "street": place.street.get(language), "town": town_line(place, language),
            "country": place.country.get(language), "line": address_line(place, language),
            "hours": [[row.days, row.times] for row in hours_rows(place, language)],
            "hoursNote": place.hours_note.get(language), "note": place.note.get(language),
        }
    data = {
        "name": settings.trading_name,
        "email": settings.email,
        "phone": {"display": settings.phone.display, "e164": settings.phone.e164},
        "address": places,
        "map": address_line(settings.shop, DEFAULT_LANGUAGE),
        "social": [{"id": network, "url": url} for network, url in settings.social.items()],
    }
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).replace("<", "\\u003c")
