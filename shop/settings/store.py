"""Reading and saving the shop settings, kept per worker.

Every page, mail and invoice reads them, so each worker keeps the typed settings (and the storefront's JSON of them)
per database, and asks only for the row's stamp once SHOP_CATALOGUE_RECHECK_SECONDS have passed (1 s; 0 in tests:
every read), as the catalogue asks for its changes. A save writes a new stamp: the worker that saved drops its copy
at once, every other worker reads the new row at its next check, so a change shows everywhere within that second.
"""
from __future__ import annotations

import threading
import time
import uuid
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from flask import current_app
from sqlalchemy import select

from shop.audit import Action, Actor, Entity, record
from shop.database import engine_key
from shop.extensions import db
from shop.settings.document import DEFAULTS, ShopSettings, flat, merged, read
from shop.settings.models import ROW_ID, ShopSettingsRow

DEFAULT_STAMP = "defaults"  # what a shop whose staff never saved reads


@dataclass(slots=True)
class _Kept:
    settings: ShopSettings
    checked_at: float


_kept: dict[str, _Kept] = {}
_lock = threading.Lock()


def current() -> ShopSettings:
    """The shop's details now (the defaults until staff save them)."""
    key, now = engine_key(), time.monotonic()
    kept = _kept.get(key)
    recheck = float(current_app.config.get("SHOP_CATALOGUE_RECHECK_SECONDS", 1.0))
    if kept is not None and now - kept.checked_at < recheck:
        return kept.settings
    stamp = db.session.scalar(select(ShopSettingsRow.stamp).where(ShopSettingsRow.id == ROW_ID)) or DEFAULT_STAMP
    if kept is None or kept.settings.stamp != stamp:
        kept = _Kept(_load(), now)
    else:
        kept.checked_at = now
    with _lock:
        _kept[key] = kept
    return kept.settings


def _load() -> ShopSettings:
    # The stamp and the document in one query, so a save between two reads cannot pair one with the other.
    row = db.session.execute(select(ShopSettingsRow.stamp, ShopSettingsRow.document)
                             .where(ShopSettingsRow.id == ROW_ID)).one_or_none()
    if row is None:
        return read(merged({}), DEFAULT_STAMP)
    return read(merged(row.document), row.stamp)


def save(actor: Actor | None, document: Mapping[str, Any]) -> ShopSettings:
    """Store the whole document staff sent (checked by the admin's schema), audited with the fields it changed;
    commits. Every page, mail and invoice made from now on says the new details."""
    before = _load()  # the row as it is now, not this worker's copy of it
    after = merged(document)
    row = db.session.get(ShopSettingsRow, ROW_ID)
    if row is None:
        row = ShopSettingsRow(id=ROW_ID, document={})
        db.session.add(row)
    row.document, row.stamp = after, uuid.uuid4().hex
    if flat(after) != flat(before.document):
        record(actor, Action.UPDATE, Entity.SETTINGS, "shop", before=flat(before.document), after=flat(after),
               summary=after["tradingName"])
    db.session.commit()
    with _lock:
        _kept.pop(engine_key(), None)
    return current()


def defaults() -> ShopSettings:
    """The demo shop's details, as a shop without a saved row shows them."""
    return read(merged(DEFAULTS), DEFAULT_STAMP)
