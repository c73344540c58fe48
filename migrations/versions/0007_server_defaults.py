"""per-server defaults: the timer of new tables, expiry times, whether games get a thread

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-24 02:15:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = '0007'
down_revision: str | None = '0006'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

COLUMNS = ('timer', 'lobby_minutes', 'idle_hours', 'threads')


def upgrade() -> None:
    with op.batch_alter_table('server_settings') as table:
        table.add_column(sa.Column('timer', sa.JSON(), nullable=True))
        table.add_column(sa.Column('lobby_minutes', sa.Float(), nullable=True))
        table.add_column(sa.Column('idle_hours', sa.Float(), nullable=True))
        table.add_column(sa.Column('threads', sa.Boolean(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table('server_settings') as table:
        for column in reversed(COLUMNS):
            table.drop_column(column)
