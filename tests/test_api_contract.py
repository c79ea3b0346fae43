"""The API keeps its own contract: schemathesis, with every check it has and every phase (the document's examples,
coverage of each parameter's edges, fuzzing, and stateful sequences along the links it infers between operations),
runs every operation of the OpenAPI document (all that exist now and all added later) against a throwaway copy of
the demo shop, once as an anonymous visitor, once as a demo shopper and once as the demo admin, and finds nothing:
no server error, no status, header, content type or body the document does not declare, no request the document
allows refused as malformed (400) and none it forbids accepted, no undocumented method answered or advertised in
`Allow`, no operation that serves what its own answers say was deleted, or that ignores a missing token.

Each role gets its own copy of the seeded database, so what the admin's run changes (prices, slides, a shopper's
account) never shows in another role's run. A fresh token is made for every request, so a run that logs itself out
or changes its own password still tests the signed-in answers. Rate limits are on, as in production, so the 429s
the document declares are met too. Run alone with `make test-contract`; the report of each role's run (operations,
cases, failures, with a curl command per failure) is printed with `-s` and on failure.
"""
from __future__ import annotations

import io
import os
import shutil
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
import schemathesis
from flask import Flask
from flask_jwt_extended import create_access_token
from hypothesis import strategies as st
from PIL import Image
from schemathesis.config import OutputConfig, SchemathesisConfig
from schemathesis.engine import events, from_schema
from schemathesis.engine.statistic import Statistic
from sqlalchemy import func, select, text
from werkzeug.serving import WSGIRequestHandler, make_server

from shop import create_app
from shop.accounts.models import User
from shop.admin.products.csv_files import COLUMNS
from shop.api_docs import PHONE_FORMAT
from shop.catalog.engine.read_model import forget as forget_read_models
from shop.demo.seed import seed_demo
from shop.extensions import db
from shop.health import migration_heads

ROLES = {"anonymous": None, "shopper": "olena.kovalenko@example.com", "admin": "admin@example.com"}
# The demo shop with a smaller catalogue: every kind of thing the API serves exists (fabrics, crystals, accessories,
# collections, gift cards, brands, colours, slides, orders, addresses, returns), and a role's copy starts in a second.
DEMO_PRODUCTS = 200
SEED = 20_260_601
# Fuzzed cases per operation in each role's run (the coverage, example and stateful phases come on top and do not
# depend on it). 100 operations x 3 roles: 12 keeps the three runs near five minutes on two busy cores, the budget
# this suite has in `make test`; the coverage phase already walks every parameter's edges (each enum value, each
# length and pattern bound, each missing required field), which is where contract mistakes show, so more random
# cases mostly repeat what it tried. SHOP_CONTRACT_EXAMPLES raises it for a deeper run by hand.
MAX_EXAMPLES = int(os.environ.get("SHOP_CONTRACT_EXAMPLES", "12"))
# Steps per stateful scenario (each a call along an inferred link, e.g. POST /api/admin/slides -> PUT -> DELETE).
STATEFUL_STEPS = 6
# What schemathesis accepts as the answer to schema-valid data (its default for the positive_data_acceptance check).
POSITIVE_DATA_ACCEPTED = ["2xx", "3xx", "401", "403", "404", "409", "429", "5xx"]


def _picture(kind: str) -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (24, 16), (65, 105, 225)).save(out, kind)
    return out.getvalue()


# What the uploads' media types (the document's multipart encodings) are made of: a small picture of each format the
# image uploads take, and a CSV in the export's columns (its header: nothing to import, so a dry run and a real one
# both answer the report). Without them every picture would be random bytes: a 415, which the document says too.
for _media_type, _kind in {"image/jpeg": "JPEG", "image/png": "PNG", "image/webp": "WEBP", "image/gif": "GIF"}.items():
    schemathesis.openapi.media_type(_media_type, st.just(_picture(_kind)))
schemathesis.openapi.media_type("text/csv", st.just(("\ufeff" + ",".join(COLUMNS) + "\r\n").encode()))


def _typed(number: str, separators: list[str]) -> str:
    return "".join(digit + separator for digit, separator in zip(number, separators, strict=True))


# Phones as people type them (the document's "phone" format): a local or an international number, with spaces,
# dashes, dots or brackets between the digits. Drawn from the pattern alone, most values came out longer than a
# phone may be, and hypothesis threw them away.
_NUMBERS = st.from_regex(r"\A(?:0[0-9]{9}|\+?[1-9][0-9]{6,14})\Z")
schemathesis.openapi.format(PHONE_FORMAT, _NUMBERS.flatmap(
    lambda number: st.lists(st.sampled_from(["", "", " ", "-", ".", "(", ")"]), min_size=len(number),
                            max_size=len(number)).map(lambda separators: _typed(number, separators))))


class _Quiet(WSGIRequestHandler):
    """The test server without a log line per request (thousands of them)."""

    def log_request(self, *args, **kwargs) -> None:
        return None


def _config() -> SchemathesisConfig:
    config = SchemathesisConfig.from_dict({
        "seed": SEED,
        "workers": 1,
        # No state kept between runs (schemathesis would remember earlier findings in .schemathesis/): the same run
        # every time.
        "cache": {"enabled": False},
        # Uncompressed: less work for two busy cores; compression has its own tests.
        "headers": {"Accept-Encoding": "identity"},
        "generation": {"max-examples": MAX_EXAMPLES, "deterministic": True, "database": "none"},
        "phases": {"stateful": {"max-steps": STATEFUL_STEPS}},
        # A picture upload's file is "binary" in the document: any bytes meet it, and the shop answers 415 to bytes
        # that are no picture (the document says so). The generated files are pictures (media_type above), but a
        # stateful sequence may feed a value along a link it inferred instead: a slide's image URL from
        # GET /api/slider/all-sliders as the file of POST /api/admin/slides/{slide_id}/image (or a category's image, a
        # brand's logo). The CSV import's file is "binary" too, and bytes that are no CSV of the export's columns are a
        # 415 the document declares.
        "operations": [{
            "include-path-regex": r"^/api/admin/(slides/\{slide_id\}/image|products/\{product_id\}/images"
                                  r"|categories/\{category_id\}/image|brands/\{brand_id\}/logo|products/import)$",
            "checks": {"positive_data_acceptance": {"expected-statuses": [*POSITIVE_DATA_ACCEPTED, "415"]}},
        }],
    })
    config.projects.default.checks.update(included_check_names=["all"])
    return config


def _app(folder: Path) -> Flask:
    """The shop on the SQLite database, media and mail outbox in ``folder``, rate limits on."""
    return create_app({
        "ENV": "testing",
        "SQLALCHEMY_DATABASE_URI": f"sqlite:///{folder / 'shop.db'}",
        "SQLALCHEMY_ENGINE_OPTIONS": {"connect_args": {"check_same_thread": False}},
        "SHOP_MEDIA_DIR": str(folder / "uploads"),
        "SHOP_MAIL_OUTBOX": str(folder / "outbox"),
        "RATELIMIT_ENABLED": True,
    })


@pytest.fixture(scope="module")
def demo_shop(tmp_path_factory) -> Path:
    """A folder with the seeded demo shop (database and pictures), made once and copied for each role."""
    folder = tmp_path_factory.mktemp("contract-demo")
    app = _app(folder)
    with app.app_context():
        db.create_all()
        seed_demo(products=DEMO_PRODUCTS, seed=42)
        with db.engine.begin() as connection:  # stamped at the migrations' head, as `flask db upgrade` leaves it
            connection.execute(text("CREATE TABLE alembic_version (version_num VARCHAR(32) NOT NULL PRIMARY KEY)"))
            for head in migration_heads():  # so /api/ready answers 200 (a 503 is a server error to schemathesis)
                connection.execute(text("INSERT INTO alembic_version VALUES (:head)"), {"head": head})
        db.session.remove()
        db.engine.dispose()
    return folder


@pytest.fixture()
def role_app(demo_shop: Path, tmp_path: Path) -> Iterator[Flask]:
    """A copy of the demo shop, served over HTTP on a free port (app.config["CONTRACT_URL"])."""
    shutil.copytree(demo_shop, tmp_path, dirs_exist_ok=True)
    app = _app(tmp_path)
    server = make_server("127.0.0.1", 0, app, threaded=True, request_handler=_Quiet)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    app.config["CONTRACT_URL"] = f"http://127.0.0.1:{server.server_port}"
    yield app
    server.shutdown()
    thread.join()
    with app.app_context():
        db.session.remove()
        db.engine.dispose()
    forget_read_models()


def _sign_in_every_request(schema, app: Flask, email: str) -> None:
    """A fresh token of ``email``'s account on every request (its status read from the database each time)."""

    @schema.auth(refresh_interval=None)
    class FreshToken:
        def get(self, case, context):
            with app.app_context():
                user = db.session.scalar(select(User).where(func.lower(User.email) == email))
                token = create_access_token(identity=user)
                db.session.remove()
                return token

        def set(self, case, data, context):
            case.headers = {**(case.headers or {}), "Authorization": f"Bearer {data}"}


@pytest.mark.parametrize("role", list(ROLES))
def test_the_api_keeps_to_its_document(role: str, role_app: Flask) -> None:
    schema = schemathesis.openapi.from_url(f"{role_app.config['CONTRACT_URL']}/api/openapi.json", config=_config())
    if ROLES[role] is not None:
        _sign_in_every_request(schema, role_app, ROLES[role])

    started = time.monotonic()
    statistic, errors, phases, cases, links = Statistic(), [], {}, {}, None
    for event in from_schema(schema).execute():
        if isinstance(event, events.ScenarioFinished) and event.is_test_scenario:
            statistic.on_scenario_finished(event.recorder)
            cases[event.phase.value] = cases.get(event.phase.value, 0) + len(event.recorder.cases)
        elif isinstance(event, events.PhaseStarted) and event.payload is not None:
            links = event.payload
        elif isinstance(event, events.PhaseFinished):
            phases[event.phase.name.value] = event.phase.skip_reason or event.status.value
        elif isinstance(event, events.NonFatalError | events.FatalError):
            error = getattr(event, "value", None) or event.exception
            errors.append(f"{getattr(event, 'label', '')}: {type(error).__name__}: {error}")

    failures = [
        (label, grouped) for label, by_case in sorted(statistic.failures.items()) for grouped in by_case.values()
    ]
    report = [
        f"schemathesis as {role}: {len(statistic.tested_operations)} operations, {statistic.total_cases} cases "
        f"({', '.join(f'{phase} {count}' for phase, count in cases.items())}), {len(failures)} failures, "
        f"{len(errors)} errors in {time.monotonic() - started:.0f} s; links: "
        f"{links.transitions_selected if links else 0} ({links.inferred_transitions if links else 0} inferred)",
    ]
    output = OutputConfig()
    for label, grouped in failures:
        report.append(f"--- {label}\n" + grouped.format(index=None, curl=grouped.code_sample, config=output))
    report.extend(errors)
    print("\n".join(report))
    if os.environ.get("SHOP_CONTRACT_REPORT"):  # `make test-contract` prints each role's totals from this file
        with open(os.environ["SHOP_CONTRACT_REPORT"], "a", encoding="utf-8") as totals:
            totals.write(report[0] + "\n")
    assert not failures and not errors, "\n".join(report)
    # Every phase ran: the document's examples, every parameter's edges, fuzzing, and sequences along the links.
    assert all(phases.get(phase) == "success" for phase in ("examples", "coverage", "fuzzing", "stateful")), phases
    assert len(statistic.tested_operations) == sum(1 for _ in schema.get_all_operations()), report[0]


# ---------------------------------------------------------------- what the document says of every operation


@pytest.fixture(scope="module")
def document(demo_shop: Path) -> dict:
    return _app(demo_shop).test_client().get("/api/openapi.json").get_json()


def _operations(document: dict):
    for path, item in document["paths"].items():
        for method, operation in item.items():
            if method in ("get", "put", "post", "delete", "patch"):
                yield f"{method.upper()} {path}", operation


def _resolved(document: dict, response: dict) -> dict:
    if "$ref" in response:
        return document["components"]["responses"][response["$ref"].rsplit("/", 1)[1]]
    return response


def test_every_error_answer_has_the_one_error_shape(document):
    error = {"$ref": "#/components/schemas/Error"}
    for label, operation in _operations(document):
        responses = operation["responses"]
        assert "default" not in responses, label  # every status an operation gives is named
        assert "400" in responses, label
        for status, response in responses.items():
            if status == "414":  # gunicorn's answer to a request line it will not read: the shop never sees it
                assert "content" not in _resolved(document, response), label
            elif int(status) >= 400:
                assert _resolved(document, response)["content"]["application/json"]["schema"] == error, (label, status)
            if status == "429":
                assert _resolved(document, response)["headers"]["Retry-After"]["required"] is True, label


def test_a_body_an_operation_needs_must_be_there_and_be_json(role_app: Flask):
    client = role_app.test_client()
    with role_app.app_context():
        user = db.session.scalar(select(User).where(User.email == ROLES["shopper"]))
        bearer = {"Authorization": f"Bearer {create_access_token(identity=user)}"}
    missing = client.put("/api/users/me/wishlist", headers=bearer)
    assert missing.status_code == 400 and missing.get_json()["message"] == "The request body is missing."
    as_text = client.put("/api/users/me/wishlist", headers=bearer, data='{"ids": []}', content_type="text/plain")
    assert as_text.status_code == 415 and as_text.get_json()["message"]
    assert client.put("/api/users/me/wishlist", headers=bearer, json={"ids": []}).status_code == 200


def test_allow_names_the_documented_methods_alone(role_app: Flask):
    client = role_app.test_client()
    for path, methods in (("/api/users/signin", {"POST"}), ("/api/currencies/GBP", {"PUT"}),
                          ("/api/admin/colors/1", {"PUT", "DELETE"}), ("/api/products-feed/", {"GET"})):
        allowed = set(client.options(path).headers["Allow"].split(", "))
        assert allowed - {"OPTIONS", "HEAD"} == methods, path
        refused = client.patch(path)
        assert refused.status_code == 405 and set(refused.headers["Allow"].split(", ")) == allowed
        assert refused.get_json()["message"]
    assert client.get("/api/no/such/thing").status_code == 404
