"""A bot started by ``splitbot run`` leaves the tables start-up loaded out of later garbage
collections (``settle_heap``); a bot started otherwise (the tests') leaves the heap alone."""

from __future__ import annotations

import gc

from bot.discordbot.client import SplitBot
from tests.discord.conftest import start_game


def collected(thing: object) -> bool:
    """Whether the collector walks ``thing`` (a frozen object is in no generation)."""
    return any(tracked is thing for tracked in gc.get_objects())


async def test_the_tables_start_up_loads_are_left_out_of_collections(world):
    await start_game(world, ["ann", "bob"])
    url = world.env.bot.database_url
    await world.env.restart_bot(SplitBot(url, shard_count=1))
    plain = world.env.bot.service.core.live_tables[1]
    assert collected(plain)
    try:
        await world.env.restart_bot(SplitBot(url, shard_count=1, freeze_heap=True))
        settled = world.env.bot.service.core.live_tables[1]
        assert gc.get_freeze_count() > 0
        assert not collected(settled)
        assert not collected(settled.state)
    finally:
        gc.unfreeze()  # the other tests' objects are collected as before
    assert collected(settled)
