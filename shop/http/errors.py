"""One JSON error shape for the whole API: {"message": str, "errors": {...}}, said in the shopper's language.

Every error answer goes through error_body(), which says its message and field errors in the language of the
request's Accept-Language (shop.i18n); a request without one (or asking for English) costs nothing extra. The
handlers' own messages, and their translations, are in shop.http.messages.
"""
from __future__ import annotations

from flask import Flask, jsonify, request
from limits.errors import StorageError
from sqlalchemy.exc import DisconnectionError, IntegrityError, OperationalError, SQLAlchemyError
from sqlalchemy.exc import TimeoutError as PoolTimeout
from werkzeug.exceptions import HTTPException, NotFound, RequestEntityTooLarge

from shop.extensions import db
from shop.http.messages import BODY_TOO_LARGE, CONFLICT, DATABASE_UNAVAILABLE, UNAVAILABLE, UNEXPECTED
from shop.i18n import DEFAULT_LANGUAGE, Message, localise, request_language, say

_LOCATIONS = {"json", "query", "view_args", "form", "headers", "files", "cookies"}

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
