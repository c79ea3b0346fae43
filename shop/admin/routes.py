"""/api/statistics/ (the Info screen) and /api/admin/audit (every staff change), for staff only."""
from __future__ import annotations

from flask.views import MethodView

from shop.admin import statistics
from shop.admin.schemas import AuditArgsSchema, AuditEntrySchema, StatisticsSchema
from shop.security import Blueprint

blp = Blueprint("statistics", __name__, url_prefix="/api/statistics", description="Shop figures for staff")
audit_blp = Blueprint("audit", __name__, url_prefix="/api/admin/audit", description="The audit log of staff changes")
_TOTAL = {"X-Total-Count": {"description": "How many entries match.", "schema": {"type": "integer"}}}


@blp.route("/")
class Statistics(MethodView):
    @blp.admin_required
    @blp.response(200, StatisticsSchema)
    def get(self):
        """Revenue and orders per day, orders by status, best sellers, customers, open queries, low stock (staff)."""
        return statistics.statistics()


@audit_blp.route("")
class AuditLog(MethodView):
    @audit_blp.admin_required
    @audit_blp.arguments(AuditArgsSchema, location="query")
    @audit_blp.response(200, AuditEntrySchema(many=True), headers=_TOTAL)
    def get(self, args: dict):
        """Staff changes, newest first, optionally of one kind of record (staff)."""
        entity, entity_id = args.get("entity"), args.get("entity_id")
        entries = statistics.latest_audit(args["limit"], (args["page"] - 1) * args["limit"], entity, entity_id)
        return entries, 200, {"X-Total-Count": str(statistics.audit_count(entity, entity_id))}
