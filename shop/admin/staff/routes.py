"""/api/admin/staff: the owners' list of staff, invitations and roles; /api/admin/staff/me: who the admin area
serves; /api/admin/parcels: the warehouse's orders, without prices."""
from __future__ import annotations

from flask.views import MethodView
from flask_jwt_extended import current_user

from shop.accounts.schemas import MessageSchema
from shop.admin.staff import messages, service
from shop.admin.staff.parcels import ParcelChangeSchema, ParcelListArgsSchema, ParcelSchema
from shop.admin.staff.schemas import InvitationSchema, RoleChangeSchema, StaffMemberSchema, StaffSelfSchema
from shop.orders import service as orders
from shop.orders import status
from shop.security import Blueprint, StaffRole

blp = Blueprint("admin_staff", __name__, url_prefix="/api/admin/staff",
                description="Staff accounts and their roles: owners invite staff and take access away")
parcels_blp = Blueprint("admin_parcels", __name__, url_prefix="/api/admin/parcels",
                        description="Orders as the warehouse packs and sends them, without prices")
_TOTAL = {"X-Total-Count": {"description": "How many orders match the filter.", "schema": {"type": "integer"}}}


@blp.route("/me")
class StaffSelf(MethodView):
    @blp.staff_required(*StaffRole.ALL)
    @blp.response(200, StaffSelfSchema)
    def get(self):
        """The signed-in member of staff and their role, which decides what the admin area offers (any staff)."""
        return current_user


@blp.route("")
class StaffList(MethodView):
    @blp.staff_required(StaffRole.OWNER)
    @blp.response(200, StaffMemberSchema(many=True))
    def get(self):
        """Every member of staff with their role (owners)."""
        return service.staff()

    @blp.staff_required(StaffRole.OWNER)
    @blp.arguments(InvitationSchema)
    @blp.response(201, StaffMemberSchema)
    @blp.alt_response(409, description="The address is staff already.")
    def post(self, data: dict):
        """Invite an address as staff in a role: an account of its own gets it at once, a new address a link to
        choose its password; either way an e-mail says so (owners)."""
        return service.invite(current_user, data["email"], data["role"], data.get("language")), 201


@blp.route("/<int:user_id>")
class StaffMember(MethodView):
    @blp.staff_required(StaffRole.OWNER)
    @blp.arguments(RoleChangeSchema)
    @blp.response(200, StaffMemberSchema)
    @blp.alt_response(404, description="There is no such member of staff.")
    @blp.alt_response(409, description="One's own role: another owner changes it.")
    def put(self, data: dict, user_id: int):
        """Change a member of staff's role (owners; not their own)."""
        return service.change_role(current_user, user_id, data["role"])

    @blp.staff_required(StaffRole.OWNER)
    @blp.response(200, MessageSchema)
    @blp.alt_response(404, description="There is no such member of staff.")
    @blp.alt_response(409, description="One's own access: another owner takes it away.")
    def delete(self, user_id: int):
        """Take staff access away: the account stays a shopper's and its sessions end (owners; not their own)."""
        service.remove(current_user, user_id)
        return {"message": messages.STAFF_REMOVED}


@parcels_blp.route("")
class Parcels(MethodView):
    @parcels_blp.staff_required(*StaffRole.ALL)
    @parcels_blp.arguments(ParcelListArgsSchema, location="query")
    @parcels_blp.response(200, ParcelSchema(many=True), headers=_TOTAL)
    def get(self, args: dict):
        """Orders to pack and send, newest first, with what goes in and where, never a price (any staff)."""
        found, total = orders.all_orders(args.get("status"), args["page"], args["limit"])
        return found, 200, {"X-Total-Count": str(total)}


@parcels_blp.route("/<int:order_id>")
class Parcel(MethodView):
    @parcels_blp.staff_required(*StaffRole.ALL)
    @parcels_blp.arguments(ParcelChangeSchema)
    @parcels_blp.response(200, ParcelSchema)
    @parcels_blp.alt_response(404, description="There is no such order.")
    @parcels_blp.alt_response(409, description="Not an allowed transition (Accepted -> Sent -> Delivered).")
    def put(self, data: dict, order_id: int):
        """Mark a parcel sent, with the carrier's tracking number, or delivered; the shopper is mailed when it is
        sent (any staff)."""
        return status.change_status(order_id, data["status"], current_user,
                                    tracking_number=data.get("tracking_number"))
