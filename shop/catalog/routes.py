"""Catalogue endpoints (all GET, all public): products feed, brands, colours, categories and the menus.

Thin views: arguments schema -> one service call -> response schema. Every product list is a page of cards
``{products, total, page, pages}`` and accepts page, limit (1-100), sort, min_price, max_price (in currency),
currency, color, brand and in_stock. Responses carry an ETag and Cache-Control and answer 304 to If-None-Match;
path and query values with control characters or over 200 characters are refused with 400 (shop.http.caching).
Search (/api/products-feed/search) is the search domain's own route.
"""
from __future__ import annotations

from flask import jsonify
from flask.views import MethodView

from shop.catalog import brands as brand_service
from shop.catalog import colours as colour_service
from shop.catalog import feeds, lookups, tree
from shop.catalog.args import (
    BrandListArgsSchema,
    ColourFacetArgsSchema,
    FeedArgsSchema,
    ListingArgsSchema,
    RelatedArgsSchema,
    SalesArgsSchema,
    ShortListArgsSchema,
)
from shop.catalog.card_pages import card_page
from shop.catalog.cards import product_detail
from shop.catalog.engine.read_model import catalogue_version
from shop.catalog.schemas import (
    BrandPageSchema,
    BrandSchema,
    CategoryNodeSchema,
    CategoryProductPageSchema,
    ColourCountSchema,
    ColourPageSchema,
    ColourSchema,
    ProductPageSchema,
    ProductSchema,
)
from shop.http.caching import cache_public_gets
from shop.security import Blueprint

products_feed = cache_public_gets(
    Blueprint("products_feed", __name__, url_prefix="/api/products-feed", description="Product lists and pages"),
    version=catalogue_version,
)
brands = cache_public_gets(Blueprint("brands", __name__, url_prefix="/api/brands", description="Brands"))
colors = cache_public_gets(Blueprint("colors", __name__, url_prefix="/api/colors", description="Colours"))
categories = cache_public_gets(
    Blueprint("categories", __name__, url_prefix="/api/categories", description="The category tree")
)
menus = cache_public_gets(Blueprint("menu", __name__, url_prefix="/api/menu", description="Mega-menu trees"))

blueprints = [products_feed, brands, colors, categories, menus]


# ---------------------------------------------------------------- /api/products-feed


@products_feed.route("/")
class Feed(MethodView):
    @products_feed.arguments(FeedArgsSchema(), location="query")
    @card_page(products_feed, ProductPageSchema)
    def get(self, listing):
        """Every product, newest first."""
        return feeds.feed(listing)


@products_feed.route("/new")
class New(MethodView):
    @products_feed.arguments(FeedArgsSchema(), location="query")
    @card_page(products_feed, ProductPageSchema)
    def get(self, listing):
        """New arrivals: products added within 60 days of the newest one, newest first."""
        return feeds.new_arrivals(listing)


@products_feed.route("/sales")
class Sales(MethodView):
    @products_feed.arguments(SalesArgsSchema(), location="query")
    @card_page(products_feed, ProductPageSchema)
    def get(self, listing):
        """Discounted products, biggest discount first."""
        return feeds.sales(listing)


@products_feed.route("/categories/<category>")
class CategoryAnyLevel(MethodView):
    @products_feed.arguments(ListingArgsSchema(), location="query")
    @card_page(products_feed, CategoryProductPageSchema)
    def get(self, listing, category: str):
        """Products of every category with this slug, at any level (404 if none), with the category."""
        return feeds.category_products(category, listing)


@products_feed.route("/main-category/<category>")
class MainCategory(MethodView):
    @products_feed.arguments(ListingArgsSchema(), location="query")
    @card_page(products_feed, CategoryProductPageSchema)
    def get(self, listing, category: str):
        """Products of a main category (fabrics, crystals, accessories, collections, gift-cards)."""
        return feeds.main_category_products(category, listing)


@products_feed.route("/main-category/<category>/<category2>")
class MainCategorySub(MethodView):
    @products_feed.arguments(ListingArgsSchema(), location="query")
    @card_page(products_feed, CategoryProductPageSchema)
    def get(self, listing, category: str, category2: str):
        """Products of a second-level category of a main category, with its node and children."""
        return feeds.path_products([category, category2], listing)


@products_feed.route("/main-brand/<category>")
class MainBrand(MethodView):
    @products_feed.arguments(ListingArgsSchema(), location="query")
    @card_page(products_feed, BrandPageSchema)
    def get(self, listing, category: str):
        """A brand's landing page by brand slug: the brand, its category3 -> category4 tree and its products."""
        return brand_service.brand_page(category, listing)


@products_feed.route("/category/<sub_category>/<sub_sub_category>")
class SubCategory(MethodView):
    @products_feed.arguments(ListingArgsSchema(), location="query")
    @card_page(products_feed, CategoryProductPageSchema)
    def get(self, listing, sub_category: str, sub_sub_category: str):
        """Products under category2/category3, in whichever main category that pair exists."""
        return feeds.sub_category_products(sub_category, sub_sub_category, listing)


@products_feed.route("/products/<sku>")
class ProductBySku(MethodView):
    @products_feed.response(200, ProductSchema)
    def get(self, sku: str):
        """One product by its sku (product_id): the product page."""
        detail = product_detail(sku)
        if detail is None:
            return lookups.get_product(sku)  # the 404 of an unknown or hidden sku
        # Read in ProductSchema's shape already (tests/test_catalog_cards.py holds the two together): a Response
        # is sent as it is, and the schema documents it, as flask-smorest describes.
        return jsonify(detail)


@products_feed.route("/products/group/<group>")
class ProductGroup(MethodView):
    @products_feed.arguments(ListingArgsSchema(), location="query")
    @card_page(products_feed, ProductPageSchema)
    def get(self, listing, group: str):
        """The products of one group (the same article in other colours or sizes)."""
        return feeds.group_products(group, listing)


@products_feed.route("/brand/<brand>")
class BrandProducts(MethodView):
    @products_feed.arguments(ListingArgsSchema(), location="query")
    @card_page(products_feed, BrandPageSchema)
    def get(self, listing, brand: str):
        """A brand's products, paged (categories left empty; see /api/brands/brands/{brand} for the tree)."""
        return brand_service.brand_products(brand, listing)


@products_feed.route("/brand/<brand>/<color>/<category4>")
class BrandColourCategory(MethodView):
    @products_feed.arguments(ListingArgsSchema(), location="query")
    @card_page(products_feed, ColourPageSchema)
    def get(self, listing, brand: str, color: str, category4: str):
        """A brand's products in one of its colours and one fourth-level category."""
        return colour_service.brand_colour_category_products(brand, color, category4, listing)


@products_feed.route("/categories/recent/<category>")
class RecentInCategory(MethodView):
    @products_feed.arguments(ShortListArgsSchema(), location="query")
    @card_page(products_feed, CategoryProductPageSchema)
    def get(self, listing, category: str):
        """The newest products of a main category (8 by default)."""
        return feeds.main_category_products(category, listing)


@products_feed.route("/categories/same-color/<color>/<product_id>")
class SameColour(MethodView):
    @products_feed.arguments(ShortListArgsSchema(), location="query")
    @card_page(products_feed, ProductPageSchema)
    def get(self, listing, color: str, product_id: str):
        """Other products in the same colour (any brand), excluding the product (sku) itself."""
        return feeds.same_colour(color, product_id, listing)


@products_feed.route("/categories/also-liked/<color>/<product_id>")
class AlsoLiked(MethodView):
    @products_feed.arguments(RelatedArgsSchema(), location="query")
    @card_page(products_feed, ProductPageSchema)
    def get(self, listing, color: str, product_id: str):
        """Popular products of the same category path (category1..3, default the product's) in other colours."""
        return feeds.also_liked(color, product_id, listing)


@products_feed.route("/product/<sub_category>/<sub_sub_category>/<slug>")
class ProductBySlug(MethodView):
    @products_feed.response(200, ProductSchema)
    def get(self, sub_category: str, sub_sub_category: str, slug: str):
        """One product by its slug under category2/category3."""
        return lookups.product_by_slug(sub_category, sub_sub_category, slug)


# ---------------------------------------------------------------- /api/brands


@brands.route("/all-brands")
class AllBrands(MethodView):
    @brands.response(200, BrandSchema(many=True))
    def get(self):
        """Every brand in the shop's order."""
        return brand_service.all_brands()


@brands.route("/brands")
class MenuBrands(MethodView):
    @brands.arguments(BrandListArgsSchema(), location="query")
    @brands.response(200, BrandSchema(many=True))
    def get(self, args):
        """The brands menu: brands with products on sale, in the shop's order (14 by default)."""
        return brand_service.menu_brands(args["limit"])


@brands.route("/brands/<manufacturer>")
class BrandPage(MethodView):
    @brands.arguments(ListingArgsSchema(), location="query")
    @card_page(brands, BrandPageSchema)
    def get(self, listing, manufacturer: str):
        """A brand's page: the brand, its category3 -> category4 tree with counts, and its products."""
        return brand_service.brand_page(manufacturer, listing)


@brands.route("/brands/<manufacturer>/<category_3>")
class BrandCategoryPage(MethodView):
    @brands.arguments(ListingArgsSchema(), location="query")
    @card_page(brands, BrandPageSchema)
    def get(self, listing, manufacturer: str, category_3: str):
        """A brand's page narrowed to one category3 (404 if the brand has nothing there)."""
        return brand_service.brand_page(manufacturer, listing, category_3)


@brands.route("/brands/<manufacturer>/<category_3>/<category_4>")
class BrandSubCategoryPage(MethodView):
    @brands.arguments(ListingArgsSchema(), location="query")
    @card_page(brands, BrandPageSchema)
    def get(self, listing, manufacturer: str, category_3: str, category_4: str):
        """A brand's page narrowed to one category3/category4."""
        return brand_service.brand_page(manufacturer, listing, category_3, category_4)


@brands.route("/all-fabrics")
class AllFabrics(MethodView):
    @brands.arguments(ListingArgsSchema(), location="query")
    @card_page(brands, CategoryProductPageSchema)
    def get(self, listing):
        """Every fabric of every brand (filter with brand=, color=, price, in_stock)."""
        return feeds.all_fabrics(listing)


# ---------------------------------------------------------------- /api/colors


@colors.route("/all-colors")
class AllColours(MethodView):
    @colors.response(200, ColourSchema(many=True))
    def get(self):
        """Every colour of every brand, by name."""
        return colour_service.all_colours()


@colors.route("/all-colors-in-db")
class ColoursInUse(MethodView):
    @colors.response(200, ColourSchema(many=True))
    def get(self):
        """The colours some product on sale has, by name."""
        return colour_service.colours_in_use()


@colors.route("/color-by-brand/<brand>")
class BrandColours(MethodView):
    @colors.response(200, ColourCountSchema(many=True))
    def get(self, brand: str):
        """A brand's colours that its products come in, with product counts."""
        return colour_service.brand_colours(brand)


@colors.route("/color-by-brand/<brand>/<color>")
class BrandColourPage(MethodView):
    @colors.arguments(ListingArgsSchema(), location="query")
    @card_page(colors, ColourPageSchema)
    def get(self, listing, brand: str, color: str):
        """A brand's products in one colour, with the category4 values they come in."""
        return colour_service.brand_colour_page(brand, color, listing)


@colors.route("/color-by-product")
class ColourFacets(MethodView):
    @colors.arguments(ColourFacetArgsSchema(), location="query")
    @colors.response(200, ColourCountSchema(many=True))
    def get(self, args):
        """The colours of a listing (ct1..ct4 = category path, ct5 = brand), with counts: its colour filter."""
        return colour_service.colour_facets(**args)


# ---------------------------------------------------------------- /api/categories


@categories.route("/<category_1>")
class CategoryLevel1(MethodView):
    @categories.response(200, CategoryNodeSchema)
    def get(self, category_1: str):
        """A main category with its whole sub-tree."""
        return tree.category_tree(category_1)


@categories.route("/<category_1>/<category_2>")
class CategoryLevel2(MethodView):
    @categories.response(200, CategoryNodeSchema)
    def get(self, category_1: str, category_2: str):
        """A second-level category with its sub-tree."""
        return tree.category_tree(category_1, category_2)


@categories.route("/<category_1>/<category_2>/<category_3>")
class CategoryLevel3(MethodView):
    @categories.response(200, CategoryNodeSchema)
    def get(self, category_1: str, category_2: str, category_3: str):
        """A third-level category with its children."""
        return tree.category_tree(category_1, category_2, category_3)


@categories.route("/<category_1>/<category_2>/<category_3>/<category_4>")
class CategoryLevel4(MethodView):
    @categories.arguments(ListingArgsSchema(), location="query")
    @card_page(categories, CategoryProductPageSchema)
    def get(self, listing, category_1: str, category_2: str, category_3: str, category_4: str):
        """The products of a fourth-level category, with the category."""
        return feeds.path_products([category_1, category_2, category_3, category_4], listing)


# ---------------------------------------------------------------- /api/menu


@menus.route("/")
class AllMenus(MethodView):
    @menus.response(200, CategoryNodeSchema(many=True))
    def get(self):
        """Every main category's tree (fabrics, crystals, accessories, collections) for the mega menus."""
        return tree.menus()


@menus.route("/<main>")
class Menu(MethodView):
    @menus.response(200, CategoryNodeSchema)
    def get(self, main: str):
        """One main category's tree, e.g. /api/menu/fabrics for the fabrics menu."""
        return tree.menu(main)
