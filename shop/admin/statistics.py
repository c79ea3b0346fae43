"""The Info screen's figures: what a shop owner looks at every morning, from a handful of grouped queries.

Money is GBP (orders keep ``total_gbp`` and their lines ``unit_price_gbp`` beside their own currency), summed by the
database and read back as exact Decimals; cancelled orders earn nothing.
"""
from __future__ import annotations

from collections import defaultdict
from datetime import date, datetime, timedelta
from decimal import Decimal

from flask import current_app
from sqlalchemy import func, select

from shop.accounts.models import User, UserStatus
from shop.audit import AuditEntry
from shop.catalog.models import Product
from shop.extensions import db
from shop.models_base import utcnow
from shop.money import line_total, round_money
from shop.orders.models import DeliveryStatus, Order, OrderLine, PaymentStatus
from shop.queries.models import CallbackQuery, QueryStatus

DAYS = 30
LATEST = 5
TOP = 5
LOW_STOCK_ROWS = 10
ZERO = Decimal("0.00")


def _day(value) -> date:
    """func.date() answers a date on PostgreSQL and a string on SQLite."""
    return value if isinstance(value, date) else date.fromisoformat(str(value)[:10])


def statistics(now: datetime | None = None) -> dict:
    """Every figure of the dashboard (GET /api/statistics/)."""
    now = now or utcnow()
    today = now.date()
    first = today - timedelta(days=DAYS - 1)
    since = datetime(first.year, first.month, first.day, tzinfo=now.tzinfo)
    counted = (Order.created_at >= since, Order.status != DeliveryStatus.CANCELLED)

    per_day = {_day(day): (count, Decimal(revenue or 0)) for day, count, revenue in db.session.execute(
        select(func.date(Order.created_at), func.count(Order.id), func.sum(Order.total_gbp))
        .where(*counted).group_by(func.date(Order.created_at)))}
    days = [{"date": first + timedelta(days=n), "orders": per_day.get(first + timedelta(days=n), (0, ZERO))[0],
             "revenue": round_money(per_day.get(first + timedelta(days=n), (0, ZERO))[1])} for n in range(DAYS)]
    orders = sum(day["orders"] for day in days)
    revenue = sum((day["revenue"] for day in days), ZERO)

    by_status = {status: 0 for status in DeliveryStatus.ALL}
    by_status.update(dict(db.session.execute(select(Order.status, func.count(Order.id)).group_by(Order.status)).all()))
    paid = dict(db.session.execute(select(Order.is_paid, func.count(Order.id)).group_by(Order.is_paid)).all())
    by_status[PaymentStatus.PAID] = paid.get(True, 0)
    by_status[PaymentStatus.NOT_PAID] = paid.get(False, 0)

    return {
        "currency": "GBP",
        "days": days,
        "totals": {"orders": orders, "revenue": revenue,
                   "average_order": round_money(revenue / orders) if orders else ZERO,
                   "customers": db.session.scalar(select(func.count(User.id)).where(User.status != UserStatus.ADMIN))},
        "orders_by_status": by_status,
        "top_products": _top_products(counted),
        "new_customers": _new_customers(since),
        "open_queries": {
            "count": db.session.scalar(select(func.count(CallbackQuery.id))
                                       .where(CallbackQuery.status == QueryStatus.UNPROCESSED)),
            "latest": list(db.session.scalars(select(CallbackQuery).where(
                CallbackQuery.status == QueryStatus.UNPROCESSED)
                .order_by(CallbackQuery.created_at.desc(), CallbackQuery.id.desc()).limit(LATEST)))},
        "low_stock": list(db.session.scalars(select(Product).where(
            Product.is_active.is_(True), Product.is_gift_card.is_(False),
            Product.stock <= current_app.config.get("SHOP_LOW_STOCK", 5))
            .order_by(Product.stock, Product.id).limit(LOW_STOCK_ROWS))),
        "audit": latest_audit(10),
    }


def _top_products(counted) -> list[dict]:
    """The best sellers of the period by GBP revenue. Lines are grouped by what makes their total (a line's GBP
    total is exact: a 2-decimal price times a 1-decimal quantity, x10), so the sums are exact too."""
    rows = db.session.execute(
        select(OrderLine.sku, OrderLine.name, OrderLine.minimum, OrderLine.unit_price_gbp,
               func.sum(OrderLine.quantity))
        .join(Order, Order.id == OrderLine.order_id).where(*counted)
        .group_by(OrderLine.sku, OrderLine.name, OrderLine.minimum, OrderLine.unit_price_gbp)).all()
    products: dict[str, dict] = defaultdict(lambda: {"quantity": Decimal(0), "revenue": ZERO})
    for sku, name, minimum, unit_gbp, quantity in rows:
        entry = products[sku]
        entry.update(sku=sku, name=name)
        entry["quantity"] += Decimal(quantity)
        entry["revenue"] += line_total(unit_gbp, Decimal(quantity), minimum)
    return sorted(products.values(), key=lambda item: (-item["revenue"], item["sku"]))[:TOP]


def _new_customers(since: datetime) -> dict:
    shoppers = (User.status != UserStatus.ADMIN, User.created_at >= since)
    return {"count": db.session.scalar(select(func.count(User.id)).where(*shoppers)),
            "latest": list(db.session.scalars(select(User).where(*shoppers)
                                              .order_by(User.created_at.desc(), User.id.desc()).limit(LATEST)))}


def _audit_filter(query, entity: str | None, entity_id: str | None):
    if entity:
        query = query.where(AuditEntry.entity == entity)
    if entity_id:
        query = query.where(AuditEntry.entity_id == entity_id)
    return query


def latest_audit(limit: int, offset: int = 0, entity: str | None = None,
                 entity_id: str | None = None) -> list[AuditEntry]:
    """The audit log, newest first: of one kind of record (``entity``), or one record's history (and its id)."""
    query = select(AuditEntry).order_by(AuditEntry.created_at.desc(), AuditEntry.id.desc())
    return list(db.session.scalars(_audit_filter(query, entity, entity_id).offset(offset).limit(limit)))


def audit_count(entity: str | None = None, entity_id: str | None = None) -> int:
    return db.session.scalar(_audit_filter(select(func.count(AuditEntry.id)), entity, entity_id))
