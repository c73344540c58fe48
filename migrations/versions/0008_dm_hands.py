"""hands in direct messages: the DM message of each player's hand, or that their DMs are closed

Revision ID: 0008
Revises: 0007
Create Date: 2026-11-24 04:10:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = '0008'
down_revision: str | None = '0007'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        'dm_hands',
        sa.Column('table_id', sa.Integer(), nullable=False),
        sa.Column('seat', sa.Integer(), autoincrement=False, nullable=False),
        sa.Column('user_id', sa.BigInteger(), nullable=False),
        sa.Column('channel_id', sa.BigInteger(), nullable=True),
        sa.Column('message_id', sa.BigInteger(), nullable=True),
        sa.Column('refused', sa.Boolean(), nullable=False),
        sa.ForeignKeyConstraint(['table_id'], ['game_tables.id'], ondelete='CASCADE'),
        sa.PrimaryKeyConstraint('table_id', 'seat'),
    )
    op.create_index('ix_dm_hands_user_id', 'dm_hands', ['user_id'])


def downgrade() -> None:
    op.drop_index('ix_dm_hands_user_id', table_name='dm_hands')
    op.drop_table('dm_hands')
