"""A bot that stopped after a move was saved and before its board was shown leaves the board a
round behind, with no newer message to point to: its button opens the clicker's hand where the
table stands, and the board is shown again. A button of an older board is refused as ever."""

from __future__ import annotations

import asyncio

from bot.discordbot.client import SplitBot
from bot.discordbot.presenter import Presenter
from engine.serendipity import CELLS, Turn
from tests.discord.conftest import board, custom_ids, ephemeral_text, pick, press, start_game
from tests.discord.test_serendipity_game import GAME, live_board, table_of, two_player_game
from tests.discord.texts import text_of


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
    assert (await service.get(1)).round == 2 and "round 1/26" in text_of(board(thread))
    await world.env.restart_bot(SplitBot(world.env.bot.database_url, shard_count=1))
    await world.env.advance_time(1)
    assert "round 1/26" in text_of(board(thread))  # nothing showed it since
    return thread


async def test_the_button_of_a_board_left_behind_opens_the_hand_and_shows_the_board(world):
    thread = await behind(world)
    old = board(thread)
    (play,) = custom_ids(old, "splito:play:")
    opened = await world.members["ann"].click(old, custom_id=play)
    assert text_of(opened.response).startswith("**Your hand · round 2/26**"), opened.response
    now = board(thread)
    assert now.id != old.id and "round 2/26" in text_of(now)
    assert custom_ids(now, "splito:play:") == ["splito:play:1:2"]
    assert not custom_ids(own(thread, old.id), "splito:")  # the old board lost its button
    # The table plays on from there.
    await pick(world, "ann", thread)
    await pick(world, "bob", thread)
    assert "round 3/26" in text_of(board(thread))


async def test_a_button_of_an_older_board_is_still_refused(world):
    thread = await behind(world)
    old = board(thread)
    (play,) = custom_ids(old, "splito:play:")
    await world.members["bob"].click(old, custom_id=play)  # shows the board again
    refused = await press(world, "ann", own(thread, old.id), play)  # kept, or written by hand
    assert ephemeral_text(refused) == (
        "That button is from round 1; the game is in round 2. Use the newest message."
    )


async def test_a_live_board_left_behind_opens_the_turn_panel_and_is_redrawn(world):
    """Serendipity's live board, one step behind: its **Your turn** opens the panel at the
    step the table is at, and the board is edited to show it."""
    thread, first = await two_player_game(world)
    service = world.env.bot.service
    listeners = service.core._listeners
    shown = [f for f in listeners if isinstance(getattr(f, "__self__", None), Presenter)]
    old = live_board(thread)
    (opens,) = custom_ids(old, "ser:open:")
    table = await table_of(world)
    down = next(c for c, t in zip(CELLS, table.state.tiles, strict=True) if not t.face_up)
    service.core._listeners = [f for f in listeners if f not in shown]  # the stop, as above
    await service.play.act_json(1, first.member.id, GAME.action_to_json(Turn(down)), round=0)
    await world.env.restart_bot(SplitBot(world.env.bot.database_url, shard_count=1))
    await world.env.advance_time(1)
    now = await table_of(world)
    assert now.round == 1 and "step 0 " in text_of(live_board(thread)).split("\n")[0] + " "
    (mover,) = [m for m in world.members.values() if now.seat_of(m.id) == now.state.current]
    panel = await mover.click(live_board(thread), custom_id=opens)
    assert "Serendipity step 1" in text_of(panel.response), text_of(panel.response)
    assert "step 1" in text_of(live_board(thread)).split("\n")[0]


async def test_two_clicks_bringing_the_board_up_at_once_post_one_new_board(world):
    """Two players press the board left behind at the same moment (SimCord runs one click at a
    time, so the two catch-ups their clicks ask for run here at once): one new board."""
    thread = await behind(world)
    old = board(thread)
    before = len(thread.history())
    presenter = world.env.bot.presenter
    await asyncio.gather(presenter.catch_up(1, old.id), presenter.catch_up(1, old.id))
    await world.env.advance_time(1)
    # A board retired at once loses its button, so boards are counted by their title.
    posted = [m for m in thread.history()[before:] if text_of(m).startswith("**Splito · game #1")]
    assert len(posted) == 1 and "round 2/26" in text_of(posted[0])
    assert custom_ids(posted[0], "splito:play:")
