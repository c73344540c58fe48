"""Forgetting a member: no seat, result or table names them afterwards, every game still
replays, and their running games go on with an AI in their seat."""

from __future__ import annotations

import json
import random

import pytest
from sqlalchemy import or_, select

from bot.service import DmHand, SeatTakenByAI
from bot.service.privacy import FORGOTTEN_NAME
from bot.storage.models import Base, DmHandRow, ResultRow, SeatRow, TableRow
from tests.bot.conftest import ANN, BOB, CAT, DAN, play_human_turns, start_table


@pytest.mark.no_cover  # each line it runs, another test traces too
async def test_a_forgotten_member_is_named_nowhere_and_every_game_goes_on(service, engine, events):
    finished = await start_table(service, [ANN, BOB], channel_id=1)
    finished = await play_human_turns(service, finished, random.Random(3))
    running = await start_table(service, [BOB, ANN, CAT], channel_id=2)
    hosted = await service.lobbies.create_lobby("splito", ANN, guild_id=1, channel_id=3)
    await service.lobbies.join(hosted.id, DAN)
    alone = await service.lobbies.create_lobby("splito", ANN, guild_id=1, channel_id=4)
    untouched = await start_table(service, [BOB, CAT], channel_id=5)
    # Where her hand and Bob's are in direct messages.
    await service.hands.keep_dm_hand(running.id, DmHand(1, ANN.user_id, 77, 78))
    await service.hands.keep_dm_hand(running.id, DmHand(0, BOB.user_id, 87, 88))

    done = await service.privacy.forget(ANN.user_id)

    assert (done.lobbies_left, done.games_handed_to_ai) == (2, 1)
    assert done.results_anonymised == 1
    async with engine.connect() as conn:
        naming = await conn.execute(
            select(SeatRow.id).where(or_(SeatRow.user_id == ANN.user_id, SeatRow.name == ANN.name))
        )
        assert naming.all() == []
        assert (
            await conn.execute(select(ResultRow.id).where(ResultRow.user_id == ANN.user_id))
        ).all() == []
        assert (
            await conn.execute(select(TableRow.id).where(TableRow.host_id == ANN.user_id))
        ).all() == []
        assert (await conn.execute(select(DmHandRow.user_id))).scalars().all() == [BOB.user_id]
        # Nothing in any table names her: no id of hers, no name of hers (her ratings gone).
        for table in Base.metadata.sorted_tables:
            for row in (await conn.execute(select(table))).mappings():
                for column, value in row.items():
                    text = json.dumps(value, default=str) if not isinstance(value, str) else value
                    assert value != ANN.user_id and ANN.name not in text, (table.name, column)
                    assert f"user:{ANN.user_id}" not in text, (table.name, column)
    # Her finished game keeps its result, without her; it still replays.
    assert FORGOTTEN_NAME in [s.name for s in (await service.get(finished.id)).seats]
    assert len(await service.core.replay_log(finished.id)) == finished.version
    # Her running game goes on: an AI holds her seat and the table was told.
    now = await service.get(running.id)
    assert now.status == "running" and now.seat_at(1).is_ai
    assert any(isinstance(e, SeatTakenByAI) and e.table.id == running.id for e in events)
    # The lobby she hosted is Dan's now; the one she was alone in is cancelled.
    assert (await service.get(hosted.id)).host_id == DAN.user_id
    assert (await service.get(alone.id)).status == "cancelled"
    # Others' games are as they were.
    assert [s.name for s in (await service.get(untouched.id)).seats] == [BOB.name, CAT.name]


async def test_forgetting_someone_the_bot_never_saw_changes_nothing(service):
    table = await start_table(service, [BOB, CAT])
    done = await service.privacy.forget(999)
    assert done == type(done)(0, 0, 0, 0)
    assert [s.name for s in (await service.get(table.id)).seats] == [BOB.name, CAT.name]


async def test_a_member_s_own_data_lists_every_row_naming_them_and_nothing_after_forget(service):
    finished = await start_table(service, [ANN, BOB], channel_id=1)
    finished = await play_human_turns(service, finished, random.Random(3))
    running = await start_table(service, [BOB, ANN, CAT], channel_id=2)
    hosted = await service.lobbies.create_lobby("splito", ANN, guild_id=1, channel_id=3)
    await service.hands.keep_dm_hand(running.id, DmHand(1, ANN.user_id, 77, 78))
    await service.servers.set_member_pings(ANN.user_id, False)

    mine = json.loads(json.dumps(await service.privacy.my_data(ANN.user_id)))  # JSON as it is

    assert mine["user_id"] == str(ANN.user_id)
    assert [(s["table"], s["status"], s["name"]) for s in mine["seats"]] == [
        (finished.id, "finished", ANN.name),
        (running.id, "running", ANN.name),
        (hosted.id, "lobby", ANN.name),
    ]
    assert mine["tables_hosted"] == [finished.id, hosted.id]
    assert [(r["table"], r["game"], r["server"]) for r in mine["results"]] == [
        (finished.id, "splito", "1")
    ]
    assert [(r["server"], r["game"], r["games"]) for r in mine["ratings"]] == [("1", "splito", 1)]
    assert mine["hands_in_direct_messages"] == [{"table": running.id, "seat": 1, "channel": "77"}]
    assert mine["mentions"] == "off"
    said = json.dumps(mine)
    assert BOB.name not in said and str(BOB.user_id) not in said  # only hers

    await service.privacy.forget(ANN.user_id)
    assert await service.privacy.my_data(ANN.user_id) == {
        "user_id": str(ANN.user_id),
        "seats": [],
        "tables_hosted": [],
        "results": [],
        "ratings": [],
        "hands_in_direct_messages": [],
        "seat_choices": [],
        "mentions": "on",
    }
