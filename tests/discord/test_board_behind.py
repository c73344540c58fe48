"""A bot that stopped after a move was saved and before its board was shown leaves the board a
round behind, with no newer message to point to: its button opens the clicker's hand where the
table stands, and the board is shown again. A button of an older board is refused as ever."""

from __future__ import annotations

from bot.discordbot.client import SplitBot
from bot.discordbot.presenter import Presenter
from tests.discord.conftest import board, custom_ids, ephemeral_text, pick, press, start_game


def own(thread, message_id):
    """The message ``message_id`` of the thread as it is now."""
    return next(m for m in thread.history() if m.id == message_id)


async def behind(world):
    """A Splito table whose round 1 was played and saved, but never shown; then a restart."""
    thread = await start_game(world, ["ann", "bob"])
    await pick(world, "bob", thread)
    service = world.env.bot.service
    listeners = service.core._listeners
    shown = [f for f in listeners if isinstance(getattr(f, "__self__", None), Presenter)]
    # The process stops before it shows what was saved: the presenter never hears of it.
    service.core._listeners = [f for f in listeners if f not in shown]
    await pick(world, "ann", thread)
    assert (await service.get(1)).round == 2 and "round 1/26" in board(thread).content
    await world.env.restart_bot(SplitBot(world.env.bot.database_url, shard_count=1))
    await world.env.advance_time(1)
    assert "round 1/26" in board(thread).content  # nothing showed it since
    return thread


async def test_the_button_of_a_board_left_behind_opens_the_hand_and_shows_the_board(world):
    thread = await behind(world)
    old = board(thread)
    (play,) = custom_ids(old, "splito:play:")
    opened = await world.members["ann"].click(old, custom_id=play)
    assert opened.response.content.startswith("**Your hand · round 2/26**"), opened.response
    now = board(thread)
    assert now.id != old.id and "round 2/26" in now.content
    assert custom_ids(now, "splito:play:") == ["splito:play:1:2"]
    assert not custom_ids(own(thread, old.id), "splito:")  # the old board lost its button
    # The table plays on from there.
    await pick(world, "ann", thread)
    await pick(world, "bob", thread)
    assert "round 3/26" in board(thread).content


async def test_a_button_of_an_older_board_is_still_refused(world):
    thread = await behind(world)
    old = board(thread)
    (play,) = custom_ids(old, "splito:play:")
    await world.members["bob"].click(old, custom_id=play)  # shows the board again
    refused = await press(world, "ann", own(thread, old.id), play)  # kept, or written by hand
    assert ephemeral_text(refused) == (
        "That button is from round 1; the game is in round 2. Use the newest message."
    )
