"""/api/admin/products and /api/admin/catalogue-options: staff manage the catalogue (every call is staff only).

Thin views: arguments schema -> one service call -> response schema. Every change writes an audit entry in the
same commit; bad input answers 400 {message, errors}, an unknown id 404, a taken sku 409.
"""
from __future__ import annotations

from datetime import UTC, datetime

from flask import Response, stream_with_context
from flask.views import MethodView
from flask_jwt_extended import current_user

from shop.admin.products import csv_files, listing, messages, service
from shop.admin.products.schemas import (
    IMAGE_MAX_MB,
    UPLOAD_OVERHEAD_BYTES,
    AdminProductSchema,
    CatalogueOptionsSchema,
    DeletedSchema,
    ImageRemoveArgsSchema,
    ImageUploadSchema,
    ImportArgsSchema,
    ImportFileSchema,
    ImportReportSchema,
    ProductChangesSchema,
    ProductInSchema,
    ProductListArgsSchema,
)
from shop.security import Blueprint

blp = Blueprint("admin_products", __name__, url_prefix="/api/admin",
                description="Staff: products, their images, CSV export and import")

IMAGE_UPLOAD_BYTES = IMAGE_MAX_MB * 1024 * 1024 + UPLOAD_OVERHEAD_BYTES
_PAGINATION = {"X-Total-Count": {"description": "How many products match the filter.", "schema": {"type": "integer"}}}
_CSV = {"type": "string", "description": "UTF-8 with a byte-order mark; one row per product."}
_ATTACHMENT = {"Content-Disposition": {"description": 'attachment; filename="products-20261125.csv"',
                                       "schema": {"type": "string"}}}
_SKU_TAKEN = ("Another product already has this sku (in any letter case), or the product as it would be saved breaks "
              "a rule across fields or rows (errors by field: the stock's step, the unit, the category path, the "
              "brand, the colour).")
IMAGE_TYPES = "image/jpeg, image/png, image/webp, image/gif"


@blp.route("/products")
class Products(MethodView):
    @blp.admin_required
    @blp.arguments(ProductListArgsSchema, location="query")
    @blp.response(200, AdminProductSchema(many=True), headers=_PAGINATION)
    def get(self, args: dict):
        """Products, newest first or as ?sort= says: ?search= (sku and names), ?category1=, ?brandId=, ?stock=,
        ?active=, ?page=, ?limit= (staff)."""
        products, total = listing.list_products(args)
        return products, 200, {"X-Total-Count": str(total)}

    @blp.admin_required
    @blp.arguments(ProductInSchema)
    @blp.response(201, AdminProductSchema)
    @blp.alt_response(409, description=_SKU_TAKEN)
    def post(self, columns: dict):
        """Create a product (staff)."""
        return service.create_product(columns, current_user), 201


@blp.route("/products/<int:product_id>")
class ProductById(MethodView):
    @blp.admin_required
    @blp.response(200, AdminProductSchema)
    def get(self, product_id: int):
        """One product, shown in the shop or not (staff)."""
        return service.get_product(product_id)

    @blp.admin_required
    @blp.arguments(ProductChangesSchema(partial=True))
    @blp.response(200, AdminProductSchema)
    @blp.alt_response(409, description=_SKU_TAKEN)
    def put(self, changes: dict, product_id: int):
        """Change the fields sent; the others stay as they are (staff)."""
        return service.update_product(product_id, changes, current_user)

    @blp.admin_required
    @blp.response(200, DeletedSchema)
    def delete(self, product_id: int):
        """Delete a product; orders keep their lines (staff)."""
        service.delete_product(product_id, current_user)
        return {"message": messages.DELETED}


@blp.route("/products/<int:product_id>/images")
class ProductImages(MethodView):
    @blp.admin_required
    @blp.accepts_upload(IMAGE_UPLOAD_BYTES)
    @blp.arguments(ImageUploadSchema, location="files", media_types={"image": IMAGE_TYPES})
    @blp.alt_response(409, description="The product has as many pictures as it may.")
    @blp.alt_response(413, description="The file, or its picture, is too big.")
    @blp.alt_response(415, description="The file is no JPEG, PNG, WebP or GIF picture.")
    @blp.response(200, AdminProductSchema)
    def post(self, files: dict, product_id: int):
        """Add a picture (multipart "image": JPEG, PNG, WebP or GIF, at most 8 MB, 10 per product) (staff)."""
        # Pillow loads in the worker that first handles a picture, not in every worker: most never handle one.
        from shop.admin.products import images

        return images.add_image(product_id, files["image"], current_user)

    @blp.admin_required
    @blp.arguments(ImageRemoveArgsSchema, location="query")
    @blp.response(200, AdminProductSchema)
    def delete(self, args: dict, product_id: int):
        """Take one picture off the product: ?url= (staff)."""
        from shop.admin.products import images  # as in post()

        return images.remove_image(product_id, args["url"], current_user)


@blp.route("/products/export.csv")
class ProductsExport(MethodView):
    @blp.admin_required
    @blp.response(200, _CSV, content_type="text/csv", headers=_ATTACHMENT, description="Every product.")
    def get(self):
        """Every product as a CSV file for spreadsheets (staff)."""
        response = Response(stream_with_context(csv_files.export_csv()), mimetype="text/csv")
        stamp = datetime.now(UTC).strftime("%Y%m%d")
        response.headers["Content-Disposition"] = f'attachment; filename="products-{stamp}.csv"'
        response.headers["Cache-Control"] = "private, no-store"
        return response


@blp.route("/products/import")
class ProductsImport(MethodView):
    @blp.admin_required
    @blp.accepts_upload(csv_files.MAX_BYTES + UPLOAD_OVERHEAD_BYTES)
    @blp.arguments(ImportArgsSchema, location="query")
    @blp.arguments(ImportFileSchema, location="files", media_types={"file": "text/csv"})
    @blp.alt_response(409, description="Saving (dryRun=false) a file whose rows have mistakes: the report says them.")
    @blp.alt_response(413, description="The file is too big, or has too many rows.")
    @blp.alt_response(415, description="The file is no CSV in UTF-8 with the export's required columns.")
    @blp.response(200, ImportReportSchema)
    def post(self, args: dict, files: dict):
        """Import a CSV in the export's columns: ?dryRun=true (the default) checks it, false saves it (staff)."""
        return csv_files.import_csv(files["file"], args["dry_run"], current_user)


@blp.route("/catalogue-options")
class CatalogueOptions(MethodView):
    @blp.admin_required
    @blp.response(200, CatalogueOptionsSchema)
    def get(self):
        """The brands, colours, category paths and units a product may have (staff)."""
        return service.catalogue_options()
