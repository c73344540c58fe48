"""A table's batches are shown in order: a cancel that lands while the round's new board is
being drawn still leaves no live button anywhere (the service's events, raced directly: SimCord
runs one member's operation at a time)."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from engine import get_game
from engine.serendipity import Turn
from tests.discord.conftest import World, buttons, pick, start_game
from tests.discord.texts import text_of

HANG = 30.0


async def race(world: World, *operations: Any) -> list[Any]:
    with world.env.time_context():
        outcomes = await asyncio.wait_for(asyncio.gather(*operations, return_exceptions=True), HANG)
    await world.env.settle()
    return outcomes


def live_buttons(place: Any) -> list[str]:
    return [b["custom_id"] for m in place.history() for b in buttons(m)]


@pytest.mark.parametrize("cancel_first", [False, True])
@pytest.mark.no_cover  # each line it runs, another test traces too
async def test_a_cancel_during_the_reveal_leaves_no_live_board(world, cancel_first):
    thread = await start_game(world, ["ann", "bob"])
    await pick(world, "ann", thread)
    service = world.env.bot.service
    table = await service.get(1)
    bob = world.members["bob"].id
    card = table.view_for(table.seat_of(bob)).hand[0]
    act = service.play.act_json(1, bob, {"card": card, "side": "left"})
    cancel = service.lobbies.cancel(1, world.members["ann"].id)
    await race(world, *([cancel, act] if cancel_first else [act, cancel]))
    assert (await service.get(1)).status == "cancelled"
    assert live_buttons(thread) == []
    assert text_of(thread.history()[-1]) == "Game #1 was cancelled."


async def test_a_cancel_during_a_serendipity_turn_leaves_no_live_board(world):
    thread = await start_game(world, ["ann", "bob"], command="serendipity")
    service = world.env.bot.service
    table = await service.get(1)
    player = table.seat_at(table.public.current)
    face_down = sorted(table.public.face_down)[0]
    action = get_game("serendipity").action_to_json(Turn(face_down))
    act = service.play.act_json(1, player.user_id, action)
    await race(world, act, service.lobbies.cancel(1, world.members["ann"].id))
    assert live_buttons(thread) == []
    cancelled = [m for m in thread.history() if text_of(m) == "Game #1 was cancelled."]
    assert len(cancelled) == 1 and cancelled[0].attachments == []
