"""Split it! images: every phase at 2–4 players, the splitter preview, determinism, public only."""

from __future__ import annotations

import io
import random
from dataclasses import replace

import pytest
from PIL import Image

from bot.i18n import ENGLISH
from engine.ai import choose
from engine.splitit import GAME, Bet, Split
from engine.splitit.scoring import Column
from render.splitit import render_board, render_scoreboard

NAMES = ["Marie", "Николай", "さくら", "Dan 🎲" + "x" * 90]


def png(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.no_cover  # each line it runs, another test traces too
def test_every_phase_renders_and_stays_small(players):
    state = GAME.new_game(GAME.make_config(players), 6)
    rng = random.Random(6)
    phases = set()
    names = NAMES[:players]
    while not GAME.is_over(state):
        image = png(render_board(GAME.view(state, None), names, ENGLISH))
        assert image.width == 1000
        phases.add(state.phase)
        seat = min(GAME.waiting_for(state))
        state = GAME.apply(state, seat, choose(GAME, state, seat, "random", rng))
    assert {"split", "bet"} <= phases
    final = render_board(GAME.view(state, None), names, ENGLISH)
    board = render_scoreboard(GAME.view(state, None), GAME.result(state), names, ENGLISH)
    assert len(final) <= 150_000 and len(board) <= 150_000
    assert render_board(GAME.view(state, None), names, ENGLISH) == final


def test_the_splitter_preview_draws_the_proposed_zones():
    state = GAME.new_game(GAME.make_config(3), 2)
    view = GAME.view(state, None)
    plain = render_board(view, NAMES[:3], ENGLISH)
    preview = render_board(view, NAMES[:3], ENGLISH, cuts=(2, 5))
    assert plain != preview and png(preview).width == 1000


def test_the_board_is_public_only_and_hides_pending_bets():
    state = GAME.new_game(GAME.make_config(3), 2)
    state = GAME.apply(state, state.splitter, Split(2, 4))
    before = render_board(GAME.view(state, None), NAMES[:3], ENGLISH)
    white = GAME.apply(state, 0, Bet("white"))
    black = GAME.apply(state, 0, Bet("black"))
    # Who bet shows; on what does not: the two boards are identical.
    assert render_board(GAME.view(white, None), NAMES[:3], ENGLISH) == render_board(
        GAME.view(black, None), NAMES[:3], ENGLISH
    )
    assert render_board(GAME.view(white, None), NAMES[:3], ENGLISH) != before
    with pytest.raises(ValueError, match="public view only"):
        render_board(GAME.view(white, 0), NAMES[:3], ENGLISH)


def test_ten_columns_with_jokers_wrap_inside_the_image(monkeypatch):
    from render import text

    rights: list[tuple[float, str]] = []
    draw = text.draw

    def recording(board, xy, words, size, *args, **kwargs):
        width = draw(board, xy, words, size, *args, **kwargs)
        shift = {"right": width, "center": width / 2}.get(kwargs.get("align", "left"), 0)
        rights.append((xy[0] - shift + width, words))
        return width

    monkeypatch.setattr(text, "draw", recording)
    state = GAME.new_game(GAME.make_config(2), 1)
    state = replace(state, columns=({n: Column(3, 2) for n in range(1, 11)}, {}))
    image = Image.open(io.BytesIO(render_board(GAME.view(state, None), ["Ann", "Bob"], ENGLISH)))
    assert len([w for _, w in rights if w.endswith("×3+2★")]) == 10
    assert max(right for right, _ in rights) <= image.width - 12
