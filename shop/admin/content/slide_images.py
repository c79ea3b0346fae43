"""Slide images: an upload is proved an image by decoding it (Pillow) and stored as WebP under ``slides/`` of the
media storage (shop.media_storage: the local folder or the bucket) in the sizes of shop.content.images (its own
width up to 1920 px, and each smaller width of the list), made by the product pictures' resizer
(shop.admin.products.images.encode_sizes): ``<hash>-1920.webp``, ``<hash>-1440.webp``, ... named by a hash of the
largest file. The slide keeps the largest file's URL; the page and the app offer the others in a srcset, so a
phone loads a picture for its screen.

A new image gets a new name, so the long HTTP cache of media never shows an old picture under a slide, and the
same picture uploaded twice is stored once.
"""
from __future__ import annotations

import hashlib
import logging
import re
from io import BytesIO

from PIL import Image, ImageOps, UnidentifiedImageError
from werkzeug.datastructures import FileStorage

from shop.admin.content import messages
from shop.admin.products.images import encode_sizes
from shop.content.images import FOLDER, SLIDE_WIDTHS, slide_file_name, slide_widths
from shop.http.errors import ApiError
from shop.i18n import Message
from shop.media_storage import MediaUnavailable, key_of, storage

log = logging.getLogger(__name__)

MAX_MEGABYTES = 8
MAX_BYTES = MAX_MEGABYTES * 1024 * 1024
MAX_MEGAPIXELS = 40  # a 40 MP photo decodes to 160 MB of RGBA: enough for any camera, not for a decompression bomb
WIDTH = SLIDE_WIDTHS[0]  # the slider spans the page; wider images are scaled down to this, narrower ones kept
FORMATS = frozenset({"JPEG", "PNG", "WEBP", "GIF"})
# What this module stores: <hash>-<width>.webp, and <hash>.webp (one size) from before slides had sizes.
_STORED = re.compile(rf"^{FOLDER}/([0-9a-f]{{24}})(-[1-9][0-9]*)?\.webp$")


def store_slide_image(upload: FileStorage) -> str:
    """The upload checked, converted and stored in its sizes; the URL of the largest."""
    image, profile = _as_rgb(_decode(_read(upload)))
    widths = slide_widths(min(WIDTH, image.width))
    files = encode_sizes(image, widths, icc_profile=profile)
    stem = hashlib.sha256(files[0]).hexdigest()[:24]
    media = storage()
    for width, body in zip(widths, files, strict=True):
        key = f"{FOLDER}/{slide_file_name(stem, width)}"
        if not media.exists(key):  # named by its content: one already there is the same picture
            media.put(key, body)  # whole or not at all: a reader never sees half a file
    return media.url(f"{FOLDER}/{slide_file_name(stem, widths[0])}")


def discard_slide_image(url: str | None) -> None:
    """Remove the files this module stored for ``url`` (other keys, such as the demo's images, are left alone)."""
    match = _STORED.match(key_of(url) or "")
    if not match:
        return
    media = storage()
    try:
        for key in list(media.iterate(f"{FOLDER}/{match.group(1)}")):
            if _STORED.match(key):
                media.delete(key)
    except MediaUnavailable:
        # Called once the change is committed: the change stands, and its unused files stay (named by their content,
        # they never show under another slide).
        log.warning("The files of the slide image %s stay: the media storage is unavailable", url)


def _read(upload: FileStorage) -> bytes:
    data = upload.stream.read(MAX_BYTES + 1)
    if not data:
        raise ApiError(messages.IMAGE_MISSING, errors={"image": [messages.IMAGE_MISSING]})
    if len(data) > MAX_BYTES:
        message = Message(messages.IMAGE_TOO_BIG, max=MAX_MEGABYTES)
        raise ApiError(message, status=413, errors={"image": [message]})
    return data


def _decode(data: bytes) -> Image.Image:
    """The first frame, upright (EXIF orientation applied), fully decoded; 415 for a file that is no image of the
    formats the upload takes, 413 for one of too many pixels."""
    too_large = Message(messages.IMAGE_TOO_LARGE, max=MAX_MEGAPIXELS)
    try:
        with Image.open(BytesIO(data)) as opened:
            if opened.format not in FORMATS:
                raise ApiError(messages.IMAGE_INVALID, status=415, errors={"image": [messages.IMAGE_INVALID]})
            if opened.width * opened.height > MAX_MEGAPIXELS * 1_000_000:
                raise ApiError(too_large, status=413, errors={"image": [too_large]})
            image = ImageOps.exif_transpose(opened)
            image.load()
    except Image.DecompressionBombError:
        raise ApiError(too_large, status=413, errors={"image": [too_large]}) from None
    except (UnidentifiedImageError, OSError, SyntaxError, ValueError, EOFError):
        # Not an image, or one that is cut short or corrupt: Pillow says so in one of these.
        raise ApiError(messages.IMAGE_INVALID, status=415, errors={"image": [messages.IMAGE_INVALID]}) from None
    return image


def _as_rgb(image: Image.Image) -> tuple[Image.Image, bytes | None]:
    """RGB, or RGBA when the picture has transparency, with the colour profile to store it with (if any).

    An RGB picture keeps its colour profile, so a wide-gamut photo (a phone's Display P3) shows in its own colours;
    a profile of other pixels (CMYK, grey) would be wrong once they are RGB, so it goes. The camera's EXIF (places,
    serials) is never written (encode_sizes).
    """
    profile = image.info.get("icc_profile") if image.mode in ("RGB", "RGBA") else None
    transparent = image.mode in ("RGBA", "LA", "PA") or (image.mode == "P" and "transparency" in image.info)
    return image.convert("RGBA" if transparent else "RGB"), profile
