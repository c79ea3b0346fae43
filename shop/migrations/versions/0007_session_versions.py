"""users' session version: a password change or reset ends the account's other sessions

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-26

users gains token_version (0 for every account, the version the tokens made so far carry) and kept_token_jti (the
one token a password change leaves working). Both are plain added columns, which SQLite adds in place: no copy
of users, so nothing cascades.
"""
import warnings

import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision = '0007'
down_revision = '0006'
branch_labels = None
depends_on = None


def upgrade():
    with op.batch_alter_table('users', schema=None) as batch_op:
        batch_op.add_column(sa.Column('token_version', sa.Integer(), server_default='0', nullable=False))
        batch_op.add_column(sa.Column('kept_token_jti', sa.String(length=64), nullable=True))


def downgrade():
    # Dropping a column makes SQLite copy users: with foreign keys on, dropping the old table would delete or
    # clear every row that points at an account (ON DELETE CASCADE / SET NULL), so they are off meanwhile; the
    # copy loses the lower(email) index, which SQLite cannot reflect, so it is made again.
    sqlite = op.get_bind().dialect.name == 'sqlite'
    if sqlite:
        _foreign_keys('OFF')
    with warnings.catch_warnings():
        warnings.filterwarnings('ignore', 'Skipped unsupported reflection of expression-based index',
                                sa.exc.SAWarning)
        with op.batch_alter_table('users', schema=None) as batch_op:
            batch_op.drop_column('kept_token_jti')
            batch_op.drop_column('token_version')
    if sqlite:
        op.create_index('uq_users_email_lower', 'users', [sa.text('lower(email)')], unique=True, if_not_exists=True)
        _foreign_keys('ON')


def _foreign_keys(state: str) -> None:
    """SQLite only: foreign keys off while users is copied, back on after (the pragma works outside a transaction)."""
    with op.get_context().autocommit_block():
        op.execute(f'PRAGMA foreign_keys={state}')
