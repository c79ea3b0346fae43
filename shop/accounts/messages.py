"""Every message of the accounts domain, once, and its translations: the UI shows them as the server sends them,
in the language the request asks for (shop.i18n; shop.messages registers TRANSLATIONS)."""

# The spec's texts (SPEC section 5, the reset screen), for every password rule of every form.
PASSWORD_REQUIRED = "Password is required"  # noqa: S105 (a message)
PASSWORD_TOO_SHORT = "Password must be at least {min} characters"  # noqa: S105 (a message)
PASSWORD_TOO_LONG = "The password must be at most {max} characters."  # noqa: S105 (a message)
EMAIL_TAKEN = "An account with this email already exists."
WRONG_CREDENTIALS = "The email or password is incorrect."
SIGNED_OUT = "You have signed out."
NOT_YOURS = "You may change only your own account."
OWN_STATUS = "You cannot change your own status."
STATUS_INVALID = "The status must be adm or user."
NO_SUCH_USER = "There is no such user."
FORGOT_SENT = "If an account exists for this address, a link to reset its password is on its way."
RESET_INVALID = "Invalid or expired reset link"
RESET_VALID = "The reset link is valid."
PASSWORD_UPDATED = "Password updated successfully!"  # noqa: S105 (a message)

# The reset e-mail in the shopper's language: subject, then the body ({link}, {minutes}).
RESET_MAIL = {
    "en": ("Reset your Dance Fabrics password",
           "Hello,\n\nsomeone (we hope you) asked to reset the password of your Dance Fabrics account.\n"
           "Open this link to choose a new one; it works once, for {minutes} minutes:\n\n{link}\n\n"
           "If you did not ask for it, ignore this e-mail: your password stays as it is.\n\nDance Fabrics"),
    "ua": ("Відновлення пароля Dance Fabrics",
           "Вітаємо!\n\nХтось (сподіваємося, ви) попросив відновити пароль до вашого облікового запису Dance Fabrics.\n"
           "Перейдіть за посиланням, щоб задати новий пароль; воно діє один раз протягом {minutes} хвилин:\n\n"
           "{link}\n\n"
           "Якщо ви цього не просили, просто проігноруйте цей лист: пароль залишиться без змін.\n\nDance Fabrics"),
    "pl": ("Zmiana hasła w Dance Fabrics",
           "Dzień dobry,\n\nktoś (mamy nadzieję, że Ty) poprosił o zmianę hasła do konta w Dance Fabrics.\n"
           "Otwórz ten link, aby ustawić nowe hasło; działa jeden raz przez {minutes} minut:\n\n{link}\n\n"
           "Jeśli to nie Ty, zignoruj tę wiadomość: hasło się nie zmieni.\n\nDance Fabrics"),
    "ru": ("Восстановление пароля Dance Fabrics",
           "Здравствуйте!\n\nКто-то (надеемся, вы) запросил сброс пароля вашей учётной записи Dance Fabrics.\n"
           "Откройте ссылку, чтобы задать новый пароль; она действует один раз в течение {minutes} минут:\n\n{link}\n\n"
           "Если вы этого не запрашивали, просто проигнорируйте письмо: пароль останется прежним.\n\nDance Fabrics"),
    "de": ("Dance Fabrics: Passwort zurücksetzen",
           "Hallo,\n\njemand (hoffentlich Sie) hat das Zurücksetzen des Passworts Ihres Dance-Fabrics-Kontos "
           "angefordert.\n"
           "Öffnen Sie diesen Link, um ein neues zu wählen; er gilt einmal und {minutes} Minuten lang:\n\n{link}\n\n"
           "Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.\n\n"
           "Dance Fabrics"),
}

# Account pages: the password change, the address book, the payment profile and the field rules of their forms.
CURRENT_PASSWORD_REQUIRED = "Please enter your current password to set a new one."  # noqa: S105 (a message)
CURRENT_PASSWORD_WRONG = "The current password is incorrect."  # noqa: S105 (a message)
LANGUAGE_INVALID = "The language must be one of: {choices}."
METHOD_INVALID = "The payment method must be one of: {choices}."
NO_SUCH_ADDRESS = "There is no such address in your address book."
ADDRESS_BOOK_FULL = "Your address book is full: it keeps at most {max} addresses. Delete one to add another."
ADDRESS_DELETED = "The address was deleted."

# Requests and answers outside the forms: the rate limit of sign-in and sign-up, the wishlist's list of ids.
TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a little and try again."
PRODUCT_ID_INVALID = "A product _id is a number."
TOO_MANY_PRODUCTS = "At most {max} products."

# English template -> the same message in ua, pl, ru and de (the same {placeholders}); shop.i18n says them.
TRANSLATIONS: dict[str, dict[str, str]] = {
    PASSWORD_TOO_SHORT: {
        "ua": "Пароль має містити щонайменше {min} символів",
        "pl": "Hasło musi mieć co najmniej {min} znaków",
        "ru": "Пароль должен содержать не менее {min} символов",
        "de": "Das Passwort muss mindestens {min} Zeichen lang sein",
    },
    PASSWORD_REQUIRED: {
        "ua": "Введіть пароль",
        "pl": "Hasło jest wymagane",
        "ru": "Введите пароль",
        "de": "Passwort ist erforderlich",
    },
    PASSWORD_TOO_LONG: {
        "ua": "Пароль може містити щонайбільше {max} символів.",
        "pl": "Hasło może mieć co najwyżej {max} znaków.",
        "ru": "Пароль должен содержать не более {max} символов.",
        "de": "Das Passwort darf höchstens {max} Zeichen lang sein.",
    },
    EMAIL_TAKEN: {
        "ua": "Обліковий запис із цією адресою електронної пошти вже існує.",
        "pl": "Konto z tym adresem e-mail już istnieje.",
        "ru": "Учётная запись с этим адресом электронной почты уже существует.",
        "de": "Für diese E-Mail-Adresse gibt es bereits ein Konto.",
    },
    WRONG_CREDENTIALS: {
        "ua": "Неправильна адреса електронної пошти або пароль.",
        "pl": "Nieprawidłowy adres e-mail lub hasło.",
        "ru": "Неверный адрес электронной почты или пароль.",
        "de": "E-Mail-Adresse oder Passwort ist falsch.",
    },
    SIGNED_OUT: {
        "ua": "Ви вийшли з облікового запису.",
        "pl": "Wylogowano.",
        "ru": "Вы вышли из учётной записи.",
        "de": "Sie haben sich abgemeldet.",
    },
    NOT_YOURS: {
        "ua": "Ви можете змінювати лише власний обліковий запис.",
        "pl": "Można zmieniać wyłącznie własne konto.",
        "ru": "Вы можете изменять только собственную учётную запись.",
        "de": "Sie können nur Ihr eigenes Konto ändern.",
    },
    OWN_STATUS: {
        "ua": "Ви не можете змінити власний статус.",
        "pl": "Nie można zmienić własnego statusu.",
        "ru": "Вы не можете изменить собственный статус.",
        "de": "Sie können Ihren eigenen Status nicht ändern.",
    },
    STATUS_INVALID: {
        "ua": "Статус має бути adm або user.",
        "pl": "Status musi mieć wartość adm lub user.",
        "ru": "Статус должен быть adm или user.",
        "de": "Der Status muss adm oder user sein.",
    },
    NO_SUCH_USER: {
        "ua": "Такого користувача не існує.",
        "pl": "Taki użytkownik nie istnieje.",
        "ru": "Такого пользователя не существует.",
        "de": "Diesen Benutzer gibt es nicht.",
    },
    FORGOT_SENT: {
        "ua": "Якщо обліковий запис із цією адресою існує, посилання для відновлення пароля вже надіслано.",
        "pl": "Jeśli istnieje konto z tym adresem, link do zmiany hasła jest już w drodze.",
        "ru": "Если учётная запись с этим адресом существует, ссылка для сброса пароля уже отправлена.",
        "de": "Falls es zu dieser Adresse ein Konto gibt, ist ein Link zum Zurücksetzen des Passworts unterwegs.",
    },
    RESET_INVALID: {
        "ua": "Посилання для відновлення пароля недійсне або застаріло",
        "pl": "Link do zmiany hasła jest nieprawidłowy lub wygasł",
        "ru": "Ссылка для сброса пароля недействительна или устарела",
        "de": "Der Link zum Zurücksetzen ist ungültig oder abgelaufen",
    },
    RESET_VALID: {
        "ua": "Посилання для відновлення пароля дійсне.",
        "pl": "Link do zmiany hasła jest prawidłowy.",
        "ru": "Ссылка для сброса пароля действительна.",
        "de": "Der Link zum Zurücksetzen ist gültig.",
    },
    PASSWORD_UPDATED: {
        "ua": "Пароль успішно змінено!",
        "pl": "Hasło zostało zmienione!",
        "ru": "Пароль успешно изменён!",
        "de": "Das Passwort wurde erfolgreich geändert!",
    },
    CURRENT_PASSWORD_REQUIRED: {
        "ua": "Будь ласка, введіть поточний пароль, щоб задати новий.",
        "pl": "Proszę podać obecne hasło, aby ustawić nowe.",
        "ru": "Пожалуйста, введите текущий пароль, чтобы задать новый.",
        "de": "Bitte geben Sie Ihr aktuelles Passwort ein, um ein neues festzulegen.",
    },
    CURRENT_PASSWORD_WRONG: {
        "ua": "Поточний пароль неправильний.",
        "pl": "Obecne hasło jest nieprawidłowe.",
        "ru": "Текущий пароль неверен.",
        "de": "Das aktuelle Passwort ist falsch.",
    },
    LANGUAGE_INVALID: {
        "ua": "Мова має бути однією з таких: {choices}.",
        "pl": "Język musi być jednym z następujących: {choices}.",
        "ru": "Язык должен быть одним из следующих: {choices}.",
        "de": "Die Sprache muss eine der folgenden sein: {choices}.",
    },
    METHOD_INVALID: {
        "ua": "Спосіб оплати має бути одним із таких: {choices}.",
        "pl": "Metoda płatności musi być jedną z następujących: {choices}.",
        "ru": "Способ оплаты должен быть одним из следующих: {choices}.",
        "de": "Die Zahlungsart muss eine der folgenden sein: {choices}.",
    },
    NO_SUCH_ADDRESS: {
        "ua": "У вашій адресній книзі немає такої адреси.",
        "pl": "W książce adresowej nie ma takiego adresu.",
        "ru": "В вашей адресной книге нет такого адреса.",
        "de": "Diese Adresse gibt es in Ihrem Adressbuch nicht.",
    },
    ADDRESS_BOOK_FULL: {
        "ua": "Адресна книга заповнена: у ній може бути щонайбільше {max} адрес. Видаліть одну, щоб додати іншу.",
        "pl": "Książka adresowa jest pełna: mieści najwyżej {max} adresów. Proszę usunąć jeden, aby dodać kolejny.",
        "ru": "Адресная книга заполнена: в ней может быть не более {max} адресов. "
              "Удалите один, чтобы добавить другой.",
        "de": "Ihr Adressbuch ist voll: Es fasst höchstens {max} Adressen. "
              "Löschen Sie eine, um eine neue hinzuzufügen.",
    },
    ADDRESS_DELETED: {
        "ua": "Адресу видалено.",
        "pl": "Adres został usunięty.",
        "ru": "Адрес удалён.",
        "de": "Die Adresse wurde gelöscht.",
    },
    TOO_MANY_ATTEMPTS: {
        "ua": "Забагато спроб. Будь ласка, зачекайте трохи й спробуйте ще раз.",
        "pl": "Zbyt wiele prób. Proszę chwilę poczekać i spróbować ponownie.",
        "ru": "Слишком много попыток. Пожалуйста, подождите немного и попробуйте ещё раз.",
        "de": "Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.",
    },
    PRODUCT_ID_INVALID: {
        "ua": "Ідентифікатор товару (_id) має бути числом.",
        "pl": "Identyfikator produktu (_id) musi być liczbą.",
        "ru": "Идентификатор товара (_id) должен быть числом.",
        "de": "Die Produkt-ID (_id) muss eine Zahl sein.",
    },
    TOO_MANY_PRODUCTS: {
        "ua": "Максимальна кількість товарів: {max}.",
        "pl": "Maksymalna liczba produktów: {max}.",
        "ru": "Максимальное количество товаров: {max}.",
        "de": "Höchstens {max} Produkte.",
    },
}
