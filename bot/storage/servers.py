"""What servers and members chose, as rows: server settings, members who muted mentions, and
where each seat's hand is in direct messages."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

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


async def settings_of(session: AsyncSession, guild_id: int) -> ServerSettingsRow | None:
    """A server's settings row, if it chose anything."""
    return await session.get(ServerSettingsRow, guild_id)


#: The settings a server chooses (a column each; None: the bot's default).
SETTINGS = ("timer", "lobby_minutes", "idle_hours", "threads", "pings", "language")


async def change_settings(
    session: AsyncSession, guild_id: int, changes: dict[str, Any]
) -> ServerSettingsRow:
    """Change some of a server's settings (``SETTINGS``) in this transaction (its row added
    if it had none): the row as it is then."""
    unknown = set(changes) - set(SETTINGS)
    if unknown:
        raise ValueError(f"not a server setting: {sorted(unknown)}")
    row = await session.get(ServerSettingsRow, guild_id)
    if row is None:
        row = ServerSettingsRow(guild_id=guild_id)
        session.add(row)
    for name, value in changes.items():
        setattr(row, name, value)
    return row


async def is_muted(session: AsyncSession, user_id: int) -> bool:
    """Whether a member turned mentions off."""
    return await session.get(MutedMemberRow, user_id) is not None


async def set_muted(session: AsyncSession, user_id: int, muted: bool) -> None:
    """A member's choice about mentions, in every server."""
    row = await session.get(MutedMemberRow, user_id)
    if not muted and row is not None:
        await session.delete(row)
    elif muted and row is None:
        session.add(MutedMemberRow(user_id=user_id))


async def keep_dm_hand(
    session: AsyncSession,
    table_id: int,
    seat: int,
    *,
    user_id: int,
    channel_id: int | None,
    message_id: int | None,
    refused: bool,
) -> None:
    """Where a seat's DM hand is now, in this transaction (replacing what was kept)."""
    row = await session.get(DmHandRow, (table_id, seat))
    if row is None:
        row = DmHandRow(table_id=table_id, seat=seat)
        session.add(row)
    row.user_id = user_id
    row.channel_id = channel_id
    row.message_id = message_id
    row.refused = refused
