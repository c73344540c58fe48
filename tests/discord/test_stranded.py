"""A bot started on what a crash left half done finishes it by itself, with no click: here a
forget-me cut short after it handed the member's seat to the AI, before the AI answered and
before the member was erased. The board moves on and the member is named nowhere."""

from __future__ import annotations

from sqlalchemy import select

from bot.discordbot.client import SplitBot
from bot.storage import members
from bot.storage.models import SeatRow
from tests.discord.conftest import board, pick, start_game
from tests.discord.texts import text_of


async def test_a_restarted_bot_finishes_a_forget_me_a_crash_cut_short(world):
    thread = await start_game(world, ["ann", "bob"])
    await pick(world, "bob", thread)
    service, ann = world.env.bot.service, world.members["ann"].id
    (live,) = service.core.live_tables.values()
    # forget-me's first writes: the request noted, the seat handed over; then the process dies.
    async with service.writer.session() as session:
        await members.mark_forget_pending(session, ann)
    async with live.lock:
        await service.advancer.hand_seat_to_ai(live, ann)
    assert "round 1/26" in text_of(board(thread))

    await world.env.restart_bot(SplitBot(world.env.bot.database_url, shard_count=1))
    await world.env.advance_time(1)

    assert "round 2/26" in text_of(board(thread))
    # Bob's pick, then the AI's for Ann's seat in round 1 and at once in round 2.
    restarted = world.env.bot.service
    assert (await restarted.get(live.id)).version == 3
    async with restarted.engine.connect() as conn:
        assert list(await conn.scalars(select(SeatRow.id).where(SeatRow.user_id == ann))) == []
        assert await members.pending_forgets(conn) == []
