"""Every message of the orders domain, once, and its translations (shop.i18n; shop.messages registers TRANSLATIONS)."""
from shop.orders.models import DeliveryStatus

NOT_YOURS = "You may see only your own orders."
NO_SUCH_ORDER = "There is no such order."
NO_SUCH_USER = "There is no such user."
NO_SUCH_LINE = "There is no such line among your orders."
NOT_DELIVERED = "Only delivered orders can be returned; this order is {status}."
NOTHING_LEFT = "Everything on this line has been asked back already."
QUANTITY_RANGE = "Please ask to return between {low} and {high}."
QUANTITY_STEP = "The quantity goes in steps of {step}."
QUANTITY_POSITIVE = "The quantity must be more than 0."
REASON_INVALID = "The reason must be one of: {choices}."
COMMENT_TOO_LONG = "At most {max} characters."
LINE_ID_INVALID = "A line _id is a number."
FREE_FROM_INVALID = "The free-delivery threshold must be from 0 to {max}, with at most 2 decimals."
NO_SUCH_ZONE = "There is no delivery zone {zone}."
ZONE_COUNTRY_UNKNOWN = "These are not country codes: {countries}."
ZONE_COUNTRY_TAKEN = "{countries} already belong to the zone {zone}."
ZONE_REST_TAKEN = "Another zone already serves every other country: name this zone's countries."
ZONE_METHOD_UNKNOWN = "Choose one of the delivery methods: {choices}."
ZONE_METHOD_TWICE = "This method is in the zone already."
ZONE_RATES_CURRENCIES = "Give the prices in GBP, and each other currency once at most."
ZONE_BANDS_ORDER = ("Give the weight bands from the lightest up, each heavier than the one before; only the last may "
                    "be for any weight.")
DELIVERY_NOT_OFFERED = "{method} does not deliver to {country}: choose one of {choices}."
DELIVERY_TOO_HEAVY = "The parcel weighs {kilograms} kg, more than {method} carries: choose another delivery method."

# English template -> the same message in ua, pl, ru and de (the same {placeholders}); shop.i18n says them.
TRANSLATIONS: dict[str, dict[str, str]] = {
    NO_SUCH_ZONE: {
        "ua": "Зони доставки {zone} немає.",
        "pl": "Nie ma strefy dostawy {zone}.",
        "ru": "Зоны доставки {zone} нет.",
        "de": "Eine Versandzone {zone} gibt es nicht.",
    },
    ZONE_COUNTRY_UNKNOWN: {
        "ua": "Це не коди країн: {countries}.",
        "pl": "To nie są kody krajów: {countries}.",
        "ru": "Это не коды стран: {countries}.",
        "de": "Das sind keine Ländercodes: {countries}.",
    },
    ZONE_COUNTRY_TAKEN: {
        "ua": "{countries} уже входять до зони «{zone}».",
        "pl": "{countries} należą już do strefy „{zone}”.",
        "ru": "{countries} уже входят в зону «{zone}».",
        "de": "{countries} gehören schon zur Zone „{zone}“.",
    },
    ZONE_REST_TAKEN: {
        "ua": "Усі інші країни вже обслуговує інша зона: вкажіть країни цієї зони.",
        "pl": "Wszystkie pozostałe kraje obsługuje już inna strefa: podaj kraje tej strefy.",
        "ru": "Все остальные страны уже обслуживает другая зона: укажите страны этой зоны.",
        "de": "Alle übrigen Länder bedient schon eine andere Zone: Nennen Sie die Länder dieser Zone.",
    },
    ZONE_METHOD_UNKNOWN: {
        "ua": "Оберіть один зі способів доставки: {choices}.",
        "pl": "Wybierz jedną z metod dostawy: {choices}.",
        "ru": "Выберите один из способов доставки: {choices}.",
        "de": "Wählen Sie eine dieser Versandarten: {choices}.",
    },
    ZONE_METHOD_TWICE: {
        "ua": "Цей спосіб уже є в зоні.",
        "pl": "Ta metoda jest już w strefie.",
        "ru": "Этот способ уже есть в зоне.",
        "de": "Diese Versandart ist schon in der Zone.",
    },
    ZONE_RATES_CURRENCIES: {
        "ua": "Вкажіть ціни в GBP, а кожну іншу валюту — не більше одного разу.",
        "pl": "Podaj ceny w GBP, a każdą inną walutę najwyżej raz.",
        "ru": "Укажите цены в GBP, а каждую другую валюту — не больше одного раза.",
        "de": "Geben Sie die Preise in GBP an und jede andere Währung höchstens einmal.",
    },
    ZONE_BANDS_ORDER: {
        "ua": "Вкажіть вагові діапазони від найлегшого, кожен важчий за попередній; лише останній може бути для "
              "будь-якої ваги.",
        "pl": "Podaj przedziały wagi od najlżejszego, każdy cięższy od poprzedniego; tylko ostatni może być dla "
              "dowolnej wagi.",
        "ru": "Укажите весовые диапазоны от самого лёгкого, каждый тяжелее предыдущего; только последний может быть "
              "для любого веса.",
        "de": "Geben Sie die Gewichtsstufen von der leichtesten an, jede schwerer als die vorige; nur die letzte darf "
              "für jedes Gewicht gelten.",
    },
    DELIVERY_NOT_OFFERED: {
        "ua": "{method} не доставляє в {country}: оберіть один зі способів: {choices}.",
        "pl": "{method} nie dostarcza do {country}: wybierz jedną z metod: {choices}.",
        "ru": "{method} не доставляет в {country}: выберите один из способов: {choices}.",
        "de": "{method} liefert nicht nach {country}: Wählen Sie eine dieser Versandarten: {choices}.",
    },
    DELIVERY_TOO_HEAVY: {
        "ua": "Посилка важить {kilograms} кг — більше, ніж бере {method}: оберіть інший спосіб доставки.",
        "pl": "Paczka waży {kilograms} kg, więcej niż przyjmuje {method}: wybierz inną metodę dostawy.",
        "ru": "Посылка весит {kilograms} кг — больше, чем берёт {method}: выберите другой способ доставки.",
        "de": "Das Paket wiegt {kilograms} kg, mehr als {method} befördert: Wählen Sie eine andere Versandart.",
    },
    FREE_FROM_INVALID: {
        "ua": "Поріг безкоштовної доставки має бути від 0 до {max}, не більше ніж з 2 знаками після коми.",
        "pl": "Próg darmowej dostawy musi wynosić od 0 do {max}, z najwyżej 2 miejscami po przecinku.",
        "ru": "Порог бесплатной доставки должен быть от 0 до {max}, не более чем с 2 знаками после запятой.",
        "de": "Die Schwelle für kostenlosen Versand muss zwischen 0 und {max} liegen, mit höchstens zwei "
              "Nachkommastellen.",
    },
    NOT_YOURS: {
        "ua": "Ви можете переглядати лише власні замовлення.",
        "pl": "Można przeglądać wyłącznie własne zamówienia.",
        "ru": "Вы можете просматривать только свои заказы.",
        "de": "Sie können nur Ihre eigenen Bestellungen einsehen.",
    },
    NO_SUCH_ORDER: {
        "ua": "Такого замовлення не існує.",
        "pl": "Takie zamówienie nie istnieje.",
        "ru": "Такого заказа не существует.",
        "de": "Diese Bestellung gibt es nicht.",
    },
    NO_SUCH_USER: {
        "ua": "Такого користувача не існує.",
        "pl": "Taki użytkownik nie istnieje.",
        "ru": "Такого пользователя не существует.",
        "de": "Diesen Benutzer gibt es nicht.",
    },
    NO_SUCH_LINE: {
        "ua": "У ваших замовленнях немає такої позиції.",
        "pl": "W zamówieniach nie ma takiej pozycji.",
        "ru": "В ваших заказах нет такой позиции.",
        "de": "Diese Position gibt es in Ihren Bestellungen nicht.",
    },
    NOT_DELIVERED: {
        "ua": "Повернути можна лише доставлені замовлення; статус цього замовлення: «{status}».",
        "pl": "Zwrócić można tylko dostarczone zamówienia; status tego zamówienia: „{status}”.",
        "ru": "Вернуть можно только доставленные заказы; статус этого заказа: «{status}».",
        "de": "Nur zugestellte Bestellungen können zurückgesendet werden; Status dieser Bestellung: „{status}“.",
    },
    NOTHING_LEFT: {
        "ua": "На всю кількість цієї позиції вже оформлено повернення.",
        "pl": "Zwrot całej ilości z tej pozycji został już zgłoszony.",
        "ru": "На всё количество этой позиции уже оформлен возврат.",
        "de": "Für die gesamte Menge dieser Position wurde bereits eine Rücksendung angefragt.",
    },
    QUANTITY_RANGE: {
        "ua": "Будь ласка, вкажіть кількість для повернення від {low} до {high}.",
        "pl": "Proszę podać ilość do zwrotu od {low} do {high}.",
        "ru": "Пожалуйста, укажите количество для возврата от {low} до {high}.",
        "de": "Bitte geben Sie eine Rücksendemenge zwischen {low} und {high} an.",
    },
    QUANTITY_STEP: {
        "ua": "Кількість вказується з кроком {step}.",
        "pl": "Ilość podaje się z krokiem {step}.",
        "ru": "Количество указывается с шагом {step}.",
        "de": "Die Menge wird in Schritten von {step} angegeben.",
    },
    QUANTITY_POSITIVE: {
        "ua": "Кількість має бути більшою за 0.",
        "pl": "Ilość musi być większa od 0.",
        "ru": "Количество должно быть больше 0.",
        "de": "Die Menge muss größer als 0 sein.",
    },
    REASON_INVALID: {
        "ua": "Причина має бути однією з таких: {choices}.",
        "pl": "Powód musi być jednym z następujących: {choices}.",
        "ru": "Причина должна быть одной из следующих: {choices}.",
        "de": "Der Grund muss einer der folgenden sein: {choices}.",
    },
    COMMENT_TOO_LONG: {
        "ua": "Максимальна кількість символів: {max}.",
        "pl": "Maksymalna liczba znaków: {max}.",
        "ru": "Максимальное количество символов: {max}.",
        "de": "Höchstens {max} Zeichen.",
    },
    LINE_ID_INVALID: {
        "ua": "Ідентифікатор позиції (_id) має бути числом.",
        "pl": "Identyfikator pozycji (_id) musi być liczbą.",
        "ru": "Идентификатор позиции (_id) должен быть числом.",
        "de": "Die Positions-ID (_id) muss eine Zahl sein.",
    },
    # An order's delivery status, as NOT_DELIVERED names it (the words of the account pages).
    DeliveryStatus.ACCEPTED: {"ua": "Прийнято", "pl": "Przyjęte", "ru": "Принят", "de": "Angenommen"},
    DeliveryStatus.SENT: {"ua": "Відправлено", "pl": "Wysłane", "ru": "Отправлен", "de": "Versandt"},
    DeliveryStatus.DELIVERED: {"ua": "Доставлено", "pl": "Dostarczone", "ru": "Доставлен", "de": "Zugestellt"},
    DeliveryStatus.CANCELLED: {"ua": "Скасовано", "pl": "Anulowane", "ru": "Отменён", "de": "Storniert"},
}

# ---------------------------------------------------------------- checkout and order status

EMPTY_ORDER = "Your order has no items."
QUANTITY_FRACTIONAL = "This is sold in steps of 0.1, from 0.1 up to {max}."
QUANTITY_WHOLE = "This is sold in whole pieces, from 1 up to {max}."
GIFT_CARD_RECIPIENT_REQUIRED = "A gift card needs its recipient's name and e-mail."
SHORT_STOCK = "Some items are not available in the quantity you asked for."
PRICES_CHANGED = "Prices have changed since you reviewed your order. Please check the new total."
KEY_REQUIRED = "Send an Idempotency-Key header of 8 to 64 letters, digits, '-' or '_'."
KEY_REUSED = "This Idempotency-Key was already used for a different order."
DELIVERY_INVALID = "Choose one of the delivery methods: {choices}."
DELIVERY_EMAIL_ONLY = "Gift cards alone are sent by e-mail: choose e-mail delivery."
DELIVERY_EMAIL_NOT_FOR_GOODS = "E-mail delivery is only for orders made of gift cards alone."
DELIVERY_ABROAD_ONLY = "International post is for addresses outside Ukraine."
BRANCH_INVALID = "Enter the branch or parcel locker number (digits only)."
PAYMENT_INVALID = "Choose one of the payment methods: {choices}."
PAYMENT_CURRENCY = "Card payments are taken in {currencies}: please choose one of these currencies."
CASH_NOT_ALLOWED = "Cash on delivery is not available for international post or gift cards."
CURRENCY_INVALID = "The currency must be one of: {choices}."
STATUS_INVALID = "The status must be one of: {choices}."
STATUS_TRANSITION = "An order that is {current} cannot become {new}."
PAYMENT_UNCHANGED = "The order is already marked {status}."
TRACKING_INVALID = "A tracking number has 4 to 40 letters, digits, spaces or dashes."
NOTHING_TO_UNDO = "Too late to undo: the e-mail has gone, or the order has changed since."
CHANGE_UNDONE = "Undone: the customer was not e-mailed."
TOO_MANY_ORDERS = "Too many orders in a short time. Please wait a little and try again."

TRANSLATIONS.update({
    EMPTY_ORDER: {
        "ua": "У вашому замовленні немає товарів.",
        "pl": "Twoje zamówienie nie zawiera żadnych produktów.",
        "ru": "В вашем заказе нет товаров.",
        "de": "Ihre Bestellung enthält keine Artikel.",
    },
    QUANTITY_FRACTIONAL: {
        "ua": "Цей товар продається кроком 0,1, від 0,1 до {max}.",
        "pl": "Ten produkt sprzedajemy co 0,1, od 0,1 do {max}.",
        "ru": "Этот товар продаётся шагом 0,1, от 0,1 до {max}.",
        "de": "Dieser Artikel wird in Schritten von 0,1 verkauft, von 0,1 bis {max}.",
    },
    QUANTITY_WHOLE: {
        "ua": "Цей товар продається лише цілими штуками, від 1 до {max}.",
        "pl": "Ten produkt sprzedajemy tylko w całych sztukach, od 1 do {max}.",
        "ru": "Этот товар продаётся только целыми штуками, от 1 до {max}.",
        "de": "Dieser Artikel wird nur stückweise verkauft, von 1 bis {max}.",
    },
    GIFT_CARD_RECIPIENT_REQUIRED: {
        "ua": "Для подарункової картки потрібні ім'я та e-mail отримувача.",
        "pl": "Karta podarunkowa wymaga imienia i adresu e-mail odbiorcy.",
        "ru": "Для подарочной карты нужны имя и e-mail получателя.",
        "de": "Für eine Geschenkkarte brauchen wir Namen und E-Mail-Adresse des Empfängers.",
    },
    SHORT_STOCK: {
        "ua": "Деяких товарів немає в потрібній вам кількості.",
        "pl": "Niektórych produktów nie ma w zamówionej ilości.",
        "ru": "Некоторых товаров нет в нужном вам количестве.",
        "de": "Einige Artikel sind nicht in der gewünschten Menge vorrätig.",
    },
    PRICES_CHANGED: {
        "ua": "Ціни змінилися, поки ви переглядали замовлення. Будь ласка, перевірте нову суму.",
        "pl": "Ceny zmieniły się od czasu sprawdzenia zamówienia. Sprawdź nową kwotę.",
        "ru": "Цены изменились, пока вы просматривали заказ. Пожалуйста, проверьте новую сумму.",
        "de": "Die Preise haben sich geändert, seit Sie Ihre Bestellung geprüft haben. Bitte prüfen Sie die "
              "neue Summe.",
    },
    KEY_REQUIRED: {
        "ua": "Надішліть заголовок Idempotency-Key із 8–64 літер, цифр, «-» або «_».",
        "pl": "Wyślij nagłówek Idempotency-Key złożony z 8–64 liter, cyfr, „-” lub „_”.",
        "ru": "Отправьте заголовок Idempotency-Key из 8–64 букв, цифр, «-» или «_».",
        "de": "Senden Sie einen Idempotency-Key-Header aus 8 bis 64 Buchstaben, Ziffern, „-“ oder „_“.",
    },
    KEY_REUSED: {
        "ua": "Цей Idempotency-Key уже використано для іншого замовлення.",
        "pl": "Ten Idempotency-Key został już użyty dla innego zamówienia.",
        "ru": "Этот Idempotency-Key уже использован для другого заказа.",
        "de": "Dieser Idempotency-Key wurde bereits für eine andere Bestellung verwendet.",
    },
    DELIVERY_INVALID: {
        "ua": "Оберіть один зі способів доставки: {choices}.",
        "pl": "Wybierz jeden ze sposobów dostawy: {choices}.",
        "ru": "Выберите один из способов доставки: {choices}.",
        "de": "Wählen Sie eine der Versandarten: {choices}.",
    },
    DELIVERY_EMAIL_ONLY: {
        "ua": "Подарункові картки надсилаються електронною поштою: оберіть доставку на e-mail.",
        "pl": "Same karty podarunkowe wysyłamy e-mailem: wybierz dostawę e-mailem.",
        "ru": "Подарочные карты отправляются по электронной почте: выберите доставку на e-mail.",
        "de": "Geschenkkarten allein versenden wir per E-Mail: Wählen Sie den Versand per E-Mail.",
    },
    DELIVERY_EMAIL_NOT_FOR_GOODS: {
        "ua": "Доставка на e-mail можлива лише для замовлень, що складаються з подарункових карток.",
        "pl": "Dostawa e-mailem jest możliwa tylko dla zamówień zawierających wyłącznie karty podarunkowe.",
        "ru": "Доставка на e-mail возможна только для заказов, состоящих из подарочных карт.",
        "de": "Versand per E-Mail gibt es nur für Bestellungen, die ausschließlich aus Geschenkkarten bestehen.",
    },
    DELIVERY_ABROAD_ONLY: {
        "ua": "Міжнародна пошта — для адрес за межами України.",
        "pl": "Poczta międzynarodowa jest dla adresów poza Ukrainą.",
        "ru": "Международная почта — для адресов за пределами Украины.",
        "de": "Internationaler Versand ist für Adressen außerhalb der Ukraine.",
    },
    BRANCH_INVALID: {
        "ua": "Введіть номер відділення або поштомату (лише цифри).",
        "pl": "Wpisz numer oddziału lub paczkomatu (same cyfry).",
        "ru": "Введите номер отделения или почтомата (только цифры).",
        "de": "Geben Sie die Nummer der Filiale oder Paketstation ein (nur Ziffern).",
    },
    PAYMENT_INVALID: {
        "ua": "Оберіть один зі способів оплати: {choices}.",
        "pl": "Wybierz jedną z metod płatności: {choices}.",
        "ru": "Выберите один из способов оплаты: {choices}.",
        "de": "Wählen Sie eine der Zahlungsarten: {choices}.",
    },
    PAYMENT_CURRENCY: {
        "ua": "Оплата карткою приймається в {currencies}: оберіть одну з цих валют.",
        "pl": "Płatności kartą przyjmujemy w {currencies}: wybierz jedną z tych walut.",
        "ru": "Оплата картой принимается в {currencies}: выберите одну из этих валют.",
        "de": "Kartenzahlungen nehmen wir in {currencies} an: Bitte wählen Sie eine dieser Währungen.",
    },
    CASH_NOT_ALLOWED: {
        "ua": "Оплата при отриманні недоступна для міжнародної пошти та подарункових карток.",
        "pl": "Płatność przy odbiorze nie jest dostępna dla poczty międzynarodowej ani kart podarunkowych.",
        "ru": "Оплата при получении недоступна для международной почты и подарочных карт.",
        "de": "Zahlung bei Lieferung ist für internationalen Versand und Geschenkkarten nicht möglich.",
    },
    CURRENCY_INVALID: {
        "ua": "Валюта має бути однією з: {choices}.",
        "pl": "Waluta musi być jedną z: {choices}.",
        "ru": "Валюта должна быть одной из: {choices}.",
        "de": "Die Währung muss eine der folgenden sein: {choices}.",
    },
    TRACKING_INVALID: {
        "ua": "Номер для відстеження містить від 4 до 40 літер, цифр, пробілів або дефісів.",
        "pl": "Numer przesyłki ma od 4 do 40 liter, cyfr, spacji lub łączników.",
        "ru": "Номер для отслеживания содержит от 4 до 40 букв, цифр, пробелов или дефисов.",
        "de": "Eine Sendungsnummer hat 4 bis 40 Buchstaben, Ziffern, Leerzeichen oder Bindestriche.",
    },
    NOTHING_TO_UNDO: {
        "ua": "Скасувати вже не можна: лист надіслано або замовлення відтоді змінилося.",
        "pl": "Za późno na cofnięcie: e-mail już wysłano albo zamówienie od tego czasu się zmieniło.",
        "ru": "Отменить уже нельзя: письмо отправлено или заказ с тех пор изменился.",
        "de": "Zu spät zum Rückgängigmachen: Die E-Mail ist schon raus, oder die Bestellung hat sich seitdem geändert.",
    },
    CHANGE_UNDONE: {
        "ua": "Скасовано: клієнт не отримав листа.",
        "pl": "Cofnięto: klient nie dostał e-maila.",
        "ru": "Отменено: клиент не получил письма.",
        "de": "Rückgängig gemacht: Der Kunde hat keine E-Mail bekommen.",
    },
    STATUS_INVALID: {
        "ua": "Статус має бути одним із: {choices}.",
        "pl": "Status musi być jednym z: {choices}.",
        "ru": "Статус должен быть одним из: {choices}.",
        "de": "Der Status muss einer der folgenden sein: {choices}.",
    },
    STATUS_TRANSITION: {
        "ua": "Замовлення зі статусом {current} не може отримати статус {new}.",
        "pl": "Zamówienie ze statusem {current} nie może otrzymać statusu {new}.",
        "ru": "Заказ со статусом {current} не может получить статус {new}.",
        "de": "Eine Bestellung im Status {current} kann nicht in den Status {new} wechseln.",
    },
    PAYMENT_UNCHANGED: {
        "ua": "Замовлення вже позначено як «{status}».",
        "pl": "Zamówienie jest już oznaczone jako „{status}”.",
        "ru": "Заказ уже отмечен как «{status}».",
        "de": "Die Bestellung ist bereits als „{status}“ markiert.",
    },
    TOO_MANY_ORDERS: {
        "ua": "Забагато замовлень за короткий час. Будь ласка, зачекайте трохи й спробуйте ще раз.",
        "pl": "Zbyt wiele zamówień w krótkim czasie. Proszę chwilę poczekać i spróbować ponownie.",
        "ru": "Слишком много заказов за короткое время. Пожалуйста, подождите немного и попробуйте ещё раз.",
        "de": "Zu viele Bestellungen in kurzer Zeit. Bitte warten Sie einen Moment und versuchen Sie es erneut.",
    },
})
