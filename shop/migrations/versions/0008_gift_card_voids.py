"""gift cards follow their payment: voided cards, their replacements, the state of their e-mail

Revision ID: 0008
Revises: 0007
Create Date: 2026-11-27

gift_cards gains voided_at (the card no longer pays: its order turned unpaid or was cancelled, or it was sent
again), replaced_by_id (the card issued in its place, with a new code) and mail_status (pending, sent, failed).
Cards issued before this revision are taken as sent: that is what the shop believed of them (a mail that could not
even be written was only logged, as "Could not e-mail gift card").

The new foreign key makes SQLite copy gift_cards; with foreign keys on, dropping the old table would delete every
card's ledger entries (ON DELETE CASCADE), so they are off meanwhile.
"""
import sqlalchemy as sa
from alembic import op

import shop.models_base

# revision identifiers, used by Alembic.
revision = '0008'
down_revision = '0007'
branch_labels = None
depends_on = None


def upgrade():
    sqlite = op.get_bind().dialect.name == 'sqlite'
    if sqlite:
        _foreign_keys('OFF')
    with op.batch_alter_table('gift_cards', schema=None) as batch_op:
        batch_op.add_column(sa.Column('voided_at', shop.models_base.UTCDateTime(timezone=True), nullable=True))
        batch_op.add_column(sa.Column('replaced_by_id', sa.Integer(), nullable=True))
        batch_op.add_column(sa.Column('mail_status', sa.String(length=8), server_default='pending', nullable=False))
        batch_op.create_foreign_key(batch_op.f('fk_gift_cards_replaced_by_id_gift_cards'), 'gift_cards',
                                    ['replaced_by_id'], ['id'], ondelete='SET NULL')
    cards = sa.table('gift_cards', sa.column('mail_status', sa.String))
    op.execute(cards.update().values(mail_status='sent'))
    if sqlite:
        _foreign_keys('ON')


def downgrade():
    sqlite = op.get_bind().dialect.name == 'sqlite'
    if sqlite:
        _foreign_keys('OFF')
    with op.batch_alter_table('gift_cards', schema=None) as batch_op:
        batch_op.drop_constraint(batch_op.f('fk_gift_cards_replaced_by_id_gift_cards'), type_='foreignkey')
        batch_op.drop_column('mail_status')
        batch_op.drop_column('replaced_by_id')
        batch_op.drop_column('voided_at')
    if sqlite:
        _foreign_keys('ON')


def _foreign_keys(state: str) -> None:
    """SQLite only: foreign keys off while gift_cards is copied, back on after (the pragma works outside a
    transaction)."""
    with op.get_context().autocommit_block():
        op.execute(f'PRAGMA foreign_keys={state}')
