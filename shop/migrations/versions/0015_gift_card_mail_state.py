"""gift cards staff void by hand keep their reason

Revision ID: 0015
Revises: 0014
Create Date: 2026-12-03

gift_cards gains void_reason: why staff voided the card from the admin's gift-card screen (null for the cards their
order's payment voided, and for those sent again under a new code). The ledger shows it, and a card voided by hand
stays void when its order is paid again. The state of a card's e-mail is already kept (mail_status, revision 0008),
so the admin lists the cards whose mail failed from it.

A nullable column is added in place on SQLite too (no copy of the table, so the ledger's ON DELETE CASCADE is safe).
"""
import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision = '0015'
down_revision = '0014'
branch_labels = None
depends_on = None


def upgrade():
    with op.batch_alter_table('gift_cards', schema=None) as batch_op:
        batch_op.add_column(sa.Column('void_reason', sa.Text(), nullable=True))


def downgrade():
    sqlite = op.get_bind().dialect.name == 'sqlite'
    if sqlite:
        # Dropping a column makes SQLite copy the table: with foreign keys on, that would delete every card's
        # ledger entries (ON DELETE CASCADE).
        _foreign_keys('OFF')
    with op.batch_alter_table('gift_cards', schema=None) as batch_op:
        batch_op.drop_column('void_reason')
    if sqlite:
        _foreign_keys('ON')


def _foreign_keys(state: str) -> None:
    """SQLite only: foreign keys off while gift_cards is copied, back on after (the pragma works outside a
    transaction)."""
    with op.get_context().autocommit_block():
        op.execute(f'PRAGMA foreign_keys={state}')
