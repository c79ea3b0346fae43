"""Every message of the call-back domain, once, and its translations. The spec's texts are exact (SPEC sections 5,
8; GUIDE section 3): the English rule messages are said in the request's language (shop.i18n; shop.messages
registers TRANSLATIONS), as the form shows them (ui/locales/<lng>/shell.json callback.messages). The three success
messages stay as they are in every language, because the clients require exactly those strings."""

FILL_ALL = "Please fill in all the fields!"
BAD_PHONE = "Please enter a valid international phone number!"
NAME_TOO_LONG = "The name must be at most {max} characters."
QUERY_TOO_LONG = "The question must be at most {max} characters."
CREATED = "Запит успішно створено!"
DELETED = "Запит успішно видалено!"
STATUS_CHANGED = "Статус успішно змінено!"
NOT_FOUND = "There is no such query."

# English template -> the same message in ua, pl, ru and de (the same {placeholders}); shop.i18n says them.
TRANSLATIONS: dict[str, dict[str, str]] = {
    FILL_ALL: {
        "ua": "Будь ласка, заповніть усі поля!",
        "pl": "Proszę wypełnić wszystkie pola!",
        "ru": "Пожалуйста, заполните все поля!",
        "de": "Bitte füllen Sie alle Felder aus!",
    },
    BAD_PHONE: {
        "ua": "Будь ласка, введіть правильний міжнародний номер телефону!",
        "pl": "Proszę podać prawidłowy międzynarodowy numer telefonu!",
        "ru": "Пожалуйста, введите правильный международный номер телефона!",
        "de": "Bitte geben Sie eine gültige internationale Telefonnummer ein!",
    },
    NAME_TOO_LONG: {
        "ua": "Ім’я має містити не більше {max} символів.",
        "pl": "Imię może mieć najwyżej {max} znaków.",
        "ru": "Имя должно содержать не более {max} символов.",
        "de": "Der Name darf höchstens {max} Zeichen lang sein.",
    },
    QUERY_TOO_LONG: {
        "ua": "Запитання має містити не більше {max} символів.",
        "pl": "Pytanie może mieć najwyżej {max} znaków.",
        "ru": "Вопрос должен содержать не более {max} символов.",
        "de": "Die Frage darf höchstens {max} Zeichen lang sein.",
    },
    NOT_FOUND: {
        "ua": "Такого запиту немає.",
        "pl": "Nie ma takiego zapytania.",
        "ru": "Такого запроса нет.",
        "de": "Diese Anfrage gibt es nicht.",
    },
}
