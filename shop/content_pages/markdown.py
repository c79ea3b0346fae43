"""Markdown to the HTML a page shows, and what staff's Markdown may not hold.

CommonMark (markdown-it-py) with tables and strike-through, raw HTML turned off: a tag staff type is shown as text,
never passed on, and the admin refuses it outright (``raw_html``). The HTML is then sanitised (nh3, the Ammonia
sanitiser) to a fixed list of tags and attributes, links to http(s), mailto and tel or this site only: what comes
out cannot run a script, carry a style attribute (the CSP refuses those too) or load anything but an image.

Two shapes a shop's pages need, without syntax of their own:
- A level-3 heading that asks a question (it ends with "?") folds its answer: ``<details>`` with the question as
  its ``<summary>``, down to the next heading, as the FAQ shows them.
- A "# " heading in the text becomes a level-2 one: the page's title is its only h1.
"""
from __future__ import annotations

import html
import re

import nh3
from markdown_it import MarkdownIt
from markdown_it.token import Token

_RULES = ("table", "strikethrough")
_PARSER = MarkdownIt("commonmark", {"html": False}).enable(list(_RULES))
# Reads the same text as CommonMark does with HTML allowed, only to find what would have been HTML.
_FINDER = MarkdownIt("commonmark", {"html": True}).enable(list(_RULES))

QUESTION_ENDS = ("?", "\uff1f")  # the full-width question mark too
_CLASSES = {"details": {"faq__item"}, "summary": {"faq__question"}, "div": {"faq__answer"}}
_CLEANER = nh3.Cleaner(
    tags={"p", "br", "hr", "h2", "h3", "h4", "h5", "h6", "strong", "em", "del", "s", "code", "pre", "blockquote",
          "ul", "ol", "li", "a", "img", "table", "thead", "tbody", "tr", "th", "td", "details", "summary", "div"},
    attributes={"a": {"href", "title"}, "img": {"src", "alt", "title"}, "ol": {"start"}},
    allowed_classes=_CLASSES,
    url_schemes={"http", "https", "mailto", "tel"},
    set_tag_attribute_values={"img": {"loading": "lazy", "decoding": "async"}},
)
_FIRST_PARAGRAPH = re.compile(r"<p>(.*?)</p>", re.DOTALL)
_TAG = re.compile(r"<[^>]+>")


def raw_html(text: str) -> list[str]:
    """The HTML tags in ``text`` that Markdown would pass on as HTML (``<b>``, ``<script>``), none for plain text
    ("a < b", a tag in `code`)."""
    found: list[str] = []
    for token in _FINDER.parse(text):
        for part in (token, *(token.children or ())):
            if part.type in ("html_block", "html_inline"):
                found.append(part.content.strip())
    return found


def to_html(text: str) -> str:
    """The sanitised HTML of Markdown ``text``."""
    tokens = _shaped(_PARSER.parse(text))
    return _CLEANER.clean(_PARSER.renderer.render(tokens, _PARSER.options, {}))


def first_paragraph(page_html: str) -> str:
    """The plain text of the first paragraph of sanitised HTML ("" without one): a page's description."""
    found = _FIRST_PARAGRAPH.search(page_html)
    return html.unescape(_TAG.sub("", found.group(1))).strip() if found else ""


def _markup(content: str) -> Token:
    token = Token("html_block", "", 0)
    token.content = content
    return token


def _shaped(tokens: list[Token]) -> list[Token]:
    shaped: list[Token] = []
    folding = opened = False
    for index, token in enumerate(tokens):
        top = token.level == 0
        if token.type == "heading_open" and top:
            if opened:
                shaped.append(_markup("</div></details>\n"))
                opened = False
            question = token.tag == "h3" and tokens[index + 1].content.rstrip().endswith(QUESTION_ENDS)
            if question:
                shaped.append(_markup('<details class="faq__item">'))
                folding = True
        if token.type in ("heading_open", "heading_close") and top:
            if folding:
                token.tag = "summary"
                if token.type == "heading_open":
                    token.attrSet("class", "faq__question")
            elif token.tag == "h1":
                token.tag = "h2"
        shaped.append(token)
        if token.type == "heading_close" and top and folding:
            shaped.append(_markup('<div class="faq__answer">'))
            folding, opened = False, True
    if opened:
        shaped.append(_markup("</div></details>\n"))
    return shaped
