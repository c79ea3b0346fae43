"""WSGI entry point for gunicorn: `gunicorn wsgi:app`.

Each worker imports this after it is forked, so building the catalogue index here means no shopper's request
waits for it; if the database cannot be read yet (not migrated), the first catalogue request builds it instead.
"""
import logging

from shop import create_app
from shop.catalog.read_model import warm_up

app = create_app()

with app.app_context():
    try:
        warm_up()
    except Exception:  # the shop still starts: an operator may be about to run the migrations
        logging.getLogger(__name__).exception("Could not build the catalogue index at start-up")
