"""The one registry of API blueprints, registered after api.init_app(app): each domain's routes module, imported
here and nowhere else (a domain package's __init__ imports nothing)."""
from shop.account_pages import routes as account_pages
from shop.accounts import routes as accounts
from shop.admin import delivery_zones as admin_delivery_zones
from shop.admin import order_gift_cards as admin_order_gift_cards
from shop.admin import routes as admin
from shop.admin import users as admin_users
from shop.admin.categories import routes as admin_categories
from shop.admin.content import routes as admin_content
from shop.admin.gift_cards import routes as admin_gift_cards
from shop.admin.pages import routes as admin_pages
from shop.admin.products import routes as admin_products
from shop.admin.promotions import routes as admin_promotions
from shop.admin.returns import routes as admin_returns
from shop.admin.settings import routes as admin_settings
from shop.admin.staff import routes as admin_staff
from shop.catalog import routes as catalog
from shop.content import routes as content
from shop.content_pages import routes as content_pages
from shop.currency import routes as currency
from shop.giftcards import routes as giftcards
from shop.health import blp as health
from shop.health import metrics_blp, ready_blp
from shop.orders import payment_routes as payments
from shop.orders import refund_routes as order_refunds
from shop.orders import routes as orders
from shop.queries import routes as queries
from shop.search import routes as search

API_BLUEPRINTS = [
    *catalog.blueprints, search.blp, *content.blueprints, currency.blp, queries.blp, accounts.blp, account_pages.blp,
    orders.blp, order_refunds.blp, payments.blp, giftcards.blp, admin.blp, admin.audit_blp, health, ready_blp,
    metrics_blp,
    admin_content.blp,
    admin_products.blp,
    admin_users.blp,
    admin_order_gift_cards.blp,
    admin_gift_cards.blp,
    admin_promotions.blp,
    admin_returns.blp,
    admin_categories.blp,
    admin_delivery_zones.blp,
    admin_settings.blp,
    admin_staff.blp,
    admin_staff.parcels_blp,
    content_pages.blp,
    admin_pages.blp,
]
