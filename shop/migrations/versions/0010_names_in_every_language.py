"""names in every language: categories in Polish, Russian and German; order lines in the order's languages

Revision ID: 0010
Revises: 0009
Create Date: 2026-12-03

categories gains name_pl, name_ru and name_de (empty: the spec's display rule applies to name, as before).
order_lines gains names, the product's name in each language when the order was placed; lines of earlier orders
take it from the product where it still exists, else keep only the stored (English) name.

Added columns are made in place, so foreign keys may stay on.
"""
import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision = '0010'
down_revision = '0009'
branch_labels = None
depends_on = None

LANGUAGES = ("en", "ua", "pl", "ru", "de")


def upgrade():
    with op.batch_alter_table('categories', schema=None) as batch_op:
        for language in ("pl", "ru", "de"):
            batch_op.add_column(sa.Column(f'name_{language}', sa.String(length=160), nullable=True))
    with op.batch_alter_table('order_lines', schema=None) as batch_op:
        batch_op.add_column(sa.Column('names', sa.JSON(), nullable=True))

    lines = sa.table('order_lines', sa.column('id', sa.Integer), sa.column('product_id', sa.Integer),
                     sa.column('names', sa.JSON))
    products = sa.table('products', sa.column('id', sa.Integer),
                        *(sa.column(f'name_{language}', sa.String) for language in LANGUAGES))
    connection = op.get_bind()
    rows = connection.execute(
        sa.select(lines.c.id, *(products.c[f'name_{language}'] for language in LANGUAGES))
        .join(products, products.c.id == lines.c.product_id)
    ).all()
    filled = [{"line": row[0], "names": {language: name for language, name in zip(LANGUAGES, row[1:]) if name}}
              for row in rows]
    if filled:  # one executemany, not a statement per line
        connection.execute(sa.update(lines).where(lines.c.id == sa.bindparam("line"))
                           .values(names=sa.bindparam("names")), filled)


def downgrade():
    with op.batch_alter_table('order_lines', schema=None) as batch_op:
        batch_op.drop_column('names')
    with op.batch_alter_table('categories', schema=None) as batch_op:
        for language in ("de", "ru", "pl"):
            batch_op.drop_column(f'name_{language}')
