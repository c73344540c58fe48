"""The context menus: **Open my hand** on a game's messages opens the member's own control as
the board's button does; **Splitbot profile** on a member shows their profile to the asker."""

from __future__ import annotations

from tests.discord.conftest import (
    board,
    custom_ids,
    ephemeral_text,
    open_lobby,
    own_message,
    private_messages,
    start_game,
)
from tests.discord.test_game_choices import finished_game
from tests.discord.test_serendipity_game import two_player_game


async def test_open_my_hand_on_the_board_or_the_lobby_opens_the_member_s_hand(world):
    ann, cat = world.members["ann"], world.members["cat"]
    lobby = await open_lobby(world, "ann")
    await world.members["bob"].click(lobby, label="Join")
    await ann.click(lobby, label="Start")
    thread = world.channel.threads[-1]
    opened = await ann.context_menu(thread, "Open my hand", board(thread))
    assert opened.ephemeral and "Your hand · round 1/26" in ephemeral_text(opened)
    hand = opened.response
    # The hand plays as one opened by the board's Play; the same menu on the lobby, in the
    # channel the game's thread hangs from, opens it again (the first one deleted).
    await ann.click(hand, custom_id=custom_ids(hand, "splito:card:")[0])
    again = await ann.context_menu(world.channel, "Open my hand", world.channel.history()[0])
    assert custom_ids(again.response, "splito:card:")
    assert own_message(thread, ann, hand.id) is None
    assert len(private_messages(world, "ann", thread, world.channel)) == 1
    # Not a player here, or no game at all: said, nothing opened.
    stranger = await cat.context_menu(thread, "Open my hand", board(thread))
    assert ephemeral_text(stranger) == "You are not playing in this game."
    quiet = world.guild.create_text_channel("quiet")
    said = await ann.send(quiet, "hello")
    nothing = await ann.context_menu(quiet, "Open my hand", said)
    assert ephemeral_text(nothing).startswith("No game is running here for you: ")


async def test_open_my_hand_when_it_is_not_the_member_s_turn_says_whose_it_is(world):
    thread, first = await two_player_game(
        world,
    )
    other = "bob" if first.member is world.members["ann"] else "ann"
    live = thread.history()[-1]
    answer = await world.members[other].context_menu(thread, "Open my hand", live)
    assert ephemeral_text(answer) == f"It is {first.member.name}'s turn: watch the board."
    opened = await first.member.context_menu(thread, "Open my hand", live)
    assert ephemeral_text(opened).startswith("**Your turn · Serendipity step 0**")


async def test_splitbot_profile_on_a_member_is_shown_to_the_asker_alone(world):
    await finished_game(world, 1, ["ann", "bob", "cat"])
    shown = await world.members["cat"].context_menu(
        world.channel, "Splitbot profile", world.members["ann"]
    )
    assert shown.ephemeral
    (embed,) = shown.response.embeds
    assert embed.title.startswith("ann") and embed.fields[0].name == "Splito"
    dan = world.guild.add_member(world.env.create_user("dan"))
    none = await world.members["cat"].context_menu(world.channel, "Splitbot profile", dan)
    assert ephemeral_text(none) == "dan has no finished game here yet."


async def test_open_my_hand_on_the_next_game_s_lobby_finds_the_game_in_its_thread(world):
    """A channel whose game runs in a thread may hold the next game's lobby meanwhile."""
    ann = world.members["ann"]
    thread = await start_game(world, ["ann", "bob"])
    lobby = await open_lobby(world, "cat")  # the next game, in the channel
    opened = await ann.context_menu(world.channel, "Open my hand", lobby)
    assert custom_ids(opened.response, "splito:card:")
    assert opened.response.channel_id == world.channel.id and thread.id != world.channel.id
