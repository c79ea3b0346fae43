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

# Account pages: the password change, the address book, the payment profile and the field rules of their forms.
CURRENT_PASSWORD_REQUIRED = "Please enter your current password to set a new one."  # noqa: S105 (a message)
CURRENT_PASSWORD_WRONG = "The current password is incorrect."  # noqa: S105 (a message)
LANGUAGE_INVALID = "The language must be one of: {choices}."
METHOD_INVALID = "The payment method must be one of: {choices}."
NO_SUCH_ADDRESS = "There is no such address in your address book."
ADDRESS_BOOK_FULL = "Your address book is full: it keeps at most {max} addresses. Delete one to add another."
ADDRESS_DELETED = "The address was deleted."

# Changing one's e-mail address: the current password first, then a link to the new address and one to the old.
CURRENT_PASSWORD_FOR_EMAIL = "Please enter your current password to change your e-mail address."  # noqa: S105
EMAIL_CHANGE_INVALID = "This confirmation link is invalid, has already been used or has expired."
EMAIL_CONFIRMED = "Your new e-mail address is confirmed. Use it to sign in from now on."
EMAIL_UNDO_INVALID = "This link is invalid, has already been used or has expired."
EMAIL_UNDONE = ("The change has been undone: your account uses its previous e-mail address again and every session "
                "has been signed out. If you did not ask for the change, choose a new password now.")

# Privacy: downloading one's data and deleting one's account (the shopper, or staff for a request by mail).
CURRENT_PASSWORD_FOR_DELETION = "Please enter your current password to delete your account."  # noqa: S105
ACCOUNT_DELETED = "Your account has been deleted."
USER_DELETED = "The account has been deleted."
OWN_ACCOUNT_HERE = "You cannot delete your own account here."
STAFF_ACCOUNT_KEPT = "A staff account cannot be deleted. Make it a shopper account first."

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
    CURRENT_PASSWORD_FOR_EMAIL: {
        "ua": "Будь ласка, введіть поточний пароль, щоб змінити адресу електронної пошти.",
        "pl": "Proszę podać obecne hasło, aby zmienić adres e-mail.",
        "ru": "Пожалуйста, введите текущий пароль, чтобы изменить адрес электронной почты.",
        "de": "Bitte geben Sie Ihr aktuelles Passwort ein, um Ihre E-Mail-Adresse zu ändern.",
    },
    EMAIL_CHANGE_INVALID: {
        "ua": "Це посилання для підтвердження недійсне, уже використане або застаріло.",
        "pl": "Ten link potwierdzający jest nieprawidłowy, został już użyty lub wygasł.",
        "ru": "Эта ссылка для подтверждения недействительна, уже использована или устарела.",
        "de": "Dieser Bestätigungslink ist ungültig, wurde bereits verwendet oder ist abgelaufen.",
    },
    EMAIL_CONFIRMED: {
        "ua": "Нову адресу електронної пошти підтверджено. Відтепер входьте з нею.",
        "pl": "Nowy adres e-mail został potwierdzony. Od teraz loguj się, używając go.",
        "ru": "Новый адрес электронной почты подтверждён. Теперь входите с ним.",
        "de": "Ihre neue E-Mail-Adresse ist bestätigt. Melden Sie sich ab jetzt mit ihr an.",
    },
    EMAIL_UNDO_INVALID: {
        "ua": "Це посилання недійсне, уже використане або застаріло.",
        "pl": "Ten link jest nieprawidłowy, został już użyty lub wygasł.",
        "ru": "Эта ссылка недействительна, уже использована или устарела.",
        "de": "Dieser Link ist ungültig, wurde bereits verwendet oder ist abgelaufen.",
    },
    EMAIL_UNDONE: {
        "ua": "Зміну скасовано: обліковий запис знову використовує попередню адресу електронної пошти, а всі сеанси "
              "завершено. Якщо ви не просили про зміну, задайте новий пароль просто зараз.",
        "pl": "Zmiana została cofnięta: konto znów używa poprzedniego adresu e-mail, a wszystkie sesje zostały "
              "zakończone. Jeśli prośba o zmianę nie pochodziła od Ciebie, ustaw teraz nowe hasło.",
        "ru": "Изменение отменено: учётная запись снова использует прежний адрес электронной почты, а все сеансы "
              "завершены. Если вы не запрашивали изменение, задайте новый пароль прямо сейчас.",
        "de": "Die Änderung wurde rückgängig gemacht: Ihr Konto verwendet wieder die bisherige E-Mail-Adresse, und "
              "alle Sitzungen wurden beendet. Falls Sie die Änderung nicht angefordert haben, wählen Sie jetzt ein "
              "neues Passwort.",
    },
    CURRENT_PASSWORD_FOR_DELETION: {
        "ua": "Будь ласка, введіть поточний пароль, щоб видалити обліковий запис.",
        "pl": "Proszę podać obecne hasło, aby usunąć konto.",
        "ru": "Пожалуйста, введите текущий пароль, чтобы удалить учётную запись.",
        "de": "Bitte geben Sie Ihr aktuelles Passwort ein, um Ihr Konto zu löschen.",
    },
    ACCOUNT_DELETED: {
        "ua": "Ваш обліковий запис видалено.",
        "pl": "Twoje konto zostało usunięte.",
        "ru": "Ваша учётная запись удалена.",
        "de": "Ihr Konto wurde gelöscht.",
    },
    USER_DELETED: {
        "ua": "Обліковий запис видалено.",
        "pl": "Konto zostało usunięte.",
        "ru": "Учётная запись удалена.",
        "de": "Das Konto wurde gelöscht.",
    },
    OWN_ACCOUNT_HERE: {
        "ua": "Тут не можна видалити власний обліковий запис.",
        "pl": "W tym miejscu nie można usunąć własnego konta.",
        "ru": "Здесь нельзя удалить собственную учётную запись.",
        "de": "Ihr eigenes Konto können Sie hier nicht löschen.",
    },
    STAFF_ACCOUNT_KEPT: {
        "ua": "Обліковий запис працівника видалити не можна. Спершу зробіть його обліковим записом покупця.",
        "pl": "Konta pracownika nie można usunąć. Najpierw zmień je na konto klienta.",
        "ru": "Учётную запись сотрудника удалить нельзя. Сначала сделайте её учётной записью покупателя.",
        "de": "Ein Mitarbeiterkonto kann nicht gelöscht werden. Machen Sie es zuerst zu einem Kundenkonto.",
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
