"""A worker's catalogue index built by a child process (shop.catalog.engine.build) answers exactly as one built in
the worker: the same products, orders, filters and search, and it keeps following changes one product at a time."""
from __future__ import annotations

import pytest
from flask import Flask
from sqlalchemy import create_engine, select

from shop import create_app
from shop.catalog.engine.build import build_elsewhere, can_build_elsewhere
from shop.catalog.engine.index import INDEXED_COLUMNS, CatalogueIndex
from shop.catalog.engine.ordering import SORTS
from shop.catalog.models import Product
from shop.extensions import db
from tests.factories import make_brand, make_category_path, make_product


@pytest.fixture()
def file_app(tmp_path) -> Flask:
    """An app on a SQLite file (another process can read it), with a few products."""
    app = create_app({"ENV": "testing", "SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path / 'shop.db'}",
                      "SHOP_MEDIA_DIR": str(tmp_path / "media")})
    with app.app_context():
        db.create_all()
        brand = make_brand("Alpha")
        lycra, stones = make_category_path("fabrics", "lycra"), make_category_path("crystals", "stones")
        for i in range(30):
            make_product(f"Item {chr(65 + i % 7)}{i}", price=f"{3 + i % 11}.25", discount=(0, 10, 25)[i % 3],
                         brand=brand if i % 2 else None, categories=lycra if i % 3 else stones, created_days=i * 3,
                         popularity=i % 5, stock=str(i % 4), product_id=f"IT-{i:03d}")
        db.session.commit()
        yield app
        db.session.remove()
        db.engine.dispose()


def pages(index: CatalogueIndex) -> dict:
    found = {}
    for sort in SORTS:
        for selectors in ([], [index.path_is("fabrics", "lycra")], [index.on_sale(), index.stocked_only()]):
            total, slots = index.query(selectors, sort, 2, 10)
            found[(sort, len(selectors))] = (total, index.ids[slots].tolist() if slots else [])
    found["sku"] = sorted(index.ids[sorted(index.skus.prefixed("it-01"))].tolist())
    found["token"] = sorted(index.ids[list(index.postings.get("item"))].tolist())
    return found


def test_an_index_built_by_a_child_process_answers_as_one_built_here(file_app):
    with file_app.app_context():
        assert can_build_elsewhere(db.engine)
        here = CatalogueIndex.build()
        there = build_elsewhere(db.engine)
        assert there is not None and len(there) == len(here) == 30
        assert pages(there) == pages(here)
        assert there.nbytes() == here.nbytes()

        # It follows a change like any index: a new price moves the product in the price order.
        cheapest = db.session.scalar(select(Product).order_by(Product.price, Product.id).limit(1))
        cheapest.price = 99
        db.session.commit()
        row = db.session.execute(select(*INDEXED_COLUMNS).where(Product.id == cheapest.id)).one()
        assert there.apply(row)
        assert there.ids[there.query([], "price_desc", 0, 1)[1]].tolist() == [cheapest.id]


def test_an_in_memory_database_is_built_here():
    assert not can_build_elsewhere(create_engine("sqlite://"))
    assert can_build_elsewhere(create_engine("postgresql+psycopg://shop@db/shop"))
