"""Why a Serendipity move is good, and a finished game reviewed decision by decision: each
reason read against the seat's view (what it remembers, the odds of an unknown tile, the score
a swap or a Serendip makes), and the review's decisions as played, never preferring a move it
values less."""

from __future__ import annotations

import itertools
import random

import pytest

from engine.ai import choose
from engine.serendipity import GAME, KeepSerendip, LeaveOwn, MoveSerendip, SwapOwn, Turn
from engine.serendipity.ai import my_score, near_mine, seen_board, swapped, with_serendip
from engine.serendipity.board import SERENDIP
from engine.serendipity.config import colour_word
from engine.serendipity.explain import why
from engine.serendipity.review import move_of, move_worth, review
from engine.serendipity.strong import odds_of


def greedy_game(players: int, seed: int, under_way: int = 0) -> tuple[list, list]:
    """Every state of a greedy game (``under_way`` steps in), and each action with its seat."""
    state = GAME.new_game(GAME.make_config(players, {"head_start": under_way}), seed)
    rng, states, actions = random.Random(seed), [state], []
    while not GAME.is_over(state):
        seat = state.current
        action = choose(GAME, state, seat, "greedy", rng)
        actions.append((seat, action))
        state = GAME.apply(state, seat, action)
        states.append(state)
    return states, actions


STATES, ACTIONS = greedy_game(2, 4)
TURN_REASONS = {
    "serendipity-why-known",
    "serendipity-why-known-serendip",
    "serendipity-why-odds",
    "serendipity-why-odds-near",
}


def views_in(phase: str) -> list:
    return [GAME.view(s, s.current) for s in STATES if s.phase == phase][::7]


def test_a_tile_to_turn_is_told_by_what_the_seat_remembers_or_by_the_odds():
    told = set()
    for view in views_in("turn"):
        board, mine = seen_board(view), view.colours[view.seat]
        chance = round(100 * sum(odds_of(view).get(k, 0.0) for k in (*mine, SERENDIP)))
        for cell in sorted(view.face_down):
            reason = why(view, Turn(cell))
            known = view.remembered.get(cell)
            if known in mine:
                assert reason.key == "serendipity-why-known"
                assert reason.args["colour"] == colour_word(known)
            elif known == SERENDIP:
                assert reason.key == "serendipity-why-known-serendip"
            else:
                near = cell in near_mine(view, board)
                key = "serendipity-why-odds-near" if near else "serendipity-why-odds"
                assert reason.key == key
                assert reason.args["chance"] == chance
            told.add(reason.key)
    # A greedy game meets every kind of tile (remembered rivals' ones are told by the odds).
    assert {"serendipity-why-known", "serendipity-why-odds", "serendipity-why-odds-near"} <= told


def test_an_own_tile_is_swapped_for_the_points_it_makes_or_left_for_those_it_has():
    views = views_in("own")
    assert views
    for view in views:
        board, now = seen_board(view), my_score(view, seen_board(view))
        for target in sorted(view.face_down)[:5]:
            after = my_score(view, swapped(board, view.pending, target))
            reason = why(view, SwapOwn(target))
            assert reason.key == "serendipity-why-swap"
            assert reason.args == {"before": now, "after": after}
        assert why(view, LeaveOwn(view.pending)).args == {"points": now}
        going_on = why(view, Turn(min(view.face_down)))
        assert going_on.key == "serendipity-why-go-on"
        assert going_on.args["why"].key in TURN_REASONS  # the tile it turns next, told


def test_a_serendip_kept_grows_the_carpet_or_says_no_swap_helps():
    views = views_in("serendip")
    assert views
    for view in views:
        board, now = seen_board(view), my_score(view, seen_board(view))
        pending = view.pending
        spare = sorted(c for c in view.face_down if c not in view.remembered)[:2]
        if len(spare) == 2:
            kept = with_serendip(pending, 0, board)
            reason = why(view, KeepSerendip(0, *spare))
            after = my_score(view, swapped(kept, *spare))
            if after > now:
                assert reason.args == {"before": now, "after": after}
            else:
                assert reason.key in ("serendipity-why-keep-spare", "serendipity-why-keep-known")
        target = min(view.face_down)
        moved = with_serendip(target, 1, swapped(board, pending, target))
        reason = why(view, MoveSerendip(target, 1))
        assert reason.args == {"before": now, "after": my_score(view, moved)}


def test_each_action_is_read_back_from_the_states_around_it():
    for (seat, action), (before, after) in zip(ACTIONS, itertools.pairwise(STATES), strict=True):
        read = move_of(before, after, seat)
        assert read == action or (read is None and len(GAME.legal_actions(before, seat)) < 2)
        assert move_of(before, after, 1 - seat) is None  # not theirs


@pytest.mark.parametrize("players", [2, 3])
def test_every_decision_of_a_seat_is_reviewed_with_the_move_it_made(players):
    states, actions = greedy_game(players, 9, under_way=120)  # the last hundred steps or so
    rows = review(states, 0, random.Random(1))
    made = {
        before.step: action
        for (seat, action), before in zip(actions, states, strict=False)
        if seat == 0 and len(GAME.legal_actions(before, 0)) > 1
    }
    assert {row.round: row.played for row in rows} == made
    for row in rows:
        view = GAME.view(next(s for s in states if s.step == row.round), 0)
        assert row.played_worth == move_worth(view, row.played)
        assert row.suggested_worth == move_worth(view, row.suggested) >= row.played_worth
    assert review(states, 0, random.Random(1)) == rows  # the same review every time
