"""Hands in direct messages (``hands: dm``): each player's hand lives in one DM message the
bot edits as the table moves on; a member whose DMs are closed is told in the channel and
plays through the board's button; nothing private reaches the channel."""

from __future__ import annotations

import io
from typing import Any

import pytest
from PIL import Image
from simcord.actors import _visible_message

from bot.discordbot.client import SplitBot
from engine import get_game
from engine.serendipity import CELLS, Turn
from tests.discord.conftest import (
    SLOW_SETTLE,
    World,
    board,
    buttons,
    click_forged,
    custom_ids,
    ephemeral_text,
    open_lobby,
    pick,
)
from tests.discord.test_splitit_game import selects
from tests.discord.texts import text_of

DMS_CLOSED = 50007


def close_dms(world: World, name: str) -> None:
    """``name`` allows no direct messages: Discord refuses every message the bot sends them."""
    channel = world.members[name].user.dm_channel
    path = f"/channels/{channel.id}/messages"
    world.env.inject_error("POST", path, status=403, code=DMS_CLOSED, times=None)


def dm_hands(world: World, name: str) -> list[Any]:
    """The bot's messages in ``name``'s DMs, oldest first."""
    user = world.members[name].user
    return [m for m in user.dm_channel.history() if m.author.bot]


def dm_hand(world: World, name: str) -> Any:
    (hand,) = dm_hands(world, name)
    return hand


async def pick_in_dm(world: World, name: str, card: int = 0, side: str = "left") -> None:
    """``name`` picks in their DM hand: a card, then a side (two clicks, no Play)."""
    user = world.members[name].user
    cards = custom_ids(dm_hand(world, name), "splito:card:")
    await user.click(dm_hand(world, name), custom_id=cards[min(card, len(cards) - 1)])
    chosen = next(c for c in custom_ids(dm_hand(world, name), "splito:pick:") if c.endswith(side))
    await user.click(dm_hand(world, name), custom_id=chosen)


def round_of(message: Any) -> int:
    """The round a hand's buttons are for."""
    (first, *_) = custom_ids(message, "splito:card:")
    return int(first.split(":")[3])


async def press_in_dm(world: World, name: str, custom_id: str) -> Any:
    """``name`` sends a click with this custom_id from their DM hand, shown there or not."""
    user = world.members[name].user
    stored = _visible_message(user, user.dm_channel.history()[-1])
    return await click_forged(user, stored, {"custom_id": custom_id, "component_type": 2})


async def older_and_forged_controls_change_nothing(world: World) -> None:
    """Round 7: Ann sends a card of round 6 from her DM; Dan, who is not seated, forges Ann's
    side button in his own DMs. Each is told why, and the table does not move."""
    service = world.env.bot.service
    before = (await service.get(1)).version
    card = custom_ids(dm_hand(world, "ann"), "splito:card:")[0]
    older = card.replace(":7:", ":6:")
    assert older != card
    refused = await press_in_dm(world, "ann", older)
    assert ephemeral_text(refused).startswith("That button is from round 6; the game is in round 7")
    dan = world.guild.add_member(world.env.create_user("dan"))
    await dan.user.send_dm("hello")  # a DM channel with the bot
    forged = await press_in_dm(world, "ann", "splito:pick:1:7:0:left")
    assert forged.acknowledged
    world.members["dan"] = dan
    stranger = await press_in_dm(world, "dan", "splito:pick:1:7:0:left")
    assert "not playing" in ephemeral_text(stranger).lower()
    after = await service.get(1)
    assert after.version == before + 1  # Ann's own forged pick is hers to make; Dan's is not
    assert after.seat_of(dan.id) is None


def public(place: Any) -> list[Any]:
    return [m for m in place.history() if not m.flags.ephemeral]


# It ends by pressing Replay, which draws the whole game's GIF (as in test_replay.py).
@SLOW_SETTLE
async def test_a_splito_game_with_hands_in_dms_one_member_s_closed_and_a_restart(world):
    close_dms(world, "cat")
    lobby = await open_lobby(world, "ann", "splito", hands="dm")
    assert "hands in direct messages" in lobby.embeds[0].fields[-1].value
    for name in ("bob", "cat"):
        await world.members[name].click(lobby, label="Join")
    await world.members["ann"].click(lobby, label="Start")
    place = world.channel.threads[-1] if world.channel.threads else world.channel

    first = board(place)
    assert "✉ Hands are in direct messages" in text_of(first)
    # Cat is told, in the channel, without a word of anybody's hand.
    (notice,) = [m for m in public(place) if "cannot send you direct messages" in text_of(m)]
    assert f"<@{world.members['cat'].id}>" in text_of(notice) and not notice.attachments
    assert dm_hands(world, "cat") == []
    # Ann and Bob each got their hand in one DM, linked to the board.
    for name in ("ann", "bob"):
        hand = dm_hand(world, name)
        assert round_of(hand) == 1 and not hand.attachments  # its buttons show the cards
        assert hand.embeds[0].title == "Splito · game #1"
        assert hand.embeds[0].url.endswith(f"/{first.id}")

    # The board's button links Ann to her DM; Cat gets her hand here.
    (play,) = custom_ids(first, "splito:play:")
    link = ephemeral_text(await world.members["ann"].click(first, custom_id=play))
    assert link.endswith(f"/{dm_hand(world, 'ann').id}")

    rounds = 0
    ann_hand = dm_hand(world, "ann").id
    while board(place) is not None:
        rounds += 1
        if rounds % 2:  # Cat ends the round; else Bob does, in his DM
            await pick_in_dm(world, "ann", card=rounds % 3)
            await pick_in_dm(world, "bob", side="right")
            await pick(world, "cat", place)
        else:
            await pick(world, "cat", place)
            await pick_in_dm(world, "ann", card=rounds % 3)
            await pick_in_dm(world, "bob", side="right")
        if board(place) is None:
            break
        # One DM message each, moved on to the new round.
        assert dm_hand(world, "ann").id == ann_hand
        assert round_of(dm_hand(world, "ann")) == rounds + 1 == round_of(dm_hand(world, "bob"))
        if rounds == 5:
            await world.env.restart_bot(SplitBot(world.env.bot.database_url, shard_count=1))
        if rounds == 6:
            await older_and_forged_controls_change_nothing(world)
    assert rounds == 13

    # The DM hands close with the game; nothing private was ever public.
    for name in ("ann", "bob"):
        hand = dm_hand(world, name)
        assert "Game #1 is over" in text_of(hand) and not buttons(hand)
    for message in public(place) + public(world.channel):
        assert "Your hand" not in text_of(message)
        assert all(a.filename != "hand.png" for a in message.attachments)

    # Then its replay: one frame per round.
    await world.members["bob"].click(place.history()[-1], label="Replay")
    (gif,) = [a for a in place.history()[-1].attachments if a.filename.endswith("-replay.gif")]
    assert Image.open(io.BytesIO(world.env.backend.cdn.get(gif.url))).n_frames == 13


async def start_with_dm_hands(world: World, command: str, names: list[str]) -> Any:
    lobby = await open_lobby(world, names[0], command, hands="dm")
    for name in names[1:]:
        await world.members[name].click(lobby, label="Join")
    await world.members[names[0]].click(lobby, label="Start")
    return world.channel.threads[-1] if world.channel.threads else world.channel


async def test_splitter_sheets_in_dms_follow_the_rounds(world):
    await start_with_dm_hands(world, "splitter", ["ann", "bob"])
    for round in (1, 2):
        for name in ("ann", "bob"):
            sheet = dm_hand(world, name)
            assert sheet.attachments[0].filename == "sheet.png"
            (confirm,) = custom_ids(sheet, "splitter:place:")
            assert confirm.split(":")[3] == str(round)
            await world.members[name].user.click(sheet, custom_id=confirm)
    # Bob's confirm ended round 2: his DM moved on through his own click.
    for name in ("ann", "bob"):
        (confirm,) = custom_ids(dm_hand(world, name), "splitter:place:")
        assert confirm.split(":")[3] == "3"


@pytest.mark.no_cover  # each line it runs, another test traces too
async def test_split_it_controls_come_to_the_dm_of_whoever_moves(world):
    await start_with_dm_hands(world, "split", ["ann", "bob"])
    table = await world.env.bot.service.get(1)
    mover = next(n for n in ("ann", "bob") if table.seat_of(world.members[n].id) in table.to_act)
    other = "bob" if mover == "ann" else "ann"
    assert "Not your move yet" in text_of(dm_hand(world, other))
    assert not buttons(dm_hand(world, other))
    (split,) = custom_ids(dm_hand(world, mover), "splitit:split:")
    assert dm_hand(world, mover).attachments[0].filename == "preview.png"
    await world.members[mover].user.click(dm_hand(world, mover), custom_id=split)
    # The split made, the other player discards: the controls changed DMs.
    assert "Not your move yet" in text_of(dm_hand(world, mover))
    assert custom_ids(dm_hand(world, other), "splitit:dz:")
    assert (await world.env.bot.service.get(1)).round == table.round + 1


async def test_a_serendipity_turn_played_in_dms(world):
    await start_with_dm_hands(world, "serendipity", ["ann", "bob"])
    service = world.env.bot.service
    table = await service.get(1)
    mover = next(n for n in ("ann", "bob") if table.seat_of(world.members[n].id) in table.to_act)
    other = "bob" if mover == "ann" else "ann"
    assert "Not your move yet" in text_of(dm_hand(world, other))
    assert text_of(dm_hand(world, mover)).startswith("**Your turn")
    turn = next(
        a
        for a in get_game("serendipity").legal_actions(table.state, table.public.current)
        if isinstance(a, Turn)
    )
    user = world.members[mover].user
    rows, cells = selects(dm_hand(world, mover))
    value = str(CELLS.index(turn.cell))
    if value not in [o["value"] for o in cells["options"]]:
        await user.select(
            dm_hand(world, mover), [str(turn.cell[1] + 5)], custom_id=rows["custom_id"]
        )
        rows, cells = selects(dm_hand(world, mover))
    await user.select(dm_hand(world, mover), [value], custom_id=cells["custom_id"])
    after = await service.get(1)
    assert after.version == table.version + 1
    # The DM shows where the turn stands now: the mover's next step, or the wait.
    if after.public.current == table.public.current:
        assert custom_ids(dm_hand(world, mover), "ser:")
    else:
        assert "Not your move yet" in text_of(dm_hand(world, mover))
        assert custom_ids(dm_hand(world, other), "ser:")
