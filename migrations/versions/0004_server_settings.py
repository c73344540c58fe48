"""per-server settings: the language of new tables

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-23 17:30:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = '0004'
down_revision: str | None = '0003'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        'server_settings',
        sa.Column('guild_id', sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column('language', sa.String(length=8), nullable=True),
        sa.PrimaryKeyConstraint('guild_id'),
    )


def downgrade() -> None:
    op.drop_table('server_settings')
