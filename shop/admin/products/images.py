"""Product pictures staff upload: checked by decoding them, cleaned, resized and stored as WebP.

An upload is taken only if Pillow decodes it as JPEG, PNG, WebP or GIF (what the name or Content-Type claim is
ignored), within 8 MB and 50 megapixels. It is turned upright (EXIF orientation), converted to sRGB, stripped of
its metadata (EXIF with GPS, XMP, ICC) and saved 1200, 600 and 300 px wide (never enlarged) as WebP under
``products/`` of the media storage (shop.media_storage: the local folder or the bucket), named by the hash of the
1200 px file: ``<hash>-1200.webp``, ``<hash>-600.webp``, ``<hash>-300.webp``. The same picture uploaded twice is
one set of files. The product keeps the 1200 px URL (``/media/...``, or the bucket's public URL); the smaller ones
are the same URL with -600 or -300 (for srcset).

Files stay when a picture is taken off a product: audit entries and other products may still name them.
"""
from __future__ import annotations

import hashlib
import io
import warnings
from collections.abc import Sequence

from PIL import Image, ImageCms, ImageOps, UnidentifiedImageError
from werkzeug.datastructures import FileStorage

from shop.admin.products import messages
from shop.admin.products.rules import AUDITED, image_list
from shop.admin.products.schemas import IMAGE_MAX_MB, MAX_IMAGES
from shop.admin.products.service import get_product
from shop.audit import Action, Entity, record, snapshot
from shop.catalog.models import Product
from shop.extensions import db
from shop.http.errors import ApiError, NotFoundError
from shop.i18n import Message
from shop.media_storage import storage

MAX_MB = IMAGE_MAX_MB
MAX_BYTES = MAX_MB * 1024 * 1024
MAX_MEGAPIXELS = 50
FORMATS = ("JPEG", "PNG", "WEBP", "GIF")
WIDTHS = (1200, 600, 300)
QUALITY = 82
FOLDER = "products"
_SRGB = ImageCms.createProfile("sRGB")


def add_image(product_id: int, upload: FileStorage, actor) -> Product:
    """Check, convert and store an upload, and add it as the product's last picture."""
    product = get_product(product_id)
    images = image_list(product.images)
    if len(images) >= MAX_IMAGES:
        raise _refused(Message(messages.TOO_MANY_IMAGES, max=MAX_IMAGES), 409)
    url = store_webp(_read(upload), FOLDER)
    if url not in images:
        before = snapshot(product, AUDITED)
        product.images = ",".join([*images, url])
        record(actor, Action.UPDATE, Entity.PRODUCT, product.id, before=before, after=snapshot(product, AUDITED),
               summary=product.name_en)
        db.session.commit()
    return product


def remove_image(product_id: int, url: str, actor) -> Product:
    """Take one picture off the product (404 when it has no such picture)."""
    product = get_product(product_id)
    images = image_list(product.images)
    if url not in images:
        raise NotFoundError(messages.IMAGE_NOT_ON_PRODUCT)
    before = snapshot(product, AUDITED)
    product.images = ",".join(image for image in images if image != url)
    record(actor, Action.UPDATE, Entity.PRODUCT, product.id, before=before, after=snapshot(product, AUDITED),
           summary=product.name_en)
    db.session.commit()
    return product


def _refused(message: str, status: int) -> ApiError:
    """413 for a file or picture too big, 415 for no picture of the formats taken, 409 for a product that has its
    pictures already (the request itself is well formed)."""
    return ApiError(message, status=status, errors={"image": [message]})


def _read(upload: FileStorage) -> bytes:
    """The upload's bytes, refused beyond the limit without reading more than one byte past it."""
    data = upload.stream.read(MAX_BYTES + 1)
    if len(data) > MAX_BYTES:
        raise _refused(Message(messages.IMAGE_TOO_LARGE, max=MAX_MB), 413)
    return data


def decode(data: bytes) -> Image.Image:
    """The first frame of a JPEG, PNG, WebP or GIF, upright, in sRGB, RGB or RGBA (415 for anything else, 413 for
    too many pixels)."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            image = Image.open(io.BytesIO(data), formats=FORMATS)
            if image.width * image.height > MAX_MEGAPIXELS * 1_000_000:
                raise _refused(Message(messages.IMAGE_TOO_MANY_PIXELS, max=MAX_MEGAPIXELS), 413)
            if image.format == "JPEG":
                # Decode a big photo at the smallest scale that still covers 1200 px: much less work.
                image.draft("RGB", (WIDTHS[0], max(1, WIDTHS[0] * image.height // image.width)))
            image.load()
            return _normalised(image)
    except ApiError:
        raise
    except (Image.DecompressionBombError, Image.DecompressionBombWarning) as exc:
        raise _refused(Message(messages.IMAGE_TOO_MANY_PIXELS, max=MAX_MEGAPIXELS), 413) from exc
    except (UnidentifiedImageError, OSError, SyntaxError, ValueError, EOFError, ZeroDivisionError) as exc:
        raise _refused(messages.IMAGE_UNREADABLE, 415) from exc


def _normalised(image: Image.Image) -> Image.Image:
    """Upright, sRGB and RGB(A): what a browser shows the same everywhere, with no metadata carried along."""
    image = ImageOps.exif_transpose(image)
    alpha = image.mode in ("RGBA", "LA", "PA") or (image.mode == "P" and "transparency" in image.info)
    mode = "RGBA" if alpha else "RGB"
    profile = image.info.get("icc_profile")
    if profile:
        try:
            source = ImageCms.ImageCmsProfile(io.BytesIO(profile))
            pixels = image if image.mode in ("RGB", "RGBA", "CMYK") else image.convert(mode)
            converted = ImageCms.profileToProfile(pixels, source, _SRGB, outputMode=mode)
            if converted is not None:
                image = converted
        except (ImageCms.PyCMSError, OSError, ValueError):
            pass  # a broken profile: the pixels as they are
    return image if image.mode == mode else image.convert(mode)


def encode_sizes(
    image: Image.Image, widths: Sequence[int] = WIDTHS, *, icc_profile: bytes | None = None
) -> list[bytes]:
    """The WebP files of ``widths``, in their order; a picture narrower than a width keeps its own width.

    The one resizer of uploaded pictures: products' 1200/600/300 px files, and slides'
    (shop.admin.content.slide_images), which keep their colour profile (``icc_profile``); products are converted to
    sRGB first and carry none.
    """
    files = []
    for width in widths:
        target = min(width, image.width)
        height = max(1, round(image.height * target / image.width))
        sized = image if target == image.width else image.resize((target, height), Image.Resampling.LANCZOS,
                                                                 reducing_gap=3.0)
        buffer = io.BytesIO()
        sized.save(buffer, "WEBP", quality=QUALITY, method=4, exif=b"", icc_profile=icc_profile)
        files.append(buffer.getvalue())
    return files


def store_webp(data: bytes, folder: str) -> str:
    """Decode ``data``, store its WebP sizes under ``<folder>/`` of the media storage and return the 1200 px URL."""
    files = encode_sizes(decode(data))
    stem = hashlib.sha256(files[0]).hexdigest()[:24]
    media = storage()
    for width, content in zip(WIDTHS, files, strict=True):
        key = f"{folder}/{stem}-{width}.webp"
        if not media.exists(key):  # named by its content: one already there is the same picture
            media.put(key, content)
    return media.url(f"{folder}/{stem}-{WIDTHS[0]}.webp")
