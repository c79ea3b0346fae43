"""/api/admin/pages (staff only): the shop's information pages, listed, created, saved and deleted; a text previewed
(/api/admin/page-preview) and the placeholders it may name (/api/admin/page-placeholders).

Thin views: arguments schema -> one service call -> response schema. Every change is audited (entity "page").
"""
from __future__ import annotations

from flask.views import MethodView
from flask_jwt_extended import current_user

from shop.accounts.schemas import MessageSchema
from shop.admin.pages import service
from shop.admin.pages.schemas import (
    AdminPageSchema,
    PageChangeSchema,
    PageCreateSchema,
    PlaceholderArgsSchema,
    PlaceholderSchema,
    PreviewResultSchema,
    PreviewSchema,
)
from shop.content_pages import service as pages
from shop.i18n import localise, request_language
from shop.security import Blueprint

blp = Blueprint("admin_pages", __name__, url_prefix="/api/admin",
                description="Staff: the information pages (About, FAQ, Payment, Delivery, Returns, privacy ...)")


@blp.route("/pages")
class Pages(MethodView):
    @blp.admin_required
    @blp.response(200, AdminPageSchema(many=True))
    def get(self):
        """Every page, shown or hidden, with every language's Markdown: the starting pages first (staff)."""
        return pages.all_pages()

    @blp.admin_required
    @blp.arguments(PageCreateSchema)
    @blp.response(201, AdminPageSchema)
    @blp.alt_response(409, description="There is already a page with this slug, or the admin's own screen has it.")
    def post(self, data: dict):
        """Add a page at /pages/{slug}: its slug, English title and text, other languages as staff have them."""
        return service.create_page(current_user, data["slug"], data["published"], data["translations"])


# Beside /pages, not under it: /pages/{slug} would also answer for a page of that name (and its Allow say so).
@blp.route("/page-preview")
class Preview(MethodView):
    @blp.admin_required
    @blp.arguments(PreviewSchema)
    @blp.response(200, PreviewResultSchema)
    def post(self, data: dict):
        """A title and Markdown text as the page would show them, sanitised, and what saving them would refuse
        (staff)."""
        shown = service.preview(data["language"], data["title"] or "", data["body"])
        return {**shown, "problems": localise(shown["problems"], request_language())}


@blp.route("/page-placeholders")
class Placeholders(MethodView):
    @blp.admin_required
    @blp.arguments(PlaceholderArgsSchema, location="query")
    @blp.response(200, PlaceholderSchema(many=True))
    def get(self, args: dict):
        """The {{placeholders}} a page may name and what each is filled with now, in ?lng= (staff)."""
        return service.placeholders(args["lng"])


@blp.route("/pages/<string:slug>")
class PageBySlug(MethodView):
    @blp.admin_required
    @blp.response(200, AdminPageSchema)
    @blp.alt_response(404, description="There is no such page.")
    def get(self, slug: str):
        """One page with every language's Markdown (staff)."""
        return service.get_page(slug)

    @blp.admin_required
    @blp.arguments(PageChangeSchema)
    @blp.response(200, AdminPageSchema)
    @blp.alt_response(404, description="There is no such page.")
    @blp.alt_response(409, description="A page with a route of the shop's own (/about ...) cannot be hidden.")
    def put(self, data: dict, slug: str):
        """Save a page's text in every language and whether it is shown (the spec's pages always are) (staff)."""
        return service.update_page(current_user, slug, data["published"], data["translations"])

    @blp.admin_required
    @blp.response(200, MessageSchema)
    @blp.alt_response(404, description="There is no such page.")
    def delete(self, slug: str):
        """Delete a page staff added; a page the shop starts with goes back to its starting text (staff)."""
        return {"message": service.delete_page(current_user, slug)}
