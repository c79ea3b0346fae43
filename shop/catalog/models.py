"""Catalogue: brands, colours, the category tree and products."""
from __future__ import annotations

from contextlib import nullcontext
from datetime import datetime
from decimal import Decimal
from itertools import chain

from sqlalchemy import JSON, CheckConstraint, ForeignKey, Index, Integer, String, Text, event, inspect
from sqlalchemy.orm import Mapped, Session, mapped_column, object_session, relationship

from shop.catalog.search_text import product_search_text
from shop.extensions import db
from shop.models_base import Money, Quantity, TimestampMixin, UTCDateTime, utcnow
from shop.money import discounted

LANGUAGES = ("en", "ua", "pl", "ru", "de")
# Staff's product list: the orders it sorts by (each ends with the id) and the columns it filters on.
LIST_ORDER_COLUMNS = {
    "created": ("created_at", "id"),
    "updated": ("updated_at", "id"),
    "name": ("name_en", "id"),
    "sku": ("product_id", "id"),
    "price": ("price", "id"),
    "stock": ("stock", "id"),
}
LIST_FILTER_COLUMNS = ("is_active", "category1", "brand_id", "stock", "is_gift_card")
MAIN_CATEGORIES = ("fabrics", "crystals", "accessories", "collections")
GIFT_CARD_CATEGORY = "gift-cards"


class Brand(db.Model):
    """A manufacturer (Chrisanne, DSI ...), shown in the brands menu and on /brands/{slug}."""

    __tablename__ = "brands"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(80), unique=True)
    slug: Mapped[str] = mapped_column(String(80), unique=True)
    logo: Mapped[str | None] = mapped_column(String(255))
    position: Mapped[int] = mapped_column(Integer, default=0)

    colours: Mapped[list[Colour]] = relationship(back_populates="brand")


class Colour(db.Model):
    """A named colour of a brand's range, with its hex value for swatches.

    ``name`` is the English name (the slug comes from it); the other languages may be empty and then fall back to it.
    """

    __tablename__ = "colours"
    __table_args__ = (db.UniqueConstraint("brand_id", "slug", name="uq_colours_brand_slug"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(80))
    name_ua: Mapped[str | None] = mapped_column(String(80))
    name_pl: Mapped[str | None] = mapped_column(String(80))
    name_ru: Mapped[str | None] = mapped_column(String(80))
    name_de: Mapped[str | None] = mapped_column(String(80))
    slug: Mapped[str] = mapped_column(String(80), index=True)
    hex: Mapped[str] = mapped_column(String(7))
    brand_id: Mapped[int | None] = mapped_column(ForeignKey("brands.id", ondelete="SET NULL"), index=True)

    brand: Mapped[Brand | None] = relationship(back_populates="colours")

    def name_in(self, language: str) -> str:
        """The name in ``language``, falling back to English (``name``)."""
        return (getattr(self, f"name_{language}", None) if language != "en" else None) or self.name


class Category(db.Model):
    """A node of the category tree (level 1 = fabrics/crystals/accessories/collections, down to level 4).

    ``name`` is the stored display name: text after ``__`` is the Ukrainian variant; the first part is cut
    at the first ``_`` or `` -`` for other languages, unless ``name_pl``, ``name_ru`` or ``name_de`` holds the
    name in that language. ``slug`` is the URL segment; ``link`` an optional
    URL the menu uses instead of the default one.
    """

    __tablename__ = "categories"
    __table_args__ = (
        db.UniqueConstraint("parent_id", "slug", name="uq_categories_parent_slug"),
        CheckConstraint("level BETWEEN 1 AND 4", name="level_range"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    parent_id: Mapped[int | None] = mapped_column(ForeignKey("categories.id", ondelete="CASCADE"), index=True)
    level: Mapped[int] = mapped_column(Integer)
    main: Mapped[str] = mapped_column(String(40), index=True)
    name: Mapped[str] = mapped_column(String(160))
    # The name in Polish, Russian and German, where staff gave one; else the spec's rule applies to ``name``.
    name_pl: Mapped[str | None] = mapped_column(String(160))
    name_ru: Mapped[str | None] = mapped_column(String(160))
    name_de: Mapped[str | None] = mapped_column(String(160))
    slug: Mapped[str] = mapped_column(String(120), index=True)
    link: Mapped[str | None] = mapped_column(String(255))
    image: Mapped[str | None] = mapped_column(String(255))
    position: Mapped[int] = mapped_column(Integer, default=0)
    # Which of its goods a shopper may send back (shop.orders.return_rules): "any", "faulty-only" (cut fabric: only
    # when faulty or not what was ordered), "none"; null: as its parent (a main category's null is "any").
    return_rule: Mapped[str | None] = mapped_column(String(12))

    parent: Mapped[Category | None] = relationship(remote_side=[id], back_populates="children")
    children: Mapped[list[Category]] = relationship(back_populates="parent", order_by="Category.position")


class Product(TimestampMixin, db.Model):
    """Something the shop sells. ``product_id`` is the SKU and the product page's URL segment.

    Prices are GBP Decimals; ``minimum`` 0.1 means sold by fractional units (fabric by the metre,
    priced per 10 cm), 1 means whole units. ``stock`` is in the same unit. ``category1..4`` are the
    slugs of the category path, denormalised so listings filter on indexed columns.
    """

    __tablename__ = "products"
    __table_args__ = (
        CheckConstraint("discount BETWEEN 0 AND 100", name="discount_range"),
        CheckConstraint("price >= 0", name="price_positive"),
        CheckConstraint("stock >= 0", name="stock_positive"),
        Index("ix_products_cat_path", "category1", "category2", "category3", "category4"),
        Index("ix_products_brand_created", "brand_id", "created_at"),
        # Staff's list (shop.admin.products.listing): one index per order it sorts by, holding what it filters on
        # too, so a page and a count of any filters are read from one index, never from the wide rows.
        *(Index(f"ix_products_list_{name}", *columns, *(c for c in LIST_FILTER_COLUMNS if c not in columns))
          for name, columns in LIST_ORDER_COLUMNS.items()),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    product_id: Mapped[str] = mapped_column(String(40), unique=True)
    slug: Mapped[str] = mapped_column(String(160), index=True)
    group: Mapped[str | None] = mapped_column(String(80), index=True)

    name_en: Mapped[str] = mapped_column(String(200))
    name_ua: Mapped[str] = mapped_column(String(200))
    name_pl: Mapped[str | None] = mapped_column(String(200))
    name_ru: Mapped[str | None] = mapped_column(String(200))
    name_de: Mapped[str | None] = mapped_column(String(200))
    description_en: Mapped[str] = mapped_column(Text, default="")
    description_ua: Mapped[str] = mapped_column(Text, default="")
    description_pl: Mapped[str | None] = mapped_column(Text)
    description_ru: Mapped[str | None] = mapped_column(Text)
    description_de: Mapped[str | None] = mapped_column(Text)

    price: Mapped[Decimal] = mapped_column(Money)
    discount: Mapped[int] = mapped_column(Integer, default=0, index=True)
    minimum: Mapped[Decimal] = mapped_column(Quantity, default=Decimal("1"))
    unit: Mapped[str] = mapped_column(String(16), default="pcs")
    stock: Mapped[Decimal] = mapped_column(Quantity, default=Decimal("0"))
    images: Mapped[str] = mapped_column(Text, default="")

    brand_id: Mapped[int | None] = mapped_column(ForeignKey("brands.id", ondelete="SET NULL"), index=True)
    colour_id: Mapped[int | None] = mapped_column(ForeignKey("colours.id", ondelete="SET NULL"), index=True)
    category_id: Mapped[int | None] = mapped_column(ForeignKey("categories.id", ondelete="SET NULL"), index=True)
    category1: Mapped[str] = mapped_column(String(40), index=True)
    category2: Mapped[str | None] = mapped_column(String(120))
    category3: Mapped[str | None] = mapped_column(String(120))
    category4: Mapped[str | None] = mapped_column(String(120))

    is_gift_card: Mapped[bool] = mapped_column(default=False)
    # Grams per unit of sale (per metre of fabric, per piece or pack otherwise): what a parcel weighs, and so what
    # its delivery costs (shop.orders.pricing.parcel_grams). A gift card sent by e-mail weighs nothing.
    weight_grams: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    # A gift card's round amount in other currencies ({"UAH": "1000.00"}), set by staff; a currency without one
    # shows the GBP price converted, as every other product does.
    currency_prices: Mapped[dict | None] = mapped_column(JSON)
    is_active: Mapped[bool] = mapped_column(default=True, index=True)
    popularity: Mapped[int] = mapped_column(Integer, default=0)
    # Lower-cased, transliterated names, sku, brand and colour: the search reads this one column. Filled on every
    # insert and edit (see _fill_search_text below); bulk inserts call product_search_text themselves.
    search_text: Mapped[str] = mapped_column(Text, default="")
    # Every change moves it, so each worker's listing index sees edits made by other workers within seconds.
    updated_at: Mapped[datetime | None] = mapped_column(UTCDateTime(), default=utcnow, onupdate=utcnow, index=True)

    brand: Mapped[Brand | None] = relationship(lazy="joined")
    colour: Mapped[Colour | None] = relationship(lazy="joined")
    category: Mapped[Category | None] = relationship()

    def name(self, language: str) -> str:
        """The name in ``language``, falling back to English."""
        return getattr(self, f"name_{language}", None) or self.name_en

    def price_in(self, currency: str) -> Decimal | None:
        """The amount staff set for this product in ``currency`` (gift cards only); None: convert the GBP price."""
        amount = (self.currency_prices or {}).get(currency) if self.is_gift_card else None
        return Decimal(amount) if amount is not None else None

    def names(self) -> dict[str, str]:
        """The name in every language it is given in: what an order line keeps of the product."""
        return {language: text for language in LANGUAGES if (text := getattr(self, f"name_{language}"))}

    @property
    def final_price(self) -> Decimal:
        """The price after discount, in GBP (the one formula of shop.money)."""
        return discounted(self.price, self.discount)

    def refresh_search_text(self) -> None:
        """Recompute ``search_text`` from what a product is found by (the one recipe of shop.catalog.search_text)."""
        session = object_session(self)
        with session.no_autoflush if session is not None else nullcontext():
            brand = self.brand or (session.get(Brand, self.brand_id) if session and self.brand_id else None)
            colour = self.colour or (session.get(Colour, self.colour_id) if session and self.colour_id else None)
        names = (self.name_en, self.name_ua, self.name_pl, self.name_ru, self.name_de)
        self.search_text = product_search_text(names, self.product_id, brand and brand.name, colour and colour.name)


# What a product is found by: when any of these changes, its search text is computed again.
SEARCH_TEXT_SOURCES = ("name_en", "name_ua", "name_pl", "name_ru", "name_de", "product_id", "brand_id", "brand",
                       "colour_id", "colour")


@event.listens_for(Session, "before_flush")
def _fill_search_text(session: Session, _context, _instances) -> None:
    """Every insert and every edit of a product's names, sku, brand or colour keeps its search text in step."""
    new = set(session.new)  # once: `x in session.new` builds the set anew, which made a big flush quadratic
    for product in chain(new, session.dirty):
        if not isinstance(product, Product):
            continue
        state = inspect(product)
        if product in new or any(state.attrs[name].history.has_changes() for name in SEARCH_TEXT_SOURCES):
            product.refresh_search_text()
