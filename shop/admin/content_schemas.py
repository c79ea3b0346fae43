"""Shapes of the admin's slider and colour calls: what staff send (checked here, answered 400 with the fields at
fault) and what they get back (every language's text side by side, "" where none is set)."""
from __future__ import annotations

import re
from urllib.parse import urlsplit

from flask_smorest.fields import Upload
from marshmallow import Schema, ValidationError, fields, post_load, pre_dump, validate, validates_schema

from shop.admin import content_messages as messages
from shop.catalog.models import LANGUAGES
from shop.fields import Trimmed
from shop.i18n import Message

MAX_TITLE = 160
MAX_LINK = 255
MAX_COLOUR_NAME = 80
MAX_SLIDES = 500
HEX_PATTERN = r"^#[0-9A-Fa-f]{6}$"
ID_PATTERN = r"^\d{1,10}$"
_ID = re.compile(ID_PATTERN)
REQUIRED_TITLES = ("en", "ua")


def _at_most(limit: int):
    def check(value: str | None) -> None:
        if value is not None and len(value) > limit:
            raise ValidationError(Message(messages.TEXT_TOO_LONG, max=limit))

    return check


def _text(limit: int) -> Trimmed:
    return Trimmed(allow_none=True, validate=_at_most(limit), metadata={"maxLength": limit})


def _filled(texts: dict, languages: tuple[str, ...], key: str, errors: dict) -> None:
    """A "fill this in" under ``key`` for each of ``languages`` whose text is missing or empty."""
    blank = {language: [messages.FILL_IN] for language in languages if not (texts.get(language) or "")}
    if blank:
        errors[key] = blank


def is_site_link(link: str) -> bool:
    """A path of this site (/sale, /fabrics?color=red) or an https:// address: never another scheme, never //host."""
    if any(c.isspace() or ord(c) < 32 or ord(c) == 127 for c in link):
        return False
    if link.startswith("/"):
        # //host and /\host are read by browsers as another site.
        return not link.startswith(("//", "/\\"))
    try:
        parts = urlsplit(link)
    except ValueError:  # "https://[::1": an address that cannot be parsed
        return False
    return parts.scheme == "https" and bool(parts.hostname) and "\\" not in link


def _link(value: str) -> None:
    if not is_site_link(value):
        raise ValidationError(messages.LINK_INVALID)


def _translations(texts: dict | None) -> dict[str, str | None]:
    """Only the languages sent; an empty text is stored as none (the shop then shows the English one)."""
    return {language: (text or None) for language, text in (texts or {}).items()}


# ---------------------------------------------------------------- slides


class SlideTitlesInSchema(Schema):
    """A slide's title per language (en and ua are required when a slide is created)."""

    en = _text(MAX_TITLE)
    ua = _text(MAX_TITLE)
    pl = _text(MAX_TITLE)
    ru = _text(MAX_TITLE)
    de = _text(MAX_TITLE)


class SlideCreateSchema(Schema):
    """A new slide; its image is uploaded next (POST /api/admin/slides/{id}/image). It goes last in the slider."""

    titles = fields.Nested(SlideTitlesInSchema, required=True, error_messages={"required": messages.FILL_IN})
    link = Trimmed(load_default="/", validate=[_at_most(MAX_LINK), _link],
                   metadata={"maxLength": MAX_LINK, "example": "/fabrics/lycra"})
    is_active = fields.Boolean(data_key="isActive", load_default=True,
                               metadata={"description": "Shown on the home page once it has an image."})

    @validates_schema
    def _rules(self, data, **_kwargs):
        errors: dict = {}
        _filled(data.get("titles") or {}, REQUIRED_TITLES, "titles", errors)
        if errors:
            raise ValidationError(errors)

    @post_load
    def _stored(self, data, **_kwargs):
        return {**data, "titles": _translations(data["titles"])}


class SlideUpdateSchema(Schema):
    """A slide's changes: only what is sent changes (a title sent empty is removed; en and ua cannot be)."""

    titles = fields.Nested(SlideTitlesInSchema)
    link = Trimmed(validate=[_at_most(MAX_LINK), _link], metadata={"maxLength": MAX_LINK, "example": "/sale"})
    is_active = fields.Boolean(data_key="isActive")

    @validates_schema
    def _rules(self, data, **_kwargs):
        errors: dict = {}
        titles = data.get("titles") or {}
        _filled(titles, tuple(language for language in REQUIRED_TITLES if language in titles), "titles", errors)
        if errors:
            raise ValidationError(errors)

    @post_load
    def _stored(self, data, **_kwargs):
        if "titles" in data:
            data["titles"] = _translations(data["titles"])
        return data


class SlideOrderSchema(Schema):
    """The slider's new order: the _id of every slide, each once, first shown first."""

    ids = fields.List(
        fields.String(validate=validate.Regexp(ID_PATTERN, error=messages.ID_INVALID)),
        required=True,
        error_messages={"required": messages.FILL_IN},
        validate=validate.Length(max=MAX_SLIDES),
        metadata={"example": ["3", "1", "2"], "maxItems": MAX_SLIDES},
    )

    @post_load
    def _ids(self, data, **_kwargs):
        return {"ids": [int(i) for i in data["ids"]]}


class SlideImageSchema(Schema):
    """The image file (JPEG, PNG, WebP or GIF, at most 8 MB); stored as WebP, at most 1920 px wide."""

    image = Upload(required=True, error_messages={"required": messages.IMAGE_MISSING})


class SlideTitlesSchema(Schema):
    en = fields.String()
    ua = fields.String()
    pl = fields.String()
    ru = fields.String()
    de = fields.String()


class AdminSlideSchema(Schema):
    """A slide as staff edit it: every title as stored ("" where none is set; the shop then shows English)."""

    _id = fields.String()
    image = fields.String(metadata={"description": "Its /media URL; \"\" until an image is uploaded."})
    titles = fields.Nested(SlideTitlesSchema)
    link = fields.String()
    position = fields.Integer()
    isActive = fields.Boolean()

    @pre_dump
    def _shape(self, slide, **_kwargs):
        return {
            "_id": str(slide.id),
            "image": slide.image or "",
            "titles": {language: getattr(slide, f"title_{language}") or "" for language in LANGUAGES},
            "link": slide.link,
            "position": slide.position,
            "isActive": slide.is_active,
        }


# ---------------------------------------------------------------- colours


class ColourNamesInSchema(Schema):
    """A colour's name per language (en is required: the slug is made from it)."""

    en = _text(MAX_COLOUR_NAME)
    ua = _text(MAX_COLOUR_NAME)
    pl = _text(MAX_COLOUR_NAME)
    ru = _text(MAX_COLOUR_NAME)
    de = _text(MAX_COLOUR_NAME)


def _brand_id(value: str | None) -> None:
    if value is not None and not _ID.match(value):
        raise ValidationError(messages.ID_INVALID)


class _ColourFields(Schema):
    names = fields.Nested(ColourNamesInSchema)
    hex = Trimmed(validate=validate.Regexp(HEX_PATTERN, error=messages.HEX_INVALID),
                  metadata={"pattern": HEX_PATTERN, "example": "#4169E1"})
    brand_id = fields.String(data_key="brandId", allow_none=True, validate=_brand_id,
                             metadata={"example": "2", "description": "The brand's _id, or null for no brand."})

    @post_load
    def _stored(self, data, **_kwargs):
        if "names" in data:
            data["names"] = _translations(data["names"])
        if "hex" in data:
            data["hex"] = data["hex"].upper()
        if data.get("brand_id") is not None:
            data["brand_id"] = int(data["brand_id"])
        return data


class ColourCreateSchema(_ColourFields):
    """A new colour: names (en required), #RRGGBB and its brand (or null)."""

    names = fields.Nested(ColourNamesInSchema, required=True, error_messages={"required": messages.FILL_IN})
    hex = Trimmed(required=True, error_messages={"required": messages.FILL_IN},
                  validate=validate.Regexp(HEX_PATTERN, error=messages.HEX_INVALID),
                  metadata={"pattern": HEX_PATTERN, "example": "#4169E1"})
    brand_id = fields.String(data_key="brandId", allow_none=True, load_default=None, validate=_brand_id,
                             metadata={"example": "2", "description": "The brand's _id, or null for no brand."})

    @validates_schema
    def _rules(self, data, **_kwargs):
        errors: dict = {}
        _filled(data.get("names") or {}, ("en",), "names", errors)
        if errors:
            raise ValidationError(errors)


class ColourUpdateSchema(_ColourFields):
    """A colour's changes: only what is sent changes (the English name cannot be emptied)."""

    @validates_schema
    def _rules(self, data, **_kwargs):
        errors: dict = {}
        names = data.get("names") or {}
        _filled(names, ("en",) if "en" in names else (), "names", errors)
        if errors:
            raise ValidationError(errors)


class ColourListArgsSchema(Schema):
    """Optional paging of the colour list (without limit: every colour)."""

    page = fields.Integer(load_default=1, validate=validate.Range(min=1, max=100000))
    limit = fields.Integer(validate=validate.Range(min=1, max=100))


class ColourNamesSchema(Schema):
    en = fields.String()
    ua = fields.String()
    pl = fields.String()
    ru = fields.String()
    de = fields.String()


class AdminColourSchema(Schema):
    """A colour as staff edit it: every name as stored ("" where none is set), its slug, hex and brand."""

    _id = fields.String()
    names = fields.Nested(ColourNamesSchema)
    slug = fields.String()
    hex = fields.String(metadata={"example": "#4169E1"})
    brandId = fields.String(allow_none=True, metadata={"example": "2"})

    @pre_dump
    def _shape(self, colour, **_kwargs):
        names = {language: (getattr(colour, f"name_{language}") or "") for language in LANGUAGES if language != "en"}
        return {
            "_id": str(colour.id),
            "names": {"en": colour.name, **names},
            "slug": colour.slug,
            "hex": colour.hex,
            "brandId": str(colour.brand_id) if colour.brand_id is not None else None,
        }
