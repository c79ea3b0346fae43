"""Every message of the catalogue and its search, once, and its translations (shop.i18n; shop.messages registers
TRANSLATIONS).

The 404s name what the URL or a filter asked for, as it was typed; the listing arguments' messages name the query
parameter ({name}: page, limit, sort, min_price ...), which stays as written in every language.
"""

CATEGORY_UNKNOWN = "There is no category '{path}'."
BRAND_UNKNOWN = "There is no brand '{slug}'."
BRAND_HAS_NOTHING_IN = "{brand} has nothing in '{path}'."
COLOUR_UNKNOWN = "There is no colour '{slug}'."
BRAND_HAS_NO_COLOUR = "{brand} has no colour '{slug}'."
PRODUCT_UNKNOWN = "There is no product '{product}'."
GROUP_UNKNOWN = "There is no product group '{group}'."
ONE_OF = "{name} must be one of: {choices}."
BETWEEN = "{name} must be between 1 and {max}."
WHOLE_NUMBER = "{name} must be a whole number."
AMOUNT_INVALID = "{name} must be an amount such as 12.50, not negative, at most two decimals."
NOT_AN_AMOUNT = "{name} must be an amount."
AMOUNT_TOO_LARGE = "{name} is too large."
TRUE_OR_FALSE = "{name} must be true or false."
TOO_LONG = "{name} must be at most {max} characters."

# English template -> the same message in ua, pl, ru and de (the same {placeholders}); shop.i18n says them.
TRANSLATIONS: dict[str, dict[str, str]] = {
    CATEGORY_UNKNOWN: {
        "ua": "Категорії «{path}» не існує.",
        "pl": "Kategoria „{path}” nie istnieje.",
        "ru": "Категории «{path}» не существует.",
        "de": "Die Kategorie „{path}“ gibt es nicht.",
    },
    BRAND_UNKNOWN: {
        "ua": "Бренду «{slug}» не існує.",
        "pl": "Marka „{slug}” nie istnieje.",
        "ru": "Бренда «{slug}» не существует.",
        "de": "Die Marke „{slug}“ gibt es nicht.",
    },
    BRAND_HAS_NOTHING_IN: {
        "ua": "У бренду {brand} немає товарів у категорії «{path}».",
        "pl": "Marka {brand} nie ma produktów w kategorii „{path}”.",
        "ru": "У бренда {brand} нет товаров в категории «{path}».",
        "de": "Die Marke {brand} führt in der Kategorie „{path}“ keine Artikel.",
    },
    COLOUR_UNKNOWN: {
        "ua": "Кольору «{slug}» не існує.",
        "pl": "Kolor „{slug}” nie istnieje.",
        "ru": "Цвета «{slug}» не существует.",
        "de": "Die Farbe „{slug}“ gibt es nicht.",
    },
    BRAND_HAS_NO_COLOUR: {
        "ua": "У бренду {brand} немає кольору «{slug}».",
        "pl": "Marka {brand} nie ma koloru „{slug}”.",
        "ru": "У бренда {brand} нет цвета «{slug}».",
        "de": "Die Marke {brand} führt die Farbe „{slug}“ nicht.",
    },
    PRODUCT_UNKNOWN: {
        "ua": "Товару «{product}» не існує.",
        "pl": "Produkt „{product}” nie istnieje.",
        "ru": "Товара «{product}» не существует.",
        "de": "Den Artikel „{product}“ gibt es nicht.",
    },
    GROUP_UNKNOWN: {
        "ua": "Групи товарів «{group}» не існує.",
        "pl": "Grupa produktów „{group}” nie istnieje.",
        "ru": "Группы товаров «{group}» не существует.",
        "de": "Die Artikelgruppe „{group}“ gibt es nicht.",
    },
    ONE_OF: {
        "ua": "Допустимі значення параметра {name}: {choices}.",
        "pl": "Dozwolone wartości parametru {name}: {choices}.",
        "ru": "Допустимые значения параметра {name}: {choices}.",
        "de": "Zulässige Werte für den Parameter {name}: {choices}.",
    },
    BETWEEN: {
        "ua": "Параметр {name} має бути від 1 до {max}.",
        "pl": "Parametr {name} musi mieć wartość od 1 do {max}.",
        "ru": "Параметр {name} должен быть от 1 до {max}.",
        "de": "Der Parameter {name} muss zwischen 1 und {max} liegen.",
    },
    WHOLE_NUMBER: {
        "ua": "Параметр {name} має бути цілим числом.",
        "pl": "Parametr {name} musi być liczbą całkowitą.",
        "ru": "Параметр {name} должен быть целым числом.",
        "de": "Der Parameter {name} muss eine ganze Zahl sein.",
    },
    AMOUNT_INVALID: {
        "ua": "Параметр {name} має бути невід’ємною сумою, як-от 12.50, щонайбільше з двома знаками після коми.",
        "pl": "Parametr {name} musi być nieujemną kwotą, np. 12.50, z najwyżej dwoma miejscami po przecinku.",
        "ru": "Параметр {name} должен быть неотрицательной суммой, например 12.50, не более чем с двумя знаками "
              "после запятой.",
        "de": "Der Parameter {name} muss ein nicht negativer Betrag wie 12.50 sein, mit höchstens zwei "
              "Nachkommastellen.",
    },
    NOT_AN_AMOUNT: {
        "ua": "Параметр {name} має бути сумою.",
        "pl": "Parametr {name} musi być kwotą.",
        "ru": "Параметр {name} должен быть суммой.",
        "de": "Der Parameter {name} muss ein Betrag sein.",
    },
    AMOUNT_TOO_LARGE: {
        "ua": "Значення параметра {name} завелике.",
        "pl": "Wartość parametru {name} jest za duża.",
        "ru": "Значение параметра {name} слишком большое.",
        "de": "Der Wert des Parameters {name} ist zu groß.",
    },
    TRUE_OR_FALSE: {
        "ua": "Параметр {name} має бути true або false.",
        "pl": "Parametr {name} musi mieć wartość true lub false.",
        "ru": "Параметр {name} должен быть true или false.",
        "de": "Der Parameter {name} muss true oder false sein.",
    },
    TOO_LONG: {
        "ua": "Параметр {name} задовгий: максимальна кількість символів — {max}.",
        "pl": "Parametr {name} jest za długi: maksymalna liczba znaków to {max}.",
        "ru": "Параметр {name} слишком длинный: максимальное количество символов — {max}.",
        "de": "Der Parameter {name} ist zu lang: höchstens {max} Zeichen.",
    },
}
