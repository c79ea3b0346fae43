"""Every message of the orders domain, once, and its translations (shop.i18n; the package registers TRANSLATIONS)."""
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

# English template -> the same message in ua, pl, ru and de (the same {placeholders}); shop.i18n says them.
TRANSLATIONS: dict[str, dict[str, str]] = {
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
