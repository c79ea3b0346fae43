"""delivery zones: countries, their methods, prices by parcel weight per currency, free-delivery thresholds; products'
weight

Revision ID: 0019
Revises: 0018
Create Date: 2026-12-04

delivery_zones holds the countries delivered alike (an empty list: every other country); delivery_zone_methods the
methods each offers; delivery_bands what a parcel of up to so many grams costs in a currency (null grams: any
heavier); delivery_thresholds the subtotal in a currency from which a zone's method is free. The starting zones
(shop.orders.delivery.DEFAULT_ZONES) are written, and staff's round price of a method in a currency (delivery_rates)
becomes that method's band for any weight in the currency, in every zone offering it, with its threshold: every
order costs what it did until staff price by weight. products gains weight_grams (0 until staff weigh them).
"""
import sqlalchemy as sa
from alembic import op

from shop.orders.delivery import DEFAULT_ZONES

# revision identifiers, used by Alembic.
revision = '0019'
down_revision = '0018'
branch_labels = None
depends_on = None


def upgrade():
    zones = op.create_table('delivery_zones',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('code', sa.String(length=24), nullable=False),
    sa.Column('name', sa.String(length=80), nullable=False),
    sa.Column('countries', sa.JSON(), nullable=False),
    sa.Column('position', sa.Integer(), nullable=False),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_delivery_zones')),
    sa.UniqueConstraint('code', name=op.f('uq_delivery_zones_code'))
    )
    methods = op.create_table('delivery_zone_methods',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('zone_id', sa.Integer(), nullable=False),
    sa.Column('method', sa.String(length=24), nullable=False),
    sa.Column('active', sa.Boolean(), nullable=False),
    sa.Column('position', sa.Integer(), nullable=False),
    sa.ForeignKeyConstraint(['zone_id'], ['delivery_zones.id'], name=op.f('fk_delivery_zone_methods_zone_id_delivery_zones'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_delivery_zone_methods')),
    sa.UniqueConstraint('zone_id', 'method', name=op.f('uq_delivery_zone_methods_zone_id'))
    )
    with op.batch_alter_table('delivery_zone_methods', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_delivery_zone_methods_zone_id'), ['zone_id'], unique=False)
    bands = op.create_table('delivery_bands',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('zone_method_id', sa.Integer(), nullable=False),
    sa.Column('currency', sa.String(length=3), nullable=False),
    sa.Column('up_to_grams', sa.Integer(), nullable=True),
    sa.Column('price', sa.Numeric(precision=12, scale=2), nullable=False),
    sa.ForeignKeyConstraint(['zone_method_id'], ['delivery_zone_methods.id'], name=op.f('fk_delivery_bands_zone_method_id_delivery_zone_methods'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_delivery_bands'))
    )
    with op.batch_alter_table('delivery_bands', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_delivery_bands_zone_method_id'), ['zone_method_id'], unique=False)
    thresholds = op.create_table('delivery_thresholds',
    sa.Column('zone_method_id', sa.Integer(), nullable=False),
    sa.Column('currency', sa.String(length=3), nullable=False),
    sa.Column('free_from', sa.Numeric(precision=12, scale=2), nullable=True),
    sa.ForeignKeyConstraint(['zone_method_id'], ['delivery_zone_methods.id'], name=op.f('fk_delivery_thresholds_zone_method_id_delivery_zone_methods'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('zone_method_id', 'currency', name=op.f('pk_delivery_thresholds'))
    )
    with op.batch_alter_table('products', schema=None) as batch_op:
        batch_op.add_column(sa.Column('weight_grams', sa.Integer(), server_default='0', nullable=False))

    conn = op.get_bind()
    rates = sa.table('delivery_rates', sa.column('method', sa.String), sa.column('currency', sa.String),
                     sa.column('price', sa.Numeric), sa.column('free_from', sa.Numeric))
    staffs = {}
    for row in conn.execute(sa.select(rates.c.method, rates.c.currency, rates.c.price, rates.c.free_from)):
        staffs.setdefault(row.method, []).append(row)
    # A shop whose staff set no prices keeps no zones: it reads the starting ones (shop.orders.delivery.DEFAULT_ZONES)
    # until staff save, as a fresh database does (and `flask migrate-to-postgres` then finds its target empty). Staff's
    # prices become "any weight" bands of the starting zones, so a running shop charges what it did.
    if staffs:
        for position, zone in enumerate(DEFAULT_ZONES):
            zone_id = conn.execute(zones.insert().values(code=zone.code, name=zone.name, countries=list(zone.countries),
                                                         position=position)).inserted_primary_key[0]
            for index, entry in enumerate(zone.methods):
                method_id = conn.execute(methods.insert().values(zone_id=zone_id, method=entry.method,
                                                                 active=entry.active, position=index)
                                         ).inserted_primary_key[0]
                for currency, rate in entry.rates.items():
                    conn.execute(thresholds.insert().values(zone_method_id=method_id, currency=currency,
                                                            free_from=rate.free_from))
                    for band in rate.bands:
                        conn.execute(bands.insert().values(zone_method_id=method_id, currency=currency,
                                                           up_to_grams=band.up_to, price=band.price))
                for row in staffs.get(entry.method, ()):
                    conn.execute(thresholds.insert().values(zone_method_id=method_id, currency=row.currency,
                                                            free_from=row.free_from))
                    conn.execute(bands.insert().values(zone_method_id=method_id, currency=row.currency,
                                                       up_to_grams=None, price=row.price))
    op.drop_table('delivery_rates')


def downgrade():
    op.create_table('delivery_rates',
    sa.Column('method', sa.String(length=24), nullable=False),
    sa.Column('currency', sa.String(length=3), nullable=False),
    sa.Column('price', sa.Numeric(precision=12, scale=2), nullable=False),
    sa.Column('free_from', sa.Numeric(precision=12, scale=2), nullable=True),
    sa.PrimaryKeyConstraint('method', 'currency', name=op.f('pk_delivery_rates'))
    )
    with op.batch_alter_table('products', schema=None) as batch_op:
        batch_op.drop_column('weight_grams')
    op.drop_table('delivery_thresholds')
    with op.batch_alter_table('delivery_bands', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_delivery_bands_zone_method_id'))
    op.drop_table('delivery_bands')
    with op.batch_alter_table('delivery_zone_methods', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_delivery_zone_methods_zone_id'))
    op.drop_table('delivery_zone_methods')
    op.drop_table('delivery_zones')
