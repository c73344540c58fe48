"""Loading running tables back from the database, and checking their logs replay to them.

Start-up only reads snapshots (fast); the replay check, which costs a whole game's worth of
engine work per table, runs before a table's first action and in a sweep after start-up.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncEngine

from bot.service.live import LiveTable, live_from_row
from bot.service.types import SeatInfo
from bot.storage.models import ActionRow, SeatRow, TableRow
from engine import Move

TABLES = TableRow.__table__
SEATS = SeatRow.__table__


async def load_running(engine: AsyncEngine, table_id: int | None = None) -> list[LiveTable]:
    """Every running table (or just ``table_id`` if it is running), from its snapshot."""
    tables = select(TABLES).where(TABLES.c.status == "running")
    seats = select(SEATS).join(TABLES, SEATS.c.table_id == TABLES.c.id)
    seats = seats.where(TABLES.c.status == "running")
    if table_id is not None:
        tables = tables.where(TABLES.c.id == table_id)
        seats = seats.where(SEATS.c.table_id == table_id)
    async with engine.connect() as conn:
        table_rows = (await conn.execute(tables)).all()
        seat_rows = (await conn.execute(seats.order_by(SEATS.c.position))).all()
    seats_by_table: dict[int, list[SeatInfo]] = defaultdict(list)
    for seat in seat_rows:
        seats_by_table[seat.table_id].append(
            SeatInfo(seat.position, seat.user_id, seat.name, seat.ai_policy)
        )
    return [live_from_row(row, seats_by_table[row.id]) for row in table_rows]


async def read_log(engine: AsyncEngine, live: LiveTable) -> list[Move[Any]]:
    """A table's accepted moves, in order."""
    query = (
        select(ActionRow.seat, ActionRow.action)
        .where(ActionRow.table_id == live.id)
        .order_by(ActionRow.seq)
    )
    async with engine.connect() as conn:
        rows = (await conn.execute(query)).all()
    return [Move(seat, live.game.action_from_json(action)) for seat, action in rows]


def replay_matches(live: LiveTable, moves: list[Move[Any]]) -> bool:
    """Whether replaying ``moves`` from the seed gives the table's snapshot exactly.

    Pure engine work: callers run it in a thread.
    """
    game = live.game
    if len(moves) != live.version:
        return False
    replayed = game.replay(live.config, live.seed, moves)
    return game.state_to_json(replayed) == game.state_to_json(live.state)
