"""A finished Split it! game reviewed for one seat: at each step where it moved (a split, a
discard, a bet, a lone joker), the move the AI prefers and the one the player made, each worth
the points the seat could expect to lead its strongest rival by after it, and why the AI's is
good.

A step is judged from what the seat knew then (the row and the columns; never the rivals'
secret bets, weighed instead by how the greedy AI bets, as the strong AI does). Every legal
move is weighed exactly: no play-outs, so a review is the same whatever its random generator.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import partial

from engine.hints import RoundReview, moves_made, round_review
from engine.splitit.explain import why
from engine.splitit.game import SplitItGame
from engine.splitit.state import Action, Bet, Discard, PlaceJoker, Split, SplitItState
from engine.splitit.strong import action_values, lead

GAME = SplitItGame()


def review(states: Sequence[SplitItState], seat: int, rng: random.Random) -> list[RoundReview]:
    """Every step where ``seat`` moved: ``states`` are the game's states at the start of each
    step (its ``turn``) and its final state (the move of a step is read from the next)."""
    rows = []
    for before, played in moves_made(states, seat, move_of):
        legal = GAME.legal_actions(before, seat)
        view = GAME.view(before, seat)
        worths = partial(_worths, dict(zip(legal, action_values(view, legal, lead), strict=True)))
        rows.append(round_review(before.turn, played, legal, worths, partial(why, view)))
    return rows


def _worths(worth: dict[Action, float], moves: Sequence[Action]) -> list[float]:
    # Weighed once, in the rules' order: a bet's worth does not depend on the order the
    # review lists the moves in.
    return [worth[move] for move in moves]


def move_of(before: SplitItState, after: SplitItState, seat: int) -> Action | None:
    """The move ``seat`` made in the step from ``before`` to ``after`` (None: it had none to
    make, or placed several jokers, whose order the states do not tell)."""
    if seat not in GAME.to_act(before) or len(GAME.legal_actions(before, seat)) < 2:
        return None
    if before.phase == "split":
        return Split(*after.cuts)
    if before.phase == "discard":
        assert after.discarded_zone is not None
        return Discard(after.discarded_zone)
    if before.phase == "bet":
        zone = next(o.zone for o in after.last_reveal if seat in o.bettors)
        return Bet(zone)
    placed = [
        number
        for number, column in after.columns[seat].items()
        for _ in range(column.jokers - before.columns[seat].get(number, column).jokers)
    ]
    return PlaceJoker(placed[0]) if len(placed) == 1 else None
