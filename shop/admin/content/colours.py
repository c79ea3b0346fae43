"""Colours as staff list and change them: searched, by brand, paged; created, renamed (in five languages),
re-coloured, moved to a brand, deleted.

The English name is ``Colour.name`` and gives the slug, unique within a brand. A colour some product has cannot be
deleted (409, saying how many): staff give those products another colour first, so none loses it unnoticed.
The public colour calls (/api/colors/...) read the table on every request, so they show a change on the next one;
renaming a colour also refreshes the search text of its products (they are found by their colour's name), which
moves the catalogue index on, so searches and product pages follow at once too (a new hex alone reaches a product
page kept by the response cache within SHOP_RESPONSE_CACHE_SECONDS).
"""
from __future__ import annotations

from sqlalchemy import func, or_, select

from shop.accounts.models import User
from shop.admin.content import messages
from shop.audit import Action, Entity, record, snapshot
from shop.catalog.models import Brand, Colour, Product
from shop.database import lowered
from shop.extensions import db
from shop.http.errors import ApiError, NotFoundError
from shop.i18n import Message
from shop.models_base import MAX_ID
from shop.slugs import slugify

AUDITED = ("name", "name_ua", "name_pl", "name_ru", "name_de", "slug", "hex", "brand_id")
MAX_SLUG = 80
NO_BRAND = "none"  # the brand filter's value for colours of no brand
DEFAULT_SORT = "newest"
SORTS = {
    "newest": (Colour.id.desc(),),
    "oldest": (Colour.id.asc(),),
    "name_asc": (Colour.name.asc(), Colour.id.asc()),
    "name_desc": (Colour.name.desc(), Colour.id.desc()),
}


def all_colours(page: int = 1, limit: int | None = None, *, search: str = "", brand: str | None = None,
                sort: str = DEFAULT_SORT) -> tuple[list[Colour], int]:
    """The colours that match, in ``sort`` order (newest first by default), a page of them when ``limit`` is given,
    and how many match. ``search``: part of a name in any language or of the hex value, in any letter case;
    ``brand``: a brand's id, or NO_BRAND for the colours of none."""
    conditions = []
    if brand == NO_BRAND:
        conditions.append(Colour.brand_id.is_(None))
    elif brand is not None:
        conditions.append(Colour.brand_id == int(brand))
    needle = search.strip().lower()
    if needle:
        texts = (Colour.hex, Colour.name, Colour.name_ua, Colour.name_pl, Colour.name_ru, Colour.name_de)
        conditions.append(or_(*(lowered(text).contains(needle, autoescape=True) for text in texts)))
    stmt = select(Colour).where(*conditions).order_by(*SORTS[sort])
    if limit is not None:
        stmt = stmt.offset((page - 1) * limit).limit(limit)
    total = db.session.scalar(select(func.count()).select_from(Colour).where(*conditions)) or 0
    return list(db.session.scalars(stmt)), total


def get_colour(colour_id: int) -> Colour:
    colour = db.session.get(Colour, colour_id) if 0 < colour_id <= MAX_ID else None
    if colour is None:
        raise NotFoundError(messages.NO_SUCH_COLOUR)
    return colour


def create_colour(actor: User, names: dict[str, str | None], hex: str, brand_id: int | None) -> Colour:
    """A new colour of a brand (or of none)."""
    colour = Colour(hex=hex, brand_id=_existing_brand(brand_id))
    _set_names(colour, names)
    _check_unique(colour)
    db.session.add(colour)
    db.session.flush()
    record(actor, Action.CREATE, Entity.COLOUR, colour.id, after=snapshot(colour, AUDITED), summary=colour.name)
    db.session.commit()
    return colour


def update_colour(actor: User, colour_id: int, changes: dict) -> Colour:
    """Change what was sent of a colour's names, hex and brand."""
    colour = get_colour(colour_id)
    before = snapshot(colour, AUDITED)
    if "names" in changes:
        _set_names(colour, changes["names"])
    if "hex" in changes:
        colour.hex = changes["hex"]
    if "brand_id" in changes:
        colour.brand_id = _existing_brand(changes["brand_id"])
    after = snapshot(colour, AUDITED)
    if after == before:
        return colour
    _check_unique(colour)
    if after["name"] != before["name"]:
        _refresh_search_texts(colour)
    record(actor, Action.UPDATE, Entity.COLOUR, colour.id, before=before, after=after, summary=colour.name)
    db.session.commit()
    return colour


def delete_colour(actor: User, colour_id: int) -> None:
    """Delete a colour no product has (409 with the number of products that have it)."""
    colour = get_colour(colour_id)
    used = db.session.scalar(select(func.count()).select_from(Product).where(Product.colour_id == colour.id)) or 0
    if used:
        raise ApiError(Message(messages.COLOUR_IN_USE, count=used), status=409)
    record(actor, Action.DELETE, Entity.COLOUR, colour.id, before=snapshot(colour, AUDITED), summary=colour.name)
    db.session.delete(colour)
    db.session.commit()


def _set_names(colour: Colour, names: dict[str, str | None]) -> None:
    for language, name in names.items():
        if language == "en":
            slug = slugify(name or "")[:MAX_SLUG].strip("-")
            if not slug:
                raise ApiError(messages.COLOUR_NAME_NO_SLUG, status=409,
                               errors={"names": {"en": [messages.COLOUR_NAME_NO_SLUG]}})
            colour.name, colour.slug = name, slug
        else:
            setattr(colour, f"name_{language}", name)


def _existing_brand(brand_id: int | None) -> int | None:
    if brand_id is not None and (not 0 < brand_id <= MAX_ID or db.session.get(Brand, brand_id) is None):
        raise ApiError(messages.NO_SUCH_BRAND, status=409, errors={"brandId": [messages.NO_SUCH_BRAND]})
    return brand_id


def _check_unique(colour: Colour) -> None:
    """One colour of a slug per brand (and among colours of no brand, which the database's key does not cover)."""
    same_brand = Colour.brand_id.is_(None) if colour.brand_id is None else Colour.brand_id == colour.brand_id
    stmt = select(Colour.id).where(same_brand, Colour.slug == colour.slug)
    if colour.id is not None:
        stmt = stmt.where(Colour.id != colour.id)
    with db.session.no_autoflush:
        taken = db.session.scalar(stmt.limit(1))
    if taken is not None:
        message = Message(messages.COLOUR_TAKEN, name=colour.name)
        raise ApiError(message, status=409, errors={"names": {"en": [message]}})


def _refresh_search_texts(colour: Colour) -> None:
    """Its products are found by its name: their search text (and so their ``updated_at``) follows it."""
    for product in db.session.scalars(select(Product).where(Product.colour_id == colour.id)):
        product.refresh_search_text()
