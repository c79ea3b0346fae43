"""Every message of the accounts domain, once (the UI shows them as the server sends them)."""

EMAIL_INVALID = "Please enter a valid email address."
PASSWORD_TOO_SHORT = "The password must be at least {min} characters."  # noqa: S105 (a message)
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
