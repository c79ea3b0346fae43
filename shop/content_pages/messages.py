"""Every message of the content pages' public calls, once, with its translations (shop.i18n)."""

NO_SUCH_PAGE = "There is no such page."

# English template -> the same message in ua, pl, ru and de (the same {placeholders}).
TRANSLATIONS: dict[str, dict[str, str]] = {
    NO_SUCH_PAGE: {
        "ua": "Такої сторінки не існує.",
        "pl": "Taka strona nie istnieje.",
        "ru": "Такой страницы не существует.",
        "de": "Diese Seite gibt es nicht.",
    },
}
