"""After forget-me, a member's id and name are nowhere in the database: not in any column of
any table (colour picks in a table's options included), and, on SQLite, not in the file's
bytes either (its log and its free space included). What forget-me deletes, my-data shows."""

from __future__ import annotations

import asyncio
import json
import random
from pathlib import Path

import pytest
from sqlalchemy import text

from bot.cli import main
from bot.service import DmHand, Player, TableService
from bot.storage.models import Base
from tests.bot.conftest import BOB, CAT, play_human_turns, start_table

#: A member with an id the size of Discord's and a name no other text holds.
ZED = Player(734_512_990_123_456_789, "Quillonfrost")


def traces(data: bytes) -> list[str]:
    """Which of the member's traces ``data`` holds: their id as digits or as the 8-byte
    integer SQLite stores, their name."""
    found = []
    if str(ZED.user_id).encode() in data:
        found.append("id as text")
    if ZED.user_id.to_bytes(8, "big") in data:
        found.append("id as an integer")
    if ZED.name.encode() in data:
        found.append("name")
    return found


async def rows_naming_zed(engine) -> list[tuple[str, str]]:
    """(table, row) of every row of every table whose text names the member."""
    found, searched = [], set()
    async with engine.connect() as conn:
        if engine.dialect.name == "postgresql":
            names = await conn.execute(
                text("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")
            )
            for (table,) in names.all():
                searched.add(table)
                rows = await conn.execute(text(f'SELECT t::text FROM "{table}" AS t'))
                found += [(table, row) for (row,) in rows if traces(row.encode())]
        else:
            names = await conn.execute(text("SELECT name FROM sqlite_master WHERE type='table'"))
            for (table,) in names.all():
                searched.add(table)
                rows = await conn.execute(text(f'SELECT * FROM "{table}"'))
                for row in rows:
                    shown = json.dumps([str(value) for value in row])
                    if traces(shown.encode()) or ZED.user_id in tuple(row):
                        found.append((table, shown))
    assert {t.name for t in Base.metadata.sorted_tables} <= searched
    return found


async def zed_everywhere(service) -> None:
    """Zed plays, hosts, picks colours, leaves a lobby, keeps a hand in direct messages and
    turns pings off: every kind of row that names a member."""
    finished = await start_table(service, [ZED, BOB], channel_id=1)
    await play_human_turns(service, finished, random.Random(3))
    await start_table(service, [BOB, ZED], channel_id=2)  # running: his seat goes to the AI
    hosted = await service.lobbies.create_lobby("serendipity", ZED, guild_id=1, channel_id=3)
    await service.lobbies.join(hosted.id, BOB)
    await service.lobbies.choose_for_seat(hosted.id, ZED.user_id, ["violet", "blue"])
    await service.lobbies.choose_for_seat(hosted.id, BOB.user_id, ["red", "green"])
    left = await service.lobbies.create_lobby("serendipity", CAT, guild_id=1, channel_id=4)
    await service.lobbies.join(left.id, ZED)
    await service.lobbies.choose_for_seat(left.id, ZED.user_id, ["violet", "blue"])
    await service.lobbies.leave(left.id, ZED.user_id)
    picked = await service.lobbies.create_lobby("serendipity", BOB, guild_id=1, channel_id=5)
    await service.lobbies.join(picked.id, ZED)
    await service.lobbies.choose_for_seat(picked.id, ZED.user_id, ["orange", "blue"])
    await service.lobbies.start(picked.id, BOB.user_id)  # his pick is played, then forgotten
    await service.hands.keep_dm_hand(2, DmHand(1, ZED.user_id, 77, 78))
    await service.servers.set_member_pings(ZED.user_id, False)


async def test_my_data_shows_every_pick_and_forget_me_leaves_no_trace(service, engine, db_path):
    await zed_everywhere(service)
    shown = await service.privacy.my_data(ZED.user_id)
    # What was left behind is gone already: the lobby he left keeps no pick of his.
    assert sorted((p["table"], p["pick"]) for p in shown["seat_choices"]) == [
        (3, ["violet", "blue"]),
        (5, ["orange", "blue"]),
    ]
    assert shown["mentions"] == "off" and shown["hands_in_direct_messages"]
    assert await rows_naming_zed(engine) != []

    await service.privacy.forget(ZED.user_id)

    assert await rows_naming_zed(engine) == []
    assert (await service.privacy.my_data(ZED.user_id))["seat_choices"] == []
    # Bob's own pick stays where it was.
    assert (await service.get(3)).options["seat_choices"] == {str(BOB.user_id): ["red", "green"]}
    if engine.dialect.name == "sqlite":
        files = [Path(f"{db_path}{suffix}") for suffix in ("", "-wal", "-shm")]
        left = {f.name: traces(f.read_bytes()) for f in files if f.exists()}
        assert all(found == [] for found in left.values()), left


@pytest.mark.no_cover  # each line it runs, another test traces too
async def test_the_command_line_s_forget_leaves_no_trace(engine, clock, database_url, capsys):
    service = TableService(engine, clock=clock)
    await zed_everywhere(service)
    await service.close()
    forget = ["forget", str(ZED.user_id), "--database-url", database_url]
    assert await asyncio.to_thread(main, forget) == 0
    assert f"forgot member {ZED.user_id}" in capsys.readouterr().out
    assert await rows_naming_zed(engine) == []
