"""What staff's gift-card calls answer beyond the gift cards' own messages (shop.giftcards.messages), in five
languages."""
from __future__ import annotations

REASON_REQUIRED = "Say why the gift card is being voided."

TRANSLATIONS: dict[str, dict[str, str]] = {
    REASON_REQUIRED: {
        "ua": "Вкажіть, чому картку анульовано.",
        "pl": "Podaj, dlaczego karta jest unieważniana.",
        "ru": "Укажите, почему карта аннулируется.",
        "de": "Geben Sie an, warum die Karte storniert wird.",
    },
}
