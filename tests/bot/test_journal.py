"""The hot write runs prepared statements on the driver: what it stores reads back through the
ORM exactly as the ORM would have stored it."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from sqlalchemy import Connection, insert, select
from sqlalchemy.ext.asyncio import async_sessionmaker

from bot.storage import journal
from bot.storage.models import ActionRow, DeadlineRow, TableRow
from bot.storage.writer import Writer

NOW = datetime(2026, 11, 24, 7, 45, 12, 345678, tzinfo=UTC)


async def test_appended_actions_and_snapshot_read_back_as_written(engine):
    writer = Writer(engine)
    try:

        def open_table(conn: Connection) -> int:
            row = {"game": "splito", "status": "running", "options": {}, "seed": 1}
            return conn.execute(
                insert(TableRow.__table__).values(**row, version=0, round=1)
            ).inserted_primary_key[0]

        table_id = await writer.submit(open_table)
        snapshot = {"round": 2, "hands": [["blue-4-1", "red-1-2"], []], "note": "é ✓ 日本"}

        def write(conn: Connection) -> None:
            journal.append(
                conn,
                table_id=table_id,
                old_version=0,
                actions=[(0, {"card": "blue-4-1"}, "player"), (1, {"card": None}, "ai")],
                snapshot=snapshot,
                round=2,
                status="running",
                now=NOW,
            )

        await writer.submit(write)
        with pytest.raises(journal.VersionConflict):  # version 0 is gone: nothing written
            await writer.submit(write)
        async with async_sessionmaker(engine)() as session:
            table = await session.get_one(TableRow, table_id)
            actions = (await session.scalars(select(ActionRow).order_by(ActionRow.seq))).all()
        assert (table.version, table.round, table.status) == (2, 2, "running")
        assert table.snapshot == snapshot
        assert table.updated_at.replace(tzinfo=UTC) == NOW
        assert [(a.seq, a.seat, a.action, a.source) for a in actions] == [
            (1, 0, {"card": "blue-4-1"}, "player"),
            (2, 1, {"card": None}, "ai"),
        ]
        assert all(a.created_at.replace(tzinfo=UTC) == NOW for a in actions)
    finally:
        await writer.close()


async def test_a_deadline_is_claimed_once(engine):
    writer = Writer(engine)
    try:

        def arm(conn: Connection) -> journal.DeadlineKey:
            row = {"game": "splito", "status": "running", "options": {}, "seed": 1}
            table_id = conn.execute(
                insert(TableRow.__table__).values(**row, version=0, round=1)
            ).inserted_primary_key[0]
            deadline = {"table_id": table_id, "seat": 0, "round": 1, "kind": "remind"}
            deadline_id = conn.execute(
                insert(DeadlineRow.__table__).values(**deadline, due_at=60.0)
            ).inserted_primary_key[0]
            return journal.DeadlineKey(deadline_id, 0, 1, "remind")

        key = await writer.submit(arm)
        other_round = journal.DeadlineKey(key.id, key.seat, key.round + 1, key.kind)
        with pytest.raises(journal.DeadlineGone):  # the same id, another deadline
            await writer.submit(lambda conn: journal.claim_deadline(conn, other_round))
        await writer.submit(lambda conn: journal.claim_deadline(conn, key))
        with pytest.raises(journal.DeadlineGone):
            await writer.submit(lambda conn: journal.claim_deadline(conn, key))
    finally:
        await writer.close()
