"""/api/pages (public GET): the menu of the shop's information pages, and a page in one language, rendered.

Answers are revalidated every time (a 304 costs nothing), so a page staff save shows on the next view.
"""
from __future__ import annotations

from flask.views import MethodView

from shop.content_pages import service
from shop.content_pages.schemas import MenuArgsSchema, MenuLinkSchema, PageArgsSchema, PageSchema
from shop.http.caching import cache_public_gets
from shop.security import Blueprint

blp = cache_public_gets(Blueprint("pages", __name__, url_prefix="/api/pages",
                                  description="Information pages staff write (About, FAQ, Payment ...)"), max_age=0)


@blp.route("")
class Menu(MethodView):
    @blp.arguments(MenuArgsSchema, location="query")
    @blp.response(200, MenuLinkSchema(many=True))
    def get(self, args: dict):
        """The shown pages in the menu's order, titled in ?lng= (English where a page has no text in it)."""
        return service.menu(args["lng"])


@blp.route("/<string:slug>")
class PageBySlug(MethodView):
    @blp.arguments(PageArgsSchema, location="query")
    @blp.response(200, PageSchema)
    @blp.alt_response(404, description="There is no such page, or staff hid it.")
    def get(self, args: dict, slug: str):
        """A shown page in ?lng= (English, and ``fallback``, where it has no text in it), prices in ?currency=."""
        return service.shown(slug, args["lng"], args["currency"])
