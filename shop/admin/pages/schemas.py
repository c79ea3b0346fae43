"""Shapes of the content pages' admin calls: what staff send (each language's title and Markdown checked here, a
broken rule answered 400 with the field at fault) and what they get back (every language's Markdown side by side,
null where a language has no text of its own)."""
from __future__ import annotations

from marshmallow import Schema, ValidationError, fields, post_load, validate

from shop.admin.pages import messages
from shop.content_pages.markdown import raw_html
from shop.content_pages.models import MAX_BODY, MAX_SLUG, MAX_TITLE
from shop.content_pages.placeholders import KNOWN, PLACEHOLDERS, braced, names_in
from shop.fields import Flag, Trimmed
from shop.i18n import DEFAULT_LANGUAGE, LANGUAGES, TRANSLATED, Message
from shop.validation import FIELD_REQUIRED, FIELD_TOO_LONG, Pattern

SLUG = r"^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])$"
_REQUIRED = {"required": FIELD_REQUIRED, "null": FIELD_REQUIRED}


def _at_most(most: int) -> validate.Length:
    return validate.Length(max=most, error=Message(FIELD_TOO_LONG, max=most))


def _known_placeholders(text: str) -> None:
    for name in names_in(text):
        if name not in PLACEHOLDERS:
            raise ValidationError(Message(messages.PLACEHOLDER_UNKNOWN, name=braced(name), names=KNOWN))


def _title_placeholders(text: str) -> None:
    _known_placeholders(text)
    for name in names_in(text):
        if PLACEHOLDERS[name].plain is None:
            raise ValidationError(Message(messages.PLACEHOLDER_NOT_IN_TITLE, name=braced(name)))


def _markdown_only(text: str) -> None:
    found = raw_html(text)
    if found:
        raise ValidationError(Message(messages.HTML_REFUSED, tag=found[0][:40]))


def title_field(**kwargs) -> Trimmed:
    return Trimmed(validate=[_at_most(MAX_TITLE), _title_placeholders], metadata={"example": "Size guide"}, **kwargs)


def body_field(**kwargs) -> Trimmed:
    return Trimmed(lines=True, validate=[_at_most(MAX_BODY), _markdown_only, _known_placeholders],
                   metadata={"description": "CommonMark Markdown with tables; no HTML. {{placeholders}} are filled "
                                            "in from the shop's settings when the page is shown.",
                             "example": "## Sizes\n\nOur gift cards are valid for {{giftCardMonths}}."}, **kwargs)


class PageTextSchema(Schema):
    """One language's title and text. Until it has both, shoppers reading the language see the English page (what
    was typed is kept, and the admin says the language is missing)."""

    title = title_field(load_default="", allow_none=True)
    body = body_field(load_default="", allow_none=True)


class EnglishPageTextSchema(Schema):
    """The English title and text: both required, the one every other language falls back to."""

    # Examples for the document's readers, and for the contract suite, which starts its valid bodies from them.
    title = Trimmed(required=True, error_messages=_REQUIRED, metadata={"example": "Size guide"},
                    validate=[validate.Length(min=1, error=FIELD_REQUIRED), _at_most(MAX_TITLE), _title_placeholders])
    body = Trimmed(lines=True, required=True, error_messages=_REQUIRED,
                   metadata={"example": "## Sizes\n\nOur gift cards are valid for {{giftCardMonths}}."},
                   validate=[validate.Length(min=1, error=FIELD_REQUIRED), _at_most(MAX_BODY), _markdown_only,
                             _known_placeholders])


class PageTranslationsSchema(Schema):
    """The page's text per language: English required, the others may be left out, null or empty."""

    en = fields.Nested(EnglishPageTextSchema, required=True, error_messages=_REQUIRED)
    ua = fields.Nested(PageTextSchema, load_default=None, allow_none=True)
    pl = fields.Nested(PageTextSchema, load_default=None, allow_none=True)
    ru = fields.Nested(PageTextSchema, load_default=None, allow_none=True)
    de = fields.Nested(PageTextSchema, load_default=None, allow_none=True)

    @post_load
    def _every_language(self, data, **_kwargs):
        """{language: (title, body)}, None for a part left empty; None for a language left out."""
        found = {}
        for language in LANGUAGES:
            text = data.get(language) or {}
            title, body = text.get("title") or None, text.get("body") or None
            found[language] = (title, body) if title or body else None
        return found


class PageChangeSchema(Schema):
    """A page's whole text and whether shoppers see it (the spec's own pages always are)."""

    published = Flag(required=True, error_messages=_REQUIRED)
    translations = fields.Nested(PageTranslationsSchema, required=True, error_messages=_REQUIRED)


class PageCreateSchema(PageChangeSchema):
    """A new page, at /pages/{slug} on the storefront; the slug cannot change later (links to it keep working)."""

    slug = fields.String(required=True, error_messages=_REQUIRED, validate=Pattern(SLUG, error=messages.SLUG_INVALID),
                         metadata={"example": "size-guide", "maxLength": MAX_SLUG})
    published = Flag(load_default=True)


class PreviewSchema(Schema):
    """A text as it would show, before it is saved."""

    language = fields.String(load_default=DEFAULT_LANGUAGE, validate=validate.OneOf(LANGUAGES))
    title = Trimmed(load_default="", allow_none=True, validate=_at_most(MAX_TITLE))
    body = Trimmed(lines=True, required=True, error_messages=_REQUIRED, validate=_at_most(MAX_BODY))


class PreviewResultSchema(Schema):
    title = fields.String(metadata={"description": "The title, its placeholders filled in."})
    html = fields.String(metadata={"description": "The text as the page shows it: sanitised HTML."})
    problems = fields.List(fields.String(), metadata={
        "description": "What saving the text would refuse (HTML, an unknown placeholder), in the request's language."})


class PlaceholderArgsSchema(Schema):
    lng = fields.String(load_default=DEFAULT_LANGUAGE, validate=validate.OneOf(LANGUAGES))


class PlaceholderSchema(Schema):
    name = fields.String(metadata={"example": "giftCardMonths"})
    value = fields.String(metadata={"description": "What it is filled with now, in ?lng= (Markdown for a list).",
                                    "example": "36 months"})
    block = fields.Boolean(metadata={"description": "True for a list, which stands on a line of its own."})


class AdminPageTextSchema(Schema):
    title = fields.String()
    body = fields.String(metadata={"description": "Markdown, as staff wrote it (placeholders unfilled)."})


def _translations(page) -> dict:
    return {language: ({"title": page.typed[language].title, "body": page.typed[language].body}
                       if language in page.typed else None) for language in LANGUAGES}


class AdminPageSchema(Schema):
    """A page with every language's text (null: no text of its own, the English one is shown)."""

    slug = fields.String()
    path = fields.String(metadata={"description": "Its storefront route."})
    published = fields.Boolean()
    startingText = fields.Boolean(attribute="starting", metadata={
        "description": "The shop starts with this page: deleting staff's version brings back its starting text."})
    alwaysShown = fields.Boolean(attribute="spec_route", metadata={
        "description": "A route of the shop's own (/about, /FAQ, /payment, /privacy-policy): it cannot be hidden."})
    edited = fields.Boolean(attribute="stored", metadata={"description": "Staff saved it (false: its starting text)."})
    updatedAt = fields.DateTime(attribute="updated_at", allow_none=True)
    title = fields.Function(lambda page: page.texts[DEFAULT_LANGUAGE].title, metadata={"description": "In English."})
    missing = fields.Function(lambda page: [language for language in TRANSLATED if language not in page.texts],
                              metadata={"description": "The languages that show the English text: no title and text "
                                                       "of their own (what was typed of one of them is kept)."})
    translations = fields.Function(_translations, metadata={
        "description": "What staff typed in each language; null for a language with neither a title nor a text.",
        "type": "object", "additionalProperties": {
        "nullable": True, "type": "object", "properties": {"title": {"type": "string"}, "body": {"type": "string"}}}})
