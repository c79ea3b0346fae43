"""Staff's promotion codes: the list with each code's uses and revenue (one grouped query), creating and changing a
code, and deleting one no order used; each change with its audit entry in the same commit."""
from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from sqlalchemy import func, select
from sqlalchemy.exc import IntegrityError

from shop.audit import Action, Entity
from shop.audit import record as audit
from shop.catalog.models import Brand, Category, Product
from shop.extensions import db
from shop.http.errors import ApiError, NotFoundError
from shop.i18n import Message
from shop.models_base import MAX_ID
from shop.orders.models import Order
from shop.promotions import messages
from shop.promotions.models import Promotion, PromotionScope, PromotionUse

ZERO = Decimal("0.00")
FIELDS = ("code", "name", "note", "kind", "percent", "amounts", "minimums", "starts_at", "ends_at", "max_uses",
          "max_uses_per_customer", "scope", "scope_ids", "combines_with_sale", "active")
_SCOPED = {PromotionScope.CATEGORIES: Category, PromotionScope.BRANDS: Brand, PromotionScope.PRODUCTS: Product}


@dataclass(frozen=True)
class PromotionView:
    promotion: Promotion
    uses: int = 0
    revenue_gbp: Decimal = ZERO
    discount_gbp: Decimal = ZERO


def _figures(ids: list[int] | None = None) -> dict[int, tuple[int, Decimal, Decimal]]:
    query = (select(PromotionUse.promotion_id, func.count(PromotionUse.id), func.sum(Order.total_gbp),
                    func.sum(PromotionUse.discount_gbp))
             .join(Order, Order.id == PromotionUse.order_id).group_by(PromotionUse.promotion_id))
    if ids is not None:
        query = query.where(PromotionUse.promotion_id.in_(ids))
    return {row[0]: (row[1], Decimal(row[2] or 0), Decimal(row[3] or 0)) for row in db.session.execute(query)}


def _view(promotion: Promotion) -> PromotionView:
    uses, revenue, discount = _figures([promotion.id]).get(promotion.id, (0, ZERO, ZERO))
    return PromotionView(promotion, uses, revenue, discount)


def list_promotions() -> list[PromotionView]:
    """Every code, newest first, with its uses, revenue and discount in GBP."""
    figures = _figures()
    promotions = db.session.scalars(select(Promotion).order_by(Promotion.created_at.desc(), Promotion.id.desc()))
    return [PromotionView(p, *figures.get(p.id, (0, ZERO, ZERO))) for p in promotions]


def _get(promotion_id: int) -> Promotion:
    promotion = db.session.get(Promotion, promotion_id) if 0 < promotion_id <= MAX_ID else None
    if promotion is None:
        raise NotFoundError(messages.NO_SUCH_PROMOTION)
    return promotion


def one(promotion_id: int) -> PromotionView:
    return _view(_get(promotion_id))


def _check(data: dict, promotion_id: int | None = None) -> None:
    """What the schema cannot know: the code free, the dates in order, the scope's ids existing (409)."""
    errors: dict = {}
    taken = db.session.scalar(select(Promotion.id).where(Promotion.code == data["code"]))
    if taken is not None and taken != promotion_id:
        errors["code"] = [messages.CODE_TAKEN]
    if data["starts_at"] and data["ends_at"] and data["ends_at"] <= data["starts_at"]:
        errors["endsAt"] = [messages.DATES_ORDER]
    model = _SCOPED.get(data["scope"])
    if model is not None:
        ids = [i for i in data["scope_ids"] if i <= MAX_ID]
        if not ids:
            errors["scopeIds"] = [messages.SCOPE_IDS_NEEDED]
        else:
            known = set(db.session.scalars(select(model.id).where(model.id.in_(ids))))
            missing = sorted(set(ids) - known)
            if missing:
                errors["scopeIds"] = [Message(messages.UNKNOWN_IDS, ids=", ".join(map(str, missing)))]
    if errors:
        raise ApiError(next(iter(errors.values()))[0], status=409, errors=errors)


def _snapshot(promotion: Promotion) -> dict:
    return {name: getattr(promotion, name) for name in FIELDS}


def _commit() -> None:
    try:
        db.session.commit()
    except IntegrityError:  # another request took the code meanwhile
        db.session.rollback()
        raise ApiError(messages.CODE_TAKEN, status=409, errors={"code": [messages.CODE_TAKEN]}) from None


def create(data: dict, actor) -> PromotionView:
    _check(data)
    promotion = Promotion(**{name: data[name] for name in FIELDS})
    db.session.add(promotion)
    db.session.flush()
    audit(actor, Action.CREATE, Entity.PROMOTION, promotion.id, after=_snapshot(promotion), summary=promotion.code)
    _commit()
    return _view(promotion)


def update(promotion_id: int, data: dict, actor) -> PromotionView:
    promotion = _get(promotion_id)
    _check(data, promotion.id)
    before = _snapshot(promotion)
    for name in FIELDS:
        setattr(promotion, name, data[name])
    audit(actor, Action.UPDATE, Entity.PROMOTION, promotion.id, before=before, after=_snapshot(promotion),
          summary=promotion.code)
    _commit()
    return _view(promotion)


def delete(promotion_id: int, actor) -> None:
    """Delete a code no order used (one that was used is deactivated instead: its orders keep naming it)."""
    promotion = _get(promotion_id)
    if db.session.scalar(select(func.count(PromotionUse.id)).where(PromotionUse.promotion_id == promotion.id)):
        raise ApiError(messages.PROMOTION_USED, status=409)
    audit(actor, Action.DELETE, Entity.PROMOTION, promotion.id, before=_snapshot(promotion), summary=promotion.code)
    db.session.delete(promotion)
    db.session.commit()
