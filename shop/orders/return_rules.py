"""Which goods a shopper may send back: a rule staff set per category (shop.admin.returns), inherited down the tree.

"any" takes back whatever the reason; "faulty-only" only what is the shop's fault (faulty, the wrong item, not as
described): fabric is cut to the length ordered, so a change of mind cannot be taken back; "none" takes nothing back.
A category without a rule of its own follows its parent; a main category without one, and a line whose product is
gone, is "any".
"""
from __future__ import annotations

from collections.abc import Iterable

from sqlalchemy import select

from shop.catalog.models import Category, Product
from shop.extensions import db
from shop.orders import return_messages as messages
from shop.orders.models import OrderLine, ReturnReason


class ReturnRule:
    ANY = "any"
    FAULTY_ONLY = "faulty-only"
    NONE = "none"
    ALL = (ANY, FAULTY_ONLY, NONE)
    # The reasons that are the shop's fault, which a "faulty-only" category still takes back.
    SHOPS_FAULT = (ReturnReason.FAULTY, ReturnReason.WRONG_ITEM, ReturnReason.NOT_AS_DESCRIBED)
    # What the shopper reads when a rule refuses their return (and, said by the UI, before they ask).
    MESSAGES = {FAULTY_ONLY: messages.RETURN_FAULTY_ONLY, NONE: messages.RETURN_NOT_ACCEPTED}

    @classmethod
    def allows(cls, rule: str, reason: str) -> bool:
        if rule == cls.NONE:
            return False
        return rule == cls.ANY or reason in cls.SHOPS_FAULT


def effective_rules() -> dict[int, str]:
    """category id -> the rule that holds for it (its own, or the nearest ancestor's, else "any"), from one query
    over the tree (a shop has hundreds of categories, not millions)."""
    rows = db.session.execute(select(Category.id, Category.parent_id, Category.return_rule)).all()
    parents = {ident: parent for ident, parent, _ in rows}
    own = {ident: rule for ident, _, rule in rows}
    found: dict[int, str] = {}
    for ident in own:
        path, node = [], ident
        while node is not None and node not in found and own.get(node) is None:
            path.append(node)
            node = parents.get(node)
        rule = found[node] if node in found else (own[node] if node is not None else ReturnRule.ANY)
        for each in (*path, ident):
            found[each] = rule
    return found


def rules_of_lines(lines: Iterable[OrderLine]) -> dict[int, str]:
    """line id -> the rule of its product's category now (a product gone, or without a category: "any")."""
    lines = list(lines)
    if not lines:
        return {}
    product_ids = {line.product_id for line in lines if line.product_id is not None}
    if not product_ids:
        return {line.id: ReturnRule.ANY for line in lines}
    category_of = dict(db.session.execute(
        select(Product.id, Product.category_id).where(Product.id.in_(product_ids))).all())
    rules = effective_rules()
    return {line.id: rules.get(category_of.get(line.product_id), ReturnRule.ANY) for line in lines}
