"""Slide images on disk: an upload is proved an image by decoding it (Pillow), scaled down to the slider's width and
stored as WebP under SHOP_MEDIA_DIR/slides/, named by a hash of its content.

A new image gets a new name, so the day-long HTTP cache of /media never shows an old picture under a slide, and the
same picture uploaded twice is stored once.
"""
from __future__ import annotations

import hashlib
import os
import re
import uuid
from io import BytesIO
from pathlib import Path

from flask import current_app
from PIL import Image, ImageOps, UnidentifiedImageError
from werkzeug.datastructures import FileStorage

from shop.admin import content_messages as messages
from shop.errors import ApiError
from shop.i18n import Message

MAX_MEGABYTES = 8
MAX_BYTES = MAX_MEGABYTES * 1024 * 1024
MAX_MEGAPIXELS = 40  # a 40 MP photo decodes to 160 MB of RGBA: enough for any camera, not for a decompression bomb
WIDTH = 1920  # the slider spans the page; wider images are scaled down to this, narrower ones are kept as they are
WEBP_QUALITY = 82
FORMATS = frozenset({"JPEG", "PNG", "WEBP", "GIF"})
FOLDER = "slides"
MEDIA_URL = "/media"
_STORED = re.compile(rf"^{MEDIA_URL}/{FOLDER}/([0-9a-f]{{24}}\.webp)$")


def store_slide_image(upload: FileStorage) -> str:
    """The upload checked, converted and written to disk; its /media URL."""
    body = _as_webp(_decode(_read(upload)))
    name = f"{hashlib.sha256(body).hexdigest()[:24]}.webp"
    folder = Path(current_app.config["SHOP_MEDIA_DIR"]) / FOLDER
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / name
    if not target.exists():
        # Written beside, then renamed: a reader never sees half a file.
        partial = folder / f".{name}.{uuid.uuid4().hex}.part"
        partial.write_bytes(body)
        os.replace(partial, target)
    return f"{MEDIA_URL}/{FOLDER}/{name}"


def discard_slide_image(url: str | None) -> None:
    """Remove a file this module stored (other paths, such as the demo's images, are left alone)."""
    match = _STORED.match(url or "")
    if match:
        (Path(current_app.config["SHOP_MEDIA_DIR"]) / FOLDER / match.group(1)).unlink(missing_ok=True)


def _read(upload: FileStorage) -> bytes:
    data = upload.stream.read(MAX_BYTES + 1)
    if not data:
        raise ApiError(messages.IMAGE_MISSING, errors={"image": [messages.IMAGE_MISSING]})
    if len(data) > MAX_BYTES:
        message = Message(messages.IMAGE_TOO_BIG, max=MAX_MEGABYTES)
        raise ApiError(message, errors={"image": [message]})
    return data


def _decode(data: bytes) -> Image.Image:
    """The first frame, upright (EXIF orientation applied), fully decoded; a 400 for anything else."""
    too_large = Message(messages.IMAGE_TOO_LARGE, max=MAX_MEGAPIXELS)
    try:
        with Image.open(BytesIO(data)) as opened:
            if opened.format not in FORMATS:
                raise ApiError(messages.IMAGE_INVALID, errors={"image": [messages.IMAGE_INVALID]})
            if opened.width * opened.height > MAX_MEGAPIXELS * 1_000_000:
                raise ApiError(too_large, errors={"image": [too_large]})
            image = ImageOps.exif_transpose(opened)
            image.load()
    except Image.DecompressionBombError:
        raise ApiError(too_large, errors={"image": [too_large]}) from None
    except (UnidentifiedImageError, OSError, SyntaxError, ValueError, EOFError):
        # Not an image, or one that is cut short or corrupt: Pillow says so in one of these.
        raise ApiError(messages.IMAGE_INVALID, errors={"image": [messages.IMAGE_INVALID]}) from None
    return image


def _as_webp(image: Image.Image) -> bytes:
    """At most WIDTH pixels wide, transparency kept, encoded as WebP without the camera's EXIF (places, serials).

    An RGB picture keeps its colour profile, so a wide-gamut photo (a phone's Display P3) shows in its own colours;
    a profile of other pixels (CMYK, grey) would be wrong once they are RGB, so it goes.
    """
    profile = image.info.get("icc_profile") if image.mode in ("RGB", "RGBA") else None
    transparent = image.mode in ("RGBA", "LA", "PA") or (image.mode == "P" and "transparency" in image.info)
    image = image.convert("RGBA" if transparent else "RGB")
    if image.width > WIDTH:
        height = max(1, round(image.height * WIDTH / image.width))
        image = image.resize((WIDTH, height), Image.Resampling.LANCZOS)
    out = BytesIO()
    image.save(out, "WEBP", quality=WEBP_QUALITY, method=4, exif=b"", icc_profile=profile)
    return out.getvalue()
