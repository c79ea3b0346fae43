"""Staff's product list: filters, search, sort orders and pages that stay fast at 100,000 products.

A product row is wide (five languages of names and descriptions), so the list never reads rows it does not show:
each order it sorts by has an index that also holds every column it filters on (shop.catalog.models
LIST_ORDER_COLUMNS), a page's ids are read from that index alone, and only the page's rows are read after. The filters
are written as ``unindexed`` columns, so SQLite, which plans without statistics, walks that index instead of looking
half the catalogue up row by row through a one-column index; counts are read from a covering index the same way.
A search is matched where the shop's own search matches it: active products in the catalogue's read model (a bitmap
of products per word, no scan of the table), hidden ones, which the read model does not hold, by their search text
in SQL (the is_active index reads them alone).
"""
from __future__ import annotations

from decimal import Decimal

import numpy as np
from flask import current_app
from pyroaring import BitMap
from sqlalchemy import and_, false, func, select

from shop.catalog.engine.postings import slots_of
from shop.catalog.engine.read_model import catalogue
from shop.catalog.models import Product
from shop.catalog.search_text import lower_words, word_forms
from shop.database import among, unindexed
from shop.extensions import db
from shop.search.service import MIN_PREFIX, prefixed

MAX_SEARCH_WORDS = 6
FEW_IDS = 1_000
DEFAULT_SORT = "newest"
# Each order with the id last, so products of one name, price or stock keep one order from page to page.
SORTS = {
    "newest": (Product.created_at.desc(), Product.id.desc()),
    "oldest": (Product.created_at.asc(), Product.id.asc()),
    "name_asc": (Product.name_en.asc(), Product.id.asc()),
    "name_desc": (Product.name_en.desc(), Product.id.desc()),
    "sku_asc": (Product.product_id.asc(),),
    "sku_desc": (Product.product_id.desc(),),
    "price_asc": (Product.price.asc(), Product.id.asc()),
    "price_desc": (Product.price.desc(), Product.id.desc()),
    "stock_asc": (Product.stock.asc(), Product.id.asc()),
    "stock_desc": (Product.stock.desc(), Product.id.desc()),
    "updated_desc": (Product.updated_at.desc(), Product.id.desc()),
    "updated_asc": (Product.updated_at.asc(), Product.id.asc()),
}


class StockState:
    """How much of a product is left. In stock: any; low: some, at most SHOP_LOW_STOCK (the Info screen's low stock
    too); out: none. A gift card's stock is never taken, so gift cards are never low or out."""

    IN = "in"
    LOW = "low"
    OUT = "out"
    ALL = (IN, LOW, OUT)


def list_products(args: dict) -> tuple[list[Product], int]:
    """One page of products in the order asked (newest first by default) and how many match: ?search= words of the
    sku or names (any language, Latin or Cyrillic, as the shop's search spells them), ?category1=, ?brandId=,
    ?stock=, ?active=."""
    search = (args.get("search") or "").strip()
    # A search finds only shown or only hidden products itself when ?active= says which.
    conditions = _filters(args, active=not search)
    found: list[int] | None = None
    if search:
        found = matching_ids(search, args.get("active"))
        if not found:
            return [], 0
        # A few ids are looked up one by one; many are checked while the order's index is read.
        conditions.append(among(Product.id, found, look_up=len(found) <= FEW_IDS))
    if found is not None and len(conditions) == 1:
        total = len(found)  # the search's matches are the products (each once), as the shop's search counts them
    else:
        total = db.session.scalar(select(func.count()).select_from(Product).where(*conditions)) or 0
    page, limit = args["page"], args["limit"]
    if (page - 1) * limit >= total:
        return [], total
    ids = list(db.session.scalars(select(Product.id).where(*conditions)
                                  .order_by(*SORTS[args.get("sort") or DEFAULT_SORT])
                                  .offset((page - 1) * limit).limit(limit)))
    rows = {product.id: product for product in db.session.scalars(select(Product).where(Product.id.in_(ids)))}
    return [rows[product_id] for product_id in ids if product_id in rows], total


def _filters(args: dict, active: bool = True) -> list:
    conditions = []
    if args.get("category1"):
        conditions.append(unindexed(Product.category1) == args["category1"].strip().lower())
    if args.get("brand_id") is not None:
        conditions.append(unindexed(Product.brand_id) == args["brand_id"])
    if active and args.get("active") is not None:
        conditions.append(unindexed(Product.is_active) == args["active"])
    state, stock = args.get("stock"), unindexed(Product.stock)
    if state == StockState.IN:
        conditions.append(stock > 0)
    elif state in (StockState.LOW, StockState.OUT):
        low = Decimal(str(current_app.config.get("SHOP_LOW_STOCK", 5)))
        conditions.extend((and_(stock > 0, stock <= low) if state == StockState.LOW else stock <= 0,
                           unindexed(Product.is_gift_card) == false()))
    return conditions


def matching_ids(search: str, active: bool | None = None) -> list[int]:
    """The ids of the products the search finds (``active``: only shown or only hidden ones): every word starts a
    word of the product's names, sku, brand or colour in one of its spellings, or the sku holds the whole search."""
    words = lower_words(search)[:MAX_SEARCH_WORDS]
    whole = search.strip().lower()
    found: list[int] = []
    if active is not False:
        found.extend(_active_matches(words, whole))
    if active is not True:
        found.extend(_hidden_matches(words, whole))
    return found


def _active_matches(words: list[str], whole: str) -> list[int]:
    """Active products the search finds, from the read model's word bitmaps (no typo matches: staff look for what
    they typed)."""
    with catalogue() as index:
        matches: BitMap | None = None
        for word in words:
            tokens = {token for form in word_forms(word) for token in prefixed(index, form)}
            hits = index.postings.union(tokens)
            if len(word) >= MIN_PREFIX:
                hits |= index.skus.prefixed(word)
            matches = hits if matches is None else matches & hits
            if not matches:
                break
        matches = (matches or BitMap()) | index.skus.containing(whole)
        slots = slots_of(matches)
        slots = slots[index.active[slots]]
        return np.asarray(index.ids[slots]).tolist()


def _hidden_matches(words: list[str], whole: str) -> list[int]:
    """Hidden products the search finds, by the search text the read model would have held for them (every word
    starts a word of it, or the sku holds the whole search)."""
    in_sku = func.lower(Product.product_id).contains(whole, autoescape=True)
    in_text = and_(*(Product.search_text.contains(f" {word}", autoescape=True) for word in words)) if words else false()
    query = select(Product.id).where(Product.is_active == false(), in_text | in_sku)
    return list(db.session.scalars(query))
