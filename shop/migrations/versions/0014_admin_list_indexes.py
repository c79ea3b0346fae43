"""indexes for staff's product list: one per order it sorts by, holding the columns it filters on

Revision ID: 0014
Revises: 0013
Create Date: 2026-12-03

Staff sort the product list by date, edit, name, sku, price and stock, and filter it by shown or hidden, category,
brand and stock (shop.admin.products.listing). A product row is wide (five languages of names and descriptions):
at 100,000 products a sorted or filtered page read through one-column indexes read tens of thousands of rows,
0.1-0.5 s on SQLite and PostgreSQL. Each index here holds an order's columns (the id last, as the list's orders end
with it) and every filtered column, so a page and a count are read from one index. New indexes only: nothing is
rewritten.
"""
from alembic import op

# revision identifiers, used by Alembic.
revision = '0014'
down_revision = '0013'
branch_labels = None
depends_on = None

FILTERS = ['is_active', 'category1', 'brand_id', 'stock', 'is_gift_card']
INDEXES = {
    'ix_products_list_created': ['created_at', 'id', *FILTERS],
    'ix_products_list_updated': ['updated_at', 'id', *FILTERS],
    'ix_products_list_name': ['name_en', 'id', *FILTERS],
    'ix_products_list_sku': ['product_id', 'id', *FILTERS],
    'ix_products_list_price': ['price', 'id', *FILTERS],
    'ix_products_list_stock': ['stock', 'id', *(column for column in FILTERS if column != 'stock')],
}


def upgrade():
    for name, columns in INDEXES.items():
        op.create_index(name, 'products', columns, unique=False)


def downgrade():
    for name in INDEXES:
        op.drop_index(name, table_name='products')
