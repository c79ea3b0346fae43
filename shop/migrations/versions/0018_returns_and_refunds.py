"""returns and refunds to the end: staff's answer on a return, the refunds, each category's return rule

Revision ID: 0018
Revises: 0017
Create Date: 2026-12-04

return_requests gains staff_reason (what staff told the shopper when approving or refusing) and decided_at.
refunds holds the money given back on an order: the amount in the order's currency and in GBP, the delivery's part,
the lines it was for, how (LiqPay's refund call or by hand), the provider's answer, whether the stock went back,
and who did it. categories gains return_rule ("any", "faulty-only", "none"; null: as its parent): the demo's and a
live shop's fabric, which is cut to length, is "faulty-only", as the FAQ has always said.

Only columns are added and a table made, so SQLite copies no table and foreign keys may stay on.
"""
import sqlalchemy as sa
from alembic import op

import shop.models_base

# revision identifiers, used by Alembic.
revision = '0018'
down_revision = '0017'
branch_labels = None
depends_on = None


def upgrade():
    with op.batch_alter_table('return_requests', schema=None) as batch_op:
        batch_op.add_column(sa.Column('staff_reason', sa.String(length=500), server_default='', nullable=False))
        batch_op.add_column(sa.Column('decided_at', shop.models_base.UTCDateTime(timezone=True), nullable=True))
    with op.batch_alter_table('categories', schema=None) as batch_op:
        batch_op.add_column(sa.Column('return_rule', sa.String(length=12), nullable=True))
    op.create_table('refunds',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('number', sa.String(length=24), nullable=False),
    sa.Column('order_id', sa.Integer(), nullable=False),
    sa.Column('return_request_id', sa.Integer(), nullable=True),
    sa.Column('currency', sa.String(length=3), nullable=False),
    sa.Column('amount', sa.Numeric(precision=12, scale=2), nullable=False),
    sa.Column('amount_gbp', sa.Numeric(precision=12, scale=2), nullable=False),
    sa.Column('delivery', sa.Numeric(precision=12, scale=2), nullable=False),
    sa.Column('lines', sa.JSON(), nullable=False),
    sa.Column('method', sa.String(length=12), nullable=False),
    sa.Column('restocked', sa.Boolean(), nullable=False),
    sa.Column('provider_ref', sa.String(length=64), nullable=True),
    sa.Column('provider_status', sa.String(length=32), nullable=True),
    sa.Column('note', sa.String(length=300), nullable=False),
    sa.Column('actor_id', sa.Integer(), nullable=True),
    sa.Column('actor_email', sa.String(length=254), nullable=True),
    sa.Column('created_at', shop.models_base.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['actor_id'], ['users.id'], name=op.f('fk_refunds_actor_id_users'), ondelete='SET NULL'),
    sa.ForeignKeyConstraint(['order_id'], ['orders.id'], name=op.f('fk_refunds_order_id_orders'),
                            ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['return_request_id'], ['return_requests.id'],
                            name=op.f('fk_refunds_return_request_id_return_requests'), ondelete='SET NULL'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_refunds')),
    sa.UniqueConstraint('number', name=op.f('uq_refunds_number'))
    )
    with op.batch_alter_table('refunds', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_refunds_created_at'), ['created_at'], unique=False)
        batch_op.create_index(batch_op.f('ix_refunds_order_id'), ['order_id'], unique=False)
        batch_op.create_index(batch_op.f('ix_refunds_return_request_id'), ['return_request_id'], unique=False)
    # Fabric is cut to the length ordered: the main fabrics category (and every category below it) takes back only
    # what is faulty or not what was ordered.
    categories = sa.table('categories', sa.column('level', sa.Integer), sa.column('slug', sa.String),
                          sa.column('return_rule', sa.String))
    op.execute(categories.update().where(categories.c.level == 1, categories.c.slug == 'fabrics')
               .values(return_rule='faulty-only'))


def downgrade():
    with op.batch_alter_table('refunds', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_refunds_return_request_id'))
        batch_op.drop_index(batch_op.f('ix_refunds_order_id'))
        batch_op.drop_index(batch_op.f('ix_refunds_created_at'))
    op.drop_table('refunds')
    with op.batch_alter_table('categories', schema=None) as batch_op:
        batch_op.drop_column('return_rule')
    with op.batch_alter_table('return_requests', schema=None) as batch_op:
        batch_op.drop_column('decided_at')
        batch_op.drop_column('staff_reason')
