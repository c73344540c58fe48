"""A table's row as its lobby fills and its game starts, moves or ends: every row the service
builds and every change it makes to one, by name, in the caller's session (the service reads
the rows a session gives it; it builds and edits none itself)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from bot.storage.models import SeatRow, TableRow


def new_lobby(
    session: AsyncSession,
    *,
    game: str,
    guild_id: int | None,
    channel_id: int | None,
    host: tuple[int, str],
    options: dict[str, Any],
    seed: int,
    now: datetime,
    ai_seats: Sequence[tuple[str, str]] = (),
) -> TableRow:
    """A new lobby in ``channel_id``: its host (user id, name) seated first, then the AI
    seats (name, policy); its id is the database's once the session flushes."""
    row = TableRow(
        game=game,
        status="lobby",
        guild_id=guild_id,
        channel_id=channel_id,
        place_id=channel_id,
        host_id=host[0],
        options=options,
        seed=seed,
        version=0,
        round=0,
        created_at=now,
        updated_at=now,
    )
    row.seats = [SeatRow(user_id=host[0], name=host[1])]
    row.seats += [SeatRow(user_id=None, name=name, ai_policy=policy) for name, policy in ai_seats]
    session.add(row)
    return row


def seat_player(row: TableRow, user_id: int, name: str) -> None:
    """A person takes the lobby's next seat."""
    row.seats.append(SeatRow(user_id=user_id, name=name))


def seat_ai(row: TableRow, name: str, policy: str) -> None:
    """An AI takes the lobby's next seat."""
    row.seats.append(SeatRow(user_id=None, name=name, ai_policy=policy))


def unseat(row: TableRow, seat: SeatRow) -> None:
    """A seat leaves the lobby."""
    row.seats.remove(seat)


def set_options(row: TableRow, **changes: Any) -> None:
    """Some of the lobby's options change (the others stay)."""
    row.options = {**row.options, **changes}


def hand_host_to(row: TableRow, user_id: int) -> None:
    row.host_id = user_id


def cancel(row: TableRow) -> None:
    """The table will not be played (on): a lobby nobody starts, a game cancelled."""
    row.status = "cancelled"


def move_to_thread(row: TableRow, thread_id: int) -> None:
    """The table's game lives in ``thread_id`` from now on."""
    row.thread_id = row.place_id = thread_id


def start(
    row: TableRow,
    *,
    now: datetime,
    config: Any,
    snapshot: Any,
    round: int,
    thread_id: int | None = None,
) -> None:
    """The lobby's game starts: its seats take their positions in the order they sat, its
    dealt state is its snapshot, and its wait for a first move starts ``now``."""
    for position, seat in enumerate(row.seats):
        seat.position = position
    row.status = "running"
    row.updated_at = now
    row.config = config
    row.snapshot = snapshot
    row.round = round
    if thread_id is not None:
        move_to_thread(row, thread_id)
