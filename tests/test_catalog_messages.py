"""The catalogue's and search's error answers in the shopper's language (Accept-Language, as the UI's api-client
sends it): every 404 of a thing that does not exist and every listing argument refused, in English, Ukrainian and
German (Polish and Russian for a few), with the values the shopper typed filled in. The catalogue is conftest's
``catalogue``: DSI has products there, but none in sew-on or plain/matte and no colour black."""
from __future__ import annotations

import pytest

from shop.catalog import messages
from shop.i18n import TRANSLATED, Message, registered, say


def answer(client, url: str, status: int, language: str | None, **params):
    headers = {"Accept-Language": language} if language else {}
    response = client.get(url, query_string=params, headers=headers)
    assert response.status_code == status, response.get_json()
    assert "Accept-Language" in response.vary
    return response.get_json()


NOT_FOUND = [
    # (url, query, English, Ukrainian, German)
    ("/api/products-feed/categories/velvet", {}, "There is no category 'velvet'.",
     "Категорії «velvet» не існує.", "Die Kategorie „velvet“ gibt es nicht."),
    ("/api/products-feed/main-category/shoes", {}, "There is no category 'shoes'.",
     "Категорії «shoes» не існує.", "Die Kategorie „shoes“ gibt es nicht."),
    ("/api/products-feed/category/lycra/printed", {}, "There is no category 'lycra/printed'.",
     "Категорії «lycra/printed» не існує.", "Die Kategorie „lycra/printed“ gibt es nicht."),
    ("/api/categories/fabrics/lycra/plain/glossy", {}, "There is no category 'fabrics/lycra/plain/glossy'.",
     "Категорії «fabrics/lycra/plain/glossy» не існує.", "Die Kategorie „fabrics/lycra/plain/glossy“ gibt es nicht."),
    ("/api/products-feed/brand/dsi/royal-blue/glossy", {}, "There is no category 'glossy'.",
     "Категорії «glossy» не існує.", "Die Kategorie „glossy“ gibt es nicht."),
    ("/api/products-feed/brand/nobody", {}, "There is no brand 'nobody'.",
     "Бренду «nobody» не існує.", "Die Marke „nobody“ gibt es nicht."),
    ("/api/products-feed/", {"brand": "nobody"}, "There is no brand 'nobody'.",
     "Бренду «nobody» не існує.", "Die Marke „nobody“ gibt es nicht."),
    ("/api/brands/brands/dsi/sew-on", {}, "DSI has nothing in 'sew-on'.",
     "У бренду DSI немає товарів у категорії «sew-on».",
     "Die Marke DSI führt in der Kategorie „sew-on“ keine Artikel."),
    ("/api/brands/brands/dsi/plain/matte", {}, "DSI has nothing in 'plain/matte'.",
     "У бренду DSI немає товарів у категорії «plain/matte».",
     "Die Marke DSI führt in der Kategorie „plain/matte“ keine Artikel."),
    ("/api/products-feed/", {"color": "mauve"}, "There is no colour 'mauve'.",
     "Кольору «mauve» не існує.", "Die Farbe „mauve“ gibt es nicht."),
    ("/api/products-feed/search", {"search": "lycra", "color": "mauve"}, "There is no colour 'mauve'.",
     "Кольору «mauve» не існує.", "Die Farbe „mauve“ gibt es nicht."),
    ("/api/colors/color-by-brand/dsi/black", {}, "DSI has no colour 'black'.",
     "У бренду DSI немає кольору «black».", "Die Marke DSI führt die Farbe „black“ nicht."),
    ("/api/products-feed/products/NOPE-1", {}, "There is no product 'NOPE-1'.",
     "Товару «NOPE-1» не існує.", "Den Artikel „NOPE-1“ gibt es nicht."),
    ("/api/products-feed/product/lycra/plain/no-such-slug", {}, "There is no product 'lycra/plain/no-such-slug'.",
     "Товару «lycra/plain/no-such-slug» не існує.", "Den Artikel „lycra/plain/no-such-slug“ gibt es nicht."),
    ("/api/products-feed/products/group/none", {}, "There is no product group 'none'.",
     "Групи товарів «none» не існує.", "Die Artikelgruppe „none“ gibt es nicht."),
]


@pytest.mark.parametrize(("url", "query", "english", "ukrainian", "german"), NOT_FOUND,
                         ids=[f"{url}?{query}" if query else url for url, query, *_ in NOT_FOUND])
def test_what_does_not_exist_is_a_404_in_the_shoppers_language(client, catalogue, url, query, english, ukrainian,
                                                                german):
    assert answer(client, url, 404, None, **query) == {"message": english, "errors": {}}
    assert answer(client, url, 404, "en-GB", **query)["message"] == english
    assert answer(client, url, 404, "ua", **query) == {"message": ukrainian, "errors": {}}
    assert answer(client, url, 404, "uk-UA,uk;q=0.9", **query)["message"] == ukrainian
    assert answer(client, url, 404, "de-DE,de;q=0.9,en;q=0.5", **query) == {"message": german, "errors": {}}


def test_a_missing_category_in_polish_and_russian(client, catalogue):
    url = "/api/products-feed/categories/velvet"
    assert answer(client, url, 404, "pl")["message"] == "Kategoria „velvet” nie istnieje."
    assert answer(client, url, 404, "ru")["message"] == "Категории «velvet» не существует."


SORTS = "newest, price_asc, price_desc, name, discount, popular"
BAD_ARGUMENTS = [
    # (url, query, field, English, Ukrainian, German)
    ("/api/products-feed/", {"page": "abc"}, "page", "page must be a whole number.",
     "Параметр page має бути цілим числом.", "Der Parameter page muss eine ganze Zahl sein."),
    ("/api/products-feed/", {"page": "0"}, "page", "page must be between 1 and 10000.",
     "Параметр page має бути від 1 до 10000.", "Der Parameter page muss zwischen 1 und 10000 liegen."),
    ("/api/products-feed/sales", {"limit": "x"}, "limit", "limit must be a whole number.",
     "Параметр limit має бути цілим числом.", "Der Parameter limit muss eine ganze Zahl sein."),
    ("/api/brands/brands/dsi", {"limit": "101"}, "limit", "limit must be between 1 and 100.",
     "Параметр limit має бути від 1 до 100.", "Der Parameter limit muss zwischen 1 und 100 liegen."),
    ("/api/products-feed/", {"sort": "cheapest"}, "sort", f"sort must be one of: {SORTS}.",
     f"Допустимі значення параметра sort: {SORTS}.", f"Zulässige Werte für den Parameter sort: {SORTS}."),
    ("/api/products-feed/main-category/fabrics", {"min_price": "cheap"}, "min_price",
     "min_price must be an amount such as 12.50, not negative, at most two decimals.",
     "Параметр min_price має бути невід’ємною сумою, як-от 12.50, щонайбільше з двома знаками після коми.",
     "Der Parameter min_price muss ein nicht negativer Betrag wie 12.50 sein, mit höchstens zwei Nachkommastellen."),
    ("/api/products-feed/", {"max_price": "1.005"}, "max_price",
     "max_price must be an amount such as 12.50, not negative, at most two decimals.",
     "Параметр max_price має бути невід’ємною сумою, як-от 12.50, щонайбільше з двома знаками після коми.",
     "Der Parameter max_price muss ein nicht negativer Betrag wie 12.50 sein, mit höchstens zwei Nachkommastellen."),
    ("/api/products-feed/", {"currency": "JPY"}, "currency", "currency must be one of: GBP, UAH, USD, EUR.",
     "Допустимі значення параметра currency: GBP, UAH, USD, EUR.",
     "Zulässige Werte für den Parameter currency: GBP, UAH, USD, EUR."),
    ("/api/products-feed/new", {"in_stock": "maybe"}, "in_stock", "in_stock must be true or false.",
     "Параметр in_stock має бути true або false.", "Der Parameter in_stock muss true oder false sein."),
    ("/api/products-feed/search", {"search": "x" * 101}, "search", "search must be at most 100 characters.",
     "Параметр search задовгий: максимальна кількість символів — 100.",
     "Der Parameter search ist zu lang: höchstens 100 Zeichen."),
    ("/api/products-feed/search", {"category1": "SHOES"}, "category1",
     "category1 must be one of: ALL, FABRICS, CRYSTALS, ACCESSORIES, COLLECTIONS.",
     "Допустимі значення параметра category1: ALL, FABRICS, CRYSTALS, ACCESSORIES, COLLECTIONS.",
     "Zulässige Werte für den Parameter category1: ALL, FABRICS, CRYSTALS, ACCESSORIES, COLLECTIONS."),
    ("/api/products-feed/search", {"sort": "random"}, "sort", f"sort must be one of: relevance, {SORTS}.",
     f"Допустимі значення параметра sort: relevance, {SORTS}.",
     f"Zulässige Werte für den Parameter sort: relevance, {SORTS}."),
]


@pytest.mark.parametrize(("url", "query", "field", "english", "ukrainian", "german"), BAD_ARGUMENTS,
                         ids=[f"{url}?{next(iter(query))}" for url, query, *_ in BAD_ARGUMENTS])
def test_a_refused_listing_argument_is_a_400_in_the_shoppers_language(client, catalogue, url, query, field, english,
                                                                      ukrainian, german):
    assert answer(client, url, 400, None, **query) == {"message": english, "errors": {field: [english]}}
    assert answer(client, url, 400, "ua", **query) == {"message": ukrainian, "errors": {field: [ukrainian]}}
    assert answer(client, url, 400, "de-AT", **query) == {"message": german, "errors": {field: [german]}}


def test_a_refused_argument_in_polish_and_russian(client, catalogue):
    assert answer(client, "/api/products-feed/", 400, "pl", page="0")["message"] == (
        "Parametr page musi mieć wartość od 1 do 10000.")
    assert answer(client, "/api/products-feed/", 400, "ru", in_stock="maybe")["message"] == (
        "Параметр in_stock должен быть true или false.")


def test_the_amounts_no_request_reaches_are_translated_too(app):
    # The amount pattern admits only decimals below MAX_MINOR, so these two never answer a request today.
    too_large = Message(messages.AMOUNT_TOO_LARGE, name="max_price")
    assert too_large == "max_price is too large."
    assert say(too_large, "ua") == "Значення параметра max_price завелике."
    assert say(too_large, "de") == "Der Wert des Parameters max_price ist zu groß."
    not_an_amount = Message(messages.NOT_AN_AMOUNT, name="min_price")
    assert not_an_amount == "min_price must be an amount."
    assert say(not_an_amount, "ua") == "Параметр min_price має бути сумою."
    assert say(not_an_amount, "de") == "Der Parameter min_price muss ein Betrag sein."


def test_every_catalogue_message_is_registered_in_every_language(app):
    constants = {name: value for name, value in vars(messages).items() if name.isupper() and isinstance(value, str)}
    assert len(constants) == len(messages.TRANSLATIONS)
    translations = registered()
    for name, template in constants.items():
        assert set(translations.get(template, {})) == set(TRANSLATED), name


@pytest.mark.parametrize(("language", "expected"), [
    (None, "Request values must be at most 200 characters, without control characters."),
    ("uk-UA", "Значення в запиті мають бути не довшими за 200 символів і без керівних символів."),
    ("de", "Werte in der Anfrage dürfen höchstens 200 Zeichen lang sein und keine Steuerzeichen enthalten."),
    ("pl", "Wartości w żądaniu mogą mieć najwyżej 200 znaków i nie mogą zawierać znaków sterujących."),
    ("ru", "Значения в запросе должны быть не длиннее 200 символов и без управляющих символов."),
])
def test_a_control_character_or_an_overlong_value_is_refused_in_the_shoppers_language(client, catalogue, language,
                                                                                       expected):
    for params in ({"search": "lycra\x01"}, {"search": "x" * 201}):
        assert answer(client, "/api/products-feed/search", 400, language, **params)["message"] == expected
