"""How long call-backs are kept: a processed one is deleted SHOP_CALLBACK_RETENTION_MONTHS after staff dealt with it,
as the privacy page says; one not dealt with yet stays until staff do. The audit log keeps that staff changed it, but
no longer who asked (name, phone, question).
"""
from __future__ import annotations

import logging
from datetime import datetime

from flask import current_app
from sqlalchemy import delete, select

from shop import jobs
from shop.audit import AuditEntry, Entity
from shop.extensions import db
from shop.models_base import utcnow
from shop.queries.models import CallbackQuery, QueryStatus

log = logging.getLogger(__name__)

# What an audit entry of a call-back may hold of the person who asked (shop.queries.service audits these).
_PERSONAL = ("name", "phone", "query")


def months_before(moment: datetime, months: int) -> datetime:
    """The same day and time ``months`` calendar months earlier (the month's last day when it is shorter)."""
    month_index = moment.year * 12 + moment.month - 1 - months
    year, month = divmod(month_index, 12)
    for day in range(moment.day, 0, -1):
        try:
            return moment.replace(year=year, month=month + 1, day=day)
        except ValueError:  # 31 March - 1 month: no 31 February
            continue
    raise AssertionError("unreachable: every month has a first day")


def forget_processed_queries(now: datetime | None = None) -> int:
    """Delete every call-back processed more than SHOP_CALLBACK_RETENTION_MONTHS ago and take the caller's details
    out of their audit entries; returns how many were deleted."""
    months = int(current_app.config["SHOP_CALLBACK_RETENTION_MONTHS"])
    cutoff = months_before(now or utcnow(), months)
    ids = list(db.session.scalars(select(CallbackQuery.id).where(
        CallbackQuery.status == QueryStatus.PROCESSED, CallbackQuery.processed_at < cutoff)))
    if not ids:
        return 0
    keys = [str(each) for each in ids]
    for entry in db.session.scalars(select(AuditEntry).where(AuditEntry.entity == Entity.QUERY,
                                                             AuditEntry.entity_id.in_(keys))):
        entry.summary = ""
        entry.before = _without_personal(entry.before)
        entry.after = _without_personal(entry.after)
    db.session.execute(delete(CallbackQuery).where(CallbackQuery.id.in_(ids)))
    db.session.commit()
    return len(ids)


def _without_personal(fields: dict | None) -> dict | None:
    return None if fields is None else {key: value for key, value in fields.items() if key not in _PERSONAL}


@jobs.periodic("SHOP_RETENTION_CHECK_MINUTES")
def forget_processed_queries_job() -> int:
    """Every SHOP_RETENTION_CHECK_MINUTES: delete the call-backs past their retention period."""
    count = forget_processed_queries()
    if count:
        log.info("Deleted %d call-back request(s) past their retention period", count)
    return count
