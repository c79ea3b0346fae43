"""Content API: /api/slider/all-sliders and /api/currencies (stored factors, or the spec's defaults)."""
from __future__ import annotations

from decimal import Decimal

from shop.content.models import Slide
from shop.currency.models import CurrencyRate


def test_slider_lists_active_slides_in_order_with_language_fallbacks(client, db):
    db.session.add_all(
        [
            Slide(image="/media/s/2.svg", title_en="Sale", title_ua="Розпродаж", link="/sale", position=2),
            Slide(
                image="/media/s/1.svg", title_en="New in", title_ua="Новинки", title_de="Neu", link="/new", position=1
            ),
            Slide(image="/media/s/3.svg", title_en="Old", title_ua="Старе", position=0, is_active=False),
        ]
    )
    db.session.commit()
    response = client.get("/api/slider/all-sliders")
    assert response.status_code == 200
    slides = response.get_json()
    assert [(s["title_en"], s["link"]) for s in slides] == [("New in", "/new"), ("Sale", "/sale")]
    assert slides[0]["title_ua"] == "Новинки" and slides[0]["title_de"] == "Neu"
    assert slides[1]["title_pl"] == "Sale"  # no Polish title: English
    assert slides[0]["image"] == "/media/s/1.svg" and slides[0]["_id"]
    assert "max-age=60" in response.headers["Cache-Control"]
    again = client.get("/api/slider/all-sliders", headers={"If-None-Match": response.headers["ETag"]})
    assert again.status_code == 304


def test_empty_slider_is_an_empty_list(client, db):
    assert client.get("/api/slider/all-sliders").get_json() == []


def test_currencies_default_to_the_spec_factors(client, db):
    body = client.get("/api/currencies").get_json()
    assert body["base"] == "GBP"
    assert body["currencies"] == [
        {"code": "GBP", "sign": "£", "factor": "1"},
        {"code": "EUR", "sign": "€", "factor": "1.18"},
        {"code": "UAH", "sign": "₴", "factor": "56.05"},
        {"code": "USD", "sign": "$", "factor": "1.35"},
    ]


def test_currencies_come_from_the_table_when_staff_set_them(client, db):
    db.session.add_all(
        [
            CurrencyRate(code="USD", sign="$", factor=Decimal("1.4025")),
            CurrencyRate(code="UAH", sign="₴", factor=Decimal("52.5")),
        ]
    )
    db.session.commit()
    response = client.get("/api/currencies")
    body = response.get_json()
    # GBP (factor 1) first; stored factors keep their four decimals, exact, as strings; EUR keeps the spec's.
    assert body["currencies"] == [
        {"code": "GBP", "sign": "£", "factor": "1"},
        {"code": "EUR", "sign": "€", "factor": "1.18"},
        {"code": "UAH", "sign": "₴", "factor": "52.5"},
        {"code": "USD", "sign": "$", "factor": "1.4025"},
    ]
    # Revalidated on every use, so a staff change shows on the next page load.
    assert response.headers["ETag"] and "no-cache" in response.headers["Cache-Control"]
