"""Turn timers' rows: the deadlines each table's waiting seats have.

The statements are prepared once (``bot.storage.prepared``): a timed table rewrites its
deadlines on most actions.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from functools import lru_cache
from typing import Any, cast

from sqlalchemy import Connection, Select, Table, bindparam, delete, insert, select
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncSession

from bot.storage.models import ActionRow, DeadlineRow, TableRow
from bot.storage.prepared import Prepared
from bot.storage.tables import ShardSet

DEADLINES = cast(Table, DeadlineRow.__table__)
_ARMED = Prepared(select(DEADLINES.c.seat).where(DEADLINES.c.table_id == bindparam("b_table")))
_ARM = Prepared(insert(DEADLINES), columns=("table_id", "seat", "round", "kind", "due_at"))
_DROP_ALL = Prepared(delete(DEADLINES).where(DEADLINES.c.table_id == bindparam("b_table")))


@lru_cache(maxsize=16)
def _drop_stale(waiting: int) -> Prepared:
    """Delete a table's deadlines of another round or of a seat not among ``waiting`` seats
    (the number of seats is part of the statement: a table has 1 to 12)."""
    if waiting == 0:
        return _DROP_ALL
    seats: list[Any] = [bindparam(f"b_seat_{i}") for i in range(waiting)]
    return Prepared(
        delete(DEADLINES).where(
            DEADLINES.c.table_id == bindparam("b_table"),
            (DEADLINES.c.round != bindparam("b_round")) | DEADLINES.c.seat.not_in(seats),
        )
    )


def drop_stale(conn: Connection, table_id: int, round: int, waiting: Collection[int]) -> None:
    """Drop a table's deadlines of another round than ``round``, or of a seat not waited for."""
    seats = {f"b_seat_{i}": seat for i, seat in enumerate(sorted(waiting))}
    _drop_stale(len(seats)).run(conn, {"b_table": table_id, "b_round": round, **seats})


def armed_seats(conn: Connection, table_id: int) -> set[int]:
    """The seats of a table that have a deadline."""
    return {seat for (seat,) in _ARMED.rows(conn, {"b_table": table_id})}


def arm(conn: Connection, table_id: int, deadlines: Sequence[tuple[int, int, str, float]]) -> None:
    """Add deadlines: (seat, round, kind, due at) each."""
    rows = [
        {"table_id": table_id, "seat": seat, "round": round, "kind": kind, "due_at": due_at}
        for seat, round, kind, due_at in deadlines
    ]
    if rows:
        _ARM.run_many(conn, rows)


def drop_deadlines(conn: Connection, table_id: int) -> None:
    """Forget every deadline of a table (finished or cancelled)."""
    _DROP_ALL.run(conn, {"b_table": table_id})


def _owned(shards: ShardSet, *columns: Any) -> Select[Any]:
    """``columns`` of the deadlines of the tables the ``shards`` own."""
    query = select(*columns).join(TableRow, TableRow.id == DeadlineRow.table_id)
    return query.where(shards.owns(TableRow.guild_id))


async def next_due(conn: AsyncConnection, shards: ShardSet) -> float | None:
    """When the next deadline of the ``shards``' tables falls due (epoch seconds), if any."""
    due: float | None = await conn.scalar(
        _owned(shards, DeadlineRow.due_at).order_by(DeadlineRow.due_at)
    )
    return due


async def due_by(conn: AsyncConnection, shards: ShardSet, now: float) -> Sequence[Any]:
    """The deadline rows of the ``shards``' tables due by ``now``, earliest first."""
    query = (
        _owned(shards, DeadlineRow)
        .where(DeadlineRow.due_at <= now)
        .order_by(DeadlineRow.due_at, DeadlineRow.id)
    )
    return list((await conn.execute(query)).all())


async def last_sources(conn: AsyncConnection, table_id: int, seat: int, count: int) -> list[str]:
    """Who made a seat's last ``count`` actions ("player", "timer", "ai"...), newest first."""
    query = (
        select(ActionRow.source)
        .where(ActionRow.table_id == table_id, ActionRow.seat == seat)
        .order_by(ActionRow.seq.desc())
        .limit(count)
    )
    return list((await conn.execute(query)).scalars())


async def drop_in_session(session: AsyncSession, table_id: int) -> None:
    """Forget every deadline of a table, in a session's transaction (a lobby or table being
    cancelled through its row)."""
    await session.execute(delete(DeadlineRow).where(DeadlineRow.table_id == table_id))
