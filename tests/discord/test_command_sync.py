"""Slash commands are synced globally only when they changed, and a changed translation is a
change: Discord gets the new localizations at the next start."""

from __future__ import annotations

import pytest

from bot.discordbot.client import SplitBot
from bot.discordbot.commandsync import COMMANDS_HASH_KEY, commands_digest


def global_syncs(env) -> int:
    app = env.backend.application_id
    return sum(
        1
        for r in env.http_requests
        if r.method == "PUT" and r.path.endswith(f"/applications/{app}/commands")
    )


@pytest.mark.no_cover  # each line it runs, another test traces too
async def test_a_changed_catalog_syncs_the_commands_again(simcord_env, monkeypatch):
    assert global_syncs(simcord_env) == 1  # the first start
    url = simcord_env.bot.database_url
    await simcord_env.restart_bot(SplitBot(url, shard_count=1))
    assert global_syncs(simcord_env) == 1  # nothing changed: no sync
    monkeypatch.setattr(
        "bot.discordbot.commandsync.catalogs_digest", lambda: "a retranslated catalog"
    )
    await simcord_env.restart_bot(SplitBot(url, shard_count=1))
    assert global_syncs(simcord_env) == 2


@pytest.mark.no_cover  # each line it runs, another test traces too
async def test_a_database_moved_to_another_application_syncs_the_commands_there(simcord_env):
    """The stored hash says the commands were uploaded for another application (the database
    was moved to a new bot): this one gets them."""
    assert global_syncs(simcord_env) == 1
    bot = simcord_env.bot
    payload = [command.to_dict(bot.tree) for command in bot.tree.get_commands()]
    assert commands_digest(1, payload) != commands_digest(2, payload)
    elsewhere = commands_digest(bot.application_id + 1, payload)
    await bot.service.messages.set_meta(COMMANDS_HASH_KEY, elsewhere)
    await simcord_env.restart_bot(SplitBot(bot.database_url, shard_count=1))
    assert global_syncs(simcord_env) == 2
    await simcord_env.restart_bot(SplitBot(bot.database_url, shard_count=1))
    assert global_syncs(simcord_env) == 2  # uploaded there now: no sync again
