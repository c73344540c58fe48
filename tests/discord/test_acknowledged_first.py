"""Buttons that open a secret control answer Discord first ("thinking…"), then check the seat,
which may wait for the table's lock and its replay check, and draw: the 3-second limit on the
first response never depends on either."""

from __future__ import annotations

import time
from typing import Any

import pytest

from bot.discordbot import plays
from bot.discordbot.splito import controls as splito_controls
from bot.lanes import Pool
from tests.discord.conftest import CLICK, board, custom_ids, pick, start_game
from tests.discord.test_serendipity_game import two_player_game
from tests.discord.test_splitit_game import NAMES, selects, split_board
from tests.discord.test_splitter_game import place_numbers
from tests.discord.texts import text_of


@pytest.fixture
def answered_when_seated(monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    """Whether the interaction had its first response when the seat check began, per call."""
    seen: list[bool] = []
    original = plays.opened  # the board's button checks the seat as ``opened``

    async def watched(interaction: Any, *args: Any) -> Any:
        seen.append(interaction.response.is_done())
        return await original(interaction, *args)

    monkeypatch.setattr(splito_controls, "opened", watched)
    return seen


@pytest.mark.no_cover  # each line it runs, another test traces too
async def test_play_is_answered_before_the_seat_check(world, answered_when_seated):
    thread = await start_game(world, ["ann", "bob"])
    (play,) = custom_ids(board(thread), "splito:play:")
    shown = await world.members["ann"].click(board(thread), custom_id=play)
    assert custom_ids(shown.response, "splito:card:")
    stranger = await world.members["cat"].click(board(thread), custom_id=play)
    assert stranger.ephemeral and text_of(stranger.response) == "You are not playing in this game."
    assert answered_when_seated == [True, True]


@pytest.fixture
def slow_drawing(world: Any, monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, bool]]:
    """Every image takes a fifth of a second longer to draw (a loaded machine). Each drawing
    done for a click records what it drew and whether Discord had the click's first answer
    when the drawing began."""
    seen: list[tuple[str, bool]] = []
    run = Pool.run

    async def slowed(self: Pool, function: Any, *args: Any) -> Any:
        def slow(*given: Any) -> Any:
            interaction = CLICK.get()  # the pool runs it in the click's context
            if interaction is not None:
                prefix = f"/interactions/{interaction.id}/"
                answered = any(r.path.startswith(prefix) for r in list(world.env.http_requests))
                seen.append((function.__qualname__, answered))
            time.sleep(0.2)
            return function(*given)

        return await run(self, slow, *args)

    monkeypatch.setattr(Pool, "run", slowed)
    return seen


@pytest.mark.no_cover  # each line it runs, another test traces too
async def test_splito_clicks_are_answered_before_their_drawing(world, slow_drawing):
    thread = await start_game(world, ["ann", "bob"])
    await pick(world, "ann", thread)  # Play draws her hand
    await pick(world, "bob", thread)  # his side ends the round: the presenter draws round 2
    drawn = {what for what, _ in slow_drawing}
    assert {"hand", "RoundBoards.update"} <= drawn, drawn
    assert all(answered for _, answered in slow_drawing), slow_drawing


def drew(seen: list[tuple[str, bool]], name: str) -> bool:
    """Whether ``name`` was drawn, and every drawing came after its click's first answer."""
    assert all(answered for _, answered in seen), seen
    return any(what.rsplit(".", 1)[-1] == name for what, _ in seen)


async def test_split_it_s_separators_preview_after_the_first_answer(world, slow_drawing):
    thread = await start_game(world, NAMES, command="split")
    splitter = next(n for n in NAMES if f"**{n}** places" in text_of(split_board(thread)))
    control = (await world.members[splitter].click(split_board(thread), label="Split")).response
    first, _ = selects(control)
    opened = len(slow_drawing)
    await world.members[splitter].select(control, ["2"], custom_id=first["custom_id"])
    assert len(slow_drawing) > opened and drew(slow_drawing, "split_preview")


@pytest.mark.no_cover  # each line it runs, another test traces too
async def test_splitter_s_rows_preview_after_the_first_answer(world, slow_drawing):
    sheets = await start_game(world, ["ann", "bob"], command="splitter")
    await place_numbers(world, "ann", sheets, pick=1)  # opens the control, moves to a row
    assert drew(slow_drawing, "preview") and drew(slow_drawing, "sheet_control")


async def test_serendipity_s_panel_previews_after_the_first_answer(world, slow_drawing):
    _, first_player = await two_player_game(world)
    panel = await first_player.open()
    rows, _ = selects(panel)
    opened = len(slow_drawing)
    await first_player.member.select(panel, ["7"], custom_id=rows["custom_id"])
    assert len(slow_drawing) > opened and drew(slow_drawing, "preview")
