"""Content response shapes: slides of the home slider."""
from __future__ import annotations

from marshmallow import Schema, fields

from shop.content.images import slide_srcset


class SlideSchema(Schema):
    """One slide: image (with the srcset of its stored sizes, "" when it has none), per-language titles (other
    languages fall back to English), link, order."""

    _id = fields.Function(lambda s: str(s.id), dump_only=True)
    image = fields.String()
    srcset = fields.Function(lambda s: slide_srcset(s.image))
    title_en = fields.String()
    title_ua = fields.String()
    title_pl = fields.Function(lambda s: s.title_pl or s.title_en)
    title_ru = fields.Function(lambda s: s.title_ru or s.title_en)
    title_de = fields.Function(lambda s: s.title_de or s.title_en)
    link = fields.String()
    position = fields.Integer()
    createdAt = fields.DateTime(attribute="created_at")
