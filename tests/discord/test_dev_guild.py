"""With DEV_GUILD_ID the commands are synced to that server at once (strict_sync proves it)."""

from __future__ import annotations

import pytest

from bot.discordbot.client import SplitBot
from bot.storage.db import sqlite_url

DEV_GUILD = 1456074443980800123


@pytest.fixture
def simcord_bot(tmp_path):
    return SplitBot(sqlite_url(tmp_path / "bot.db"), dev_guild_id=DEV_GUILD, shard_count=1)


async def test_commands_are_synced_to_the_dev_guild(simcord_env):
    guild = simcord_env.create_guild(id=DEV_GUILD)
    channel = guild.create_text_channel("dev")
    ann = guild.add_member(simcord_env.create_user("ann"))
    assert "splito start" in ann.available_commands(channel)
    rules = await ann.slash(channel, "splito rules")
    assert rules.ephemeral and rules.response.embeds[0].title == "Splito · rules in short"
    paths = [r.path for r in simcord_env.http_requests if r.method == "PUT"]
    assert any(f"/guilds/{DEV_GUILD}/commands" in path for path in paths)
