"""Media (uploaded and generated pictures) behind one small interface: the local folder, or an S3 bucket.

A picture is a *key*, a path relative to the media root (``products/<hash>-1200.webp``, ``slides/...``,
``brands/<slug>.svg``). Every writer and reader of media goes through ``storage()``: put, get, delete, exists, url,
iterate, and ``response`` for the /media route (shop.web).

- ``LocalStorage`` (the default): files under SHOP_MEDIA_DIR (``uploads/`` in the instance folder), served at
  ``/media/<key>`` by Flask's send_from_directory with a day-long cache and an ETag, as before there was a choice.
  One host only: a second app server has no such files.
- ``S3Storage`` when SHOP_MEDIA_S3_BUCKET is set (with SHOP_MEDIA_S3_ENDPOINT_URL for an S3-compatible server such
  as MinIO, SHOP_MEDIA_S3_ACCESS_KEY_ID / SHOP_MEDIA_S3_SECRET_ACCESS_KEY, else boto3's own credential chain, and
  SHOP_MEDIA_S3_REGION): every app server reads and writes the same bucket. A new picture's URL is
  ``SHOP_MEDIA_S3_PUBLIC_URL/<key>`` when that is set (the bucket or a CDN in front of it serves it; the objects
  carry their Cache-Control), else ``/media/<key>``, which the shop answers from the bucket. ``/media/<key>`` keeps
  working in both cases, so pictures stored before the switch (copied by ``flask media sync``) are still shown.

Caching: uploaded pictures are named by a hash of their content (``<24 hex>-<width>.webp``, shop.admin's
products.images and content.slide_images), so a name never shows another picture: a year and ``immutable``. Other names
(the demo's SVGs, which a new seed rewrites) get a day and an ETag, as the local folder's files do.
"""
from __future__ import annotations

import logging
import mimetypes
import os
import re
import tempfile
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Protocol
from urllib.parse import quote, unquote

from flask import Flask, Response, abort, current_app, has_app_context, request, send_from_directory
from werkzeug.exceptions import ServiceUnavailable

from shop.http.errors import RETRY_SECONDS
from shop.http.messages import UNAVAILABLE

log = logging.getLogger(__name__)

MEDIA_URL = "/media"
MEDIA_MAX_AGE = 24 * 3600  # a name that may be rewritten (the demo's pictures)
IMMUTABLE_MAX_AGE = 365 * 24 * 3600  # a name made of its content's hash
_HASHED = re.compile(r"(^|/)[0-9a-f]{24}(-[1-9][0-9]*)?\.webp$")
_KEY = re.compile(r"^(?!/)(?!.*(^|/)\.{0,2}(/|$))[^\\\x00-\x1f\x7f]+$")  # no empty, "." or ".." part, no "\"
_CHUNK = 64 * 1024
_EXTENSION_KEY = "shop.media_storage"
_SETTINGS = ("SHOP_MEDIA_DIR", "SHOP_MEDIA_S3_BUCKET", "SHOP_MEDIA_S3_ENDPOINT_URL", "SHOP_MEDIA_S3_ACCESS_KEY_ID",
             "SHOP_MEDIA_S3_SECRET_ACCESS_KEY", "SHOP_MEDIA_S3_REGION", "SHOP_MEDIA_S3_PUBLIC_URL",
             "SHOP_MEDIA_S3_TIMEOUT_SECONDS", "SHOP_MEDIA_S3_ATTEMPTS")


class MediaUnavailable(ServiceUnavailable):
    """The bucket did not answer (or refused the shop's keys): a 503 with Retry-After, as for the database."""

    def __init__(self) -> None:
        super().__init__(description=UNAVAILABLE, retry_after=RETRY_SECONDS)


def is_valid_key(key: str) -> bool:
    """A relative path of plain parts: never absolute, never ``..``, no backslash or control character."""
    return bool(_KEY.match(key))


def content_type(key: str) -> str:
    return mimetypes.guess_type(key)[0] or "application/octet-stream"


def cache_control(key: str) -> str:
    """What a browser (and a CDN) may keep: a year for a content-hashed name, a day for the rest."""
    if _HASHED.search(key):
        return f"public, max-age={IMMUTABLE_MAX_AGE}, immutable"
    return f"public, max-age={MEDIA_MAX_AGE}"


class Storage(Protocol):
    """What the shop does with media; keys as in the module docstring."""

    name: str

    def put(self, key: str, data: bytes) -> None:
        """Store ``data`` under ``key`` whole (a reader never sees half of it), replacing what was there."""

    def get(self, key: str) -> bytes | None:
        """The stored bytes, or None when there is no such key."""

    def delete(self, key: str) -> None:
        """Remove ``key`` (nothing happens when it is not there)."""

    def exists(self, key: str) -> bool:
        """Whether ``key`` is stored."""

    def url(self, key: str) -> str:
        """The URL a page shows ``key`` at."""

    def iterate(self, prefix: str = "") -> Iterator[str]:
        """Every stored key that starts with ``prefix``."""

    def response(self, key: str) -> Response:
        """The answer of ``GET /media/<key>`` (404 when there is no such key)."""


class LocalStorage:
    """Files under one folder, served by the shop at /media (one host)."""

    name = "local"

    def __init__(self, root: str) -> None:
        self.root = Path(root)

    def _path(self, key: str) -> Path:
        if not is_valid_key(key):
            raise ValueError(f"not a media key: {key!r}")
        return self.root.joinpath(*key.split("/"))

    def put(self, key: str, data: bytes) -> None:
        path = self._path(key)
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=".", suffix=".part")
        try:
            with os.fdopen(handle, "wb") as out:
                out.write(data)
            os.chmod(temporary, 0o644)  # mkstemp's 0600 would hide it from a web server in front of the shop
            os.replace(temporary, path)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise

    def get(self, key: str) -> bytes | None:
        try:
            return self._path(key).read_bytes()
        except (FileNotFoundError, IsADirectoryError, NotADirectoryError):
            return None

    def delete(self, key: str) -> None:
        self._path(key).unlink(missing_ok=True)

    def exists(self, key: str) -> bool:
        return self._path(key).is_file()

    def url(self, key: str) -> str:
        return f"{MEDIA_URL}/{key}"

    def iterate(self, prefix: str = "") -> Iterator[str]:
        if not self.root.is_dir():
            return
        for folder, directories, files in os.walk(self.root):
            directories.sort()
            relative = Path(folder).relative_to(self.root).as_posix()
            for name in sorted(files):
                if name.startswith("."):  # a write under way (.<name>.part)
                    continue
                key = name if relative == "." else f"{relative}/{name}"
                if key.startswith(prefix):
                    yield key

    def response(self, key: str) -> Response:
        return send_from_directory(self.root, key, max_age=MEDIA_MAX_AGE)


class S3Storage:
    """Objects in one bucket of S3 or an S3-compatible server, shared by every app server."""

    name = "s3"

    def __init__(self, bucket: str, *, public_url: str | None = None, endpoint_url: str | None = None,
                 access_key_id: str | None = None, secret_access_key: str | None = None,
                 region: str | None = None, timeout: float = 10.0, attempts: int = 3) -> None:
        self.bucket = bucket
        self.public_url = (public_url or "").rstrip("/") or None
        self._settings = {"endpoint_url": endpoint_url or None, "aws_access_key_id": access_key_id or None,
                          "aws_secret_access_key": secret_access_key or None, "region_name": region or None}
        self._timeout = timeout
        self._attempts = attempts
        self._client = None
        self._pid = 0
        self._lock = threading.Lock()

    @property
    def client(self):
        """One boto3 client per process (made on first use, so a forked gunicorn worker never shares the master's
        connections); boto3's clients are safe to share between threads."""
        if self._client is None or self._pid != os.getpid():
            with self._lock:
                if self._client is None or self._pid != os.getpid():
                    import boto3  # only a shop that stores media in a bucket loads boto3 (and its memory)
                    from botocore.config import Config

                    config = Config(connect_timeout=self._timeout, read_timeout=self._timeout,
                                    retries={"max_attempts": self._attempts, "mode": "standard"},
                                    s3={"addressing_style": "path"} if self._settings["endpoint_url"] else None)
                    self._client = boto3.session.Session().client("s3", config=config, **self._settings)
                    self._pid = os.getpid()
        return self._client

    @contextmanager
    def _calling(self, what: str, key: str) -> Iterator[None]:
        """A call to the bucket; a failure other than "no such key" becomes MediaUnavailable (logged)."""
        from botocore.exceptions import BotoCoreError, ClientError

        try:
            yield
        except (BotoCoreError, ClientError) as error:
            log.warning("Media bucket %s: %s %s failed: %s", self.bucket, what, key, error)
            raise MediaUnavailable() from error

    @staticmethod
    def _missing(error) -> bool:
        code = str(error.response.get("Error", {}).get("Code", ""))
        return code in ("404", "NoSuchKey", "NotFound")

    def put(self, key: str, data: bytes) -> None:
        if not is_valid_key(key):
            raise ValueError(f"not a media key: {key!r}")
        with self._calling("put", key):
            self.client.put_object(Bucket=self.bucket, Key=key, Body=data, ContentType=content_type(key),
                                   CacheControl=cache_control(key))

    def _get_object(self, key: str, **extra):
        from botocore.exceptions import ClientError

        with self._calling("get", key):
            try:
                return self.client.get_object(Bucket=self.bucket, Key=key, **extra)
            except ClientError as error:
                if self._missing(error):
                    return None
                raise

    def get(self, key: str) -> bytes | None:
        if not is_valid_key(key):
            return None
        found = self._get_object(key)
        if found is None:
            return None
        with self._calling("read", key), found["Body"] as body:
            return body.read()

    def delete(self, key: str) -> None:
        if is_valid_key(key):
            with self._calling("delete", key):
                self.client.delete_object(Bucket=self.bucket, Key=key)

    def exists(self, key: str) -> bool:
        from botocore.exceptions import ClientError

        if not is_valid_key(key):
            return False
        with self._calling("head", key):
            try:
                self.client.head_object(Bucket=self.bucket, Key=key)
            except ClientError as error:
                if self._missing(error):
                    return False
                raise
        return True

    def url(self, key: str) -> str:
        return f"{self.public_url}/{quote(key)}" if self.public_url else f"{MEDIA_URL}/{key}"

    def iterate(self, prefix: str = "") -> Iterator[str]:
        yield from (key for key, _size in self.listing(prefix))

    def listing(self, prefix: str = "") -> Iterator[tuple[str, int]]:
        """Every stored key starting with ``prefix``, with its size in bytes."""
        with self._calling("list", prefix + "*"):
            pages = self.client.get_paginator("list_objects_v2").paginate(Bucket=self.bucket, Prefix=prefix)
            for page in pages:
                for item in page.get("Contents", ()):
                    yield item["Key"], item["Size"]

    def response(self, key: str) -> Response:
        """The object streamed from the bucket with its type, ETag and the key's Cache-Control; 304 when the
        browser's copy is still the one stored."""
        if not is_valid_key(key):
            abort(404)
        found = self._get_object(key)
        if found is None:
            abort(404)
        etag = found.get("ETag", "").strip('"')
        if etag and request.if_none_match.contains(etag):
            found["Body"].close()
            response = Response(status=304)
        else:
            body = found["Body"]
            response = Response(_chunks(body), mimetype=content_type(key), direct_passthrough=True)
            response.content_length = found.get("ContentLength")
            if found.get("LastModified"):
                response.last_modified = found["LastModified"]
        if etag:
            response.set_etag(etag)
        response.headers["Cache-Control"] = cache_control(key)
        return response


def _chunks(body) -> Iterator[bytes]:
    try:
        yield from body.iter_chunks(_CHUNK)
    finally:
        body.close()


def make_storage(config) -> Storage:
    """The storage the settings name: a bucket when SHOP_MEDIA_S3_BUCKET is set, else the local folder."""
    bucket = config.get("SHOP_MEDIA_S3_BUCKET")
    if bucket:
        return S3Storage(
            bucket, public_url=config.get("SHOP_MEDIA_S3_PUBLIC_URL"),
            endpoint_url=config.get("SHOP_MEDIA_S3_ENDPOINT_URL"),
            access_key_id=config.get("SHOP_MEDIA_S3_ACCESS_KEY_ID"),
            secret_access_key=config.get("SHOP_MEDIA_S3_SECRET_ACCESS_KEY"),
            region=config.get("SHOP_MEDIA_S3_REGION"),
            timeout=float(config.get("SHOP_MEDIA_S3_TIMEOUT_SECONDS", 10)),
            attempts=int(config.get("SHOP_MEDIA_S3_ATTEMPTS", 3)),
        )
    return LocalStorage(config["SHOP_MEDIA_DIR"])


def storage(app: Flask | None = None) -> Storage:
    """This app's media storage, made from its settings once (and again only if they change)."""
    app = app or current_app._get_current_object()  # type: ignore[attr-defined]
    settings = tuple(app.config.get(name) for name in _SETTINGS)
    found = app.extensions.get(_EXTENSION_KEY)
    if found is None or found[0] != settings:
        found = app.extensions[_EXTENSION_KEY] = (settings, make_storage(app.config))
    return found[1]


def local_storage(app: Flask | None = None) -> LocalStorage:
    """The local media folder (SHOP_MEDIA_DIR), whichever storage serves: what ``flask media sync`` copies from."""
    app = app or current_app._get_current_object()  # type: ignore[attr-defined]
    return LocalStorage(app.config["SHOP_MEDIA_DIR"])


def key_of(url: str | None, app: Flask | None = None) -> str | None:
    """The key behind a media URL this shop made (``/media/<key>`` or the bucket's public URL), else None."""
    if not url:
        return None
    if url.startswith(MEDIA_URL + "/"):
        key = url[len(MEDIA_URL) + 1:]
    else:
        if app is None and not has_app_context():
            return None
        public = getattr(storage(app), "public_url", None)
        if not public or not url.startswith(public + "/"):
            return None
        key = unquote(url[len(public) + 1:])
    return key if is_valid_key(key) else None


def sync(source: Storage, target: Storage) -> tuple[int, int]:
    """Copy every file of ``source`` that ``target`` does not hold with the same size; (copied, already there).
    Run again, it copies nothing: what it copied is there."""
    held = dict(target.listing()) if isinstance(target, S3Storage) else None
    copied = present = 0
    for key in source.iterate():
        data = source.get(key)
        if data is None:  # removed since it was listed
            continue
        there = held.get(key) == len(data) if held is not None else target.get(key) == data
        if there:
            present += 1
        else:
            target.put(key, data)
            copied += 1
    return copied, present
