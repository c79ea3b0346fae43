"""Call-back query shapes."""
from marshmallow import EXCLUDE, Schema, fields, validate

from shop.queries.models import QueryStatus


class QueryCreateSchema(Schema):
    """What the call-back form sends; a client-sent status is accepted and ignored."""

    class Meta:
        unknown = EXCLUDE

    name = fields.String(load_default="")
    phone = fields.String(load_default="")
    query = fields.String(load_default="")
    status = fields.String(load_default=None, allow_none=True)


class QuerySchema(Schema):
    """A stored call-back query."""

    _id = fields.Function(lambda q: str(q.id), dump_only=True)
    createdAt = fields.DateTime(attribute="created_at", dump_only=True)
    name = fields.String()
    phone = fields.String()
    query = fields.String()
    status = fields.String()


class QueryListArgsSchema(Schema):
    """Optional status filter for the staff list."""

    status = fields.String(validate=validate.OneOf(QueryStatus.ALL))


class QueryStatusSchema(Schema):
    """The new status; omitted means toggle."""

    status = fields.String(validate=validate.OneOf(QueryStatus.ALL), load_default=None, allow_none=True)


class QueryResultSchema(Schema):
    """{data, message} as the spec's calls read them."""

    data = fields.Nested(QuerySchema)
    message = fields.String()
