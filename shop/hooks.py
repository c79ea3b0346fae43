"""Request hooks written once for both ways a request is answered: through Flask's request machinery, and on the
direct path of the public reads (shop.http_cache.DirectReads), which runs a read's view and these same hooks with no
request context.

A hook is written as a function of the request (a flask.Request, its URL rule and values matched) and, after a
request, of the response too. ``before_request_hook`` and ``after_request_hook`` make the function Flask registers
(it hands the hook flask.request) and keep the hook as written on it as ``direct``, for the direct path. A hook
registered the plain Flask way has no ``direct``: the requests it sees are then answered through Flask alone.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import wraps
from typing import Any

from flask import Request, Response, request
from marshmallow import Schema
from webargs.core import Parser


def before_request_hook(hook: Callable[[Request], Any]) -> Callable[[], Any]:
    """Flask's before-request function for ``hook(request)`` (a value other than None answers the request)."""

    @wraps(hook)
    def run() -> Any:
        return hook(request._get_current_object())  # type: ignore[attr-defined]

    run.direct = hook  # type: ignore[attr-defined]
    return run


def after_request_hook(hook: Callable[[Request, Response], Response]) -> Callable[[Response], Response]:
    """Flask's after-request function for ``hook(request, response)``."""

    @wraps(hook)
    def run(response: Response) -> Response:
        return hook(request._get_current_object(), response)  # type: ignore[attr-defined]

    run.direct = hook  # type: ignore[attr-defined]
    return run


@dataclass(frozen=True)
class ReadPlan:
    """How a view answers a GET, noted by the API Blueprint's decorators (shop.security) for the direct path: the
    view as written, its query arguments' schema and parser (None: it takes no arguments), and the status and schema
    of its answer, with the blueprint's preparation of the dumped content."""

    view: Callable[..., Any]
    status: int
    schema: Schema | None
    prepare: Callable[[Any], Any]
    arguments: Schema | None = None
    parser: Parser | None = None
