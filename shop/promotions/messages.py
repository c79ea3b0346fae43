"""What promotion codes answer, in five languages: why a code does not apply, and the rule it follows in words
(shop.promotions.service.rule_words writes those sentences from the promotion itself)."""
from __future__ import annotations

NO_SUCH_CODE = "There is no promotion code like this. Check how it is written."
NOT_STARTED = "This promotion code can be used from {date}."
ENDED = "This promotion code has ended."
MINIMUM_NOT_REACHED = "This promotion code needs goods worth at least {amount} in the basket (gift cards do not count)."
USED_UP = "This promotion code has been used as many times as it can be."
USED_BY_YOU = "You have already used this promotion code."
NOTHING_ELIGIBLE = "Nothing in your basket is covered by this promotion code."
TOO_MANY_CODES = "Too many promotion codes tried from this address: wait a little and try again."

RULE_PERCENT = "{code} takes {percent}% off the goods it applies to."
RULE_AMOUNT = "{code} takes {amount} off the goods it applies to, never more than they cost."
RULE_FREE_DELIVERY = "{code} makes delivery free."
RULE_SCOPE_ALL = "It applies to every product in the basket."
RULE_SCOPE_CATEGORIES = "It applies only to products of these categories: {names}."
RULE_SCOPE_BRANDS = "It applies only to products of these brands: {names}."
RULE_SCOPE_PRODUCTS = "It applies only to these products: {names}."
RULE_SALE_EXCLUDED = "Products already on sale keep their sale price and get nothing more off."
RULE_SALE_COMBINES = "It applies to sale prices too."
RULE_MINIMUM = "It needs goods worth at least {amount} in the basket."
RULE_ENDS = "It can be used until {date}."
RULE_GIFT_CARDS = ("Gift cards are never discounted and do not count towards the minimum; a gift card pays what is "
                   "left after the code. One code per order.")

# Staff's side.
CODE_TAKEN = "Another promotion already has this code."
CODE_INVALID = "A code is 3 to 32 letters, digits or dashes."
PERCENT_NEEDED = "Give a percentage above 0 and at most 100."
AMOUNT_NEEDED = "Give the amount off in GBP."
ROUND_AMOUNT = "Give an amount of at least 0.01 with at most two decimals."
SCOPE_IDS_NEEDED = "Choose at least one category, brand or product for this scope."
UNKNOWN_IDS = "Some of these do not exist: {ids}."
DATES_ORDER = "The end must come after the start."
NO_SUCH_PROMOTION = "There is no such promotion."
PROMOTION_USED = "This promotion has been used by orders: deactivate it instead of deleting it."

TRANSLATIONS: dict[str, dict[str, str]] = {
    NO_SUCH_CODE: {
        "ua": "Такого промокоду немає. Перевірте, чи правильно його написано.",
        "pl": "Nie ma takiego kodu promocyjnego. Sprawdź, czy został poprawnie wpisany.",
        "ru": "Такого промокода нет. Проверьте, правильно ли он написан.",
        "de": "Diesen Aktionscode gibt es nicht. Prüfen Sie bitte die Schreibweise.",
    },
    NOT_STARTED: {
        "ua": "Цей промокод діє з {date}.",
        "pl": "Ten kod promocyjny można wykorzystać od {date}.",
        "ru": "Этот промокод действует с {date}.",
        "de": "Dieser Aktionscode gilt ab {date}.",
    },
    ENDED: {
        "ua": "Термін дії цього промокоду закінчився.",
        "pl": "Ten kod promocyjny już wygasł.",
        "ru": "Срок действия этого промокода истёк.",
        "de": "Dieser Aktionscode ist abgelaufen.",
    },
    MINIMUM_NOT_REACHED: {
        "ua": "Цей промокод діє, коли товарів у кошику щонайменше на {amount} (подарункові картки не враховуються).",
        "pl": "Ten kod promocyjny działa przy towarach w koszyku za co najmniej {amount} (karty podarunkowe się nie "
              "liczą).",
        "ru": "Этот промокод действует, когда товаров в корзине минимум на {amount} (подарочные карты не "
              "учитываются).",
        "de": "Dieser Aktionscode gilt ab einem Warenwert von {amount} im Warenkorb (Geschenkkarten zählen nicht "
              "mit).",
    },
    USED_UP: {
        "ua": "Цей промокод уже використано максимальну кількість разів.",
        "pl": "Ten kod promocyjny został już wykorzystany maksymalną liczbę razy.",
        "ru": "Этот промокод уже использован максимальное количество раз.",
        "de": "Dieser Aktionscode wurde bereits so oft eingelöst, wie es möglich ist.",
    },
    USED_BY_YOU: {
        "ua": "Ви вже використали цей промокод.",
        "pl": "Ten kod promocyjny został już przez Ciebie wykorzystany.",
        "ru": "Вы уже использовали этот промокод.",
        "de": "Sie haben diesen Aktionscode bereits eingelöst.",
    },
    NOTHING_ELIGIBLE: {
        "ua": "Цей промокод не поширюється на жоден товар у вашому кошику.",
        "pl": "Ten kod promocyjny nie obejmuje żadnego produktu w Twoim koszyku.",
        "ru": "Этот промокод не распространяется ни на один товар в вашей корзине.",
        "de": "Dieser Aktionscode gilt für keinen Artikel in Ihrem Warenkorb.",
    },
    TOO_MANY_CODES: {
        "ua": "З цієї адреси перевірено забагато промокодів. Зачекайте трохи й спробуйте знову.",
        "pl": "Z tego adresu sprawdzono zbyt wiele kodów promocyjnych. Odczekaj chwilę i spróbuj ponownie.",
        "ru": "С этого адреса проверено слишком много промокодов. Подождите немного и попробуйте снова.",
        "de": "Von dieser Adresse wurden zu viele Aktionscodes ausprobiert. Warten Sie kurz und versuchen Sie es "
              "erneut.",
    },
    RULE_PERCENT: {
        "ua": "{code} знижує ціну товарів, на які він поширюється, на {percent}%.",
        "pl": "{code} obniża cenę objętych nim produktów o {percent}%.",
        "ru": "{code} снижает цену товаров, на которые он распространяется, на {percent}%.",
        "de": "{code} senkt den Preis der Artikel, für die er gilt, um {percent} %.",
    },
    RULE_AMOUNT: {
        "ua": "{code} знімає {amount} з ціни товарів, на які він поширюється, але не більше, ніж вони коштують.",
        "pl": "{code} odejmuje {amount} od ceny objętych nim produktów, ale nie więcej, niż kosztują.",
        "ru": "{code} снимает {amount} с цены товаров, на которые он распространяется, но не больше, чем они "
              "стоят.",
        "de": "{code} zieht {amount} vom Preis der Artikel ab, für die er gilt, aber nie mehr, als sie kosten.",
    },
    RULE_FREE_DELIVERY: {
        "ua": "З {code} доставка безкоштовна.",
        "pl": "Z kodem {code} dostawa jest bezpłatna.",
        "ru": "С {code} доставка бесплатная.",
        "de": "Mit {code} ist der Versand kostenlos.",
    },
    RULE_SCOPE_ALL: {
        "ua": "Він поширюється на всі товари в кошику.",
        "pl": "Obejmuje wszystkie produkty w koszyku.",
        "ru": "Он распространяется на все товары в корзине.",
        "de": "Er gilt für alle Artikel im Warenkorb.",
    },
    RULE_SCOPE_CATEGORIES: {
        "ua": "Він поширюється лише на товари з цих категорій: {names}.",
        "pl": "Obejmuje tylko produkty z tych kategorii: {names}.",
        "ru": "Он распространяется только на товары из этих категорий: {names}.",
        "de": "Er gilt nur für Artikel aus diesen Kategorien: {names}.",
    },
    RULE_SCOPE_BRANDS: {
        "ua": "Він поширюється лише на товари цих брендів: {names}.",
        "pl": "Obejmuje tylko produkty tych marek: {names}.",
        "ru": "Он распространяется только на товары этих брендов: {names}.",
        "de": "Er gilt nur für Artikel dieser Marken: {names}.",
    },
    RULE_SCOPE_PRODUCTS: {
        "ua": "Він поширюється лише на ці товари: {names}.",
        "pl": "Obejmuje tylko te produkty: {names}.",
        "ru": "Он распространяется только на эти товары: {names}.",
        "de": "Er gilt nur für diese Artikel: {names}.",
    },
    RULE_SALE_EXCLUDED: {
        "ua": "Товари, які вже продаються зі знижкою, зберігають свою ціну й додаткової знижки не отримують.",
        "pl": "Produkty już przecenione zachowują swoją cenę promocyjną i nie dostają dodatkowego rabatu.",
        "ru": "Товары, которые уже продаются со скидкой, сохраняют свою цену и дополнительной скидки не получают.",
        "de": "Bereits reduzierte Artikel behalten ihren Aktionspreis und werden nicht weiter ermäßigt.",
    },
    RULE_SALE_COMBINES: {
        "ua": "Він діє й на товари зі знижкою.",
        "pl": "Działa również na produkty przecenione.",
        "ru": "Он действует и на товары со скидкой.",
        "de": "Er gilt auch für bereits reduzierte Artikel.",
    },
    RULE_MINIMUM: {
        "ua": "Він діє, коли товарів у кошику щонайменше на {amount}.",
        "pl": "Działa przy towarach w koszyku za co najmniej {amount}.",
        "ru": "Он действует, когда товаров в корзине минимум на {amount}.",
        "de": "Er gilt ab einem Warenwert von {amount} im Warenkorb.",
    },
    RULE_ENDS: {
        "ua": "Ним можна скористатися до {date}.",
        "pl": "Można z niego skorzystać do {date}.",
        "ru": "Им можно воспользоваться до {date}.",
        "de": "Er gilt bis zum {date}.",
    },
    RULE_GIFT_CARDS: {
        "ua": "Подарункові картки ніколи не знижуються в ціні й не враховуються в мінімальну суму; подарункова "
              "картка оплачує те, що залишається після промокоду. Один промокод на замовлення.",
        "pl": "Karty podarunkowe nigdy nie są przeceniane i nie wliczają się do minimalnej kwoty; karta "
              "podarunkowa płaci to, co zostaje po kodzie. Jeden kod na zamówienie.",
        "ru": "Подарочные карты никогда не уцениваются и не учитываются в минимальной сумме; подарочная карта "
              "оплачивает то, что остаётся после промокода. Один промокод на заказ.",
        "de": "Geschenkkarten werden nie ermäßigt und zählen nicht zum Mindestwert; eine Geschenkkarte bezahlt, was "
              "nach dem Code übrig bleibt. Ein Code pro Bestellung.",
    },
    CODE_TAKEN: {
        "ua": "Інша акція вже має такий код.",
        "pl": "Inna promocja ma już ten kod.",
        "ru": "Другая акция уже использует этот код.",
        "de": "Eine andere Aktion hat bereits diesen Code.",
    },
    CODE_INVALID: {
        "ua": "Код — це від 3 до 32 літер, цифр або дефісів.",
        "pl": "Kod to od 3 do 32 liter, cyfr lub myślników.",
        "ru": "Код — это от 3 до 32 букв, цифр или дефисов.",
        "de": "Ein Code besteht aus 3 bis 32 Buchstaben, Ziffern oder Bindestrichen.",
    },
    PERCENT_NEEDED: {
        "ua": "Вкажіть відсоток більший за 0 і не більший за 100.",
        "pl": "Podaj procent większy od 0 i nie większy niż 100.",
        "ru": "Укажите процент больше 0 и не больше 100.",
        "de": "Geben Sie einen Prozentsatz über 0 und höchstens 100 an.",
    },
    AMOUNT_NEEDED: {
        "ua": "Вкажіть суму знижки у фунтах (GBP).",
        "pl": "Podaj kwotę rabatu w GBP.",
        "ru": "Укажите сумму скидки в фунтах (GBP).",
        "de": "Geben Sie den Rabattbetrag in GBP an.",
    },
    ROUND_AMOUNT: {
        "ua": "Вкажіть суму щонайменше 0,01 з не більш ніж двома знаками після коми.",
        "pl": "Podaj kwotę co najmniej 0,01 z najwyżej dwoma miejscami po przecinku.",
        "ru": "Укажите сумму не меньше 0,01 и не более чем с двумя знаками после запятой.",
        "de": "Geben Sie einen Betrag von mindestens 0,01 mit höchstens zwei Nachkommastellen an.",
    },
    SCOPE_IDS_NEEDED: {
        "ua": "Виберіть для цієї області дії хоча б одну категорію, бренд або товар.",
        "pl": "Wybierz dla tego zakresu co najmniej jedną kategorię, markę lub produkt.",
        "ru": "Выберите для этой области действия хотя бы одну категорию, бренд или товар.",
        "de": "Wählen Sie für diesen Geltungsbereich mindestens eine Kategorie, Marke oder einen Artikel.",
    },
    UNKNOWN_IDS: {
        "ua": "Деяких із них не існує: {ids}.",
        "pl": "Niektóre z nich nie istnieją: {ids}.",
        "ru": "Некоторых из них не существует: {ids}.",
        "de": "Einige davon gibt es nicht: {ids}.",
    },
    DATES_ORDER: {
        "ua": "Кінець має бути пізніше за початок.",
        "pl": "Koniec musi nastąpić po początku.",
        "ru": "Окончание должно быть позже начала.",
        "de": "Das Ende muss nach dem Beginn liegen.",
    },
    NO_SUCH_PROMOTION: {
        "ua": "Такої акції немає.",
        "pl": "Nie ma takiej promocji.",
        "ru": "Такой акции нет.",
        "de": "Diese Aktion gibt es nicht.",
    },
    PROMOTION_USED: {
        "ua": "Цю акцію вже використано в замовленнях: вимкніть її замість видалення.",
        "pl": "Ta promocja została już użyta w zamówieniach: wyłącz ją zamiast usuwać.",
        "ru": "Эта акция уже использована в заказах: отключите её вместо удаления.",
        "de": "Diese Aktion wurde bereits in Bestellungen verwendet: Deaktivieren Sie sie, statt sie zu löschen.",
    },
}
