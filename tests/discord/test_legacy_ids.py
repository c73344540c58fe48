"""Buttons already posted in servers keep working after an upgrade: custom_ids written
literally in the format every released version has posted, for each kind of control of each
game, are read by today's bot exactly as they were."""

from __future__ import annotations

import re
from typing import Any

import pytest

from bot.discordbot.lobby import LobbyButton
from bot.discordbot.registry import GAMES
from bot.discordbot.serendipity.labels import LABEL_MODAL
from tests.discord.conftest import press, start_game
from tests.discord.texts import text_of

CONTROLS = [LobbyButton, *(control for ui in GAMES for control in ui.controls)]

#: custom_id → the control that reads it.
POSTED = {
    "lobby:12:join": "LobbyButton",
    "lobby:12:leave": "LobbyButton",
    "lobby:12:ai": "LobbyButton",
    "lobby:12:unai": "LobbyButton",
    "lobby:12:start": "LobbyButton",
    "lobby:12:cancel": "LobbyButton",
    "lobby:12:colours": "ColourSelect",
    "splito:play:12:3": "PlayButton",
    "splito:card:12:3:4:-": "HandChoice",
    "splito:side:12:3:-:left": "HandChoice",
    "splito:card:12:3:0:right": "HandChoice",
    "splito:pick:12:3:4:left": "SidePick",
    "splito:hint:12:3": "HintButton",
    "splitter:hint:12:3": "HintButton",
    "splitit:open:12:7": "ActButton",
    "splitit:cut:12:7:first:2:5": "CutSelect",
    "splitit:cut:12:7:second:2:5": "CutSelect",
    "splitit:split:12:7:2:5": "SplitConfirm",
    "splitit:dz:12:8:pink": "ZoneChoice",
    "splitit:discard:12:8:white": "DiscardConfirm",
    "splitit:bet:12:9:black": "BetButton",
    "splitit:joker:12:10": "JokerSelect",
    "splitter:open:12:3": "PlaceButton",
    "splitter:row:12:3:4:1:0": "PlacementSelect",
    "splitter:pair:12:3:4:1:1": "PlacementSelect",
    "splitter:swap:12:3:4:1:0": "PlacementButton",
    "splitter:place:12:3:4:1:1": "PlacementButton",
    "ser:open:12:20": "YourTurnButton",
    "ser:row:12:20:turn:0:99:99": "PanelSelect",
    "ser:cell:12:20:keepb:3:40:6": "PanelSelect",
    "ser:go:12:20:place:5:99:99": "PanelButton",
    "ser:type:12:20:swap:0:99:7": "PanelButton",
    "ser:leave:12:20:turn:0:99:99": "PanelButton",
}


@pytest.mark.parametrize("custom_id", sorted(POSTED))
def test_a_posted_custom_id_is_read_by_one_control_and_written_back_the_same(custom_id):
    readers = [
        control
        for control in CONTROLS
        if control.__discord_ui_compiled_template__.fullmatch(custom_id)  # type: ignore[attr-defined]
    ]
    assert [c.__name__ for c in readers] == [POSTED[custom_id]]
    (control,) = readers
    match = control.__discord_ui_compiled_template__.fullmatch(custom_id)
    assert control.custom_id_of(control.fields.parse(match)) == custom_id


def test_the_label_modal_keeps_its_custom_id():
    assert LABEL_MODAL.fullmatch("ser:label:12:20:turn:0:99:7")
    assert not LABEL_MODAL.fullmatch("ser:go:12:20:turn:0:99:7")


def test_every_kind_of_control_is_covered():
    assert {c.__name__ for c in CONTROLS} == set(POSTED.values())


def said(result: Any) -> str:
    message = result.response
    return "" if message is None else text_of(message)


@pytest.mark.no_cover  # many moves; each line it runs, another test traces too
async def test_posted_splito_buttons_open_the_hand_and_play(world):
    thread = await start_game(world, ["ann", "bob"])
    hand = await press(world, "ann", thread, "splito:play:1:1")
    assert hand.ephemeral and said(hand).startswith("**Your hand · round 1/26**")
    await press(world, "ann", hand.response, "splito:card:1:1:0:-")
    assert "Selected: **" in text_of(hand.response)  # the hand was redrawn
    # A side selection of an older hand selects its card; the side buttons now play it.
    await press(world, "ann", hand.response, "splito:side:1:1:1:left")
    assert "Selected: **" in text_of(hand.response)
    before = (await world.env.bot.service.get(1)).version
    await press(world, "ann", hand.response, "splito:pick:1:1:0:left")
    assert (await world.env.bot.service.get(1)).version == before + 1
    assert "✓ Your pick" in text_of(hand.response)


async def test_posted_splitter_buttons_open_the_sheet_and_write(world):
    thread = await start_game(world, ["ann", "bob"], command="splitter")
    sheet = await press(world, "ann", thread, "splitter:open:1:1")
    assert sheet.ephemeral and "Your sheet · round 1/22" in said(sheet)
    (row, left) = re.search(r"row (\d+), column (\d+)", said(sheet)).groups()  # type: ignore[union-attr]
    before = (await world.env.bot.service.get(1)).version
    place = f"splitter:place:1:1:{int(row) - 1}:{int(left) - 1}:0"
    await press(world, "ann", sheet.response, place)
    assert (await world.env.bot.service.get(1)).version == before + 1


@pytest.mark.no_cover  # each line it runs, another test traces too
async def test_posted_split_it_and_serendipity_board_buttons_open_their_controls(world):
    split_it = await start_game(world, ["ann", "bob"], command="split")
    table = await world.env.bot.service.get(1)
    splitter = table.seat_at(table.public.splitter).name
    opened = await press(world, splitter, split_it, f"splitit:open:1:{table.round}")
    assert opened.ephemeral and "Place the two separators" in said(opened)

    world.channel = world.guild.create_text_channel("more-games")
    garden = await start_game(world, ["ann", "bob"], command="serendipity")
    table = await world.env.bot.service.get(2)
    current = table.seat_at(table.public.current).name
    panel = await press(world, current, garden, f"ser:open:2:{table.round}")
    assert panel.ephemeral and "Your turn" in said(panel)
