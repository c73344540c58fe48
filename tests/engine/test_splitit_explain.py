"""Why a Split it! move is good, and a finished game reviewed step by step: each reason at its
boundary (one card short of a rival's column, level with it, one card more), and the review's
steps as played, never preferring a move it values less."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from engine import message
from engine.ai import choose
from engine.splitit import GAME, Bet, Column, Discard, PlaceJoker, Split, SplitItState
from engine.splitit.ai import bet_mixes, take
from engine.splitit.explain import why
from engine.splitit.review import move_of, review
from engine.splitit.scoring import score_of
from engine.splitit.state import zone_word, zones_of
from engine.splitit.strong import action_values, lead, with_joker


def state_of(
    players: int,
    columns: list[dict[int, int]],
    row: tuple[int, ...],
    cuts: tuple[int, ...] = (),
    phase: str = "bet",
    in_round: tuple[int, ...] = (0,),
) -> SplitItState:
    """A hand-built step: ``columns[seat][number]`` cards, ``row`` cut at ``cuts``."""
    state = GAME.new_game(GAME.make_config(players), 1)
    return replace(
        state,
        splitter=0,
        phase=phase,  # type: ignore[arg-type]
        row=row,
        cuts=cuts,
        in_round=frozenset(in_round),
        columns=tuple({n: Column(c) for n, c in seat.items()} for seat in columns),
    )


@pytest.mark.parametrize(
    ("sevens", "expected"),
    [
        # The rival holds two 7s; the seat none.
        ((7,), message("splitit-why-cards", cards=1)),  # one short: nothing scores yet
        ((7, 7), message("splitit-why-tie", number=7, points=7)),  # level: both score
        ((7, 7, 7), message("splitit-why-block", number=7, points=7, lost=7)),  # one more
    ],
)
def test_a_bet_says_what_taking_its_zone_does_to_the_majorities(sevens, expected):
    row = (*sevens, 2, 2)
    state = state_of(2, [{}, {7: 2, 2: 5}], row, cuts=(len(sevens),))
    assert why(GAME.view(state, 0), Bet("white")) == expected


def test_a_bet_that_scores_nothing_names_the_zone_least_likely_contested():
    # Every number on the row is a rival's long column: no take scores. The others (in the
    # round too) bet where their own columns grow most.
    rivals = {3: 6, 4: 6, 5: 6}
    state = state_of(3, [{}, rivals, rivals], (3, 3, 4, 5, 5), cuts=(2, 3), in_round=(0, 1, 2))
    view = GAME.view(state, 0)
    reasons = {zone: why(view, Bet(zone)) for zone in ("white", "pink", "black")}
    alone = [zone for zone, reason in reasons.items() if reason.key == "splitit-why-alone"]
    assert len(alone) == 1
    assert 0 <= reasons[alone[0]].args["chance"] <= 100
    others = [reason for zone, reason in reasons.items() if zone not in alone]
    assert all(reason.key == "splitit-why-cards" for reason in others)


@pytest.mark.parametrize(
    ("fives", "expected"),
    [
        # The rival holds three 5s.
        (1, message("splitit-why-joker", number=5, size=2)),  # still short
        (2, message("splitit-why-joker-tie", number=5, points=5)),  # level: it scores
        (3, message("splitit-why-joker", number=5, size=4)),  # it scored already
    ],
)
def test_a_joker_says_whether_its_column_now_leads(fives, expected):
    state = state_of(2, [{5: fives}, {5: 3}], (), phase="jokers")
    state = replace(state, pending_jokers=(1, 0))
    assert why(GAME.view(state, 0), PlaceJoker(5)) == expected


def test_a_discard_names_what_the_splitter_would_score():
    # Seat 1 discards; the splitter (seat 0) would lead the 9s with the black zone.
    state = state_of(2, [{}, {6: 3}], (6, 6, 1, 9), cuts=(1, 3), phase="discard")
    view = GAME.view(state, 1)
    assert why(view, Discard("black")) == message(
        "splitit-why-discard", zone=message("splitit-zone-black"), points=9
    )
    assert why(view, Discard("white")) == message("splitit-why-discard-keep")  # a 6: short


def test_a_split_says_which_zone_it_makes_for_the_splitter():
    state = state_of(3, [{}, {}, {}], (2, 8, 8, 1, 3), phase="split", in_round=(0, 1, 2))
    reason = why(GAME.view(state, 0), Split(1, 3))
    assert reason == message(
        "splitit-why-split",
        zone=message("splitit-zone-pink"),
        why=message("splitit-why-lead", number=8, points=8),
    )


def greedy_steps(players: int, seed: int) -> tuple[list[SplitItState], dict[int, list]]:
    """A greedy game's state at the start of each step and its end, and seat 1's moves in
    each step (by turn)."""
    state = GAME.new_game(GAME.make_config(players), seed)
    rng, states, moves = random.Random(seed), [state], {}
    while not GAME.is_over(state):
        seat = min(GAME.waiting_for(state))
        action = choose(GAME, state, seat, "greedy", rng)
        if seat == 1:
            moves.setdefault(state.turn, []).append(action)
        state = GAME.apply(state, seat, action)
        if state.turn != states[-1].turn:
            states.append(state)
    return states, moves


# Four players untraced: each line they run, two and three players trace too.
@pytest.mark.parametrize("players", [2, 3, pytest.param(4, marks=pytest.mark.no_cover)])
def test_every_step_a_seat_chose_in_is_reviewed_with_the_move_it_made(players):
    states, moves = greedy_steps(players, 11)
    rows = review(states, 1, random.Random(0))
    # A step is reviewed when the seat had a choice, and made one move in it.
    chose = {
        before.turn: moves[before.turn][0]
        for before in states
        if len(GAME.legal_actions(before, 1)) > 1 and len(moves.get(before.turn, [])) == 1
    }
    assert {row.round: row.played for row in rows} == chose and len(rows) > 5
    kinds = {type(move) for move in chose.values()}
    assert {Split, Bet} <= kinds and (players > 2 or Discard in kinds)
    for row in rows:
        before = next(s for s in states if s.turn == row.round)
        legal = GAME.legal_actions(before, 1)
        assert row.played in legal and row.suggested in legal
        worths = action_values(GAME.view(before, 1), legal, lead)
        assert row.suggested_worth == pytest.approx(max(worths))  # every move is weighed
        assert row.suggested_worth >= row.played_worth
    assert review(states, 1, random.Random(9)) == rows  # exact: no play-outs


def test_a_step_of_several_jokers_is_left_out():
    before = replace(state_of(2, [{5: 1, 6: 1}, {}], (), phase="jokers"), pending_jokers=(2, 0))
    after = GAME.apply(GAME.apply(before, 0, PlaceJoker(5)), 0, PlaceJoker(6))
    assert move_of(before, after, 0) is None
    one = replace(before, pending_jokers=(1, 0))
    assert move_of(one, GAME.apply(one, 0, PlaceJoker(6)), 0) == PlaceJoker(6)


@pytest.mark.parametrize(
    ("row", "expected"),
    [
        # The seat leads the 9s already (9 points); the rival holds two 7s.
        ((7, 2, 2), message("splitit-why-cards", cards=1)),  # still short: no more points
        ((7, 7, 2, 2), message("splitit-why-tie", number=7, points=7)),  # 9 → 16, level
        ((1, 2, 2), message("splitit-why-lead", number=1, points=1)),  # the least a take wins
        ((3, 10, 2, 2), message("splitit-why-lead", number=10, points=13)),  # the highest named
    ],
)
def test_a_take_counts_only_the_points_it_adds(row, expected):
    cut = len(row) - 2
    state = state_of(2, [{9: 3}, {7: 2, 2: 5}], row, cuts=(cut,))
    assert why(GAME.view(state, 0), Bet("white")) == expected


def test_a_joker_counts_only_the_points_it_adds():
    state = state_of(2, [{5: 2, 9: 1}, {5: 3}], (), phase="jokers")
    state = replace(state, pending_jokers=(1, 0))
    assert why(GAME.view(state, 0), PlaceJoker(5)) == message(
        "splitit-why-joker-tie", number=5, points=5
    )


@pytest.mark.parametrize(
    ("splitter", "black", "points"),
    [({}, (1,), 1), ({8: 2}, (9,), 9)],  # the least a zone may bring; on top of 8 points
)
def test_a_discard_names_exactly_what_the_splitter_would_gain(splitter, black, points):
    state = state_of(2, [splitter, {6: 3}], (6, 6, *black), cuts=(1, 2), phase="discard")
    assert why(GAME.view(state, 1), Discard("black")) == message(
        "splitit-why-discard", zone=message("splitit-zone-black"), points=points
    )


def test_the_chance_of_taking_a_zone_alone_is_the_rival_s_chance_of_betting_elsewhere():
    rival = {3: 6, 4: 6, 5: 6}
    state = state_of(2, [{}, rival], (3, 3, 4, 5, 5), cuts=(2, 3), in_round=(0, 1))
    view = GAME.view(state, 0)
    mixes = bet_mixes(view, [0, 1], [cards for _, cards in view.zones])
    reasons = [why(view, Bet(zone)) for zone, _ in view.zones]
    (alone,) = [i for i, r in enumerate(reasons) if r.key == "splitit-why-alone"]
    assert reasons[alone].args["chance"] == round(100 * (1 - mixes[1][alone]))


def counts(columns, number: int) -> list[int]:
    """Every seat's cards of ``number`` (jokers on that column included)."""
    return [c[number].size if number in c else 0 for c in columns]


def took(view, seat: int, cards) -> list:
    taken = list(view.columns)
    take(taken, seat, cards)
    return taken


def take_claim_holds(view, cards, reason) -> bool:
    """Whether what ``reason`` says of the seat taking ``cards`` is so, by the engine's scoring:
    the points it adds, and whether it leads a number alone, ties for it, or takes it from a
    rival."""
    me, args = view.seat, reason.args
    before, after = view.columns, took(view, view.seat, cards)
    gained = score_of(after, me) - score_of(before, me)
    match reason.key:
        case "splitit-why-cards" | "splitit-why-alone":
            return gained <= 0
        case "splitit-why-lead" | "splitit-why-tie":
            mine, *_ = [counts(after, args["number"])[me]]
            others = [n for s, n in enumerate(counts(after, args["number"])) if s != me]
            alone = all(n < mine for n in others)
            was = counts(before, args["number"])
            led_before = was[me] > 0 and was[me] >= max(was)
            return (
                gained == args["points"] > 0
                and not led_before
                and mine >= max(others, default=0)
                and alone == (reason.key == "splitit-why-lead")
            )
        case "splitit-why-block":
            was, now = counts(before, args["number"]), counts(after, args["number"])
            return gained == args["points"] > 0 and any(
                s != me and was[s] > 0 and was[s] == max(was) and now[s] < max(now)
                for s in range(len(was))
            )
    return False


def splitit_claim_holds(view, action, reason) -> bool:
    """Whether what ``reason`` says of ``action`` is so, by the engine's scoring."""
    zones = dict(view.zones)
    match action:
        case Bet(zone=zone):
            return take_claim_holds(view, zones[zone], reason)
        case Split(first=a, second=b):
            made = dict(zones_of(view.row, (a, b)))
            best = max(score_of(took(view, view.seat, c), view.seat) for c in made.values())
            (zone,) = [z for z in made if zone_word(z) == reason.args["zone"]]
            worth = score_of(took(view, view.seat, made[zone]), view.seat)
            return worth == best and take_claim_holds(view, made[zone], reason.args["why"])
        case Discard(zone=zone):

            def worth(seat, cards) -> int:
                return score_of(took(view, seat, cards), seat) - score_of(view.columns, seat)

            theirs = {z: worth(view.splitter, c) for z, c in zones.items()}
            mine = {z: worth(view.seat, c) for z, c in zones.items()}
            match reason.key:
                case "splitit-why-discard":
                    return theirs[zone] == reason.args["points"] == max(theirs.values()) > 0
                case "splitit-why-discard-worth":
                    return 0 < theirs[zone] == reason.args["points"] < max(theirs.values())
                case "splitit-why-discard-keep":
                    return theirs[zone] <= 0 and mine[zone] == min(mine.values())
                case "splitit-why-discard-nothing":
                    return theirs[zone] <= 0
        case PlaceJoker(number=number):
            placed = with_joker(view.columns, view.seat, number)
            gained = score_of(placed, view.seat) - score_of(view.columns, view.seat)
            now = counts(placed, number)
            alone = all(n < now[view.seat] for s, n in enumerate(now) if s != view.seat)
            match reason.key:
                case "splitit-why-joker-lead" | "splitit-why-joker-tie":
                    return gained == reason.args["points"] > 0 and alone == (
                        reason.key == "splitit-why-joker-lead"
                    )
                case "splitit-why-joker":
                    return gained <= 0 and reason.args["size"] == now[view.seat]
    return False


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_reason_a_move_is_given_is_so(players):
    """Over whole games, every legal move of the seat to act: its reason's claim holds against
    the engine's scoring, and the claims the old words got wrong are met on the way."""
    told = set()
    for seed in range(2):
        state = GAME.new_game(GAME.make_config(players), seed)
        rng = random.Random(seed)
        while not GAME.is_over(state):
            seat = min(GAME.waiting_for(state))
            view = GAME.view(state, seat)
            for action in GAME.legal_actions(state, seat):
                reason = why(view, action)
                assert splitit_claim_holds(view, action, reason), (action, reason)
                told.add(reason.key)
            state = GAME.apply(state, seat, choose(GAME, state, seat, "greedy", rng))
    assert {"splitit-why-lead", "splitit-why-tie", "splitit-why-split"} <= told
    if players == 2:
        assert {"splitit-why-discard", "splitit-why-discard-worth"} <= told
