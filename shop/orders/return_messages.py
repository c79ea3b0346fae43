"""The messages of returns and refunds (the shopper's return rules, staff's steps, LiqPay's refund call), once, in
five languages; shop.messages registers TRANSLATIONS. The return statuses are said here too, as the account page and
the messages name them."""
from shop.orders.models import ReturnStatus

RETURN_FAULTY_ONLY = ("Fabric is cut to the length you order: it can be returned only if it is faulty or not what "
                      "you ordered.")
RETURN_NOT_ACCEPTED = "Goods from this category cannot be returned."
NO_SUCH_RETURN = "There is no such return."
NO_SUCH_REFUND = "There is no such refund."
NOT_REQUESTED = "Only a requested return can be approved or refused; this one is {status}."
NOT_APPROVED = "Only an approved return can be marked received; this one is {status}."
NOT_REFUNDABLE = "Only an approved or received return can be refunded; this one is {status}."
REJECT_REASON_REQUIRED = "Say why the return is refused: the shopper reads it."
NOTHING_TO_REFUND = "Choose at least one line or the delivery to refund."
NOT_ON_ORDER = "This line is not on the order."
LINE_LEFT = "At most {max} of this line can still be refunded."
DELIVERY_LEFT = "The delivery has been refunded already, or cost nothing."
OVER_PAID = "The refund ({amount}) is more than what is left of the payment ({left})."
NOT_PAID = "An order that is not paid has nothing to refund."
LIQPAY_REFUSED = "LiqPay refused the refund ({reason}); nothing was refunded."
LIQPAY_UNREACHABLE = "LiqPay could not be reached; nothing was refunded. Please try again in a moment."
LIQPAY_NOT_SET_UP = "Card refunds need the shop's LiqPay keys; nothing was refunded."
NO_SUCH_CATEGORY_RULE = "There is no category with this _id."

TRANSLATIONS: dict[str, dict[str, str]] = {
    ReturnStatus.REQUESTED: {"ua": "Запит надіслано", "pl": "Zgłoszony", "ru": "Запрос отправлен",
                             "de": "Angefragt"},
    ReturnStatus.APPROVED: {"ua": "Схвалено", "pl": "Zaakceptowany", "ru": "Одобрен", "de": "Genehmigt"},
    ReturnStatus.RECEIVED: {"ua": "Отримано", "pl": "Odebrany", "ru": "Получен", "de": "Eingegangen"},
    ReturnStatus.REFUNDED: {"ua": "Кошти повернуто", "pl": "Zwrócono pieniądze", "ru": "Деньги возвращены",
                            "de": "Erstattet"},
    ReturnStatus.REJECTED: {"ua": "Відхилено", "pl": "Odrzucony", "ru": "Отклонён", "de": "Abgelehnt"},
    RETURN_FAULTY_ONLY: {
        "ua": "Тканину відрізаємо на замовлену вами довжину: її можна повернути, лише якщо вона має брак або це не "
              "те, що ви замовляли.",
        "pl": "Tkaninę tniemy na zamówioną długość: można ją zwrócić tylko wtedy, gdy jest wadliwa lub "
              "niezgodna z zamówieniem.",
        "ru": "Ткань отрезается на заказанную вами длину: её можно вернуть, только если она с браком или это не то, "
              "что вы заказывали.",
        "de": "Stoff wird auf die bestellte Länge zugeschnitten: Er kann nur zurückgegeben werden, wenn er "
              "fehlerhaft ist oder nicht dem Bestellten entspricht.",
    },
    RETURN_NOT_ACCEPTED: {
        "ua": "Товари з цієї категорії поверненню не підлягають.",
        "pl": "Towarów z tej kategorii nie można zwrócić.",
        "ru": "Товары из этой категории возврату не подлежат.",
        "de": "Waren aus dieser Kategorie können nicht zurückgegeben werden.",
    },
    NO_SUCH_RETURN: {
        "ua": "Такого повернення немає.",
        "pl": "Nie ma takiego zwrotu.",
        "ru": "Такого возврата нет.",
        "de": "Diese Rücksendung gibt es nicht.",
    },
    NO_SUCH_REFUND: {
        "ua": "Такого відшкодування немає.",
        "pl": "Nie ma takiego zwrotu pieniędzy.",
        "ru": "Такого возврата денег нет.",
        "de": "Diese Erstattung gibt es nicht.",
    },
    NOT_REQUESTED: {
        "ua": "Схвалити чи відхилити можна лише новий запит на повернення; цей має статус «{status}».",
        "pl": "Zaakceptować lub odrzucić można tylko zgłoszony zwrot; ten ma status „{status}”.",
        "ru": "Одобрить или отклонить можно только новый запрос на возврат; у этого статус «{status}».",
        "de": "Nur eine angefragte Rücksendung kann genehmigt oder abgelehnt werden; diese ist „{status}“.",
    },
    NOT_APPROVED: {
        "ua": "Отриманим можна позначити лише схвалене повернення; це має статус «{status}».",
        "pl": "Jako odebrany można oznaczyć tylko zaakceptowany zwrot; ten ma status „{status}”.",
        "ru": "Полученным можно отметить только одобренный возврат; у этого статус «{status}».",
        "de": "Nur eine genehmigte Rücksendung kann als eingegangen markiert werden; diese ist „{status}“.",
    },
    NOT_REFUNDABLE: {
        "ua": "Кошти можна повернути лише за схваленим або отриманим поверненням; це має статус «{status}».",
        "pl": "Pieniądze można zwrócić tylko za zaakceptowany lub odebrany zwrot; ten ma status „{status}”.",
        "ru": "Деньги можно вернуть только по одобренному или полученному возврату; у этого статус «{status}».",
        "de": "Nur eine genehmigte oder eingegangene Rücksendung kann erstattet werden; diese ist „{status}“.",
    },
    REJECT_REASON_REQUIRED: {
        "ua": "Вкажіть, чому повернення відхилено: покупець це прочитає.",
        "pl": "Podaj, dlaczego zwrot jest odrzucany: klient to przeczyta.",
        "ru": "Укажите, почему возврат отклонён: покупатель это прочитает.",
        "de": "Geben Sie an, warum die Rücksendung abgelehnt wird: Der Kunde liest es.",
    },
    NOTHING_TO_REFUND: {
        "ua": "Виберіть для відшкодування хоча б одну позицію або доставку.",
        "pl": "Wybierz do zwrotu co najmniej jedną pozycję albo dostawę.",
        "ru": "Выберите для возврата хотя бы одну позицию или доставку.",
        "de": "Wählen Sie mindestens eine Position oder den Versand zur Erstattung.",
    },
    NOT_ON_ORDER: {
        "ua": "Цієї позиції немає в замовленні.",
        "pl": "Tej pozycji nie ma w zamówieniu.",
        "ru": "Этой позиции нет в заказе.",
        "de": "Diese Position gehört nicht zur Bestellung.",
    },
    LINE_LEFT: {
        "ua": "З цієї позиції можна відшкодувати щонайбільше {max}.",
        "pl": "Z tej pozycji można zwrócić jeszcze najwyżej {max}.",
        "ru": "По этой позиции можно вернуть не больше {max}.",
        "de": "Von dieser Position können höchstens noch {max} erstattet werden.",
    },
    DELIVERY_LEFT: {
        "ua": "Доставку вже відшкодовано, або вона була безкоштовною.",
        "pl": "Dostawa została już zwrócona albo była bezpłatna.",
        "ru": "Доставка уже возвращена или была бесплатной.",
        "de": "Der Versand wurde bereits erstattet oder war kostenlos.",
    },
    OVER_PAID: {
        "ua": "Сума відшкодування ({amount}) більша за залишок оплати ({left}).",
        "pl": "Kwota zwrotu ({amount}) przekracza to, co zostało z płatności ({left}).",
        "ru": "Сумма возврата ({amount}) больше остатка оплаты ({left}).",
        "de": "Die Erstattung ({amount}) ist höher als der Rest der Zahlung ({left}).",
    },
    NOT_PAID: {
        "ua": "Замовлення не оплачене: відшкодовувати нічого.",
        "pl": "Zamówienie nie jest opłacone: nie ma czego zwracać.",
        "ru": "Заказ не оплачен: возвращать нечего.",
        "de": "Die Bestellung ist nicht bezahlt: Es gibt nichts zu erstatten.",
    },
    LIQPAY_REFUSED: {
        "ua": "LiqPay відмовив у поверненні коштів ({reason}); нічого не відшкодовано.",
        "pl": "LiqPay odmówił zwrotu ({reason}); nic nie zostało zwrócone.",
        "ru": "LiqPay отказал в возврате ({reason}); ничего не возвращено.",
        "de": "LiqPay hat die Erstattung abgelehnt ({reason}); es wurde nichts erstattet.",
    },
    LIQPAY_UNREACHABLE: {
        "ua": "Не вдалося з'єднатися з LiqPay; нічого не відшкодовано. Спробуйте ще раз за хвилину.",
        "pl": "Nie udało się połączyć z LiqPay; nic nie zostało zwrócone. Spróbuj ponownie za chwilę.",
        "ru": "Не удалось связаться с LiqPay; ничего не возвращено. Попробуйте ещё раз через минуту.",
        "de": "LiqPay war nicht erreichbar; es wurde nichts erstattet. Bitte versuchen Sie es gleich noch einmal.",
    },
    LIQPAY_NOT_SET_UP: {
        "ua": "Для повернення коштів на картку потрібні ключі LiqPay магазину; нічого не відшкодовано.",
        "pl": "Zwroty na kartę wymagają kluczy LiqPay sklepu; nic nie zostało zwrócone.",
        "ru": "Для возврата на карту нужны ключи LiqPay магазина; ничего не возвращено.",
        "de": "Kartenerstattungen brauchen die LiqPay-Schlüssel des Shops; es wurde nichts erstattet.",
    },
    NO_SUCH_CATEGORY_RULE: {
        "ua": "Категорії з таким _id немає.",
        "pl": "Nie ma kategorii o tym _id.",
        "ru": "Категории с таким _id нет.",
        "de": "Eine Kategorie mit dieser _id gibt es nicht.",
    },
}
