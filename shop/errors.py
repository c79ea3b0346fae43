"""One JSON error shape for the whole API: {"message": str, "errors": {...}}."""
from __future__ import annotations

from flask import Flask, jsonify, request
from sqlalchemy.exc import IntegrityError
from werkzeug.exceptions import HTTPException, NotFound

from shop.extensions import db

_LOCATIONS = {"json", "query", "view_args", "form", "headers", "files", "cookies"}


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
    """The one error shape."""
    return jsonify({"message": message, "errors": errors or {}}), status


def _flatten_messages(messages) -> str:
    """First human-readable message out of marshmallow's nested error dict."""
    if isinstance(messages, dict):
        for value in messages.values():
            return _flatten_messages(value)
    if isinstance(messages, list) and messages:
        return _flatten_messages(messages[0])
    return str(messages)


def register_errorhandlers(app: Flask) -> None:
    """Every API error, including webargs validation errors and unknown /api paths, answers JSON."""

    @app.errorhandler(ApiError)
    def handle_api_error(exc: ApiError):
        return error_body(exc.message, exc.errors, exc.status)

    @app.errorhandler(IntegrityError)
    def handle_integrity_error(exc: IntegrityError):
        db.session.rollback()
        return error_body("This record conflicts with an existing one.", status=409)

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
        message = data.get("message") or (_flatten_messages(errors) if errors else exc.description)
        response = error_body(message or exc.name, errors, exc.code or 500)
        # Keep what the exception says about itself beyond its body: a 405's Allow, a 429's Retry-After.
        for name, value in exc.get_headers():
            if name.lower() != "content-type":
                response[0].headers[name] = value
        return response

    @app.errorhandler(Exception)
    def handle_unexpected(exc: Exception):
        app.logger.exception("Unhandled error on %s %s", request.method, request.path)
        db.session.rollback()
        return error_body("Something went wrong on our side. Please try again.", status=500)
