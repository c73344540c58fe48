"""A table whose log or row is damaged freezes alone: its channel is told once, the operator
sees why, and every other table keeps playing and keeps its timers."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable
from typing import Any

import pytest
from sqlalchemy import Connection, select, text

from bot.cli import main
from bot.service import (
    PlayedForPlayer,
    TableFrozenEvent,
    TableInfo,
    TableService,
    errors,
)
from bot.storage.models import ActionRow, TableRow
from tests.bot.conftest import play_human_turns, players, recorded, start_table

ACTIONS = ActionRow.__table__
TIMER = {"timer": {"policy": "autoplay", "minutes": 1}}


def swap_rows_of_two_rounds(conn: Connection, table_id: int) -> None:
    rows = conn.execute(
        select(ACTIONS.c.seq, ACTIONS.c.seat, ACTIONS.c.action)
        .where(ACTIONS.c.table_id == table_id)
        .order_by(ACTIONS.c.seq)
    ).all()
    first, later = rows[0], rows[3]  # round 1 and round 2 of a 3-seat table
    for target, source in ((first, later), (later, first)):
        conn.execute(
            ACTIONS.update()
            .where(ACTIONS.c.table_id == table_id, ACTIONS.c.seq == target.seq)
            .values(seat=source.seat, action=source.action)
        )


def delete_a_row(conn: Connection, table_id: int) -> None:
    conn.execute(ACTIONS.delete().where(ACTIONS.c.table_id == table_id, ACTIONS.c.seq == 2))


def edit_an_action_to_an_illegal_one(conn: Connection, table_id: int) -> None:
    conn.execute(
        ACTIONS.update()
        .where(ACTIONS.c.table_id == table_id, ACTIONS.c.seq == 2)
        .values(action={"card": "no-such-card", "side": "left"})
    )


def garbage_json_in_the_log(conn: Connection, table_id: int) -> None:
    conn.execute(
        text("UPDATE actions SET action = '{\"card\": [[[' WHERE table_id = :t AND seq = 3"),
        {"t": table_id},
    )


def garbage_json_in_the_snapshot(conn: Connection, table_id: int) -> None:
    conn.execute(
        text("UPDATE game_tables SET snapshot = 'not json at all' WHERE id = :t"), {"t": table_id}
    )


def a_snapshot_of_another_shape(conn: Connection, table_id: int) -> None:
    conn.execute(TableRow.__table__.update().where(TableRow.id == table_id).values(snapshot=[1]))


def a_config_of_another_shape(conn: Connection, table_id: int) -> None:
    conn.execute(TableRow.__table__.update().where(TableRow.id == table_id).values(config={}))


DAMAGE: dict[str, tuple[Callable[[Connection, int], None], str]] = {
    "rows swapped": (swap_rows_of_two_rounds, "action #1"),
    "a row deleted": (delete_a_row, "action #2 is missing"),
    "an illegal action": (edit_an_action_to_an_illegal_one, "action #2 (seat 1) is refused"),
    "garbage JSON in the log": (garbage_json_in_the_log, "action #3 cannot be read"),
    "garbage JSON in the snapshot": (garbage_json_in_the_snapshot, "cannot be loaded"),
    "a snapshot of another shape": (a_snapshot_of_another_shape, "cannot be loaded"),
    "a config of another shape": (a_config_of_another_shape, "cannot be loaded"),
}


def damages(*names: str) -> list:
    """Damage kinds as test parameters; PostgreSQL's JSON columns refuse garbage JSON outright,
    so those kinds are SQLite's alone."""
    return [
        pytest.param(name, marks=pytest.mark.sqlite_only) if "garbage" in name else name
        for name in names or DAMAGE
    ]


async def three_tables(service: TableService) -> tuple[TableInfo, TableInfo, TableInfo]:
    """Two healthy tables waiting on a timer, and a third (to be damaged) with one too."""
    tables = []
    for number in range(3):
        table = await start_table(service, players(3), options=TIMER, channel_id=700 + number)
        table = await play_human_turns(service, table, random.Random(number), until_round=3)
        tables.append(table)
    return tables[0], tables[1], tables[2]


def frozen_events(events: list[Any], table_id: int) -> list[TableFrozenEvent]:
    return [e for e in events if isinstance(e, TableFrozenEvent) and e.table.id == table_id]


async def damage(engine: Any, how: str, table_id: int) -> None:
    async with engine.begin() as conn:
        await conn.run_sync(DAMAGE[how][0], table_id)


@pytest.mark.parametrize("how", damages())
async def test_a_damaged_table_freezes_alone_at_start_up(service, engine, clock, how):
    healthy, other, damaged = await three_tables(service)
    await damage(engine, how, damaged.id)
    fresh = TableService(engine, clock=clock)
    seen = recorded(fresh)
    try:
        assert await fresh.core.recover() == [damaged.id]
        frozen = await fresh.get(damaged.id)
        assert frozen.status == "frozen"
        assert DAMAGE[how][1] in (frozen.frozen_reason or "")
        # Its channel is told once, in plain words (the details are the operator's).
        (told,) = frozen_events(seen, damaged.id)
        assert told.table.id == damaged.id
        # The healthy tables' timers fire and their players still play.
        fired = await fresh.play.fire_due(clock.advance(3600))
        played_for = {e.table.id for e in fired if isinstance(e, PlayedForPlayer)}
        assert played_for == {healthy.id, other.id}
        table = await play_human_turns(fresh, await fresh.get(healthy.id), random.Random(5))
        assert table.status == "finished"
        # The frozen table refuses, and nothing tells its channel a second time.
        with pytest.raises(errors.TableFrozen):
            await fresh.play.act_json(damaged.id, 100, {"card": "x", "side": "left"})
        with pytest.raises(errors.TableFrozen):
            await fresh.lobbies.leave(damaged.id, 100)
        assert await fresh.core.verify_all() == []
        assert len(frozen_events(seen, damaged.id)) == 1
    finally:
        await fresh.close()


@pytest.mark.parametrize("how", damages("an illegal action", "garbage JSON in the log"))
@pytest.mark.no_cover  # each line it runs, another test traces too
async def test_a_damaged_log_found_by_a_timer_freezes_its_table_and_no_other_timer_is_lost(
    service, engine, clock, how
):
    healthy, other, damaged = await three_tables(service)
    await damage(engine, how, damaged.id)
    fresh = TableService(engine, clock=clock)
    seen = recorded(fresh)
    try:
        assert await fresh.core.recover(verify=False) == []  # logs are checked lazily
        fired = await fresh.play.fire_due(clock.advance(3600))
        played_for = {e.table.id for e in fired if isinstance(e, PlayedForPlayer)}
        assert played_for == {healthy.id, other.id}
        assert (await fresh.get(damaged.id)).status == "frozen"
        assert len(frozen_events(seen, damaged.id)) == 1
        assert await fresh.play.next_deadline() is not None  # the healthy tables' next round
        assert await fresh.play.fire_due(clock.advance(3600)) != []
        assert len(frozen_events(seen, damaged.id)) == 1
    finally:
        await fresh.close()


async def test_a_damaged_log_found_by_a_click_is_refused_clearly(service, engine, clock):
    table = await start_table(service, players(3))
    table = await play_human_turns(service, table, random.Random(1), until_round=2)
    await damage(engine, "an illegal action", table.id)
    fresh = TableService(engine, clock=clock)
    try:
        await fresh.core.recover(verify=False)
        with pytest.raises(errors.TableFrozen, match="paused"):
            await fresh.play.require_seat(table.id, 100)
        with pytest.raises(errors.TableFrozen):
            await fresh.lobbies.cancel(table.id, 100)
    finally:
        await fresh.close()


async def test_the_operator_sees_why_and_where_the_log_stops(service, engine, database_url, capsys):
    table = await start_table(service, players(3))
    table = await play_human_turns(service, table, random.Random(1), until_round=3)
    await damage(engine, "an illegal action", table.id)
    assert await TableService(engine).core.recover() == [table.id]
    command = ["replay", str(table.id), "--database-url", database_url]
    assert await asyncio.to_thread(main, command) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == f"Splito game #{table.id}: frozen, 3 seats"
    assert lines[1].startswith("frozen because action #2 (seat 1) is refused by the rules")
    assert lines[-1].startswith("the log stops replaying here: action #2 (seat 1)")
    assert len([line for line in lines if line.startswith("  ")]) == 1  # the one good action


@pytest.mark.sqlite_only  # garbage JSON: PostgreSQL refuses to store it
async def test_a_table_with_a_damaged_snapshot_can_still_be_looked_at(service, engine, clock):
    table = await start_table(service, players(3))
    await damage(engine, "garbage JSON in the snapshot", table.id)
    fresh = TableService(engine, clock=clock)
    try:
        assert await fresh.core.recover() == [table.id]
        info = await fresh.get(table.id)
        assert info.status == "frozen" and info.state is None
        assert [s.name for s in info.seats] == [p.name for p in players(3)]
    finally:
        await fresh.close()


async def test_a_log_that_cannot_be_read_just_now_freezes_nothing(service, engine, clock):
    """A database that fails to read a log is not a damaged log: the table is not frozen, the
    sweep goes on, and a player is asked to try again."""
    table = await start_table(service, players(3))
    fresh = TableService(engine, clock=clock)
    try:
        await fresh.core.recover(verify=False)
        async with engine.begin() as conn:
            await conn.execute(text("ALTER TABLE actions RENAME TO actions_away"))
        assert await fresh.core.verify_all() == []
        with pytest.raises(errors.Unavailable, match="try again in a moment"):
            await fresh.play.require_seat(table.id, 100)
        async with engine.begin() as conn:
            await conn.execute(text("ALTER TABLE actions_away RENAME TO actions"))
        assert (await fresh.play.require_seat(table.id, 100))[1] == 0
        assert (await fresh.get(table.id)).status == "running"
    finally:
        await fresh.close()
