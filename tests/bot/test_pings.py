"""Who a table may mention: its players, unless their server turned pings off or they muted
their own; a muted member is forgotten with the rest of their data. A nudge (a reminder with
nobody else to keep waiting) is not armed at a table of one person."""

from __future__ import annotations

from sqlalchemy import select

from bot.storage.models import DeadlineRow, MutedMemberRow
from tests.bot.conftest import ANN, BOB, CAT, start_table

REMIND = {"timer": {"policy": "remind", "minutes": 2.0}}


async def test_players_are_pinged_unless_muted_or_their_server_said_no(service):
    table = await service.lobbies.create_lobby("splito", ANN, guild_id=9, channel_id=1)
    everyone = [ANN.user_id, BOB.user_id, CAT.user_id]
    assert await service.servers.who_to_ping(table, everyone) == everyone
    assert await service.servers.who_to_ping(table, []) == []

    await service.servers.set_member_pings(BOB.user_id, False)
    await service.servers.set_member_pings(BOB.user_id, False)  # twice: still one choice
    assert not await service.servers.member_pings(BOB.user_id)
    assert await service.servers.who_to_ping(table, everyone) == [ANN.user_id, CAT.user_id]

    await service.servers.choose_server_defaults(9, pings=False)
    assert await service.servers.who_to_ping(table, everyone) == []
    await service.servers.choose_server_defaults(9, pings=None)  # back to the default: on
    assert await service.servers.who_to_ping(table, everyone) == [ANN.user_id, CAT.user_id]

    await service.servers.set_member_pings(BOB.user_id, True)
    assert await service.servers.who_to_ping(table, everyone) == everyone


async def test_forgetting_a_member_forgets_that_they_muted_pings(service, engine):
    await service.servers.set_member_pings(CAT.user_id, False)
    await service.privacy.forget(CAT.user_id)
    async with engine.connect() as conn:
        assert (await conn.execute(select(MutedMemberRow))).all() == []
    assert await service.servers.member_pings(CAT.user_id)


async def deadlines(engine) -> list:
    async with engine.connect() as conn:
        return (await conn.execute(select(DeadlineRow.seat))).all()


async def test_a_reminder_is_armed_for_two_people_not_for_one_against_the_ai(service, engine):
    await start_table(service, [ANN, BOB], options=REMIND)
    assert sorted(seat for (seat,) in await deadlines(engine)) == [0, 1]
    await start_table(service, [CAT], ai_seats=2, options=REMIND, channel_id=556)
    assert len(await deadlines(engine)) == 2  # only the first table's
