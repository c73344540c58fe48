"""Nobody waits without knowing it: a game's start mentions its players once and makes them
members of its thread; a player the table waits on is mentioned once per wait, after the
table's nudge time; a server can turn pings off, and a member can mute their own."""

from __future__ import annotations

import random

import discord
import pytest

from engine.ai import choose
from tests.discord.conftest import (
    PRIVATE_LEFT,
    ids,
    pick,
    private_messages,
    start_game,
    thread_members,
    wait,
)
from tests.discord.test_serendipity_game import GAME, Player
from tests.discord.texts import text_of

#: Each game's command and what its tables nudge after when the host chose no timer (minutes).
GAMES = {"splito": 2.0, "split": 2.0, "splitter": 2.0, "serendipity": 1.0}


@pytest.mark.parametrize("command", list(GAMES))
@pytest.mark.no_cover  # each line it runs, another test traces too
async def test_a_game_s_start_mentions_its_players_once_and_seats_them_in_its_thread(
    world, pinged, command
):
    thread = await start_game(world, ["ann", "bob", "cat"], command)
    assert thread is not world.channel
    assert ids(world, "ann", "bob", "cat") <= thread_members(world, thread)
    ((message_id, whom),) = pinged
    assert whom == ids(world, "ann", "bob", "cat")
    first_board = next(m for m in thread.history() if m.id == message_id)
    assert "game #1 has started" in text_of(first_board)
    # The lobby shows what happens to a slow player.
    lobby = world.channel.history()[0]
    minutes = f"{GAMES[command]:g}"
    assert f"timer: reminder after {minutes} min" in str(lobby.embeds[0].to_dict())


@pytest.mark.no_cover  # each line it runs, another test traces too
async def test_a_waiting_player_is_mentioned_once_per_wait_and_nobody_else(world, pinged):
    thread = await start_game(world, ["ann", "bob", "cat"])
    pinged.clear()
    await pick(world, "ann", thread)
    await pick(world, "bob", thread)
    await world.env.advance_time(110)  # within the nudge time: nobody is mentioned
    assert pinged == []
    await world.env.advance_time(20)  # cat has kept the table waiting 2 minutes
    assert [whom for _, whom in pinged] == [ids(world, "cat")]
    await wait(world, 600)  # the same wait: not again
    assert len(pinged) == 1
    await pick(world, "cat", thread)  # round 2: everyone is waited for anew
    await world.env.advance_time(110)
    assert len(pinged) == 1
    await world.env.advance_time(20)
    assert sorted(whom for _, whom in pinged[1:]) == sorted(
        ids(world, name) for name in ("ann", "bob", "cat")
    )
    # What a reminder says, to whom.
    reminder = next(m for m in thread.history() if m.id == pinged[-1][0])
    assert text_of(reminder).startswith("⏰ <@") and "round 2" in text_of(reminder)


@pytest.mark.no_cover  # each line it runs, another test traces too
async def test_a_turn_waits_a_minute_before_its_player_is_mentioned(world, pinged):
    thread = await start_game(world, ["ann", "bob", "cat"], "serendipity")
    table = await world.env.bot.service.get(1)
    waiting = table.seat_at(table.state.current).user_id
    pinged.clear()
    await world.env.advance_time(50)
    assert pinged == []
    await world.env.advance_time(20)
    assert [whom for _, whom in pinged] == [frozenset({waiting})]
    await wait(world, 600)
    assert len(pinged) == 1
    assert thread.history()[-1].id == pinged[0][0]


async def test_a_server_that_turned_pings_off_is_never_pinged(world, pinged):
    managers = world.guild.create_role(
        "managers", permissions=discord.Permissions(manage_guild=True)
    )
    olga = world.guild.add_member(world.env.create_user("olga"), roles=[managers])
    chosen = await olga.slash(world.channel, "splitbot-admin settings", pings=False)
    fields = {f.name: f.value for f in chosen.response.embeds[0].fields}
    assert fields["Mention players (at the start, and when a game waits on them)"] == "no"
    thread = await start_game(world, ["ann", "bob", "cat"])
    await pick(world, "ann", thread)
    await wait(world, 600)
    assert pinged == []
    assert not [m for m in thread.history() if text_of(m).startswith("⏰")]  # no nudge timer
    # Players still get the thread: it is where their game is.
    assert ids(world, "ann", "bob", "cat") <= thread_members(world, thread)


async def test_a_member_who_muted_pings_is_named_but_never_mentioned(world, pinged):
    cat = world.members["cat"]
    muted = await cat.slash(world.channel, "splitbot pings", mentions="off")
    assert muted.ephemeral and text_of(muted.response).startswith("Games never mention you")
    thread = await start_game(world, ["ann", "bob", "cat"])
    assert [whom for _, whom in pinged] == [ids(world, "ann", "bob")]
    await pick(world, "ann", thread)
    await pick(world, "bob", thread)
    await world.env.advance_time(130)
    reminders = [m for m in thread.history() if text_of(m).startswith(f"⏰ <@{cat.id}>")]
    assert len(reminders) == 1 and len(pinged) == 1  # named, not notified
    back = await cat.slash(world.channel, "splitbot pings", mentions="on")
    assert text_of(back.response).startswith("Games mention you")
    await pick(world, "cat", thread)
    await world.env.advance_time(130)
    assert ids(world, "cat") in {whom for _, whom in pinged[1:]}


@pytest.mark.no_cover  # each line it runs, another test traces too
async def test_a_member_who_joins_a_lobby_in_a_thread_is_made_a_member(world):
    thread = await start_game(world, ["ann", "bob"])
    await world.members["ann"].slash(thread, "splito cancel")
    dan = world.guild.add_member(world.env.create_user("dan"))
    world.members["dan"] = dan
    lobby = (await world.members["ann"].slash(thread, "splito start")).response
    await dan.click(lobby, label="Join")
    assert dan.id in thread_members(world, thread)


@pytest.mark.slow
@pytest.mark.no_cover  # a whole game for its message count: each line is another test's point
async def test_a_whole_three_player_serendipity_game_keeps_its_channel_quiet(world, pinged):
    """Everyone moves within the nudge time: one live board, edited in place, and the final;
    nobody is mentioned after the start."""
    thread = await start_game(world, ["ann", "bob", "cat"], "serendipity")
    service = world.env.bot.service
    players = {name: Player(world, name, thread) for name in ("ann", "bob", "cat")}
    by_user = {world.members[name].id: name for name in players}
    rng = random.Random(8)
    turns = 0
    # The first 250 moves straight through the service, shown by the bot as any move is (the
    # clicks that make a move are other tests' point); the last ones through the panels.
    mover = None
    while (table := await service.get(1)).status == "running" and table.version < 250:
        seat = table.state.current
        turns += seat != mover  # a turn is one player's moves in a row
        mover = seat
        action = GAME.action_to_json(choose(GAME, table.state, seat, "greedy", rng))
        await service.play.act_json(1, table.seat_at(seat).user_id, action)
    while (table := await service.get(1)).status == "running":
        seat = table.state.current
        turns += seat != mover
        mover = seat
        player = players[by_user[table.seat_at(seat).user_id]]
        await player.play(choose(GAME, table.state, seat, "greedy", rng))
    public = [m for m in thread.history() if not m.flags.ephemeral]
    channel = [m for m in world.channel.history() if not m.flags.ephemeral]
    # At most one new message a rotation (each of the three has moved), beside the lobby, the
    # start and the final: a message a turn would be three times as many. The game's length
    # follows its seed (157 to 302 turns): a fixed count of 70 failed the longest games.
    rotations = -(-turns // 3)
    assert turns > 120 and len(public) + len(channel) <= rotations + 4, (
        turns,
        len(public),
        len(channel),
    )
    assert len(pinged) == 1  # the start
    # Each player is left with their control that followed them, not a message a round.
    for name in players:
        left = private_messages(world, name, thread, world.channel)
        assert len(left) <= PRIVATE_LEFT, (name, left)
