"""Turn timers as database rows: which deadlines a table's waiting seats should have."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from bot.service.live import LiveTable
from bot.service.types import TimerPolicy
from bot.storage import Connection, deadlines
from bot.storage.deadlines import drop_deadlines

__all__ = ["deadline_plan", "drop_deadlines", "rearm_deadlines"]


def deadline_plan(timer: TimerPolicy) -> Iterable[tuple[str, float]]:
    """The (kind, minutes from now) deadlines a newly waiting seat gets."""
    if timer.policy == "remind":
        yield "remind", timer.minutes
    elif timer.plays_for_late_seats:
        yield "remind", timer.minutes / 2
        yield "autoplay", timer.minutes


def _waiting(live: LiveTable, state: Any) -> tuple[int, frozenset[int]]:
    """The round of ``state`` and every seat it waits for (AI seats too)."""
    game = live.game
    waiting = frozenset() if game.is_over(state) else frozenset(game.waiting_for(state))
    return game.round_number(state), waiting


def rearm_deadlines(
    conn: Connection, live: LiveTable, state: Any, now: float, *, since: Any = None
) -> None:
    """Keep deadline rows for exactly the human seats the game waits for in the current round.

    ``since``: the state the rows were kept for, with the same seats played by the AI. When
    ``state`` is in the same round and waits for the same seats (a changed pick), the rows
    stand as they are and nothing is written. When it waits for fewer (someone played), only
    the rows of the seats that played go: a seat whose reminder has fired is not armed again
    in the same round (one reminder per round)."""
    timer = live.timer
    if timer.policy == "off":
        return
    if timer.policy == "remind" and sum(not s.is_ai for s in live.seats) < 2:
        return  # a reminder is for the others a player keeps waiting: alone, nobody waits
    round_now, everyone = _waiting(live, state)
    round_before, before = _waiting(live, since) if since is not None else (None, None)
    if (round_before, before) == (round_now, everyone):
        return
    waiting = everyone - set(live.ai_seats())
    deadlines.drop_stale(conn, live.id, round_now, waiting)
    if round_before == round_now and before is not None and everyone <= before:
        return  # nobody new is waited for
    armed = deadlines.armed_seats(conn, live.id)
    deadlines.arm(
        conn,
        live.id,
        [
            (seat, round_now, kind, now + minutes * 60)
            for seat in sorted(waiting - armed)
            for kind, minutes in deadline_plan(timer)
        ],
    )
