"""Shapes of the admin's slider and colour calls: what staff send (checked here, answered 400 with the fields at
fault) and what they get back (every language's text side by side, "" where none is set)."""
from __future__ import annotations

import re
from urllib.parse import urlsplit

from flask_smorest.fields import Upload
from marshmallow import Schema, ValidationError, fields, post_load, pre_dump, validate

from shop.admin.content import colours, messages
from shop.api_docs import WHITESPACE
from shop.catalog.messages import ONE_OF
from shop.catalog.models import LANGUAGES
from shop.fields import Flag, Trimmed
from shop.i18n import Message
from shop.validation import Pattern

MAX_TITLE = 160
MAX_LINK = 255
MAX_COLOUR_NAME = 80
MAX_SLIDES = 500
HEX_PATTERN = r"^#[0-9A-Fa-f]{6}$"
ID_PATTERN = r"^[0-9]{1,10}$"
BRAND_FILTER = f"^(?:{colours.NO_BRAND}|[0-9]{{1,10}})$"
_ID = re.compile(ID_PATTERN)
# What the document says a link may be: is_site_link's two forms, the second narrowed to plain host names (the
# check itself, by urllib, also takes user@host and other hosts no slide needs).
_PLAIN = f"[^{WHITESPACE}\\x00-\\x1f\\x7f]"
LINK_PATTERN = (f"^(?:/(?:[^/\\\\{WHITESPACE}\\x00-\\x1f\\x7f]{_PLAIN}*)?"
                f"|[Hh][Tt][Tt][Pp][Ss]://[A-Za-z0-9.-]+(?::[0-9]{{1,5}})?(?:[/?#][^\\\\{WHITESPACE}\\x00-\\x1f\\x7f]*)?)$")


def _at_most(limit: int):
    def check(value: str | None) -> None:
        if value is not None and len(value) > limit:
            raise ValidationError(Message(messages.TEXT_TOO_LONG, max=limit))

    return check


def _text(limit: int) -> Trimmed:
    return Trimmed(allow_none=True, validate=_at_most(limit), metadata={"maxLength": limit})


def _filled_text(limit: int, **kwargs) -> Trimmed:
    """A text that must not be empty (nor null) when sent: "Please fill this in." otherwise."""
    return Trimmed(validate=[validate.Length(min=1, error=messages.FILL_IN), _at_most(limit)],
                   error_messages={"null": messages.FILL_IN, "required": messages.FILL_IN},
                   metadata={"maxLength": limit}, **kwargs)


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


_link.openapi = {"pattern": LINK_PATTERN}


def _translations(texts: dict | None) -> dict[str, str | None]:
    """Only the languages sent; an empty text is stored as none (the shop then shows the English one)."""
    return {language: (text or None) for language, text in (texts or {}).items()}


# ---------------------------------------------------------------- slides


class SlideTitlesChangeSchema(Schema):
    """A slide's title per language: en and ua cannot be emptied, the others can (the shop then shows en)."""

    en = _filled_text(MAX_TITLE)
    ua = _filled_text(MAX_TITLE)
    pl = _text(MAX_TITLE)
    ru = _text(MAX_TITLE)
    de = _text(MAX_TITLE)


class SlideTitlesInSchema(SlideTitlesChangeSchema):
    """A new slide's title per language: en and ua are required."""

    en = _filled_text(MAX_TITLE, required=True)
    ua = _filled_text(MAX_TITLE, required=True)


class SlideCreateSchema(Schema):
    """A new slide; its image is uploaded next (POST /api/admin/slides/{id}/image). It goes last in the slider."""

    titles = fields.Nested(SlideTitlesInSchema, required=True, error_messages={"required": messages.FILL_IN})
    link = Trimmed(load_default="/", validate=[_at_most(MAX_LINK), _link],
                   metadata={"maxLength": MAX_LINK, "example": "/fabrics/lycra"})
    is_active = Flag(data_key="isActive", load_default=True,
                               metadata={"description": "Shown on the home page once it has an image."})

    @post_load
    def _stored(self, data, **_kwargs):
        return {**data, "titles": _translations(data["titles"])}


class SlideUpdateSchema(Schema):
    """A slide's changes: only what is sent changes (a title sent empty is removed; en and ua cannot be)."""

    titles = fields.Nested(SlideTitlesChangeSchema)
    link = Trimmed(validate=[_at_most(MAX_LINK), _link], metadata={"maxLength": MAX_LINK, "example": "/sale"})
    is_active = Flag(data_key="isActive")

    @post_load
    def _stored(self, data, **_kwargs):
        if "titles" in data:
            data["titles"] = _translations(data["titles"])
        return data


class SlideOrderSchema(Schema):
    """The slider's new order: the _id of every slide, each once, first shown first."""

    ids = fields.List(
        fields.String(validate=Pattern(ID_PATTERN, error=messages.ID_INVALID)),
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


class ColourNamesChangeSchema(Schema):
    """A colour's name per language; the English one cannot be emptied (the slug is made from it)."""

    en = _filled_text(MAX_COLOUR_NAME)
    ua = _text(MAX_COLOUR_NAME)
    pl = _text(MAX_COLOUR_NAME)
    ru = _text(MAX_COLOUR_NAME)
    de = _text(MAX_COLOUR_NAME)


class ColourNamesInSchema(ColourNamesChangeSchema):
    """A new colour's name per language: en is required."""

    en = _filled_text(MAX_COLOUR_NAME, required=True)


def _brand_id(**kwargs) -> fields.String:
    return fields.String(data_key="brandId", allow_none=True, validate=Pattern(ID_PATTERN, error=messages.ID_INVALID),
                         metadata={"example": "2", "description": "The brand's _id, or null for no brand."}, **kwargs)


class _ColourFields(Schema):
    names = fields.Nested(ColourNamesChangeSchema)
    hex = Trimmed(validate=Pattern(HEX_PATTERN, error=messages.HEX_INVALID), metadata={"example": "#4169E1"})
    brand_id = _brand_id()

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
                  validate=Pattern(HEX_PATTERN, error=messages.HEX_INVALID), metadata={"example": "#4169E1"})
    brand_id = _brand_id(load_default=None)


class ColourUpdateSchema(_ColourFields):
    """A colour's changes: only what is sent changes (the English name cannot be emptied)."""


class ColourListArgsSchema(Schema):
    """The colour list's search, brand, order and optional paging (without limit: every colour)."""

    search = Trimmed(load_default="", validate=validate.Length(max=MAX_COLOUR_NAME, error=Message(
        messages.TEXT_TOO_LONG, max=MAX_COLOUR_NAME)), metadata={
        "maxLength": MAX_COLOUR_NAME, "description": "Part of a name in any language, or of the hex value."})
    brand = Trimmed(data_key="brandId", validate=Pattern(BRAND_FILTER, error=messages.BRAND_FILTER_INVALID),
                    metadata={"description": "A brand's _id, or none: the colours of no brand."})
    sort = fields.String(load_default=colours.DEFAULT_SORT, validate=validate.OneOf(
        tuple(colours.SORTS), error=Message(ONE_OF, name="sort", choices=", ".join(colours.SORTS))),
        metadata={"description": "newest (the default), oldest, name_asc or name_desc (by the English name)."})
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
