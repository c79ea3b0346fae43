"""Brands as staff change them: created, renamed, re-slugged, reordered, given a logo and deleted.

Each change is committed with its audit entry. The public brand calls read the table on every request (their slug
lookups within SHOP_CATALOGUE_RECHECK_SECONDS, shop.database.read_recently), so they show a change at once.
Products are found by their brand's name: renaming a brand refreshes its products' search text, which moves the
catalogue index on, as renaming a colour does. A brand some product has cannot be deleted (409, saying how many);
its colours, if any, stay as colours of no brand (the database's ON DELETE SET NULL).
"""
from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import func, select
from werkzeug.datastructures import FileStorage

from shop.accounts.models import User
from shop.admin.categories import messages
from shop.admin.content.messages import NO_SUCH_BRAND
from shop.audit import Action, Entity, record, snapshot
from shop.catalog.models import Brand, Product
from shop.extensions import db
from shop.http.errors import ApiError, NotFoundError
from shop.i18n import Message
from shop.models_base import MAX_ID
from shop.slugs import slugify

AUDITED = ("name", "slug", "logo", "position")
MAX_SLUG = 80
LOGOS = "brands"
BRANDS = "Brands"


@dataclass
class BrandView:
    """A brand with how many products it has."""

    brand: Brand
    products: int = 0


def all_brands() -> list[BrandView]:
    """Every brand in the shop's order, with its product count (two queries)."""
    counts = dict(db.session.execute(
        select(Product.brand_id, func.count(Product.id)).where(Product.brand_id.is_not(None))
        .group_by(Product.brand_id)).all())
    return [BrandView(brand, counts.get(brand.id, 0)) for brand in _ordered()]


def brand_view(brand: Brand) -> BrandView:
    count = db.session.scalar(select(func.count(Product.id)).where(Product.brand_id == brand.id)) or 0
    return BrandView(brand, count)


def get_brand(brand_id: int) -> Brand:
    brand = db.session.get(Brand, brand_id) if 0 < brand_id <= MAX_ID else None
    if brand is None:
        raise NotFoundError(NO_SUCH_BRAND)
    return brand


def create_brand(actor: User, name: str, slug: str | None) -> BrandView:
    """A new brand, last in the shop's order (409 when its name or slug is taken)."""
    slug = slug or _slug_of(name)
    _refuse_taken(name, slug)
    last = db.session.scalar(select(func.max(Brand.position)))
    brand = Brand(name=name, slug=slug, position=(last + 1) if last is not None else 0)
    db.session.add(brand)
    db.session.flush()
    record(actor, Action.CREATE, Entity.BRAND, brand.id, after=snapshot(brand, AUDITED), summary=brand.name)
    db.session.commit()
    return BrandView(brand)


def update_brand(actor: User, brand_id: int, changes: dict) -> BrandView:
    """Change what was sent of a brand's name and slug."""
    brand = get_brand(brand_id)
    before = snapshot(brand, AUDITED)
    _refuse_taken(changes.get("name", brand.name), changes.get("slug", brand.slug), brand.id)
    brand.name = changes.get("name", brand.name)
    brand.slug = changes.get("slug", brand.slug)
    after = snapshot(brand, AUDITED)
    if after != before:
        if after["name"] != before["name"]:
            _refresh_search_texts(brand)
        record(actor, Action.UPDATE, Entity.BRAND, brand.id, before=before, after=after, summary=brand.name)
        db.session.commit()
    return brand_view(brand)


def reorder(actor: User, ids: list[int]) -> list[BrandView]:
    """Put the brands in this order: ``ids`` names every brand exactly once (409 otherwise)."""
    brands = _ordered()
    by_id = {brand.id: brand for brand in brands}
    if len(ids) != len(by_id) or set(ids) != set(by_id):
        message = Message(messages.BRAND_ORDER_NOT_ALL, count=len(by_id))
        raise ApiError(message, status=409, errors={"ids": [message]})
    before = [brand.id for brand in brands]
    for position, brand_id in enumerate(ids):
        by_id[brand_id].position = position
    if ids != before:
        record(actor, Action.REORDER, Entity.BRAND, "", before={"order": before}, after={"order": ids},
               summary=BRANDS)
    db.session.commit()
    return all_brands()


def delete_brand(actor: User, brand_id: int) -> None:
    """Delete a brand no product has (409 with the number of products that have it)."""
    brand = get_brand(brand_id)
    used = brand_view(brand).products
    if used:
        raise ApiError(Message(messages.BRAND_IN_USE, count=used), status=409)
    record(actor, Action.DELETE, Entity.BRAND, brand.id, before=snapshot(brand, AUDITED), summary=brand.name)
    db.session.delete(brand)
    db.session.commit()


def set_logo(actor: User, brand_id: int, upload: FileStorage) -> BrandView:
    """Store the uploaded picture (checked, WebP in three widths, transparency kept) as the brand's logo."""
    # Pillow loads in the worker that first handles a picture, not in every worker: most never handle one.
    from shop.admin.categories.pictures import store_picture

    brand = get_brand(brand_id)
    return _change_logo(actor, brand, store_picture(upload, LOGOS))


def clear_logo(actor: User, brand_id: int) -> BrandView:
    """The brand shows no logo any more (its files stay: audit entries still name them)."""
    return _change_logo(actor, get_brand(brand_id), None)


def _change_logo(actor: User, brand: Brand, logo: str | None) -> BrandView:
    if brand.logo != logo:
        before = snapshot(brand, AUDITED)
        brand.logo = logo
        record(actor, Action.UPDATE, Entity.BRAND, brand.id, before=before, after=snapshot(brand, AUDITED),
               summary=brand.name)
        db.session.commit()
    return brand_view(brand)


def _ordered() -> list[Brand]:
    return list(db.session.scalars(select(Brand).order_by(Brand.position, Brand.name, Brand.id)))


def _slug_of(name: str) -> str:
    slug = slugify(name)[:MAX_SLUG].strip("-")
    if not slug:
        raise ApiError(messages.NAME_NO_SLUG, status=409, errors={"slug": [messages.NAME_NO_SLUG]})
    return slug


def _refuse_taken(name: str, slug: str, own_id: int | None = None) -> None:
    """409 when another brand has the name (in any letter case: shoppers could not tell the two apart) or slug."""
    others = select(Brand.id).where(Brand.id != own_id) if own_id is not None else select(Brand.id)
    with db.session.no_autoflush:
        if db.session.scalar(others.where(func.lower(Brand.name) == name.lower()).limit(1)) is not None:
            message = Message(messages.BRAND_NAME_TAKEN, name=name)
            raise ApiError(message, status=409, errors={"name": [message]})
        if db.session.scalar(others.where(Brand.slug == slug).limit(1)) is not None:
            message = Message(messages.BRAND_SLUG_TAKEN, slug=slug)
            raise ApiError(message, status=409, errors={"slug": [message]})


def _refresh_search_texts(brand: Brand) -> None:
    """Its products are found by its name: their search text (and so their ``updated_at``) follows it."""
    for product in db.session.scalars(select(Product).where(Product.brand_id == brand.id)):
        product.refresh_search_text()
