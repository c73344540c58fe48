"""A finished Splito game reviewed for one seat: every round, the pick the player made as it
was made, the AI's pick never worth less, the same review for the same game, and nothing the
seat could not see changes it."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from engine.splito import GAME, Pick, SplitoState
from engine.splito.review import RoundReview, review
from engine.splito.seating import player_zones
from tests.engine.round_helpers import greedy_rounds_of


def played_game(players: int, seed: int) -> tuple[list[SplitoState], list[Pick]]:
    """A greedy game's state at the start of each round and at the end, and seat 0's picks."""
    return greedy_rounds_of(GAME, GAME.make_config(players, {}), seed)


@pytest.mark.no_cover  # the review's lines are traced by the shorter reviews below
@pytest.mark.parametrize("players", [2, 3, 8])
def test_every_round_is_reviewed_with_the_pick_the_player_made(players):
    states, picks = played_game(players, seed=4)
    rows = review(states, 0, random.Random(1))
    assert [row.round for row in rows] == list(range(1, GAME.make_config(players, {}).rounds + 1))
    assert [row.played for row in rows] == picks
    for row in rows:
        assert row.suggested_worth >= row.played_worth
        assert row.swing == row.suggested_worth - row.played_worth
        if row.suggested == row.played:
            assert row.swing == 0
        assert row.why.key.startswith("splito-why-")


@pytest.mark.no_cover  # each line it runs, another test traces too
def test_the_same_game_gets_the_same_review():
    states, _ = played_game(3, seed=8)
    late = states[-4:]  # the last three rounds: the game's end is played out too
    assert review(late, 2, random.Random(3)) == review(late, 2, random.Random(3))


@pytest.mark.no_cover  # two whole reviews: each line, another test traces too
def test_what_the_seat_could_not_see_changes_nothing():
    """Two games alike for seat 0 in round 1 (its hand, the table) but for the rivals' hands."""
    states, _ = played_game(4, seed=6)
    first, after = states[0], states[1]
    swapped = replace(first, hands=(first.hands[0], first.hands[2], first.hands[1], first.hands[3]))
    assert GAME.view(swapped, 0) == GAME.view(first, 0)
    # The pick seat 0 made is read from the reveal that ended the round: the same in both.
    one = review([first, after], 0, random.Random(5))
    other = review([swapped, after], 0, random.Random(5))
    assert one == other and len(one) == 1


def test_a_pick_read_from_the_reveal_names_its_side():
    states, _ = played_game(3, seed=2)
    (row,) = review(states[:2], 1, random.Random(0))
    left, _ = player_zones(3, 1)
    play = next(p for p in states[1].last_plays if p.seat == 1)
    assert row.played == Pick(play.card, "left" if play.zone == left else "right")
    assert isinstance(row, RoundReview)
