"""Why a Serendipity move is good, and a finished game reviewed decision by decision: each
reason read against the seat's view (what it remembers, the odds of an unknown tile, the score
a swap or a Serendip makes), and the review's decisions as played, never preferring a move it
values less."""

from __future__ import annotations

import itertools
import random
from dataclasses import replace
from functools import cache

import pytest

from engine import Message, message
from engine.ai import choose
from engine.serendipity import GAME, KeepSerendip, LeaveOwn, MoveSerendip, SwapOwn, Turn
from engine.serendipity.ai import my_score, near_mine, seen_board, swapped, with_serendip
from engine.serendipity.board import SERENDIP, label
from engine.serendipity.config import colour_word
from engine.serendipity.explain import why
from engine.serendipity.review import move_of, move_worth, review
from engine.serendipity.strong import edge_hope, odds_of, turn_values


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


@cache
def the_game() -> tuple[list, list]:
    """The greedy game most tests read, played once per process that runs one of them (not
    as the suite is collected)."""
    return greedy_game(2, 4)


TURN_REASONS = {
    "serendipity-why-known",
    "serendipity-why-odds",
    "serendipity-why-odds-near",
}


def views_in(phase: str) -> list:
    return [GAME.view(s, s.current) for s in the_game()[0] if s.phase == phase][::7]


def turn_reason(view, cell) -> Message:
    """Why turning ``cell`` is good, as the rules of a reason read (the tile the seat saw
    turned back, else the odds of an unknown one: a Serendip is never turned back)."""
    board, mine = seen_board(view), view.colours[view.seat]
    known = view.remembered.get(cell)
    if known in mine:
        return message("serendipity-why-known", colour=colour_word(known), cell=label(cell))
    chance = round(100 * sum(odds_of(view).get(k, 0.0) for k in (*mine, SERENDIP)))
    near = cell in near_mine(view, board)
    return message("serendipity-why-odds-near" if near else "serendipity-why-odds", chance=chance)


def test_a_tile_to_turn_is_told_by_what_the_seat_remembers_or_by_the_odds():
    told = set()
    for view in views_in("turn")[::3]:  # a turn in 21: a game's early, middle and late ones
        for cell in sorted(view.face_down):
            reason = why(view, Turn(cell))
            assert reason == turn_reason(view, cell)
            told.add(reason.key)
    # A greedy game meets every kind of tile (remembered rivals' ones are told by the odds).
    assert told >= TURN_REASONS


def test_when_every_face_down_tile_is_remembered_no_odds_are_left():
    view = views_in("turn")[3]
    rival = next(c for seat in view.colours for c in seat if c not in view.colours[view.seat])
    everything = replace(view, remembered={cell: rival for cell in view.face_down})
    reason = why(everything, Turn(min(view.face_down)))
    assert reason.key.startswith("serendipity-why-odds") and reason.args == {"chance": 0}


def test_an_own_tile_swapped_or_left_says_what_it_makes_of_the_score():
    """A swap says the points it adds, or where the tile goes when it adds none; leaving the
    tile says it scores most there only where no swap scores more."""
    told = set()
    views = views_in("own")
    assert views
    for view in views:
        board, now = seen_board(view), my_score(view, seen_board(view))
        swaps = {t: my_score(view, swapped(board, view.pending, t)) for t in view.face_down}
        for target in sorted(view.face_down):
            after = swaps[target]
            reason = why(view, SwapOwn(target))
            told.add(reason.key)
            if after > now:
                assert reason == message("serendipity-why-swap", before=now, after=after)
            else:
                assert reason == message(
                    "serendipity-why-swap-moves", cell=label(target), before=now, after=after
                )
        left = why(view, LeaveOwn(view.pending))
        told.add(left.key)
        if now >= max(swaps.values()):
            assert left == message("serendipity-why-leave", points=now)
        else:
            assert left == message("serendipity-why-leave-go-on")
        cell = min(view.face_down)
        assert why(view, Turn(cell)) == message(
            "serendipity-why-go-on", why=turn_reason(view, cell)
        )
    assert {"serendipity-why-swap", "serendipity-why-swap-moves"} <= told


def kept_claim_holds(view, keep: KeepSerendip, reason: Message) -> bool:
    """Whether what ``reason`` says of keeping a Serendip and swapping two tiles is so: the
    score it names, the remembered tile it brings, the tiles it says the seat never saw."""
    board, mine = seen_board(view), view.colours[view.seat]
    now = my_score(view, board)
    kept = with_serendip(view.pending, keep.rotation, board)
    after = my_score(view, swapped(kept, keep.a, keep.b))
    match reason.key:
        case "serendipity-why-keep":
            return after > now and reason.args == {"before": now, "after": after}
        case "serendipity-why-keep-cost":
            return after < now and reason.args == {"before": now, "after": after}
        case "serendipity-why-keep-known":
            near = near_mine(view, kept)
            return after == now and any(
                view.remembered.get(cell) in mine and to in near
                for cell, to in ((keep.a, keep.b), (keep.b, keep.a))
            )
        case "serendipity-why-keep-spare":
            cells = {keep.a, keep.b}
            unseen = cells <= view.face_down and not cells & set(view.remembered)
            return after == now and unseen and reason.args == {"points": now}
        case "serendipity-why-keep-same":
            return after == now and reason.args == {"points": now}
    return False


def moved_claim_holds(view, move: MoveSerendip, reason: Message) -> bool:
    """Whether what ``reason`` says of a moved Serendip's score is so."""
    board = seen_board(view)
    now = my_score(view, board)
    moved = with_serendip(move.target, move.rotation, swapped(board, view.pending, move.target))
    after = my_score(view, moved)
    match reason.key:
        case "serendipity-why-move":
            return after > now and reason.args == {"before": now, "after": after}
        case "serendipity-why-move-cost":
            return after < now and reason.args == {"before": now, "after": after}
        case "serendipity-why-move-turn":
            return after == now and reason.args == {"points": now}
    return False


def test_a_serendip_kept_or_moved_says_only_what_is_so_of_the_score():
    told = set()
    serendips = [(s, GAME.view(s, s.current)) for s in the_game()[0] if s.phase == "serendip"]
    assert serendips
    for state, view in serendips:
        keeps = [
            KeepSerendip(0, a, b) for a, b in itertools.combinations(sorted(view.face_down)[:6], 2)
        ]
        chosen = choose(GAME, state, state.current, "strong", random.Random(state.step))
        if isinstance(chosen, KeepSerendip):
            keeps.append(chosen)  # the swap the strong AI makes: it grows the carpet, often
        for keep in keeps:
            reason = why(view, keep)
            assert kept_claim_holds(view, keep, reason), (keep, reason)
            told.add(reason.key)
        for target in sorted(view.face_down):
            move = MoveSerendip(target, 1)
            reason = why(view, move)
            assert moved_claim_holds(view, move, reason), (move, reason)
            told.add(reason.key)
    assert {"serendipity-why-keep-spare", "serendipity-why-keep", "serendipity-why-move"} <= told


def test_a_remembered_tile_of_the_seat_s_brought_next_to_its_carpet_is_told_so():
    view = next(
        v
        for v in (GAME.view(s, s.current) for s in the_game()[0] if s.phase == "serendip")
        if any(k in v.colours[v.seat] for k in v.remembered.values())
    )
    own = next(c for c, k in view.remembered.items() if k in view.colours[view.seat])
    kept = with_serendip(view.pending, 0, seen_board(view))
    (spot, *_) = [c for c in near_mine(view, kept) if c != own and c not in view.remembered]
    now, after = my_score(view, seen_board(view)), my_score(view, swapped(kept, own, spot))
    expected = message("serendipity-why-keep-known", colour=colour_word(view.remembered[own]))
    if after > now:  # the swap grows the carpet at once: that is said first
        expected = message("serendipity-why-keep", before=now, after=after)
    assert why(view, KeepSerendip(0, own, spot)) == expected
    assert after == now  # on this deal: a face-down tile brought, to turn later


def test_a_move_is_worth_the_score_the_game_then_gives_the_seat():
    """The review's worth of a move that ends its choice is the score the engine scores once it
    is played (hidden tiles count for nobody); a Serendip's adds what its edges may bring, a
    moved one's the turn to come too."""
    checked = set()
    states, actions = the_game()
    for before, (seat, action) in zip(states, actions, strict=False):
        if isinstance(action, Turn) and before.phase in ("turn", "moved"):
            continue  # its worth is an expectation of what the tile may be
        view = GAME.view(before, seat)
        after = GAME.apply(before, seat, action)
        scored = GAME.view(after, seat).scores[seat]
        worth = move_worth(view, action)
        if isinstance(action, KeepSerendip):
            assert view.pending is not None
            kept = with_serendip(view.pending, action.rotation, seen_board(view))
            worth -= edge_hope(view, kept, view.pending, action.rotation, odds_of(view))
        if isinstance(action, MoveSerendip):
            board = seen_board(view)
            worth -= max(turn_values(view, board).values(), default=0.0)
            moved = swapped(board, view.pending, action.target)
            worth -= edge_hope(view, moved, action.target, action.rotation, odds_of(view))
        if isinstance(action, Turn):  # an own tile left where it lies, and the next turned
            board = seen_board(view)
            worth -= turn_values(view, board)[action.cell]
        assert worth == pytest.approx(scored), (before.step, action)
        checked.add(type(action))
    assert {SwapOwn, KeepSerendip, Turn} <= checked


def test_each_action_is_read_back_from_the_states_around_it():
    states, actions = the_game()
    for (seat, action), (before, after) in zip(actions, itertools.pairwise(states), strict=True):
        read = move_of(before, after, seat)
        assert read == (action if len(GAME.legal_actions(before, seat)) > 1 else None)
        assert move_of(before, after, 1 - seat) is None  # not theirs


@pytest.mark.no_cover  # a hundred steps' review: behaviour; the reasons' lines are traced above
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


def test_a_game_s_last_decisions_are_reviewed_as_they_were_made():
    """The review's lines, traced (the hundred steps' review above runs untraced)."""
    states, actions = greedy_game(3, 9, under_way=120)
    late = len(states) - 25
    rows = review(states[late:], 0, random.Random(1))
    made = {
        before.step: action
        for (seat, action), before in zip(actions[late:], states[late:], strict=False)
        if seat == 0 and len(GAME.legal_actions(before, 0)) > 1
    }
    assert rows and {row.round: row.played for row in rows} == made
    assert all(row.suggested_worth >= row.played_worth for row in rows)
