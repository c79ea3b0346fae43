"""Call-back queries: anyone may create one; staff list, re-status and delete them."""
from __future__ import annotations

from flask.views import MethodView
from flask_jwt_extended import current_user

from shop.http import rate_limits
from shop.queries import messages, retention, service  # noqa: F401  (retention: its periodic job runs where routes do)
from shop.queries.schemas import (
    QueryCreateSchema,
    QueryListArgsSchema,
    QueryResultSchema,
    QuerySchema,
    QueryStatusSchema,
)
from shop.security import Blueprint

blp = Blueprint("queries", __name__, url_prefix="/api/queries", description="Call-back requests")


@blp.route("")
class Queries(MethodView):
    # Anyone may post, so a bot must not flood staff with fake call-backs.
    @rate_limits.limit("10 per hour; 3 per minute")
    @blp.arguments(QueryCreateSchema())
    @blp.response(201, QueryResultSchema)
    @blp.alt_response(429, description="Too many call-back requests from this address; Retry-After says when.")
    def post(self, data):
        """Order a call-back (no sign-in needed)."""
        return {"data": service.create_query(**data), "message": messages.CREATED}

    @blp.admin_required
    @blp.arguments(QueryListArgsSchema(), location="query")
    @blp.response(200, QuerySchema(many=True))
    def get(self, args):
        """All call-back queries, newest first: ?status=, ?q= by name or phone (staff)."""
        return service.list_queries(args.get("status"), args["q"])


@blp.route("/<int:query_id>")
class QueryById(MethodView):
    @blp.admin_required
    @blp.response(200, QueryResultSchema)
    def delete(self, query_id: int):
        """Delete a call-back query (staff)."""
        return {"data": service.delete_query(query_id, current_user), "message": messages.DELETED}


@blp.route("/updateStatus/<int:query_id>")
class QueryStatusUpdate(MethodView):
    @blp.admin_required
    @blp.arguments(QueryStatusSchema)
    @blp.response(200, QueryResultSchema)
    def put(self, data, query_id: int):
        """Change a query's status; without a status it toggles (staff)."""
        item = service.change_status(query_id, data.get("status"), current_user)
        return {"data": item, "message": messages.STATUS_CHANGED}
