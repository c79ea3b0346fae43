"""The one registry of API blueprints, registered after api.init_app(app)."""
from shop.accounts import account_blp
from shop.accounts import blp as accounts_blp
from shop.admin import audit_blp
from shop.admin import blp as statistics_blp
from shop.admin.content_routes import blp as admin_content_blp
from shop.admin.product_routes import blp as admin_products_blp
from shop.catalog import blueprints as catalog_blueprints
from shop.content import blueprints as content_blueprints
from shop.currency import blp as currency_blp
from shop.giftcards import blp as giftcards_blp
from shop.health import blp as health_blp
from shop.orders import blp as orders_blp
from shop.payments.routes import blp as payments_blp
from shop.queries import blp as queries_blp
from shop.search import blp as search_blp

API_BLUEPRINTS = [
    *catalog_blueprints, search_blp, *content_blueprints, currency_blp, queries_blp, accounts_blp, account_blp,
    orders_blp, payments_blp, giftcards_blp, statistics_blp, audit_blp, health_blp,
    admin_content_blp,
    admin_products_blp,
]
