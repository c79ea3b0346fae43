"""Every message of the currency calls, once, with its translations (shop.i18n)."""

NO_SUCH_CURRENCY = "There is no display currency {code}."
BASE_FACTOR_FIXED = "GBP is the base currency: its factor is always 1."
FACTOR_INVALID = "The factor must be a number above 0 and at most {max}, with at most 4 decimals, such as 1.19."

# English template -> the same message in ua, pl, ru and de (the same {placeholders}).
TRANSLATIONS: dict[str, dict[str, str]] = {
    NO_SUCH_CURRENCY: {
        "ua": "Валюти відображення {code} немає.",
        "pl": "Nie ma waluty wyświetlania {code}.",
        "ru": "Валюты отображения {code} нет.",
        "de": "Die Anzeigewährung {code} gibt es nicht.",
    },
    BASE_FACTOR_FIXED: {
        "ua": "GBP — базова валюта: її коефіцієнт завжди 1.",
        "pl": "GBP to waluta bazowa: jej przelicznik wynosi zawsze 1.",
        "ru": "GBP — базовая валюта: её коэффициент всегда 1.",
        "de": "GBP ist die Basiswährung: Ihr Faktor ist immer 1.",
    },
    FACTOR_INVALID: {
        "ua": "Коефіцієнт має бути числом, більшим за 0 і не більшим за {max}, з щонайбільше 4 знаками після "
              "коми, наприклад 1.19.",
        "pl": "Przelicznik musi być liczbą większą od 0 i nie większą niż {max}, z najwyżej 4 miejscami po "
              "przecinku, na przykład 1.19.",
        "ru": "Коэффициент должен быть числом больше 0 и не больше {max}, не более чем с 4 знаками после "
              "запятой, например 1.19.",
        "de": "Der Faktor muss eine Zahl über 0 und höchstens {max} sein, mit höchstens 4 Nachkommastellen, "
              "zum Beispiel 1.19.",
    },
}
