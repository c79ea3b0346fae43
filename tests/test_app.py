"""The one process: configuration safety, JSON errors for the API, index.html for everything else."""
from __future__ import annotations

import os

import pytest
from openapi_spec_validator import validate as validate_openapi

from shop import ConfigurationError, create_app
from shop.config import KNOWN_SECRET_KEYS, instance_secret_key


def test_production_refuses_a_missing_or_default_secret_key(monkeypatch):
    monkeypatch.delenv("SHOP_SECRET_KEY", raising=False)
    (published,) = KNOWN_SECRET_KEYS
    with pytest.raises(ConfigurationError, match="SHOP_SECRET_KEY"):
        create_app({"ENV": "production", "SECRET_KEY": published})
    with pytest.raises(ConfigurationError, match="SHOP_SECRET_KEY"):
        create_app({"ENV": "production", "SECRET_KEY": ""})
    with pytest.raises(ConfigurationError, match="at least 32"):
        create_app({"ENV": "production", "SECRET_KEY": "short"})


def test_no_environment_signs_with_the_published_default_key(tmp_path, monkeypatch):
    (published,) = KNOWN_SECRET_KEYS
    monkeypatch.setenv("SHOP_INSTANCE_DIR", str(tmp_path))
    with pytest.raises(ConfigurationError, match="published"):
        create_app({"ENV": "development", "SECRET_KEY": published})
    app = create_app({"ENV": "development", "SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path}/d.db"})
    assert app.config["SECRET_KEY"] not in KNOWN_SECRET_KEYS and len(app.config["SECRET_KEY"]) >= 64
    assert (tmp_path / "secret_key").stat().st_mode & 0o777 == 0o600
    again = create_app({"ENV": "development", "SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path}/d.db"})
    assert again.config["SECRET_KEY"] == app.config["SECRET_KEY"]  # kept: sessions outlive a restart


def test_workers_starting_together_share_one_instance_key(tmp_path):
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(8) as pool:
        keys = set(pool.map(lambda _: instance_secret_key(str(tmp_path)), range(32)))
    assert len(keys) == 1
    assert [p.name for p in tmp_path.iterdir()] == ["secret_key"]  # no drafts left behind


def test_production_starts_with_a_real_secret_key(tmp_path):
    app = create_app(
        {"ENV": "production", "SECRET_KEY": "x" * 48, "SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path}/p.db"}
    )
    assert app.config["ENV"] == "production"
    assert not app.debug


def test_unknown_environment_is_refused():
    with pytest.raises(ConfigurationError, match="Unknown SHOP_ENV"):
        create_app("staging")


def test_unknown_api_path_is_json_404_not_index_html(client):
    response = client.get("/api/no-such-thing")
    assert response.status_code == 404
    assert response.is_json
    assert response.json["message"]


def test_other_paths_return_index_html_uncached(client, app):
    assert os.path.isfile(os.path.join(app.config["SHOP_DIST_DIR"], "index.html")), "run `npm run build` first"
    for path, status in (("/wishlist", 200), ("/some/unknown/route", 404)):
        response = client.get(path)
        # The app either way: its router shows the page, or its not-found page (which sends the visitor to /).
        assert response.status_code == status
        assert b'<div id="root"' in response.data
        assert "no-cache" in response.headers["Cache-Control"]


def test_without_a_build_the_server_says_how_to_build(app, tmp_path):
    from shop import create_app

    unbuilt = create_app({"ENV": "testing", "SHOP_DIST_DIR": str(tmp_path / "none")})
    response = unbuilt.test_client().get("/")
    assert response.status_code == 503
    assert b"npm run build" in response.data


def test_robots_txt_keeps_crawlers_out_of_private_areas(client):
    response = client.get("/robots.txt")
    assert response.status_code == 200
    assert response.mimetype == "text/plain"
    assert "Disallow: /api/" in response.text
    assert "Disallow: /admin-dash" in response.text
    assert "Disallow: /cart" in response.text
    assert "Sitemap: " in response.text


def test_openapi_document_and_local_docs_page(client):
    spec = client.get("/api/openapi.json")
    assert spec.status_code == 200
    assert "/api/queries" in spec.json["paths"]
    assert "bearerAuth" in spec.json["components"]["securitySchemes"]
    # A valid OpenAPI 3.1 document (a tool that generates clients or tests from it can trust it) ...
    validate_openapi(spec.json)
    # ... that declares the answers every operation can give before its view runs, in the one error shape.
    for path, operations in spec.json["paths"].items():
        for method, operation in operations.items():
            if method == "parameters":
                continue
            assert "400" in operation["responses"], (method, path)
            assert "{" not in path or "404" in operation["responses"], (method, path)
    error = spec.json["components"]["schemas"]["Error"]
    assert set(error["properties"]) == {"message", "errors"} and error["required"] == ["message"]
    docs = client.get("/api/docs")
    assert docs.status_code == 200
    # Every asset of the docs page comes from this server, never a CDN.
    assert "/assets/vendor/swagger-ui/" in docs.text
    assert "cdn" not in docs.text.lower()


def test_media_files_are_served_from_the_instance_uploads(client, app):
    media = app.config["SHOP_MEDIA_DIR"]
    os.makedirs(os.path.join(media, "t"), exist_ok=True)
    with open(os.path.join(media, "t", "swatch.svg"), "w") as fh:
        fh.write("<svg xmlns='http://www.w3.org/2000/svg'/>")
    response = client.get("/media/t/swatch.svg")
    assert response.status_code == 200
    assert "max-age" in response.headers["Cache-Control"]
    assert client.get("/media/t/missing.svg").status_code == 404


def test_missing_asset_is_404_not_index_html(client):
    assert client.get("/assets/main-MISSING1.js").status_code == 404
    assert client.get("/locales/en/nothing.json").status_code == 404


def test_hashed_assets_are_cached_for_a_year_and_precompressed(client, app):
    assets = os.path.join(app.config["SHOP_DIST_DIR"], "assets")
    assert os.path.isdir(assets), "run `npm run build` first"
    name = next(n for n in sorted(os.listdir(assets)) if n.startswith("main-") and n.endswith(".js"))
    response = client.get(f"/assets/{name}", headers={"Accept-Encoding": "br"})
    assert response.status_code == 200
    assert "immutable" in response.headers["Cache-Control"]
    assert "max-age=31536000" in response.headers["Cache-Control"] or "max-age=315360000" in response.headers[
        "Cache-Control"]
    assert response.headers.get("Content-Encoding") == "br"



def test_the_statement_timeout_is_added_to_the_database_urls_own_options():
    """A PostgreSQL URL's options (a search_path) stay: the timeout once replaced them, and the migration check's
    tables went to the public schema."""
    from shop.database import engine_options

    options = engine_options({"SQLALCHEMY_DATABASE_URI": "postgresql+psycopg://shop@db/shop?options=-csearch_path%3Dshop",
                              "SHOP_DB_STATEMENT_TIMEOUT_MS": 5000})
    assert options["connect_args"]["options"] == "-csearch_path=shop -c statement_timeout=5000"


@pytest.mark.parametrize("query", ["", "page=2", "page=2&page=3&q=x", "tag=a&tag=b&page=4", "tag=a&other=1&q=&q=y",
                                   "q=%E2%82%AC%20%D0%B6&tag="])
def test_query_arguments_are_read_as_webargs_reads_them(app, query: str):
    """The shop's parser reads a query string as a plain dict (a key's first value) unless a field takes a list:
    what a view gets must be what webargs' own parser gives, repeated keys, unknown keys and empty values alike."""
    from marshmallow import Schema, fields
    from webargs.flaskparser import FlaskParser

    from shop.security import ArgumentsParser

    class OneValueEach(Schema):
        page = fields.Integer(load_default=1)
        q = fields.String()

    class WithList(OneValueEach):
        tag = fields.List(fields.String())

    for schema in (OneValueEach(), WithList()):
        with app.test_request_context(f"/api/anything?{query}"):
            ours = ArgumentsParser().parse(schema, location="query")
            theirs = FlaskParser().parse(schema, location="query")
        assert ours == theirs
    with app.test_request_context("/api/anything?tag=a&tag=b&page=4&page=5"):
        assert ArgumentsParser().parse(WithList(), location="query") == {"tag": ["a", "b"], "page": 4}
