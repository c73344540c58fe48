"""A finished Splitter game reviewed for one seat: in each round, the placement the AI prefers and
the one the player wrote, each worth what the sheet could expect from it, and why the AI's is
good.

A sheet scores alone, so a round is judged on the seat's sheet only, from what the seat knew
then (this round's roll, never the rolls to come), as the strong AI judges it: a placement is
worth what the sheet can expect after the next round's best placement, over every roll (its
score once full). The AI's placement is the best by that reckoning among those the strong AI
weighs and the player's own: the one the strong AI plays, or the player's when it was better.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import partial

from engine.hints import RoundReview, moves_made, round_review
from engine.splitter.explain import why
from engine.splitter.game import Place, Sheet, SplitterGame, SplitterState, write
from engine.splitter.layout import Layout
from engine.splitter.strong import candidates, worth_after

GAME = SplitterGame()  # its own: engine.splitter makes its GAME after importing this module


def review(states: Sequence[SplitterState], seat: int, rng: random.Random) -> list[RoundReview]:
    """Every round of ``seat``'s sheet: ``states`` are the game's states at the start of each
    round and its final state (the placement of a round is read from the next state). The
    reckoning is exact: ``rng`` is not drawn from."""
    rows = []
    for before, played in moves_made(states, seat, _placed):
        view = GAME.view(before, seat)
        assert view.roll is not None
        layout, sheet = view.layout, view.sheets[seat]
        weighed = candidates(layout, sheet, GAME.legal_actions(before, seat))
        worths = partial(expected_worths, layout, sheet)
        rows.append(round_review(view.round, played, weighed, worths, partial(why, view)))
    return rows


def expected_worths(layout: Layout, sheet: Sheet, places: Sequence[Place]) -> list[float]:
    """What the sheet can expect after each of ``places``."""
    return [worth_after(layout, write(sheet, place)) for place in places]


def _placed(before: SplitterState, after: SplitterState, seat: int) -> Place | None:
    """The placement ``seat`` wrote in the round that ``after`` ends (None: none)."""
    return after.last[seat] if seat < len(after.last) else None
