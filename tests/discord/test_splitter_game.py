"""Splitter through Discord only: a 12-player table, solo games, the placement control (row and
pair selects, Swap, preview, Confirm), a restart in the middle of a round, refusals."""

from __future__ import annotations

import asyncio
import io
import random
from typing import Any

import pytest
from PIL import Image

from bot.discordbot.client import SplitBot
from engine import get_game
from engine.ai import choose
from render.canvas import INK, PANEL
from render.splitter import HEART_FILL, STAR_FILL
from tests.discord.conftest import (
    PRIVATE_LEFT,
    World,
    buttons,
    channel_calls,
    custom_ids,
    ids,
    live_controls_left,
    newest_with,
    own_message,
    press,
    private_messages,
    refusal_said,
    start_game,
    thread_members,
)
from tests.discord.test_splitit_game import selects
from tests.discord.texts import breakdown, text_of


def sheet_board(place: Any) -> Any:
    """The newest round message (the one with the Place button), or None at the end."""
    return newest_with(place, "splitter:open:")


async def open_control(
    world: World, name: str, place: Any, board: Any = None, title: str = "**Your sheet"
) -> Any:
    """``name`` presses the board's button; the control opens with ``title`` (their words)."""
    board = board if board is not None else sheet_board(place)
    (opens,) = custom_ids(board, "splitter:open:")
    shown = await world.members[name].click(board, custom_id=opens)
    assert shown.ephemeral and text_of(shown.response).startswith(title), shown
    return shown.response


def following_control(world: World, name: str, place: Any) -> Any:
    """``name``'s newest placement control when it already shows the board's round."""
    member, current = world.members[name], sheet_board(place)
    if member.id not in world.open_hand or current is None:
        return None
    control = own_message(place, member, world.open_hand[member.id])
    (opens,) = custom_ids(current, "splitter:open:")
    here = ":" + ":".join(opens.split(":")[2:4]) + ":"  # ":<table>:<round>:"
    return control if control is not None and here in str(control.components) else None


async def place_numbers(
    world: World,
    name: str,
    place: Any,
    pick: int | None = None,
    board: Any = None,
    title: str = "**Your sheet",
) -> Any:
    """``name`` chooses a row (the ``pick``-th free one; by default the first pair offered) and
    confirms, in the control that follows them, or opened on ``board`` (by default the
    newest) when they have none for this round. Counts their clicks."""
    member = world.members[name]
    control = None if board is not None else following_control(world, name, place)
    clicks = 0
    if control is None:
        control = await open_control(world, name, place, board, title)
        world.open_hand[member.id] = control.id
        clicks += 1
    if pick is not None:
        rows, _ = selects(control)
        options = rows["options"]
        row = options[pick % len(options)]["value"]
        await member.select(control, [row], custom_id=rows["custom_id"])
        control = own_message(place, member, control.id)
        clicks += 1
    (confirm,) = custom_ids(control, "splitter:place:")
    await member.click(control, custom_id=confirm)
    world.clicks[name] = world.clicks.get(name, 0) + clicks + 1
    return control


def add_members(world: World, count: int) -> list[str]:
    names = list(world.members)
    for index in range(len(names), count):
        name = f"p{index + 1}"
        world.members[name] = world.guild.add_member(world.env.create_user(name))
        names.append(name)
    return names


@pytest.mark.slow
@pytest.mark.no_cover  # twelve whole sheets: their lines are shorter tests' point
async def test_twelve_players_fill_their_sheets_with_a_restart_mid_round(world, pinged):
    names = add_members(world, 12)
    thread = await start_game(world, names, command="splitter", pad="B")
    board = sheet_board(thread)
    assert text_of(board).startswith("**Splitter · game #1 · pad B · round 1/22**")
    assert "🎲 Rolled" in text_of(board) and "waiting for ann, bob, cat" in text_of(board)
    # Twelve sheets, four to an image: three images a phone shows whole.
    assert [a.filename for a in board.attachments] == [
        f"splitter-1-round-1-{n}.png" for n in (1, 2, 3)
    ]

    for name in names[:6]:
        await place_numbers(world, name, thread)
    assert "✓ p6" in text_of(sheet_board(thread))
    old_control = await open_control(world, names[6], thread)
    await world.env.restart_bot(SplitBot(world.env.bot.database_url, shard_count=1))
    # The control opened before the restart still confirms.
    (confirm,) = custom_ids(old_control, "splitter:place:")
    await world.members[names[6]].click(old_control, custom_id=confirm)
    for name in names[7:]:
        await place_numbers(world, name, thread)
    assert "round 2/22" in text_of(sheet_board(thread))

    # Rounds 2 to 20 straight through the service, shown by the bot as any placement is (the
    # clicks that make one are this test's point only at the start and the end).
    service, rng = world.env.bot.service, random.Random(12)
    while (table := await service.get(1)).state.round <= 20:
        for seat in sorted(get_game("splitter").waiting_for(table.state)):
            place = choose(get_game("splitter"), table.state, seat, "greedy", rng)
            await service.play.act_json(
                1, table.seat_at(seat).user_id, get_game("splitter").action_to_json(place)
            )
            table = await service.get(1)
    rounds = 21
    while (board := sheet_board(thread)) is not None:
        # The last round's board came from a click, as in play (round 21's from the service).
        await world.env.settle()
        last_round = len(channel_calls(world)), (await service.get(1)).version
        for index, name in enumerate(names):
            # One player a round moves to another row; the others take the pair offered first.
            pick = 1 if index == rounds % 12 else None
            await place_numbers(world, name, thread, pick=pick, board=board)
        rounds += 1
    assert rounds == 23
    final = thread.history()[-1]
    assert text_of(final).startswith("**The game is over.**")
    assert [a.filename for a in final.attachments] == [
        "splitter-1-final-sheets-1.png",
        "splitter-1-final-sheets-2.png",
        "splitter-1-final-sheets-3.png",
        "splitter-1-scores.png",
    ]
    assert len(breakdown(final).fields) == 12
    # Each player is left with their control that followed them, not a message a round.
    for name in names:
        left = private_messages(world, name, thread, world.channel)
        assert len(left) <= PRIVATE_LEFT, (name, left)
    # The twelve were made members of the thread; mentioned once, at the start.
    assert ids(world, *names) <= thread_members(world, thread)
    assert [whom for _, whom in pinged] == [ids(world, *names)]
    table = await world.env.bot.service.get(1)
    # Boards go through the clicks that bring them: few calls count against the bot's budget.
    calls = len(channel_calls(world)) - last_round[0]
    assert calls / (table.version - last_round[1]) <= 0.5
    for sheet in table.state.sheets:
        assert sum(cell is not None for row in sheet for cell in row) == 44
    # None of the secret controls sent is kept alive by a 15-minute view timeout task.
    kept = [t for t in asyncio.all_tasks() if "timeout_task" in t.get_coro().__qualname__]
    assert kept == []


async def test_every_page_of_a_six_player_board_shows_the_sheets_in_their_colours(world):
    """Played through Discord by six members: the second image of the board (sheets 5 and 6)
    shows its cells as the first does, white, yellow and pink with their numbers in ink."""
    names = add_members(world, 6)
    thread = await start_game(world, names, command="splitter", pad="B")
    for _ in range(2):
        board = sheet_board(thread)
        for name in names:
            await place_numbers(world, name, thread, board=board)
    board = sheet_board(thread)
    assert "round 3/22" in text_of(board)
    pages = [Image.open(io.BytesIO(world.env.backend.cdn.get(a.url))) for a in board.attachments]
    colours = [{colour for _, colour in page.convert("RGB").getcolors(256)} for page in pages]
    assert len(pages) == 2 and colours[0] == colours[1]
    assert {PANEL, INK, STAR_FILL, HEART_FILL} <= colours[1]


async def test_solo_starts_at_once_and_ends_with_a_personal_best(world):
    started = await world.members["ann"].slash(world.channel, "splitter solo", pad="A")
    assert not started.ephemeral and "plays solo Splitter on pad A" in text_of(started.response)
    thread = world.channel.threads[-1]
    board = sheet_board(thread)
    assert "Place" in [b["label"] for b in buttons(board)]
    assert "waiting for" not in text_of(board)  # nobody else to wait for

    control = await open_control(world, "ann", thread)
    assert "Selected: **" in text_of(control)
    await world.env.restart_bot(SplitBot(world.env.bot.database_url, shard_count=1))
    (confirm,) = custom_ids(control, "splitter:place:")
    await world.members["ann"].click(control, custom_id=confirm)
    assert "round 2/22" in text_of(sheet_board(thread))
    while sheet_board(thread) is not None:
        await place_numbers(world, "ann", thread)
    final = thread.history()[-1]
    assert "Your first solo game on pad A" in text_of(final)
    assert live_controls_left(world, thread, world.channel) == []
    assert "of the bot's own AI games on this pad" in text_of(final)

    # A second solo game: the first one is now the best to beat.
    await world.members["ann"].slash(world.channel, "splitter solo", pad="A")
    second = world.channel.threads[-1]
    while sheet_board(second) is not None:
        await place_numbers(world, "ann", second, pick=3)  # other rows than the first game
    assert "on pad A:" in text_of(second.history()[-1])
    assert "Your first solo game" not in text_of(second.history()[-1])


async def test_the_control_swaps_moves_and_refuses_what_it_must(world):
    thread = await start_game(world, ["ann", "bob"], command="splitter")
    ann = world.members["ann"]
    status = await world.members["bob"].slash(thread, "splitter status")
    assert status.ephemeral and text_of(status.response).startswith(
        "**Splitter · game #1 · pad A · round 1/22**"
    )
    assert "🎲 Rolled" in text_of(status.response) and "waiting for ann, bob" in text_of(
        status.response
    )
    rules = await world.members["cat"].slash(thread, "splitter rules")
    assert rules.ephemeral and rules.response.embeds[0].title == "Splitter · rules in short"
    control = await open_control(world, "ann", thread)
    before = text_of(control)
    swaps = custom_ids(control, "splitter:swap:")
    table = await world.env.bot.service.get(1)
    a, b = table.state.rolls[0]
    if a != b:
        await ann.click(control, custom_id=swaps[0])
        assert text_of(control) != before
        assert f"**{b}** in row" in text_of(control)
    else:
        assert not swaps  # equal dice: nothing to swap
    rows, pairs = selects(control)
    assert [o["value"] for o in rows["options"]] == [str(r) for r in range(7)]
    await ann.select(control, ["3"], custom_id=rows["custom_id"])
    _, pairs = selects(control)
    assert [o["label"] for o in pairs["options"]] == [
        "Columns 1 and 8",
        "Columns 2 and 7",
        "Columns 3 and 6",
        "Columns 4 and 5",
    ]
    await ann.select(control, ["1"], custom_id=pairs["custom_id"])
    assert "row 4, column 2" in text_of(control) and "column 7" in text_of(control)
    (confirm,) = custom_ids(control, "splitter:place:")
    await ann.click(control, custom_id=confirm)
    assert text_of(control).startswith("**Your sheet") and "✓ Your placement" in text_of(control)
    assert "✓ ann" in text_of(sheet_board(thread))

    stranger = await world.members["cat"].click(sheet_board(thread), label="Place")
    assert text_of(stranger.response) == "You are not playing in this game."
    kept = selects(control)[0]["custom_id"]
    await place_numbers(world, "bob", thread)  # round 1 is written: ann's control follows her
    assert "round 2/22" in text_of(control) and ":1:2:" in selects(control)[0]["custom_id"]
    stale = await press(world, "ann", control, kept, values=["0"])
    # A select answers at once (its preview takes a while): the refusal follows, in ann's control.
    assert "That button is from round 1; the game is in round 2" in refusal_said(stale)
    moves = await world.env.bot.service.core.moves(1)
    assert len(moves) == 2
    state = (await world.env.bot.service.get(1)).state
    assert state.sheets[0][3][1] is not None and state.sheets[0][3][6] is not None


@pytest.mark.no_cover  # each line it runs, another test traces too
async def test_the_timer_reminds_then_the_ai_writes_for_the_late_player(world):
    thread = await start_game(
        world, ["ann", "bob"], command="splitter", timer="autoplay", timer_minutes=2.0
    )
    await place_numbers(world, "ann", thread)
    await world.env.advance_time(61)
    bob = world.members["bob"]
    assert text_of(thread.history()[-1]) == (
        f"⏰ <@{bob.id}>, round 1 is waiting for your numbers. The AI plays for you in 1 min."
    )
    await world.env.advance_time(60)
    notices = [text_of(m) for m in thread.history()]
    assert f"⌛ Time ran out for <@{bob.id}>: the AI wrote their numbers this round." in notices
    assert "round 2/22" in text_of(sheet_board(thread))
    moves = await world.env.bot.service.core.moves(1)
    assert [row.source for row, _ in moves] == ["player", "timer"]


async def test_the_placement_control_follows_its_player(world):
    thread = await start_game(world, ["ann", "bob"], command="splitter")
    posted = len([m for m in thread.history() if not m.flags.ephemeral])
    round = 0
    while sheet_board(thread) is not None:
        round += 1
        for name in ("ann", "bob"):
            await place_numbers(world, name, thread)
        # Place opened the control once; from then on Confirm alone writes the numbers.
        assert world.clicks == {"ann": round + 1, "bob": round + 1}
        # One channel message per round (the last round's is the final message).
        assert len([m for m in thread.history() if not m.flags.ephemeral]) == posted + round
        if round == 3:
            ann = world.members["ann"]
            control = own_message(thread, ann, world.open_hand[ann.id])
            assert "round 4/22" in text_of(control) and control.attachments
    assert round == 22
