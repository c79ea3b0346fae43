"""Search arguments: the term, the main-category filter, and every listing's paging, sort and filters."""
from __future__ import annotations

from marshmallow import fields, post_load, validate

from shop.api_docs import any_case
from shop.catalog import messages
from shop.catalog.args import ListingArgsSchema, sort_field
from shop.catalog.engine.ordering import SORTS
from shop.catalog.models import MAIN_CATEGORIES
from shop.i18n import Message
from shop.search.service import RELEVANCE
from shop.validation import Pattern

MAX_SEARCH_LENGTH = 100
SEARCH_CATEGORIES = ("ALL", *(main.upper() for main in MAIN_CATEGORIES))


class SearchArgsSchema(ListingArgsSchema):
    """Search: the term, the main-category filter and, as for every listing, paging, sort and filters."""

    default_sort = RELEVANCE

    sort = sort_field((RELEVANCE, *SORTS))

    search = fields.String(
        load_default="",
        validate=validate.Length(
            max=MAX_SEARCH_LENGTH, error=Message(messages.TOO_LONG, name="search", max=MAX_SEARCH_LENGTH)
        ),
        metadata={"description": "Words in any language or script, a sku, a brand or a colour."},
    )
    category1 = fields.String(
        load_default="ALL",
        # In any (ASCII) case, or empty for ALL: a pattern, so the document says it exactly.
        validate=Pattern(
            f"^(?:|{any_case(SEARCH_CATEGORIES)})$",
            error=Message(messages.ONE_OF, name="category1", choices=", ".join(SEARCH_CATEGORIES)),
        ),
        metadata={"description": "ALL, FABRICS, ACCESSORIES, COLLECTIONS or CRYSTALS (any case)."},
    )

    @post_load
    def _listing(self, data, **kwargs):
        term, category = data.pop("search", ""), (data.pop("category1", None) or "ALL").upper()
        listing = super()._listing(data, **kwargs)
        listing.search = term.strip()
        listing.main = None if category == "ALL" else category.lower()
        return listing
