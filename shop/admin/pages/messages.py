"""Every message of the content pages' admin calls that shop.validation and shop.content_pages do not already have,
once, with its translations (shop.i18n)."""

HTML_REFUSED = "Write Markdown here: HTML such as {tag} is not allowed."
PLACEHOLDER_UNKNOWN = "There is no placeholder {name}. The placeholders are: {names}."
PLACEHOLDER_NOT_IN_TITLE = "{name} fills in a list, which a title cannot hold."
SLUG_INVALID = "Use 2 to 40 small Latin letters, digits and hyphens, such as size-guide."
SLUG_TAKEN = "There is already a page at {path}."
SLUG_RESERVED = "This address is reserved for the admin. Please choose another."
ALWAYS_SHOWN = "This page has a route of the shop's own, so it is always shown."
PAGE_DELETED = "The page was deleted."
PAGE_RESTORED = "The page shows its starting text again."

# English template -> the same message in ua, pl, ru and de (the same {placeholders}).
TRANSLATIONS: dict[str, dict[str, str]] = {
    HTML_REFUSED: {
        "ua": "Пишіть тут у Markdown: HTML, як-от {tag}, не дозволено.",
        "pl": "Pisz tutaj w Markdownie: HTML, taki jak {tag}, jest niedozwolony.",
        "ru": "Пишите здесь в Markdown: HTML, например {tag}, не допускается.",
        "de": "Schreiben Sie hier in Markdown: HTML wie {tag} ist nicht erlaubt.",
    },
    PLACEHOLDER_UNKNOWN: {
        "ua": "Заповнювача {name} не існує. Доступні заповнювачі: {names}.",
        "pl": "Nie ma symbolu zastępczego {name}. Dostępne symbole zastępcze: {names}.",
        "ru": "Заполнителя {name} не существует. Доступные заполнители: {names}.",
        "de": "Den Platzhalter {name} gibt es nicht. Verfügbare Platzhalter: {names}.",
    },
    PLACEHOLDER_NOT_IN_TITLE: {
        "ua": "{name} вставляє список, а в заголовку списку бути не може.",
        "pl": "{name} wstawia listę, a tytuł nie może jej zawierać.",
        "ru": "{name} вставляет список, а в заголовке списка быть не может.",
        "de": "{name} fügt eine Liste ein, und ein Titel kann keine Liste enthalten.",
    },
    SLUG_INVALID: {
        "ua": "Використовуйте від 2 до 40 малих латинських літер, цифр і дефісів, наприклад size-guide.",
        "pl": "Użyj od 2 do 40 małych liter łacińskich, cyfr i łączników, na przykład size-guide.",
        "ru": "Используйте от 2 до 40 строчных латинских букв, цифр и дефисов, например size-guide.",
        "de": "Verwenden Sie 2 bis 40 lateinische Kleinbuchstaben, Ziffern und Bindestriche, zum Beispiel size-guide.",
    },
    SLUG_TAKEN: {
        "ua": "За адресою {path} уже є сторінка.",
        "pl": "Pod adresem {path} jest już strona.",
        "ru": "По адресу {path} уже есть страница.",
        "de": "Unter {path} gibt es bereits eine Seite.",
    },
    SLUG_RESERVED: {
        "ua": "Ця адреса зарезервована для адмін-панелі. Будь ласка, оберіть іншу.",
        "pl": "Ten adres jest zarezerwowany dla panelu administracyjnego. Wybierz inny.",
        "ru": "Этот адрес зарезервирован для админ-панели. Пожалуйста, выберите другой.",
        "de": "Diese Adresse ist für den Verwaltungsbereich reserviert. Bitte wählen Sie eine andere.",
    },
    ALWAYS_SHOWN: {
        "ua": "Ця сторінка має власну адресу в магазині, тому її завжди показано.",
        "pl": "Ta strona ma w sklepie własny adres, dlatego jest zawsze widoczna.",
        "ru": "У этой страницы есть собственный адрес в магазине, поэтому она показывается всегда.",
        "de": "Diese Seite hat eine eigene Adresse im Shop und wird deshalb immer angezeigt.",
    },
    PAGE_DELETED: {
        "ua": "Сторінку видалено.",
        "pl": "Strona została usunięta.",
        "ru": "Страница удалена.",
        "de": "Die Seite wurde gelöscht.",
    },
    PAGE_RESTORED: {
        "ua": "Сторінка знову показує початковий текст.",
        "pl": "Strona znów pokazuje tekst początkowy.",
        "ru": "Страница снова показывает исходный текст.",
        "de": "Die Seite zeigt wieder ihren ursprünglichen Text.",
    },
}
