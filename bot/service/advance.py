"""The write path of the table service: a person's or a timer's steps, the AI seats' answers,
and one transaction that logs them, stores the snapshot and bumps the version."""

from __future__ import annotations

import asyncio
import logging
import pickle
import random
import time
from collections.abc import Callable
from concurrent.futures.process import BrokenProcessPool
from dataclasses import replace
from functools import partial
from typing import Any, TypeVar

from bot.service import errors
from bot.service.core import Outdated, ServiceCore
from bot.service.live import LiveTable
from bot.service.recovery import describe
from bot.service.stats import store_results
from bot.service.timers import drop_deadlines, rearm_deadlines
from bot.service.types import (
    ActionSource,
    ActionTaken,
    Event,
    GameFinished,
    RoundResolved,
    ai_policy,
)
from bot.storage import Connection, journal, tables
from engine.ai import DELIBERATE, choose

T = TypeVar("T")

Step = tuple[int, Any, ActionSource]  # seat, action, who chose it

log = logging.getLogger(__name__)
#: An AI decision slower than this is logged with its table (a strong seat's budget is far
#: below it: a slow one says the machine, or the policy, needs a look).
SLOW_DECISION_SECONDS = 1.0


class PublicViews:
    """The public views of the states one operation goes through, each made once."""

    def __init__(self, live: LiveTable) -> None:
        self.live = live
        self.made: list[tuple[Any, Any]] = []  # (state, its view); an operation has few

    def of(self, state: Any) -> Any:
        if state is self.live.state:
            return self.live.public()
        for made, view in self.made:
            if made is state:
                return view
        view = self.live.game.view(state, None)
        self.made.append((state, view))
        return view

    def keep(self, state: Any) -> None:
        """Hand the live table the view of its new state, if it was made already."""
        for made, view in self.made:
            if made is state:
                self.live.adopt_public(state, view)


class Advancer:
    """Steps applied to a table and committed, with the AI seats' answers."""

    def __init__(self, core: ServiceCore) -> None:
        self.core = core

    def seat_checked(
        self, live: LiveTable, user_id: int, round: int | None, game: str | None = None
    ) -> int:
        """The user's seat at a playable table of ``game``, in the round they saw; else a refusal.

        Called with the table's lock held.
        """
        if game is not None and live.game.name != game:
            raise errors.WrongGame(live.game.title)
        errors.require_running(live.status)  # ``locked`` has replay-checked it
        seat = live.seat_of(user_id)
        if seat is None:
            raise errors.NotSeated()
        if round is not None and round != live.round:
            raise errors.StaleRound(round, live.round, live.game.round_word)
        return seat

    async def advance(
        self,
        live: LiveTable,
        steps: list[Step],
        state: Any,
        *,
        claim: journal.DeadlineKey | None = None,
        armed: bool = True,
    ) -> list[Event]:
        """Let AI seats play while the game waits for them, then commit everything at once.

        Called with the table's lock held. ``state`` is the state after ``steps``. ``claim`` is
        a deadline these steps apply: it is deleted in the same transaction, and if it is gone
        already (applied elsewhere) nothing is written and no event returned. ``armed``: the
        deadline rows were kept for the table's state (not so at a start, whose deal armed
        none, or when recovery moves a table on): otherwise every waiting person gets theirs.
        """
        game = live.game
        ai_seats = live.ai_seats()
        events: list[Event] = []
        # (the round that ended, the public view as it ended, the public view after it)
        rounds: list[tuple[int, Any, Any]] = []
        round_before = live.round
        views = PublicViews(live)
        if steps and game.round_number(state) != round_before:
            rounds.append((round_before, views.of(live.state), views.of(state)))
        while not game.is_over(state):
            waiting = sorted(s for s in game.waiting_for(state) if s in ai_seats)
            if not waiting:
                break
            seat = waiting[0]
            before = state
            salt = f"{live.version + len(steps)}:{seat}"
            action = await self.ai_move(live, state, seat, ai_seats[seat], salt)
            state = game.apply(state, seat, action)
            steps.append((seat, action, "ai"))
            if game.round_number(state) != game.round_number(before):
                rounds.append((game.round_number(before), views.of(before), views.of(state)))
        try:
            if not steps:
                await self.core.writer.submit(partial(self.rearm, live, state))
                return events
            await self.commit(live, steps, state, claim=claim, armed=armed)
        except journal.DeadlineGone:
            return []
        except journal.VersionConflict:
            self.core.forget_copy(live)
            raise Outdated() from None
        views.keep(state)
        info = live.info()
        events += [ActionTaken(info, seat, source) for seat, _, source in steps]
        events += [RoundResolved(info, r, closing, opening) for r, closing, opening in rounds]
        if game.is_over(state):
            events.append(GameFinished(info, game.result(state)))
        return events

    async def hand_seat_to_ai(self, live: LiveTable, user_id: int) -> int:
        """An AI takes ``user_id``'s seat (with the table's lock held, if the table is still
        where ``live`` says); its position."""
        errors.require_running(live.status)
        position = live.seat_of(user_id)
        if position is None:
            raise errors.NotSeated()
        policy = ai_policy(live.options)

        def hand_over(conn: Connection) -> None:
            journal.hold_version(conn, live.id, live.version)
            tables.hand_seat_to_ai(conn, live.id, position, policy)

        try:
            await self.core.writer.submit(hand_over)
        except journal.VersionConflict:
            self.core.forget_copy(live)
            raise Outdated() from None
        live.seats = [
            replace(s, ai_policy=policy) if s.position == position else s for s in live.seats
        ]
        return position

    def rearm(self, live: LiveTable, state: Any, conn: Connection) -> None:
        """Deadlines for the seats ``state`` waits for, if the table is still at ``live``'s
        version (else the process that moved it on has armed its own)."""
        journal.hold_version(conn, live.id, live.version)
        rearm_deadlines(conn, live, state, self.core.clock())

    async def ai_move(self, live: LiveTable, state: Any, seat: int, policy: str, salt: str) -> Any:
        """What an AI plays for ``seat``, chosen off the event loop: a greedy policy in a worker
        thread (it may score every candidate move, over 100 ms for a Split it! split); a
        deliberate one (strong) in a worker process, so that several deciding at once hold
        neither the GIL nor each other up. Seeded from the table, so replayable wherever it
        runs."""
        rng = random.Random(f"{live.seed}:{salt}")
        started = time.perf_counter()
        action = await self._decide(live, state, seat, policy, rng)
        seconds = time.perf_counter() - started
        if seconds > SLOW_DECISION_SECONDS:
            log.warning(
                "table %s: the %s AI took %.1f s to decide for seat %s",
                live.id,
                policy,
                seconds,
                seat,
                extra={"table": live.id},
            )
        return action

    async def _decide(
        self, live: LiveTable, state: Any, seat: int, policy: str, rng: random.Random
    ) -> Any:
        if policy in DELIBERATE:
            return await self.deliberate(live.id, choose, live.game, state, seat, policy, rng)
        return await self.core.engine_work.run(choose, live.game, state, seat, policy, rng)

    async def deliberate(self, table_id: int, function: Callable[..., T], *args: Any) -> T:
        """``function(*args)``, a strong AI's search for table ``table_id``, in the thinking
        lane's processes; in a thread when a worker died or the game cannot be sent to one
        (the move, or the hint, is still owed)."""
        try:
            return await self.core.thinking.run(function, *args)
        except (BrokenProcessPool, pickle.PicklingError) as error:
            log.warning(
                "table %s: deciding in a thread: %s",
                table_id,
                describe(error),
                extra={"table": table_id},
            )
        return await self.core.engine_work.run(function, *args)

    async def commit(
        self,
        live: LiveTable,
        steps: list[Step],
        state: Any,
        *,
        claim: journal.DeadlineKey | None = None,
        armed: bool = True,
    ) -> None:
        """Append ``steps`` to the log, store the snapshot and bump the version: one transaction
        (which also deletes the deadline ``claim``, if given; ``armed`` as in ``advance``)."""
        game = live.game
        over = game.is_over(state)
        actions = [(seat, game.action_to_json(action), source) for seat, action, source in steps]
        snapshot = game.state_to_json(state)
        now = self.core.stamp()

        def write(conn: Connection) -> None:
            if claim is not None:
                journal.claim_deadline(conn, claim)
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
            since = live.state if armed else None
            rearm_deadlines(conn, live, state, self.core.clock(), since=since)
            if over:
                store_results(conn, live, state)
                drop_deadlines(conn, live.id)

        try:
            await self.core.writer.submit(write)
        except asyncio.CancelledError:
            # The write may have committed without us: the cached copy can no longer be
            # trusted, so the next operation reloads the table from the database.
            self.core.live_tables.pop(live.id, None)
            raise
        live.version += len(steps)
        live.state = state
        if over:
            live.status = "finished"
            self.core.live_tables.pop(live.id, None)
