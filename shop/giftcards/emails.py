"""The gift-card e-mail to its recipient, in the buyer's language, and the few helpers every shop e-mail writes its
amounts, dates and greetings with (shop.orders.emails uses them too: orders depend on gift cards, never the reverse).

Sending is best effort: a mail server that is down is logged and never fails the payment that issued the card. As
the e-mail is the only place the card's code exists, the card notes how its mail went (shop.giftcards.models.
MailStatus): one that could not be written or sent shows to staff, who send the card again under a new code.
"""
from __future__ import annotations

import logging
from datetime import datetime
from decimal import Decimal

from flask import current_app
from sqlalchemy import select, update

from shop import jobs
from shop.extensions import db
from shop.giftcards.models import GiftCard, MailStatus
from shop.giftcards.service import IssuedCard
from shop.mail import deliver_mail, send_mail
from shop.money import SIGNS

log = logging.getLogger(__name__)

DEFAULT_LANGUAGE = "en"
NBSP = "\u00a0"
MINUS = "\u2212"

# How each language writes a number: (thousands separator, decimal separator).
NUMBER_STYLE = {
    "en": (",", "."),
    "ua": (NBSP, ","),
    "pl": (NBSP, ","),
    "ru": (NBSP, ","),
    "de": (".", ","),
}

# Months as a date says them ("12 March 2028", "12 березня 2028 р."): the genitive where the language declines.
MONTHS = {
    "en": ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
           "November", "December"),
    "ua": ("січня", "лютого", "березня", "квітня", "травня", "червня", "липня", "серпня", "вересня", "жовтня",
           "листопада", "грудня"),
    "pl": ("stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września",
           "października", "listopada", "grudnia"),
    "ru": ("января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября",
           "ноября", "декабря"),
    "de": ("Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober",
           "November", "Dezember"),
}
DATE = {
    "en": "{day} {month} {year}",
    "ua": "{day} {month} {year} р.",
    "pl": "{day} {month} {year} r.",
    "ru": "{day} {month} {year} г.",
    "de": "{day}. {month} {year}",
}

# The opening line: with the shopper's first name, or without one.
GREETING = {
    "en": ("Hello {name},", "Hello,"),
    "ua": ("Вітаємо, {name}!", "Вітаємо!"),
    "pl": ("Dzień dobry, {name}!", "Dzień dobry!"),
    "ru": ("Здравствуйте, {name}!", "Здравствуйте!"),
    "de": ("Hallo {name},", "Hallo,"),
}

# The gift-card e-mail: subject, then the body ({greeting}, {buyer}, {amount}, {message}, {code}, {expiry},
# {shop_url}). {message} and {expiry} are whole paragraphs, or nothing.
GIFT_CARD_MAIL = {
    "en": ("{buyer} has sent you a Dance Fabrics gift card",
           "{greeting}\n\n"
           "{buyer} has sent you a Dance Fabrics gift card worth {amount}: a treat to spend on fabrics, crystals "
           "and trims for your next costume.\n\n"
           "{message}"
           "Your gift card code:\n\n    {code}\n\n"
           "How to use it: choose what you like at {shop_url}, then at checkout enter the code in the 'Gift card' "
           "field. The card can pay for a whole order or just part of it; whatever you don't spend stays on the "
           "card for next time.\n\n"
           "{expiry}"
           "Please keep this e-mail safe: the code is all you need to pay with the card.\n\n"
           "Happy shopping!\nDance Fabrics\n{shop_url}"),
    "ua": ("{buyer} дарує вам подарункову картку Dance Fabrics",
           "{greeting}\n\n"
           "{buyer} дарує вам подарункову картку Dance Fabrics на суму {amount}: обирайте тканини, кристали "
           "та оздоблення для свого наступного костюма.\n\n"
           "{message}"
           "Код вашої подарункової картки:\n\n    {code}\n\n"
           "Як скористатися карткою: оберіть товари на {shop_url}, а під час оформлення замовлення введіть код "
           "у полі «Подарункова картка». Карткою можна оплатити замовлення повністю або частково — залишок "
           "збережеться на картці для наступних покупок.\n\n"
           "{expiry}"
           "Збережіть цей лист: щоб розрахуватися карткою, потрібен лише код.\n\n"
           "Приємних покупок!\nDance Fabrics\n{shop_url}"),
    "pl": ("{buyer} przesyła Ci kartę podarunkową Dance Fabrics",
           "{greeting}\n\n"
           "{buyer} przesyła Ci kartę podarunkową Dance Fabrics o wartości {amount} – na tkaniny, kryształy "
           "i dodatki do Twojego kolejnego kostiumu.\n\n"
           "{message}"
           "Kod Twojej karty podarunkowej:\n\n    {code}\n\n"
           "Jak z niej skorzystać: wybierz produkty na {shop_url}, a przy składaniu zamówienia wpisz kod w polu "
           "„Karta podarunkowa”. Kartą możesz zapłacić za całe zamówienie albo tylko za jego część – reszta "
           "środków zostanie na karcie na kolejne zakupy.\n\n"
           "{expiry}"
           "Zachowaj tę wiadomość: do płacenia kartą potrzebny jest tylko kod.\n\n"
           "Udanych zakupów!\nDance Fabrics\n{shop_url}"),
    "ru": ("{buyer} дарит вам подарочную карту Dance Fabrics",
           "{greeting}\n\n"
           "{buyer} дарит вам подарочную карту Dance Fabrics номиналом {amount}: выбирайте ткани, кристаллы "
           "и отделку для своего следующего костюма.\n\n"
           "{message}"
           "Код вашей подарочной карты:\n\n    {code}\n\n"
           "Как воспользоваться картой: выберите товары на {shop_url}, а при оформлении заказа введите код "
           "в поле «Подарочная карта». Картой можно оплатить заказ целиком или частично — остаток сохранится "
           "на карте для следующих покупок.\n\n"
           "{expiry}"
           "Сохраните это письмо: чтобы расплатиться картой, нужен только код.\n\n"
           "Приятных покупок!\nDance Fabrics\n{shop_url}"),
    "de": ("{buyer} schenkt Ihnen eine Geschenkkarte von Dance Fabrics",
           "{greeting}\n\n"
           "{buyer} schenkt Ihnen eine Geschenkkarte von Dance Fabrics über {amount} – für Stoffe, Kristalle "
           "und Besätze für Ihr nächstes Kostüm.\n\n"
           "{message}"
           "Ihr Geschenkkarten-Code:\n\n    {code}\n\n"
           "So lösen Sie die Karte ein: Wählen Sie auf {shop_url} aus, was Ihnen gefällt, und geben Sie den Code "
           "an der Kasse im Feld „Geschenkkarte“ ein. Sie können damit eine Bestellung ganz oder teilweise "
           "bezahlen; der Restbetrag bleibt für Ihren nächsten Einkauf auf der Karte.\n\n"
           "{expiry}"
           "Bewahren Sie diese E-Mail gut auf: Zum Bezahlen brauchen Sie nur den Code.\n\n"
           "Viel Spaß beim Einkaufen!\nDance Fabrics\n{shop_url}"),
}
# Who sent the card when the order carries no name (each reads well at the start of a sentence).
SOMEONE = {"en": "Someone", "ua": "Хтось", "pl": "Ktoś", "ru": "Кто-то", "de": "Jemand"}
# The buyer's message, quoted: the label, then the quotation marks the language uses.
MESSAGE = {
    "en": ("A message for you:", "“", "”"),
    "ua": ("Побажання для вас:", "«", "»"),
    "pl": ("Wiadomość dla Ciebie:", "„", "”"),
    "ru": ("Пожелание для вас:", "«", "»"),
    "de": ("Eine Nachricht für Sie:", "„", "“"),
}
# Until when the card can pay ({date}; a ua, pl or ru date already ends with the period of "р.", "r.", "г.").
EXPIRY = {
    "en": "The card is valid until {date}.",
    "ua": "Картка дійсна до {date}",
    "pl": "Karta jest ważna do {date}",
    "ru": "Карта действительна до {date}",
    "de": "Die Karte ist bis zum {date} gültig.",
}


def language_or_default(language: str | None) -> str:
    """The language an e-mail is written in: one the shop speaks, else English."""
    return language if language in NUMBER_STYLE else DEFAULT_LANGUAGE


def format_number(value: Decimal, places: int, language: str) -> str:
    """A number with ``places`` decimals, grouped and pointed as the language writes it ("1,234.5", "1 234,5")."""
    group, point = NUMBER_STYLE[language_or_default(language)]
    return f"{value:,.{places}f}".translate(str.maketrans({",": group, ".": point}))


def format_amount(amount: Decimal, currency: str, language: str) -> str:
    """An exact amount with its currency's sign and 2 decimals: "£1,234.50", "₴1 234,50", "−€5,00"."""
    sign = SIGNS.get(currency) or f"{currency} "
    minus = MINUS if amount < 0 else ""
    return f"{minus}{sign}{format_number(abs(amount), 2, language)}"


def format_date(moment: datetime, language: str) -> str:
    """The day, month and year of ``moment`` as the language writes a date: "12 March 2028", "12. März 2028"."""
    language = language_or_default(language)
    month = MONTHS[language][moment.month - 1]
    return DATE[language].format(day=moment.day, month=month, year=moment.year)


def greeting(name: str | None, language: str) -> str:
    """The opening line, by first name when there is one."""
    with_name, without = GREETING[language_or_default(language)]
    name = (name or "").strip()
    return with_name.format(name=name) if name else without


def shop_url() -> str:
    return current_app.config["SHOP_PUBLIC_URL"].rstrip("/")


def gift_card_text(issued: IssuedCard, buyer_name: str, language: str) -> tuple[str, str]:
    """The subject and body of a card's e-mail."""
    language = language_or_default(language)
    card = issued.card
    # A name is one line: a line break in it (typed at checkout) would make the subject an invalid header.
    buyer = " ".join((buyer_name or "").split()) or SOMEONE[language]
    message = ""
    if (card.message or "").strip():
        label, opening, closing = MESSAGE[language]
        quoted = f"{opening}{card.message.strip()}{closing}".replace("\n", "\n    ")
        message = f"{label}\n\n    {quoted}\n\n"
    expiry = ""
    if card.expires_at is not None:
        expiry = EXPIRY[language].format(date=format_date(card.expires_at, language)) + "\n\n"
    subject, body = GIFT_CARD_MAIL[language]
    text = body.format(greeting=greeting(" ".join(card.recipient_name.split()), language), buyer=buyer,
                       amount=format_amount(card.initial_amount, "GBP", language), message=message,
                       code=issued.code, expiry=expiry, shop_url=shop_url())
    return subject.format(buyer=buyer), text


def send_gift_card(issued: IssuedCard, buyer_name: str, language: str) -> None:
    """E-mail a just-issued card and its code to its recipient (after the commit that issued it); a failure is
    logged and noted on the card, never raised."""
    card_id, last4 = issued.card.id, issued.card.last4
    try:
        subject, text = gift_card_text(issued, buyer_name, language)
        send_mail(issued.card.recipient_email, subject, text, job=deliver_gift_card, card_id=card_id)
    except Exception:
        log.exception("Could not e-mail gift card *%s to its recipient", last4)
        _note_mail(card_id, MailStatus.FAILED)


@jobs.task(context=True)
def deliver_gift_card(raw: bytes, card_id: int, summary: str = "", task=None) -> None:
    """The job: deliver_mail, then the card notes that its mail went, or that it failed once no try is left (a
    card voided meanwhile, sent again under a new code, is not mailed any more)."""
    if db.session.scalar(select(GiftCard.voided_at).where(GiftCard.id == card_id)) is not None:
        log.warning("Gift card %s was voided before its mail went: not sent", card_id)
        return
    try:
        deliver_mail.call_local(raw, summary=summary)
    except Exception:
        if task is None or not task.retries:
            _note_mail(card_id, MailStatus.FAILED)
        raise
    _note_mail(card_id, MailStatus.SENT)


def _note_mail(card_id: int, status: str) -> None:
    """The card's mail status, committed on its own (after the transaction that issued the card); a database that
    is away is logged: the mail itself must not be sent twice for it."""
    try:
        db.session.execute(update(GiftCard).where(GiftCard.id == card_id).values(mail_status=status)
                           .execution_options(synchronize_session=False))
        db.session.commit()
    except Exception:
        db.session.rollback()
        log.exception("Could not note gift card %s's mail as %s", card_id, status)
