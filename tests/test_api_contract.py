"""The API keeps its own contract: schemathesis generates requests for every operation of the OpenAPI document
(all that exist now and all added later) and checks that none answers 5xx and every answer - status, content
type, headers and body - is one the document declares. Run once, on SQLite (make test-contract): the contract
does not depend on the database, which the other suites prove twice.
"""
from __future__ import annotations

import schemathesis
from flask import Flask
from flask_jwt_extended import create_access_token
from hypothesis import HealthCheck, settings
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_headers_conformance,
    response_schema_conformance,
    status_code_conformance,
)
from sqlalchemy.pool import StaticPool

from shop import create_app
from shop.accounts.models import User, UserStatus
from shop.accounts.passwords import hash_password
from shop.extensions import db
from shop.queries.models import CallbackQuery
from tests.factories import make_brand, make_category_path, make_colour, make_product

EXAMPLES_PER_OPERATION = 25
CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_headers_conformance,
    response_schema_conformance,
]


def _contract_app() -> Flask:
    """An app of its own on an in-memory database with a small shop, so that lookups also find things."""
    app = create_app({
        "ENV": "testing",
        "SQLALCHEMY_DATABASE_URI": "sqlite://",
        "SQLALCHEMY_ENGINE_OPTIONS": {"poolclass": StaticPool, "connect_args": {"check_same_thread": False}},
    })
    with app.app_context():
        db.create_all()
        brand = make_brand("Chrisanne")
        colour = make_colour("Royal Blue", "#4169E1", brand=brand)
        lycra = make_category_path("fabrics", "lycra", "matte", "plain")
        stones = make_category_path("crystals", "stones", main="crystals")
        make_product("Matte Lycra", "Матова лайкра", price="5.35", discount=50, minimum="0.1", brand=brand,
                     colour=colour, categories=lycra, group="lycra", product_id="CH-LY-1", slug="matte-lycra")
        make_product("Crystal AB", "Кристал AB", price="2.00", brand=brand, categories=stones, product_id="CR-1")
        db.session.add(CallbackQuery(name="Olena", phone="0501234567", query="Call me"))
        staff = User(email="staff@example.com", password_hash=hash_password("secret123"), status=UserStatus.ADMIN)
        db.session.add(staff)
        db.session.commit()
        app.config["CONTRACT_STAFF_TOKEN"] = create_access_token(identity=staff)
        db.session.remove()
    return app


APP = _contract_app()
schema = schemathesis.openapi.from_wsgi("/api/openapi.json", APP)


@schema.parametrize()
@settings(
    max_examples=EXAMPLES_PER_OPERATION,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow, HealthCheck.filter_too_much],
)
def test_every_operation_keeps_to_the_document(case):
    # Staff calls are tried as staff, so their real answers (not only 401) are checked too.
    # The WSGI client does not decompress; compression has its own tests.
    headers = {"Authorization": f"Bearer {APP.config['CONTRACT_STAFF_TOKEN']}", "Accept-Encoding": "identity"}
    case.call_and_validate(headers=headers, checks=CHECKS)
