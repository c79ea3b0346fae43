"""The built index.html as a template: cut once per build at its markers, filled per page by joining strings.

ui/index.html marks what the server fills and keeps working unfilled (ui/build.mjs copies the comments as
they are): the ``lang`` of ``<html>``; the default title and description between ``<!-- seo:head -->`` and
``<!-- /seo:head -->``; ``<!-- seo:body -->`` inside the React root.
"""
from __future__ import annotations

import logging
import os
import re
from dataclasses import dataclass

from shop.kept import KeptFile

log = logging.getLogger(__name__)

_HTML_LANG = re.compile(r'(<html\b[^>]*?\blang=")[^"]*(")', re.IGNORECASE)
_HEAD = re.compile(r"<!--\s*seo:head\b.*?-->.*?<!--\s*/seo:head\s*-->", re.DOTALL)
_BODY = re.compile(r"<!--\s*seo:body\b.*?-->", re.DOTALL)


@dataclass(frozen=True, slots=True)
class Template:
    """index.html, and its pieces around the filled places (None: the markers are missing)."""

    html: str
    stamp: int
    pieces: tuple[str, str, str, str] | None

    def fill(self, lang: str, head: str, body: str) -> str:
        if self.pieces is None:
            return self.html
        before_lang, before_head, before_body, rest = self.pieces
        return f"{before_lang}{lang}{before_head}{head}{before_body}{body}{rest}"


def _cut(html: str) -> tuple[str, str, str, str] | None:
    lang, head, body = _HTML_LANG.search(html), _HEAD.search(html), _BODY.search(html)
    if not (lang and head and body and lang.end(1) <= head.start() and head.end() <= body.start()):
        return None
    return (html[: lang.end(1)], html[lang.start(2) : head.start()], html[head.end() : body.start()],
            html[body.end() :])


def _template(html: str, stamp: int) -> Template:
    pieces = _cut(html)
    if pieces is None:
        log.warning("index.html has no seo markers (an old build?): pages are served without their meta data")
    return Template(html, stamp, pieces)


class Templates:
    """The current build's template, cut again when index.html changes (a rebuild)."""

    def __init__(self) -> None:
        self._files: KeptFile[Template] = KeptFile(_template)

    def get(self, dist: str) -> Template | None:
        """The template of ``dist``, or None when the UI is not built."""
        return self._files.get(os.path.join(dist, "index.html"))


templates = Templates()
