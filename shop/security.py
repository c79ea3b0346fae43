"""The API Blueprint: flask-smorest's, plus login_required / admin_required that also document security; and no
cookie sessions (a signed-in shopper is a bearer token, never a cookie)."""
from __future__ import annotations

from functools import wraps

import flask_smorest
from flask.sessions import SessionInterface
from flask_jwt_extended import current_user, verify_jwt_in_request

from shop.errors import ApiError

BEARER = [{"bearerAuth": []}]

STAFF_ONLY = "Only shop staff may do this."
TRANSLATIONS: dict[str, dict[str, str]] = {
    STAFF_ONLY: {
        "ua": "Це може робити лише персонал магазину.",
        "pl": "Tę czynność może wykonać wyłącznie obsługa sklepu.",
        "ru": "Это может делать только персонал магазина.",
        "de": "Das darf nur das Personal des Shops.",
    },
}


class NoSessions(SessionInterface):
    """Flask's cookie session is never used: a request opens none (Flask would otherwise build a signing
    serializer for every request) and no response sets a session cookie."""

    def open_session(self, app, request):
        return self.make_null_session(app)

    def save_session(self, app, session, response) -> None:
        return None


class Blueprint(flask_smorest.Blueprint):
    """Every domain's blueprint; guards are checked on the server for every call."""

    @staticmethod
    def login_required(func):
        """A valid, unrevoked bearer token of an existing user (401 otherwise)."""

        @wraps(func)
        def wrapper(*args, **kwargs):
            verify_jwt_in_request()
            return func(*args, **kwargs)

        _document(wrapper, 401)
        return wrapper

    @staticmethod
    def admin_required(func):
        """A signed-in user whose stored status is adm (401 without a token, 403 for other users)."""

        @wraps(func)
        def wrapper(*args, **kwargs):
            verify_jwt_in_request()
            if not current_user.is_admin:
                raise ApiError(STAFF_ONLY, status=403)
            return func(*args, **kwargs)

        _document(wrapper, 401, 403)
        wrapper.staff_only = True  # the authorisation test finds every staff call by it
        return wrapper


def _document(view, *statuses: int) -> None:
    """Mark the view as secured in the OpenAPI document."""
    doc = getattr(view, "_apidoc", {})
    manual = doc.setdefault("manual_doc", {})
    manual["security"] = BEARER
    responses = manual.setdefault("responses", {})
    for status in statuses:
        responses[status] = {"description": {401: "Not signed in", 403: "Not allowed"}[status]}
    view._apidoc = doc
