"""Every message of the call-back domain, once. The spec's texts are exact (SPEC sections 5, 8; GUIDE section 3);
the UI's own catalogue (ui/src/features/callback/validation.ts) shows the same three rule messages."""

FILL_ALL = "Please fill in all the fields!"
BAD_PHONE = "Please enter a valid international phone number!"
NAME_TOO_LONG = "The name must be at most {max} characters."
QUERY_TOO_LONG = "The question must be at most {max} characters."
CREATED = "Запит успішно створено!"
DELETED = "Запит успішно видалено!"
STATUS_CHANGED = "Статус успішно змінено!"
NOT_FOUND = "There is no such query."
