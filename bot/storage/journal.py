"""The hot write: append accepted actions to the log and store the table's new snapshot.

The statements are built once with bind parameters and compiled once per dialect
(``bot.storage.prepared``): going through SQLAlchemy's execution machinery for each action cost
several times what the database spends on it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, cast

from sqlalchemy import JSON, Connection, Table, bindparam, delete, insert, select, update

from bot.storage.models import ActionRow, DeadlineRow, TableRow
from bot.storage.prepared import Prepared

TABLES = cast(Table, TableRow.__table__)
ACTIONS = cast(Table, ActionRow.__table__)
DEADLINES = cast(Table, DeadlineRow.__table__)


def _store_snapshot(*, ending: bool) -> Prepared:
    """The version-checked update of a running table's row; ``ending`` also sets its status.

    An action that leaves the table running does not name ``status``: setting an indexed
    column, even to the value it has, rewrites its index entries (two more pages to write and
    to checkpoint for every action).
    """
    values: dict[str, Any] = {
        "version": bindparam("b_version"),
        "snapshot": bindparam("b_snapshot", type_=JSON),
        "round": bindparam("b_round"),
        "updated_at": bindparam("b_now"),
    }
    if ending:
        values["status"] = bindparam("b_status")
    return Prepared(
        update(TABLES)
        .where(
            TABLES.c.id == bindparam("b_id"),
            TABLES.c.version == bindparam("b_old_version"),
            # A table cancelled or frozen meanwhile takes no more actions, whatever wrote that.
            TABLES.c.status == "running",
        )
        .values(values)
    )


_STORE_SNAPSHOT = _store_snapshot(ending=False)
_STORE_LAST_SNAPSHOT = _store_snapshot(ending=True)

_ACTION_COLUMNS = ("table_id", "seq", "seat", "action", "source", "created_at")
_APPEND_ACTIONS = Prepared(insert(ACTIONS), columns=_ACTION_COLUMNS)
_HOLD_VERSION = (
    select(TABLES.c.version)
    .where(TABLES.c.id == bindparam("b_id"), TABLES.c.status == "running")
    .with_for_update()
)
_CLAIM_DEADLINE = Prepared(
    delete(DEADLINES).where(
        DEADLINES.c.id == bindparam("b_id"),
        DEADLINES.c.seat == bindparam("b_seat"),
        DEADLINES.c.round == bindparam("b_round"),
        DEADLINES.c.kind == bindparam("b_kind"),
    )
)


@dataclass(frozen=True)
class DeadlineKey:
    """What names one deadline row for good. Its id alone does not: SQLite gives a new row the
    id of the highest one deleted, so a firing that found its deadline gone could otherwise
    claim the next round's that took the id."""

    id: int
    seat: int
    round: int
    kind: str

    @classmethod
    def of(cls, row: Any) -> DeadlineKey:
        """The key of a deadline row (read with its seat, round and kind)."""
        return cls(row.id, row.seat, row.round, row.kind)


class VersionConflict(Exception):
    """The table changed in the database since it was read (another writer got there first, or
    it is no longer running)."""


class DeadlineGone(Exception):
    """The deadline to apply is no longer due: it was applied or dropped elsewhere."""


def claim_deadline(conn: Connection, deadline: DeadlineKey) -> None:
    """Delete the deadline being applied, or raise DeadlineGone having written nothing.

    Done in the transaction that applies it, so that a crash leaves the deadline either applied
    and gone or still due: never lost, never applied twice.
    """
    values = {
        "b_id": deadline.id,
        "b_seat": deadline.seat,
        "b_round": deadline.round,
        "b_kind": deadline.kind,
    }
    if _CLAIM_DEADLINE.run(conn, values) != 1:
        raise DeadlineGone()


def hold_version(conn: Connection, table_id: int, version: int) -> None:
    """Lock the running table's row until the transaction ends, or raise VersionConflict if it
    is no longer at ``version`` (or no longer running)."""
    if conn.execute(_HOLD_VERSION, {"b_id": table_id}).scalar() != version:
        raise VersionConflict()


def append(
    conn: Connection,
    *,
    table_id: int,
    old_version: int,
    actions: Sequence[tuple[int, dict[str, Any], str]],
    snapshot: dict[str, Any],
    round: int,
    status: str,
    now: datetime,
) -> None:
    """Store ``snapshot`` as version ``old_version + len(actions)`` and log ``actions``
    (seat, action JSON, source), or raise VersionConflict having written nothing."""
    values = {
        "b_id": table_id,
        "b_old_version": old_version,
        "b_version": old_version + len(actions),
        "b_snapshot": snapshot,
        "b_round": round,
        "b_now": now,
    }
    if status == "running":
        updated = _STORE_SNAPSHOT.run(conn, values)
    else:
        updated = _STORE_LAST_SNAPSHOT.run(conn, {**values, "b_status": status})
    if updated != 1:
        raise VersionConflict()
    rows = [
        {
            "table_id": table_id,
            "seq": old_version + i,
            "seat": seat,
            "action": action,
            "source": source,
            "created_at": now,
        }
        for i, (seat, action, source) in enumerate(actions, start=1)
    ]
    _APPEND_ACTIONS.run_many(conn, rows)
