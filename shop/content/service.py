"""Content reads: the home slider."""
from __future__ import annotations

from sqlalchemy import select, true

from shop.content.models import Slide
from shop.extensions import db


def active_slides() -> list[Slide]:
    """The slides shown on the home page, in the staff's order (a slide still waiting for its image is not)."""
    stmt = select(Slide).where(Slide.is_active == true(), Slide.image != "").order_by(Slide.position, Slide.id)
    return list(db.session.scalars(stmt))
