"""Every message of staff management, once, and its translations (shop.messages registers TRANSLATIONS)."""

NO_SUCH_STAFF = "There is no such member of staff."
ALREADY_STAFF = "This account is staff already; change its role in the list."
OWN_ROLE = "Another owner must change your own role or access."
ROLE_INVALID = "The role must be one of: {choices}."
STAFF_ADDED = "Invitation sent."
STAFF_REMOVED = "Staff access taken away."

TRANSLATIONS: dict[str, dict[str, str]] = {
    NO_SUCH_STAFF: {
        "ua": "Такого працівника немає.",
        "pl": "Nie ma takiej osoby w zespole.",
        "ru": "Такого сотрудника нет.",
        "de": "Dieses Teammitglied gibt es nicht.",
    },
    ALREADY_STAFF: {
        "ua": "Цей обліковий запис уже належить персоналу; змініть його роль у списку.",
        "pl": "To konto już należy do zespołu; zmień jego rolę na liście.",
        "ru": "Этот аккаунт уже принадлежит персоналу; измените его роль в списке.",
        "de": "Dieses Konto gehört bereits zum Team; ändern Sie seine Rolle in der Liste.",
    },
    OWN_ROLE: {
        "ua": "Вашу власну роль чи доступ має змінити інший власник.",
        "pl": "Twoją własną rolę lub dostęp musi zmienić inny właściciel.",
        "ru": "Вашу собственную роль или доступ должен изменить другой владелец.",
        "de": "Ihre eigene Rolle oder Ihren Zugang muss ein anderer Inhaber ändern.",
    },
    ROLE_INVALID: {
        "ua": "Роль має бути однією з: {choices}.",
        "pl": "Rola musi być jedną z: {choices}.",
        "ru": "Роль должна быть одной из: {choices}.",
        "de": "Die Rolle muss eine der folgenden sein: {choices}.",
    },
    STAFF_ADDED: {
        "ua": "Запрошення надіслано.",
        "pl": "Zaproszenie wysłane.",
        "ru": "Приглашение отправлено.",
        "de": "Einladung verschickt.",
    },
    STAFF_REMOVED: {
        "ua": "Доступ персоналу скасовано.",
        "pl": "Dostęp zespołu odebrany.",
        "ru": "Доступ персонала отозван.",
        "de": "Zugang zum Team entzogen.",
    },
}
