"""A bot started on a table left waiting for an AI seat (a crash between the hand-over and
the AI's answer) moves it on by itself: no click, the board follows."""

from __future__ import annotations

from bot.discordbot.client import SplitBot
from tests.discord.conftest import board, pick, start_game


async def test_a_restarted_bot_lets_the_ai_play_the_seat_it_was_handed(world):
    thread = await start_game(world, ["ann", "bob"])
    await pick(world, "bob", thread)
    service = world.env.bot.service
    (live,) = service._live.values()
    async with live.lock:  # the seat is written, and the process dies before the AI answers
        await service.advancer.hand_seat_to_ai(live, world.members["ann"].id)
    assert "round 1/26" in board(thread).content

    await world.env.restart_bot(SplitBot(world.env.bot.database_url, shard_count=1))
    await world.env.advance_time(1)

    assert "round 2/26" in board(thread).content
    # Bob's pick, then the AI's for Ann's seat in round 1 and at once in round 2.
    assert (await world.env.bot.service.get(live.id)).version == 3
