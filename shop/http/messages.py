"""The messages of every HTTP answer the shop gives whatever the view (the error handlers' generic ones, the public
reads' input guard's), and their translations (shop.i18n; shop.messages registers TRANSLATIONS)."""
from __future__ import annotations

from werkzeug.exceptions import NotFound

CONFLICT = "This record conflicts with an existing one."
UNEXPECTED = "Something went wrong on our side. Please try again."
TOO_MANY_REQUESTS = "Too many requests. Please wait a little and try again."
UNAVAILABLE = "This is unavailable for a moment. Please try again shortly."
DATABASE_UNAVAILABLE = "The shop is briefly unavailable. Please try again in a few seconds."
BODY_TOO_LARGE = "The request is too large: at most {kb} KB."
VALUES_REFUSED = "Request values must be at most {most} characters, without control characters."

# The generic answers: the error handlers' and the public reads' guard's, werkzeug's descriptions of the HTTP errors
# an API client may meet, and the default messages of webargs and marshmallow (a field of the wrong type, one
# missing, an unknown one).
TRANSLATIONS: dict[str, dict[str, str]] = {
    CONFLICT: {
        "ua": "Цей запис суперечить наявному.",
        "pl": "Ten wpis koliduje z już istniejącym.",
        "ru": "Эта запись противоречит уже существующей.",
        "de": "Dieser Eintrag steht im Widerspruch zu einem bestehenden.",
    },
    UNEXPECTED: {
        "ua": "На нашому боці сталася помилка. Будь ласка, спробуйте ще раз.",
        "pl": "Wystąpił błąd po naszej stronie. Proszę spróbować ponownie.",
        "ru": "На нашей стороне произошла ошибка. Пожалуйста, попробуйте ещё раз.",
        "de": "Bei uns ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.",
    },
    TOO_MANY_REQUESTS: {
        "ua": "Забагато запитів. Будь ласка, зачекайте трохи й спробуйте ще раз.",
        "pl": "Zbyt wiele żądań. Proszę chwilę poczekać i spróbować ponownie.",
        "ru": "Слишком много запросов. Пожалуйста, подождите немного и попробуйте ещё раз.",
        "de": "Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.",
    },
    DATABASE_UNAVAILABLE: {
        "ua": "Магазин ненадовго недоступний. Будь ласка, спробуйте ще раз за кілька секунд.",
        "pl": "Sklep jest na chwilę niedostępny. Proszę spróbować ponownie za kilka sekund.",
        "ru": "Магазин ненадолго недоступен. Пожалуйста, попробуйте ещё раз через несколько секунд.",
        "de": "Der Shop ist kurz nicht erreichbar. Bitte versuchen Sie es in ein paar Sekunden erneut.",
    },
    BODY_TOO_LARGE: {
        "ua": "Запит завеликий: щонайбільше {kb} КБ.",
        "pl": "Żądanie jest za duże: najwyżej {kb} KB.",
        "ru": "Запрос слишком большой: не больше {kb} КБ.",
        "de": "Die Anfrage ist zu groß: höchstens {kb} KB.",
    },
    UNAVAILABLE: {
        "ua": "Зараз це недоступне. Будь ласка, спробуйте ще раз за хвилинку.",
        "pl": "To jest chwilowo niedostępne. Proszę spróbować ponownie za moment.",
        "ru": "Сейчас это недоступно. Пожалуйста, попробуйте ещё раз через минутку.",
        "de": "Das ist gerade nicht verfügbar. Bitte versuchen Sie es gleich noch einmal.",
    },
    NotFound.description: {
        "ua": "Запитану адресу на сервері не знайдено. Якщо ви ввели її вручну, перевірте, чи немає помилок.",
        "pl": "Nie znaleziono żądanego adresu na serwerze. Jeśli adres został wpisany ręcznie, proszę sprawdzić "
              "jego pisownię.",
        "ru": "Запрошенный адрес на сервере не найден. Если вы ввели его вручную, проверьте, нет ли ошибок.",
        "de": "Die angeforderte Adresse wurde auf dem Server nicht gefunden. Wenn Sie sie von Hand eingegeben "
              "haben, prüfen Sie bitte die Schreibweise.",
    },
    "The method is not allowed for the requested URL.": {
        "ua": "Цей метод не дозволено для запитаної адреси.",
        "pl": "Ta metoda nie jest dozwolona dla żądanego adresu.",
        "ru": "Этот метод не разрешён для запрошенного адреса.",
        "de": "Diese Methode ist für die angeforderte Adresse nicht erlaubt.",
    },
    "The browser (or proxy) sent a request that this server could not understand.": {
        "ua": "Браузер (або проксі) надіслав запит, який сервер не може зрозуміти.",
        "pl": "Przeglądarka (lub serwer proxy) wysłała żądanie, którego serwer nie rozumie.",
        "ru": "Браузер (или прокси) отправил запрос, который сервер не может понять.",
        "de": "Der Browser (oder Proxy) hat eine Anfrage gesendet, die der Server nicht verstehen kann.",
    },
    "The data value transmitted exceeds the capacity limit.": {
        "ua": "Надіслані дані перевищують допустимий розмір.",
        "pl": "Przesłane dane przekraczają dopuszczalny rozmiar.",
        "ru": "Отправленные данные превышают допустимый размер.",
        "de": "Die gesendeten Daten überschreiten die zulässige Größe.",
    },
    "The server does not support the media type transmitted in the request.": {
        "ua": "Сервер не підтримує тип даних, надісланих у запиті.",
        "pl": "Serwer nie obsługuje typu danych przesłanych w żądaniu.",
        "ru": "Сервер не поддерживает тип данных, отправленных в запросе.",
        "de": "Der Server unterstützt den Medientyp der Anfrage nicht.",
    },
    "Invalid JSON body.": {
        "ua": "Тіло запиту не є коректним JSON.",
        "pl": "Treść żądania nie jest poprawnym JSON-em.",
        "ru": "Тело запроса не является корректным JSON.",
        "de": "Der Inhalt der Anfrage ist kein gültiges JSON.",
    },
    "Invalid input type.": {
        "ua": "Неправильний тип вхідних даних.",
        "pl": "Nieprawidłowy typ danych wejściowych.",
        "ru": "Неверный тип входных данных.",
        "de": "Ungültiger Eingabetyp.",
    },
    "Unknown field.": {
        "ua": "Невідоме поле.",
        "pl": "Nieznane pole.",
        "ru": "Неизвестное поле.",
        "de": "Unbekanntes Feld.",
    },
    "Missing data for required field.": {
        "ua": "Це поле обов’язкове.",
        "pl": "To pole jest wymagane.",
        "ru": "Это поле обязательно.",
        "de": "Dieses Feld ist erforderlich.",
    },
    "Field may not be null.": {
        "ua": "Це поле не може бути порожнім.",
        "pl": "To pole nie może być puste.",
        "ru": "Это поле не может быть пустым.",
        "de": "Dieses Feld darf nicht leer sein.",
    },
    "Invalid value.": {
        "ua": "Неприпустиме значення.",
        "pl": "Nieprawidłowa wartość.",
        "ru": "Недопустимое значение.",
        "de": "Ungültiger Wert.",
    },
    "Not a valid string.": {
        "ua": "Значення має бути текстом.",
        "pl": "Wartość musi być tekstem.",
        "ru": "Значение должно быть текстом.",
        "de": "Der Wert muss ein Text sein.",
    },
    "Not a valid integer.": {
        "ua": "Значення має бути цілим числом.",
        "pl": "Wartość musi być liczbą całkowitą.",
        "ru": "Значение должно быть целым числом.",
        "de": "Der Wert muss eine ganze Zahl sein.",
    },
    "Not a valid number.": {
        "ua": "Значення має бути числом.",
        "pl": "Wartość musi być liczbą.",
        "ru": "Значение должно быть числом.",
        "de": "Der Wert muss eine Zahl sein.",
    },
    "Special numeric values (nan or infinity) are not permitted.": {
        "ua": "Значення має бути звичайним числом (не nan і не infinity).",
        "pl": "Wartość musi być zwykłą liczbą (nie nan ani infinity).",
        "ru": "Значение должно быть обычным числом (не nan и не infinity).",
        "de": "Der Wert muss eine gewöhnliche Zahl sein (nicht nan oder infinity).",
    },
    "Not a valid boolean.": {
        "ua": "Значення має бути true або false.",
        "pl": "Wartość musi być true lub false.",
        "ru": "Значение должно быть true или false.",
        "de": "Der Wert muss true oder false sein.",
    },
    "Not a valid list.": {
        "ua": "Значення має бути списком.",
        "pl": "Wartość musi być listą.",
        "ru": "Значение должно быть списком.",
        "de": "Der Wert muss eine Liste sein.",
    },
    VALUES_REFUSED: {
        "ua": "Значення в запиті мають бути не довшими за {most} символів і без керівних символів.",
        "pl": "Wartości w żądaniu mogą mieć najwyżej {most} znaków i nie mogą zawierać znaków sterujących.",
        "ru": "Значения в запросе должны быть не длиннее {most} символов и без управляющих символов.",
        "de": "Werte in der Anfrage dürfen höchstens {most} Zeichen lang sein und keine Steuerzeichen enthalten.",
    },
}
