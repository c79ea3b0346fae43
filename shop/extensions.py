"""Bare extension instances; create_app() binds them to an application."""
from flask_compress import Compress
from flask_jwt_extended import JWTManager
from flask_limiter import Limiter
from flask_limiter.util import get_remote_address
from flask_smorest import Api
from flask_sqlalchemy import SQLAlchemy
from sqlalchemy import MetaData
from sqlalchemy.orm import DeclarativeBase

from shop.api_docs import ErrorResponses, ErrorSchema

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
    """flask-smorest's Api, documenting the shop's own error shape."""

    ERROR_SCHEMA = ErrorSchema


db = SQLAlchemy(model_class=Base)
jwt = JWTManager()
api = ShopApi(spec_kwargs={"extra_plugins": [ErrorResponses()]})
compress = Compress()
limiter = Limiter(key_func=get_remote_address, default_limits=[])
