"""What the gift-card calls answer, in five languages."""
from __future__ import annotations

NO_SUCH_CARD = "No gift card has this code."
CARD_EXPIRED = "This gift card has expired."
CARD_EMPTY = "This gift card has no balance left."
CARD_CHANGED = "The gift card's balance changed while you were ordering. Please check it and try again."
NOT_FOR_GIFT_CARDS = "A gift card cannot pay for other gift cards."
CODE_REQUIRED = "Enter the gift card's code."
CARD_VOIDED = "This gift card has been cancelled and can no longer be used."
NO_SUCH_ISSUED_CARD = "This order did not issue this gift card."
NO_SUCH_GIFT_CARD = "There is no such gift card."
ALREADY_VOIDED = "This gift card is already void."

TRANSLATIONS: dict[str, dict[str, str]] = {
    NO_SUCH_CARD: {
        "ua": "Подарункової картки з таким кодом немає.",
        "pl": "Nie ma karty podarunkowej o tym kodzie.",
        "ru": "Подарочной карты с таким кодом нет.",
        "de": "Es gibt keine Geschenkkarte mit diesem Code.",
    },
    CARD_EXPIRED: {
        "ua": "Термін дії цієї подарункової картки минув.",
        "pl": "Ta karta podarunkowa straciła ważność.",
        "ru": "Срок действия этой подарочной карты истёк.",
        "de": "Diese Geschenkkarte ist abgelaufen.",
    },
    CARD_EMPTY: {
        "ua": "На цій подарунковій картці не залишилося коштів.",
        "pl": "Na tej karcie podarunkowej nie zostały już środki.",
        "ru": "На этой подарочной карте не осталось средств.",
        "de": "Auf dieser Geschenkkarte ist kein Guthaben mehr.",
    },
    CARD_CHANGED: {
        "ua": "Баланс подарункової картки змінився, поки ви оформлювали замовлення. Перевірте його й спробуйте ще раз.",
        "pl": "Saldo karty podarunkowej zmieniło się w trakcie składania zamówienia. Sprawdź je i spróbuj ponownie.",
        "ru": "Баланс подарочной карты изменился, пока вы оформляли заказ. Проверьте его и попробуйте ещё раз.",
        "de": "Das Guthaben der Geschenkkarte hat sich während Ihrer Bestellung geändert. Bitte prüfen Sie es "
              "und versuchen Sie es erneut.",
    },
    NOT_FOR_GIFT_CARDS: {
        "ua": "Подарунковою карткою не можна оплатити інші подарункові картки.",
        "pl": "Kartą podarunkową nie można zapłacić za inne karty podarunkowe.",
        "ru": "Подарочной картой нельзя оплатить другие подарочные карты.",
        "de": "Mit einer Geschenkkarte können keine weiteren Geschenkkarten bezahlt werden.",
    },
    CODE_REQUIRED: {
        "ua": "Введіть код подарункової картки.",
        "pl": "Wpisz kod karty podarunkowej.",
        "ru": "Введите код подарочной карты.",
        "de": "Geben Sie den Code der Geschenkkarte ein.",
    },
    CARD_VOIDED: {
        "ua": "Цю подарункову картку анульовано: нею більше не можна розрахуватися.",
        "pl": "Ta karta podarunkowa została unieważniona i nie można już z niej korzystać.",
        "ru": "Эта подарочная карта аннулирована: ею больше нельзя расплатиться.",
        "de": "Diese Geschenkkarte wurde storniert und kann nicht mehr eingelöst werden.",
    },
    NO_SUCH_ISSUED_CARD: {
        "ua": "Ця подарункова картка не належить до цього замовлення.",
        "pl": "Ta karta podarunkowa nie pochodzi z tego zamówienia.",
        "ru": "Эта подарочная карта не относится к этому заказу.",
        "de": "Diese Geschenkkarte stammt nicht aus dieser Bestellung.",
    },
    NO_SUCH_GIFT_CARD: {
        "ua": "Такої подарункової картки немає.",
        "pl": "Nie ma takiej karty podarunkowej.",
        "ru": "Такой подарочной карты нет.",
        "de": "Diese Geschenkkarte gibt es nicht.",
    },
    ALREADY_VOIDED: {
        "ua": "Цю подарункову картку вже анульовано.",
        "pl": "Ta karta podarunkowa jest już unieważniona.",
        "ru": "Эта подарочная карта уже аннулирована.",
        "de": "Diese Geschenkkarte ist bereits storniert.",
    },
}
