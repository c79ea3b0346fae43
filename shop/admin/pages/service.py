"""The content pages as staff change them: created, saved whole, hidden or shown, deleted (or, for a page the shop
starts with, taken back to its starting text), and previewed before saving. Each change is committed with its audit
entry; the storefront's next read of the page shows it (its answers are revalidated on every view)."""
from __future__ import annotations

from sqlalchemy import select

from shop.accounts.models import User
from shop.admin.pages import messages
from shop.audit import Action, Entity, record
from shop.content_pages import service as pages
from shop.content_pages.markdown import raw_html
from shop.content_pages.messages import NO_SUCH_PAGE
from shop.content_pages.models import ContentPage
from shop.content_pages.placeholders import KNOWN, PLACEHOLDERS, Filling, braced, names_in
from shop.content_pages.starting import Text, path_of
from shop.extensions import db
from shop.http.errors import ApiError, NotFoundError
from shop.i18n import LANGUAGES, Message
from shop.money import BASE_CURRENCY

# The admin's screen of a new page is /admin-dash/pages/new.
RESERVED = frozenset({"new"})
Translations = dict[str, tuple[str, str] | None]


def _snapshot(page: pages.Page | None) -> dict | None:
    """What the audit log keeps of a page: each language's title and text, and whether it is shown."""
    if page is None:
        return None
    state: dict = {"published": page.published}
    for language in LANGUAGES:
        text = page.typed.get(language)
        state[f"title_{language}"] = (text.title or None) if text else None
        state[f"body_{language}"] = (text.body or None) if text else None
    return state


def get_page(slug: str) -> pages.Page:
    page = pages.find(slug)
    if page is None:
        raise NotFoundError(NO_SUCH_PAGE)
    return page


def _fill(row: ContentPage, published: bool, translations: Translations) -> None:
    for language in LANGUAGES:
        title, body = translations.get(language) or (None, None)
        setattr(row, f"title_{language}", title)
        setattr(row, f"body_{language}", body)
    row.is_published = published


def create_page(actor: User, slug: str, published: bool, translations: Translations) -> pages.Page:
    """A new page at /pages/{slug}."""
    if slug in RESERVED:
        raise ApiError(messages.SLUG_RESERVED, status=409)
    if pages.find(slug) is not None:
        raise ApiError(Message(messages.SLUG_TAKEN, path=path_of(slug)), status=409)
    row = ContentPage(slug=slug)
    _fill(row, published, translations)
    db.session.add(row)
    db.session.flush()
    page = pages.find(slug)
    record(actor, Action.CREATE, Entity.PAGE, slug, after=_snapshot(page), summary=row.title_en)
    db.session.commit()
    return get_page(slug)


def update_page(actor: User, slug: str, published: bool, translations: Translations) -> pages.Page:
    """Save a page's whole text and visibility; a starting page gets its row at its first save."""
    before = get_page(slug)
    if before.spec_route and not published:
        raise ApiError(messages.ALWAYS_SHOWN, status=409)
    row = db.session.scalar(select(ContentPage).where(ContentPage.slug == slug))
    if row is None:
        row = ContentPage(slug=slug)
        db.session.add(row)
    _fill(row, published, translations)
    db.session.flush()
    after = pages.find(slug)
    if _snapshot(after) != _snapshot(before) or not before.stored:
        record(actor, Action.UPDATE, Entity.PAGE, slug, before=_snapshot(before), after=_snapshot(after),
               summary=row.title_en)
    db.session.commit()
    return get_page(slug)


def delete_page(actor: User, slug: str) -> str:
    """Delete a page staff added, or take a starting page back to its starting text; the message says which."""
    before = get_page(slug)
    row = db.session.scalar(select(ContentPage).where(ContentPage.slug == slug))
    if row is not None:
        db.session.delete(row)
        db.session.flush()
    after = pages.find(slug) if before.starting else None
    if row is not None:
        record(actor, Action.DELETE, Entity.PAGE, slug, before=_snapshot(before), after=_snapshot(after),
               summary=before.texts["en"].title)
    db.session.commit()
    return messages.PAGE_RESTORED if before.starting else messages.PAGE_DELETED


def preview(language: str, title: str, body: str) -> dict:
    """A text as the page would show it in ``language`` (prices in GBP), and what saving it would refuse."""
    shown_title, html = pages.render(Text(title, body), Filling(language, BASE_CURRENCY))
    problems: list[str] = [Message(messages.HTML_REFUSED, tag=tag[:40]) for tag in raw_html(body)[:1]]
    unknown = [name for name in names_in(f"{title}\n{body}") if name not in PLACEHOLDERS]
    if unknown:
        problems.append(Message(messages.PLACEHOLDER_UNKNOWN, name=braced(unknown[0]), names=KNOWN))
    return {"title": shown_title, "html": html, "problems": problems}


def placeholders(language: str) -> list[dict]:
    """Every placeholder with what it is filled with now in ``language``."""
    filling = Filling(language, BASE_CURRENCY)
    return [{"name": name, "value": filling.plain(name) if placeholder.plain else filling.markdown(name),
             "block": placeholder.plain is None} for name, placeholder in PLACEHOLDERS.items()]
