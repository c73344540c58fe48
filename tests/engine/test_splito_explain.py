"""Why a Splito pick is good: each reason at its boundary (one card short of an objective, on
it, one past it), read from the seat's own view."""

from __future__ import annotations

import random

import pytest

from engine import Message, message
from engine.ai import choose
from engine.splito import GAME, Pick, SplitoState, SplitoView
from engine.splito.explain import pick_zone, why
from engine.splito.state import SplitoConfig

CONFIG = SplitoConfig(4, remembers=True)
DECK = CONFIG.deck
SEAT = 0  # left zone 0 (with seat 1), right zone 3 (with seat 3)


def view_with(
    zones: dict[int, list[str]], hand: list[str], commons: tuple[str, str] = ("O04", "O06")
) -> SplitoView:
    """Seat 0's view of a 4-player table: ``zones`` as given, ``hand`` in its hand (the
    common objectives, most green and most black, are nobody's unless a test says)."""
    state = SplitoState(
        config=CONFIG,
        round=3,
        hands=(tuple(hand), ("black-6-1",), ("black-6-2",), ("green-6-1",)),
        zones=tuple(tuple(zones.get(z, ())) for z in range(4)),
        commons=commons,
        out_of_game=(),
        promo="off",
        promo_zone=None,
        picks={},
        last_plays=(),
    )
    return GAME.view(state, SEAT)


def label(card: str) -> Message:
    objective = DECK.objective(card)
    assert objective is not None
    return objective.label


@pytest.mark.parametrize(
    ("fours_before", "key"),
    [
        (0, "splito-why-hope"),  # one 4 is short of "exactly two 4s": nothing changes yet
        (1, "splito-why-meets"),  # the second 4 meets it
        (2, "splito-why-score"),  # a third breaks it: the score falls
    ],
)
def test_a_card_that_meets_an_objective_says_which(fours_before, key):
    fours = ["yellow-4-1", "orange-4-1"][:fours_before]
    # The right zone holds "no 1s" (1 point), so that the left zone's points show in the score.
    zones = {0: ["O16", "pink-5-1", *fours], 3: ["O19", "pink-6-1"]}
    view = view_with(zones, ["blue-4-1", "blue-5-1"])
    said = why(view, Pick("blue-4-1", "left"))
    assert said.key == key
    if key == "splito-why-meets":
        assert said.args == {"objective": label("O16"), "points": 2}
    if key == "splito-why-score":
        assert said.args == {"before": 2, "after": 0, "left": 0, "right": 1}


def test_a_card_that_wins_a_common_objective_for_the_zone_says_which():
    zones = {0: ["yellow-1-1"], 1: ["yellow-2-1"]}  # "most yellow": tied, nobody's
    view = view_with(zones, ["yellow-3-1"], commons=("O01", "O06"))
    assert why(view, Pick("yellow-3-1", "left")) == message(
        "splito-why-common", objective=label("O01"), points=3
    )
    # On the right, zone 3 would have one yellow like zones 0 and 1: a tie, still nobody's.
    assert why(view, Pick("yellow-3-1", "right")).key == "splito-why-hope"
    # A zone that wins it already wins nothing more.
    zones = {0: ["yellow-1-1", "yellow-1-2"], 1: ["yellow-2-1"]}
    ahead = view_with(zones, ["yellow-3-1"], commons=("O01", "O06"))
    assert why(ahead, Pick("yellow-3-1", "left")).key == "splito-why-hope"


@pytest.mark.parametrize(("twos", "key"), [(1, "open"), (2, "met"), (3, "open")])
def test_an_objective_card_says_whether_it_holds_where_it_goes(twos, key):
    zones = {3: ["green-2-1", "green-2-2", "pink-2-1"][:twos]}
    view = view_with(zones, ["O14", "blue-5-1"])
    assert why(view, Pick("O14", "right")) == message(
        f"splito-why-objective-{key}", objective=label("O14"), points=2
    )


def test_a_card_that_changes_no_score_keeps_its_hopes():
    view = view_with({0: ["O16"]}, ["pink-1-1"])
    assert why(view, Pick("pink-1-1", "left")).key == "splito-why-hope"


def test_the_pick_zone_is_the_seat_s_own_side():
    view = view_with({}, ["black-1-1"])
    assert pick_zone(view, Pick("black-1-1", "left")) == 0
    assert pick_zone(view, Pick("black-1-1", "right")) == 3


# Eight players untraced: each line they run, the smaller tables trace too.
@pytest.mark.parametrize("players", [2, 3, 5, pytest.param(8, marks=pytest.mark.no_cover)])
def test_every_legal_pick_of_a_game_has_a_reason(players):
    """At every table size, through a whole greedy game: a reason for every pick, worded with
    known keys, never raising."""
    state = GAME.new_game(GAME.make_config(players, {}), 3)
    rng = random.Random(3)
    keys = set()
    while not GAME.is_over(state):
        for seat in range(players):
            view = GAME.view(state, seat)
            for pick in GAME.legal_actions(state, seat):
                keys.add(why(view, pick).key)
        for seat in range(players):
            state = GAME.apply(state, seat, choose(GAME, state, seat, "greedy", rng))
    assert keys <= {
        "splito-why-meets",
        "splito-why-common",
        "splito-why-objective-met",
        "splito-why-objective-open",
        "splito-why-score",
        "splito-why-hope",
    }
    assert "splito-why-meets" in keys and "splito-why-hope" in keys
