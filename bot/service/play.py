"""Play: a person's action, and the turn timers that act when a person does not."""

from __future__ import annotations

import logging
import random
from collections.abc import Callable
from functools import partial
from typing import Any

from bot.metrics import ACTIONS, DEADLINE_LAG
from bot.service import errors
from bot.service.actions import AsJson, Asked, engine_action
from bot.service.advance import Advancer, Step
from bot.service.core import Outdated, ServiceCore
from bot.service.live import LiveTable
from bot.service.types import (
    Event,
    PlayedForPlayer,
    Reminder,
    SeatDropped,
    TableView,
    ai_policy,
)
from bot.storage import Connection, deadlines
from bot.storage.journal import DeadlineGone, DeadlineKey, claim_deadline
from bot.storage.outage import is_outage
from engine import IllegalAction, get_game
from engine.hints import Hint, explains, hint
from engine.tutorials import LEARNER, tutorial_of

log = logging.getLogger(__name__)


class Play:
    """Actions and timers of the table service."""

    def __init__(self, core: ServiceCore, advancer: Advancer) -> None:
        self.core = core
        self.advancer = advancer

    async def require_seat(
        self, table_id: int, user_id: int, *, round: int | None = None, game: str | None = None
    ) -> tuple[TableView, int]:
        """The table and ``user_id``'s seat, refused as ``act`` would refuse: the game is not
        running (or not ``game``), the user has no seat, or ``round`` is not the current one."""

        async def check(live: LiveTable | None) -> tuple[TableView, int]:
            if live is None:
                await self.core.refuse_not_running(table_id)
            assert live is not None
            return live.info(), self.advancer.seat_checked(live, user_id, round, game)

        return await self.core.on_table(table_id, check)

    async def suggest(
        self, table_id: int, user_id: int, *, round: int | None = None, game: str | None = None
    ) -> tuple[TableView, int, Hint]:
        """The strong AI's move for ``user_id``'s seat and why (``engine.hints``), at a table
        started with hints; refused as ``act`` would refuse, and when it is not the seat's
        turn. Worked out from the seat's view alone, off the event loop; the same position
        gives the same hint."""

        async def check(live: LiveTable | None) -> tuple[TableView, int, int, Any]:
            if live is None:
                await self.core.refuse_not_running(table_id)
            assert live is not None
            seat = self.advancer.seat_checked(live, user_id, round, game)
            return live.info(), seat, live.seed, live.state

        # The table is not held while the AI thinks (states are never changed in place): its
        # players act meanwhile.
        table, seat, seed, state = await self.core.on_table(table_id, check)
        if not table.hints or not explains(table.game):
            raise errors.NoHints()
        if seat not in table.to_act:
            raise errors.NotYourTurn()
        rng = random.Random(f"{seed}:hint:{table.round}:{seat}")
        found = await self.advancer.deliberate(
            table_id, hint, get_game(table.game), state, seat, rng
        )
        return table, seat, found

    async def act(
        self,
        table_id: int,
        user_id: int,
        action: Asked,
        *,
        round: int | None = None,
        game: str | None = None,
        seated: Callable[[int], None] | None = None,
        origin: object | None = None,
    ) -> tuple[TableView, list[Event]]:
        """Apply ``user_id``'s action (``actions``: an engine action, ``FromView`` or
        ``AsJson``), with one hold of the table: the seat checked, the action made the
        engine's, applied and written once. ``round`` is the round the user saw (a stale one
        is refused); ``game``, the game the transport meant (another table's game is refused);
        ``seated(seat)`` is called with the table held, once the seat is known and before the
        action applies (a transport keeps the clicked control as that seat's there);
        ``origin`` is handed to the listeners with the events (``core.Listener``).

        Refusals are ``errors.Refusal`` subclasses and change nothing.
        """

        async def apply(live: LiveTable | None) -> tuple[LiveTable, list[Event]]:
            if live is None:
                await self.core.refuse_not_running(table_id)
            assert live is not None
            seat = self.advancer.seat_checked(live, user_id, round, game)
            if seated is not None:
                seated(seat)
            table_game = live.game
            if seat not in table_game.to_act(live.state):
                raise errors.NotYourTurn()
            decoded = engine_action(table_game, action, lambda: table_game.view(live.state, seat))
            try:
                state = table_game.apply(live.state, seat, decoded)
            except IllegalAction as error:
                raise errors.IllegalMove(error.message) from None
            if state == live.state:
                raise errors.AlreadyDone()
            return live, await self.advancer.advance(live, [(seat, decoded, "player")], state)

        try:
            await self._check_lesson(table_id, user_id, action, round, game)
            live, events = await self.core.on_table(table_id, apply)
        except errors.Refusal as refusal:
            ACTIONS.labels(game or "unknown", refusal.message.key).inc()
            raise
        ACTIONS.labels(live.game.name, "accepted").inc()
        await self.core.emit(events, origin)
        return live.info(), events

    async def act_json(
        self,
        table_id: int,
        user_id: int,
        action: Any,
        *,
        round: int | None = None,
        game: str | None = None,
        origin: object | None = None,
    ) -> tuple[TableView, list[Event]]:
        """``act``, for a transport that speaks JSON: the action as ``action_to_json`` writes
        it (a malformed one is refused, changing nothing)."""
        return await self.act(
            table_id, user_id, AsJson(action), round=round, game=game, origin=origin
        )

    async def _check_lesson(
        self,
        table_id: int,
        user_id: int,
        action: Asked,
        round: int | None,
        game: str | None,
    ) -> None:
        """At a tutorial's guided round (``engine.tutorials``), refuse a learner's move that is
        not the one the lesson teaches, saying why the taught one is good. Worked out before
        the table is held, as a hint is (a tutorial's move holds its table twice); the move is
        then applied as any other."""

        known = self.core.live_tables.get(table_id)
        if known is not None and not known.options.get("tutorial"):
            return  # a table's options never change: no need to hold it to know

        async def look(live: LiveTable | None) -> TableView | None:
            if live is None or not live.options.get("tutorial"):
                return None  # ``apply`` refuses a table that is not running
            table = live.info()
            tutorial = tutorial_of(table.game)
            if tutorial is None or not tutorial.guided(table.round):
                return None
            return table if table.seat_of(user_id) == LEARNER else None

        table = await self.core.on_table(table_id, look)
        if table is None:
            return
        _, _, taught = await self.suggest(table_id, user_id, round=round, game=game)
        engine = get_game(table.game)
        try:
            move = engine_action(engine, action, lambda: table.view_for(LEARNER))
        except errors.IllegalMove:
            return  # ``apply`` refuses it, in the engine's words
        if not engine.same_action(move, taught.action):
            assert taught.why is not None, "a game with a tutorial explains its moves"
            raise errors.OffLesson(engine.describe_action(table.config, taught.action), taught.why)

    # -- timers ----------------------------------------------------------------------------------

    async def next_deadline(self) -> float | None:
        """When the next deadline of this process's tables falls due (epoch seconds), if any."""
        async with self.core.engine.connect() as conn:
            return await deadlines.next_due(conn, self.core.shards.rows)

    async def fire_due(self, now: float | None = None) -> list[Event]:
        """Apply every deadline due by ``now`` of this process's tables: remind the seat, or let
        the AI play for it.

        Each deadline is deleted in the transaction that applies it (see ``claim_deadline``), so
        a crash leaves it applied or still due. A deadline that fails is logged and left to the
        next call; the others are applied.
        """
        now = self.core.clock() if now is None else now
        async with self.core.engine.connect() as conn:
            due = await deadlines.due_by(conn, self.core.shards.rows, now)
        events: list[Event] = []
        for deadline in due:
            DEADLINE_LAG.observe(max(0.0, now - deadline.due_at))
            try:
                fired = await self._fire(deadline)
            except Exception as error:  # one table's trouble must not stop the others' timers
                if is_outage(error):
                    raise  # every table's: the caller waits for the database, saying it once
                log.exception(
                    "deadline %s of table %s failed",
                    deadline.id,
                    deadline.table_id,
                    extra={"table": deadline.table_id},
                )
                continue
            await self.core.emit(fired)
            events += fired
        return events

    async def _fire(self, deadline: Any) -> list[Event]:
        return await self.core.on_table(deadline.table_id, partial(self._apply_deadline, deadline))

    async def _apply_deadline(self, deadline: Any, live: LiveTable | None) -> list[Event]:
        """Apply one deadline with its table's lock held; it is claimed (deleted) on the way,
        so that of two processes firing it, one applies it."""
        key = DeadlineKey.of(deadline)
        if live is None or not self._still_waiting(live, deadline):
            if live is not None and await self.core.outdated(live):
                raise Outdated()  # our copy is behind: decide on the current one
            await self._drop_deadline(key)
            return []
        user_id = live.info().seat_at(deadline.seat).user_id
        if deadline.kind == "remind":
            if not await self._drop_deadline(key):
                return []  # reminded elsewhere
            minutes_left = None
            if live.timer.plays_for_late_seats:
                minutes_left = live.timer.minutes / 2
            return [Reminder(live.info(), deadline.seat, user_id, minutes_left)]
        game = live.game
        salt = f"{live.version}:{deadline.seat}:timer"
        action = await self.advancer.ai_move(
            live, live.state, deadline.seat, ai_policy(live.options), salt
        )
        state = game.apply(live.state, deadline.seat, action)
        steps: list[Step] = [(deadline.seat, action, "timer")]
        events = await self.advancer.advance(live, steps, state, claim=key)
        if not events:
            return []  # applied elsewhere: the claim found it gone
        played: list[Event] = [PlayedForPlayer(live.info(), deadline.seat, user_id), *events]
        misses = live.timer.misses
        if live.status != "running":
            return played  # the move the timer made ended the game: there is no seat to drop
        if live.timer.policy == "drop" and await self._missed(live.id, deadline.seat, misses):
            assert user_id is not None  # the deadline was a person's
            await self.advancer.hand_seat_to_ai(live, user_id)
            played.append(SeatDropped(live.info(), deadline.seat, user_id, misses))
            played += await self.advancer.advance(
                live, [], live.state
            )  # its turn, if it is waited for
        return played

    async def _missed(self, table_id: int, seat: int, misses: int) -> bool:
        """Whether the seat's last ``misses`` actions were all played for it by the timer."""
        async with self.core.engine.connect() as conn:
            found = await deadlines.last_sources(conn, table_id, seat, misses)
        return len(found) == misses and all(source == "timer" for source in found)

    @staticmethod
    def _still_waiting(live: LiveTable, deadline: Any) -> bool:
        game = live.game
        return (
            live.status == "running"
            and game.round_number(live.state) == deadline.round
            and deadline.seat in game.waiting_for(live.state)
            and deadline.seat not in live.ai_seats()
        )

    async def _drop_deadline(self, deadline: DeadlineKey) -> bool:
        """Delete one deadline; False if it was gone already."""

        def drop(conn: Connection) -> bool:
            try:
                claim_deadline(conn, deadline)
            except DeadlineGone:
                return False
            return True

        return await self.core.writer.submit(drop)
