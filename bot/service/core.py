"""The core of the table service: its database, the cache of running tables and their locks,
events, reading and recovery. It is handed to the small services (``tables.py`` lists them):
they reach a table only through ``on_table``/``locked`` and write only through ``writer``.

Lock order
----------
The service has two kinds of lock, always taken in this order:

1. a table's lock (``LiveTable.lock``), taken through ``locked``: it makes the service the one
   writer of that table. A path holds at most one table's lock at a time.
2. the writer's lock (inside ``Writer``): one database transaction at a time. It is innermost:
   nothing waits for a table's lock, a thread or a listener while holding it.

Several processes on one database
---------------------------------
Each process owns the tables of its shards' servers (``Shards``): it loads, replay-checks and
times only those. Any process may still be asked about another table, so the database stays the
judge: a table's row is locked while a lobby changes (``FOR UPDATE``; SQLite's writes are
``BEGIN IMMEDIATE``), a member's lobbies in a server are counted under an advisory lock of
theirs (PostgreSQL; taken inside the writer's transaction, so innermost), a write names the
version and status it follows, and a deadline is claimed by deleting it in the transaction
that applies it. A copy found outdated (a write conflicts, or a refusal comes from a copy older
than the row) is reloaded and the operation run again (``on_table``), so another process's
write never turns a legal move into a refusal.

Listeners are called with no lock held, so a transport may call back into the service.
A transport that keeps a lock of its own while it does (the Discord presenter shows each
table's batches in order) takes it outside both, and calls from it only methods that emit no
event: ``shown_at``, ``set_messages``, reads.
"""

from __future__ import annotations

import logging
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from contextlib import asynccontextmanager
from datetime import UTC, datetime
from typing import Any, TypeVar

from bot.lanes import Pool, ProcessLane, default_workers
from bot.service import errors
from bot.service.live import LiveTable
from bot.service.recovery import (
    Unloadable,
    describe,
    load_running,
    read_table,
    replay_problem,
)
from bot.service.replaylog import (
    LoggedStep,
    ReplaySource,
    game_named,
    replayed_source,
)
from bot.service.shards import Shards
from bot.service.timers import drop_deadlines
from bot.service.types import (
    OPEN_STATUSES,
    Event,
    TableFrozenEvent,
    TableInfo,
    TableStatus,
)
from bot.storage import AsyncEngine, Connection, tables
from bot.storage.db import read_sessions
from bot.storage.models import (
    FROZEN_REASON_LIMIT,
    ActionRow,
    TableRow,
)
from bot.storage.writer import Writer

log = logging.getLogger(__name__)
T = TypeVar("T")

#: Told each operation's events with its origin: whatever the transport that asked passed as
#: ``origin`` (a Discord click), untouched; None for the service's own work (timers, recovery).
Listener = Callable[[Sequence[Event], object | None], Awaitable[None]]
Clock = Callable[[], float]

#: How often an operation runs on a table that another process keeps changing under it.
ATTEMPTS = 4
#: Table ids are the schema's INTEGER (32 bits on PostgreSQL): anything outside names no table.
MAX_TABLE_ID = 2**31 - 1


class Outdated(errors.Conflict):
    """The table's copy in memory is older than its row: another process wrote it. The copy is
    dropped; run the operation again (a person who still gets this was simply too late)."""


#: The default of ``ServiceCore.lobbies_per_member`` (``SPLITBOT_LOBBIES_PER_MEMBER``).
LOBBIES_PER_MEMBER = 3


class ServiceCore:
    """Tables over one database: the live cache, the writer, listeners, recovery."""

    def __init__(
        self, engine: AsyncEngine, *, clock: Clock = time.time, shards: Shards | None = None
    ) -> None:
        self.engine = engine
        self.clock = clock
        #: The servers whose tables this process owns (default: all).
        self.shards = shards or Shards()
        self.sessions = read_sessions(engine)
        self.writer = Writer(engine)  # every write
        #: Engine work off the event loop (AI moves, replay checks), in threads of its own.
        self.engine_work = Pool("engine")
        #: Decisions of the AIs that think longest (``engine.ai.DELIBERATE``), in processes of
        #: their own: several strong seats deciding at once would otherwise hold the GIL that
        #: boards and every other table wait for.
        self.thinking = ProcessLane("think", workers=default_workers(), preload=["engine"])
        self.live_tables: dict[int, LiveTable] = {}
        self._listeners: list[Listener] = []
        #: How many open lobbies one member may host in one server at a time.
        self.lobbies_per_member = LOBBIES_PER_MEMBER

    def stamp(self) -> datetime:
        """Now by the service's clock, for a row's times (when a table opened, last moved)."""
        return datetime.fromtimestamp(self.clock(), UTC)

    async def close(self) -> None:
        """Finish pending writes and release the writer (the engine is the caller's)."""
        await self.writer.close()
        self.engine_work.close()
        self.thinking.close()

    async def tables_by_status(self) -> dict[str, int]:
        """How many tables of this process's servers have each status (for the metrics)."""
        async with self.engine.connect() as conn:
            return await tables.count_by_status(conn, self.shards.rows)

    # -- events ----------------------------------------------------------------------------------

    def add_listener(self, listener: Listener, *, first: bool = False) -> None:
        """Call ``listener`` with the events of every operation (timers included), in order,
        once they are committed: one call per operation, so a transport can show it at once.

        Listeners are told one after another: ``first`` puts one that never waits on the
        network (the live pages) before those that do (Discord's messages), so that it is not
        held behind their round trips."""
        if first:
            self._listeners.insert(0, listener)
        else:
            self._listeners.append(listener)

    async def emit(self, events: Sequence[Event], origin: object | None = None) -> None:
        """Tell every listener an operation's events, with who asked (``Listener``)."""
        if not events:
            return
        for listener in self._listeners:
            try:
                await listener(events, origin)
            except Exception:  # a transport's failure must not break the referee
                log.exception("event listener failed on %s", [type(e).__name__ for e in events])

    # -- reading ---------------------------------------------------------------------------------

    async def get(self, table_id: int) -> TableInfo:
        """The table as it stands now."""
        check_id(table_id)
        live = await self._live_or_none(table_id)
        if live is not None:
            return live.info()
        info = await read_table(self.engine, table_id)
        if info is None:
            raise errors.UnknownTable(table_id)
        return info

    async def find_open(
        self, place_id: int, statuses: Sequence[TableStatus] = OPEN_STATUSES
    ) -> TableInfo | None:
        """The newest open (lobby or running) table of a channel or thread, if any; or the newest
        of other ``statuses``."""
        async with self.sessions() as session:
            table_id = await tables.newest_in(session, place_id, statuses)
        return await self.get(table_id) if table_id is not None else None

    async def moves(self, table_id: int) -> list[tuple[ActionRow, Any]]:
        """A table's action log: each row with its decoded action."""
        info = await self.get(table_id)
        game = game_named(info.game)
        async with self.sessions() as session:
            rows = await tables.actions(session, table_id)
        return [(row, game.action_from_json(row.action)) for row in rows]

    async def replay_source(self, table_id: int) -> ReplaySource:
        """A table's log, seed and players' names as stored; a table still in its lobby has
        no game to replay yet (refused)."""
        info = await self.get(table_id)
        if info.config is None and info.status in ("lobby", "cancelled"):
            raise errors.NotStarted()
        async with self.engine.connect() as conn:
            seed = await tables.seed_of(conn, table_id)
        assert seed is not None  # the table was read above
        rows = await tables.log_rows(self.engine, table_id) if info.config is not None else []
        names = [info.seat_at(position).name for position in range(len(info.seats))]
        return ReplaySource(info.game, info.id, info.config, seed, rows, names)

    async def replay_log(self, table_id: int) -> list[LoggedStep]:
        """Replay a table's log from its seed: every step with the round it was made in and the
        state after it (for the offline demo, the ``replay`` command and audits). A log that
        stops replaying raises ``LogDoesNotReplay`` with the steps before the one that fails."""
        source = await self.replay_source(table_id)
        # Replaying a whole log is engine work: off the event loop.
        return await self.engine_work.run(replayed_source, source)

    # -- recovery --------------------------------------------------------------------------------

    async def recover(self, *, verify: bool = True) -> list[int]:
        """Load every running table from its snapshot; with ``verify``, also replay-check them all.

        Returns the ids of the tables frozen: a row that cannot be loaded, or (with ``verify``) a
        log that does not replay to its snapshot. Each freezes alone; the others load.
        Without ``verify`` each table is checked before its first action (see ``verify_all``).
        """
        loaded, broken = await load_running(self.engine, shards=self.shards.rows)
        for live in loaded:
            self.live_tables.setdefault(live.id, live)
        frozen = [await self._freeze_unloadable(problem) for problem in broken]
        return frozen + (await self.verify_all() if verify else [])

    async def verify_all(self) -> list[int]:
        """Replay-check every loaded table not checked yet; freeze and return the ones that fail."""
        frozen = []
        for live in list(self.live_tables.values()):
            try:
                if not await self._verify(live):
                    frozen.append(live.id)
            except errors.Unavailable:  # logged; this table is checked again before it acts
                continue
        return frozen

    async def _verify(self, live: LiveTable) -> bool:
        """Check (once) that the table's log replays to its state; freeze it and tell its table
        if not. False if the table is frozen. Takes the table's lock."""
        async with live.lock:
            if live.verified or live.status != "running":
                return live.status != "frozen"
            try:
                rows = await tables.log_rows(self.engine, live.id)
                problem = await self.engine_work.run(replay_problem, live, rows)
            except Exception as error:  # e.g. the database refused the read: try again later
                log.error(
                    "table %s: its log could not be read: %s",
                    live.id,
                    describe(error),
                    extra={"table": live.id},
                )
                raise errors.Unavailable() from error
            if problem is None:
                live.verified = True
                return True
            if await self.outdated(live):
                return True  # another process moved the table on: its new row is checked next
            event = await self._freeze(live.id, problem)
            live.status = "frozen"
        await self.emit([event])
        return False

    async def _freeze_unloadable(self, broken: Unloadable) -> int:
        await self.emit([await self._freeze(broken.table_id, broken.problem)])
        return broken.table_id

    async def _freeze(self, table_id: int, problem: str) -> TableFrozenEvent:
        """Mark a table frozen (with why, for the operator) and drop its deadlines; return the
        event that tells its table. The caller emits it once no lock is held."""
        log.error("table %s frozen: %s", table_id, problem, extra={"table": table_id})

        def write(conn: Connection) -> None:
            tables.freeze(conn, table_id, problem[:FROZEN_REASON_LIMIT])
            drop_deadlines(conn, table_id)

        await self.writer.submit(write)
        self.live_tables.pop(table_id, None)
        return TableFrozenEvent(await self.get(table_id))

    # -- helpers ---------------------------------------------------------------------------------

    async def row(self, session: Any, table_id: int, *, lock: bool = True) -> TableRow:
        """The table's row with its seats, locked until the session ends (``lock``) so that
        another process cannot change the lobby between our read and our write."""
        check_id(table_id)
        row = await tables.table_with_seats(session, table_id, lock=lock)
        if row is None:
            raise errors.UnknownTable(table_id)
        return row

    async def lobby_row(self, session: Any, table_id: int, *, lock: bool = True) -> TableRow:
        row = await self.row(session, table_id, lock=lock)
        if row.status != "lobby":
            errors.require_open(row.status)
            raise errors.AlreadyStarted()
        return row

    @asynccontextmanager
    async def locked(self, table_id: int) -> AsyncIterator[LiveTable | None]:
        """The table's live copy with its lock held, replay-checked; None if it is not running.

        A table that fails the check is frozen (its ``status`` says so). A copy dropped from the
        cache while we waited for its lock (a failed write) is not used: the current one is.
        """
        check_id(table_id)
        while True:
            live = await self._live_or_none(table_id)
            if live is None:
                yield None
                return
            if not live.verified:
                await self._verify(live)
            async with live.lock:
                if live.status != "running" or (
                    live.verified and self.live_tables.get(table_id) is live
                ):
                    yield live
                    return

    async def on_table(
        self, table_id: int, operation: Callable[[LiveTable | None], Awaitable[T]]
    ) -> T:
        """``operation`` on the table's current copy, with its lock held (None: not running).

        If the copy turns out outdated (a write conflicts, or a refusal comes from a copy older
        than the table's row), it is reloaded and ``operation`` runs again, up to ``ATTEMPTS``
        times in all: another process's write never turns a legal request into a refusal.
        """
        for attempt in range(1, ATTEMPTS + 1):
            try:
                async with self.locked(table_id) as live:
                    try:
                        return await operation(live)
                    except errors.Refusal as refusal:
                        if isinstance(refusal, Outdated) or live is None:
                            raise
                        if not await self.outdated(live):
                            raise
                        raise Outdated() from refusal
            except Outdated:
                if attempt == ATTEMPTS:
                    raise
        raise AssertionError("unreachable")

    async def outdated(self, live: LiveTable) -> bool:
        """Whether the table's row moved past ``live`` (another process wrote it); if so the
        copy is dropped, so that the next look loads the table afresh."""
        async with self.engine.connect() as conn:
            stored = await tables.version_and_status(conn, live.id)
        if stored == (live.version, live.status):
            return False
        self.forget_copy(live)
        return True

    def forget_copy(self, live: LiveTable) -> None:
        """Drop ``live`` from the cache (not a newer copy loaded since)."""
        if self.live_tables.get(live.id) is live:
            del self.live_tables[live.id]

    async def _live_or_none(self, table_id: int) -> LiveTable | None:
        """The live table, loading a running one from the database if needed (a running table
        that cannot be loaded is frozen). A process that shares the database with others
        (it runs only some shards) checks its copy against the row first: another process
        may have written the table since."""
        live = self.live_tables.get(table_id)
        if live is not None and (self.shards.all or not await self.outdated(live)):
            return live
        loaded, broken = await load_running(self.engine, table_id)
        for problem in broken:
            await self._freeze_unloadable(problem)
        return self.live_tables.setdefault(table_id, loaded[0]) if loaded else None

    async def refuse_not_running(self, table_id: int) -> None:
        """Raise the refusal that says why a table is not running."""
        async with self.engine.connect() as conn:
            status = await tables.status_of(conn, table_id)
        if status is None:
            raise errors.UnknownTable(table_id)
        errors.require_running(status)
        raise errors.Conflict()  # it started running meanwhile: the person may simply retry


def check_id(table_id: int) -> None:
    """A refusal for a number no table can have."""
    if not 0 < table_id <= MAX_TABLE_ID:
        raise errors.UnknownTable(table_id)
