"""Content page response shapes and the query of a page's read."""
from __future__ import annotations

from marshmallow import EXCLUDE, Schema, fields, validate

from shop.i18n import DEFAULT_LANGUAGE, LANGUAGES
from shop.money import BASE_CURRENCY, CURRENCY_CODES


class MenuArgsSchema(Schema):
    class Meta:
        unknown = EXCLUDE

    lng = fields.String(load_default=DEFAULT_LANGUAGE, validate=validate.OneOf(LANGUAGES),
                        metadata={"description": "The language to read the page in (English where it has no text)."})


class PageArgsSchema(MenuArgsSchema):
    currency = fields.String(load_default=BASE_CURRENCY, validate=validate.OneOf(CURRENCY_CODES),
                             metadata={"description": "The display currency of the prices a page quotes."})


class MenuLinkSchema(Schema):
    slug = fields.String()
    path = fields.String(metadata={"description": "The page's storefront route."})
    title = fields.String()


class PageSchema(Schema):
    """A page in one language, ready to show: ``html`` is sanitised (no script, no style, no event attribute)."""

    slug = fields.String()
    path = fields.String(metadata={"description": "The page's storefront route, such as /FAQ or /pages/delivery."})
    language = fields.String(metadata={"description": "The language of the text shown."})
    requestedLanguage = fields.String(attribute="requested_language")
    fallback = fields.Boolean(metadata={
        "description": "True when the page has no text in the language asked for and shows the English one."})
    title = fields.String()
    html = fields.String(metadata={"description": "The page's text as sanitised HTML, the shop's figures filled in."})
    description = fields.String(metadata={"description": "The text's first paragraph, as plain text."})
    updatedAt = fields.DateTime(attribute="updated_at", allow_none=True,
                                metadata={"description": "When staff last saved it; null for its starting text."})
    menu = fields.List(fields.Nested(MenuLinkSchema), metadata={
        "description": "The shown pages, in the menu's order, titled in the language asked for."})
