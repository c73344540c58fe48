"""Serendipity's strong AI: legal in every phase, deterministic, fair (it decides from the
seat's view and memory alone), and using what it remembers."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from engine import get_game
from engine.ai import choose
from engine.serendipity import SERENDIP, SerendipityState, Turn
from engine.serendipity.board import CELLS, INDEX

GAME = get_game("serendipity")


def reach(phase: str, seed: int, players: int = 3) -> SerendipityState:
    """A greedy game up to the first time after a few turns the current seat is in ``phase``."""
    state = GAME.new_game(GAME.make_config(players), seed)
    rng = random.Random(seed)
    while state.phase != phase or state.step < 30:
        (seat,) = GAME.to_act(state)
        state = GAME.apply(state, seat, choose(GAME, state, seat, "greedy", rng))
    return state


@pytest.mark.parametrize("phase", ["turn", "own", "serendip"])
def test_the_strong_seat_moves_legally_and_the_same_way_again(phase):
    for seed in (1, 2):
        state = reach(phase, seed)
        (seat,) = GAME.to_act(state)
        move = choose(GAME, state, seat, "strong", random.Random(3))
        assert move in GAME.legal_actions(state, seat)
        assert choose(GAME, state, seat, "strong", random.Random(3)) == move


def test_the_strong_seat_sees_no_face_down_tile_it_does_not_remember():
    """Two boards alike to the seat but for two face-down tiles nobody saw: the same
    generator gives the same move at both."""
    state = reach("turn", 5)
    (seat,) = GAME.to_act(state)
    seen = dict(state.seen)
    unseen = [i for i, t in enumerate(state.tiles) if not t.face_up and CELLS[i] not in seen]
    a, b = next((a, b) for a in unseen for b in unseen if state.tiles[a] != state.tiles[b])
    tiles = list(state.tiles)
    tiles[a], tiles[b] = tiles[b], tiles[a]
    other = replace(state, tiles=tuple(tiles))
    assert other.tiles != state.tiles
    assert GAME.view(other, seat) == GAME.view(state, seat)
    for seed in range(5):
        assert choose(GAME, state, seat, "strong", random.Random(seed)) == choose(
            GAME, other, seat, "strong", random.Random(seed)
        )


def test_a_remembered_serendip_is_turned_rather_than_an_unknown_tile():
    state = reach("turn", 7)
    (seat,) = GAME.to_act(state)
    hidden = next(
        c for c in sorted(INDEX) if not state.tile(c).face_up and state.tile(c).kind == SERENDIP
    )
    remembering = replace(state, seen=((hidden, SERENDIP),))
    assert choose(GAME, remembering, seat, "strong", random.Random(1)) == Turn(hidden)
