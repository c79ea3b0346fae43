"""Flask commands for operators: ``flask --app shop seed-demo``, ``create-admin``, ``cancel-unpaid`` and ``jobs``."""
from __future__ import annotations

import logging

import click
from flask import Flask, current_app
from flask.cli import AppGroup, with_appcontext
from sqlalchemy import func, select

from shop.accounts.models import User, UserStatus
from shop.accounts.passwords import MIN_PASSWORD_LENGTH, hash_password
from shop.accounts.tokens import end_sessions
from shop.extensions import db


def register_commands(app: Flask) -> None:
    """Attach the shop's commands to ``app.cli`` (each runs inside an application context)."""
    app.cli.add_command(seed_demo_command)
    app.cli.add_command(create_admin_command)
    app.cli.add_command(demote_admin_command)
    app.cli.add_command(cancel_unpaid_command)
    app.cli.add_command(jobs_command)


@click.command("seed-demo")
@click.option("--products", default=1600, show_default=True, type=click.IntRange(min=0),
              help="How many catalogue products to create (gift cards come on top).")
@click.option("--seed", default=42, show_default=True, type=int, help="Random seed; the same seed, the same shop.")
@click.option("--if-empty", is_flag=True, help="Do nothing (and succeed) when the catalogue already has data.")
@click.option("--wipe", is_flag=True, help="Delete the existing demo data first (other user accounts are kept).")
@with_appcontext
def seed_demo_command(products: int, seed: int, if_empty: bool, wipe: bool) -> None:
    """Fill the database with the demo shop: catalogue, pictures, slides, accounts, queries and orders."""
    # Imported here so `flask --help` stays fast and never touches the catalogue data.
    from shop.demo.seed import SeedError, catalogue_is_empty, seed_demo

    # --if-empty is for start-up scripts (docker, CI): it must never destroy data, so it wins over --wipe.
    if if_empty and not catalogue_is_empty():
        click.echo("The catalogue already has data; nothing to do.")
        return
    try:
        counts = seed_demo(products=products, seed=seed, wipe=wipe)
    except SeedError as error:
        raise click.ClickException(str(error)) from error
    width = max(len(name) for name in counts)
    for name, count in counts.items():
        click.echo(f"{name.replace('_', ' '):<{width}}  {count:>7}")


@click.command("create-admin")
@click.argument("email")
@click.option("--password", prompt=True, hide_input=True, confirmation_prompt=True, envvar="SHOP_ADMIN_PASSWORD",
              help="The password (from SHOP_ADMIN_PASSWORD for deploy scripts; else asked twice, hidden).")
@with_appcontext
def create_admin_command(email: str, password: str) -> None:
    """Create a staff account (status adm), or promote an existing account and set its password."""
    email = email.strip().lower()
    if "@" not in email:
        raise click.BadParameter("that is not an email address", param_hint="EMAIL")
    if len(password) < MIN_PASSWORD_LENGTH:
        raise click.BadParameter(f"must be at least {MIN_PASSWORD_LENGTH} characters", param_hint="--password")
    user = db.session.execute(select(User).where(func.lower(User.email) == email)).scalar_one_or_none()
    if user is None:
        db.session.add(User(email=email, password_hash=hash_password(password), status=UserStatus.ADMIN))
        action = "Created admin"
    else:
        user.status = UserStatus.ADMIN
        user.password_hash = hash_password(password)
        end_sessions(user)  # a new password: whoever knew the old one is signed out
        action = "Promoted to admin (password updated)"
    db.session.commit()
    click.echo(f"{action}: {email}")


@click.command("demote-admin")
@click.argument("email")
@with_appcontext
def demote_admin_command(email: str) -> None:
    """Take staff rights from an account (it stays a shopper's account); the last admin cannot be demoted."""
    email = email.strip().lower()
    user = db.session.execute(select(User).where(func.lower(User.email) == email)).scalar_one_or_none()
    if user is None or user.status != UserStatus.ADMIN:
        raise click.ClickException(f"{email} is not a member of staff")
    admins = db.session.scalar(select(func.count(User.id)).where(User.status == UserStatus.ADMIN))
    if admins <= 1:
        raise click.ClickException("this is the only admin: create or promote another one first")
    user.status = UserStatus.USER
    db.session.commit()
    click.echo(f"Demoted to shopper: {email}")


@click.command("cancel-unpaid")
@click.option("--hours", default=None, type=click.IntRange(min=1),
              help="Cancel card orders still unpaid this long after they were placed [default: SHOP_UNPAID_CARD_HOURS,"
                   " 24].")
@with_appcontext
def cancel_unpaid_command(hours: int | None) -> None:
    """Cancel card orders whose payment never arrived, giving back their stock and gift-card money now (a background
    job does the same every SHOP_UNPAID_CARD_CHECK_MINUTES)."""
    from datetime import timedelta

    from shop.orders.status import cancel_unpaid_card_orders

    hours = hours or int(current_app.config["SHOP_UNPAID_CARD_HOURS"])
    numbers = cancel_unpaid_card_orders(timedelta(hours=hours))
    click.echo(f"Cancelled {len(numbers)} unpaid card order(s)" + (f": {', '.join(numbers)}" if numbers else "."))



@click.group("jobs", cls=AppGroup, invoke_without_command=True)
@with_appcontext
def jobs_command() -> None:
    """Background jobs: where the queue is, what waits, and the jobs that failed for good (`flask jobs retry` queues
    them again; `flask jobs run` runs the queue when the web server does not)."""
    from shop import jobs

    if click.get_current_context().invoked_subcommand is not None:
        return
    click.echo(f"Queue: {jobs.where()}; {jobs.pending_count()} waiting, {jobs.scheduled_count()} waiting to be tried "
               "again.")
    failed = jobs.failed_jobs()
    if not failed:
        click.echo("No failed jobs.")
        return
    click.echo(f"{len(failed)} failed job(s):")
    for job in failed:
        click.echo(f"{job.id}  {job.failed_at}  {job.name}  {job.summary}")
        click.echo(f"    {job.error}")


@jobs_command.command("retry")
@click.argument("job_id", required=False)
@click.option("--all", "every", is_flag=True, help="Every failed job.")
def jobs_retry_command(job_id: str | None, every: bool) -> None:
    """Put a failed job (by its ID, from `flask jobs`) or every failed job back in the queue."""
    from shop import jobs

    if bool(job_id) == every:
        raise click.UsageError("Name one job ID, or --all.")
    ids = [job.id for job in jobs.failed_jobs()] if every else [job_id]
    queued = [one for one in ids if jobs.retry_failed(one)]
    if job_id and not queued:
        raise click.ClickException(f"No failed job {job_id} (see `flask jobs`).")
    click.echo(f"Queued again: {len(queued)} job(s)" + (f": {', '.join(queued)}" if queued else "."))


@jobs_command.command("run")
def jobs_run_command() -> None:
    """Run the queue in the foreground until Ctrl-C or SIGTERM (a job runner of its own, for
    SHOP_JOBS_IN_SERVER=0)."""
    from shop import jobs

    if jobs.huey.immediate:
        raise click.ClickException("SHOP_JOBS_IMMEDIATE is on: jobs run where they are enqueued, there is no queue.")
    if not logging.getLogger().handlers:
        logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    click.echo(f"Running the jobs of {jobs.where()}")
    jobs.consumer_for(current_app._get_current_object(), guest=False).run()
