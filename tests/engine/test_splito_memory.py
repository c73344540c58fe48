"""What a Splito seat remembers of the hands it passed on: who holds each now, and what is
left of it, exactly as the table holds it."""

from __future__ import annotations

import pytest

from engine.splito import GAME
from engine.splito.memory import passed_on
from engine.splito.seating import hand_position, hand_positions
from tests.engine.splito_helpers import greedy_rounds


def played(players: int, rounds: int, seed: int = 5):
    return greedy_rounds(players, rounds, seed)


def test_nothing_is_passed_before_the_first_reveal():
    state = GAME.new_game(GAME.make_config(4), 1)
    assert passed_on(GAME.view(state, 2)) == []


@pytest.mark.parametrize(("players", "rounds"), [(3, 1), (4, 2), (4, 3), (4, 5), (8, 6)])
def test_each_passed_hand_is_its_holders_hand_now_the_last_passed_first(players, rounds):
    """After k rounds a seat knows the k hands it passed (at most the table's hands less its
    own), nearest first: the left neighbour's, then the next seat's."""
    state = played(players, rounds)
    for seat in range(players):
        passed = passed_on(GAME.view(state, seat))
        assert len(passed) == min(rounds, players - 1)
        for ahead, hand in enumerate(passed, start=1):
            holder = (seat + ahead) % players
            assert hand.holder == holder
            assert sorted(hand.cards) == sorted(state.hands[holder])


def test_with_two_players_the_dummy_holds_the_hand_passed_last():
    """Hands go A → dummy → B → dummy: the hand A passed last lies with a dummy (no holder),
    the one before it with B."""
    state = played(2, 2)
    passed = passed_on(GAME.view(state, 0))
    assert [hand.holder for hand in passed] == [None, 1, None][: len(passed)]
    assert len(passed) == 2
    for ahead, hand in enumerate(passed, start=1):
        position = (hand_position(2, 0) + ahead) % hand_positions(2)
        assert sorted(hand.cards) == sorted(state.hands[position])
