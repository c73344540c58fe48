"""Rematch from the final message: the next game's lobby where this one was played."""

from __future__ import annotations

import pytest

from tests.discord.conftest import (
    board,
    buttons,
    custom_ids,
    ephemeral_text,
    pick,
    press,
    start_game,
)
from tests.discord.texts import text_of


async def play_to_the_end(world, thread, names) -> None:
    rounds = 0
    while board(thread) is not None:
        for name in names:
            await pick(world, name, thread, card=rounds % 2)
        rounds += 1


@pytest.mark.no_cover  # many moves; each line it runs, another test traces too
async def test_a_player_opens_the_rematch_and_the_others_join_it(world):
    thread = await start_game(world, ["ann", "bob"], ai_seats=1, promo42=True)
    await play_to_the_end(world, thread, ["ann", "bob"])
    final = thread.history()[-1]
    (rematch,) = custom_ids(final, "rematch:")
    assert [b["label"] for b in buttons(final)] == ["Rematch", "Replay", "Review my game"]

    refused = await world.members["cat"].click(final, custom_id=rematch)
    assert ephemeral_text(refused) == "You are not playing in this game."
    assert thread.history()[-1].id == final.id

    await world.members["bob"].click(final, custom_id=rematch)
    lobby = thread.history()[-1]
    bob, ann = world.members["bob"], world.members["ann"]
    assert text_of(lobby) == (
        f"Rematch of game #1, opened by {bob.mention}: <@{ann.id}>, press **Join** to play again."
    )
    embed = lobby.embeds[0]
    assert embed.title == "Splito · game #2"
    assert "1. bob · host" in embed.fields[0].value and "AI" in embed.fields[0].value
    assert "promo" in embed.fields[1].value.lower()

    busy = await world.members["ann"].click(final, custom_id=rematch)
    assert ephemeral_text(busy).startswith("Splito game #2 is already open here.")

    await world.members["ann"].click(lobby, label="Join")
    await world.members["bob"].click(lobby, label="Start")
    new_board = board(thread)
    assert new_board is not None and "Splito · game #2 · round 1/13" in text_of(new_board)


async def test_a_rematch_of_a_running_game_is_refused(world):
    """Only a final message shows Rematch; an id written by hand for a running game is told
    so and opens nothing."""
    thread = await start_game(world, ["ann", "bob"])
    answer = await press(world, "ann", thread, "rematch:1")
    assert ephemeral_text(answer) == "Game #1 is still running: a rematch comes after its end."
    assert len([m for m in thread.history() if m.embeds]) == 0
