"""The bot runs sharded: a game plays through a bot of two shards as through one."""

from __future__ import annotations

import pytest

from bot.discordbot.client import SplitBot
from bot.service.shards import SHARD_SHIFT, Shards
from tests.discord.conftest import board, pick, start_game
from tests.discord.texts import text_of


@pytest.fixture
def simcord_bot(database_url):
    return SplitBot(database_url, shard_count=2)


async def test_a_game_plays_on_a_bot_of_two_shards(world):
    bot = world.env.bot
    assert bot.shard_count == 2 and sorted(bot.shards) == [0, 1]
    thread = await start_game(world, ["ann", "bob"])
    await pick(world, "ann", thread)
    await pick(world, "bob", thread)
    assert "round 2/26" in text_of(board(thread))


def test_a_process_running_some_shards_owns_only_their_servers(database_url):
    bot = SplitBot(database_url, shard_count=4, shard_ids=[1, 3])
    assert bot.owned == Shards(4, frozenset({1, 3}))
    assert bot.owned.owns(1 << SHARD_SHIFT) and not bot.owned.owns(2 << SHARD_SHIFT)
    assert SplitBot(database_url, shard_count=2).owned.all


async def test_a_bot_of_all_shards_owns_every_table(world):
    assert world.env.bot.service.shards.all


async def test_start_up_says_which_database_and_shards(simcord_env, caplog):
    caplog.set_level("INFO", logger="bot.discordbot.client")
    url = simcord_env.bot.database_url
    await simcord_env.restart_bot(SplitBot(url, shard_count=1))
    assert f"database {url} is up to date; this process runs every shard" in caplog.text
