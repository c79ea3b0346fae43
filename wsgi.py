"""WSGI entry point for gunicorn: `gunicorn wsgi:app`.

Each worker imports this after it is forked: it builds the app, starts the background jobs' runner in the worker's
threads (shop.jobs) and builds the catalogue index, so no shopper's request waits for it. On a database that is not
migrated yet it says so in one line, and the first catalogue request after the migrations builds the index instead.
The worker's process settings live with the server: gunicorn.conf.py's hooks, and the environment the server command
sets (the Makefile's SERVE, docs/deploy.md's systemd unit).
"""
import logging

from shop import create_app
from shop.catalog.engine.read_model import warm_up
from shop.database import is_migrated
from shop.jobs import start_runner_in_server

app = create_app()
# The background jobs (e-mails, the unpaid-order check) run in this worker's threads, so `make run` needs no other
# process (off with SHOP_JOBS_IN_SERVER=0 when `flask jobs run` runs them as a service of its own).
start_runner_in_server(app)

with app.app_context():
    if not is_migrated():  # the shop still starts: an operator may be about to run the migrations
        logging.getLogger(__name__).warning(
            "The database has no tables yet: run `flask --app shop db upgrade` (make run does). The catalogue index "
            "is built by the first catalogue request after that.")
    else:
        try:
            warm_up()
        except Exception:  # serving goes on; the first catalogue request tries again
            logging.getLogger(__name__).exception("Could not build the catalogue index at start-up")
