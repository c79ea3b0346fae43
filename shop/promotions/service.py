"""Promotion codes at checkout: finding a code, whether it may be used now and by whom, the one rule of what it
takes off a basket, that rule in words, and claiming a use when an order is placed.

The rule (``offer``), written here once and shown to the shopper by ``rule_words``:
- gift-card lines are never discounted, nor lines outside the code's scope, nor (when it does not combine with sale
  prices) lines whose product already has a discount: what is left are the eligible lines;
- the minimum counts the goods' subtotal (every line but gift cards), in the order's currency;
- a percentage takes that share of the eligible lines' total, rounded like every price (the GBP figure the same
  share of their GBP total); an amount takes itself, at most the eligible total; free delivery makes delivery 0;
- a gift card then pays what is left (shop.orders.pricing), and an order takes one code.
Amounts per currency are staff's round figures where they set one, else the GBP figure converted with the shop's
currency factor, as delivery prices are.
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from decimal import Decimal
from typing import Protocol

from sqlalchemy import func, or_, select

from shop.catalog.models import Brand, Category, Product
from shop.catalog.tree import display_name
from shop.extensions import db
from shop.http.errors import ApiError
from shop.i18n import Message, format_money, format_number, request_language, say
from shop.mail import format_date
from shop.models_base import utcnow
from shop.money import BASE_CURRENCY, convert, round_money
from shop.promotions import messages
from shop.promotions.models import Promotion, PromotionKind, PromotionScope, PromotionUse

ZERO = Decimal("0.00")
_SPACES = re.compile(r"\s+")


class Line(Protocol):
    """What the rule reads of a priced basket line (shop.orders.pricing.PricedLine)."""

    product: Product | None
    total: Decimal
    total_gbp: Decimal

    @property
    def is_gift_card(self) -> bool: ...


@dataclass(frozen=True)
class Offer:
    """What a code takes off this basket: in the order's currency and in GBP, or free delivery; ``problem`` says why
    it takes nothing (the minimum, nothing it covers)."""

    promotion: Promotion
    discount: Decimal = ZERO
    discount_gbp: Decimal = ZERO
    free_delivery: bool = False
    problem: Message | None = None
    eligible: tuple[int, ...] = field(default=())  # indexes of the lines it covers

    @property
    def code(self) -> str:
        return self.promotion.code


def normalise(code: str | None) -> str:
    """What the shopper typed, upper case and without spaces."""
    return _SPACES.sub("", code or "").upper()


def find(code: str) -> Promotion | None:
    plain = normalise(code)
    if not plain or len(plain) > 32:
        return None
    return db.session.scalar(select(Promotion).where(Promotion.code == plain))


def refused(problem: str) -> ApiError:
    """A 409 naming the code field, as the gift card's are."""
    return ApiError(problem, status=409, errors={"promotionCode": [problem]})


def _uses(promotion_id: int, user_id: int | None = None, email: str | None = None) -> int:
    query = select(func.count(PromotionUse.id)).where(PromotionUse.promotion_id == promotion_id)
    if user_id is not None or email:
        who = []
        if user_id is not None:
            who.append(PromotionUse.user_id == user_id)
        if email:
            who.append(PromotionUse.email == email.lower())
        query = query.where(or_(*who))
    return db.session.scalar(query) or 0


def check(promotion: Promotion | None, *, user_id: int | None = None, email: str | None = None,
          language: str | None = None, now: datetime | None = None) -> Message | str | None:
    """Why the code cannot be used now by this customer (the account, or the contact e-mail), or None."""
    now, language = now or utcnow(), language or request_language()
    if promotion is None:
        return messages.NO_SUCH_CODE
    if promotion.starts_at is not None and promotion.starts_at > now:
        return Message(messages.NOT_STARTED, date=format_date(promotion.starts_at, language))
    if not promotion.active or (promotion.ends_at is not None and promotion.ends_at <= now):
        return messages.ENDED
    if promotion.max_uses is not None and _uses(promotion.id) >= promotion.max_uses:
        return messages.USED_UP
    if (promotion.max_uses_per_customer is not None and (user_id is not None or email)
            and _uses(promotion.id, user_id, email) >= promotion.max_uses_per_customer):
        return messages.USED_BY_YOU
    return None


def usable(code: str, *, user_id: int | None = None, email: str | None = None,
           language: str | None = None) -> Promotion:
    """The promotion with this code if it may be used now by this customer, else a 409 saying why."""
    promotion = find(code)
    problem = check(promotion, user_id=user_id, email=email, language=language)
    if problem:
        raise refused(problem)
    assert promotion is not None
    return promotion


def in_currency(amounts: dict, currency: str, factor: Decimal) -> Decimal | None:
    """Staff's round figure in ``currency`` where they set one, else the GBP figure converted; None: none set."""
    own = amounts.get(currency) if currency != BASE_CURRENCY else None
    if own is not None:
        return round_money(Decimal(own))
    gbp = amounts.get(BASE_CURRENCY)
    return convert(Decimal(gbp), factor) if gbp is not None else None


def _categories_under(ids: Sequence[int]) -> set[int]:
    """The chosen categories and every category below them."""
    children: dict[int | None, list[int]] = {}
    for category_id, parent_id in db.session.execute(select(Category.id, Category.parent_id)):
        children.setdefault(parent_id, []).append(category_id)
    found, waiting = set(), [int(i) for i in ids]
    while waiting:
        current = waiting.pop()
        if current not in found:
            found.add(current)
            waiting.extend(children.get(current, ()))
    return found


def _in_scope(promotion: Promotion, product: Product, categories: set[int]) -> bool:
    ids = {int(i) for i in promotion.scope_ids or ()}
    if promotion.scope == PromotionScope.CATEGORIES:
        return product.category_id in categories
    if promotion.scope == PromotionScope.BRANDS:
        return product.brand_id in ids
    if promotion.scope == PromotionScope.PRODUCTS:
        return product.id in ids
    return True


def eligible(promotion: Promotion, product: Product | None, categories: set[int]) -> bool:
    """Whether a line of ``product`` gets the code: never a gift card, only in scope, and not already on sale
    unless the code combines with sale prices."""
    if product is None or product.is_gift_card:
        return False
    if not promotion.combines_with_sale and product.discount:
        return False
    return _in_scope(promotion, product, categories)


def offer(promotion: Promotion, lines: Sequence[Line], currency: str, factor: Decimal,
          language: str | None = None) -> Offer:
    """What ``promotion`` takes off these priced lines (the module's rule); a problem's amount is written in
    ``language`` (the request's)."""
    language = language or request_language()
    categories = _categories_under(promotion.scope_ids or ()) \
        if promotion.scope == PromotionScope.CATEGORIES else set()
    goods = sum((line.total for line in lines if line.product is not None and not line.is_gift_card), ZERO)
    minimum = in_currency(promotion.minimums or {}, currency, factor)
    if minimum is not None and goods < minimum:
        return Offer(promotion, problem=Message(messages.MINIMUM_NOT_REACHED,
                                                amount=format_money(minimum, currency, language)))
    covered = tuple(index for index, line in enumerate(lines) if eligible(promotion, line.product, categories)
                    and line.total > 0)
    if not covered:
        return Offer(promotion, problem=Message(messages.NOTHING_ELIGIBLE))
    total = sum((lines[index].total for index in covered), ZERO)
    total_gbp = sum((lines[index].total_gbp for index in covered), ZERO)
    if promotion.kind == PromotionKind.FREE_DELIVERY:
        return Offer(promotion, free_delivery=True, eligible=covered)
    if promotion.kind == PromotionKind.PERCENT:
        share = Decimal(promotion.percent or 0) / 100
        return Offer(promotion, round_money(total * share), round_money(total_gbp * share), eligible=covered)
    amount = in_currency(promotion.amounts or {}, currency, factor) or ZERO
    if amount >= total:
        return Offer(promotion, total, total_gbp, eligible=covered)
    own = currency != BASE_CURRENCY and (promotion.amounts or {}).get(currency) is not None
    gbp = round_money(amount / factor) if own else round_money(Decimal((promotion.amounts or {})[BASE_CURRENCY]))
    return Offer(promotion, amount, min(gbp, total_gbp), eligible=covered)


def _percent_text(percent: Decimal, language: str) -> str:
    places = max(0, -Decimal(percent).normalize().as_tuple().exponent)
    return format_number(Decimal(percent), places, language)


def _scope_names(promotion: Promotion, language: str) -> str:
    ids = [int(i) for i in promotion.scope_ids or ()]
    if promotion.scope == PromotionScope.CATEGORIES:
        rows = db.session.scalars(select(Category).where(Category.id.in_(ids)).order_by(Category.id))
        names = [getattr(row, f"name_{language}", None) or display_name(row.name, language) for row in rows]
    elif promotion.scope == PromotionScope.BRANDS:
        names = list(db.session.scalars(select(Brand.name).where(Brand.id.in_(ids)).order_by(Brand.id)))
    else:
        rows = db.session.scalars(select(Product).where(Product.id.in_(ids)).order_by(Product.id))
        names = [row.name(language) for row in rows]
    return ", ".join(names)


def rule_words(promotion: Promotion, currency: str, factor: Decimal, language: str) -> list[str]:
    """The rule as it applies to this code, in ``language``, one sentence each: what it takes off, on what, with sale
    prices, from what minimum, until when, and with gift cards."""
    code = promotion.code
    if promotion.kind == PromotionKind.PERCENT:
        what = Message(messages.RULE_PERCENT, code=code, percent=_percent_text(promotion.percent or ZERO, language))
    elif promotion.kind == PromotionKind.AMOUNT:
        amount = in_currency(promotion.amounts or {}, currency, factor) or ZERO
        what = Message(messages.RULE_AMOUNT, code=code, amount=format_money(amount, currency, language))
    else:
        what = Message(messages.RULE_FREE_DELIVERY, code=code)
    sentences: list[str] = [what]
    scope = {PromotionScope.CATEGORIES: messages.RULE_SCOPE_CATEGORIES,
             PromotionScope.BRANDS: messages.RULE_SCOPE_BRANDS,
             PromotionScope.PRODUCTS: messages.RULE_SCOPE_PRODUCTS}.get(promotion.scope)
    sentences.append(Message(scope, names=_scope_names(promotion, language)) if scope else messages.RULE_SCOPE_ALL)
    sentences.append(messages.RULE_SALE_COMBINES if promotion.combines_with_sale else messages.RULE_SALE_EXCLUDED)
    minimum = in_currency(promotion.minimums or {}, currency, factor)
    if minimum is not None:
        sentences.append(Message(messages.RULE_MINIMUM, amount=format_money(minimum, currency, language)))
    if promotion.ends_at is not None:
        sentences.append(Message(messages.RULE_ENDS, date=format_date(promotion.ends_at, language)))
    sentences.append(messages.RULE_GIFT_CARDS)
    return [say(sentence, language) for sentence in sentences]


def claim(promotion: Promotion, order_id: int, user_id: int | None, email: str, currency: str, found: Offer,
          language: str | None = None) -> None:
    """Record an order's use in the order's transaction, with the promotion's row locked (PostgreSQL: FOR UPDATE;
    SQLite: one writer at a time) and its limits counted again, so two orders at once never pass a limit."""
    locked = db.session.scalar(select(Promotion).where(Promotion.id == promotion.id).with_for_update()
                               .execution_options(populate_existing=True))
    problem = check(locked, user_id=user_id, email=email, language=language)
    if problem:
        raise refused(problem)
    db.session.add(PromotionUse(promotion_id=promotion.id, order_id=order_id, user_id=user_id, email=email.lower(),
                                currency=currency, discount=found.discount, discount_gbp=found.discount_gbp))


def release_for_order(order_id: int) -> bool:
    """A cancelled order gives its use back (the caller commits); True when it had one."""
    use = db.session.scalar(select(PromotionUse).where(PromotionUse.order_id == order_id))
    if use is None:
        return False
    db.session.delete(use)
    return True
