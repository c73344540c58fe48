"""A finished Serendipity game reviewed for one seat: at each of its decisions (a tile to turn,
an own tile to leave or swap, a Serendip to keep or move), the move the AI prefers and the one
the player made, each worth the points the seat could expect after it, and why the AI's is good.

A decision is judged from what the seat knew then: the face-up tiles and what it saw turned
back (its view's memory), never the face-down tiles' kinds. A move is worth, as the strong AI
weighs it, the seat's score after it, and for a move that lets the turn go on, what turning
the best tile is expected to add (an unknown tile weighed by the kinds still unaccounted for);
a Serendip placed, also what its edges may bring (``strong.edge_hope``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import partial

from engine.ai import choose
from engine.hints import RoundReview, moves_made, round_review
from engine.serendipity.actions import (
    Action,
    EndTurn,
    KeepSerendip,
    LeaveOwn,
    MoveSerendip,
    SwapOwn,
    Turn,
)
from engine.serendipity.ai import my_score, seen_board, swapped, with_serendip
from engine.serendipity.explain import why
from engine.serendipity.game import SerendipityGame
from engine.serendipity.state import SerendipityState, SerendipityView
from engine.serendipity.strong import edge_hope, odds_of, turn_values

GAME = SerendipityGame()


def review(states: Sequence[SerendipityState], seat: int, rng: random.Random) -> list[RoundReview]:
    """Every decision of ``seat``: ``states`` are the game's states before each action (its
    ``step``) and its final state (the action is read from the next state's record)."""
    rows = []
    for before, played in moves_made(states, seat, move_of):
        view = GAME.view(before, seat)
        suggested = choose(GAME, before, seat, "strong", random.Random(rng.getrandbits(64)))
        worths = partial(_worths, view)
        rows.append(round_review(before.step, played, [suggested], worths, partial(why, view)))
    return rows


def move_of(before: SerendipityState, after: SerendipityState, seat: int) -> Action | None:
    """The action ``seat`` took from ``before`` to ``after`` (None: not its action, or it had
    no choice)."""
    if before.current != seat or len(GAME.legal_actions(before, seat)) < 2:
        return None
    turn = after.this_turn
    if turn and after.current == seat and turn[:-1] == before.this_turn:
        return turn[-1].action
    assert after.last_turn is not None and after.last_turn[0] == seat
    return after.last_turn[1][-1].action


def move_worth(view: SerendipityView, action: Action) -> float:
    """The points the seat may expect after ``action``, as the strong AI weighs it."""
    board = seen_board(view)
    pending = view.pending
    match action:
        case Turn(cell=cell):
            return my_score(view, board) + turn_values(view, board)[cell]
        case SwapOwn(target=target):
            assert pending is not None
            return float(my_score(view, swapped(board, pending, target)))
        case LeaveOwn() | EndTurn():
            return float(my_score(view, board))
        case KeepSerendip(rotation=k, a=a, b=b):
            assert pending is not None
            kept = with_serendip(pending, k, board)
            hope = edge_hope(view, kept, pending, k, odds_of(view))
            return my_score(view, swapped(kept, a, b)) + hope
        case MoveSerendip(target=target, rotation=k):
            assert pending is not None
            moved = with_serendip(target, k, swapped(board, pending, target))
            going_on = max(turn_values(view, board).values(), default=0.0)
            hope = edge_hope(view, moved, target, k, odds_of(view))
            return my_score(view, moved) + hope + going_on
    raise AssertionError(f"not a Serendipity move: {action!r}")  # pragma: no cover


def _worths(view: SerendipityView, moves: Sequence[Action]) -> list[float]:
    return [move_worth(view, move) for move in moves]
