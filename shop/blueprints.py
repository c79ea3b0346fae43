"""The one registry of API blueprints, registered after api.init_app(app)."""
from shop.catalog import blueprints as catalog_blueprints
from shop.content import blueprints as content_blueprints
from shop.queries import blp as queries_blp

API_BLUEPRINTS = [*catalog_blueprints, *content_blueprints, queries_blp]
