"""``/splitbot-admin settings``: a server's defaults for its new games (Manage Server only)."""

from __future__ import annotations

import discord
import pytest
from simcord.backend.errors import SetupError

from tests.discord.conftest import ephemeral_text, open_lobby, show_admin_commands_to
from tests.discord.texts import text_of


def fields(result) -> dict[str, str]:
    return {f.name: f.value for f in result.response.embeds[0].fields}


async def test_managers_choose_defaults_everyone_sees_them(world):
    managers = world.guild.create_role(
        "managers", permissions=discord.Permissions(manage_guild=True)
    )
    olga = world.guild.add_member(world.env.create_user("olga"), roles=[managers])
    bob = world.members["bob"]

    # The admin commands are hidden from members without Manage Server.
    with pytest.raises(SetupError, match="not visible to this user"):
        await bob.slash(world.channel, "splitbot-admin settings")
    shown = await olga.slash(world.channel, "splitbot-admin settings")
    assert fields(shown) == {
        "Timer": "a waiting player is mentioned after 2 min (1 min for a turn) (default)",
        "An unstarted lobby closes after": "30 min (default)",
        "A game where nothing happens ends after": "24 h (default)",
        "A thread for each game": "yes (default)",
        "Mention players (at the start, and when a game waits on them)": "yes (default)",
    }
    # A server may show them to a member: a change is refused to them all the same.
    show_admin_commands_to(world.env, world.guild, bob)
    refused = await bob.slash(world.channel, "splitbot-admin settings", lobby_minutes=10)
    assert ephemeral_text(refused) == (
        "Only members with Manage Server can change the server's defaults."
    )

    chosen = await olga.slash(
        world.channel,
        "splitbot-admin settings",
        timer="drop",
        timer_minutes=3,
        lobby_minutes=10,
        threads=False,
    )
    assert chosen.ephemeral and fields(chosen) == {
        "Timer": "AI plays for you after 3 min, and keeps your seat after 3 in a row",
        "An unstarted lobby closes after": "10 min",
        "A game where nothing happens ends after": "24 h (default)",
        "A thread for each game": "no",
        "Mention players (at the start, and when a game waits on them)": "yes (default)",
    }

    # A new table takes the server's timer unless its host chooses one; no thread is opened.
    lobby = await open_lobby(world, "ann")
    assert "keeps your seat after 3 in a row" in lobby.embeds[0].fields[1].value
    await world.members["bob"].click(lobby, label="Join")
    await world.members["ann"].click(lobby, label="Start")
    assert world.channel.threads == []
    await world.members["ann"].slash(world.channel, "splito cancel")
    own = await open_lobby(world, "ann", timer="remind", timer_minutes=2)
    assert "reminder after 2 min" in own.embeds[0].fields[1].value

    # The lobby closes after the server's 10 minutes.
    for _ in range(11):
        await world.env.advance_time(60)
    assert text_of(world.channel.history()[-1]) == (
        "⌛ The lobby of game #2 closed: nobody started it within 10 minutes."
    )
