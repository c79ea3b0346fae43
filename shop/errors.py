"""One JSON error shape for the whole API: {"message": str, "errors": {...}}, said in the shopper's language.

Every error answer goes through error_body(), which says its message and field errors in the language of the
request's Accept-Language (shop.i18n); a request without one (or asking for English) costs nothing extra.
"""
from __future__ import annotations

from flask import Flask, jsonify, request
from limits.errors import StorageError
from sqlalchemy.exc import DisconnectionError, IntegrityError, OperationalError, SQLAlchemyError
from sqlalchemy.exc import TimeoutError as PoolTimeout
from werkzeug.exceptions import HTTPException, NotFound, RequestEntityTooLarge

from shop.extensions import db
from shop.i18n import DEFAULT_LANGUAGE, Message, localise, request_language, say

_LOCATIONS = {"json", "query", "view_args", "form", "headers", "files", "cookies"}

CONFLICT = "This record conflicts with an existing one."
UNEXPECTED = "Something went wrong on our side. Please try again."
TOO_MANY_REQUESTS = "Too many requests. Please wait a little and try again."
UNAVAILABLE = "This is unavailable for a moment. Please try again shortly."
DATABASE_UNAVAILABLE = "The shop is briefly unavailable. Please try again in a few seconds."
BODY_TOO_LARGE = "The request is too large: at most {kb} KB."
RETRY_SECONDS = 5


class ApiError(Exception):
    """A business-rule failure a service raises; routes let it become a 4xx answer."""

    status = 400

    def __init__(self, message: str, status: int | None = None, errors: dict | None = None):
        super().__init__(message)
        self.message = message
        self.status = status or self.status
        self.errors = errors or {}


class NotFoundError(ApiError):
    """The thing asked for does not exist."""

    status = 404


def error_body(message: str, errors: dict | None = None, status: int = 400):
    """The one error shape, in the request's language."""
    language = request_language()
    if language != DEFAULT_LANGUAGE:
        message, errors = say(message, language), localise(errors, language)
    response = jsonify({"message": message, "errors": errors or {}})
    response.vary.add("Accept-Language")
    return response, status


def _first_message(messages):
    """First human-readable message out of marshmallow's nested error dict (a Message stays one, to be translated)."""
    if isinstance(messages, dict):
        for value in messages.values():
            return _first_message(value)
    if isinstance(messages, list) and messages:
        return _first_message(messages[0])
    return messages if isinstance(messages, str) else str(messages)


def register_errorhandlers(app: Flask) -> None:
    """Every API error, including webargs validation errors and unknown /api paths, answers JSON."""

    @app.errorhandler(ApiError)
    def handle_api_error(exc: ApiError):
        return error_body(exc.message, exc.errors, exc.status)

    @app.errorhandler(IntegrityError)
    def handle_integrity_error(exc: IntegrityError):
        db.session.rollback()
        return error_body(CONFLICT, status=409)

    @app.errorhandler(HTTPException)
    def handle_http_exception(exc: HTTPException):
        if not request.path.startswith("/api") and isinstance(exc, NotFound):
            return exc
        data = getattr(exc, "data", None) or {}
        errors = data.get("messages") or {}
        # webargs nests messages by location ("json", "query"); show the fields themselves (when there are
        # fields: "the body is not JSON at all" stays under its location).
        if isinstance(errors, dict) and len(errors) == 1 and next(iter(errors)) in _LOCATIONS:
            inner = next(iter(errors.values()))
            errors = inner if isinstance(inner, dict) else errors
        message = data.get("message") or (_first_message(errors) if errors else exc.description)
        if isinstance(exc, RequestEntityTooLarge):
            message = Message(BODY_TOO_LARGE, kb=(request.max_content_length or 0) // 1024)
        response = error_body(message or exc.name, errors, exc.code or 500)
        # Keep what the exception says about itself beyond its body: a 405's Allow, a 429's Retry-After.
        for name, value in exc.get_headers():
            if name.lower() != "content-type":
                response[0].headers[name] = value
        return response

    @app.errorhandler(StorageError)
    def handle_rate_limit_storage_gone(exc: StorageError):
        """Only with SHOP_RATE_LIMITS_FAIL_CLOSED: otherwise the limits fall back to each worker's memory."""
        app.logger.warning("Rate limit storage unreachable, refusing %s %s: %s", request.method, request.path, exc)
        response, status = error_body(UNAVAILABLE, status=503)
        response.headers["Retry-After"] = str(RETRY_SECONDS)
        return response, status

    @app.errorhandler(OperationalError)
    @app.errorhandler(DisconnectionError)
    @app.errorhandler(PoolTimeout)
    def handle_database_unavailable(exc: SQLAlchemyError):
        """The database is away (a restart, a dropped connection), too slow (the statement or connect timeout) or
        busy (SQLite's writer lock past its busy timeout): nothing was half-written (the transaction is rolled
        back), so the client may try again shortly. The log names the error, never its statement's values."""
        cause = getattr(exc, "orig", None) or exc
        first_line = (str(cause).strip().splitlines() or [""])[0][:200]
        app.logger.warning("Database unavailable on %s %s: %s: %s", request.method, request.path,
                           type(cause).__name__, first_line)
        try:
            db.session.rollback()
        except SQLAlchemyError:
            db.session.invalidate()  # the connection is gone: the pool drops it rather than reusing it
        response, status = error_body(DATABASE_UNAVAILABLE, status=503)
        response.headers["Retry-After"] = str(RETRY_SECONDS)
        return response, status

    @app.errorhandler(Exception)
    def handle_unexpected(exc: Exception):
        app.logger.exception("Unhandled error on %s %s", request.method, request.path)
        db.session.rollback()
        return error_body(UNEXPECTED, status=500)


# The generic answers: this module's, werkzeug's descriptions of the HTTP errors an API client may meet, and the
# default messages of webargs and marshmallow (a field of the wrong type, one missing, an unknown one).
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
}
