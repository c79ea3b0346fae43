"""Slide pictures on disk and in the page: the widths an uploaded slide is stored at, and the srcset naming them.

An upload is stored as WebP at its own width up to the largest of SLIDE_WIDTHS, and at each smaller width of the
list below that (never enlarged): ``slides/<hash>-<width>.webp`` in the media storage (shop.media_storage), the slide
keeping the largest file's URL (``/media/slides/...``, or the bucket's public URL).
So the URL alone says which files exist, and the server-written first slide and the app's slider give the
browser the same ``srcset`` to choose the file for the screen from. Other images (the demo's SVGs, older uploads
stored at one size, an https:// picture) have no srcset and are shown as they are.
"""
from __future__ import annotations

import re

from shop.media_storage import key_of

SLIDE_WIDTHS = (1920, 1440, 960, 640)
FOLDER = "slides"
_SIZED = re.compile(rf"^{FOLDER}/[0-9a-f]{{24}}-([1-9][0-9]*)\.webp$")


def slide_widths(largest: int) -> tuple[int, ...]:
    """The widths a picture ``largest`` pixels wide (at most SLIDE_WIDTHS[0]) is stored at, largest first."""
    return (largest, *(width for width in SLIDE_WIDTHS if width < largest))


def slide_file_name(stem: str, width: int) -> str:
    return f"{stem}-{width}.webp"


def slide_srcset(url: str | None) -> str:
    """``"<url>-640.webp 640w, ..., <url>-1920.webp 1920w"`` for a slide stored in sizes; "" for any other image."""
    match = _SIZED.match(key_of(url) or "")
    if not url or not match:
        return ""
    base, largest = url.removesuffix(f"-{match.group(1)}.webp"), int(match.group(1))
    return ", ".join(f"{base}-{width}.webp {width}w" for width in sorted(slide_widths(largest)))
