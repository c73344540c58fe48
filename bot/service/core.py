"""The core of the table service: its database, events, reading, the one write path
(log + snapshot + version in one transaction) and recovery. Lobbies and play build on it.
"""

from __future__ import annotations

import asyncio
import logging
import random
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import Connection, select
from sqlalchemy.ext.asyncio import AsyncEngine, async_sessionmaker
from sqlalchemy.orm import selectinload

from bot.service import errors, journal
from bot.service.live import LiveTable, table_info
from bot.service.recovery import load_running, read_log, replay_matches
from bot.service.stats import store_results
from bot.service.timers import drop_deadlines, rearm_deadlines
from bot.service.types import (
    OPEN_STATUSES,
    ActionSource,
    ActionTaken,
    Event,
    GameFinished,
    RoundResolved,
    TableFrozenEvent,
    TableInfo,
)
from bot.storage.models import ActionRow, MetaRow, TableRow, utcnow
from bot.storage.writer import Writer
from engine import ConfigError, get_game
from engine.ai import choose
from engine.protocol import Game

log = logging.getLogger(__name__)

Listener = Callable[[Sequence[Event]], Awaitable[None]]
Clock = Callable[[], float]
Step = tuple[int, Any, ActionSource]  # seat, action, who chose it

DEFAULT_AI_POLICY = "greedy"


@dataclass(frozen=True)
class LoggedStep:
    """One step of a replayed log: who did what in which round, and the state after it."""

    seq: int
    seat: int
    action: Any
    source: str
    round: int
    state: Any = field(repr=False)


class ServiceCore:
    """Tables over one database: the live cache, the writer, listeners, recovery."""

    def __init__(self, engine: AsyncEngine, *, clock: Clock = time.time) -> None:
        self.engine = engine
        self.clock = clock
        self.sessions = async_sessionmaker(engine, expire_on_commit=False)  # reads
        self.writer = Writer(engine)  # every write
        self._live: dict[int, LiveTable] = {}
        self._listeners: list[Listener] = []

    async def close(self) -> None:
        """Finish pending writes and release the writer (the engine is the caller's)."""
        await self.writer.close()

    # -- events ----------------------------------------------------------------------------------

    def add_listener(self, listener: Listener) -> None:
        """Call ``listener`` with the events of every operation (timers included), in order,
        once they are committed: one call per operation, so a transport can show it at once."""
        self._listeners.append(listener)

    async def _emit(self, events: Sequence[Event]) -> None:
        if not events:
            return
        for listener in self._listeners:
            try:
                await listener(events)
            except Exception:  # a transport's failure must not break the referee
                log.exception("event listener failed on %s", [type(e).__name__ for e in events])

    # -- transport messages and bot facts --------------------------------------------------------

    async def set_messages(
        self, table_id: int, *, lobby: int | None = None, board: int | None = None
    ) -> None:
        """Remember the transport's lobby and current board messages (kept across restarts)."""
        values = {k: v for k, v in (("lobby", lobby), ("board", board)) if v is not None}
        async with self.writer.session() as session:
            row = await self._row(session, table_id)
            if "lobby" in values:
                row.lobby_message_id = values["lobby"]
            if "board" in values:
                row.board_message_id = values["board"]
        if (live := self._live.get(table_id)) is not None:
            live.lobby_message_id = values.get("lobby", live.lobby_message_id)
            live.board_message_id = values.get("board", live.board_message_id)

    async def get_meta(self, key: str) -> str | None:
        """A fact the bot keeps about itself."""
        async with self.sessions() as session:
            row = await session.get(MetaRow, key)
            return row.value if row else None

    async def set_meta(self, key: str, value: str) -> None:
        async with self.writer.session() as session:
            await session.merge(MetaRow(key=key, value=value))

    # -- reading ---------------------------------------------------------------------------------

    async def get(self, table_id: int) -> TableInfo:
        """The table as it stands now."""
        live = await self._live_or_none(table_id)
        if live is not None:
            return live.info()
        async with self.sessions() as session:
            row = await self._row(session, table_id)
            return table_info(row, _game(row.game))

    async def find_open(self, place_id: int) -> TableInfo | None:
        """The open (lobby or running) table of a channel or thread, if any."""
        async with self.sessions() as session:
            table_id = await session.scalar(
                select(TableRow.id)
                .where(TableRow.place_id == place_id, TableRow.status.in_(OPEN_STATUSES))
                .order_by(TableRow.id.desc())
            )
        return await self.get(table_id) if table_id is not None else None

    async def moves(self, table_id: int) -> list[tuple[ActionRow, Any]]:
        """A table's action log: each row with its decoded action."""
        info = await self.get(table_id)
        game = _game(info.game)
        async with self.sessions() as session:
            rows = (
                await session.scalars(
                    select(ActionRow).where(ActionRow.table_id == table_id).order_by(ActionRow.seq)
                )
            ).all()
        return [(row, game.action_from_json(row.action)) for row in rows]

    async def replay_log(self, table_id: int) -> list[LoggedStep]:
        """Replay a table's log from its seed: every step with the round it was made in and the
        state after it (for the offline demo, the ``replay`` command and audits)."""
        info = await self.get(table_id)
        if info.config is None:
            return []
        game = _game(info.game)
        async with self.engine.connect() as conn:
            seed = await conn.scalar(select(TableRow.seed).where(TableRow.id == table_id))
        state = game.new_game(info.config, seed)
        steps = []
        for row, action in await self.moves(table_id):
            round_number = game.round_number(state)
            state = game.apply(state, row.seat, action)
            steps.append(LoggedStep(row.seq, row.seat, action, row.source, round_number, state))
        return steps

    # -- the write path --------------------------------------------------------------------------

    async def _seat_checked(self, live: LiveTable, user_id: int, round: int | None) -> int:
        """The user's seat at a playable table, in the round they saw; else a refusal.

        Called with the table's lock held.
        """
        await self._require_playable(live)
        seat = live.seat_of(user_id)
        if seat is None:
            raise errors.NotSeated()
        if round is not None and round != live.round:
            raise errors.StaleRound(round, live.round, live.game.round_word)
        return seat

    async def _advance(self, live: LiveTable, steps: list[Step], state: Any) -> list[Event]:
        """Let AI seats play while the game waits for them, then commit everything at once.

        Called with the table's lock held. ``state`` is the state after ``steps``.
        """
        game = live.game
        ai_seats = live.ai_seats()
        events: list[Event] = []
        # (the round that ended, the public view as it ended, the public view after it)
        rounds: list[tuple[int, Any, Any]] = []
        round_before = live.round
        if steps and game.round_number(state) != round_before:
            rounds.append((round_before, game.view(live.state, None), game.view(state, None)))
        while not game.is_over(state):
            waiting = sorted(s for s in game.waiting_for(state) if s in ai_seats)
            if not waiting:
                break
            seat = waiting[0]
            before = state
            salt = f"{live.version + len(steps)}:{seat}"
            action = await self._ai_move(live, state, seat, ai_seats[seat], salt)
            state = game.apply(state, seat, action)
            steps.append((seat, action, "ai"))
            if game.round_number(state) != game.round_number(before):
                rounds.append(
                    (game.round_number(before), game.view(before, None), game.view(state, None))
                )
        if not steps:
            await self.writer.submit(lambda conn: rearm_deadlines(conn, live, state, self.clock()))
            return events
        try:
            await self._commit(live, steps, state)
        except journal.VersionConflict:
            self._live.pop(live.id, None)
            raise errors.Conflict() from None
        info = live.info()
        events += [ActionTaken(info, seat, source) for seat, _, source in steps]
        events += [RoundResolved(info, r, closing, opening) for r, closing, opening in rounds]
        if game.is_over(state):
            events.append(GameFinished(info, game.result(state)))
        return events

    async def _ai_move(self, live: LiveTable, state: Any, seat: int, policy: str, salt: str) -> Any:
        """What an AI plays for ``seat``, chosen in a worker thread: a greedy policy may score
        every candidate move (over 100 ms for a Split it! split), which must not stall the
        event loop and with it every other table. Seeded from the table, so replayable."""
        rng = random.Random(f"{live.seed}:{salt}")
        return await asyncio.to_thread(choose, live.game, state, seat, policy, rng)

    async def _commit(self, live: LiveTable, steps: list[Step], state: Any) -> None:
        """Append ``steps`` to the log, store the snapshot and bump the version: one transaction."""
        game = live.game
        over = game.is_over(state)
        actions = [(seat, game.action_to_json(action), source) for seat, action, source in steps]
        snapshot = game.state_to_json(state)
        now = utcnow()

        def write(conn: Connection) -> None:
            journal.append(
                conn,
                table_id=live.id,
                old_version=live.version,
                actions=actions,
                snapshot=snapshot,
                round=game.round_number(state),
                status="finished" if over else "running",
                now=now,
            )
            rearm_deadlines(conn, live, state, self.clock())
            if over:
                store_results(conn, live, state)
                drop_deadlines(conn, live.id)

        await self.writer.submit(write)
        live.version += len(steps)
        live.state = state
        if over:
            live.status = "finished"
            self._live.pop(live.id, None)

    # -- recovery --------------------------------------------------------------------------------

    async def recover(self, *, verify: bool = True) -> list[int]:
        """Load every running table from its snapshot; with ``verify``, also replay-check them all.

        Returns the ids of tables frozen because their log does not replay to their snapshot.
        Without ``verify`` each table is checked before its first action (see ``verify_all``).
        """
        for live in await load_running(self.engine):
            self._live.setdefault(live.id, live)
        return await self.verify_all() if verify else []

    async def verify_all(self) -> list[int]:
        """Replay-check every loaded table not checked yet; freeze and return the ones that fail."""
        frozen = []
        for live in list(self._live.values()):
            async with live.lock:
                if not await self._verified(live):
                    frozen.append(live.id)
        return frozen

    async def _verified(self, live: LiveTable) -> bool:
        """Check (once) that the table's log replays to its state; freeze it if not.

        Called with the table's lock held.
        """
        if live.verified:
            return True
        moves = await read_log(self.engine, live)
        if await asyncio.to_thread(replay_matches, live, moves):
            live.verified = True
            return True
        await self._freeze(live.id, "the action log does not replay to the saved state")
        live.status = "frozen"
        return False

    async def _freeze(self, table_id: int, reason: str) -> None:
        log.error("table %s frozen: %s", table_id, reason)
        async with self.writer.session() as session:
            row = await self._row(session, table_id)
            row.status = "frozen"
        self._live.pop(table_id, None)
        await self._emit([TableFrozenEvent(await self.get(table_id), reason)])

    # -- helpers ---------------------------------------------------------------------------------

    async def _row(self, session: Any, table_id: int) -> TableRow:
        row = await session.get(TableRow, table_id, options=[selectinload(TableRow.seats)])
        if row is None:
            raise errors.UnknownTable(table_id)
        return row

    async def _lobby_row(self, session: Any, table_id: int) -> TableRow:
        row = await self._row(session, table_id)
        if row.status != "lobby":
            _require_open(row.status)
            raise errors.AlreadyStarted()
        return row

    async def _require_playable(self, live: LiveTable) -> None:
        """Refuse unless the table is running and its log is known to replay to its state."""
        _require_running(live.status)
        if not await self._verified(live):
            raise errors.TableFrozen()

    async def _live_or_none(self, table_id: int) -> LiveTable | None:
        """The live table, loading a running one from the database if needed."""
        live = self._live.get(table_id)
        if live is not None:
            return live
        loaded = await load_running(self.engine, table_id)
        return self._live.setdefault(table_id, loaded[0]) if loaded else None

    async def _running(self, table_id: int) -> LiveTable:
        live = await self._live_or_none(table_id)
        if live is not None:
            return live
        async with self.sessions() as session:
            row = await self._row(session, table_id)
            _require_running(row.status)  # type: ignore[arg-type]
        raise errors.NotStarted()  # pragma: no cover - _require_running raised


def _game(name: str) -> Game[Any, Any, Any, Any, Any]:
    try:
        return get_game(name)
    except ConfigError as error:
        raise errors.BadOptions(str(error)) from None


def _require_open(status: str) -> None:
    if status == "finished":
        raise errors.GameOver()
    if status == "cancelled":
        raise errors.GameCancelled()
    if status == "frozen":
        raise errors.TableFrozen()


def _require_running(status: str) -> None:
    _require_open(status)
    if status == "lobby":
        raise errors.NotStarted()
