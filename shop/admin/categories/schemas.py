"""Shapes of staff's category tree and brand calls: what staff send (each field's format checked here, answered 400
with the fields at fault; rules against the stored tree are the services' 409s) and what they get back.

A category's ``name`` is stored as the spec has it, ``English__Українська``; staff send and read its two parts as
``names.en`` and ``names.ua``, beside ``names.pl``, ``names.ru`` and ``names.de``, which have columns of their own.
Ids are strings, as everywhere in the admin's answers.
"""
from __future__ import annotations

import re

from flask_smorest.fields import Upload
from marshmallow import Schema, ValidationError, fields, post_load, pre_dump, validate

from shop.admin.categories import messages
from shop.admin.content import messages as content_messages
from shop.admin.content.schemas import LINK_PATTERN, is_site_link
from shop.admin.products import messages as product_messages
from shop.fields import Trimmed
from shop.i18n import Message
from shop.validation import Pattern

# The stored name is at most 160 characters: the English part, "__" and the Ukrainian part.
MAX_NAME_EN = 80
MAX_NAME_UA = 78
MAX_TRANSLATED_NAME = 160
MAX_CATEGORY_SLUG = 120
MAX_BRAND_NAME = 80
MAX_BRAND_SLUG = 80
MAX_LINK = 255
MAX_IDS = 500
ID_PATTERN = r"^[0-9]{1,10}$"
SLUG = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
# A part of the stored name: no "__" (it separates English from Ukrainian) and no "_" at the end (English "a_" and
# Ukrainian "b" would be stored as "a___b", read back as "a" and "_b").
NAME_PART = r"^(?:_?[^_])*$"


def _at_most(limit: int):
    def check(value: str | None) -> None:
        if value is not None and len(value) > limit:
            raise ValidationError(Message(content_messages.TEXT_TOO_LONG, max=limit))

    return check


def _name(limit: int, filled: bool = False, part: bool = False, **kwargs) -> Trimmed:
    """A name in one language: at most ``limit`` characters; ``filled``: never empty or null when sent; ``part``: a
    part of the stored name, so without the separator."""
    rules = [_at_most(limit)]
    if part:
        rules.append(Pattern(NAME_PART, error=messages.NAME_UNDERSCORES))
    if filled:
        return Trimmed(validate=[validate.Length(min=1, error=content_messages.FILL_IN), *rules],
                       error_messages={"null": content_messages.FILL_IN, "required": content_messages.FILL_IN},
                       metadata={"maxLength": limit}, **kwargs)
    return Trimmed(allow_none=True, validate=rules, metadata={"maxLength": limit}, **kwargs)


def _slug(limit: int, **kwargs) -> Trimmed:
    error = Message(product_messages.SLUG_INVALID, max=limit)
    return Trimmed(validate=[Pattern(SLUG, error=error), validate.Length(max=limit, error=error)],
                   metadata={"maxLength": limit, "example": "stretch-velvet"}, **kwargs)


def _id(**kwargs) -> fields.String:
    return fields.String(validate=Pattern(ID_PATTERN, error=content_messages.ID_INVALID),
                         metadata={"example": "12"}, **kwargs)


def _link(value: str | None) -> None:
    if value is not None and not is_site_link(value):
        raise ValidationError(content_messages.LINK_INVALID)


_link.openapi = {"pattern": LINK_PATTERN}


class _OrderSchema(Schema):
    ids = fields.List(_id(), required=True, error_messages={"required": content_messages.FILL_IN},
                      validate=validate.Length(max=MAX_IDS), metadata={"example": ["3", "1", "2"], "maxItems": MAX_IDS})

    @post_load
    def _ids(self, data, **_kwargs):
        return {"ids": [int(i) for i in data["ids"]]}


class PictureSchema(Schema):
    """The picture file (JPEG, PNG, WebP or GIF, at most 8 MB); stored as WebP, 1200, 600 and 300 px wide."""

    image = Upload(required=True, error_messages={"required": content_messages.IMAGE_MISSING})


# ---------------------------------------------------------------- categories


class CategoryNamesChangeSchema(Schema):
    """A category's name per language. en is the stored name's first part (shoppers read it cut at its first "_"
    or " -"), ua the part after "__" (empty: shoppers of ua read the English one); pl, ru and de their own
    (empty: the English one)."""

    en = _name(MAX_NAME_EN, filled=True, part=True)
    ua = _name(MAX_NAME_UA, part=True)
    pl = _name(MAX_TRANSLATED_NAME)
    ru = _name(MAX_TRANSLATED_NAME)
    de = _name(MAX_TRANSLATED_NAME)


class CategoryNamesInSchema(CategoryNamesChangeSchema):
    """A new category's names: en is required."""

    en = _name(MAX_NAME_EN, filled=True, part=True, required=True)


def _stored_names(names: dict) -> dict[str, str | None]:
    """Only the languages sent; an empty name is none."""
    return {language: (text or None) for language, text in names.items()}


class CategoryCreateSchema(Schema):
    """A new subcategory, last among its parent's children; its slug is made from the English name when none is
    sent."""

    parent_id = _id(data_key="parentId", required=True, error_messages={"required": content_messages.FILL_IN})
    names = fields.Nested(CategoryNamesInSchema, required=True,
                          error_messages={"required": content_messages.FILL_IN})
    slug = _slug(MAX_CATEGORY_SLUG, allow_none=True, load_default=None)
    link = Trimmed(allow_none=True, load_default=None, validate=[_at_most(MAX_LINK), _link],
                   metadata={"maxLength": MAX_LINK, "description": "The menu's link instead of the category's own "
                                                                   "path; null for its own."})

    @post_load
    def _stored(self, data, **_kwargs):
        return {**data, "parent_id": int(data["parent_id"]), "names": _stored_names(data["names"])}


class CategoryUpdateSchema(Schema):
    """A category's changes: only what is sent changes. A new slug moves the category's products (and those below
    it) with it; a main category keeps its slug."""

    names = fields.Nested(CategoryNamesChangeSchema)
    slug = _slug(MAX_CATEGORY_SLUG)
    link = Trimmed(allow_none=True, validate=[_at_most(MAX_LINK), _link],
                   metadata={"maxLength": MAX_LINK, "description": "null: the category's own path."})

    @post_load
    def _stored(self, data, **_kwargs):
        if "names" in data:
            data["names"] = _stored_names(data["names"])
        return data


class ChildrenOrderSchema(_OrderSchema):
    """The new order of a category's subcategories: the _id of every one of them, each once, first shown first."""


class CategoryNamesSchema(Schema):
    en = fields.String()
    ua = fields.String()
    pl = fields.String()
    ru = fields.String()
    de = fields.String()


class AdminCategorySchema(Schema):
    """A category as staff edit it, with its subtree: each language's name as stored ("" where none is given: the
    shop then falls back), the stored ``name``, and how many products sit in it or below."""

    _id = fields.String()
    parentId = fields.String(allow_none=True, metadata={"description": "null for a main category."})
    level = fields.Integer(metadata={"minimum": 1, "maximum": 4})
    main = fields.String(metadata={"example": "fabrics"})
    slug = fields.String()
    path = fields.List(fields.String(), metadata={"description": "Slugs from the main category down."})
    name = fields.String(metadata={"description": "The stored name, English__Українська."})
    names = fields.Nested(CategoryNamesSchema)
    link = fields.String(allow_none=True, metadata={"description": "The menu's own link, or null."})
    image = fields.String(allow_none=True)
    position = fields.Integer()
    products = fields.Integer(metadata={"description": "Products in this category and below it."})
    children = fields.List(fields.Nested(lambda: AdminCategorySchema()))

    @pre_dump
    def _shape(self, node, **_kwargs):
        return {
            "_id": str(node.id),
            "parentId": str(node.parent_id) if node.parent_id is not None else None,
            "level": node.level,
            "main": node.main,
            "slug": node.slug,
            "path": node.path,
            "name": node.name,
            "names": node.names,
            "link": node.link,
            "image": node.image,
            "position": node.position,
            "products": node.products,
            "children": node.children,
        }


# ---------------------------------------------------------------- brands


class BrandCreateSchema(Schema):
    """A new brand, last in the shop's order; its slug is made from the name when none is sent."""

    name = _name(MAX_BRAND_NAME, filled=True, required=True)
    slug = _slug(MAX_BRAND_SLUG, allow_none=True, load_default=None)


class BrandUpdateSchema(Schema):
    """A brand's changes: only what is sent changes (/brands/{slug} follows a new slug)."""

    name = _name(MAX_BRAND_NAME, filled=True)
    slug = _slug(MAX_BRAND_SLUG)


class BrandOrderSchema(_OrderSchema):
    """The brands' new order: the _id of every brand, each once, first shown first."""


class AdminBrandSchema(Schema):
    """A brand as staff edit it, with how many products it has."""

    _id = fields.String()
    name = fields.String()
    slug = fields.String()
    logo = fields.String(allow_none=True)
    position = fields.Integer()
    products = fields.Integer(metadata={"description": "Products of this brand."})

    @pre_dump
    def _shape(self, view, **_kwargs):
        brand = view.brand
        return {"_id": str(brand.id), "name": brand.name, "slug": brand.slug, "logo": brand.logo,
                "position": brand.position, "products": view.products}
