"""The strong AI's search: legal, deterministic, and fair (it decides from the seat's view
alone: states that look the same to the seat get the same answer)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from engine import get_game
from engine.ai import choose, get_policy
from engine.splitter import strong

SPLITTER = get_game("splitter")


def splitter_midgame(players: int, rounds: int, seed: int = 4):
    state = SPLITTER.new_game(SPLITTER.make_config(players, {"pad": "B"}), seed)
    rng = random.Random(seed)
    while state.round <= rounds:
        for seat in sorted(SPLITTER.waiting_for(state)):
            state = SPLITTER.apply(state, seat, choose(SPLITTER, state, seat, "greedy", rng))
    return state


@pytest.mark.parametrize("rounds", [0, 10, 20, 21])
def test_the_strong_splitter_seat_writes_a_legal_placement_and_the_same_one_again(rounds):
    state = splitter_midgame(3, rounds)
    legal = SPLITTER.legal_actions(state, 1)
    first = choose(SPLITTER, state, 1, "strong", random.Random(9))
    assert first in legal
    assert choose(SPLITTER, state, 1, "strong", random.Random(9)) == first


def test_the_strong_splitter_seat_sees_neither_future_rolls_nor_others_secret_placements():
    """Two tables alike to seat 0 but for the rolls to come and seat 1's placement this round:
    the same generator gives the same placement at both."""
    state = splitter_midgame(2, 8)
    other = SPLITTER.legal_actions(state, 1)
    mine = replace(state, pending={1: other[0]})
    rng = random.Random(3)
    future = tuple((rng.randint(1, 6), rng.randint(1, 6)) for _ in state.rolls[state.round :])
    theirs = replace(state, rolls=state.rolls[: state.round] + future, pending={1: other[-1]})
    assert theirs.rolls != mine.rolls and theirs.pending != mine.pending
    assert SPLITTER.view(mine, 0) == SPLITTER.view(theirs, 0)
    assert choose(SPLITTER, mine, 0, "strong", random.Random(11)) == choose(
        SPLITTER, theirs, 0, "strong", random.Random(11)
    )


def test_a_single_legal_placement_is_played_without_searching(monkeypatch):
    state = splitter_midgame(1, 21)
    legal = SPLITTER.legal_actions(state, 0)[:1]
    view = SPLITTER.view(state, 0)

    def no_search(*_: object) -> None:
        raise AssertionError("searched for a single choice")

    monkeypatch.setattr(strong, "SEARCH", replace(strong.SEARCH, determinize=no_search))
    with pytest.raises(AssertionError, match="searched"):  # the patch is what the policy reads
        get_policy("splitter", "strong")(view, SPLITTER.legal_actions(state, 0), random.Random(1))
    assert get_policy("splitter", "strong")(view, legal, random.Random(1)) == legal[0]
