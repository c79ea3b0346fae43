"""Alembic environment: migrates the database of the current Flask app (Flask-Migrate)."""
import logging
from logging.config import fileConfig

from alembic import context
from flask import current_app

config = context.config
# Keep the app's own loggers alive (fileConfig would otherwise disable them after an upgrade).
fileConfig(config.config_file_name, disable_existing_loggers=False)
logger = logging.getLogger("alembic.env")

target_db = current_app.extensions["migrate"].db
config.set_main_option("sqlalchemy.url", target_db.engine.url.render_as_string(hide_password=False).replace("%", "%%"))


def run_migrations_offline():
    """Emit SQL for the configured URL without connecting."""
    context.configure(url=config.get_main_option("sqlalchemy.url"), target_metadata=target_db.metadata,
                      literal_binds=True)
    with context.begin_transaction():
        context.run_migrations()


def run_migrations_online():
    """Run the migrations on the app's engine (render_as_batch comes from Migrate(render_as_batch=True))."""

    def skip_empty_autogenerate(_context, _revision, directives):
        if getattr(config.cmd_opts, "autogenerate", False) and directives[0].upgrade_ops.is_empty():
            directives[:] = []
            logger.info("No changes in schema detected.")

    conf_args = dict(current_app.extensions["migrate"].configure_args)
    conf_args.setdefault("process_revision_directives", skip_empty_autogenerate)
    with target_db.engine.connect() as connection:
        context.configure(connection=connection, target_metadata=target_db.metadata, **conf_args)
        with context.begin_transaction():
            context.run_migrations()


if context.is_offline_mode():
    run_migrations_offline()
else:
    run_migrations_online()
