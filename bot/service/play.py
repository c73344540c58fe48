"""Play: a person's action, and the turn timers that act when a person does not."""

from __future__ import annotations

import logging
from typing import Any

from sqlalchemy import Connection, delete, select

from bot.service import errors
from bot.service.core import DEFAULT_AI_POLICY, ServiceCore
from bot.service.types import (
    Event,
    PlayedForPlayer,
    Reminder,
    TableInfo,
)
from bot.storage.models import DeadlineRow
from engine import IllegalAction

log = logging.getLogger(__name__)


class Play(ServiceCore):
    """Actions and timers of the table service."""

    async def require_seat(
        self, table_id: int, user_id: int, *, round: int | None = None
    ) -> tuple[TableInfo, int]:
        """The table and ``user_id``'s seat, refused as ``act`` would refuse: the game is not
        running, the user has no seat, or ``round`` is not the current one."""
        live = await self._running(table_id)
        async with live.lock:
            return live.info(), await self._seat_checked(live, user_id, round)

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

    # -- timers ----------------------------------------------------------------------------------

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
                    minutes_left = live.timer.minutes / 2
                return [Reminder(live.info(), deadline.seat, user_id, minutes_left)]
            salt = f"{live.version}:{deadline.seat}:timer"
            action = await self._ai_move(live, live.state, deadline.seat, DEFAULT_AI_POLICY, salt)
            state = game.apply(live.state, deadline.seat, action)
            events = await self._advance(live, [(deadline.seat, action, "timer")], state)
        return [PlayedForPlayer(live.info(), deadline.seat, user_id), *events]
