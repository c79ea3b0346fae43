"""/api/admin slides and colours (staff only): the home page's main slider and the catalogue's colours.

Thin views: arguments schema -> one service call -> response schema. Every change is audited and shows on the
public calls (/api/slider/all-sliders, /api/colors/...) on their next request.
"""
from __future__ import annotations

from flask.views import MethodView
from flask_jwt_extended import current_user

from shop.accounts.schemas import MessageSchema
from shop.admin.content import colours, messages, slides
from shop.admin.content.schemas import (
    AdminColourSchema,
    AdminSlideSchema,
    ColourCreateSchema,
    ColourListArgsSchema,
    ColourUpdateSchema,
    SlideCreateSchema,
    SlideImageSchema,
    SlideOrderSchema,
    SlideUpdateSchema,
)
from shop.admin.products.routes import IMAGE_TYPES, IMAGE_UPLOAD_BYTES
from shop.security import Blueprint

blp = Blueprint("admin_content", __name__, url_prefix="/api/admin", description="Staff: main slider and colours")

_TOTAL = {"X-Total-Count": {"description": "How many colours match.", "schema": {"type": "integer"}}}
_COLOUR_REFUSED = ("The brand already has a colour of that name, there is no such brand, or the English name has no "
                   "Latin letter or digit to make the colour's slug of.")


# ---------------------------------------------------------------- slides


@blp.route("/slides")
class Slides(MethodView):
    @blp.admin_required
    @blp.response(200, AdminSlideSchema(many=True))
    def get(self):
        """Every slide, shown or hidden, in the slider's order (staff)."""
        return slides.all_slides()

    @blp.admin_required
    @blp.arguments(SlideCreateSchema)
    @blp.response(201, AdminSlideSchema)
    def post(self, data: dict):
        """Add a slide at the end of the slider; it shows once its image is uploaded (staff)."""
        return slides.create_slide(current_user, data["titles"], data["link"], data["is_active"])


@blp.route("/slides/order")
class SlideOrder(MethodView):
    @blp.admin_required
    @blp.arguments(SlideOrderSchema)
    @blp.alt_response(409, description="The ids are not those of every slide there is, each once.")
    @blp.response(200, AdminSlideSchema(many=True))
    def put(self, data: dict):
        """Reorder the slider: the _id of every slide, each once, first shown first (staff)."""
        return slides.reorder(current_user, data["ids"])


@blp.route("/slides/<int:slide_id>")
class SlideById(MethodView):
    @blp.admin_required
    @blp.arguments(SlideUpdateSchema)
    @blp.response(200, AdminSlideSchema)
    def put(self, data: dict, slide_id: int):
        """Change a slide's titles, link or visibility; only what is sent changes (staff)."""
        return slides.update_slide(current_user, slide_id, data)

    @blp.admin_required
    @blp.response(200, MessageSchema)
    def delete(self, slide_id: int):
        """Delete a slide and, when no other slide shows it, its image file (staff)."""
        slides.delete_slide(current_user, slide_id)
        return {"message": messages.SLIDE_DELETED}


@blp.route("/slides/<int:slide_id>/image")
class SlideImage(MethodView):
    @blp.admin_required
    @blp.accepts_upload(IMAGE_UPLOAD_BYTES)
    @blp.arguments(SlideImageSchema, location="files", media_types={"image": IMAGE_TYPES})
    @blp.alt_response(413, description="The file, or its picture, is too big.")
    @blp.alt_response(415, description="The file is no JPEG, PNG, WebP or GIF picture.")
    @blp.response(200, AdminSlideSchema)
    def post(self, files: dict, slide_id: int):
        """Upload a slide's image (JPEG, PNG, WebP or GIF, at most 8 MB): stored as WebP, at most 1920 px wide."""
        return slides.set_image(current_user, slide_id, files["image"])


# ---------------------------------------------------------------- colours


@blp.route("/colors")
class Colours(MethodView):
    @blp.admin_required
    @blp.arguments(ColourListArgsSchema, location="query")
    @blp.response(200, AdminColourSchema(many=True), headers=_TOTAL)
    def get(self, args: dict):
        """Every colour, newest first or as ?sort= says; ?search=, ?brandId= to narrow it, ?page=&limit= to page
        through it (staff)."""
        found, total = colours.all_colours(args["page"], args.get("limit"), search=args["search"],
                                           brand=args.get("brand"), sort=args["sort"])
        return found, 200, {"X-Total-Count": str(total)}

    @blp.admin_required
    @blp.arguments(ColourCreateSchema)
    @blp.response(201, AdminColourSchema)
    @blp.alt_response(409, description=_COLOUR_REFUSED)
    def post(self, data: dict):
        """Add a colour: names (en required, the slug comes from it), #RRGGBB and its brand or null (staff)."""
        return colours.create_colour(current_user, data["names"], data["hex"], data["brand_id"])


@blp.route("/colors/<int:colour_id>")
class ColourById(MethodView):
    @blp.admin_required
    @blp.arguments(ColourUpdateSchema)
    @blp.response(200, AdminColourSchema)
    @blp.alt_response(409, description=_COLOUR_REFUSED)
    def put(self, data: dict, colour_id: int):
        """Change a colour's names, hex or brand; only what is sent changes (staff)."""
        return colours.update_colour(current_user, colour_id, data)

    @blp.admin_required
    @blp.response(200, MessageSchema)
    @blp.alt_response(409, description="Products have this colour: the message says how many.")
    def delete(self, colour_id: int):
        """Delete a colour that no product has (staff)."""
        colours.delete_colour(current_user, colour_id)
        return {"message": messages.COLOUR_DELETED}
