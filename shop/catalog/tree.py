"""The category tree: menus, a category's children, display names by level and by language, storefront links."""
from __future__ import annotations

import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from flask import current_app
from sqlalchemy import select

from shop.catalog import messages
from shop.catalog.models import MAIN_CATEGORIES, Category
from shop.database import engine_key
from shop.extensions import db
from shop.http.errors import NotFoundError
from shop.i18n import Message

DEFAULT_TTL = 30.0
# The languages a category may hold a name of its own in (English and Ukrainian live in ``name``, as the spec says).
TRANSLATED_NAMES = ("pl", "ru", "de")
_trees: dict[str, tuple[float, list[CategoryNode]]] = {}


@dataclass(eq=False)
class CategoryNode:
    """A category with its storefront link and (for trees) its children. Nodes of the shared tree are read-only and
    compared by identity, so an answer's dump of one can be kept for the node (shop.catalog.card_pages)."""

    id: int | None
    name: str
    slug: str
    level: int
    path: list[str]
    link: str | None
    image: str | None = None
    count: int | None = None
    children: list[CategoryNode] = field(default_factory=list)
    # The name in pl, ru and de where staff gave one ({"de": "Samt"}); the others follow the spec's rule on ``name``.
    translations: dict[str, str] = field(default_factory=dict)

    def name_in(self, language: str) -> str:
        """The name shoppers read in ``language``: its own translation, else the spec's rule on ``name``."""
        return self.translations.get(language) or display_name(self.name, language)


def category_roots() -> list[CategoryNode]:
    """The whole category tree, mains in the shop's order; shared, so read it and never change it.

    Every listing of a category needs it and it changes only when staff edit categories, so each worker keeps it
    for SHOP_CATEGORY_TREE_SECONDS (30 s, within the catalogue's HTTP max-age; 0 in tests); :func:`forget_tree`
    drops it at once (a staff edit in this worker).
    """
    ttl = float(current_app.config.get("SHOP_CATEGORY_TREE_SECONDS", DEFAULT_TTL))
    key = engine_key()
    kept = _trees.get(key)
    now = time.monotonic()
    if kept is not None and now - kept[0] < ttl:
        return kept[1]
    roots = _read_tree()
    _trees[key] = (now, roots)
    return roots


def forget_tree() -> None:
    """Drop every kept tree; the next read builds it again."""
    _trees.clear()


def _read_tree() -> list[CategoryNode]:
    """The tree (a few hundred rows) in one query."""
    rows = db.session.execute(
        select(
            Category.id, Category.parent_id, Category.level, Category.name, Category.slug, Category.link,
            Category.image, *(getattr(Category, f"name_{language}") for language in TRANSLATED_NAMES),
        ).order_by(Category.level, Category.position, Category.name, Category.id)
    ).all()
    nodes: dict[int, CategoryNode] = {}
    roots: list[CategoryNode] = []
    for row in rows:
        parent = nodes.get(row.parent_id) if row.parent_id is not None else None
        if row.parent_id is not None and parent is None:
            continue  # an orphan (its parent is deeper than itself): not reachable from a menu
        path = [*(parent.path if parent else []), row.slug]
        node = CategoryNode(
            id=row.id, name=row.name, slug=row.slug, level=row.level, path=path,
            link=row.link or "/" + "/".join(path), image=row.image,
            translations={language: text for language in TRANSLATED_NAMES
                          if (text := (getattr(row, f"name_{language}") or "").strip())},
        )
        nodes[row.id] = node
        (parent.children if parent else roots).append(node)
    order = {main: i for i, main in enumerate(MAIN_CATEGORIES)}
    roots.sort(key=lambda n: order.get(n.slug, len(order)))
    return roots


def find_node(slugs: Sequence[str], roots: list[CategoryNode] | None = None) -> CategoryNode:
    """The node at this path of slugs; a 404 naming the first missing level."""
    children = category_roots() if roots is None else roots
    node = None
    for slug in slugs:
        node = next((child for child in children if child.slug == slug.lower()), None)
        if node is None:
            raise NotFoundError(Message(messages.CATEGORY_UNKNOWN, path="/".join(slugs)))
        children = node.children
    assert node is not None
    return node


def named_as(node: CategoryNode | None, slug: str) -> dict:
    """The name fields of a node of the tree, for a node of another tree at the same place (none there: the slug)."""
    return {"name": node.name, "translations": node.translations} if node is not None else {"name": slug}


def walk(nodes: list[CategoryNode]) -> Iterable[CategoryNode]:
    """Every node of these trees, parents before children."""
    for node in nodes:
        yield node
        yield from walk(node.children)


def nodes_by_level(roots: list[CategoryNode]) -> dict[tuple[int, str], CategoryNode]:
    """(level, slug) -> the first node there, whose names trees built from products' slug columns borrow."""
    nodes: dict[tuple[int, str], CategoryNode] = {}
    for node in walk(roots):
        nodes.setdefault((node.level, node.slug), node)
    return nodes


def menus() -> list[CategoryNode]:
    """Every main category with its sub-tree, for the mega menus."""
    return category_roots()


def menu(main: str) -> CategoryNode:
    """One main category's tree."""
    return find_node([main])


def category_tree(*slugs: str) -> CategoryNode:
    """The node at a path with its children (categories/{1}, /{2}, /{3})."""
    return find_node(slugs)


def display_name(stored: str, language: str) -> str:
    """The spec's rule for stored category names (ui/src/components/category-name.ts): the text after ``__`` is
    Ukrainian, shown for ua; otherwise the first part, cut at the first ``_`` or `` -``."""
    first, separator, ukrainian = stored.partition("__")
    if language == "ua" and separator and ukrainian.strip():
        return ukrainian.strip()
    cuts = [i for i in (first.find("_"), first.find(" -")) if i > 0]
    return first[: min(cuts)].strip() if cuts else first.strip() or stored.strip()
