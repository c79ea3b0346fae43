"""/api/admin/users: staff answer a shopper's request that came by mail, to see their data or to delete their
account (owners only; nobody deletes their own account here, and staff accounts are kept)."""
from __future__ import annotations

from flask.views import MethodView
from flask_jwt_extended import current_user

from shop.account_pages import privacy
from shop.account_pages.schemas import EXPORT_DOC, EXPORT_HEADERS, AccountDataSchema
from shop.accounts import messages
from shop.accounts.schemas import MessageSchema
from shop.security import Blueprint, StaffRole

blp = Blueprint("admin_users", __name__, url_prefix="/api/admin/users",
                description="Staff: a shopper's data and the deletion of their account, on their request")


@blp.route("/<int:user_id>/data")
class UserData(MethodView):
    @blp.staff_required(StaffRole.OWNER)
    @blp.response(200, AccountDataSchema, headers=EXPORT_DOC)
    @blp.alt_response(404, description="There is no such account.")
    def get(self, user_id: int):
        """Everything the shop holds about one account's owner, as the shopper's own download has it (owners)."""
        return privacy.staff_data_of(current_user, user_id), 200, EXPORT_HEADERS


@blp.route("/<int:user_id>")
class UserAccount(MethodView):
    @blp.staff_required(StaffRole.OWNER)
    @blp.response(200, MessageSchema)
    @blp.alt_response(403, description="One's own account, or a staff account.")
    @blp.alt_response(404, description="There is no such account.")
    def delete(self, user_id: int):
        """Delete a shopper's account as their own deletion does: personal data erased, orders kept anonymised,
        sessions ended, the address told (owners)."""
        privacy.staff_delete_account(current_user, user_id)
        return {"message": messages.USER_DELETED}
