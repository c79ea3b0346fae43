"""staff roles, and the tracking number a parcel is sent with

Revision ID: 0012
Revises: 0011
Create Date: 2026-12-03

users gains staff_role (owner, manager, warehouse; null for shoppers): every account already staff (status adm) was
allowed everything, so it becomes an owner. orders gains tracking_number, which the warehouse enters when it marks
an order sent.

Added columns are made in place, so foreign keys may stay on.
"""
import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision = '0012'
down_revision = '0011'
branch_labels = None
depends_on = None


def upgrade():
    with op.batch_alter_table('users', schema=None) as batch_op:
        batch_op.add_column(sa.Column('staff_role', sa.String(length=12), nullable=True))
    with op.batch_alter_table('orders', schema=None) as batch_op:
        batch_op.add_column(sa.Column('tracking_number', sa.String(length=64), server_default='', nullable=False))
    users = sa.table('users', sa.column('status', sa.String), sa.column('staff_role', sa.String))
    op.execute(users.update().where(users.c.status == 'adm').values(staff_role='owner'))


def downgrade():
    with op.batch_alter_table('orders', schema=None) as batch_op:
        batch_op.drop_column('tracking_number')
    with op.batch_alter_table('users', schema=None) as batch_op:
        batch_op.drop_column('staff_role')
