"""Boards go through the click that brought them, and the channel takes over when it cannot.

A public followup of a click, and its edits while the click's token lives, do not count
against the bot's global budget of channel calls; the channel is the road for anything else.
Whichever road a message takes, the players see the same board."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.discordbot.client import SplitBot
from engine.ai import choose
from engine.serendipity.actions import Turn
from tests.discord.conftest import board, channel_calls, pick, start_game
from tests.discord.test_serendipity_game import GAME, Player, live_board, two_player_game
from tests.discord.texts import text_of


def posts_and_edits(world: Any, since: int) -> list[tuple[str, str]]:
    """(method, road) of each message posted or edited since the ``since``-th request."""
    found = []
    for request in world.env.http_requests[since:]:
        parts = request.path.strip("/").split("/")
        if request.method == "POST" and parts[0] == "channels" and parts[2:] == ["messages"]:
            found.append(("POST", "channel"))
        elif request.method == "PATCH" and parts[0] == "channels" and parts[2] == "messages":
            found.append(("PATCH", "channel"))
        elif request.method == "POST" and parts[0] == "webhooks" and len(parts) == 3:
            found.append(("POST", "click"))  # a followup
        elif request.method == "PATCH" and parts[0] == "webhooks" and parts[-1] != "@original":
            found.append(("PATCH", "click"))  # an edit of a followup (a hand is an original)
    return found


def requests(world: Any) -> int:
    return len(world.env.http_requests)


async def two_rounds_in(world: Any) -> Any:
    """Ann and Bob at a Splito table: round 1 played, so bob's last pick brought round 2."""
    thread = await start_game(world, ["ann", "bob"])
    await pick(world, "ann", thread)
    await pick(world, "bob", thread)
    assert "round 2/26" in text_of(board(thread))
    return thread


@pytest.mark.no_cover  # each line it runs, another test traces too
async def test_the_round_a_click_ends_is_posted_and_edited_through_that_click(world):
    thread = await start_game(world, ["ann", "bob"])
    # Start was pressed in the channel; the game's thread is elsewhere: the channel's road.
    # (Besides, the players are made members of the thread, once a game.)
    calls = [r for r in channel_calls(world) if "/threads" not in r.path]
    assert [r.method for r in calls if "/thread-members/" not in r.path] == ["POST"]
    assert [r.method for r in calls if "/thread-members/" in r.path] == ["PUT", "PUT"]
    await pick(world, "ann", thread)
    before = requests(world)
    await pick(world, "bob", thread)
    round_two = board(thread)
    assert "round 2/26" in text_of(round_two)
    # Round 1's board came through the channel and loses its button there; bob's click
    # brings round 2.
    assert posts_and_edits(world, before) == [("PATCH", "channel"), ("POST", "click")]

    before = requests(world)
    await pick(world, "ann", thread)
    assert "✓ ann" in text_of(board(thread)) and board(thread).id == round_two.id
    await pick(world, "bob", thread)
    assert "round 3/26" in text_of(board(thread))
    assert channel_calls(world, before) == []
    assert posts_and_edits(world, before) == [("PATCH", "click")] * 2 + [("POST", "click")]


async def test_once_the_click_has_expired_the_channel_edits_the_board(world):
    thread = await two_rounds_in(world)
    # 14½ minutes, within the token's life, not its margin; a minute at a time, so that each
    # call settles the timers' ticks of one minute within SimCord's time limit.
    for _ in range(14):
        await world.env.advance_time(60)
    await world.env.advance_time(30)
    before = requests(world)
    await pick(world, "ann", thread)
    assert "✓ ann — waiting for bob" in text_of(board(thread))
    assert [(r.method, "channel") for r in channel_calls(world, before)] == [("PATCH", "channel")]
    assert ("PATCH", "click") not in posts_and_edits(world, before)


async def test_after_a_restart_the_channel_edits_the_board(world):
    thread = await two_rounds_in(world)
    await world.env.restart_bot(SplitBot(world.env.bot.database_url, shard_count=1))
    before = requests(world)
    await pick(world, "ann", thread)
    assert "✓ ann — waiting for bob" in text_of(board(thread))
    assert posts_and_edits(world, before) == [("PATCH", "channel")]


async def test_a_webhook_that_refuses_leaves_the_message_to_the_channel(world):
    thread = await two_rounds_in(world)
    world.env.inject_error("PATCH", "/webhooks/*/messages/[0-9]*", status=404, code=10015)
    await pick(world, "ann", thread)
    assert "✓ ann — waiting for bob" in text_of(board(thread))
    world.env.inject_error("POST", "/webhooks/*", status=500)
    before = requests(world)
    await pick(world, "bob", thread)  # the followup carrying round 3 fails: the channel posts
    assert "round 3/26" in text_of(board(thread))
    assert ("POST", "channel") in posts_and_edits(world, before)
    assert len([m for m in thread.history() if "round 3/26" in text_of(m)]) == 1


@pytest.mark.no_cover  # each line it runs, another test traces too
async def test_a_typed_cell_label_goes_through_its_modal(world):
    """Serendipity: a move typed in the panel's modal edits the turn's board through that
    modal's answer, like a move clicked."""
    thread, first = await two_player_game(world)
    rng = random.Random(1)
    service = world.env.bot.service
    players = {name: Player(world, name, thread, typed_every=1) for name in ("ann", "bob")}
    second = "bob" if first.member.name == "ann" else "ann"
    # The first rotation: the board Start posted through the channel is edited there; once
    # both have moved, the click that ended it posts the board again, edited through it.
    for name in (first.member.name, second):
        mover = (await service.get(1)).state.current
        while (table := await service.get(1)).state.current == mover:
            await players[name].play(choose(GAME, table.state, mover, "greedy", rng))
    table = await service.get(1)
    action = choose(GAME, table.state, table.state.current, "greedy", rng)
    assert isinstance(action, Turn)  # one cell, typed
    before, board_before = requests(world), text_of(live_board(thread))
    await players[first.member.name].play(action)
    assert text_of(live_board(thread)) != board_before
    assert channel_calls(world, before) == []
    assert ("PATCH", "click") in posts_and_edits(world, before)
