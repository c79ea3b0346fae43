"""shop settings: the shop's own details, which staff edit in the admin

Revision ID: 0013
Revises: 0012
Create Date: 2026-12-03

shop_settings holds one row: the document of the shop's names, e-mail, phone, addresses with opening hours, bank
details and social links (shop.settings), and the stamp every save renews. Without a row the shop shows the demo
shop's details. The shop's names and bank account used to be SHOP_NAME, SHOP_LEGAL_NAME and SHOP_BANK_* in the
environment: a shop that set them gets a row holding them, so upgrading never sends a transfer to another account.

A new table is made in place, so foreign keys may stay on.
"""
import os
import uuid
from datetime import UTC, datetime

import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision = '0013'
down_revision = '0012'
branch_labels = None
depends_on = None

# Where each setting that the environment used to give goes in the document.
_FROM_ENVIRONMENT = {
    "SHOP_NAME": ("tradingName",),
    "SHOP_LEGAL_NAME": ("legalName",),
    "SHOP_BANK_RECIPIENT": ("bank", "recipient"),
    "SHOP_BANK_IBAN": ("bank", "iban"),
    "SHOP_BANK_NAME": ("bank", "bankName"),
}


def upgrade():
    table = op.create_table('shop_settings',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('stamp', sa.String(length=32), nullable=False),
    sa.Column('document', sa.JSON(), nullable=False),
    sa.Column('updated_at', sa.DateTime(timezone=True), nullable=False),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_shop_settings'))
    )
    document: dict = {}
    for name, path in _FROM_ENVIRONMENT.items():
        value = (os.environ.get(name) or "").strip()
        if value:
            section = document
            for key in path[:-1]:
                section = section.setdefault(key, {})
            section[path[-1]] = value.replace(" ", "").upper() if name == "SHOP_BANK_IBAN" else value
    if document:  # the rest keeps the defaults (shop.settings.document merges them in)
        op.bulk_insert(table, [{"id": 1, "stamp": uuid.uuid4().hex, "document": document,
                                "updated_at": datetime.now(UTC)}])


def downgrade():
    op.drop_table('shop_settings')
