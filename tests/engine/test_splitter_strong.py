"""Splitter's strong AI: legal, deterministic and fair (it decides from the seat's view alone:
states that look the same to the seat get the same answer), and its arithmetic checked against
the plain valuation."""

from __future__ import annotations

import random
from dataclasses import replace
from itertools import product

import pytest

from engine import get_game
from engine.ai import choose, get_policy
from engine.splitter import strong
from engine.splitter.ai import worth
from engine.splitter.game import Sheet, empty_sheet, placements, write
from engine.splitter.labelled import LabelledSheet
from engine.splitter.layout import Layout, parse_layout, shipped_pads
from engine.splitter.scoring import score_layout

SPLITTER = get_game("splitter")
#: A small layout where both centre cells touch, stars and hearts sit side by side, and a
#: hearts bonus can be hoped for by a single written heart.
SMALL = parse_layout("small", ["*HH*", "oooo", ".oo."], playable=False)


def splitter_midgame(players: int, rounds: int, seed: int = 4):
    state = SPLITTER.new_game(SPLITTER.make_config(players, {"pad": "B"}), seed)
    rng = random.Random(seed)
    while state.round <= rounds:
        for seat in sorted(SPLITTER.waiting_for(state)):
            state = SPLITTER.apply(state, seat, choose(SPLITTER, state, seat, "greedy", rng))
    return state


def filled_at_random(layout: Layout, seed: int):
    """The sheets of one game written at random, from empty to full, with each roll."""
    rng = random.Random(seed)
    sheet = empty_sheet(layout)
    while True:
        roll = (rng.randint(1, 6), rng.randint(1, 6))
        options = placements(layout, sheet, roll)
        if not options:
            return
        yield sheet, options
        sheet = write(sheet, rng.choice(options))


@pytest.mark.parametrize("rounds", [0, 10, 20, 21])
@pytest.mark.no_cover  # each line it runs, another test traces too
def test_the_strong_splitter_seat_writes_a_legal_placement_and_the_same_one_again(rounds):
    state = splitter_midgame(3, rounds)
    legal = SPLITTER.legal_actions(state, 1)
    first = choose(SPLITTER, state, 1, "strong", random.Random(9))
    assert first in legal
    assert choose(SPLITTER, state, 1, "strong", random.Random(9)) == first
    assert choose(SPLITTER, state, 1, "strong", random.Random(10)) == first  # no chance in it


@pytest.mark.no_cover  # each line it runs, another test traces too
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


def test_a_single_legal_placement_is_played_without_weighing(monkeypatch):
    state = splitter_midgame(1, 15)
    legal = SPLITTER.legal_actions(state, 0)
    view = SPLITTER.view(state, 0)

    def no_weighing(*_: object) -> float:
        raise AssertionError("weighed a single choice")

    monkeypatch.setattr(strong, "worth_after", no_weighing)
    with pytest.raises(AssertionError, match="weighed"):  # the patch is what the policy reads
        get_policy("splitter", "strong")(view, legal, random.Random(1))
    assert get_policy("splitter", "strong")(view, legal[:1], random.Random(1)) == legal[0]


@pytest.mark.parametrize(
    ("layout", "seeds"), [(shipped_pads()["A"], 3), (shipped_pads()["B"], 3), (SMALL, 40)]
)
@pytest.mark.no_cover  # each line it runs, another test traces too
def test_a_labelled_sheet_gives_what_the_valuation_gives_for_every_placement(layout, seeds):
    checked = 0
    for seed in range(seeds):
        for sheet, options in filled_at_random(layout, seed):
            labelled = LabelledSheet(layout, sheet, strong.HOPE)
            before = worth(layout, sheet, strong.HOPE)
            assert labelled.worth == pytest.approx(before, abs=1e-9)
            for place in options:
                after = worth(layout, write(sheet, place), strong.HOPE)
                assert labelled.gain(place) == pytest.approx(after - before, abs=1e-9), place
                checked += 1
    assert checked > 100


def exact_expectation(layout: Layout, sheet: Sheet, value) -> float:
    """The mean over the 36 ways two dice fall of the best value after writing them."""
    outcomes = [
        max(value(write(sheet, p)) for p in placements(layout, sheet, roll))
        for roll in product(range(1, 7), repeat=2)
    ]
    return sum(outcomes) / 36


def with_pairs_left(pairs: int):
    """A sheet of pad B written greedily until ``pairs`` mirror pairs are left empty."""
    state = splitter_midgame(1, 22 - pairs)
    return state.config.layout, state.sheets[0]


@pytest.mark.no_cover  # each line it runs, another test traces too
def test_the_expected_worth_is_the_mean_over_every_roll_of_the_best_worth_after_it():
    layout, sheet = with_pairs_left(3)  # the next placement leaves two pairs: worth, not score
    expected = exact_expectation(layout, sheet, lambda s: worth(layout, s, strong.HOPE))
    assert strong.worth_after(layout, sheet) == pytest.approx(expected, abs=1e-9)


def test_with_one_pair_left_the_expected_worth_is_the_score_a_full_sheet_can_expect():
    layout, sheet = with_pairs_left(1)
    expected = exact_expectation(layout, sheet, lambda s: score_layout(layout, s).total)
    assert strong.worth_after(layout, sheet) == pytest.approx(expected, abs=1e-9)
    assert expected != pytest.approx(
        exact_expectation(layout, sheet, lambda s: worth(layout, s, strong.HOPE))
    )  # the two differ here: the sheet's own score is what is weighed


def test_the_last_placement_writes_the_order_that_scores_more():
    state = splitter_midgame(1, 21)
    legal = SPLITTER.legal_actions(state, 0)
    assert len(legal) == 2  # one pair left, the dice differ: either way round
    layout, sheet = state.config.layout, state.sheets[0]
    scores = [score_layout(layout, write(sheet, p)).total for p in legal]
    assert scores[0] != scores[1]
    best = legal[scores.index(max(scores))]
    chosen = get_policy("splitter", "strong")(SPLITTER.view(state, 0), legal, random.Random(1))
    assert chosen == best


def test_only_the_placements_worth_most_right_away_are_weighed_further(monkeypatch):
    state = splitter_midgame(1, 4)
    legal = SPLITTER.legal_actions(state, 0)
    view = SPLITTER.view(state, 0)
    layout, sheet = view.layout, view.sheets[0]
    weighed = []
    plain = strong.worth_after

    def counted(layout: Layout, sheet: Sheet) -> float:
        weighed.append(sheet)
        return plain(layout, sheet)

    monkeypatch.setattr(strong, "worth_after", counted)
    get_policy("splitter", "strong")(view, legal, random.Random(1))
    right_away = sorted(worth(layout, write(sheet, p), strong.HOPE) for p in legal)
    assert len(weighed) == strong.CANDIDATES < len(legal)
    assert sorted(worth(layout, s, strong.HOPE) for s in weighed) == pytest.approx(
        right_away[-strong.CANDIDATES :]
    )
