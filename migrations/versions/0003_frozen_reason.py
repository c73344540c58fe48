"""why a table was frozen

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-23 12:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = '0003'
down_revision: str | None = '0002'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table('game_tables', schema=None) as batch_op:
        batch_op.add_column(sa.Column('frozen_reason', sa.String(length=500), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table('game_tables', schema=None) as batch_op:
        batch_op.drop_column('frozen_reason')
