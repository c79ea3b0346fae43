"""The shopper's e-mails about an order, in the order's language: the confirmation when it is placed (with what to do
about paying), the payment received, the order sent, and for a bank transfer that does not come, the reminder and the
cancellation (shop.orders.unpaid). Each names the shop (SHOP_NAME).

Every amount is the order's own, in its currency, already exact: it is only written here (shop.giftcards.emails
holds the helpers for amounts, dates and greetings). Each mail is written here, in the request, and sent by a
background job (shop.mail, shop.jobs): the order never waits for the mail server, and a server that is down only
delays the mail. Writing it is best effort: a failure is logged and never fails the order.
"""
from __future__ import annotations

import logging
from datetime import datetime
from decimal import Decimal

from flask import current_app

from shop.giftcards.emails import (
    format_amount,
    format_date,
    format_number,
    greeting,
    language_or_default,
    shop_url,
)
from shop.mail import send_mail
from shop.money import FRACTIONAL_STEP, step_for
from shop.orders.delivery import DeliveryCode
from shop.orders.models import Order, OrderLine
from shop.payments.methods import PaymentMethod
from shop.payments.providers import AwaitingState, PaymentStart

log = logging.getLogger(__name__)

SHOP_PHONE = "+38 (050) 400-70-15"
ZERO = Decimal("0")

# The confirmation: subject ({number}, {shop}) and the line thanking for the order ({shop}). A guest types the name
# the greeting uses, so the shop says who is writing: the mail never reads as the name's own.
PLACED_MAIL = {
    "en": ("Your {shop} order {number}",
           "Thank you for your order at {shop}! We have received it, and here are all the details."),
    "ua": ("Ваше замовлення {number} у {shop}",
           "Дякуємо за замовлення в {shop}! Ми його отримали — нижче всі подробиці."),
    "pl": ("Twoje zamówienie {number} w {shop}",
           "Dziękujemy za zamówienie w {shop}! Otrzymaliśmy je – poniżej znajdziesz wszystkie szczegóły."),
    "ru": ("Ваш заказ {number} в {shop}",
           "Спасибо за заказ в {shop}! Мы его получили — ниже все подробности."),
    "de": ("Ihre Bestellung {number} bei {shop}",
           "vielen Dank für Ihre Bestellung bei {shop}! Sie ist bei uns eingegangen – hier sind alle Details."),
}

# The words of the order's summary.
LABELS = {
    "en": {"number": "Order number: {number}", "lines": "Your order:", "subtotal": "Subtotal", "delivery": "Delivery",
           "free": "free", "gift_card": "Gift card", "total": "Total", "method": "Delivery method",
           "recipient": "Recipient", "per_10cm": "per 10 cm", "metres": "m"},
    "ua": {"number": "Номер замовлення: {number}", "lines": "Ваше замовлення:", "subtotal": "Вартість товарів",
           "delivery": "Доставка", "free": "безкоштовно", "gift_card": "Подарункова картка", "total": "Разом",
           "method": "Спосіб доставки", "recipient": "Отримувач", "per_10cm": "за 10 см", "metres": "м"},
    "pl": {"number": "Numer zamówienia: {number}", "lines": "Twoje zamówienie:", "subtotal": "Wartość produktów",
           "delivery": "Dostawa", "free": "bezpłatnie", "gift_card": "Karta podarunkowa", "total": "Razem",
           "method": "Sposób dostawy", "recipient": "Odbiorca", "per_10cm": "za 10 cm", "metres": "m"},
    "ru": {"number": "Номер заказа: {number}", "lines": "Ваш заказ:", "subtotal": "Стоимость товаров",
           "delivery": "Доставка", "free": "бесплатно", "gift_card": "Подарочная карта", "total": "Итого",
           "method": "Способ доставки", "recipient": "Получатель", "per_10cm": "за 10 см", "metres": "м"},
    "de": {"number": "Bestellnummer: {number}", "lines": "Ihre Bestellung:", "subtotal": "Zwischensumme",
           "delivery": "Versand", "free": "kostenlos", "gift_card": "Geschenkkarte", "total": "Gesamtbetrag",
           "method": "Lieferart", "recipient": "Empfänger", "per_10cm": "pro 10 cm", "metres": "m"},
}

# Each delivery method and its details ({city}, {branch}, {address}: the whole address on one line, {pickup}).
DELIVERY = {
    "en": {
        DeliveryCode.NOVA_POSHTA_BRANCH: "Nova Poshta, branch No. {branch}, {city}",
        DeliveryCode.NOVA_POSHTA_LOCKER: "Nova Poshta, parcel locker No. {branch}, {city}",
        DeliveryCode.COURIER: "Nova Poshta courier to {address}",
        DeliveryCode.INTERNATIONAL: "International post to {address}",
        DeliveryCode.PICKUP: "Pickup from our shop – {pickup}",
        DeliveryCode.EMAIL: "By e-mail – we send each gift card to its recipient as soon as the order is paid.",
    },
    "ua": {
        DeliveryCode.NOVA_POSHTA_BRANCH: "Нова пошта, відділення № {branch}, {city}",
        DeliveryCode.NOVA_POSHTA_LOCKER: "Нова пошта, поштомат № {branch}, {city}",
        DeliveryCode.COURIER: "Кур’єр Нової пошти за адресою: {address}",
        DeliveryCode.INTERNATIONAL: "Міжнародна доставка за адресою: {address}",
        DeliveryCode.PICKUP: "Самовивіз із нашого магазину — {pickup}",
        DeliveryCode.EMAIL: "Електронною поштою — кожну подарункову картку ми надішлемо отримувачеві, щойно "
                            "замовлення буде оплачено.",
    },
    "pl": {
        DeliveryCode.NOVA_POSHTA_BRANCH: "Nova Poshta, oddział nr {branch}, {city}",
        DeliveryCode.NOVA_POSHTA_LOCKER: "Nova Poshta, paczkomat nr {branch}, {city}",
        DeliveryCode.COURIER: "Kurier Nova Poshta, adres: {address}",
        DeliveryCode.INTERNATIONAL: "Przesyłka zagraniczna, adres: {address}",
        DeliveryCode.PICKUP: "Odbiór osobisty w naszym sklepie – {pickup}",
        DeliveryCode.EMAIL: "E-mailem – każdą kartę podarunkową wyślemy odbiorcy, gdy tylko zamówienie zostanie "
                            "opłacone.",
    },
    "ru": {
        DeliveryCode.NOVA_POSHTA_BRANCH: "Новая почта, отделение № {branch}, {city}",
        DeliveryCode.NOVA_POSHTA_LOCKER: "Новая почта, почтомат № {branch}, {city}",
        DeliveryCode.COURIER: "Курьер Новой почты по адресу: {address}",
        DeliveryCode.INTERNATIONAL: "Международная доставка по адресу: {address}",
        DeliveryCode.PICKUP: "Самовывоз из нашего магазина — {pickup}",
        DeliveryCode.EMAIL: "По электронной почте — каждую подарочную карту мы отправим получателю, как только "
                            "заказ будет оплачен.",
    },
    "de": {
        DeliveryCode.NOVA_POSHTA_BRANCH: "Nova Poshta, Filiale Nr. {branch}, {city}",
        DeliveryCode.NOVA_POSHTA_LOCKER: "Nova Poshta, Paketautomat Nr. {branch}, {city}",
        DeliveryCode.COURIER: "Kurier von Nova Poshta, Lieferadresse: {address}",
        DeliveryCode.INTERNATIONAL: "Internationaler Versand, Lieferadresse: {address}",
        DeliveryCode.PICKUP: "Abholung in unserem Geschäft – {pickup}",
        DeliveryCode.EMAIL: "Per E-Mail – sobald die Bestellung bezahlt ist, schicken wir jede Geschenkkarte an "
                            "die angegebene Adresse.",
    },
}

# What happens next about paying, by payment method ({total}; a transfer's {amount}, {recipient}, {iban}, {bank},
# {reference}). "paid" is any other method already paid.
PAYMENT = {
    "en": {
        PaymentMethod.CASH_ON_DELIVERY: "Payment on delivery: you pay {total} when you receive your order.",
        PaymentMethod.BANK_TRANSFER:
            "Payment by bank transfer: please transfer {amount} to this account:\n"
            "  Recipient: {recipient}\n  IBAN: {iban}\n  Bank: {bank}\n  Amount: {amount}\n"
            "  Payment reference: {reference}\n\n"
            "Please use the order number {reference} as the payment reference, so that we can match your payment. "
            "We will send your order as soon as the money arrives.",
        PaymentMethod.CARD: "Your card payment of {total} has gone through. Thank you!",
        "card-awaiting":
            "Payment by card: if you did not finish paying on the card payment page, don't worry – your order is "
            "saved. Call us or write to us and we will help you pay for it. If you have already paid, there is "
            "nothing more to do: we will let you know as soon as the payment reaches us.",
        PaymentMethod.GIFT_CARD: "Your order has been paid in full with a gift card, so there is nothing left to pay.",
        "paid": "Your order is paid. Thank you!",
    },
    "ua": {
        PaymentMethod.CASH_ON_DELIVERY: "Оплата при отриманні: ви сплатите {total}, коли отримаєте замовлення.",
        PaymentMethod.BANK_TRANSFER:
            "Оплата банківським переказом: будь ласка, перекажіть {amount} за такими реквізитами:\n"
            "  Отримувач: {recipient}\n  IBAN: {iban}\n  Банк: {bank}\n  Сума: {amount}\n"
            "  Призначення платежу: {reference}\n\n"
            "Обов’язково вкажіть номер замовлення {reference} у призначенні платежу, щоб ми могли знайти ваш "
            "переказ. Ми відправимо замовлення, щойно кошти надійдуть на наш рахунок.",
        PaymentMethod.CARD: "Оплату карткою на суму {total} отримано. Дякуємо!",
        "card-awaiting":
            "Оплата карткою: якщо ви не завершили оплату на сторінці платежу, не хвилюйтеся — замовлення "
            "збережено. Зателефонуйте або напишіть нам, і ми допоможемо його оплатити. Якщо ж ви вже оплатили, "
            "більше нічого робити не потрібно: ми повідомимо вас, щойно платіж надійде.",
        PaymentMethod.GIFT_CARD: "Замовлення повністю оплачено подарунковою карткою — більше нічого сплачувати "
                                 "не потрібно.",
        "paid": "Замовлення оплачено. Дякуємо!",
    },
    "pl": {
        PaymentMethod.CASH_ON_DELIVERY: "Płatność przy odbiorze: zapłacisz {total}, gdy odbierzesz zamówienie.",
        PaymentMethod.BANK_TRANSFER:
            "Płatność przelewem: prosimy o przelew {amount} na to konto:\n"
            "  Odbiorca: {recipient}\n  IBAN: {iban}\n  Bank: {bank}\n  Kwota: {amount}\n"
            "  Tytuł przelewu: {reference}\n\n"
            "W tytule przelewu koniecznie podaj numer zamówienia {reference}, abyśmy mogli przypisać Twoją wpłatę. "
            "Wyślemy zamówienie, gdy tylko pieniądze wpłyną na nasze konto.",
        PaymentMethod.CARD: "Płatność kartą na kwotę {total} została przyjęta. Dziękujemy!",
        "card-awaiting":
            "Płatność kartą: jeśli nie udało się jej dokończyć na stronie płatności, nic straconego – zamówienie "
            "jest zapisane. Zadzwoń lub napisz do nas, a pomożemy Ci je opłacić. Jeśli płatność jest "
            "już za Tobą, nie musisz nic robić: damy Ci znać, gdy tylko do nas dotrze.",
        PaymentMethod.GIFT_CARD: "Zamówienie zostało w całości opłacone kartą podarunkową – nie musisz już nic "
                                 "dopłacać.",
        "paid": "Zamówienie jest opłacone. Dziękujemy!",
    },
    "ru": {
        PaymentMethod.CASH_ON_DELIVERY: "Оплата при получении: вы оплатите {total}, когда получите заказ.",
        PaymentMethod.BANK_TRANSFER:
            "Оплата банковским переводом: пожалуйста, переведите {amount} по следующим реквизитам:\n"
            "  Получатель: {recipient}\n  IBAN: {iban}\n  Банк: {bank}\n  Сумма: {amount}\n"
            "  Назначение платежа: {reference}\n\n"
            "Обязательно укажите номер заказа {reference} в назначении платежа, чтобы мы могли найти ваш перевод. "
            "Мы отправим заказ, как только деньги поступят на наш счёт.",
        PaymentMethod.CARD: "Оплата картой на сумму {total} получена. Спасибо!",
        "card-awaiting":
            "Оплата картой: если вы не завершили оплату на странице платежа, не волнуйтесь — заказ сохранён. "
            "Позвоните или напишите нам, и мы поможем его оплатить. Если вы уже оплатили заказ, больше ничего "
            "делать не нужно: мы сообщим вам, как только платёж поступит.",
        PaymentMethod.GIFT_CARD: "Заказ полностью оплачен подарочной картой — больше ничего платить не нужно.",
        "paid": "Заказ оплачен. Спасибо!",
    },
    "de": {
        PaymentMethod.CASH_ON_DELIVERY: "Zahlung bei Lieferung: Sie bezahlen {total}, wenn Sie Ihre Bestellung "
                                        "erhalten.",
        PaymentMethod.BANK_TRANSFER:
            "Zahlung per Überweisung: Bitte überweisen Sie {amount} auf folgendes Konto:\n"
            "  Empfänger: {recipient}\n  IBAN: {iban}\n  Bank: {bank}\n  Betrag: {amount}\n"
            "  Verwendungszweck: {reference}\n\n"
            "Bitte geben Sie unbedingt die Bestellnummer {reference} als Verwendungszweck an, damit wir Ihre "
            "Zahlung zuordnen können. Wir versenden Ihre Bestellung, sobald das Geld bei uns eingegangen ist.",
        PaymentMethod.CARD: "Ihre Kartenzahlung über {total} ist eingegangen. Vielen Dank!",
        "card-awaiting":
            "Zahlung per Karte: Falls Sie die Zahlung auf der Bezahlseite nicht abgeschlossen haben, ist Ihre "
            "Bestellung trotzdem gespeichert – rufen Sie uns an oder schreiben Sie uns, dann helfen wir Ihnen beim "
            "Bezahlen. Wenn Sie bereits bezahlt haben, müssen Sie nichts weiter tun: Wir melden uns, sobald die "
            "Zahlung bei uns eingegangen ist.",
        PaymentMethod.GIFT_CARD: "Ihre Bestellung wurde vollständig mit einer Geschenkkarte bezahlt – es ist nichts "
                                 "mehr zu zahlen.",
        "paid": "Ihre Bestellung ist bezahlt. Vielen Dank!",
    },
}

# The payment received: subject ({number}), the thanks ({number}, {total}), what comes next for goods, and for the
# gift cards the order bought.
PAID_MAIL = {
    "en": ("We have received your payment for order {number}",
           "We have received your payment of {total} for order {number}. Thank you!",
           "We are now preparing your order and will let you know as soon as it is on its way.",
           "The gift cards in your order are on their way to their recipients by e-mail."),
    "ua": ("Оплату замовлення {number} отримано",
           "Ми отримали вашу оплату за замовлення {number} на суму {total}. Дякуємо!",
           "Ми вже готуємо замовлення до відправлення й повідомимо вас, щойно воно буде в дорозі.",
           "Подарункові картки із замовлення вже надіслано отримувачам електронною поштою."),
    "pl": ("Otrzymaliśmy płatność za zamówienie {number}",
           "Otrzymaliśmy Twoją płatność za zamówienie {number} w kwocie {total}. Dziękujemy!",
           "Właśnie przygotowujemy zamówienie do wysyłki i damy Ci znać, gdy tylko będzie w drodze.",
           "Karty podarunkowe z zamówienia są już w drodze do odbiorców – wysłaliśmy je e-mailem."),
    "ru": ("Оплата заказа {number} получена",
           "Мы получили вашу оплату за заказ {number} на сумму {total}. Спасибо!",
           "Мы уже готовим заказ к отправке и сообщим вам, как только он будет в пути.",
           "Подарочные карты из заказа уже отправлены получателям по электронной почте."),
    "de": ("Zahlung für Ihre Bestellung {number} erhalten",
           "wir haben Ihre Zahlung über {total} für die Bestellung {number} erhalten. Vielen Dank!",
           "Wir bereiten Ihre Bestellung jetzt vor und melden uns, sobald sie unterwegs ist.",
           "Die Geschenkkarten aus Ihrer Bestellung sind bereits per E-Mail zu den Empfängern unterwegs."),
}

# The order sent: (subject, first line) on its way with a carrier, ready for pickup ({pickup}), or e-mailed gift
# cards; each with {number}.
SENT_MAIL = {
    "en": {
        "carrier": ("Your order {number} is on its way", "Good news: your order {number} is on its way!"),
        DeliveryCode.PICKUP: ("Your order {number} is ready for pickup",
                              "Your order {number} is ready: you can collect it from our shop – {pickup}. "
                              "Just tell us the order number when you come in."),
        DeliveryCode.EMAIL: ("Your order {number} has been sent",
                             "The gift cards from your order {number} have been sent to their recipients by e-mail."),
    },
    "ua": {
        "carrier": ("Замовлення {number} вже в дорозі", "Гарна новина: ваше замовлення {number} вже в дорозі!"),
        DeliveryCode.PICKUP: ("Замовлення {number} чекає на вас",
                              "Ваше замовлення {number} готове: забрати його можна в нашому магазині — {pickup}. "
                              "Просто назвіть номер замовлення, коли прийдете."),
        DeliveryCode.EMAIL: ("Замовлення {number} надіслано",
                             "Подарункові картки із замовлення {number} надіслано отримувачам електронною поштою."),
    },
    "pl": {
        "carrier": ("Twoje zamówienie {number} jest już w drodze",
                    "Mamy dobrą wiadomość: Twoje zamówienie {number} jest już w drodze!"),
        DeliveryCode.PICKUP: ("Zamówienie {number} czeka na odbiór",
                              "Twoje zamówienie {number} jest gotowe do odbioru w naszym sklepie – {pickup}. "
                              "Przy odbiorze wystarczy podać numer zamówienia."),
        DeliveryCode.EMAIL: ("Zamówienie {number} zostało wysłane",
                             "Karty podarunkowe z zamówienia {number} zostały wysłane e-mailem do odbiorców."),
    },
    "ru": {
        "carrier": ("Ваш заказ {number} уже в пути", "Хорошие новости: ваш заказ {number} уже в пути!"),
        DeliveryCode.PICKUP: ("Заказ {number} ждёт вас",
                              "Ваш заказ {number} готов: забрать его можно в нашем магазине — {pickup}. "
                              "Просто назовите номер заказа, когда придёте."),
        DeliveryCode.EMAIL: ("Заказ {number} отправлен",
                             "Подарочные карты из заказа {number} отправлены получателям по электронной почте."),
    },
    "de": {
        "carrier": ("Ihre Bestellung {number} ist unterwegs",
                    "gute Nachrichten: Ihre Bestellung {number} ist unterwegs!"),
        DeliveryCode.PICKUP: ("Ihre Bestellung {number} liegt zur Abholung bereit",
                              "Ihre Bestellung {number} liegt in unserem Geschäft zur Abholung bereit – {pickup}. "
                              "Nennen Sie bei der Abholung einfach Ihre Bestellnummer."),
        DeliveryCode.EMAIL: ("Ihre Bestellung {number} wurde versendet",
                             "die Geschenkkarten aus Ihrer Bestellung {number} wurden per E-Mail an die Empfänger "
                             "verschickt."),
    },
}

# How the carrier keeps the shopper informed once the parcel left (there is no tracking number yet).
CARRIER_NOTE = {
    "en": {
        DeliveryCode.NOVA_POSHTA_BRANCH: "Nova Poshta will send you a text message as soon as the parcel is waiting "
                                         "for you at the branch.",
        DeliveryCode.NOVA_POSHTA_LOCKER: "Nova Poshta will send you a text message as soon as the parcel is in the "
                                         "parcel locker.",
        DeliveryCode.COURIER: "The Nova Poshta courier will call you before delivering it.",
        DeliveryCode.INTERNATIONAL: "The postal service will let you know about the delivery. Parcels abroad take a "
                                    "little longer – thank you for your patience.",
    },
    "ua": {
        DeliveryCode.NOVA_POSHTA_BRANCH: "Нова пошта надішле вам SMS, щойно посилка прибуде у відділення.",
        DeliveryCode.NOVA_POSHTA_LOCKER: "Нова пошта надішле вам SMS, щойно посилка буде в поштоматі.",
        DeliveryCode.COURIER: "Кур’єр Нової пошти зателефонує вам перед доставкою.",
        DeliveryCode.INTERNATIONAL: "Пошта повідомить вас про доставку. Міжнародні відправлення йдуть трохи довше — "
                                    "дякуємо за терпіння.",
    },
    "pl": {
        DeliveryCode.NOVA_POSHTA_BRANCH: "Nova Poshta wyśle Ci SMS, gdy tylko paczka dotrze do oddziału.",
        DeliveryCode.NOVA_POSHTA_LOCKER: "Nova Poshta wyśle Ci SMS, gdy tylko paczka trafi do paczkomatu.",
        DeliveryCode.COURIER: "Kurier Nova Poshta zadzwoni do Ciebie przed doręczeniem.",
        DeliveryCode.INTERNATIONAL: "Poczta powiadomi Cię o doręczeniu. Przesyłki zagraniczne idą nieco dłużej – "
                                    "dziękujemy za cierpliwość.",
    },
    "ru": {
        DeliveryCode.NOVA_POSHTA_BRANCH: "Новая почта пришлёт вам SMS, как только посылка прибудет в отделение.",
        DeliveryCode.NOVA_POSHTA_LOCKER: "Новая почта пришлёт вам SMS, как только посылка окажется в почтомате.",
        DeliveryCode.COURIER: "Курьер Новой почты позвонит вам перед доставкой.",
        DeliveryCode.INTERNATIONAL: "Почта сообщит вам о доставке. Международные отправления идут немного дольше — "
                                    "спасибо за терпение.",
    },
    "de": {
        DeliveryCode.NOVA_POSHTA_BRANCH: "Nova Poshta schickt Ihnen eine SMS, sobald das Paket in der Filiale für "
                                         "Sie bereitliegt.",
        DeliveryCode.NOVA_POSHTA_LOCKER: "Nova Poshta schickt Ihnen eine SMS, sobald das Paket im Paketautomaten "
                                         "liegt.",
        DeliveryCode.COURIER: "Der Kurier von Nova Poshta ruft Sie vor der Zustellung an.",
        DeliveryCode.INTERNATIONAL: "Die Post informiert Sie über die Zustellung. Sendungen ins Ausland sind etwas "
                                    "länger unterwegs – vielen Dank für Ihre Geduld.",
    },
}

# A bank transfer still awaited (shop.orders.unpaid): subject ({number}), the reminder ({number}, {shop}, {date}: the
# day the goods are released), and a word for a shopper whose money is already on its way. The bank details follow.
REMINDER_MAIL = {
    "en": ("Reminder: your order {number} is waiting for payment",
           "Thank you again for your order {number} at {shop}. We have not received your bank transfer yet, and we "
           "are keeping the goods for you until {date}. If the payment has not reached us by then, the order will be "
           "cancelled and the goods released.",
           "If you have already paid, thank you – there is nothing more to do: a transfer can take a day or two to "
           "reach us."),
    "ua": ("Нагадування: замовлення {number} очікує на оплату",
           "Ще раз дякуємо за замовлення {number} у {shop}. Ми поки не отримали вашого банківського переказу й "
           "резервуємо товари для вас до {date} Якщо оплата не надійде до цього часу, замовлення буде скасовано, а "
           "товари знято з резерву.",
           "Якщо ви вже оплатили — дякуємо, більше нічого робити не потрібно: переказ може йти до нас день-два."),
    "pl": ("Przypomnienie: zamówienie {number} czeka na płatność",
           "Jeszcze raz dziękujemy za zamówienie {number} w {shop}. Nie otrzymaliśmy jeszcze Twojego przelewu – "
           "rezerwujemy dla Ciebie produkty do {date} Jeśli do tego czasu płatność do nas nie dotrze, zamówienie "
           "zostanie anulowane, a rezerwacja produktów zwolniona.",
           "Jeśli przelew jest już wysłany, dziękujemy – nie musisz nic więcej robić: przelew może do nas iść dzień "
           "lub dwa."),
    "ru": ("Напоминание: заказ {number} ожидает оплаты",
           "Ещё раз спасибо за заказ {number} в {shop}. Мы пока не получили ваш банковский перевод и резервируем "
           "товары для вас до {date} Если оплата не поступит к этому сроку, заказ будет отменён, а резерв товаров "
           "снят.",
           "Если вы уже оплатили — спасибо, больше ничего делать не нужно: перевод может идти к нам день-два."),
    "de": ("Erinnerung: Ihre Bestellung {number} wartet auf die Zahlung",
           "nochmals vielen Dank für Ihre Bestellung {number} bei {shop}. Ihre Überweisung ist bei uns noch nicht "
           "eingegangen; wir reservieren die Waren für Sie bis zum {date}. Geht die Zahlung bis dahin nicht ein, "
           "wird die Bestellung storniert und die Reservierung aufgehoben.",
           "Falls Sie bereits bezahlt haben: vielen Dank, Sie müssen nichts weiter tun – eine Überweisung kann ein "
           "bis zwei Tage unterwegs sein."),
}

# The order cancelled because the transfer never came: subject ({number}), what happened ({number}, {shop}, {date}:
# the day it was placed), the gift-card money given back ({amount}), and what to do now ({link}: the shop).
TRANSFER_CANCELLED_MAIL = {
    "en": ("Your order {number} has been cancelled",
           "We did not receive the bank transfer for your order {number} at {shop}, placed on {date}, so we have "
           "cancelled the order and released the goods we were keeping for you.",
           "The {amount} you paid with a gift card is back on the card.",
           "If you have sent the money in the meantime, please get in touch and we will sort it out straight away. "
           "You are always welcome to order again: {link}"),
    "ua": ("Замовлення {number} скасовано",
           "Ми не отримали банківського переказу за ваше замовлення {number} у {shop} від {date}, тому скасували "
           "замовлення й зняли з резерву товари, які тримали для вас.",
           "Сума {amount}, сплачена подарунковою карткою, повернулася на картку.",
           "Якщо ви вже надіслали кошти, будь ласка, зв’яжіться з нами — ми одразу все владнаємо. Ми завжди раді "
           "вашому новому замовленню: {link}"),
    "pl": ("Zamówienie {number} zostało anulowane",
           "Nie otrzymaliśmy przelewu za Twoje zamówienie {number} w {shop} z dnia {date}, dlatego anulowaliśmy "
           "zamówienie i zwolniliśmy zarezerwowane dla Ciebie produkty.",
           "Kwota {amount} zapłacona kartą podarunkową wróciła na kartę.",
           "Jeśli przelew został już wysłany, skontaktuj się z nami – od razu wszystko wyjaśnimy. Zawsze zapraszamy "
           "do ponownych zakupów: {link}"),
    "ru": ("Заказ {number} отменён",
           "Мы не получили банковский перевод за ваш заказ {number} в {shop} от {date}, поэтому отменили заказ и "
           "сняли с резерва товары, которые держали для вас.",
           "Сумма {amount}, оплаченная подарочной картой, вернулась на карту.",
           "Если вы уже отправили деньги, пожалуйста, свяжитесь с нами — мы сразу всё уладим. Мы всегда рады вашему "
           "новому заказу: {link}"),
    "de": ("Ihre Bestellung {number} wurde storniert",
           "leider ist die Überweisung für Ihre Bestellung {number} bei {shop} vom {date} nicht bei uns eingegangen. "
           "Daher haben wir die Bestellung storniert und die für Sie reservierten Waren freigegeben.",
           "Der mit einer Geschenkkarte bezahlte Betrag von {amount} ist wieder auf der Karte.",
           "Falls Sie das Geld inzwischen überwiesen haben, melden Sie sich bitte bei uns – wir klären das sofort. "
           "Sie können jederzeit gern erneut bestellen: {link}"),
}

# The end of every order e-mail: how to reach the shop ({phone}, {email}), the order history for a signed-in
# shopper ({link}), the sign-off ({shop}).
FOOTER = {
    "en": ("If you have any questions, call us on {phone} or write to {email}.",
           "You can follow your order in your account: {link}",
           "Warm regards,\nThe {shop} team"),
    "ua": ("Якщо маєте запитання, телефонуйте нам за номером {phone} або пишіть на {email}.",
           "Стежити за замовленням можна в особистому кабінеті: {link}",
           "З повагою,\nкоманда {shop}"),
    "pl": ("Jeśli masz pytania, zadzwoń do nas pod numer {phone} lub napisz na {email}.",
           "Status zamówienia sprawdzisz na swoim koncie: {link}",
           "Pozdrawiamy serdecznie\nZespół {shop}"),
    "ru": ("Если у вас есть вопросы, звоните нам по номеру {phone} или пишите на {email}.",
           "Следить за заказом можно в личном кабинете: {link}",
           "С уважением,\nкоманда {shop}"),
    "de": ("Bei Fragen erreichen Sie uns telefonisch unter {phone} oder per E-Mail an {email}.",
           "Ihre Bestellung können Sie in Ihrem Kundenkonto verfolgen: {link}",
           "Herzliche Grüße\nIhr Team von {shop}"),
}


# ---------------------------------------------------------------- writing the parts

def _language(order: Order) -> str:
    return language_or_default(order.language)


def _amount(order: Order, amount: Decimal | None, language: str) -> str:
    return format_amount(amount if amount is not None else ZERO, order.currency, language)


def format_quantity(quantity: Decimal, minimum: Decimal, language: str) -> str:
    """A line's quantity: metres for goods sold by 0.1 ("1.3 m", "1,3 м"), else the count ("2")."""
    places = max(0, -quantity.normalize().as_tuple().exponent)
    number = format_number(quantity, places, language)
    if step_for(minimum) == FRACTIONAL_STEP:
        return f"{number} {LABELS[language]['metres']}"
    return number


def _line(order: Order, line: OrderLine, language: str) -> str:
    words = LABELS[language]
    price = _amount(order, line.unit_price, language)
    if step_for(line.minimum) == FRACTIONAL_STEP:
        price = f"{price} {words['per_10cm']}"
    text = (f"• {line.name}\n  {format_quantity(line.quantity, line.minimum, language)} × {price} = "
            f"{_amount(order, line.line_total, language)}")
    recipient = line.gift_card or {}
    who = ", ".join(part for part in (recipient.get("recipientName"), recipient.get("recipientEmail")) if part)
    if who:
        text += f"\n  {words['recipient']}: {who}"
    return text


def _totals(order: Order, language: str) -> str:
    words = LABELS[language]
    delivery = order.delivery_price or ZERO
    rows = [f"{words['subtotal']}: {_amount(order, order.subtotal, language)}",
            f"{words['delivery']}: {_amount(order, delivery, language) if delivery else words['free']}"]
    if order.gift_card_amount:
        rows.append(f"{words['gift_card']}: {_amount(order, -order.gift_card_amount, language)}")
    rows.append(f"{words['total']}: {_amount(order, order.total_price, language)}")
    return "\n".join(rows)


def _delivery(order: Order, language: str) -> str:
    """The delivery method and where it goes, on one line; empty when the order names no method."""
    details = order.delivery or {}
    address = ", ".join(str(details[key]) for key in ("address", "city", "postcode", "country") if details.get(key))
    template = DELIVERY[language].get(order.delivery_method)
    if template is None:
        return address
    return template.format(city=details.get("city", ""), branch=details.get("branch", ""), address=address,
                           pickup=current_app.config.get("SHOP_PICKUP_ADDRESS") or "")


def _delivery_block(order: Order, language: str) -> str:
    text = _delivery(order, language)
    return f"{LABELS[language]['method']}: {text}" if text else ""


def _payment(order: Order, payment: PaymentStart, language: str) -> str:
    texts = PAYMENT[language]
    total = format_amount(payment.amount, payment.currency, language)
    if payment.method == PaymentMethod.GIFT_CARD:
        return texts[PaymentMethod.GIFT_CARD]
    if payment.method == PaymentMethod.CARD:
        key = PaymentMethod.CARD if payment.status == AwaitingState.PAID else "card-awaiting"
        return texts[key].format(total=total)
    if payment.status == AwaitingState.PAID:
        return texts["paid"]
    if payment.method == PaymentMethod.BANK_TRANSFER:
        bank = payment.bank or {}
        return texts[PaymentMethod.BANK_TRANSFER].format(
            amount=total, recipient=bank.get("recipient", ""), iban=bank.get("iban", ""),
            bank=bank.get("bankName", ""), reference=bank.get("reference") or order.number)
    return texts[PaymentMethod.CASH_ON_DELIVERY].format(total=total)


def _footer(order: Order, language: str) -> str:
    contact, account, sign_off = FOOTER[language]
    parts = [contact.format(phone=SHOP_PHONE, email=current_app.config["MAIL_SENDER"])]
    if order.user_id is not None:
        parts.append(account.format(link=f"{shop_url()}/account/order-history"))
    return "\n".join(parts) + "\n\n" + sign_off.format(shop=shop_name())


def shop_name() -> str:
    """The shop's name as its mails say it (SHOP_NAME)."""
    return current_app.config["SHOP_NAME"]


def _greeting(order: Order, language: str) -> str:
    return greeting((order.user_info or {}).get("firstName"), language)


def _body(*blocks: str) -> str:
    return "\n\n".join(block for block in blocks if block) + "\n"


def _send(order: Order, subject: str, text: str) -> None:
    address = (order.user_info or {}).get("email", "")
    if address:  # an order whose buyer deleted their account keeps no address (shop.account_pages.privacy)
        send_mail(address, subject, text)


# ---------------------------------------------------------------- the e-mails

def order_placed_text(order: Order, payment: PaymentStart) -> tuple[str, str]:
    """The confirmation's subject and body."""
    language = _language(order)
    subject, thanks = PLACED_MAIL[language]
    lines = "\n".join([LABELS[language]["lines"], *(_line(order, line, language) for line in order.lines)])
    shop = shop_name()
    return subject.format(number=order.number, shop=shop), _body(
        _greeting(order, language), thanks.format(shop=shop), LABELS[language]["number"].format(number=order.number),
        lines,
        _totals(order, language), _delivery_block(order, language), _payment(order, payment, language),
        _footer(order, language))


def payment_received_text(order: Order) -> tuple[str, str]:
    """The payment-received e-mail's subject and body."""
    language = _language(order)
    subject, thanks, preparing, cards = PAID_MAIL[language]
    goods = order.delivery_method != DeliveryCode.EMAIL
    has_cards = any(line.gift_card for line in order.lines)
    next_steps = "\n".join(text for text, wanted in ((preparing, goods), (cards, has_cards)) if wanted)
    return subject.format(number=order.number), _body(
        _greeting(order, language),
        thanks.format(number=order.number, total=_amount(order, order.total_price, language)),
        next_steps, _footer(order, language))


def order_sent_text(order: Order) -> tuple[str, str]:
    """The order-sent e-mail's subject and body: on its way, ready for pickup, or gift cards e-mailed."""
    language = _language(order)
    kind = order.delivery_method if order.delivery_method in (DeliveryCode.PICKUP, DeliveryCode.EMAIL) else "carrier"
    subject, news = SENT_MAIL[language][kind]
    pickup = current_app.config.get("SHOP_PICKUP_ADDRESS") or ""
    delivery = _delivery_block(order, language) if kind == "carrier" else ""
    note = CARRIER_NOTE[language].get(order.delivery_method, "") if kind == "carrier" else ""
    return subject.format(number=order.number), _body(
        _greeting(order, language), news.format(number=order.number, pickup=pickup), delivery, note,
        _footer(order, language))


def send_order_placed(order: Order, payment: PaymentStart) -> None:
    """The order confirmation with what to do about paying; a failure is logged, never raised."""
    try:
        _send(order, *order_placed_text(order, payment))
    except Exception:
        log.exception("Could not e-mail the confirmation of order %s", order.number)


def send_payment_received(order: Order) -> None:
    """Tell the shopper their payment arrived; a failure is logged, never raised."""
    try:
        _send(order, *payment_received_text(order))
    except Exception:
        log.exception("Could not e-mail the payment receipt of order %s", order.number)


def send_order_sent(order: Order) -> None:
    """Tell the shopper their order left (or is ready for pickup); a failure is logged, never raised."""
    try:
        _send(order, *order_sent_text(order))
    except Exception:
        log.exception("Could not e-mail that order %s was sent", order.number)


def transfer_reminder_text(order: Order, payment: PaymentStart, release_on: datetime) -> tuple[str, str]:
    """The reminder's subject and body: the transfer still awaited, the day the goods are released, how to pay."""
    language = _language(order)
    subject, reminder, already_paid = REMINDER_MAIL[language]
    return subject.format(number=order.number), _body(
        _greeting(order, language),
        reminder.format(number=order.number, shop=shop_name(), date=format_date(release_on, language)),
        _payment(order, payment, language), already_paid, _footer(order, language))


def transfer_cancelled_text(order: Order) -> tuple[str, str]:
    """The cancellation's subject and body: the transfer never came, the goods are released, a gift card refilled."""
    language = _language(order)
    subject, news, gift_card, next_steps = TRANSFER_CANCELLED_MAIL[language]
    refilled = gift_card.format(amount=_amount(order, order.gift_card_amount, language)) \
        if order.gift_card_amount else ""
    return subject.format(number=order.number), _body(
        _greeting(order, language),
        news.format(number=order.number, shop=shop_name(), date=format_date(order.created_at, language)),
        refilled, next_steps.format(link=shop_url()), _footer(order, language))


def send_transfer_reminder(order: Order, payment: PaymentStart, release_on: datetime) -> None:
    """Remind the shopper that their transfer is awaited; a failure is logged, never raised."""
    try:
        _send(order, *transfer_reminder_text(order, payment, release_on))
    except Exception:
        log.exception("Could not e-mail the payment reminder of order %s", order.number)


def send_transfer_cancelled(order: Order) -> None:
    """Tell the shopper their unpaid order was cancelled; a failure is logged, never raised."""
    try:
        _send(order, *transfer_cancelled_text(order))
    except Exception:
        log.exception("Could not e-mail the cancellation of order %s", order.number)
