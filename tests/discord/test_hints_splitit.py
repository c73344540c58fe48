"""Split it!'s hints through Discord: each secret control has a Hint button; the hint chooses a
split's separators or a discard's zone in the control (with the preview; Confirm plays it) and
names a bet, each with its reason in words."""

from __future__ import annotations

from typing import Any

from tests.discord.conftest import SLOW_SETTLE, custom_ids, own_message, start_game
from tests.discord.test_splitit_game import split_board
from tests.discord.texts import text_of

# A hint or an AI seat is the strong AI deciding in one of the bot's threads.
pytestmark = SLOW_SETTLE


async def open_control(world: Any, thread: Any, seat: int) -> tuple[Any, Any]:
    """The member at ``seat`` opens their control of this step: (member, control)."""
    table = await world.env.bot.service.get(1)
    member = next(m for m in world.members.values() if table.seat_of(m.id) == seat)
    (open_id,) = custom_ids(split_board(thread), "splitit:open:")
    shown = await member.click(split_board(thread), custom_id=open_id)
    return member, shown.response


async def hinted(world: Any, thread: Any, member: Any, control: Any) -> tuple[Any, Any, str]:
    """Press the control's Hint: (the control as shown after, the hint expected, its line)."""
    table = await world.env.bot.service.get(1)
    assert custom_ids(control, "splitit:hint:") == [f"splitit:hint:1:{table.round}"]
    await member.click(control, custom_id=f"splitit:hint:1:{table.round}")
    control = own_message(thread, member, control.id)
    _, _, expected = await world.env.bot.service.play.suggest(1, member.id)
    line = next(line for line in text_of(control).splitlines() if line.startswith("💡"))
    assert "splitit-why" not in line and line.endswith(".")
    return control, expected, line


async def test_split_it_hints_choose_the_split_and_the_discard_and_name_the_bet(world):
    thread = await start_game(world, ["ann", "bob"], "split", hints=True)
    table = await world.env.bot.service.get(1)
    splitter = table.public.splitter

    member, control = await open_control(world, thread, splitter)
    control, expected, line = await hinted(world, thread, member, control)
    a, b = expected.action.first, expected.action.second
    assert line.startswith(f"💡 Hint: **split after cards {a} and {b}** — it leaves the ")
    assert [x.filename for x in control.attachments] == ["preview.png"]
    (confirm,) = custom_ids(control, "splitit:split:")
    assert confirm == f"splitit:split:1:{table.round}:{a}:{b}"
    await member.click(control, custom_id=confirm)
    table = await world.env.bot.service.get(1)
    assert table.state.cuts == (a, b) and table.public.phase == "discard"

    member, control = await open_control(world, thread, 1 - splitter)
    control, expected, line = await hinted(world, thread, member, control)
    zone = expected.action.zone
    assert line.startswith(f"💡 Hint: **discard {zone}** — ")
    (confirm,) = custom_ids(control, "splitit:discard:")
    assert confirm == f"splitit:discard:1:{table.round}:{zone}"
    await member.click(control, custom_id=confirm)
    table = await world.env.bot.service.get(1)
    assert table.state.discarded_zone == zone and table.public.phase == "bet"

    member, control = await open_control(world, thread, splitter)
    control, expected, line = await hinted(world, thread, member, control)
    assert line.startswith(f"💡 Hint: **bet on {expected.action.zone}** — ")
    # Only named: the bet is still the player's to place.
    table = await world.env.bot.service.get(1)
    assert table.state.bets == {}
    assert custom_ids(control, "splitit:bet:")  # the bet buttons are still there


async def test_a_split_it_table_without_hints_shows_no_hint_button(world):
    thread = await start_game(world, ["ann", "bob"], "split")
    table = await world.env.bot.service.get(1)
    _, control = await open_control(world, thread, table.public.splitter)
    assert custom_ids(control, "splitit:hint:") == []
