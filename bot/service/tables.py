"""The table service: the referee between the engines and any transport (Discord, CLI, tests).

It owns tables, seats, the action log and deadlines. Every accepted action is appended to the log in
the same transaction that stores the new snapshot and bumps the version; a per-table lock plus an
optimistic version check keep it the one writer of each table.
"""

from __future__ import annotations

import asyncio
import logging
import random
import secrets
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from sqlalchemy import Connection, delete, select, update
from sqlalchemy.ext.asyncio import AsyncEngine, async_sessionmaker
from sqlalchemy.orm import selectinload

from bot.service import errors, journal
from bot.service.live import LiveTable, live_from_row, seat_info, table_info
from bot.service.recovery import load_running, read_log, replay_matches
from bot.service.stats import store_results
from bot.service.timers import drop_deadlines, rearm_deadlines
from bot.service.types import (
    OPEN_STATUSES,
    ActionSource,
    ActionTaken,
    Event,
    GameFinished,
    GameStarted,
    PlayedForPlayer,
    Player,
    Reminder,
    RoundResolved,
    SeatTakenByAI,
    TableFrozenEvent,
    TableInfo,
    TimerPolicy,
)
from bot.storage.models import ActionRow, DeadlineRow, MetaRow, SeatRow, TableRow, utcnow
from bot.storage.writer import Writer
from engine import ConfigError, IllegalAction, get_game
from engine.ai import POLICY_NAMES, choose
from engine.protocol import Game

log = logging.getLogger(__name__)

Listener = Callable[[Sequence[Event]], Awaitable[None]]
Clock = Callable[[], float]
Step = tuple[int, Any, ActionSource]  # seat, action, who chose it

DEFAULT_AI_POLICY = "greedy"
SERVICE_OPTIONS = ("timer",)


@dataclass(frozen=True)
class LoggedStep:
    """One step of a replayed log: who did what in which round, and the state after it."""

    seq: int
    seat: int
    action: Any
    source: str
    round: int
    state: Any = field(repr=False)


class TableService:
    """Lobbies, seats, actions, timers and results of every table, over one database."""

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

    # -- events ------------------------------------------------------------------------------

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

    # -- lobby -------------------------------------------------------------------------------

    async def create_lobby(
        self,
        game_name: str,
        host: Player,
        *,
        guild_id: int | None = None,
        channel_id: int | None = None,
        options: dict[str, Any] | None = None,
        ai_seats: int = 0,
        seed: int | None = None,
    ) -> TableInfo:
        """Open a lobby with the host seated; one open table per channel or thread."""
        game = _game(game_name)
        options = dict(options or {})
        _validate_options(game, options)
        high = game.player_range()[1]
        if not 0 <= ai_seats < high:
            raise errors.BadOptions(f"AI seats must be from 0 to {high - 1}")
        async with self.writer.session() as session:
            if channel_id is not None:
                busy = await session.scalar(
                    select(TableRow).where(
                        TableRow.place_id == channel_id, TableRow.status.in_(OPEN_STATUSES)
                    )
                )
                if busy is not None:
                    raise errors.PlaceBusy(busy.id, _game(busy.game).title)
            row = TableRow(
                game=game.name,
                status="lobby",
                guild_id=guild_id,
                channel_id=channel_id,
                place_id=channel_id,
                host_id=host.user_id,
                options=options,
                seed=seed if seed is not None else secrets.randbits(62),
                version=0,
                round=0,
            )
            row.seats = [SeatRow(user_id=host.user_id, name=host.name)]
            row.seats += [_ai_seat(i + 1) for i in range(ai_seats)]
            session.add(row)
        return await self.get(row.id)

    async def join(self, table_id: int, player: Player) -> TableInfo:
        """Seat ``player`` in a lobby."""
        async with self.writer.session() as session:
            row = await self._lobby_row(session, table_id)
            if any(s.user_id == player.user_id for s in row.seats):
                raise errors.AlreadySeated()
            high = _game(row.game).player_range()[1]
            if len(row.seats) >= high:
                raise errors.TableFull(high)
            row.seats.append(SeatRow(user_id=player.user_id, name=player.name))
        return await self.get(table_id)

    async def leave(self, table_id: int, user_id: int) -> tuple[TableInfo, list[Event]]:
        """Leave a lobby (the host's leaving hands the table on, or cancels it if nobody is left),
        or a running game (an AI takes the seat)."""
        live = await self._live_or_none(table_id)
        if live is not None:
            return await self._hand_seat_to_ai(live, user_id)
        async with self.writer.session() as session:
            row = await self._lobby_row(session, table_id)
            seat = next((s for s in row.seats if s.user_id == user_id and not s.ai_policy), None)
            if seat is None:
                raise errors.NotSeated()
            row.seats.remove(seat)
            humans = [s for s in row.seats if s.user_id is not None and not s.ai_policy]
            if row.host_id == user_id:
                if humans:
                    row.host_id = humans[0].user_id
                else:
                    row.status = "cancelled"
        return await self.get(table_id), []

    async def add_ai(
        self, table_id: int, by_user: int, policy: str = DEFAULT_AI_POLICY
    ) -> TableInfo:
        """Add an AI seat to a lobby (any seated player may)."""
        if policy not in POLICY_NAMES:
            raise errors.BadOptions(f"AI policy must be one of {', '.join(POLICY_NAMES)}")
        async with self.writer.session() as session:
            row = await self._lobby_row(session, table_id)
            _require_seated(row, by_user)
            high = _game(row.game).player_range()[1]
            if len(row.seats) >= high:
                raise errors.TableFull(high)
            number = 1 + sum(1 for s in row.seats if s.ai_policy)
            row.seats.append(_ai_seat(number, policy))
        return await self.get(table_id)

    async def remove_ai(self, table_id: int, by_user: int) -> TableInfo:
        """Remove the most recently added AI seat of a lobby."""
        async with self.writer.session() as session:
            row = await self._lobby_row(session, table_id)
            _require_seated(row, by_user)
            ais = [s for s in row.seats if s.ai_policy]
            if not ais:
                raise errors.BadOptions("There is no AI seat to remove.")
            row.seats.remove(ais[-1])
        return await self.get(table_id)

    async def start(
        self, table_id: int, by_user: int, *, thread_id: int | None = None
    ) -> tuple[TableInfo, list[Event]]:
        """Start the game (host only). With ``thread_id`` the game lives in that thread."""
        async with self.writer.session() as session:
            row = await self._lobby_row(session, table_id)
            game, config = _startable(row, by_user)
            state = game.new_game(config, row.seed)
            for position, seat in enumerate(row.seats):
                seat.position = position
            row.status = "running"
            row.config = game.config_to_json(config)
            row.snapshot = game.state_to_json(state)
            row.round = game.round_number(state)
            if thread_id is not None:
                row.thread_id = thread_id
                row.place_id = thread_id
            # A table started here needs no replay check: its state was just dealt.
            live = live_from_row(row, [seat_info(s) for s in row.seats], state=state, verified=True)
        self._live[table_id] = live
        async with live.lock:
            events: list[Event] = [GameStarted(live.info())]
            events += await self._advance(live, [], live.state)
        await self._emit(events)
        return live.info(), events

    async def check_start(self, table_id: int, by_user: int) -> TableInfo:
        """Refuse exactly as ``start`` would, without starting (a transport may then prepare,
        e.g. open a thread, before it starts the game)."""
        async with self.sessions() as session:
            _startable(await self._lobby_row(session, table_id), by_user)
        return await self.get(table_id)

    async def cancel(self, table_id: int, by_user: int, *, moderator: bool = False) -> TableInfo:
        """Cancel a lobby or a running game: the host may, and so may a moderator."""
        live = await self._live_or_none(table_id)
        async with self.writer.session() as session:
            row = await self._row(session, table_id)
            _require_open(row.status)
            if row.host_id != by_user and not moderator:
                raise errors.NotHost("cancel the game")
            if live is not None:
                async with live.lock:
                    row.status = live.status = "cancelled"
            else:
                row.status = "cancelled"
            await session.execute(delete(DeadlineRow).where(DeadlineRow.table_id == table_id))
        self._live.pop(table_id, None)
        return await self.get(table_id)

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

    async def move_to_thread(self, table_id: int, thread_id: int) -> None:
        """Record that a table's game now lives in ``thread_id``."""
        async with self.writer.session() as session:
            row = await self._row(session, table_id)
            row.thread_id = row.place_id = thread_id
        if (live := self._live.get(table_id)) is not None:
            live.thread_id = thread_id

    # -- reading -----------------------------------------------------------------------------

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

    async def require_seat(
        self, table_id: int, user_id: int, *, round: int | None = None
    ) -> tuple[TableInfo, int]:
        """The table and ``user_id``'s seat, refused as ``act`` would refuse: the game is not
        running, the user has no seat, or ``round`` is not the current one."""
        live = await self._running(table_id)
        async with live.lock:
            return live.info(), await self._seat_checked(live, user_id, round)

    async def _seat_checked(self, live: LiveTable, user_id: int, round: int | None) -> int:
        """The user's seat at a playable table, in the round they saw; else a refusal.

        Called with the table's lock held.
        """
        await self._require_playable(live)
        seat = live.seat_of(user_id)
        if seat is None:
            raise errors.NotSeated()
        if round is not None and round != live.round:
            raise errors.StaleRound(round, live.round)
        return seat

    # -- play --------------------------------------------------------------------------------

    async def act(
        self, table_id: int, user_id: int, action: dict[str, Any], *, round: int | None = None
    ) -> tuple[TableInfo, list[Event]]:
        """Apply ``user_id``'s action. ``round`` is the round the user saw (a stale one is refused).

        Refusals are ``errors.Refusal`` subclasses and change nothing.
        """
        live = await self._running(table_id)
        async with live.lock:
            seat = await self._seat_checked(live, user_id, round)
            game = live.game
            if seat not in game.to_act(live.state):
                raise errors.NotYourTurn()
            try:
                decoded = game.action_from_json(action)
                state = game.apply(live.state, seat, decoded)
            except IllegalAction as error:
                raise errors.IllegalMove(str(error)) from None
            if state == live.state:
                raise errors.AlreadyDone()
            events = await self._advance(live, [(seat, decoded, "player")], state)
        await self._emit(events)
        return live.info(), events

    async def _advance(self, live: LiveTable, steps: list[Step], state: Any) -> list[Event]:
        """Let AI seats play while the game waits for them, then commit everything at once.

        Called with the table's lock held. ``state`` is the state after ``steps``.
        """
        game = live.game
        ai_seats = live.ai_seats()
        events: list[Event] = []
        rounds: list[int] = []
        round_before = live.round
        if steps and game.round_number(state) != round_before:
            rounds.append(round_before)
        while not game.is_over(state):
            waiting = sorted(s for s in game.waiting_for(state) if s in ai_seats)
            if not waiting:
                break
            seat = waiting[0]
            before = game.round_number(state)
            rng = random.Random(f"{live.seed}:{live.version + len(steps)}:{seat}")
            action = choose(game, state, seat, ai_seats[seat], rng)
            state = game.apply(state, seat, action)
            steps.append((seat, action, "ai"))
            if game.round_number(state) != before:
                rounds.append(before)
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
        events += [RoundResolved(info, r) for r in rounds]
        if game.is_over(state):
            events.append(GameFinished(info, game.result(state)))
        return events

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

    async def _hand_seat_to_ai(
        self, live: LiveTable, user_id: int
    ) -> tuple[TableInfo, list[Event]]:
        async with live.lock:
            await self._require_playable(live)
            position = live.seat_of(user_id)
            if position is None:
                raise errors.NotSeated()
            async with self.writer.session() as session:
                await session.execute(
                    update(SeatRow)
                    .where(SeatRow.table_id == live.id, SeatRow.position == position)
                    .values(ai_policy=DEFAULT_AI_POLICY)
                )
            live.seats = [
                replace(s, ai_policy=DEFAULT_AI_POLICY) if s.position == position else s
                for s in live.seats
            ]
            events: list[Event] = [SeatTakenByAI(live.info(), position, user_id)]
            events += await self._advance(live, [], live.state)
        await self._emit(events)
        return live.info(), events

    # -- timers ------------------------------------------------------------------------------

    async def next_deadline(self) -> float | None:
        """When the next deadline falls due (epoch seconds), if any."""
        async with self.engine.connect() as conn:
            return await conn.scalar(select(DeadlineRow.due_at).order_by(DeadlineRow.due_at))

    async def fire_due(self, now: float | None = None) -> list[Event]:
        """Apply every deadline due by ``now``: remind the seat, or let the AI play for it."""
        now = self.clock() if now is None else now

        def take_due(conn: Connection) -> list[Any]:
            due = conn.execute(
                select(DeadlineRow).where(DeadlineRow.due_at <= now).order_by(DeadlineRow.due_at)
            ).all()
            conn.execute(delete(DeadlineRow).where(DeadlineRow.id.in_([d.id for d in due])))
            return list(due)

        due = await self.writer.submit(take_due)
        events: list[Event] = []
        for deadline in due:
            fired = await self._fire(deadline, now)
            await self._emit(fired)
            events += fired
        return events

    async def _fire(self, deadline: Any, now: float) -> list[Event]:
        live = await self._live_or_none(deadline.table_id)
        if live is None:
            return []
        async with live.lock:
            game = live.game
            still_waiting = (
                await self._verified(live)
                and live.status == "running"
                and game.round_number(live.state) == deadline.round
                and deadline.seat in game.waiting_for(live.state)
                and deadline.seat not in live.ai_seats()
            )
            if not still_waiting:
                return []
            user_id = live.info().seat_at(deadline.seat).user_id
            if deadline.kind == "remind":
                minutes_left = None
                if live.timer.policy == "autoplay":
                    minutes_left = max(0.0, live.timer.minutes / 2)
                return [Reminder(live.info(), deadline.seat, user_id, minutes_left)]
            rng = random.Random(f"{live.seed}:{live.version}:{deadline.seat}:timer")
            action = choose(game, live.state, deadline.seat, DEFAULT_AI_POLICY, rng)
            state = game.apply(live.state, deadline.seat, action)
            events = await self._advance(live, [(deadline.seat, action, "timer")], state)
        return [PlayedForPlayer(live.info(), deadline.seat, user_id), *events]

    # -- recovery ----------------------------------------------------------------------------

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

    # -- helpers -----------------------------------------------------------------------------

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


def _engine_options(options: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in options.items() if k not in SERVICE_OPTIONS}


def _validate_options(game: Game[Any, Any, Any, Any, Any], options: dict[str, Any]) -> None:
    TimerPolicy.from_options(options.get("timer"))
    try:
        game.make_config(game.player_range()[0], _engine_options(options))
    except ConfigError as error:
        raise errors.BadOptions(str(error)) from None


def _startable(row: TableRow, by_user: int) -> tuple[Game[Any, Any, Any, Any, Any], Any]:
    """The game and config a lobby would start with; refuse if it may not start."""
    if row.host_id != by_user:
        raise errors.NotHost("start the game")
    game = _game(row.game)
    low, high = game.player_range()
    if not low <= len(row.seats) <= high:
        raise errors.BadPlayerCount(game.title, low, high, len(row.seats))
    try:
        return game, game.make_config(len(row.seats), _engine_options(row.options))
    except ConfigError as error:
        raise errors.BadOptions(str(error)) from None


def _ai_seat(number: int, policy: str = DEFAULT_AI_POLICY) -> SeatRow:
    return SeatRow(user_id=None, name=f"AI {number}", ai_policy=policy)


def _require_seated(row: TableRow, user_id: int) -> None:
    if not any(s.user_id == user_id and not s.ai_policy for s in row.seats):
        raise errors.NotSeated()


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
