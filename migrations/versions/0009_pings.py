"""pings: whether a server's tables mention their players, and members who muted theirs

Revision ID: 0009
Revises: 0008
Create Date: 2026-11-26 11:15:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = '0009'
down_revision: str | None = '0008'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table('server_settings') as table:
        table.add_column(sa.Column('pings', sa.Boolean(), nullable=True))
    op.create_table(
        'muted_members',
        sa.Column('user_id', sa.BigInteger(), autoincrement=False, nullable=False),
        sa.PrimaryKeyConstraint('user_id'),
    )


def downgrade() -> None:
    op.drop_table('muted_members')
    with op.batch_alter_table('server_settings') as table:
        table.drop_column('pings')
