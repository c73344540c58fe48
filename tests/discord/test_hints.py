"""Hints through Discord: a table started with ``hints`` says so in its lobby and on its board;
each Splito hand has a Hint button that selects the strong AI's card and says on which side and
why, in the reader's language, and each Splitter control one that chooses the strong AI's
placement; a table without hints refuses a forged one."""

from __future__ import annotations

import pytest

from engine import get_game
from tests.discord.conftest import (
    SLOW_SETTLE,
    board,
    custom_ids,
    ephemeral_text,
    open_lobby,
    own_message,
    press,
    start_game,
)
from tests.discord.texts import text_of

# A hint or an AI seat is the strong AI deciding in one of the bot's threads.
pytestmark = SLOW_SETTLE

GAME = get_game("splito")


async def open_hand(world, name, thread):
    member = world.members[name]
    (play,) = custom_ids(board(thread), "splito:play:")
    shown = await member.click(board(thread), custom_id=play)
    return shown.response


async def test_a_hint_selects_the_strong_ai_s_card_and_says_where_and_why(world):
    thread = await start_game(world, ["ann", "bob", "cat"], hints=True)
    lobby = world.channel.history()[0].embeds[0].to_dict()
    options = next(f["value"] for f in lobby["fields"] if f["name"] == "Options")
    assert options.endswith("· 💡 hints (not rated)")
    assert "💡 Hints are on: each player has a Hint button" in text_of(board(thread))
    bob = world.members["bob"]
    hand = await open_hand(world, "bob", thread)
    (hint,) = custom_ids(hand, "splito:hint:")
    assert hint == "splito:hint:1:1"
    assert custom_ids(hand, "splito:pick:") == []  # no card selected yet: no side plays

    await bob.click(hand, custom_id=hint)
    hand = own_message(thread, bob, hand.id)
    _, seat, expected = await world.env.bot.service.play.suggest(1, bob.id)
    view = (await world.env.bot.service.get(1)).view_for(seat)
    index = view.hand.index(expected.action.card)
    # The hinted card is selected: its sides play it, the hinted one among them.
    sides = custom_ids(hand, "splito:pick:")
    assert sides == [f"splito:pick:1:1:{index}:left", f"splito:pick:1:1:{index}:right"]
    line = next(line for line in text_of(hand).splitlines() if line.startswith("💡"))
    neighbour = {"left": "cat", "right": "ann"}[expected.action.side]
    assert line.startswith("💡 Hint: **")
    assert f"** ({expected.action.side.capitalize()}: with {neighbour}) — " in line
    assert line.endswith(".") and len(line) > 40  # the reason is worded, not a key
    assert "splito-why" not in line

    # Playing the hinted side is one more click.
    await bob.click(hand, custom_id=f"splito:pick:1:1:{index}:{expected.action.side}")
    table = await world.env.bot.service.get(1)
    assert table.state.picks[seat] == expected.action
    assert "✓ bob" in text_of(board(thread))


@pytest.mark.no_cover  # each line it runs, another test traces too
async def test_a_hint_is_worded_in_the_reader_s_language(world, locales):
    locales[world.members["cat"].id] = "fr"
    thread = await start_game(world, ["ann", "cat"], hints=True)
    cat = world.members["cat"]
    hand = await open_hand(world, "cat", thread)
    (hint,) = custom_ids(hand, "splito:hint:")
    await cat.click(hand, custom_id=hint)
    hand = own_message(thread, cat, hand.id)
    line = next(line for line in text_of(hand).splitlines() if line.startswith("💡"))
    assert line.startswith("💡 Conseil : **")


@pytest.mark.no_cover  # each line it runs, another test traces too
async def test_a_table_without_hints_shows_no_hint_button_and_refuses_a_forged_one(world):
    thread = await start_game(world, ["ann", "bob"])
    hand = await open_hand(world, "bob", thread)
    assert custom_ids(hand, "splito:hint:") == []
    assert "Hints are on" not in text_of(board(thread))
    result = await press(world, "bob", hand, "splito:hint:1:1")
    assert ephemeral_text(result) == "This table was started without hints."
    table = await world.env.bot.service.get(1)
    assert table.state.picks == {}


async def test_a_splitter_hint_chooses_the_placement_and_confirm_writes_it(world):
    thread = await start_game(world, ["ann", "bob"], "splitter", hints=True)
    ann = world.members["ann"]
    (place_button,) = custom_ids(thread.history()[-1], "splitter:open:")
    shown = await ann.click(thread.history()[-1], custom_id=place_button)
    control = shown.response
    (hint,) = custom_ids(control, "splitter:hint:")
    assert hint == "splitter:hint:1:1"
    await ann.click(control, custom_id=hint)
    control = own_message(thread, ann, control.id)
    _, seat, expected = await world.env.bot.service.play.suggest(1, ann.id)
    (row, left), _ = expected.action.cells
    line = next(line for line in text_of(control).splitlines() if line.startswith("💡"))
    assert line.startswith(f"💡 Hint: **{expected.action.numbers[0]}** in row {row + 1}, ")
    assert "splitter-why" not in line and line.endswith(".")
    (confirm,) = custom_ids(control, "splitter:place:")
    assert confirm.split(":")[4:6] == [str(row), str(left)]
    await ann.click(control, custom_id=confirm)
    table = await world.env.bot.service.get(1)
    assert table.state.pending[seat] == expected.action


@pytest.mark.no_cover  # each line it runs, another test traces too
async def test_a_hint_in_a_hand_kept_in_direct_messages(world):
    """Hands in DMs: the Hint button is on the DM hand, and the hint edits that DM."""
    lobby = await open_lobby(world, "ann", hands="dm", hints=True)
    await world.members["bob"].click(lobby, label="Join")
    await world.members["ann"].click(lobby, label="Start")
    bob = world.members["bob"].user
    (hand,) = [m for m in bob.dm_channel.history() if m.author.bot]
    (hint,) = custom_ids(hand, "splito:hint:")
    await bob.click(hand, custom_id=hint)
    (hand,) = [m for m in bob.dm_channel.history() if m.author.bot]  # edited, not a new one
    line = next(line for line in text_of(hand).splitlines() if line.startswith("💡"))
    _, seat, expected = await world.env.bot.service.play.suggest(1, bob.id)
    view = (await world.env.bot.service.get(1)).view_for(seat)
    index = view.hand.index(expected.action.card)
    assert custom_ids(hand, "splito:pick:") == [
        f"splito:pick:1:1:{index}:left",
        f"splito:pick:1:1:{index}:right",
    ]
    assert line.startswith("💡 Hint: **")
