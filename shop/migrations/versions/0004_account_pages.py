"""account pages: users' language and affiliate links; returns, reward points, payment profiles, recurring payments

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-25

users gains language (default en), referral_code (unique) and referred_by_id. SQLite adds a foreign key only by
copying the table (batch mode): dropping the old users table with foreign keys on would cascade to every table
that points at users, so they are off while it is copied; the copy loses the lower(email) index, which SQLite
cannot reflect, so it is made again.

"""
import warnings
from contextlib import contextmanager

from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = '0004'
down_revision = '0003'
branch_labels = None
depends_on = None


def upgrade():
    op.create_table('payment_profiles',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('user_id', sa.Integer(), nullable=False),
    sa.Column('billing_name', sa.String(length=160), nullable=False),
    sa.Column('company', sa.String(length=120), nullable=False),
    sa.Column('tax_id', sa.String(length=32), nullable=False),
    sa.Column('line1', sa.String(length=160), nullable=False),
    sa.Column('city', sa.String(length=80), nullable=False),
    sa.Column('postcode', sa.String(length=20), nullable=False),
    sa.Column('country', sa.String(length=2), nullable=False),
    sa.Column('preferred_method', sa.String(length=20), nullable=True),
    sa.ForeignKeyConstraint(['user_id'], ['users.id'], name=op.f('fk_payment_profiles_user_id_users'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_payment_profiles')),
    sa.UniqueConstraint('user_id', name=op.f('uq_payment_profiles_user_id'))
    )
    op.create_table('recurring_payments',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('user_id', sa.Integer(), nullable=False),
    sa.Column('description', sa.String(length=200), nullable=False),
    sa.Column('amount', sa.Numeric(precision=12, scale=2), nullable=False),
    sa.Column('currency', sa.String(length=3), nullable=False),
    sa.Column('interval', sa.String(length=8), nullable=False),
    sa.Column('next_payment_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('status', sa.String(length=12), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['user_id'], ['users.id'], name=op.f('fk_recurring_payments_user_id_users'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_recurring_payments'))
    )
    with op.batch_alter_table('recurring_payments', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_recurring_payments_created_at'), ['created_at'], unique=False)
        batch_op.create_index(batch_op.f('ix_recurring_payments_user_id'), ['user_id'], unique=False)

    op.create_table('reward_point_entries',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('user_id', sa.Integer(), nullable=False),
    sa.Column('points', sa.Integer(), nullable=False),
    sa.Column('reason', sa.String(length=16), nullable=False),
    sa.Column('order_id', sa.Integer(), nullable=True),
    sa.Column('order_number', sa.String(length=20), nullable=True),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['order_id'], ['orders.id'], name=op.f('fk_reward_point_entries_order_id_orders'), ondelete='SET NULL'),
    sa.ForeignKeyConstraint(['user_id'], ['users.id'], name=op.f('fk_reward_point_entries_user_id_users'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_reward_point_entries')),
    sa.UniqueConstraint('order_id', 'reason', name='uq_reward_point_entries_order_reason')
    )
    with op.batch_alter_table('reward_point_entries', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_reward_point_entries_created_at'), ['created_at'], unique=False)
        batch_op.create_index(batch_op.f('ix_reward_point_entries_user_id'), ['user_id'], unique=False)

    op.create_table('return_requests',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('user_id', sa.Integer(), nullable=False),
    sa.Column('order_line_id', sa.Integer(), nullable=False),
    sa.Column('quantity', sa.Numeric(precision=12, scale=2), nullable=False),
    sa.Column('reason', sa.String(length=20), nullable=False),
    sa.Column('comment', sa.String(length=1000), nullable=False),
    sa.Column('status', sa.String(length=12), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['order_line_id'], ['order_lines.id'], name=op.f('fk_return_requests_order_line_id_order_lines'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['user_id'], ['users.id'], name=op.f('fk_return_requests_user_id_users'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_return_requests'))
    )
    with op.batch_alter_table('return_requests', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_return_requests_created_at'), ['created_at'], unique=False)
        batch_op.create_index(batch_op.f('ix_return_requests_order_line_id'), ['order_line_id'], unique=False)
        batch_op.create_index(batch_op.f('ix_return_requests_user_id'), ['user_id'], unique=False)

    sqlite = op.get_bind().dialect.name == 'sqlite'
    if sqlite:
        _foreign_keys('OFF')
    with _copying_users(), op.batch_alter_table('users', schema=None) as batch_op:
        batch_op.add_column(sa.Column('language', sa.String(length=2), server_default='en', nullable=False))
        batch_op.add_column(sa.Column('referral_code', sa.String(length=8), nullable=True))
        batch_op.add_column(sa.Column('referred_by_id', sa.Integer(), nullable=True))
        batch_op.create_index(batch_op.f('ix_users_referral_code'), ['referral_code'], unique=True)
        batch_op.create_index(batch_op.f('ix_users_referred_by_id'), ['referred_by_id'], unique=False)
        batch_op.create_foreign_key(batch_op.f('fk_users_referred_by_id_users'), 'users', ['referred_by_id'], ['id'],
                                    ondelete='SET NULL')
    if sqlite:
        _restore_email_index()
        _foreign_keys('ON')


def downgrade():
    with op.batch_alter_table('return_requests', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_return_requests_user_id'))
        batch_op.drop_index(batch_op.f('ix_return_requests_order_line_id'))
        batch_op.drop_index(batch_op.f('ix_return_requests_created_at'))

    op.drop_table('return_requests')
    with op.batch_alter_table('reward_point_entries', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_reward_point_entries_user_id'))
        batch_op.drop_index(batch_op.f('ix_reward_point_entries_created_at'))

    op.drop_table('reward_point_entries')
    with op.batch_alter_table('recurring_payments', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_recurring_payments_user_id'))
        batch_op.drop_index(batch_op.f('ix_recurring_payments_created_at'))

    op.drop_table('recurring_payments')
    op.drop_table('payment_profiles')

    with op.batch_alter_table('users', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_users_referred_by_id'))
        batch_op.drop_index(batch_op.f('ix_users_referral_code'))
    sqlite = op.get_bind().dialect.name == 'sqlite'
    if sqlite:
        _foreign_keys('OFF')
    with _copying_users(), op.batch_alter_table('users', schema=None) as batch_op:
        batch_op.drop_constraint(batch_op.f('fk_users_referred_by_id_users'), type_='foreignkey')
        batch_op.drop_column('referred_by_id')
        batch_op.drop_column('referral_code')
        batch_op.drop_column('language')
    if sqlite:
        _restore_email_index()
        _foreign_keys('ON')


@contextmanager
def _copying_users():
    """Quiet about the lower(email) index SQLite cannot reflect: _restore_email_index makes it again."""
    with warnings.catch_warnings():
        warnings.filterwarnings('ignore', 'Skipped unsupported reflection of expression-based index',
                                sa.exc.SAWarning)
        yield


def _foreign_keys(state: str) -> None:
    """SQLite only: foreign keys off while users is copied, back on after (the pragma works outside a transaction)."""
    with op.get_context().autocommit_block():
        op.execute(f'PRAGMA foreign_keys={state}')


def _restore_email_index() -> None:
    """SQLite cannot reflect the lower(email) index, so the batch copy of users lost it: made again."""
    op.create_index('uq_users_email_lower', 'users', [sa.text('lower(email)')], unique=True, if_not_exists=True)
