"""Product search: every language's name, the sku, brand and colour; typo tolerant; Latin and Cyrillic alike.

No search server and no SQL scan: the query is answered from the catalogue's read model (a compressed bitmap of
products per token, built from ``Product.search_text``, see shop.catalog.engine.postings), then only the page's cards
are read. A ``LIKE '%word%'`` scan reads every product for each pattern, and a typo-tolerant query needs several
patterns plus a count; bitmap unions and intersections touch only the matches.

Matching, per query word, in every spelling of shop.catalog.search_text.word_forms (original, Latin,
phonetic): a whole token, a token prefix (search-as-you-type) or, for words of 4+ letters, a token one
edit away (insert, delete, substitute or swap of neighbours; found through delete-one neighbourhoods,
then checked); skus match whole or by prefix in their own sorted list. Every query word must match.
Ranking, best first: the sku itself; a name whose first word is the first query word; every word whole;
a name starting with the first word as a prefix; every word a prefix; typo matches. Ties go to the more
popular, then the newer product. ``total`` counts every match.
"""
from __future__ import annotations

import numpy as np
from pyroaring import BitMap

from shop.catalog.engine.index import MIN_FUZZY, SPARSE, CatalogueIndex
from shop.catalog.engine.ordering import POPULAR
from shop.catalog.engine.postings import TokenPostings, bitmap_of, slots_of
from shop.catalog.engine.read_model import catalogue
from shop.catalog.listing import (
    Listing,
    ListingPage,
    at_level,
    cards_at,
    list_products,
    narrowed,
    shopper_filters,
)
from shop.catalog.search_text import lower_words, word_forms

MAX_WORDS = 6
MIN_PREFIX = 2  # a single letter matches whole tokens only, not every word that starts with it
MAX_FUZZY_TOKENS = 12
# Search's own order beside the catalogue's (SORTS): best matches first, by tier (see ranked). Within a tier, and
# for a search without a term, the products are in UNRANKED order.
RELEVANCE = "relevance"
UNRANKED = POPULAR.name


def search_products(listing: Listing) -> ListingPage:
    """Products matching ``listing.search`` (within ``listing.main`` when given), best matches first."""
    words = lower_words(listing.search)[:MAX_WORDS]
    if not words:
        # No term: the category (or everything), as on the category pages.
        if listing.sort == RELEVANCE:
            listing.sort = UNRANKED
        return list_products(listing, *([at_level(1, listing.main)] if listing.main else []))
    with catalogue() as index:
        matches, tiers = match(index, words)
        skus = index.skus.prefixed(listing.search.strip().lower(), exact=True)
        found = slots_of(matches | skus)
        found = found[index.active[found]]
        selectors = shopper_filters(index, listing)
        if listing.main:
            selectors.append(index.path_is(listing.main))
        selectors = narrowed(index, selectors, listing.in_stock)
        if listing.sort == RELEVANCE:
            for selector in selectors:  # each filter read at the matches only
                found = found[selector.at(found)]
            total, slots = ranked(index, found, [skus, *tiers], listing.offset, listing.limit)
        else:
            total, slots = index.query([index.within(found), *selectors], listing.sort, listing.offset,
                                       listing.limit)
    return ListingPage(products=cards_at(slots), total=total, page=listing.page, limit=listing.limit)


def match(index: CatalogueIndex, words: list[str]) -> tuple[BitMap, list[BitMap]]:
    """All matches, and the better tiers among them in rank order (see the module docstring)."""
    exact_all: BitMap | None = None
    prefix_all: BitMap | None = None
    any_all: BitMap | None = None
    first_exact = first_prefix = BitMap()
    for position, word in enumerate(words):
        forms = word_forms(word)
        prefix_tokens = {t for form in forms for t in prefixed(index, form)}
        exact = index.postings.union(forms)
        prefix = index.postings.union(prefix_tokens)
        if len(word) >= MIN_PREFIX:
            exact |= index.skus.prefixed(word, exact=True)
            prefix |= index.skus.prefixed(word)
        fuzzy = index.postings.union({t for form in forms for t in near(index.postings, form)} - prefix_tokens)
        if position == 0:
            first_exact = index.first_postings.union(forms)
            first_prefix = index.first_postings.union({t for f in forms for t in prefixed(index, f, first=True)})
        exact_all = exact if exact_all is None else exact_all & exact
        prefix_all = prefix if prefix_all is None else prefix_all & prefix
        any_all = (prefix | fuzzy) if any_all is None else any_all & (prefix | fuzzy)
        if not any_all:
            return BitMap(), []
    assert exact_all is not None and prefix_all is not None and any_all is not None
    return any_all, [first_exact & exact_all, exact_all, first_prefix & prefix_all, prefix_all]


def ranked(index: CatalogueIndex, found: np.ndarray, tiers: list[BitMap], offset: int,
           limit: int) -> tuple[int, list[int]]:
    """The ``found`` slots (active matches that meet the filters, ascending), tier by tier (each in popular
    order), then the rest: the total and one page. A tier wholly before the page is only counted; only the tier
    that holds the page is put in order (:meth:`CatalogueIndex.in_order`). Up to SPARSE matches (a typed word's
    usual lot) are a bitmap, sorted by their keys, so nothing is done per product of the catalogue; more are a mask
    over it, cut from the order (sorting a few thousand cost more than walking the order to the page)."""
    if found.size <= SPARSE:
        left = bitmap_of(found)

        def take(tier: BitMap | None) -> np.ndarray:
            nonlocal left
            if tier is None:
                return slots_of(left)
            chosen = left & tier
            left = left - chosen
            return slots_of(chosen)
    else:
        mask = np.zeros(index.columns.size, np.bool_)
        mask[found] = True

        def take(tier: BitMap | None) -> np.ndarray:
            if tier is None:
                return np.flatnonzero(mask)
            members = slots_of(tier)
            members = members[mask[members]]
            mask[members] = False
            return members

    page: list[int] = []
    for tier in [*tiers, None]:
        chosen = take(tier)
        if offset >= chosen.size:
            offset -= chosen.size
            continue
        page.extend(index.in_order(chosen, UNRANKED, offset, limit - len(page)))
        offset = 0
        if len(page) >= limit:
            break
    return int(found.size), page


def prefixed(index: CatalogueIndex, form: str, first: bool = False) -> list[str]:
    """Tokens starting with ``form`` (binary search in the sorted vocabulary)."""
    if len(form) < MIN_PREFIX:
        return [form]
    return (index.first_postings if first else index.postings).prefixed(form)


def near(postings: TokenPostings, form: str) -> list[str]:
    """Tokens exactly one edit away from ``form`` (ASCII words of 4+ letters)."""
    if len(form) < MIN_FUZZY or not (form.isascii() and form.isalpha()):
        return []
    candidates: set[str] = set()
    for variant in (form, *{form[:i] + form[i + 1 :] for i in range(len(form))}):
        candidates.update(postings.deletion_neighbours(variant))
        if variant != form and variant in postings:
            candidates.add(variant)
    return sorted(t for t in candidates if one_edit(form, t))[:MAX_FUZZY_TOKENS]


def one_edit(a: str, b: str) -> bool:
    """True when b is one insertion, deletion, substitution or swap of neighbours away from a."""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    if len(a) > len(b):
        a, b = b, a
    i = 0
    while i < len(a) and a[i] == b[i]:
        i += 1
    if len(a) < len(b):
        return a[i:] == b[i + 1 :]
    if a[i + 1 :] == b[i + 1 :]:
        return True
    return i + 1 < len(a) and a[i] == b[i + 1] and a[i + 1] == b[i] and a[i + 2 :] == b[i + 2 :]
