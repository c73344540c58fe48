"""Serendipity's hints through Discord: the turn panel's Hint button sets the panel to the strong
AI's move, so one more pick plays it, and says why in words."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from bot.discordbot.serendipity.choice import Choice, hinted_choice
from engine import get_game
from engine.serendipity import (
    CELLS,
    KeepSerendip,
    LeaveOwn,
    MoveSerendip,
    SwapOwn,
    Turn,
    label,
)
from tests.discord.conftest import SLOW_SETTLE, custom_ids, own_message, start_game
from tests.discord.test_serendipity_game import Player, table_of
from tests.discord.test_splitit_game import selects
from tests.discord.texts import text_of

# A hint or an AI seat is the strong AI deciding in one of the bot's threads.
pytestmark = SLOW_SETTLE


async def test_a_serendipity_hint_sets_the_panel_one_pick_from_the_move(world):
    thread = await start_game(world, ["ann", "bob"], "serendipity", hints=True)
    table = await table_of(world)
    name = "ann" if table.seat_of(world.members["ann"].id) == table.public.current else "bob"
    player = Player(world, name, thread)
    panel = await player.open()
    (hint,) = custom_ids(panel, "serendipity:hint:")
    assert hint == f"serendipity:hint:1:{table.round}"

    await player.member.click(panel, custom_id=hint)
    panel = player.panel = own_message(thread, player.member, panel.id)
    _, _, expected = await world.env.bot.service.play.suggest(1, player.member.id)
    cell = expected.action.cell
    line = next(line for line in text_of(panel).splitlines() if line.startswith("💡"))
    assert line.startswith(f"💡 Hint: **turn {label(cell)}** — ")
    assert "serendipity-why" not in line and line.endswith(".")
    # The cell select shows the hinted tile's row: one pick plays it.
    _, cells = selects(panel)
    assert str(CELLS.index(cell)) in [option["value"] for option in cells["options"]]
    await player.member.select(panel, [str(CELLS.index(cell))], custom_id=cells["custom_id"])
    table = await table_of(world)
    steps = table.state.this_turn or table.state.last_turn[1]
    assert steps[0].action == Turn(cell)


@pytest.mark.parametrize(
    ("action", "expected"),
    [
        (Turn((0, 3)), Choice(7, 12, "turn", row=8)),
        (SwapOwn((1, -2)), Choice(7, 12, "swap", row=3)),
        (KeepSerendip(4, (2, 0), (3, 1)), Choice(7, 12, "keepa", rotation=4, row=5)),
        (MoveSerendip((-1, 2), 5), Choice(7, 12, "move", rotation=5, row=7)),
        (LeaveOwn((0, 0)), Choice(7, 12)),
    ],
)
def test_each_hinted_move_opens_the_panel_where_it_is_one_pick_away(action, expected):
    assert hinted_choice(SimpleNamespace(id=7, round=12), action) == expected


async def serendip_just_turned(world: Any) -> tuple[Any, Any, Any]:
    """Ann's Serendipity tutorial, played as the lessons teach until a Serendip is turned (on
    her fourth step): Ann, the tutorial's thread and the table then."""
    from tests.discord.test_tutorial import open_tutorial

    ann, thread = await open_tutorial(world, "ann", "serendipity")
    service = world.env.bot.service
    game = get_game("serendipity")
    while (table := await table_of(world)).public.phase != "serendip":
        _, _, taught = await service.play.suggest(1, ann.id)
        await service.play.act_json(
            1, ann.id, game.action_to_json(taught.action), round=table.round
        )
    return ann, thread, table


@pytest.mark.no_cover  # many turns to reach a Serendip: each line, another test traces too
async def test_a_hint_on_a_serendip_opens_its_swap_with_the_rotation_chosen(world):
    """A Serendip just turned (the tutorial's deal brings one on the learner's fourth step):
    the hint keeps it at the AI's rotation and opens the swap on the first tile's row; the
    two picks keep it."""
    ann, thread, table = await serendip_just_turned(world)
    service = world.env.bot.service
    player = Player(world, "ann", thread)
    panel = await player.open()
    (hint,) = custom_ids(panel, "serendipity:hint:")
    await ann.click(panel, custom_id=hint)
    panel = own_message(thread, ann, panel.id)  # read now; the player keeps the live one
    _, _, expected = await service.play.suggest(1, ann.id)
    keep = expected.action
    assert isinstance(keep, KeepSerendip)
    line = next(line for line in text_of(panel).splitlines() if line.startswith("💡"))
    assert line.startswith(
        f"💡 Hint: **keep the Serendip (rotation {keep.rotation}), swap {label(keep.a)} and "
    )
    assert f"(↻{keep.rotation})" in text_of(panel)
    pending = table.public.pending
    await player.pick(keep.a)
    await player.pick(keep.b)
    after = await table_of(world)
    assert after.round > table.round  # kept: the turn ended (the AI has played since)
    serendip = after.state.tile(pending)
    assert serendip.face_up and serendip.rotation == keep.rotation
