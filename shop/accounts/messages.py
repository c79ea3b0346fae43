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
