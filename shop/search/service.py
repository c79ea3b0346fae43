"""Product search: every language's name, the sku, brand and colour; typo tolerant; Latin and Cyrillic alike.

No search server and no SQL scan: the query is answered from the catalogue's read model (its token -> products
postings, built from ``Product.search_text``, see shop.catalog.index), then only the page's cards are read.
A ``LIKE '%word%'`` scan costs 16 ms per pattern at 50,000 products on SQLite, and a typo-tolerant query
needs several patterns plus a count; the in-memory lookup takes about a millisecond.

Matching, per query word, in every spelling of shop.catalog.search_text.word_forms (original, Latin,
phonetic): a whole token, a token prefix (search-as-you-type) or, for words of 4+ letters, a token one
edit away (insert, delete, substitute or swap of neighbours; found through delete-one neighbourhoods,
then checked); skus match whole or by prefix in their own sorted list. Every query word must match.
Ranking, best first: the sku itself; a name whose first word is the first query word; every word whole;
a name starting with the first word as a prefix; every word a prefix; typo matches. Ties go to the more
popular, then the newer product. ``total`` counts every match.
"""
from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Iterable

from shop.catalog.index import MIN_FUZZY, CatalogueIndex
from shop.catalog.listing import (
    Listing,
    ProductPage,
    at_level,
    cards_at,
    list_products,
    narrowed,
    shopper_filters,
)
from shop.catalog.positions import TokenPostings
from shop.catalog.read_model import catalogue
from shop.catalog.search_text import lower_words, word_forms

MAX_WORDS = 6
MIN_PREFIX = 2  # a single letter matches whole tokens only, not every word that starts with it
MAX_FUZZY_TOKENS = 12
REMEMBERED_MATCHES = 512


def search_products(listing: Listing) -> ProductPage:
    """Products matching ``listing.search`` (within ``listing.main`` when given), best matches first."""
    words = lower_words(listing.search)[:MAX_WORDS]
    if not words:
        # No term: the category (or everything), as on the category pages.
        if listing.sort == "relevance":
            listing.sort = "popular"
        return list_products(listing, *([at_level(1, listing.main)] if listing.main else []))
    with catalogue() as index:
        matches, tiers = remembered_match(index, words)
        skus = index.skus.prefixed(listing.search.strip().lower(), exact=True)
        if skus - matches:
            matches = matches | skus
        selectors = [index.within(matches), *shopper_filters(index, listing)]
        if listing.main:
            selectors.append(index.path_is(listing.main))
        selectors = narrowed(index, selectors, listing.in_stock)
        if listing.sort == "relevance":
            first, *rest = sorted(selectors, key=lambda s: s.size)
            kept = matches if not rest else {r for r in first.members() if all(s.test(r) for s in rest)}
            end = listing.offset + listing.limit
            slots = ranked(index, kept, [skus, *tiers], end)[listing.offset : end]
            total = len(kept)
        else:
            total, slots = index.query(selectors, listing.sort, listing.offset, listing.limit)
    return ProductPage(products=cards_at(slots), total=total, page=listing.page, limit=listing.limit)


_remembered: OrderedDict[tuple, tuple[set[int], list[set[int]]]] = OrderedDict()
_remembered_lock = threading.Lock()


def remembered_match(index: CatalogueIndex, words: list[str]) -> tuple[set[int], list[set[int]]]:
    """:func:`match`, remembered while no product's text changes: shoppers type the same few hundred words,
    and a common word ("lycra") matches tens of thousands of products. The sets are shared: never change them."""
    key = (id(index), index.built_at, index.text_version, tuple(words))
    with _remembered_lock:
        found = _remembered.get(key)
        if found is not None:
            _remembered.move_to_end(key)
            return found
    found = match(index, words)
    with _remembered_lock:
        _remembered[key] = found
        while len(_remembered) > REMEMBERED_MATCHES:
            _remembered.popitem(last=False)
    return found


def match(index: CatalogueIndex, words: list[str]) -> tuple[set[int], list[set[int]]]:
    """All matches, and the better tiers among them in rank order (see the module docstring)."""
    exact_all: set[int] | None = None
    prefix_all: set[int] | None = None
    any_all: set[int] | None = None
    first_exact: set[int] = set()
    first_prefix: set[int] = set()
    for position, word in enumerate(words):
        forms = word_forms(word)
        prefix_tokens = {t for form in forms for t in prefixed(index, form)}
        exact = _postings(index.postings, forms)
        prefix = _postings(index.postings, prefix_tokens)
        if len(word) >= MIN_PREFIX:
            exact |= index.skus.prefixed(word, exact=True)
            prefix |= index.skus.prefixed(word)
        fuzzy = _postings(index.postings, {t for form in forms for t in near(index.postings, form)} - prefix_tokens)
        if position == 0:
            first_exact = _postings(index.first_postings, forms)
            first_tokens = {t for f in forms for t in prefixed(index, f, first=True)}
            first_prefix = _postings(index.first_postings, first_tokens)
        exact_all = exact if exact_all is None else exact_all & exact
        prefix_all = prefix if prefix_all is None else prefix_all & prefix
        any_all = (prefix | fuzzy) if any_all is None else any_all & (prefix | fuzzy)
        if not any_all:
            return set(), []
    assert exact_all is not None and prefix_all is not None and any_all is not None
    return any_all, [first_exact & exact_all, exact_all, first_prefix & prefix_all, prefix_all]


def ranked(index: CatalogueIndex, matches: set[int], tiers: list[set[int]], needed: int) -> list[int]:
    """Matches in tier order, each tier in popular order; stops once ``needed`` are known."""
    ordered: list[int] = []
    seen: set[int] = set()
    for tier in [*tiers, matches]:
        fresh = (tier & matches) - seen
        ordered.extend(index.first_popular(fresh, needed - len(ordered)))
        if len(ordered) >= needed:
            break
        seen |= fresh
    return ordered


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


def _postings(postings: TokenPostings, tokens: Iterable[str]) -> set[int]:
    result: set[int] = set()
    for token in tokens:
        result |= postings.get(token)
    return result
