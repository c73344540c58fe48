"""What servers and members chose, as rows: server settings, members who muted mentions, and
where each seat's hand is in direct messages."""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from bot.storage.models import DmHandRow, MutedMemberRow, ServerSettingsRow


async def muted_among(session: AsyncSession, user_ids: Sequence[int]) -> set[int]:
    """Which of ``user_ids`` turned mentions off."""
    query = select(MutedMemberRow.user_id).where(MutedMemberRow.user_id.in_(user_ids))
    return set(await session.scalars(query))


async def with_own_expiry(session: AsyncSession) -> Sequence[ServerSettingsRow]:
    """The settings of the servers that chose their own expiry times."""
    query = select(ServerSettingsRow).where(
        or_(
            ServerSettingsRow.lobby_minutes.is_not(None),
            ServerSettingsRow.idle_hours.is_not(None),
        )
    )
    return (await session.scalars(query)).all()


async def dm_hands_of(session: AsyncSession, table_id: int) -> Sequence[DmHandRow]:
    """The rows of a table's hands in direct messages."""
    return (await session.scalars(select(DmHandRow).where(DmHandRow.table_id == table_id))).all()
