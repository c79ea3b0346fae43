"""Call-back query shapes. The request schema holds the call form's rules, checked in the spec's order."""
from marshmallow import EXCLUDE, Schema, ValidationError, fields, post_load, validate, validates_schema

from shop.api_docs import PHONE_FORMAT
from shop.fields import Trimmed
from shop.i18n import Message
from shop.queries import messages
from shop.queries.models import QueryStatus
from shop.validation import FIELD_TOO_LONG, PHONE, is_valid_phone

MAX_NAME_LENGTH = 120
MAX_QUERY_LENGTH = 2000
MAX_SEARCH = 100
REQUIRED = ("name", "phone", "query")


class QueryCreateSchema(Schema):
    """What the call-back form sends; a client-sent status is accepted and ignored.

    Rules, in the spec's order, each answered 400 with its message and the fields at fault: every field there and
    filled (blank counts as empty); a valid local or international phone; then the lengths the database keeps
    (of the trimmed text). The privacy checkbox is the form's own rule (it is not sent).
    """

    class Meta:
        unknown = EXCLUDE

    name = Trimmed(required=True, error_messages={"required": messages.FILL_ALL},
                   metadata={"minLength": 1, "maxLength": MAX_NAME_LENGTH})
    phone = Trimmed(required=True, error_messages={"required": messages.FILL_ALL},
                    metadata={"example": "+38 (050) 400-70-15", "pattern": PHONE.pattern,
                              "format": PHONE_FORMAT})
    query = Trimmed(required=True, lines=True, error_messages={"required": messages.FILL_ALL},
                    metadata={"minLength": 1, "maxLength": MAX_QUERY_LENGTH})
    status = fields.String(load_default=None, allow_none=True, metadata={"description": "Ignored: always Unprocessed."})

    @validates_schema(skip_on_field_errors=False)
    def _rules(self, data, **_kwargs):
        # A field left out is answered as an empty one (its required message); the later rules wait for all three.
        empty = [field for field in REQUIRED if field in data and not data[field]]
        if empty:
            raise ValidationError({field: [messages.FILL_ALL] for field in empty})
        if any(field not in data for field in REQUIRED):
            return
        if not is_valid_phone(data["phone"]):
            raise ValidationError({"phone": [messages.BAD_PHONE]})
        too_long = {}
        if len(data["name"]) > MAX_NAME_LENGTH:
            too_long["name"] = [Message(messages.NAME_TOO_LONG, max=MAX_NAME_LENGTH)]
        if len(data["query"]) > MAX_QUERY_LENGTH:
            too_long["query"] = [Message(messages.QUERY_TOO_LONG, max=MAX_QUERY_LENGTH)]
        if too_long:
            raise ValidationError(too_long)

    @post_load
    def _fields(self, data, **_kwargs):
        return {field: data[field] for field in REQUIRED}


class QuerySchema(Schema):
    """A stored call-back query."""

    _id = fields.Function(lambda q: str(q.id), dump_only=True)
    createdAt = fields.DateTime(attribute="created_at", dump_only=True)
    name = fields.String()
    phone = fields.String()
    query = fields.String()
    status = fields.String()


class QueryListArgsSchema(Schema):
    """Optional status filter and search for the staff list."""

    status = fields.String(validate=validate.OneOf(QueryStatus.ALL))
    q = Trimmed(load_default="",
                validate=validate.Length(max=MAX_SEARCH, error=Message(FIELD_TOO_LONG, max=MAX_SEARCH)),
                metadata={"maxLength": MAX_SEARCH,
                          "description": 'Words of the name, or digits of the phone ("050 400" finds '
                                         '"+38 (050) 400-70-15").'})


class QueryStatusSchema(Schema):
    """The new status; omitted means toggle."""

    status = fields.String(validate=validate.OneOf(QueryStatus.ALL), load_default=None, allow_none=True)


class QueryResultSchema(Schema):
    """{data, message} as the spec's calls read them."""

    data = fields.Nested(QuerySchema)
    message = fields.String()
