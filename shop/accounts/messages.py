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

# The mail to the NEW address: subject, then the body ({link}, {duration}: how long the link works).
EMAIL_CONFIRM_MAIL = {
    "en": ("Confirm your new e-mail address for Dance Fabrics",
           "Hello,\n\nyou asked to use this e-mail address for your Dance Fabrics account.\n"
           "Open this link to confirm it; it works once, for {duration}:\n\n{link}\n\n"
           "Until then your account keeps its current address, and that is the one you sign in with.\n"
           "If you did not ask for this, ignore this e-mail: nothing will change.\n\nDance Fabrics"),
    "ua": ("Підтвердьте нову адресу електронної пошти для Dance Fabrics",
           "Вітаємо!\n\nВи попросили використовувати цю адресу електронної пошти для свого облікового запису "
           "Dance Fabrics.\n"
           "Щоб підтвердити її, перейдіть за посиланням. Воно спрацює один раз і діє {duration}:\n\n{link}\n\n"
           "Доки ви цього не зробите, обліковий запис зберігає попередню адресу, і входити потрібно саме з нею.\n"
           "Якщо ви цього не просили, просто проігноруйте цей лист: нічого не зміниться.\n\nDance Fabrics"),
    "pl": ("Potwierdź nowy adres e-mail w Dance Fabrics",
           "Dzień dobry,\n\notrzymaliśmy prośbę o używanie tego adresu e-mail w koncie w Dance Fabrics.\n"
           "Otwórz ten link, aby go potwierdzić; działa jeden raz przez {duration}:\n\n{link}\n\n"
           "Do tego czasu konto zachowuje dotychczasowy adres i to za jego pomocą należy się logować.\n"
           "Jeśli to nie Ty, zignoruj tę wiadomość: nic się nie zmieni.\n\nDance Fabrics"),
    "ru": ("Подтвердите новый адрес электронной почты для Dance Fabrics",
           "Здравствуйте!\n\nВы попросили использовать этот адрес электронной почты для своей учётной записи "
           "Dance Fabrics.\n"
           "Чтобы подтвердить его, откройте ссылку. Она сработает один раз и действует {duration}:\n\n{link}\n\n"
           "Пока вы этого не сделаете, у учётной записи остаётся прежний адрес, и входить нужно с ним.\n"
           "Если вы этого не запрашивали, просто проигнорируйте письмо: ничего не изменится.\n\nDance Fabrics"),
    "de": ("Dance Fabrics: Bestätigen Sie Ihre neue E-Mail-Adresse",
           "Hallo,\n\nSie möchten diese E-Mail-Adresse für Ihr Dance-Fabrics-Konto verwenden.\n"
           "Öffnen Sie diesen Link, um sie zu bestätigen; er gilt einmal und {duration} lang:\n\n{link}\n\n"
           "Bis dahin behält Ihr Konto seine bisherige Adresse, und mit dieser melden Sie sich an.\n"
           "Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Es ändert sich nichts.\n\n"
           "Dance Fabrics"),
}

# The mail to the OLD address: subject, then the body ({new_email}, {link} that undoes it, {duration}).
EMAIL_CHANGE_NOTICE_MAIL = {
    "en": ("The e-mail address of your Dance Fabrics account is being changed",
           "Hello,\n\nsomeone signed in to your Dance Fabrics account asked to change its e-mail address from this "
           "one to {new_email}. The change takes effect once the new address has been confirmed.\n\n"
           "If it was you, there is nothing more to do.\n\n"
           "If it was not you, open this link. It undoes the change, keeps this address on the account and signs the "
           "account out everywhere; it works once, for {duration}:\n\n{link}\n\n"
           "Then choose a new password with \u201cForgotten password?\u201d on the sign-in page: whoever asked for "
           "the change knows your current one.\n\nDance Fabrics"),
    "ua": ("Адресу електронної пошти вашого облікового запису Dance Fabrics змінюють",
           "Вітаємо!\n\nХтось, хто увійшов у ваш обліковий запис Dance Fabrics, попросив змінити його адресу "
           "електронної пошти з цієї на {new_email}. Зміна набуде чинності, щойно нову адресу буде підтверджено.\n\n"
           "Якщо це були ви, більше нічого робити не потрібно.\n\n"
           "Якщо це були не ви, перейдіть за посиланням. Воно скасує зміну, залишить за обліковим записом цю адресу "
           "й завершить усі його сеанси на всіх пристроях; посилання спрацює один раз і діє {duration}:\n\n"
           "{link}\n\n"
           "Після цього задайте новий пароль через «Забули пароль?» на сторінці входу: тому, хто попросив про зміну, "
           "відомий ваш поточний пароль.\n\nDance Fabrics"),
    "pl": ("Adres e-mail Twojego konta w Dance Fabrics jest zmieniany",
           "Dzień dobry,\n\nktoś zalogowany na Twoje konto w Dance Fabrics poprosił o zmianę jego adresu e-mail "
           "z tego na {new_email}. Zmiana zacznie obowiązywać, gdy nowy adres zostanie potwierdzony.\n\n"
           "Jeśli to Ty, nie musisz nic więcej robić.\n\n"
           "Jeśli to nie Ty, otwórz ten link. Cofa on zmianę, pozostawia na koncie ten adres i wylogowuje konto na "
           "wszystkich urządzeniach; działa jeden raz przez {duration}:\n\n{link}\n\n"
           "Następnie ustaw nowe hasło przez \u201eNie pamiętasz hasła?\u201d na stronie logowania: osoba, która "
           "poprosiła o zmianę, zna Twoje obecne hasło.\n\nDance Fabrics"),
    "ru": ("Адрес электронной почты вашей учётной записи Dance Fabrics меняют",
           "Здравствуйте!\n\nКто-то, кто вошёл в вашу учётную запись Dance Fabrics, попросил изменить её адрес "
           "электронной почты с этого на {new_email}. Изменение вступит в силу, как только новый адрес будет "
           "подтверждён.\n\n"
           "Если это были вы, больше ничего делать не нужно.\n\n"
           "Если это были не вы, откройте ссылку. Она отменит изменение, оставит за учётной записью этот адрес "
           "и завершит все её сеансы на всех устройствах; ссылка сработает один раз и действует {duration}:\n\n"
           "{link}\n\n"
           "После этого задайте новый пароль через «Забыли пароль?» на странице входа: тому, кто запросил "
           "изменение, известен ваш текущий пароль.\n\nDance Fabrics"),
    "de": ("Dance Fabrics: Die E-Mail-Adresse Ihres Kontos wird geändert",
           "Hallo,\n\njemand, der in Ihrem Dance-Fabrics-Konto angemeldet ist, möchte dessen E-Mail-Adresse von "
           "dieser auf {new_email} ändern. Die Änderung gilt, sobald die neue Adresse bestätigt ist.\n\n"
           "Wenn Sie das waren, müssen Sie nichts weiter tun.\n\n"
           "Wenn nicht, öffnen Sie diesen Link. Er macht die Änderung rückgängig, lässt diese Adresse am Konto und "
           "meldet das Konto überall ab; er gilt einmal und {duration} lang:\n\n{link}\n\n"
           "Wählen Sie danach über \u201ePasswort vergessen?\u201c auf der Anmeldeseite ein neues Passwort: Wer die "
           "Änderung angefordert hat, kennt Ihr aktuelles Passwort.\n\nDance Fabrics"),
}

# The mail to the address of a deleted account: subject, then the body ({reason}: one of DELETED_REASONS, {contact}).
ACCOUNT_DELETED_MAIL = {
    "en": ("Your Dance Fabrics account has been deleted",
           "Hello,\n\n{reason}\n\n"
           "Your account details, addresses, wishlist, reward points and payment profile have been erased. The "
           "records of your orders are kept, as tax law requires, but without your name, e-mail address, phone number "
           "or address.\n\n"
           "If you did not expect this, write to us at {contact}.\n\nDance Fabrics"),
    "ua": ("Ваш обліковий запис Dance Fabrics видалено",
           "Вітаємо!\n\n{reason}\n\n"
           "Дані облікового запису, адреси, список бажань, бонусні бали та платіжний профіль стерто. Записи про ваші "
           "замовлення ми зберігаємо, як того вимагає податкове законодавство, але без вашого імені, адреси "
           "електронної пошти, номера телефону й адреси.\n\n"
           "Якщо ви цього не очікували, напишіть нам на {contact}.\n\nDance Fabrics"),
    "pl": ("Twoje konto w Dance Fabrics zostało usunięte",
           "Dzień dobry,\n\n{reason}\n\n"
           "Dane konta, adresy, lista życzeń, punkty lojalnościowe i profil płatności zostały usunięte. Zapisy Twoich "
           "zamówień przechowujemy, jak wymagają tego przepisy podatkowe, ale bez imienia i nazwiska, adresu e-mail, "
           "numeru telefonu i adresu.\n\n"
           "Jeśli ta wiadomość jest dla Ciebie zaskoczeniem, napisz do nas na {contact}.\n\nDance Fabrics"),
    "ru": ("Ваша учётная запись Dance Fabrics удалена",
           "Здравствуйте!\n\n{reason}\n\n"
           "Данные учётной записи, адреса, список желаний, бонусные баллы и платёжный профиль стёрты. Записи о ваших "
           "заказах мы храним, как того требует налоговое законодательство, но без вашего имени, адреса электронной "
           "почты, номера телефона и адреса.\n\n"
           "Если вы этого не ожидали, напишите нам на {contact}.\n\nDance Fabrics"),
    "de": ("Ihr Dance-Fabrics-Konto wurde gelöscht",
           "Hallo,\n\n{reason}\n\n"
           "Ihre Kontodaten, Adressen, Ihre Wunschliste, Ihre Bonuspunkte und Ihr Zahlungsprofil wurden gelöscht. Die "
           "Aufzeichnungen Ihrer Bestellungen bewahren wir auf, wie es das Steuerrecht verlangt, jedoch ohne Ihren "
           "Namen, Ihre E-Mail-Adresse, Telefonnummer und Anschrift.\n\n"
           "Falls Sie damit nicht gerechnet haben, schreiben Sie uns an {contact}.\n\nDance Fabrics"),
}

# Why the account went: the shopper deleted it, staff did on the shopper's request, or it was unused ({duration}).
# Each opens the body after the greeting, so it starts as the greeting leaves it ("Hello," / "Вітаємо!").
DELETED_REASONS = {
    "self": {
        "en": "your Dance Fabrics account has been deleted, as you asked.",
        "ua": "Ваш обліковий запис Dance Fabrics видалено, як ви й просили.",
        "pl": "zgodnie z Twoją prośbą Twoje konto w Dance Fabrics zostało usunięte.",
        "ru": "Ваша учётная запись Dance Fabrics удалена, как вы и просили.",
        "de": "Ihr Dance-Fabrics-Konto wurde wie gewünscht gelöscht.",
    },
    "staff": {
        "en": "at your request, our staff have deleted your Dance Fabrics account.",
        "ua": "На ваше прохання наші працівники видалили ваш обліковий запис Dance Fabrics.",
        "pl": "na Twoją prośbę nasz zespół usunął Twoje konto w Dance Fabrics.",
        "ru": "По вашей просьбе наши сотрудники удалили вашу учётную запись Dance Fabrics.",
        "de": "auf Ihren Wunsch hat unser Team Ihr Dance-Fabrics-Konto gelöscht.",
    },
    "inactive": {
        "en": "your Dance Fabrics account had not been used for {duration}, so it has been deleted, as we told you it "
              "would be.",
        "ua": "Вашим обліковим записом Dance Fabrics не користувалися {duration}, тож, як ми й попереджали, його "
              "видалено.",
        "pl": "Twoje konto w Dance Fabrics nie było używane przez {duration}, więc zgodnie z wcześniejszą zapowiedzią "
              "zostało usunięte.",
        "ru": "Вашей учётной записью Dance Fabrics не пользовались {duration}, поэтому, как мы и предупреждали, она "
              "удалена.",
        "de": "Ihr Dance-Fabrics-Konto wurde {duration} lang nicht genutzt und daher, wie angekündigt, gelöscht.",
    },
}

# The warning before an unused account is deleted: subject ({date}), then the body ({duration}, {date}, {link}).
INACTIVE_WARNING_MAIL = {
    "en": ("Your Dance Fabrics account will be deleted on {date}",
           "Hello,\n\nnobody has signed in to your Dance Fabrics account for {duration}. We do not keep accounts "
           "that are no longer used, so this one will be deleted on {date}.\n\n"
           "To keep it, simply sign in before then:\n\n{link}\n\n"
           "If you no longer need it, there is nothing to do. The records of your orders are kept, as tax law "
           "requires, but without your name and contact details.\n\nDance Fabrics"),
    "ua": ("Ваш обліковий запис Dance Fabrics буде видалено {date}",
           "Вітаємо!\n\nУ ваш обліковий запис Dance Fabrics ніхто не входив {duration}. Ми не зберігаємо облікові "
           "записи, якими більше не користуються, тому цей буде видалено {date}.\n\n"
           "Щоб зберегти його, просто увійдіть до цього часу:\n\n{link}\n\n"
           "Якщо він вам більше не потрібен, нічого робити не треба. Записи про ваші замовлення ми зберігаємо, як того "
           "вимагає податкове законодавство, але без вашого імені та контактних даних.\n\nDance Fabrics"),
    "pl": ("Twoje konto w Dance Fabrics zostanie usunięte {date}",
           "Dzień dobry,\n\nnikt nie logował się na Twoje konto w Dance Fabrics przez {duration}. Nie przechowujemy "
           "kont, z których nikt już nie korzysta, dlatego to konto zostanie usunięte {date}.\n\n"
           "Aby je zachować, wystarczy zalogować się przed tym terminem:\n\n{link}\n\n"
           "Jeśli konto nie jest Ci już potrzebne, nie musisz nic robić. Zapisy Twoich zamówień przechowujemy, jak "
           "wymagają tego przepisy podatkowe, ale bez imienia, nazwiska i danych kontaktowych.\n\nDance Fabrics"),
    "ru": ("Ваша учётная запись Dance Fabrics будет удалена {date}",
           "Здравствуйте!\n\nВ вашу учётную запись Dance Fabrics никто не входил {duration}. Мы не храним учётные "
           "записи, которыми больше не пользуются, поэтому эта будет удалена {date}.\n\n"
           "Чтобы сохранить её, просто войдите до этого срока:\n\n{link}\n\n"
           "Если она вам больше не нужна, ничего делать не надо. Записи о ваших заказах мы храним, как того требует "
           "налоговое законодательство, но без вашего имени и контактных данных.\n\nDance Fabrics"),
    "de": ("Ihr Dance-Fabrics-Konto wird am {date} gelöscht",
           "Hallo,\n\nin Ihrem Dance-Fabrics-Konto hat sich {duration} lang niemand angemeldet. Konten, die nicht "
           "mehr genutzt werden, bewahren wir nicht auf, daher wird dieses am {date} gelöscht.\n\n"
           "Wenn Sie es behalten möchten, melden Sie sich einfach vorher an:\n\n{link}\n\n"
           "Wenn Sie es nicht mehr brauchen, müssen Sie nichts tun. Die Aufzeichnungen Ihrer Bestellungen bewahren "
           "wir auf, wie es das Steuerrecht verlangt, jedoch ohne Ihren Namen und Ihre Kontaktdaten.\n\n"
           "Dance Fabrics"),
}

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
