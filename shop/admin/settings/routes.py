"""/api/admin/settings: the shop's own details for staff to read and change whole (staff only). Every page, mail and
invoice made after a change says the new details; the change is in the audit log."""
from __future__ import annotations

from flask.views import MethodView
from flask_jwt_extended import current_user

from shop.admin.settings.schemas import ShopSettingsSchema
from shop.security import Blueprint, StaffRole
from shop.settings import store

blp = Blueprint("shop_settings", __name__, url_prefix="/api/admin/settings",
                description="The shop's own details (names, addresses and hours, phone, e-mail, bank, social links)")


@blp.route("")
class ShopSettings(MethodView):
    @blp.staff_required(StaffRole.OWNER)
    @blp.response(200, ShopSettingsSchema)
    def get(self):
        """The shop's details as staff last saved them (the demo shop's until then), every language's text (owners)."""
        return store.current().document

    @blp.staff_required(StaffRole.OWNER)
    @blp.arguments(ShopSettingsSchema)
    @blp.response(200, ShopSettingsSchema)
    def put(self, data: dict):
        """Replace the shop's details; the storefront, mails, invoices and structured data use them at once (owners)."""
        return store.save(current_user, data).document
