"""Keeps each worker's catalogue index current, one product at a time.

The index (shop.catalog.engine.index) is built once per worker process, then changed in place:

- This worker's own commits: the ORM events below note which products a commit touched, and the next
  catalogue read applies exactly those rows (read-your-writes).
- Other workers and hosts: every SHOP_CATALOGUE_RECHECK_SECONDS (1 s; 0 in tests) one catalogue read asks
  for the ids and ``updated_at`` of the rows changed since the newest change it has seen, and of those stamped
  within the last SHOP_CATALOGUE_CHANGE_OVERLAP_SECONDS (10 s), for transactions that commit late or clocks
  that differ between hosts; rows it already holds at that ``updated_at`` are skipped, the others are re-read
  and applied.
  ``updated_at`` moves with every ORM or Core UPDATE of a product (its ``onupdate``), so stock taken by an
  order, a price or a staff edit shows in every worker's listings within a couple of seconds, and each costs
  work proportional to the products changed, never to the catalogue.
- Safety net: a change that bypasses ``updated_at`` (hand-written SQL) or a hard DELETE made by another
  process is caught by a full rebuild in a background thread every SHOP_CATALOGUE_REBUILD_SECONDS (one hour;
  0 turns it off); the old index keeps answering meanwhile.

Reads and changes take the model's lock; the GIL serialises them anyway, and the lock keeps a reader from
seeing a sorted list halfway through an insert.
"""
from __future__ import annotations

import logging
import os
import threading
import time
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from itertools import chain

from flask import Flask, current_app
from sqlalchemy import event, func, select
from sqlalchemy.engine import Engine
from sqlalchemy.orm import Session

from shop import metrics
from shop.catalog.engine.build import build_elsewhere, can_build_elsewhere
from shop.catalog.engine.index import INDEXED_COLUMNS, CatalogueIndex
from shop.catalog.models import Product
from shop.database import engine_key
from shop.extensions import db

log = logging.getLogger(__name__)

DEFAULT_RECHECK = 1.0
DEFAULT_OVERLAP = 10.0
DEFAULT_REBUILD = 3600.0
FETCH_CHUNK = 500
_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
_CHANGED = "shop_changed_products"


@dataclass
class ReadModel:
    """One database's index in this process, with what is needed to keep it current."""

    index: CatalogueIndex | None = None
    watermark: datetime = _EPOCH  # the newest updated_at known to be applied
    polled_at: float = 0.0
    pending: set[int] = field(default_factory=set)  # committed here, not applied yet
    builds: int = 0
    changes_applied: int = 0
    rebuilding: bool = False
    lock: threading.RLock = field(default_factory=threading.RLock)

    # ------------------------------------------------------------ bringing the index up to date

    def refresh(self, app: Flask) -> CatalogueIndex:
        """The index with every known change applied (built on first use)."""
        config = app.config
        now = time.monotonic()
        if self.index is None:
            self.index, self.watermark = _build()
            self.builds += 1
            self.polled_at = now
            return self.index
        every = float(config.get("SHOP_CATALOGUE_REBUILD_SECONDS", DEFAULT_REBUILD))
        if every and now - self.index.built_at > every and not self.rebuilding:
            self._rebuild_in_background(app)
        if self.pending:
            ids, self.pending = self.pending, set()
            self._apply(ids)
        recheck = float(config.get("SHOP_CATALOGUE_RECHECK_SECONDS", DEFAULT_RECHECK))
        if now - self.polled_at >= recheck:
            self.polled_at = now
            self._poll(float(config.get("SHOP_CATALOGUE_CHANGE_OVERLAP_SECONDS", DEFAULT_OVERLAP)))
        return self.index

    def _poll(self, overlap: float) -> None:
        """Apply the rows other processes changed since the watermark (less the overlap)."""
        assert self.index is not None
        # Rows newer than the watermark, and rows stamped within the last `overlap` seconds (a transaction that
        # commits late, or another host's clock running behind); an idle shop re-reads nothing. Never "the
        # watermark less the overlap": after a bulk import that window would hold the whole catalogue forever.
        since = min(self.watermark, datetime.now(UTC) - timedelta(seconds=overlap))
        rows = db.session.execute(select(Product.id, Product.updated_at).where(Product.updated_at >= since)).all()
        index, changed = self.index, []
        for row in rows:
            stamp = row.updated_at.timestamp()
            slot = index.slot_for(row.id)
            if slot is None or index.stamp[slot] != stamp or not index.active[slot]:
                changed.append(row.id)
            self.watermark = max(self.watermark, row.updated_at)
        if changed:
            self._apply(changed)

    def _apply(self, ids: Iterable[int]) -> None:
        """Re-read these products and apply them; ids with no row any more leave the index."""
        assert self.index is not None
        wanted = sorted(set(ids))
        for start in range(0, len(wanted), FETCH_CHUNK):
            chunk = wanted[start : start + FETCH_CHUNK]
            rows = db.session.execute(select(*INDEXED_COLUMNS).where(Product.id.in_(chunk))).all()
            for row in rows:
                self.changes_applied += self.index.apply(row)
                if row.updated_at is not None:
                    self.watermark = max(self.watermark, row.updated_at)
            for gone in set(chunk) - {row.id for row in rows}:
                self.index.remove(gone)

    def _rebuild_in_background(self, app: Flask) -> None:
        """The safety net: a fresh index built in a thread while this one keeps answering."""
        self.rebuilding = True

        def work() -> None:
            try:
                with app.app_context():
                    try:
                        fresh, watermark = _build()
                    finally:
                        db.session.remove()
                with self.lock:
                    self.index, self.watermark = fresh, min(self.watermark, watermark)
                    self.builds += 1
            except Exception:
                log.exception("Rebuilding the catalogue index failed; the previous one stays in use")
            finally:
                self.rebuilding = False

        threading.Thread(target=work, name="catalogue-index", daemon=True).start()


def _build() -> tuple[CatalogueIndex, datetime]:
    """A fresh index and the watermark it is current to (read before the rows, so nothing slips between).

    Built by a child process where the database allows it and SHOP_CATALOGUE_BUILD_PROCESS is on (see
    shop.catalog.engine.build), else here."""
    started = time.perf_counter()
    watermark = db.session.scalar(select(func.max(Product.updated_at))) or _EPOCH
    index = None
    if current_app.config.get("SHOP_CATALOGUE_BUILD_PROCESS", True) and can_build_elsewhere(db.engine):
        index = build_elsewhere(db.engine)
    if index is None:
        index = CatalogueIndex.build()
    log.info("catalogue index built: %d products in %.2f s, %.1f MB (pid %d)", len(index),
             time.perf_counter() - started, index.nbytes() / 1e6, os.getpid())
    metrics.catalogue_built(len(index))
    return index, watermark


# ---------------------------------------------------------------- one read model per database per process

_models: dict[str, ReadModel] = {}
_models_lock = threading.Lock()


def _key(engine: Engine) -> str:
    return engine_key(engine)


def read_model() -> ReadModel:
    """This process's read model of the current app's database."""
    key = _key(db.engine)
    model = _models.get(key)
    if model is None:
        with _models_lock:
            model = _models.setdefault(key, ReadModel())
    return model


@contextmanager
def catalogue() -> Iterator[CatalogueIndex]:
    """The current index, held for reading: use it inside the ``with`` only, then fetch rows from the database."""
    model = read_model()
    with model.lock:
        yield model.refresh(current_app)


def catalogue_version() -> tuple[int, int]:
    """Moves whenever the index changes (a product applied, or a fresh build): kept responses compare it."""
    with catalogue() as index:
        return index.built_at, index.version


def forget() -> None:
    """Drop this process's read models; the next read builds afresh (tests that empty tables with raw SQL)."""
    with _models_lock:
        _models.clear()


def warm_up() -> None:
    """Build the index now (a gunicorn worker calls this before it takes requests)."""
    with catalogue():
        pass


def products_changed(ids: Iterable[int]) -> None:
    """Tell this process's index that these products changed in a way the ORM did not see (a Core UPDATE)."""
    model = read_model()
    with model.lock:
        model.pending.update(ids)


# ---------------------------------------------------------------- this process's own commits


@event.listens_for(Session, "after_flush")
def _note_product_changes(session: Session, _context) -> None:
    changed = {obj.id for obj in chain(session.new, session.dirty, session.deleted) if isinstance(obj, Product)}
    if changed:
        session.info.setdefault(_CHANGED, set()).update(changed)


@event.listens_for(Session, "after_commit")
def _products_committed(session: Session) -> None:
    changed = session.info.pop(_CHANGED, None)
    if not changed:
        return
    bind = session.get_bind()
    model = _models.get(_key(bind.engine if hasattr(bind, "engine") else bind))
    if model is not None:
        with model.lock:
            model.pending.update(changed)


@event.listens_for(Session, "after_soft_rollback")
def _products_rolled_back(session: Session, _previous) -> None:
    session.info.pop(_CHANGED, None)
