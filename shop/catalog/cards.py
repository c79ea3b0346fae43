"""Product cards, ready to send: each dumped once by ProductCardSchema and kept until its product changes.

A listing page shows 24 cards; reading 24 rows through the ORM and dumping them field by field costs more than
everything else a listing does. The catalogue index knows each product's ``updated_at`` (its stamp), so a card
dumped at that stamp stays right until the product changes, and a change to one product costs one card.
What a card shows of other rows (the brand's name) is refreshed after SHOP_CARD_MAX_AGE_SECONDS (60 s, the
catalogue's HTTP max-age). The cache is per worker, bounded (SHOP_CARD_CACHE_SIZE, 20,000 cards; 0 turns it off).
"""
from __future__ import annotations

import threading
import time
from collections import OrderedDict
from collections.abc import Sequence

from flask import current_app
from sqlalchemy import select, true
from sqlalchemy.orm import joinedload, lazyload, load_only

from shop.catalog.models import Brand, Product
from shop.catalog.schemas import ProductCardSchema
from shop.extensions import db

DEFAULT_SIZE = 20_000
DEFAULT_MAX_AGE = 60.0

# What a product card shows; descriptions (most of a row's bytes) stay in the database.
CARD_COLUMNS = (
    Product.id, Product.product_id, Product.slug, Product.name_en, Product.name_ua, Product.name_pl,
    Product.name_ru, Product.name_de, Product.price, Product.discount, Product.minimum, Product.unit,
    Product.stock, Product.images, Product.brand_id, Product.is_gift_card, Product.is_active,
)
_schema = ProductCardSchema()


class CardCache:
    """product id -> (stamp, dumped at, card), least recently used first out."""

    def __init__(self) -> None:
        self._cards: OrderedDict[int, tuple[float, float, dict]] = OrderedDict()
        self._lock = threading.Lock()

    def cards(self, ids: Sequence[int], stamps: Sequence[float]) -> list[dict]:
        """The cards of these active products, in this order (a product gone from the database is skipped)."""
        config = current_app.config
        size = int(config.get("SHOP_CARD_CACHE_SIZE", DEFAULT_SIZE))
        max_age = float(config.get("SHOP_CARD_MAX_AGE_SECONDS", DEFAULT_MAX_AGE))
        now = time.monotonic()
        found: dict[int, dict] = {}
        with self._lock:
            for product_id, stamp in zip(ids, stamps, strict=True):
                entry = self._cards.get(product_id)
                if entry is not None and entry[0] == stamp and now - entry[1] < max_age:
                    self._cards.move_to_end(product_id)
                    found[product_id] = entry[2]
        missing = [i for i in ids if i not in found]
        if missing:
            fresh = {p.id: _schema.dump(p) for p in products_for_cards(missing)}
            found.update(fresh)
            if size:
                with self._lock:
                    for product_id, stamp in zip(ids, stamps, strict=True):
                        if product_id in fresh:
                            self._cards[product_id] = (stamp, now, fresh[product_id])
                    while len(self._cards) > size:
                        self._cards.popitem(last=False)
        return [found[i] for i in ids if i in found]


def products_for_cards(ids: Sequence[int]) -> list[Product]:
    """Active products with these ids, loaded with a card's columns only."""
    stmt = (
        select(Product)
        .where(Product.id.in_(ids), Product.is_active == true())
        .options(
            # Deferred, not refused: the same object may be asked for its description later in the session.
            load_only(*CARD_COLUMNS),
            joinedload(Product.brand).load_only(Brand.name, Brand.slug),
            lazyload(Product.colour),
        )
    )
    # A card is dumped because its product changed, so rows already in the session are read again.
    return list(db.session.scalars(stmt.execution_options(populate_existing=True)).unique())
