"""Why a Splito pick is good: each reason at its boundary (one card short of an objective, on
it, one past it), read from the seat's own view."""

from __future__ import annotations

import random

import pytest

from engine import Message, message
from engine.ai import choose
from engine.splito import GAME, Pick, SplitoState, SplitoView
from engine.splito.explain import pick_zone, why
from engine.splito.scoring import SplitoResult, score_table
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
        # A third breaks it: the score falls, where the 5 would have kept it.
        (2, "splito-why-score-later"),
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
    if key == "splito-why-score-later":
        assert said.args == {"before": 2, "after": 0, "left": 0, "right": 1}
        assert why(view, Pick("blue-5-1", "left")).key == "splito-why-hope"


def test_a_pick_whose_score_falls_says_whether_no_pick_falls_less():
    # "No 2s" (1 point) on the left, "no yellow" (1) on the right: 1 × 1.
    zones = {0: ["O20", "pink-5-1"], 3: ["O25", "pink-6-1"]}
    # A yellow 2 breaks either: every pick costs, and each costs least.
    cornered = view_with(zones, ["yellow-2-1"])
    for side in ("left", "right"):
        assert why(cornered, Pick("yellow-2-1", side)) == message(
            "splito-why-score-least",
            before=1,
            after=0,
            **({"left": 0, "right": 1} if side == "left" else {"left": 1, "right": 0}),
        )


def test_a_card_that_makes_its_zone_lead_for_a_common_objective_says_which():
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
        "splito-why-score-least",
        "splito-why-score-later",
        "splito-why-hope",
    }
    assert "splito-why-meets" in keys and "splito-why-hope" in keys


def splito_claim_holds(view: SplitoView, pick: Pick, reason: Message) -> bool:
    """Whether what ``reason`` says of ``pick`` is so, by the engine's own scoring of the
    zones as they stand and with the card added: the objective it meets, the common objective
    its zone now leads for, the score it names and how it compares with the hand's other picks."""
    assert view.seat is not None

    def scored(card: str | None, zone: int | None = None) -> SplitoResult:
        zones = [list(cards) for cards in view.zones]
        if card is not None and zone is not None:
            zones[zone].append(card)
        return score_table(
            view.deck, zones, view.commons, view.promo_zone, two_player=view.two_player
        )

    def score(result: SplitoResult) -> int:
        return next(p.score for p in result.players if p.seat == view.seat)

    zone = pick_zone(view, pick)
    before, after = scored(None), scored(pick.card, zone)
    args = reason.args
    match reason.key:
        case "splito-why-meets":
            met_before = {o.card_id for o in before.zones[zone].objectives if o.met}
            return any(
                o.met and o.card_id not in met_before and o.label == args["objective"]
                for o in after.zones[zone].objectives
            )
        case "splito-why-common":
            return any(
                new.zone == zone and old.zone != zone and new.label == args["objective"]
                for old, new in zip(before.commons, after.commons, strict=True)
            )
        case "splito-why-objective-met" | "splito-why-objective-open":
            held = next(o for o in after.zones[zone].objectives if o.card_id == pick.card)
            return held.met == reason.key.endswith("met")
        case "splito-why-score" | "splito-why-score-least" | "splito-why-score-later":
            if (args["before"], args["after"]) != (score(before), score(after)):
                return False
            others = [
                score(scored(card, pick_zone(view, Pick(card, side))))
                for card in view.hand or ()
                for side in ("left", "right")
            ]
            if reason.key == "splito-why-score":
                return args["after"] > args["before"]
            least = args["after"] >= max(others)
            return args["after"] < args["before"] and least == reason.key.endswith("least")
        case "splito-why-hope":
            return score(after) == score(before)
    return False


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_reason_a_pick_is_given_is_so(players):
    """Over whole games at random, every legal pick of every seat: its reason's claim holds
    against the engine's scoring, and every kind of claim is met on the way."""
    told = set()
    for seed in range(3):
        state = GAME.new_game(GAME.make_config(players, {}), seed)
        rng = random.Random(seed)
        while not GAME.is_over(state):
            for seat in range(players):
                view = GAME.view(state, seat)
                for pick in GAME.legal_actions(state, seat):
                    reason = why(view, pick)
                    assert splito_claim_holds(view, pick, reason), (pick, reason)
                    told.add(reason.key)
            for seat in range(players):
                state = GAME.apply(state, seat, choose(GAME, state, seat, "greedy", rng))
    assert {"splito-why-meets", "splito-why-hope", "splito-why-score-later"} <= told
