"""Configuration classes; every setting can be overridden by a SHOP_* environment variable."""
from __future__ import annotations

import contextlib
import os
import secrets
import tempfile
from datetime import timedelta

# Keys that were ever published (the old development default): refused in every environment, so a token forged
# with one never signs anybody in.
KNOWN_SECRET_KEYS = frozenset({"dev-only-change-me"})
SECRET_KEY_FILE = "secret_key"  # noqa: S105  (a file name in the instance folder)


def env(name: str, default: str | None = None) -> str | None:
    """Return the SHOP_-prefixed environment variable ``name``."""
    return os.environ.get(f"SHOP_{name}", default)


class Config:
    """Settings shared by every environment."""

    # None: a random key made once and kept in the instance folder (instance_secret_key); production needs the
    # variable, so every app server signs with the same key.
    SECRET_KEY = env("SECRET_KEY")
    SQLALCHEMY_DATABASE_URI = env("DATABASE_URL")  # None -> SQLite in the instance folder
    SQLALCHEMY_ENGINE_OPTIONS: dict = {}  # shop.database.engine_options adds the shop's own
    # How long a request may wait on the database (shop.database.engine_options): PostgreSQL's connect timeout
    # (whole seconds, libpq takes at least 2) and statement timeout (milliseconds, 0: none; the flask command line,
    # migrations and seeding, is never cut short), and a free connection from the pool. Past them the answer is a
    # 503 with Retry-After (shop.http.errors), not a request that hangs while PostgreSQL restarts or a lock is held.
    SHOP_DB_CONNECT_TIMEOUT = int(env("DB_CONNECT_TIMEOUT", "3"))
    SHOP_DB_STATEMENT_TIMEOUT_MS = int(env("DB_STATEMENT_TIMEOUT_MS", "5000"))
    SHOP_DB_POOL_TIMEOUT = float(env("DB_POOL_TIMEOUT", "5"))
    # SQLite: how long a writer waits for another one to finish before "database is locked" (a 503).
    SHOP_SQLITE_BUSY_TIMEOUT_MS = int(env("SQLITE_BUSY_TIMEOUT_MS", "5000"))
    # Statement parameters (addresses, hashes, tokens' ids) in SQLAlchemy's log and error messages: off, so neither
    # its echo at DEBUG nor a logged database error can carry a shopper's data into the log.
    SHOP_DB_LOG_PARAMETERS = env("DB_LOG_PARAMETERS", "") in ("1", "true", "yes")
    # API responses (and index.html) are compressed when the client accepts it (shop.http.compression); built assets
    # are precompressed on disk and served by whitenoise.
    COMPRESS_MIMETYPES = ["application/json", "text/html"]
    COMPRESS_MIN_SIZE = 500
    COMPRESS_ALGORITHM = ["br", "gzip"]
    # Fast levels for answers made per request: higher levels take several times as long for an answer only a
    # little smaller.
    COMPRESS_BR_LEVEL = 1
    COMPRESS_LEVEL = 2

    # The largest request body read (413 past it): forms and orders are a few KB; the uploads of pictures and CSV
    # files allow their own sizes (shop.security.Blueprint.accepts_upload).
    MAX_CONTENT_LENGTH = int(env("MAX_BODY_BYTES", str(256 * 1024)))

    JWT_ACCESS_TOKEN_EXPIRES = timedelta(days=int(env("TOKEN_DAYS", "7")))
    JWT_ERROR_MESSAGE_KEY = "message"

    API_TITLE = "Dance Fabrics Shop API"
    API_VERSION = "1.0"
    OPENAPI_VERSION = "3.1.0"
    OPENAPI_URL_PREFIX = "/api"
    OPENAPI_JSON_PATH = "openapi.json"
    OPENAPI_SWAGGER_UI_PATH = "docs"
    # The docs page loads Swagger UI from our own build (ui/build.mjs copies swagger-ui-dist), never a CDN.
    OPENAPI_SWAGGER_UI_URL = "/assets/vendor/swagger-ui/"
    # The tags start collapsed: Swagger UI stops drawing a list this long (128 operations) after its first tag.
    OPENAPI_SWAGGER_UI_CONFIG = {"docExpansion": "none"}

    # The limited views' counters (shop.http.rate_limits). Where they live, shared by every worker: Redis when there is
    # one (across app servers too), else a SQLite file in the instance folder (shop.http.rate_limit_storage, set in
    # create_app) for the workers of one host.
    RATELIMIT_ENABLED = True
    RATELIMIT_STORAGE_URI = env("RATE_LIMIT_STORAGE_URI") or env("REDIS_URL")
    # Redis down: the limits go on in each worker's memory, said once in the log ("Rate limit storage unreachable"),
    # and Redis is asked again now and then ("recovered"). SHOP_RATE_LIMITS_FAIL_CLOSED=1 refuses the limited
    # calls (sign-in, sign-up, forgotten passwords ...) with 503 instead while Redis is away.
    RATELIMIT_IN_MEMORY_FALLBACK_ENABLED = env("RATE_LIMITS_FAIL_CLOSED", "0") != "1"
    RATELIMIT_STORAGE_OPTIONS = {"socket_connect_timeout": 1, "socket_timeout": 1}
    # Per address and per email; a shop behind a proxy must pass the client address on (SHOP_PROXY_HOPS).
    SHOP_SIGNIN_RATE = env("SIGNIN_RATE", "10 per minute; 50 per hour")
    SHOP_SIGNUP_RATE = env("SIGNUP_RATE", "5 per minute; 20 per hour")

    # No SHOP_MAIL_SERVER: mail is written to instance/outbox/ as .eml files (shop.mail).
    MAIL_SERVER = env("MAIL_SERVER")
    MAIL_PORT = int(env("MAIL_PORT", "25"))
    MAIL_USE_TLS = env("MAIL_USE_TLS", "") in ("1", "true", "yes")
    MAIL_USERNAME = env("MAIL_USERNAME")
    MAIL_PASSWORD = env("MAIL_PASSWORD")
    # The address mail leaves from when the mail server allows only its own (None: the shop's e-mail in the shop
    # settings, which staff edit in the admin; replies go there either way).
    MAIL_SENDER = env("MAIL_SENDER")
    SHOP_MAIL_OUTBOX = env("MAIL_OUTBOX")
    SHOP_RESET_TOKEN_MINUTES = int(env("RESET_TOKEN_MINUTES", "60"))
    # A shopper's own change of e-mail (shop.accounts.email_change): the new address confirms it within
    # SHOP_EMAIL_CONFIRM_HOURS; the old one is told and may undo it for SHOP_EMAIL_UNDO_DAYS.
    SHOP_EMAIL_CONFIRM_HOURS = int(env("EMAIL_CONFIRM_HOURS", "24"))
    SHOP_EMAIL_UNDO_DAYS = int(env("EMAIL_UNDO_DAYS", "7"))
    # A change staff make that mails the customer (sent, paid) waits this long before its mail leaves, and can be
    # undone meanwhile (0: the mail goes at once).
    SHOP_MAIL_UNDO_SECONDS = int(env("MAIL_UNDO_SECONDS", "60"))
    # An invitation to the staff of a new address carries a link to choose its password, valid this long.
    SHOP_STAFF_INVITE_HOURS = int(env("STAFF_INVITE_HOURS", "72"))
    # What the privacy page promises (it shows these figures, GET /api/policies): processed call-backs are deleted
    # SHOP_CALLBACK_RETENTION_MONTHS after they were dealt with; shopper accounts unused for SHOP_INACTIVE_ACCOUNT_YEARS
    # are deleted, warned by mail SHOP_INACTIVE_WARNING_DAYS before. A job checks every SHOP_RETENTION_CHECK_MINUTES
    # (1440: at midnight UTC; 0: never).
    SHOP_CALLBACK_RETENTION_MONTHS = int(env("CALLBACK_RETENTION_MONTHS", "12"))
    SHOP_INACTIVE_ACCOUNT_YEARS = int(env("INACTIVE_ACCOUNT_YEARS", "3"))
    SHOP_INACTIVE_WARNING_DAYS = int(env("INACTIVE_WARNING_DAYS", "30"))
    SHOP_RETENTION_CHECK_MINUTES = int(env("RETENTION_CHECK_MINUTES", "1440"))
    # Background jobs (shop.jobs): on Redis when SHOP_REDIS_URL is set (app servers share the queue), else a SQLite
    # file (SHOP_JOBS_SQLITE_PATH, default instance/jobs.db). Each gunicorn worker runs the queue in threads unless
    # SHOP_JOBS_IN_SERVER=0 (then `flask jobs run` does). A failing job is tried again SHOP_JOBS_RETRIES times, the
    # first after SHOP_JOBS_RETRY_DELAY seconds, each wait SHOP_JOBS_RETRY_BACKOFF times longer (8, 30 s, 2: about
    # two hours in all); then `flask jobs` lists it.
    SHOP_REDIS_URL = env("REDIS_URL")
    SHOP_JOBS_IMMEDIATE = False
    SHOP_JOBS_IN_SERVER = env("JOBS_IN_SERVER", "1") not in ("0", "false", "no")
    SHOP_JOBS_NAME = env("JOBS_NAME", "shop")
    SHOP_JOBS_SQLITE_PATH = env("JOBS_SQLITE_PATH")
    SHOP_JOBS_WORKERS = int(env("JOBS_WORKERS", "1"))
    SHOP_JOBS_POLL_SECONDS = float(env("JOBS_POLL_SECONDS", "2"))
    SHOP_JOBS_RETRIES = int(env("JOBS_RETRIES", "8"))
    SHOP_JOBS_RETRY_DELAY = float(env("JOBS_RETRY_DELAY", "30"))
    SHOP_JOBS_RETRY_BACKOFF = float(env("JOBS_RETRY_BACKOFF", "2"))
    SHOP_JOBS_SHUTDOWN_SECONDS = float(env("JOBS_SHUTDOWN_SECONDS", "15"))
    # Card orders still unpaid this many hours after they were placed are cancelled (stock and gift-card money given
    # back), by a job every SHOP_UNPAID_CARD_CHECK_MINUTES (0: never) and by `flask cancel-unpaid`.
    SHOP_UNPAID_CARD_HOURS = int(env("UNPAID_CARD_HOURS", "24"))
    SHOP_UNPAID_CARD_CHECK_MINUTES = int(env("UNPAID_CARD_CHECK_MINUTES", "15"))
    # Bank-transfer orders still unpaid this many days after placement are cancelled and their stock released (0:
    # never), the shopper reminded SHOP_UNPAID_TRANSFER_REMINDER_DAYS before (0: no reminder); a job every
    # SHOP_UNPAID_TRANSFER_CHECK_MINUTES (shop.orders.unpaid) and `flask cancel-unpaid --transfers` do it.
    SHOP_UNPAID_TRANSFER_DAYS = int(env("UNPAID_TRANSFER_DAYS", "7"))
    SHOP_UNPAID_TRANSFER_REMINDER_DAYS = int(env("UNPAID_TRANSFER_REMINDER_DAYS", "2"))
    SHOP_UNPAID_TRANSFER_CHECK_MINUTES = int(env("UNPAID_TRANSFER_CHECK_MINUTES", "60"))
    SHOP_FORGOT_RATE = env("FORGOT_RATE", "3 per minute; 10 per hour")

    # The catalogue's read model and its caches (shop.catalog.engine.read_model, shop.catalog.cards and tree;
    # shop.http.caching): how soon other workers' product changes are looked for, the safety-net rebuild, and how long
    # what the index does not follow (brand names, the tree) may be kept.
    SHOP_CATALOGUE_RECHECK_SECONDS = float(env("CATALOGUE_RECHECK_SECONDS", "1"))
    SHOP_CATALOGUE_CHANGE_OVERLAP_SECONDS = float(env("CATALOGUE_CHANGE_OVERLAP_SECONDS", "10"))
    SHOP_CATALOGUE_REBUILD_SECONDS = float(env("CATALOGUE_REBUILD_SECONDS", "3600"))
    # Build the index in a child process, so a worker never keeps the memory the build passes through.
    SHOP_CATALOGUE_BUILD_PROCESS = env("CATALOGUE_BUILD_PROCESS", "1") not in ("0", "false", "no")
    SHOP_CATEGORY_TREE_SECONDS = float(env("CATEGORY_TREE_SECONDS", "30"))
    SHOP_RESPONSE_CACHE_SECONDS = float(env("RESPONSE_CACHE_SECONDS", "5"))
    # Every cache a worker keeps is bounded in bytes (shop.kept): finished catalogue responses, filled storefront
    # pages, the built sitemaps.
    SHOP_RESPONSE_CACHE_BYTES = int(env("RESPONSE_CACHE_BYTES", str(2 * 1024 * 1024)))
    SHOP_SEO_CACHE_BYTES = int(env("SEO_CACHE_BYTES", str(8 * 1024 * 1024)))
    SHOP_SITEMAP_CACHE_BYTES = int(env("SITEMAP_CACHE_BYTES", str(16 * 1024 * 1024)))

    # The address mailed links, invoices, canonical URLs and the sitemaps name; `make run` and `make serve` set it to
    # the address they serve at when the environment names none (the Makefile's SERVE).
    SHOP_PUBLIC_URL = env("PUBLIC_URL", "http://127.0.0.1:5000")
    # The shop's names, addresses, hours, phone, e-mail and bank details are no settings here: staff edit them in the
    # admin (shop.settings).

    # Operations (shop.health): /api/metrics is for staff, for `Authorization: Bearer <SHOP_METRICS_TOKEN>` (when
    # set), and with SHOP_METRICS_FROM_LOCALHOST=1 for a client on this host that came through no proxy (a
    # Prometheus beside the shop). /api/ready gives Redis this long to answer.
    SHOP_METRICS_TOKEN = env("METRICS_TOKEN")
    SHOP_METRICS_FROM_LOCALHOST = env("METRICS_FROM_LOCALHOST", "0") in ("1", "true", "yes")
    SHOP_READY_TIMEOUT_SECONDS = float(env("READY_TIMEOUT_SECONDS", "2"))
    # How many proxies in front of gunicorn set X-Forwarded-For/-Proto/-Host (nginx on the host: 1). 0: none are
    # trusted, and every request's address is the one that connected (behind nginx: nginx's, for every shopper).
    SHOP_PROXY_HOPS = int(env("PROXY_HOPS", "0"))

    # Payments (shop.payments). Card: LiqPay's keys (without them no card option); a bank transfer goes to the account
    # in the shop settings.
    SHOP_LIQPAY_PUBLIC_KEY = env("LIQPAY_PUBLIC_KEY")
    SHOP_LIQPAY_PRIVATE_KEY = env("LIQPAY_PRIVATE_KEY")
    SHOP_LIQPAY_SANDBOX = env("LIQPAY_SANDBOX", "") in ("1", "true", "yes")
    SHOP_LIQPAY_CHECKOUT_URL = env("LIQPAY_CHECKOUT_URL")
    # LiqPay's server-to-server API (refunds); tests point it at a local stand-in.
    SHOP_LIQPAY_API_URL = env("LIQPAY_API_URL", "https://www.liqpay.ua/api/request")
    SHOP_LIQPAY_API_TIMEOUT = float(env("LIQPAY_API_TIMEOUT", "20"))
    # Checkout: how often one address may check a gift card's balance.
    SHOP_GIFTCARD_CHECK_RATE = env("GIFTCARD_CHECK_RATE", "10 per minute; 60 per hour")
    # Trying promotion codes, per address: reviews and orders that carry a code count together.
    SHOP_PROMOTION_CHECK_RATE = env("PROMOTION_CHECK_RATE", "20 per minute; 100 per hour")
    # Placing orders, per address and per contact e-mail (None: SHOP_ORDER_RATE): every order reserves stock and
    # mails its contact address, so neither may be had without end.
    SHOP_ORDER_RATE = env("ORDER_RATE", "5 per minute; 30 per hour")
    SHOP_ORDER_EMAIL_RATE = env("ORDER_EMAIL_RATE")
    SHOP_GIFTCARD_MONTHS = int(env("GIFTCARD_MONTHS", "36"))
    # Grams a parcel's box and wrapping add to its goods' weight, when the delivery band is found (shop.orders.pricing).
    SHOP_PARCEL_PACKAGING_GRAMS = int(env("PARCEL_PACKAGING_GRAMS", "150"))
    # Staff's Info screen lists products whose stock is at or below this (metres of fabric, pieces of the rest).
    SHOP_LOW_STOCK = float(env("LOW_STOCK", "5"))
    # Invoices (shop.orders.invoice) embed this Unicode TrueType font when the file exists, else use Helvetica.
    SHOP_INVOICE_FONT = env("INVOICE_FONT", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
    SHOP_INVOICE_BOLD_FONT = env("INVOICE_BOLD_FONT", "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf")
    # Uploaded and generated images (None: uploads/ in the instance folder).
    SHOP_MEDIA_DIR = env("MEDIA_DIR")
    # Media in an S3 bucket instead (shop.media_storage), shared by every app server: the bucket, an S3-compatible
    # server's endpoint (MinIO ...; none for AWS), keys (none: boto3's own chain, such as an instance role), region,
    # and the public URL the bucket (or a CDN) serves it at (none: the shop serves /media from the bucket).
    SHOP_MEDIA_S3_BUCKET = env("MEDIA_S3_BUCKET")
    SHOP_MEDIA_S3_ENDPOINT_URL = env("MEDIA_S3_ENDPOINT_URL")
    SHOP_MEDIA_S3_ACCESS_KEY_ID = env("MEDIA_S3_ACCESS_KEY_ID")
    SHOP_MEDIA_S3_SECRET_ACCESS_KEY = env("MEDIA_S3_SECRET_ACCESS_KEY")
    SHOP_MEDIA_S3_REGION = env("MEDIA_S3_REGION")
    SHOP_MEDIA_S3_PUBLIC_URL = env("MEDIA_S3_PUBLIC_URL")
    # Each call to the bucket: connect and read timeouts, and how many tries (boto3's standard back-off).
    SHOP_MEDIA_S3_TIMEOUT_SECONDS = float(env("MEDIA_S3_TIMEOUT_SECONDS", "10"))
    SHOP_MEDIA_S3_ATTEMPTS = int(env("MEDIA_S3_ATTEMPTS", "3"))
    # `flask backup` / `flask restore` on PostgreSQL: the folder of pg_dump and pg_restore (None: PATH, then the
    # newest /usr/lib/postgresql/<version>/bin).
    SHOP_PG_BIN_DIR = env("PG_BIN_DIR")
    # Where the built UI lives (ui/build.mjs writes it).
    SHOP_DIST_DIR = env("DIST_DIR", os.path.join(os.path.dirname(__file__), "static", "dist"))


def instance_secret_key(folder: str) -> str:
    """The instance folder's own signing key, made the first time it is asked for (readable by its owner only).

    The key is written to a temporary file and linked into place, which fails if another worker got there first:
    every worker of a server then reads the one key, never a half-written file."""
    path = os.path.join(folder, SECRET_KEY_FILE)
    with contextlib.suppress(FileNotFoundError), open(path, encoding="ascii") as kept:
        key = kept.read().strip()
        if len(key) >= 32:
            return key
    os.makedirs(folder, exist_ok=True)
    handle, draft = tempfile.mkstemp(dir=folder, prefix=".secret_key-")  # mode 0600
    try:
        with os.fdopen(handle, "w", encoding="ascii") as out:
            out.write(secrets.token_urlsafe(48) + "\n")
        with contextlib.suppress(FileExistsError):  # another worker's key is already in place: that one counts
            os.link(draft, path)
    finally:
        os.unlink(draft)
    with open(path, encoding="ascii") as kept:
        return kept.read().strip()


class DevelopmentConfig(Config):
    """Local development: SQLite in instance/, verbose errors."""

    DEBUG = True


class TestingConfig(Config):
    """pytest: the database URL comes from SHOP_TEST_DATABASE_URL (SQLite or PostgreSQL)."""

    TESTING = True
    SECRET_KEY = "test-secret-key-that-is-long-enough-for-hs256"  # noqa: S105
    SQLALCHEMY_DATABASE_URI = env("TEST_DATABASE_URL", "sqlite://")
    RATELIMIT_ENABLED = False
    RATELIMIT_STORAGE_URI = "memory://"  # a test that turns the limits on starts with no counters
    # Every change shows on the next request: tests that need a cache turn it on themselves.
    SHOP_CATALOGUE_RECHECK_SECONDS = 0.0
    SHOP_CATEGORY_TREE_SECONDS = 0.0
    SHOP_RESPONSE_CACHE_SECONDS = 0.0
    # Every test builds its own small index: in the test's process (tests/test_catalog_build.py tests the child).
    SHOP_CATALOGUE_BUILD_PROCESS = False
    # A job runs inside the call that enqueues it; tests of the queue itself turn this off (tests/test_jobs.py).
    SHOP_JOBS_IMMEDIATE = True
    # Mails leave at once; tests of undoing a change hold them on a real queue (tests/test_order_undo.py).
    SHOP_MAIL_UNDO_SECONDS = 0


class ProductionConfig(Config):
    """Production: a real secret key is mandatory (checked in create_app)."""


CONFIGS = {
    "development": DevelopmentConfig,
    "testing": TestingConfig,
    "production": ProductionConfig,
}
