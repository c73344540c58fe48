"""Turn timers as database rows: which deadlines a table's waiting seats should have."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, cast

from sqlalchemy import Connection, Table, bindparam, delete, insert, select

from bot.service.live import LiveTable
from bot.service.types import TimerPolicy
from bot.storage.models import DeadlineRow


def deadline_plan(timer: TimerPolicy) -> Iterable[tuple[str, float]]:
    """The (kind, minutes from now) deadlines a newly waiting seat gets."""
    if timer.policy == "remind":
        yield "remind", timer.minutes
    elif timer.plays_for_late_seats:
        yield "remind", timer.minutes / 2
        yield "autoplay", timer.minutes


DEADLINES = cast(Table, DeadlineRow.__table__)
# Built once: building and cache-keying a statement on every action cost more than running it.
_DROP_STALE = delete(DEADLINES).where(
    DEADLINES.c.table_id == bindparam("b_table"),
    (DEADLINES.c.round != bindparam("b_round"))
    | DEADLINES.c.seat.not_in(bindparam("b_waiting", expanding=True)),
)
_ARMED = select(DEADLINES.c.seat).where(DEADLINES.c.table_id == bindparam("b_table"))
_ARM = insert(DEADLINES)
_DROP_ALL = delete(DEADLINES).where(DEADLINES.c.table_id == bindparam("b_table"))


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
    stand as they are and nothing is written."""
    timer = live.timer
    if timer.policy == "off":
        return
    round_now, everyone = _waiting(live, state)
    if since is not None and _waiting(live, since) == (round_now, everyone):
        return
    waiting = everyone - set(live.ai_seats())
    conn.execute(
        _DROP_STALE, {"b_table": live.id, "b_round": round_now, "b_waiting": sorted(waiting)}
    )
    armed = set(conn.execute(_ARMED, {"b_table": live.id}).scalars())
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
        conn.execute(_ARM, rows[0] if len(rows) == 1 else rows)


def drop_deadlines(conn: Connection, table_id: int) -> None:
    """Forget every deadline of a table (finished or cancelled)."""
    conn.execute(_DROP_ALL, {"b_table": table_id})
