"""Turn timers' rows: the deadlines each table's waiting seats have.

The statements are prepared once (``bot.storage.prepared``): a timed table rewrites its
deadlines on most actions.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from functools import lru_cache
from typing import Any, cast

from sqlalchemy import Connection, Table, bindparam, delete, insert, select

from bot.storage.models import DeadlineRow
from bot.storage.prepared import Prepared

DEADLINES = cast(Table, DeadlineRow.__table__)
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


def drop_stale(conn: Connection, table_id: int, round: int, waiting: Collection[int]) -> None:
    """Drop a table's deadlines of another round than ``round``, or of a seat not waited for."""
    seats = {f"b_seat_{i}": seat for i, seat in enumerate(sorted(waiting))}
    _drop_stale(len(seats)).run(conn, {"b_table": table_id, "b_round": round, **seats})


def armed_seats(conn: Connection, table_id: int) -> set[int]:
    """The seats of a table that have a deadline."""
    return {seat for (seat,) in _ARMED.rows(conn, {"b_table": table_id})}


def arm(conn: Connection, table_id: int, deadlines: Sequence[tuple[int, int, str, float]]) -> None:
    """Add deadlines: (seat, round, kind, due at) each."""
    rows = [
        {"table_id": table_id, "seat": seat, "round": round, "kind": kind, "due_at": due_at}
        for seat, round, kind, due_at in deadlines
    ]
    if rows:
        _ARM.run_many(conn, rows)


def drop_deadlines(conn: Connection, table_id: int) -> None:
    """Forget every deadline of a table (finished or cancelled)."""
    _DROP_ALL.run(conn, {"b_table": table_id})
