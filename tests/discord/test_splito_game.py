"""Splito through Discord only: slash commands, lobby buttons, secret picks, boards, the end."""

from __future__ import annotations

import asyncio
import contextlib
import re
import time
from typing import Any

import pytest

from bot.discordbot.emojis import EMOJIS
from bot.discordbot.outlet import Outlet
from bot.discordbot.presenter import Presenter
from bot.service import ActionTaken
from engine import get_game
from tests.discord.conftest import (
    PRIVATE_LEFT,
    board,
    buttons,
    card_words,
    channel_calls_per_action,
    custom_ids,
    ephemeral_text,
    ids,
    is_objective,
    live_controls_left,
    own_message,
    pick,
    press,
    private_messages,
    start_game,
    thread_members,
)
from tests.discord.texts import breakdown, text_of


def public_messages(world, place):
    return [m for m in place.history() if not m.flags.ephemeral]


async def play_out(world, place, names):
    """Everyone picks every round until the final scores are posted."""
    rounds = 0
    while board(place) is not None:
        # A board left behind (one that could not be drawn) would be played forever.
        assert rounds < 26, "the board stands still while the game goes on"
        for name in names:
            await pick(world, name, place, card=rounds % 3, side="left" if rounds % 2 else "right")
        rounds += 1
    return rounds


@pytest.mark.no_cover  # many moves; each line it runs, another test traces too
async def test_a_whole_three_player_game_through_discord(world, pinged):
    thread = await start_game(world, ["ann", "bob", "cat"])
    assert thread.is_thread
    first = board(thread)
    assert "round 1/13" in text_of(first) and "waiting for ann, bob, cat" in text_of(first)
    assert first.attachments and first.attachments[0].filename.endswith(".png")

    await pick(world, "ann", thread)
    assert "✓ ann" in text_of(board(thread)) and "waiting for bob, cat" in text_of(board(thread))
    await pick(world, "bob", thread)
    await pick(world, "cat", thread)
    assert "round 2/13" in text_of(board(thread))  # who picked, never what
    assert await play_out(world, thread, ["ann", "bob", "cat"]) == 12

    final = thread.history()[-1]
    assert "The game is over" in text_of(final)
    assert {a.filename for a in final.attachments} >= {"splito-1-scores.png"}
    assert breakdown(final).title == "Splito · game #1 · final scores"
    assert len(breakdown(final).fields) == 3
    # No hand, board or lobby control of the finished game still looks alive to anyone.
    assert live_controls_left(world, thread, world.channel) == []
    # Each player is left with their control that followed them, not a message a round.
    for name in ("ann", "bob", "cat"):
        left = private_messages(world, name, thread, world.channel)
        assert len(left) <= PRIVATE_LEFT, (name, left)
    # The players were made members of the thread; mentioned once, at the start, as nobody
    # kept the table waiting.
    assert ids(world, "ann", "bob", "cat") <= thread_members(world, thread)
    assert [whom for _, whom in pinged] == [ids(world, "ann", "bob", "cat")]

    # Each member sees hand messages (ephemeral) only of their own; the public sees none.
    for name, member in world.members.items():
        visible = {m.id: m for m in thread.history(viewer=member)}
        own = world.hands_shown[member.id]
        assert own and all(visible[i].flags.ephemeral for i in own), name
        others = set().union(*(ids for user, ids in world.hands_shown.items() if user != member.id))
        assert not others & set(visible), f"{name} could see another player's hand"
    for message in public_messages(world, thread) + public_messages(world, world.channel):
        assert "Your hand" not in text_of(message)
        assert all(a.filename != "hand.png" for a in message.attachments)
    # Boards go through the clicks that bring them: few calls count against the bot's budget.
    assert await channel_calls_per_action(world) <= 0.5


@pytest.mark.no_cover  # 26 rounds for their count: each line is shorter tests' point
async def test_two_players_play_26_rounds(world):
    thread = await start_game(world, ["ann", "bob"])
    assert "round 1/26" in text_of(board(thread))
    assert await play_out(world, thread, ["ann", "bob"]) == 26
    final = thread.history()[-1]
    assert "The game is over" in text_of(final) and len(breakdown(final).fields) == 2
    # Boards go through the clicks that bring them: few calls count against the bot's budget.
    assert await channel_calls_per_action(world) <= 0.5


@pytest.mark.no_cover  # each line it runs, another test traces too
async def test_a_game_with_ai_seats(world):
    thread = await start_game(world, ["ann"], ai_seats=2)
    first = board(thread)
    assert "✓ AI 1 · ✓ AI 2" in text_of(first) and "waiting for ann" in text_of(first)
    assert await play_out(world, thread, ["ann"]) == 13
    final = thread.history()[-1]
    names = sorted(f.name.split(". ", 1)[1] for f in breakdown(final).fields)
    assert names == ["AI 1", "AI 2", "ann"]


async def test_the_lobby_shows_seats_and_options(world):
    result = await world.members["ann"].slash(
        world.channel, "splito start", promo42=True, ai_seats=1
    )
    lobby = result.response
    embed = lobby.embeds[0]
    assert embed.title == "Splito · game #1"
    assert "ann · host" in embed.fields[0].value and "AI 1 (AI)" in embed.fields[0].value
    assert "promo 42: on" in embed.fields[1].value
    labels = [b["label"] for b in buttons(lobby)]
    assert labels == ["Join", "Leave", "Add AI", "Remove AI", "Start", "Cancel"]
    await world.members["bob"].click(lobby, label="Join")
    await world.members["bob"].click(lobby, label="Add AI")
    seats = world.channel.history()[-1].embeds[0].fields[0].value
    assert "bob" in seats and "AI 2 (AI)" in seats
    await world.members["bob"].click(lobby, label="Remove AI")
    seats = world.channel.history()[-1].embeds[0].fields[0].value
    assert "AI 1 (AI)" in seats and "AI 2" not in seats


async def test_play_again_after_confirm_shows_the_pick_as_played(world):
    thread = await start_game(world, ["ann", "bob"])
    await pick(world, "ann", thread, card=1, side="right")
    again = await world.members["ann"].click(board(thread), label="Play")
    hand = text_of(again.response)
    assert "✓ Your pick: **" in hand and "You may change it until everyone has picked" in hand
    assert "Press **Confirm**" not in hand


@pytest.mark.no_cover  # many moves; each line it runs, another test traces too
async def test_the_hand_follows_its_player_two_clicks_a_pick(world):
    names = ["ann", "bob", "cat"]
    thread = await start_game(world, names)
    posted_before = len(public_messages(world, thread))
    round = 0
    while board(thread) is not None:
        round += 1
        for name in names:
            await pick(world, name, thread, card=round % 2, side="right")
        # Play opened the hand once; from then on a card and a side are the whole pick.
        assert world.clicks == dict.fromkeys(names, 3 + 2 * (round - 1)), round
        # One new channel message per round: its board ("✓ picked" only edits it).
        assert len(public_messages(world, thread)) == posted_before + round
        if round == 4:
            for name in names:
                member = world.members[name]
                hand = own_message(thread, member, world.open_hand[member.id])
                assert text_of(hand).startswith("**Your hand · round 5/13**"), name
                # The buttons show the cards by their emojis: no image doubles them.
                assert not hand.attachments and all(b.get("emoji") for b in cards_of(hand))
    assert round == 13
    # The last round's message is the final one; each hand says the game is over.
    assert "The game is over" in text_of(public_messages(world, thread)[-1])
    for name in names:
        member = world.members[name]
        hand = own_message(thread, member, world.open_hand[member.id])
        assert text_of(hand) == "Game #1 is over: the final scores are on the board."
        assert buttons(hand) == []


@pytest.mark.no_cover  # many moves; each line it runs, another test traces too
async def test_a_hand_that_cannot_follow_is_reopened_with_play(world):
    thread = await start_game(world, ["ann", "bob"])
    ann = world.members["ann"]
    await pick(world, "ann", thread)
    kept = world.open_hand[ann.id]
    # An interaction's token lives 15 minutes: after that the hand cannot be edited.
    for _ in range(4):  # in steps: each advance must settle within SimCord's real-time budget
        await world.env.advance_time(4 * 60)
    await pick(world, "bob", thread)
    old = own_message(thread, ann, kept)
    assert text_of(old).startswith("**Your hand · round 1/26**")  # left as it was
    stale = await press(world, "ann", old, custom_ids(old, "splito:card:")[0])
    assert "That button is from round 1; the game is in round 2" in ephemeral_text(stale)
    world.clicks.clear()
    await pick(world, "ann", thread)  # the board's Play opens a fresh hand
    assert world.clicks["ann"] == 3 and world.open_hand[ann.id] != kept


async def test_a_second_hand_message_retires_the_first(world):
    thread = await start_game(world, ["ann", "bob"])
    ann = world.members["ann"]
    first = (await ann.click(board(thread), label="Play")).response
    second = (await ann.click(board(thread), label="Play")).response
    assert own_message(thread, ann, first.id) is None  # deleted: one hand message a player
    assert custom_ids(own_message(thread, ann, second.id), "splito:card:")


@pytest.mark.no_cover  # each line it runs, another test traces too
async def test_hands_end_with_the_game(world):
    thread = await start_game(world, ["ann", "bob"])
    ann = world.members["ann"]
    await pick(world, "ann", thread)
    await world.members["ann"].slash(thread, "splito cancel")
    hand = own_message(thread, ann, world.open_hand[ann.id])
    assert text_of(hand) == "Game #1 was cancelled."
    assert buttons(hand) == [] and not hand.attachments


async def test_a_hand_that_cannot_be_drawn_says_its_round_is_over(world, monkeypatch, caplog):
    await world.env.settle()
    EMOJIS.shown.clear()  # the cards' emojis not up: each hand comes with its image
    thread = await start_game(world, ["ann", "bob"])
    ann = world.members["ann"]
    await pick(world, "ann", thread)
    kept = world.open_hand[ann.id]

    def broken(*args, **kwargs):
        raise RuntimeError("no hand today")

    bob = world.members["bob"]
    hand = (await bob.click(board(thread), label="Play")).response
    await bob.click(hand, custom_id=custom_ids(hand, "splito:card:")[0])
    side = custom_ids(own_message(thread, bob, hand.id), "splito:pick:")[0]
    monkeypatch.setattr("bot.discordbot.splito.controls.render_hand", broken)
    await bob.click(hand, custom_id=side)  # round 1 resolves; no hand can be redrawn
    hand = own_message(thread, ann, kept)
    assert text_of(hand) == "Round 1 is over: your control moved on with the game."
    assert buttons(hand) == []
    assert "round 2/26" in text_of(board(thread))  # the game went on
    assert "could not follow" in caplog.text


def board_edits(world: Any, thread: Any) -> int:
    """Edits of the game's public messages so far, through the channel or through the click
    that posted them (a hand is a click's original answer, edited as ``@original``)."""
    public = {str(m.id) for m in thread.history() if not m.flags.ephemeral}
    return sum(
        1
        for r in world.env.http_requests
        if r.method == "PATCH"
        and r.path.rsplit("/", 1)[-1] in public
        and (r.path.startswith(f"/channels/{thread.id}/") or r.path.startswith("/webhooks/"))
    )


@pytest.mark.no_cover  # each line it runs, another test traces too
async def test_a_changed_pick_costs_no_board_edit(world):
    """The board says "✓ ann" after her first pick; picking again changes nothing it shows,
    so Discord is not asked to edit it again. Bob's pick edits it."""
    thread = await start_game(world, ["ann", "bob", "cat"])
    await pick(world, "ann", thread, card=0)
    edits = board_edits(world, thread)
    assert "✓ ann" in text_of(board(thread))
    await pick(world, "ann", thread, card=1, side="right")
    assert board_edits(world, thread) == edits
    await pick(world, "bob", thread)
    assert board_edits(world, thread) == edits + 1 and "✓ ann · ✓ bob" in text_of(board(thread))


async def test_picks_that_land_together_share_board_edits(world, monkeypatch):
    """Three picks at once (a burst: AI seats, timers, fast fingers) while Discord takes its
    time over the first edit: the board is edited fewer times than there were picks, and it
    ends showing every ✓."""
    edit, slow = Outlet.edit, [True]
    presenter: Presenter = world.env.bot.presenter

    async def slow_edit(self: Outlet, *args: Any, **changes: Any) -> bool:
        # Discord answers an edit in a tenth of a second or more: the other picks come in.
        waited = time.monotonic() + 5
        while slow and len(getattr(presenter, "_queued", {}).get(1, [])) < 2:
            if time.monotonic() > waited:
                break
            await asyncio.sleep(0)
        slow.clear()
        return await edit(self, *args, **changes)

    world.members["dan"] = world.guild.add_member(world.env.create_user("dan"))
    thread = await start_game(world, ["ann", "bob", "cat", "dan"])
    monkeypatch.setattr(Outlet, "edit", slow_edit)
    service = world.env.bot.service
    table = await service.get(1)
    edits = board_edits(world, thread)
    game = get_game("splito")
    await asyncio.gather(
        *(
            service.play.act_json(1, table.seat_at(seat).user_id or 0, pick_json(game, table, seat))
            for seat in range(3)
        )
    )
    await world.env.settle()
    assert board_edits(world, thread) - edits < 3
    assert "✓ ann · ✓ bob · ✓ cat — waiting for dan" in text_of(board(thread))


def pick_json(game: Any, table: Any, seat: int) -> dict[str, Any]:
    return game.action_to_json(game.legal_actions(table.state, seat)[0])


async def test_a_batch_cancelled_while_it_waits_its_turn_leaves_the_queue(world):
    """Otherwise every later ✓ edit of that table would think a newer batch was coming."""
    thread = await start_game(world, ["ann", "bob"])
    presenter = world.env.bot.service.core._listeners[0].__self__
    table = await world.env.bot.service.get(1)
    batch = [ActionTaken(table, 0, "player")]
    async with presenter._in_order(1):  # an earlier batch is being shown
        waiting = asyncio.ensure_future(presenter.on_events(batch))
        await asyncio.sleep(0)
        assert presenter._queued[1] == [batch]
        waiting.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await waiting
    assert 1 not in presenter._queued
    await pick(world, "ann", thread)
    assert "✓ ann" in text_of(board(thread))


def cards_of(hand) -> list[dict]:
    """A hand's number-card buttons (an objective's has no picture)."""
    return [
        b
        for b in buttons(hand)
        if b.get("custom_id", "").startswith("splito:card:") and not is_objective(b)
    ]


def hand_cards(hand) -> list[str]:
    """A hand's cards as the passed-cards line writes them: ``<:splito_blue_4_…:…>`` (``4🟦``
    before the emojis are up), ``[no green cards (1)]``."""
    cards = []
    for button in buttons(hand):
        if not button.get("custom_id", "").startswith("splito:card:"):
            continue
        label = card_words(button)
        if is_objective(button):
            cards.append(f"[{label}]")
        elif (emoji := button.get("emoji") or {}).get("id"):  # the card's own picture
            cards.append(f"<:{emoji['name']}:{emoji['id']}>")
        else:
            value, mark, _colour = label.split(" ")
            cards.append(f"{value}{mark}")
    return cards


async def test_a_hand_shows_the_cards_passed_to_the_left_neighbour(world):
    """From round 2 a hand says what it passed on: in round 2, exactly the left neighbour's
    hand, as that hand's own buttons show it."""
    names = ["ann", "bob", "cat"]
    thread = await start_game(world, names)
    ann, bob = world.members["ann"], world.members["bob"]
    for name in names:
        await pick(world, name, thread)
        if name == "ann":
            hand = own_message(thread, ann, world.open_hand[ann.id])
            assert "Cards you passed" not in text_of(hand)  # round 1: nothing passed yet
    # Round 2: the hands have followed their players; bob holds what ann passed.
    ann_hand = own_message(thread, ann, world.open_hand[ann.id])
    bob_hand = own_message(thread, bob, world.open_hand[bob.id])
    assert text_of(ann_hand).startswith("**Your hand · round 2/13**")
    (line,) = [x for x in text_of(ann_hand).splitlines() if x.startswith("Cards you passed")]
    prefix = "Cards you passed to **bob**: "
    assert line.startswith(prefix)
    listed = re.findall(r"\[[^\]]*\]|\S+", line.removeprefix(prefix))
    assert listed == sorted(listed, key=lambda c: c.startswith("[")) and len(listed) == 12
    assert sorted(listed) == sorted(hand_cards(bob_hand))
