"""Splitter images: the table grid for 1–12 players, the preview, the final groups."""

from __future__ import annotations

import io
import os
import random
import signal
import time
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import replace

import pytest
from PIL import Image

from bot.i18n import ENGLISH
from engine import get_game
from engine.ai import choose
from render.canvas import INK, LINE, PANEL, Canvas, uncompressed
from render.splitter.sheets import SMALL, STAR_FILL, render_scoreboard, render_sheet, render_sheets

GAME = get_game("splitter")


def png(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.load()
    assert image.format == "PNG" and image.width == 1000
    assert len(data) <= 150_000
    return image


def played(players: int, pad: str, rounds: int, seed: int = 2):
    state = GAME.new_game(GAME.make_config(players, {"pad": pad}), seed)
    rng = random.Random(seed)
    while not GAME.is_over(state) and state.round <= rounds:
        seat = min(GAME.waiting_for(state))
        state = GAME.apply(state, seat, choose(GAME, state, seat, "greedy", rng))
    return state


@pytest.mark.slow
# The larger tables untraced: each line they draw, the smaller ones trace too.
@pytest.mark.parametrize(
    ("players", "pad"),
    [
        (1, "A"),
        (2, "B"),
        pytest.param(5, "A", marks=pytest.mark.no_cover),
        pytest.param(12, "B", marks=pytest.mark.no_cover),
    ],
)
def test_table_images_every_few_rounds_and_the_end(players, pad):
    names = [f"Player {i}" for i in range(players)]
    for rounds in (0, 11, 22):
        state = played(players, pad, rounds)
        pages = render_sheets(GAME.view(state, None), names, ENGLISH)
        assert len(pages) == -(-players // 4)  # four sheets to an image
        assert all(png(page).height < 1600 for page in pages)
    final = played(players, pad, 22)
    result = GAME.result(final)
    outlined = render_sheets(GAME.view(final, None), names, ENGLISH, result)
    assert outlined != render_sheets(GAME.view(final, None), names, ENGLISH)  # the groups are drawn
    assert all(png(page).width == 1000 for page in outlined)
    png(render_scoreboard(GAME.view(final, None), result, names, ENGLISH))
    assert (
        render_sheets(GAME.view(final, None), names, ENGLISH, result) == outlined
    )  # deterministic


@pytest.mark.parametrize("pad", ["A", "B"])
@pytest.mark.no_cover  # each line it runs, another test traces too
def test_every_page_of_a_large_table_shows_its_sheets_in_their_colours(pad):
    """Each image is a palette image of its own: a cell drawn on the first page and copied onto
    a later one would carry the first page's palette numbers (black cells, lost numbers)."""
    state = played(12, pad, 11)
    pages = render_sheets(GAME.view(state, None), [f"P{i}" for i in range(12)], ENGLISH)
    first = {colour for _, colour in png(pages[0]).convert("RGB").getcolors(256)}
    assert {PANEL, LINE, INK, STAR_FILL} <= first
    for page in pages[1:]:
        assert {colour for _, colour in png(page).convert("RGB").getcolors(256)} == first


@pytest.mark.no_cover  # each line it runs, another test traces too
def test_pages_encoded_side_by_side_keep_their_order_and_how_they_are_encoded(monkeypatch):
    """A board's pages are encoded in other threads: each comes back in the place it was drawn
    in, and a replay's pages (drawn ``uncompressed``) stay uncompressed there too."""
    state = played(12, "B", 11)
    names = [f"Player {i}" for i in range(12)]
    drawn: list[bytes] = []  # each page's pixels, in the order the pages were drawn
    bottom = Canvas._bottom

    def finished(canvas: Canvas) -> int:  # once a page, as it is handed to be encoded
        at = bottom(canvas)
        drawn.append(canvas.image.crop((0, 0, canvas.width, at)).tobytes())
        return at

    monkeypatch.setattr(Canvas, "_bottom", finished)
    pages = render_sheets(GAME.view(state, None), names, ENGLISH)
    with uncompressed():
        stored = render_sheets(GAME.view(state, None), names, ENGLISH)
    pixels = [Image.open(io.BytesIO(page)).tobytes() for page in stored]
    assert [png(page).tobytes() for page in pages] == pixels == drawn[:3]
    assert len(set(pixels)) == 3
    assert all(len(plain) > 10 * len(page) for plain, page in zip(stored, pages, strict=True))


def encoded_in_turn(canvas: Canvas) -> Future[bytes]:
    """``Canvas.finish_aside`` without the encoding threads: the page encoded there and then."""
    done: Future[bytes] = Future()
    done.set_result(canvas.finish())
    return done


@pytest.mark.no_cover  # each line it runs, another test traces too
def test_boards_drawn_at_once_in_several_threads_each_get_their_own_pages(monkeypatch):
    """Every render shares the encoding threads: twelve boards drawn at the same time (as the
    bot's drawing pool does) each get back their own pages, in order, byte for byte as if
    encoded one after the other, and none waits forever."""
    names = [f"Player {i}" for i in range(12)]
    views = [GAME.view(played(12, pad, rounds), None) for pad, rounds in (("A", 3), ("B", 9))]
    with monkeypatch.context() as patched:
        patched.setattr(Canvas, "finish_aside", encoded_in_turn)
        alone = [render_sheets(view, names, ENGLISH) for view in views]
    pool = ThreadPoolExecutor(max_workers=6)
    try:
        drawing = [pool.submit(render_sheets, view, names, ENGLISH) for view in views * 6]
        together = [board.result(timeout=60) for board in drawing]
    finally:
        pool.shutdown(wait=False, cancel_futures=True)
    assert together == alone * 6


@pytest.mark.skipif(not hasattr(os, "fork"), reason="fork is POSIX's")
def test_a_forked_process_encodes_a_board_of_several_pages():
    """The parent's encoding threads are not copied into a forked child: the child must get
    its own, or its first board of several pages would wait forever."""
    state = played(12, "B", 3)
    names = [f"Player {i}" for i in range(12)]
    pages = render_sheets(GAME.view(state, None), names, ENGLISH)  # the parent's pool is busy
    child = os.fork()
    if child == 0:  # pragma: no cover - the child's lines are not traced
        drawn = render_sheets(GAME.view(state, None), names, ENGLISH)
        os._exit(0 if drawn == pages else 1)
    deadline = time.monotonic() + 30
    while (ended := os.waitpid(child, os.WNOHANG)) == (0, 0) and time.monotonic() < deadline:
        time.sleep(0.05)
    if ended == (0, 0):
        os.kill(child, signal.SIGKILL)
        os.waitpid(child, 0)
        pytest.fail("the forked child never finished its board")
    assert os.waitstatus_to_exitcode(ended[1]) == 0


def test_the_preview_shows_the_pending_pair_only_to_its_owner():
    state = played(3, "A", 4)
    place = GAME.legal_actions(state, 0)[0]
    plain = render_sheet(GAME.view(state, 0), "Ann", ENGLISH)
    preview = render_sheet(GAME.view(state, 0), "Ann", ENGLISH, place, note="Preview")
    assert plain != preview
    png(preview)
    pending = GAME.apply(state, 0, place)
    with pytest.raises(ValueError, match="public view only"):
        render_sheets(GAME.view(pending, 0), ["Ann", "Bob", "Cat"], ENGLISH)
    # The public grid is the same whether or not Ann has placed (who placed gets a ✓ only).
    assert GAME.view(pending, None).sheets == GAME.view(state, None).sheets


def test_the_scoreboard_shows_every_sum_whole(drawn):
    """Sheets of lone 1s: each sum is long; it wraps over lines, never cut with "…"."""
    game = get_game("splitter")
    state = game.new_game(game.make_config(3), 5)
    layout = state.config.layout

    def checkerboard(shift: int):  # lone 1s: a point each
        return tuple(
            tuple(
                1 + (r + x + shift) % 2 if layout.is_cell(r, x) else None
                for x in range(layout.width)
            )
            for r in range(layout.height)
        )

    sheets = (checkerboard(0), checkerboard(1), checkerboard(0))
    final = replace(state, round=state.config.rounds + 1, sheets=sheets, pending={})
    result = game.result(final)
    image = render_scoreboard(game.view(final, None), result, ["Ann", "Bob", "Cat"], ENGLISH)
    shown = [words for words, size in drawn if size == SMALL]
    assert not any(words.endswith("…") for words in shown)
    for player in result.players:
        parts = [f"{g.number}×2" if g.doubled else str(g.points) for g in player.score.groups]
        whole = " + ".join(parts)
        assert len(parts) > 20 and whole in " ".join(shown), player.seat
    assert Image.open(io.BytesIO(image)).height > 3 * 48
