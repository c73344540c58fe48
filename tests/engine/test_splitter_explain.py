"""Why a Splitter placement is good, and a finished sheet reviewed round by round: each reason at
its boundary (a group one cell short, complete, one cell over), and the review's rounds as
played, never preferring a placement it values less."""

from __future__ import annotations

import random

import pytest

from engine import message
from engine.ai import get_policy
from engine.splitter import GAME, Place, SplitterState
from engine.splitter import strong as strong_ai
from engine.splitter.explain import why
from engine.splitter.game import empty_sheet, write
from engine.splitter.review import review
from tests.engine.round_helpers import greedy_rounds_of

CONFIG = GAME.make_config(1, {"pad": "A"})
LAYOUT = CONFIG.layout


def view_of(cells: dict[tuple[int, int], int], roll: tuple[int, int] = (3, 3)):
    sheet = [list(row) for row in empty_sheet(LAYOUT)]
    for (r, x), number in cells.items():
        sheet[r][x] = number
    state = SplitterState(
        config=CONFIG,
        round=5,
        rolls=((1, 1),) * 4 + (roll,) + ((1, 1),) * 17,
        sheets=(tuple(tuple(row) for row in sheet),),
        pending={},
    )
    return GAME.view(state, 0)


@pytest.mark.parametrize(
    ("threes", "expected"),
    [
        # Row 3 of pad A runs from column 0 to 7; the placement writes 3s at columns 3 and 4.
        ({}, message("splitter-why-grows", number=3, size=2)),  # two of three
        ({(3, 2): 3}, message("splitter-why-completes", number=3, points=3, star="no")),
        ({(3, 2): 3, (3, 1): 3}, message("splitter-why-room")),  # four 3s: too many
    ],
)
def test_a_placement_says_what_it_does_to_its_group(threes, expected):
    view = view_of(threes)
    place = Place(((3, 3), (3, 4)), (3, 3))
    assert why(view, place) == expected


def test_a_lone_one_on_a_star_is_doubled():
    view = view_of({}, roll=(1, 5))
    place = Place(((3, 0), (3, 7)), (1, 5))  # pad A's stars are at (3, 0) and (3, 7)
    assert why(view, place) == message("splitter-why-completes", number=1, points=2, star="yes")


@pytest.mark.no_cover  # a whole sheet's review: behaviour; the reasons' lines are traced above
@pytest.mark.parametrize("players", [1, 3])
def test_a_finished_sheet_is_reviewed_round_by_round(players):
    states, played = greedy_rounds_of(GAME, GAME.make_config(players, {"pad": "B"}), 4)
    rows = review(states, 0, random.Random(2))
    assert [row.round for row in rows] == list(range(1, 23))
    assert [row.played for row in rows] == played
    for row in rows:
        assert row.suggested_worth >= row.played_worth
        if row.suggested == row.played:
            assert row.swing == 0
        assert row.why.key.startswith("splitter-why-")
    assert review(states, 0, random.Random(2)) == rows


def test_a_sheet_s_last_rounds_are_reviewed_as_they_were_played():
    """The review's lines, traced (the whole sheet's review above runs untraced)."""
    states, _ = greedy_rounds_of(GAME, GAME.make_config(3, {"pad": "B"}), 4)
    rows = review(states[-4:], 1, random.Random(2))
    assert [row.round for row in rows] == [20, 21, 22]
    assert all(row.suggested_worth >= row.played_worth for row in rows)
    assert rows == review(states[-4:], 1, random.Random(2))


@pytest.mark.no_cover  # each line it runs, another test traces too
def test_the_review_suggests_the_strong_ai_s_placement_unless_the_player_s_was_worth_more():
    states, _ = greedy_rounds_of(GAME, GAME.make_config(2, {"pad": "A"}), 7)
    late = states[-7:]  # the last six rounds
    rows = review(late, 1, random.Random(2))
    assert len(rows) == 6
    strong = get_policy("splitter", "strong")
    differ = 0
    for row, before in zip(rows, late, strict=False):
        ai = strong(GAME.view(before, 1), GAME.legal_actions(before, 1), random.Random(0))
        if row.suggested != row.played:
            assert row.suggested == ai
            differ += 1
        else:
            assert ai == row.played or row.played_worth >= worth_after_placing(before, ai)
    assert differ  # the greedy player's placement is not always the strong AI's
    assert review(late, 1, random.Random(99)) == rows  # exact: no play-outs drawn


def worth_after_placing(state, place) -> float:
    sheet = write(state.sheets[1], place)
    return strong_ai.worth_after(state.config.layout, sheet)
