"""Turn timers as database rows: which deadlines a table's waiting seats should have."""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import Any, cast

from sqlalchemy import Connection, Table, bindparam, delete, insert, select

from bot.service.live import LiveTable
from bot.service.types import TimerPolicy
from bot.storage.models import DeadlineRow
from bot.storage.prepared import Prepared


def deadline_plan(timer: TimerPolicy) -> Iterable[tuple[str, float]]:
    """The (kind, minutes from now) deadlines a newly waiting seat gets."""
    if timer.policy == "remind":
        yield "remind", timer.minutes
    elif timer.plays_for_late_seats:
        yield "remind", timer.minutes / 2
        yield "autoplay", timer.minutes


DEADLINES = cast(Table, DeadlineRow.__table__)
# Prepared once (``bot.storage.prepared``): a timed table rewrites its deadlines on most actions.
_ARMED = Prepared(select(DEADLINES.c.seat).where(DEADLINES.c.table_id == bindparam("b_table")))
_ARM = Prepared(insert(DEADLINES), columns=("table_id", "seat", "round", "kind", "due_at"))
_DROP_ALL = Prepared(delete(DEADLINES).where(DEADLINES.c.table_id == bindparam("b_table")))


@lru_cache(maxsize=16)
def _drop_stale(waiting: int) -> Prepared:
    """Delete a table's deadlines of another round or of a seat not among ``waiting`` seats
    (the number of seats is part of the statement: a table has 1 to 12)."""
    if waiting == 0:
        return _DROP_ALL
    seats: list[Any] = [bindparam(f"b_seat_{i}") for i in range(waiting)]
    return Prepared(
        delete(DEADLINES).where(
            DEADLINES.c.table_id == bindparam("b_table"),
            (DEADLINES.c.round != bindparam("b_round")) | DEADLINES.c.seat.not_in(seats),
        )
    )


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
    seats = {f"b_seat_{i}": seat for i, seat in enumerate(sorted(waiting))}
    _drop_stale(len(seats)).run(conn, {"b_table": live.id, "b_round": round_now, **seats})
    if round_before == round_now and before is not None and everyone <= before:
        return  # nobody new is waited for
    armed = {seat for (seat,) in _ARMED.rows(conn, {"b_table": live.id})}
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
        _ARM.run_many(conn, rows)


def drop_deadlines(conn: Connection, table_id: int) -> None:
    """Forget every deadline of a table (finished or cancelled)."""
    _DROP_ALL.run(conn, {"b_table": table_id})
