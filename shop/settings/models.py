"""The one row of shop settings: the document staff saved and the stamp that moves with every save."""
from __future__ import annotations

from datetime import datetime

from sqlalchemy import JSON, String
from sqlalchemy.orm import Mapped, mapped_column

from shop.extensions import db
from shop.models_base import UTCDateTime, utcnow

ROW_ID = 1


class ShopSettingsRow(db.Model):
    """The shop's details as one JSON document (the admin API's shape, shop.settings.document). ``stamp`` is new at
    every save, so a worker that kept an older copy sees it differs; without a row the shop shows the defaults."""

    __tablename__ = "shop_settings"

    id: Mapped[int] = mapped_column(primary_key=True)
    stamp: Mapped[str] = mapped_column(String(32))
    document: Mapped[dict] = mapped_column(JSON, default=dict)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow, onupdate=utcnow)
