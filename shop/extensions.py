"""Bare extension instances; create_app() binds them to an application."""
from typing import Any

import orjson
from flask import Response
from flask.json.provider import DefaultJSONProvider
from flask_jwt_extended import JWTManager
from flask_smorest import Api
from flask_sqlalchemy import SQLAlchemy
from sqlalchemy import MetaData
from sqlalchemy.orm import DeclarativeBase

from shop.api_docs import ApiDocs, ErrorSchema

# Stable constraint names keep Alembic batch migrations on SQLite and PostgreSQL identical.
NAMING_CONVENTION = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class Base(DeclarativeBase):
    """Declarative base shared by every model."""

    metadata = MetaData(naming_convention=NAMING_CONVENTION)


class ShopApi(Api):
    """flask-smorest's Api, documenting the shop's own error shape; no catch-all ``default`` answer (every
    operation names the statuses it gives, shop.api_docs)."""

    ERROR_SCHEMA = ErrorSchema
    DEFAULT_ERROR_RESPONSE_NAME = None


class ShopJSONProvider(DefaultJSONProvider):
    """Flask's JSON with orjson underneath: the same output (compact UTF-8, keys in order, dates as HTTP dates,
    Decimals as strings), written far faster: the standard library's encoder was a noticeable share of what a
    listing page costs."""

    ensure_ascii = False
    sort_keys = False
    compact = True
    # Dates and dataclasses go to Flask's default() as with the standard encoder; other keys become strings.
    OPTIONS = orjson.OPT_PASSTHROUGH_DATETIME | orjson.OPT_PASSTHROUGH_DATACLASS | orjson.OPT_NON_STR_KEYS

    def _fast(self, kwargs: dict[str, Any]) -> bool:
        return not kwargs and not self.ensure_ascii and not self.sort_keys

    def dumps(self, obj: Any, **kwargs: Any) -> str:
        if self._fast(kwargs):
            return orjson.dumps(obj, default=self.default, option=self.OPTIONS).decode()
        return super().dumps(obj, **kwargs)

    def response(self, *args: Any, **kwargs: Any) -> Response:
        if not self.compact:
            return super().response(*args, **kwargs)
        body = orjson.dumps(self._prepare_response_obj(args, kwargs), default=self.default,
                            option=self.OPTIONS | orjson.OPT_APPEND_NEWLINE)
        return self._app.response_class(body, mimetype=self.mimetype)


db = SQLAlchemy(model_class=Base)
jwt = JWTManager()
api_docs = ApiDocs()
api = ShopApi(spec_kwargs={"extra_plugins": [api_docs]})
