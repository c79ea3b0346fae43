"""round amounts per currency: gift cards in the currency they were bought in; staff's delivery rates per currency

Revision ID: 0011
Revises: 0010
Create Date: 2026-12-03

gift_cards gains currency (every card issued so far is in GBP, as its amounts are). products gains currency_prices,
a gift card's round amount in other currencies ({"UAH": "1000.00"}). delivery_rates holds staff's price of a
delivery method in a currency and the subtotal from which it is free; a method without one costs its GBP price
converted, as before.

Added columns and a new table are made in place, so foreign keys may stay on.
"""
import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision = '0011'
down_revision = '0010'
branch_labels = None
depends_on = None


def upgrade():
    op.create_table('delivery_rates',
    sa.Column('method', sa.String(length=24), nullable=False),
    sa.Column('currency', sa.String(length=3), nullable=False),
    sa.Column('price', sa.Numeric(precision=12, scale=2), nullable=False),
    sa.Column('free_from', sa.Numeric(precision=12, scale=2), nullable=True),
    sa.PrimaryKeyConstraint('method', 'currency', name=op.f('pk_delivery_rates'))
    )
    with op.batch_alter_table('gift_cards', schema=None) as batch_op:
        batch_op.add_column(sa.Column('currency', sa.String(length=3), server_default='GBP', nullable=False))
    with op.batch_alter_table('products', schema=None) as batch_op:
        batch_op.add_column(sa.Column('currency_prices', sa.JSON(), nullable=True))


def downgrade():
    with op.batch_alter_table('products', schema=None) as batch_op:
        batch_op.drop_column('currency_prices')
    with op.batch_alter_table('gift_cards', schema=None) as batch_op:
        batch_op.drop_column('currency')
    op.drop_table('delivery_rates')
