"""one record's history in the audit log: an index on (entity, entity_id, created_at)

Revision ID: 0017
Revises: 0016
Create Date: 2026-12-03

The product form shows the product's edits from the audit log (GET /api/admin/audit?entity=product&entityId=...):
the index finds them without reading every product entry, however many the shop has made.
"""
from alembic import op

# revision identifiers, used by Alembic.
revision = '0017'
down_revision = '0016'
branch_labels = None
depends_on = None


def upgrade():
    op.create_index('ix_audit_entries_record', 'audit_entries', ['entity', 'entity_id', 'created_at'], unique=False)


def downgrade():
    op.drop_index('ix_audit_entries_record', table_name='audit_entries')
