"""A game's boards through Discord are drawn in the drawing processes, or in the bot's own
threads when the operator sets none (``SPLITBOT_DRAWING_PROCESSES=0``)."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest

from bot.board_processes import DRAWERS, Drawer
from bot.discordbot.client import SplitBot
from tests.discord.conftest import board, pick, start_game
from tests.discord.texts import text_of


@pytest.fixture
def drawing_in_threads() -> None:
    """Here the bot draws as it does by default: in its drawing processes."""


@pytest.fixture
def drawn_apart(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """The functions a drawing process was asked to draw, in order."""
    asked: list[Any] = []
    send = Drawer.send

    def counted(drawer: Drawer, function: Any, *args: Any) -> None:
        asked.append(function)
        send(drawer, function, *args)

    monkeypatch.setattr(Drawer, "send", counted)
    return asked


async def play_a_round(world: Any) -> Any:
    thread = await start_game(world, ["ann", "bob"])
    await pick(world, "ann", thread)
    await pick(world, "bob", thread, card=1)
    shown = board(thread)
    assert "round 2/26" in text_of(shown)  # two players: 26 rounds
    assert [a.filename for a in shown.attachments] == ["splito-1-round-2.png"]
    return shown


def warmed_up() -> None:
    """Wait, in real time, until each drawing process has warmed up (it answers only then).

    A bot's first board waits for a process still warming up; here that wait would count
    against the simulation's settling time (5 s), which a loaded machine can exceed."""
    with ThreadPoolExecutor(DRAWERS.processes) as threads:  # one process each
        assert list(threads.map(lambda _: DRAWERS.draw(len, "warm"), range(DRAWERS.processes)))


@pytest.mark.no_cover  # each line it runs, another test traces too
async def test_each_round_s_board_is_drawn_in_a_drawing_process(world, drawn_apart):
    assert DRAWERS.processes >= 1
    warmed_up()
    drawn_apart.clear()
    await play_a_round(world)
    assert [f.__name__ for f in drawn_apart] == ["render_table", "render_table"]  # rounds 1, 2


async def test_with_no_drawing_process_set_boards_are_drawn_in_the_bot_s_threads(
    world, drawn_apart
):
    url = world.env.bot.database_url
    await world.env.restart_bot(SplitBot(url, shard_count=1, drawing_processes=0))
    assert DRAWERS.processes == 0
    await play_a_round(world)
    assert drawn_apart == []
