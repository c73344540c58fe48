"""Split it! images: every phase at 2–4 players, the splitter preview, determinism, public only."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image

from bot.i18n import ENGLISH
from engine.ai import choose
from engine.splitit import GAME, Bet, Split
from render.splitit import render_board, render_scoreboard

NAMES = ["Marie", "Николай", "さくら", "Dan 🎲" + "x" * 90]


def png(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


@pytest.mark.parametrize("players", [2, 3, 4])
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
