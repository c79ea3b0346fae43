"""content pages: the information pages staff write in the admin

Revision ID: 0016
Revises: 0015
Create Date: 2026-12-03

content_pages holds the pages staff saved: a slug, a title and a Markdown text per language (English required; a
language without a title shows the English text), whether shoppers see it, and when it was last saved. The pages the
shop starts with (About, FAQ, Payment, Delivery, Returns, the privacy policy) need no row: until staff save one it
shows its starting text (shop/content_pages/starting, the texts the storefront used to have built in), so nothing a
shopper reads changes with this upgrade, and a shop whose staff never edit a page gets the starting texts' fixes.

A new table is made in place, so foreign keys may stay on.
"""
import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision = '0016'
down_revision = '0015'
branch_labels = None
depends_on = None


def upgrade():
    op.create_table('content_pages',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('slug', sa.String(length=40), nullable=False),
    sa.Column('title_en', sa.String(length=160), nullable=False),
    sa.Column('title_ua', sa.String(length=160), nullable=True),
    sa.Column('title_pl', sa.String(length=160), nullable=True),
    sa.Column('title_ru', sa.String(length=160), nullable=True),
    sa.Column('title_de', sa.String(length=160), nullable=True),
    sa.Column('body_en', sa.Text(), nullable=False),
    sa.Column('body_ua', sa.Text(), nullable=True),
    sa.Column('body_pl', sa.Text(), nullable=True),
    sa.Column('body_ru', sa.Text(), nullable=True),
    sa.Column('body_de', sa.Text(), nullable=True),
    sa.Column('is_published', sa.Boolean(), nullable=False),
    sa.Column('updated_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_content_pages')),
    sa.UniqueConstraint('slug', name=op.f('uq_content_pages_slug'))
    )
    with op.batch_alter_table('content_pages', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_content_pages_created_at'), ['created_at'], unique=False)


def downgrade():
    with op.batch_alter_table('content_pages', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_content_pages_created_at'))
    op.drop_table('content_pages')
