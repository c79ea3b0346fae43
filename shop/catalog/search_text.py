"""A product's search text: every name, the sku, brand and colour, lower-cased, transliterated and keyed.

One product's text holds, for every word, three spellings:

- the original, lower-cased ('шифон', 'chiffon'), so a query typed in the product's own script matches;
- its Latin transliteration (unidecode: 'шифон' -> 'shifon'), so Cyrillic and Latin meet in one alphabet;
- a phonetic key that folds the spellings transliteration leaves apart ('chiffon' -> 'shifon',
  'crystal' -> 'kristal', 'jersey' -> 'jersei'), so 'шифон' finds 'Chiffon' and 'chiffon' finds 'Шифон'.

The text starts with a space and separates words by single spaces, so ``' ' || word`` tests a word start.
The query side (shop.search.service) applies the same functions, so both sides always agree.
:func:`product_search_text` is the one place that decides what goes into the text: the ORM fills
``Product.search_text`` with it on every insert or edit (shop.catalog.models), and bulk inserts (the demo seed)
call it themselves.
"""
from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from unidecode import unidecode

_SPACES = re.compile(r"\s+")
# Apostrophes (the soft sign becomes one in transliteration) are dropped, not turned into a word break.
_APOSTROPHES = re.compile("['`\u2019\u02bc]+")  # ASCII, grave, right single quote, modifier apostrophe
_PUNCT = re.compile(r"[^\w\s-]+")
_WORD = re.compile(r"[\w-]+")

# Ordered rewrites: longer sequences first so 'shch' is not split into 'sh' + 'ch'. Each comes with letters every
# match of it holds ('' for none), so a word without them skips the rewrite: most words need two or three of the
# fifteen, so the skips save most of the work of a typed word's forms.
_PHONETIC_RULES: tuple[tuple[str, re.Pattern[str], str], ...] = tuple(
    (letters, re.compile(pattern), replacement)
    for letters, pattern, replacement in (
        ("ch", r"shch|sch", "sh"),
        ("tch", r"tch", "ch"),
        ("dzh", r"dzh", "j"),
        ("ch", r"ch", "sh"),  # 'chiffon' is said 'shiffon', which Ukrainian spells 'шифон'
        ("ph", r"ph", "f"),
        ("kh", r"kh", "h"),
        ("ck", r"ck", "k"),
        ("qu", r"qu", "kv"),
        ("q", r"q", "k"),
        ("x", r"x", "ks"),
        ("w", r"w", "v"),
        ("c", r"c(?=[eiy])", "s"),
        ("c", r"c", "k"),
        ("y", r"y", "i"),
        ("", r"(.)\1+", r"\1"),  # doubled letters are rarely kept by transliteration
    )
)


def normalise(text: str) -> str:
    """Lower-case ASCII form of ``text`` with punctuation dropped and spaces folded."""
    latin = _APOSTROPHES.sub("", unidecode(text or "")).lower()
    return _SPACES.sub(" ", _PUNCT.sub(" ", latin)).strip()


def lower_words(text: str) -> list[str]:
    """The words of ``text`` lower-cased in their own script (apostrophes dropped)."""
    return _WORD.findall(_APOSTROPHES.sub("", (text or "").lower()))


def phonetic(word: str) -> str:
    """The phonetic key of one Latin, lower-case word; words with digits (skus) are kept as they are."""
    if not word.isalpha():
        return word
    for letters, pattern, replacement in _PHONETIC_RULES:
        if letters in word:
            word = pattern.sub(replacement, word)
    return word


def word_forms(word: str) -> list[str]:
    """Original, transliterated and phonetic spelling of one word, without repeats, in that order."""
    forms: list[str] = []
    for form in (word.lower(), *normalise(word).split()):
        for candidate in (form, phonetic(form) if form.isascii() else form):
            if candidate and candidate not in forms:
                forms.append(candidate)
    return forms


@lru_cache(maxsize=65536)
def cached_forms(word: str) -> tuple[str, ...]:
    """:func:`word_forms` of one lower-case word, remembered: a catalogue repeats a few thousand words."""
    return tuple(word_forms(word))


@lru_cache(maxsize=65536)
def _forms_of(word: str) -> tuple[str, ...]:
    """Every form one lower-case word contributes; a catalogue repeats a few thousand words many times."""
    # 'rose-gold' is kept whole (skus have hyphens) and also indexed as 'rose' and 'gold'.
    pieces = [word, *word.split("-")] if "-" in word else [word]
    forms: dict[str, None] = {}
    for piece in pieces:
        for form in word_forms(piece):
            forms.setdefault(form, None)
    return tuple(forms)


def build_search_text(*parts: str | None) -> str:
    """Every word of ``parts`` in its original, Latin and phonetic form, each once, in order of appearance."""
    seen: dict[str, None] = {}
    for part in parts:
        for word in lower_words(part or ""):
            for form in _forms_of(word):
                seen.setdefault(form, None)
    return " " + " ".join(seen) + " " if seen else ""


def product_search_text(names: Iterable[str | None], sku: str, brand: str | None, colour: str | None) -> str:
    """What a product is found by: its names in every language, its sku, its brand's and its colour's name."""
    return build_search_text(*names, sku, brand, colour)
