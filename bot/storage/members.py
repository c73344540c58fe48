"""What the bot stores about one member, read or erased on their request.

A member appears in the seats they took, the results of their finished games, the tables they
opened, the picks they made for their own seat in a lobby (a table's options), their
direct-message hands, their ratings (under their player key) and their choice about pings. The
action logs name seats, never people.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import String, cast, delete, select, update
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncSession

from bot.storage.models import (
    SEAT_CHOICES,
    DmHandRow,
    MetaRow,
    MutedMemberRow,
    RatingRow,
    ResultRow,
    SeatRow,
    TableRow,
)

#: A forget-me asked for and not finished yet, kept among the bot's facts by the member's id
#: until the transaction that erases them: a process that stops in between leaves it, and the
#: next one finishes it.
PENDING_FORGET = "forget-pending:"


@dataclass(frozen=True)
class MemberRows:
    """Every stored row that names one member."""

    seats: Sequence[Any]  # (table, game, server, status, position, name) each
    tables_hosted: list[int]
    results: Sequence[Any]  # the columns of a ResultRow each
    ratings: Sequence[Any]  # of a RatingRow
    hands: Sequence[Any]  # of a DmHandRow
    muted: bool
    picks: list[tuple[int, str, Any]]  # (table, game, what they picked for their seat)


async def member_rows(conn: AsyncConnection, user_id: int, player: str) -> MemberRows:
    """The rows that name ``user_id`` (``player``: their key in the ratings)."""
    seats = await conn.execute(
        select(TableRow.id, TableRow.game, TableRow.guild_id, TableRow.status)
        .add_columns(SeatRow.position, SeatRow.name)
        .join(SeatRow, SeatRow.table_id == TableRow.id)
        .where(SeatRow.user_id == user_id)
        .order_by(TableRow.id, SeatRow.position)
    )
    hosted = await conn.execute(
        select(TableRow.id).where(TableRow.host_id == user_id).order_by(TableRow.id)
    )
    results = await conn.execute(
        select(ResultRow).where(ResultRow.user_id == user_id).order_by(ResultRow.id)
    )
    ratings = await conn.execute(
        select(RatingRow)
        .where(RatingRow.player == player)
        .order_by(RatingRow.guild_id, RatingRow.game)
    )
    hands = await conn.execute(
        select(DmHandRow).where(DmHandRow.user_id == user_id).order_by(DmHandRow.table_id)
    )
    muted = await conn.scalar(
        select(MutedMemberRow.user_id).where(MutedMemberRow.user_id == user_id)
    )
    picks = [
        (t, game, options[SEAT_CHOICES][str(user_id)])
        for t, game, options in await _picking(conn, user_id)
    ]
    return MemberRows(
        seats=seats.all(),
        tables_hosted=list(hosted.scalars()),
        results=results.all(),
        ratings=ratings.all(),
        hands=hands.all(),
        muted=muted is not None,
        picks=picks,
    )


async def _picking(
    conn: AsyncConnection | AsyncSession, user_id: int
) -> list[tuple[int, str, Any]]:
    """(table, game, options) of each table whose options keep a seat pick of ``user_id``.
    Options are matched as text first (SQLite and PostgreSQL query JSON differently), then
    read: a member's tables are few."""
    rows = await conn.execute(
        select(TableRow.id, TableRow.game, TableRow.options)
        .where(cast(TableRow.options, String).contains(str(user_id)))
        .order_by(TableRow.id)
    )
    return [
        (table_id, game, options)
        for table_id, game, options in rows.all()
        if str(user_id) in (options or {}).get(SEAT_CHOICES, {})
    ]


async def open_tables_of(
    session: AsyncSession, user_id: int, statuses: Sequence[str]
) -> list[tuple[int, str]]:
    """The (table, status) of each table in ``statuses`` where ``user_id`` holds a seat."""
    rows = await session.execute(
        select(TableRow.id, TableRow.status)
        .join(SeatRow, SeatRow.table_id == TableRow.id)
        .where(SeatRow.user_id == user_id, SeatRow.ai_policy.is_(None))
        .where(TableRow.status.in_(statuses))
        .distinct()
    )
    return [(table_id, status) for table_id, status in rows.all()]


async def mark_forget_pending(session: AsyncSession, user_id: int) -> None:
    """Note that ``user_id`` asked to be forgotten (``erase`` takes the note away)."""
    await session.merge(MetaRow(key=f"{PENDING_FORGET}{user_id}", value="asked"))


async def pending_forgets(conn: AsyncConnection) -> list[int]:
    """The members whose forget-me was asked for and not finished."""
    keys = await conn.scalars(
        select(MetaRow.key).where(MetaRow.key.startswith(PENDING_FORGET)).order_by(MetaRow.key)
    )
    return [int(key.removeprefix(PENDING_FORGET)) for key in keys]


async def erase(session: AsyncSession, user_id: int, player: str, name: str) -> tuple[int, int]:
    """Make every seat and result of ``user_id`` keep ``name`` and no id, every table they
    hosted keep no host, every table's options keep no seat pick of theirs; delete their
    hands, their choice about pings, their ratings (under ``player``) and the note that the
    forget was asked for. The seats and results changed."""
    seats = await session.execute(
        update(SeatRow).where(SeatRow.user_id == user_id).values(user_id=None, name=name)
    )
    results = await session.execute(
        update(ResultRow).where(ResultRow.user_id == user_id).values(user_id=None, name=name)
    )
    await session.execute(update(TableRow).where(TableRow.host_id == user_id).values(host_id=None))
    for table_id, _, options in await _picking(session, user_id):
        picks = {k: v for k, v in options[SEAT_CHOICES].items() if k != str(user_id)}
        kept = {**options, SEAT_CHOICES: picks}
        await session.execute(update(TableRow).where(TableRow.id == table_id).values(options=kept))
    await session.execute(delete(DmHandRow).where(DmHandRow.user_id == user_id))
    await session.execute(delete(MetaRow).where(MetaRow.key == f"{PENDING_FORGET}{user_id}"))
    await session.execute(delete(MutedMemberRow).where(MutedMemberRow.user_id == user_id))
    # Their ratings go: a leaderboard shows a rating by its player's id and name.
    await session.execute(delete(RatingRow).where(RatingRow.player == player))
    return _count(seats), _count(results)


def _count(result: object) -> int:
    return int(getattr(result, "rowcount", 0) or 0)
