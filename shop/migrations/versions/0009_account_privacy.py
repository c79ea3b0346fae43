"""account privacy: e-mail changes wait for their confirmation; retention of call-backs and unused accounts

Revision ID: 0009
Revises: 0008
Create Date: 2026-11-27

email_changes: a shopper's request to move the account to another address, with the hashes of its two mailed links
(confirm, to the new address; undo, to the old one). users gains last_seen_at (the last sign-in) and
inactivity_warned_at (the warning before an unused account is deleted); accounts that exist now count as seen at
this upgrade, since no sign-in was recorded before it. queries gains processed_at (the retention of a call-back
counts from it); call-backs already processed take their creation time, so none is kept longer than the privacy page
says. return_requests.user_id may be null (ON DELETE SET NULL): a return stays with its order when the account goes.

Added columns are made in place. The new foreign key of return_requests makes SQLite copy that table, which no other
table points at, so foreign keys may stay on.
"""
import warnings
from datetime import UTC, datetime

import sqlalchemy as sa
from alembic import op

import shop.models_base

# revision identifiers, used by Alembic.
revision = '0009'
down_revision = '0008'
branch_labels = None
depends_on = None


def upgrade():
    op.create_table('email_changes',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('user_id', sa.Integer(), nullable=False),
    sa.Column('old_email', sa.String(length=254), nullable=False),
    sa.Column('new_email', sa.String(length=254), nullable=False),
    sa.Column('confirm_hash', sa.String(length=64), nullable=False),
    sa.Column('confirm_expires_at', shop.models_base.UTCDateTime(timezone=True), nullable=False),
    sa.Column('confirmed_at', shop.models_base.UTCDateTime(timezone=True), nullable=True),
    sa.Column('cancelled_at', shop.models_base.UTCDateTime(timezone=True), nullable=True),
    sa.Column('undo_hash', sa.String(length=64), nullable=False),
    sa.Column('undo_expires_at', shop.models_base.UTCDateTime(timezone=True), nullable=False),
    sa.Column('undone_at', shop.models_base.UTCDateTime(timezone=True), nullable=True),
    sa.Column('created_at', shop.models_base.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['user_id'], ['users.id'], name=op.f('fk_email_changes_user_id_users'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_email_changes')),
    sa.UniqueConstraint('confirm_hash', name=op.f('uq_email_changes_confirm_hash')),
    sa.UniqueConstraint('undo_hash', name=op.f('uq_email_changes_undo_hash'))
    )
    with op.batch_alter_table('email_changes', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_email_changes_created_at'), ['created_at'], unique=False)
        batch_op.create_index(batch_op.f('ix_email_changes_old_email'), ['old_email'], unique=False)
        batch_op.create_index(batch_op.f('ix_email_changes_user_id'), ['user_id'], unique=False)

    with op.batch_alter_table('users', schema=None) as batch_op:
        batch_op.add_column(sa.Column('last_seen_at', shop.models_base.UTCDateTime(timezone=True), nullable=True))
        batch_op.add_column(sa.Column('inactivity_warned_at', shop.models_base.UTCDateTime(timezone=True),
                                      nullable=True))
    users = sa.table('users', sa.column('last_seen_at', shop.models_base.UTCDateTime(timezone=True)))
    op.execute(users.update().values(last_seen_at=datetime.now(UTC)))

    with op.batch_alter_table('queries', schema=None) as batch_op:
        batch_op.add_column(sa.Column('processed_at', shop.models_base.UTCDateTime(timezone=True), nullable=True))
        batch_op.create_index(batch_op.f('ix_queries_processed_at'), ['processed_at'], unique=False)
    queries = sa.table('queries', sa.column('status', sa.String()),
                       sa.column('created_at', shop.models_base.UTCDateTime(timezone=True)),
                       sa.column('processed_at', shop.models_base.UTCDateTime(timezone=True)))
    op.execute(queries.update().where(queries.c.status == 'Processed').values(processed_at=queries.c.created_at))

    with op.batch_alter_table('return_requests', schema=None) as batch_op:
        batch_op.alter_column('user_id', existing_type=sa.Integer(), nullable=True)
        batch_op.drop_constraint(batch_op.f('fk_return_requests_user_id_users'), type_='foreignkey')
        batch_op.create_foreign_key(batch_op.f('fk_return_requests_user_id_users'), 'users', ['user_id'], ['id'],
                                    ondelete='SET NULL')


def downgrade():
    # A return whose account was deleted has no owner to go back to.
    op.execute(sa.text('DELETE FROM return_requests WHERE user_id IS NULL'))
    with op.batch_alter_table('return_requests', schema=None) as batch_op:
        batch_op.drop_constraint(batch_op.f('fk_return_requests_user_id_users'), type_='foreignkey')
        batch_op.create_foreign_key(batch_op.f('fk_return_requests_user_id_users'), 'users', ['user_id'], ['id'],
                                    ondelete='CASCADE')
        batch_op.alter_column('user_id', existing_type=sa.Integer(), nullable=False)

    with op.batch_alter_table('queries', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_queries_processed_at'))
        batch_op.drop_column('processed_at')

    # Dropping a column makes SQLite copy users: with foreign keys on, dropping the old table would delete or clear
    # every row that points at an account, so they are off meanwhile; the copy loses the lower(email) index, which
    # SQLite cannot reflect, so it is made again (as 0007 does).
    sqlite = op.get_bind().dialect.name == 'sqlite'
    if sqlite:
        _foreign_keys('OFF')
    with warnings.catch_warnings():
        warnings.filterwarnings('ignore', 'Skipped unsupported reflection of expression-based index',
                                sa.exc.SAWarning)
        with op.batch_alter_table('users', schema=None) as batch_op:
            batch_op.drop_column('inactivity_warned_at')
            batch_op.drop_column('last_seen_at')
    if sqlite:
        op.create_index('uq_users_email_lower', 'users', [sa.text('lower(email)')], unique=True, if_not_exists=True)
        _foreign_keys('ON')

    with op.batch_alter_table('email_changes', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_email_changes_user_id'))
        batch_op.drop_index(batch_op.f('ix_email_changes_old_email'))
        batch_op.drop_index(batch_op.f('ix_email_changes_created_at'))
    op.drop_table('email_changes')


def _foreign_keys(state: str) -> None:
    """SQLite only: foreign keys off while users is copied, back on after (the pragma works outside a transaction)."""
    with op.get_context().autocommit_block():
        op.execute(f'PRAGMA foreign_keys={state}')
