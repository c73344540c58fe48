"""The fifth game's hints and tutorial hold as the bot's own games' do: every reason a hint
gives is true of the position, and the tutorial's lessons fall where they were written."""

from __future__ import annotations

import random
from functools import cache

import pytest

import engine
from engine.hints import hint
from engine.tutorials import LEARNER
from tests.fifth_game import rules


@pytest.fixture(autouse=True)
def pebbles():
    engine.add_game(rules.RULES)
    yield
    engine.remove_game(rules.GAME.name)


@cache
def mover_wins(pile: int) -> bool:
    """Whether the player to move wins a pile of ``pile`` against any play (solved by search,
    not by the rule of three the AI plays)."""
    return any(take == pile or not mover_wins(pile - take) for take in rules.TAKES if take <= pile)


def position(pile: int) -> rules.PebblesState:
    config = rules.GAME.make_config(2)
    return rules.PebblesState(config, pile, turn=0)


@pytest.mark.parametrize("pile", range(1, 40))
def test_every_reason_a_hint_gives_is_true_of_its_position(pile):
    state = position(pile)
    view = rules.GAME.view(state, 0)
    for take in rules.GAME.legal_actions(state, 0):
        why = rules.explain(view, take)
        left = pile - take
        if why.key == "pebbles-why-last":
            assert left == 0
        elif why.key == "pebbles-why-three":
            assert left > 0 and left % 3 == 0 and why.args["left"] == left
            assert not mover_wins(left)  # the other player cannot win from there
        elif why.key == "pebbles-why-gives":
            assert why.args["left"] == left and mover_wins(left)  # the other player can win
            assert mover_wins(pile)  # ... where another take would not let them
        else:
            assert why.key == "pebbles-why-none" and why.args["count"] == pile
            assert not mover_wins(pile)  # no take wins: the position is lost to perfect play


@pytest.mark.parametrize("pile", range(1, 40))
def test_a_hint_is_a_winning_take_wherever_one_exists(pile):
    state = position(pile)
    found = hint(rules.GAME, state, 0, random.Random(pile))
    if mover_wins(pile):
        assert found.action == pile or not mover_wins(pile - found.action)
    assert found.why == rules.explain(rules.GAME.view(state, 0), found.action)


def test_the_tutorial_s_lessons_fall_on_the_learner_s_turns_and_the_learner_wins():
    """Played as taught (the hint at every guided turn, the AI seat greedy), each lesson's
    round is the learner's turn, and the learner takes the last pebble."""
    tutorial = rules.TUTORIAL
    state = rules.GAME.new_game(rules.GAME.make_config(tutorial.players), tutorial.seed)
    turns_taught = []
    while not rules.GAME.is_over(state):
        (seat,) = rules.GAME.to_act(state)
        if seat == LEARNER:
            if tutorial.lesson(rules.GAME.round_number(state)) is not None:
                turns_taught.append(rules.GAME.round_number(state))
            take = hint(rules.GAME, state, seat, random.Random(0)).action
        else:
            take = rules.greedy(rules.GAME.view(state, seat), [1, 2][: state.pile], None)
        state = rules.GAME.apply(state, seat, take)
    assert turns_taught == tutorial.lesson_rounds
    assert rules.GAME.result(state).winner == LEARNER
