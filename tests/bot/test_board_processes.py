"""Boards drawn in drawing processes: the same images, and never a board lost to a process that
died, hangs or fails."""

from __future__ import annotations

import logging
import os
import signal
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

import pytest

from bot import board_processes
from bot.board_processes import Drawers
from bot.i18n import ENGLISH
from engine import get_game
from render import images_for
from render.splito import render_table
from tests import fifth_game
from tests.render.test_languages import played

#: However slow the machine, a test fails rather than hangs.
WAIT = 60


@pytest.fixture
def drawing() -> Iterator[Drawers]:
    lane = Drawers()
    lane.start(1)
    yield lane
    lane.close()


def _slow_elsewhere(home: int) -> int:
    """Answers at once in the process ``home``, never in time anywhere else."""
    if os.getpid() != home:
        time.sleep(WAIT)
    return os.getpid()


def _dead(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


def test_a_board_drawn_in_a_drawing_process_is_the_board_drawn_here(drawing: Drawers):
    view = get_game("splito").view(played("splito", 4, 3), None)
    names = ["Ann", "Bob", "Cleo", "Dmitri"]
    assert drawing.draw(os.getpid) != os.getpid()
    assert drawing.draw(render_table, view, names, ENGLISH) == render_table(view, names, ENGLISH)


def test_with_no_drawing_process_a_board_is_drawn_here():
    assert Drawers().draw(os.getpid) == os.getpid()
    closed = Drawers()
    closed.start(1)
    closed.close()
    assert closed.draw(os.getpid) == os.getpid()


def test_a_drawing_process_that_died_costs_no_board_and_is_replaced(
    drawing: Drawers, caplog: pytest.LogCaptureFixture
):
    first = drawing.draw(os.getpid)
    os.kill(first, signal.SIGKILL)
    deadline = time.monotonic() + WAIT
    while not _dead(first) and time.monotonic() < deadline:
        time.sleep(0.01)
    with caplog.at_level(logging.WARNING, logger=board_processes.__name__):
        assert drawing.draw(pow, 7, 2) == 49  # drawn here
    assert "a drawing process failed" in caplog.text
    again = drawing.draw(os.getpid)
    assert again not in (first, os.getpid())


def test_a_drawing_process_that_answers_nothing_in_time_is_ended_and_replaced(drawing: Drawers):
    stuck = drawing.draw(os.getpid)
    drawing.answer_seconds = 0.5
    started = time.monotonic()
    assert drawing.draw(_slow_elsewhere, os.getpid()) == os.getpid()  # drawn here at last
    assert time.monotonic() - started < WAIT / 2
    drawing.answer_seconds = WAIT  # the next process warms up before its first board
    deadline = time.monotonic() + WAIT
    while not _dead(stuck) and time.monotonic() < deadline:
        time.sleep(0.01)
    assert _dead(stuck)
    assert drawing.draw(os.getpid) not in (stuck, os.getpid())


def test_an_error_drawing_is_raised_where_the_board_was_asked_for_and_the_process_kept(
    drawing: Drawers,
):
    before = drawing.draw(os.getpid)
    with pytest.raises(ValueError, match="invalid literal"):
        drawing.draw(int, "seven")
    assert drawing.draw(os.getpid) == before


def test_threads_drawing_at_once_each_get_their_own_board():
    lane = Drawers()
    lane.start(2)
    try:
        with ThreadPoolExecutor(4) as threads:
            asked = [threads.submit(lane.draw, pow, n, 2) for n in range(40)]
            assert [f.result(timeout=WAIT) for f in asked] == [n * n for n in range(40)]
            pids = {f.result() for f in [threads.submit(lane.draw, os.getpid) for _ in range(8)]}
        assert os.getpid() not in pids and len(pids) <= 2
    finally:
        lane.close()


def test_a_game_added_after_the_processes_started_is_drawn_by_new_ones(drawing: Drawers):
    before = drawing.draw(os.getpid)
    fifth_game.register()
    try:
        name = fifth_game.rules.GAME.name
        game = get_game(name)
        view = game.view(game.new_game(game.make_config(2), 1), None)
        table = images_for(name).table
        assert drawing.draw(table, view, ["Ann", "Bob"], ENGLISH) == table(
            view, ["Ann", "Bob"], ENGLISH
        )
        assert drawing.draw(os.getpid) not in (before, os.getpid())
        assert _dead(before)
    finally:
        fifth_game.unregister()


def test_where_no_drawing_process_can_start_boards_are_drawn_here_and_it_is_said_once(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
):
    def refused(games: object) -> None:
        raise PermissionError("processes are not allowed here")

    monkeypatch.setattr(board_processes, "Drawer", refused)
    lane = Drawers()
    with caplog.at_level(logging.WARNING, logger=board_processes.__name__):
        lane.start(2)
        assert [lane.draw(os.getpid) for _ in range(3)] == [os.getpid()] * 3
    (said,) = [r for r in caplog.records if "cannot start" in r.getMessage()]
    assert "processes are not allowed here" in said.getMessage() and said.exc_info is None


def test_a_board_s_text_is_worded_while_its_images_are_drawn(
    drawing: Drawers, monkeypatch: pytest.MonkeyPatch
):
    monkeypatch.setattr(board_processes, "DRAWERS", drawing)
    busy: list[int] = []

    def text() -> str:
        busy.append(drawing._lent)  # the process is drawing meanwhile
        return "round 2"

    assert board_processes.drawn_beside(text, os.getpid) == (drawing.draw(os.getpid), "round 2")
    assert busy == [1] and drawing._lent == 0


def test_a_text_that_fails_gives_its_drawing_process_back(
    drawing: Drawers, monkeypatch: pytest.MonkeyPatch
):
    monkeypatch.setattr(board_processes, "DRAWERS", drawing)
    before = drawing.draw(os.getpid)

    def text() -> str:
        raise KeyError("no such message")

    with pytest.raises(KeyError, match="no such message"):
        board_processes.drawn_beside(text, os.getpid)
    assert drawing._lent == 0 and drawing.draw(os.getpid) == before


def test_boards_asked_for_while_the_processes_are_closed_are_all_drawn():
    """A bot restarted with none (``SPLITBOT_DRAWING_PROCESSES=0``) while boards are being
    drawn: each board still comes back, drawn in a process or here, and none waits for ever."""
    lane = Drawers()
    lane.start(2)
    with ThreadPoolExecutor(4) as threads:
        asked = [threads.submit(lane.draw, pow, n, 3) for n in range(30)]
        lane.close()
        assert [f.result(timeout=WAIT) for f in asked] == [n**3 for n in range(30)]
    assert lane.processes == 0 and lane._idle == [] and lane._lent == 0
