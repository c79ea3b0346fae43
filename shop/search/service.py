"""Product search: every language's name, the sku, brand and colour; typo tolerant; Latin and Cyrillic alike.

No search server and no SQL scan: the query is answered from the catalogue index's inverted index
(shop.search.index: token -> products, built from ``Product.search_text``), then only the page's rows
are read. A ``LIKE '%word%'`` scan costs 16 ms per pattern at 50,000 products on SQLite, and a
typo-tolerant query needs several patterns plus a count; the in-memory lookup takes about a millisecond.

Matching, per query word, in every spelling of shop.search.indexing.word_forms (original, Latin,
phonetic): a whole token, a token prefix (search-as-you-type) or, for words of 4+ letters, a token one
edit away (insert, delete, substitute or swap of neighbours; found through delete-one neighbourhoods,
then checked); skus match whole or by prefix in their own sorted list. Every query word must match.
Ranking, best first: the sku itself; a name whose first word is the first query word; every word whole;
a name starting with the first word as a prefix; every word a prefix; typo matches. Ties go to the more
popular, then the newer product. ``total`` counts every match.
"""
from __future__ import annotations

import bisect
from collections.abc import Iterable

from shop.catalog.service import Listing, ProductPage, at_level, list_products, listing_filters, products_by_ids
from shop.search.index import MIN_FUZZY, CatalogueIndex, current_index
from shop.search.indexing import lower_words, word_forms

MAX_WORDS = 6
MIN_PREFIX = 2  # a single letter matches whole tokens only, not every word that starts with it
MAX_FUZZY_TOKENS = 12


def search_products(listing: Listing) -> ProductPage:
    """Products matching ``listing.search`` (within ``listing.main`` when given), best matches first."""
    words = lower_words(listing.search)[:MAX_WORDS]
    if not words:
        # No term: the category (or everything), as on the category pages.
        if listing.sort == "relevance":
            listing.sort = "popular"
        return list_products(listing, *([at_level(1, listing.main)] if listing.main else []))
    index = current_index()
    matches, tiers = match(index, words)
    skus = index.sku_prefixed(listing.search.strip().lower(), exact=True)
    matches |= skus
    selectors = [index.within(matches), *listing_filters(index, listing)]
    if listing.main:
        selectors.append(index.path_is(listing.main))
    matches = index.select(selectors) or set()
    if listing.sort == "relevance":
        end = listing.offset + listing.limit
        positions = ranked(matches, [skus, *tiers], end)[listing.offset : end]
        ids = [index.ids[r] for r in positions]
    else:
        ids = index.page(matches, listing.sort, listing.offset, listing.limit)
    return ProductPage(products=products_by_ids(ids), total=len(matches), page=listing.page, limit=listing.limit)


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
        exact = _postings(index, forms)
        prefix = _postings(index, prefix_tokens)
        if len(word) >= MIN_PREFIX:
            exact |= index.sku_prefixed(word, exact=True)
            prefix |= index.sku_prefixed(word)
        fuzzy = _postings(index, {t for form in forms for t in near(index, form)} - prefix_tokens)
        if position == 0:
            first_exact = _postings(index, forms, first=True)
            first_prefix = _postings(index, {t for f in forms for t in prefixed(index, f, first=True)}, first=True)
        exact_all = exact if exact_all is None else exact_all & exact
        prefix_all = prefix if prefix_all is None else prefix_all & prefix
        any_all = (prefix | fuzzy) if any_all is None else any_all & (prefix | fuzzy)
        if not any_all:
            return set(), []
    assert exact_all is not None and prefix_all is not None and any_all is not None
    return any_all, [first_exact & exact_all, exact_all, first_prefix & prefix_all, prefix_all]


def ranked(matches: set[int], tiers: list[set[int]], needed: int) -> list[int]:
    """Matches in tier order, each tier in popular order (r); stops once ``needed`` are known."""
    ordered: list[int] = []
    seen: set[int] = set()
    for tier in [*tiers, matches]:
        fresh = (tier & matches) - seen
        ordered.extend(sorted(fresh))
        seen |= fresh
        if len(ordered) >= needed:
            break
    return ordered


def prefixed(index: CatalogueIndex, form: str, first: bool = False) -> list[str]:
    """Tokens starting with ``form`` (binary search in the sorted vocabulary)."""
    if len(form) < MIN_PREFIX:
        return [form]
    vocabulary = index.first_vocabulary if first else index.vocabulary
    start = bisect.bisect_left(vocabulary, form)
    end = bisect.bisect_left(vocabulary, form + "\uffff", lo=start)
    return vocabulary[start:end]


def near(index: CatalogueIndex, form: str) -> list[str]:
    """Tokens exactly one edit away from ``form`` (ASCII words of 4+ letters)."""
    if len(form) < MIN_FUZZY or not (form.isascii() and form.isalpha()):
        return []
    candidates: set[str] = set()
    for variant in (form, *{form[:i] + form[i + 1 :] for i in range(len(form))}):
        candidates.update(index.deletions.get(variant, ()))
        if variant != form and variant in index.postings:
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


def _postings(index: CatalogueIndex, tokens: Iterable[str], first: bool = False) -> set[int]:
    postings = index.first_postings if first else index.postings
    result: set[int] = set()
    result.update(*(postings[t] for t in tokens if t in postings))
    return result
