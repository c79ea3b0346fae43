"""Content reads: the home slider, and the configured periods the information pages state."""
from __future__ import annotations

from flask import current_app
from sqlalchemy import select, true

from shop.content.models import Slide
from shop.extensions import db


def active_slides() -> list[Slide]:
    """The slides shown on the home page, in the staff's order (a slide still waiting for its image is not)."""
    stmt = select(Slide).where(Slide.is_active == true(), Slide.image != "").order_by(Slide.position, Slide.id)
    return list(db.session.scalars(stmt))


def policies() -> dict:
    """The periods the settings give (shop.config): what the pages that state them read."""
    config = current_app.config
    return {
        "callback_retention_months": int(config["SHOP_CALLBACK_RETENTION_MONTHS"]),
        "inactive_account_years": int(config["SHOP_INACTIVE_ACCOUNT_YEARS"]),
        "inactive_warning_days": int(config["SHOP_INACTIVE_WARNING_DAYS"]),
        "email_undo_days": int(config["SHOP_EMAIL_UNDO_DAYS"]),
        "gift_card_months": int(config["SHOP_GIFTCARD_MONTHS"]),
    }
