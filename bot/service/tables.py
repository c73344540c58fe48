"""The table service: the referee between the engines and any transport (Discord, CLI, tests).

It owns tables, seats, the action log and deadlines. Every accepted action is appended to the log in
the same transaction that stores the new snapshot and bumps the version; a per-table lock plus an
optimistic version check keep it the one writer of each table.
"""

from __future__ import annotations

import logging
import random
import secrets
import time
from collections.abc import Awaitable, Callable, Iterable, Sequence
from dataclasses import replace
from typing import Any

from sqlalchemy import delete, insert, select, update
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine, async_sessionmaker
from sqlalchemy.orm import selectinload

from bot.service import errors
from bot.service.live import LiveTable, seat_info, table_info
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
from bot.storage.models import ActionRow, DeadlineRow, ResultRow, SeatRow, TableRow, utcnow
from engine import ConfigError, IllegalAction, Move, get_game
from engine.ai import POLICY_NAMES, choose
from engine.protocol import Game

log = logging.getLogger(__name__)

Listener = Callable[[Event], Awaitable[None]]
Clock = Callable[[], float]
Step = tuple[int, Any, ActionSource]  # seat, action, who chose it

DEFAULT_AI_POLICY = "greedy"
SERVICE_OPTIONS = ("timer",)


class _VersionConflict(Exception):
    """Another writer changed the table since we read it."""


class TableService:
    """Lobbies, seats, actions, timers and results of every table, over one database."""

    def __init__(self, engine: AsyncEngine, *, clock: Clock = time.time) -> None:
        self.engine = engine
        self.clock = clock
        self.sessions = async_sessionmaker(engine, expire_on_commit=False)
        self._live: dict[int, LiveTable] = {}
        self._listeners: list[Listener] = []

    # -- events ------------------------------------------------------------------------------

    def add_listener(self, listener: Listener) -> None:
        """Call ``listener`` with every event (timers included), after it is committed."""
        self._listeners.append(listener)

    async def _emit(self, events: Sequence[Event]) -> None:
        for event in events:
            for listener in self._listeners:
                try:
                    await listener(event)
                except Exception:  # a transport's failure must not break the referee
                    log.exception("event listener failed on %s", type(event).__name__)

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
        async with self.sessions.begin() as session:
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
        async with self.sessions.begin() as session:
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
        async with self.sessions.begin() as session:
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
        async with self.sessions.begin() as session:
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
        async with self.sessions.begin() as session:
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
        async with self.sessions.begin() as session:
            row = await self._lobby_row(session, table_id)
            if row.host_id != by_user:
                raise errors.NotHost("start the game")
            game = _game(row.game)
            low, high = game.player_range()
            if not low <= len(row.seats) <= high:
                raise errors.BadPlayerCount(game.title, low, high, len(row.seats))
            try:
                config = game.make_config(len(row.seats), _engine_options(row.options))
            except ConfigError as error:
                raise errors.BadOptions(str(error)) from None
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
            live = LiveTable(
                id=row.id,
                game=game,
                status="running",
                guild_id=row.guild_id,
                channel_id=row.channel_id,
                thread_id=row.thread_id,
                host_id=row.host_id,
                options=dict(row.options),
                seed=row.seed,
                seats=[seat_info(s) for s in row.seats],
                version=row.version,
                config=config,
                state=state,
            )
        self._live[table_id] = live
        async with live.lock:
            events: list[Event] = [GameStarted(live.info())]
            events += await self._advance(live, [], live.state)
        await self._emit(events)
        return live.info(), events

    async def cancel(self, table_id: int, by_user: int, *, moderator: bool = False) -> TableInfo:
        """Cancel a lobby or a running game: the host may, and so may a moderator."""
        live = await self._live_or_none(table_id)
        async with self.sessions.begin() as session:
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

    async def move_to_thread(self, table_id: int, thread_id: int) -> None:
        """Record that a table's game now lives in ``thread_id``."""
        async with self.sessions.begin() as session:
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

    # -- play --------------------------------------------------------------------------------

    async def act(
        self, table_id: int, user_id: int, action: dict[str, Any], *, round: int | None = None
    ) -> tuple[TableInfo, list[Event]]:
        """Apply ``user_id``'s action. ``round`` is the round the user saw (a stale one is refused).

        Refusals are ``errors.Refusal`` subclasses and change nothing.
        """
        live = await self._running(table_id)
        async with live.lock:
            _require_running(live.status)
            seat = live.seat_of(user_id)
            if seat is None:
                raise errors.NotSeated()
            current = live.round
            if round is not None and round != current:
                raise errors.StaleRound(round, current)
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
            async with self.engine.begin() as conn:
                await self._rearm_deadlines(conn, live, state)
            return events
        try:
            await self._commit(live, steps, state)
        except _VersionConflict:
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
        new_version = live.version + len(steps)
        now = utcnow()
        async with self.engine.begin() as conn:
            await conn.execute(
                insert(ActionRow),
                [
                    {
                        "table_id": live.id,
                        "seq": live.version + i,
                        "seat": seat,
                        "action": game.action_to_json(action),
                        "source": source,
                        "created_at": now,
                    }
                    for i, (seat, action, source) in enumerate(steps, start=1)
                ],
            )
            updated = await conn.execute(
                update(TableRow)
                .where(TableRow.id == live.id, TableRow.version == live.version)
                .values(
                    version=new_version,
                    snapshot=game.state_to_json(state),
                    round=game.round_number(state),
                    status="finished" if over else "running",
                    updated_at=now,
                )
            )
            if updated.rowcount != 1:
                raise _VersionConflict()
            await self._rearm_deadlines(conn, live, state)
            if over:
                await self._store_results(conn, live, state)
        live.version = new_version
        live.state = state
        if over:
            live.status = "finished"
            self._live.pop(live.id, None)

    async def _hand_seat_to_ai(
        self, live: LiveTable, user_id: int
    ) -> tuple[TableInfo, list[Event]]:
        async with live.lock:
            _require_running(live.status)
            position = live.seat_of(user_id)
            if position is None:
                raise errors.NotSeated()
            async with self.sessions.begin() as session:
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

    async def _rearm_deadlines(self, conn: AsyncConnection, live: LiveTable, state: Any) -> None:
        """Keep one set of deadline rows per waiting human seat of the current round."""
        timer = live.timer
        if timer.policy == "off":
            return
        game = live.game
        round_now = game.round_number(state)
        waiting = set() if game.is_over(state) else set(game.waiting_for(state))
        waiting -= set(live.ai_seats())
        await conn.execute(
            delete(DeadlineRow).where(
                DeadlineRow.table_id == live.id,
                (DeadlineRow.round != round_now) | DeadlineRow.seat.not_in(waiting),
            )
        )
        armed = set(
            (
                await conn.execute(select(DeadlineRow.seat).where(DeadlineRow.table_id == live.id))
            ).scalars()
        )
        now = self.clock()
        rows = []
        for seat in sorted(waiting - armed):
            for kind, minutes in _deadline_plan(timer):
                rows.append(
                    {
                        "table_id": live.id,
                        "seat": seat,
                        "round": round_now,
                        "kind": kind,
                        "due_at": now + minutes * 60,
                    }
                )
        if rows:
            await conn.execute(insert(DeadlineRow), rows)

    async def next_deadline(self) -> float | None:
        """When the next deadline falls due (epoch seconds), if any."""
        async with self.engine.connect() as conn:
            return await conn.scalar(select(DeadlineRow.due_at).order_by(DeadlineRow.due_at))

    async def fire_due(self, now: float | None = None) -> list[Event]:
        """Apply every deadline due by ``now``: remind the seat, or let the AI play for it."""
        now = self.clock() if now is None else now
        async with self.engine.begin() as conn:
            due = (
                await conn.execute(
                    select(DeadlineRow)
                    .where(DeadlineRow.due_at <= now)
                    .order_by(DeadlineRow.due_at)
                )
            ).all()
            await conn.execute(delete(DeadlineRow).where(DeadlineRow.id.in_([d.id for d in due])))
        events: list[Event] = []
        for deadline in due:
            events += await self._fire(deadline, now)
        await self._emit(events)
        return events

    async def _fire(self, deadline: Any, now: float) -> list[Event]:
        live = await self._live_or_none(deadline.table_id)
        if live is None:
            return []
        async with live.lock:
            game = live.game
            still_waiting = (
                live.status == "running"
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

    async def recover(self) -> list[int]:
        """Load every running table, checking that its log replays to its snapshot.

        A table whose replay differs is frozen (never silently "fixed"); returns their ids.
        """
        async with self.sessions() as session:
            rows = (
                await session.scalars(
                    select(TableRow)
                    .where(TableRow.status == "running")
                    .options(selectinload(TableRow.seats))
                )
            ).all()
            ids = [row.id for row in rows]
            logs: dict[int, list[tuple[int, dict[str, Any]]]] = {i: [] for i in ids}
            if ids:
                result = await session.execute(
                    select(ActionRow.table_id, ActionRow.seat, ActionRow.action)
                    .where(ActionRow.table_id.in_(ids))
                    .order_by(ActionRow.table_id, ActionRow.seq)
                )
                for table_id, seat, action in result:
                    logs[table_id].append((seat, action))
        frozen = []
        for row in rows:
            live = _live_from_row(row)
            game = live.game
            moves = [Move(seat, game.action_from_json(action)) for seat, action in logs[row.id]]
            replayed = game.replay(live.config, row.seed, moves)
            if game.state_to_json(replayed) != row.snapshot or len(moves) != row.version:
                frozen.append(row.id)
                continue
            self._live[row.id] = live
        for table_id in frozen:
            await self._freeze(table_id, "the action log does not replay to the saved state")
        return frozen

    async def _freeze(self, table_id: int, reason: str) -> None:
        log.error("table %s frozen: %s", table_id, reason)
        async with self.sessions.begin() as session:
            row = await self._row(session, table_id)
            row.status = "frozen"
        self._live.pop(table_id, None)
        await self._emit([TableFrozenEvent(await self.get(table_id), reason)])

    # -- results -----------------------------------------------------------------------------

    async def _store_results(self, conn: AsyncConnection, live: LiveTable, state: Any) -> None:
        game = live.game
        standings = game.standings(game.result(state))
        rows = []
        for standing in standings:
            seat = live.info().seat_at(standing.seat)
            rows.append(
                {
                    "table_id": live.id,
                    "guild_id": live.guild_id,
                    "game": game.name,
                    "seat": standing.seat,
                    "user_id": seat.user_id,
                    "name": seat.name,
                    "score": standing.score,
                    "rank": standing.rank,
                    "won": standing.rank == 1,
                    "finished_at": utcnow(),
                }
            )
        await conn.execute(insert(ResultRow), rows)
        await conn.execute(delete(DeadlineRow).where(DeadlineRow.table_id == live.id))

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

    async def _live_or_none(self, table_id: int) -> LiveTable | None:
        """The live table, loading a running one from the database if needed."""
        live = self._live.get(table_id)
        if live is not None:
            return live
        async with self.sessions() as session:
            row = await session.get(TableRow, table_id, options=[selectinload(TableRow.seats)])
            if row is None or row.status != "running":
                return None
            live = _live_from_row(row)
        return self._live.setdefault(table_id, live)

    async def _running(self, table_id: int) -> LiveTable:
        live = await self._live_or_none(table_id)
        if live is not None:
            return live
        async with self.sessions() as session:
            row = await self._row(session, table_id)
            _require_running(row.status)  # type: ignore[arg-type]
        raise errors.NotStarted()  # pragma: no cover - _require_running raised


def _live_from_row(row: TableRow) -> LiveTable:
    game = _game(row.game)
    config = game.config_from_json(row.config or {})
    return LiveTable(
        id=row.id,
        game=game,
        status="running",
        guild_id=row.guild_id,
        channel_id=row.channel_id,
        thread_id=row.thread_id,
        host_id=row.host_id,
        options=dict(row.options or {}),
        seed=row.seed,
        seats=[seat_info(s) for s in sorted(row.seats, key=lambda s: s.position or 0)],
        version=row.version,
        config=config,
        state=game.state_from_json(config, row.snapshot or {}),
    )


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


def _deadline_plan(timer: TimerPolicy) -> Iterable[tuple[str, float]]:
    if timer.policy == "remind":
        yield "remind", timer.minutes
    elif timer.policy == "autoplay":
        yield "remind", timer.minutes / 2
        yield "autoplay", timer.minutes


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
