"""Category images and brand logos: an upload is checked and stored as the product pictures are (shop.admin.products
.images: decoded by Pillow, upright, sRGB, metadata stripped, WebP 1200, 600 and 300 px wide, named by its hash,
under ``categories/`` or ``brands/`` of the media storage); the URL of the largest is kept."""
from __future__ import annotations

from werkzeug.datastructures import FileStorage

from shop.admin.products import messages
from shop.admin.products.images import MAX_BYTES, MAX_MB, store_webp
from shop.http.errors import ApiError
from shop.i18n import Message


def store_picture(upload: FileStorage, folder: str) -> str:
    """The upload stored under ``folder``: its URL (413 beyond 8 MB, 415 for a file that is no picture)."""
    data = upload.stream.read(MAX_BYTES + 1)  # never more than one byte past the limit
    if len(data) > MAX_BYTES:
        message = Message(messages.IMAGE_TOO_LARGE, max=MAX_MB)
        raise ApiError(message, status=413, errors={"image": [message]})
    return store_webp(data, folder)
