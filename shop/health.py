"""GET /api/health: for load balancers and operators - the database answers, and this worker's catalogue index."""
from __future__ import annotations

import os

from flask.views import MethodView
from marshmallow import Schema, fields
from sqlalchemy import text

from shop.catalog.read_model import catalogue, read_model
from shop.extensions import db
from shop.security import Blueprint

blp = Blueprint("health", __name__, url_prefix="/api/health", description="Health of this worker")


class CatalogueHealthSchema(Schema):
    """This worker's catalogue index: how many products it lists, how often it was built, changes applied."""

    products = fields.Integer()
    builds = fields.Integer(metadata={"description": "Full builds of the index in this worker since it started."})
    changes_applied = fields.Integer(metadata={"description": "Single-product changes applied in place."})


class HealthSchema(Schema):
    status = fields.String(metadata={"example": "ok"})
    worker = fields.Integer(metadata={"description": "Process id of the worker that answered."})
    catalogue = fields.Nested(CatalogueHealthSchema)


@blp.route("")
class Health(MethodView):
    @blp.response(200, HealthSchema)
    def get(self):
        """The database answers; this worker's catalogue index is current (never cached)."""
        db.session.execute(text("SELECT 1"))
        with catalogue() as index:
            products = len(index)
        model = read_model()
        return {
            "status": "ok",
            "worker": os.getpid(),
            "catalogue": {"products": products, "builds": model.builds, "changes_applied": model.changes_applied},
        }
