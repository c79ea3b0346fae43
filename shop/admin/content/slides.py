"""The home page's main slider, as staff change it: slides created, edited, reordered, given images and deleted.

Each change is committed with its audit entry. The public slider (GET /api/slider/all-sliders) reads the table on
every request and no server cache keeps its answer, so the next request shows the change (a browser may reuse its
copy for the blueprint's HTTP max-age, 60 s). An image file a change leaves unused is removed once it is committed.
"""
from __future__ import annotations

from sqlalchemy import func, select
from werkzeug.datastructures import FileStorage

from shop.accounts.models import User
from shop.admin.content import messages
from shop.audit import Action, Entity, record, snapshot
from shop.catalog.models import LANGUAGES
from shop.content.models import Slide
from shop.extensions import db
from shop.http.errors import ApiError, NotFoundError
from shop.i18n import Message
from shop.models_base import MAX_ID

AUDITED = ("image", *(f"title_{language}" for language in LANGUAGES), "link", "position", "is_active")
SLIDER = "Main slider"


def all_slides() -> list[Slide]:
    """Every slide, active or not, in the slider's order."""
    return list(db.session.scalars(select(Slide).order_by(Slide.position, Slide.id)))


def get_slide(slide_id: int) -> Slide:
    slide = db.session.get(Slide, slide_id) if 0 < slide_id <= MAX_ID else None
    if slide is None:
        raise NotFoundError(messages.NO_SUCH_SLIDE)
    return slide


def create_slide(actor: User, titles: dict[str, str | None], link: str, is_active: bool) -> Slide:
    """A new slide, last in the slider; without an image until one is uploaded (the home page skips it till then)."""
    last = db.session.scalar(select(func.max(Slide.position)))
    slide = Slide(image="", link=link, is_active=is_active, position=(last + 1) if last is not None else 0)
    _set_titles(slide, titles)
    db.session.add(slide)
    db.session.flush()
    record(actor, Action.CREATE, Entity.SLIDE, slide.id, after=snapshot(slide, AUDITED), summary=slide.title_en)
    db.session.commit()
    return slide


def update_slide(actor: User, slide_id: int, changes: dict) -> Slide:
    """Change what was sent of a slide's titles, link and visibility."""
    slide = get_slide(slide_id)
    before = snapshot(slide, AUDITED)
    if "titles" in changes:
        _set_titles(slide, changes["titles"])
    if "link" in changes:
        slide.link = changes["link"]
    if "is_active" in changes:
        slide.is_active = changes["is_active"]
    after = snapshot(slide, AUDITED)
    if after != before:
        record(actor, Action.UPDATE, Entity.SLIDE, slide.id, before=before, after=after, summary=slide.title_en)
    db.session.commit()
    return slide


def delete_slide(actor: User, slide_id: int) -> None:
    """Delete a slide; its image file goes too unless another slide shows the same picture."""
    slide = get_slide(slide_id)
    image = slide.image
    record(actor, Action.DELETE, Entity.SLIDE, slide.id, before=snapshot(slide, AUDITED), summary=slide.title_en)
    db.session.delete(slide)
    db.session.commit()
    _discard_if_unused(image)


def reorder(actor: User, ids: list[int]) -> list[Slide]:
    """Put the slides in this order: ``ids`` must name every slide there is exactly once (409 otherwise: the
    request does not fit the slides as they are)."""
    slides = all_slides()
    by_id = {slide.id: slide for slide in slides}
    if len(ids) != len(by_id) or set(ids) != set(by_id):
        message = Message(messages.ORDER_NOT_ALL, count=len(by_id))
        raise ApiError(message, status=409, errors={"ids": [message]})
    before = [slide.id for slide in slides]
    for position, slide_id in enumerate(ids):
        by_id[slide_id].position = position
    if ids != before:
        record(actor, Action.REORDER, Entity.SLIDE, "", before={"order": before}, after={"order": ids},
               summary=SLIDER)
    db.session.commit()
    return all_slides()


def set_image(actor: User, slide_id: int, upload: FileStorage) -> Slide:
    """Store the uploaded picture as the slide's image (checked, scaled, WebP); the old file goes if now unused."""
    # Pillow loads in the worker that first handles a picture, not in every worker: most never handle one.
    from shop.admin.content.slide_images import store_slide_image

    slide = get_slide(slide_id)
    old = slide.image
    slide.image = store_slide_image(upload)
    if slide.image != old:
        record(actor, Action.UPDATE, Entity.SLIDE, slide.id, before={"image": old}, after={"image": slide.image},
               summary=slide.title_en)
    db.session.commit()
    if old != slide.image:
        _discard_if_unused(old)
    return slide


def _set_titles(slide: Slide, titles: dict[str, str | None]) -> None:
    for language, title in titles.items():
        setattr(slide, f"title_{language}", title)


def _discard_if_unused(image: str) -> None:
    from shop.admin.content.slide_images import discard_slide_image  # as in set_image()

    if image and db.session.scalar(select(func.count()).select_from(Slide).where(Slide.image == image)) == 0:
        discard_slide_image(image)
