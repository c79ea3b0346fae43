"""Staff's products: read, create, change and delete, each change with its audit entry in the same commit (the list
is shop.admin.products.listing).

Writes go through the ORM, so the search text (shop.catalog.models) and this worker's listing index
(shop.catalog.engine.read_model) follow every change at once; other workers see it through ``updated_at``.
"""
from __future__ import annotations

from sqlalchemy import func, select

from shop.admin.products import messages
from shop.admin.products.rules import (
    AUDITED,
    DEFAULTS,
    EDITABLE,
    LEVELS,
    UNITS,
    Lookups,
    category_id,
    check,
    default_slug,
)
from shop.audit import Action, Entity, record, snapshot
from shop.catalog.models import GIFT_CARD_CATEGORY, Brand, Colour, Product
from shop.catalog.tree import CategoryNode, category_roots
from shop.extensions import db
from shop.http.errors import ApiError, NotFoundError
from shop.i18n import Message, request_language, say
from shop.models_base import MAX_ID
from shop.validation import CHECK_FIELDS


def get_product(product_id: int) -> Product:
    """A product by its id, shown in the shop or not (404 when there is none)."""
    product = db.session.get(Product, product_id) if 0 < product_id <= MAX_ID else None
    if product is None:
        raise NotFoundError(messages.NO_SUCH_PRODUCT)
    return product


def create_product(columns: dict, actor) -> Product:
    """A new product from the form's columns (400 on a broken rule, 409 when the sku is taken)."""
    values = {**DEFAULTS, **columns}
    lookups = Lookups.load()
    _refuse(check(values, lookups))
    _refuse_taken_sku(values["product_id"])
    values["slug"] = values["slug"] or default_slug(values["name_en"], values["product_id"])
    product = Product(**values, category_id=category_id(values, lookups))
    db.session.add(product)
    db.session.flush()
    record(actor, Action.CREATE, Entity.PRODUCT, product.id, after=snapshot(product, AUDITED),
           summary=product.name_en)
    db.session.commit()
    return product


def update_product(product_id: int, changes: dict, actor) -> Product:
    """Change the fields given; the rules are checked on the product as it will be (400/409 change nothing)."""
    product = get_product(product_id)
    values = {column: getattr(product, column) for column in EDITABLE} | changes
    if "slug" in changes and not changes["slug"]:
        values["slug"] = default_slug(values["name_en"], values["product_id"])
    lookups = Lookups.load()
    _refuse(check(values, lookups))
    if values["product_id"] != product.product_id:
        _refuse_taken_sku(values["product_id"], product.id)
    values["category_id"] = category_id(values, lookups)
    before = snapshot(product, AUDITED)
    changed = {column: value for column, value in values.items() if getattr(product, column) != value}
    if changed:
        for column, value in changed.items():
            setattr(product, column, value)
        record(actor, Action.UPDATE, Entity.PRODUCT, product.id, before=before, after=snapshot(product, AUDITED),
               summary=product.name_en)
        db.session.commit()
    return product


def delete_product(product_id: int, actor) -> None:
    """Delete a product; orders keep their lines (name, sku, prices), wish lists lose it."""
    product = get_product(product_id)
    record(actor, Action.DELETE, Entity.PRODUCT, product.id, before=snapshot(product, AUDITED),
           summary=product.name_en)
    db.session.delete(product)
    db.session.commit()


def _refuse(errors: dict[str, list[str]]) -> None:
    """409: the product as it would be saved breaks a rule across its fields or against the catalogue (its step,
    its category path, brand and colour), which no document of the form can say (its fields' formats are 400s)."""
    if errors:
        raise ApiError(next(iter(errors.values()))[0] if len(errors) == 1 else CHECK_FIELDS, status=409, errors=errors)


def _refuse_taken_sku(sku: str, own_id: int | None = None) -> None:
    """409 when another product has this sku, in any letter case (its URL would differ by case alone)."""
    query = select(Product.id).where(func.lower(Product.product_id) == sku.lower())
    if own_id is not None:
        query = query.where(Product.id != own_id)
    if db.session.scalar(query.limit(1)) is not None:
        message = Message(messages.SKU_TAKEN, sku=sku)
        raise ApiError(message, status=409, errors={"product_id": [message]})


def catalogue_options() -> dict:
    """What the product form chooses from: brands, colours (with their brand), every category path, units."""
    language = request_language()
    categories: list[dict] = []

    def add(nodes: list[CategoryNode], label: str) -> None:
        for node in nodes:
            own = f"{label} / {node.name_in(language)}" if label else node.name_in(language)
            categories.append({"path": [*node.path, *[None] * (len(LEVELS) - len(node.path))], "label": own})
            add(node.children, own)

    add(category_roots(), "")
    categories.append({"path": [GIFT_CARD_CATEGORY, None, None, None], "label": say(messages.GIFT_CARDS, language)})
    return {
        "brands": list(db.session.scalars(select(Brand).order_by(Brand.position, Brand.name))),
        "colours": list(db.session.scalars(select(Colour).order_by(Colour.name, Colour.id))),
        "categories": categories,
        "units": list(UNITS),
    }
