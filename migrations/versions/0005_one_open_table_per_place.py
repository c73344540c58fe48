"""one open table per channel or thread, as a partial unique index

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-23 20:30:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = '0005'
down_revision: str | None = '0004'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

OPEN = "status IN ('lobby', 'running')"


def upgrade() -> None:
    # Two lobbies opened in one channel at the same moment (the race this index closes) keep
    # playing; the older one gives up the channel, so that the newest is the one it shows.
    op.execute(
        f"UPDATE game_tables SET place_id = NULL WHERE {OPEN} AND place_id IS NOT NULL "
        f"AND id NOT IN (SELECT MAX(id) FROM game_tables WHERE {OPEN} "
        "AND place_id IS NOT NULL GROUP BY place_id)"
    )
    op.create_index(
        'uq_game_tables_open_place',
        'game_tables',
        ['place_id'],
        unique=True,
        sqlite_where=sa.text(OPEN),
        postgresql_where=sa.text(OPEN),
    )


def downgrade() -> None:
    op.drop_index('uq_game_tables_open_place', table_name='game_tables')
