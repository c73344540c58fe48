"""Turn timers as database rows: which deadlines a table's waiting seats should have."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from sqlalchemy import Connection, delete, insert, select

from bot.service.live import LiveTable
from bot.service.types import TimerPolicy
from bot.storage.models import DeadlineRow


def deadline_plan(timer: TimerPolicy) -> Iterable[tuple[str, float]]:
    """The (kind, minutes from now) deadlines a newly waiting seat gets."""
    if timer.policy == "remind":
        yield "remind", timer.minutes
    elif timer.policy == "autoplay":
        yield "remind", timer.minutes / 2
        yield "autoplay", timer.minutes


def rearm_deadlines(conn: Connection, live: LiveTable, state: Any, now: float) -> None:
    """Keep deadline rows for exactly the human seats the game waits for in the current round."""
    timer = live.timer
    if timer.policy == "off":
        return
    game = live.game
    round_now = game.round_number(state)
    waiting = set() if game.is_over(state) else set(game.waiting_for(state))
    waiting -= set(live.ai_seats())
    conn.execute(
        delete(DeadlineRow).where(
            DeadlineRow.table_id == live.id,
            (DeadlineRow.round != round_now) | DeadlineRow.seat.not_in(waiting),
        )
    )
    armed = set(
        conn.execute(select(DeadlineRow.seat).where(DeadlineRow.table_id == live.id)).scalars()
    )
    rows = [
        {
            "table_id": live.id,
            "seat": seat,
            "round": round_now,
            "kind": kind,
            "due_at": now + minutes * 60,
        }
        for seat in sorted(waiting - armed)
        for kind, minutes in deadline_plan(timer)
    ]
    if rows:
        conn.execute(insert(DeadlineRow), rows)


def drop_deadlines(conn: Connection, table_id: int) -> None:
    """Forget every deadline of a table (finished or cancelled)."""
    conn.execute(delete(DeadlineRow).where(DeadlineRow.table_id == table_id))
