"""Flask commands for operators: ``flask --app shop seed-demo``, ``create-admin``, ``cancel-unpaid``, ``jobs``,
``backup``, ``restore`` and ``migrate-to-postgres``."""
from __future__ import annotations

import logging
from pathlib import Path

import click
from flask import Flask, current_app
from flask.cli import AppGroup, with_appcontext
from sqlalchemy import func, select

from shop.accounts.models import User, UserStatus
from shop.accounts.passwords import MIN_PASSWORD_LENGTH, hash_password
from shop.accounts.tokens import end_sessions
from shop.extensions import db
from shop.security import StaffRole


def register_commands(app: Flask) -> None:
    """Attach the shop's commands to ``app.cli`` (each runs inside an application context)."""
    app.cli.add_command(seed_demo_command)
    app.cli.add_command(create_admin_command)
    app.cli.add_command(demote_admin_command)
    app.cli.add_command(cancel_unpaid_command)
    app.cli.add_command(jobs_command)
    app.cli.add_command(media_command)
    app.cli.add_command(backup_command)
    app.cli.add_command(restore_command)
    app.cli.add_command(migrate_to_postgres_command)


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
    """Create an owner's staff account (status adm, role owner: everything, staff included), or promote an existing
    account to owner and set its password."""
    email = email.strip().lower()
    if "@" not in email:
        raise click.BadParameter("that is not an email address", param_hint="EMAIL")
    if len(password) < MIN_PASSWORD_LENGTH:
        raise click.BadParameter(f"must be at least {MIN_PASSWORD_LENGTH} characters", param_hint="--password")
    user = db.session.execute(select(User).where(func.lower(User.email) == email)).scalar_one_or_none()
    if user is None:
        db.session.add(User(email=email, password_hash=hash_password(password), status=UserStatus.ADMIN,
                            staff_role=StaffRole.OWNER))
        action = "Created admin"
    else:
        user.status, user.staff_role = UserStatus.ADMIN, StaffRole.OWNER
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
    user.status, user.staff_role = UserStatus.USER, None
    end_sessions(user)
    db.session.commit()
    click.echo(f"Demoted to shopper: {email}")


@click.command("cancel-unpaid")
@click.option("--hours", default=None, type=click.IntRange(min=1),
              help="Cancel card orders still unpaid this long after they were placed [default: SHOP_UNPAID_CARD_HOURS,"
                   " 24].")
@click.option("--transfers", is_flag=True,
              help="Bank-transfer orders instead: cancel those unpaid for --days and e-mail the reminders due "
                   "SHOP_UNPAID_TRANSFER_REMINDER_DAYS before.")
@click.option("--days", default=None, type=click.IntRange(min=1),
              help="With --transfers: cancel bank-transfer orders still unpaid this long after they were placed "
                   "[default: SHOP_UNPAID_TRANSFER_DAYS, 7].")
@with_appcontext
def cancel_unpaid_command(hours: int | None, transfers: bool, days: int | None) -> None:
    """Cancel card orders whose payment never arrived (or with --transfers, bank-transfer orders), giving back their
    stock and gift-card money now (background jobs do the same every SHOP_UNPAID_CARD_CHECK_MINUTES and
    SHOP_UNPAID_TRANSFER_CHECK_MINUTES)."""
    from datetime import timedelta

    from shop.orders.status import cancel_unpaid_card_orders

    if transfers:
        _cancel_unpaid_transfers(days)
        return
    hours = hours or int(current_app.config["SHOP_UNPAID_CARD_HOURS"])
    numbers = cancel_unpaid_card_orders(timedelta(hours=hours))
    click.echo(f"Cancelled {len(numbers)} unpaid card order(s)" + (f": {', '.join(numbers)}" if numbers else "."))


def _cancel_unpaid_transfers(days: int | None) -> None:
    from shop.orders.unpaid import release_unpaid_transfers

    config = current_app.config
    days = days or int(config["SHOP_UNPAID_TRANSFER_DAYS"])
    if days <= 0:
        click.echo("SHOP_UNPAID_TRANSFER_DAYS is 0: bank-transfer orders are never cancelled (or give --days).")
        return
    run = release_unpaid_transfers(days, int(config["SHOP_UNPAID_TRANSFER_REMINDER_DAYS"]))
    for verb, numbers in (("Cancelled", run.cancelled), ("Reminded", run.reminded)):
        click.echo(f"{verb} {len(numbers)} unpaid bank-transfer order(s)"
                   + (f": {', '.join(numbers)}" if numbers else "."))



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


@click.group("media", cls=AppGroup)
def media_command() -> None:
    """Uploaded and generated pictures (shop.media_storage: the local folder, or the bucket of
    SHOP_MEDIA_S3_BUCKET)."""


@media_command.command("sync")
def media_sync_command() -> None:
    """Copy the local media folder (SHOP_MEDIA_DIR) into the bucket: what is there with the same size is left, so it
    can be run again (and again after the switch, for a file a host still wrote locally)."""
    from shop.media_storage import MediaUnavailable, S3Storage, local_storage, storage, sync

    target = storage()
    if not isinstance(target, S3Storage):
        raise click.ClickException("SHOP_MEDIA_S3_BUCKET is not set: the media already is the local folder.")
    source = local_storage()
    try:
        copied, present = sync(source, target)
    except MediaUnavailable as error:
        cause = error.__cause__ or error
        raise click.ClickException(f"The bucket {target.bucket} did not answer ({cause}); what was copied stays, run "
                                   "it again.") from error
    click.echo(f"Copied {copied} file(s) from {source.root} to the bucket {target.bucket}; {present} already there.")


@click.command("backup")
@click.argument("path", type=click.Path(file_okay=False, path_type=Path))
@with_appcontext
def backup_command(path: Path) -> None:
    """Back up the running shop into the new folder PATH: the database (SQLite's online backup, or pg_dump), the
    media folder and a manifest of rows and money totals."""
    from shop.ops.backup import BackupError, backup

    try:
        done = backup(path)
    except BackupError as error:
        raise click.ClickException(str(error)) from error
    _echo_done("Backed up", done, f"to {done.path}")


@click.command("restore")
@click.argument("path", type=click.Path(exists=True, file_okay=False, path_type=Path))
@click.option("--force", is_flag=True, help="Replace the data the database and the media folder hold now.")
@with_appcontext
def restore_command(path: Path, force: bool) -> None:
    """Restore a backup made by `flask backup` into the configured database and media folder (refused when they
    hold data, unless --force); restart the app servers afterwards."""
    from shop.ops.backup import BackupError, head_revision, media_in_use, restore

    try:
        done = restore(path, force=force)
    except BackupError as error:
        raise click.ClickException(str(error)) from error
    _echo_done("Restored", done, f"from {done.path} into {done.database}")
    click.echo(f"Media: {done.media_files} file(s) into {media_in_use()[0]}. Every table's rows and money totals match "
               "the backup's manifest.")
    if done.manifest["revision"] != head_revision():
        click.echo(f"The backup is at migration {done.manifest['revision']}, this code at {head_revision()}: run "
                   "`flask --app shop db upgrade` before starting the shop.")
    click.echo("Restart the app servers and job runners now.")


def _echo_done(action: str, done, where: str) -> None:
    manifest = done.manifest
    counts = ", ".join(f"{rows} {name}" for name, rows in manifest["counts"].items())
    money = ", ".join(f"{name} {value}" for name, value in manifest["order_totals"].items())
    click.echo(f"{action} the {manifest['database']} database (revision {manifest['revision']}, taken "
               f"{manifest['taken_at']}) {where} in {done.seconds:.1f} s")
    click.echo(f"  {counts}; orders' money: {money or 'none'}; {done.media_files} media file(s)")


@click.command("migrate-to-postgres")
@click.argument("url")
@click.option("--batch-size", default=2000, show_default=True, type=click.IntRange(min=1),
              help="Rows copied per statement.")
@with_appcontext
def migrate_to_postgres_command(url: str, batch_size: int) -> None:
    """Copy this SQLite shop into the empty PostgreSQL database at URL (migrated first when it has no tables), then
    compare every table's rows and money totals; fails when any differs."""
    from shop.ops.pgmove import MoveError, move, report_lines

    try:
        moved = move(url, batch=batch_size, echo=click.echo)
    except MoveError as error:
        raise click.ClickException(str(error)) from error
    for line in report_lines(moved):
        click.echo(line)
    if moved.differences:
        raise click.ClickException(f"The copy differs in: {', '.join(moved.differences)}.")
    click.echo(f"Moved {len(moved.source)} tables in {moved.seconds:.1f} s; rows and money totals agree. Set "
               "SHOP_DATABASE_URL to the PostgreSQL URL and restart the shop.")
