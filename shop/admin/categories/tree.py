"""The category tree as staff change it: nodes renamed, re-slugged, linked, pictured, added, reordered and deleted.

Each change is committed with its audit entry, then this worker's kept tree is dropped (shop.catalog.tree
forget_tree), so its menus, category pages and the product form's options show it on the next request; other
workers build theirs again within SHOP_CATEGORY_TREE_SECONDS. Products keep their category's slugs in
``category1..4``: a new slug rewrites that column of every product in the category or below it with one UPDATE, in
the same transaction, and the catalogue index is told which products moved (as after a CSV import), so listings
find them under the new slug at once; their ``updated_at`` moves too, for the other workers' indexes.

The main categories (level 1) are the shop's sections (/fabrics, /crystals ...): they can be renamed and pictured,
never re-slugged or deleted.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from sqlalchemy import and_, func, or_, select, update
from werkzeug.datastructures import FileStorage

from shop.accounts.models import User
from shop.admin.categories import messages
from shop.audit import Action, Entity, record, snapshot
from shop.catalog.engine.read_model import products_changed
from shop.catalog.models import MAIN_CATEGORIES, Category, Product
from shop.catalog.tree import TRANSLATED_NAMES, display_name, forget_tree
from shop.extensions import db
from shop.http.errors import ApiError, NotFoundError
from shop.i18n import Message
from shop.models_base import MAX_ID, utcnow
from shop.slugs import slugify

AUDITED = ("parent_id", "level", "main", "name", "name_pl", "name_ru", "name_de", "slug", "link", "image", "position")
MAX_LEVEL = 4
MAX_SLUG = 120
SEPARATOR = "__"
PICTURES = "categories"
LEVEL_COLUMNS = (Product.category1, Product.category2, Product.category3, Product.category4)


@dataclass
class CategoryView:
    """A category as staff see it: its names by language, its path of slugs, the products in it or below it."""

    id: int
    parent_id: int | None
    level: int
    main: str
    slug: str
    path: list[str]
    name: str
    names: dict[str, str]
    link: str | None
    image: str | None
    position: int
    products: int = 0
    children: list[CategoryView] = field(default_factory=list)


def split_name(stored: str) -> tuple[str, str | None]:
    """The stored name's English and Ukrainian parts (None when it has no Ukrainian one)."""
    english, separator, ukrainian = stored.partition(SEPARATOR)
    return english.strip(), (ukrainian.strip() or None) if separator else None


def stored_name(english: str, ukrainian: str | None) -> str:
    """The spec's stored form of the two names: ``English__Українська``, or the English one alone."""
    return f"{english}{SEPARATOR}{ukrainian}" if ukrainian else english


def category_tree() -> list[CategoryView]:
    """The whole tree, main categories in the shop's order, each node with its product count (two queries)."""
    rows = db.session.scalars(
        select(Category).order_by(Category.level, Category.position, Category.name, Category.id))
    counts = _product_counts()
    views: dict[int, CategoryView] = {}
    roots: list[CategoryView] = []
    for row in rows:
        parent = views.get(row.parent_id) if row.parent_id is not None else None
        if row.parent_id is not None and parent is None:
            continue  # an orphan, as the shop's own tree leaves it out (shop.catalog.tree)
        path = [*(parent.path if parent else []), row.slug]
        english, ukrainian = split_name(row.name)
        names = {"en": english, "ua": ukrainian or "",
                 **{language: getattr(row, f"name_{language}") or "" for language in TRANSLATED_NAMES}}
        view = CategoryView(id=row.id, parent_id=row.parent_id, level=row.level, main=row.main, slug=row.slug,
                            path=path, name=row.name, names=names, link=row.link, image=row.image,
                            position=row.position, products=counts.get(tuple(path), 0))
        views[row.id] = view
        (parent.children if parent else roots).append(view)
    order = {main: i for i, main in enumerate(MAIN_CATEGORIES)}
    roots.sort(key=lambda view: order.get(view.slug, len(order)))
    return roots


def category_view(category_id: int) -> CategoryView:
    """One node of the tree with its subtree and counts."""
    stack = category_tree()
    while stack:
        view = stack.pop()
        if view.id == category_id:
            return view
        stack.extend(view.children)
    raise NotFoundError(messages.NO_SUCH_CATEGORY)


def get_category(category_id: int) -> Category:
    category = db.session.get(Category, category_id) if 0 < category_id <= MAX_ID else None
    if category is None:
        raise NotFoundError(messages.NO_SUCH_CATEGORY)
    return category


def create_category(actor: User, parent_id: int, names: dict[str, str | None], slug: str | None,
                    link: str | None) -> CategoryView:
    """A new subcategory of ``parent_id``, last among its siblings (409: no such parent, or one of level 4)."""
    parent = db.session.get(Category, parent_id) if 0 < parent_id <= MAX_ID else None
    if parent is None:
        raise ApiError(messages.NO_SUCH_PARENT, status=409, errors={"parentId": [messages.NO_SUCH_PARENT]})
    if parent.level >= MAX_LEVEL:
        message = Message(messages.TOO_DEEP, max=MAX_LEVEL)
        raise ApiError(message, status=409, errors={"parentId": [message]})
    slug = slug or _slug_of(names["en"])
    _refuse_taken_slug(parent.id, slug)
    last = db.session.scalar(select(func.max(Category.position)).where(Category.parent_id == parent.id))
    category = Category(parent_id=parent.id, level=parent.level + 1, main=parent.main, slug=slug, link=link,
                        name=stored_name(names["en"], names.get("ua")),
                        position=(last + 1) if last is not None else 0)
    for language in TRANSLATED_NAMES:
        setattr(category, f"name_{language}", names.get(language))
    db.session.add(category)
    db.session.flush()
    record(actor, Action.CREATE, Entity.CATEGORY, category.id, after=snapshot(category, AUDITED),
           summary=_summary(category))
    _commit()
    return category_view(category.id)


def update_category(actor: User, category_id: int, changes: dict) -> CategoryView:
    """Change what was sent of a category's names, slug and link; a new slug takes its products along."""
    category = get_category(category_id)
    before = snapshot(category, AUDITED)
    if "names" in changes:
        _set_names(category, changes["names"])
    if "link" in changes:
        category.link = changes["link"]
    moved: list[int] = []
    if "slug" in changes and changes["slug"] != category.slug:
        if category.level == 1:
            raise ApiError(messages.MAIN_SLUG_FIXED, status=409, errors={"slug": [messages.MAIN_SLUG_FIXED]})
        _refuse_taken_slug(category.parent_id, changes["slug"], category.id)
        moved = _move_products(_path_of(category), changes["slug"])
        category.slug = changes["slug"]
    after = snapshot(category, AUDITED)
    if after != before:
        record(actor, Action.UPDATE, Entity.CATEGORY, category.id, before=before, after=after,
               summary=_summary(category))
        _commit(moved)
    return category_view(category.id)


def reorder_children(actor: User, parent_id: int, ids: list[int]) -> CategoryView:
    """Put a category's subcategories in this order: ``ids`` names each of them exactly once (409 otherwise)."""
    parent = get_category(parent_id)
    children = sorted(parent.children, key=lambda child: (child.position, child.name, child.id))
    by_id = {child.id: child for child in children}
    if len(ids) != len(by_id) or set(ids) != set(by_id):
        message = Message(messages.CHILDREN_ORDER_NOT_ALL, count=len(by_id))
        raise ApiError(message, status=409, errors={"ids": [message]})
    before = [child.id for child in children]
    for position, child_id in enumerate(ids):
        by_id[child_id].position = position
    if ids != before:
        record(actor, Action.REORDER, Entity.CATEGORY, parent.id, before={"order": before}, after={"order": ids},
               summary=_summary(parent))
    _commit()
    return category_view(parent.id)


def delete_category(actor: User, category_id: int) -> None:
    """Delete a category and its subcategories, when no product sits in any of them (409 with how many do)."""
    category = get_category(category_id)
    if category.level == 1:
        raise ApiError(messages.MAIN_NOT_DELETED, status=409)
    subtree = _subtree_ids(category.id)
    in_path = and_(*(column == slug for column, slug in zip(LEVEL_COLUMNS, _path_of(category), strict=False)))
    count = db.session.scalar(select(func.count(Product.id)).where(or_(in_path, Product.category_id.in_(subtree))))
    if count:
        raise ApiError(Message(messages.CATEGORY_HAS_PRODUCTS, count=count), status=409)
    nodes = sorted(db.session.scalars(select(Category).where(Category.id.in_(subtree))),
                   key=lambda node: -node.level)
    for node in nodes:  # the deepest first: no node is ever left without its parent
        record(actor, Action.DELETE, Entity.CATEGORY, node.id, before=snapshot(node, AUDITED), summary=_summary(node))
        db.session.delete(node)
        db.session.flush()
    _commit()


def set_image(actor: User, category_id: int, upload: FileStorage) -> CategoryView:
    """Store the uploaded picture (checked, WebP in three widths) as the category's image."""
    # Pillow loads in the worker that first handles a picture, not in every worker: most never handle one.
    from shop.admin.categories.pictures import store_picture

    category = get_category(category_id)
    return _change_image(actor, category, store_picture(upload, PICTURES))


def clear_image(actor: User, category_id: int) -> CategoryView:
    """The category shows no picture any more (its files stay: audit entries still name them)."""
    return _change_image(actor, get_category(category_id), None)


def _change_image(actor: User, category: Category, image: str | None) -> CategoryView:
    if category.image != image:
        before = snapshot(category, AUDITED)
        category.image = image
        record(actor, Action.UPDATE, Entity.CATEGORY, category.id, before=before, after=snapshot(category, AUDITED),
               summary=_summary(category))
        _commit()
    return category_view(category.id)


def _set_names(category: Category, names: dict[str, str | None]) -> None:
    english, ukrainian = split_name(category.name)
    category.name = stored_name(names.get("en") or english, names.get("ua", ukrainian))
    for language in TRANSLATED_NAMES:
        if language in names:
            setattr(category, f"name_{language}", names[language])


def _slug_of(english: str) -> str:
    """The slug of the English name as shoppers read it ("Mesh - Power mesh" -> "mesh")."""
    slug = slugify(display_name(english, "en"))[:MAX_SLUG].strip("-")
    if not slug:
        raise ApiError(messages.NAME_NO_SLUG, status=409, errors={"slug": [messages.NAME_NO_SLUG]})
    return slug


def _refuse_taken_slug(parent_id: int | None, slug: str, own_id: int | None = None) -> None:
    """409 when a sibling has the slug: the path of slugs names one category, and the database's key says so too."""
    stmt = select(Category.id).where(Category.parent_id == parent_id, Category.slug == slug)
    if own_id is not None:
        stmt = stmt.where(Category.id != own_id)
    with db.session.no_autoflush:
        taken = db.session.scalar(stmt.limit(1))
    if taken is not None:
        message = Message(messages.SLUG_TAKEN, slug=slug)
        raise ApiError(message, status=409, errors={"slug": [message]})


def _path_of(category: Category) -> list[str]:
    """The slugs from the main category down to this one."""
    path = []
    node: Category | None = category
    while node is not None:
        path.append(node.slug)
        node = node.parent
    return path[::-1]


def _move_products(old_path: list[str], slug: str) -> list[int]:
    """Give every product under ``old_path`` the new slug at that level: one UPDATE, whatever their number (the
    categories below keep their slugs, so their products' deeper columns stay). The ids it moved."""
    where = [column == part for column, part in zip(LEVEL_COLUMNS, old_path, strict=False)]
    ids = list(db.session.scalars(select(Product.id).where(*where)))
    if ids:
        column = LEVEL_COLUMNS[len(old_path) - 1]
        db.session.execute(update(Product).where(*where).values({column: slug, Product.updated_at: utcnow()})
                           .execution_options(synchronize_session="fetch"))
    return ids


def _product_counts() -> dict[tuple[str, ...], int]:
    """Path of slugs -> products in that category or below it, from one grouped query over the slug columns."""
    counts: dict[tuple[str, ...], int] = {}
    for *slugs, count in db.session.execute(select(*LEVEL_COLUMNS, func.count(Product.id)).group_by(*LEVEL_COLUMNS)):
        path: tuple[str, ...] = ()
        for slug in slugs:
            if slug is None:
                break
            path = (*path, slug)
            counts[path] = counts.get(path, 0) + count
    return counts


def _subtree_ids(category_id: int) -> list[int]:
    """The category's id and those of every category below it."""
    children: dict[int, list[int]] = {}
    for id_, parent_id in db.session.execute(select(Category.id, Category.parent_id)):
        children.setdefault(parent_id, []).append(id_)
    found, stack = [], [category_id]
    while stack:
        current = stack.pop()
        found.append(current)
        stack.extend(children.get(current, []))
    return found


def _summary(category: Category) -> str:
    return display_name(category.name, "en")


def _commit(moved: list[int] | None = None) -> None:
    """Commit, then drop what the catalogue keeps of the tree (and of the products a new slug moved)."""
    db.session.commit()
    forget_tree()
    if moved:
        products_changed(moved)
