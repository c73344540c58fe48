"""Tables, their seats and their action logs as rows: the reads that load tables back, and
the small statements on a table's row.

JSON columns are read as text and decoded by the caller row by row, so that one damaged row
cannot stop the query that reads every table.
"""

from __future__ import annotations

import hashlib
from collections import namedtuple
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from functools import lru_cache
from typing import Any

from sqlalchemy import (
    ColumnElement,
    Connection,
    Row,
    Text,
    and_,
    bindparam,
    cast,
    delete,
    func,
    or_,
    select,
    text,
    true,
    update,
)
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine, AsyncSession
from sqlalchemy.orm import defer, selectinload
from sqlalchemy.sql.expression import literal

from bot.storage.models import ActionRow, MetaRow, SeatRow, TableRow
from bot.storage.prepared import Prepared

TABLES = TableRow.__table__
SEATS = SeatRow.__table__
ACTIONS = ActionRow.__table__
_JSON_COLUMNS = ("options", "config", "snapshot")
_TABLE_COLUMNS = [
    cast(column, Text).label(column.name) if column.name in _JSON_COLUMNS else column
    for column in TABLES.c
]
#: What start-up makes a live table of: no timestamps (each would be parsed into a datetime)
#: and nothing a running table does not use.
_RUNNING_COLUMNS = [
    column
    for column in _TABLE_COLUMNS
    if column.name
    not in ("status", "place_id", "round", "frozen_reason", "created_at", "updated_at")
]
#: A running table's row as start-up reads it: its fields by name, read as fast as a tuple's
#: (a database row's fields are looked up by name each time: a tenth of a Split it! start-up).
RunningRow = namedtuple("RunningRow", [column.name for column in _RUNNING_COLUMNS])  # type: ignore[misc]
#: A seat as start-up reads it: (table_id, position, user_id, name, ai_policy).
_RUNNING_SEAT_COLUMNS = [
    SEATS.c.table_id,
    SEATS.c.position,
    SEATS.c.user_id,
    SEATS.c.name,
    SEATS.c.ai_policy,
]
#: How far a server id is shifted to give its shard (Discord's sharding formula).
SHARD_SHIFT = 22


@dataclass(frozen=True)
class ShardSet:
    """The shards of ``count`` whose servers' tables a process owns (``ids`` None: all;
    ``bot.service.shards.Shards.rows`` gives None when a process runs every shard)."""

    count: int
    ids: frozenset[int] | None

    def owns(self, guild_id: Any) -> ColumnElement[bool]:
        """The SQL condition "this process owns the table" on a ``guild_id`` column."""
        if self.ids is None:
            return true()
        shifted = func.coalesce(guild_id, 0).op(">>")(literal(SHARD_SHIFT))
        return (shifted % self.count).in_(sorted(self.ids))


@dataclass(frozen=True)
class LoggedRow:
    """One row of a table's action log as stored: its action still JSON text."""

    seq: int
    seat: int
    action: str
    source: str


async def running_rows(
    engine: AsyncEngine, table_id: int | None = None, *, shards: ShardSet | None = None
) -> tuple[Sequence[Any], Sequence[tuple[Any, ...]]]:
    """The rows of every running table (or just ``table_id`` if it is running; or those the
    ``shards`` own), their JSON columns as text, and their seats' rows in seat order, each
    ``(table_id, position, user_id, name, ai_policy)``."""
    running = TABLES.c.status == "running"
    if shards is not None:
        running = running & shards.owns(TABLES.c.guild_id)
    tables = select(*_RUNNING_COLUMNS).where(running)
    seats = (
        select(*_RUNNING_SEAT_COLUMNS).join(TABLES, SEATS.c.table_id == TABLES.c.id).where(running)
    )
    if table_id is not None:
        tables = tables.where(TABLES.c.id == table_id)
        seats = seats.where(SEATS.c.table_id == table_id)
    async with engine.connect() as conn:
        table_rows = [RunningRow._make(row) for row in await conn.execute(tables)]
        # A row unpacks as the tuple of its columns.
        seat_rows: Sequence[Any] = (await conn.execute(seats.order_by(SEATS.c.position))).all()
    return table_rows, seat_rows


async def table_row(
    engine: AsyncEngine, table_id: int
) -> tuple[Row[Any], Sequence[Row[Any]]] | None:
    """Any table's row (its JSON columns as text) and its seats' rows; None if there is none."""
    async with engine.connect() as conn:
        row = (await conn.execute(select(*_TABLE_COLUMNS).where(TABLES.c.id == table_id))).first()
        if row is None:
            return None
        seats = (
            await conn.execute(
                select(SEATS).where(SEATS.c.table_id == table_id).order_by(SEATS.c.id)
            )
        ).all()
    return row, seats


async def log_rows(engine: AsyncEngine, table_id: int) -> list[LoggedRow]:
    """A table's action log as stored, in order."""
    query = (
        select(
            ACTIONS.c.seq,
            ACTIONS.c.seat,
            cast(ACTIONS.c.action, Text).label("action"),
            ACTIONS.c.source,
        )
        .where(ACTIONS.c.table_id == table_id)
        .order_by(ACTIONS.c.seq)
    )
    async with engine.connect() as conn:
        rows = (await conn.execute(query)).all()
    return [LoggedRow(*row) for row in rows]


async def actions(session: AsyncSession, table_id: int) -> Sequence[ActionRow]:
    """A table's action log as rows, in order."""
    query = select(ActionRow).where(ActionRow.table_id == table_id).order_by(ActionRow.seq)
    return (await session.scalars(query)).all()


async def count_by_status(conn: AsyncConnection, shards: ShardSet) -> dict[str, int]:
    """How many tables the ``shards`` own have each status."""
    rows = await conn.execute(
        select(TableRow.status, func.count())
        .where(shards.owns(TableRow.guild_id))
        .group_by(TableRow.status)
    )
    return {status: count for status, count in rows.all()}


async def newest_in(session: AsyncSession, place_id: int, statuses: Sequence[str]) -> int | None:
    """The newest table of a channel or thread with one of ``statuses``, if any."""
    return await session.scalar(
        select(TableRow.id)
        .where(TableRow.place_id == place_id, TableRow.status.in_(statuses))
        .order_by(TableRow.id.desc())
    )


async def newest_in_threads_of(
    session: AsyncSession, channel_id: int, statuses: Sequence[str], most: int = 25
) -> list[int]:
    """The newest tables (their ids, newest first) of the threads of a channel with one of
    ``statuses``: the games its lobbies started."""
    query = (
        select(TableRow.id)
        .where(
            TableRow.channel_id == channel_id,
            TableRow.thread_id.is_not(None),
            TableRow.status.in_(statuses),
        )
        .order_by(TableRow.id.desc())
        .limit(most)
    )
    return list(await session.scalars(query))


async def seed_of(conn: AsyncConnection, table_id: int) -> int | None:
    return await conn.scalar(select(TableRow.seed).where(TableRow.id == table_id))


async def status_of(conn: AsyncConnection, table_id: int) -> str | None:
    return await conn.scalar(select(TableRow.status).where(TableRow.id == table_id))


async def version_and_status(conn: AsyncConnection, table_id: int) -> tuple[int, str] | None:
    """A table's version and status as stored (None if there is no such table)."""
    row = (
        await conn.execute(select(TableRow.version, TableRow.status).where(TableRow.id == table_id))
    ).first()
    return None if row is None else (row.version, row.status)


def freeze(conn: Connection, table_id: int, reason: str) -> None:
    """Mark a table frozen, with why."""
    conn.execute(
        update(TableRow)
        .where(TableRow.id == table_id)
        .values(status="frozen", frozen_reason=reason)
    )


async def table_with_seats(session: AsyncSession, table_id: int, *, lock: bool) -> TableRow | None:
    """The table's row with its seats, locked until the session ends (``lock``). The game's
    JSON is not loaded: no lobby or seat operation reads it, and a damaged one must not stop
    a frozen table from answering."""
    row = await session.get(
        TableRow,
        table_id,
        with_for_update=lock,
        options=[
            selectinload(TableRow.seats),
            defer(TableRow.snapshot, raiseload=True),
            defer(TableRow.config, raiseload=True),
        ],
    )
    return row


def hand_seat_to_ai(conn: Connection, table_id: int, position: int, policy: str) -> None:
    """The seat at ``position`` is played by the AI ``policy`` from now on."""
    conn.execute(
        update(SeatRow)
        .where(SeatRow.table_id == table_id, SeatRow.position == position)
        .values(ai_policy=policy)
    )


def stamp_messages(conn: Connection, table_id: int, columns: dict[str, Any]) -> bool:
    """Store the ids of a table's messages (``columns``: the row's ``*_message_id`` values);
    False if there is no such table."""
    values = {f"b_{name}": value for name, value in columns.items()}
    return _stamp(tuple(sorted(columns))).run(conn, {"b_id": table_id, **values}) == 1


@lru_cache(maxsize=4)
def _stamp(columns: tuple[str, ...]) -> Prepared:
    """The UPDATE of a table's message ids, prepared: it runs after every round's new board,
    while the players wait for it."""
    return Prepared(
        update(TableRow)
        .where(TableRow.id == bindparam("b_id"))
        .values({name: bindparam(f"b_{name}") for name in columns})
    )


async def messages_of(
    session: AsyncSession, table_id: int
) -> tuple[str, int | None, int | None] | None:
    """A table's status, lobby message and board message (None if there is no such table)."""
    row = (
        await session.execute(
            select(TableRow.status, TableRow.lobby_message_id, TableRow.board_message_id).where(
                TableRow.id == table_id
            )
        )
    ).first()
    return None if row is None else (row.status, row.lobby_message_id, row.board_message_id)


async def get_fact(session: AsyncSession, key: str) -> str | None:
    """A fact the bot keeps about itself."""
    row = await session.get(MetaRow, key)
    return row.value if row else None


async def set_fact(session: AsyncSession, key: str, value: str) -> None:
    await session.merge(MetaRow(key=key, value=value))


async def facts_under(session: AsyncSession, prefix: str) -> dict[str, str]:
    """Every fact kept under a key starting with ``prefix``."""
    rows = await session.execute(select(MetaRow).where(MetaRow.key.startswith(prefix)))
    return {row.key: row.value for row in rows.scalars()}


async def drop_facts(session: AsyncSession, keys: Sequence[str]) -> None:
    """Forget the facts kept under ``keys``."""
    if keys:
        await session.execute(delete(MetaRow).where(MetaRow.key.in_(keys)))


async def first_fact(session: AsyncSession, key: str, value: str) -> str:
    """The fact kept under ``key``; ``value`` is kept if none was. Of processes keeping one
    at once, one commits: the others' inserts fail (``IntegrityError``) and they read again."""
    row = await session.get(MetaRow, key)
    if row is not None:
        return row.value
    session.add(MetaRow(key=key, value=value))
    return value


async def stale(
    conn: AsyncConnection, shards: ShardSet, lobby_before: datetime, idle_before: datetime
) -> list[tuple[int, str, int | None]]:
    """The (table, status, server) of the ``shards``' lobbies opened before ``lobby_before``
    and running games last moved before ``idle_before``."""
    query = select(TableRow.id, TableRow.status, TableRow.guild_id).where(
        shards.owns(TableRow.guild_id),
        or_(
            and_(TableRow.status == "lobby", TableRow.created_at < lobby_before),
            and_(TableRow.status == "running", TableRow.updated_at < idle_before),
        ),
    )
    return [(table_id, status, guild) for table_id, status, guild in (await conn.execute(query))]


async def open_table_in(
    session: AsyncSession, place_id: int, statuses: Sequence[str]
) -> TableRow | None:
    """A table of a channel or thread with one of ``statuses`` (the open ones: at most one)."""
    query = select(TableRow).where(TableRow.place_id == place_id, TableRow.status.in_(statuses))
    return await session.scalar(query)


async def lobbies_hosted(session: AsyncSession, guild_id: int, host_id: int) -> int:
    """How many lobbies a member has open in a server."""
    query = select(func.count()).where(
        TableRow.host_id == host_id, TableRow.guild_id == guild_id, TableRow.status == "lobby"
    )
    return (await session.scalar(query)) or 0


async def open_tutorial(
    conn: AsyncConnection | AsyncSession, guild_id: int | None, host_id: int, game: str
) -> int | None:
    """Where the open tutorial (starting or running) of ``game`` a member opened in a server
    is (its place), if any. A member runs few tables: their options are read here rather than
    queried as JSON, which SQLite and PostgreSQL query differently."""
    query = select(TableRow.place_id, TableRow.options).where(
        TableRow.host_id == host_id,
        TableRow.guild_id == guild_id,
        TableRow.game == game,
        TableRow.status.in_(("lobby", "running")),
    )
    rows = (await conn.execute(query)).all()
    return next((place for place, options in rows if options.get("tutorial")), None)


async def hold_member_lobbies(session: AsyncSession, guild_id: int, user_id: int) -> None:
    """Serialise the opening of one member's lobbies in one server until the transaction ends,
    so that two processes cannot both count one short of the limit and both open one. SQLite's
    writes are serial already (``BEGIN IMMEDIATE``); PostgreSQL takes an advisory lock."""
    if session.get_bind().dialect.name != "postgresql":
        return
    digest = hashlib.blake2b(f"lobbies:{guild_id}:{user_id}".encode(), digest_size=8).digest()
    key = int.from_bytes(digest, "big", signed=True)
    await session.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": key})
