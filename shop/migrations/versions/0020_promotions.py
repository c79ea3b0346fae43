"""promotion codes and their uses; orders freeze the code and what it took off

Revision ID: 0020
Revises: 0019
Create Date: 2026-12-04

promotions holds staff's codes (stored upper case, unique) with their kind, amounts and minimums per currency,
dates, limits and scope; promotion_uses one row per order that used a code (unique per order, gone when the order is
cancelled). orders gains promotion_code, promotion_discount and promotion_discount_gbp (0 for every older order).
"""
import sqlalchemy as sa
from alembic import op

import shop.models_base

# revision identifiers, used by Alembic.
revision = '0020'
down_revision = '0019'
branch_labels = None
depends_on = None


def upgrade():
    op.create_table('promotions',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('code', sa.String(length=32), nullable=False),
    sa.Column('name', sa.String(length=120), nullable=False),
    sa.Column('note', sa.Text(), nullable=False),
    sa.Column('kind', sa.String(length=16), nullable=False),
    sa.Column('percent', sa.Numeric(precision=5, scale=2), nullable=True),
    sa.Column('amounts', sa.JSON(), nullable=False),
    sa.Column('minimums', sa.JSON(), nullable=False),
    sa.Column('starts_at', shop.models_base.UTCDateTime(timezone=True), nullable=True),
    sa.Column('ends_at', shop.models_base.UTCDateTime(timezone=True), nullable=True),
    sa.Column('max_uses', sa.Integer(), nullable=True),
    sa.Column('max_uses_per_customer', sa.Integer(), nullable=True),
    sa.Column('scope', sa.String(length=12), nullable=False),
    sa.Column('scope_ids', sa.JSON(), nullable=False),
    sa.Column('combines_with_sale', sa.Boolean(), nullable=False),
    sa.Column('active', sa.Boolean(), nullable=False),
    sa.Column('created_at', shop.models_base.UTCDateTime(timezone=True), nullable=False),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_promotions')),
    sa.UniqueConstraint('code', name=op.f('uq_promotions_code'))
    )
    with op.batch_alter_table('promotions', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_promotions_created_at'), ['created_at'], unique=False)

    op.create_table('promotion_uses',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('promotion_id', sa.Integer(), nullable=False),
    sa.Column('order_id', sa.Integer(), nullable=False),
    sa.Column('user_id', sa.Integer(), nullable=True),
    sa.Column('email', sa.String(length=254), nullable=False),
    sa.Column('currency', sa.String(length=3), nullable=False),
    sa.Column('discount', sa.Numeric(precision=12, scale=2), nullable=False),
    sa.Column('discount_gbp', sa.Numeric(precision=12, scale=2), nullable=False),
    sa.Column('created_at', shop.models_base.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['order_id'], ['orders.id'], name=op.f('fk_promotion_uses_order_id_orders'),
                            ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['promotion_id'], ['promotions.id'], name=op.f('fk_promotion_uses_promotion_id_promotions'),
                            ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['user_id'], ['users.id'], name=op.f('fk_promotion_uses_user_id_users'),
                            ondelete='SET NULL'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_promotion_uses')),
    sa.UniqueConstraint('order_id', name=op.f('uq_promotion_uses_order_id'))
    )
    with op.batch_alter_table('promotion_uses', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_promotion_uses_promotion_id'), ['promotion_id'], unique=False)
        batch_op.create_index(batch_op.f('ix_promotion_uses_user_id'), ['user_id'], unique=False)
        batch_op.create_index(batch_op.f('ix_promotion_uses_email'), ['email'], unique=False)

    with op.batch_alter_table('orders', schema=None) as batch_op:
        batch_op.add_column(sa.Column('promotion_code', sa.String(length=32), nullable=True))
        batch_op.add_column(sa.Column('promotion_discount', sa.Numeric(precision=12, scale=2), server_default='0',
                                      nullable=False))
        batch_op.add_column(sa.Column('promotion_discount_gbp', sa.Numeric(precision=12, scale=2), server_default='0',
                                      nullable=False))


def downgrade():
    with op.batch_alter_table('orders', schema=None) as batch_op:
        batch_op.drop_column('promotion_discount_gbp')
        batch_op.drop_column('promotion_discount')
        batch_op.drop_column('promotion_code')
    with op.batch_alter_table('promotion_uses', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_promotion_uses_email'))
        batch_op.drop_index(batch_op.f('ix_promotion_uses_user_id'))
        batch_op.drop_index(batch_op.f('ix_promotion_uses_promotion_id'))
    op.drop_table('promotion_uses')
    with op.batch_alter_table('promotions', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_promotions_created_at'))
    op.drop_table('promotions')
