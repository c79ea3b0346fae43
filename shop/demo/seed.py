"""Fills an empty database with a realistic, reproducible demo shop.

Everything is drawn from one ``random.Random(seed)`` and dated relative to fixed dates, so the same seed gives
the same catalogue, the same "new" products and the same orders on every machine. Products go in with bulk
INSERTs (a list of dicts per statement), so a large demo catalogue seeds quickly on SQLite and PostgreSQL
without an ORM object per product; the small tables use INSERT ... RETURNING so their ids can be wired into the
products.
"""
from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from decimal import ROUND_HALF_UP, Decimal
from itertools import pairwise

from flask import current_app
from sqlalchemy import delete, func, insert, select

from shop.accounts.models import (
    Address,
    PasswordResetToken,
    PaymentProfile,
    RecurringInterval,
    RecurringPayment,
    RecurringStatus,
    RewardPointEntry,
    RewardReason,
    User,
    UserStatus,
)
from shop.accounts.passwords import hash_password
from shop.accounts.rewards import WELCOME_POINTS
from shop.catalog.models import GIFT_CARD_CATEGORY, Brand, Category, Colour, Product
from shop.catalog.search_text import product_search_text
from shop.content.models import Slide
from shop.currency.models import CurrencyRate
from shop.demo import catalogue as cat
from shop.demo import images
from shop.extensions import db
from shop.giftcards.models import GiftCard, GiftCardEntry
from shop.media_storage import LocalStorage, storage
from shop.money import DEFAULT_FACTORS, SIGNS, step_for
from shop.orders import delivery_rates
from shop.orders.delivery import METHODS, DeliveryCode
from shop.orders.models import (
    DeliveryBand,
    DeliveryStatus,
    DeliveryThreshold,
    DeliveryZone,
    DeliveryZoneMethod,
    EventKind,
    Order,
    OrderEvent,
    OrderLine,
    PaymentStatus,
    ReturnRequest,
    ReturnStatus,
)
from shop.orders.pricing import Wanted, price, products_by_sku
from shop.orders.rewards import award_for_delivered_order
from shop.payments.methods import PaymentMethod
from shop.payments.models import Payment, ProviderCallback
from shop.queries.models import CallbackQuery, QueryStatus
from shop.security import StaffRole
from shop.slugs import slugify

# Products are dated between these two instants, so "new" (newest first) is the same on every run.
CATALOGUE_FROM = datetime(2026, 1, 1, tzinfo=UTC)
CATALOGUE_UNTIL = datetime(2026, 11, 1, tzinfo=UTC)
ORDERS_FROM = datetime(2026, 9, 1, tzinfo=UTC)
ORDERS_UNTIL = datetime(2026, 11, 20, tzinfo=UTC)

DEFAULT_PRODUCTS = 1600
INSERT_CHUNK = 5000  # rows per execute(): bounds memory per statement; SQLAlchemy batches the VALUES itself
DISCOUNTS = (10, 10, 15, 15, 20, 20, 25, 30, 40, 50)  # sale percentages, the small ones more often
DISCOUNT_SHARE = 0.17
OUT_OF_STOCK_SHARE = 0.07
FRACTIONAL_MINIMUM = Decimal("0.1")
WHOLE_MINIMUM = Decimal("1")
STEP_5P = Decimal("0.05")

FABRIC_TEXTURES = {"sheen", "satin", "metallic", "hologram", "mesh", "glitter", "sequin", "folds", "velvet",
                   "ombre", "lace", "animal", "floral", "abstract"}
# Sew-on navettes, drops and ovals share one picture of all three cuts.
CRYSTAL_SHAPES = {"round": "round", "chaton": "chaton", "navette": "fancy", "drop": "fancy", "oval": "fancy",
                  "pearl": "pearl", "chain": "chain", "banding": "banding"}
IMAGE_TITLES = {
    "sheen": "matt lycra swatch", "satin": "satin-finish fabric swatch", "metallic": "metallic lycra swatch",
    "hologram": "hologram lycra swatch", "mesh": "mesh fabric swatch", "glitter": "glitter mesh swatch",
    "sequin": "sequin fabric swatch", "folds": "chiffon and crepe swatch", "velvet": "velvet swatch",
    "ombre": "ombre chiffon swatch", "lace": "lace swatch", "animal": "animal print lycra swatch",
    "floral": "floral print swatch", "abstract": "abstract print lycra swatch", "round": "round crystals",
    "chaton": "chaton crystals", "fancy": "sew-on stones", "pearl": "pearls", "chain": "rhinestone chain",
    "banding": "crystal banding", "spool": "thread spool", "bottle": "glue bottle", "applicator": "hotfix tool",
    "feather": "feathers", "fringe": "fringe", "elastic": "elastic and straps", "hook": "hooks and fasteners",
    "zip": "invisible zip", "motif": "appliqué motif", "earring": "earrings", "bundle": "fabric bundle",
}
# The colour a category's picture shows, the first one its palette has (a theme may ask for its own).
SIGNATURE_COLOURS = ("Royal Blue", "Crystal AB", "White Pearl", "Fuchsia")
THEME_COLOURS = {"bridal-white": "Ivory", "last-chance": "Red", "showgirl": "Gold", "kids-costumes": "Hot Pink"}


class SeedError(RuntimeError):
    """Seeding refused: the catalogue already holds data and a wipe was not asked for."""


@dataclass(frozen=True)
class Leaf:
    """A leaf category with its path from the main category down, and the family of goods it sells."""

    path: tuple[cat.Node, ...]
    family: cat.Family
    brands: tuple[str, ...]

    @property
    def main(self) -> str:
        """The level-1 slug (fabrics, crystals ...)."""
        return self.path[0].slug

    @property
    def blurb(self) -> cat.Names | None:
        """The nearest description lead-in along the path, in the five languages."""
        if self.family.blurb:
            return self.family.blurb
        return next((node.blurb for node in reversed(self.path) if node.blurb), None)


# --------------------------------------------------------------------------------------------------------------
# Entry points
# --------------------------------------------------------------------------------------------------------------


def catalogue_is_empty() -> bool:
    """True when no product, brand, colour or category exists yet (the state seeding expects)."""
    return all(db.session.execute(select(model.id).limit(1)).first() is None
               for model in (Product, Brand, Colour, Category))


def seed_demo(products: int = DEFAULT_PRODUCTS, seed: int = 42, *, wipe: bool = False,
              media_dir: str | None = None) -> dict[str, int]:
    """Create the demo shop and commit it; returns how many rows of each kind (and image files) were written.

    ``products`` counts catalogue products; the gift cards come on top. Refuses with SeedError when the
    catalogue is not empty unless ``wipe`` is set, which first deletes the demo tables (catalogue, content,
    queries, orders, gift cards and the demo accounts; other accounts are kept). Pictures are written as
    SVG files in the app's media storage (shop.media_storage: SHOP_MEDIA_DIR or the bucket), or under ``media_dir``
    when it is given.
    """
    if products < 0:
        raise ValueError("products must not be negative")
    if wipe:
        wipe_demo()
    elif not catalogue_is_empty():
        raise SeedError("The catalogue already has data; pass wipe=True (or --wipe) to replace it.")

    rng = random.Random(seed)
    media = images.MediaWriter(LocalStorage(media_dir) if media_dir else storage())
    counts: dict[str, int] = {}
    try:
        brand_ids = _seed_brands(media)
        ranges = _colour_ranges(rng)
        colour_ids = _seed_colours(ranges, brand_ids)
        leaves = list(_leaves())
        category_ids = _seed_categories(media)
        rows = _product_rows(rng, products, leaves, ranges, brand_ids, colour_ids, category_ids, media)
        gift_cards = _gift_card_rows(media)
        every_row = rows + gift_cards
        for start in range(0, len(every_row), INSERT_CHUNK):
            db.session.execute(insert(Product), every_row[start:start + INSERT_CHUNK])
        counts.update(brands=len(brand_ids), colours=len(colour_ids), categories=len(category_ids),
                      products=len(rows), gift_cards=len(gift_cards))
        counts["slides"] = _seed_slides(media)
        counts["currency_rates"] = _seed_rates()
        counts["delivery_zones"] = _seed_delivery_zones()
        created_users, shoppers = _seed_users()
        counts["users"] = len(created_users)
        counts["queries"] = _seed_queries(rng)
        counts["orders"], counts["order_lines"] = _seed_orders(rng, rows, shoppers)
        counts.update(_seed_account_pages({email: shoppers[email] for email in created_users if email in shoppers}))
        counts["images"] = media.count
        db.session.commit()
    except Exception:
        db.session.rollback()
        raise
    return counts


def wipe_demo() -> None:
    """Delete everything seed_demo writes, children before parents, in the caller's transaction."""
    demo_emails = [cat.ADMIN_EMAIL, *(s[0] for s in cat.STAFF), *(s[0] for s in cat.SHOPPERS)]
    demo_users = select(User.id).where(func.lower(User.email).in_(demo_emails)).scalar_subquery()
    for statement in (
        delete(ReturnRequest), delete(OrderLine), delete(GiftCardEntry), delete(GiftCard), delete(OrderEvent),
        delete(Payment), delete(ProviderCallback), delete(Order), delete(CallbackQuery),
        delete(Product),
        # Deepest categories first so no statement leaves a child pointing at a deleted parent.
        *(delete(Category).where(Category.level == level) for level in (4, 3, 2, 1)),
        delete(Colour), delete(Brand), delete(Slide), delete(CurrencyRate),
        delete(DeliveryBand), delete(DeliveryThreshold), delete(DeliveryZoneMethod), delete(DeliveryZone),
        *(delete(model).where(model.user_id.in_(demo_users))
          for model in (Address, RewardPointEntry, PaymentProfile, RecurringPayment)),
        delete(PasswordResetToken).where(PasswordResetToken.user_id.in_(demo_users)),
        delete(User).where(func.lower(User.email).in_(demo_emails)),
    ):
        db.session.execute(statement)
    db.session.flush()


# --------------------------------------------------------------------------------------------------------------
# Brands, colours, categories
# --------------------------------------------------------------------------------------------------------------


def _returning_ids(model, rows: list[dict]) -> list[int]:
    """Bulk INSERT ... RETURNING id, in the order of ``rows``."""
    statement = insert(model).returning(model.id, sort_by_parameter_order=True)
    return list(db.session.execute(statement, rows).scalars())


def _seed_brands(media: images.MediaWriter) -> dict[str, int]:
    """Insert the brands in their menu order, each with a generated wordmark logo; returns code -> id."""
    rows = []
    for position, brand in enumerate(cat.BRANDS):
        slug = slugify(brand.name)
        logo = media.ensure(f"brands/{slug}.svg",
                            lambda b=brand: images.brand_logo(b.name, b.logo_colour, b.serif))
        rows.append({"name": brand.name, "slug": slug, "logo": logo, "position": position})
    ids = _returning_ids(Brand, rows)
    return {brand.code: ident for brand, ident in zip(cat.BRANDS, ids, strict=True)}


def _leaves() -> Iterator[Leaf]:
    """Every leaf category of the four trees, depth first, with the brands that make its goods."""

    def walk(path: tuple[cat.Node, ...]) -> Iterator[Leaf]:
        """Leaves under the last node of ``path``."""
        node = path[-1]
        if node.family is not None:
            yield Leaf(path, node.family, _brands_for(path, node.family))
        for child in node.children:
            yield from walk((*path, child))

    for tree in cat.TREES:
        yield from walk((tree,))


def _brands_for(path: tuple[cat.Node, ...], family: cat.Family) -> tuple[str, ...]:
    """The family's own brand list, else every fabric brand that weaves this family / every crystal brand."""
    if family.brands:
        return family.brands
    if family.kind == "fabric":
        return tuple(code for code in cat.FABRIC_BRANDS
                     if path[1].slug in cat.FABRIC_SPECIALITIES.get(code, (path[1].slug,)))
    return cat.CRYSTAL_BRANDS


def _colour_ranges(rng: random.Random) -> dict[str, dict[str, list[cat.ColourSpec]]]:
    """Each brand's colour range per palette it needs: the staples plus a random draw, in card order."""
    needed: dict[str, list[str]] = {brand.code: [] for brand in cat.BRANDS}
    for leaf in _leaves():
        if leaf.family.palette:
            for code in leaf.brands:
                if leaf.family.palette not in needed[code]:
                    needed[code].append(leaf.family.palette)
    ranges: dict[str, dict[str, list[cat.ColourSpec]]] = {}
    for brand in cat.BRANDS:
        ranges[brand.code] = {}
        for palette in needed[brand.code]:
            colours = cat.PALETTES[palette]
            staples = cat.PALETTE_STAPLES[palette]
            low, high = cat.PALETTE_SIZES[palette]
            others = [c for c in colours if c.name not in staples]
            chosen = set(staples) | {c.name for c in rng.sample(others, min(len(others), rng.randint(low, high)
                                                                                - len(staples)))}
            ranges[brand.code][palette] = [c for c in colours if c.name in chosen]
    return ranges


def _seed_colours(ranges: dict[str, dict[str, list[cat.ColourSpec]]],
                  brand_ids: dict[str, int]) -> dict[tuple[str, str], int]:
    """One Colour row per brand and colour name (a name in two palettes of a brand is one row)."""
    rows, keys = [], []
    for brand in cat.BRANDS:
        seen: set[str] = set()
        for palette in ranges[brand.code].values():
            for colour in palette:
                slug = slugify(colour.name)
                if slug not in seen:
                    seen.add(slug)
                    keys.append((brand.code, slug))
                    rows.append({"name": colour.name, "slug": slug, "hex": colour.hex,
                                 "brand_id": brand_ids[brand.code],
                                 **{f"name_{language}": colour.names[index]
                                    for index, language in enumerate(cat.LANGS) if index}})
    return dict(zip(keys, _returning_ids(Colour, rows), strict=True)) if rows else {}


def _seed_categories(media: images.MediaWriter) -> dict[tuple[str, ...], int]:
    """Insert the trees level by level (parents need their ids first); returns slug path -> id."""
    ids: dict[tuple[str, ...], int] = {}
    level_nodes: list[tuple[tuple[str, ...], cat.Node, int]] = [
        ((tree.slug,), tree, position) for position, tree in enumerate(cat.TREES)]
    level = 1
    while level_nodes:
        rows = []
        for slug_path, node, position in level_nodes:
            image = _category_image(node, media) if level <= 2 else None
            rows.append({"parent_id": ids.get(slug_path[:-1]), "level": level, "main": slug_path[0],
                         "name": node.stored_name, "name_pl": node.names[2], "name_ru": node.names[3],
                         "name_de": node.names[4], "slug": node.slug, "link": node.link, "image": image,
                         "position": position,
                         # Fabric is cut to length: returned only when faulty or not what was ordered (the FAQ).
                         "return_rule": "faulty-only" if slug_path == ("fabrics",) else None})
        for (slug_path, _node, _position), ident in zip(level_nodes, _returning_ids(Category, rows), strict=True):
            ids[slug_path] = ident
        level_nodes = [((*slug_path, child.slug), child, position)
                       for slug_path, node, _ in level_nodes for position, child in enumerate(node.children)]
        level += 1
    return ids


def _first_family(node: cat.Node) -> cat.Family:
    """The family of the first leaf under ``node`` (the node itself when it is a leaf)."""
    return node.family if node.family else _first_family(node.children[0])


def _category_image(node: cat.Node, media: images.MediaWriter) -> str:
    """A category's picture: its first product family drawn in a signature colour."""
    family = _first_family(node)
    palette = cat.PALETTES[family.palette] if family.palette else ()
    wanted = (THEME_COLOURS[node.slug], *SIGNATURE_COLOURS) if node.slug in THEME_COLOURS else SIGNATURE_COLOURS
    colour = next((c for name in wanted for c in palette if c.name == name), None)
    return _product_image(family, colour, media)


# --------------------------------------------------------------------------------------------------------------
# Products
# --------------------------------------------------------------------------------------------------------------


def _quotas(total: int, leaves: list[Leaf]) -> list[int]:
    """How many products each leaf gets: one each when possible, the rest by the main categories' shares."""
    if total < len(leaves):
        # Too few to fill every leaf: interleave the mains so each still shows something.
        by_main: dict[str, list[int]] = {}
        for index, leaf in enumerate(leaves):
            by_main.setdefault(leaf.main, []).append(index)
        order = [i for group in _interleave(list(by_main.values())) for i in group]
        quotas = [0] * len(leaves)
        for index in order[:total]:
            quotas[index] = 1
        return quotas
    per_main = {main: sum(1 for leaf in leaves if leaf.main == main) for main in cat.MAIN_WEIGHTS}
    weight_sum = sum(cat.MAIN_WEIGHTS[leaf.main] / per_main[leaf.main] for leaf in leaves)
    spare = total - len(leaves)
    shares = [spare * cat.MAIN_WEIGHTS[leaf.main] / per_main[leaf.main] / weight_sum for leaf in leaves]
    quotas = [1 + int(share) for share in shares]
    # Largest remainders take the last few, ties broken by position so the split is reproducible.
    by_remainder = sorted(range(len(leaves)), key=lambda i: (-(shares[i] - int(shares[i])), i))
    for index in by_remainder[:total - sum(quotas)]:
        quotas[index] += 1
    return quotas


def _interleave(groups: list[list[int]]) -> Iterator[list[int]]:
    """Round-robin over the groups: first of each, then second of each ..."""
    for depth in range(max(len(g) for g in groups)):
        yield [g[depth] for g in groups if depth < len(g)]


def _shop_price(value: Decimal) -> Decimal:
    """A price as a shop would print it: small ones to the nearest 5p, larger ones ending in .49 or .95."""
    if value < 10:
        return max(STEP_5P, (value / STEP_5P).quantize(Decimal("1"), rounding=ROUND_HALF_UP) * STEP_5P)
    pounds = int(value)
    return Decimal(pounds) + (Decimal("0.49") if value - pounds < Decimal("0.5") else Decimal("0.95"))


def _local_size(size: str, lang_index: int, with_mm: bool) -> str:
    """A stone size for one language: "SS16" in names, "SS16 (3,9 мм)" in descriptions."""
    label, _, mm = size.partition("|")
    if lang_index:
        label = label.replace(" mm", f" {cat.UNIT_WORDS['mm'][lang_index]}")
    if with_mm and mm:
        shown = mm if lang_index == 0 else mm.replace(".", ",")
        return f"{label} ({shown} {cat.UNIT_WORDS['mm'][lang_index]})"
    return label


def _product_image(family: cat.Family, colour: cat.ColourSpec | None, media: images.MediaWriter) -> str:
    """The main picture for a family in a colour, shared by every product of that look."""
    key = family.image
    tone = colour.hex if colour else None
    suffix = f"-{slugify(colour.name)}-{colour.hex[1:].lower()}" if colour else ""
    title = f"{colour.name} {IMAGE_TITLES.get(CRYSTAL_SHAPES.get(key, key), key)}" if colour else \
        IMAGE_TITLES.get(CRYSTAL_SHAPES.get(key, key), key).capitalize()
    if key in FABRIC_TEXTURES:
        return media.ensure(f"products/fabrics/{key}{suffix}.svg",
                            lambda: images.fabric_swatch(key, tone or "#cccccc", title))
    if key in CRYSTAL_SHAPES:
        shape = CRYSTAL_SHAPES[key]
        ab = bool(colour and colour.name.endswith(" AB"))
        return media.ensure(f"products/crystals/{shape}{suffix}.svg",
                            lambda: images.crystal_image(shape, tone or "#f4f7fb", title, ab=ab))
    if key == "bundle":
        return media.ensure(f"products/collections/bundle{suffix}.svg",
                            lambda: images.bundle_image(tone or "#d4af37", title))
    return media.ensure(f"products/accessories/{key}{suffix}.svg",
                        lambda: images.accessory_image(key, tone, title))


def _extra_images(leaf: Leaf, brand: cat.BrandSpec, colours: list[cat.ColourSpec],
                  media: images.MediaWriter) -> list[str]:
    """Second and third pictures: the brand's shade card, then a how-it's-sold card where one fits."""
    extra = []
    palette = leaf.family.palette
    if palette and colours:
        title = brand.name  # the card's printed caption: a name, the same in every language the picture is shown in
        chips = [c.hex for c in colours]
        extra.append(media.ensure(f"products/cards/{slugify(brand.name)}-{palette}.svg",
                                  lambda: images.colour_card(title, chips)))
    if leaf.family.kind == "fabric":
        extra.append(media.ensure("products/cards/sold-per-10-cm.svg",
                                  lambda: images.measure_card("Fabric is sold by the metre, priced per 10 cm")))
    elif leaf.family.sizes and leaf.family.sizes[0].startswith("SS") and "|" in leaf.family.sizes[0]:
        extra.append(media.ensure("products/cards/flatback-sizes.svg",
                                  lambda: images.size_chart("Flatback stone sizes SS6 to SS34")))
    return extra


def _names(leaf: Leaf, brand: cat.BrandSpec, line: str | None, size: str | None,
           colour: cat.ColourSpec | None, option: cat.Option | None) -> list[str]:
    """The product's name in the five languages, e.g. "Chrisanne Lycra Plain Matt Royal Blue"."""
    family = leaf.family
    names = []
    for i in range(5):
        if family.kind == "collection":
            theme = leaf.path[1].names[i] + (f" {line}" if line else "")
            text = f"{theme}: {family.article[i]}" + (f", {colour.names[i]}" if colour else "")
        else:
            parts = [brand.name, line, family.article[i], _local_size(size, i, False) if size else None,
                     colour.names[i] if colour else None]
            text = " ".join(p for p in parts if p)
            if option:
                text += f", {option.label[i]}"
        names.append(text)
    return names


def _descriptions(leaf: Leaf, facts: dict, size: str | None, option: cat.Option | None) -> list[str]:
    """Shop-style descriptions in the five languages, opening with the category's lead-in sentence if it has one."""
    family = leaf.family
    blurb = leaf.blurb
    texts = []
    for i in range(5):
        parts = [blurb[i]] if blurb else []
        if family.kind == "fabric":
            cm, grams = cat.UNIT_WORDS["cm"][i], cat.UNIT_WORDS["gsm"][i]
            composition = ", ".join(f"{pct}% {cat.FIBRES[fibre][i]}" for pct, fibre in facts["composition"])
            parts += [f"{cat.LABELS['stretch'][i]}: {cat.STRETCH[family.stretch][i]}.",
                      f"{cat.LABELS['composition'][i]}: {composition}.",
                      f"{cat.LABELS['width'][i]}: {facts['width']} {cm}.",
                      f"{cat.LABELS['weight'][i]}: {facts['weight']} {grams}.",
                      cat.FABRIC_USE[i], cat.FABRIC_SOLD[i]]
        elif family.kind == "crystal":
            parts.append(cat.BACKINGS[family.backing][i])
            if size:
                parts.append(f"{cat.LABELS['size'][i]}: {_local_size(size, i, True)}.")
            if option:
                label = option.label[i]
                # "1440 шт." already ends the sentence; never print "шт..".
                parts.append(f"{cat.LABELS['pack'][i]}: {label}" + ("" if label.endswith(".") else "."))
            if family.backing != "pearl":
                parts.append(cat.CRYSTAL_GLASS[i])
        elif family.kind == "accessory":
            parts.append(cat.GENERIC_ACCESSORY[i])
        else:
            parts.append(cat.GENERIC_COLLECTION[i])
        texts.append(" ".join(parts))
    return texts


def _product_rows(rng: random.Random, total: int, leaves: list[Leaf],
                  ranges: dict[str, dict[str, list[cat.ColourSpec]]], brand_ids: dict[str, int],
                  colour_ids: dict[tuple[str, str], int], category_ids: dict[tuple[str, ...], int],
                  media: images.MediaWriter) -> list[dict]:
    """Rows for ``total`` products: articles of 1-8 colour (or option) variants sharing a group code.

    The variant digit is appended to the group ("CH-LY-0012" -> "CH-LY-00123"); an article has at most
    eight variants, so the digit never overflows and skus stay unique.
    """
    rows: list[dict] = []
    sku_counters: dict[str, int] = {}
    articles_made: dict[tuple[str, int], int] = {}
    span = int((CATALOGUE_UNTIL - CATALOGUE_FROM).total_seconds())
    for leaf_index, (leaf, quota) in enumerate(zip(leaves, _quotas(total, leaves), strict=True)):
        family = leaf.family
        slugs = [node.slug for node in leaf.path]
        path_columns = {f"category{i + 1}": (slugs[i] if i < len(slugs) else None) for i in range(4)}
        brand_turn = rng.randrange(len(leaf.brands))
        remaining = quota
        while remaining > 0:
            brand = cat.BRAND_BY_CODE[leaf.brands[brand_turn % len(leaf.brands)]]
            brand_turn += 1
            made = articles_made.get((brand.code, leaf_index), 0)
            articles_made[(brand.code, leaf_index)] = made + 1
            lines = cat.LINES[family.kind]
            line = lines[(made - 1) % len(lines)] if made else None

            brand_range = ranges[brand.code].get(family.palette, []) if family.palette else []
            shades = cat.SHADES_BY_LOOK.get(family.image)
            palette = [c for c in brand_range if c.name in shades] if shades else brand_range
            variants: list[tuple[cat.ColourSpec | None, cat.Option | None]]
            if palette:
                # A coloured article comes in several shades of one option (pack size, length ...).
                count = min(remaining, rng.randint(2, 8), len(palette))
                option = rng.choice(family.options) if family.options else None
                variants = [(colour, option) for colour in rng.sample(palette, count)]
            else:
                # A colourless article (glue, hooks ...) comes in its options instead.
                variants = [(None, option) for option in family.options[:remaining]] or [(None, None)]
            size = rng.choice(family.sizes) if family.sizes else None
            facts = {"composition": rng.choice(family.compositions) if family.compositions else (),
                     "width": rng.choice(family.widths), "weight": rng.randint(*family.weight)}
            base = Decimal(rng.randint(*family.price)) / 100 * brand.price_factor
            discount = rng.choice(DISCOUNTS) if rng.random() < DISCOUNT_SHARE else 0
            created = CATALOGUE_FROM + timedelta(seconds=rng.randrange(span))

            prefix = f"{brand.code}-{family.code}"
            sku_counters[prefix] = sku_counters.get(prefix, 0) + 1
            group = f"{prefix}-{sku_counters[prefix]:04d}"
            extra_images = _extra_images(leaf, brand, brand_range, media)
            for variant, (colour, option) in enumerate(variants):
                rows.append(_product_row(
                    rng, leaf, brand, line, size, colour, option, facts, base, discount,
                    product_id=f"{group}{variant}", group=group,
                    created=created + timedelta(minutes=7 * variant), path_columns=path_columns,
                    brand_id=brand_ids[brand.code],
                    colour_id=colour_ids[(brand.code, slugify(colour.name))] if colour else None,
                    category_id=category_ids[tuple(slugs)], extra_images=extra_images, media=media))
            remaining -= len(variants)
    return rows


def _product_row(rng: random.Random, leaf: Leaf, brand: cat.BrandSpec, line: str | None, size: str | None,
                 colour: cat.ColourSpec | None, option: cat.Option | None, facts: dict, base: Decimal,
                 discount: int, *, product_id: str, group: str | None, created: datetime, path_columns: dict,
                 brand_id: int, colour_id: int | None, category_id: int, extra_images: list[str],
                 media: images.MediaWriter) -> dict:
    """One product row, ready for a bulk INSERT."""
    family = leaf.family
    fabric = family.kind == "fabric"
    price = base * (option.factor if option else 1)
    if colour and colour.name.endswith(" AB"):
        price *= Decimal("1.15")  # the aurora-borealis coating costs extra
    if rng.random() < OUT_OF_STOCK_SHARE:
        stock = Decimal("0")
    else:
        stock = Decimal(rng.randint(50, 600)) / 10 if fabric else Decimal(rng.randint(3, 250))
    names = _names(leaf, brand, line, size, colour, option)
    descriptions = _descriptions(leaf, facts, size, option)
    picture_count = rng.choice((1, 2, 2, 3))
    pictures = [_product_image(family, colour, media), *extra_images][:picture_count]
    return {
        "product_id": product_id,
        # A metre of fabric weighs its g/m² across its width; the rest weighs by the piece or pack.
        "weight_grams": round(facts["weight"] * facts["width"] / 100) if fabric
        else round(cat.PIECE_GRAMS.get(family.kind, 50) * (option.factor if option else 1)),
        "slug": slugify(f"{names[0]} {product_id}")[:160],
        "group": group,
        **{f"name_{lang}": names[i] for i, lang in enumerate(cat.LANGS)},
        **{f"description_{lang}": descriptions[i] for i, lang in enumerate(cat.LANGS)},
        "price": _shop_price(price),
        "discount": discount,
        "minimum": FRACTIONAL_MINIMUM if fabric else WHOLE_MINIMUM,
        "unit": family.unit,
        "stock": stock,
        "images": ",".join(pictures),
        "brand_id": brand_id,
        "colour_id": colour_id,
        "category_id": category_id,
        **path_columns,
        "is_gift_card": False,
        "is_active": True,
        # Skewed: a few best-sellers, a long tail.
        "popularity": int(rng.random() ** 3 * 1000),
        "search_text": product_search_text(names, product_id, brand.name, colour.name if colour else None),
        "created_at": created,
    }


def _gift_card_rows(media: images.MediaWriter) -> list[dict]:
    """The gift cards: one product per face value, in the gift-cards category, never out of stock."""
    rows = []
    for position, amount in enumerate(cat.GIFT_CARD_AMOUNTS):
        product_id = f"GIFT-{amount:03d}"
        # The name says no amount: the card is sold in every currency, each at its own round amount.
        names = list(cat.GIFT_CARD_NAME)
        image = media.ensure(f"products/gift-cards/gift-card-design-{position + 1}.svg",
                             lambda n=position: images.gift_card_image(n, "Dance Fabrics"))
        rows.append({
            "product_id": product_id, "slug": slugify(f"gift card {amount} {product_id}"), "group": "GIFT",
            **{f"name_{lang}": names[i] for i, lang in enumerate(cat.LANGS)},
            **{f"description_{lang}": cat.GIFT_CARD_TEXT[i] for i, lang in enumerate(cat.LANGS)},
            "price": Decimal(amount), "discount": 0, "minimum": WHOLE_MINIMUM, "unit": "card",
            "currency_prices": {code: f"{own[position]}.00" for code, own in cat.GIFT_CARD_OWN_AMOUNTS.items()},
            "stock": Decimal(10000), "images": image, "brand_id": None, "colour_id": None, "category_id": None,
            "category1": GIFT_CARD_CATEGORY, "category2": None, "category3": None, "category4": None,
            "is_gift_card": True, "is_active": True, "popularity": 500 - position * 50,
            "search_text": product_search_text(names, product_id, None, None),
            "created_at": CATALOGUE_FROM,
        })
    return rows


# --------------------------------------------------------------------------------------------------------------
# Content, people, queries and orders
# --------------------------------------------------------------------------------------------------------------


def _seed_slides(media: images.MediaWriter) -> int:
    """The home slider's banners, unless slides already exist."""
    if db.session.execute(select(Slide.id).limit(1)).first() is not None:
        return 0
    rows = []
    for position, (titles, link, colours) in enumerate(cat.SLIDES):
        number = position + 1
        url = media.ensure(f"slides/{number}.svg",
                           lambda n=number, c=colours, t=titles[0]: images.slide_image(n, c, t))
        rows.append({"image": url, "link": link, "position": position, "is_active": True,
                     "created_at": CATALOGUE_FROM + timedelta(days=position),
                     **{f"title_{lang}": titles[i] for i, lang in enumerate(cat.LANGS)}})
    db.session.execute(insert(Slide), rows)
    return len(rows)


def _seed_rates() -> int:
    """Currency factors from shop.money for every currency not configured yet."""
    present = set(db.session.execute(select(CurrencyRate.code)).scalars())
    rows = [{"code": code, "sign": sign, "factor": DEFAULT_FACTORS[code]}
            for code, sign in SIGNS.items() if code not in present]
    if rows:
        db.session.execute(insert(CurrencyRate), rows)
    return len(rows)


def _seed_delivery_zones() -> int:
    """The starting zones (shop.orders.delivery.DEFAULT_ZONES, unless migration 0019 or staff wrote them) and round
    prices in UAH, EUR and USD for every band of a zone's method and currency staff have not priced yet; returns
    the prices written."""
    delivery_rates.materialise()
    rows = db.session.scalars(select(DeliveryZoneMethod).join(DeliveryZone)
                              .where(DeliveryZone.code.in_(cat.DELIVERY_PRICES))).all()
    written = 0
    for row in rows:
        wanted = cat.DELIVERY_PRICES[row.zone.code].get(row.method, {})
        gbp = sorted((band for band in row.bands if band.currency == "GBP"),
                     key=lambda band: (band.up_to_grams is None, band.up_to_grams or 0))
        priced = {band.currency for band in row.bands}
        for currency, (prices, free_from) in wanted.items():
            if currency in priced or len(prices) != len(gbp):
                continue
            row.thresholds = [t for t in row.thresholds if t.currency != currency]
            row.thresholds.append(DeliveryThreshold(currency=currency,
                                                    free_from=Decimal(free_from) if free_from else None))
            row.bands.extend(DeliveryBand(currency=currency, up_to_grams=band.up_to_grams, price=Decimal(amount))
                             for band, amount in zip(gbp, prices, strict=True))
            written += 1
    db.session.flush()
    return written


def _seed_users() -> tuple[list[str], dict[str, int]]:
    """The owner, a manager, a warehouse hand and three shoppers (existing accounts are left alone; none in
    production); returns the emails of the accounts created and email -> id of the shoppers."""
    # The demo passwords are published in the README: a production database never gets these accounts.
    if current_app.config.get("ENV") == "production":
        return [], {}
    people = [(cat.ADMIN_EMAIL, "Shop", "Admin", "+380504007015", StaffRole.OWNER, cat.ADMIN_SECRET)]
    people += [(email, first, last, "", role, secret) for email, first, last, role, secret in cat.STAFF]
    people += [(s[0], s[1], s[2], s[3], None, cat.SHOPPER_SECRET) for s in cat.SHOPPERS]
    shoppers: dict[str, int] = {}
    created: list[str] = []
    for offset, (email, first, last, phone, role, secret) in enumerate(people):
        status = UserStatus.ADMIN if role else UserStatus.USER
        existing = db.session.execute(select(User.id).where(func.lower(User.email) == email)).scalar()
        if existing is None:
            user = User(email=email, password_hash=hash_password(secret), status=status, staff_role=role,
                        first_name=first, last_name=last, phone=phone,
                        language=cat.SHOPPER_LANGUAGES.get(email, "en"),
                        created_at=CATALOGUE_FROM + timedelta(days=30 * offset))
            db.session.add(user)
            db.session.flush()
            existing = user.id
            created.append(email)
        if status == UserStatus.USER:
            shoppers[email] = existing
    return created, shoppers


def _seed_queries(rng: random.Random) -> int:
    """Sample call-back requests, the older ones already processed."""
    span = int((ORDERS_UNTIL - ORDERS_FROM).total_seconds())
    times = sorted(ORDERS_FROM + timedelta(seconds=rng.randrange(span)) for _ in cat.CALLBACKS)
    rows = [{"name": name, "phone": phone, "query": text, "created_at": times[i],
             "status": QueryStatus.PROCESSED if i < len(times) // 2 and rng.random() < 0.8 else
             QueryStatus.UNPROCESSED}
            for i, (name, phone, text) in enumerate(cat.CALLBACKS)]
    db.session.execute(insert(CallbackQuery), rows)
    return len(rows)


CURRENCY_BY_COUNTRY = {"GB": "GBP", "UA": "UAH"}
LANGUAGE_BY_COUNTRY = {"UA": "ua", "PL": "pl", "DE": "de"}
PAYMENT_CHOICES = (PaymentMethod.CASH_ON_DELIVERY, PaymentMethod.BANK_TRANSFER, PaymentMethod.CARD)
STATUS_PATH = (DeliveryStatus.ACCEPTED, DeliveryStatus.SENT, DeliveryStatus.DELIVERED)
ORDER_COUNT = 20
ORDER_COMMENTS = ("", "", "", "Please pack the chiffon separately.", "Needed before the competition on Saturday.",
                  "", "Call before delivery, please.")


def _seed_orders(rng: random.Random, product_rows: list[dict], shoppers: dict[str, int]) -> tuple[int, int]:
    """Sample orders with 1-4 lines: the oldest delivered, then sent, the newest just accepted."""
    catalogue = [row for row in product_rows if not row["is_gift_card"] and row["stock"] > 0]
    if not catalogue or db.session.execute(select(Order.id).limit(1)).first() is not None:
        return 0, 0
    span = int((ORDERS_UNTIL - ORDERS_FROM).total_seconds())
    times = sorted(ORDERS_FROM + timedelta(seconds=rng.randrange(span)) for _ in range(ORDER_COUNT))
    picked = [rng.sample(catalogue, min(len(catalogue), rng.randint(1, 4))) for _ in range(ORDER_COUNT)]
    skus = {row["product_id"] for rows in picked for row in rows}
    accounts = {s[0]: s for s in cat.SHOPPERS}
    products = products_by_sku(skus)
    line_count = 0
    for index, created in enumerate(times):
        if rng.random() < 0.5 and shoppers:
            email = rng.choice(sorted(shoppers))
            _, first, last, phone, address, city, postcode, country = accounts[email]
            user_id = shoppers[email]
        else:
            first, last, email, phone, address, city, postcode, country = rng.choice(cat.GUESTS)
            user_id = None
        # UK and Ukrainian buyers pay in their own currency; others in euros or pounds.
        currency = CURRENCY_BY_COUNTRY.get(country) or rng.choice(("EUR", "GBP"))
        language = LANGUAGE_BY_COUNTRY.get(country, "en")
        share = index / ORDER_COUNT
        if index == ORDER_COUNT // 3:
            status, paid = DeliveryStatus.CANCELLED, False
        elif share < 0.4:
            status, paid = DeliveryStatus.DELIVERED, True
        elif share < 0.7:
            status, paid = DeliveryStatus.SENT, rng.random() < 0.85
        else:
            status, paid = DeliveryStatus.ACCEPTED, rng.random() < 0.4
        factor = DEFAULT_FACTORS[currency]
        delivery = METHODS[DeliveryCode.NOVA_POSHTA_BRANCH if country == "UA" else DeliveryCode.INTERNATIONAL]
        wanted = [Wanted(row["product_id"], Decimal(rng.randint(5, 40)) / 10
                         if row["minimum"] == FRACTIONAL_MINIMUM else Decimal(rng.randint(1, 4)))
                  for row in picked[index]]
        priced = price(wanted, products, currency, factor, delivery,
                       zone_method=delivery_rates.zone_method(delivery.code, country))
        lines = [OrderLine(product_id=line.product.id, sku=line.product.product_id, name=line.product.name_en,
                           names=line.product.names(), quantity=line.wanted.quantity, minimum=line.product.minimum,
                           unit_price=line.unit,
                           unit_price_gbp=line.unit_gbp, discount=line.product.discount, line_total=line.total)
                 for line in priced.lines]
        method = rng.choice(PAYMENT_CHOICES if country == "UA" else PAYMENT_CHOICES[1:])
        details = ({"city": city, "branch": str(rng.randint(1, 300))} if country == "UA"
                   else {"country": country, "city": city, "address": address, "postcode": postcode})
        events = [OrderEvent(kind=EventKind.STATUS, from_value=None, to_value=DeliveryStatus.ACCEPTED,
                             created_at=created)]
        reached = STATUS_PATH[: STATUS_PATH.index(status) + 1] if status in STATUS_PATH else ()
        for step, (old, new) in enumerate(pairwise(reached), start=1):
            events.append(OrderEvent(kind=EventKind.STATUS, from_value=old, to_value=new,
                                     created_at=created + timedelta(days=step), actor_email=cat.ADMIN_EMAIL))
        if status == DeliveryStatus.CANCELLED:
            events.append(OrderEvent(kind=EventKind.STATUS, from_value=DeliveryStatus.ACCEPTED,
                                     to_value=DeliveryStatus.CANCELLED, created_at=created + timedelta(hours=5),
                                     actor_email=cat.ADMIN_EMAIL))
        if paid:
            events.append(OrderEvent(kind=EventKind.PAYMENT, from_value=PaymentStatus.NOT_PAID,
                                     to_value=PaymentStatus.PAID, created_at=created + timedelta(hours=1)))
        db.session.add(Order(
            number=f"DF-{101 + index:06d}", user_id=user_id, status=status, is_paid=paid, payment_method=method,
            paid_at=created + timedelta(hours=1) if paid else None, currency=currency, factor=factor,
            subtotal=priced.subtotal, delivery_price=priced.delivery_price, gift_card_amount=priced.gift_card_amount,
            total_price=priced.total, subtotal_gbp=priced.subtotal_gbp,
            total_gbp=priced.total_gbp, created_at=created, language=language,
            comment=rng.choice(ORDER_COMMENTS), lines=lines, events=events, delivery_method=delivery.code,
            delivery=details,
            user_info={"firstName": first, "lastName": last, "email": email, "phone": phone, "address": address,
                       "city": city, "postcode": postcode, "country": country}))
        line_count += len(lines)
    db.session.flush()
    return ORDER_COUNT, line_count


def _seed_account_pages(shoppers: dict[str, int]) -> dict[str, int]:
    """What the account pages of the shoppers created just now show: address books, reward points (the welcome
    bonus and their delivered orders), and for Olena a payment profile, a return request and the swatch club."""
    users = {user.email: user for user in db.session.scalars(select(User).where(User.id.in_(shoppers.values())))}
    addresses = 0
    for email, user in users.items():
        for index, fields in enumerate(cat.SHOPPER_ADDRESSES.get(email, ())):
            first, last, company, line1, line2, city, postcode, region, country, phone = fields
            db.session.add(Address(user_id=user.id, first_name=first, last_name=last, company=company, line1=line1,
                                   line2=line2, city=city, postcode=postcode, region=region, country=country,
                                   phone=phone, is_default=index == 0))
            addresses += 1
        db.session.add(RewardPointEntry(user_id=user.id, points=WELCOME_POINTS, reason=RewardReason.WELCOME,
                                        created_at=user.created_at))
    delivered = list(db.session.scalars(
        select(Order).where(Order.user_id.in_([u.id for u in users.values()]),
                            Order.status == DeliveryStatus.DELIVERED).order_by(Order.created_at)))
    rewarded = sum(award_for_delivered_order(order, at=order.created_at + timedelta(days=4)) is not None
                   for order in delivered)
    olena = users.get(cat.OLENA)
    returns = recurring = 0
    if olena is not None:
        db.session.add(PaymentProfile(user_id=olena.id, **cat.OLENA_PAYMENT_PROFILE))
        description, amount, currency = cat.SWATCH_CLUB
        db.session.add(RecurringPayment(
            user_id=olena.id, description=description, amount=Decimal(amount), currency=currency,
            interval=RecurringInterval.MONTH, status=RecurringStatus.ACTIVE,
            created_at=datetime(2026, 6, 1, tzinfo=UTC), next_payment_at=datetime(2026, 12, 1, tzinfo=UTC)))
        recurring = 1
        hers = [order for order in delivered if order.user_id == olena.id]
        if hers:
            line = hers[0].lines[0]
            reason, comment = cat.OLENA_RETURN
            # Half a metre of a fabric, one piece of anything else.
            part = Decimal("0.5") if step_for(line.minimum) == FRACTIONAL_MINIMUM else Decimal("1")
            db.session.add(ReturnRequest(
                user_id=olena.id, order_line_id=line.id, quantity=min(line.quantity, part),
                reason=reason, comment=comment, status=ReturnStatus.REQUESTED,
                created_at=hers[0].created_at + timedelta(days=9)))
            returns = 1
    db.session.flush()
    return {"addresses": addresses, "reward_entries": len(users) + rewarded, "return_requests": returns,
            "recurring_payments": recurring}
