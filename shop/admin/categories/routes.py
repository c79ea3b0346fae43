"""/api/admin categories and brands (staff only): the category tree of every main category, and the brands.

Thin views: arguments schema -> one service call -> response schema. Every change is audited; a field of the wrong
format answers 400 {message, errors}, a rule of the stored tree or brands (a slug taken, products still in a
category or of a brand) 409 with the same shape, an unknown id 404.
"""
from __future__ import annotations

from flask.views import MethodView
from flask_jwt_extended import current_user

from shop.accounts.schemas import MessageSchema
from shop.admin.categories import brands, messages, tree
from shop.admin.categories.schemas import (
    AdminBrandSchema,
    AdminCategorySchema,
    BrandCreateSchema,
    BrandOrderSchema,
    BrandUpdateSchema,
    CategoryCreateSchema,
    CategoryUpdateSchema,
    ChildrenOrderSchema,
    PictureSchema,
)
from shop.admin.products.routes import IMAGE_TYPES, IMAGE_UPLOAD_BYTES
from shop.security import Blueprint

blp = Blueprint("admin_categories", __name__, url_prefix="/api/admin",
                description="Staff: the category tree and brands")

_PARENT_REFUSED = ("There is no such parent, or it is of level 4 (the deepest); or a sibling already has the slug, or "
                   "the English name gives none to make.")
_CATEGORY_CHANGE_REFUSED = "A sibling already has the slug, or the category is a main one, whose slug stays."
_BRAND_TAKEN = "Another brand has the name (in any letter case) or the slug, or the name gives no slug to make."
_PICTURE_ANSWERS = ((413, "The file, or its picture, is too big."),
                    (415, "The file is no JPEG, PNG, WebP or GIF picture."))


def _picture_upload(view):
    """The decorators of an image upload, as the product and slide uploads have them."""
    for status, description in _PICTURE_ANSWERS:
        view = blp.alt_response(status, description=description)(view)
    view = blp.arguments(PictureSchema, location="files", media_types={"image": IMAGE_TYPES})(view)
    return blp.accepts_upload(IMAGE_UPLOAD_BYTES)(view)


# ---------------------------------------------------------------- categories


@blp.route("/categories")
class Categories(MethodView):
    @blp.admin_required
    @blp.response(200, AdminCategorySchema(many=True))
    def get(self):
        """Every main category with its whole tree, names in every language and product counts (staff)."""
        return tree.category_tree()

    @blp.admin_required
    @blp.arguments(CategoryCreateSchema)
    @blp.response(201, AdminCategorySchema)
    @blp.alt_response(409, description=_PARENT_REFUSED)
    def post(self, data: dict):
        """Add a subcategory, last among its siblings; the slug comes from the English name when none is sent
        (staff)."""
        return tree.create_category(current_user, data["parent_id"], data["names"], data["slug"], data["link"])


@blp.route("/categories/<int:category_id>")
class CategoryById(MethodView):
    @blp.admin_required
    @blp.arguments(CategoryUpdateSchema)
    @blp.response(200, AdminCategorySchema)
    @blp.alt_response(409, description=_CATEGORY_CHANGE_REFUSED)
    def put(self, data: dict, category_id: int):
        """Rename, re-slug (its products move along) or relink a category; only what is sent changes (staff)."""
        return tree.update_category(current_user, category_id, data)

    @blp.admin_required
    @blp.response(200, MessageSchema)
    @blp.alt_response(409, description="Products sit in the category or below it (the message says how many), "
                                       "or it is a main category.")
    def delete(self, category_id: int):
        """Delete a category and its subcategories when no product sits in any of them (staff)."""
        tree.delete_category(current_user, category_id)
        return {"message": messages.CATEGORY_DELETED}


@blp.route("/categories/<int:category_id>/children/order")
class CategoryChildrenOrder(MethodView):
    @blp.admin_required
    @blp.arguments(ChildrenOrderSchema)
    @blp.response(200, AdminCategorySchema)
    @blp.alt_response(409, description="The ids are not those of every subcategory of the category, each once.")
    def put(self, data: dict, category_id: int):
        """Reorder a category's subcategories: the _id of each, once, first shown first (staff)."""
        return tree.reorder_children(current_user, category_id, data["ids"])


@blp.route("/categories/<int:category_id>/image")
class CategoryImage(MethodView):
    @blp.admin_required
    @_picture_upload
    @blp.response(200, AdminCategorySchema)
    def post(self, files: dict, category_id: int):
        """Upload a category's image (JPEG, PNG, WebP or GIF, at most 8 MB): stored as WebP (staff)."""
        return tree.set_image(current_user, category_id, files["image"])

    @blp.admin_required
    @blp.response(200, AdminCategorySchema)
    def delete(self, category_id: int):
        """Take the image off a category (staff)."""
        return tree.clear_image(current_user, category_id)


# ---------------------------------------------------------------- brands


@blp.route("/brands")
class Brands(MethodView):
    @blp.admin_required
    @blp.response(200, AdminBrandSchema(many=True))
    def get(self):
        """Every brand in the shop's order, with its product count (staff)."""
        return brands.all_brands()

    @blp.admin_required
    @blp.arguments(BrandCreateSchema)
    @blp.response(201, AdminBrandSchema)
    @blp.alt_response(409, description=_BRAND_TAKEN)
    def post(self, data: dict):
        """Add a brand, last in the shop's order; the slug comes from the name when none is sent (staff)."""
        return brands.create_brand(current_user, data["name"], data["slug"])


@blp.route("/brands/order")
class BrandOrder(MethodView):
    @blp.admin_required
    @blp.arguments(BrandOrderSchema)
    @blp.response(200, AdminBrandSchema(many=True))
    @blp.alt_response(409, description="The ids are not those of every brand there is, each once.")
    def put(self, data: dict):
        """Reorder the brands: the _id of every brand, each once, first shown first (staff)."""
        return brands.reorder(current_user, data["ids"])


@blp.route("/brands/<int:brand_id>")
class BrandById(MethodView):
    @blp.admin_required
    @blp.arguments(BrandUpdateSchema)
    @blp.response(200, AdminBrandSchema)
    @blp.alt_response(409, description=_BRAND_TAKEN)
    def put(self, data: dict, brand_id: int):
        """Rename or re-slug a brand; only what is sent changes (staff)."""
        return brands.update_brand(current_user, brand_id, data)

    @blp.admin_required
    @blp.response(200, MessageSchema)
    @blp.alt_response(409, description="Products have this brand: the message says how many.")
    def delete(self, brand_id: int):
        """Delete a brand that no product has (staff)."""
        brands.delete_brand(current_user, brand_id)
        return {"message": messages.BRAND_DELETED}


@blp.route("/brands/<int:brand_id>/logo")
class BrandLogo(MethodView):
    @blp.admin_required
    @_picture_upload
    @blp.response(200, AdminBrandSchema)
    def post(self, files: dict, brand_id: int):
        """Upload a brand's logo (JPEG, PNG, WebP or GIF, at most 8 MB): stored as WebP (staff)."""
        return brands.set_logo(current_user, brand_id, files["image"])

    @blp.admin_required
    @blp.response(200, AdminBrandSchema)
    def delete(self, brand_id: int):
        """Take the logo off a brand (staff)."""
        return brands.clear_logo(current_user, brand_id)
