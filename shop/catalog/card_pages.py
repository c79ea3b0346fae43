"""How an endpoint answers a page of product cards: the route's schema documents the whole page and dumps what the
page holds besides its cards; the cards themselves are read in ProductCardSchema's shape already (shop.catalog.cards,
whose tests hold the two together) and join the body as they are, since dumping 24 cards field by field again
would cost more than the rest of the request. flask-smorest sends a Response the view returns unchanged and uses
the schema of ``response`` to document it, which is what this decorator relies on.

A page's category is a node of the shared category tree (shop.catalog.tree), which is never changed once read: its
dump is kept per node, as dumping a main category with its children for every request was a large share of a
category page's time.
"""
from __future__ import annotations

import functools
from collections.abc import Callable
from functools import lru_cache
from typing import Any

from flask import Response, jsonify
from flask_smorest import Blueprint
from marshmallow import Schema

CARDS = "products"
TREE_NODES = ("category",)  # the page fields that hold a node of the shared category tree


def card_page(blueprint: Blueprint, schema: type[Schema], status: int = 200) -> Callable:
    """Document the view's answer as ``schema`` and send its page: an object (or dict) whose ``products`` are cards."""
    declared = schema().fields
    nodes = {name: lru_cache(maxsize=512)(declared[name].schema.dump) for name in TREE_NODES if name in declared}
    rest = schema(exclude=(CARDS, *nodes))

    def decorate(view: Callable) -> Callable:
        @functools.wraps(view)
        def answer(*args: Any, **kwargs: Any) -> Response:
            page = view(*args, **kwargs)
            cards = page[CARDS] if isinstance(page, dict) else getattr(page, CARDS)
            body = {CARDS: cards, **rest.dump(page)}
            for name, dump in nodes.items():
                node = getattr(page, name)
                body[name] = None if node is None else dump(node)
            response = jsonify(body)
            response.status_code = status
            return response

        return blueprint.response(status, schema)(answer)

    return decorate
