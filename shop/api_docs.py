"""What the OpenAPI document says beyond each view's own decorators, said once for every operation (now and later).

- The one error shape: every error the API sends is ``{message, errors}`` (shop.http.errors); every error answer the
  document declares carries it (the shop's Blueprint gives alt_response and the guards' 401/403 this schema).
- The error answers any operation may give: 400 (a value that breaks the document, a body that is missing or not
  JSON), 404 when it has path parameters (no such thing), 414 when it has path or query parameters (a request line
  longer than gunicorn reads), 415 when it takes a JSON body (sent as another media type).
  The document has no catch-all ``default`` answer, so a status it does not name is a failure of the contract.
- Guarded values: the blueprints of public reads (shop.http.caching) refuse, before any view runs, a path or query
  value over a length or with a control character; every string parameter of their operations says so (maxLength
  and pattern), from the guard's own two constants (the factory passes them, ``guard_values``).
- Every rule a field's validators check: every pattern (apispec itself says only the first), and what a validator
  says of itself (its ``openapi`` dict, e.g. the bounds of a decimal).
- Rules across fields: a Schema's ``OPENAPI`` dict (e.g. ``oneOf``) is added to its component.
- Trimmed text: a field that trims what it receives (``trims = True``, shop.fields.Trimmed) checks its lengths on
  the trimmed value, so its minLength/maxLength (and any pattern) are said as patterns over the value as sent
  (surrounding whitespace allowed), with whitespace as Python's str.strip() sees it (``WHITESPACE``).
- HEAD and OPTIONS are answered by the framework for every path (HEAD as GET, OPTIONS with ``Allow``) and are not
  listed, as OpenAPI tools expect; ``Allow`` names exactly the documented methods beside them.

The schemathesis suite (tests/test_api_contract.py) checks all of it against the running app.
"""
from __future__ import annotations

import re

from apispec import BasePlugin
from marshmallow import Schema, fields

# The characters Python's str.isspace() (so str.strip() and the re module's \s) takes for whitespace, as the body
# of a character class that means the same in Python and in a JSON Schema pattern (ECMA-262's \s is another set).
WHITESPACE = r"\t\n\x0b\x0c\r\x1c-\x1f \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000"
SOLID = f"[^{WHITESPACE}]"  # a pattern: something besides whitespace
_CONTROL_NOT_SPACE = r"\x00-\x08\x0e-\x1b\x7f"  # the control characters str.strip() keeps
# The format the document names for a phone, besides its pattern: a client that generates values
# (tests/test_api_contract.py) can then write phones as people type them, where drawing from the pattern alone makes
# mostly numbers too long for the field.
PHONE_FORMAT = "phone"


def trimmed_length(least: int = 0, most: int | None = None, text: str | None = None) -> str:
    """A pattern for a value whose trimmed form has ``least`` to ``most`` characters (surrounding whitespace free).
    ``text``: the whole-value pattern ``^[...]*$`` of the characters the trimmed value may hold (shop.fields'
    ONE_LINE or TEXT_LINES), folded into this one pattern."""
    space = f"[{WHITESPACE}]*"
    any_, solid = (r"[\s\S]", SOLID) if text is None else (text[1:-2], f"[^{WHITESPACE}{_CONTROL_NOT_SPACE}]")
    if most is None:
        if least <= 1 and text is None:
            return solid if least else ""
        if least <= 1:
            body = f"{solid}(?:{any_}*{solid})?"
            body = body if least else f"(?:{body})?"
        else:
            body = f"{solid}{any_}{{{least - 2},}}{solid}"
    elif most == 1:
        body = solid if least else f"{solid}?"
    elif least >= 2:
        body = f"{solid}{any_}{{{least - 2},{most - 2}}}{solid}"
    else:
        body = f"{solid}(?:{any_}{{0,{most - 2}}}{solid})?"
        body = body if least else f"(?:{body})?"
    return f"^{space}{body}{space}$"


def trimmed(pattern: str) -> str:
    """An anchored ``pattern`` (``^...$``) for the trimmed value, said of the value as sent."""
    return f"^[{WHITESPACE}]*(?:{pattern.removeprefix('^').removesuffix('$')})[{WHITESPACE}]*$"


def any_case(words) -> str:
    """A pattern body matching one of ``words`` in any (ASCII) case: ``[Gg][Bb]|[Uu][Aa]``."""
    return "|".join("".join(f"[{c.upper()}{c.lower()}]" if c.isalpha() else c for c in word) for word in words)


class ErrorSchema(Schema):
    """The one error shape: a sentence for people, and the fields at fault (field -> messages) for forms."""

    message = fields.String(required=True, metadata={"description": "What went wrong, in a sentence."})
    errors = fields.Dict(
        keys=fields.String(), metadata={"description": "Per field (or per location, then field): the messages."}
    )


class ApiDocs(BasePlugin):
    """Adds the error answers every operation can give, and the guarded values' limits (see the module)."""

    def __init__(self) -> None:
        super().__init__()
        self._guarded: dict[str, dict] = {}

    def init_spec(self, spec) -> None:
        super().init_spec(spec)
        for plugin in spec.plugins:
            converter = getattr(plugin, "converter", None)
            if converter is not None and _field_rules not in getattr(converter, "_shop_functions", ()):
                converter.add_attribute_function(_field_rules)
                converter._shop_functions = (*getattr(converter, "_shop_functions", ()), _field_rules)

    def guard_values(self, blueprint_name: str, most: int, refused: str) -> None:
        """The blueprint's path and query values are refused over ``most`` characters or with a character of the
        regular-expression class ``refused`` (``[...]``)."""
        self._guarded[blueprint_name] = {"maxLength": most, "pattern": f"^[^{refused[1:-1]}]*$"}

    def _guards(self, rule) -> dict | None:
        return None if rule is None else self._guarded.get(rule.endpoint.partition(".")[0])

    def schema_helper(self, name, definition, **kwargs) -> dict | None:
        # What a schema's rules across its fields say (a marshmallow Schema's OPENAPI, e.g. the details each delivery
        # method needs), beside the fields apispec describes.
        return getattr(kwargs.get("schema"), "OPENAPI", None)

    def path_helper(self, path=None, operations=None, parameters=None, **kwargs) -> None:
        # After flask-smorest's plugin has made the path parameters of the rule (the operations' own come later).
        guard = self._guards(kwargs.get("rule"))
        if guard:
            for parameter in parameters or []:
                _guard(parameter, guard)

    def operation_helper(self, path=None, operations=None, **kwargs) -> None:
        guarded = self._guards(kwargs.get("rule"))
        for operation in (operations or {}).values():
            responses = operation.setdefault("responses", {})
            _declare(responses, 400, "BAD_REQUEST")
            if path and "{" in path:
                _declare(responses, 404, "NOT_FOUND")
            if "{" in (path or "") or any(p.get("in") == "query" for p in operation.get("parameters", [])
                                          if isinstance(p, dict)):
                _declare(responses, 414, URI_TOO_LONG)
            if "application/json" in operation.get("requestBody", {}).get("content", {}):
                _declare(responses, 415, "UNSUPPORTED_MEDIA_TYPE")
            if guarded:
                for parameter in operation.get("parameters", []):
                    _guard(parameter, guarded)


# gunicorn reads a request line of at most limit_request_line bytes (4094) and answers a longer one itself, before
# the shop sees it: the answer of any operation whose path or query a client can make that long.
URI_TOO_LONG = {"description": "The request line (path and query, percent-encoded) is longer than the server reads; "
                               "the server answers it before the shop does, with no JSON body."}


def _declare(responses: dict, status: int, reference: str | dict) -> None:
    """The answer, unless the view documents it itself (flask-smorest keys statuses by int or str)."""
    if status not in responses and str(status) not in responses:
        responses[str(status)] = reference


def _guard(parameter, guard: dict) -> None:
    """A string parameter's schema says the guard's limits (a tighter maxLength of its own stays)."""
    schema = parameter.get("schema") if isinstance(parameter, dict) else None
    types = schema.get("type") if isinstance(schema, dict) else None
    if types != "string" and not (isinstance(types, list) and "string" in types):
        return
    schema["maxLength"] = min(schema.get("maxLength", guard["maxLength"]), guard["maxLength"])
    if "pattern" not in schema:
        schema["pattern"] = guard["pattern"]
    elif schema["pattern"] != guard["pattern"]:
        schema.setdefault("allOf", []).append({"pattern": guard["pattern"]})


def _field_rules(self, field, ret: dict, **_kwargs) -> dict:
    """apispec attribute function: what a field's validators check, all of it (apispec says the first pattern
    alone): every pattern, and what a validator says of itself (``openapi``, e.g. a decimal's bounds); a trimming
    field's lengths and patterns are said of the value as sent."""
    patterns = [ret.pop("pattern")] if "pattern" in ret else []
    text = None  # the characters a trimmed text may hold (shop.fields.Trimmed), said within its other patterns
    for validator in getattr(field, "validators", ()):
        if getattr(validator, "text_rule", None):
            text = validator.text_rule
            continue
        regex = getattr(validator, "regex", None)
        if isinstance(regex, re.Pattern) and regex.pattern not in patterns:
            patterns.append(regex.pattern)
        ret.update(getattr(validator, "openapi", {}))
        patterns.extend(pattern for pattern in [ret.pop("pattern", None)] if pattern and pattern not in patterns)
    patterns = [pattern for pattern in patterns if pattern != text]  # apispec's own pick of the first regex
    if text and not getattr(field, "trims", False):
        patterns.append(text)  # nothing to fold it into
    if getattr(field, "trims", False):
        patterns = [trimmed(pattern) for pattern in patterns]
        least, most = ret.pop("minLength", 0), ret.pop("maxLength", None)
        # The field's own patterns leave control characters out themselves (shop.validation's PHONE, EMAIL ...), so
        # the text rule joins the length pattern, or stands alone: one pattern fewer for a client to meet.
        if least or most is not None or (text and not patterns):
            patterns.append(trimmed_length(least, most, text=text))
        if least:
            ret["minLength"] = least  # a trimmed value of `least` characters is at least as long as sent
    if not patterns:
        return {}
    extra = {"pattern": patterns[0]}
    if len(patterns) > 1:
        extra["allOf"] = [*ret.get("allOf", []), *({"pattern": pattern} for pattern in patterns[1:])]
    return extra
