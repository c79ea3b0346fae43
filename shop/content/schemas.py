"""Content response shapes: slides of the home slider, and the figures the information pages quote."""
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


class PoliciesSchema(Schema):
    """The shop's configured periods that its pages state (privacy policy, FAQ, gift cards), so a page never
    promises what the settings do not do."""

    callbackRetentionMonths = fields.Integer(attribute="callback_retention_months", metadata={
        "description": "A processed call-back request is deleted this many months after it was dealt with."})
    inactiveAccountYears = fields.Integer(attribute="inactive_account_years", metadata={
        "description": "A shopper account nobody signed in to (and that placed no order) for this many years is "
                       "deleted."})
    inactiveWarningDays = fields.Integer(attribute="inactive_warning_days", metadata={
        "description": "The account's address is warned this many days before."})
    emailUndoDays = fields.Integer(attribute="email_undo_days", metadata={
        "description": "A change of e-mail address can be undone from the previous address for this many days."})
    giftCardMonths = fields.Integer(attribute="gift_card_months", metadata={
        "description": "A gift card can be spent for this many months after it is issued."})
