"""URL slugs: the one rule every slug of the shop is made with (brands, colours, categories, products)."""
from __future__ import annotations

import re

from unidecode import unidecode

_NON_SLUG = re.compile(r"[^a-z0-9]+")


def slugify(text: str) -> str:
    """Lower-case, hyphenated ASCII form of ``text`` ("Devoré Velvet" -> "devore-velvet")."""
    return _NON_SLUG.sub("-", unidecode(text).lower()).strip("-")
