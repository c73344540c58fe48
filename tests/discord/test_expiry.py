"""A lobby nobody starts and a game nobody plays end by themselves, a seat nobody plays goes to
the AI, and the table is told.

The bot here is set as an operator would set it (``SPLITBOT_LOBBY_MINUTES``,
``SPLITBOT_IDLE_HOURS``): a lobby waits 3 minutes, a game 6 (the defaults, 30 minutes and a
day, are the service tests')."""

from __future__ import annotations

import pytest

from bot.discordbot.client import SplitBot
from bot.service import ExpiryRules
from tests.discord.conftest import board, buttons, open_lobby, pick, start_game
from tests.discord.texts import text_of


@pytest.fixture
def simcord_bot(database_url):
    rules = ExpiryRules(lobby_minutes=3, idle_hours=0.1)
    return SplitBot(database_url, shard_count=1, expiry=rules)


async def wait(world, minutes: float) -> None:
    """Let ``minutes`` go by, a minute at a time (the bot's timers tick every 10 seconds)."""
    for _ in range(round(minutes)):
        await world.env.advance_time(60)


@pytest.mark.no_cover  # each line it runs, another test traces too
async def test_a_lobby_nobody_starts_closes_and_frees_its_channel(world):
    lobby = await open_lobby(world, "ann")
    await wait(world, 2)
    assert world.channel.history()[-1].id == lobby.id  # nothing yet
    # A restart in between: the lobby's age is in the database, not in the process.
    rules = world.env.bot.expiry
    await world.env.restart_bot(SplitBot(world.env.bot.database_url, shard_count=1, expiry=rules))
    await wait(world, 2)
    notice = world.channel.history()[-1]
    assert text_of(notice) == "⌛ The lobby of game #1 closed: nobody started it within 3 minutes."
    shown = next(m for m in world.channel.history() if m.id == lobby.id)
    assert shown.embeds[0].description == "Cancelled." and buttons(shown) == []
    again = await world.members["bob"].slash(world.channel, "splito start")
    assert not again.ephemeral  # the channel is free for a new table


async def test_a_game_nobody_plays_ends_and_says_why(world):
    thread = await start_game(world, ["ann", "bob"])
    await wait(world, 5)
    assert board(thread) is not None
    await wait(world, 2)
    assert board(thread) is None  # its buttons are gone
    notices = [text_of(m) for m in thread.history() if text_of(m).startswith("⌛")]
    assert notices == ["⌛ Game #1 ended: nothing happened at the table for 0.1 hours."]
    assert (await world.env.bot.service.get(1)).status == "cancelled"


async def test_a_player_who_keeps_missing_turns_loses_the_seat_to_the_ai(world):
    """Timer ``drop``: the AI plays for Bob when his minute runs out; after three rounds in a
    row it keeps his seat, and the table is told."""
    thread = await start_game(world, ["ann", "bob"], timer="drop", timer_minutes=1)
    assert "after 3 in a row" in text_of(board(thread))
    bob = world.members["bob"]
    for round_number in range(1, 4):
        await pick(world, "ann", thread, card=0)
        await wait(world, 1)
        assert f"round {round_number + 1}/26" in text_of(board(thread))
    notices = [text_of(m) for m in thread.history() if "missed" in text_of(m)]
    assert notices == [
        f"⌛ {bob.mention} missed 3 turns in a row; an AI plays their seat from now on."
    ]
    await pick(world, "ann", thread, card=0)  # the AI answers at once now
    assert "round 5/26" in text_of(board(thread))
