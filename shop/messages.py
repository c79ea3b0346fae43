"""The one registry of the API's message catalogues (English template -> ua, pl, ru, de), which create_app
registers with shop.i18n. A module that defines messages only defines them: nothing is registered at import."""
from shop.accounts.messages import TRANSLATIONS as ACCOUNTS
from shop.accounts.tokens import TRANSLATIONS as TOKENS
from shop.admin.categories.messages import TRANSLATIONS as ADMIN_CATEGORIES
from shop.admin.content.messages import TRANSLATIONS as ADMIN_CONTENT
from shop.admin.gift_cards.messages import TRANSLATIONS as ADMIN_GIFT_CARDS
from shop.admin.pages.messages import TRANSLATIONS as ADMIN_PAGES
from shop.admin.products.messages import TRANSLATIONS as ADMIN_PRODUCTS
from shop.admin.settings.messages import TRANSLATIONS as ADMIN_SETTINGS
from shop.admin.staff.messages import TRANSLATIONS as ADMIN_STAFF
from shop.catalog.messages import TRANSLATIONS as CATALOG
from shop.content_pages.messages import TRANSLATIONS as CONTENT_PAGES
from shop.currency.messages import TRANSLATIONS as CURRENCY
from shop.giftcards.messages import TRANSLATIONS as GIFT_CARDS
from shop.health import TRANSLATIONS as HEALTH
from shop.http.messages import TRANSLATIONS as HTTP
from shop.orders.messages import TRANSLATIONS as ORDERS
from shop.orders.return_messages import TRANSLATIONS as RETURNS
from shop.promotions.messages import TRANSLATIONS as PROMOTIONS
from shop.queries.messages import TRANSLATIONS as QUERIES
from shop.security import TRANSLATIONS as SECURITY
from shop.validation import TRANSLATIONS as FIELDS

CATALOGUES = [HTTP, SECURITY, FIELDS, CURRENCY, CATALOG, QUERIES, TOKENS, ACCOUNTS, GIFT_CARDS, ORDERS, RETURNS,
              ADMIN_CONTENT, ADMIN_PRODUCTS, ADMIN_CATEGORIES, ADMIN_GIFT_CARDS, ADMIN_STAFF, ADMIN_SETTINGS,
              CONTENT_PAGES, ADMIN_PAGES, HEALTH, PROMOTIONS]
