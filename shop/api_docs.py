"""What the OpenAPI document says about errors: the one error shape, and the error answers every operation can give.

Every error the API sends is ``{message, errors}`` (shop.errors). Beyond what each view documents itself,
any operation may answer 400 (a path or query value with control characters or of absurd length, refused
before the view runs; a body that is not JSON), and an operation with path parameters may answer 404 (no such
thing). Declaring them here, once, keeps the document true for every operation that exists now and every one
added later; the schemathesis suite checks it.
"""
from __future__ import annotations

from apispec import BasePlugin
from marshmallow import Schema, fields


class ErrorSchema(Schema):
    """The one error shape: a sentence for people, and the fields at fault (field -> messages) for forms."""

    message = fields.String(required=True, metadata={"description": "What went wrong, in a sentence."})
    errors = fields.Dict(
        keys=fields.String(), metadata={"description": "Per field (or per location, then field): the messages."}
    )


class ErrorResponses(BasePlugin):
    """Adds the 400 (and, with path parameters, 404) answers to every operation."""

    def operation_helper(self, path=None, operations=None, **kwargs) -> None:
        for operation in (operations or {}).values():
            responses = operation.setdefault("responses", {})
            responses.setdefault("400", "BAD_REQUEST")
            if path and "{" in path:
                responses.setdefault("404", "NOT_FOUND")
