"""The API Blueprint: flask-smorest's, plus login_required / staff_required that also document security; and no
cookie sessions (a signed-in shopper is a bearer token, never a cookie).

What every view's arguments and error answers mean, said once here for the whole API:
- A request that does not keep to the document (a value of the wrong type, outside its enum, length or pattern, a
  required field missing) is a 400, wherever the value is (path, query, headers, body): flask-smorest's default for
  webargs errors is 422, which the shop never used for its forms, so the parser answers 400 everywhere.
- An operation that documents a required JSON body refuses a request without one (400), and one sent as another
  media type (415), instead of reading it as an empty object.
- Every documented error answer (alt_response, the guards' 401/403) carries the one error shape.
"""
from __future__ import annotations

import logging
import re
from functools import lru_cache, wraps

import flask_smorest
from flask import request
from flask.sessions import SessionInterface
from flask_jwt_extended import current_user, verify_jwt_in_request
from webargs.flaskparser import FlaskParser
from webargs.multidictproxy import MultiDictProxy
from werkzeug.exceptions import RequestEntityTooLarge, UnsupportedMediaType

from shop.api_docs import ErrorSchema
from shop.http.errors import ApiError

BEARER = [{"bearerAuth": []}]
# A rate limit's answer says when to try again (shop.http.rate_limits sets it).
RETRY_AFTER = {"Retry-After": {"description": "Seconds to wait before trying again.", "required": True,
                               "schema": {"type": "integer", "minimum": 0}}}

STAFF_ONLY = "Only shop staff may do this."
ROLE_REFUSED = "Your staff role does not allow this."
BODY_MISSING = "The request body is missing."


class StaffRole:
    """What a member of staff (status adm) may do: owners everything, staff accounts included; managers the
    catalogue, content, orders and queries; the warehouse only packs and sends parcels, never seeing prices."""

    OWNER = "owner"
    MANAGER = "manager"
    WAREHOUSE = "warehouse"
    ALL = (OWNER, MANAGER, WAREHOUSE)
    # Who runs the shop day to day: the calls marked admin_required.
    RUNNING = (OWNER, MANAGER)


TRANSLATIONS: dict[str, dict[str, str]] = {
    STAFF_ONLY: {
        "ua": "Це може робити лише персонал магазину.",
        "pl": "Tę czynność może wykonać wyłącznie obsługa sklepu.",
        "ru": "Это может делать только персонал магазина.",
        "de": "Das darf nur das Personal des Shops.",
    },
    ROLE_REFUSED: {
        "ua": "Ваша роль у персоналі цього не дозволяє.",
        "pl": "Twoja rola w zespole sklepu na to nie pozwala.",
        "ru": "Ваша роль в персонале этого не позволяет.",
        "de": "Ihre Rolle im Team erlaubt das nicht.",
    },
    BODY_MISSING: {
        "ua": "Тіло запиту відсутнє.",
        "pl": "Brak treści żądania.",
        "ru": "Тело запроса отсутствует.",
        "de": "Der Inhalt der Anfrage fehlt.",
    },
}


class ArgumentsParser(FlaskParser):
    """webargs' Flask parser; a value that breaks the document is a 400 (the error handler gives it the shape)."""

    DEFAULT_VALIDATION_STATUS = 400

    def load_querystring(self, req, schema):
        """The query string as a dict of each key's first value, which is what webargs' proxy gives a field that
        takes one value; the proxy, which looks each field up through the schema on every request, only for a schema
        with a field that takes a list (none of the catalogue's)."""
        if _takes_lists(schema):
            return super().load_querystring(req, schema)
        return req.args.to_dict()


@lru_cache(maxsize=512)  # the schemas of the blueprints' arguments, made once each
def _takes_lists(schema) -> bool:
    return bool(MultiDictProxy({}, schema).multiple_keys)


class NoSessions(SessionInterface):
    """Flask's cookie session is never used: a request opens none (Flask would otherwise build a signing
    serializer for every request) and no response sets a session cookie."""

    def open_session(self, app, request):
        return self.make_null_session(app)

    def save_session(self, app, session, response) -> None:
        return None


class Blueprint(flask_smorest.Blueprint):
    """Every domain's blueprint; guards are checked on the server for every call."""

    ARGUMENTS_PARSER = ArgumentsParser()

    def arguments(self, schema, *, location="json", required=True, media_types=None, **kwargs):
        """flask-smorest's arguments; a required JSON body must be there (webargs alone reads a missing one as {}).
        ``media_types`` ({part: "image/png, image/jpeg"}) says what the files of a multipart body are. A schema's
        ANSWERS ({status: description}) are the answers its values can lead to (a filter naming no colour: 404)."""
        parse = super().arguments(schema, location=location, required=required, **kwargs)
        for status, description in getattr(schema, "ANSWERS", {}).items():
            parse = _then(parse, self.alt_response(status, description=description))
        if media_types:
            encoding = {part: {"contentType": types} for part, types in media_types.items()}
            content = {self.DEFAULT_LOCATION_CONTENT_TYPE_MAPPING[location]: {"encoding": encoding}}
            parse = _then(parse, self.doc(requestBody={"content": content}))
        if not required or location != "json":  # a form's or an upload's required fields say what is missing
            return parse

        def decorator(func):
            parsed = parse(func)

            @wraps(parsed)
            def wrapper(*args, **kwargs):
                _require_json_body()
                return parsed(*args, **kwargs)

            return wrapper

        return decorator

    def alt_response(self, status_code, response=None, *, schema=None, **kwargs):
        """flask-smorest's alt_response; an error answer without a schema of its own has the one error shape."""
        if response is None and schema is None and int(status_code) >= 400:
            schema = ErrorSchema
        if int(status_code) == 429 and response is None:
            kwargs.setdefault("headers", RETRY_AFTER)
        return super().alt_response(status_code, response, schema=schema, **kwargs)

    @staticmethod
    def accepts_upload(max_bytes: int):
        """A view whose body may be as large as ``max_bytes`` (an upload), beyond the app's MAX_CONTENT_LENGTH.
        Placed above ``arguments``, so the limit holds before the body is read."""

        def decorator(func):
            @wraps(func)
            def wrapper(*args, **kwargs):
                request.max_content_length = max_bytes
                return func(*args, **kwargs)

            return wrapper

        return decorator

    @staticmethod
    def login_required(func):
        """A valid, unrevoked bearer token of an existing user (401 otherwise)."""

        @wraps(func)
        def wrapper(*args, **kwargs):
            verify_jwt_in_request()
            return func(*args, **kwargs)

        _document(wrapper, 401)
        return wrapper

    @classmethod
    def staff_required(cls, *roles: str):
        """A signed-in user whose stored status is adm and whose staff role is one of ``roles`` (401 without a token,
        403 for shoppers and for staff in another role). The roles are written into the OpenAPI document."""

        def decorator(func):
            @wraps(func)
            def wrapper(*args, **kwargs):
                verify_jwt_in_request()
                if not current_user.is_admin:
                    raise ApiError(STAFF_ONLY, status=403)
                if current_user.role not in roles:
                    raise ApiError(ROLE_REFUSED, status=403)
                return func(*args, **kwargs)

            _document(wrapper, 401, 403)
            documented = cls.doc(**{"x-staff-roles": list(roles)})(wrapper)
            documented.staff_only = True  # the authorisation tests find every staff call by it
            documented.staff_roles = frozenset(roles)
            return documented

        return decorator

    @classmethod
    def admin_required(cls, func):
        """A call for the staff who run the shop: owners and managers (StaffRole.RUNNING)."""
        return cls.staff_required(*StaffRole.RUNNING)(func)


_GUARD_ANSWERS = {401: "Not signed in, or the session has ended.",
                  403: "Not allowed: a shopper, or staff whose role (x-staff-roles) does not include this."}


def json_object_or_none() -> dict | None:
    """The request's JSON object for a rate limit's key function: None when the body is no JSON object, or is over
    the size limit. The view answers those itself (400, 413), and the request still counts in each of its limits,
    which a key function that raised would prevent."""
    try:
        body = request.get_json(silent=True)
    except RequestEntityTooLarge:
        return None
    return body if isinstance(body, dict) else None


def _then(first, second):
    """The decorator applying ``first``, then ``second``."""
    return lambda func: second(first(func))


def _require_json_body() -> None:
    """400 when the request has no JSON body; 415 when it is sent as another media type."""
    if not request.get_data(cache=True):
        raise ApiError(BODY_MISSING)
    if not request.is_json:
        raise UnsupportedMediaType()


def _document(view, *statuses: int) -> None:
    """Mark the view as secured in the OpenAPI document, with its 401 (and 403) in the one error shape."""
    doc = getattr(view, "_apidoc", {})
    doc.setdefault("manual_doc", {})["security"] = BEARER
    responses = doc.setdefault("response", {}).setdefault("responses", {})
    for status in statuses:
        # As alt_response documents it (a view's own alt_response for the status, saying more, is kept).
        described = responses.setdefault(status, [])
        if not described:
            described.append({"schema": ErrorSchema, "description": _GUARD_ANSWERS[status], "content_type": None})
    view._apidoc = doc


# ---------------------------------------------------------------- what the logs may show

# Secrets that travel in a request line: the reset link's token (a path segment, so that the link works when
# pasted), secrets some client put in a query string, bearer tokens, anything shaped like a JWT.
_SECRETS_IN_TEXT = (
    (re.compile(r"(/reset-password/(?:validate/)?)[^/?#\s\"'<>]+"), r"\1[hidden]"),
    (re.compile(r"([?&](?:token|reset_token|code|password|key|signature|access_token)=)[^&#\s\"'<>]*", re.I),
     r"\1[hidden]"),
    (re.compile(r"([?&][^=&#\s]+=)(?=[^&#\s]*[0-9])(?=[^&#\s]*[A-Za-z])[A-Za-z0-9._~%+/-]{16,}(?=[&#\s\"']|$)"),
     r"\1[hidden]"),  # any key's value shaped like a token (jwt=, bearer=, session=)
    (re.compile(r"(Bearer\s+)[^\s\"']+", re.I), r"\1[hidden]"),
    (re.compile(r"eyJ[\w-]+\.[\w-]+\.[\w-]+"), "[hidden]"),
)
_HINTS = ("reset-password/", "=", "earer", "eyJ")  # a text without any of these has nothing to hide: no regex
# The loggers whose lines name request paths: werkzeug's and gunicorn's access lines (their request line or path
# atom), gunicorn's error log, and the app's own logger (the error handlers name the path they failed on).
LOGGERS_WITH_PATHS = ("werkzeug", "gunicorn.access", "gunicorn.error", "shop")


def redact(text: str) -> str:
    """``text`` with every secret it may carry from a request line replaced by "[hidden]"."""
    if not any(hint in text for hint in _HINTS):
        return text
    for pattern, replacement in _SECRETS_IN_TEXT:
        text = pattern.sub(replacement, text)
    return text


def _redacted(value):
    return redact(value) if isinstance(value, str) else value


class RedactSecrets(logging.Filter):
    """Rewrites a record's message and arguments (a tuple, or gunicorn's dict of access-log atoms) with redact()."""

    def filter(self, record: logging.LogRecord) -> bool:
        if isinstance(record.msg, str):
            record.msg = redact(record.msg)
        if isinstance(record.args, dict):
            record.args = {name: _redacted(value) for name, value in record.args.items()}
        elif isinstance(record.args, tuple):
            record.args = tuple(_redacted(value) for value in record.args)
        return True


def redact_secrets_in_logs() -> None:
    """Put the filter on every logger of LOGGERS_WITH_PATHS, once per process (create_app calls it)."""
    for name in LOGGERS_WITH_PATHS:
        logger = logging.getLogger(name)
        if not any(isinstance(existing, RedactSecrets) for existing in logger.filters):
            logger.addFilter(RedactSecrets())

