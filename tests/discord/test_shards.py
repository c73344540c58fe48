"""The bot runs sharded: a game plays through a bot of two shards as through one."""

from __future__ import annotations

import pytest

from bot.discordbot.client import SplitBot
from tests.discord.conftest import board, pick, start_game


@pytest.fixture
def simcord_bot(database_url):
    return SplitBot(database_url, shard_count=2)


async def test_a_game_plays_on_a_bot_of_two_shards(world):
    bot = world.env.bot
    assert bot.shard_count == 2 and sorted(bot.shards) == [0, 1]
    thread = await start_game(world, ["ann", "bob"])
    await pick(world, "ann", thread)
    await pick(world, "bob", thread)
    assert "round 2/26" in board(thread).content
